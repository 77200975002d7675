import { describe, expect, it } from 'vitest';
import {
  delegationNeedsReview,
  evaluateDelegation,
  parseDelegationRequest,
} from '../../../src/pipeline/rules/delegation.js';
import type { DelegationGrant } from '../../../src/pipeline/runtime.js';
import { call, runtime } from '../chains/fixtures.js';

const grant: DelegationGrant = {
  parentActionId: 41,
  supervisorAgentId: 'boss',
  targetAgent: 'worker',
  tools: ['read_file', 'web_search'],
  blockedTools: ['send_email'],
};
const rt = (delegation: DelegationGrant | 'missing' | null = grant) => runtime([], [], { delegation });
const child = (tool: string, ctx: Record<string, unknown> = {}) =>
  call(tool, {}, { agent_id: 'worker', parent_action_id: 41, ...ctx });

describe('evaluateDelegation', () => {
  it('is not involved without delegation context', () => {
    expect(evaluateDelegation(call('read_file'), rt(null))).toBeNull();
  });
  it('passes a granted tool by the target agent', () => {
    const v = evaluateDelegation(child('read_file'), rt());
    expect(v?.outcome).toBe('pass');
    expect(v?.detail).toMatch(/41/);
  });
  it('accepts a string parent id', () => {
    expect(evaluateDelegation(child('web_search', { parent_action_id: '41' }), rt())?.outcome).toBe('pass');
  });
  it('blocks an unknown parent', () => {
    const v = evaluateDelegation(child('read_file'), rt('missing'));
    expect(v).toMatchObject({ outcome: 'block', errorCode: 'POLICY_BLOCKED', policyIds: ['system:delegation:missing_parent'] });
    expect(v?.remediation).toMatch(/parent_action_id/);
  });
  it('blocks delegated_by without a parent id', () => {
    const v = evaluateDelegation(call('read_file', {}, { agent_id: 'worker', delegated_by: 'boss' }), rt(null));
    expect(v?.policyIds).toEqual(['system:delegation:missing_parent']);
  });
  it('blocks the wrong target agent', () => {
    const v = evaluateDelegation(child('read_file', { agent_id: 'intruder' }), rt());
    expect(v?.policyIds).toEqual(['system:delegation:wrong_target']);
  });
  it('blocks an explicitly blocked tool, case-insensitively', () => {
    expect(evaluateDelegation(child('send_email'), rt())?.policyIds).toEqual(['system:delegation:blocked_tool']);
    expect(evaluateDelegation(child('Send_Email'), rt())?.policyIds).toEqual(['system:delegation:blocked_tool']);
  });
  it('blocks a tool outside the grant', () => {
    expect(evaluateDelegation(child('delete_repo'), rt())?.policyIds).toEqual(['system:delegation:outside_grant']);
    expect(evaluateDelegation(child('Read_File'), rt())?.policyIds).toEqual(['system:delegation:outside_grant']);
  });
});

describe('delegation helpers', () => {
  it('sends high-risk delegated actions to review', () => {
    expect(delegationNeedsReview(59)).toBe(false);
    expect(delegationNeedsReview(60)).toBe(true);
  });
  it('parses a delegate_task request', () => {
    expect(parseDelegationRequest({ tool: 'delegate_task', args: { target_agent: 'w', tools: ['a'], task: 't' } }))
      .toEqual({ targetAgent: 'w', tools: ['a'], blockedTools: [], task: 't' });
    expect(parseDelegationRequest({ tool: 'delegate_task', args: { target_agent: 'w', tools: 'a' } })).toBeNull();
    expect(parseDelegationRequest({ tool: 'other', args: {} })).toBeNull();
  });
});
