import { EntitySchema } from '@mikro-orm/core';

export type PolicyAction = 'allow' | 'review' | 'block';
export type PolicyStatus = 'active' | 'archived' | 'draft' | 'rejected';

export interface MatchJson {
  tool?: string;
  url_regex?: string;
  args_regex?: string;
  /** legacy scope constraint; prefer the top-level agent_id */
  agent_id?: string;
}

export class Policy {
  id!: number;
  organizationId!: number;
  policyId!: string;
  description = '';
  severity!: number;
  action!: PolicyAction;
  matchJson: MatchJson = {};
  agentId: string | null = null;
  blastRadius: number | null = null;
  reversibility: number | null = null;
  dataSensitivity: number | null = null;
  overrideJustification: string | null = null;
  isActive = true;
  status: PolicyStatus = 'active';
  version = 1;
  createdBy: string | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const PolicySchema = new EntitySchema<Policy>({
  class: Policy,
  tableName: 'policies',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    organizationId: { type: 'integer' },
    policyId: { type: 'string', columnType: 'text' },
    description: { type: 'string', columnType: 'text' },
    severity: { type: 'integer' },
    action: { type: 'string', columnType: 'text' },
    matchJson: { type: 'json' },
    agentId: { type: 'string', columnType: 'text', nullable: true },
    blastRadius: { type: 'integer', nullable: true },
    reversibility: { type: 'integer', nullable: true },
    dataSensitivity: { type: 'integer', nullable: true },
    overrideJustification: { type: 'string', columnType: 'text', nullable: true },
    isActive: { type: 'boolean' },
    status: { type: 'string', columnType: 'text' },
    version: { type: 'integer' },
    createdBy: { type: 'string', columnType: 'text', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
    updatedAt: { type: 'Date', columnType: 'timestamptz' },
  },
});
