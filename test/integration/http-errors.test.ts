import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context.js';
import { seedOrganization, seedUser, type TestUser } from '../helpers/auth.js';
import { evaluate } from '../helpers/evaluate.js';

let ctx: TestContext;
let operator: TestUser;
let superadmin: TestUser;
let adminA: TestUser;
let adminB: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ GOVERNOR_RATE_LIMIT_DEFAULT_PER_MIN: '0', GOVERNOR_RATE_LIMIT_EVALUATE_PER_MIN: '3' });
  const orgA = await seedOrganization(ctx.core);
  const orgB = await seedOrganization(ctx.core);
  operator = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role: 'operator' });
  adminA = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role: 'admin' });
  adminB = await seedUser(ctx.app, ctx.core, { organizationId: orgB, role: 'admin' });
  superadmin = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role: 'superadmin' });
});
afterAll(async () => {
  await ctx?.close();
});

describe('framework errors keep the documented shape', () => {
  it('a body over 1 MiB answers 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/actions/evaluate',
      headers: { ...operator.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ tool: 'x', args: { blob: 'a'.repeat(1024 * 1024 + 10) } }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) } });
  });

  it('every reply carries x-request-id: the caller\'s when well formed, errors and unknown routes included', async () => {
    const json = { ...operator.headers, 'content-type': 'application/json' };
    const replies = await Promise.all([
      ctx.app.inject({ method: 'POST', url: '/actions/evaluate', headers: json, payload: { tool: 'get_weather' } }),
      ctx.app.inject({ method: 'POST', url: '/actions/evaluate', headers: json, payload: { tool: '' } }),
      ctx.app.inject({ method: 'POST', url: '/actions/evaluate', headers: json, payload: '{"tool":' }),
      ctx.app.inject({ method: 'POST', url: '/actions/evaluate', headers: { 'content-type': 'application/json' }, payload: { tool: 'x' } }),
      ctx.app.inject({ method: 'GET', url: '/no-such-route', headers: operator.headers }),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 422, 400, 401, 404]);
    for (const reply of replies) expect(reply.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await ctx.app.inject({ method: 'GET', url: '/no-such-route', headers: { 'x-request-id': 'trace.42-a' } });
    expect(given.headers['x-request-id']).toBe('trace.42-a');
    const forged = await ctx.app.inject({ method: 'GET', url: '/no-such-route', headers: { 'x-request-id': 'a b' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('malformed JSON answers 400 BAD_REQUEST', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/actions/evaluate',
      headers: { ...operator.headers, 'content-type': 'application/json' },
      payload: '{"tool": "x",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('an unsupported media type answers 415 in the error shape', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/actions/evaluate',
      headers: { ...operator.headers, 'content-type': 'application/xml' },
      payload: '<tool/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('arguments beyond 2,000 values or 32 levels answer 422 and record nothing', async () => {
    const wide = Object.fromEntries(Array.from({ length: 2_001 }, (_, i) => [`k${i}`, i]));
    let deep: Record<string, unknown> = { leaf: 'x' };
    for (let i = 0; i < 40; i++) deep = { nested: deep };
    const admin = await seedUser(ctx.app, ctx.core, { organizationId: operator.organizationId, role: 'admin' });
    for (const args of [wide, deep, { list: Array.from({ length: 2_500 }, () => 1) }]) {
      const res = await evaluate(ctx.app, admin.headers, { tool: 'bulk', args, context: { agent_id: 'too-much' } });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.details[0].path).toBe('body.args');
    }
    const ok = await evaluate(ctx.app, admin.headers, { tool: 'bulk', args: { list: Array.from({ length: 1_500 }, (_, i) => i) }, context: { agent_id: 'enough' } });
    expect(ok.statusCode).toBe(200);
    const listed = await ctx.app.inject({ method: 'GET', url: '/actions?agent_id=too-much', headers: admin.headers });
    expect(listed.json().total).toBe(0);
  });

  it('a bad credential is 401 and never leaks which part was wrong', async () => {
    for (const headers of [{ 'x-api-key': 'svc_not-a-real-key-0123456789' }, { authorization: 'Bearer nope' }, { authorization: 'Basic abc' }]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/actions', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('the evaluate limit answers 429 RATE_LIMITED with Retry-After per credential', async () => {
    const other = await seedUser(ctx.app, ctx.core, { organizationId: operator.organizationId, role: 'operator' });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await evaluate(ctx.app, other.headers, { tool: 'get_weather' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last!.headers['retry-after']).toBeDefined();
    expect(last!.json().error.code).toBe('RATE_LIMITED');
    // Another credential has its own window.
    expect((await evaluate(ctx.app, adminB.headers, { tool: 'get_weather' })).statusCode).toBe(200);
  });

  it('the per-agent evaluate limit holds across credentials of the organization', async () => {
    const limited = await ctx.secondApp({ GOVERNOR_RATE_LIMIT_EVALUATE_PER_MIN: '0', GOVERNOR_RATE_LIMIT_EVALUATE_PER_AGENT_PER_MIN: '2' });
    const keyA = await seedUser(ctx.app, ctx.core, { organizationId: operator.organizationId, role: 'operator' });
    const keyB = await seedUser(ctx.app, ctx.core, { organizationId: operator.organizationId, role: 'operator' });
    const call = (user: TestUser, agent: string) => evaluate(limited.app, user.headers, { tool: 'get_weather', context: { agent_id: agent } });
    expect((await call(keyA, 'busy-agent')).statusCode).toBe(200);
    expect((await call(keyB, 'busy-agent')).statusCode).toBe(200);
    const third = await call(keyA, 'busy-agent');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect(third.json().error.code).toBe('RATE_LIMITED');
    expect((await call(keyA, 'calm-agent')).statusCode).toBe(200);
    // The same agent_id in another organization is another agent.
    expect((await call(adminB, 'busy-agent')).statusCode).toBe(200);
  });
});

describe('global kill switch', () => {
  it('a superadmin halts every organization; an organization admin cannot lift it', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/admin/kill?scope=global', headers: adminA.headers })).statusCode).toBe(403);
    const kill = await ctx.app.inject({ method: 'POST', url: '/admin/kill?scope=global', headers: superadmin.headers });
    expect(kill.json()).toMatchObject({ kill_switch: true, kill_switch_scope: 'global' });
    const inB = await evaluate(ctx.app, adminB.headers, { tool: 'get_weather', context: { agent_id: 'any' } });
    expect(inB.json()).toMatchObject({ decision: 'block', error_code: 'KILL_SWITCH_ACTIVE' });
    const status = await ctx.app.inject({ method: 'GET', url: '/admin/status', headers: adminB.headers });
    expect(status.json()).toMatchObject({ kill_switch: true, kill_switch_scope: 'global', version: '0.4.0' });
    expect((await ctx.app.inject({ method: 'POST', url: '/admin/resume', headers: adminB.headers })).statusCode).toBe(403);
    const resume = await ctx.app.inject({ method: 'POST', url: '/admin/resume', headers: superadmin.headers });
    expect(resume.json()).toMatchObject({ kill_switch: false });
    expect((await evaluate(ctx.app, adminA.headers, { tool: 'get_weather', context: { agent_id: 'any' } })).json().decision).toBe('allow');
  });
});
