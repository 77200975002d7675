export const PERMISSIONS = [
  'actions:evaluate',
  'actions:read',
  'actions:verify',
  'policies:read',
  'policies:write',
  'admin:killswitch',
  'admin:quarantine',
  'users:read',
  'users:write',
  'stream:read',
  'ledger:read',
  'ledger:write',
  'roles:write',
  'pii:scan',
  'fingerprint:reset',
  'escalation:resolve',
  'mesh:write',
  'ledger:stake',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Permissions that only the superadmin holds: cross-organization use and login history. */
export const SUPERADMIN_ONLY = ['users:cross_org', 'login_history:read'] as const;
export type SuperPermission = (typeof SUPERADMIN_ONLY)[number];

export const SYSTEM_ROLES = ['superadmin', 'admin', 'operator', 'auditor', 'viewer'] as const;
export type SystemRole = (typeof SYSTEM_ROLES)[number];

const all = [...PERMISSIONS];

/** The system roles and their permissions, as decided in decisions.md. */
export const SYSTEM_ROLE_PERMISSIONS: Record<SystemRole, readonly (Permission | SuperPermission)[]> = {
  superadmin: [...all, ...SUPERADMIN_ONLY],
  admin: all,
  operator: [
    'actions:evaluate',
    'actions:read',
    'actions:verify',
    'policies:read',
    'stream:read',
    'ledger:read',
    'ledger:write',
    'pii:scan',
    'escalation:resolve',
  ],
  auditor: ['actions:read', 'policies:read', 'stream:read', 'ledger:read'],
  viewer: ['actions:read', 'policies:read', 'ledger:read', 'stream:read'],
};

export function isSystemRole(name: string): name is SystemRole {
  return (SYSTEM_ROLES as readonly string[]).includes(name);
}

export function isPermission(name: string): name is Permission {
  return (PERMISSIONS as readonly string[]).includes(name);
}

/** Rank of system roles, for "admin or above" checks on who may grant which role. */
export const ROLE_RANK: Record<SystemRole, number> = { viewer: 0, auditor: 1, operator: 2, admin: 3, superadmin: 4 };
