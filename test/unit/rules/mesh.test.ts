import { describe, expect, it } from 'vitest';
import { evaluateMesh } from '../../../src/pipeline/rules/mesh.js';
import type { MeshAgentView, MeshPolicyView, MeshView } from '../../../src/pipeline/runtime.js';
import { call, runtime } from '../chains/fixtures.js';

function agent(agentId: string, allowedPeers: string[] = [], status: 'active' | 'inactive' = 'active'): MeshAgentView {
  return { agentId, agentType: 'worker', status, allowedPeers };
}
function policy(id: number, sourceAgent: string, targetAgent: string, p: Partial<MeshPolicyView> = {}): MeshPolicyView {
  return { id, sourceAgent, targetAgent, allowedActions: [], deniedActions: [], isActive: true, ...p };
}
function mesh(agents: MeshAgentView[], policies: MeshPolicyView[] = []): MeshView {
  return { agents: new Map(agents.map((a) => [a.agentId, a])), policies };
}
const rt = (m: MeshView) => runtime([], [], { mesh: m });
const ask = (from: string, to: unknown, action: unknown = 'summarize') =>
  call('call_agent', { target_agent: to, action }, { agent_id: from });

describe('evaluateMesh', () => {
  it('ignores other tools', () => {
    expect(evaluateMesh(call('read_file'), rt(mesh([])))).toBeNull();
  });
  it('blocks an unregistered source', () => {
    expect(evaluateMesh(ask('ghost', 'b'), rt(mesh([agent('b')]))))
      .toMatchObject({ outcome: 'block', errorCode: 'POLICY_BLOCKED', policyIds: ['system:mesh:unregistered_source'] });
  });
  it('blocks an unregistered or missing target', () => {
    expect(evaluateMesh(ask('a', 'ghost'), rt(mesh([agent('a', ['ghost'])])))?.policyIds).toEqual(['system:mesh:unregistered_target']);
    expect(evaluateMesh(ask('a', undefined), rt(mesh([agent('a')])))?.policyIds).toEqual(['system:mesh:unregistered_target']);
  });
  it('blocks inactive agents on either side', () => {
    expect(evaluateMesh(ask('a', 'b'), rt(mesh([agent('a', ['b'], 'inactive'), agent('b')])))?.policyIds)
      .toEqual(['system:mesh:inactive_agent']);
    expect(evaluateMesh(ask('a', 'b'), rt(mesh([agent('a', ['b']), agent('b', [], 'inactive')])))?.policyIds)
      .toEqual(['system:mesh:inactive_agent']);
  });
  it('allows a registered peer', () => {
    const v = evaluateMesh(ask('a', 'b'), rt(mesh([agent('a', ['b']), agent('b')])));
    expect(v?.outcome).toBe('pass');
    expect(v?.detail).toMatch(/allowed peers/);
  });
  it('blocks a peer that is neither allowed nor covered by a policy', () => {
    expect(evaluateMesh(ask('a', 'b'), rt(mesh([agent('a', ['c']), agent('b')])))?.policyIds).toEqual(['system:mesh:peer_not_allowed']);
  });
  it('gives action-level control: one action allowed, another denied', () => {
    const m = mesh([agent('a'), agent('b')], [policy(7, 'a', 'b', { allowedActions: ['summarize'], deniedActions: ['delete'] })]);
    const ok = evaluateMesh(ask('a', 'b', 'summarize'), rt(m));
    expect(ok?.outcome).toBe('pass');
    expect(ok?.detail).toMatch(/policy 7/);
    expect(evaluateMesh(ask('a', 'b', 'delete'), rt(m))?.policyIds).toEqual(['system:mesh:action_denied']);
    expect(evaluateMesh(ask('a', 'b', 'export'), rt(m))?.policyIds).toEqual(['system:mesh:action_denied']);
  });
  it('denied actions win even when the peer is allowed', () => {
    const m = mesh([agent('a', ['b']), agent('b')], [policy(8, 'a', 'b', { deniedActions: ['wipe'] })]);
    expect(evaluateMesh(ask('a', 'b', 'wipe'), rt(m))?.policyIds).toEqual(['system:mesh:action_denied']);
    expect(evaluateMesh(ask('a', 'b', 'read'), rt(m))?.outcome).toBe('pass');
  });
  it('a policy without action lists approves the pair', () => {
    const m = mesh([agent('a'), agent('b')], [policy(9, 'a', 'b')]);
    expect(evaluateMesh(ask('a', 'b'), rt(m))?.detail).toMatch(/policy 9/);
  });
  it('ignores inactive policies', () => {
    const m = mesh([agent('a'), agent('b')], [policy(10, 'a', 'b', { isActive: false })]);
    expect(evaluateMesh(ask('a', 'b'), rt(m))?.policyIds).toEqual(['system:mesh:peer_not_allowed']);
  });
  it('applies wildcard policies, denials included', () => {
    const m = mesh([agent('a'), agent('b')], [policy(11, '*', 'b', { allowedActions: ['ping'] }), policy(12, 'a', '*', { deniedActions: ['drop'] })]);
    expect(evaluateMesh(ask('a', 'b', 'ping'), rt(m))?.outcome).toBe('pass');
    expect(evaluateMesh(ask('a', 'b', 'drop'), rt(m))?.policyIds).toEqual(['system:mesh:action_denied']);
  });
  it('does not echo hostile identifiers raw', () => {
    const v = evaluateMesh(ask('a', 'b<script>'), rt(mesh([agent('a')])));
    expect(v?.detail).not.toContain('<script>');
  });
});
