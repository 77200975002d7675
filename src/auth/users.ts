import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiKey, Organization, User, Wallet } from '../db/entities/index.js';
import { DomainError, forbidden, notFound } from '../errors.js';
import { createUser as insertUser } from './accounts.js';
import type { AuthDeps } from './context.js';
import { rotateKeys, type CreatedKey } from './keys.js';
import type { Principal } from './principal.js';
import { assignableRolePermissions, holdsAll } from './roles.js';
import { hashPassword } from './secrets.js';
import { permissionsOfRole } from './role-permissions.js';

/** Usernames: 3-64 of letters, digits, `._-`. */
export const USERNAME_CHARACTERS = /^[A-Za-z0-9._-]+$/;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 64;
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound keeps a hostile input from making the password hash expensive. */
export const PASSWORD_MAX_LENGTH = 1024;

/** Permission that lets a principal see and manage users of every organization. */
const CROSS_ORG = 'users:cross_org';

export interface CreateUserInput {
  username: string;
  password: string;
  role: string;
  email?: string | null;
  /** another organization: superadmin only */
  organizationId?: number;
}

export interface UpdateUserInput {
  email?: string | null;
  role?: string;
  isActive?: boolean;
  password?: string;
}

export interface Profile {
  user: User;
  organization: Organization;
  wallet: Wallet | null;
}

function crossOrg(actor: Principal): boolean {
  return actor.permissions.has(CROSS_ORG);
}

/** True when a user of this name exists, whatever its case (so `Admin` cannot shadow `admin`). */
export async function usernameTaken(em: EntityManager, username: string): Promise<boolean> {
  const rows = await em.execute<{ n: number }[]>(
    'select 1 as n from users where lower(username) = lower(?) limit 1',
    [username],
  );
  return rows.length > 0;
}

export function duplicateUsername(username: string): DomainError {
  return new DomainError('CONFLICT', `username ${username} is already taken`);
}

/** The user if the actor may see it; users of other organizations do not exist for non-superadmins. */
export async function findUserInScope(em: EntityManager, actor: Principal, userId: number): Promise<User> {
  const user = await em.findOne(User, crossOrg(actor) ? { id: userId } : { id: userId, organizationId: actor.organizationId });
  if (!user) throw notFound(`user ${userId}`);
  return user;
}

/**
 * Refuses to act on an account more powerful than the actor: only a superadmin manages a
 * superadmin, and nobody manages a user holding permissions the actor lacks.
 */
async function assertCanManage(em: EntityManager, actor: Principal, target: User): Promise<void> {
  if (target.role === 'superadmin' && actor.role !== 'superadmin') throw forbidden('only a superadmin can manage a superadmin');
  const permissions = await permissionsOfRole(em, target.organizationId, target.role);
  if (!holdsAll(actor, permissions)) throw forbidden('cannot manage a user with permissions you do not hold');
}

/** 422 for a role the organization does not have; 403 for a role above the actor. */
async function assertAssignable(em: EntityManager, actor: Principal, organizationId: number, role: string): Promise<void> {
  const permissions = await assignableRolePermissions(em, organizationId, role);
  if (role === 'superadmin' && actor.role !== 'superadmin') throw forbidden('only a superadmin can assign the superadmin role');
  if (!holdsAll(actor, permissions)) throw forbidden(`cannot assign role ${role}: it holds permissions you do not hold`);
}

/** Users of the actor's organization (all users for a superadmin), newest first. */
export async function listUsers(em: EntityManager, actor: Principal): Promise<User[]> {
  return em.find(User, crossOrg(actor) ? {} : { organizationId: actor.organizationId }, { orderBy: { id: 'desc' } });
}

export async function createUser(deps: AuthDeps, actor: Principal, input: CreateUserInput): Promise<User> {
  const { em } = deps;
  let organizationId = actor.organizationId;
  if (input.organizationId !== undefined && input.organizationId !== actor.organizationId) {
    // For everyone but a superadmin, other organizations do not exist.
    if (!crossOrg(actor) || !(await em.findOne(Organization, { id: input.organizationId }))) {
      throw notFound(`organization ${input.organizationId}`);
    }
    organizationId = input.organizationId;
  }
  await assertAssignable(em, actor, organizationId, input.role);
  if (await usernameTaken(em, input.username)) throw duplicateUsername(input.username);
  let user: User;
  try {
    user = await insertUser(em, { organizationId, username: input.username, password: input.password, role: input.role, email: input.email ?? null });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw duplicateUsername(input.username);
    throw err;
  }
  await deps.credentials.invalidate();
  return user;
}

export async function updateUser(deps: AuthDeps, actor: Principal, userId: number, patch: UpdateUserInput): Promise<User> {
  const passwordHash = patch.password === undefined ? undefined : await hashPassword(patch.password);
  const user = await deps.em.transactional(async (em) => {
    const user = await findUserInScope(em, actor, userId);
    await assertCanManage(em, actor, user);
    const self = user.id === actor.userId;
    if (patch.role !== undefined && patch.role !== user.role) {
      if (self) throw forbidden('you cannot change your own role');
      await assertAssignable(em, actor, user.organizationId, patch.role);
      user.role = patch.role;
    }
    if (patch.isActive !== undefined && patch.isActive !== user.isActive) {
      if (self) throw forbidden('you cannot deactivate yourself');
      if (patch.isActive) {
        user.isActive = true;
        user.deactivatedAt = null;
      } else {
        await deactivate(em, user);
      }
    }
    if (patch.email !== undefined) user.email = patch.email;
    if (passwordHash !== undefined) user.passwordHash = passwordHash;
    user.updatedAt = new Date();
    return user;
  });
  await deps.credentials.invalidate();
  return user;
}

/** Marks the user inactive and revokes every active key; the caller flushes. */
async function deactivate(em: EntityManager, user: User): Promise<void> {
  const now = new Date();
  user.isActive = false;
  user.deactivatedAt = now;
  await em.nativeUpdate(ApiKey, { userId: user.id, revokedAt: null }, { revokedAt: now });
}

/** Soft delete: the account stays for the audit trail, cannot log in, and its keys are revoked. */
export async function deactivateUser(deps: AuthDeps, actor: Principal, userId: number): Promise<void> {
  const changed = await deps.em.transactional(async (em) => {
    const user = await findUserInScope(em, actor, userId);
    if (user.id === actor.userId) throw forbidden('you cannot deactivate yourself');
    await assertCanManage(em, actor, user);
    if (!user.isActive) return false;
    await deactivate(em, user);
    user.updatedAt = new Date();
    return true;
  });
  if (changed) await deps.credentials.invalidate();
}

/**
 * Revokes every active key of a user the actor may manage and issues one new key labelled
 * `default`. A deactivated user gets no key (409): reactivate first.
 */
export async function rotateUserKeys(deps: AuthDeps, actor: Principal, userId: number): Promise<CreatedKey> {
  const user = await findUserInScope(deps.em, actor, userId);
  await assertCanManage(deps.em, actor, user);
  if (!user.isActive) throw new DomainError('CONFLICT', `user ${userId} is deactivated; reactivate it first`);
  return rotateKeys(deps, { userId: user.id, organizationId: user.organizationId });
}

export async function loadProfile(em: EntityManager, userId: number): Promise<Profile> {
  const user = await em.findOne(User, { id: userId });
  if (!user) throw notFound(`user ${userId}`);
  const organization = await em.findOneOrFail(Organization, { id: user.organizationId });
  const wallet = await em.findOne(Wallet, { organizationId: user.organizationId });
  return { user, organization, wallet };
}
