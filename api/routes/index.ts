import type { App } from '../app.js';
import type { Core } from '../../src/core.js';

/** Every feature's route plugin, each encapsulated. */
export async function registerRoutes(_app: App, _core: Core): Promise<void> {
  // filled in as features land
}
