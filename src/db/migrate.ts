/** `npm run migrate`: applies pending migrations, then exits. The Procfile's release phase. */
import { loadConfig } from '../config/env.js';
import { createLogger } from '../config/logger.js';
import { initOrm, migrateUp } from './orm.js';
import { ensureDatabase } from './ensure-database.js';

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL, { role: 'migrate' });
if (await ensureDatabase(config.DATABASE_URL)) log.info('database created');
const orm = await initOrm({ url: config.DATABASE_URL });
try {
  const applied = await migrateUp(orm);
  log.info({ applied }, 'migrations applied');
} catch (err) {
  log.error({ err }, 'migration failed');
  process.exitCode = 1;
} finally {
  await orm.close(true);
}
