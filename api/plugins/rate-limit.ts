import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Core } from '../../src/core.js';

const WINDOW_MS = 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** which limit applies: `default` (unless set), `evaluate`, `login`, or `none` */
    limit?: 'default' | 'evaluate' | 'login' | 'none';
  }
}

/** Rate limit key: the credential for authenticated calls, the client IP otherwise. */
export function credentialKey(request: FastifyRequest): string {
  return request.principal?.rateKey ?? `ip:${request.ip}`;
}

/**
 * Fixed 60 s windows counted in Redis so every API process shares them. A limit of 0 turns
 * that limit off. Runs at preHandler, after authentication, so it can count per credential.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { core: Core }) => {
    const { config, redis, keyPrefix } = opts.core;
    const maxOf = (limit: FastifyContextConfig['limit']): number => {
      switch (limit ?? 'default') {
        case 'evaluate':
          return config.GOVERNOR_RATE_LIMIT_EVALUATE_PER_MIN;
        case 'login':
          return config.GOVERNOR_RATE_LIMIT_LOGIN_PER_MIN;
        case 'none':
          return 0;
        default:
          return config.GOVERNOR_RATE_LIMIT_DEFAULT_PER_MIN;
      }
    };
    const maxFor = (request: FastifyRequest): number => maxOf(request.routeOptions.config.limit);
    // A route whose limit is 0 is never limited, so it goes without the plugin's per-request hook
    // (which would only allow-list it). Added before the plugin, this hook runs before the plugin's.
    app.addHook('onRoute', (route) => {
      if (maxOf(route.config?.limit) === 0) route.config = { ...route.config, rateLimit: false };
    });
    await app.register(rateLimit, {
      global: true,
      hook: 'preHandler',
      redis,
      nameSpace: `${keyPrefix}rl:`,
      timeWindow: WINDOW_MS,
      max: (request) => maxFor(request) || Number.MAX_SAFE_INTEGER,
      allowList: (request) => maxFor(request) === 0 || request.is404,
      keyGenerator: (request) => `${request.routeOptions.config.limit ?? 'default'}:${credentialKey(request)}`,
      // Fail closed: without Redis the limit cannot be checked and the request is refused.
      skipOnError: false,
      addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
      errorResponseBuilder: (_request, context) => {
        const error = new Error(`rate limit exceeded, retry in ${context.after}`) as Error & { statusCode: number };
        error.statusCode = 429;
        return error;
      },
    });
  },
  { name: 'rate-limit', dependencies: ['auth'] },
);
