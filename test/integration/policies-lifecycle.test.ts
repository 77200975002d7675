import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context.js';
import { errorOf, seedOrganization, seedUser, type TestUser } from '../helpers/auth.js';
import { evaluate } from '../helpers/evaluate.js';
import type { App } from '../../api/app.js';

let ctx: TestContext;
let orgId: number;
let admin: TestUser;
let operator: TestUser;
let viewer: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ GOVERNOR_RATE_LIMIT_EVALUATE_PER_MIN: '0', GOVERNOR_RATE_LIMIT_DEFAULT_PER_MIN: '0' });
  orgId = await seedOrganization(ctx.core);
  admin = await seedUser(ctx.app, ctx.core, { organizationId: orgId, role: 'admin' });
  operator = await seedUser(ctx.app, ctx.core, { organizationId: orgId, role: 'operator' });
  viewer = await seedUser(ctx.app, ctx.core, { organizationId: orgId, role: 'viewer' });
  const otherOrg = await seedOrganization(ctx.core);
  otherAdmin = await seedUser(ctx.app, ctx.core, { organizationId: otherOrg, role: 'admin' });
});
afterAll(async () => {
  await ctx?.close();
});

let counter = 0;
const freshId = (prefix = 'pol') => `${prefix}-${++counter}`;

