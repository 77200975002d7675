import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../api/app.js';
import type { Core } from '../../src/core.js';
import { Policy } from '../../src/db/entities/index.js';

export interface EvaluateBody {
  tool: string;
  args?: Record<string, unknown>;
  context?: Record<string, unknown>;
  agent_id?: string;
}

export async function evaluate(app: App, headers: Record<string, string>, body: EvaluateBody): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/actions/evaluate', headers, payload: body });
}

/** Stores a policy straight in the table and drops the cached configuration (the policy API comes later). */
export async function insertPolicy(
  core: Core,
  organizationId: number,
  policy: { policyId: string; action: 'allow' | 'review' | 'block'; severity: number; matchJson: Record<string, string>; agentId?: string | null },
): Promise<void> {
  const em = core.orm.em.fork();
  em.create(Policy, {
    organizationId,
    policyId: policy.policyId,
    description: policy.policyId,
    severity: policy.severity,
    action: policy.action,
    matchJson: policy.matchJson,
    agentId: policy.agentId ?? null,
    blastRadius: null,
    reversibility: null,
    dataSensitivity: null,
    overrideJustification: null,
    isActive: true,
    status: 'active',
    version: 1,
    createdBy: 'test',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await em.flush();
  await core.orgConfig.invalidate(organizationId);
}
