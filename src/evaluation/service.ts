import type { Sql } from '../db/sql.js';
import type { Logger } from 'pino';
import { DomainError } from '../errors.js';
import type { EvaluationCompleted } from '../effects/contract.js';
import type { OrgConfigCache } from '../org-config/cache.js';
import { feeForRisk } from '../pipeline/decision.js';
import { runPipeline, sessionEventOf, skippedTrace, type PipelineResult, type PipelineSettings } from '../pipeline/runner.js';
import type { DelegationGrant, RuntimeView } from '../pipeline/runtime.js';
import type { Decision, ToolCall } from '../pipeline/types.js';
import type { RuntimeStore } from '../runtime/store.js';
import { MicroBatcher } from '../infra/batcher.js';
import type { SealedText } from '../security/sealed-text.js';
import { findDelegationGrant, grantFromArgs, insertActions, walletBalance, type ActionRecordInput, type StoredAction } from './action-store.js';
import type { DecisionResponse, EvaluationRequest } from './schema.js';
import { decisionJson } from './decision-json.js';

export interface EvaluationSettings extends PipelineSettings {
  feeGatingEnabled: boolean;
  maxEvaluationsPerHour: number;
  maxConsecutiveBlocks: number;
  sessionTtlSeconds: number;
  reviewExpiryMinutes: number;
}

export interface Caller {
  organizationId: number;
  userId: number | null;
  apiKeyId: number | null;
}

export interface EvaluationDeps {
  sql: Sql;
  store: RuntimeStore;
  orgConfig: OrgConfigCache;
  settings: EvaluationSettings;
  /** hands the decision to the post-evaluation effects (a BullMQ job in production) */
  enqueue: (job: EvaluationCompleted) => Promise<void>;
  /** seals agents' prompts for storage; without it prompts are not kept */
  sealer: SealedText | null;
  log: Logger;
}

/** A decision, and the same decision as the JSON body to send (see decisionJson). */
export interface RenderedDecision {
  response: DecisionResponse;
  json: string;
}

export function toolCallOf(request: EvaluationRequest): ToolCall {
  const context = request.context as Record<string, unknown>;
  const agentId = request.context.agent_id ?? request.agent_id ?? 'anonymous';
  return { tool: request.tool, args: request.args, context, agentId, sessionId: request.context.session_id ?? null };
}