function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown, user: TestUser = admin, app: App = ctx.app) {
  return app.inject({ method, url, headers: user.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

function blockPolicy(id: string, tool: string, extra: Record<string, unknown> = {}) {
  return { policy_id: id, description: `block ${tool}`, action: 'block', severity: 80, match_json: { tool }, ...extra };
}

async function create(body: Record<string, unknown>, user: TestUser = admin) {
  const res = await call('POST', '/policies', body, user);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function decisionOf(tool: string, app: App = ctx.app, args: Record<string, unknown> = { q: 'hello' }) {
  // a fresh agent each time, so session history (chain patterns after a block) never colours the decision
  const res = await evaluate(app, operator.headers, { tool, args, context: { agent_id: `lifecycle-agent-${++counter}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { decision: string; policy_ids: string[]; error_code: string | null };
}

async function versionsOf(id: string) {
  const res = await call('GET', `/policies/${id}/versions`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { version: number; snapshot: Record<string, unknown>; changed_by: string; change_summary: string; created_at: string }[];
}

async function auditOf(id: string) {
  const res = await call('GET', `/policies/audit/trail?policy_id=${encodeURIComponent(id)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; policy_id: string; action: string; username: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; diff: Record<string, { before: unknown; after: unknown }> }[];
}

describe('create and read', () => {
  it('creates an active policy with the full record, version 1 and a create audit entry', async () => {
    const id = freshId();
    const body = await create(blockPolicy(id, 'wire_money', { agent_id: 'agent-7' }));
    expect(body).toMatchObject({
      policy_id: id,
      description: 'block wire_money',
      severity: 80,
      action: 'block',
      match_json: { tool: 'wire_money' },
      agent_id: 'agent-7',
      blast_radius: null,
      override_justification: null,
      is_active: true,
      status: 'active',
      version: 1,
      created_by: admin.username,
    });
    expect(new Date(body.created_at).toString()).not.toBe('Invalid Date');
    expect(body.updated_at).toEqual(expect.any(String));

    const get = await call('GET', `/policies/${id}`, undefined, viewer);
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual(body);

    const versions = await versionsOf(id);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ version: 1, changed_by: admin.username, change_summary: 'created' });
    expect(versions[0]!.snapshot).toMatchObject({ policy_id: id, severity: 80, status: 'active' });

    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ policy_id: id, action: 'create', username: admin.username, before: null });
    expect(audit[0]!.after).toMatchObject({ policy_id: id, version: 1 });
    expect(audit[0]!.diff.severity).toEqual({ before: null, after: 80 });
  });

  it('refuses a duplicate policy_id with 409 CONFLICT', async () => {
    const id = freshId();
    await create(blockPolicy(id, 'dup_tool'));
    const res = await call('POST', '/policies', blockPolicy(id, 'dup_tool'));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('CONFLICT');
  });

  it('refuses reserved ids and malformed ids with 422 at body.policy_id', async () => {
    for (const id of ['all', 'template', 'governance-mode', 'allowlist', 'severity-weights', 'audit', 'system:mine', 'has space', 'a/b']) {
      const res = await call('POST', '/policies', blockPolicy(id, 'x'));
      expect(res.statusCode, id).toBe(422);
      expect(errorOf(res).details?.[0]?.path).toBe('body.policy_id');
    }
  });

  it('lists policies newest first and filters active_only', async () => {
    const a = freshId('list');
    const b = freshId('list');
    await create(blockPolicy(a, 'list_a'));
    await create(blockPolicy(b, 'list_b', { status: 'draft' }));
    const all = (await call('GET', '/policies', undefined, viewer)).json() as { policy_id: string; is_active: boolean }[];
    const ids = all.map((p) => p.policy_id);
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));
    const active = (await call('GET', '/policies?active_only=true')).json() as { policy_id: string; is_active: boolean }[];
    expect(active.map((p) => p.policy_id)).toContain(a);
    expect(active.map((p) => p.policy_id)).not.toContain(b);
    expect(active.every((p) => p.is_active)).toBe(true);
    expect((await call('GET', '/policies?active_only=maybe')).statusCode).toBe(422);
  });

  it('GET /policies/all combines system and custom policies; static routes win over ids', async () => {
    const res = await call('GET', '/policies/all', undefined, viewer);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.system.length).toBeGreaterThan(0);
    expect(body.system[0]).toMatchObject({ policy_id: expect.stringMatching(/^system:/), severity: expect.stringMatching(/^(low|medium|high|critical)$/) });
    expect(Array.isArray(body.custom)).toBe(true);
    expect((await call('GET', '/policies/template')).json()).toMatchObject({ policy_id: expect.any(String), action: 'block' });
    expect((await call('GET', '/policies/governance-mode')).json()).toEqual({ governance_mode: 'allow-by-default' });
  });

  it('another organization sees 404 for every route of the policy', async () => {
    const id = freshId();
    await create(blockPolicy(id, 'private_tool', { status: 'draft' }));
    const requests: [Parameters<typeof call>[0], string, unknown?][] = [
      ['GET', `/policies/${id}`],
      ['PATCH', `/policies/${id}`, { description: 'hijack' }],
      ['DELETE', `/policies/${id}`],
      ['PATCH', `/policies/${id}/toggle`],
      ['PATCH', `/policies/${id}/archive`],
      ['PATCH', `/policies/${id}/activate`],
      ['GET', `/policies/${id}/versions`],
      ['POST', `/policies/${id}/restore/1`],
      ['POST', `/policies/${id}/versions/1/restore`],
      ['POST', `/policies/${id}/approve`],
      ['POST', `/policies/${id}/reject?reason=${encodeURIComponent('not for you at all')}`],
    ];
    for (const [method, url, payload] of requests) {
      const res = await call(method, url, payload, otherAdmin);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
    expect((await call('GET', '/policies', undefined, otherAdmin)).json()).toEqual([]);
    expect((await call('GET', `/policies/${id}`)).json()).toMatchObject({ status: 'draft', description: 'block private_tool' });
  });

  it('forbids writes to viewer and operator (403) but lets them read', async () => {
    const id = freshId();
    await create(blockPolicy(id, 'ro_tool'));
    const writes: [Parameters<typeof call>[0], string, unknown?][] = [
      ['POST', '/policies', blockPolicy(freshId(), 'x')],
      ['PATCH', `/policies/${id}`, { description: 'x' }],
      ['DELETE', `/policies/${id}`],
      ['PATCH', `/policies/${id}/toggle`],
      ['PATCH', `/policies/${id}/archive`],
      ['PATCH', `/policies/${id}/activate`],
      ['POST', `/policies/${id}/restore/1`],
      ['POST', `/policies/${id}/approve`],
      ['POST', '/policies/import', { policies: [] }],
      ['PUT', '/policies/severity-weights', { blast_radius: 0.4, reversibility: 0.35, data_sensitivity: 0.25 }],
      ['PATCH', '/policies/governance-mode', { governance_mode: 'audit-only' }],
      ['POST', '/policies/allowlist', { tools: ['x'] }],
    ];
    for (const user of [viewer, operator]) {
      for (const [method, url, payload] of writes) {
        const res = await call(method, url, payload, user);
        expect(res.statusCode, `${user.role} ${method} ${url}`).toBe(403);
        expect(errorOf(res).code).toBe('FORBIDDEN');
      }
      expect((await call('GET', `/policies/${id}`, undefined, user)).statusCode).toBe(200);
      expect((await call('GET', '/policies/audit/trail', undefined, user)).statusCode).toBe(200);
    }
    expect((await call('GET', `/policies/${id}`)).json()).toMatchObject({ version: 1, description: 'block ro_tool' });
  });

  it('an unknown policy is 404', async () => {
    expect((await call('GET', '/policies/no-such-policy')).statusCode).toBe(404);
    expect((await call('PATCH', '/policies/no-such-policy/archive')).statusCode).toBe(404);
  });
});

describe('edit, versions and restore', () => {
  it('an edit writes a new version and an audit entry with before, after and diff; a no-op writes nothing', async () => {
    const id = freshId();
    await create(blockPolicy(id, 'edit_tool'));
    const res = await call('PATCH', `/policies/${id}`, { description: 'edited', severity: 90 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ policy_id: id, description: 'edited', severity: 90, version: 2, action: 'block', match_json: { tool: 'edit_tool' } });

    const versions = await versionsOf(id);
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions[0]).toMatchObject({ change_summary: 'edited: description, severity', changed_by: admin.username });
    expect(versions[0]!.snapshot).toMatchObject({ description: 'edited', severity: 90, version: 2 });
    expect(versions[1]!.snapshot).toMatchObject({ description: 'block edit_tool', severity: 80, version: 1 });

    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(['edit', 'create']);
    expect(audit[0]!.before).toMatchObject({ severity: 80, version: 1 });
    expect(audit[0]!.after).toMatchObject({ severity: 90, version: 2 });
    expect(audit[0]!.diff).toEqual({
      description: { before: 'block edit_tool', after: 'edited' },
      severity: { before: 80, after: 90 },
    });

    const same = await call('PATCH', `/policies/${id}`, { description: 'edited' });
    expect(same.json()).toMatchObject({ version: 2 });
    expect(await versionsOf(id)).toHaveLength(2);
  });

  it('validates the merged document on edit', async () => {
    const id = freshId();
    await create(blockPolicy(id, 'edit_validate'));
    const toAllow = await call('PATCH', `/policies/${id}`, { action: 'allow' });
    expect(toAllow.statusCode).toBe(422);
    expect(errorOf(toAllow).details).toEqual([{ path: 'body.severity', message: expect.stringContaining('allow (0-49)') }]);
    const ok = await call('PATCH', `/policies/${id}`, { action: 'allow', severity: 10 });
    expect(ok.statusCode, ok.body).toBe(200);
    const badRegex = await call('PATCH', `/policies/${id}`, { match_json: { tool: 'x', args_regex: '(unclosed' } });
    expect(badRegex.statusCode).toBe(422);
    expect(errorOf(badRegex).details?.[0]?.path).toBe('body.match_json.args_regex');
    const unknown = await call('PATCH', `/policies/${id}`, { is_active: false });
    expect(unknown.statusCode).toBe(422);
    const empty = await call('PATCH', `/policies/${id}`, {});
    expect(empty.statusCode).toBe(422);
  });

  it('restores an old version as a new version through both paths; history is kept', async () => {
    const id = freshId();
    await create(blockPolicy(id, 'restore_tool'));
    await call('PATCH', `/policies/${id}`, { severity: 95 });
    await call('PATCH', `/policies/${id}`, { description: 'third' });

    const first = await call('POST', `/policies/${id}/restore/1`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ version: 4, severity: 80, description: 'block restore_tool', status: 'active' });

    const second = await call('POST', `/policies/${id}/versions/3/restore`);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ version: 5, severity: 95, description: 'third' });

    const versions = await versionsOf(id);
    expect(versions.map((v) => v.version)).toEqual([5, 4, 3, 2, 1]);
    expect(versions[1]).toMatchObject({ change_summary: 'restored from version 1' });
    expect(versions[4]!.snapshot).toMatchObject({ severity: 80, description: 'block restore_tool' });

    const audit = await auditOf(id);
    expect(audit[0]).toMatchObject({ action: 'restore' });
    expect(audit[0]!.diff).toEqual({ severity: { before: 80, after: 95 }, description: { before: 'block restore_tool', after: 'third' } });

    expect((await call('POST', `/policies/${id}/restore/99`)).statusCode).toBe(404);
    expect((await call('POST', `/policies/${id}/restore/zero`)).statusCode).toBe(422);
  });

  it('restore keeps the lifecycle state (an archived policy stays archived)', async () => {
    const id = freshId();
    await create(blockPolicy(id, 'restore_state'));
    await call('PATCH', `/policies/${id}`, { severity: 60 });
    await call('PATCH', `/policies/${id}/archive`);
    const res = await call('POST', `/policies/${id}/restore/1`);
    expect(res.json()).toMatchObject({ severity: 80, status: 'archived', is_active: false, version: 4 });
  });
});

