/**
 * Mesh rules (built into the policy engine, layer 9) for agent-to-agent calls: tool `call_agent`
 * with `args.target_agent` and `args.action`, the caller (`call.agentId`) being the source.
 *
 * In order, refusals (POLICY_BLOCKED, policy id `system:mesh:<rule>`):
 * 1. `unregistered_source` / `unregistered_target`: the agent is not in the registry;
 * 2. `inactive_agent`: source or target is inactive;
 * 3. `action_denied`: an active mesh policy for (source, target) lists the action in
 *    denied_actions, or the applicable policies restrict allowed_actions and none lists it;
 * 4. `peer_not_allowed`: no active policy applies and the target is not in the source's
 *    allowed_peers.
 * Otherwise the call passes, naming the rule that allowed it. A policy whose agent is `*` applies
 * to every source (or target): denials from any matching policy apply; for allowed actions the
 * exact policies are preferred over wildcard ones.
 */
import type { LayerVerdict } from '../findings.js';
import type { MeshPolicyView, RuntimeView } from '../runtime.js';
import type { ToolCall } from '../types.js';

export const MESH_TOOL = 'call_agent';

const REMEDIATION: Record<string, string> = {
  unregistered_source: 'Register the calling agent in the agent mesh registry before it calls other agents.',
  unregistered_target: 'Register the target agent in the agent mesh registry, or call a registered agent.',
  inactive_agent: 'Reactivate the agent in the mesh registry, or route the call to an active agent.',
  peer_not_allowed: "Add the target to the source agent's allowed_peers, or create a mesh policy for this pair.",
  action_denied: 'The mesh policy for this pair does not allow this action; request an allowed action or update the policy.',
};

function refuse(rule: keyof typeof REMEDIATION, detail: string, policyId?: number): LayerVerdict {
  return {
    outcome: 'block',
    risk: 100,
    detail: policyId === undefined ? detail : `${detail} (mesh policy ${policyId})`,
    errorCode: 'POLICY_BLOCKED',
    remediation: REMEDIATION[rule],
    policyIds: [`system:mesh:${rule}`],
    findings: [{ family: 'mesh_violation', detail, risk: 100, severity: 'block' }],
  };
}

function safe(s: string): string {
  const clean = s.replace(/[^\w.:@-]/g, '_');
  return clean.length > 64 ? clean.slice(0, 64) + '…' : clean;
}

export function evaluateMesh(call: ToolCall, runtime: RuntimeView): LayerVerdict | null {
  if (call.tool !== MESH_TOOL) return null;
  const source = call.agentId;
  const targetRaw = call.args['target_agent'];
  const target = typeof targetRaw === 'string' ? targetRaw : '';
  const actionRaw = call.args['action'];
  const action = typeof actionRaw === 'string' ? actionRaw : '';
  const { agents, policies } = runtime.mesh;

  const src = agents.get(source);
  if (!src) return refuse('unregistered_source', `source agent ${safe(source)} is not registered in the mesh`);
  const dst = target === '' ? undefined : agents.get(target);
  if (!dst) {
    return refuse('unregistered_target', target === '' ? 'call_agent without args.target_agent' : `target agent ${safe(target)} is not registered in the mesh`);
  }
  if (src.status !== 'active') return refuse('inactive_agent', `source agent ${safe(source)} is inactive`);
  if (dst.status !== 'active') return refuse('inactive_agent', `target agent ${safe(target)} is inactive`);

  const matching = matchingPolicies(policies, source, target);
  const denying = matching.find((p) => p.deniedActions.includes(action));
  if (denying) return refuse('action_denied', `action ${safe(action)} is denied for ${safe(source)} -> ${safe(target)}`, denying.id);
  const exact = matching.filter((p) => p.sourceAgent === source && p.targetAgent === target);
  const applicable = exact.length > 0 ? exact : matching;
  if (applicable.length > 0) {
    const restricting = applicable.filter((p) => p.allowedActions.length > 0);
    if (restricting.length > 0) {
      const allowing = restricting.find((p) => p.allowedActions.includes(action));
      if (!allowing) {
        return refuse('action_denied', `action ${safe(action)} is not among the allowed actions for ${safe(source)} -> ${safe(target)}`, restricting[0]!.id);
      }
      return { outcome: 'pass', risk: 0, detail: `mesh policy ${allowing.id} allows action ${safe(action)}` };
    }
    return { outcome: 'pass', risk: 0, detail: `mesh policy ${applicable[0]!.id} allows ${safe(source)} -> ${safe(target)}` };
  }
  if (src.allowedPeers.includes(target) || src.allowedPeers.includes('*')) {
    return { outcome: 'pass', risk: 0, detail: `target is in the allowed peers of ${safe(source)}` };
  }
  return refuse('peer_not_allowed', `${safe(target)} is not an allowed peer of ${safe(source)} and no mesh policy applies`);
}

/** Active policies naming the pair, exactly or with a `*` wildcard. */
function matchingPolicies(policies: readonly MeshPolicyView[], source: string, target: string): MeshPolicyView[] {
  return policies.filter(
    (p) =>
      p.isActive &&
      (p.sourceAgent === source || p.sourceAgent === '*') && (p.targetAgent === target || p.targetAgent === '*'),
  );
}
