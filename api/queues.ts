import { Queue } from 'bullmq';
import type { Core } from '../src/core.js';
import { QUEUES, evaluationCompletedSchema, jobIds, type EvaluationCompleted } from '../src/effects/contract.js';
import { EFFECT_JOB_OPTIONS, bullPrefix } from '../src/effects/bull.js';
import { createRedis, waitForRedis } from '../src/infra/redis.js';
import { MicroBatcher } from '../src/infra/batcher.js';

export interface Producers {
  enqueueEvaluation(job: EvaluationCompleted): Promise<void>;
  close(): Promise<void>;
}

/** Producer side of the queue contract. Its Redis connection fails fast, like the hot path's. */
export async function createProducers(core: Core): Promise<Producers> {
  const connection = createRedis(core.config.REDIS_URL, 'command', 'governor-producer');
  connection.on('error', (err) => core.log.warn({ err: err.message }, 'queue producer redis error'));
  const effects = new Queue(QUEUES.effects, { connection, prefix: bullPrefix(core.keyPrefix) });
  effects.on('error', (err) => core.log.warn({ err: err.message }, 'effects queue error'));
  await waitForRedis(connection);
  await effects.waitUntilReady();
  // Jobs of concurrent evaluations go to Redis in one bulk add.
  const batch = new MicroBatcher<EvaluationCompleted, void>(async (jobs) => {
    await effects.addBulk(
      jobs.map((data) => ({
        name: 'evaluation.completed',
        data,
        opts: { ...EFFECT_JOB_OPTIONS, jobId: jobIds.evaluationCompleted(data.action_id) },
      })),
    );
    return jobs.map(() => undefined);
  });
  return {
    async enqueueEvaluation(job) {
      await batch.submit(evaluationCompletedSchema.parse(job));
    },
    async close() {
      await effects.close();
      connection.disconnect();
    },
  };
}
