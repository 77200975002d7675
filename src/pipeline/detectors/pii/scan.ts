/**
 * PII and credential scanner: finds the twelve entity types in a text (offsets into that text),
 * redacts them, scores them, and reports them for a tool call by argument path without ever
 * echoing the values.
 */
import { scanFields } from '../../scan-fields.js';
import type { Finding, ToolCall } from '../../types.js';
import { looksLikeSecret, recognizeAll, TEST_CARD_CTX } from './recognizers.js';
import { EXAMPLE_CARDS } from './validators.js';
import { CREDENTIAL_IN_USE_RISK, IN_USE_SUFFIX, credentialInUse, ibanIsPayee } from './credential-use.js';
import type { PiiFinding, PiiType } from './types.js';

/** Risk of one entity of each type sent through a tool call; credentials highest. */
export const PII_TYPE_RISK: Readonly<Record<PiiType, number>> = {
  PRIVATE_KEY: 70,
  AWS_KEY: 70,
  API_KEY: 65,
  JWT: 55,
  CREDIT_CARD: 55,
  SSN: 55,
  IBAN: 48,
  PASSPORT: 45,
  NHS_NUMBER: 45,
  EMAIL: 10,
  PHONE: 10,
  IP_ADDRESS: 5,
};

/** Which of two overlapping candidates wins: the more specific recognizer. */
const PRIORITY: Readonly<Record<PiiType, number>> = {
  PRIVATE_KEY: 12,
  JWT: 11,
  AWS_KEY: 10,
  API_KEY: 9,
  CREDIT_CARD: 8,
  IBAN: 7,
  SSN: 6,
  NHS_NUMBER: 5,
  EMAIL: 4,
  PASSPORT: 3,
  IP_ADDRESS: 2,
  PHONE: 1,
};

/** Below this a finding is reported (and redacted) but barely raises risk: sample/test values. */
const LOW_CONFIDENCE = 0.5;
const LOW_CONFIDENCE_RISK = 8;

