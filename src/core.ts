import type { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { decodeKey, type AppConfig } from './config/env.js';
import { CredentialCache } from './auth/credential-cache.js';
import { initOrm } from './db/orm.js';
import { createSql, type Sql } from './db/sql.js';
import { createRedis, waitForRedis } from './infra/redis.js';
import { createLogger } from './config/logger.js';
import { OrgConfigCache } from './org-config/cache.js';
import { RuntimeStore } from './runtime/store.js';
import { RuntimeControls } from './runtime/controls.js';
import type { EvaluationSettings } from './evaluation/service.js';
import { evaluationSettingsOf } from './evaluation/settings.js';
import { SealedText } from './security/sealed-text.js';

/** Everything the transports share: one place wires the core. */
export interface Core {
  config: Readonly<AppConfig>;
  log: Logger;
  orm: MikroORM;
  /** plain SQL pool for the hot path and set-based jobs */
  sql: Sql;
  /** fail-fast client for request paths */
  redis: Redis;
  /** pub/sub subscriber */
  subscriber: Redis;
  /** prefix every Redis key with this (ends with ':') */
  keyPrefix: string;
  credentials: CredentialCache;
  orgConfig: OrgConfigCache;
  runtime: RuntimeStore;
  controls: RuntimeControls;
  evaluationSettings: EvaluationSettings;
  /** seals text at rest (prompts); null when GOVERNOR_ENCRYPTION_KEY is unset */
  sealer: SealedText | null;
  close(): Promise<void>;
}

export async function createCore(config: Readonly<AppConfig>, role: string, log?: Logger): Promise<Core> {
  const logger = log ?? createLogger(config.LOG_LEVEL, { role });
  const orm = await initOrm({ url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX });
  const sql = createSql(config.DATABASE_URL, config.DATABASE_POOL_MAX);
  const redis = createRedis(config.REDIS_URL, 'command', `governor-${role}`);
  const subscriber = createRedis(config.REDIS_URL, 'blocking', `governor-${role}-sub`);
  // A client with no error listener crashes the process on a Redis outage; log instead and fail requests closed.
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  subscriber.on('error', (err) => logger.warn({ err: err.message }, 'redis subscriber error'));
  await Promise.all([waitForRedis(redis), waitForRedis(subscriber)]);
  const keyPrefix = `${config.REDIS_KEY_PREFIX}:`;
  const credentials = new CredentialCache({
    orm,
    subscriber,
    publisher: redis,
    channel: `${keyPrefix}auth:invalidate`,
    log: logger,
  });
  await credentials.start();
  const orgConfig = new OrgConfigCache({
    orm,
    subscriber,
    publisher: redis,
    channel: `${keyPrefix}org-config:invalidate`,
    ttlMs: config.GOVERNOR_POLICY_CACHE_SECONDS * 1000,
    log: logger,
  });
  await orgConfig.start();
  const runtime = new RuntimeStore(redis, keyPrefix);
  const controls = new RuntimeControls(redis, runtime.keys);
  return {
    config,
    log: logger,
    orm,
    sql,
    redis,
    subscriber,
    keyPrefix,
    credentials,
    orgConfig,
    runtime,
    controls,
    evaluationSettings: evaluationSettingsOf(config),
    sealer: config.GOVERNOR_ENCRYPTION_KEY ? new SealedText(decodeKey(config.GOVERNOR_ENCRYPTION_KEY)!) : null,
    async close() {
      subscriber.disconnect();
      redis.disconnect();
      await orm.close(true);
      await sql.close();
    },
  };
}
