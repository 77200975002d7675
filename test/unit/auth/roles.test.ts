import { describe, expect, it } from 'vitest';
import { holdsAll, normalizePermissions, ROLE_NAME_PATTERN } from '../../../src/auth/roles.js';
import { isSystemRole, PERMISSIONS, ROLE_RANK, SYSTEM_ROLE_PERMISSIONS, SYSTEM_ROLES } from '../../../src/auth/permissions.js';
import type { Principal } from '../../../src/auth/principal.js';
import { DomainError } from '../../../src/errors.js';

const principal = (permissions: string[]): Principal => ({
  userId: 1,
  username: 'u',
  organizationId: 1,
  role: 'custom',
  permissions: new Set(permissions),
  kind: 'jwt',
  apiKeyId: null,
  rateKey: 'user:1',
});

describe('system roles', () => {
  it('match decisions.md', () => {
    expect(SYSTEM_ROLE_PERMISSIONS.admin).toEqual([...PERMISSIONS]);
    expect(SYSTEM_ROLE_PERMISSIONS.superadmin).toEqual(expect.arrayContaining([...PERMISSIONS, 'users:cross_org', 'login_history:read']));
    expect([...SYSTEM_ROLE_PERMISSIONS.operator].sort()).toEqual(
      ['actions:evaluate', 'actions:read', 'actions:verify', 'policies:read', 'stream:read', 'ledger:read', 'ledger:write', 'pii:scan', 'escalation:resolve'].sort(),
    );
    expect([...SYSTEM_ROLE_PERMISSIONS.auditor].sort()).toEqual(['actions:read', 'ledger:read', 'policies:read', 'stream:read']);
    expect([...SYSTEM_ROLE_PERMISSIONS.viewer].sort()).toEqual(['actions:read', 'ledger:read', 'policies:read', 'stream:read']);
    expect(SYSTEM_ROLE_PERMISSIONS.viewer).not.toContain('actions:evaluate');
    for (const role of SYSTEM_ROLES) expect(isSystemRole(role)).toBe(true);
    expect(isSystemRole('Admin')).toBe(false);
    expect(ROLE_RANK.superadmin).toBeGreaterThan(ROLE_RANK.admin);
  });
});

describe('normalizePermissions', () => {
  it('dedupes and orders like GET /auth/permissions', () => {
    expect(normalizePermissions(['users:read', 'actions:read', 'users:read'])).toEqual(['actions:read', 'users:read']);
    expect(normalizePermissions([])).toEqual([]);
  });

  it('refuses unknown names with a 422 naming each index', () => {
    try {
      normalizePermissions(['actions:read', 'nope', 'login_history:read']);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(DomainError);
      expect((err as DomainError).code).toBe('VALIDATION_ERROR');
      expect((err as DomainError).details).toEqual([
        { path: 'body.permissions.1', message: expect.any(String) },
        { path: 'body.permissions.2', message: expect.any(String) },
      ]);
    }
  });
});

describe('holdsAll', () => {
  it('is true only when every permission is held', () => {
    const p = principal(['actions:read', 'users:read']);
    expect(holdsAll(p, [])).toBe(true);
    expect(holdsAll(p, ['users:read'])).toBe(true);
    expect(holdsAll(p, ['users:read', 'users:write'])).toBe(false);
  });
});

describe('role names', () => {
  it('are lower-case slugs', () => {
    for (const ok of ['ci-bot', 'key.manager', 'a1', 'read_only']) expect(ROLE_NAME_PATTERN.test(ok)).toBe(true);
    for (const bad of ['A', 'a', 'Admin', '1abc', 'has space', 'x'.repeat(65), '']) expect(ROLE_NAME_PATTERN.test(bad)).toBe(false);
  });
});
