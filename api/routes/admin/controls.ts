import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Core } from '../../../src/core.js';
import { CanaryService } from '../../../src/canary/service.js';
import { isSuperadmin } from '../../../src/auth/principal.js';
import { DomainError } from '../../../src/errors.js';
import { principalOf } from '../../plugins/auth.js';

const agentParams = z.object({ agent_id: z.string().min(1).max(256) });
const quarantineSchema = z.object({ agent_id: z.string(), quarantined: z.boolean(), since: z.string().nullable() });

/** Kill switch, quarantine, budget breaker and canary controls (Summary and administration table). */
export const adminControlRoutes: FastifyPluginAsyncZod<{ core: Core }> = async (app, { core }) => {
  const { controls } = core;
  const canary = new CanaryService(core.redis, core.runtime.keys, core.evaluationSettings);

  const status = async (organizationId: number) => {
    const [kill, quarantined, config] = await Promise.all([
      controls.killState(organizationId),
      controls.quarantinedAgents(organizationId),
      core.orgConfig.get(organizationId),
    ]);
    return { ...kill, quarantined_agents: quarantined, governance_mode: config.governanceMode, version: core.config.version };
  };

  app.get('/admin/status', { config: { permission: 'actions:read' }, schema: { tags: ['admin'] } }, async (request) =>
    status(principalOf(request).organizationId),
  );

  app.post(
    '/admin/kill',
    {
      config: { permission: 'admin:killswitch' },
      schema: { tags: ['admin'], querystring: z.object({ scope: z.enum(['organization', 'global']).default('organization') }) },
    },
    async (request) => {
      const principal = principalOf(request);
      if (request.query.scope === 'global' && !isSuperadmin(principal)) {
        throw new DomainError('FORBIDDEN', 'only a superadmin may halt every organization');
      }
      await controls.kill(principal.organizationId, request.query.scope, principal.username);
      request.log.warn({ organizationId: principal.organizationId, scope: request.query.scope, by: principal.username }, 'kill switch on');
      return status(principal.organizationId);
    },
  );

  app.post('/admin/resume', { config: { permission: 'admin:killswitch' }, schema: { tags: ['admin'] } }, async (request) => {
    const principal = principalOf(request);
    await controls.resume(principal.organizationId, isSuperadmin(principal));
    request.log.warn({ organizationId: principal.organizationId, by: principal.username }, 'kill switch off');
    return status(principal.organizationId);
  });

  app.post(
    '/admin/quarantine/:agent_id',
    { config: { permission: 'admin:quarantine' }, schema: { tags: ['admin'], params: agentParams, response: { 200: quarantineSchema } } },
    async (request) => controls.quarantine(principalOf(request).organizationId, request.params.agent_id),
  );
  app.get(
    '/admin/quarantine/:agent_id',
    { config: { permission: 'actions:read' }, schema: { tags: ['admin'], params: agentParams, response: { 200: quarantineSchema } } },
    async (request) => controls.quarantineState(principalOf(request).organizationId, request.params.agent_id),
  );
  app.post(
    '/admin/unquarantine/:agent_id',
    { config: { permission: 'admin:quarantine' }, schema: { tags: ['admin'], params: agentParams, response: { 200: quarantineSchema } } },
    async (request) => controls.unquarantine(principalOf(request).organizationId, request.params.agent_id),
  );
  app.get(
    '/admin/quarantine',
    { config: { permission: 'actions:read' }, schema: { tags: ['admin'], response: { 200: z.array(z.string()) } } },
    async (request) => controls.quarantinedAgents(principalOf(request).organizationId),
  );

  app.post(
    '/admin/budget/reset',
    {
      config: { permission: 'admin:quarantine' },
      schema: { tags: ['admin'], querystring: z.object({ agent_id: z.string().min(1).max(256).default('anonymous') }) },
    },
    async (request) => {
      await controls.resetBudget(principalOf(request).organizationId, request.query.agent_id);
      return { agent_id: request.query.agent_id, reset: true, breaker_engaged: false };
    },
  );
  app.get('/admin/budget/status', { config: { permission: 'actions:read' }, schema: { tags: ['admin'] } }, async (request) =>
    controls.budgetStatus(principalOf(request).organizationId, {
      maxPerHour: core.config.GOVERNOR_BUDGET_MAX_EVALUATIONS_PER_HOUR,
      maxConsecutiveBlocks: core.config.GOVERNOR_BUDGET_MAX_CONSECUTIVE_BLOCKS,
    }),
  );

  // "operator or admin": both hold actions:evaluate, auditors and viewers do not.
  app.get('/admin/canary/status', { config: { permission: 'actions:evaluate' }, schema: { tags: ['admin'] } }, async () => canary.status());
  app.post('/admin/canary/run', { config: { permission: 'actions:evaluate' }, schema: { tags: ['admin'] } }, async () => canary.runAndStore());
};
