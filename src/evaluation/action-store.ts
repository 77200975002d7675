import type { Sql } from '../db/sql.js';
import type { Decision, TraceStep } from '../pipeline/types.js';
import type { DelegationGrant, GovernanceMode } from '../pipeline/runtime.js';

export interface ActionRecordInput {
  organizationId: number;
  agentId: string;
  sessionId: string | null;
  tool: string;
  args: Record<string, unknown>;
  context: Record<string, unknown>;
  decision: Decision;
  auditDecision: Decision | null;
  risk: number;
  explanation: string;
  errorCode: string | null;
  policyIds: string[];
  chainPattern: string | null;
  trace: TraceStep[];
  governanceMode: GovernanceMode;
  fee: number;
  parentActionId: number | null;
  userId: number | null;
  apiKeyId: number | null;
  /** when set, a pending escalation event is created in the same statement */
  review: { reason: string; expiresInMinutes: number } | null;
}

export interface StoredAction {
  actionId: number;
  reviewId: number | null;
  createdAt: Date;
}

const INSERT_ACTION = `
with a as (
  insert into actions (organization_id, agent_id, session_id, tool, args, context, decision, audit_decision,
                       risk_score, explanation, error_code, policy_ids, chain_pattern, trace, governance_mode,
                       fee, fee_settled, parent_action_id, user_id, api_key_id)
  values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12::jsonb, $13, $14::jsonb, $15, $16, $17, $18, $19, $20)
  returning id, created_at
), e as (
  insert into escalation_events (organization_id, action_id, agent_id, tool, risk_score, reason, status, expires_at)
  select $21, a.id, $22, $23, $24, $25, 'pending', now() + make_interval(mins => $26) from a where $27::boolean
  returning id
)
select a.id, a.created_at, (select id from e) as review_id from a`;

/**
 * Writes the action record (and, for a review, its escalation event) in one atomic statement
 * before the response is sent: the record is the durable outbox of every later effect.
 */
export async function insertAction(sql: Sql, input: ActionRecordInput): Promise<StoredAction> {
  const review = input.review;
  const result = await sql.query<{ id: string; created_at: Date; review_id: string | null }>(INSERT_ACTION, [
    input.organizationId,
    input.agentId,
    input.sessionId,
    input.tool,
    JSON.stringify(input.args),
    JSON.stringify(input.context),
    input.decision,
    input.auditDecision,
    input.risk,
    input.explanation,
    input.errorCode,
    JSON.stringify(input.policyIds),
    input.chainPattern,
    JSON.stringify(input.trace),
    input.governanceMode,
    input.fee,
    // A fee of zero has nothing to settle.
    input.fee === 0,
    input.parentActionId,
    input.userId,
    input.apiKeyId,
    input.organizationId,
    input.agentId,
    input.tool,
    input.risk,
    review?.reason ?? '',
    review?.expiresInMinutes ?? 30,
    review !== null,
  ]);
  const row = result.rows[0];
  if (!row) throw new Error('action insert returned no row');
  return { actionId: Number(row.id), reviewId: row.review_id === null ? null : Number(row.review_id), createdAt: row.created_at };
}

/** The grant of an earlier delegate_task of the organization, when Redis no longer holds it. */
export async function findDelegationGrant(sql: Sql, organizationId: number, actionId: number): Promise<DelegationGrant | null> {
  const result = await sql.query<{ id: string; agent_id: string; args: Record<string, unknown> }>(
    `select id, agent_id, args from actions
      where id = $1 and organization_id = $2 and tool = 'delegate_task' and decision <> 'block'`,
    [actionId, organizationId],
  );
  const row = result.rows[0];
  return row ? grantFromArgs(Number(row.id), row.agent_id, row.args) : null;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function grantFromArgs(actionId: number, supervisor: string, args: Record<string, unknown>): DelegationGrant | null {
  if (typeof args.target_agent !== 'string') return null;
  return {
    parentActionId: actionId,
    supervisorAgentId: supervisor,
    targetAgent: args.target_agent,
    tools: stringList(args.tools),
    blockedTools: stringList(args.blocked_tools),
  };
}

export async function walletBalance(sql: Sql, organizationId: number): Promise<number> {
  const result = await sql.query<{ balance: string }>('select balance from wallets where organization_id = $1', [organizationId]);
  return Number(result.rows[0]?.balance ?? 0);
}
