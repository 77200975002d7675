/**
 * Tool allowlist: one allow policy per tool, ids `allow:<tool>` (organization-wide) or
 * `allow:<tool>@<agent>` (agent-scoped). Existing ids are skipped, never overwritten.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { Policy } from '../db/entities/index.js';
import { validationFailed, type ValidationIssue } from '../errors.js';
import { POLICY_ID_MAX_LENGTH, POLICY_ID_PATTERN } from './document.js';
import { toPolicyRecord } from './record.js';
import { insertPolicy, type PolicyActor } from './store.js';

export const ALLOWLIST_PREFIX = 'allow:';

export function allowlistPolicyId(tool: string, agentId: string | null): string {
  return `${ALLOWLIST_PREFIX}${tool}${agentId ? `@${agentId}` : ''}`;
}

export interface AllowlistRequest {
  tools: string[];
  agentId: string | null;
  note: string | null;
}

export interface AllowlistResult {
  created: string[];
  skipped: string[];
  policy_ids: string[];
}

export async function addToAllowlist(
  deps: { orm: MikroORM; invalidate: (organizationId: number) => Promise<void> },
  actor: PolicyActor,
  request: AllowlistRequest,
): Promise<AllowlistResult> {
  const tools = [...new Set(request.tools)];
  const issues: ValidationIssue[] = [];
  const ids = tools.map((tool) => allowlistPolicyId(tool, request.agentId));
  ids.forEach((id, i) => {
    if (id.length > POLICY_ID_MAX_LENGTH || !POLICY_ID_PATTERN.test(id)) {
      const index = request.tools.indexOf(tools[i]!);
      issues.push({ path: `body.tools.${index}`, message: `cannot name an allowlist policy ${JSON.stringify(id)}; tool and agent ids may use letters, digits and . _ : @ + = -` });
    }
  });
  if (issues.length > 0) throw validationFailed(issues);

  const result: AllowlistResult = { created: [], skipped: [], policy_ids: ids };
  await deps.orm.em.fork().transactional(async (em) => {
    const existing = new Set(
      (await em.find(Policy, { organizationId: actor.organizationId, policyId: { $in: ids } }, { fields: ['policyId'] })).map((p) => p.policyId),
    );
    for (const [i, tool] of tools.entries()) {
      const id = ids[i]!;
      if (existing.has(id)) {
        result.skipped.push(id);
        continue;
      }
      await insertPolicy(
        em,
        actor,
        {
          policy_id: id,
          description: request.note ?? `Allowlisted tool ${tool}${request.agentId ? ` for agent ${request.agentId}` : ''}`,
          severity: 0,
          action: 'allow',
          match_json: { tool },
          agent_id: request.agentId,
          blast_radius: null,
          reversibility: null,
          data_sensitivity: null,
          override_justification: null,
          status: 'active',
        },
        { action: 'create', summary: 'created by allowlist' },
      );
      result.created.push(id);
    }
  });
  if (result.created.length > 0) await deps.invalidate(actor.organizationId);
  return result;
}

export interface AllowlistView {
  tools: string[];
  entries: { policy_id: string; tool: string; agent_id: string | null; is_active: boolean; status: string; description: string }[];
}

/** Allow policies that name a tool and set no regex: the organization's tool allowlist. */
export async function allowlistView(orm: MikroORM, organizationId: number): Promise<AllowlistView> {
  const rows = await orm.em.fork().find(Policy, { organizationId, action: 'allow' }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  const entries = rows
    .map(toPolicyRecord)
    .filter((p) => p.match_json.tool !== undefined && p.match_json.args_regex === undefined && p.match_json.url_regex === undefined)
    .map((p) => ({
      policy_id: p.policy_id,
      tool: p.match_json.tool!,
      agent_id: p.agent_id ?? p.match_json.agent_id ?? null,
      is_active: p.is_active && p.status === 'active',
      status: p.status,
      description: p.description,
    }));
  const tools = [...new Set(entries.filter((e) => e.is_active).map((e) => e.tool))].sort();
  return { tools, entries };
}