describe('lifecycle transitions', () => {
  it('toggle flips is_active and status, with version and audit', async () => {
    const id = freshId();
    await create(blockPolicy(id, 'toggle_tool'));
    const off = await call('PATCH', `/policies/${id}/toggle`);
    expect(off.json()).toMatchObject({ is_active: false, status: 'archived', version: 2 });
    const on = await call('PATCH', `/policies/${id}/toggle`);
    expect(on.json()).toMatchObject({ is_active: true, status: 'active', version: 3 });
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(['toggle', 'toggle', 'create']);
    expect(audit[1]!.diff).toEqual({ is_active: { before: true, after: false }, status: { before: 'active', after: 'archived' } });
    expect(audit[0]!.diff).toEqual({ is_active: { before: false, after: true }, status: { before: 'archived', after: 'active' } });
    const versions = await versionsOf(id);
    expect(versions[0]).toMatchObject({ version: 3, change_summary: 'toggled on (active)' });
    expect(versions[0]!.snapshot).toMatchObject({ is_active: true, status: 'active' });
  });

  it('archive and activate are idempotent', async () => {
    const id = freshId();
    await create(blockPolicy(id, 'idem_tool'));
    expect((await call('PATCH', `/policies/${id}/archive`)).json()).toMatchObject({ status: 'archived', is_active: false, version: 2 });
    expect((await call('PATCH', `/policies/${id}/archive`)).json()).toMatchObject({ status: 'archived', is_active: false, version: 2 });
    expect((await call('PATCH', `/policies/${id}/activate`)).json()).toMatchObject({ status: 'active', is_active: true, version: 3 });
    expect((await call('PATCH', `/policies/${id}/activate`)).json()).toMatchObject({ status: 'active', is_active: true, version: 3 });
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['activate', 'archive', 'create']);
  });

  it('an archived policy stops matching and an activated one starts again', async () => {
    const id = freshId();
    await create(blockPolicy(id, 'archive_me_tool'));
    expect(await decisionOf('archive_me_tool')).toMatchObject({ decision: 'block', error_code: 'POLICY_BLOCKED', policy_ids: [id] });
    await call('PATCH', `/policies/${id}/archive`);
    const archived = await decisionOf('archive_me_tool');
    expect(archived.decision).toBe('allow');
    expect(archived.policy_ids).not.toContain(id);
    await call('PATCH', `/policies/${id}/activate`);
    expect(await decisionOf('archive_me_tool')).toMatchObject({ decision: 'block', policy_ids: [id] });
  });

  it('a draft is stored inactive, not evaluated, and approve makes it active', async () => {
    const id = freshId();
    const draft = await create(blockPolicy(id, 'draft_tool', { status: 'draft' }));
    expect(draft).toMatchObject({ status: 'draft', is_active: false, version: 1 });
    expect((await decisionOf('draft_tool')).decision).toBe('allow');
    // a draft may be edited but not switched on without approval
    expect((await call('PATCH', `/policies/${id}`, { severity: 85 })).json()).toMatchObject({ status: 'draft', severity: 85, version: 2 });
    for (const op of ['toggle', 'activate', 'archive']) {
      const res = await call('PATCH', `/policies/${id}/${op}`);
      expect(res.statusCode, op).toBe(409);
      expect(errorOf(res).code).toBe('CONFLICT');
    }
    const approved = await call('POST', `/policies/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'active', is_active: true, version: 3 });
    expect(await decisionOf('draft_tool')).toMatchObject({ decision: 'block', policy_ids: [id] });
    const audit = await auditOf(id);
    expect(audit[0]).toMatchObject({ action: 'approve', diff: { status: { before: 'draft', after: 'active' }, is_active: { before: false, after: true } } });

    const again = await call('POST', `/policies/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('CONFLICT');
  });

  it('approving or rejecting a non-draft is 409', async () => {
    const id = freshId();
    await create(blockPolicy(id, 'nondraft'));
    expect((await call('POST', `/policies/${id}/approve`)).statusCode).toBe(409);
    expect((await call('POST', `/policies/${id}/reject?reason=${encodeURIComponent('long enough reason')}`)).statusCode).toBe(409);
    await call('PATCH', `/policies/${id}/archive`);
    expect((await call('POST', `/policies/${id}/approve`)).statusCode).toBe(409);
  });

  it('reject needs a reason of at least 10 characters; a rejected policy is immutable', async () => {
    const id = freshId();
    await create(blockPolicy(id, 'reject_tool', { status: 'draft' }));
    const missing = await call('POST', `/policies/${id}/reject`);
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing)).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'querystring.reason', message: expect.any(String) }] });
    const short = await call('POST', `/policies/${id}/reject?reason=too%20short`);
    expect(short.statusCode).toBe(422);
    expect(errorOf(short).details).toEqual([{ path: 'querystring.reason', message: 'reason must be at least 10 characters' }]);
    expect((await call('GET', `/policies/${id}`)).json()).toMatchObject({ status: 'draft', version: 1 });

    const reason = 'duplicates the wire policy';
    const rejected = await call('POST', `/policies/${id}/reject?reason=${encodeURIComponent(reason)}`);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', is_active: false, version: 2 });
    const audit = await auditOf(id);
    expect(audit[0]).toMatchObject({ action: 'reject', diff: { status: { before: 'draft', after: 'rejected' }, reason: { before: null, after: reason } } });
    expect((await versionsOf(id))[0]).toMatchObject({ change_summary: `rejected: ${reason}` });

    const refusals: [Parameters<typeof call>[0], string, unknown?][] = [
      ['PATCH', `/policies/${id}`, { description: 'change' }],
      ['PATCH', `/policies/${id}/toggle`],
      ['PATCH', `/policies/${id}/archive`],
      ['PATCH', `/policies/${id}/activate`],
      ['POST', `/policies/${id}/approve`],
      ['POST', `/policies/${id}/reject?reason=${encodeURIComponent('rejected once more')}`],
      ['POST', `/policies/${id}/restore/1`],
      ['POST', `/policies/${id}/versions/1/restore`],
    ];
    for (const [method, url, payload] of refusals) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(409);
      expect(errorOf(res).code).toBe('CONFLICT');
    }
    expect((await call('GET', `/policies/${id}`)).json()).toMatchObject({ status: 'rejected', version: 2 });
    expect((await decisionOf('reject_tool')).decision).toBe('allow');
  });

  it('delete answers 200 with an object, writes a delete audit entry and stops matching', async () => {
    const id = freshId();
    await create(blockPolicy(id, 'delete_tool'));
    expect((await decisionOf('delete_tool')).decision).toBe('block');
    const res = await call('DELETE', `/policies/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true, policy_id: id, version: 1 });
    expect((await call('GET', `/policies/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/policies/${id}`)).statusCode).toBe(404);
    const audit = await auditOf(id);
    expect(audit[0]).toMatchObject({ action: 'delete', after: null, username: admin.username });
    expect(audit[0]!.before).toMatchObject({ policy_id: id });
    expect(audit[0]!.diff.action).toEqual({ before: 'block', after: null });
    expect((await decisionOf('delete_tool')).decision).toBe('allow');
    // the id is free again, and the new policy starts its own history
    expect(await create(blockPolicy(id, 'delete_tool'))).toMatchObject({ version: 1 });
    expect(await versionsOf(id)).toHaveLength(1);
  });
});

describe('across API processes', () => {
  it('a policy change in one app changes decisions in another at once', async () => {
    const second = await ctx.secondApp();
    const tool = 'cross_process_tool';
    const warm = await decisionOf(tool, second.app);
    expect(warm.decision).toBe('allow');
    const id = freshId();
    await create(blockPolicy(id, tool));
    // The invalidation travels over Redis pub/sub: normally before the next request, bounded by the 10 s TTL.
    const seen = (decision: string) =>
      vi.waitFor(async () => expect((await decisionOf(tool, second.app)).decision).toBe(decision), { timeout: 3_000, interval: 20 });
    await seen('block');
    expect((await decisionOf(tool, second.app)).policy_ids).toEqual([id]);
    await call('PATCH', `/policies/${id}`, { action: 'review', severity: 60 });
    await seen('review');
    await call('PATCH', `/policies/${id}/toggle`);
    await seen('allow');
  });
});
