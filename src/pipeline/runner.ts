import { performance } from 'node:perf_hooks';
import type { PolicySet } from '../policy/compiled.js';
import { matchSubject, type MatchSubject } from '../policy/match.js';
import { classifyCall } from './behaviour/index.js';
import { combineRisk, decide } from './decision.js';
import type { LayerVerdict } from './findings.js';
import { canaryLayer } from './layers/canary.js';
import { contentModerationLayer } from './layers/content-moderation.js';
import { emergencyStopLayer, quarantineLayer } from './layers/controls.js';
import { indirectInjectionLayer } from './layers/indirect-injection.js';
import { injectionFirewallLayer } from './layers/injection-firewall.js';
import { multiTurnLayer, TOPIC_TAG_PREFIX } from './layers/multi-turn.js';
import { piiScannerLayer } from './layers/pii-scanner.js';
import { policyEngineLayer } from './layers/policy-engine.js';
import { riskAnalysisLayer } from './layers/risk-analysis.js';
import { scopeEnforcerLayer } from './layers/scope-enforcer.js';
import { toolPoisonLayer } from './layers/tool-poison.js';
import { verificationLayer } from './layers/verification.js';
import type { RuntimeView, SessionEvent } from './runtime.js';
import { withFieldScope } from './scan-fields.js';
import { LAYER_NAMES, type BlockErrorCode, type Decision, type LayerName, type ToolCall, type TraceStep } from './types.js';

export interface PipelineSettings {
  toolPoisonEnabled: boolean;
  blockedTools: string[];
  indirectInjectionEnabled: boolean;
  multiTurnEnabled: boolean;
  multiTurnThreshold: number;
  canaryEnabled: boolean;
  canaryBoostPerFailure: number;
  reviewRiskThreshold: number;
}

export interface PipelineResult {
  decision: Decision;
  risk: number;
  explanation: string;
  errorCode: BlockErrorCode | null;
  remediation: string | null;
  policyIds: string[];
  chainPattern: string | null;
  trace: TraceStep[];
  /** behaviour tags and detector families, remembered in session history */
  tags: string[];
  families: string[];
  similarity: number;
  /** JSON of the call's arguments, as policy matching read them (reused when the action is stored) */
  serializedArgs: string;
}

/** What the layers of one evaluation read. */
interface Context {
  call: ToolCall;
  runtime: RuntimeView;
  policies: PolicySet;
  settings: PipelineSettings;
  subject: MatchSubject;
  tags: string[];
  verdicts: LayerVerdict[];
  /** layer 4's similarity to injection phrasings, read by layer 11 */
  similarity: number;
  /** harm topics layer 7 saw in the call's text, remembered in session history as `topic:` tags */
  topics: string[];
}

/**
 * The thirteen layers in the spec's order. Defined once, not per evaluation: building thirteen
 * closures for every call cost more than several of the layers they run.
 */
const STEPS: ReadonlyArray<{ name: LayerName; run: (c: Context) => LayerVerdict }> = [
  { name: 'emergency_stop', run: (c) => emergencyStopLayer(c.runtime) },
  { name: 'agent_quarantine', run: (c) => quarantineLayer(c.runtime, c.call.agentId) },
  {
    name: 'tool_poison',
    run: (c) => toolPoisonLayer(c.call, { enabled: c.settings.toolPoisonEnabled, blockedTools: c.settings.blockedTools }),
  },
  {
    name: 'injection_firewall',
    run: (c) => {
      const verdict = injectionFirewallLayer(c.call);
      c.similarity = verdict.similarity;
      return verdict;
    },
  },
  { name: 'indirect_injection', run: (c) => indirectInjectionLayer(c.call, { enabled: c.settings.indirectInjectionEnabled }) },
  { name: 'pii_scanner', run: (c) => piiScannerLayer(c.call) },
  {
    name: 'content_moderation',
    run: (c) => {
      const verdict = contentModerationLayer(c.call);
      if (verdict.topics) c.topics = verdict.topics;
      return verdict;
    },
  },
  { name: 'scope_enforcer', run: (c) => scopeEnforcerLayer(c.call) },
  { name: 'policy_engine', run: (c) => policyEngineLayer(c.subject, c.policies, c.runtime) },
  {
    name: 'risk_analysis',
    run: (c) => riskAnalysisLayer(c.call, c.tags, c.runtime, { blocked: false, families: familiesOf(c.verdicts) }),
  },
  {
    name: 'multi_turn',
    run: (c) =>
      multiTurnLayer(c.similarity, c.runtime, { enabled: c.settings.multiTurnEnabled, threshold: c.settings.multiTurnThreshold }, c.call),
  },
  {
    name: 'canary',
    run: (c) => canaryLayer(c.runtime, { enabled: c.settings.canaryEnabled, boostPerFailure: c.settings.canaryBoostPerFailure }),
  },
  { name: 'verification', run: (c) => verificationLayer(c.call, c.tags, c.runtime) },
];

/**
 * Detector families of the verdicts so far, each once, in order of appearance. Runs twice per
 * evaluation over thirteen verdicts, most without findings: a plain loop, not flatMap and a Set.
 */
function familiesOf(verdicts: readonly LayerVerdict[]): string[] {
  const families: string[] = [];
  for (const verdict of verdicts) {
    const findings = verdict.findings;
    if (!findings) continue;
    for (const finding of findings) if (!families.includes(finding.family)) families.push(finding.family);
  }
  return families;
}

