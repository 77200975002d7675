import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginRecord, Organization, User, Wallet } from '../../src/db/entities/index.js';
import { ensureBootstrapAdmin } from '../../src/auth/accounts.js';
import { SESSION_COOKIE } from '../../api/plugins/auth.js';
import { createTestContext, type TestContext } from '../helpers/context.js';
import { bearer, errorOf, login, nextIp, seedOrganization, seedUser, signRawJwt, uniqueName, type TestUser } from '../helpers/auth.js';

let ctx: TestContext;
let orgId: number;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ GOVERNOR_RATE_LIMIT_DEFAULT_PER_MIN: '0' });
  orgId = await seedOrganization(ctx.core);
  admin = await seedUser(ctx.app, ctx.core, { organizationId: orgId, role: 'admin' });
});
afterAll(async () => {
  await ctx?.close();
});

describe('POST /auth/login', () => {
  it('returns a bearer token, sets the session cookie and records the login', async () => {
    const before = Date.now();
    const res = await login(ctx.app, admin.username, admin.password, { ip: '10.9.9.9', userAgent: 'agent/1.0' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 28800 });

    const claims = ctx.app.jwt.decode<{ sub: string; org: number; role: string; exp: number; iat: number }>(body.access_token)!;
    expect(claims.sub).toBe(String(admin.id));
    expect(claims.org).toBe(orgId);
    expect(claims.role).toBe('admin');
    expect(claims.exp - claims.iat).toBe(28800);

    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie!.value).toBe(body.access_token);
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe('Strict');
    expect(cookie!.secure).toBeFalsy();
    expect(cookie!.path).toBe('/');

    const em = ctx.core.orm.em.fork();
    const user = await em.findOneOrFail(User, { id: admin.id });
    expect(user.lastLoginAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const record = await em.findOneOrFail(LoginRecord, { userId: admin.id, success: true }, { orderBy: { id: 'desc' } });
    expect(record).toMatchObject({ ip: '10.9.9.9', userAgent: 'agent/1.0', username: admin.username, organizationId: orgId });
  });

  it('marks the cookie Secure when GOVERNOR_SESSION_COOKIE_SECURE is true', async () => {
    const secure = await ctx.secondApp({ GOVERNOR_SESSION_COOKIE_SECURE: 'true' });
    const res = await login(secure.app, admin.username, admin.password);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
  });

  it('the token works as a bearer header, a ?token= query and the session cookie', async () => {
    const res = await login(ctx.app, admin.username, admin.password);
    const token = res.json().access_token as string;
    const viaHeader = await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });
    expect(viaHeader.statusCode).toBe(200);
    const viaQuery = await ctx.app.inject({ method: 'GET', url: `/auth/me?token=${encodeURIComponent(token)}` });
    expect(viaQuery.statusCode).toBe(200);
    expect(viaQuery.json().id).toBe(admin.id);
    const viaCookie = await ctx.app.inject({ method: 'GET', url: '/auth/me', cookies: { [SESSION_COOKIE]: token } });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.json().username).toBe(admin.username);
    const badCookie = await ctx.app.inject({ method: 'GET', url: '/auth/me', cookies: { [SESSION_COOKIE]: 'garbage' } });
    expect(badCookie.statusCode).toBe(401);
  });

  it('refuses a wrong password and an unknown user alike, and records both', async () => {
    const wrong = await login(ctx.app, admin.username, 'wrong-password', { ip: '10.8.8.8', userAgent: 'attacker' });
    const unknown = await login(ctx.app, 'nobody_here', 'whatever-pass', { ip: '10.8.8.8', userAgent: 'attacker' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'invalid username or password' } });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    }
    const em = ctx.core.orm.em.fork();
    const failures = await em.find(LoginRecord, { ip: '10.8.8.8', success: false }, { orderBy: { id: 'asc' } });
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatchObject({ userId: admin.id, username: admin.username, userAgent: 'attacker' });
    expect(failures[1]).toMatchObject({ userId: null, organizationId: null, username: 'nobody_here' });
  });

  it('validates the body', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'x' }, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: expect.any(String), details: [{ path: 'body.password', message: expect.any(String) }] },
    });
  });

  it('limits attempts to 5 per minute per IP: the 6th gets 429 with Retry-After', async () => {
    const ip = '10.77.77.77';
    for (let i = 0; i < 5; i++) {
      const res = await login(ctx.app, admin.username, i === 0 ? admin.password : 'wrong-password', { ip });
      expect(res.statusCode).toBe(i === 0 ? 200 : 401);
    }
    const sixth = await login(ctx.app, admin.username, admin.password, { ip });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(sixth.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
    // another IP is unaffected
    const other = await login(ctx.app, admin.username, admin.password, { ip: '10.77.77.78' });
    expect(other.statusCode).toBe(200);
  });

  it('works for the bootstrap admin', async () => {
    expect(await ensureBootstrapAdmin(ctx.core.orm.em.fork(), ctx.config.GOVERNOR_ADMIN_USERNAME, ctx.config.GOVERNOR_ADMIN_PASSWORD)).toBe('created');
    const res = await login(ctx.app, ctx.config.GOVERNOR_ADMIN_USERNAME, ctx.config.GOVERNOR_ADMIN_PASSWORD!);
    expect(res.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(res.json().access_token) });
    expect(me.json()).toMatchObject({ role: 'superadmin', organization: { name: 'default' } });
  });
});

