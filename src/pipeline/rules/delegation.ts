/**
 * Delegation rules (built into the policy engine, layer 9). A supervisor delegates with a
 * `delegate_task` evaluation `{target_agent, tools, blocked_tools?, task?}`; the returned action id
 * is the grant. A child evaluation carries `context.parent_action_id` and acts as the target agent.
 *
 * Refusals (POLICY_BLOCKED, policy id names the rule):
 * - `system:delegation:missing_parent`: parent_action_id names nothing known, or the child says
 *   `context.delegated_by` without a parent_action_id;
 * - `system:delegation:wrong_target`: the child's agent is not the grant's target agent;
 * - `system:delegation:blocked_tool`: the tool is in the grant's blocked_tools;
 * - `system:delegation:outside_grant`: the tool is not in the grant's tools.
 * A child action that passes these rules but is high-risk (risk >= DELEGATION_REVIEW_RISK after
 * the other layers) is ambiguous: the caller sends it to review (see `delegationNeedsReview`).
 */
import type { LayerVerdict } from '../findings.js';
import type { RuntimeView } from '../runtime.js';
import type { ToolCall } from '../types.js';

export const DELEGATION_REVIEW_RISK = 60;

const REMEDIATION: Record<string, string> = {
  missing_parent: 'Pass context.parent_action_id with the action_id returned for the parent delegate_task evaluation.',
  wrong_target: 'Only the agent named in the parent delegation (target_agent) may act under it; use that agent_id.',
  blocked_tool: 'The supervisor explicitly blocked this tool for the delegated task; ask the supervisor instead.',
  outside_grant: 'Use one of the tools granted by the parent delegation, or ask the supervisor to delegate this tool.',
};

function refuse(rule: keyof typeof REMEDIATION, detail: string): LayerVerdict {
  return {
    outcome: 'block',
    risk: 100,
    detail,
    errorCode: 'POLICY_BLOCKED',
    remediation: REMEDIATION[rule],
    policyIds: [`system:delegation:${rule}`],
    findings: [{ family: 'delegation_violation', detail, risk: 100, severity: 'block' }],
  };
}

function hasParentId(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The delegation verdict for a child action, or null when the call is not part of a delegation
 * (no parent_action_id and no delegated_by).
 */
export function evaluateDelegation(call: ToolCall, runtime: RuntimeView): LayerVerdict | null {
  const parentGiven = hasParentId(call.context['parent_action_id']);
  const delegatedBy = call.context['delegated_by'];
  if (!parentGiven) {
    if (typeof delegatedBy === 'string' && delegatedBy.trim() !== '') {
      return refuse('missing_parent', 'delegated action without context.parent_action_id');
    }
    return null;
  }
  const grant = runtime.delegation;
  if (grant === 'missing' || grant === null) {
    return refuse('missing_parent', 'parent_action_id does not name a known delegation');
  }
  if (call.agentId !== grant.targetAgent) {
    return refuse('wrong_target', `agent is not the delegation target of parent action ${grant.parentActionId}`);
  }
  const toolLower = call.tool.toLowerCase();
  if (grant.blockedTools.some((t) => t.toLowerCase() === toolLower)) {
    return refuse('blocked_tool', `tool is blocked by parent delegation ${grant.parentActionId}`);
  }
  if (!grant.tools.includes(call.tool)) {
    return refuse('outside_grant', `tool is outside the tools granted by parent delegation ${grant.parentActionId}`);
  }
  return {
    outcome: 'pass',
    risk: 0,
    detail: `within delegation ${grant.parentActionId} from ${grant.supervisorAgentId}`,
  };
}

/** A delegated child action at this risk or above goes to review even when no rule blocked it. */
export function delegationNeedsReview(risk: number): boolean {
  return risk >= DELEGATION_REVIEW_RISK;
}

export interface DelegationRequest {
  targetAgent: string;
  tools: string[];
  blockedTools: string[];
  task: string | null;
}

/**
 * Reads the grant a `delegate_task` call asks for (what the lead stores with the parent action),
 * or null when the call is not a well-formed delegation.
 */
export function parseDelegationRequest(call: Pick<ToolCall, 'tool' | 'args'>): DelegationRequest | null {
  if (call.tool !== 'delegate_task') return null;
  const { target_agent: target, tools, blocked_tools: blocked, task } = call.args;
  if (typeof target !== 'string' || target.trim() === '') return null;
  if (!Array.isArray(tools) || !tools.every((t): t is string => typeof t === 'string')) return null;
  const blockedTools = Array.isArray(blocked) ? blocked.filter((t): t is string => typeof t === 'string') : [];
  return { targetAgent: target, tools, blockedTools, task: typeof task === 'string' ? task : null };
}
