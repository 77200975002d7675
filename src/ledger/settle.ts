import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Debits an evaluation's fee from the organization's wallet and marks its effects done, in one
 * statement. Idempotent: a retried job finds `fee_settled` already true and debits nothing.
 */
export async function settleEvaluation(orm: MikroORM, organizationId: number, actionId: number): Promise<{ debited: number }> {
  const knex = orm.em.getConnection().getKnex();
  const result = await knex.raw<{ rows: { debited: string | null }[] }>(
    // One UPDATE per row: Postgres applies only one of two CTE updates of the same row.
    `with prior as (
       select id, organization_id, fee, fee_settled from actions
        where id = ? and organization_id = ? for update
     ), marked as (
       update actions a set fee_settled = true, effects_done_at = coalesce(a.effects_done_at, now())
         from prior where a.id = prior.id
       returning prior.fee_settled as was_settled, prior.fee, prior.organization_id
     ), debit as (
       update wallets w set balance = w.balance - marked.fee, updated_at = now()
         from marked where w.organization_id = marked.organization_id and not marked.was_settled
       returning marked.fee
     )
     select (select fee from debit) as debited`,
    [actionId, organizationId],
  );
  return { debited: Number(result.rows[0]?.debited ?? 0) };
}

/** Actions whose effects were never processed (enqueue failed, or a job was lost): the reconciler's input. */
export async function pendingEffects(
  orm: MikroORM,
  olderThanSeconds: number,
  limit: number,
): Promise<{ organization_id: number; id: number; agent_id: string; tool: string; decision: 'allow' | 'review' | 'block'; risk_score: number }[]> {
  const knex = orm.em.getConnection().getKnex();
  const result = await knex.raw<{ rows: { organization_id: number; id: string; agent_id: string; tool: string; decision: 'allow' | 'review' | 'block'; risk_score: number }[] }>(
    `select organization_id, id, agent_id, tool, decision, risk_score from actions
      where effects_done_at is null and created_at < now() - make_interval(secs => ?)
      order by id limit ?`,
    [olderThanSeconds, limit],
  );
  return result.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Pending escalation events past their expiry become `expired`. */
export async function expireEscalations(orm: MikroORM): Promise<number> {
  const knex = orm.em.getConnection().getKnex();
  const result = await knex.raw<{ rowCount: number }>(
    `update escalation_events set status = 'expired', resolved_at = now()
      where status = 'pending' and expires_at < now()`,
  );
  return result.rowCount ?? 0;
}
