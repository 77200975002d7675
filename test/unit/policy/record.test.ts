import { describe, expect, it } from 'vitest';
import { Policy } from '../../../src/db/entities/index.js';
import { diffRecords, toPolicyRecord, type PolicyRecord } from '../../../src/policy/record.js';
import { createPolicySchema, updatePolicySchema } from '../../../src/policy/document.js';
import { checkMatchJson } from '../../../src/policy/validate.js';

function policy(overrides: Partial<Policy> = {}): Policy {
  return Object.assign(new Policy(), {
    id: 1,
    organizationId: 1,
    policyId: 'p1',
    description: 'd',
    severity: 80,
    action: 'block',
    matchJson: { tool: 't', args_regex: 'x' },
    agentId: null,
    isActive: true,
    status: 'active',
    version: 1,
    createdBy: 'alice',
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  });
}

describe('toPolicyRecord', () => {
  it('maps the entity to the snake_case record', () => {
    expect(toPolicyRecord(policy())).toEqual({
      policy_id: 'p1',
      description: 'd',
      severity: 80,
      action: 'block',
      match_json: { tool: 't', args_regex: 'x' },
      agent_id: null,
      blast_radius: null,
      reversibility: null,
      data_sensitivity: null,
      override_justification: null,
      is_active: true,
      status: 'active',
      version: 1,
      created_by: 'alice',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
  });
});

describe('diffRecords', () => {
  const before = toPolicyRecord(policy());

  it('lists only changed fields, ignoring version and timestamps', () => {
    const after: PolicyRecord = { ...before, severity: 90, version: 2, updated_at: '2026-02-01T00:00:00.000Z' };
    expect(diffRecords(before, after)).toEqual({ severity: { before: 80, after: 90 } });
  });

  it('compares match_json by content, not key order', () => {
    const after: PolicyRecord = { ...before, match_json: { args_regex: 'x', tool: 't' } };
    expect(diffRecords(before, after)).toEqual({});
    const changed: PolicyRecord = { ...before, match_json: { tool: 't' } };
    expect(diffRecords(before, changed)).toEqual({ match_json: { before: { tool: 't', args_regex: 'x' }, after: { tool: 't' } } });
  });

  it('a create diffs from null and a delete to null, skipping null fields', () => {
    const created = diffRecords(null, before);
    expect(created.severity).toEqual({ before: null, after: 80 });
    expect(created.agent_id).toBeUndefined();
    const deleted = diffRecords(before, null);
    expect(deleted.status).toEqual({ before: 'active', after: null });
    expect(Object.keys(deleted)).not.toContain('blast_radius');
  });

  it('lifecycle changes show is_active and status', () => {
    const after: PolicyRecord = { ...before, is_active: false, status: 'archived' };
    expect(diffRecords(before, after)).toEqual({
      is_active: { before: true, after: false },
      status: { before: 'active', after: 'archived' },
    });
  });
});

describe('policy document schemas', () => {
  it('refuses reserved and malformed ids, unknown keys, and accepts a full document', () => {
    const base = { action: 'block', severity: 80, match_json: { tool: 'x' } };
    for (const id of ['all', 'Template', 'governance-mode', 'system:x', '', '-lead', 'a b', 'a/b', 'x'.repeat(257)]) {
      expect(createPolicySchema.safeParse({ ...base, policy_id: id }).success, id).toBe(false);
    }
    expect(createPolicySchema.safeParse({ ...base, policy_id: 'ok-1', extra: 1 }).success).toBe(false);
    expect(createPolicySchema.safeParse({ ...base, policy_id: 'ok-1', match_json: { method: 'GET' } }).success).toBe(false);
    const parsed = createPolicySchema.parse({ ...base, policy_id: 'allow:tool@agent' });
    expect(parsed).toMatchObject({ description: '', status: 'active', match_json: { tool: 'x' } });
    expect(updatePolicySchema.safeParse({}).success).toBe(false);
    expect(updatePolicySchema.safeParse({ status: 'active' }).success).toBe(false);
  });

  it('compiles match_json regexes on RE2 at save', () => {
    expect(checkMatchJson({ args_regex: 'rm\\s+-rf', url_regex: 'evil\\.com' }, 'body')).toEqual([]);
    expect(checkMatchJson({ args_regex: '(a' }, 'body')).toEqual([{ path: 'body.match_json.args_regex', message: expect.stringContaining('invalid regex') }]);
    expect(checkMatchJson({ url_regex: '(a)\\1' }, 'body.policy')[0]?.path).toBe('body.policy.match_json.url_regex');
  });
});
