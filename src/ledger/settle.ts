import type { Sql } from '../db/sql.js';

/** Marks evaluations' post-evaluation effects done (their outbox rows go), many in one statement; idempotent. */
export async function markEffectsDone(sql: Sql, actions: { organizationId: number; actionId: number }[]): Promise<number> {
  if (actions.length === 0) return 0;
  const result = await sql.query(
    `delete from action_effects_pending p
       using unnest($1::bigint[], $2::int[]) as done(id, organization_id)
      where p.action_id = done.id and p.organization_id = done.organization_id`,
    [actions.map((a) => a.actionId), actions.map((a) => a.organizationId)],
    'mark-effects-done',
  );
  return result.rowCount;
}

const SETTLE_BATCH = 10_000;

/**
 * Debits the fees of evaluations not yet settled from their organizations' wallets: one
 * aggregated debit per organization instead of one wallet update per evaluation, so a busy
 * organization's wallet row is not a point of contention on every call. Unsettled fees are
 * claimed with SKIP LOCKED and deleted in the same transaction as the debit, so two sweeps
 * running at once never debit a fee twice and a failed sweep debits nothing.
 */
export async function settleFees(sql: Sql): Promise<{ settled: number; debited: number }> {
  const result = await sql.query<{ settled: string; debited: string | null }>(
    `with pending as (
       select action_id from action_fees_unsettled order by action_id limit $1 for update skip locked
     ), marked as (
       delete from action_fees_unsettled f using pending where f.action_id = pending.action_id
       returning f.organization_id, f.fee
     ), per_org as (
       select organization_id, sum(fee) as total, count(*) as n from marked group by organization_id
     ), debit as (
       update wallets w set balance = w.balance - per_org.total, updated_at = now()
         from per_org where w.organization_id = per_org.organization_id
       returning per_org.total
     )
     select (select coalesce(sum(n), 0) from per_org) as settled, (select sum(total) from debit) as debited`,
    [SETTLE_BATCH],
  );
  const row = result.rows[0];
  return { settled: Number(row?.settled ?? 0), debited: Number(row?.debited ?? 0) };
}

/** Actions whose effects were never processed (enqueue failed, or a job was lost): the reconciler's input. */
export async function pendingEffects(
  sql: Sql,
  olderThanSeconds: number,
  limit: number,
): Promise<{ organization_id: number; id: number; agent_id: string; tool: string; decision: 'allow' | 'review' | 'block'; risk_score: number }[]> {
  const result = await sql.query<{ organization_id: number; id: string; agent_id: string; tool: string; decision: 'allow' | 'review' | 'block'; risk_score: number }>(
    `select a.organization_id, a.id, a.agent_id, a.tool, a.decision, a.risk_score
       from action_effects_pending p join actions a on a.id = p.action_id
      where p.created_at < now() - make_interval(secs => $1)
      order by p.action_id limit $2`,
    [olderThanSeconds, limit],
  );
  return result.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Pending escalation events past their expiry become `expired`. */
export async function expireEscalations(sql: Sql): Promise<number> {
  const result = await sql.query(
    `update escalation_events set status = 'expired', resolved_at = now()
      where status = 'pending' and expires_at < now()`,
  );
  return result.rowCount;
}
