import type { Core } from '../../src/core.js';
import { evaluationCompletedSchema } from '../../src/effects/contract.js';
import { markEffectsDone } from '../../src/ledger/settle.js';
import { BackgroundBatch } from '../../src/infra/background-batch.js';
import { entry } from '../register.js';

/** Post-evaluation effects. Later features (receipts, fingerprints, notifications) add their steps here. */
export function effectsProcessors(core: Core) {
  // Outbox rows of finished jobs are deleted in the background, many per statement. A row deleted
  // late (or never, if the process dies first) only makes the reconciler enqueue the action again,
  // and processors are idempotent, so a job need not wait for the delete.
  const done = new BackgroundBatch<{ organizationId: number; actionId: number }>((items) => markEffectsDone(core.sql, items), core.log);
  return {
    processors: {
      'evaluation.completed': entry(evaluationCompletedSchema, async (payload) => {
        // Fees are debited in aggregate by the fees.settle sweep; later effects (receipts, fingerprints,
        // notifications) are added here before the action is marked done.
        done.add({ organizationId: payload.organization_id, actionId: payload.action_id });
        return { done: true };
      }),
    },
    /** writes the marks still waiting; called on shutdown after the workers stopped */
    flush: () => done.flush(),
  };
}
