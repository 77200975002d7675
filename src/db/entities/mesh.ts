import { EntitySchema } from '@mikro-orm/core';

export class MeshAgent {
  id!: number;
  organizationId!: number;
  agentId!: string;
  agentType!: string;
  allowedPeers: string[] = [];
  status: 'active' | 'inactive' = 'active';
  metadata: Record<string, unknown> = {};
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const MeshAgentSchema = new EntitySchema<MeshAgent>({
  class: MeshAgent,
  tableName: 'mesh_agents',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    organizationId: { type: 'integer' },
    agentId: { type: 'string', columnType: 'text' },
    agentType: { type: 'string', columnType: 'text' },
    allowedPeers: { type: 'json' },
    status: { type: 'string', columnType: 'text' },
    metadata: { type: 'json' },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
    updatedAt: { type: 'Date', columnType: 'timestamptz', onUpdate: () => new Date() },
  },
});

export class MeshPolicy {
  id!: number;
  organizationId!: number;
  sourceAgent!: string;
  targetAgent!: string;
  allowedActions: string[] = [];
  deniedActions: string[] = [];
  isActive = true;
  createdAt: Date = new Date();
}

export const MeshPolicySchema = new EntitySchema<MeshPolicy>({
  class: MeshPolicy,
  tableName: 'mesh_policies',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    organizationId: { type: 'integer' },
    sourceAgent: { type: 'string', columnType: 'text' },
    targetAgent: { type: 'string', columnType: 'text' },
    allowedActions: { type: 'json' },
    deniedActions: { type: 'json' },
    isActive: { type: 'boolean' },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
});
