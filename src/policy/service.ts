/**
 * Policy lifecycle (interface.md, "Policy lifecycle"): create, edit, toggle, archive, activate,
 * approve, reject, restore, delete. Each change locks the row, bumps the version and writes the
 * version snapshot and audit entry in the same transaction; after commit the organization's
 * cached configuration is dropped in every API process.
 */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Policy, PolicyVersion } from '../db/entities/index.js';
import type { MatchJson } from '../db/entities/policy.js';
import { conflict, DomainError, notFound } from '../errors.js';
import type { CreatePolicyInput, UpdatePolicyInput } from './document.js';
import { CONTENT_FIELDS, changedFields, diffRecords, toPolicyRecord, type PolicyDiff, type PolicyRecord } from './record.js';
import { RUBRIC_DIMENSIONS } from './severity.js';
import {
  insertPolicy,
  lockPolicy,
  findPolicy,
  recordHistory,
  severityWeightsOf,
  type PolicyActor,
  type PolicyAuditAction,
} from './store.js';
import { validatePolicyDocument } from './validate.js';

export interface PolicyServiceDeps {
  orm: MikroORM;
  /** drops the organization's cached configuration everywhere (OrgConfigCache.invalidate) */
  invalidate: (organizationId: number) => Promise<void>;
}

export interface VersionRecord {
  version: number;
  snapshot: Record<string, unknown>;
  changed_by: string | null;
  change_summary: string;
  created_at: string;
}

/** What a change did: a summary for the version, or null when nothing changed (idempotent no-op). */
type Change = { summary: string; extraDiff?: PolicyDiff } | null;

function refuseRejected(policy: Policy, what: string): void {
  if (policy.status === 'rejected') {
    throw conflict(`policy ${policy.policyId} was rejected and is immutable; create a new policy instead of trying to ${what} it`);
  }
}

function refuseDraft(policy: Policy, what: string): void {
  if (policy.status === 'draft') {
    throw conflict(`policy ${policy.policyId} is a draft; approve or reject it instead of trying to ${what} it`);
  }
}

/** Applies document fields (snake_case) to the entity. */
function applyContent(policy: Policy, doc: Partial<Record<(typeof CONTENT_FIELDS)[number], unknown>>): void {
  if (doc.description !== undefined) policy.description = doc.description as string;
  if (doc.severity !== undefined) policy.severity = doc.severity as number;
  if (doc.action !== undefined) policy.action = doc.action as Policy['action'];
  if (doc.match_json !== undefined) policy.matchJson = { ...(doc.match_json as MatchJson) };
  if (doc.agent_id !== undefined) policy.agentId = (doc.agent_id as string | null) ?? null;
  if (doc.blast_radius !== undefined) policy.blastRadius = (doc.blast_radius as number | null) ?? null;
  if (doc.reversibility !== undefined) policy.reversibility = (doc.reversibility as number | null) ?? null;
  if (doc.data_sensitivity !== undefined) policy.dataSensitivity = (doc.data_sensitivity as number | null) ?? null;
  if (doc.override_justification !== undefined) policy.overrideJustification = (doc.override_justification as string | null) ?? null;
}

export class PolicyService {
  constructor(private readonly deps: PolicyServiceDeps) {}

  private em(): EntityManager {
    return this.deps.orm.em.fork();
  }

