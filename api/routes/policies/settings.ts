import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Core } from '../../../src/core.js';
import { addToAllowlist, allowlistView } from '../../../src/policy/allowlist.js';
import { governanceMode, readSeverityWeights, setGovernanceMode, writeSeverityWeights } from '../../../src/policy/governance.js';
import { calculateSeverity, SEVERITY_RANGES, severityInRange } from '../../../src/policy/severity.js';
import { simulatePolicy } from '../../../src/policy/simulate.js';
import { severityWeightsOf } from '../../../src/policy/store.js';
import { principalOf } from '../../plugins/auth.js';
import {
  allowlistBody,
  allowlistResponse,
  allowlistViewResponse,
  governanceModeBody,
  governanceModeResponse,
  severityCalculateBody,
  severityCalculateResponse,
  simulateBody,
  simulateResponse,
  weightsBody,
  weightsResponse,
} from '../../schemas/policies.js';

const TAGS = ['policies'];
const READ = { permission: 'policies:read' };
const WRITE = { permission: 'policies:write' };

/** Simulation, severity rubric, governance mode and the tool allowlist. */
export const policySettingsRoutes: FastifyPluginAsyncZod<{ core: Core; invalidate: (organizationId: number) => Promise<void> }> = async (
  app,
  { core, invalidate },
) => {
  app.post(
    '/policies/simulate',
    {
      config: READ,
      schema: { tags: TAGS, summary: 'Try a draft policy on a sample call; persists nothing', body: simulateBody, response: { 200: simulateResponse } },
    },
    async (request) =>
      simulatePolicy(
        { orm: core.orm, orgConfig: core.orgConfig, settings: core.evaluationSettings },
        principalOf(request).organizationId,
        request.body.policy,
        request.body.action,
      ),
  );

  app.get(
    '/policies/severity-weights',
    { config: READ, schema: { tags: TAGS, summary: 'Effective rubric weights', response: { 200: weightsResponse } } },
    async (request) => readSeverityWeights(core.orm, principalOf(request).organizationId),
  );

  app.put(
    '/policies/severity-weights',
    { config: WRITE, schema: { tags: TAGS, summary: 'Set the rubric weights', body: weightsBody, response: { 200: weightsResponse } } },
    async (request) => {
      const principal = principalOf(request);
      const result = await writeSeverityWeights(core.orm, principal.organizationId, request.body);
      request.log.info({ organizationId: principal.organizationId, by: principal.username, weights: request.body }, 'severity weights changed');
      return result;
    },
  );

  app.post(
    '/policies/severity/calculate',
    {
      config: READ,
      schema: { tags: TAGS, summary: 'Rubric-derived severity', body: severityCalculateBody, response: { 200: severityCalculateResponse } },
    },
    async (request) => {
      const { action, ...scores } = request.body;
      const { weights } = await severityWeightsOf(core.orm.em.fork(), principalOf(request).organizationId);
      const severity = calculateSeverity(scores, weights);
      const [min, max] = SEVERITY_RANGES[action];
      return { severity, weights, action, valid_for_action: severityInRange(action, severity), allowed_range: [min, max] as [number, number] };
    },
  );

  app.get(
    '/policies/governance-mode',
    { config: READ, schema: { tags: TAGS, summary: 'Current governance mode', response: { 200: governanceModeResponse } } },
    async (request) => ({ governance_mode: await governanceMode(core.orm, principalOf(request).organizationId) }),
  );

  app.patch(
    '/policies/governance-mode',
    {
      config: WRITE,
      schema: { tags: TAGS, summary: 'Switch the governance mode', body: governanceModeBody, response: { 200: governanceModeResponse } },
    },
    async (request) => {
      const principal = principalOf(request);
      const mode = await setGovernanceMode({ orm: core.orm, invalidate }, principal.organizationId, request.body.governance_mode);
      request.log.warn({ organizationId: principal.organizationId, by: principal.username, governance_mode: mode }, 'governance mode set');
      return { governance_mode: mode };
    },
  );

  app.get(
    '/policies/allowlist',
    { config: READ, schema: { tags: TAGS, summary: 'Tool allowlist view', response: { 200: allowlistViewResponse } } },
    async (request) => {
      const organizationId = principalOf(request).organizationId;
      const [view, mode] = await Promise.all([allowlistView(core.orm, organizationId), governanceMode(core.orm, organizationId)]);
      return { governance_mode: mode, ...view };
    },
  );

  app.post(
    '/policies/allowlist',
    {
      config: WRITE,
      schema: { tags: TAGS, summary: 'One allow policy per tool', body: allowlistBody, response: { 201: allowlistResponse } },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const result = await addToAllowlist(
        { orm: core.orm, invalidate },
        { organizationId: principal.organizationId, username: principal.username },
        { tools: request.body.tools, agentId: request.body.agent_id ?? null, note: request.body.note ?? null },
      );
      request.log.info({ organizationId: principal.organizationId, created: result.created, skipped: result.skipped }, 'allowlist updated');
      return reply.status(201).send(result);
    },
  );
};
