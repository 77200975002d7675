/**
 * Layer 10: risk analysis. Light heuristic scoring of the call itself (never enough for review
 * on its own) plus chain detection over the session history: a completed multi-step pattern
 * (see chains/detect.ts) raises the risk to review level and names the pattern in `chainPattern`.
 */
import { detectChain } from '../chains/detect.js';
import { payloadEvidence, type PayloadEvidence } from '../chains/payload.js';
import { allStrings } from '../scan-fields.js';
import { classifyHost, extractUrls } from '../detectors/tool-poison/urls.js';
import type { LayerVerdict } from '../findings.js';
import type { RuntimeView } from '../runtime.js';
import type { ToolCall } from '../types.js';

/** Heuristic risk without a chain stays below this (review needs a chain or another layer). */
const HEURISTIC_CAP = 25;
/**
 * An outgoing message that carries a secret, a bank account or a health record goes to review on
 * its own (data-loss prevention): the PII layer already reviews card numbers, national ids and
 * IBANs wherever they are, and these are as sensitive once they leave.
 */
const SENSITIVE_SEND_RISK = 45;
const SENSITIVE_REASONS = new Set(['labelled secret', 'bank account number', 'key material']);
const LARGE_PAYLOAD = 4_000;
const HUGE_PAYLOAD = 20_000;

export interface CurrentState {
  /** an earlier layer already blocked this call */
  blocked: boolean;
  /** detector families that fired on this call in earlier layers */
  families: string[];
}

export function riskAnalysisLayer(
  call: ToolCall,
  tags: string[],
  runtime: RuntimeView,
  current: CurrentState,
): LayerVerdict {
  const heuristic = heuristicRisk(call, tags, runtime, current);
  // the payload evidence of an external send is read by the chain detection and by the
  // sensitive-send check: computed once, when first needed
  let evidence: PayloadEvidence | undefined;
  const payload = (): PayloadEvidence => (evidence ??= payloadEvidence(call.args));
  const chain = detectChain(runtime.session, tags, call.tool, runtime.verified, current.blocked, {
    args: call.args,
    families: current.families,
    prompt: typeof call.context['prompt'] === 'string' ? call.context['prompt'] : undefined,
    payload,
  });
  if (chain) {
    const risk = Math.min(100, chain.risk + Math.round(heuristic.risk / 2));
    const detail = `chain ${chain.pattern}: ${chain.detail}` + (heuristic.reasons.length ? `; ${heuristic.reasons.join('; ')}` : '');
    return { outcome: 'flag', risk, detail, chainPattern: chain.pattern };
  }
  const sensitive = tags.includes('external_send') ? sensitiveSend(call.args, PUBLIC_POST_TOOL.test(call.tool), payload()) : null;
  // most sends carry nothing sensitive: look at where they go only when one does
  if (sensitive && !onlyToThisMachine(call.args)) {
    const detail = [`external send of ${sensitive}`, ...heuristic.reasons].join('; ');
    return { outcome: 'flag', risk: Math.max(SENSITIVE_SEND_RISK, heuristic.risk), detail };
  }
  if (heuristic.risk > 0) return { outcome: 'flag', risk: heuristic.risk, detail: heuristic.reasons.join('; ') };
  return { outcome: 'pass', risk: 0, detail: runtime.session.length === 0 ? 'no session history' : 'no chain pattern' };
}

function heuristicRisk(
  call: ToolCall,
  tags: string[],
  runtime: RuntimeView,
  current: CurrentState,
): { risk: number; reasons: string[] } {
  const reasons: string[] = [];
  let risk = 0;
  if (tags.includes('external_send')) {
    const size = payloadSize(call.args);
    if (size >= HUGE_PAYLOAD) {
      risk += 20;
      reasons.push(`external send carrying ${size} characters`);
    } else if (size >= LARGE_PAYLOAD) {
      risk += 10;
      reasons.push(`external send carrying ${size} characters`);
    }
    if (current.families.length > 0) {
      risk += 10;
      reasons.push(`external send with detector findings (${current.families.slice(0, 3).join(', ')})`);
    }
    if (runtime.session.some((e) => e.tags.includes('sensitive_read') || e.tags.includes('credential_access'))) {
      risk += 5;
      reasons.push('external send after private-data reads');
    }
  }
  return { risk: Math.min(HEURISTIC_CAP, risk), reasons };
}

/**
 * Whether every address the call names is this machine's (`curl -X POST http://127.0.0.1:8000/...`
 * while testing a local server): nothing leaves it, so its content is no data-loss question.
 */
