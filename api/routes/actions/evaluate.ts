import type { FastifyReply, FastifyRequest } from 'fastify';
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
  /** Counts the call against its agent's window; runs in the handler, where the body is already validated. */
  const enforceAgentLimit = async (organizationId: number, agent: string, request: FastifyRequest, reply: FastifyReply) => {
    const hit = await hitWindow(core.redis, `${core.keyPrefix}rl-agent:${organizationId}:${encodeURIComponent(agent)}`, 60).catch(
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
      schema: {
        tags: ['actions'],
        summary: 'Evaluate a proposed tool call',
        body: evaluationRequestSchema,
        response: { 200: decisionResponseSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      if (perAgentLimit > 0) await enforceAgentLimit(principal.organizationId, toolCallOf(request.body).agentId, request, reply);
      const { response, json } = await service.evaluate(
        { organizationId: principal.organizationId, userId: principal.userId, apiKeyId: principal.apiKeyId },
        request.body,
      );
      // The service renders the body from typed parts (with the trace it already serialized for the
      // action row); the schema documents it, and this reply sends that body instead of
      // serializing and re-validating the response again.
      reply.type('application/json; charset=utf-8').serializer(() => json);
      return response;
    },
  );
};
