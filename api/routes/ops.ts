import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Core } from '../../src/core.js';
import { publicSettings } from '../../src/config/env.js';
import { safeEqual } from '../../src/auth/secrets.js';
import { DomainError } from '../../src/errors.js';
import { moduleStatuses } from '../../src/modules.js';
import { metricsText } from '../cluster-metrics.js';

async function databaseUp(core: Core): Promise<boolean> {
  try {
    await core.orm.em.fork().getConnection().execute('select 1');
    return true;
  } catch {
    return false;
  }
}

async function redisUp(core: Core): Promise<boolean> {
  try {
    return (await core.redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}

/** Liveness, readiness, module status, settings and metrics. */
export const opsRoutes: FastifyPluginAsyncZod<{ core: Core }> = async (app, { core }) => {
  app.get(
    '/health',
    {
      config: { public: true, limit: 'none' },
      schema: { tags: ['ops'], response: { 200: z.object({ status: z.literal('ok'), version: z.string() }) } },
    },
    async () => ({ status: 'ok' as const, version: core.config.version }),
  );

  app.get(
    '/healthz',
    {
      config: { public: true, limit: 'none' },
      schema: { tags: ['ops'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => {
      if (!(await databaseUp(core))) {
        throw new DomainError('SERVICE_UNAVAILABLE', 'database unreachable', { database: 'down' });
      }
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/ready',
    { config: { public: true, limit: 'none' }, schema: { tags: ['ops'] } },
    async () => {
      const [database, redis] = await Promise.all([databaseUp(core), redisUp(core)]);
      const modules = moduleStatuses(core.config);
      const modulesUp = modules.every((m) => m.status !== 'error');
      const checks = { database: database ? 'up' : 'down', redis: redis ? 'up' : 'down', modules: modulesUp ? 'up' : 'down' };
      if (!database || !redis || !modulesUp) {
        throw new DomainError('SERVICE_UNAVAILABLE', 'service not ready', checks);
      }
      return { status: 'ready', version: core.config.version, checks };
    },
  );

  app.get('/modules/status', { schema: { tags: ['ops'] } }, async () => ({ modules: moduleStatuses(core.config) }));

  app.get('/settings', { schema: { tags: ['ops'] } }, async () => publicSettings(core.config));

  app.get('/metrics', { config: { public: true, limit: 'none' }, schema: { hide: true } }, async (request, reply) => {
    const token = core.config.GOVERNOR_METRICS_TOKEN;
    if (token) {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      if (!match || !safeEqual(match[1]!, token)) throw new DomainError('UNAUTHENTICATED', 'metrics token required');
    }
    reply.header('content-type', app.metrics.contentType);
    try {
      return await metricsText(app.metrics);
    } catch (err) {
      throw new DomainError('SERVICE_UNAVAILABLE', `metrics unavailable: ${(err as Error).message}`);
    }
  });
};
