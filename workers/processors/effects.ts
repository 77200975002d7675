import type { Core } from '../../src/core.js';
import { evaluationCompletedSchema } from '../../src/effects/contract.js';
import { markEffectsDone } from '../../src/ledger/settle.js';
import { entry } from '../register.js';

/** Post-evaluation effects. Later features (receipts, fingerprints, notifications) add their steps here. */
export function effectsProcessors(core: Core) {
  return {
    'evaluation.completed': entry(evaluationCompletedSchema, async (payload) => {
      // Fees are debited in aggregate by the fees.settle sweep; later effects (receipts, fingerprints,
      // notifications) are added here before the action is marked done.
      return { done: await markEffectsDone(core.sql, payload.organization_id, payload.action_id) };
    }),
  };
}
