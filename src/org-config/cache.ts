import type { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { MeshAgent, MeshPolicy, Organization, Policy } from '../db/entities/index.js';
import { buildPolicySet, type PolicySet } from '../policy/compiled.js';
import type { GovernanceMode, MeshView } from '../pipeline/runtime.js';

/** Everything an evaluation needs from an organization's configuration. */
export interface OrgConfig {
  policies: PolicySet;
  governanceMode: GovernanceMode;
  mesh: MeshView;
  loadedAt: number;
}

export interface OrgConfigCacheDeps {
  orm: MikroORM;
  subscriber: Redis;
  publisher: Redis;
  channel: string;
  /** at most 10 s (the spec's policy cache bound) */
  ttlMs: number;
  log: Logger;
}

/**
 * Per-process cache of each organization's policies, governance mode and mesh registry.
 * Entries live at most `ttlMs`; a change publishes the organization id on Redis so every
 * process drops its entry at once, and the TTL bounds staleness if a message is ever lost.
 */
export class OrgConfigCache {
  private readonly entries = new Map<number, OrgConfig>();
  private readonly loading = new Map<number, Promise<OrgConfig>>();
  private generation = 0;

  constructor(private readonly deps: OrgConfigCacheDeps) {}

  async start(): Promise<void> {
    await this.deps.subscriber.subscribe(this.deps.channel);
    this.deps.subscriber.on('message', (channel, message) => {
      if (channel !== this.deps.channel) return;
      const organizationId = Number(message);
      this.drop(Number.isSafeInteger(organizationId) ? organizationId : null);
    });
  }

  async get(organizationId: number): Promise<OrgConfig> {
    const entry = this.entries.get(organizationId);
    if (entry && Date.now() - entry.loadedAt < this.deps.ttlMs) return entry;
    let pending = this.loading.get(organizationId);
    if (!pending) {
      const generation = this.generation;
      pending = this.load(organizationId)
        .then((loaded) => {
          // An invalidation that arrived while loading wins: do not cache what may be stale.
          if (generation === this.generation) this.entries.set(organizationId, loaded);
          return loaded;
        })
        .finally(() => this.loading.delete(organizationId));
      this.loading.set(organizationId, pending);
    }
    return pending;
  }

  /** Call after any change to an organization's policies, mode or mesh registry. */
  async invalidate(organizationId: number): Promise<void> {
    this.drop(organizationId);
    await this.deps.publisher.publish(this.deps.channel, String(organizationId));
  }

  private drop(organizationId: number | null): void {
    this.generation++;
    if (organizationId === null) this.entries.clear();
    else this.entries.delete(organizationId);
  }

  private async load(organizationId: number): Promise<OrgConfig> {
    const em = this.deps.orm.em.fork();
    const [organization, policies, agents, meshPolicies] = await Promise.all([
      em.findOne(Organization, { id: organizationId }),
      em.find(Policy, { organizationId, isActive: true, status: 'active' }),
      em.find(MeshAgent, { organizationId }),
      em.find(MeshPolicy, { organizationId, isActive: true }),
    ]);
    return {
      policies: buildPolicySet(policies),
      governanceMode: organization?.governanceMode ?? 'allow-by-default',
      mesh: {
        agents: new Map(
          agents.map((a) => [
            a.agentId,
            { agentId: a.agentId, agentType: a.agentType, status: a.status, allowedPeers: a.allowedPeers },
          ]),
        ),
        policies: meshPolicies.map((p) => ({
          id: p.id,
          sourceAgent: p.sourceAgent,
          targetAgent: p.targetAgent,
          allowedActions: p.allowedActions,
          deniedActions: p.deniedActions,
          isActive: p.isActive,
        })),
      },
      loadedAt: Date.now(),
    };
  }
}
