/** BullMQ names shared by producers and workers: one prefix per deployment (and per test file). */
export function bullPrefix(keyPrefix: string): string {
  return `${keyPrefix}bull`;
}

/**
 * Job options for effects: retried with backoff; a completed job is dropped at once (the action
 * row's outbox entry in action_effects_pending records it until then), a failed one is kept a week for inspection.
 */
export const EFFECT_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential' as const, delay: 1_000 },
  removeOnComplete: true,
  removeOnFail: { age: 7 * 24 * 3_600 },
};
