import type { App } from '../app.js';
import type { Core } from '../../src/core.js';
import type { Producers } from '../queues.js';
import { evaluateRoutes } from './actions/evaluate.js';
import { listActionsRoutes } from './actions/list.js';
import { adminControlRoutes } from './admin/controls.js';
import { authRoutes } from './auth/index.js';
import { policiesRoutes } from './policies/index.js';

/** Every feature's route plugin, each encapsulated. */
export async function registerRoutes(app: App, core: Core, producers: Producers): Promise<void> {
  await app.register(authRoutes, { core, prefix: '/auth' });
  await app.register(evaluateRoutes, { core, producers });
  await app.register(listActionsRoutes, { core });
  await app.register(adminControlRoutes, { core });
  await app.register(policiesRoutes, { core });
}
