import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Core } from '../../../src/core.js';
import type { AuthDeps } from '../../../src/auth/context.js';
import { createKey, listKeys, revokeKey, rotateKeys } from '../../../src/auth/keys.js';
import { principalOf } from '../../plugins/auth.js';
import { createKeyBody, createdKeyRecord, keyIdParams, keyRecord, noContent, toCreatedKeyRecord, toKeyRecord } from '../../schemas/auth.js';

const TAGS = ['keys'];

/** The caller's own API keys. */
export const keyRoutes: FastifyPluginAsyncZod<{ core: Core }> = async (app, { core }) => {
  const deps = (): AuthDeps => ({ em: core.orm.em.fork(), credentials: core.credentials });

  app.post(
    '/me/rotate-key',
    {
      schema: {
        tags: TAGS,
        summary: 'Revoke every active key of the caller and issue one new key labelled default (shown once)',
        response: { 200: createdKeyRecord },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const created = await rotateKeys(deps(), principal);
      request.log.info({ user_id: principal.userId, key_id: created.record.id }, 'keys rotated');
      return toCreatedKeyRecord(created);
    },
  );

  app.get(
    '/me/keys',
    { schema: { tags: TAGS, summary: "The caller's keys, revoked ones included", response: { 200: z.array(keyRecord) } } },
    async (request) => (await listKeys(core.orm.em.fork(), principalOf(request).userId)).map(toKeyRecord),
  );

  app.post(
    '/me/keys',
    {
      schema: { tags: TAGS, summary: 'Create a key (the full key is shown once)', body: createKeyBody, response: { 201: createdKeyRecord } },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const created = await createKey(deps(), principal, request.body.label);
      request.log.info({ user_id: principal.userId, key_id: created.record.id }, 'key created');
      return reply.status(201).send(toCreatedKeyRecord(created));
    },
  );

  app.delete(
    '/me/keys/:key_id',
    { schema: { tags: TAGS, summary: 'Revoke one of your keys', params: keyIdParams, response: { 204: noContent } } },
    async (request, reply) => {
      const principal = principalOf(request);
      await revokeKey(deps(), principal.userId, request.params.key_id);
      request.log.info({ user_id: principal.userId, key_id: request.params.key_id }, 'key revoked');
      return reply.status(204).send(null);
    },
  );
};
