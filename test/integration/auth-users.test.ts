import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKey, User } from '../../src/db/entities/index.js';
import { createTestContext, type TestContext } from '../helpers/context.js';
import { errorOf, login, PASSWORD, seedOrganization, seedUser, uniqueName, type TestUser } from '../helpers/auth.js';

let ctx: TestContext;
let orgA: number;
let orgB: number;
const a: Record<string, TestUser> = {};
let adminB: TestUser;
let viewerB: TestUser;
let superadmin: TestUser;

const USER_KEYS = ['created_at', 'email', 'id', 'is_active', 'last_login_at', 'organization_id', 'role', 'username'];

beforeAll(async () => {
  ctx = await createTestContext({ GOVERNOR_RATE_LIMIT_DEFAULT_PER_MIN: '0' });
  orgA = await seedOrganization(ctx.core);
  orgB = await seedOrganization(ctx.core);
  for (const role of ['admin', 'operator', 'auditor', 'viewer']) {
    a[role] = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role });
  }
  adminB = await seedUser(ctx.app, ctx.core, { organizationId: orgB, role: 'admin' });
  viewerB = await seedUser(ctx.app, ctx.core, { organizationId: orgB, role: 'viewer' });
  superadmin = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role: 'superadmin' });
});
afterAll(async () => {
  await ctx?.close();
});

function createUser(by: TestUser, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/auth/users', headers: by.headers, payload });
}

describe('GET /auth/users', () => {
  it('admin sees exactly the users of the own organization, as user records', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/auth/users', headers: a.admin!.headers });
    expect(res.statusCode).toBe(200);
    const users = res.json() as Record<string, unknown>[];
    expect(users.every((u) => u.organization_id === orgA)).toBe(true);
    expect(users.map((u) => u.id)).toEqual(expect.arrayContaining([a.admin!.id, a.viewer!.id, superadmin.id]));
    expect(users.map((u) => u.id)).not.toContain(adminB.id);
    expect(Object.keys(users[0]!).sort()).toEqual(USER_KEYS);
    // newest first
    const ids = users.map((u) => u.id as number);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
  });

  it('superadmin sees every organization', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/auth/users', headers: superadmin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((u: { id: number }) => u.id)).toEqual(expect.arrayContaining([a.admin!.id, adminB.id]));
  });

  it.each(['operator', 'auditor', 'viewer'])('%s is refused with 403', async (role) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/auth/users', headers: a[role]!.headers });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('FORBIDDEN');
  });
});

describe('POST /auth/users', () => {
  it('admin creates a user of its organization (201, user record, password works)', async () => {
    const username = uniqueName('created');
    const res = await createUser(a.admin!, { username, password: 'password-123', role: 'operator', email: 'op@example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      username,
      email: 'op@example.com',
      role: 'operator',
      is_active: true,
      organization_id: orgA,
      created_at: expect.any(String),
      last_login_at: null,
    });
    expect(res.json()).not.toHaveProperty('password_hash');
    expect((await login(ctx.app, username, 'password-123')).statusCode).toBe(200);
  });

  it.each(['operator', 'auditor', 'viewer'])('%s cannot create users (403)', async (role) => {
    const res = await createUser(a[role]!, { username: uniqueName('x'), password: 'password-123', role: 'viewer' });
    expect(res.statusCode).toBe(403);
  });

  it('admin cannot create a superadmin (403), superadmin can', async () => {
    const refused = await createUser(a.admin!, { username: uniqueName('sa'), password: 'password-123', role: 'superadmin' });
    expect(refused.statusCode).toBe(403);
    const allowed = await createUser(superadmin, { username: uniqueName('sa'), password: 'password-123', role: 'superadmin' });
    expect(allowed.statusCode).toBe(201);
  });

  it('refuses an unknown role (422) and a duplicate username (409)', async () => {
    const unknown = await createUser(a.admin!, { username: uniqueName('u'), password: 'password-123', role: 'wizard' });
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown)).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'body.role', message: expect.any(String) }] });
    const duplicate = await createUser(a.admin!, { username: a.viewer!.username, password: 'password-123', role: 'viewer' });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate).code).toBe('CONFLICT');
  });

  it('validates the body with dotted paths', async () => {
    const res = await createUser(a.admin!, { username: 'no spaces allowed', password: 'short' });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).details!.map((d) => d.path).sort()).toEqual(['body.password', 'body.role', 'body.username']);
  });

  it('organization_id: superadmin may place a user in any organization; for an admin another organization does not exist', async () => {
    const bySuper = await createUser(superadmin, { username: uniqueName('inb'), password: 'password-123', role: 'viewer', organization_id: orgB });
    expect(bySuper.statusCode).toBe(201);
    expect(bySuper.json().organization_id).toBe(orgB);
    const missing = await createUser(superadmin, { username: uniqueName('nob'), password: 'password-123', role: 'viewer', organization_id: 999_999 });
    expect(missing.statusCode).toBe(404);

    const byAdmin = await createUser(a.admin!, { username: uniqueName('inb'), password: 'password-123', role: 'viewer', organization_id: orgB });
    expect(byAdmin.statusCode).toBe(404);
    expect(errorOf(byAdmin).code).toBe('NOT_FOUND');
    const ownOrg = await createUser(a.admin!, { username: uniqueName('ina'), password: 'password-123', role: 'viewer', organization_id: orgA });
    expect(ownOrg.statusCode).toBe(201);
  });
});

