/**
 * POST /policies/simulate: runs a sample call through the same matcher and pipeline as
 * POST /actions/evaluate, with the draft added to the organization's active policies. Reads the
 * cached configuration only; writes nothing (no policy, version, audit, action or Redis state).
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { OrgConfigCache } from '../org-config/cache.js';
import { toolCallOf } from '../evaluation/service.js';
import type { EvaluationRequest } from '../evaluation/schema.js';
import { runPipeline, type PipelineSettings } from '../pipeline/runner.js';
import { emptyRuntime, type RuntimeView } from '../pipeline/runtime.js';
import type { Decision } from '../pipeline/types.js';
import { compileCustomPolicy, type PolicySet } from './compiled.js';
import type { DraftPolicyInput } from './document.js';
import { matchPolicySet, matchSubject, policyMatches } from './match.js';
import { RUBRIC_DIMENSIONS, SEVERITY_RANGES } from './severity.js';
import { severityWeightsOf } from './store.js';
import { validatePolicyDocument } from './validate.js';

export const SIMULATED_POLICY_ID = 'simulated-draft';

export interface SimulationResult {
  draft_matches: boolean;
  /** stored active policies (built-in and custom) that match the sample call */
  matching_policies: string[];
  decision: Decision;
  risk_score: number;
  explanation: string;
}

export interface SimulateDeps {
  orm: MikroORM;
  orgConfig: Pick<OrgConfigCache, 'get'>;
  settings: PipelineSettings;
}

export async function simulatePolicy(
  deps: SimulateDeps,
  organizationId: number,
  draft: DraftPolicyInput,
  action: EvaluationRequest,
): Promise<SimulationResult> {
  const { weights } = await severityWeightsOf(deps.orm.em.fork(), organizationId);
  // A draft without severity or rubric is simulated at the lowest severity its action allows.
  const severityGiven = draft.severity !== undefined || RUBRIC_DIMENSIONS.some((d) => draft[d] != null);
  const severity = validatePolicyDocument(
    severityGiven ? draft : { ...draft, severity: SEVERITY_RANGES[draft.action][0] },
    weights,
    'body.policy',
  );
  const policyId = draft.policy_id ?? SIMULATED_POLICY_ID;
  const compiled = compileCustomPolicy({
    policyId,
    action: draft.action,
    severity,
    agentId: draft.agent_id ?? null,
    matchJson: draft.match_json,
  });

  const config = await deps.orgConfig.get(organizationId);
  const call = toolCallOf(action);
  const subject = matchSubject(call);
  const stored = matchPolicySet(config.policies, subject).matched.map((p) => p.policyId);

  // The draft stands in for a stored policy of the same id (simulating an edit).
  const custom = [...config.policies.custom.filter((p) => p.policyId !== policyId), compiled];
  const policies: PolicySet = {
    system: config.policies.system,
    custom,
    // no precomputed RE2.Set for this one-off set: the matcher then tests each regex on its own, same result
    argsIndex: null,
    hasAllowPolicy: custom.some((p) => p.action === 'allow'),
  };
  const runtime: RuntimeView = { ...emptyRuntime(), governanceMode: config.governanceMode, mesh: config.mesh };
  const result = runPipeline(call, runtime, policies, deps.settings);
  const note = config.governanceMode === 'audit-only' ? ' (audit-only mode: would be logged, not enforced)' : '';
  return {
    draft_matches: policyMatches(compiled, subject),
    matching_policies: stored,
    decision: result.decision,
    risk_score: result.risk,
    explanation: `${result.explanation}${note}`,
  };
}