  async list(organizationId: number, options: { activeOnly?: boolean } = {}): Promise<Policy[]> {
    const where = options.activeOnly ? { organizationId, isActive: true, status: 'active' as const } : { organizationId };
    return this.em().find(Policy, where, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async get(organizationId: number, policyId: string): Promise<Policy> {
    return findPolicy(this.em(), organizationId, policyId);
  }

  async create(actor: PolicyActor, input: CreatePolicyInput): Promise<Policy> {
    const policy = await this.em().transactional(async (em) => {
      const { weights } = await severityWeightsOf(em, actor.organizationId);
      const severity = validatePolicyDocument(input, weights, 'body');
      return insertPolicy(
        em,
        actor,
        {
          policy_id: input.policy_id,
          description: input.description,
          severity,
          action: input.action,
          match_json: input.match_json,
          agent_id: input.agent_id ?? null,
          blast_radius: input.blast_radius ?? null,
          reversibility: input.reversibility ?? null,
          data_sensitivity: input.data_sensitivity ?? null,
          override_justification: input.override_justification ?? null,
          status: input.status,
        },
        { action: 'create', summary: input.status === 'draft' ? 'created as draft' : 'created' },
      );
    });
    await this.deps.invalidate(actor.organizationId);
    return policy;
  }

  /**
   * Locks the policy, lets `change` mutate it, and when it reports a change bumps the version and
   * records snapshot and audit entry before commit. A null change writes nothing (idempotent).
   */
  private async mutate(
    actor: PolicyActor,
    policyId: string,
    action: PolicyAuditAction,
    change: (policy: Policy, em: EntityManager) => Promise<Change> | Change,
  ): Promise<Policy> {
    const { policy, changed } = await this.em().transactional(async (em) => {
      const policy = await lockPolicy(em, actor.organizationId, policyId);
      const before = toPolicyRecord(policy);
      const result = await change(policy, em);
      if (result === null) return { policy, changed: false };
      policy.version = before.version + 1;
      policy.updatedAt = new Date();
      const after = toPolicyRecord(policy);
      recordHistory(em, {
        organizationId: actor.organizationId,
        policyId,
        action,
        username: actor.username,
        before,
        after,
        summary: result.summary,
        extraDiff: result.extraDiff,
      });
      await em.flush();
      return { policy, changed: true };
    });
    if (changed) await this.deps.invalidate(actor.organizationId);
    return policy;
  }

  /** Partial edit: only supplied fields change; the merged document is validated as a whole. */
  async update(actor: PolicyActor, policyId: string, patch: UpdatePolicyInput): Promise<Policy> {
    return this.mutate(actor, policyId, 'edit', async (policy, em) => {
      refuseRejected(policy, 'edit');
      const current = toPolicyRecord(policy);
      const merged: PolicyRecord = { ...current, ...patch } as PolicyRecord;
      const touchesRubric = RUBRIC_DIMENSIONS.some((d) => patch[d] !== undefined);
      const touchesSeverity = touchesRubric || patch.severity !== undefined || patch.override_justification !== undefined;
      const { weights } = await severityWeightsOf(em, actor.organizationId);
      const severity = validatePolicyDocument(
        // new dimensions without a new severity: recalculate from the rubric
        { ...merged, severity: touchesRubric && patch.severity === undefined ? null : merged.severity },
        weights,
        'body',
        { rubric: touchesSeverity },
      );
      const diff = diffRecords(current, { ...merged, severity });
      if (Object.keys(diff).length === 0) return null;
      applyContent(policy, { ...patch, severity });
      return { summary: `edited: ${changedFields(diff).join(', ')}` };
    });
  }

  async toggle(actor: PolicyActor, policyId: string): Promise<Policy> {
    return this.mutate(actor, policyId, 'toggle', (policy) => {
      refuseRejected(policy, 'toggle');
      refuseDraft(policy, 'toggle');
      const activate = policy.status !== 'active';
      policy.status = activate ? 'active' : 'archived';
      policy.isActive = activate;
      return { summary: activate ? 'toggled on (active)' : 'toggled off (archived)' };
    });
  }

  /** Idempotent: archiving an archived policy changes nothing and writes nothing. */
  async archive(actor: PolicyActor, policyId: string): Promise<Policy> {
    return this.mutate(actor, policyId, 'archive', (policy) => {
      refuseRejected(policy, 'archive');
      refuseDraft(policy, 'archive');
      if (policy.status === 'archived' && !policy.isActive) return null;
      policy.status = 'archived';
      policy.isActive = false;
      return { summary: 'archived' };
    });
  }

  /** Idempotent: activating an active policy changes nothing and writes nothing. */
  async activate(actor: PolicyActor, policyId: string): Promise<Policy> {
    return this.mutate(actor, policyId, 'activate', (policy) => {
      refuseRejected(policy, 'activate');
      refuseDraft(policy, 'activate');
      if (policy.status === 'active' && policy.isActive) return null;
      policy.status = 'active';
      policy.isActive = true;
      return { summary: 'activated' };
    });
  }

  async approve(actor: PolicyActor, policyId: string): Promise<Policy> {
    return this.mutate(actor, policyId, 'approve', (policy) => {
      if (policy.status !== 'draft') throw conflict(`policy ${policyId} is ${policy.status}; only a draft can be approved`);
      policy.status = 'active';
      policy.isActive = true;
      return { summary: 'approved' };
    });
  }

  async reject(actor: PolicyActor, policyId: string, reason: string): Promise<Policy> {
    return this.mutate(actor, policyId, 'reject', (policy) => {
      if (policy.status !== 'draft') throw conflict(`policy ${policyId} is ${policy.status}; only a draft can be rejected`);
      policy.status = 'rejected';
      policy.isActive = false;
      return { summary: `rejected: ${reason}`, extraDiff: { reason: { before: null, after: reason } } };
    });
  }

  /** A new version with the old content; the lifecycle state stays as it is. History is never rewritten. */
  async restore(actor: PolicyActor, policyId: string, version: number): Promise<Policy> {
    return this.mutate(actor, policyId, 'restore', async (policy, em) => {
      refuseRejected(policy, 'restore');
      const old = await em.findOne(PolicyVersion, { organizationId: actor.organizationId, policyId, version });
      if (!old) throw notFound(`version ${version} of policy ${policyId}`);
      const snapshot = old.snapshot as Partial<PolicyRecord>;
      const content: Partial<PolicyRecord> = {};
      for (const field of CONTENT_FIELDS) {
        if (snapshot[field] !== undefined) (content as Record<string, unknown>)[field] = snapshot[field];
      }
      const merged = { ...toPolicyRecord(policy), ...content };
      const { weights } = await severityWeightsOf(em, actor.organizationId);
      // The old content passed the rubric when it was saved; weights may have changed since, so only range and regexes are rechecked.
      try {
        validatePolicyDocument(merged, weights, 'snapshot', { rubric: false });
      } catch (err) {
        if (err instanceof DomainError && err.code === 'VALIDATION_ERROR') {
          throw conflict(`version ${version} of policy ${policyId} no longer passes validation and cannot be restored`, err.details);
        }
        throw err;
      }
      applyContent(policy, content);
      return { summary: `restored from version ${version}` };
    });
  }

  /** Removes the policy and its version rows; the audit trail keeps the last record. */
  async remove(actor: PolicyActor, policyId: string): Promise<PolicyRecord> {
    const before = await this.em().transactional(async (em) => {
      const policy = await lockPolicy(em, actor.organizationId, policyId);
      const before = toPolicyRecord(policy);
      em.remove(policy);
      await em.nativeDelete(PolicyVersion, { organizationId: actor.organizationId, policyId });
      recordHistory(em, {
        organizationId: actor.organizationId,
        policyId,
        action: 'delete',
        username: actor.username,
        before,
        after: null,
        summary: 'deleted',
      });
      await em.flush();
      return before;
    });
    await this.deps.invalidate(actor.organizationId);
    return before;
  }

  /** Versions newest first. */
  async versions(organizationId: number, policyId: string): Promise<VersionRecord[]> {
    const em = this.em();
    await findPolicy(em, organizationId, policyId);
    const rows = await em.find(PolicyVersion, { organizationId, policyId }, { orderBy: { version: 'desc' } });
    return rows.map((v) => ({
      version: v.version,
      snapshot: v.snapshot,
      changed_by: v.changedBy,
      change_summary: v.changeSummary,
      created_at: new Date(v.createdAt).toISOString(),
    }));
  }
}
