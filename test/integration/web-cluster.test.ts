/**
 * The web role as two processes on one port (WEB_CONCURRENCY=2, api/cluster.ts), run as the
 * Procfile runs it: a token verifies on both, /metrics adds both up, a killed process is
 * replaced, and SIGTERM stops them all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context.js';

let ctx: TestContext;
let primary: ChildProcess;
let port: number;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: found } = server.address() as net.AddressInfo;
      server.close(() => resolve(found));
    });
    server.on('error', reject);
  });
}

/** One request on a connection of its own, so the primary hands each to the next process. */
function request(method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      { host: '127.0.0.1', port, method, path, agent: false, headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Pids of the node processes the primary forked. */
function webProcesses(): number[] {
  const out: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const parent = Number(stat.slice(stat.lastIndexOf(') ') + 2).split(' ')[1]);
      if (parent === primary.pid && name === 'node') out.push(Number(entry));
    } catch {
      // ended while listed
    }
  }
  return out.sort((a, b) => a - b);
}

async function until<T>(what: string, probe: () => Promise<T | null> | T | null, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await Promise.resolve(probe()).catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const readyCount = (metrics: string): number => {
  const line = metrics.split('\n').find((l) => l.startsWith('governor_http_requests_total{') && l.includes('route="/ready"') && l.includes('status_code="200"'));
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1));
};

beforeAll(async () => {
  ctx = await createTestContext();
  port = await freePort();
  primary = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: String(port),
      WEB_CONCURRENCY: '2',
      DATABASE_URL: ctx.databaseUrl,
      DATABASE_POOL_MAX: '3',
      REDIS_URL: ctx.config.REDIS_URL,
      REDIS_KEY_PREFIX: ctx.config.REDIS_KEY_PREFIX,
      GOVERNOR_ADMIN_USERNAME: ctx.config.GOVERNOR_ADMIN_USERNAME,
      GOVERNOR_ADMIN_PASSWORD: ctx.config.GOVERNOR_ADMIN_PASSWORD!,
      // unset: the primary must give both processes one secret
      GOVERNOR_JWT_SECRET: '',
    },
    stdio: 'ignore',
  });
  // both processes listening: two answers from two fresh connections in a row
  await until('two web processes', async () => (webProcesses().length === 2 && (await request('GET', '/ready')).status === 200 && (await request('GET', '/ready')).status === 200 ? true : null));
}, 90_000);

afterAll(async () => {
  if (primary.exitCode === null) primary.kill('SIGKILL');
  for (const pid of webProcesses()) process.kill(pid, 'SIGKILL');
  await ctx.close();
});

describe('WEB_CONCURRENCY=2', () => {
  it('runs two web processes, and a token issued by one verifies on the other', async () => {
    expect(webProcesses()).toHaveLength(2);
    const login = await request('POST', '/auth/login', {}, { username: ctx.config.GOVERNOR_ADMIN_USERNAME, password: ctx.config.GOVERNOR_ADMIN_PASSWORD });
    expect(login.status).toBe(200);
    const token = (JSON.parse(login.text) as { access_token: string }).access_token;
    const statuses = await Promise.all(Array.from({ length: 6 }, () => request('GET', '/auth/me', { authorization: `Bearer ${token}` })));
    expect(statuses.map((s) => s.status)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('answers /metrics with every process added up', async () => {
    const before = readyCount((await request('GET', '/metrics')).text);
    for (let i = 0; i < 6; i++) expect((await request('GET', '/ready')).status).toBe(200);
    // whichever process answers the scrape, it counts the requests both served
    for (let i = 0; i < 2; i++) expect(readyCount((await request('GET', '/metrics')).text)).toBe(before + 6);
  });

  it('replaces a web process that dies', async () => {
    const [victim, survivor] = webProcesses();
    process.kill(victim!, 'SIGKILL');
    const replaced = await until('a replacement', () => {
      const now = webProcesses();
      return now.length === 2 && !now.includes(victim!) && now.includes(survivor!) ? now : null;
    });
    expect(replaced).toHaveLength(2);
    // the survivor kept answering while its sibling was replaced
    expect((await request('GET', '/ready')).status).toBe(200);
  }, 60_000);

  it('stops every process on SIGTERM, with exit code 0', async () => {
    const children = webProcesses();
    expect(children).toHaveLength(2);
    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    const alive = (pid: number): boolean => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(children.filter(alive)).toEqual([]);
  }, 30_000);
});
