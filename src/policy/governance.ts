/** Per-organization settings of the policy engine: governance mode and severity rubric weights. */
import { LockMode } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Organization, Policy, type GovernanceMode } from '../db/entities/index.js';
import { conflict, notFound, validationFailed } from '../errors.js';
import { checkWeights, type SeverityWeights } from './severity.js';
import { severityWeightsOf } from './store.js';

export const GOVERNANCE_MODES = ['allow-by-default', 'deny-by-default', 'audit-only'] as const;

export interface GovernanceDeps {
  orm: MikroORM;
  invalidate: (organizationId: number) => Promise<void>;
}

export async function governanceMode(orm: MikroORM, organizationId: number): Promise<GovernanceMode> {
  const organization = await orm.em.fork().findOne(Organization, { id: organizationId });
  if (!organization) throw notFound(`organization ${organizationId}`);
  return organization.governanceMode;
}

/**
 * Switches the mode. deny-by-default needs at least one active allow policy, otherwise every call
 * of the organization would be blocked: refused (409) to prevent the lockout. The organization
 * row is locked so the check and the switch are one step.
 */
export async function setGovernanceMode(deps: GovernanceDeps, organizationId: number, mode: GovernanceMode): Promise<GovernanceMode> {
  const changed = await deps.orm.em.fork().transactional(async (em) => {
    const organization = await em.findOne(Organization, { id: organizationId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!organization) throw notFound(`organization ${organizationId}`);
    if (mode === 'deny-by-default') {
      const allowPolicies = await em.count(Policy, { organizationId, action: 'allow', isActive: true, status: 'active' });
      if (allowPolicies === 0) {
        throw conflict(
          'refusing deny-by-default: the organization has no active allow policy, so every call would be blocked (lockout). ' +
            'Create an allow policy or use POST /policies/allowlist first.',
        );
      }
    }
    if (organization.governanceMode === mode) return false;
    organization.governanceMode = mode;
    await em.flush();
    return true;
  });
  if (changed) await deps.invalidate(organizationId);
  return mode;
}

export interface WeightsView extends SeverityWeights {
  is_default: boolean;
}

export async function readSeverityWeights(orm: MikroORM, organizationId: number): Promise<WeightsView> {
  const { weights, isDefault } = await severityWeightsOf(orm.em.fork(), organizationId);
  return { ...weights, is_default: isDefault };
}

/** Each weight 0.0-1.0, sum 1.0 within 0.001 (422 otherwise). Existing policies keep their stored severity. */
export async function writeSeverityWeights(orm: MikroORM, organizationId: number, weights: SeverityWeights): Promise<WeightsView> {
  const issues = checkWeights(weights, 'body');
  if (issues.length > 0) throw validationFailed(issues);
  const em = orm.em.fork();
  const organization = await em.findOne(Organization, { id: organizationId });
  if (!organization) throw notFound(`organization ${organizationId}`);
  organization.severityWeights = {
    blast_radius: weights.blast_radius,
    reversibility: weights.reversibility,
    data_sensitivity: weights.data_sensitivity,
  };
  await em.flush();
  return { ...organization.severityWeights, is_default: false };
}
