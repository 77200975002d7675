import { EntitySchema } from '@mikro-orm/core';

/** A custom role of one organization. System roles live in code (src/auth/roles.ts). */
export class CustomRole {
  id!: number;
  organizationId!: number;
  name!: string;
  permissions: string[] = [];
  createdAt: Date = new Date();
}

export const CustomRoleSchema = new EntitySchema<CustomRole>({
  class: CustomRole,
  tableName: 'roles',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    organizationId: { type: 'integer' },
    name: { type: 'string', columnType: 'text' },
    permissions: { type: 'json' },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
});
