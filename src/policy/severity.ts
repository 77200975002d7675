import type { PolicyAction } from '../db/entities/policy.js';
import type { ValidationIssue } from '../errors.js';

/** Severity rubric weights, as they read and write on the wire. */
export interface SeverityWeights {
  blast_radius: number;
  reversibility: number;
  data_sensitivity: number;
}

export const RUBRIC_DIMENSIONS = ['blast_radius', 'reversibility', 'data_sensitivity'] as const;
export type RubricDimension = (typeof RUBRIC_DIMENSIONS)[number];
export type RubricScores = Record<RubricDimension, number>;

export const DEFAULT_SEVERITY_WEIGHTS: Readonly<SeverityWeights> = Object.freeze({
  blast_radius: 0.4,
  reversibility: 0.35,
  data_sensitivity: 0.25,
});

/** Allowed severity per action (interface.md, Limits). */
export const SEVERITY_RANGES: Readonly<Record<PolicyAction, readonly [number, number]>> = Object.freeze({
  allow: [0, 49] as const,
  review: [20, 89] as const,
  block: [50, 100] as const,
});

export const OVERRIDE_JUSTIFICATION_MIN_LENGTH = 20;
export const WEIGHT_SUM_TOLERANCE = 0.001;

/**
 * Half-up rounding that is not fooled by binary floating point: 0.35 x 30 is 10.499999999999998
 * in IEEE doubles but 10.5 on paper, and must round to 11. Six decimals are far below any
 * meaningful rubric precision.
 */
export function roundHalfUp(value: number): number {
  return Math.floor(Number(value.toFixed(6)) + 0.5);
}

/** severity = sum of dimension x weight, rounded half up, clamped to 0-100. */
export function calculateSeverity(scores: RubricScores, weights: SeverityWeights = DEFAULT_SEVERITY_WEIGHTS): number {
  const sum = RUBRIC_DIMENSIONS.reduce((acc, dim) => acc + scores[dim] * weights[dim], 0);
  return Math.min(100, Math.max(0, roundHalfUp(sum)));
}

export function severityInRange(action: PolicyAction, severity: number): boolean {
  const [min, max] = SEVERITY_RANGES[action];
  return severity >= min && severity <= max;
}

export function rangeMessage(action: PolicyAction, severity: number): string {
  const [min, max] = SEVERITY_RANGES[action];
  return `severity ${severity} is outside the range for action ${action} (${min}-${max})`;
}

/** Each weight 0.0-1.0 and the sum 1.0 within 0.001; paths are `${prefix}.<weight>` and `${prefix}` for the sum. */
export function checkWeights(weights: SeverityWeights, prefix = 'body'): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const dim of RUBRIC_DIMENSIONS) {
    const w = weights[dim];
    if (typeof w !== 'number' || !Number.isFinite(w) || w < 0 || w > 1) {
      issues.push({ path: `${prefix}.${dim}`, message: 'weight must lie in 0.0-1.0' });
    }
  }
  if (issues.length === 0) {
    const sum = RUBRIC_DIMENSIONS.reduce((acc, dim) => acc + weights[dim], 0);
    if (Math.abs(sum - 1) > WEIGHT_SUM_TOLERANCE) {
      issues.push({ path: prefix, message: `weights must sum to 1.0 within ${WEIGHT_SUM_TOLERANCE} (got ${Number(sum.toFixed(6))})` });
    }
  }
  return issues;
}

/** The severity fields of a policy document (snake_case, as on the wire). */
export interface SeverityInput {
  action: PolicyAction;
  severity?: number | null;
  blast_radius?: number | null;
  reversibility?: number | null;
  data_sensitivity?: number | null;
  override_justification?: string | null;
}

export type SeverityResolution = { ok: true; severity: number; calculated: number | null } | { ok: false; issues: ValidationIssue[] };

/**
 * Resolves and checks a policy's severity:
 * - the three rubric dimensions come together or not at all;
 * - dimensions without severity: the calculated value;
 * - both, differing: needs an override_justification of at least 20 characters;
 * - neither: refused;
 * - the result must lie in the action's range.
 * With `rubric: false` (an edit that touches no severity field) only the range is checked.
 */
export function resolveSeverity(
  input: SeverityInput,
  weights: SeverityWeights,
  prefix = 'body',
  options: { rubric?: boolean } = {},
): SeverityResolution {
  const issues: ValidationIssue[] = [];
  const given = RUBRIC_DIMENSIONS.filter((d) => input[d] !== undefined && input[d] !== null);
  let calculated: number | null = null;
  if (given.length > 0 && given.length < RUBRIC_DIMENSIONS.length) {
    for (const dim of RUBRIC_DIMENSIONS.filter((d) => !given.includes(d))) {
      issues.push({ path: `${prefix}.${dim}`, message: 'give all three rubric dimensions (blast_radius, reversibility, data_sensitivity) or none' });
    }
    return { ok: false, issues };
  }
  if (given.length === RUBRIC_DIMENSIONS.length) {
    calculated = calculateSeverity(
      { blast_radius: input.blast_radius!, reversibility: input.reversibility!, data_sensitivity: input.data_sensitivity! },
      weights,
    );
  }
  let severity = input.severity ?? null;
  if (options.rubric !== false) {
    if (severity === null) {
      if (calculated === null) {
        return { ok: false, issues: [{ path: `${prefix}.severity`, message: 'give severity or all three rubric dimensions' }] };
      }
      severity = calculated;
    } else if (calculated !== null && severity !== calculated) {
      const justification = input.override_justification?.trim() ?? '';
      if (justification.length < OVERRIDE_JUSTIFICATION_MIN_LENGTH) {
        issues.push({
          path: `${prefix}.override_justification`,
          message: `severity ${severity} differs from the rubric severity ${calculated}; an override_justification of at least ${OVERRIDE_JUSTIFICATION_MIN_LENGTH} characters is required`,
        });
      }
    }
  }
  if (severity === null) {
    return { ok: false, issues: [{ path: `${prefix}.severity`, message: 'give severity or all three rubric dimensions' }] };
  }
  if (!severityInRange(input.action, severity)) {
    issues.push({ path: `${prefix}.severity`, message: rangeMessage(input.action, severity) });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, severity, calculated };
}
