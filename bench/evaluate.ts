/**
 * `npm run bench:evaluate`: POST /actions/evaluate over loopback against a bare Fastify route
 * doing only the same I/O, in the same run. Starts the service (rate limits off) with a worker,
 * and the bare route with its worker, then drives both with a realistic mix (benign calls,
 * attacks, 1 KB and 10 KB arguments): closed loop at 10 and 50 connections, open loop at 300 req/s.
 * Each phase alternates short rounds of the two sides (BENCH_ROUNDS rounds; BENCH_SECONDS per
 * side and round in the closed loop, BENCH_OPEN_SECONDS in the open loop) and reports the
 * median of the rounds' throughput ratios and every round's p99. Both sides are warmed up first
 * with BENCH_WARMUP_SECONDS (default 10) of closed-loop load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { ensureDatabase } from '../src/db/ensure-database.js';
import { initOrm, migrateUp } from '../src/db/orm.js';
import { createOrganization, createUser } from '../src/auth/accounts.js';
import { createKey } from '../src/auth/keys.js';
import { closedLoop, combine, openLoop, type LoadResult, type Target } from './lib/load.js';
import { addSpent, cpuSnapshot, cpuSpent, formatPerRequest, type CpuGroups, type CpuSpent } from './lib/cpu.js';
import { createRedis } from '../src/infra/redis.js';
import { bullPrefix } from '../src/effects/bull.js';
import { QUEUES } from '../src/effects/contract.js';
import { workload } from './lib/workload.js';

const ADMIN_URL = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_URL = ADMIN_URL.replace(/\/[^/]*$/, '/governor_bench');
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** seconds per side of each closed-loop round, rounds per phase, seconds per side of each open-loop round */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const OPEN_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 5);
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
  // up to a minute: several web processes compiling at once on a busy machine take a while
  for (let i = 0; i < 300; i++) {
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
/** Web processes of each side (the service's WEB_CONCURRENCY, and the bare route's alike). */
const WEB_PROCESSES = process.env.BENCH_WEB_PROCESSES ?? '1';
const serviceEnv = {
  WEB_CONCURRENCY: WEB_PROCESSES,
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
  WEB_CONCURRENCY: WEB_PROCESSES,
  DATABASE_URL,
  REDIS_URL,
  REDIS_KEY_PREFIX: 'benchbare',
  PORT: String(BARE_PORT),
  BARE_SESSION_PREFIX: `bench:o:${organizationId}:session:`,
};
const bareWeb = start(['bench/bare-server.ts', 'web'], bareEnv);
const bareWorker = start(['bench/bare-server.ts', 'worker'], bareEnv);
const SHARED = ['postgres', 'redis-server'];
const redis = createRedis(REDIS_URL, 'blocking', 'bench-driver');
// BullMQ's list of waiting jobs of each side's queue (the service's key prefix is REDIS_KEY_PREFIX plus ':').
const EVALUATE_WAITING = `${bullPrefix(`${serviceEnv.REDIS_KEY_PREFIX}:`)}:${QUEUES.effects}:wait`;
const BARE_WAITING = `${bareEnv.REDIS_KEY_PREFIX}:bull:bare:wait`;
const evaluateCpu: CpuGroups = { pids: { web: serviceWeb.pid!, worker: serviceWorker.pid! }, commands: SHARED };
const bareCpu: CpuGroups = { pids: { web: bareWeb.pid!, worker: bareWorker.pid! }, commands: SHARED };
await Promise.all([waitFor(EVAL_PORT, '/ready'), waitFor(BARE_PORT + 0, '/nope').catch(() => undefined)]);
await sleep(1500);

const { small, kb1, kb10 } = workload();
// Each request gets its own agent among a few hundred, as a fleet would send them.
const bodies = [...small, ...kb1, ...kb10].map((r, i) => JSON.stringify({ ...r, context: { ...r.context, agent_id: `agent-${i % 300}`, session_id: `s-${i % 300}` } }));
const evaluateTarget: Target = { port: EVAL_PORT, path: '/actions/evaluate', headers: { 'x-api-key': apiKey }, bodies };
const bareTarget: Target = { port: BARE_PORT, path: '/bare', headers: {}, bodies };

console.log(
  `bench:evaluate — ${bodies.length} distinct requests (benign, attacks; as sent, 1 KB, 10 KB); ` +
    `each phase alternates ${ROUNDS} rounds of the two sides (closed loop ${SECONDS} s, open loop ${OPEN_SECONDS} s per side and round); ` +
    `${WEB_PROCESSES} web process(es) per side\n`,
);
// Warm-up: a freshly started service needs about 10 s of load before its JIT has compiled the
// pipeline (docs/performance.md, "Fourth round" and "Ninth round"); the open loop measures a running
// service, not one started seconds ago. Both sides get the same warm-up.
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
await closedLoop(evaluateTarget, 10, WARMUP_SECONDS);
await closedLoop(bareTarget, 10, WARMUP_SECONDS);
await settled();

interface Side {
  result: LoadResult;
  spent: CpuSpent;
  /**
   * Longest delay of the load generator's own event loop during the run, in ms. The load
   * generator is a separate process that is mostly idle in the open loop: when it was held up as
   * long as the slowest requests took, the whole machine stalled (the host), not the service.
   */
  loadgenStall: number;
}

/** One run and what every process spent on it; starts once the previous runs' jobs are consumed. */
async function measured(groups: CpuGroups, run: () => Promise<LoadResult>): Promise<Side> {
  await drained();
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const before = cpuSnapshot(groups);
  const result = await run();
  const spent = cpuSpent(before, cpuSnapshot(groups));
  loopDelay.disable();
  return { result, spent, loadgenStall: loopDelay.max / 1e6 };
}

/**
 * Waits (up to 30 s) until both workers have taken every queued job, so a backlog left by one
 * side's run is not consumed during the other side's run, where its CPU would count against it.
 */
async function drained(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const [evaluateWaiting, bareWaiting] = await Promise.all([redis.llen(EVALUATE_WAITING), redis.llen(BARE_WAITING)]);
    if (evaluateWaiting === 0 && bareWaiting === 0) return;
    await sleep(100);
  }
}

