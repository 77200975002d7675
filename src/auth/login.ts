import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LoginRecord, User } from '../db/entities/index.js';
import { forbidden } from '../errors.js';
import { createOrganization, createUser } from './accounts.js';
import { burnPasswordCheck, verifyPassword } from './secrets.js';
import { duplicateUsername, usernameTaken } from './users.js';

const MAX_USER_AGENT = 512;
const MAX_LOGGED_USERNAME = 128;

export interface LoginAttempt {
  username: string;
  password: string;
  ip: string;
  userAgent?: string | undefined;
}

export type LoginFailure = 'unknown_user' | 'bad_password' | 'inactive';

export type LoginOutcome = { ok: true; user: User } | { ok: false; reason: LoginFailure; userId: number | null };

/**
 * Checks a username and password and records the attempt, successful or not. Unknown users
 * cost the same password check as known ones, and a deactivated user is refused even with the
 * right password. The caller answers every failure alike so nothing tells them apart.
 */
export async function attemptLogin(em: EntityManager, attempt: LoginAttempt): Promise<LoginOutcome> {
  const user = await em.findOne(User, { username: attempt.username });
  let outcome: LoginOutcome;
  if (!user) {
    await burnPasswordCheck(attempt.password);
    outcome = { ok: false, reason: 'unknown_user', userId: null };
  } else if (!(await verifyPassword(user.passwordHash, attempt.password))) {
    outcome = { ok: false, reason: 'bad_password', userId: user.id };
  } else if (!user.isActive) {
    outcome = { ok: false, reason: 'inactive', userId: user.id };
  } else {
    outcome = { ok: true, user };
  }
  const now = new Date();
  em.create(LoginRecord, {
    userId: user?.id ?? null,
    organizationId: user?.organizationId ?? null,
    username: attempt.username.slice(0, MAX_LOGGED_USERNAME),
    ip: attempt.ip,
    userAgent: attempt.userAgent ? attempt.userAgent.slice(0, MAX_USER_AGENT) : null,
    success: outcome.ok,
    createdAt: now,
  });
  if (outcome.ok) outcome.user.lastLoginAt = now;
  await em.flush();
  return outcome;
}

export interface SignupInput {
  username: string;
  password: string;
  email?: string | null;
  organization?: string;
  registrationEnabled: boolean;
}

/** Creates an organization (named after the user unless given), its wallet, and a `viewer` user, in one transaction. */
export async function signup(em: EntityManager, input: SignupInput): Promise<User> {
  if (!input.registrationEnabled) throw forbidden('registration is disabled');
  if (await usernameTaken(em, input.username)) throw duplicateUsername(input.username);
  try {
    return await em.transactional(async (tx) => {
      const organization = await createOrganization(tx, input.organization ?? input.username);
      return createUser(tx, {
        organizationId: organization.id,
        username: input.username,
        password: input.password,
        role: 'viewer',
        email: input.email ?? null,
      });
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw duplicateUsername(input.username);
    throw err;
  }
}

/** Login records, newest first, of every user or of one. */
export async function loginHistory(em: EntityManager, filter: { userId?: number; limit: number }): Promise<LoginRecord[]> {
  return em.find(LoginRecord, filter.userId === undefined ? {} : { userId: filter.userId }, {
    orderBy: { id: 'desc' },
    limit: filter.limit,
  });
}
