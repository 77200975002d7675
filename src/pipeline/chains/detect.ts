/**
 * Chain detection: multi-step attack patterns over the session history (oldest first; blocked
 * calls included) ending with the current call. Each pattern needs at least one earlier step,
 * so a single call with an empty history never matches. Ordinary sequences (search then read,
 * read then write a file, browse then summarize) match nothing. `data_exfiltration` also reads the
 * current call's payload (chains/payload.ts), so it works when no tool output was ever verified;
 * it also reads the query string of a plain read (`GET https://x.example/c?ssn=...`), and leaves
 * a send whose every destination the user's request names ("e-mail it to sam@acme.com").
 */
import type { SessionEvent, VerifiedResult } from '../runtime.js';
import { canonicalTool, toolWords } from '../behaviour/words.js';
import { offTaskAction, requestAsksFor } from './off-task.js';
import { destinationRequested, ibanOnlyAsPayee, payloadEvidence, queryEvidence, type PayloadEvidence } from './payload.js';
import { IN_USE_SUFFIX } from '../detectors/pii/credential-use.js';

export const CHAIN_PATTERNS = [
  'credential_exfiltration',
  'privilege_escalation',
  'lateral_movement',
  'data_staging',
  'scope_probing',
  'browse_then_exfil',
  'block_bypass_retry',
  'data_exfiltration',
  'off_task_action',
] as const;
export type ChainPattern = (typeof CHAIN_PATTERNS)[number];

/** What the current call carries, for patterns that look at the payload (optional). */
export interface ChainInput {
  /** arguments of the current call (payload evidence is computed from them when needed) */
  args?: Record<string, unknown>;
  /** detector families of the current call from earlier layers (e.g. `pii_credit_card`) */
  families?: readonly string[];
  /** the user's request the agent is working on (`context.prompt`), when the client sends it */
  prompt?: string;
  /**
   * `payloadEvidence(args)`, for a caller that reads it too (layer 10 computes it at most once a
   * call); the result is read, never changed
   */
  payload?: () => PayloadEvidence;
}

export interface ChainMatch {
  pattern: string;
  risk: number;
  detail: string;
}

/** Steps looked back on for most patterns. */
const RECENT = 20;
/** Steps looked back on for a retry after a block. */
const RETRY_WINDOW = 5;
/** Scope probing: blocked attempts that must fall within this span (ms) of the latest step. */
const PROBE_SPAN_MS = 10 * 60_000;
/** An untainted web read counts for browse_then_exfil only when something was noticed in it. */
const BROWSE_SUSPICION_SIMILARITY = 0.25;
const BROWSE_SUSPICION_RISK = 30;

/**
 * Whether a detector family says something about what a web read brought in. A tool name that
 * is a case or separator variant of a known one (`WebSearch` for `web_search`) says nothing
 * about the content, nor does a key authenticating the read's own request.
 */
function isContentFinding(family: string): boolean {
  return family !== 'typosquat' && !family.endsWith(IN_USE_SUFFIX);
}

export const CHAIN_RISK: Readonly<Record<ChainPattern, number>> = {
  credential_exfiltration: 70,
  data_exfiltration: 60,
  browse_then_exfil: 65,
  privilege_escalation: 60,
  lateral_movement: 60,
  data_staging: 55,
  scope_probing: 55,
  block_bypass_retry: 50,
  off_task_action: 55,
};

/**
 * The strongest chain pattern the current call completes, or null.
 * `currentBlocked`: an earlier layer already blocked the current call (counts as a block attempt).
 */
