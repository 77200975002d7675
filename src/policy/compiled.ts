import RE2 from 're2';
import type { MatchJson, Policy, PolicyAction } from '../db/entities/policy.js';
import { compilePolicyRegex } from './regex.js';
import { SEVERITY_SCORE, SYSTEM_POLICIES, type SystemPolicy } from './builtin.js';
import { SYSTEM_POLICY_EXEMPTIONS, type SystemPolicyExemption } from './builtin-exemptions.js';

/** A policy ready for matching: regexes compiled once per cache load. */
export interface CompiledPolicy {
  policyId: string;
  action: PolicyAction;
  severity: number;
  system: boolean;
  /** null: every agent of the organization */
  agentId: string | null;
  tool: string | null;
  urlRegex: RE2 | null;
  argsRegex: RE2 | null;
  /** a built-in policy's exemption from its own args_regex (see builtin-exemptions.ts) */
  argsExempt?: SystemPolicyExemption;
  /** a regex that no longer compiles (stored before validation existed) never matches */
  broken: boolean;
}

export interface PolicySet {
  system: readonly CompiledPolicy[];
  custom: readonly CompiledPolicy[];
  /** every args_regex of the set in one RE2.Set: one pass over the serialized args finds them all */
  argsIndex?: ArgsRegexIndex | null;
  /** the organization has at least one active allow policy (deny-by-default lockout check) */
  hasAllowPolicy: boolean;
}

function compileOptional(source: string | undefined): { regex: RE2 | null; broken: boolean } {
  if (source === undefined || source === '') return { regex: null, broken: false };
  const result = compilePolicyRegex(source);
  return result.ok ? { regex: result.regex, broken: false } : { regex: null, broken: true };
}

export function compileCustomPolicy(policy: Pick<Policy, 'policyId' | 'action' | 'severity' | 'agentId' | 'matchJson'>): CompiledPolicy {
  const match: MatchJson = policy.matchJson ?? {};
  const url = compileOptional(match.url_regex);
  const args = compileOptional(match.args_regex);
  return {
    policyId: policy.policyId,
    action: policy.action,
    severity: policy.severity,
    system: false,
    agentId: policy.agentId ?? match.agent_id ?? null,
    tool: match.tool ?? null,
    urlRegex: url.regex,
    argsRegex: args.regex,
    broken: url.broken || args.broken,
  };
}

function compileSystemPolicy(policy: SystemPolicy): CompiledPolicy {
  const args = compileOptional(policy.args_regex);
  return {
    policyId: policy.policy_id,
    action: policy.action,
    severity: SEVERITY_SCORE[policy.severity],
    system: true,
    agentId: null,
    tool: policy.tool,
    urlRegex: null,
    argsRegex: args.regex,
    argsExempt: SYSTEM_POLICY_EXEMPTIONS[policy.policy_id],
    broken: args.broken,
  };
}

export const COMPILED_SYSTEM_POLICIES: readonly CompiledPolicy[] = SYSTEM_POLICIES.map(compileSystemPolicy);

export interface ArgsRegexIndex {
  set: InstanceType<typeof RE2.Set>;
  /** policy of each pattern of the set, by position */
  policies: CompiledPolicy[];
}

function buildArgsIndex(policies: readonly CompiledPolicy[]): ArgsRegexIndex | null {
  const withArgs = policies.filter((p) => p.argsRegex !== null);
  if (withArgs.length === 0) return null;
  try {
    return { set: new RE2.Set(withArgs.map((p) => p.argsRegex!.source), 'iu'), policies: withArgs };
  } catch {
    // A combination RE2.Set cannot take falls back to testing each regex on its own.
    return null;
  }
}

/** Builds the set the engine evaluates from an organization's active custom policies. */
export function buildPolicySet(activeCustom: Pick<Policy, 'policyId' | 'action' | 'severity' | 'agentId' | 'matchJson'>[]): PolicySet {
  const custom = activeCustom.map(compileCustomPolicy);
  return {
    system: COMPILED_SYSTEM_POLICIES,
    custom,
    argsIndex: buildArgsIndex([...COMPILED_SYSTEM_POLICIES, ...custom]),
    hasAllowPolicy: custom.some((p) => p.action === 'allow'),
  };
}
