import type { BlockErrorCode, Finding, LayerOutcome } from './types.js';

/** What a layer contributes to the decision, before timing is added by the runner. */
export interface LayerVerdict {
  outcome: LayerOutcome;
  risk: number;
  detail: string;
  errorCode?: BlockErrorCode;
  remediation?: string;
  policyIds?: string[];
  chainPattern?: string;
  findings?: Finding[];
  /** send the call to human review whatever the total risk (a matched review policy, for example) */
  review?: boolean;
  /** harm topics the call's text touched, flagged or not (layer 7): session memory for escalation */
  topics?: string[];
}

/**
 * Folds a detector's findings into one layer verdict: any block finding blocks with `code`;
 * otherwise the strongest finding sets the risk, and a little more for each further family.
 */
export function verdictFromFindings(
  findings: Finding[],
  code: BlockErrorCode,
  remediation: string,
  passDetail = 'no findings',
): LayerVerdict {
  if (findings.length === 0) return { outcome: 'pass', risk: 0, detail: passDetail };
  const sorted = [...findings].sort((a, b) => b.risk - a.risk);
  const families = new Set(sorted.map((f) => f.family));
  const risk = Math.min(100, sorted[0]!.risk + 5 * (families.size - 1));
  const detail = sorted
    .slice(0, 5)
    .map((f) => f.detail)
    .join('; ');
  const blocks = sorted.some((f) => f.severity === 'block');
  return blocks
    ? { outcome: 'block', risk: Math.max(risk, 90), detail, errorCode: code, remediation, findings: sorted }
    : { outcome: 'flag', risk, detail, findings: sorted };
}
