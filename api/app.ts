import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Core } from '../src/core.js';
import { errorsPlugin } from './plugins/errors.js';
import { authPlugin } from './plugins/auth.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { metricsPlugin } from './plugins/metrics.js';
import { opsRoutes } from './routes/ops.js';
import { registerRoutes } from './routes/index.js';
import { createProducers } from './queues.js';
import { OneLinePerRequest } from './request-log.js';

/** The app with the zod type provider; route plugins take this. */
export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the Fastify app around a wired core; never listens (see api/server.ts). */
export async function buildApp(core: Core): Promise<App> {
  const app = Fastify({
    loggerInstance: core.log as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 256 },
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 72_000,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: false,
    logController: new OneLinePerRequest(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Set when the request arrives, before any hook can fail: every reply, error or not, carries it.
  // A synchronous hook: an async one costs a promise and a microtask on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Governor', description: 'Runtime governance service for AI agents', version: core.config.version },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        },
      },
      security: [{ bearer: [] }, { apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' } });
  app.get('/openapi.json', { config: { public: true, limit: 'none' }, schema: { hide: true } }, async () => app.swagger());

  await app.register(authPlugin, { core });
  await app.register(rateLimitPlugin, { core });
  await app.register(opsRoutes, { core });
  const producers = await createProducers(core);
  app.addHook('onClose', async () => producers.close());
  await registerRoutes(app, core, producers);
  return app;
}
