import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Core } from '../../../src/core.js';
import { SYSTEM_POLICIES } from '../../../src/policy/builtin.js';
import { exportPolicies, importPolicies, policyTemplate } from '../../../src/policy/import-export.js';
import { toPolicyRecord } from '../../../src/policy/record.js';
import type { PolicyService } from '../../../src/policy/service.js';
import { principalOf } from '../../plugins/auth.js';
import {
  allPoliciesResponse,
  createPolicyBody,
  importBody,
  importResponse,
  listPoliciesQuery,
  policyRecord,
} from '../../schemas/policies.js';

const TAGS = ['policies'];
const READ = { permission: 'policies:read' };
const WRITE = { permission: 'policies:write' };

export const policyCollectionRoutes: FastifyPluginAsyncZod<{
  core: Core;
  service: PolicyService;
  invalidate: (organizationId: number) => Promise<void>;
}> = async (app, { core, service, invalidate }) => {
  app.get(
    '/policies',
    {
      config: READ,
      schema: { tags: TAGS, summary: 'Custom policies, newest first', querystring: listPoliciesQuery, response: { 200: z.array(policyRecord) } },
    },
    async (request) =>
      (await service.list(principalOf(request).organizationId, { activeOnly: request.query.active_only })).map(toPolicyRecord),
  );

  app.post(
    '/policies',
    {
      config: WRITE,
      schema: { tags: TAGS, summary: 'Create a policy (active, or a draft)', body: createPolicyBody, response: { 201: policyRecord } },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const policy = await service.create({ organizationId: principal.organizationId, username: principal.username }, request.body);
      request.log.info({ organizationId: principal.organizationId, policy_id: policy.policyId, status: policy.status }, 'policy created');
      return reply.status(201).send(toPolicyRecord(policy));
    },
  );

  app.get(
    '/policies/all',
    { config: READ, schema: { tags: TAGS, summary: 'Built-in and custom policies', response: { 200: allPoliciesResponse } } },
    async (request) => ({
      system: SYSTEM_POLICIES.map((p) => ({ ...p })),
      custom: (await service.list(principalOf(request).organizationId)).map(toPolicyRecord),
    }),
  );

  app.get(
    '/policies/export/all',
    { config: READ, schema: { tags: TAGS, summary: 'Every custom policy, re-importable', response: { 200: z.array(policyRecord) } } },
    async (request) => exportPolicies(core.orm, principalOf(request).organizationId),
  );

  app.get(
    '/policies/template',
    { config: READ, schema: { tags: TAGS, summary: 'Fill-in template of a policy' } },
    async () => policyTemplate(),
  );

  app.post(
    '/policies/import',
    {
      config: WRITE,
      schema: { tags: TAGS, summary: 'Import policies; existing ids are skipped', body: importBody, response: { 201: importResponse } },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const result = await importPolicies(
        { orm: core.orm, invalidate },
        { organizationId: principal.organizationId, username: principal.username },
        request.body.policies,
      );
      request.log.info(
        { organizationId: principal.organizationId, created: result.created, skipped: result.skipped, failed: result.failed },
        'policies imported',
      );
      return reply.status(201).send(result);
    },
  );
};
