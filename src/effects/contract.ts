import { z } from 'zod';

/**
 * The queue contract shared by producers (api/) and processors (workers/): queue names, job
 * names, one zod schema per payload. New payload fields must be optional so jobs queued by an
 * older release still parse during a rolling deploy. Payloads carry ids, never secrets or args.
 */
export const QUEUES = {
  effects: 'effects',
  maintenance: 'maintenance',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const evaluationCompletedSchema = z.object({
  organization_id: z.number().int().positive(),
  action_id: z.number().int().positive(),
  agent_id: z.string(),
  tool: z.string(),
  decision: z.enum(['allow', 'review', 'block']),
  risk_score: z.number().int().min(0).max(100),
  review_id: z.number().int().positive().nullable().optional(),
});

export const canaryRunSchema = z.object({ scheduled_for: z.string() });
export const reconcileSchema = z.object({ scheduled_for: z.string() });
export const escalationExpirySchema = z.object({ scheduled_for: z.string() });
export const feesSettleSchema = z.object({ scheduled_for: z.string() });

/** Job name → payload schema, per queue. */
export const JOBS = {
  effects: {
    'evaluation.completed': evaluationCompletedSchema,
  },
  maintenance: {
    'canary.run': canaryRunSchema,
    'effects.reconcile': reconcileSchema,
    'escalation.expire': escalationExpirySchema,
    'fees.settle': feesSettleSchema,
  },
} as const;

export type JobMap = {
  [Q in keyof typeof JOBS]: { [J in keyof (typeof JOBS)[Q]]: z.infer<(typeof JOBS)[Q][J] & z.ZodType> };
};
export type EvaluationCompleted = z.infer<typeof evaluationCompletedSchema>;

/** Deterministic job ids make retries and re-enqueues idempotent. */
export const jobIds = {
  evaluationCompleted: (actionId: number) => `eval-${actionId}`,
  periodic: (name: string, periodStart: number) => `${name}-${periodStart}`,
};
