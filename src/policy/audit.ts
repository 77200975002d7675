/** Queries over the policy audit trail (GET /policies/audit/trail and /policies/audit/stats). */
import type { MikroORM } from '@mikro-orm/postgresql';
import { PolicyAuditEntry } from '../db/entities/index.js';
import type { PolicyAuditAction } from './store.js';

export interface AuditRecord {
  id: number;
  policy_id: string;
  action: string;
  username: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  diff: Record<string, { before: unknown; after: unknown }> | null;
  created_at: string;
}

export interface AuditFilter {
  policyId?: string;
  action?: PolicyAuditAction;
  username?: string;
  limit: number;
  offset: number;
}

export function toAuditRecord(entry: PolicyAuditEntry): AuditRecord {
  return {
    id: Number(entry.id),
    policy_id: entry.policyId,
    action: entry.action,
    username: entry.username,
    before: entry.before,
    after: entry.after,
    diff: entry.diff,
    created_at: new Date(entry.createdAt).toISOString(),
  };
}

/** Entries of the organization, newest first. */
export async function auditTrail(orm: MikroORM, organizationId: number, filter: AuditFilter): Promise<AuditRecord[]> {
  const where: Record<string, unknown> = { organizationId };
  if (filter.policyId !== undefined) where.policyId = filter.policyId;
  if (filter.action !== undefined) where.action = filter.action;
  if (filter.username !== undefined) where.username = filter.username;
  const rows = await orm.em.fork().find(PolicyAuditEntry, where, {
    orderBy: { id: 'desc' },
    limit: filter.limit,
    offset: filter.offset,
  });
  return rows.map(toAuditRecord);
}

export interface AuditStats {
  total_entries: number;
  last_24_hours: number;
  last_entry_at: string | null;
  by_action: Record<string, number>;
  by_username: Record<string, number>;
  policies: { total: number; active: number; archived: number; draft: number; rejected: number };
}

export async function auditStats(orm: MikroORM, organizationId: number): Promise<AuditStats> {
  const em = orm.em.fork();
  const [totals, byAction, byUser, byStatus] = await Promise.all([
    em.execute<{ total: string; recent: string; last: Date | string | null }[]>(
      `select count(*) as total, count(*) filter (where created_at > now() - interval '24 hours') as recent, max(created_at) as last
         from policy_audit where organization_id = ?`,
      [organizationId],
    ),
    em.execute<{ key: string; n: string }[]>(
      'select action as key, count(*) as n from policy_audit where organization_id = ? group by action order by action',
      [organizationId],
    ),
    em.execute<{ key: string | null; n: string }[]>(
      'select username as key, count(*) as n from policy_audit where organization_id = ? group by username order by username',
      [organizationId],
    ),
    em.execute<{ key: string; n: string }[]>(
      'select status as key, count(*) as n from policies where organization_id = ? group by status',
      [organizationId],
    ),
  ]);
  const counts = (rows: { key: string | null; n: string }[]) =>
    Object.fromEntries(rows.map((r) => [r.key ?? '(unknown)', Number(r.n)]));
  const statuses = counts(byStatus);
  const total = totals[0];
  return {
    total_entries: Number(total?.total ?? 0),
    last_24_hours: Number(total?.recent ?? 0),
    last_entry_at: total?.last ? new Date(total.last).toISOString() : null,
    by_action: counts(byAction),
    by_username: counts(byUser),
    policies: {
      total: Object.values(statuses).reduce((a, b) => a + b, 0),
      active: statuses.active ?? 0,
      archived: statuses.archived ?? 0,
      draft: statuses.draft ?? 0,
      rejected: statuses.rejected ?? 0,
    },
  };
}
