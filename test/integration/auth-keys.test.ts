import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKey } from '../../src/db/entities/index.js';
import { hashApiKey } from '../../src/auth/secrets.js';
import { MAX_ACTIVE_KEYS_PER_USER } from '../../src/auth/keys.js';
import { createTestContext, type TestContext } from '../helpers/context.js';
import { errorOf, seedOrganization, seedUser, type TestUser } from '../helpers/auth.js';

let ctx: TestContext;
let orgA: number;
let orgB: number;

const KEY_FIELDS = ['created_at', 'id', 'label', 'last_used_at', 'prefix', 'revoked_at'];

beforeAll(async () => {
  ctx = await createTestContext({ GOVERNOR_RATE_LIMIT_DEFAULT_PER_MIN: '0' });
  orgA = await seedOrganization(ctx.core);
  orgB = await seedOrganization(ctx.core);
});
afterAll(async () => {
  await ctx?.close();
});

const keyHeaders = (key: string) => ({ 'x-api-key': key });

async function newKey(user: TestUser, label?: string): Promise<{ id: number; api_key: string; prefix: string; label: string }> {
  const res = await ctx.app.inject({ method: 'POST', url: '/auth/me/keys', headers: user.headers, ...(label ? { payload: { label } } : {}) });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('own API keys', () => {
  it.each(['viewer', 'auditor', 'operator', 'admin', 'superadmin'])('%s creates, lists and revokes keys', async (role) => {
    const user = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role });
    const created = await ctx.app.inject({ method: 'POST', url: '/auth/me/keys', headers: user.headers, payload: { label: 'ci' } });
    expect(created.statusCode).toBe(201);
    const key = created.json();
    expect(Object.keys(key).sort()).toEqual([...KEY_FIELDS, 'api_key'].sort());
    expect(key).toMatchObject({ label: 'ci', revoked_at: null, last_used_at: null });
    expect(key.api_key).toMatch(/^svc_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(key.api_key.slice(0, 8));

    // stored hashed, never in clear
    const row = await ctx.core.orm.em.fork().findOneOrFail(ApiKey, { id: key.id });
    expect(row.keyHash).toBe(hashApiKey(key.api_key));
    expect(row.keyHash).not.toContain(key.api_key);

    // the key authenticates as the user
    const me = await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: keyHeaders(key.api_key) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, role });

    const list = await ctx.app.inject({ method: 'GET', url: '/auth/me/keys', headers: user.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    expect(Object.keys(list.json()[0]).sort()).toEqual(KEY_FIELDS);
    expect(list.json()[0]).not.toHaveProperty('api_key');

    const del = await ctx.app.inject({ method: 'DELETE', url: `/auth/me/keys/${key.id}`, headers: user.headers });
    expect(del.statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: keyHeaders(key.api_key) });
    expect(after.statusCode).toBe(401);
    expect(errorOf(after).code).toBe('UNAUTHENTICATED');
    const listed = await ctx.app.inject({ method: 'GET', url: '/auth/me/keys', headers: user.headers });
    expect(listed.json()[0].revoked_at).toEqual(expect.any(String));
  });

  it('label defaults to "default"; keys list newest first', async () => {
    const user = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role: 'viewer' });
    const first = await newKey(user);
    const second = await newKey(user, 'second');
    expect(first.label).toBe('default');
    const list = (await ctx.app.inject({ method: 'GET', url: '/auth/me/keys', headers: user.headers })).json();
    expect(list.map((k: { id: number }) => k.id)).toEqual([second.id, first.id]);
  });

  it('validates label and key ids', async () => {
    const user = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role: 'viewer' });
    const bad = await ctx.app.inject({ method: 'POST', url: '/auth/me/keys', headers: user.headers, payload: { label: '' } });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).details).toEqual([{ path: 'body.label', message: expect.any(String) }]);
    const badId = await ctx.app.inject({ method: 'DELETE', url: '/auth/me/keys/abc', headers: user.headers });
    expect(badId.statusCode).toBe(422);
    expect(errorOf(badId).details).toEqual([{ path: 'params.key_id', message: expect.any(String) }]);
    const unknown = await ctx.app.inject({ method: 'DELETE', url: '/auth/me/keys/999999', headers: user.headers });
    expect(unknown.statusCode).toBe(404);
  });

  it("a key of another user, same organization or not, is unknown (404) and stays valid", async () => {
    const owner = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role: 'viewer' });
    const sameOrgAdmin = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role: 'admin' });
    const otherOrgAdmin = await seedUser(ctx.app, ctx.core, { organizationId: orgB, role: 'admin' });
    const key = await newKey(owner);
    for (const other of [sameOrgAdmin, otherOrgAdmin]) {
      const res = await ctx.app.inject({ method: 'DELETE', url: `/auth/me/keys/${key.id}`, headers: other.headers });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
      const list = await ctx.app.inject({ method: 'GET', url: '/auth/me/keys', headers: other.headers });
      expect(list.json().map((k: { id: number }) => k.id)).not.toContain(key.id);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: keyHeaders(key.api_key) })).statusCode).toBe(200);
  });

  it(`caps active keys at ${MAX_ACTIVE_KEYS_PER_USER} per user (409)`, async () => {
    const user = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role: 'viewer' });
    for (let i = 0; i < MAX_ACTIVE_KEYS_PER_USER; i++) await newKey(user);
    const over = await ctx.app.inject({ method: 'POST', url: '/auth/me/keys', headers: user.headers });
    expect(over.statusCode).toBe(409);
    // rotation always works and leaves one key
    const rotated = await ctx.app.inject({ method: 'POST', url: '/auth/me/rotate-key', headers: user.headers });
    expect(rotated.statusCode).toBe(200);
    expect(await ctx.core.orm.em.fork().count(ApiKey, { userId: user.id, revokedAt: null })).toBe(1);
  });

  it('an unknown or malformed key gives 401', async () => {
    for (const key of ['svc_' + 'x'.repeat(43), 'not-a-key']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: keyHeaders(key) });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('POST /auth/me/rotate-key', () => {
  it('revokes every active key and returns one new key labelled default', async () => {
    const user = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role: 'operator' });
    const k1 = await newKey(user, 'one');
    const k2 = await newKey(user, 'two');
    // rotate using one of the keys itself as the credential
    const res = await ctx.app.inject({ method: 'POST', url: '/auth/me/rotate-key', headers: keyHeaders(k1.api_key) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ api_key: expect.stringMatching(/^svc_/), label: 'default', revoked_at: null });
    expect(body.prefix).toBe(body.api_key.slice(0, 8));

    for (const old of [k1, k2]) {
      expect((await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: keyHeaders(old.api_key) })).statusCode).toBe(401);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: keyHeaders(body.api_key) })).statusCode).toBe(200);
    const list = (await ctx.app.inject({ method: 'GET', url: '/auth/me/keys', headers: user.headers })).json();
    expect(list.filter((k: { revoked_at: string | null }) => k.revoked_at === null).map((k: { id: number }) => k.id)).toEqual([body.id]);
  });
});

