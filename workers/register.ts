import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { bullPrefix } from '../src/effects/bull.js';

export type Processor<S extends z.ZodType> = (payload: z.infer<S>, job: Job) => Promise<unknown>;

export interface ProcessorEntry<S extends z.ZodType = z.ZodType> {
  schema: S;
  handle: Processor<S>;
}

export function entry<S extends z.ZodType>(schema: S, handle: Processor<S>): ProcessorEntry<S> {
  return { schema, handle };
}

/**
 * The one place a queue is consumed: parses each payload against the contract (a bad payload is
 * unrecoverable, never retried), logs with queue, job id and organization, and reports failures.
 */
export function register(
  queue: string,
  processors: Record<string, ProcessorEntry>,
  deps: { connection: Redis; keyPrefix: string; concurrency: number; log: Logger },
): Worker {
  const log = deps.log.child({ queue });
  const worker = new Worker(
    queue,
    async (job) => {
      const processor = processors[job.name];
      if (!processor) throw new UnrecoverableError(`no processor for job ${job.name}`);
      const parsed = processor.schema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`invalid payload for ${job.name}: ${parsed.error.message}`);
      const organizationId = (parsed.data as { organization_id?: number }).organization_id;
      const started = Date.now();
      const result = await processor.handle(parsed.data, job);
      log.debug({ jobId: job.id, job: job.name, organizationId, ms: Date.now() - started }, 'job done');
      return result;
    },
    { connection: deps.connection, prefix: bullPrefix(deps.keyPrefix), concurrency: deps.concurrency },
  );
  worker.on('failed', (job, err) => {
    log.error({ jobId: job?.id, job: job?.name, attempts: job?.attemptsMade, err: err.message }, 'job failed');
  });
  worker.on('stalled', (jobId) => log.warn({ jobId }, 'job stalled'));
  worker.on('error', (err) => log.error({ err: err.message }, 'worker error'));
  return worker;
}