describe('tokens', () => {
  it('an expired JWT gives 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signRawJwt({ sub: String(admin.id), org: orgId, role: 'admin', iat: now - 30_000, exp: now - 60 }, ctx.config.jwtSecret);
    const res = await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toEqual({ code: 'UNAUTHENTICATED', message: 'token expired' });
    // the same claims with a future exp work, so only the expiry was refused
    const fresh = signRawJwt({ sub: String(admin.id), org: orgId, role: 'admin', iat: now, exp: now + 600 }, ctx.config.jwtSecret);
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(fresh) })).statusCode).toBe(200);
  });

  it('a token signed with another secret, a token for another organization, and no credential give 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = signRawJwt({ sub: String(admin.id), org: orgId, role: 'superadmin', iat: now, exp: now + 600 }, 'not-the-secret-0123456789abcdef');
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(forged) })).statusCode).toBe(401);
    const wrongOrg = ctx.app.jwt.sign({ sub: String(admin.id), org: orgId + 1000, role: 'admin' });
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(wrongOrg) })).statusCode).toBe(401);
    const none = await ctx.app.inject({ method: 'GET', url: '/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(errorOf(none).code).toBe('UNAUTHENTICATED');
  });

  it('POST /auth/logout clears the session cookie', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/auth/logout' });
    expect(res.statusCode).toBe(204);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.value).toBe('');
  });
});

describe('GET /auth/me', () => {
  it('shows profile, permissions, organization and wallet', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: admin.id,
      username: admin.username,
      email: null,
      role: 'admin',
      permissions: expect.arrayContaining(['users:write', 'actions:evaluate', 'roles:write']),
      organization: { id: orgId, name: expect.any(String) },
      wallet: { wallet_id: expect.stringMatching(/^wal_/), balance: 100 },
    });
    expect(body.permissions).not.toContain('login_history:read');
  });
});

describe('POST /auth/signup', () => {
  it('creates an organization with a 100-credit wallet and a viewer user, and returns a token', async () => {
    const username = uniqueName('Signup.user');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { username, password: 'long-enough', email: 'me@example.com', organization: 'Acme' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 28800 });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.httpOnly).toBe(true);

    const me = await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(res.json().access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username, email: 'me@example.com', role: 'viewer', organization: { name: 'Acme' }, wallet: { balance: 100 } });
    expect(me.json().permissions).not.toContain('actions:evaluate');

    const em = ctx.core.orm.em.fork();
    const user = await em.findOneOrFail(User, { username });
    expect(await em.count(Wallet, { organizationId: user.organizationId })).toBe(1);
    expect(user.organizationId).not.toBe(orgId);
    // the user can log in with the password
    expect((await login(ctx.app, username, 'long-enough')).statusCode).toBe(200);
  });

  it('names the organization after the user when none is given', async () => {
    const username = uniqueName('solo');
    const res = await ctx.app.inject({ method: 'POST', url: '/auth/signup', payload: { username, password: 'long-enough' }, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(201);
    const em = ctx.core.orm.em.fork();
    const user = await em.findOneOrFail(User, { username });
    expect((await em.findOneOrFail(Organization, { id: user.organizationId })).name).toBe(username);
  });

  it('refuses a duplicate username (any case) with 409', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { username: admin.username.toUpperCase(), password: 'long-enough' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('CONFLICT');
  });

  it('validates username and password with dotted paths', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { username: 'a b', password: 'short', email: 'not-an-email' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(422);
    const error = errorOf(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details!.map((d) => d.path).sort()).toEqual(['body.email', 'body.password', 'body.username']);
    for (const detail of error.details!) expect(detail.message).toEqual(expect.any(String));

    const tooShort = await ctx.app.inject({ method: 'POST', url: '/auth/signup', payload: { username: 'ab', password: 'long-enough' }, remoteAddress: nextIp() });
    expect(errorOf(tooShort).details).toEqual([{ path: 'body.username', message: expect.any(String) }]);
  });
});

describe('documentation and logs', () => {
  it('the OpenAPI document lists the auth endpoints', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of ['/auth/login', '/auth/signup', '/auth/me', '/auth/users', '/auth/users/{user_id}', '/auth/me/keys/{key_id}', '/auth/roles/{role_name}', '/auth/login-history']) {
      expect(paths).toContain(path);
    }
  });

  it('a failed login is logged with IP and user agent, never the password', async () => {
    const lines: unknown[][] = [];
    const log = ctx.core.log;
    const originalChild = log.child.bind(log);
    const spy = vi.spyOn(log, 'child').mockImplementation((bindings, options) => {
      const child = originalChild(bindings, options);
      const warn = child.warn.bind(child);
      child.warn = ((...args: unknown[]) => {
        lines.push(args);
        return (warn as (...a: unknown[]) => void)(...args);
      }) as typeof child.warn;
      return child;
    });
    try {
      await login(ctx.app, admin.username, 'the-wrong-secret', { ip: '10.6.6.6', userAgent: 'curl/8' });
    } finally {
      spy.mockRestore();
    }
    const failed = lines.find((args) => args[1] === 'login failed');
    expect(failed).toBeDefined();
    expect(failed![0]).toMatchObject({ ip: '10.6.6.6', user_agent: 'curl/8', username: admin.username });
    expect(JSON.stringify(lines)).not.toContain('the-wrong-secret');
  });
});

describe('signup disabled', () => {
  it('answers 403 when GOVERNOR_REGISTRATION_ENABLED is false', async () => {
    const closed = await createTestContext({ GOVERNOR_REGISTRATION_ENABLED: 'false' });
    try {
      const res = await closed.app.inject({ method: 'POST', url: '/auth/signup', payload: { username: 'someone', password: 'long-enough' } });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('FORBIDDEN');
      expect(await closed.core.orm.em.fork().count(User, { username: 'someone' })).toBe(0);
    } finally {
      await closed.close();
    }
  });
});
