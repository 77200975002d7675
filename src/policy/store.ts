/**
 * Storage of policies with their history. Every function takes the transaction's entity manager:
 * a change, its version snapshot and its audit entry commit together or not at all.
 */
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Organization, Policy, PolicyAuditEntry, PolicyVersion } from '../db/entities/index.js';
import type { PolicyStatus } from '../db/entities/policy.js';
import { conflict, notFound } from '../errors.js';
import { diffRecords, toPolicyRecord, type PolicyDiff, type PolicyRecord } from './record.js';
import { DEFAULT_SEVERITY_WEIGHTS, type SeverityWeights } from './severity.js';

export const POLICY_AUDIT_ACTIONS = [
  'create',
  'edit',
  'archive',
  'activate',
  'delete',
  'import',
  'toggle',
  'approve',
  'reject',
  'restore',
  'bulk_archive',
  'bulk_activate',
  'bulk_delete',
] as const;
export type PolicyAuditAction = (typeof POLICY_AUDIT_ACTIONS)[number];

/** Who changes policies: from the credential, never from the body. */
export interface PolicyActor {
  organizationId: number;
  username: string;
}

export async function findPolicy(em: EntityManager, organizationId: number, policyId: string): Promise<Policy> {
  const policy = await em.findOne(Policy, { organizationId, policyId });
  if (!policy) throw notFound(`policy ${policyId}`);
  return policy;
}

/** The row locked until the transaction ends, so concurrent changes get consecutive versions. */
export async function lockPolicy(em: EntityManager, organizationId: number, policyId: string): Promise<Policy> {
  const policy = await em.findOne(Policy, { organizationId, policyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!policy) throw notFound(`policy ${policyId}`);
  return policy;
}

export async function severityWeightsOf(em: EntityManager, organizationId: number): Promise<{ weights: SeverityWeights; isDefault: boolean }> {
  const organization = await em.findOne(Organization, { id: organizationId });
  if (!organization) throw notFound(`organization ${organizationId}`);
  const stored = organization.severityWeights;
  return stored ? { weights: { ...stored }, isDefault: false } : { weights: { ...DEFAULT_SEVERITY_WEIGHTS }, isDefault: true };
}

export interface HistoryEntry {
  organizationId: number;
  policyId: string;
  action: PolicyAuditAction;
  username: string;
  before: PolicyRecord | null;
  after: PolicyRecord | null;
  /** version change summary; no version is written when `after` is null (delete) */
  summary: string;
  /** pseudo-fields added to the diff (the reason of a rejection) */
  extraDiff?: PolicyDiff;
}

/** Writes the version snapshot (when there is an after) and the audit entry; the caller flushes. */
export function recordHistory(em: EntityManager, entry: HistoryEntry): void {
  const now = new Date();
  if (entry.after) {
    em.create(PolicyVersion, {
      organizationId: entry.organizationId,
      policyId: entry.policyId,
      version: entry.after.version,
      snapshot: { ...entry.after },
      changedBy: entry.username,
      changeSummary: entry.summary,
      createdAt: now,
    });
  }
  em.create(PolicyAuditEntry, {
    organizationId: entry.organizationId,
    policyId: entry.policyId,
    action: entry.action,
    username: entry.username,
    before: entry.before ? { ...entry.before } : null,
    after: entry.after ? { ...entry.after } : null,
    diff: { ...diffRecords(entry.before, entry.after), ...entry.extraDiff },
    createdAt: now,
  });
}

/** The stored fields of a new policy, already validated. */
export interface NewPolicy {
  policy_id: string;
  description: string;
  severity: number;
  action: Policy['action'];
  match_json: Policy['matchJson'];
  agent_id: string | null;
  blast_radius: number | null;
  reversibility: number | null;
  data_sensitivity: number | null;
  override_justification: string | null;
  status: Exclude<PolicyStatus, 'rejected'>;
}

/**
 * Inserts a policy as version 1 with its snapshot and audit entry. A taken id is a CONFLICT;
 * the caller's transaction decides whether that aborts everything.
 */
export async function insertPolicy(
  em: EntityManager,
  actor: PolicyActor,
  input: NewPolicy,
  audit: { action: PolicyAuditAction; summary: string },
): Promise<Policy> {
  if (await em.count(Policy, { organizationId: actor.organizationId, policyId: input.policy_id })) {
    throw conflict(`policy ${input.policy_id} already exists`);
  }
  const now = new Date();
  const policy = em.create(Policy, {
    organizationId: actor.organizationId,
    policyId: input.policy_id,
    description: input.description,
    severity: input.severity,
    action: input.action,
    matchJson: input.match_json,
    agentId: input.agent_id,
    blastRadius: input.blast_radius,
    reversibility: input.reversibility,
    dataSensitivity: input.data_sensitivity,
    overrideJustification: input.override_justification,
    isActive: input.status === 'active',
    status: input.status,
    version: 1,
    createdBy: actor.username,
    createdAt: now,
    updatedAt: now,
  });
  // A version row left by an earlier policy of the same id was removed with it (see deletePolicy).
  recordHistory(em, {
    organizationId: actor.organizationId,
    policyId: input.policy_id,
    action: audit.action,
    username: actor.username,
    before: null,
    after: toPolicyRecord(policy),
    summary: audit.summary,
  });
  try {
    await em.flush();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw conflict(`policy ${input.policy_id} already exists`);
    throw err;
  }
  return policy;
}
