import { scanTextForIndirect } from '../pipeline/detectors/indirect/index.js';
import { scanPii } from '../pipeline/detectors/pii/index.js';
import type { VerifiedResult } from '../pipeline/runtime.js';
import { withoutQuotedMentions } from '../pipeline/text/mentions.js';

const TAINT_RISK = 40;
const MAX_SCANNED_CHARS = 256 * 1024;

export interface OutputScan {
  /** the output carries planted instructions */
  tainted: boolean;
  /** entity types of personal data and credentials found in it */
  sensitiveTypes: string[];
  verdict: VerifiedResult['verdict'];
  details: string[];
}

/** Text of a tool output: strings as they are, anything else as JSON. */
export function outputText(output: unknown): string {
  const text = typeof output === 'string' ? output : JSON.stringify(output ?? null);
  return text.length > MAX_SCANNED_CHARS ? text.slice(0, MAX_SCANNED_CHARS) : text;
}

/**
 * Scans a tool's output after it ran: planted instructions taint the session (what the agent
 * does next is suspect), personal data and credentials are remembered by type, never by value.
 */
export function scanToolOutput(output: unknown): OutputScan {
  const text = outputText(output);
  // an output is a document: an injection phrase it quotes as an example is a mention
  const injections = scanTextForIndirect(withoutQuotedMentions(text)).filter((f) => f.risk >= TAINT_RISK || f.severity === 'block');
  const sensitiveTypes = [...new Set(scanPii(text).map((f) => f.type))];
  const tainted = injections.length > 0;
  return {
    tainted,
    sensitiveTypes,
    verdict: tainted ? 'violation' : sensitiveTypes.length > 0 ? 'suspicious' : 'compliant',
    details: injections.map((f) => f.detail),
  };
}
