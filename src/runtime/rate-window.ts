import type { Redis } from 'ioredis';

export interface WindowHit {
  count: number;
  /** seconds until the window resets */
  resetSeconds: number;
}

/**
 * Counts one hit in a fixed window shared by every API process. Used for the per-agent evaluate
 * limit, which @fastify/rate-limit cannot add beside the per-credential one (it runs one limiter per
 * request).
 */
export async function hitWindow(redis: Redis, key: string, windowSeconds: number): Promise<WindowHit> {
  const results = await redis.pipeline().incr(key).expire(key, windowSeconds, 'NX').ttl(key).exec();
  if (!results) throw new Error('redis pipeline returned nothing');
  for (const [err] of results) if (err) throw err;
  const count = Number(results[0]?.[1] ?? 0);
  const ttl = Number(results[2]?.[1] ?? windowSeconds);
  return { count, resetSeconds: ttl > 0 ? ttl : windowSeconds };
}