describe('PATCH /auth/users/{user_id}', () => {
  it('admin changes email, role and password of a user', async () => {
    const target = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role: 'viewer' });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/auth/users/${target.id}`,
      headers: a.admin!.headers,
      payload: { email: 'new@example.com', role: 'auditor', password: 'brand-new-pass' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: target.id, email: 'new@example.com', role: 'auditor', is_active: true });
    expect((await login(ctx.app, target.username, PASSWORD)).statusCode).toBe(401);
    expect((await login(ctx.app, target.username, 'brand-new-pass')).statusCode).toBe(200);
    // the new role takes effect on the existing token at once
    const me = await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: target.headers });
    expect(me.json().role).toBe('auditor');
  });

  it('admin cannot promote anyone to superadmin, nor manage a superadmin', async () => {
    const target = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role: 'viewer' });
    const promote = await ctx.app.inject({ method: 'PATCH', url: `/auth/users/${target.id}`, headers: a.admin!.headers, payload: { role: 'superadmin' } });
    expect(promote.statusCode).toBe(403);
    const touchSuper = await ctx.app.inject({ method: 'PATCH', url: `/auth/users/${superadmin.id}`, headers: a.admin!.headers, payload: { password: 'takeover-pass' } });
    expect(touchSuper.statusCode).toBe(403);
    const deleteSuper = await ctx.app.inject({ method: 'DELETE', url: `/auth/users/${superadmin.id}`, headers: a.admin!.headers });
    expect(deleteSuper.statusCode).toBe(403);
  });

  it('refuses an unknown role (422), an empty body (422), unknown fields (422) and bad ids (422)', async () => {
    const url = `/auth/users/${a.viewer!.id}`;
    const unknownRole = await ctx.app.inject({ method: 'PATCH', url, headers: a.admin!.headers, payload: { role: 'nope' } });
    expect(unknownRole.statusCode).toBe(422);
    const empty = await ctx.app.inject({ method: 'PATCH', url, headers: a.admin!.headers, payload: {} });
    expect(empty.statusCode).toBe(422);
    const extra = await ctx.app.inject({ method: 'PATCH', url, headers: a.admin!.headers, payload: { organization_id: orgB } });
    expect(extra.statusCode).toBe(422);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await ctx.app.inject({ method: 'PATCH', url: `/auth/users/${bad}`, headers: a.admin!.headers, payload: { email: null } });
      expect(res.statusCode, bad).toBe(422);
      expect(errorOf(res).details).toEqual([{ path: 'params.user_id', message: expect.any(String) }]);
    }
  });

  it('refuses changing your own role or deactivating yourself', async () => {
    const self = await ctx.app.inject({ method: 'PATCH', url: `/auth/users/${a.admin!.id}`, headers: a.admin!.headers, payload: { role: 'viewer' } });
    expect(self.statusCode).toBe(403);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/auth/users/${a.admin!.id}`, headers: a.admin!.headers });
    expect(del.statusCode).toBe(403);
  });

  it('operator, auditor and viewer cannot change users', async () => {
    for (const role of ['operator', 'auditor', 'viewer']) {
      const res = await ctx.app.inject({ method: 'PATCH', url: `/auth/users/${a.viewer!.id}`, headers: a[role]!.headers, payload: { email: null } });
      expect(res.statusCode, role).toBe(403);
    }
  });
});

