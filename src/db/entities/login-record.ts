import { EntitySchema } from '@mikro-orm/core';

export class LoginRecord {
  id!: number;
  userId: number | null = null;
  organizationId: number | null = null;
  username!: string;
  ip!: string;
  userAgent: string | null = null;
  success!: boolean;
  createdAt: Date = new Date();
}

export const LoginRecordSchema = new EntitySchema<LoginRecord>({
  class: LoginRecord,
  tableName: 'login_history',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { type: 'integer', nullable: true },
    organizationId: { type: 'integer', nullable: true },
    username: { type: 'string', columnType: 'text' },
    ip: { type: 'string', columnType: 'text' },
    userAgent: { type: 'string', columnType: 'text', nullable: true },
    success: { type: 'boolean' },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
});
