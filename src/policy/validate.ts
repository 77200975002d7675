import type { MatchJson, PolicyAction } from '../db/entities/policy.js';
import { validationFailed, type ValidationIssue } from '../errors.js';
import { compilePolicyRegex } from './regex.js';
import { resolveSeverity, type SeverityInput, type SeverityWeights } from './severity.js';

/** Compiles every regex of match_json on the engine the pipeline uses (RE2, length-capped). */
export function checkMatchJson(match: MatchJson, prefix: string): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const key of ['url_regex', 'args_regex'] as const) {
    const source = match[key];
    if (source === undefined) continue;
    const result = compilePolicyRegex(source);
    if (!result.ok) issues.push({ path: `${prefix}.match_json.${key}`, message: result.message });
  }
  return issues;
}

export interface CheckedDocument extends SeverityInput {
  action: PolicyAction;
  match_json: MatchJson;
}

/**
 * Save-time checks that need more than the shape: regexes compile, and the severity resolves
 * (rubric, override justification, range of the action). Throws VALIDATION_ERROR with every
 * issue at once; returns the severity to store.
 */
export function validatePolicyDocument(
  doc: CheckedDocument,
  weights: SeverityWeights,
  prefix = 'body',
  options: { rubric?: boolean } = {},
): number {
  const issues = checkMatchJson(doc.match_json, prefix);
  const severity = resolveSeverity(doc, weights, prefix, options);
  if (!severity.ok) issues.push(...severity.issues);
  if (issues.length > 0 || !severity.ok) throw validationFailed(issues);
  return severity.severity;
}
