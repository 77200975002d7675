/**
 * Layer 4: injection firewall. Reads the tool name and the top-level string arguments for
 * direct prompt injection (instruction override, jailbreak personas, system-prompt extraction,
 * fake system messages, encoded payloads...). High-confidence phrasings block with
 * INJECTION_DETECTED; weaker signals raise risk. The verdict also carries the text's
 * similarity to known injection phrasings, which the multi-turn tracker (layer 11) accumulates.
 */
import { scanInjection } from '../detectors/injection/index.js';
import { verdictFromFindings, type LayerVerdict } from '../findings.js';
import type { ToolCall } from '../types.js';

export const INJECTION_REMEDIATION =
  'The arguments contain text that tries to override the agent\'s instructions, change its role or extract its prompt. ' +
  'Remove that text and resubmit only the content the user intended.';

export function injectionFirewallLayer(call: ToolCall): LayerVerdict & { similarity: number } {
  const { findings, similarity } = scanInjection(call);
  // verdictFromFindings returns a new object each call: add the field instead of copying it.
  const verdict = verdictFromFindings(findings, 'INJECTION_DETECTED', INJECTION_REMEDIATION, 'no injection patterns found') as LayerVerdict & {
    similarity: number;
  };
  verdict.similarity = similarity;
  return verdict;
}
