/**
 * The worker's CPU priority. On a machine where workers share cores with the API process, an
 * evaluation's answer should not wait behind post-evaluation effects: those are already durable
 * in the outbox and only need to finish soon, not now. Raising one's own niceness needs no
 * privilege; a platform that forbids it (some containers) leaves the priority as it was.
 */
import os from 'node:os';
import type { Logger } from 'pino';

export function lowerPriority(niceness: number, log: Pick<Logger, 'info' | 'warn'>): void {
  if (niceness <= 0) return;
  try {
    os.setPriority(0, Math.max(os.getPriority(0), niceness));
    log.info({ niceness: os.getPriority(0) }, 'worker priority lowered');
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'could not lower the worker priority');
  }
}
