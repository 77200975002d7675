/**
 * Layer 8: scope enforcer. `context.allowed_tools`, when it is a list of strings, is a whitelist:
 * any other tool is refused with SCOPE_VIOLATION (an empty list allows nothing). Tool names are
 * compared exactly. The shape of the field is validated at the HTTP layer; a malformed value
 * here is ignored.
 */
import type { LayerVerdict } from '../findings.js';
import type { ToolCall } from '../types.js';

export function scopeEnforcerLayer(call: ToolCall): LayerVerdict {
  const allowed = call.context['allowed_tools'];
  if (allowed === undefined || allowed === null) return { outcome: 'pass', risk: 0, detail: 'no scope set' };
  if (!Array.isArray(allowed) || !allowed.every((t): t is string => typeof t === 'string')) {
    return { outcome: 'pass', risk: 0, detail: 'allowed_tools is not a list of strings; scope not applied' };
  }
  if (allowed.includes(call.tool)) {
    return { outcome: 'pass', risk: 0, detail: `tool within allowed_tools (${allowed.length} allowed)` };
  }
  return {
    outcome: 'block',
    risk: 100,
    detail: `tool is not in allowed_tools (${allowed.length} allowed)`,
    errorCode: 'SCOPE_VIOLATION',
    remediation: 'Use one of the tools listed in context.allowed_tools, or widen the allowed_tools list for this task.',
    findings: [{ family: 'scope_violation', detail: 'tool outside allowed_tools', risk: 100, severity: 'block' }],
  };
}
