/** A small HTTP load generator over keep-alive connections: closed loop and open loop. */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from './workload.js';

export interface Target {
  port: number;
  path: string;
  headers: Record<string, string>;
  bodies: string[];
}

export interface LoadResult {
  /** every answered request's latency in ms, ascending */
  latencies: number[];
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
}

function send(agent: http.Agent, target: Target, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port: target.port,
        path: target.path,
        method: 'POST',
        headers: { ...target.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function summarize(latencies: number[], errors: number, seconds: number, statuses: Record<string, number>): LoadResult {
  latencies.sort((a, b) => a - b);
  return {
    latencies,
    requests: latencies.length,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses,
  };
}

/** `connections` clients, each sending its next request as soon as the previous one answered. */
export async function closedLoop(target: Target, connections: number, seconds: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let next = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const body = target.bodies[next++ % target.bodies.length]!;
        const t0 = performance.now();
        try {
          const status = await send(agent, target, body);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status >= 500) errors++;
          latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    }),
  );
  agent.destroy();
  return summarize(latencies, errors, (performance.now() - started) / 1000, statuses);
}

/** Requests sent at a fixed rate whatever the answers; latency counts from the scheduled send time. */
export async function openLoop(target: Target, ratePerSecond: number, seconds: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const total = Math.round(ratePerSecond * seconds);
  const interval = 1000 / ratePerSecond;
  const started = performance.now();
  const inflight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const scheduled = started + i * interval;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const body = target.bodies[i % target.bodies.length]!;
    inflight.push(
      send(agent, target, body).then(
        (status) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status >= 500) errors++;
          latencies.push(performance.now() - scheduled);
        },
        () => {
          errors++;
        },
      ),
    );
  }
  await Promise.all(inflight);
  agent.destroy();
  return summarize(latencies, errors, (performance.now() - started) / 1000, statuses);
}

/** Several runs against one target as one result: requests and time add up, latencies pool. */
export function combine(results: LoadResult[]): LoadResult {
  const statuses: Record<string, number> = {};
  for (const r of results) for (const [status, n] of Object.entries(r.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  return summarize(
    results.flatMap((r) => r.latencies),
    results.reduce((n, r) => n + r.errors, 0),
    results.reduce((n, r) => n + r.seconds, 0),
    statuses,
  );
}
