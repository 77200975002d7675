import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Core } from '../../../src/core.js';
import { listActions } from '../../../src/evaluation/action-query.js';
import { principalOf } from '../../plugins/auth.js';

const query = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  tool: z.string().min(1).max(256).optional(),
  decision: z.enum(['allow', 'review', 'block']).optional(),
  agent_id: z.string().min(1).max(256).optional(),
});

export const listActionsRoutes: FastifyPluginAsyncZod<{ core: Core }> = async (app, { core }) => {
  app.get(
    '/actions',
    { config: { permission: 'actions:read' }, schema: { tags: ['actions'], querystring: query } },
    async (request) => {
      const { limit, offset, tool, decision, agent_id } = request.query;
      const { items, total } = await listActions(core.orm, {
        organizationId: principalOf(request).organizationId,
        limit,
        offset,
        tool,
        decision,
        agentId: agent_id,
      });
      return { items, total, limit, offset };
    },
  );
};
