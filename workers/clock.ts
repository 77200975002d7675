/**
 * `clock` process: schedules periodic maintenance jobs. Each tick enqueues with a job id fixed for
 * its period, so several clocks (or a restarted one) never run a period's job twice.
 */
import { Queue } from 'bullmq';
import cron from 'node-cron';
import { loadConfig } from '../src/config/env.js';
import { createLogger } from '../src/config/logger.js';
import { QUEUES, jobIds } from '../src/effects/contract.js';
import { bullPrefix } from '../src/effects/bull.js';
import { createRedis } from '../src/infra/redis.js';

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL, { role: 'clock' });
const connection = createRedis(config.REDIS_URL, 'blocking', 'governor-clock');
connection.on('error', (err) => log.warn({ err: err.message }, 'clock redis error'));
const queue = new Queue(QUEUES.maintenance, { connection, prefix: bullPrefix(`${config.REDIS_KEY_PREFIX}:`) });

const JOB_OPTIONS = { removeOnComplete: { age: 24 * 3_600 }, removeOnFail: { age: 7 * 24 * 3_600 }, attempts: 3 };

async function enqueue(name: 'canary.run' | 'effects.reconcile' | 'escalation.expire' | 'fees.settle', periodSeconds: number): Promise<void> {
  const periodStart = Math.floor(Date.now() / 1000 / periodSeconds) * periodSeconds;
  const scheduledFor = new Date(periodStart * 1000).toISOString();
  try {
    await queue.add(name, { scheduled_for: scheduledFor }, { ...JOB_OPTIONS, jobId: jobIds.periodic(name, periodStart) });
  } catch (err) {
    log.error({ err, job: name }, 'could not schedule job');
  }
}

const canaryEvery = config.GOVERNOR_CANARY_INTERVAL_SECONDS;
const tasks = [
  cron.schedule('* * * * *', () => void enqueue('effects.reconcile', 60)),
  cron.schedule('* * * * *', () => void enqueue('escalation.expire', 60)),
  // Fees settle every 10 s so wallet balances (and fee gating) trail evaluations only briefly.
  cron.schedule('*/10 * * * * *', () => void enqueue('fees.settle', 10)),
];
if (config.GOVERNOR_CANARY_ENABLED) {
  // Ticks every second; the period's job id keeps the canary at its configured interval.
  tasks.push(cron.schedule('* * * * * *', () => void enqueue('canary.run', canaryEvery)));
}
if (config.GOVERNOR_CANARY_ENABLED) void enqueue('canary.run', canaryEvery);
log.info({ canaryEverySeconds: canaryEvery }, 'clock started');

async function shutdown(): Promise<void> {
  for (const task of tasks) await task.stop();
  await queue.close();
  connection.disconnect();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
