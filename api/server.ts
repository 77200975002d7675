/**
 * `web` process: wires the core, builds the app, listens, and closes gracefully on SIGTERM. With
 * WEB_CONCURRENCY above 1 this process is the primary of that many web processes (api/cluster.ts).
 */
import cluster from 'node:cluster';
import { loadConfig } from '../src/config/env.js';
import { createLogger } from '../src/config/logger.js';
import { createCore } from '../src/core.js';
import { ensureBootstrapAdmin } from '../src/auth/accounts.js';
import { buildApp } from './app.js';
import { superviseWebProcesses } from './cluster.js';

const config = loadConfig();
if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
  superviseWebProcesses({
    processes: config.WEB_CONCURRENCY,
    log: createLogger(config.LOG_LEVEL, { role: 'web-primary' }),
    shutdownTimeoutMs: config.GOVERNOR_SHUTDOWN_TIMEOUT_MS,
    jwtSecret: config.jwtSecretGenerated ? undefined : config.jwtSecret,
  });
} else {
  await serve();
}

async function serve(): Promise<void> {
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
    // a cluster's web process: the channel to the primary is all that still holds the event loop
    if (cluster.isWorker) process.disconnect();
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