export function detectChain(
  history: SessionEvent[],
  currentTags: string[],
  currentTool: string,
  verified: VerifiedResult[],
  currentBlocked = false,
  input: ChainInput = {},
): ChainMatch | null {
  if (history.length === 0 && verified.length === 0) return null;
  const recent = history.slice(-RECENT);
  const cur = new Set(currentTags);
  const matches: ChainMatch[] = [];
  const first = (tag: string): SessionEvent | undefined => recent.find((e) => e.tags.includes(tag));

  if (cur.has('external_send')) {
    const cred = first('credential_access');
    if (cred) {
      matches.push(m('credential_exfiltration', `external send after credential access (${safeName(cred.tool)})`));
    }
    const tainted = verified.slice(-10).find((v) => v.tainted);
    if (tainted) {
      matches.push(m('browse_then_exfil', `external send after tainted tool output (${safeName(tainted.tool)})`));
    } else {
      const browse = recent.find(
        (e) => e.tags.includes('web_browse') &&
          (e.families.some(isContentFinding) || e.similarity >= BROWSE_SUSPICION_SIMILARITY || e.risk >= BROWSE_SUSPICION_RISK),
      );
      if (browse) {
        matches.push(m('browse_then_exfil', `external send after suspicious web content (${safeName(browse.tool)})`, 55));
      }
    }
    // Private data sent where the user's own request says to send it ("e-mail the report to
    // sam@acme.com") is the errand itself; an address planted in content is never in the request.
    const requested = input.args !== undefined && input.prompt !== undefined && destinationRequested(input.args, input.prompt);
    const exfil = requested ? null : dataExfiltration(recent, input, currentTool);
    if (exfil) {
      // After a credential read the more specific name wins at equal strength.
      const credMatch = matches.find((x) => x.pattern === 'credential_exfiltration');
      if (credMatch) credMatch.risk = Math.max(credMatch.risk, exfil.risk);
      matches.push(exfil);
    }
    const archiveIdx = requested ? -1 : lastIndex(recent, (e) => e.tags.includes('archive'));
    if (archiveIdx >= 0 && recent.slice(0, archiveIdx).some((e) => isDataRead(e))) {
      matches.push(m('data_staging', 'external send of data staged by read then archive', 65));
    } else if (!requested) {
      const reads = recent.filter(isDataRead);
      const tools = new Set(reads.map((e) => canonicalTool(e.tool)));
      if (reads.length >= 4 && tools.size >= 3) {
        matches.push(m('data_staging', `external send after ${reads.length} private-data reads from ${tools.size} tools`, 45));
      }
    }
  }

  if (!cur.has('external_send') && cur.has('web_browse') && input.args) {
    const leak = queryExfiltration(recent, input.args);
    if (leak) matches.push(leak);
  }

  if (cur.has('archive')) {
    const reads = recent.filter(isDataRead);
    if (reads.length >= 2) matches.push(m('data_staging', `archive after ${reads.length} private-data reads`));
  }

  if (cur.has('privilege_change')) {
    const enumEvent = recent.slice(-10).find((e) => e.tags.includes('enumeration'));
    const cred = recent.slice(-10).find((e) => e.tags.includes('credential_access'));
    if (enumEvent) {
      matches.push(m('privilege_escalation', `privilege change after enumeration (${safeName(enumEvent.tool)})`));
    } else if (cred) {
      matches.push(m('privilege_escalation', `privilege change after credential access (${safeName(cred.tool)})`, 55));
    }
  }

  if (cur.has('remote_access')) {
    const prior = recent.find((e) => e.tags.includes('enumeration') || e.tags.includes('credential_access'));
    if (prior) {
      const what = prior.tags.includes('credential_access') ? 'credential access' : 'enumeration';
      matches.push(m('lateral_movement', `remote access after ${what} (${safeName(prior.tool)})`));
    }
  }

  const offTask = offTaskAction(recent, currentTool, cur, input.args, input.prompt);
  if (offTask) matches.push(m('off_task_action', offTask.detail));

  const probe = scopeProbing(recent, currentTool, currentBlocked);
  if (probe) matches.push(probe);

  const retry = blockRetry(history.slice(-RETRY_WINDOW), currentTool, cur);
  if (retry) matches.push(retry);

  if (matches.length === 0) return null;
  matches.sort((a, b) => b.risk - a.risk);
  const best = matches[0]!;
  const others = [...new Set(matches.slice(1).map((x) => x.pattern))].filter((p) => p !== best.pattern);
  return others.length > 0 ? { ...best, detail: `${best.detail} (also: ${others.join(', ')})` } : best;
}

function m(pattern: ChainPattern, detail: string, risk = CHAIN_RISK[pattern]): ChainMatch {
  return { pattern, risk, detail };
}

/** PII families whose presence in an outgoing call is strong payload evidence by itself. */
const HIGH_PII_FAMILIES = new Set([
  'pii_credit_card', 'pii_ssn', 'pii_iban', 'pii_passport', 'pii_nhs_number', 'pii_api_key', 'pii_aws_key', 'pii_jwt',
  'pii_private_key',
]);

/**
 * data_exfiltration: private data read earlier in the session (profile, addresses, contacts,
 * payment, medical, messages, files...), then an outgoing call whose content carries personal
 * data or a structured dump. Stronger when untrusted content (web page, reviews, tweets, a
 * received message) was read before the private read: the injected-errand shape
 * "read content -> read private data -> send it out". A send whose content is prose or a
 * single contact detail matches nothing here.
 */
