import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Organization, User, Wallet } from '../db/entities/index.js';
import { hashPassword } from './secrets.js';

/** Creates an organization together with its wallet (100 credits). Call inside a transaction. */
export async function createOrganization(em: EntityManager, name: string): Promise<Organization> {
  const organization = em.create(Organization, { name, governanceMode: 'allow-by-default', severityWeights: null, createdAt: new Date() });
  await em.flush();
  em.create(Wallet, {
    organizationId: organization.id,
    walletId: `wal_${randomBytes(9).toString('base64url')}`,
    balance: '100',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await em.flush();
  return organization;
}

export interface NewUser {
  organizationId: number;
  username: string;
  password: string;
  role: string;
  email?: string | null;
}

export async function createUser(em: EntityManager, input: NewUser): Promise<User> {
  const user = em.create(User, {
    organizationId: input.organizationId,
    username: input.username,
    email: input.email ?? null,
    passwordHash: await hashPassword(input.password),
    role: input.role,
    isActive: true,
    createdAt: new Date(),
    updatedAt: new Date(),
    lastLoginAt: null,
    deactivatedAt: null,
  });
  await em.flush();
  return user;
}

export const DEFAULT_ORGANIZATION_NAME = 'default';

/**
 * Creates the bootstrap superadmin in the `default` organization when a password is configured
 * and no user of that name exists. Safe to run from several processes at once.
 */
export async function ensureBootstrapAdmin(
  em: EntityManager,
  username: string,
  password: string | undefined,
): Promise<'created' | 'exists' | 'skipped'> {
  if (!password) return 'skipped';
  return em.transactional(async (tx) => {
    // Serialise concurrent starters (web and worker boot together) on one advisory lock.
    await tx.execute('select pg_advisory_xact_lock(424242)');
    if (await tx.findOne(User, { username })) return 'exists';
    let organization = await tx.findOne(Organization, { name: DEFAULT_ORGANIZATION_NAME }, { orderBy: { id: 'asc' } });
    organization ??= await createOrganization(tx, DEFAULT_ORGANIZATION_NAME);
    await createUser(tx, { organizationId: organization.id, username, password, role: 'superadmin' });
    return 'created';
  });
}
