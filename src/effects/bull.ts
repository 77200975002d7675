/** BullMQ names shared by producers and workers: one prefix per deployment (and per test file). */
export function bullPrefix(keyPrefix: string): string {
  return `${keyPrefix}bull`;
}

/** Job options for effects: retried with backoff, kept briefly for inspection, then dropped. */
export const EFFECT_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential' as const, delay: 1_000 },
  removeOnComplete: { age: 3_600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3_600 },
};
