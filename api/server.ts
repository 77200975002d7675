/** `web` process: wires the core, builds the app, listens, and closes gracefully on SIGTERM. */
import { loadConfig } from '../src/config/env.js';
import { createCore } from '../src/core.js';
import { ensureBootstrapAdmin } from '../src/auth/accounts.js';
import { buildApp } from './app.js';

const config = loadConfig();
const core = await createCore(config, 'web');
if (config.jwtSecretGenerated) {
  core.log.warn('GOVERNOR_JWT_SECRET is not set: using a random per-process secret (tokens die with the process)');
}
const bootstrap = await ensureBootstrapAdmin(core.orm.em.fork(), config.GOVERNOR_ADMIN_USERNAME, config.GOVERNOR_ADMIN_PASSWORD);
core.log.info({ bootstrap, username: config.GOVERNOR_ADMIN_USERNAME }, 'bootstrap admin');

const app = await buildApp(core);
await app.listen({ port: config.PORT, host: config.HOST });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  core.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), config.GOVERNOR_SHUTDOWN_TIMEOUT_MS).unref();
  try {
    await app.close();
    await core.close();
  } finally {
    clearTimeout(timer);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
