import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CustomRole, User } from '../db/entities/index.js';
import { DomainError, forbidden, notFound, validationFailed } from '../errors.js';
import type { AuthDeps } from './context.js';
import { isPermission, isSystemRole, PERMISSIONS, SYSTEM_ROLES, SYSTEM_ROLE_PERMISSIONS } from './permissions.js';
import type { Principal } from './principal.js';

/** A role as the interface shows it. */
export interface RoleView {
  name: string;
  permissions: string[];
  isSystem: boolean;
}

export interface RoleInput {
  name: string;
  permissions: string[];
}

/** Custom role names: lower case, 2-64 of letters, digits, `._-`, starting with a letter. */
export const ROLE_NAME_PATTERN = /^[a-z][a-z0-9._-]{1,63}$/;

/** Permissions in the order of GET /auth/permissions, duplicates dropped; 422 on unknown names. */
export function normalizePermissions(permissions: readonly string[], path = 'body.permissions'): string[] {
  const unknown = permissions
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => !isPermission(p))
    .map(({ p, i }) => ({ path: `${path}.${i}`, message: `unknown permission ${JSON.stringify(p)}` }));
  if (unknown.length > 0) throw validationFailed(unknown);
  const wanted = new Set(permissions);
  return PERMISSIONS.filter((p) => wanted.has(p));
}

/** True when `actor` holds every permission in `permissions`: nobody grants what they lack. */
export function holdsAll(actor: Principal, permissions: Iterable<string>): boolean {
  for (const p of permissions) if (!actor.permissions.has(p)) return false;
  return true;
}

function systemView(name: (typeof SYSTEM_ROLES)[number]): RoleView {
  return { name, permissions: [...SYSTEM_ROLE_PERMISSIONS[name]], isSystem: true };
}

function customView(role: CustomRole): RoleView {
  return { name: role.name, permissions: [...role.permissions], isSystem: false };
}

/** System roles (highest first), then the organization's custom roles, newest first. */
export async function listRoles(em: EntityManager, organizationId: number): Promise<RoleView[]> {
  const custom = await em.find(CustomRole, { organizationId }, { orderBy: { id: 'desc' } });
  return [...[...SYSTEM_ROLES].reverse().map(systemView), ...custom.map(customView)];
}

/**
 * Permissions of `role` when assigned to a user of `organizationId`: a system role or one of
 * that organization's custom roles; anything else is a validation failure.
 */
export async function assignableRolePermissions(em: EntityManager, organizationId: number, role: string): Promise<string[]> {
  if (isSystemRole(role)) return [...SYSTEM_ROLE_PERMISSIONS[role]];
  const custom = await em.findOne(CustomRole, { organizationId, name: role });
  if (!custom) {
    throw validationFailed([{ path: 'body.role', message: `unknown role ${JSON.stringify(role)}` }]);
  }
  return [...custom.permissions];
}

function refuseSystemRole(name: string): void {
  if (isSystemRole(name.toLowerCase())) throw forbidden(`system role ${name} cannot be created, modified or deleted`);
}

function refuseUngrantable(actor: Principal, permissions: string[]): void {
  const missing = permissions.filter((p) => !actor.permissions.has(p));
  if (missing.length > 0) throw forbidden(`cannot grant permissions you do not hold: ${missing.join(', ')}`);
}

async function findCustom(em: EntityManager, organizationId: number, name: string): Promise<CustomRole> {
  const role = await em.findOne(CustomRole, { organizationId, name });
  if (!role) throw notFound(`role ${name}`);
  return role;
}

export async function createRole(deps: AuthDeps, actor: Principal, input: RoleInput): Promise<RoleView> {
  refuseSystemRole(input.name);
  if (!ROLE_NAME_PATTERN.test(input.name)) {
    throw validationFailed([{ path: 'body.name', message: 'role names are 2-64 lower-case letters, digits, ".", "_" or "-", starting with a letter' }]);
  }
  const permissions = normalizePermissions(input.permissions);
  refuseUngrantable(actor, permissions);
  const { em } = deps;
  if (await em.findOne(CustomRole, { organizationId: actor.organizationId, name: input.name })) {
    throw new DomainError('CONFLICT', `role ${input.name} already exists`);
  }
  const role = em.create(CustomRole, {
    organizationId: actor.organizationId,
    name: input.name,
    permissions,
    createdAt: new Date(),
  });
  try {
    await em.flush();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw new DomainError('CONFLICT', `role ${input.name} already exists`);
    throw err;
  }
  return customView(role);
}

/** Replaces a custom role's permissions; every holder's cached permissions are dropped. */
export async function updateRole(deps: AuthDeps, actor: Principal, name: string, permissionsIn: string[]): Promise<RoleView> {
  refuseSystemRole(name);
  const role = await findCustom(deps.em, actor.organizationId, name);
  const permissions = normalizePermissions(permissionsIn);
  refuseUngrantable(actor, permissions);
  role.permissions = permissions;
  await deps.em.flush();
  await deps.credentials.invalidate();
  return customView(role);
}

/** Deletes a custom role that no user holds (409 otherwise, so no account is left without a role). */
export async function deleteRole(deps: AuthDeps, actor: Principal, name: string): Promise<void> {
  refuseSystemRole(name);
  const role = await findCustom(deps.em, actor.organizationId, name);
  const holders = await deps.em.count(User, { organizationId: actor.organizationId, role: name });
  if (holders > 0) {
    throw new DomainError('CONFLICT', `role ${name} is assigned to ${holders} user(s); reassign them first`, { users: holders });
  }
  deps.em.remove(role);
  await deps.em.flush();
  await deps.credentials.invalidate();
}
