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
  /** set exactly for `review` decisions: a pending escalation event is created in the same statement */
  review: { expiresInMinutes: number } | null;
}

export interface StoredAction {
  actionId: number;
  reviewId: number | null;
  createdAt: Date;
}

/**
 * Inserts a batch of action records and, for every `review`, its pending escalation event, in one
 * statement and one commit. Rows come in as one JSON array; ids from the sequence rise in
 * insertion order, so sorting the returned rows by id gives them back in submission order.
 */
const INSERT_ACTIONS = `
with input as (
  select * from jsonb_to_recordset($1::jsonb) as x(
    ord int, organization_id int, agent_id text, session_id text, tool text, args jsonb, context jsonb,
    decision text, audit_decision text, risk_score int, explanation text, error_code text, policy_ids jsonb,
    chain_pattern text, trace jsonb, governance_mode text, fee numeric, fee_settled boolean,
    parent_action_id bigint, user_id int, api_key_id int, review_minutes int)
), ins as (
  insert into actions (organization_id, agent_id, session_id, tool, args, context, decision, audit_decision,
                       risk_score, explanation, error_code, policy_ids, chain_pattern, trace, governance_mode,
                       fee, fee_settled, parent_action_id, user_id, api_key_id)
  select organization_id, agent_id, session_id, tool, args, context, decision, audit_decision,
         risk_score, explanation, error_code, policy_ids, chain_pattern, trace, governance_mode,
         fee, fee_settled, parent_action_id, user_id, api_key_id
    from input order by ord
  returning id, created_at, organization_id, agent_id, tool, risk_score, explanation, decision
), numbered as (
  select ins.*, row_number() over (order by ins.id) - 1 as ord from ins
), esc as (
  insert into escalation_events (organization_id, action_id, agent_id, tool, risk_score, reason, status, expires_at)
  select n.organization_id, n.id, n.agent_id, n.tool, n.risk_score, left(n.explanation, 1000), 'pending',
         now() + make_interval(mins => input.review_minutes)
    from numbered n join input on input.ord = n.ord
   where n.decision = 'review'
  returning id, action_id
)
select ins.id, ins.created_at, esc.id as review_id from ins left join esc on esc.action_id = ins.id order by ins.id`;

function toRow(input: ActionRecordInput, ord: number): Record<string, unknown> {
  return {
    ord,
    organization_id: input.organizationId,
    agent_id: input.agentId,
    session_id: input.sessionId,
    tool: input.tool,
    args: input.args,
    context: input.context,
    decision: input.decision,
    audit_decision: input.auditDecision,
    risk_score: input.risk,
    explanation: input.explanation,
    error_code: input.errorCode,
    policy_ids: input.policyIds,
    chain_pattern: input.chainPattern,
    trace: input.trace,
    governance_mode: input.governanceMode,
    fee: input.fee,
    // A fee of zero has nothing to settle.
    fee_settled: input.fee === 0,
    parent_action_id: input.parentActionId,
    user_id: input.userId,
    api_key_id: input.apiKeyId,
    review_minutes: input.review?.expiresInMinutes ?? null,
  };
}

export async function insertActions(sql: Sql, inputs: ActionRecordInput[]): Promise<StoredAction[]> {
  for (const input of inputs) {
    if ((input.review !== null) !== (input.decision === 'review')) {
      throw new Error('an escalation is created exactly for review decisions');
    }
  }
  const result = await sql.query<{ id: string; created_at: Date; review_id: string | null }>(INSERT_ACTIONS, [
    JSON.stringify(inputs.map(toRow)),
  ]);
  return result.rows.map((row) => ({
    actionId: Number(row.id),
    reviewId: row.review_id === null ? null : Number(row.review_id),
    createdAt: row.created_at,
  }));
}

export async function insertAction(sql: Sql, input: ActionRecordInput): Promise<StoredAction> {
  const [stored] = await insertActions(sql, [input]);
  if (!stored) throw new Error('action insert returned no row');
  return stored;
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
