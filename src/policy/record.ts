import type { MatchJson, Policy, PolicyAction, PolicyStatus } from '../db/entities/policy.js';

/** The policy read record (decisions.md): the spec's fields plus version, creator and timestamps. */
export interface PolicyRecord {
  policy_id: string;
  description: string;
  severity: number;
  action: PolicyAction;
  match_json: MatchJson;
  agent_id: string | null;
  blast_radius: number | null;
  reversibility: number | null;
  data_sensitivity: number | null;
  override_justification: string | null;
  is_active: boolean;
  status: PolicyStatus;
  version: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export function toPolicyRecord(policy: Policy): PolicyRecord {
  return {
    policy_id: policy.policyId,
    description: policy.description,
    severity: policy.severity,
    action: policy.action,
    match_json: { ...(policy.matchJson ?? {}) },
    agent_id: policy.agentId,
    blast_radius: policy.blastRadius,
    reversibility: policy.reversibility,
    data_sensitivity: policy.dataSensitivity,
    override_justification: policy.overrideJustification,
    is_active: policy.isActive,
    status: policy.status,
    version: policy.version,
    created_by: policy.createdBy,
    created_at: new Date(policy.createdAt).toISOString(),
    updated_at: new Date(policy.updatedAt).toISOString(),
  };
}

/** A policy's content: what an edit or a restore changes. */
export const CONTENT_FIELDS = [
  'description',
  'severity',
  'action',
  'match_json',
  'agent_id',
  'blast_radius',
  'reversibility',
  'data_sensitivity',
  'override_justification',
] as const;

/** Fields an audit diff compares: content and lifecycle, not bookkeeping (version, timestamps). */
export const DIFF_FIELDS = [...CONTENT_FIELDS, 'is_active', 'status'] as const;

export type PolicyDiff = Record<string, { before: unknown; after: unknown }>;

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` compare equal. */
function canonical(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/**
 * Per changed field `{field: {before, after}}`. A missing side (create, delete) counts as null,
 * so a create lists every non-null field and a delete every non-null field going to null.
 */
export function diffRecords(before: Partial<PolicyRecord> | null, after: Partial<PolicyRecord> | null): PolicyDiff {
  const diff: PolicyDiff = {};
  for (const field of DIFF_FIELDS) {
    const b = before?.[field] ?? null;
    const a = after?.[field] ?? null;
    if (canonical(b) !== canonical(a)) diff[field] = { before: b, after: a };
  }
  return diff;
}

/** Names of the document fields an edit changed, for a version's change summary. */
export function changedFields(diff: PolicyDiff): string[] {
  return Object.keys(diff);
}
