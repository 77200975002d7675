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

/** POST /actions/evaluate body (decisions.md: args and context default to {}; tool 1-256 characters). */
export const evaluationRequestSchema = z.looseObject({
  tool: z.string().min(1).max(256),
  args: z.record(z.string(), z.unknown()).default({}),
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
