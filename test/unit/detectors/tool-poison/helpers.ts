import { scanToolPoison } from '../../../../src/pipeline/detectors/tool-poison/index.js';
import type { Finding, ToolCall } from '../../../../src/pipeline/types.js';

export function call(tool: string, args: Record<string, unknown>): ToolCall {
  return { tool, args, context: {}, agentId: 'test-agent', sessionId: null };
}

export interface Outcome {
  decision: 'allow' | 'review' | 'block';
  risk: number;
  families: string[];
  findings: Finding[];
}

/** What the layer alone would decide (block finding → block, risk >= 40 → review). */
export function judge(tool: string, args: Record<string, unknown>, blockedTools: string[] = []): Outcome {
  const findings = scanToolPoison(call(tool, args), { blockedTools });
  const risk = findings.reduce((max, f) => Math.max(max, f.risk), 0);
  const decision = findings.some((f) => f.severity === 'block') ? 'block' : risk >= 40 ? 'review' : 'allow';
  return { decision, risk, families: [...new Set(findings.map((f) => f.family))], findings };
}
