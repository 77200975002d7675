/**
 * The baseline of `bench:evaluate`: a bare Fastify route doing only the I/O of an evaluation
 * (one Redis pipeline, one PostgreSQL insert returning an id, one BullMQ add), and a worker
 * consuming those jobs. `tsx bench/bare-server.ts web|worker`.
 */
import cluster from 'node:cluster';
import os from 'node:os';
import Fastify from 'fastify';
import { Queue, Worker } from 'bullmq';
import pg from 'pg';
import { createRedis } from '../src/infra/redis.js';

const role = process.argv[2] ?? 'web';
const env = (name: string, fallback: string) => process.env[name] ?? fallback;
const redisUrl = env('REDIS_URL', 'redis://127.0.0.1:6379');
const prefix = env('REDIS_KEY_PREFIX', 'benchbare');
const port = Number(env('PORT', '8200'));
// Where the service keeps session memory, so the bare route reads the same data an evaluation reads.
const sessionPrefix = env('BARE_SESSION_PREFIX', `${prefix}:o:1:session:`);
const pool = new pg.Pool({ connectionString: env('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/governor_bench'), max: 20 });

// As many web processes as the service's web role runs (WEB_CONCURRENCY), on one port: the same machine use.
const webProcesses = Number(env('WEB_CONCURRENCY', '1'));
if (role === 'web' && webProcesses > 1 && cluster.isPrimary) {
  for (let i = 0; i < webProcesses; i++) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(0);
  });
} else if (role === 'worker') {
  // the same priority the service's worker gives itself (workers/priority.ts), so both sides share the cores alike
  os.setPriority(0, Number(env('GOVERNOR_WORKER_NICE', '10')));
  const connection = createRedis(redisUrl, 'blocking', 'bare-worker');
  new Worker('bare', async (job) => ({ id: job.data.id }), { connection, prefix: `${prefix}:bull`, concurrency: 10 });
} else {
  const redis = createRedis(redisUrl, 'command', 'bare-web');
  const producer = createRedis(redisUrl, 'command', 'bare-producer');
  const queue = new Queue('bare', { connection: producer, prefix: `${prefix}:bull` });
  await pool.query('create table if not exists bare_actions (id bigserial primary key, tool text not null, args jsonb not null, created_at timestamptz not null default now())');
  const app = Fastify({ bodyLimit: 1024 * 1024 });
  app.post('/bare', async (request) => {
    const body = request.body as { tool: string; args: unknown; context?: { agent_id?: string; session_id?: string } };
    const agent = body.context?.agent_id ?? 'anonymous';
    const scope = body.context?.session_id ? `s:${body.context.session_id}` : `a:${agent}`;
    await redis
      .pipeline()
      .get(`${prefix}:global:kill`)
      .get(`${prefix}:o:1:kill`)
      .hget(`${prefix}:o:1:quarantine`, agent)
      .lrange(`${sessionPrefix}${encodeURIComponent(scope)}`, -20, -1)
      .get(`${prefix}:o:1:breaker:${agent}`)
      .exec();
    const { rows } = await pool.query<{ id: string }>('insert into bare_actions (tool, args) values ($1, $2) returning id', [
      body.tool,
      JSON.stringify(body.args ?? {}),
    ]);
    const id = Number(rows[0]!.id);
    await queue.add('done', { id }, { jobId: `bare-${id}`, removeOnComplete: true, removeOnFail: true });
    return { id, decision: 'allow' };
  });
  await app.listen({ port, host: '127.0.0.1' });
}
