/** Helpers for tests that need organizations, users and credentials. */
import { createHmac } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { createOrganization, createUser } from '../../src/auth/accounts.js';
import type { App } from '../../api/app.js';
import type { Core } from '../../src/core.js';

export const PASSWORD = 'correct-horse-1';

export interface TestUser {
  id: number;
  username: string;
  password: string;
  organizationId: number;
  role: string;
  /** a JWT signed by the app, as POST /auth/login would issue */
  token: string;
  headers: { authorization: string };
}

let ipCounter = 0;
/** A fresh client IP, so tests that log in do not share the per-IP login limit. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let nameCounter = 0;
export function uniqueName(prefix: string): string {
  nameCounter += 1;
  return `${prefix}_${process.pid}_${nameCounter}`;
}

export async function seedOrganization(core: Core, name = uniqueName('org')): Promise<number> {
  const em = core.orm.em.fork();
  const organization = await em.transactional((tx) => createOrganization(tx, name));
  return organization.id;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export async function seedUser(
  app: App,
  core: Core,
  options: { organizationId: number; role: string; username?: string; password?: string },
): Promise<TestUser> {
  const username = options.username ?? uniqueName(options.role);
  const password = options.password ?? PASSWORD;
  const user = await createUser(core.orm.em.fork(), {
    organizationId: options.organizationId,
    username,
    password,
    role: options.role,
  });
  const token = app.jwt.sign({ sub: String(user.id), org: user.organizationId, role: user.role });
  return { id: user.id, username, password, organizationId: user.organizationId, role: user.role, token, headers: bearer(token) };
}

export async function login(
  app: App,
  username: string,
  password: string,
  options: { ip?: string; userAgent?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username, password },
    remoteAddress: options.ip ?? nextIp(),
    headers: { 'user-agent': options.userAgent ?? 'vitest' },
  });
}

/** An HS256 JWT with arbitrary claims (e.g. an `exp` in the past), signed with `secret`. */
export function signRawJwt(claims: Record<string, unknown>, secret: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  const signature = createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

/** Asserts-free accessor for the error body. */
export function errorOf(res: LightMyRequestResponse): { code: string; message: string; details?: { path: string; message: string }[] } {
  return (res.json() as { error: { code: string; message: string; details?: { path: string; message: string }[] } }).error;
}
