import type { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { waitForRedis } from '../infra/redis.js';
import { hashApiKey } from './secrets.js';
import { permissionsOfRole } from './role-permissions.js';
import type { Principal } from './principal.js';

interface CachedIdentity {
  userId: number;
  username: string;
  organizationId: number;
  role: string;
  permissions: ReadonlySet<string>;
  apiKeyId: number | null;
  expiresAt: number;
}

const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;
const LAST_USED_DEBOUNCE_MS = 60_000;

export interface CredentialCacheDeps {
  orm: MikroORM;
  /** subscriber connection: pub/sub needs a client of its own */
  subscriber: Redis;
  publisher: Redis;
  channel: string;
  log: Logger;
}

/**
 * Resolves API keys and JWT subjects to principals from an in-process cache, so the hot path
 * does not query the database per request. Any change to users, keys or roles publishes an
 * invalidation on Redis, which every API process applies at once; the TTL is only a backstop.
 */
export class CredentialCache {
  private readonly byKeyHash = new Map<string, CachedIdentity | null>();
  private readonly byUserId = new Map<number, CachedIdentity | null>();
  private readonly lastUsedWrites = new Map<number, number>();

  constructor(private readonly deps: CredentialCacheDeps) {}

  async start(): Promise<void> {
    // SUBSCRIBE may be written while the connection is still in its handshake; the reply then
    // puts it in subscriber mode and ioredis's ready check (INFO) fails. Wait for ready first.
    await waitForRedis(this.deps.subscriber);
    await this.deps.subscriber.subscribe(this.deps.channel);
    this.deps.subscriber.on('message', (channel) => {
      if (channel === this.deps.channel) this.clearLocal();
    });
  }

  clearLocal(): void {
    this.byKeyHash.clear();
    this.byUserId.clear();
  }

  /** Drops this process's cache and tells every other process to drop theirs. */
  async invalidate(): Promise<void> {
    this.clearLocal();
    try {
      await this.deps.publisher.publish(this.deps.channel, 'all');
    } catch (err) {
      this.deps.log.error({ err }, 'could not publish credential invalidation');
      throw err;
    }
  }

  async resolveApiKey(key: string): Promise<Principal | null> {
    const keyHash = hashApiKey(key);
    let identity = this.fresh(this.byKeyHash.get(keyHash));
    if (identity === undefined) {
      identity = await this.loadByKeyHash(keyHash);
      this.remember(this.byKeyHash, keyHash, identity);
    }
    if (!identity) return null;
    this.touchKey(identity.apiKeyId!);
    return toPrincipal(identity, 'api_key');
  }

  /** The principal of a verified JWT; null when the user is gone, inactive or moved. */
  async resolveUser(userId: number, organizationId: number): Promise<Principal | null> {
    let identity = this.fresh(this.byUserId.get(userId));
    if (identity === undefined) {
      identity = await this.loadUser(userId);
      this.remember(this.byUserId, userId, identity);
    }
    if (!identity || identity.organizationId !== organizationId) return null;
    return toPrincipal(identity, 'jwt');
  }

  private fresh(entry: CachedIdentity | null | undefined): CachedIdentity | null | undefined {
    if (entry === undefined) return undefined;
    if (entry === null) return null;
    return entry.expiresAt > Date.now() ? entry : undefined;
  }

  private remember<K>(map: Map<K, CachedIdentity | null>, key: K, value: CachedIdentity | null): void {
    if (map.size >= MAX_ENTRIES) map.clear();
    // Unknown keys are remembered too (briefly, via clear on invalidation) so a flood of bad keys costs one query each at most.
    map.set(key, value);
  }

  private async loadByKeyHash(keyHash: string): Promise<CachedIdentity | null> {
    const em = this.deps.orm.em.fork();
    const rows = await em.getConnection().execute<
      { key_id: number; user_id: number; username: string; organization_id: number; role: string }[]
    >(
      `select k.id as key_id, u.id as user_id, u.username, u.organization_id, u.role
         from api_keys k join users u on u.id = k.user_id
        where k.key_hash = ? and k.revoked_at is null and u.is_active`,
      [keyHash],
    );
    const row = rows[0];
    if (!row) return null;
    const permissions = await permissionsOfRole(em, row.organization_id, row.role);
    return {
      userId: row.user_id,
      username: row.username,
      organizationId: row.organization_id,
      role: row.role,
      permissions: new Set(permissions),
      apiKeyId: row.key_id,
      expiresAt: Date.now() + TTL_MS,
    };
  }

  private async loadUser(userId: number): Promise<CachedIdentity | null> {
    const em = this.deps.orm.em.fork();
    const rows = await em
      .getConnection()
      .execute<{ id: number; username: string; organization_id: number; role: string }[]>(
        'select id, username, organization_id, role from users where id = ? and is_active',
        [userId],
      );
    const row = rows[0];
    if (!row) return null;
    const permissions = await permissionsOfRole(em, row.organization_id, row.role);
    return {
      userId: row.id,
      username: row.username,
      organizationId: row.organization_id,
      role: row.role,
      permissions: new Set(permissions),
      apiKeyId: null,
      expiresAt: Date.now() + TTL_MS,
    };
  }

  /** Records last use at most once a minute per key, off the request path. */
  private touchKey(keyId: number): void {
    const now = Date.now();
    if ((this.lastUsedWrites.get(keyId) ?? 0) + LAST_USED_DEBOUNCE_MS > now) return;
    this.lastUsedWrites.set(keyId, now);
    this.deps.orm.em
      .fork()
      .getConnection()
      .execute('update api_keys set last_used_at = now() where id = ?', [keyId])
      .catch((err: unknown) => this.deps.log.warn({ err, keyId }, 'could not record key use'));
  }
}

function toPrincipal(identity: CachedIdentity, kind: Principal['kind']): Principal {
  return {
    userId: identity.userId,
    username: identity.username,
    organizationId: identity.organizationId,
    role: identity.role,
    permissions: identity.permissions,
    kind,
    apiKeyId: identity.apiKeyId,
    rateKey: identity.apiKeyId !== null ? `key:${identity.apiKeyId}` : `user:${identity.userId}`,
  };
}
