import type { Redis } from 'ioredis';
import { DomainError } from '../errors.js';
import { hourBucket, type RuntimeKeys } from './keys.js';

export type KillScope = 'organization' | 'global';

export interface KillState {
  kill_switch: boolean;
  kill_switch_scope: KillScope | null;
}

export interface QuarantineState {
  agent_id: string;
  quarantined: boolean;
  since: string | null;
}

/** Two hours: all budget state of an agent expires within the hour after its last counted hour. */
const LEGACY_BUDGET_SET_TTL_SECONDS = 7200;

/**
 * Operator controls kept in Redis: kill switch (per organization, or global by a superadmin),
 * agent quarantine and the budget breaker. Every API process reads the same keys on each
 * evaluation, so a change through one process holds on all of them at once.
 */
export class RuntimeControls {
  constructor(
    private readonly redis: Redis,
    private readonly keys: RuntimeKeys,
  ) {}

  async killState(organizationId: number): Promise<KillState> {
    const [global, org] = await this.redis.mget(this.keys.globalKill, this.keys.orgKill(organizationId));
    const scope: KillScope | null = global ? 'global' : org ? 'organization' : null;
    return { kill_switch: scope !== null, kill_switch_scope: scope };
  }

  async kill(organizationId: number, scope: KillScope, by: string): Promise<void> {
    const value = JSON.stringify({ by, at: new Date().toISOString() });
    await this.redis.set(scope === 'global' ? this.keys.globalKill : this.keys.orgKill(organizationId), value);
  }

  /** Resumes the organization; lifting a global halt needs `mayResumeGlobal` (superadmin). */
  async resume(organizationId: number, mayResumeGlobal: boolean): Promise<void> {
    if ((await this.redis.exists(this.keys.globalKill)) === 1) {
      if (!mayResumeGlobal) throw new DomainError('FORBIDDEN', 'a global halt can only be lifted by a superadmin');
      await this.redis.del(this.keys.globalKill);
    }
    await this.redis.del(this.keys.orgKill(organizationId));
  }

  async quarantine(organizationId: number, agentId: string): Promise<QuarantineState> {
    const since = new Date().toISOString();
    const created = await this.redis.hsetnx(this.keys.quarantine(organizationId), agentId, since);
    if (created === 1) return { agent_id: agentId, quarantined: true, since };
    return this.quarantineState(organizationId, agentId);
  }

  async unquarantine(organizationId: number, agentId: string): Promise<QuarantineState> {
    await this.redis.hdel(this.keys.quarantine(organizationId), agentId);
    return { agent_id: agentId, quarantined: false, since: null };
  }

  async quarantineState(organizationId: number, agentId: string): Promise<QuarantineState> {
    const since = await this.redis.hget(this.keys.quarantine(organizationId), agentId);
    return { agent_id: agentId, quarantined: since !== null, since };
  }

  async quarantinedAgents(organizationId: number): Promise<string[]> {
    const all = await this.redis.hgetall(this.keys.quarantine(organizationId));
    return Object.entries(all)
      .sort((a, b) => b[1].localeCompare(a[1]))
      .map(([agent]) => agent);
  }

  async resetBudget(organizationId: number, agentId: string): Promise<void> {
    await this.redis.del(
      this.keys.breaker(organizationId, agentId),
      this.keys.consecutiveBlocks(organizationId, agentId),
      this.keys.budgetCount(organizationId, agentId, hourBucket(Date.now())),
    );
  }

  /**
   * Agents that may have budget state: those whose hour counter started this hour or the last
   * (older state has expired), plus the members of the unscored set earlier versions kept. That
   * set is no longer written; it is given an expiry the first time it is read, by when every
   * agent still evaluating is in the scored set.
   */
  private async budgetedAgents(organizationId: number, hour: number): Promise<string[]> {
    const legacyKey = this.keys.legacyBudgetAgents(organizationId);
    const [scored, legacy, legacyTtl] = await Promise.all([
      this.redis.zrangebyscore(this.keys.budgetAgents(organizationId), hour - 1, '+inf'),
      this.redis.smembers(legacyKey),
      this.redis.ttl(legacyKey),
    ]);
    if (legacy.length > 0 && legacyTtl === -1) await this.redis.expire(legacyKey, LEGACY_BUDGET_SET_TTL_SECONDS);
    return [...new Set([...scored, ...legacy])].sort();
  }

  async budgetStatus(
    organizationId: number,
    limits: { maxPerHour: number; maxConsecutiveBlocks: number },
  ): Promise<{ agent_id: string; evaluations_this_hour: number; consecutive_blocks: number; breaker_engaged: boolean }[]> {
    const hour = hourBucket(Date.now());
    const agents = await this.budgetedAgents(organizationId, hour);
    if (agents.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const agent of agents) {
      pipeline
        .get(this.keys.budgetCount(organizationId, agent, hour))
        .get(this.keys.consecutiveBlocks(organizationId, agent))
        .exists(this.keys.breaker(organizationId, agent));
    }
    const results = (await pipeline.exec()) ?? [];
    return agents.map((agent, i) => ({
      agent_id: agent,
      evaluations_this_hour: Number(results[i * 3]?.[1] ?? 0),
      consecutive_blocks: Number(results[i * 3 + 1]?.[1] ?? 0),
      breaker_engaged: Number(results[i * 3 + 2]?.[1] ?? 0) === 1,
      max_evaluations_per_hour: limits.maxPerHour,
      max_consecutive_blocks: limits.maxConsecutiveBlocks,
    }));
  }
}