/**
 * Policy ids of the verdicts, each once, in order of appearance. Usually no verdict has any:
 * then no callback per verdict and no Set.
 */
function policyIdsOf(verdicts: readonly LayerVerdict[]): string[] {
  let ids: string[] | null = null;
  for (const verdict of verdicts) {
    const own = verdict.policyIds;
    if (own === undefined || own.length === 0) continue;
    ids = ids === null ? own : ids.concat(own);
  }
  return ids === null ? [] : [...new Set(ids)];
}

const CANARY_INDEX = LAYER_NAMES.indexOf('canary');

/** The explanation of a review or an allow: the strongest flags, if any (most calls have none). */
function passExplanation(verdicts: readonly LayerVerdict[], decision: Decision, risk: number): string {
  let flagged: LayerVerdict[] | null = null;
  for (const v of verdicts) if (v.outcome === 'flag') (flagged ??= []).push(v);
  if (flagged !== null) flagged.sort((a, b) => b.risk - a.risk);
  if (decision === 'review') return `Review required (risk ${risk}): ${(flagged ?? []).map((v) => v.detail).slice(0, 3).join('; ')}`;
  return flagged !== null
    ? `Allowed with low risk (${risk}): ${flagged.map((v) => v.detail).slice(0, 2).join('; ')}`
    : 'Allowed: no layer found a risk';
}

const REVIEW_REMEDIATION =
  'Do not execute yet: hold the call until a reviewer approves it (POST /escalation/queue/{review_id}/hold), or skip it.';

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

/**
 * Runs the thirteen layers in the spec's order, stopping at the first block; every layer gets a
 * trace step with its own timing, and the layers after a block are recorded as skipped. The
 * arguments' string fields are walked once per evaluation and shared by the layers (scan-fields).
 */
export function runPipeline(call: ToolCall, runtime: RuntimeView, policies: PolicySet, settings: PipelineSettings): PipelineResult {
  return withFieldScope(() => evaluate(call, runtime, policies, settings));
}

function evaluate(call: ToolCall, runtime: RuntimeView, policies: PolicySet, settings: PipelineSettings): PipelineResult {
  const verdicts: LayerVerdict[] = [];
  const trace: TraceStep[] = [];
  const tags = classifyCall(call);
  const subject = matchSubject(call);
  const context: Context = { call, runtime, policies, settings, subject, tags, verdicts, similarity: 0, topics: [] };

  let blocked: LayerVerdict | null = null;
  // One clock read per layer: a layer's end is the next one's start (the trace bookkeeping in
  // between is a few ns, far below the microsecond the durations are rounded to).
  let started = performance.now();
  for (let index = 0; index < STEPS.length; index++) {
    const step = STEPS[index]!;
    const layer = index + 1;
    if (blocked) {
      trace.push({ layer, name: step.name, outcome: 'skip', risk_contribution: 0, duration_ms: 0, detail: 'skipped after block' });
      continue;
    }
    const verdict = step.run(context);
    const ended = performance.now();
    trace.push({
      layer,
      name: step.name,
      outcome: verdict.outcome,
      risk_contribution: Math.round(verdict.risk),
      duration_ms: round(ended - started),
      detail: verdict.detail,
    });
    started = ended;
    verdicts.push(verdict);
    if (verdict.outcome === 'block') blocked = verdict;
  }
  const similarity = context.similarity;

  const canaryBoost = verdicts[CANARY_INDEX]?.risk ?? 0;
  const risk = combineRisk(
    verdicts.filter((_, i) => i !== CANARY_INDEX),
    canaryBoost,
  );
  const decision = decide(verdicts, risk, settings.reviewRiskThreshold);
  const finalBlock = blocked as LayerVerdict | null;
  const explanation = decision === 'block' ? `Blocked: ${finalBlock?.detail ?? 'refused'}` : passExplanation(verdicts, decision, risk);
  return {
    decision,
    risk: decision === 'block' ? Math.max(risk, finalBlock?.risk ?? risk) : risk,
    explanation,
    errorCode: decision === 'block' ? (finalBlock?.errorCode ?? null) : null,
    remediation: decision === 'block' ? (finalBlock?.remediation ?? 'Do not execute this call.') : decision === 'review' ? REVIEW_REMEDIATION : null,
    policyIds: policyIdsOf(verdicts),
    chainPattern: verdicts.find((v) => v.chainPattern)?.chainPattern ?? null,
    trace,
    tags: context.topics.length === 0 ? tags : [...tags, ...context.topics.map((t) => TOPIC_TAG_PREFIX + t)],
    families: familiesOf(verdicts),
    similarity,
    serializedArgs: subject.serializedArgs,
  };
}

/** What session memory keeps of an evaluation. */
export function sessionEventOf(call: ToolCall, result: PipelineResult, at: number): SessionEvent {
  return {
    tool: call.tool,
    agentId: call.agentId,
    decision: result.decision,
    risk: result.risk,
    tags: result.tags,
    families: result.families,
    similarity: result.similarity,
    at,
  };
}

/** A trace of thirteen skipped steps, for calls refused before the pipeline (budget breaker). */
export function skippedTrace(detail: string): TraceStep[] {
  return LAYER_NAMES.map((name, i) => ({ layer: i + 1, name, outcome: 'skip', risk_contribution: 0, duration_ms: 0, detail }));
}
