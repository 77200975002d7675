/** `worker` process: consumes the queues named by GOVERNOR_WORKER_QUEUES (all when empty). */
import { Queue, type Worker } from 'bullmq';
import { loadConfig } from '../src/config/env.js';
import { createCore } from '../src/core.js';
import { QUEUES } from '../src/effects/contract.js';
import { bullPrefix } from '../src/effects/bull.js';
import { createRedis } from '../src/infra/redis.js';
import { lowerPriority } from './priority.js';
import { register } from './register.js';
import { effectsProcessors } from './processors/effects.js';
import { maintenanceProcessors } from './processors/maintenance.js';

const config = loadConfig();
const core = await createCore(config, 'worker');
lowerPriority(config.GOVERNOR_WORKER_NICE, core.log);
const wanted = new Set(config.GOVERNOR_WORKER_QUEUES.length ? config.GOVERNOR_WORKER_QUEUES : Object.values(QUEUES));

const workerConnection = createRedis(config.REDIS_URL, 'blocking', 'governor-worker');
workerConnection.on('error', (err) => core.log.warn({ err: err.message }, 'worker redis error'));
const producerConnection = createRedis(config.REDIS_URL, 'command', 'governor-worker-producer');
producerConnection.on('error', (err) => core.log.warn({ err: err.message }, 'worker producer redis error'));
const effectsQueue = new Queue(QUEUES.effects, { connection: producerConnection, prefix: bullPrefix(core.keyPrefix) });

const deps = { connection: workerConnection, keyPrefix: core.keyPrefix, concurrency: config.GOVERNOR_WORKER_CONCURRENCY, log: core.log };
const workers: Worker[] = [];
const effects = effectsProcessors(core);
if (wanted.has(QUEUES.effects)) workers.push(register(QUEUES.effects, effects.processors, deps));
if (wanted.has(QUEUES.maintenance)) workers.push(register(QUEUES.maintenance, maintenanceProcessors(core, effectsQueue), { ...deps, concurrency: 1 }));
core.log.info({ queues: [...wanted] }, 'worker started');

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  core.log.info({ signal }, 'worker shutting down');
  setTimeout(() => process.exit(1), config.GOVERNOR_SHUTDOWN_TIMEOUT_MS).unref();
  await Promise.all(workers.map((w) => w.close()));
  await effects.flush();
  await effectsQueue.close();
  workerConnection.disconnect();
  producerConnection.disconnect();
  await core.close();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
