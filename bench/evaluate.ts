/**
 * `npm run bench:evaluate`: POST /actions/evaluate over loopback against a bare Fastify route
 * doing only the same I/O, in the same run. Starts the service (rate limits off) with a worker,
 * and the bare route with its worker, then drives both with a realistic mix (benign calls,
 * attacks, 1 KB and 10 KB arguments): closed loop at 10 and 50 connections, open loop at 300 req/s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { ensureDatabase } from '../src/db/ensure-database.js';
import { initOrm, migrateUp } from '../src/db/orm.js';
import { createOrganization, createUser } from '../src/auth/accounts.js';
import { createKey } from '../src/auth/keys.js';
import { closedLoop, openLoop, type LoadResult, type Target } from './lib/load.js';
import { cpuSnapshot, perRequest, type CpuGroups } from './lib/cpu.js';
import { workload } from './lib/workload.js';

const ADMIN_URL = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_URL = ADMIN_URL.replace(/\/[^/]*$/, '/governor_bench');
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const EVAL_PORT = 8100;
const BARE_PORT = 8200;

// The service's web role runs with the Procfile's flags; BENCH_NODE_FLAGS adds more to every process.
const children: ChildProcess[] = [];
function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}
function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

async function waitFor(port: number, path: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`nothing answered on port ${port}`);
}

async function prepareDatabase(): Promise<{ apiKey: string; organizationId: number }> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query('drop database if exists governor_bench with (force)');
  await admin.end();
  await ensureDatabase(DATABASE_URL);
  const orm = await initOrm({ url: DATABASE_URL, poolMax: 2 });
  await migrateUp(orm);
  const em = orm.em.fork();
  const organization = await em.transactional((tx) => createOrganization(tx, 'bench'));
  const user = await createUser(em, { organizationId: organization.id, username: 'bench-operator', password: 'bench-password', role: 'operator' });
  const key = await createKey({ em, credentials: { invalidate: async () => undefined } }, { userId: user.id, organizationId: organization.id }, 'bench');
  await orm.close(true);
  return { apiKey: key.apiKey, organizationId: organization.id };
}

function row(label: string, r: LoadResult): string {
  const bad = r.errors ? `  errors ${r.errors}` : '';
  return `${label.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms${bad}`;
}

const { apiKey, organizationId } = await prepareDatabase();
const serviceEnv = {
  DATABASE_URL,
  REDIS_URL,
  REDIS_KEY_PREFIX: 'bench',
  PORT: String(EVAL_PORT),
  LOG_LEVEL: 'warn',
  GOVERNOR_RATE_LIMIT_EVALUATE_PER_MIN: '0',
  GOVERNOR_RATE_LIMIT_EVALUATE_PER_AGENT_PER_MIN: '0',
  GOVERNOR_RATE_LIMIT_DEFAULT_PER_MIN: '0',
  GOVERNOR_RATE_LIMIT_LOGIN_PER_MIN: '0',
  GOVERNOR_BUDGET_MAX_EVALUATIONS_PER_HOUR: '100000000',
  GOVERNOR_BUDGET_MAX_CONSECUTIVE_BLOCKS: '100000000',
  GOVERNOR_CANARY_ENABLED: 'false',
};
const serviceWeb = start(['--max-semi-space-size=32', 'api/server.ts'], serviceEnv);
const serviceWorker = start(['workers/main.ts'], serviceEnv);
// The bare route reads the session memory the service writes: the same I/O, not an empty key.
const bareEnv = {
  DATABASE_URL,
  REDIS_URL,
  REDIS_KEY_PREFIX: 'benchbare',
  PORT: String(BARE_PORT),
  BARE_SESSION_PREFIX: `bench:o:${organizationId}:session:`,
};
const bareWeb = start(['bench/bare-server.ts', 'web'], bareEnv);
const bareWorker = start(['bench/bare-server.ts', 'worker'], bareEnv);
const SHARED = ['postgres', 'redis-server'];
const evaluateCpu: CpuGroups = { pids: { web: serviceWeb.pid!, worker: serviceWorker.pid! }, commands: SHARED };
const bareCpu: CpuGroups = { pids: { web: bareWeb.pid!, worker: bareWorker.pid! }, commands: SHARED };
await Promise.all([waitFor(EVAL_PORT, '/ready'), waitFor(BARE_PORT + 0, '/nope').catch(() => undefined)]);
await sleep(1500);

const { small, kb1, kb10 } = workload();
// Each request gets its own agent among a few hundred, as a fleet would send them.
const bodies = [...small, ...kb1, ...kb10].map((r, i) => JSON.stringify({ ...r, context: { ...r.context, agent_id: `agent-${i % 300}`, session_id: `s-${i % 300}` } }));
const evaluateTarget: Target = { port: EVAL_PORT, path: '/actions/evaluate', headers: { 'x-api-key': apiKey }, bodies };
const bareTarget: Target = { port: BARE_PORT, path: '/bare', headers: {}, bodies };

console.log(`bench:evaluate — ${bodies.length} distinct requests (benign, attacks; as sent, 1 KB, 10 KB), ${SECONDS} s per phase\n`);
await closedLoop(evaluateTarget, 10, 3);
await closedLoop(bareTarget, 10, 3);

/** Runs one phase and what every process spent on it (CPU ms per request, /proc). */
async function measured(groups: CpuGroups, run: () => Promise<LoadResult>): Promise<LoadResult & { cpu: string }> {
  const before = cpuSnapshot(groups);
  const result = await run();
  return { ...result, cpu: perRequest(before, cpuSnapshot(groups), result.requests) };
}

const results: Record<string, { evaluate: LoadResult & { cpu: string }; bare: LoadResult & { cpu: string } }> = {};
// The open loop runs first, so the saturation phases' job backlog does not spill into it.
results['open 300 req/s'] = {
  evaluate: await measured(evaluateCpu, () => openLoop(evaluateTarget, 300, SECONDS)),
  bare: await measured(bareCpu, () => openLoop(bareTarget, 300, SECONDS)),
};
for (const connections of [10, 50]) {
  const evaluate = await measured(evaluateCpu, () => closedLoop(evaluateTarget, connections, SECONDS));
  const bare = await measured(bareCpu, () => closedLoop(bareTarget, connections, SECONDS));
  results[`closed ${connections}`] = { evaluate, bare };
}

for (const [phase, { evaluate, bare }] of Object.entries(results)) {
  console.log(`${phase}`);
  console.log(row('  POST /actions/evaluate', evaluate));
  console.log(row('  bare route (same I/O)', bare));
  console.log(`  throughput ratio evaluate/bare      ${(evaluate.rps / bare.rps).toFixed(2)}`);
  console.log(`  evaluate statuses ${JSON.stringify(evaluate.statuses)}`);
  console.log(`  CPU ms per request, evaluate: ${evaluate.cpu}`);
  console.log(`  CPU ms per request, bare:     ${bare.cpu}\n`);
}
console.log('targets: evaluate >= 0.75 x bare throughput; p99 at 300 req/s <= 50 ms');
stopAll();
process.exit(0);
