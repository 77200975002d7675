import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/auth/permissions.js';
import { createTestContext, type TestContext } from '../helpers/context.js';
import { errorOf, seedOrganization, seedUser, type TestUser } from '../helpers/auth.js';

let ctx: TestContext;
let orgA: number;
let orgB: number;
const a: Record<string, TestUser> = {};
let adminB: TestUser;
const VIEWER = ['actions:read', 'policies:read', 'ledger:read', 'stream:read'];

beforeAll(async () => {
  ctx = await createTestContext({ GOVERNOR_RATE_LIMIT_DEFAULT_PER_MIN: '0' });
  orgA = await seedOrganization(ctx.core);
  orgB = await seedOrganization(ctx.core);
  for (const role of ['superadmin', 'admin', 'operator', 'auditor', 'viewer']) {
    a[role] = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role });
  }
  adminB = await seedUser(ctx.app, ctx.core, { organizationId: orgB, role: 'admin' });
});
afterAll(async () => {
  await ctx?.close();
});

const createRole = (by: Pick<TestUser, 'headers'>, payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/auth/roles', headers: by.headers, payload });
const listRoles = async (by: TestUser) => (await ctx.app.inject({ method: 'GET', url: '/auth/roles', headers: by.headers })).json() as { name: string; permissions: string[]; is_system: boolean }[];

describe('GET /auth/permissions and GET /auth/roles', () => {
  it.each(['superadmin', 'admin', 'operator', 'auditor', 'viewer'])('%s reads permissions and roles', async (role) => {
    const perms = await ctx.app.inject({ method: 'GET', url: '/auth/permissions', headers: a[role]!.headers });
    expect(perms.statusCode).toBe(200);
    expect(perms.json()).toEqual([...PERMISSIONS]);
    const roles = await ctx.app.inject({ method: 'GET', url: '/auth/roles', headers: a[role]!.headers });
    expect(roles.statusCode).toBe(200);
    const system = (roles.json() as { name: string; is_system: boolean }[]).filter((r) => r.is_system).map((r) => r.name);
    expect(system.sort()).toEqual(['admin', 'auditor', 'operator', 'superadmin', 'viewer']);
  });

  it('system roles carry the permissions of decisions.md', async () => {
    const roles = await listRoles(a.viewer!);
    const byName = Object.fromEntries(roles.map((r) => [r.name, r]));
    expect(byName.viewer!.permissions.sort()).toEqual(['actions:read', 'ledger:read', 'policies:read', 'stream:read']);
    expect(byName.auditor!.permissions.sort()).toEqual(['actions:read', 'ledger:read', 'policies:read', 'stream:read']);
    expect(byName.operator!.permissions).toContain('actions:evaluate');
    expect(byName.operator!.permissions).not.toContain('policies:write');
    expect(byName.admin!.permissions.sort()).toEqual([...PERMISSIONS].sort());
    expect(Object.keys(byName.admin!).sort()).toEqual(['is_system', 'name', 'permissions']);
  });
});

describe('custom roles', () => {
  it('admin creates a role (201), assigns it, and its holder gets exactly its permissions', async () => {
    const created = await createRole(a.admin!, { name: 'key-manager', permissions: ['users:read', 'actions:read', 'users:read'] });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ name: 'key-manager', permissions: ['actions:read', 'users:read'], is_system: false });
    expect((await listRoles(a.viewer!)).find((r) => r.name === 'key-manager')).toEqual(created.json());

    const holder = await ctx.app.inject({
      method: 'POST',
      url: '/auth/users',
      headers: a.admin!.headers,
      payload: { username: 'custom_holder', password: 'password-123', role: 'key-manager' },
    });
    expect(holder.statusCode).toBe(201);
    const token = ctx.app.jwt.sign({ sub: String(holder.json().id), org: orgA, role: 'key-manager' });
    const headers = { authorization: `Bearer ${token}` };

    // allowed: users:read
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/users', headers })).statusCode).toBe(200);
    // refused: users:write, roles:write, login history
    const write = await ctx.app.inject({ method: 'POST', url: '/auth/users', headers, payload: { username: 'nope_user', password: 'password-123', role: 'viewer' } });
    expect(write.statusCode).toBe(403);
    expect((await createRole({ headers }, { name: 'escalate', permissions: ['users:write'] })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/login-history', headers })).statusCode).toBe(403);
    // any-authenticated endpoints still work
    const me = await ctx.app.inject({ method: 'GET', url: '/auth/me', headers });
    expect(me.json()).toMatchObject({ role: 'key-manager', permissions: ['actions:read', 'users:read'] });
    expect((await ctx.app.inject({ method: 'POST', url: '/auth/me/keys', headers })).statusCode).toBe(201);

    // PATCH widens the role; the holder's existing token sees it at once
    const patched = await ctx.app.inject({ method: 'PATCH', url: '/auth/roles/key-manager', headers: a.admin!.headers, payload: { permissions: [...VIEWER, 'users:read', 'users:write'] } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({
      name: 'key-manager',
      permissions: ['actions:read', 'policies:read', 'users:read', 'users:write', 'stream:read', 'ledger:read'],
      is_system: false,
    });
    const nowAllowed = await ctx.app.inject({ method: 'POST', url: '/auth/users', headers, payload: { username: 'made_by_custom', password: 'password-123', role: 'viewer' } });
    expect(nowAllowed.statusCode).toBe(201);
    // but a holder of users:write cannot hand out a role above its own permissions
    const above = await ctx.app.inject({ method: 'POST', url: '/auth/users', headers, payload: { username: 'made_admin', password: 'password-123', role: 'admin' } });
    expect(above.statusCode).toBe(403);
    // nor manage a more powerful user
    const touchAdmin = await ctx.app.inject({ method: 'PATCH', url: `/auth/users/${a.admin!.id}`, headers, payload: { password: 'hijacked-pass' } });
    expect(touchAdmin.statusCode).toBe(403);

    // in use: cannot delete
    const inUse = await ctx.app.inject({ method: 'DELETE', url: '/auth/roles/key-manager', headers: a.admin!.headers });
    expect(inUse.statusCode).toBe(409);
  });

  it('a role holding roles:write cannot grant itself more than it has', async () => {
    expect((await createRole(a.admin!, { name: 'role-editor', permissions: ['roles:write', 'actions:read'] })).statusCode).toBe(201);
    const editor = await seedUser(ctx.app, ctx.core, { organizationId: orgA, role: 'role-editor' });
    const widen = await ctx.app.inject({ method: 'PATCH', url: '/auth/roles/role-editor', headers: editor.headers, payload: { permissions: ['roles:write', 'users:write'] } });
    expect(widen.statusCode).toBe(403);
    const narrow = await createRole(editor, { name: 'reader-only', permissions: ['actions:read'] });
    expect(narrow.statusCode).toBe(201);
  });

  it('deletes an unused role (204)', async () => {
    expect((await createRole(a.admin!, { name: 'temporary', permissions: [] })).statusCode).toBe(201);
    const del = await ctx.app.inject({ method: 'DELETE', url: '/auth/roles/temporary', headers: a.admin!.headers });
    expect(del.statusCode).toBe(204);
    expect((await listRoles(a.admin!)).map((r) => r.name)).not.toContain('temporary');
    const again = await ctx.app.inject({ method: 'DELETE', url: '/auth/roles/temporary', headers: a.admin!.headers });
    expect(again.statusCode).toBe(404);
  });

  it('system roles cannot be created, modified or deleted (403)', async () => {
    const create = await createRole(a.admin!, { name: 'admin', permissions: ['actions:read'] });
    expect(create.statusCode).toBe(403);
    const patch = await ctx.app.inject({ method: 'PATCH', url: '/auth/roles/viewer', headers: a.admin!.headers, payload: { permissions: ['actions:evaluate'] } });
    expect(patch.statusCode).toBe(403);
    const del = await ctx.app.inject({ method: 'DELETE', url: '/auth/roles/operator', headers: a.superadmin!.headers });
    expect(del.statusCode).toBe(403);
    expect(errorOf(del).code).toBe('FORBIDDEN');
  });

  it('refuses a duplicate name (409), unknown permissions (422) and bad names (422)', async () => {
    expect((await createRole(a.admin!, { name: 'dup-role', permissions: [] })).statusCode).toBe(201);
    const dup = await createRole(a.admin!, { name: 'dup-role', permissions: [] });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup).code).toBe('CONFLICT');

    const unknown = await createRole(a.admin!, { name: 'weird', permissions: ['actions:read', 'launch:missiles'] });
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown)).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'body.permissions.1', message: expect.any(String) }] });
    // the superadmin-only capabilities are not grantable either
    expect((await createRole(a.superadmin!, { name: 'historian', permissions: ['login_history:read'] })).statusCode).toBe(422);

    const badName = await createRole(a.admin!, { name: 'Has Spaces', permissions: [] });
    expect(badName.statusCode).toBe(422);
    expect(errorOf(badName).details![0]!.path).toBe('body.name');
    const missing = await createRole(a.admin!, { name: 'no-perms' });
    expect(errorOf(missing).details).toEqual([{ path: 'body.permissions', message: expect.any(String) }]);
  });

  it.each(['operator', 'auditor', 'viewer'])('%s cannot create, change or delete roles (403)', async (role) => {
    expect((await createRole(a[role]!, { name: `by-${role}`, permissions: [] })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PATCH', url: '/auth/roles/dup-role', headers: a[role]!.headers, payload: { permissions: [] } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/auth/roles/dup-role', headers: a[role]!.headers })).statusCode).toBe(403);
  });
});