function onlyToThisMachine(args: Record<string, unknown>): boolean {
  let seen = false;
  let fields = 0;
  for (const f of allStrings(args)) {
    if (++fields > 32) return false;
    if (/[\w.+-]@[\w-]+\.[a-z]/i.test(f.value)) return false;
    for (const url of extractUrls(f.value.length > 4_000 ? f.value.slice(0, 4_000) : f.value)) {
      for (const host of url.hosts) {
        if (classifyHost(host).kind !== 'loopback') return false;
        seen = true;
      }
    }
  }
  return seen;
}

/** What makes an outgoing message's content sensitive on its own, or null. */
function sensitiveSend(args: Record<string, unknown>, publicPost: boolean, evidence: PayloadEvidence): string | null {
  const secret = evidence.reasons.find((r) => SENSITIVE_REASONS.has(r));
  if (secret) return secret;
  // a health record: a condition or prescription with a date of birth or a second personal datum
  const health = evidence.reasons.find((r) => r.startsWith('personal data:') && r.includes('HEALTH') && r.includes(','));
  if (health) return `a health record (${health.slice('personal data: '.length)})`;
  if (someArgumentSays(args, BULK_RECORDS)) return 'a whole set of business records (customers, staff, patients or users)';
  return publicPost && someArgumentSays(args, CONFIDENTIAL_MARK) ? 'material marked internal or confidential, posted publicly' : null;
}

/** Tools that publish to everyone: a social network, a blog, a public forum. */
const PUBLIC_POST_TOOL = /tweet|publish|(?:post|share)_?(?:to_?|on_?)?(?:twitter|x_|linkedin|facebook|reddit|instagram|mastodon|threads|forum|blog|public)|(?:twitter|linkedin|facebook|reddit|mastodon|blog)_?(?:post|create|submit)/i;

/**
 * The writer's own marking of material as not for the public ("internal memo", "CONFIDENTIAL:",
 * "do not share"); "confidential" as a topic ("how we handle confidential data") is not one.
 * E-mails carry confidentiality footers as a matter of course, so only a public post is read for them.
 */
const CONFIDENTIAL_MARK =
  /\b(?:internal memo|internal (?:use )?only|(?:strictly|company|highly) confidential|not for (?:public )?(?:distribution|release)|do not (?:share|forward|distribute)|under (?:an? )?nda|embargoed)\b|(?:^|[[(\n])\s*confidential\b|\bconfidential\s*[:\])]/i;


/**
 * A message that says it carries a whole set of records ("attached is our full customer list",
 * "the complete employee database"): the names and numbers may be in an attachment no layer reads,
 * so the words are the evidence.
 */
const BULK_RECORDS =
  /\ball\s+\d[\d,.]*\s*k?\s+(?:of\s+)?(?:our\s+|the\s+)?(?:customer|client|employee|staff|patient|user|member|subscriber|donor)s?\s+(?:records|data|details|profiles)\b|\b\d{1,3}(?:,\d{3})+\s+(?:customer|client|employee|patient|user|member|subscriber)s?(?:'|'s)?\s+(?:records|details|profiles|contacts)\b|\b(?:(?:full|all|entire)[_-](?:customers?|clients?|employees?|patients?|users?|members?)|(?:customers?|clients?|employees?|patients?|users?|members?)[_-](?:full|all|export|dump|database|db))\w*\.(?:csv|xlsx?|json|sql|zip|tsv)\b|\b(?:full|entire|complete|whole)\s+(?:\w+\s+)?(?:customer|client|employee|staff|patient|user|member|subscriber|donor|payroll|salary|personnel)s?\s+(?:list|database|db|records|data|export|dump|spreadsheet|roster|directory|details|file)\b|\ball\s+(?:of\s+)?(?:our|the)\s+(?:customers?|clients?|employees?|patients?|users?|members?)(?:'|'s)?\s+(?:records|data|details|contact details|e-?mails|phone numbers|addresses|ssns|salaries|card numbers)\b/i;

/** Whether the first 4,000 characters of one of the first 32 string arguments match `pattern`. */
function someArgumentSays(args: Record<string, unknown>, pattern: RegExp): boolean {
  let seen = 0;
  for (const f of allStrings(args)) {
    if (pattern.test(f.value.length > 4_000 ? f.value.slice(0, 4_000) : f.value)) return true;
    if (++seen >= 32) break;
  }
  return false;
}

function payloadSize(args: Record<string, unknown>): number {
  let n = 0;
  for (const f of allStrings(args)) {
    n += f.value.length;
    if (n >= HUGE_PAYLOAD) break;
  }
  return n;
}
