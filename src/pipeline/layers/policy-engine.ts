import type { PolicySet } from '../../policy/compiled.js';
import { matchPolicySet, type MatchSubject } from '../../policy/match.js';
import type { LayerVerdict } from '../findings.js';
import type { RuntimeView } from '../runtime.js';
import { evaluateDelegation } from '../rules/delegation.js';
import { evaluateMesh } from '../rules/mesh.js';

const REMEDIATION =
  'A governance policy forbids this call. Do not execute it; ask an administrator to review the policy if the call is legitimate.';

/**
 * Layer 9: delegation and mesh rules, then built-in and custom policies, then the governance mode.
 * In deny-by-default mode a call that no allow policy names is refused.
 */
export function policyEngineLayer(subject: MatchSubject, policies: PolicySet, runtime: RuntimeView): LayerVerdict {
  const delegation = evaluateDelegation(subject.call, runtime);
  if (delegation?.outcome === 'block') return delegation;
  const mesh = evaluateMesh(subject.call, runtime);
  if (mesh?.outcome === 'block') return mesh;

  const { matched, action } = matchPolicySet(policies, subject);
  const ids = (kind: string) => matched.filter((p) => p.action === kind).map((p) => p.policyId);
  const notes = [delegation?.detail, mesh?.detail].filter(Boolean).join('; ');

  if (action === 'block') {
    const blocking = matched.filter((p) => p.action === 'block');
    return {
      outcome: 'block',
      risk: Math.max(90, ...blocking.map((p) => p.severity)),
      detail: `blocked by policy ${ids('block').join(', ')}`,
      errorCode: 'POLICY_BLOCKED',
      remediation: REMEDIATION,
      policyIds: ids('block'),
    };
  }
  if (runtime.governanceMode === 'deny-by-default' && !matched.some((p) => p.action === 'allow')) {
    return {
      outcome: 'block',
      risk: 90,
      detail: `deny-by-default: no allow policy names tool ${subject.call.tool}`,
      errorCode: 'POLICY_BLOCKED',
      remediation: 'This organization runs deny-by-default: add an allow policy (or allowlist entry) for this tool.',
      policyIds: ['system:deny-by-default'],
    };
  }
  if (action === 'review') {
    const reviewing = matched.filter((p) => p.action === 'review');
    return {
      outcome: 'flag',
      risk: Math.max(40, ...reviewing.map((p) => p.severity)),
      detail: `review required by policy ${ids('review').join(', ')}`,
      policyIds: ids('review'),
      review: true,
    };
  }
  const allowIds = ids('allow');
  const delegationFlag = delegation?.outcome === 'flag' ? delegation : null;
  return {
    outcome: delegationFlag ? 'flag' : 'pass',
    risk: delegationFlag?.risk ?? 0,
    // the first part is never empty: only the notes may be
    detail: `${allowIds.length ? `allowed by policy ${allowIds.join(', ')}` : 'no policy matched'}${notes ? `; ${notes}` : ''}`,
    policyIds: allowIds,
  };
}
