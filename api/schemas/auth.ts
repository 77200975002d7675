import { z } from 'zod';
import type { ApiKey, LoginRecord, User } from '../../src/db/entities/index.js';
import { PERMISSIONS } from '../../src/auth/permissions.js';
import { ROLE_NAME_PATTERN, type RoleView } from '../../src/auth/roles.js';
import type { CreatedKey } from '../../src/auth/keys.js';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_CHARACTERS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  type Profile,
} from '../../src/auth/users.js';

const MAX_INT4 = 2_147_483_647;

/** A positive integer path parameter (`/auth/users/12`); anything else is a 422. */
export const positiveIntParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'must be a positive integer')
  .transform(Number)
  .pipe(z.number().int().max(MAX_INT4, 'out of range'));

export const userIdParams = z.object({ user_id: positiveIntParam });
export const keyIdParams = z.object({ key_id: positiveIntParam });
export const roleNameParams = z.object({ role_name: z.string().min(1).max(64) });

export const usernameSchema = z
  .string()
  .min(USERNAME_MIN_LENGTH)
  .max(USERNAME_MAX_LENGTH)
  .regex(USERNAME_CHARACTERS, 'only letters, digits, ".", "_" and "-"');
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH);
const emailSchema = z.email().max(254);
const roleName = z.string().min(1).max(64);
const permissionSchema = z.enum(PERMISSIONS);

export const loginBody = z.object({
  username: z.string().min(1).max(256),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

export const signupBody = z.object({
  username: usernameSchema,
  password: passwordSchema,
  email: emailSchema.optional(),
  organization: z.string().trim().min(1).max(128).optional(),
});

export const createUserBody = z.object({
  username: usernameSchema,
  password: passwordSchema,
  role: roleName,
  email: emailSchema.nullable().optional(),
  /** superadmin only; another organization is unknown (404) to everyone else */
  organization_id: z.number().int().positive().max(MAX_INT4).optional(),
});

export const updateUserBody = z
  .object({
    email: emailSchema.nullable().optional(),
    role: roleName.optional(),
    is_active: z.boolean().optional(),
    password: passwordSchema.optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'give at least one of email, role, is_active, password' });

/** The body is optional: no body at all (Fastify hands over null) means label `default`. */
export const createKeyBody = z
  .object({ label: z.string().trim().min(1).max(64).optional() })
  .strict()
  .nullish()
  .transform((body) => ({ label: body?.label ?? 'default' }));

export const createRoleBody = z.object({
  name: z.string().regex(ROLE_NAME_PATTERN, '2-64 lower-case letters, digits, ".", "_" or "-", starting with a letter'),
  permissions: z.array(permissionSchema).max(PERMISSIONS.length * 2),
});

export const updateRoleBody = z.object({
  permissions: z.array(permissionSchema).max(PERMISSIONS.length * 2),
});

export const loginHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
export const userLoginHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});

// ---- responses: whitelists of the wire records -------------------------------------------

export const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
});

export const userRecord = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.string(),
  is_active: z.boolean(),
  organization_id: z.number().int(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});

export const keyRecord = z.object({
  id: z.number().int(),
  label: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});

export const createdKeyRecord = keyRecord.extend({ api_key: z.string() });

export const loginRecord = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  username: z.string(),
  ip: z.string(),
  user_agent: z.string().nullable(),
  success: z.boolean(),
  created_at: z.string(),
});

export const roleRecord = z.object({
  name: z.string(),
  permissions: z.array(z.string()),
  is_system: z.boolean(),
});

export const profileRecord = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.string(),
  permissions: z.array(z.string()),
  organization: z.object({ id: z.number().int(), name: z.string() }),
  wallet: z.object({ wallet_id: z.string(), balance: z.number() }).nullable(),
});

export const noContent = z.null().describe('no content');

// ---- mapping from entities to records ---------------------------------------------------

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toUserRecord(user: User): z.infer<typeof userRecord> {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    is_active: user.isActive,
    organization_id: user.organizationId,
    created_at: user.createdAt.toISOString(),
    last_login_at: iso(user.lastLoginAt),
  };
}

export function toKeyRecord(key: ApiKey): z.infer<typeof keyRecord> {
  return {
    id: key.id,
    label: key.label,
    prefix: key.prefix,
    created_at: key.createdAt.toISOString(),
    last_used_at: iso(key.lastUsedAt),
    revoked_at: iso(key.revokedAt),
  };
}

export function toCreatedKeyRecord(created: CreatedKey): z.infer<typeof createdKeyRecord> {
  return { ...toKeyRecord(created.record), api_key: created.apiKey };
}

export function toLoginRecord(record: LoginRecord): z.infer<typeof loginRecord> {
  return {
    // login_history.id is a bigserial, which the driver may hand over as a string
    id: Number(record.id),
    user_id: record.userId,
    username: record.username,
    ip: record.ip,
    user_agent: record.userAgent,
    success: record.success,
    created_at: record.createdAt.toISOString(),
  };
}

export function toRoleRecord(role: RoleView): z.infer<typeof roleRecord> {
  return { name: role.name, permissions: role.permissions, is_system: role.isSystem };
}

export function toProfileRecord(profile: Profile, permissions: Iterable<string>): z.infer<typeof profileRecord> {
  const { user, organization, wallet } = profile;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    permissions: [...permissions],
    organization: { id: organization.id, name: organization.name },
    wallet: wallet ? { wallet_id: wallet.walletId, balance: Number(wallet.balance) } : null,
  };
}
