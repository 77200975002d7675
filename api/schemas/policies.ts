import { z } from 'zod';
import {
  createPolicySchema,
  draftPolicySchema,
  MAX_IMPORT_BATCH,
  POLICY_ACTIONS,
  updatePolicySchema,
} from '../../src/policy/document.js';
import { GOVERNANCE_MODES } from '../../src/policy/governance.js';
import { POLICY_AUDIT_ACTIONS } from '../../src/policy/store.js';
import { evaluationRequestSchema } from '../../src/evaluation/schema.js';
import { positiveIntParam } from './auth.js';

export { createPolicySchema as createPolicyBody, updatePolicySchema as updatePolicyBody };

/** Any id may be looked up; unknown ones are 404. */
export const policyIdParams = z.object({ policy_id: z.string().min(1).max(256) });
export const policyVersionParams = z.object({ policy_id: z.string().min(1).max(256), version: positiveIntParam });

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

export const listPoliciesQuery = z.object({ active_only: booleanQuery.default(false) });

export const rejectQuery = z.object({
  reason: z.string().trim().min(10, 'reason must be at least 10 characters').max(2000),
});

/** Items are validated one by one by the import itself, so one bad policy does not refuse the batch. */
export const importBody = z.strictObject({
  policies: z.array(z.unknown()).max(MAX_IMPORT_BATCH, `at most ${MAX_IMPORT_BATCH} policies per import`),
});

export const auditTrailQuery = z.object({
  policy_id: z.string().min(1).max(256).optional(),
  action: z.enum(POLICY_AUDIT_ACTIONS).optional(),
  username: z.string().min(1).max(256).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

export const simulateBody = z.strictObject({
  policy: draftPolicySchema,
  action: evaluationRequestSchema,
});

const weight = z.number().min(0, 'weight must lie in 0.0-1.0').max(1, 'weight must lie in 0.0-1.0');
export const weightsBody = z.strictObject({ blast_radius: weight, reversibility: weight, data_sensitivity: weight });

const dimension = z.number().int().min(0).max(100);
export const severityCalculateBody = z.strictObject({
  blast_radius: dimension,
  reversibility: dimension,
  data_sensitivity: dimension,
  action: z.enum(POLICY_ACTIONS),
});

export const governanceModeBody = z.strictObject({ governance_mode: z.enum(GOVERNANCE_MODES) });

export const allowlistBody = z.strictObject({
  tools: z.array(z.string().min(1).max(200)).min(1).max(MAX_IMPORT_BATCH),
  agent_id: z.string().min(1).max(200).nullable().optional(),
  note: z.string().max(4000).nullable().optional(),
});

// ---- responses: whitelists of the wire records -------------------------------------------

const matchJsonRecord = z.object({
  tool: z.string().optional(),
  url_regex: z.string().optional(),
  args_regex: z.string().optional(),
  agent_id: z.string().optional(),
});

export const policyRecord = z.object({
  policy_id: z.string(),
  description: z.string(),
  severity: z.number().int(),
  action: z.enum(POLICY_ACTIONS),
  match_json: matchJsonRecord,
  agent_id: z.string().nullable(),
  blast_radius: z.number().int().nullable(),
  reversibility: z.number().int().nullable(),
  data_sensitivity: z.number().int().nullable(),
  override_justification: z.string().nullable(),
  is_active: z.boolean(),
  status: z.enum(['active', 'archived', 'draft', 'rejected']),
  version: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const systemPolicyRecord = z.object({
  policy_id: z.string(),
  description: z.string(),
  tool: z.string().nullable(),
  severity: z.enum(['low', 'medium', 'high', 'critical']),
  action: z.enum(POLICY_ACTIONS),
  args_regex: z.string(),
});

export const allPoliciesResponse = z.object({ system: z.array(systemPolicyRecord), custom: z.array(policyRecord) });

export const versionRecord = z.object({
  version: z.number().int(),
  snapshot: z.record(z.string(), z.unknown()),
  changed_by: z.string().nullable(),
  change_summary: z.string(),
  created_at: z.string(),
});

const diffRecord = z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() }));
export const auditRecord = z.object({
  id: z.number().int(),
  policy_id: z.string(),
  action: z.string(),
  username: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  diff: diffRecord.nullable(),
  created_at: z.string(),
});

export const auditStatsResponse = z.object({
  total_entries: z.number().int(),
  last_24_hours: z.number().int(),
  last_entry_at: z.string().nullable(),
  by_action: z.record(z.string(), z.number().int()),
  by_username: z.record(z.string(), z.number().int()),
  policies: z.object({
    total: z.number().int(),
    active: z.number().int(),
    archived: z.number().int(),
    draft: z.number().int(),
    rejected: z.number().int(),
  }),
});

export const importResponse = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  errors: z.array(z.object({ policy_id: z.string().nullable(), message: z.string() })),
});

export const simulateResponse = z.object({
  draft_matches: z.boolean(),
  matching_policies: z.array(z.string()),
  decision: z.enum(['allow', 'review', 'block']),
  risk_score: z.number().int(),
  explanation: z.string(),
});

export const weightsResponse = z.object({
  blast_radius: z.number(),
  reversibility: z.number(),
  data_sensitivity: z.number(),
  is_default: z.boolean(),
});

export const severityCalculateResponse = z.object({
  severity: z.number().int(),
  weights: z.object({ blast_radius: z.number(), reversibility: z.number(), data_sensitivity: z.number() }),
  action: z.enum(POLICY_ACTIONS),
  valid_for_action: z.boolean(),
  allowed_range: z.tuple([z.number().int(), z.number().int()]),
});

export const governanceModeResponse = z.object({ governance_mode: z.enum(GOVERNANCE_MODES) });

export const allowlistResponse = z.object({
  created: z.array(z.string()),
  skipped: z.array(z.string()),
  policy_ids: z.array(z.string()),
});

export const allowlistViewResponse = z.object({
  governance_mode: z.enum(GOVERNANCE_MODES),
  tools: z.array(z.string()),
  entries: z.array(
    z.object({
      policy_id: z.string(),
      tool: z.string(),
      agent_id: z.string().nullable(),
      is_active: z.boolean(),
      status: z.string(),
      description: z.string(),
    }),
  ),
});

export const deleteResponse = z.object({ deleted: z.literal(true), policy_id: z.string(), version: z.number().int() });
