/**
 * Layer 13: verification. Checks the call against the session's verified tool results (reported
 * after execution or scanned tool outputs):
 * - sending data out after a tainted result (planted instructions in tool output): risk 60;
 *   another high-impact action (code, privileges, remote access, credentials, a file write, or
 *   anything that changes the world: money, devices, deletions, sharing, settings) after one: 45;
 * - repeating a tool whose last verification was a violation: 50;
 * - sending high-sensitivity entity types (cards, keys, national ids...) that appeared in an
 *   earlier result to an external destination: 60 (contact details only: 25).
 */
import { canonicalTool, toolWords } from '../behaviour/words.js';
import { allStrings } from '../scan-fields.js';
import type { LayerVerdict } from '../findings.js';
import type { RuntimeView, VerifiedResult } from '../runtime.js';
import type { ToolCall } from '../types.js';
import { luhnValid } from '../detectors/pii/validators.js';

const RECENT_VERIFIED = 20;
/**
 * Spending verbs of tool names: a booking or an order is not tagged `state_change` (ordinary
 * calls of that kind stay untagged), but after a tool output that carried planted instructions
 * a call that spends the user's money is as high-impact as one that changes a setting.
 */
const SPENDING_WORDS = new Set(['book', 'reserve', 'order', 'purchase', 'checkout', 'rent', 'subscribe', 'buy', 'pay']);
const HIGH_IMPACT_TAGS = new Set(['privilege_change', 'remote_access', 'code_exec', 'credential_access', 'state_change', 'file_write']);
const LOW_SENSITIVITY = new Set(['EMAIL', 'PHONE', 'IP_ADDRESS']);
/** Fields that name the destination rather than carry content. */
const DESTINATION_KEY =
  /^(?:to|cc|bcc|recipients?|from|sender|reply_?to|email|email_address|address|url|uri|endpoint|host|channel|phone|phone_number|number|webhook|iban|payee(?:_iban)?|beneficiary(?:_iban)?|recipient_(?:iban|account))$/i;
/** Entity types that, in a destination field, say where something goes: an address, a number, the account a payment goes to. */
const DESTINATION_TYPES = new Set([...LOW_SENSITIVITY, 'IBAN']);

interface Reason {
  risk: number;
  text: string;
}

export function verificationLayer(call: ToolCall, tags: string[], runtime: RuntimeView): LayerVerdict {
  const verified = runtime.verified.slice(-RECENT_VERIFIED);
  if (verified.length === 0) return { outcome: 'pass', risk: 0, detail: 'no verified results in this session' };
  const reasons: Reason[] = [];
  const outward = tags.includes('external_send');

  const tainted = lastOf(verified, (v) => v.tainted);
  if (tainted) {
    if (outward) reasons.push({ risk: 60, text: `external send follows tainted tool output (${safe(tainted.tool)})` });
    else if (tags.some((t) => HIGH_IMPACT_TAGS.has(t)) || toolWords(call.tool).some((w) => SPENDING_WORDS.has(w))) {
      reasons.push({ risk: 45, text: `high-impact action follows tainted tool output (${safe(tainted.tool)})` });
    }
  }

  const canon = canonicalTool(call.tool);
  const lastSame = lastOf(verified, (v) => canonicalTool(v.tool) === canon);
  if (lastSame?.verdict === 'violation') {
    reasons.push({ risk: 50, text: `repeats ${safe(call.tool)} whose last verification was a violation` });
  }

  if (outward) {
    const seen = new Set(verified.flatMap((v) => v.sensitiveTypes));
    if (seen.size > 0) {
      const sent = entityTypesInArgs(call.args, seen);
      const high = sent.filter((t) => !LOW_SENSITIVITY.has(t));
      if (high.length > 0) {
        reasons.push({ risk: 60, text: `sends ${high.join(', ')} seen in earlier tool output to an external destination` });
      } else if (sent.length > 0) {
        reasons.push({ risk: 25, text: `sends ${sent.join(', ')} seen in earlier tool output to an external destination` });
      }
    }
  }

  if (reasons.length === 0) return { outcome: 'pass', risk: 0, detail: `consistent with ${verified.length} verified result(s)` };
  reasons.sort((a, b) => b.risk - a.risk);
  const risk = Math.min(100, reasons[0]!.risk + 5 * (reasons.length - 1));
  return { outcome: 'flag', risk, detail: reasons.map((r) => r.text).join('; ') };
}

function lastOf(items: VerifiedResult[], pred: (v: VerifiedResult) => boolean): VerifiedResult | undefined {
  for (let i = items.length - 1; i >= 0; i--) if (pred(items[i]!)) return items[i];
  return undefined;
}

function safe(tool: string): string {
  const clean = tool.replace(/[^\w.:-]/g, '_');
  return clean.length > 64 ? clean.slice(0, 64) + '…' : clean;
}

// ---------------------------------------------------------------- entity sniffing

const MAX_SNIFF = 20_000;
const SNIFFERS: ReadonlyArray<[string, RegExp]> = [
  ['PRIVATE_KEY', /-----BEGIN (?:[A-Z]{1,10} ){0,2}PRIVATE KEY-----/],
  ['AWS_KEY', /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/],
  ['JWT', /\beyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/],
  ['API_KEY', /\b(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{16,}|\bsk-[A-Za-z0-9_-]{20,}|\bgh[pousr]_[A-Za-z0-9]{30,}|\bxox[abpr]-[A-Za-z0-9-]{10,}|\bAIza[0-9A-Za-z_-]{35}/],
  ['SSN', /\b\d{3}-\d{2}-\d{4}\b/],
  ['IBAN', /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b/],
  ['EMAIL', /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+/],
  ['PHONE', /(?:\+\d{1,3}[\s.-]?)?\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/],
  ['IP_ADDRESS', /\b(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\b/],
];
const CARD_CANDIDATE = /\b\d(?:[ -]?\d){12,18}\b/g;

/**
 * Entity types (PII type names) present in a text, by light patterns. Used to compare what a
 * call sends with what earlier tool outputs carried; the PII layer does the precise scan.
 */
export function sniffEntityTypes(text: string, only?: ReadonlySet<string>): string[] {
  const s = text.length > MAX_SNIFF ? text.slice(0, MAX_SNIFF) : text;
  const out: string[] = [];
  for (const [type, re] of SNIFFERS) if ((!only || only.has(type)) && re.test(s)) out.push(type);
  if (!only || only.has('CREDIT_CARD')) {
    for (const match of s.matchAll(CARD_CANDIDATE)) {
      if (luhn(match[0].replace(/[ -]/g, ''))) {
        out.push('CREDIT_CARD');
        break;
      }
    }
  }
  return out;
}

function entityTypesInArgs(args: Record<string, unknown>, only: ReadonlySet<string>): string[] {
  const types = new Set<string>();
  let budget = MAX_SNIFF;
  for (const f of allStrings(args)) {
    if (budget <= 0) break;
    budget -= f.value.length;
    const leaf = f.path.split('.').pop()?.replace(/#key$/, '') ?? '';
    const destination = DESTINATION_KEY.test(leaf);
    for (const t of sniffEntityTypes(f.value, only)) {
      if (destination && DESTINATION_TYPES.has(t)) continue;
      types.add(t);
    }
  }
  return [...types];
}

/** A card-length digit string passing Luhn. */
function luhn(digits: string): boolean {
  return digits.length >= 13 && digits.length <= 19 && luhnValid(digits);
}
