import { ApiKeySchema } from './api-key.js';
import { LoginRecordSchema } from './login-record.js';
import { OrganizationSchema } from './organization.js';
import { CustomRoleSchema } from './role.js';
import { UserSchema } from './user.js';
import { WalletSchema } from './wallet.js';

export { ApiKey } from './api-key.js';
export { LoginRecord } from './login-record.js';
export { Organization, type GovernanceMode } from './organization.js';
export { CustomRole } from './role.js';
export { User } from './user.js';
export { Wallet, NEW_WALLET_CREDITS } from './wallet.js';

/** Every entity schema; later issues append theirs here. */
export const entitySchemas = [
  OrganizationSchema,
  UserSchema,
  CustomRoleSchema,
  ApiKeySchema,
  LoginRecordSchema,
  WalletSchema,
];
