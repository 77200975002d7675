import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Core } from '../../../src/core.js';
import { PolicyService } from '../../../src/policy/service.js';
import { policyAuditRoutes } from './audit.js';
import { policyCollectionRoutes } from './collection.js';
import { policyItemRoutes } from './item.js';
import { policySettingsRoutes } from './settings.js';

/**
 * Everything under /policies. Static paths (/policies/all, /template, /audit/trail,
 * /governance-mode, /allowlist, /severity-weights ...) win over /policies/{policy_id} in the
 * router, and those words are refused as policy ids at create.
 */
export const policiesRoutes: FastifyPluginAsyncZod<{ core: Core }> = async (app, { core }) => {
  const invalidate = (organizationId: number) => core.orgConfig.invalidate(organizationId);
  const service = new PolicyService({ orm: core.orm, invalidate });
  await app.register(policyCollectionRoutes, { core, service, invalidate });
  await app.register(policyAuditRoutes, { core });
  await app.register(policySettingsRoutes, { core, invalidate });
  await app.register(policyItemRoutes, { service });
};
