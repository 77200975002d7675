import { ApiKeySchema } from './api-key.js';
import { LoginRecordSchema } from './login-record.js';
import { OrganizationSchema } from './organization.js';
import { CustomRoleSchema } from './role.js';
import { UserSchema } from './user.js';
import { WalletSchema } from './wallet.js';
import { PolicySchema } from './policy.js';
import { MeshAgentSchema, MeshPolicySchema } from './mesh.js';
import { PolicyAuditEntrySchema, PolicyVersionSchema } from './policy-history.js';

export { ApiKey } from './api-key.js';
export { LoginRecord } from './login-record.js';
export { Organization, type GovernanceMode } from './organization.js';
export { CustomRole } from './role.js';
export { User } from './user.js';
export { Wallet, NEW_WALLET_CREDITS } from './wallet.js';
export { Policy, type MatchJson, type PolicyAction, type PolicyStatus } from './policy.js';
export { MeshAgent, MeshPolicy } from './mesh.js';
export { PolicyVersion, PolicyAuditEntry } from './policy-history.js';

/** Every entity schema; later issues append theirs here. */
export const entitySchemas = [
  OrganizationSchema,
  UserSchema,
  CustomRoleSchema,
  ApiKeySchema,
  LoginRecordSchema,
  WalletSchema,
  PolicySchema,
  MeshAgentSchema,
  MeshPolicySchema,
  PolicyVersionSchema,
  PolicyAuditEntrySchema,
];