describe('across processes', () => {
  it('a key revoked through one app instance stops working on a second instance at once', async () => {
    const second = await ctx.secondApp();
    const user = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role: 'operator' });
    const key = await newKey(user);
    // the second process resolves and caches the key
    expect((await second.app.inject({ method: 'GET', url: '/auth/me', headers: keyHeaders(key.api_key) })).statusCode).toBe(200);
    expect((await second.app.inject({ method: 'GET', url: '/auth/me', headers: keyHeaders(key.api_key) })).statusCode).toBe(200);

    const del = await ctx.app.inject({ method: 'DELETE', url: `/auth/me/keys/${key.id}`, headers: user.headers });
    expect(del.statusCode).toBe(204);
    // pub/sub delivery is asynchronous but immediate; allow it a moment without relying on the TTL
    let status = 0;
    for (let i = 0; i < 20; i++) {
      status = (await second.app.inject({ method: 'GET', url: '/auth/me', headers: keyHeaders(key.api_key) })).statusCode;
      if (status === 401) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(status).toBe(401);

    // a deactivated user's JWT dies on the second instance as well
    const admin = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role: 'admin' });
    expect((await second.app.inject({ method: 'GET', url: '/auth/me', headers: user.headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/auth/users/${user.id}`, headers: admin.headers })).statusCode).toBe(204);
    for (let i = 0; i < 20; i++) {
      status = (await second.app.inject({ method: 'GET', url: '/auth/me', headers: user.headers })).statusCode;
      if (status === 401) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(status).toBe(401);
  });
});
