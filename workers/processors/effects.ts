import type { Core } from '../../src/core.js';
import { evaluationCompletedSchema } from '../../src/effects/contract.js';
import { markEffectsDone } from '../../src/ledger/settle.js';
import { MicroBatcher } from '../../src/infra/batcher.js';
import { entry } from '../register.js';

/** Post-evaluation effects. Later features (receipts, fingerprints, notifications) add their steps here. */
export function effectsProcessors(core: Core) {
  // Jobs processed concurrently share one UPDATE; each job completes only once its row is marked.
  const done = new MicroBatcher<{ organizationId: number; actionId: number }, void>(async (items) => {
    await markEffectsDone(core.sql, items);
    return items.map(() => undefined);
  });
  return {
    'evaluation.completed': entry(evaluationCompletedSchema, async (payload) => {
      // Fees are debited in aggregate by the fees.settle sweep; later effects (receipts, fingerprints,
      // notifications) are added here before the action is marked done.
      await done.submit({ organizationId: payload.organization_id, actionId: payload.action_id });
      return { done: true };
    }),
  };
}
