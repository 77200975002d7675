import type { Core } from '../../src/core.js';
import { evaluationCompletedSchema } from '../../src/effects/contract.js';
import { settleEvaluation } from '../../src/ledger/settle.js';
import { entry } from '../register.js';

/** Post-evaluation effects. Later features (receipts, fingerprints, notifications) add their steps here. */
export function effectsProcessors(core: Core) {
  return {
    'evaluation.completed': entry(evaluationCompletedSchema, async (payload) => {
      return settleEvaluation(core.orm, payload.organization_id, payload.action_id);
    }),
  };
}