describe('tenancy', () => {
  it("another organization's custom roles do not exist (list, patch, delete: 404; assigning: 422)", async () => {
    expect((await createRole(a.admin!, { name: 'org-a-only', permissions: ['actions:read'] })).statusCode).toBe(201);
    expect((await listRoles(adminB)).map((r) => r.name)).not.toContain('org-a-only');
    const patch = await ctx.app.inject({ method: 'PATCH', url: '/auth/roles/org-a-only', headers: adminB.headers, payload: { permissions: [] } });
    expect(patch.statusCode).toBe(404);
    const del = await ctx.app.inject({ method: 'DELETE', url: '/auth/roles/org-a-only', headers: adminB.headers });
    expect(del.statusCode).toBe(404);
    const assign = await ctx.app.inject({
      method: 'POST',
      url: '/auth/users',
      headers: adminB.headers,
      payload: { username: 'b_user_custom', password: 'password-123', role: 'org-a-only' },
    });
    expect(assign.statusCode).toBe(422);
    // organization B may have a role of the same name
    expect((await createRole(adminB, { name: 'org-a-only', permissions: [] })).statusCode).toBe(201);
    expect((await listRoles(a.admin!)).find((r) => r.name === 'org-a-only')!.permissions).toEqual(['actions:read']);
  });
});
