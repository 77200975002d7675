import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Core } from '../../../src/core.js';
import { keyRoutes } from './keys.js';
import { roleRoutes } from './roles.js';
import { sessionRoutes } from './session.js';
import { userRoutes } from './users.js';

/** Everything under /auth: sessions, users, keys, roles. */
export const authRoutes: FastifyPluginAsyncZod<{ core: Core }> = async (app, { core }) => {
  await app.register(sessionRoutes, { core });
  await app.register(userRoutes, { core });
  await app.register(keyRoutes, { core });
  await app.register(roleRoutes, { core });
};