function dataExfiltration(recent: SessionEvent[], input: ChainInput, tool: string): ChainMatch | null {
  if (!input.args) return null;
  const readIdx = lastIndex(recent, (e) => e.tags.includes('sensitive_read'));
  if (readIdx < 0) return null;
  const read = recent[readIdx]!;
  const evidence: PayloadEvidence = input.payload?.() ?? payloadEvidence(input.args);
  // an IBAN the content does not carry is the account a payment goes to (`recipient`), not data sent out
  const highPii = (input.families ?? []).filter((f) => HIGH_PII_FAMILIES.has(f) && (f !== 'pii_iban' || !ibanOnlyAsPayee(input.args!)));
  let strength: number = evidence.strength;
  const reasons = [...evidence.reasons];
  if (highPii.length > 0) {
    strength = 3;
    reasons.push(highPii.slice(0, 2).join(', '));
  }
  // One personal detail (a home address, a phone number, a health note) after a private read,
  // in a send the user's request never asked for: the datum read, sent where something else said.
  if (strength === 1 && evidence.reasons.some(isTellingPersonalDatum) &&
      requestAsksFor(tool, input.args, input.prompt, true) === false) {
    strength = 2;
    reasons.push('a send the request does not ask for');
  }
  // People's addresses and nothing else, in a send the request asks for ("send Emma the meeting
  // summary"): the participants of what was summarised, not a harvested contact list.
  if (strength === 2 && evidence.reasons.every((r) => r === 'contact list' || r === 'personal data: EMAIL') &&
      requestAsksFor(tool, input.args, input.prompt, false) === true) {
    return null;
  }
  if (strength < 2) return null;
  let risk = strength >= 3 ? 65 : CHAIN_RISK.data_exfiltration;
  // Untrusted content read before the private read (the injected errand), or a step that
  // already drew detector findings.
  const vector = recent.slice(0, readIdx + 1).find(
    (e) => e !== read && (isUntrustedRead(e) || e.families.some((f) => !f.startsWith('pii_') && isContentFinding(f)) || e.similarity >= 0.25),
  );
  if (vector) risk += 10;
  const via = vector ? ` after untrusted content (${safeName(vector.tool)})` : '';
  return m('data_exfiltration', `external send of ${reasons.slice(0, 3).join('; ')} after private-data read (${safeName(read.tool)})${via}`, risk);
}

/**
 * data_exfiltration through a read: private data read earlier, then a request whose address
 * carries it in the query string (`GET https://x.example/log?ssn=...`). A bare address or a pair of
 * coordinates in a query is a map or a weather lookup, not a leak.
 */
function queryExfiltration(recent: SessionEvent[], args: Record<string, unknown>): ChainMatch | null {
  const read = recent.findLast((e) => e.tags.includes('sensitive_read'));
  if (read === undefined) return null;
  const evidence = queryEvidence(args);
  if (evidence.strength < 2 || !evidence.reasons.some(isRecordEvidence)) return null;
  return m('data_exfiltration',
    `request carrying ${evidence.reasons.slice(0, 3).join('; ')} in its query string after private-data read (${safeName(read.tool)})`,
    evidence.strength >= 3 ? 65 : CHAIN_RISK.data_exfiltration);
}

/** A payload reason that says more than one place or one datum: a record, a list, a secret. */
function isRecordEvidence(reason: string): boolean {
  if (reason.startsWith('bare ')) return false;
  return !reason.startsWith('personal data: ') || reason.includes(',');
}

/** Reads that bring third-party text into the context: web pages, public content, received messages. */
function isUntrustedRead(e: SessionEvent): boolean {
  if (e.tags.includes('web_browse') || e.tags.includes('content_read')) return true;
  return e.tags.includes('sensitive_read') && !e.tags.includes('external_send') && toolWords(e.tool).some((w) => INBOUND.has(w));
}
const INBOUND = new Set(['email', 'mail', 'inbox', 'message', 'sms', 'chat', 'dm', 'voicemail', 'notification', 'comment', 'tweet']);

/** A weak-payload reason naming one personal datum other than an e-mail address (signatures carry those). */
function isTellingPersonalDatum(reason: string): boolean {
  return reason.startsWith('personal data: ') && reason !== 'personal data: EMAIL';
}

function isDataRead(e: SessionEvent): boolean {
  return e.tags.includes('sensitive_read') || e.tags.includes('credential_access');
}

function lastIndex<T>(items: T[], pred: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (pred(items[i]!)) return i;
  return -1;
}

/** Tool names go into details; keep them short and printable. */
function safeName(tool: string): string {
  const clean = tool.replace(/[^\w.:-]/g, '_');
  return clean.length > 64 ? clean.slice(0, 64) + '…' : clean;
}

function isScopeEvent(e: SessionEvent): boolean {
  return e.families.some((f) => f.includes('scope') || f.includes('delegation') || f.includes('mesh'));
}

/**
 * Many different tools tried in a short time with refusals among them: at least three blocked
 * attempts over at least three distinct tools, or two scope refusals with three distinct tools
 * tried, or ten distinct tools within the span with a refusal among them.
 */