function parentIdOf(request: EvaluationRequest): number | null {
  const raw = request.context.parent_action_id;
  if (raw === undefined) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** What is stored of the context in clear: everything but the agent's reasoning (sealed separately). */
function storedContext(context: Record<string, unknown>): Record<string, unknown> {
  const { prompt: _prompt, ...rest } = context;
  return rest;
}

function failClosed(what: string, err: unknown, log: Logger): never {
  log.error({ err }, `${what} failed during evaluation`);
  throw new DomainError('SERVICE_UNAVAILABLE', `evaluation unavailable: ${what} failed; do not execute the call`);
}

const BUDGET_REMEDIATION =
  "This agent's evaluation budget is exhausted. Wait for the hour to end or ask an administrator to reset it (POST /admin/budget/reset).";

/**
 * The hot path of POST /actions/evaluate: fee gate, one Redis round trip and cached
 * configuration, the pure pipeline, one insert of the action record, one round trip of state
 * updates, then the job for post-evaluation effects. Any storage failure answers 503, never allow.
 */
export class EvaluationService {
  /** concurrent evaluations share one multi-row insert; each still answers only after its row is committed */
  private readonly inserts: MicroBatcher<ActionRecordInput, StoredAction>;

  constructor(private readonly deps: EvaluationDeps) {
    this.inserts = new MicroBatcher((items) => insertActions(deps.sql, items));
  }

  async evaluate(caller: Caller, request: EvaluationRequest): Promise<RenderedDecision> {
    const { sql, store, orgConfig, settings, log } = this.deps;
    const call = toolCallOf(request);
    const parentActionId = parentIdOf(request);
    const now = Date.now();

    if (settings.feeGatingEnabled) {
      const balance = await walletBalance(sql, caller.organizationId).catch((err: unknown) => failClosed('wallet read', err, log));
      if (balance <= 0) throw new DomainError('INSUFFICIENT_CREDITS', 'wallet balance is 0 or less; top up to evaluate', { balance });
    }

    const [config, snapshot] = await Promise.all([
      orgConfig.get(caller.organizationId).catch((err: unknown) => failClosed('policy load', err, log)),
      store
        .load({
          organizationId: caller.organizationId,
          agentId: call.agentId,
          sessionId: call.sessionId,
          parentActionId,
          now,
          sessionTtlSeconds: settings.sessionTtlSeconds,
        })
        .catch((err: unknown) => failClosed('runtime state read', err, log)),
    ]);

    let delegation: DelegationGrant | 'missing' | null = null;
    if (parentActionId !== null) {
      const grant =
        snapshot.delegation ??
        (await findDelegationGrant(sql, caller.organizationId, parentActionId).catch((err: unknown) => failClosed('delegation lookup', err, log)));
      delegation = grant ?? 'missing';
    } else if (request.context.parent_action_id !== undefined) {
      delegation = 'missing';
    }

    const runtime: RuntimeView = {
      killSwitch: snapshot.killSwitch,
      quarantinedSince: snapshot.quarantinedSince,
      session: snapshot.session,
      verified: snapshot.verified,
      canaryFailures: snapshot.canaryFailures,
      governanceMode: config.governanceMode,
      delegation,
      mesh: config.mesh,
    };

    const budgetExhausted = snapshot.breakerEngaged || snapshot.evaluationsThisHour >= settings.maxEvaluationsPerHour;
    const controlsBlock = runtime.killSwitch !== null || runtime.quarantinedSince !== null;
    const result: PipelineResult =
      budgetExhausted && !controlsBlock ? budgetBlock(call) : runPipeline(call, runtime, config.policies, settings);
    const budgetBlocked = budgetExhausted && !controlsBlock;
    if (budgetBlocked && !snapshot.breakerEngaged) {
      // The hourly quota engages the breaker too, so status and reset treat both causes alike.
      await store.engageBreaker(caller.organizationId, call.agentId, now).catch((err: unknown) => failClosed('budget breaker write', err, log));
    }

    // audit-only: policy and detector verdicts become audit signals; kill switch, quarantine and budget still hold.
    let decision: Decision = result.decision;
    let auditDecision: Decision | null = null;
    const hardStop = result.errorCode === 'KILL_SWITCH_ACTIVE' || result.errorCode === 'AGENT_QUARANTINED' || budgetBlocked;
    if (config.governanceMode === 'audit-only' && !hardStop) {
      auditDecision = result.decision;
      decision = 'allow';
    }

    const fee = budgetBlocked ? 0 : feeForRisk(result.risk);
    const event = sessionEventOf(call, result, now);
    const traceJson = JSON.stringify(result.trace);
    const [stored] = await Promise.all([
      this.inserts.submit({
        organizationId: caller.organizationId,
        agentId: call.agentId,
        sessionId: call.sessionId,
        tool: call.tool,
        argsJson: result.serializedArgs,
        context: storedContext(call.context),
        decision,
        auditDecision,
        risk: result.risk,
        explanation: result.explanation,
        errorCode: decision === 'allow' ? null : result.errorCode,
        policyIds: result.policyIds,
        chainPattern: result.chainPattern,
        traceJson,
        governanceMode: config.governanceMode,
        fee,
        parentActionId,
        userId: caller.userId,
        apiKeyId: caller.apiKeyId,
        promptSealed: this.deps.sealer && typeof request.context.prompt === 'string' ? this.deps.sealer.seal(request.context.prompt) : null,
        review: decision === 'review' ? { expiresInMinutes: settings.reviewExpiryMinutes } : null,
      }).catch((err: unknown) => failClosed('action record write', err, log)),
      store
        .record({
          organizationId: caller.organizationId,
          agentId: call.agentId,
          sessionId: call.sessionId,
          event: hardStop ? null : event,
          decision: result.decision,
          countsAsBlock: result.decision === 'block' && !hardStop,
          maxConsecutiveBlocks: settings.maxConsecutiveBlocks,
          sessionTtlSeconds: settings.sessionTtlSeconds,
          now,
        })
        .catch((err: unknown) => failClosed('runtime state write', err, log)),
    ]);

    if (call.tool === 'delegate_task' && decision !== 'block') {
      const grant = grantFromArgs(stored.actionId, call.agentId, call.args);
      if (grant) await store.rememberDelegation(caller.organizationId, stored.actionId, grant).catch((err: unknown) => failClosed('delegation write', err, log));
    }

    // The answer does not wait for the job: the outbox row committed with the action already makes
    // the effects durable, and the reconciler enqueues them again if this add is lost. Waiting would
    // only add a Redis round trip to every evaluation's latency.
    this.deps
      .enqueue({
        organization_id: caller.organizationId,
        action_id: stored.actionId,
        agent_id: call.agentId,
        tool: call.tool,
        decision,
        risk_score: result.risk,
        review_id: stored.reviewId,
      })
      .catch((err: unknown) => log.error({ err, actionId: stored.actionId }, 'could not enqueue post-evaluation effects'));

    const response: DecisionResponse = {
      decision,
      risk_score: result.risk,
      explanation: result.explanation,
      error_code: decision === 'allow' ? null : result.errorCode,
      remediation: decision === 'allow' ? null : result.remediation,
      policy_ids: result.policyIds,
      chain_pattern: result.chainPattern,
      execution_trace: result.trace,
      action_id: stored.actionId,
      session_id: call.sessionId,
      agent_id: call.agentId,
      fee,
      evaluated_at: new Date(now).toISOString(),
      governance_mode: config.governanceMode,
    };
    if (stored.reviewId !== null) {
      response.review_id = stored.reviewId;
      response.remediation = `Do not execute yet: hold the call until a reviewer approves review ${stored.reviewId} (POST /escalation/queue/${stored.reviewId}/hold), or skip it.`;
    }
    if (auditDecision !== null) response.audit_decision = auditDecision;
    return { response, json: decisionJson(response, traceJson) };
  }
}

function budgetBlock(call: ToolCall): PipelineResult {
  return {
    decision: 'block',
    risk: 100,
    explanation: `Blocked: evaluation budget exhausted for agent ${call.agentId}`,
    errorCode: 'BUDGET_EXCEEDED',
    remediation: BUDGET_REMEDIATION,
    policyIds: [],
    chainPattern: null,
    trace: skippedTrace('budget breaker engaged'),
    tags: [],
    families: [],
    similarity: 0,
    serializedArgs: JSON.stringify(call.args),
  };
}