/** Every entity in `text`, non-overlapping, ordered by offset. */
export function scanPii(text: string): PiiFinding[] {
  if (text.length === 0) return [];
  const candidates: PiiFinding[] = [];
  recognizeAll(text, (type, start, end, confidence) => {
    if (end > start) candidates.push({ type, start, end, confidence });
  });
  if (candidates.length <= 1) return candidates;
  dropCardsInsideIbans(candidates);
  candidates.sort(
    (a, b) => PRIORITY[b.type] - PRIORITY[a.type] || b.end - b.start - (a.end - a.start) || a.start - b.start,
  );
  // Characters already taken by a kept finding: one check per character of a candidate instead
  // of one per kept finding (a text of thousands of entities made that quadratic).
  const taken = new Uint8Array(text.length);
  const kept: PiiFinding[] = [];
  for (const c of candidates) {
    let free = true;
    for (let i = c.start; i < c.end && free; i++) free = taken[i] === 0;
    if (!free) continue;
    taken.fill(1, c.start, c.end);
    kept.push(c);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/**
 * A card number can pass the Luhn check inside a (checksum-valid) IBAN's digits, as in
 * `DE44 5001 0517 5407 3249 31`: the IBAN is the entity there, though cards outrank IBANs where
 * two different entities overlap.
 */
function dropCardsInsideIbans(candidates: PiiFinding[]): void {
  const ibans = candidates.filter((c) => c.type === 'IBAN');
  if (ibans.length === 0) return;
  for (let i = candidates.length - 1; i >= 0; i--) {
    const c = candidates[i]!;
    if (c.type === 'CREDIT_CARD' && ibans.some((iban) => iban.start <= c.start && c.end <= iban.end)) candidates.splice(i, 1);
  }
}

/** `text` with each finding replaced by `[REDACTED:<TYPE>]`. Findings must come from scanning `text`. */
export function redactPii(text: string, findings: readonly PiiFinding[]): string {
  const ordered = [...findings].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const f of ordered) {
    if (f.start < at || f.end > text.length) continue;
    out += text.slice(at, f.start) + `[REDACTED:${f.type}]`;
    at = f.end;
  }
  return out + text.slice(at);
}

function findingRisk(f: PiiFinding): number {
  return f.confidence < LOW_CONFIDENCE ? LOW_CONFIDENCE_RISK : PII_TYPE_RISK[f.type];
}

/** 0-100: the riskiest entity, plus 5 for each further entity type present. */
export function piiRiskScore(findings: readonly PiiFinding[]): number {
  if (findings.length === 0) return 0;
  const types = new Set(findings.map((f) => f.type));
  const top = Math.max(...findings.map(findingRisk));
  return Math.min(100, top + 5 * (types.size - 1));
}

/** Types that authenticate a request when they sit in its auth header or key parameter (credential-use.ts). */
const CREDENTIAL_TYPES: ReadonlySet<PiiType> = new Set(['API_KEY', 'JWT', 'AWS_KEY']);

/** Argument names that hold a credential; their value is checked with the secret heuristic. */
const SECRET_ARG_NAME = /(?:^|[._-])(?:api[_-]?key|apikey|secret|secret[_-]?key|client[_-]?secret|access[_-]?token|auth[_-]?token|refresh[_-]?token|token|password|passwd|private[_-]?key)$/i;

/**
 * Argument names that say a bare number is some other record's number (`order_id`, `isbn`,
 * `tracking_number`, `imei`): a card-shaped value there that passes Luhn is that record's number
 * (one 16-digit number in ten passes Luhn), and `123-45-6789` there is a part number, not an SSN.
 * A name with a card or personal-number word (`card_number`, `pan`, `ssn`, `passport_no`) wins.
 */
const OTHER_ID_ARG = new RegExp(
  // nouns that name an identifier on their own (`isbn`, `tracking`, `order`), and nouns that name
  // one only with an id suffix (`message_id`, not `message`: a message's text may be a card number)
  String.raw`(?:^|[._-])(?:(?:order|orders|loyalty|membership|isbn|ean|upc|gtin|sku|part|model|tracking|shipment|parcel|consignment|invoice|receipt|booking|reservation|confirmation|batch|lot|serial|imei|meid|sequence|seq)(?:[._-]?(?:id|ids|no|nr|num|number|numbers|code|key|ref))?` +
    String.raw`|(?:customer|client|user|member|product|item|device|build|job|run|request|trace|span|event|message|msg|session|record|row|object|entity|document|doc|file|asset|policy|ticket|case|reference|ref|transaction|txn|claim|contract|quote)[._-]?(?:id|ids|no|nr|num|number|numbers|code|key|ref))$|^(?:id|ids|uid|guid)$`,
  'i',
);
/** Types a bare record number can take the shape of. */
const ID_SHAPED: ReadonlySet<PiiType> = new Set(['CREDIT_CARD', 'SSN', 'NHS_NUMBER', 'PASSPORT']);
/** Names that say the value is the person's number after all (`card_number`, `ssn`, `passport_no`). */
const PERSON_ID_ARG = /(?:^|[._-])(?:ssn|tin|nhs|cc|ccn|pan|sin|nin)(?:$|[._-])|social|passport|tax|national|card|payment[._-]?method/i;

/** The last non-index segment of an argument path. */
function lastKey(path: string): string {
  const parts = path.split('.');
  for (let i = parts.length - 1; i >= 0; i--) if (!/^\d+$/.test(parts[i]!)) return parts[i]!.replace(/#key$/, '');
  return '';
}

/** Per-string and total character budgets so a huge payload cannot make the scan expensive. */
const MAX_FIELD_CHARS = 100_000;
const MAX_TOTAL_CHARS = 400_000;
const MAX_PATHS_SHOWN = 3;

interface TypeHits {
  type: PiiType;
  /** credentials authenticating the call's own request (credential-use.ts), reported apart */
  inUse: boolean;
  paths: string[];
  count: number;
  risk: number;
}

/**
 * Scans every string of the call's arguments. One finding per entity type naming the type, the
 * count and the argument paths; values are never included.
 */
export function scanPiiInCall(call: ToolCall): Finding[] {
  const hits = new Map<string, TypeHits>();
  const note = (type: PiiType, path: string, risk: number, inUse = false): void => {
    const key = inUse ? `${type}:in_use` : type;
    let h = hits.get(key);
    if (h === undefined) {
      h = { type, inUse, paths: [], count: 0, risk: 0 };
      hits.set(key, h);
    }
    h.count++;
    h.risk = Math.max(h.risk, risk);
    const shown = `args.${path}`;
    if (!h.paths.includes(shown)) h.paths.push(shown);
  };
  let budget = MAX_TOTAL_CHARS;
  let saysTest: boolean | undefined;
  for (const field of scanFields(call.args)) {
    if (budget <= 0) break;
    const value = field.value.length > MAX_FIELD_CHARS ? field.value.slice(0, MAX_FIELD_CHARS) : field.value;
    budget -= value.length;
    if (value.length < 6) continue;
    const found = scanPii(value);
    for (const f of found) {
      if (ID_SHAPED.has(f.type) && value.trim().length === f.end - f.start) {
        // the whole path for the person's words: `card.number`, `payment_method.card.id`
        if (OTHER_ID_ARG.test(lastKey(field.path)) && !PERSON_ID_ARG.test(field.path)) continue;
      }
      // a processor's published test card in a call that says it tests (`tests/checkout.spec.ts`,
      // `mode: "test"`, a sandbox tool): a sample, wherever in the call the word is
      if (f.type === 'CREDIT_CARD' && f.confidence >= LOW_CONFIDENCE && EXAMPLE_CARDS.has(value.slice(f.start, f.end).replace(/[ -]/g, ''))) {
        saysTest ??= TEST_CARD_CTX.test(`${call.tool} ${JSON.stringify(call.args).slice(0, 4_000)}`.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());
        if (saysTest) {
          note(f.type, field.path, LOW_CONFIDENCE_RISK);
          continue;
        }
      }
      const inUse = CREDENTIAL_TYPES.has(f.type)
        ? credentialInUse(call.tool, call.args, field.path, value, f.start, f.end)
        : f.type === 'IBAN' && ibanIsPayee(call.tool, field.path);
      note(f.type, field.path, inUse ? Math.min(findingRisk(f), CREDENTIAL_IN_USE_RISK) : findingRisk(f), inUse);
    }
    if (found.length === 0 && !field.path.endsWith('#key') && SECRET_ARG_NAME.test(field.path)) {
      const secret = value.trim();
      if (looksLikeSecret(secret)) {
        const start = value.indexOf(secret);
        const inUse = credentialInUse(call.tool, call.args, field.path, value, start, start + secret.length);
        note('API_KEY', field.path, inUse ? CREDENTIAL_IN_USE_RISK : PII_TYPE_RISK.API_KEY, inUse);
      }
    }
  }
  const findings: Finding[] = [];
  for (const h of hits.values()) {
    const extra = h.paths.length > MAX_PATHS_SHOWN ? ` (+${h.paths.length - MAX_PATHS_SHOWN} more)` : '';
    const times = h.count > 1 ? ` x${h.count}` : '';
    const use = !h.inUse ? '' : h.type === 'IBAN' ? ' (the account the call pays)' : ' (authenticating its own request)';
    findings.push({
      family: `pii_${h.type.toLowerCase()}${h.inUse ? IN_USE_SUFFIX : ''}`,
      detail: `PII: ${h.type}${times} at ${h.paths.slice(0, MAX_PATHS_SHOWN).join(', ')}${extra}${use}`,
      risk: h.risk,
      severity: 'flag',
    });
  }
  return findings.sort((a, b) => b.risk - a.risk);
}
