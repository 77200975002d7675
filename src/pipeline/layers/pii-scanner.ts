/**
 * Layer 6: PII and credential scanner. Raises risk for personal data and secrets in the
 * arguments (high-sensitivity types send the call to review); it never blocks on its own.
 */
import { scanPiiInCall } from '../detectors/pii/index.js';
import type { LayerVerdict } from '../findings.js';
import type { ToolCall } from '../types.js';

export function piiScannerLayer(call: ToolCall): LayerVerdict {
  const findings = scanPiiInCall(call);
  if (findings.length === 0) return { outcome: 'pass', risk: 0, detail: 'no PII or credentials found' };
  const families = new Set(findings.map((f) => f.family));
  const risk = Math.min(100, findings[0]!.risk + 5 * (families.size - 1));
  const detail = 'PII: ' + findings.map((f) => f.detail.replace(/^PII: /, '')).join('; ');
  return { outcome: 'flag', risk, detail, findings };
}
