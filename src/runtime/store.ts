import type { Redis } from 'ioredis';
import type { Decision } from '../pipeline/types.js';
import type { DelegationGrant, SessionEvent, VerifiedResult } from '../pipeline/runtime.js';
import { hourBucket, runtimeKeys, secondsToHourEnd, sessionScope, type RuntimeKeys } from './keys.js';
import { LOAD_RUNTIME, RECORD_EVALUATION } from './scripts.js';
import { JsonListCache } from './json-list-cache.js';

/** The client with this module's scripts defined on it. */
type ScriptedRedis = Redis & {
  governorLoadRuntime(...args: string[]): Promise<unknown[]>;
  governorRecordEvaluation(...args: string[]): Promise<number>;
};

/** Session memory kept per session: what chain detection reads (its window is 20) and multi-turn averages over. */
const SESSION_EVENTS_KEPT = 20;
const DELEGATION_TTL_SECONDS = 24 * 3600;

/** Redis state read before an evaluation. */
export interface RuntimeSnapshot {
  killSwitch: null | 'organization' | 'global';
  quarantinedSince: string | null;
  /** entries are frozen: they are shared with later reads of the same session (see JsonListCache) */
  session: SessionEvent[];
  /** entries are frozen, as in session */
  verified: VerifiedResult[];
  canaryFailures: number;
  breakerEngaged: boolean;
  evaluationsThisHour: number;
  /** undefined when no parent was asked for; null when Redis does not know it */
  delegation: DelegationGrant | null | undefined;
}

export interface LoadRequest {
  organizationId: number;
  agentId: string;
  sessionId: string | null;
  parentActionId: number | null;
  now: number;
  sessionTtlSeconds: number;
}

export interface EvaluationOutcome {
  organizationId: number;
  agentId: string;
  sessionId: string | null;
  /** null: not remembered in session history (operator controls are not the agent's behaviour) */
  event: SessionEvent | null;
  decision: Decision;
  /** blocks by the budget breaker itself do not count as consecutive blocks */
  countsAsBlock: boolean;
  maxConsecutiveBlocks: number;
  sessionTtlSeconds: number;
  now: number;
}

/** Runtime state in Redis, organization-scoped, read and written in one round trip each. */
export class RuntimeStore {
  readonly keys: RuntimeKeys;

  private readonly redis: ScriptedRedis;

  /** session memory and verified results parsed in earlier reads; entries come back frozen */
  private readonly lists = new JsonListCache();

  constructor(redis: Redis, prefix: string) {
    this.keys = runtimeKeys(prefix);
    // defineCommand sends EVALSHA and falls back to EVAL once when Redis has not seen the script.
    if (!('governorLoadRuntime' in redis)) {
      redis.defineCommand('governorLoadRuntime', { numberOfKeys: 9, lua: LOAD_RUNTIME });
      redis.defineCommand('governorRecordEvaluation', { numberOfKeys: 5, lua: RECORD_EVALUATION });
    }
    this.redis = redis as ScriptedRedis;
  }

  async load(req: LoadRequest): Promise<RuntimeSnapshot> {
    const k = this.keys;
    const scope = sessionScope(req.agentId, req.sessionId);
    const sessionKey = k.session(req.organizationId, scope);
    const verifiedKey = k.verified(req.organizationId, scope);
    const values = await this.redis.governorLoadRuntime(
      k.globalKill,
      k.orgKill(req.organizationId),
      k.quarantine(req.organizationId),
      sessionKey,
      verifiedKey,
      k.canary,
      k.breaker(req.organizationId, req.agentId),
      k.budgetCount(req.organizationId, req.agentId, hourBucket(req.now)),
      req.parentActionId !== null ? k.delegation(req.organizationId, req.parentActionId) : '',
      req.agentId,
      String(SESSION_EVENTS_KEPT),
    );
    const [globalKill, orgKill, quarantined, session, verified, canary, breaker, count, delegation] = values;
    const cutoff = req.now - req.sessionTtlSeconds * 1000;
    return {
      killSwitch: globalKill ? 'global' : orgKill ? 'organization' : null,
      quarantinedSince: typeof quarantined === 'string' ? quarantined : null,
      session: this.lists.parse<SessionEvent>(sessionKey, session).filter((e) => e.at >= cutoff),
      verified: this.lists.parse<VerifiedResult>(verifiedKey, verified).filter((e) => e.at >= cutoff),
      canaryFailures: Math.min(5, Number(canary ?? 0) || 0),
      breakerEngaged: typeof breaker === 'string',
      evaluationsThisHour: Number(count ?? 0) || 0,
      delegation:
        req.parentActionId === null
          ? undefined
          : typeof delegation === 'string'
            ? (JSON.parse(delegation) as DelegationGrant)
            : null,
    };
  }

  /**
   * Appends the call to session memory and updates the budget counters, atomically; engages the
   * breaker when consecutive blocks reach the limit.
   */
  async record(outcome: EvaluationOutcome): Promise<void> {
    const k = this.keys;
    const o = outcome.organizationId;
    const blockMode = outcome.countsAsBlock ? 'count' : outcome.decision !== 'block' ? 'reset' : 'keep';
    await this.redis.governorRecordEvaluation(
      k.session(o, sessionScope(outcome.agentId, outcome.sessionId)),
      k.budgetCount(o, outcome.agentId, hourBucket(outcome.now)),
      k.consecutiveBlocks(o, outcome.agentId),
      k.budgetAgents(o),
      k.breaker(o, outcome.agentId),
      outcome.agentId,
      outcome.event ? JSON.stringify(outcome.event) : '',
      String(SESSION_EVENTS_KEPT),
      String(outcome.sessionTtlSeconds),
      blockMode,
      String(outcome.maxConsecutiveBlocks),
      String(secondsToHourEnd(outcome.now)),
      String(outcome.now),
      String(hourBucket(outcome.now)),
    );
  }

  async engageBreaker(organizationId: number, agentId: string, now: number): Promise<void> {
    await this.redis.set(this.keys.breaker(organizationId, agentId), String(now), 'EX', secondsToHourEnd(now));
  }

  async rememberDelegation(organizationId: number, actionId: number, grant: DelegationGrant): Promise<void> {
    await this.redis.set(this.keys.delegation(organizationId, actionId), JSON.stringify(grant), 'EX', DELEGATION_TTL_SECONDS);
  }

  async recordVerified(organizationId: number, agentId: string, sessionId: string | null, result: VerifiedResult, ttlSeconds: number): Promise<void> {
    const key = this.keys.verified(organizationId, sessionScope(agentId, sessionId));
    await this.redis.pipeline().rpush(key, JSON.stringify(result)).ltrim(key, -SESSION_EVENTS_KEPT, -1).expire(key, ttlSeconds).exec();
  }
}
