import { EntitySchema } from '@mikro-orm/core';

/** One immutable snapshot of a policy, written in the same transaction as the change. */
export class PolicyVersion {
  id!: number;
  organizationId!: number;
  policyId!: string;
  version!: number;
  snapshot!: Record<string, unknown>;
  changedBy: string | null = null;
  changeSummary = '';
  createdAt: Date = new Date();
}

export const PolicyVersionSchema = new EntitySchema<PolicyVersion>({
  class: PolicyVersion,
  tableName: 'policy_versions',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    organizationId: { type: 'integer' },
    policyId: { type: 'string', columnType: 'text' },
    version: { type: 'integer' },
    snapshot: { type: 'json' },
    changedBy: { type: 'string', columnType: 'text', nullable: true },
    changeSummary: { type: 'string', columnType: 'text' },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
});

/** One audit entry of a policy change: the record before and after, and the per-field diff. */
export class PolicyAuditEntry {
  /** bigserial: the driver may hand it over as a string */
  id!: number;
  organizationId!: number;
  policyId!: string;
  action!: string;
  username: string | null = null;
  before: Record<string, unknown> | null = null;
  after: Record<string, unknown> | null = null;
  diff: Record<string, { before: unknown; after: unknown }> | null = null;
  createdAt: Date = new Date();
}

export const PolicyAuditEntrySchema = new EntitySchema<PolicyAuditEntry>({
  class: PolicyAuditEntry,
  tableName: 'policy_audit',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    organizationId: { type: 'integer' },
    policyId: { type: 'string', columnType: 'text' },
    action: { type: 'string', columnType: 'text' },
    username: { type: 'string', columnType: 'text', nullable: true },
    before: { type: 'json', nullable: true },
    after: { type: 'json', nullable: true },
    diff: { type: 'json', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
});
