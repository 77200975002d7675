/**
 * The organization's runtime view for one evaluation, loaded before the pipeline runs (one Redis
 * round trip plus in-process caches). Layers read it and do no I/O of their own.
 */
import type { Decision } from './types.js';

export type GovernanceMode = 'allow-by-default' | 'deny-by-default' | 'audit-only';

/** One earlier evaluation of the same session, as remembered in Redis. */
export interface SessionEvent {
  tool: string;
  agentId: string;
  decision: Decision;
  risk: number;
  /** behaviour tags of the call (see classifyCall): e.g. `credential_access`, `external_send` */
  tags: string[];
  /** detector families that fired, e.g. `prompt_override`, `exfil_url` */
  families: string[];
  /** injection similarity 0..1 of this call's text (multi-turn accumulation) */
  similarity: number;
  /** epoch ms */
  at: number;
}

/** A tool result reported after execution (POST /actions/verify or a scanned tool output). */
export interface VerifiedResult {
  actionId: number | null;
  tool: string;
  verdict: 'compliant' | 'suspicious' | 'violation';
  /** the output carried planted instructions or other untrusted directives */
  tainted: boolean;
  /** the output carried personal data or credentials (entity types) */
  sensitiveTypes: string[];
  at: number;
}

/** What a parent `delegate_task` granted (stored when the parent was evaluated). */
export interface DelegationGrant {
  parentActionId: number;
  supervisorAgentId: string;
  targetAgent: string;
  tools: string[];
  blockedTools: string[];
}

export interface MeshAgentView {
  agentId: string;
  agentType: string;
  status: 'active' | 'inactive';
  allowedPeers: string[];
}

export interface MeshPolicyView {
  id: number;
  sourceAgent: string;
  targetAgent: string;
  allowedActions: string[];
  deniedActions: string[];
  isActive: boolean;
}

export interface MeshView {
  agents: ReadonlyMap<string, MeshAgentView>;
  policies: readonly MeshPolicyView[];
}

export interface RuntimeView {
  killSwitch: null | 'organization' | 'global';
  /** ISO time the agent was quarantined, or null */
  quarantinedSince: string | null;
  /** earlier calls of this session within the TTL, oldest first (at most 50) */
  session: SessionEvent[];
  /** earlier verified tool results of this session, oldest first */
  verified: VerifiedResult[];
  /** failed canaries of the last self-test, 0..5 */
  canaryFailures: number;
  governanceMode: GovernanceMode;
  /** the parent grant when context.parent_action_id is set: `missing` when it names nothing known */
  delegation: DelegationGrant | 'missing' | null;
  mesh: MeshView;
}

export const EMPTY_MESH: MeshView = { agents: new Map(), policies: [] };

export function emptyRuntime(): RuntimeView {
  return {
    killSwitch: null,
    quarantinedSince: null,
    session: [],
    verified: [],
    canaryFailures: 0,
    governanceMode: 'allow-by-default',
    delegation: null,
    mesh: EMPTY_MESH,
  };
}
