import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiKey } from '../db/entities/index.js';
import { DomainError, notFound } from '../errors.js';
import type { AuthDeps } from './context.js';
import { generateApiKey } from './secrets.js';

/** Active keys one user may hold at once; more is almost always a leak in the making. */
export const MAX_ACTIVE_KEYS_PER_USER = 25;
export const DEFAULT_KEY_LABEL = 'default';

export interface KeyOwner {
  userId: number;
  organizationId: number;
}

/** A newly created key: the stored record and the full key, which is never shown again. */
export interface CreatedKey {
  record: ApiKey;
  apiKey: string;
}

/** The user's keys, revoked ones included, newest first. */
export async function listKeys(em: EntityManager, userId: number): Promise<ApiKey[]> {
  return em.find(ApiKey, { userId }, { orderBy: { id: 'desc' } });
}

function insertKey(em: EntityManager, owner: KeyOwner, label: string): CreatedKey {
  const generated = generateApiKey();
  const record = em.create(ApiKey, {
    userId: owner.userId,
    organizationId: owner.organizationId,
    label,
    prefix: generated.prefix,
    keyHash: generated.hash,
    createdAt: new Date(),
    lastUsedAt: null,
    revokedAt: null,
  });
  return { record, apiKey: generated.key };
}

export async function createKey(deps: AuthDeps, owner: KeyOwner, label = DEFAULT_KEY_LABEL): Promise<CreatedKey> {
  const created = await deps.em.transactional(async (em) => {
    // Serialise key creation per user so the cap holds under concurrent requests.
    await em.execute('select id from users where id = ? for update', [owner.userId]);
    const active = await em.count(ApiKey, { userId: owner.userId, revokedAt: null });
    if (active >= MAX_ACTIVE_KEYS_PER_USER) {
      throw new DomainError('CONFLICT', `at most ${MAX_ACTIVE_KEYS_PER_USER} active keys per user; revoke one first`);
    }
    return insertKey(em, owner, label);
  });
  // A lookup of this hash may have been cached as unknown; drop it.
  await deps.credentials.invalidate();
  return created;
}

/** Revokes one of the user's keys; a key of anyone else is unknown (404). Revoking twice is a no-op. */
export async function revokeKey(deps: AuthDeps, userId: number, keyId: number): Promise<void> {
  const key = await deps.em.findOne(ApiKey, { id: keyId, userId });
  if (!key) throw notFound(`key ${keyId}`);
  if (key.revokedAt) return;
  key.revokedAt = new Date();
  await deps.em.flush();
  await deps.credentials.invalidate();
}

/** Revokes every active key of the user and issues one new key labelled `default`, atomically. */
export async function rotateKeys(deps: AuthDeps, owner: KeyOwner): Promise<CreatedKey> {
  const created = await deps.em.transactional(async (em) => {
    await em.execute('select id from users where id = ? for update', [owner.userId]);
    await em.nativeUpdate(ApiKey, { userId: owner.userId, revokedAt: null }, { revokedAt: new Date() });
    return insertKey(em, owner, DEFAULT_KEY_LABEL);
  });
  await deps.credentials.invalidate();
  return created;
}