function scopeProbing(recent: SessionEvent[], currentTool: string, currentBlocked: boolean): ChainMatch | null {
  if (recent.length < 2) return null;
  const latest = recent[recent.length - 1]!.at;
  const windowed = recent.filter((e) => latest - e.at <= PROBE_SPAN_MS);
  const blocked = windowed.filter((e) => e.decision === 'block');
  // Every branch below needs at least one refusal (scopeBlocks counts a subset of `blocked`):
  // without one, skip naming every tool of the window, which most calls would pay for nothing.
  if (blocked.length === 0 && !currentBlocked) return null;
  const tools = new Set(windowed.map((e) => canonicalTool(e.tool)));
  tools.add(canonicalTool(currentTool));
  const blockedTools = new Set(blocked.map((e) => canonicalTool(e.tool)));
  if (currentBlocked) blockedTools.add(canonicalTool(currentTool));
  const blocks = blocked.length + (currentBlocked ? 1 : 0);
  const scopeBlocks = windowed.filter((e) => e.decision === 'block' && isScopeEvent(e)).length;
  if ((blocks >= 3 && blockedTools.size >= 3) || (scopeBlocks >= 2 && tools.size >= 3) ||
      (tools.size >= 10 && blocks >= 1)) {
    return m('scope_probing', `${tools.size} distinct tools tried, ${blocks} refused, within ${Math.round(PROBE_SPAN_MS / 60_000)} min`);
  }
  return null;
}

/** Affix words that make a near-variant of a tool name (`run_shell_v2`, `raw_exec`, `force_delete`). */
const VARIANT_WORDS = new Set([
  'v', 'new', 'alt', 'alternative', 'safe', 'unsafe', 'raw', 'direct', 'force', 'forced', 'legacy', 'old',
  'fast', 'quick', 'simple', 'async', 'sync', 'tool', 'api', 'internal', 'admin', 'sudo', 'privileged', 'x',
  'ext', 'extended', 'custom', 'my', 'fn', 'func', 'function', 'cmd', 'util', 'helper', 'backup', 'bypass',
]);

function coreWords(tool: string): string {
  return toolWords(tool)
    .filter((w) => !VARIANT_WORDS.has(w) && !/^\d+$/.test(w))
    .sort()
    .join(' ');
}

const RETRY_TAGS = ['external_send', 'privilege_change', 'remote_access', 'code_exec', 'credential_access'];

/** Retrying a blocked tool, or a near variant of it, within a few steps of the block. */
function blockRetry(window: SessionEvent[], currentTool: string, cur: Set<string>): ChainMatch | null {
  const blocked = window.filter((e) => e.decision === 'block');
  if (blocked.length === 0) return null;
  const canon = canonicalTool(currentTool);
  const core = coreWords(currentTool);
  let same = 0;
  let variant: SessionEvent | undefined;
  let sameTags: SessionEvent | undefined;
  for (const e of blocked) {
    const c = canonicalTool(e.tool);
    if (c === canon) {
      same++;
      continue;
    }
    const ec = coreWords(e.tool);
    if ((ec !== '' && ec === core) || nearWords(e.tool, currentTool)) {
      variant ??= e;
      continue;
    }
    const risky = RETRY_TAGS.filter((t) => e.tags.includes(t));
    if (risky.length > 0 && risky.every((t) => cur.has(t))) sameTags ??= e;
  }
  if (same > 0) {
    return m('block_bypass_retry', `retry of blocked tool ${safeName(currentTool)} (${same} earlier block${same > 1 ? 's' : ''})`,
      same >= 2 ? 60 : 50);
  }
  if (variant) return m('block_bypass_retry', `near-variant ${safeName(currentTool)} of blocked tool ${safeName(variant.tool)}`);
  if (sameTags) {
    return m('block_bypass_retry', `same high-impact behaviour as blocked tool ${safeName(sameTags.tool)}`, 45);
  }
  return null;
}

/**
 * Same words except for near-spellings of longer words (`send_email` / `send_mail`,
 * `exec_comand` / `exec_command`); a different short word (`get_user` / `set_user`) is not near.
 */
function nearWords(a: string, b: string): boolean {
  const wa = toolWords(a);
  const wb = toolWords(b);
  if (wa.length !== wb.length || wa.length === 0) return false;
  let diffs = 0;
  for (let i = 0; i < wa.length; i++) {
    const x = wa[i]!;
    const y = wb[i]!;
    if (x === y) continue;
    diffs++;
    if (Math.min(x.length, y.length) < 4) return false;
    if (!editDistanceAtMost(x, y, Math.min(x.length, y.length) >= 8 ? 2 : 1)) return false;
  }
  return diffs > 0 && diffs <= 1;
}

/** Bounded Levenshtein: true when the distance is <= max (strings capped at 64 chars). */
export function editDistanceAtMost(a: string, b: string, max: number): boolean {
  const s = a.slice(0, 64);
  const t = b.slice(0, 64);
  if (Math.abs(s.length - t.length) > max) return false;
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (s[i - 1] === t[j - 1] ? 0 : 1));
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return false;
    prev = row;
  }
  return prev[t.length]! <= max;
}
