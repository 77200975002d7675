import { EntitySchema } from '@mikro-orm/core';

export type GovernanceMode = 'allow-by-default' | 'deny-by-default' | 'audit-only';

export class Organization {
  id!: number;
  name!: string;
  governanceMode: GovernanceMode = 'allow-by-default';
  /** per-organization severity rubric weights; null means the defaults */
  severityWeights: { blast_radius: number; reversibility: number; data_sensitivity: number } | null = null;
  createdAt: Date = new Date();
}

export const OrganizationSchema = new EntitySchema<Organization>({
  class: Organization,
  tableName: 'organizations',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', columnType: 'text' },
    governanceMode: { type: 'string', columnType: 'text' },
    severityWeights: { type: 'json', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
});
