export type CredentialKind = 'jwt' | 'api_key';

/** Who is calling, resolved from the credential alone. */
export interface Principal {
  userId: number;
  username: string;
  organizationId: number;
  role: string;
  permissions: ReadonlySet<string>;
  kind: CredentialKind;
  apiKeyId: number | null;
  /** stable per credential, used for rate limits: `key:<id>` or `user:<id>` */
  rateKey: string;
}

export function hasPermission(principal: Principal, permission: string): boolean {
  return principal.permissions.has(permission);
}

export function isSuperadmin(principal: Principal): boolean {
  return principal.role === 'superadmin';
}
