import { z } from 'zod';

const id = z.string().min(1).max(256);

export const evaluationContextSchema = z.looseObject({
  agent_id: id.optional(),
  session_id: id.optional(),
  allowed_tools: z.array(z.string().max(256)).max(1000).optional(),
  user_id: id.optional(),
  channel: id.optional(),
  trace_id: id.optional(),
  span_id: id.optional(),
  parent_action_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,18}$/, 'must be a positive integer')]).optional(),
  parent_trace_id: id.optional(),
  parent_span_id: id.optional(),
  delegated_by: id.optional(),
  conversation_id: id.optional(),
  turn_id: z.number().int().min(0).optional(),
  prompt: z.string().max(100_000).optional(),
});

/** Most values and nesting an evaluation's arguments may hold: bounds the detectors' work per call. */
export const MAX_ARG_VALUES = 2_000;
export const MAX_ARG_DEPTH = 32;

/** Whether `value` stays within the limits, stopping as soon as it does not. */
function withinArgLimits(value: unknown): boolean {
  let values = 0;
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 0 }];
  while (stack.length > 0) {
    const { v, depth } = stack.pop()!;
    if (depth > MAX_ARG_DEPTH) return false;
    if (v !== null && typeof v === 'object') {
      const children = Array.isArray(v) ? v : Object.values(v);
      // Keys count too: a payload of many empty objects is as much work as one of many values.
      values += Array.isArray(v) ? 0 : children.length;
      for (const child of children) stack.push({ v: child, depth: depth + 1 });
    } else if (++values > MAX_ARG_VALUES) return false;
    if (values > MAX_ARG_VALUES) return false;
  }
  return true;
}

/** POST /actions/evaluate body (decisions.md: args and context default to {}; tool 1-256 characters). */
export const evaluationRequestSchema = z.looseObject({
  tool: z.string().min(1).max(256),
  args: z
    .record(z.string(), z.unknown())
    .default({})
    .refine(withinArgLimits, `at most ${MAX_ARG_VALUES} values and ${MAX_ARG_DEPTH} levels of nesting`),
  context: evaluationContextSchema.default({}),
  agent_id: id.optional(),
});

export type EvaluationRequest = z.infer<typeof evaluationRequestSchema>;

export const traceStepSchema = z.object({
  layer: z.number().int(),
  name: z.string(),
  outcome: z.enum(['pass', 'flag', 'block', 'skip']),
  risk_contribution: z.number(),
  duration_ms: z.number(),
  detail: z.string(),
});

export const decisionResponseSchema = z.object({
  decision: z.enum(['allow', 'review', 'block']),
  risk_score: z.number().int().min(0).max(100),
  explanation: z.string(),
  error_code: z.string().nullable(),
  remediation: z.string().nullable(),
  policy_ids: z.array(z.string()),
  chain_pattern: z.string().nullable(),
  execution_trace: z.array(traceStepSchema),
  action_id: z.number().int(),
  session_id: z.string().nullable(),
  agent_id: z.string(),
  fee: z.number(),
  evaluated_at: z.string(),
  governance_mode: z.enum(['allow-by-default', 'deny-by-default', 'audit-only']),
  review_id: z.number().int().optional(),
  audit_decision: z.enum(['allow', 'review', 'block']).optional(),
  review_resolved_by: z.string().optional(),
});

export type DecisionResponse = z.infer<typeof decisionResponseSchema>;
