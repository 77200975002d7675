import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context.js';
import { seedOrganization, seedUser } from '../helpers/auth.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('ops endpoints', () => {
  it('GET /health answers status and version without a credential', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: '0.4.0' });
  });

  it('GET /healthz checks the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /ready reports database, redis and modules up', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().checks).toEqual({ database: 'up', redis: 'up', modules: 'up' });
  });

  it('unknown routes answer 404 in the error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('protected endpoints need a credential', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/settings' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('serves the OpenAPI document and metrics', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    expect(doc.json().paths['/health']).toBeDefined();
    const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('governor_http_requests_total');
    expect(metrics.body).toContain('route="/health"');
  });

  it('/settings and /modules/status answer any authenticated user, without secrets', async () => {
    const org = await seedOrganization(ctx.core);
    const viewer = await seedUser(ctx.app, ctx.core, { organizationId: org, role: 'viewer' });
    const settings = await ctx.app.inject({ method: 'GET', url: '/settings', headers: viewer.headers });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({ version: '0.4.0', rate_limits: { login_per_min: 5 }, policy_cache_seconds: 10 });
    const text = settings.body;
    for (const secret of [ctx.config.jwtSecret, 'admin-password-1', ctx.config.DATABASE_URL, ctx.config.REDIS_URL]) expect(text).not.toContain(secret);
    const modules = await ctx.app.inject({ method: 'GET', url: '/modules/status', headers: viewer.headers });
    expect(modules.statusCode).toBe(200);
    const names = modules.json().modules.map((m: { name: string }) => m.name);
    expect(names).toEqual(expect.arrayContaining(['emergency_stop', 'injection_firewall', 'verification', 'auth']));
  });

  it('/metrics needs the bearer token when GOVERNOR_METRICS_TOKEN is set', async () => {
    const guarded = await ctx.secondApp({ GOVERNOR_METRICS_TOKEN: 'scrape-token-123' });
    expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const ok = await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape-token-123' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('governor_http_request_duration_seconds_bucket');
  });

  it('/ready answers 503 in the error shape when Redis is down', async () => {
    const broken = await ctx.secondApp();
    broken.core.redis.disconnect();
    const res = await broken.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE', details: { redis: 'down', database: 'up' } } });
  });
});