describe('soft delete', () => {
  it('deactivates: no login, keys and tokens stop working; audit row kept; PATCH is_active true reactivates', async () => {
    const target = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role: 'operator' });
    const key = await ctx.app.inject({ method: 'POST', url: '/auth/me/keys', headers: target.headers, payload: { label: 'ci' } });
    const apiKey = key.json().api_key as string;
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: { 'x-api-key': apiKey } })).statusCode).toBe(200);

    const del = await ctx.app.inject({ method: 'DELETE', url: `/auth/users/${target.id}`, headers: a.admin!.headers });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');

    expect((await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: target.headers })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: { 'x-api-key': apiKey } })).statusCode).toBe(401);
    const refused = await login(ctx.app, target.username, target.password);
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).message).toBe('invalid username or password');

    const row = await ctx.core.orm.em.fork().findOneOrFail(User, { id: target.id });
    expect(row.isActive).toBe(false);
    expect(row.deactivatedAt).toBeInstanceOf(Date);
    const list = await ctx.app.inject({ method: 'GET', url: '/auth/users', headers: a.admin!.headers });
    expect(list.json().find((u: { id: number }) => u.id === target.id)).toMatchObject({ is_active: false });
    // deleting again is harmless
    expect((await ctx.app.inject({ method: 'DELETE', url: `/auth/users/${target.id}`, headers: a.admin!.headers })).statusCode).toBe(204);

    const back = await ctx.app.inject({ method: 'PATCH', url: `/auth/users/${target.id}`, headers: a.admin!.headers, payload: { is_active: true } });
    expect(back.statusCode).toBe(200);
    expect(back.json().is_active).toBe(true);
    expect((await login(ctx.app, target.username, target.password)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: target.headers })).statusCode).toBe(200);
    // keys were revoked on deactivation and stay revoked
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: { 'x-api-key': apiKey } })).statusCode).toBe(401);
    expect(await ctx.core.orm.em.fork().count(ApiKey, { userId: target.id, revokedAt: null })).toBe(0);
  });

  it('PATCH is_active false deactivates too', async () => {
    const target = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role: 'viewer' });
    const res = await ctx.app.inject({ method: 'PATCH', url: `/auth/users/${target.id}`, headers: a.admin!.headers, payload: { is_active: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_active).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: target.headers })).statusCode).toBe(401);
  });
});

