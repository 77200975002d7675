import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Core } from '../../../src/core.js';
import type { AuthDeps } from '../../../src/auth/context.js';
import { PERMISSIONS } from '../../../src/auth/permissions.js';
import { createRole, deleteRole, listRoles, updateRole } from '../../../src/auth/roles.js';
import { principalOf } from '../../plugins/auth.js';
import { createRoleBody, noContent, roleNameParams, roleRecord, toRoleRecord, updateRoleBody } from '../../schemas/auth.js';

const TAGS = ['roles'];

/** Permissions and roles: system roles are fixed, custom roles belong to one organization. */
export const roleRoutes: FastifyPluginAsyncZod<{ core: Core }> = async (app, { core }) => {
  const deps = (): AuthDeps => ({ em: core.orm.em.fork(), credentials: core.credentials });

  app.get(
    '/permissions',
    { schema: { tags: TAGS, summary: 'Every permission a role can hold', response: { 200: z.array(z.string()) } } },
    async () => [...PERMISSIONS],
  );

  app.get(
    '/roles',
    { schema: { tags: TAGS, summary: "System roles and the organization's custom roles", response: { 200: z.array(roleRecord) } } },
    async (request) => (await listRoles(core.orm.em.fork(), principalOf(request).organizationId)).map(toRoleRecord),
  );

  app.post(
    '/roles',
    {
      config: { permission: 'roles:write' },
      schema: { tags: TAGS, summary: 'Create a custom role', body: createRoleBody, response: { 201: roleRecord } },
    },
    async (request, reply) => {
      const actor = principalOf(request);
      const role = await createRole(deps(), actor, request.body);
      request.log.info({ actor_id: actor.userId, role: role.name }, 'role created');
      return reply.status(201).send(toRoleRecord(role));
    },
  );

  app.patch(
    '/roles/:role_name',
    {
      config: { permission: 'roles:write' },
      schema: {
        tags: TAGS,
        summary: "Replace a custom role's permissions (system roles cannot be modified)",
        params: roleNameParams,
        body: updateRoleBody,
        response: { 200: roleRecord },
      },
    },
    async (request) => {
      const actor = principalOf(request);
      const role = await updateRole(deps(), actor, request.params.role_name, request.body.permissions);
      request.log.info({ actor_id: actor.userId, role: role.name }, 'role updated');
      return toRoleRecord(role);
    },
  );

  app.delete(
    '/roles/:role_name',
    {
      config: { permission: 'roles:write' },
      schema: { tags: TAGS, summary: 'Delete a custom role no user holds', params: roleNameParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      const actor = principalOf(request);
      await deleteRole(deps(), actor, request.params.role_name);
      request.log.info({ actor_id: actor.userId, role: request.params.role_name }, 'role deleted');
      return reply.status(204).send(null);
    },
  );
};
