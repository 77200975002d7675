/**
 * The policy document: what clients write (create, import, simulate) and what the policy
 * record, version snapshots and exports are built from. snake_case, as on the wire.
 */
import { z } from 'zod';
import { MAX_POLICY_REGEX_LENGTH } from './regex.js';
import { OVERRIDE_JUSTIFICATION_MIN_LENGTH } from './severity.js';

export const POLICY_ACTIONS = ['allow', 'review', 'block'] as const;

/**
 * Words that name static routes under /policies (and their first segments): a policy may not be
 * called one of them, so `/policies/<word>` always means the route. `system:` is the built-in namespace.
 */
export const RESERVED_POLICY_IDS: ReadonlySet<string> = new Set([
  'all',
  'export',
  'import',
  'template',
  'audit',
  'simulate',
  'severity',
  'severity-weights',
  'governance-mode',
  'allowlist',
  'versions',
]);

export const POLICY_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:@+=-]*$/;
export const POLICY_ID_MAX_LENGTH = 256;

export const policyIdSchema = z
  .string()
  .min(1)
  .max(POLICY_ID_MAX_LENGTH)
  .regex(POLICY_ID_PATTERN, 'letters, digits and . _ : @ + = -, starting with a letter or digit')
  .refine((id) => !RESERVED_POLICY_IDS.has(id.toLowerCase()), { message: 'reserved word: names a /policies route' })
  .refine((id) => !id.toLowerCase().startsWith('system:'), { message: 'the system: prefix is reserved for built-in policies' });

const regexSource = z.string().min(1).max(MAX_POLICY_REGEX_LENGTH, `at most ${MAX_POLICY_REGEX_LENGTH} characters`);
const agentId = z.string().min(1).max(256);

/** Only these keys; anything else is refused so a typo never silently widens a policy. */
export const matchJsonSchema = z.strictObject({
  tool: z.string().min(1).max(256).optional(),
  url_regex: regexSource.optional(),
  args_regex: regexSource.optional(),
  agent_id: agentId.optional(),
});

const dimension = z.number().int().min(0).max(100);

export const policyFields = {
  policy_id: policyIdSchema,
  description: z.string().max(4000).default(''),
  severity: z.number().int().min(0).max(100).optional(),
  action: z.enum(POLICY_ACTIONS),
  match_json: matchJsonSchema.default({}),
  agent_id: agentId.nullable().optional(),
  blast_radius: dimension.nullable().optional(),
  reversibility: dimension.nullable().optional(),
  data_sensitivity: dimension.nullable().optional(),
  override_justification: z
    .string()
    .trim()
    .min(OVERRIDE_JUSTIFICATION_MIN_LENGTH, `at least ${OVERRIDE_JUSTIFICATION_MIN_LENGTH} characters`)
    .max(4000)
    .nullable()
    .optional(),
};

/** POST /policies body: unknown fields are refused. */
export const createPolicySchema = z.strictObject({
  ...policyFields,
  status: z.enum(['active', 'draft']).default('active'),
});
export type CreatePolicyInput = z.infer<typeof createPolicySchema>;

/** One item of POST /policies/import: unknown fields (version, timestamps of an export) are ignored. */
export const importPolicySchema = z.object({
  ...policyFields,
  status: z.enum(['active', 'draft', 'archived']).default('active'),
});
export type ImportPolicyInput = z.infer<typeof importPolicySchema>;

/** PATCH /policies/{policy_id}: any document field but the id; only supplied fields change. */
export const updatePolicySchema = z
  .strictObject({
    description: z.string().max(4000).optional(),
    severity: z.number().int().min(0).max(100).optional(),
    action: z.enum(POLICY_ACTIONS).optional(),
    match_json: matchJsonSchema.optional(),
    agent_id: agentId.nullable().optional(),
    blast_radius: dimension.nullable().optional(),
    reversibility: dimension.nullable().optional(),
    data_sensitivity: dimension.nullable().optional(),
    override_justification: policyFields.override_justification,
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'give at least one field to change' });
export type UpdatePolicyInput = z.infer<typeof updatePolicySchema>;

/** The draft of POST /policies/simulate: the id and severity may be left out. */
export const draftPolicySchema = z.object({
  ...policyFields,
  policy_id: policyFields.policy_id.optional(),
});
export type DraftPolicyInput = z.infer<typeof draftPolicySchema>;

export const MAX_IMPORT_BATCH = 1000;
