import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { toPolicyRecord } from '../../../src/policy/record.js';
import type { PolicyService } from '../../../src/policy/service.js';
import type { PolicyActor } from '../../../src/policy/store.js';
import { principalOf } from '../../plugins/auth.js';
import {
  deleteResponse,
  policyIdParams,
  policyRecord,
  policyVersionParams,
  rejectQuery,
  updatePolicyBody,
  versionRecord,
} from '../../schemas/policies.js';

const TAGS = ['policies'];
const READ = { permission: 'policies:read' };
const WRITE = { permission: 'policies:write' };

function actorOf(request: FastifyRequest): PolicyActor {
  const principal = principalOf(request);
  return { organizationId: principal.organizationId, username: principal.username };
}

/** One policy: read, edit, lifecycle transitions, versions and restore. */
export const policyItemRoutes: FastifyPluginAsyncZod<{ service: PolicyService }> = async (app, { service }) => {
  app.get(
    '/policies/:policy_id',
    { config: READ, schema: { tags: TAGS, summary: 'One policy', params: policyIdParams, response: { 200: policyRecord } } },
    async (request) => toPolicyRecord(await service.get(principalOf(request).organizationId, request.params.policy_id)),
  );

  app.patch(
    '/policies/:policy_id',
    {
      config: WRITE,
      schema: { tags: TAGS, summary: 'Edit; only supplied fields change', params: policyIdParams, body: updatePolicyBody, response: { 200: policyRecord } },
    },
    async (request) => toPolicyRecord(await service.update(actorOf(request), request.params.policy_id, request.body)),
  );

  app.delete(
    '/policies/:policy_id',
    { config: WRITE, schema: { tags: TAGS, summary: 'Delete a policy', params: policyIdParams, response: { 200: deleteResponse } } },
    async (request) => {
      const actor = actorOf(request);
      const removed = await service.remove(actor, request.params.policy_id);
      request.log.info({ organizationId: actor.organizationId, policy_id: removed.policy_id, by: actor.username }, 'policy deleted');
      return { deleted: true as const, policy_id: removed.policy_id, version: removed.version };
    },
  );

  const transitions = [
    ['toggle', 'Flip is_active (active <-> archived)', (actor: PolicyActor, id: string) => service.toggle(actor, id)],
    ['archive', 'Archive (idempotent)', (actor: PolicyActor, id: string) => service.archive(actor, id)],
    ['activate', 'Activate (idempotent)', (actor: PolicyActor, id: string) => service.activate(actor, id)],
  ] as const;
  for (const [name, summary, run] of transitions) {
    app.patch(
      `/policies/:policy_id/${name}`,
      { config: WRITE, schema: { tags: TAGS, summary, params: policyIdParams, response: { 200: policyRecord } } },
      async (request) => toPolicyRecord(await run(actorOf(request), request.params.policy_id)),
    );
  }

  app.post(
    '/policies/:policy_id/approve',
    { config: WRITE, schema: { tags: TAGS, summary: 'Approve a draft', params: policyIdParams, response: { 200: policyRecord } } },
    async (request) => toPolicyRecord(await service.approve(actorOf(request), request.params.policy_id)),
  );

  app.post(
    '/policies/:policy_id/reject',
    {
      config: WRITE,
      schema: { tags: TAGS, summary: 'Reject a draft (immutable afterwards)', params: policyIdParams, querystring: rejectQuery, response: { 200: policyRecord } },
    },
    async (request) => toPolicyRecord(await service.reject(actorOf(request), request.params.policy_id, request.query.reason)),
  );

  app.get(
    '/policies/:policy_id/versions',
    { config: READ, schema: { tags: TAGS, summary: 'Versions, newest first', params: policyIdParams, response: { 200: z.array(versionRecord) } } },
    async (request) => service.versions(principalOf(request).organizationId, request.params.policy_id),
  );

  for (const path of ['/policies/:policy_id/restore/:version', '/policies/:policy_id/versions/:version/restore']) {
    app.post(
      path,
      {
        config: WRITE,
        schema: { tags: TAGS, summary: 'Restore an old version as a new version', params: policyVersionParams, response: { 200: policyRecord } },
      },
      async (request) => toPolicyRecord(await service.restore(actorOf(request), request.params.policy_id, request.params.version)),
    );
  }
};
