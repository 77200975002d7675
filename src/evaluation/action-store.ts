import type { Sql } from '../db/sql.js';
import type { Decision } from '../pipeline/types.js';
import type { DelegationGrant, GovernanceMode } from '../pipeline/runtime.js';

export interface ActionRecordInput {
  organizationId: number;
  agentId: string;
  sessionId: string | null;
  tool: string;
  /** the arguments as JSON (serialized once per evaluation, by policy matching) */
  argsJson: string;
  context: Record<string, unknown>;
  decision: Decision;
  auditDecision: Decision | null;
  risk: number;
  explanation: string;
  errorCode: string | null;
  policyIds: string[];
  chainPattern: string | null;
  /** the execution trace as JSON (serialized once per evaluation, shared with the response) */
  traceJson: string;
  governanceMode: GovernanceMode;
  fee: number;
  parentActionId: number | null;
  userId: number | null;
  apiKeyId: number | null;
  /** the agent's prompt sealed for storage, or null (no prompt, or no encryption key configured) */
  promptSealed: string | null;
  /** set exactly for `review` decisions: a pending escalation event is created in the same statement */
  review: { expiresInMinutes: number } | null;
}

export interface StoredAction {
  actionId: number;
  reviewId: number | null;
}

const ACTION_COLUMNS = [
  'organization_id', 'agent_id', 'session_id', 'tool', 'args', 'context', 'decision', 'audit_decision',
  'risk_score', 'explanation', 'error_code', 'policy_ids', 'chain_pattern', 'trace', 'governance_mode',
  'fee', 'parent_action_id', 'user_id', 'api_key_id', 'prompt_sealed',
] as const;
const JSON_COLUMNS = new Set(['args', 'context', 'policy_ids', 'trace']);

function rowValues(input: ActionRecordInput): unknown[] {
  return [
    input.organizationId,
    input.agentId,
    input.sessionId,
    input.tool,
    input.argsJson,
    JSON.stringify(input.context),
    input.decision,
    input.auditDecision,
    input.risk,
    input.explanation,
    input.errorCode,
    JSON.stringify(input.policyIds),
    input.chainPattern,
    input.traceJson,
    input.governanceMode,
    input.fee,
    input.parentActionId,
    input.userId,
    input.apiKeyId,
    input.promptSealed,
  ];
}

/** `($1, $2::json, ...), (...)` for `rows` rows, with json casts where the column wants them. */
function valuesClause(rows: number): string {
  const width = ACTION_COLUMNS.length;
  const tuples: string[] = [];
  for (let r = 0; r < rows; r++) {
    const cells = ACTION_COLUMNS.map((column, c) => `$${r * width + c + 1}${JSON_COLUMNS.has(column) ? '::json' : ''}`);
    tuples.push(`(${cells.join(', ')})`);
  }
  return tuples.join(', ');
}

/** The insert statement for `rows` rows, with or without escalations: built once per shape. */
const statements = new Map<string, { name: string; text: string }>();
function insertStatement(rows: number, withReviews: boolean): { name: string; text: string } {
  const name = `insert-actions-${rows}${withReviews ? '-reviews' : ''}`;
  let statement = statements.get(name);
  if (statement) return statement;
  const reviewMinutesParam = rows * ACTION_COLUMNS.length + 1;
  const text = `with ins as (
      insert into actions (${ACTION_COLUMNS.join(', ')}) values ${valuesClause(rows)}
      returning id, created_at, organization_id, fee, agent_id, tool, risk_score, explanation, decision),
    pending as (
      insert into action_effects_pending (action_id, organization_id, created_at)
      select id, organization_id, created_at from ins),
    fees as (
      insert into action_fees_unsettled (action_id, organization_id, fee)
      select id, organization_id, fee from ins where fee <> 0)${
        withReviews
          ? `,
    esc as (
      insert into escalation_events (organization_id, action_id, agent_id, tool, risk_score, reason, status, expires_at)
      select organization_id, id, agent_id, tool, risk_score, left(explanation, 1000), 'pending',
             now() + make_interval(mins => $${reviewMinutesParam}::int)
        from ins where decision = 'review'
      returning id, action_id)
    select ins.id, esc.id as review_id from ins left join esc on esc.action_id = ins.id`
          : `
    select id, null::bigint as review_id from ins`
      }`;
  statement = { name, text };
  statements.set(name, statement);
  return statement;
}

/**
 * Inserts a batch of action records in one statement and one commit, with their outbox rows: the
 * pending post-evaluation effects of every action and the unsettled fee of those that cost one.
 * When the batch holds `review` decisions, their pending escalation events are created by the same
 * statement. The action row itself is never updated afterwards. The statement is prepared per
 * batch size (at most the batcher's 200), so PostgreSQL plans each shape once per connection.
 * Sequence ids rise in insertion order, so the returned rows sorted by id are in submission order.
 */
async function insertGroup(sql: Sql, inputs: ActionRecordInput[], reviewMinutes: number | null): Promise<StoredAction[]> {
  const params = inputs.flatMap(rowValues);
  if (reviewMinutes !== null) params.push(reviewMinutes);
  const { name, text } = insertStatement(inputs.length, reviewMinutes !== null);
  const result = await sql.query<{ id: string; review_id: string | null }>(text, params, name);
  return result.rows
    .map((row) => ({ actionId: Number(row.id), reviewId: row.review_id === null ? null : Number(row.review_id) }))
    .sort((a, b) => a.actionId - b.actionId);
}

export async function insertActions(sql: Sql, inputs: ActionRecordInput[]): Promise<StoredAction[]> {
  for (const input of inputs) {
    if ((input.review !== null) !== (input.decision === 'review')) {
      throw new Error('an escalation is created exactly for review decisions');
    }
  }
  const minutes = [...new Set(inputs.filter((i) => i.review !== null).map((i) => i.review!.expiresInMinutes))];
  if (minutes.length <= 1) return insertGroup(sql, inputs, minutes[0] ?? null);
  // Reviews with different expiries (per-organization settings) go in one statement per expiry.
  const results = new Map<ActionRecordInput, StoredAction>();
  const groups = new Map<number | null, ActionRecordInput[]>();
  for (const input of inputs) {
    const key = input.review?.expiresInMinutes ?? minutes[0]!;
    groups.set(key, [...(groups.get(key) ?? []), input]);
  }
  for (const [key, group] of groups) {
    const stored = await insertGroup(sql, group, key);
    group.forEach((input, i) => results.set(input, stored[i]!));
  }
  return inputs.map((input) => results.get(input)!);
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
