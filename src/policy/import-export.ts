/** Import, export and the fill-in template of custom policies. */
import type { MikroORM } from '@mikro-orm/postgresql';
import { Policy } from '../db/entities/index.js';
import { DomainError, validationFailed } from '../errors.js';
import { importPolicySchema, MAX_IMPORT_BATCH } from './document.js';
import { toPolicyRecord, type PolicyRecord } from './record.js';
import { insertPolicy, severityWeightsOf, type NewPolicy, type PolicyActor } from './store.js';
import { validatePolicyDocument } from './validate.js';

export interface ImportResult {
  created: number;
  skipped: number;
  failed: number;
  errors: { policy_id: string | null; message: string }[];
}

function idOf(item: unknown): string | null {
  if (item !== null && typeof item === 'object' && typeof (item as { policy_id?: unknown }).policy_id === 'string') {
    return (item as { policy_id: string }).policy_id;
  }
  return null;
}

function describeIssues(issues: { path: string; message: string }[]): string {
  return issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
}

/**
 * Validates every item on its own (one bad policy does not stop the rest), skips ids that exist
 * already (or appear earlier in the same batch), and inserts the rest in one transaction with a
 * version snapshot and an `import` audit entry each.
 */
export async function importPolicies(
  deps: { orm: MikroORM; invalidate: (organizationId: number) => Promise<void> },
  actor: PolicyActor,
  items: unknown[],
): Promise<ImportResult> {
  if (items.length > MAX_IMPORT_BATCH) {
    throw validationFailed([{ path: 'body.policies', message: `at most ${MAX_IMPORT_BATCH} policies per import` }]);
  }
  const result: ImportResult = { created: 0, skipped: 0, failed: 0, errors: [] };
  const em = deps.orm.em.fork();
  const outcome = await em.transactional(async (tx) => {
    const { weights } = await severityWeightsOf(tx, actor.organizationId);
    const existing = new Set(
      (await tx.find(Policy, { organizationId: actor.organizationId }, { fields: ['policyId'] })).map((p) => p.policyId),
    );
    const accepted: NewPolicy[] = [];
    items.forEach((item, index) => {
      const prefix = `policies.${index}`;
      const parsed = importPolicySchema.safeParse(item);
      if (!parsed.success) {
        result.failed += 1;
        result.errors.push({
          policy_id: idOf(item),
          message: describeIssues(parsed.error.issues.map((i) => ({ path: [prefix, ...i.path.map(String)].join('.'), message: i.message }))),
        });
        return;
      }
      const doc = parsed.data;
      if (existing.has(doc.policy_id)) {
        result.skipped += 1;
        return;
      }
      let severity: number;
      try {
        severity = validatePolicyDocument(doc, weights, prefix);
      } catch (err) {
        if (!(err instanceof DomainError) || err.code !== 'VALIDATION_ERROR') throw err;
        result.failed += 1;
        result.errors.push({ policy_id: doc.policy_id, message: describeIssues(err.details as { path: string; message: string }[]) });
        return;
      }
      existing.add(doc.policy_id);
      accepted.push({
        policy_id: doc.policy_id,
        description: doc.description,
        severity,
        action: doc.action,
        match_json: doc.match_json,
        agent_id: doc.agent_id ?? null,
        blast_radius: doc.blast_radius ?? null,
        reversibility: doc.reversibility ?? null,
        data_sensitivity: doc.data_sensitivity ?? null,
        override_justification: doc.override_justification ?? null,
        status: doc.status,
      });
    });
    for (const doc of accepted) {
      await insertPolicy(tx, actor, doc, { action: 'import', summary: doc.status === 'active' ? 'imported' : `imported (${doc.status})` });
    }
    return accepted.length;
  });
  result.created = outcome;
  if (outcome > 0) await deps.invalidate(actor.organizationId);
  return result;
}

/** Every custom policy of the organization, newest first, as read records (re-importable). */
export async function exportPolicies(orm: MikroORM, organizationId: number): Promise<PolicyRecord[]> {
  const rows = await orm.em.fork().find(Policy, { organizationId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  return rows.map(toPolicyRecord);
}

/**
 * A fill-in template: exactly the fields POST /policies (and each import item) takes, with
 * placeholder values that are themselves valid, so the template posts as it is.
 */
export function policyTemplate(): Record<string, unknown> {
  return {
    policy_id: 'my-policy-id',
    description: 'What this policy guards against and why',
    action: 'block',
    severity: 70,
    match_json: { tool: 'tool_name', args_regex: 'pattern-over-serialized-arguments' },
    agent_id: null,
    blast_radius: null,
    reversibility: null,
    data_sensitivity: null,
    override_justification: null,
    status: 'active',
  };
}
