import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../../src/errors.js';
import { hitWindow } from '../../../src/runtime/rate-window.js';
import type { Core } from '../../../src/core.js';
import { EvaluationService, toolCallOf } from '../../../src/evaluation/service.js';
import { decisionResponseSchema, evaluationRequestSchema } from '../../../src/evaluation/schema.js';
import { principalOf } from '../../plugins/auth.js';
import type { Producers } from '../../queues.js';

export const evaluateRoutes: FastifyPluginAsyncZod<{ core: Core; producers: Producers }> = async (app, { core, producers }) => {
  const service = new EvaluationService({
    sql: core.sql,
    store: core.runtime,
    orgConfig: core.orgConfig,
    settings: core.evaluationSettings,
    enqueue: (job) => producers.enqueueEvaluation(job),
    sealer: core.sealer,
    log: core.log,
  });
  const perAgentLimit = core.config.GOVERNOR_RATE_LIMIT_EVALUATE_PER_AGENT_PER_MIN;
  const agentLimit: preHandlerAsyncHookHandler = async (request, reply) => {
    const principal = principalOf(request);
    const body = evaluationRequestSchema.safeParse(request.body);
    const agent = body.success ? toolCallOf(body.data).agentId : 'anonymous';
    const hit = await hitWindow(core.redis, `${core.keyPrefix}rl-agent:${principal.organizationId}:${encodeURIComponent(agent)}`, 60).catch(
      (err: unknown) => {
        request.log.error({ err }, 'agent rate limit unavailable');
        throw new DomainError('SERVICE_UNAVAILABLE', 'rate limit store unavailable');
      },
    );
    if (hit.count > perAgentLimit) {
      reply.header('retry-after', String(hit.resetSeconds));
      throw new DomainError('RATE_LIMITED', `agent ${agent} exceeded ${perAgentLimit} evaluations per minute`);
    }
  };

  app.post(
    '/actions/evaluate',
    {
      config: { permission: 'actions:evaluate', limit: 'evaluate' },
      preHandler: perAgentLimit > 0 ? [agentLimit] : [],
      // The response is built by the service from typed parts; the schema documents it, and the
      // hot path skips re-validating it on the way out.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags: ['actions'],
        summary: 'Evaluate a proposed tool call',
        body: evaluationRequestSchema,
        response: { 200: decisionResponseSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return service.evaluate(
        { organizationId: principal.organizationId, userId: principal.userId, apiKeyId: principal.apiKeyId },
        request.body,
      );
    },
  );
};
