/**
 * Shared vocabulary of the evaluation pipeline. Detectors are pure: they receive a preloaded
 * request view and return findings; layers turn findings into one trace step.
 */

export const DECISIONS = ['allow', 'review', 'block'] as const;
export type Decision = (typeof DECISIONS)[number];

export type LayerOutcome = 'pass' | 'flag' | 'block' | 'skip';

export const BLOCK_ERROR_CODES = [
  'KILL_SWITCH_ACTIVE',
  'AGENT_QUARANTINED',
  'TOOL_POISON_BLOCKED',
  'INJECTION_DETECTED',
  'INDIRECT_INJECTION_DETECTED',
  'CONTENT_MODERATION_BLOCKED',
  'SCOPE_VIOLATION',
  'POLICY_BLOCKED',
  'MULTI_TURN_ESCALATION',
  'BUDGET_EXCEEDED',
] as const;
export type BlockErrorCode = (typeof BLOCK_ERROR_CODES)[number];

/** Risk at or above which an evaluation that no layer blocked goes to human review. */
export const DEFAULT_REVIEW_RISK_THRESHOLD = 40;

/**
 * One thing a detector noticed. `risk` is 0-100: what this finding alone says about the call.
 * `severity: 'block'` means the finding alone is enough to refuse the call; `'flag'` raises risk
 * (a flag of risk >= 40 sends the call to review on its own).
 */
export interface Finding {
  /** attack family, snake_case, e.g. `reverse_shell`, `exfil_url`, `prompt_override` */
  family: string;
  /** human-readable; never echoes secrets or personal data found in the input */
  detail: string;
  risk: number;
  severity: 'flag' | 'block';
}

/** The tool call as the pipeline sees it; built once per evaluation. */
export interface ToolCall {
  tool: string;
  args: Record<string, unknown>;
  context: Record<string, unknown>;
  /** context.agent_id, else the top-level agent_id, else 'anonymous' */
  agentId: string;
  sessionId: string | null;
}

/** A string found somewhere inside args, with its dotted path (`a.b.0.c`). */
export interface StringField {
  path: string;
  value: string;
  /** nesting depth: 0 for a top-level argument */
  depth: number;
}

/** One trace step of the decision response (field names fixed by decisions.md). */
export interface TraceStep {
  layer: number;
  name: LayerName;
  outcome: LayerOutcome;
  risk_contribution: number;
  duration_ms: number;
  detail: string;
}

export const LAYER_NAMES = [
  'emergency_stop',
  'agent_quarantine',
  'tool_poison',
  'injection_firewall',
  'indirect_injection',
  'pii_scanner',
  'content_moderation',
  'scope_enforcer',
  'policy_engine',
  'risk_analysis',
  'multi_turn',
  'canary',
  'verification',
] as const;
export type LayerName = (typeof LAYER_NAMES)[number];
