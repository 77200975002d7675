import type { LayerVerdict } from './findings.js';
import type { Decision } from './types.js';

/** How layer risks combine: the strongest layer sets the base, each further flagging layer adds a little. */
export function combineRisk(verdicts: LayerVerdict[], canaryBoost: number): number {
  // Only the count of positive risks and the largest matter: one pass, no arrays or sort.
  let count = 0;
  let strongest = 0;
  for (const v of verdicts) {
    const r = v.risk;
    if (r > 0) {
      count++;
      if (r > strongest) strongest = r;
    }
  }
  if (count === 0) return clamp(canaryBoost);
  const extra = Math.min(15, 5 * (count - 1));
  return clamp(strongest + extra + canaryBoost);
}

export function clamp(risk: number): number {
  return Math.max(0, Math.min(100, Math.round(risk)));
}

/** Block when a layer blocked; review when a layer asks for it or risk reaches the threshold; else allow. */
export function decide(verdicts: LayerVerdict[], risk: number, reviewThreshold: number): Decision {
  if (verdicts.some((v) => v.outcome === 'block')) return 'block';
  if (verdicts.some((v) => v.review) || risk >= reviewThreshold) return 'review';
  return 'allow';
}

/** Fee per evaluation by risk score (spec, Limits). */
export function feeForRisk(risk: number): number {
  if (risk >= 90) return 0.025;
  if (risk >= 70) return 0.01;
  if (risk >= 40) return 0.005;
  return 0.001;
}
