/**
 * Integration tier setup: PostgreSQL and Redis from Testcontainers when a container runtime
 * answers, otherwise the services at DATABASE_URL and REDIS_URL. Migrations run once, into a
 * template database that every test file clones.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';
import { initOrm, migrateUp } from '../../src/db/orm.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    templateDatabase: string;
    redisUrl: string;
  }
}

const HOW_TO_START = [
  'Integration tests need PostgreSQL and Redis: either a Docker engine (Testcontainers) or running services.',
  'Start them with:',
  "  pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start",
  '  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no',
  'or point DATABASE_URL and REDIS_URL at reachable servers.',
].join('\n');

interface Services {
  pgUrl: string;
  redisUrl: string;
  stop: () => Promise<void>;
}

async function fromContainers(): Promise<Services | null> {
  if (process.env.GOVERNOR_TEST_NO_CONTAINERS === 'true') return null;
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await Promise.race([
      getContainerRuntimeClient(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3_000)),
    ]);
  } catch {
    return null;
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const { RedisContainer } = await import('@testcontainers/redis');
  const [pgContainer, redisContainer] = await Promise.all([
    new PostgreSqlContainer('postgres:15-alpine').start(),
    new RedisContainer('redis:7-alpine').start(),
  ]);
  return {
    pgUrl: pgContainer.getConnectionUri(),
    redisUrl: redisContainer.getConnectionUrl(),
    stop: async () => {
      await Promise.all([pgContainer.stop(), redisContainer.stop()]);
    },
  };
}

async function reachable(pgUrl: string, redisUrl: string): Promise<string[]> {
  const problems: string[] = [];
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    problems.push(`PostgreSQL at ${pgUrl.replace(/\/\/[^@]*@/, '//***@')}: ${(err as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3_000, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    problems.push(`Redis at ${redisUrl}: ${(err as Error).message}`);
  } finally {
    redis.disconnect();
  }
  return problems;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const containers = await fromContainers();
  const services: Services = containers ?? {
    pgUrl: withDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', 'postgres'),
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    stop: async () => undefined,
  };
  const adminUrl = withDatabase(services.pgUrl, 'postgres');
  const problems = await reachable(adminUrl, services.redisUrl);
  if (problems.length > 0) throw new Error(`${problems.join('\n')}\n\n${HOW_TO_START}`);

  const run = randomBytes(4).toString('hex');
  const template = `gov_tpl_${run}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const orm = await initOrm({ url: withDatabase(adminUrl, template), poolMax: 2 });
  await migrateUp(orm);
  await orm.close(true);

  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDatabase', template);
  project.provide('redisUrl', services.redisUrl);

  return async () => {
    // Drop the template and any per-file database of this run a crashed file left behind
    // (only this run's: another run on the same server may be going on).
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname = $2`,
      [`gov_t_${run}_%`, template],
    );
    for (const { datname } of rows) {
      await admin.query(`drop database if exists ${datname} with (force)`).catch(() => undefined);
    }
    await admin.end();
    await services.stop();
  };
}
