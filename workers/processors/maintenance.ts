import type { Queue } from 'bullmq';
import type { Core } from '../../src/core.js';
import { CanaryService } from '../../src/canary/service.js';
import { canaryRunSchema, escalationExpirySchema, feesSettleSchema, jobIds, reconcileSchema } from '../../src/effects/contract.js';
import { EFFECT_JOB_OPTIONS } from '../../src/effects/bull.js';
import { expireEscalations, pendingEffects, settleFees } from '../../src/ledger/settle.js';
import { entry } from '../register.js';

const RECONCILE_AFTER_SECONDS = 60;
const RECONCILE_BATCH = 500;

/** Periodic work: canary self-test, re-enqueue of lost effects, escalation expiry, fee settlement. */
export function maintenanceProcessors(core: Core, effectsQueue: Queue) {
  const canary = new CanaryService(core.redis, core.runtime.keys, core.evaluationSettings);
  return {
    'canary.run': entry(canaryRunSchema, async () => {
      const status = await canary.runAndStore();
      if (status.failures > 0) core.log.warn({ failures: status.failures }, 'canary self-test found degraded detectors');
      return { failures: status.failures };
    }),
    'effects.reconcile': entry(reconcileSchema, async () => {
      const pending = await pendingEffects(core.sql, RECONCILE_AFTER_SECONDS, RECONCILE_BATCH);
      for (const action of pending) {
        // Same deterministic id as the original job: a job that is merely slow is not duplicated.
        await effectsQueue.add(
          'evaluation.completed',
          {
            organization_id: action.organization_id,
            action_id: action.id,
            agent_id: action.agent_id,
            tool: action.tool,
            decision: action.decision,
            risk_score: action.risk_score,
          },
          { ...EFFECT_JOB_OPTIONS, jobId: jobIds.evaluationCompleted(action.id) },
        );
      }
      return { requeued: pending.length };
    }),
    'escalation.expire': entry(escalationExpirySchema, async () => ({ expired: await expireEscalations(core.sql) })),
    'fees.settle': entry(feesSettleSchema, async () => settleFees(core.sql)),
  };
}
