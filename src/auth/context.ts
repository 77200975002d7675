import type { EntityManager } from '@mikro-orm/postgresql';

/** Drops cached credentials in every API process; satisfied by CredentialCache. */
export interface CredentialInvalidator {
  invalidate(): Promise<void>;
}

/**
 * What the auth services need: a request-scoped entity manager and the cache invalidator.
 * Any change to users, keys or roles calls `credentials.invalidate()` after it is committed.
 */
export interface AuthDeps {
  em: EntityManager;
  credentials: CredentialInvalidator;
}
