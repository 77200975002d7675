import { setInput } from '../pipeline/set-input.js';
import type { ToolCall } from '../pipeline/types.js';
import type { CompiledPolicy, PolicySet } from './compiled.js';

/** The views of a call that policy regexes run over; built once per evaluation. */
export interface MatchSubject {
  call: ToolCall;
  /** JSON of args, what `args_regex` runs over */
  serializedArgs: string;
  /** URL-like argument values, what `url_regex` runs over */
  readonly urls: string[];
}

const URL_KEY = /^(url|uri|href|link|endpoint|target|webhook|callback|address|host|domain|src|source)s?$/i;
const URL_VALUE = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)/i;
const MAX_URLS = 64;

function collectUrls(value: unknown, key: string, out: string[], depth: number): void {
  if (out.length >= MAX_URLS || depth > 16) return;
  if (typeof value === 'string') {
    if (URL_VALUE.test(value) || URL_KEY.test(key)) out.push(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collectUrls(item, key, out, depth + 1);
    return;
  }
  if (value !== null && typeof value === 'object') {
    // Object.keys, not Object.entries: the same keys in the same order, without a pair array per key
    const record = value as Record<string, unknown>;
    for (const k of Object.keys(record)) collectUrls(record[k], k, out, depth + 1);
  }
}

/**
 * The match subject of a call. `urls` is collected on first read: only a policy with a
 * `url_regex` that passed its other conditions reads it, and walking every argument costs
 * more than the rest of policy matching on a payload with many fields.
 *
 * A class, not an object literal with a getter: V8 gives each such literal a hidden class of its
 * own in the old generation, pointing at the getter's closure and through it at the call, so
 * every evaluation's arguments would outlive it until the next full collection.
 */
class CallSubject implements MatchSubject {
  private collected: string[] | null = null;

  constructor(
    readonly call: ToolCall,
    readonly serializedArgs: string,
  ) {}

  get urls(): string[] {
    if (this.collected === null) collectUrls(this.call.args, '', (this.collected = []), 0);
    return this.collected;
  }
}

export function matchSubject(call: ToolCall): MatchSubject {
  return new CallSubject(call, JSON.stringify(call.args));
}

/**
 * Every condition a policy sets must hold; a policy that sets none matches every call in its scope.
 * `argsMatched` is the precomputed result of the policy's args_regex when the caller has it.
 */
export function policyMatches(policy: CompiledPolicy, subject: MatchSubject, argsMatched?: boolean): boolean {
  if (policy.broken) return false;
  if (policy.agentId !== null && policy.agentId !== subject.call.agentId) return false;
  if (policy.tool !== null && policy.tool !== subject.call.tool) return false;
  if (policy.argsRegex) {
    if (!(argsMatched ?? policy.argsRegex.test(subject.serializedArgs))) return false;
    if (policy.argsExempt?.(subject.serializedArgs, policy.argsRegex, subject.call)) return false;
  }
  if (policy.urlRegex) {
    const regex = policy.urlRegex;
    if (!subject.urls.some((url) => regex.test(url))) return false;
  }
  return true;
}

export interface PolicyMatchResult {
  matched: CompiledPolicy[];
  /** the strictest action among matches: block > review > allow; null when nothing matched */
  action: 'allow' | 'review' | 'block' | null;
}

const RANK = { allow: 0, review: 1, block: 2 } as const;
const NO_POLICIES: ReadonlySet<CompiledPolicy> = new Set();

/** System policies first: custom ones can only add restrictions, never lift a system block or review. */
export function matchPolicySet(set: Pick<PolicySet, 'system' | 'custom' | 'argsIndex'>, subject: MatchSubject): PolicyMatchResult {
  const index = set.argsIndex;
  let argsHits: ReadonlySet<CompiledPolicy> | null = null;
  if (index) {
    const hits = index.set.match(setInput(subject.serializedArgs));
    // most calls match no args_regex: share one empty set instead of building one
    argsHits = hits.length === 0 ? NO_POLICIES : new Set(hits.map((i) => index.policies[i]!));
  }
  // system policies first, then custom ones, in order (one loop instead of a spread and a filter)
  const matched: CompiledPolicy[] = [];
  for (const group of [set.system, set.custom]) {
    for (const p of group) if (policyMatches(p, subject, argsHits && p.argsRegex ? argsHits.has(p) : undefined)) matched.push(p);
  }
  let action: PolicyMatchResult['action'] = null;
  for (const p of matched) if (action === null || RANK[p.action] > RANK[action]) action = p.action;
  return { matched, action };
}
