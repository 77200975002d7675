import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context.js';
import { errorOf, seedOrganization, seedUser, type TestUser } from '../helpers/auth.js';
import { evaluate } from '../helpers/evaluate.js';

let ctx: TestContext;
let orgId: number;
let admin: TestUser;
let operator: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ GOVERNOR_RATE_LIMIT_EVALUATE_PER_MIN: '0', GOVERNOR_RATE_LIMIT_DEFAULT_PER_MIN: '0' });
  orgId = await seedOrganization(ctx.core);
  admin = await seedUser(ctx.app, ctx.core, { organizationId: orgId, role: 'admin' });
  operator = await seedUser(ctx.app, ctx.core, { organizationId: orgId, role: 'operator' });
});
afterAll(async () => {
  await ctx?.close();
});

let counter = 0;
const freshId = (prefix = 'tp') => `${prefix}-${++counter}`;

function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown, user: TestUser = admin) {
  return ctx.app.inject({ method, url, headers: user.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function newOrgAdmin(): Promise<TestUser> {
  const org = await seedOrganization(ctx.core);
  return seedUser(ctx.app, ctx.core, { organizationId: org, role: 'admin' });
}

async function decisionOf(user: TestUser, tool: string, args: Record<string, unknown> = { q: 'hello' }) {
  const res = await evaluate(ctx.app, user.headers, { tool, args, context: { agent_id: `tools-agent-${++counter}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { decision: string; policy_ids: string[]; error_code: string | null };
}

async function countRows(organizationId: number): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    const out: Record<string, number> = {};
    for (const table of ['policies', 'policy_versions', 'policy_audit', 'actions']) {
      const { rows } = await client.query(`select count(*)::int as n from ${table} where organization_id = $1`, [organizationId]);
      out[table] = rows[0].n as number;
    }
    return out;
  } finally {
    await client.end();
  }
}

describe('severity validation on create', () => {
  const base = { description: 'sev', match_json: { tool: 'sev_tool' } };

  it.each([
    ['allow', 50],
    ['review', 19],
    ['review', 90],
    ['block', 49],
  ])('refuses %s with severity %i (out of range)', async (action, severity) => {
    const res = await call('POST', '/policies', { ...base, policy_id: freshId(), action, severity });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'request validation failed',
        details: [{ path: 'body.severity', message: expect.stringMatching(new RegExp(`^severity ${severity} is outside the range for action ${action} \\(\\d+-\\d+\\)$`)) }],
      },
    });
  });

  it.each([
    ['allow', 0],
    ['allow', 49],
    ['review', 20],
    ['review', 89],
    ['block', 50],
    ['block', 100],
  ])('accepts %s with severity %i (range boundary)', async (action, severity) => {
    const res = await call('POST', '/policies', { ...base, policy_id: freshId(), action, severity });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('calculates the severity from rubric dimensions (rounded half up with default weights)', async () => {
    // 0.4 x 80 + 0.35 x 70 + 0.25 x 90 = 32 + 24.5 + 22.5 = 79
    const res = await call('POST', '/policies', { ...base, policy_id: freshId(), action: 'block', blast_radius: 80, reversibility: 70, data_sensitivity: 90 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ severity: 79, blast_radius: 80, reversibility: 70, data_sensitivity: 90 });
    // 0.35 x 90 is 31.499999999999996 in floating point but 31.5 on paper: rounds half up to 32
    const half = await call('POST', '/policies', { ...base, policy_id: freshId(), action: 'allow', blast_radius: 0, reversibility: 90, data_sensitivity: 0 });
    expect(half.json()).toMatchObject({ severity: 32 });
  });

  it('a manual severity that differs from the rubric needs an override_justification of 20+ characters', async () => {
    const dims = { blast_radius: 80, reversibility: 70, data_sensitivity: 90 };
    const conflict = await call('POST', '/policies', { ...base, policy_id: freshId(), action: 'block', severity: 95, ...dims });
    expect(conflict.statusCode).toBe(422);
    expect(errorOf(conflict).details).toEqual([
      { path: 'body.override_justification', message: expect.stringContaining('differs from the rubric severity 79') },
    ]);
    const short = await call('POST', '/policies', { ...base, policy_id: freshId(), action: 'block', severity: 95, ...dims, override_justification: 'too short' });
    expect(short.statusCode).toBe(422);
    expect(errorOf(short).details?.[0]?.path).toBe('body.override_justification');
    const ok = await call('POST', '/policies', {
      ...base,
      policy_id: freshId(),
      action: 'block',
      severity: 95,
      ...dims,
      override_justification: 'regulator requires the maximum here',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ severity: 95, override_justification: 'regulator requires the maximum here' });
    const equal = await call('POST', '/policies', { ...base, policy_id: freshId(), action: 'block', severity: 79, ...dims });
    expect(equal.statusCode).toBe(201);
  });

  it('refuses missing severity, partial rubric and out-of-range dimensions', async () => {
    const none = await call('POST', '/policies', { ...base, policy_id: freshId(), action: 'block' });
    expect(errorOf(none).details).toEqual([{ path: 'body.severity', message: 'give severity or all three rubric dimensions' }]);
    const partial = await call('POST', '/policies', { ...base, policy_id: freshId(), action: 'block', blast_radius: 90 });
    expect(partial.statusCode).toBe(422);
    expect(errorOf(partial).details?.map((d) => d.path)).toEqual(['body.reversibility', 'body.data_sensitivity']);
    const big = await call('POST', '/policies', { ...base, policy_id: freshId(), action: 'block', blast_radius: 101, reversibility: 1, data_sensitivity: 1 });
    expect(big.statusCode).toBe(422);
    expect(errorOf(big).details?.[0]?.path).toBe('body.blast_radius');
  });

  it('a rubric severity outside the action range is refused at body.severity', async () => {
    const res = await call('POST', '/policies', { ...base, policy_id: freshId(), action: 'block', blast_radius: 10, reversibility: 10, data_sensitivity: 10 });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).details).toEqual([{ path: 'body.severity', message: 'severity 10 is outside the range for action block (50-100)' }]);
  });
});

describe('match_json validation', () => {
  it('refuses invalid, over-long and backtracking-only regexes and unknown keys', async () => {
    const post = (match_json: Record<string, unknown>) =>
      call('POST', '/policies', { policy_id: freshId(), action: 'block', severity: 80, match_json });
    const invalid = await post({ args_regex: '(unclosed' });
    expect(invalid.statusCode).toBe(422);
    expect(errorOf(invalid).details).toEqual([{ path: 'body.match_json.args_regex', message: expect.stringContaining('invalid regex') }]);
    const url = await post({ url_regex: '[z-a]' });
    expect(errorOf(url).details?.[0]?.path).toBe('body.match_json.url_regex');
    const lookaround = await post({ args_regex: '(?=secret)' });
    expect(lookaround.statusCode).toBe(422);
    const long = await post({ args_regex: 'a'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect(errorOf(long).details?.[0]?.path).toBe('body.match_json.args_regex');
    expect((await post({ args_regex: 'a'.repeat(1000) })).statusCode).toBe(201);
    const unknown = await post({ tool: 'x', method: 'GET' });
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown).details?.[0]?.path).toBe('body.match_json');
  });

  it('a policy bound to an agent applies to that agent only; legacy match_json.agent_id too', async () => {
    const user = await newOrgAdmin();
    await call('POST', '/policies', { policy_id: 'scoped', action: 'block', severity: 80, match_json: { tool: 'scoped_tool' }, agent_id: 'agent-a' }, user);
    await call('POST', '/policies', { policy_id: 'legacy', action: 'block', severity: 80, match_json: { tool: 'legacy_tool', agent_id: 'agent-a' } }, user);
    for (const tool of ['scoped_tool', 'legacy_tool']) {
      const a = await evaluate(ctx.app, user.headers, { tool, context: { agent_id: 'agent-a' } });
      expect(a.json().decision, tool).toBe('block');
      const b = await evaluate(ctx.app, user.headers, { tool, context: { agent_id: 'agent-b' } });
      expect(b.json().decision, tool).toBe('allow');
    }
  });
});

describe('severity weights and calculate', () => {
  it('reads defaults, writes overrides, and refuses invalid weights with the error shape', async () => {
    const user = await newOrgAdmin();
    expect((await call('GET', '/policies/severity-weights', undefined, user)).json()).toEqual({
      blast_radius: 0.4,
      reversibility: 0.35,
      data_sensitivity: 0.25,
      is_default: true,
    });
    const put = await call('PUT', '/policies/severity-weights', { blast_radius: 0.5, reversibility: 0.3, data_sensitivity: 0.2 }, user);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ blast_radius: 0.5, reversibility: 0.3, data_sensitivity: 0.2, is_default: false });
    expect((await call('GET', '/policies/severity-weights', undefined, user)).json()).toMatchObject({ blast_radius: 0.5, is_default: false });
    // within the tolerance
    expect((await call('PUT', '/policies/severity-weights', { blast_radius: 0.3334, reversibility: 0.3333, data_sensitivity: 0.3333 }, user)).statusCode).toBe(200);

    const sum = await call('PUT', '/policies/severity-weights', { blast_radius: 0.5, reversibility: 0.3, data_sensitivity: 0.3 }, user);
    expect(sum.statusCode).toBe(422);
    expect(sum.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'request validation failed', details: [{ path: 'body', message: 'weights must sum to 1.0 within 0.001 (got 1.1)' }] },
    });
    const range = await call('PUT', '/policies/severity-weights', { blast_radius: 1.2, reversibility: -0.1, data_sensitivity: -0.1 }, user);
    expect(range.statusCode).toBe(422);
    expect(errorOf(range).details?.map((d) => d.path).sort()).toEqual(['body.blast_radius', 'body.data_sensitivity', 'body.reversibility']);
    const missing = await call('PUT', '/policies/severity-weights', { blast_radius: 1 }, user);
    expect(missing.statusCode).toBe(422);
  });

  it('severity/calculate uses the organization weights and reports the range', async () => {
    const user = await newOrgAdmin();
    const res = await call('POST', '/policies/severity/calculate', { blast_radius: 80, reversibility: 70, data_sensitivity: 90, action: 'block' }, user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      severity: 79,
      weights: { blast_radius: 0.4, reversibility: 0.35, data_sensitivity: 0.25 },
      action: 'block',
      valid_for_action: true,
      allowed_range: [50, 100],
    });
    await call('PUT', '/policies/severity-weights', { blast_radius: 1, reversibility: 0, data_sensitivity: 0 }, user);
    const allow = await call('POST', '/policies/severity/calculate', { blast_radius: 80, reversibility: 0, data_sensitivity: 0, action: 'allow' }, user);
    expect(allow.json()).toMatchObject({ severity: 80, valid_for_action: false, allowed_range: [0, 49] });
    // a create with dimensions now uses the new weights
    const created = await call('POST', '/policies', { policy_id: 'weighted', action: 'block', match_json: {}, blast_radius: 60, reversibility: 0, data_sensitivity: 0 }, user);
    expect(created.json()).toMatchObject({ severity: 60 });
    expect((await call('POST', '/policies/severity/calculate', { blast_radius: 1, reversibility: 1, data_sensitivity: 1 }, user)).statusCode).toBe(422);
  });
});

describe('import, export and template', () => {
  it('imports with duplicates and invalid entries; one bad policy does not stop the rest', async () => {
    const user = await newOrgAdmin();
    await call('POST', '/policies', { policy_id: 'existing', action: 'block', severity: 80, match_json: { tool: 'a' } }, user);
    const res = await call(
      'POST',
      '/policies/import',
      {
        policies: [
          { policy_id: 'imp-1', description: 'one', severity: 80, action: 'block', match_json: { tool: 'imp_tool_1' } },
          { policy_id: 'existing', description: 'dup', severity: 80, action: 'block', match_json: { tool: 'a' } },
          { policy_id: 'imp-bad-regex', description: 'bad', severity: 80, action: 'block', match_json: { args_regex: '(' } },
          { policy_id: 'imp-bad-range', description: 'bad', severity: 10, action: 'block', match_json: {} },
          { description: 'no id', severity: 10, action: 'allow', match_json: {} },
          'not an object',
          { policy_id: 'imp-2', description: 'two', severity: 30, action: 'review', match_json: { tool: 'imp_tool_2' }, version: 9, created_at: 'x' },
          { policy_id: 'imp-2', description: 'repeat in batch', severity: 30, action: 'review', match_json: {} },
        ],
      },
      user,
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ created: 2, skipped: 2, failed: 4 });
    expect(body.errors).toHaveLength(4);
    expect(body.errors[0]).toEqual({ policy_id: 'imp-bad-regex', message: expect.stringContaining('policies.2.match_json.args_regex') });
    expect(body.errors[1]).toEqual({ policy_id: 'imp-bad-range', message: expect.stringContaining('outside the range') });
    expect(body.errors[2]).toEqual({ policy_id: null, message: expect.stringContaining('policies.4.policy_id') });
    expect(body.errors[3]).toMatchObject({ policy_id: null });

    const imported = (await call('GET', '/policies/imp-2', undefined, user)).json();
    expect(imported).toMatchObject({ description: 'two', version: 1, status: 'active', created_by: user.username });
    expect((await call('GET', '/policies/existing', undefined, user)).json()).toMatchObject({ description: '' });
    const audit = (await call('GET', '/policies/audit/trail?action=import', undefined, user)).json();
    expect(audit.map((a: { policy_id: string }) => a.policy_id).sort()).toEqual(['imp-1', 'imp-2']);
    expect((await decisionOf(user, 'imp_tool_1')).decision).toBe('block');
  });

  it('refuses a batch over 1,000 items with 422', async () => {
    const policies = Array.from({ length: 1001 }, (_, i) => ({ policy_id: `bulk-${i}`, severity: 80, action: 'block', match_json: {} }));
    const res = await call('POST', '/policies/import', { policies });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).details?.[0]?.path).toBe('body.policies');
  });

  it('export returns every policy and re-imports into another organization', async () => {
    const user = await newOrgAdmin();
    await call('POST', '/policies', { policy_id: 'exp-1', action: 'block', severity: 80, match_json: { tool: 'x' } }, user);
    await call('POST', '/policies', { policy_id: 'exp-2', action: 'review', severity: 50, match_json: { tool: 'y' }, status: 'draft' }, user);
    const exported = (await call('GET', '/policies/export/all', undefined, user)).json();
    expect(exported.map((p: { policy_id: string }) => p.policy_id)).toEqual(['exp-2', 'exp-1']);
    const other = await newOrgAdmin();
    const res = await call('POST', '/policies/import', { policies: exported }, other);
    expect(res.json()).toEqual({ created: 2, skipped: 0, failed: 0, errors: [] });
    expect((await call('GET', '/policies/exp-2', undefined, other)).json()).toMatchObject({ status: 'draft', is_active: false });
  });

  it('the template posts as it is', async () => {
    const user = await newOrgAdmin();
    const template = (await call('GET', '/policies/template', undefined, user)).json();
    const res = await call('POST', '/policies', template, user);
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('simulate', () => {
  it('shows the draft match, stored matches and the combined decision, and persists nothing', async () => {
    const user = await newOrgAdmin();
    await call('POST', '/policies', { policy_id: 'stored-review', action: 'review', severity: 50, match_json: { tool: 'send_email' } }, user);
    const before = await countRows(user.organizationId);
    const res = await call(
      'POST',
      '/policies/simulate',
      {
        policy: { policy_id: 'draft-block', action: 'block', severity: 80, match_json: { tool: 'send_email', args_regex: 'competitor\\.com' } },
        action: { tool: 'send_email', args: { to: 'ceo@competitor.com' }, context: { agent_id: 'sim-agent' } },
      },
      user,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ draft_matches: true, matching_policies: ['stored-review'], decision: 'block' });
    expect(body.risk_score).toBeGreaterThanOrEqual(80);
    expect(body.explanation).toContain('draft-block');

    const miss = await call(
      'POST',
      '/policies/simulate',
      {
        policy: { action: 'block', severity: 80, match_json: { tool: 'send_email', args_regex: 'competitor\\.com' } },
        action: { tool: 'send_email', args: { to: 'friend@example.org' } },
      },
      user,
    );
    expect(miss.json()).toMatchObject({ draft_matches: false, matching_policies: ['stored-review'], decision: 'review' });

    const system = await call(
      'POST',
      '/policies/simulate',
      { policy: { action: 'allow', severity: 0, match_json: { tool: 'run_sql' } }, action: { tool: 'run_sql', args: { query: 'DROP TABLE users' } } },
      user,
    );
    expect(system.json()).toMatchObject({ draft_matches: true, decision: 'block' });
    expect(system.json().matching_policies).toContain('system:no-drop-database');

    expect(await countRows(user.organizationId)).toEqual(before);
    expect((await call('GET', '/policies/draft-block', undefined, user)).statusCode).toBe(404);
  });

  it('an operator may simulate; an invalid draft is 422 at body.policy', async () => {
    const res = await call(
      'POST',
      '/policies/simulate',
      { policy: { action: 'block', severity: 10, match_json: { args_regex: '(' } }, action: { tool: 't' } },
      operator,
    );
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).details?.map((d) => d.path)).toEqual(['body.policy.match_json.args_regex', 'body.policy.severity']);
    const ok = await call('POST', '/policies/simulate', { policy: { action: 'block', match_json: { tool: 't' } }, action: { tool: 't' } }, operator);
    expect(ok.json()).toMatchObject({ draft_matches: true, decision: 'block' });
  });
});

describe('governance mode and allowlist', () => {
  it('refuses deny-by-default without an allow policy (409), then succeeds after the allowlist', async () => {
    const user = await newOrgAdmin();
    expect((await call('GET', '/policies/governance-mode', undefined, user)).json()).toEqual({ governance_mode: 'allow-by-default' });
    const refused = await call('PATCH', '/policies/governance-mode', { governance_mode: 'deny-by-default' }, user);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('lockout') });
    expect((await call('GET', '/policies/governance-mode', undefined, user)).json()).toEqual({ governance_mode: 'allow-by-default' });

    // an archived or draft allow policy does not count
    await call('POST', '/policies', { policy_id: 'allow-draft', action: 'allow', severity: 0, match_json: { tool: 'x' }, status: 'draft' }, user);
    expect((await call('PATCH', '/policies/governance-mode', { governance_mode: 'deny-by-default' }, user)).statusCode).toBe(409);

    const allow = await call('POST', '/policies/allowlist', { tools: ['get_weather', 'search_docs', 'get_weather'], note: 'read-only tools' }, user);
    expect(allow.statusCode, allow.body).toBe(201);
    expect(allow.json()).toEqual({
      created: ['allow:get_weather', 'allow:search_docs'],
      skipped: [],
      policy_ids: ['allow:get_weather', 'allow:search_docs'],
    });
    const ok = await call('PATCH', '/policies/governance-mode', { governance_mode: 'deny-by-default' }, user);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ governance_mode: 'deny-by-default' });

    expect(await decisionOf(user, 'get_weather', { city: 'Oslo' })).toMatchObject({ decision: 'allow', policy_ids: ['allow:get_weather'] });
    expect(await decisionOf(user, 'delete_records')).toMatchObject({ decision: 'block', policy_ids: ['system:deny-by-default'] });

    const view = (await call('GET', '/policies/allowlist', undefined, user)).json();
    expect(view).toMatchObject({ governance_mode: 'deny-by-default', tools: ['get_weather', 'search_docs'] });
    expect(view.entries.find((e: { policy_id: string }) => e.policy_id === 'allow:get_weather')).toMatchObject({
      tool: 'get_weather',
      agent_id: null,
      is_active: true,
      description: 'read-only tools',
    });

    for (const mode of ['audit-only', 'allow-by-default']) {
      const res = await call('PATCH', '/policies/governance-mode', { governance_mode: mode }, user);
      expect(res.json()).toEqual({ governance_mode: mode });
    }
    expect((await decisionOf(user, 'delete_records')).decision).toBe('allow');
    expect((await call('PATCH', '/policies/governance-mode', { governance_mode: 'deny-all' }, user)).statusCode).toBe(422);
  });

  it('allowlist skips existing ids and scopes to an agent', async () => {
    const user = await newOrgAdmin();
    await call('POST', '/policies/allowlist', { tools: ['read_file'] }, user);
    const res = await call('POST', '/policies/allowlist', { tools: ['read_file', 'list_dir'], agent_id: 'agent-9' }, user);
    expect(res.json()).toEqual({ created: ['allow:read_file@agent-9', 'allow:list_dir@agent-9'], skipped: [], policy_ids: ['allow:read_file@agent-9', 'allow:list_dir@agent-9'] });
    const again = await call('POST', '/policies/allowlist', { tools: ['read_file', 'list_dir'], agent_id: 'agent-9' }, user);
    expect(again.json()).toMatchObject({ created: [], skipped: ['allow:read_file@agent-9', 'allow:list_dir@agent-9'] });
    expect((await call('GET', '/policies/allow:list_dir@agent-9', undefined, user)).json()).toMatchObject({
      action: 'allow',
      severity: 0,
      agent_id: 'agent-9',
      match_json: { tool: 'list_dir' },
    });
    expect((await call('POST', '/policies/allowlist', { tools: [] }, user)).statusCode).toBe(422);
    const bad = await call('POST', '/policies/allowlist', { tools: ['has space'] }, user);
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).details?.[0]?.path).toBe('body.tools.0');
  });
});

describe('audit trail and stats', () => {
  it('filters by policy_id, action and username, paginates newest first, and validates limit', async () => {
    const user = await newOrgAdmin();
    const second = await seedUser(ctx.app, ctx.core, { organizationId: user.organizationId, role: 'admin' });
    await call('POST', '/policies', { policy_id: 'aud-1', action: 'block', severity: 80, match_json: {} }, user);
    await call('POST', '/policies', { policy_id: 'aud-2', action: 'block', severity: 80, match_json: {} }, second);
    await call('PATCH', '/policies/aud-1', { severity: 81 }, second);
    await call('PATCH', '/policies/aud-1/toggle', undefined, user);

    const all = (await call('GET', '/policies/audit/trail', undefined, user)).json();
    expect(all.map((a: { action: string }) => a.action)).toEqual(['toggle', 'edit', 'create', 'create']);
    expect(all[0]).toEqual({
      id: expect.any(Number),
      policy_id: 'aud-1',
      action: 'toggle',
      username: user.username,
      before: expect.objectContaining({ is_active: true }),
      after: expect.objectContaining({ is_active: false }),
      diff: { is_active: { before: true, after: false }, status: { before: 'active', after: 'archived' } },
      created_at: expect.any(String),
    });
    const ids = all.map((a: { id: number }) => a.id);
    expect([...ids].sort((a: number, b: number) => b - a)).toEqual(ids);

    expect((await call('GET', '/policies/audit/trail?policy_id=aud-1', undefined, user)).json()).toHaveLength(3);
    expect((await call('GET', '/policies/audit/trail?action=edit', undefined, user)).json()).toHaveLength(1);
    expect((await call('GET', `/policies/audit/trail?username=${second.username}`, undefined, user)).json()).toHaveLength(2);
    const page = (await call('GET', '/policies/audit/trail?limit=2&offset=1', undefined, user)).json();
    expect(page.map((a: { id: number }) => a.id)).toEqual(ids.slice(1, 3));
    for (const q of ['limit=0', 'limit=1001', 'offset=-1', 'action=nope']) {
      const res = await call('GET', `/policies/audit/trail?${q}`, undefined, user);
      expect(res.statusCode, q).toBe(422);
      expect(errorOf(res).details?.[0]?.path).toMatch(/^querystring\./);
    }

    const stats = (await call('GET', '/policies/audit/stats', undefined, user)).json();
    expect(stats).toMatchObject({
      total_entries: 4,
      last_24_hours: 4,
      by_action: { create: 2, edit: 1, toggle: 1 },
      by_username: { [user.username]: 2, [second.username]: 2 },
      policies: { total: 2, active: 1, archived: 1, draft: 0, rejected: 0 },
    });
    expect(stats.last_entry_at).toEqual(expect.any(String));
    // other organizations' entries are never visible
    const other = await newOrgAdmin();
    expect((await call('GET', '/policies/audit/trail', undefined, other)).json()).toEqual([]);
    expect((await call('GET', '/policies/audit/stats', undefined, other)).json()).toMatchObject({ total_entries: 0, last_entry_at: null });
  });
});
