import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context.js';
import { login, seedOrganization, seedUser, type TestUser } from '../helpers/auth.js';

let ctx: TestContext;
let operator: TestUser;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  ctx = await createTestContext({ LOG_LEVEL: 'info', GOVERNOR_RATE_LIMIT_LOGIN_PER_MIN: '0' }, { logStream: stream });
  const org = await seedOrganization(ctx.core);
  operator = await seedUser(ctx.app, ctx.core, { organizationId: org, role: 'operator', password: 'operator-password-SECRET' });
});
afterAll(async () => {
  await ctx?.close();
});

describe('logs', () => {
  it('carry the request id and never a password, key, token or prompt', async () => {
    await login(ctx.app, operator.username, 'wrong-password-SECRET');
    await login(ctx.app, operator.username, 'operator-password-SECRET');
    const key = await ctx.app.inject({ method: 'POST', url: '/auth/me/keys', headers: operator.headers, payload: { label: 'ci' } });
    const apiKey = key.json().api_key as string;
    await ctx.app.inject({ method: 'GET', url: `/actions?token=${operator.token}`, headers: { 'x-request-id': 'req-under-test' } });
    await ctx.app.inject({
      method: 'POST',
      url: '/actions/evaluate',
      headers: { 'x-api-key': apiKey },
      payload: { tool: 'get_weather', args: {}, context: { prompt: 'PRIVATE-REASONING-SECRET' } },
    });
    await new Promise((r) => setTimeout(r, 50));
    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    expect(text).toContain('"reqId":"req-under-test"');
    for (const secret of ['SECRET', apiKey, operator.token]) expect(text).not.toContain(secret);
    const failure = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => String(l.msg ?? '').includes('login failed'));
    expect(failure).toBeDefined();
  });

  it('write one line per request, on completion, with status, time and a redacted URL', async () => {
    await ctx.app.inject({ method: 'GET', url: '/health?token=QUERY-TOKEN', headers: { 'x-request-id': 'one-line-per-request' } });
    await new Promise((r) => setTimeout(r, 50));
    const own = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.reqId === 'one-line-per-request');
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      msg: 'request completed',
      level: 30,
      req: { method: 'GET', url: '/health?token=[REDACTED]' },
      res: { statusCode: 200 },
    });
    expect(typeof own[0]!.responseTime).toBe('number');
  });
});
