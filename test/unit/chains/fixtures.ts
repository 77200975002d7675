import { classifyCall } from '../../../src/pipeline/behaviour/index.js';
import { emptyRuntime, type RuntimeView, type SessionEvent, type VerifiedResult } from '../../../src/pipeline/runtime.js';
import type { ToolCall } from '../../../src/pipeline/types.js';

export function call(tool: string, args: Record<string, unknown> = {}, context: Record<string, unknown> = {}): ToolCall {
  const agent = typeof context['agent_id'] === 'string' ? context['agent_id'] : 'agent-1';
  return { tool, args, context, agentId: agent, sessionId: 's-1' };
}

let clock = 1_700_000_000_000;

/** A session event for an earlier call, tagged by classifyCall like the pipeline does. */
export function ev(tool: string, args: Record<string, unknown> = {}, extra: Partial<SessionEvent> = {}): SessionEvent {
  clock += 1000;
  return {
    tool, agentId: 'agent-1', decision: 'allow', risk: 0, tags: classifyCall({ tool, args }),
    families: [], similarity: 0, at: clock, ...extra,
  };
}

export function vr(tool: string, extra: Partial<VerifiedResult> = {}): VerifiedResult {
  clock += 1000;
  return { actionId: 1, tool, verdict: 'compliant', tainted: false, sensitiveTypes: [], at: clock, ...extra };
}

export function runtime(session: SessionEvent[] = [], verified: VerifiedResult[] = [], over: Partial<RuntimeView> = {}): RuntimeView {
  return { ...emptyRuntime(), session, verified, ...over };
}
