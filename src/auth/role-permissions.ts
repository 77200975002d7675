import type { EntityManager } from '@mikro-orm/postgresql';
import { CustomRole } from '../db/entities/index.js';
import { isSystemRole, SYSTEM_ROLE_PERMISSIONS } from './permissions.js';

/** Permissions of a role name within an organization: system roles from code, custom roles from the table. */
export async function permissionsOfRole(em: EntityManager, organizationId: number, role: string): Promise<string[]> {
  if (isSystemRole(role)) return [...SYSTEM_ROLE_PERMISSIONS[role]];
  const custom = await em.findOne(CustomRole, { organizationId, name: role });
  return custom ? [...custom.permissions] : [];
}