describe('tenancy', () => {
  it("another organization's users do not exist for an admin (404, never 403)", async () => {
    const calls = [
      { method: 'GET' as const, url: `/auth/users/${viewerB.id}` },
      { method: 'PATCH' as const, url: `/auth/users/${viewerB.id}`, payload: { email: null } },
      { method: 'DELETE' as const, url: `/auth/users/${viewerB.id}` },
      { method: 'POST' as const, url: `/auth/users/${viewerB.id}/rotate-key` },
    ];
    for (const call of calls) {
      const res = await ctx.app.inject({ ...call, headers: a.admin!.headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
    const stillActive = await ctx.core.orm.em.fork().findOneOrFail(User, { id: viewerB.id });
    expect(stillActive.isActive).toBe(true);
  });

  it('an unknown user id is 404 too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/auth/users/987654', headers: a.admin!.headers });
    expect(res.statusCode).toBe(404);
  });

  it('superadmin acts on users of any organization', async () => {
    const target = await seedUser(ctx.app, ctx.core, { organizationId: orgB, role: 'viewer' });
    const patch = await ctx.app.inject({ method: 'PATCH', url: `/auth/users/${target.id}`, headers: superadmin.headers, payload: { role: 'auditor' } });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ role: 'auditor', organization_id: orgB });
    const rotate = await ctx.app.inject({ method: 'POST', url: `/auth/users/${target.id}/rotate-key`, headers: superadmin.headers });
    expect(rotate.statusCode).toBe(200);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/auth/users/${target.id}`, headers: superadmin.headers });
    expect(del.statusCode).toBe(204);
  });
});

describe('POST /auth/users/{user_id}/rotate-key', () => {
  it('admin rotates a user key: old keys die, the new one is shown once and works', async () => {
    const target = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role: 'operator' });
    const old = (await ctx.app.inject({ method: 'POST', url: '/auth/me/keys', headers: target.headers })).json().api_key as string;
    const res = await ctx.app.inject({ method: 'POST', url: `/auth/users/${target.id}/rotate-key`, headers: a.admin!.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ api_key: expect.stringMatching(/^svc_/), label: 'default', revoked_at: null });
    expect(body.prefix).toBe(body.api_key.slice(0, 8));
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: { 'x-api-key': old } })).statusCode).toBe(401);
    const me = await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: { 'x-api-key': body.api_key } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(target.id);
  });

  it('refuses a deactivated user (409)', async () => {
    const target = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role: 'viewer' });
    await ctx.app.inject({ method: 'DELETE', url: `/auth/users/${target.id}`, headers: a.admin!.headers });
    const res = await ctx.app.inject({ method: 'POST', url: `/auth/users/${target.id}/rotate-key`, headers: a.admin!.headers });
    expect(res.statusCode).toBe(409);
  });

  it('is refused to operator, auditor and viewer', async () => {
    for (const role of ['operator', 'auditor', 'viewer']) {
      const res = await ctx.app.inject({ method: 'POST', url: `/auth/users/${a.viewer!.id}/rotate-key`, headers: a[role]!.headers });
      expect(res.statusCode, role).toBe(403);
    }
  });
});

describe('login history', () => {
  it('superadmin reads all login records and one user’s, newest first, with limits', async () => {
    const target = await seedUser(ctx.app, ctx.core, { organizationId: orgB, role: 'viewer' });
    await login(ctx.app, target.username, 'wrong-password', { ip: '10.1.2.3', userAgent: 'ua-1' });
    await login(ctx.app, target.username, target.password, { ip: '10.1.2.4', userAgent: 'ua-2' });

    const mine = await ctx.app.inject({ method: 'GET', url: `/auth/users/${target.id}/login-history`, headers: superadmin.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      { id: expect.any(Number), user_id: target.id, username: target.username, ip: '10.1.2.4', user_agent: 'ua-2', success: true, created_at: expect.any(String) },
      { id: expect.any(Number), user_id: target.id, username: target.username, ip: '10.1.2.3', user_agent: 'ua-1', success: false, created_at: expect.any(String) },
    ]);

    const all = await ctx.app.inject({ method: 'GET', url: '/auth/login-history?limit=1', headers: superadmin.headers });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(1);
    expect(all.json()[0].ip).toBe('10.1.2.4');
    const dflt = await ctx.app.inject({ method: 'GET', url: '/auth/login-history', headers: superadmin.headers });
    expect(dflt.json().length).toBeGreaterThanOrEqual(2);
  });

  it('validates limit (1-1000)', async () => {
    for (const limit of ['0', '1001', 'x']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/auth/login-history?limit=${limit}`, headers: superadmin.headers });
      expect(res.statusCode, limit).toBe(422);
      expect(errorOf(res).details![0]!.path).toBe('querystring.limit');
    }
  });

  it('is refused to admin and below (403)', async () => {
    for (const role of ['admin', 'operator', 'auditor', 'viewer']) {
      const all = await ctx.app.inject({ method: 'GET', url: '/auth/login-history', headers: a[role]!.headers });
      expect(all.statusCode, role).toBe(403);
      const one = await ctx.app.inject({ method: 'GET', url: `/auth/users/${a.viewer!.id}/login-history`, headers: a[role]!.headers });
      expect(one.statusCode, role).toBe(403);
    }
  });
});
