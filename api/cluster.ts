/**
 * The web role as several processes on one port (WEB_CONCURRENCY > 1), so one machine's cores
 * all serve requests: the evaluation pipeline is synchronous CPU work, and one Node process uses
 * one core for it. The processes share nothing in memory; everything that must agree between them
 * already lives in Redis and PostgreSQL, as it must between machines.
 *
 * The primary only supervises: it forks the processes, restarts one that dies, adds up their
 * metrics for `/metrics`, and on SIGTERM or SIGINT stops them all (each closes gracefully).
 */
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { serveAggregatedMetrics } from './cluster-metrics.js';

/** A process that dies this soon after it started counts towards a crash loop. */
const EARLY_EXIT_MS = 10_000;
/** This many early exits in a row stop the primary: a process that cannot start will not by retrying. */
const MAX_EARLY_EXITS = 5;
const RESTART_DELAY_MS = 1_000;

export interface ClusterOptions {
  processes: number;
  log: Logger;
  shutdownTimeoutMs: number;
  /** the configured JWT secret; when unset, one random secret for all processes (a token must verify on each) */
  jwtSecret: string | undefined;
}

/** Runs in the primary: forks `processes` web processes and supervises them until a signal stops them. */
export function superviseWebProcesses(options: ClusterOptions): void {
  const { processes, log } = options;
  const env = { GOVERNOR_JWT_SECRET: options.jwtSecret ?? randomBytes(48).toString('base64url') };
  if (options.jwtSecret === undefined) {
    log.warn('GOVERNOR_JWT_SECRET is not set: the web processes share a random secret (tokens die with the primary)');
  }
  serveAggregatedMetrics();

  const startedAt = new Map<Worker, number>();
  let earlyExits = 0;
  let stopping = false;
  let exitCode = 0;
  const fork = (): void => {
    startedAt.set(cluster.fork(env), Date.now());
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(exitCode);
      return;
    }
    earlyExits = lived < EARLY_EXIT_MS ? earlyExits + 1 : 0;
    if (earlyExits >= MAX_EARLY_EXITS) {
      log.fatal({ code, signal, earlyExits }, 'web processes keep exiting at start; stopping');
      stop(1);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'web process exited; starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS).unref();
  });

  function stop(code: number): void {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (startedAt.size === 0) process.exit(exitCode);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    // each process has the same budget to close; past it (and a margin) the primary gives up
    setTimeout(() => process.exit(1), options.shutdownTimeoutMs + 2_000).unref();
  }
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));

  for (let i = 0; i < processes; i++) fork();
  log.info({ processes }, 'web processes started');
}
