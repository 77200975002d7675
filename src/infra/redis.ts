import { Redis, type RedisOptions } from 'ioredis';
import { installLeanPipelines } from './lean-pipeline.js';

// Pipelines (autopipelining, BullMQ bulk adds) that the young generation can free: see lean-pipeline.ts.
installLeanPipelines();

export type RedisRole =
  /** request path: fail fast so a dead Redis never stalls an evaluation */
  | 'command'
  /** BullMQ workers and subscribers: wait and retry */
  | 'blocking';

/**
 * The one Redis connection factory shared by API, BullMQ and workers. Producers and the hot path
 * fail fast (`enableOfflineQueue: false`); blocking clients retry forever as BullMQ requires.
 */
export function createRedis(url: string, role: RedisRole, name = 'governor'): Redis {
  const common: RedisOptions = { connectionName: name, lazyConnect: false };
  const options: RedisOptions =
    role === 'command'
      ? {
          ...common,
          // Commands issued by concurrent requests in one tick leave in one write.
          enableAutoPipelining: true,
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          connectTimeout: 2_000,
          commandTimeout: 2_000,
          retryStrategy: (times) => Math.min(times * 200, 2_000),
        }
      : { ...common, enableOfflineQueue: true, maxRetriesPerRequest: null, retryStrategy: (times) => Math.min(times * 200, 5_000) };
  return new Redis(url, options);
}

/** Resolves once the client is ready, or rejects after `timeoutMs`. */
export async function waitForRedis(client: Redis, timeoutMs = 5_000): Promise<void> {
  if (client.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`redis not ready after ${timeoutMs} ms`));
    }, timeoutMs);
    const onReady = () => {
      cleanup();
      resolve();
    };
    const cleanup = () => {
      clearTimeout(timer);
      client.off('ready', onReady);
    };
    client.on('ready', onReady);
  });
}

export type { Redis };
