import { EntitySchema } from '@mikro-orm/core';

export class User {
  id!: number;
  organizationId!: number;
  username!: string;
  email: string | null = null;
  passwordHash!: string;
  role!: string;
  isActive = true;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
  lastLoginAt: Date | null = null;
  deactivatedAt: Date | null = null;
}

export const UserSchema = new EntitySchema<User>({
  class: User,
  tableName: 'users',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    organizationId: { type: 'integer' },
    username: { type: 'string', columnType: 'text', unique: true },
    email: { type: 'string', columnType: 'text', nullable: true },
    passwordHash: { type: 'string', columnType: 'text', hidden: true },
    role: { type: 'string', columnType: 'text' },
    isActive: { type: 'boolean' },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
    updatedAt: { type: 'Date', columnType: 'timestamptz', onUpdate: () => new Date() },
    lastLoginAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    deactivatedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
  },
});
