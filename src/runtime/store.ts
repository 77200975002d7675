import type { Redis } from 'ioredis';
import type { Decision } from '../pipeline/types.js';
import type { DelegationGrant, SessionEvent, VerifiedResult } from '../pipeline/runtime.js';
import { hourBucket, runtimeKeys, secondsToHourEnd, sessionScope, type RuntimeKeys } from './keys.js';

const SESSION_EVENTS_KEPT = 50;
const DELEGATION_TTL_SECONDS = 24 * 3600;

/** Redis state read before an evaluation. */
export interface RuntimeSnapshot {
  killSwitch: null | 'organization' | 'global';
  quarantinedSince: string | null;
  session: SessionEvent[];
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

function parseJsonList<T>(raw: unknown): T[] {
  if (!Array.isArray(raw)) return [];
  const out: T[] = [];
  for (const item of raw) {
    try {
      out.push(JSON.parse(String(item)) as T);
    } catch {
      // A corrupt entry is dropped rather than failing every later evaluation of the session.
      continue;
    }
  }
  return out;
}

/** Runtime state in Redis, organization-scoped, read and written in one round trip each. */
export class RuntimeStore {
  readonly keys: RuntimeKeys;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.keys = runtimeKeys(prefix);
  }

  async load(req: LoadRequest): Promise<RuntimeSnapshot> {
    const k = this.keys;
    const scope = sessionScope(req.agentId, req.sessionId);
    const pipeline = this.redis
      .pipeline()
      .get(k.globalKill)
      .get(k.orgKill(req.organizationId))
      .hget(k.quarantine(req.organizationId), req.agentId)
      .lrange(k.session(req.organizationId, scope), -SESSION_EVENTS_KEPT, -1)
      .lrange(k.verified(req.organizationId, scope), -SESSION_EVENTS_KEPT, -1)
      .hget(k.canary, 'failures')
      .get(k.breaker(req.organizationId, req.agentId))
      .get(k.budgetCount(req.organizationId, req.agentId, hourBucket(req.now)));
    if (req.parentActionId !== null) pipeline.get(k.delegation(req.organizationId, req.parentActionId));
    const results = await pipeline.exec();
    if (!results) throw new Error('redis pipeline returned nothing');
    const values = results.map(([err, value]) => {
      if (err) throw err;
      return value;
    });
    const [globalKill, orgKill, quarantined, session, verified, canary, breaker, count, delegation] = values;
    const cutoff = req.now - req.sessionTtlSeconds * 1000;
    return {
      killSwitch: globalKill ? 'global' : orgKill ? 'organization' : null,
      quarantinedSince: typeof quarantined === 'string' ? quarantined : null,
      session: parseJsonList<SessionEvent>(session).filter((e) => e.at >= cutoff),
      verified: parseJsonList<VerifiedResult>(verified).filter((e) => e.at >= cutoff),
      canaryFailures: Math.min(5, Number(canary ?? 0) || 0),
      breakerEngaged: breaker !== null && breaker !== undefined,
      evaluationsThisHour: Number(count ?? 0) || 0,
      delegation:
        req.parentActionId === null
          ? undefined
          : typeof delegation === 'string'
            ? (JSON.parse(delegation) as DelegationGrant)
            : null,
    };
  }

  /** Appends the call to session memory and updates the budget counters. */
  async record(outcome: EvaluationOutcome): Promise<void> {
    const k = this.keys;
    const o = outcome.organizationId;
    const scope = sessionScope(outcome.agentId, outcome.sessionId);
    const sessionKey = k.session(o, scope);
    const countKey = k.budgetCount(o, outcome.agentId, hourBucket(outcome.now));
    const blocksKey = k.consecutiveBlocks(o, outcome.agentId);
    const pipeline = this.redis.pipeline().incr(countKey).expire(countKey, 3_700).sadd(k.budgetAgents(o), outcome.agentId);
    if (outcome.countsAsBlock) pipeline.incr(blocksKey).expire(blocksKey, 3_600);
    else if (outcome.decision !== 'block') pipeline.del(blocksKey);
    if (outcome.event) {
      pipeline
        .rpush(sessionKey, JSON.stringify(outcome.event))
        .ltrim(sessionKey, -SESSION_EVENTS_KEPT, -1)
        .expire(sessionKey, outcome.sessionTtlSeconds);
    }
    const results = await pipeline.exec();
    if (!results) throw new Error('redis pipeline returned nothing');
    for (const [err] of results) if (err) throw err;
    const blocksIndex = 3;
    const blocks = outcome.countsAsBlock ? Number(results[blocksIndex]?.[1] ?? 0) : 0;
    if (blocks >= outcome.maxConsecutiveBlocks) await this.engageBreaker(o, outcome.agentId, outcome.now);
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
