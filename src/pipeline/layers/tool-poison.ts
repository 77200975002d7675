/** Layer 3: tool poison detector (blocked and typosquatted tools, exfiltration URLs, dangerous arguments). */
import { scanToolPoison } from '../detectors/tool-poison/index.js';
import { verdictFromFindings, type LayerVerdict } from '../findings.js';
import type { ToolCall } from '../types.js';

export interface ToolPoisonLayerOptions {
  enabled: boolean;
  /** TOOL_POISON_BLOCKED_TOOLS, already split on commas */
  blockedTools: string[];
}

const REMEDIATION =
  'Do not run this tool call. Use the genuine, allowed tool name and pass plain arguments: no shell ' +
  'metacharacters or chained commands, no SQL/NoSQL/template syntax in values, no paths outside the ' +
  'working area, no internal, metadata or exfiltration URLs. If the call is legitimate, ask an ' +
  'administrator to review it or adjust TOOL_POISON_BLOCKED_TOOLS.';

export function toolPoisonLayer(call: ToolCall, options: ToolPoisonLayerOptions): LayerVerdict {
  if (!options.enabled) return { outcome: 'skip', risk: 0, detail: 'disabled' };
  const findings = scanToolPoison(call, { blockedTools: options.blockedTools });
  return verdictFromFindings(findings, 'TOOL_POISON_BLOCKED', REMEDIATION);
}
