import { Queue } from 'bullmq';
import type { Core } from '../src/core.js';
import { QUEUES, evaluationCompletedSchema, jobIds, type EvaluationCompleted } from '../src/effects/contract.js';
import { EFFECT_JOB_OPTIONS, bullPrefix } from '../src/effects/bull.js';
import { createRedis, waitForRedis } from '../src/infra/redis.js';

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
  return {
    async enqueueEvaluation(job) {
      const payload = evaluationCompletedSchema.parse(job);
      await effects.add('evaluation.completed', payload, { ...EFFECT_JOB_OPTIONS, jobId: jobIds.evaluationCompleted(payload.action_id) });
    },
    async close() {
      await effects.close();
      connection.disconnect();
    },
  };
}
