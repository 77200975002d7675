import type { MikroORM } from '@mikro-orm/postgresql';

export interface ActionFilter {
  organizationId: number;
  limit: number;
  offset: number;
  tool?: string;
  decision?: 'allow' | 'review' | 'block';
  agentId?: string;
}

export interface ActionRecord {
  id: number;
  action_id: number;
  agent_id: string;
  session_id: string | null;
  tool: string;
  args: Record<string, unknown>;
  decision: string;
  audit_decision: string | null;
  risk_score: number;
  explanation: string;
  error_code: string | null;
  policy_ids: string[];
  chain_pattern: string | null;
  execution_trace: unknown[];
  governance_mode: string;
  fee: number;
  parent_action_id: number | null;
  created_at: string;
}

/** A row as `pg` returns it: bigints and numerics as strings, the trace under its column name. */
type Row = Omit<ActionRecord, 'id' | 'action_id' | 'execution_trace' | 'fee' | 'parent_action_id' | 'created_at'> & {
  id: string;
  trace: unknown[];
  fee: string;
  parent_action_id: string | null;
  created_at: Date;
  total: string;
};

type Knex = ReturnType<ReturnType<MikroORM['em']['getConnection']>['getKnex']>;

/** The organization's actions matching the filter (no ordering or paging). */
function filtered(knex: Knex, filter: ActionFilter) {
  const query = knex('actions').where('organization_id', filter.organizationId);
  if (filter.tool !== undefined) query.andWhere('tool', filter.tool);
  if (filter.decision !== undefined) query.andWhere('decision', filter.decision);
  if (filter.agentId !== undefined) query.andWhere('agent_id', filter.agentId);
  return query;
}

/** The organization's action records, newest first, with the total for the filter. */
export async function listActions(orm: MikroORM, filter: ActionFilter): Promise<{ items: ActionRecord[]; total: number }> {
  const knex = orm.em.getConnection().getKnex();
  const rows = (await filtered(knex, filter)
    .select(knex.raw('actions.*, count(*) over () as total'))
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)) as Row[];
  // Past the last page the window count has no row to ride on; count separately.
  const total = rows[0]
    ? Number(rows[0].total)
    : filter.offset > 0
      ? Number((await filtered(knex, filter).count<{ count: string }[]>('* as count'))[0]?.count ?? 0)
      : 0;
  return {
    total,
    items: rows.map((r) => ({
      id: Number(r.id),
      action_id: Number(r.id),
      agent_id: r.agent_id,
      session_id: r.session_id,
      tool: r.tool,
      args: r.args,
      decision: r.decision,
      audit_decision: r.audit_decision,
      risk_score: r.risk_score,
      explanation: r.explanation,
      error_code: r.error_code,
      policy_ids: r.policy_ids,
      chain_pattern: r.chain_pattern,
      execution_trace: r.trace,
      governance_mode: r.governance_mode,
      fee: Number(r.fee),
      parent_action_id: r.parent_action_id === null ? null : Number(r.parent_action_id),
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}
