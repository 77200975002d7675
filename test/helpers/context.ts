/**
 * Per-file integration context: a database cloned from the migrated template, a unique Redis
 * key prefix, a wired core and a built app. Files run in parallel without sharing state.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { parseConfig, type AppConfig } from '../../src/config/env.js';
import { createCore, type Core } from '../../src/core.js';
import pino from 'pino';
import { createLogger, loggerOptions } from '../../src/config/logger.js';
import { buildApp, type App } from '../../api/app.js';

export interface TestContext {
  core: Core;
  app: App;
  config: Readonly<AppConfig>;
  databaseUrl: string;
  /** builds one more app process on the same database and Redis (for cross-process tests) */
  secondApp(overrides?: Record<string, string>): Promise<{ core: Core; app: App }>;
  close(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function cloneTemplate(adminUrl: string, template: string, database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${database} template ${template}`);
        return;
      } catch (err) {
        // Two files cloning at the same instant can collide on the template lock; retry briefly.
        if (attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
}

async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${database} with (force)`);
  } finally {
    await admin.end();
  }
}

export async function createTestContext(
  overrides: Record<string, string> = {},
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestContext> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('templateDatabase');
  const redisUrl = inject('redisUrl');
  const suffix = randomBytes(5).toString('hex');
  // Named after the template's run, so the run's teardown finds leftovers of its own only.
  const database = `gov_t_${template.replace(/^gov_tpl_/, '')}_${suffix}`;
  await cloneTemplate(adminUrl, template, database);
  const databaseUrl = withDatabase(adminUrl, database);
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: '5',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `t${suffix}`,
    GOVERNOR_JWT_SECRET: `test-secret-${suffix}-0123456789abcdef0123456789`,
    GOVERNOR_ADMIN_USERNAME: `admin_${suffix}`,
    GOVERNOR_ADMIN_PASSWORD: 'admin-password-1',
    ...overrides,
  };
  const config = parseConfig(env);
  const makeProcess = async (extra: Record<string, string> = {}) => {
    const processConfig = Object.keys(extra).length ? parseConfig({ ...env, ...extra }) : config;
    const log = options.logStream
      ? pino(loggerOptions(processConfig.LOG_LEVEL), options.logStream)
      : createLogger(processConfig.LOG_LEVEL);
    const core = await createCore(processConfig, 'test', log);
    const app = await buildApp(core);
    await app.ready();
    return { core, app };
  };
  const first = await makeProcess();
  const extras: { core: Core; app: App }[] = [];
  return {
    ...first,
    config,
    databaseUrl,
    async secondApp(extra) {
      const created = await makeProcess(extra);
      extras.push(created);
      return created;
    },
    async close() {
      for (const p of [first, ...extras]) {
        await p.app.close();
        await p.core.close();
      }
      await dropDatabase(adminUrl, database);
    },
  };
}
