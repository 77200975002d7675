import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Core } from '../../../src/core.js';
import type { AuthDeps } from '../../../src/auth/context.js';
import { loginHistory } from '../../../src/auth/login.js';
import { createUser, deactivateUser, findUserInScope, listUsers, rotateUserKeys, updateUser } from '../../../src/auth/users.js';
import { principalOf } from '../../plugins/auth.js';
import {
  createUserBody,
  createdKeyRecord,
  loginHistoryQuery,
  loginRecord,
  noContent,
  toCreatedKeyRecord,
  toLoginRecord,
  toUserRecord,
  updateUserBody,
  userIdParams,
  userLoginHistoryQuery,
  userRecord,
} from '../../schemas/auth.js';

const TAGS = ['users'];

/** User administration (admin and above) and login history (superadmin). */
export const userRoutes: FastifyPluginAsyncZod<{ core: Core }> = async (app, { core }) => {
  const deps = (): AuthDeps => ({ em: core.orm.em.fork(), credentials: core.credentials });

  app.get(
    '/users',
    {
      config: { permission: 'users:read' },
      schema: { tags: TAGS, summary: 'Users of the organization (every user for a superadmin)', response: { 200: z.array(userRecord) } },
    },
    async (request) => (await listUsers(core.orm.em.fork(), principalOf(request))).map(toUserRecord),
  );

  app.post(
    '/users',
    {
      config: { permission: 'users:write' },
      schema: { tags: TAGS, summary: 'Create a user', body: createUserBody, response: { 201: userRecord } },
    },
    async (request, reply) => {
      const actor = principalOf(request);
      const { organization_id: organizationId, ...rest } = request.body;
      const user = await createUser(deps(), actor, { ...rest, organizationId });
      request.log.info({ actor_id: actor.userId, user_id: user.id, organization_id: user.organizationId, role: user.role }, 'user created');
      return reply.status(201).send(toUserRecord(user));
    },
  );

  app.get(
    '/users/:user_id',
    {
      config: { permission: 'users:read' },
      schema: { tags: TAGS, summary: 'One user', params: userIdParams, response: { 200: userRecord } },
    },
    async (request) => toUserRecord(await findUserInScope(core.orm.em.fork(), principalOf(request), request.params.user_id)),
  );

  app.patch(
    '/users/:user_id',
    {
      config: { permission: 'users:write' },
      schema: {
        tags: TAGS,
        summary: 'Change email, role, active status or password',
        params: userIdParams,
        body: updateUserBody,
        response: { 200: userRecord },
      },
    },
    async (request) => {
      const actor = principalOf(request);
      const { is_active: isActive, ...rest } = request.body;
      const user = await updateUser(deps(), actor, request.params.user_id, { ...rest, isActive });
      request.log.info(
        { actor_id: actor.userId, user_id: user.id, changed: Object.keys(request.body) },
        'user updated',
      );
      return toUserRecord(user);
    },
  );

  app.delete(
    '/users/:user_id',
    {
      config: { permission: 'users:write' },
      schema: { tags: TAGS, summary: 'Deactivate a user (soft delete)', params: userIdParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      const actor = principalOf(request);
      await deactivateUser(deps(), actor, request.params.user_id);
      request.log.info({ actor_id: actor.userId, user_id: request.params.user_id }, 'user deactivated');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/:user_id/rotate-key',
    {
      config: { permission: 'users:write' },
      schema: {
        tags: TAGS,
        summary: "Revoke the user's keys and issue one new key (shown once)",
        params: userIdParams,
        response: { 200: createdKeyRecord },
      },
    },
    async (request) => {
      const actor = principalOf(request);
      const created = await rotateUserKeys(deps(), actor, request.params.user_id);
      request.log.info({ actor_id: actor.userId, user_id: request.params.user_id, key_id: created.record.id }, 'user key rotated');
      return toCreatedKeyRecord(created);
    },
  );

  app.get(
    '/login-history',
    {
      config: { permission: 'login_history:read' },
      schema: { tags: TAGS, summary: 'Login attempts of every user (superadmin)', querystring: loginHistoryQuery, response: { 200: z.array(loginRecord) } },
    },
    async (request) => (await loginHistory(core.orm.em.fork(), { limit: request.query.limit })).map(toLoginRecord),
  );

  app.get(
    '/users/:user_id/login-history',
    {
      config: { permission: 'login_history:read' },
      schema: {
        tags: TAGS,
        summary: "One user's login attempts (superadmin)",
        params: userIdParams,
        querystring: userLoginHistoryQuery,
        response: { 200: z.array(loginRecord) },
      },
    },
    async (request) => {
      const em = core.orm.em.fork();
      const user = await findUserInScope(em, principalOf(request), request.params.user_id);
      return (await loginHistory(em, { userId: user.id, limit: request.query.limit })).map(toLoginRecord);
    },
  );
};