/**
 * Waits (up to 30 s) until the machine is quiet: the warm-up's burst leaves work behind it (the
 * workers' last jobs and outbox deletes, PostgreSQL's autovacuum and checkpoint of the rows it
 * wrote) that would otherwise land on the first measured round. Quiet: every process of both
 * sides together used less than a tenth of a core over half a second.
 */
async function settled(): Promise<void> {
  const everything: CpuGroups = { pids: { ...evaluateCpu.pids, bareWeb: bareWeb.pid!, bareWorker: bareWorker.pid! }, commands: SHARED };
  await drained();
  for (let i = 0; i < 60; i++) {
    const before = cpuSnapshot(everything);
    await sleep(500);
    let ms = 0;
    for (const value of cpuSpent(before, cpuSnapshot(everything)).values()) ms += value;
    if (ms < 50) return;
  }
}

interface PhaseResult {
  evaluate: Omit<Side, 'loadgenStall'>;
  bare: Omit<Side, 'loadgenStall'>;
  /** evaluate/bare throughput of each round */
  ratios: number[];
  /** p99 latency of each round, per side */
  p99s: { evaluate: number[]; bare: number[] };
  /** the load generator's longest stall of each round, per side (see Side) */
  stalls: { evaluate: number[]; bare: number[] };
}

/**
 * Rounds of evaluate and bare back to back, the side that goes first alternating. On a shared
 * host the machine's speed drifts by tens of percent from one minute to the next: a ratio taken
 * from two runs a minute apart measures the drift as much as the service, so each round gives
 * its own ratio and the phase reports their median.
 */
async function phase(rounds: number, run: (target: Target) => Promise<LoadResult>): Promise<PhaseResult> {
  const evaluate: Side[] = [];
  const bare: Side[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let e: Side;
    let b: Side;
    if (round % 2 === 0) {
      e = await measured(evaluateCpu, () => run(evaluateTarget));
      b = await measured(bareCpu, () => run(bareTarget));
    } else {
      b = await measured(bareCpu, () => run(bareTarget));
      e = await measured(evaluateCpu, () => run(evaluateTarget));
    }
    evaluate.push(e);
    bare.push(b);
    ratios.push(e.result.rps / b.result.rps);
  }
  const pooled = (sides: Side[]): Omit<Side, 'loadgenStall'> => ({ result: combine(sides.map((x) => x.result)), spent: addSpent(sides.map((x) => x.spent)) });
  return {
    evaluate: pooled(evaluate),
    bare: pooled(bare),
    ratios,
    p99s: { evaluate: evaluate.map((x) => x.result.p99), bare: bare.map((x) => x.result.p99) },
    stalls: { evaluate: evaluate.map((x) => x.loadgenStall), bare: bare.map((x) => x.loadgenStall) },
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const results: Record<string, PhaseResult> = {};
// The open loop runs first, so the saturation phases' job backlog does not spill into it. Its
// figure is latency: a stall of the host shows in one round (on whichever side was running), a
// stall of the service in every round of its side.
results['open 300 req/s'] = await phase(ROUNDS, (target) => openLoop(target, 300, OPEN_SECONDS));
for (const connections of [10, 50]) results[`closed ${connections}`] = await phase(ROUNDS, (target) => closedLoop(target, connections, SECONDS));

for (const [name, { evaluate, bare, ratios, p99s, stalls }] of Object.entries(results)) {
  console.log(`${name}`);
  console.log(row('  POST /actions/evaluate', evaluate.result));
  console.log(row('  bare route (same I/O)', bare.result));
  const rounds = ratios.length > 1 ? `  (rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')})` : '';
  console.log(`  throughput ratio evaluate/bare      ${median(ratios).toFixed(2)}${ratios.length > 1 ? ' median' : ''}${rounds}`);
  if (p99s.evaluate.length > 1) {
    const list = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ');
    console.log(`  p99 per round (ms): evaluate ${list(p99s.evaluate)}; bare ${list(p99s.bare)}`);
    console.log(`  load generator's longest stall per round (ms): evaluate ${list(stalls.evaluate)}; bare ${list(stalls.bare)}`);
  }
  console.log(`  evaluate statuses ${JSON.stringify(evaluate.result.statuses)}`);
  console.log(`  CPU ms per request, evaluate: ${formatPerRequest(evaluate.spent, evaluate.result.requests)}`);
  console.log(`  CPU ms per request, bare:     ${formatPerRequest(bare.spent, bare.result.requests)}\n`);
}
console.log('targets: evaluate >= 0.75 x bare throughput; p99 at 300 req/s <= 50 ms');
redis.disconnect();
stopAll();
process.exit(0);
