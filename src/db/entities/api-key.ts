import { EntitySchema } from '@mikro-orm/core';

export class ApiKey {
  id!: number;
  userId!: number;
  organizationId!: number;
  label = 'default';
  /** first 8 characters of the key, shown in listings */
  prefix!: string;
  /** SHA-256 hex of the whole key; the key itself is never stored */
  keyHash!: string;
  createdAt: Date = new Date();
  lastUsedAt: Date | null = null;
  revokedAt: Date | null = null;
}

export const ApiKeySchema = new EntitySchema<ApiKey>({
  class: ApiKey,
  tableName: 'api_keys',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { type: 'integer' },
    organizationId: { type: 'integer' },
    label: { type: 'string', columnType: 'text' },
    prefix: { type: 'string', columnType: 'text' },
    keyHash: { type: 'string', columnType: 'text', unique: true, hidden: true },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
    lastUsedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    revokedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
  },
});
