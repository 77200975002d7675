import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Core } from '../../../src/core.js';
import { auditStats, auditTrail } from '../../../src/policy/audit.js';
import { principalOf } from '../../plugins/auth.js';
import { auditRecord, auditStatsResponse, auditTrailQuery } from '../../schemas/policies.js';

const TAGS = ['policies'];

export const policyAuditRoutes: FastifyPluginAsyncZod<{ core: Core }> = async (app, { core }) => {
  app.get(
    '/policies/audit/trail',
    {
      config: { permission: 'policies:read' },
      schema: { tags: TAGS, summary: 'Policy audit entries, newest first', querystring: auditTrailQuery, response: { 200: z.array(auditRecord) } },
    },
    async (request) => {
      const { policy_id, action, username, limit, offset } = request.query;
      return auditTrail(core.orm, principalOf(request).organizationId, { policyId: policy_id, action, username, limit, offset });
    },
  );

  app.get(
    '/policies/audit/stats',
    { config: { permission: 'policies:read' }, schema: { tags: TAGS, summary: 'Summary of the policy audit trail', response: { 200: auditStatsResponse } } },
    async (request) => auditStats(core.orm, principalOf(request).organizationId),
  );
};
