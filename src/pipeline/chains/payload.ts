/**
 * What an outgoing call carries: personal data and structured data dumps in its content fields
 * (the body, text, attachment fields; not the recipient or address it goes to). Chain detection
 * uses this to tell "read private data, then send it out" from an ordinary message after a read.
 *
 * Strength:
 * - 3 (strong): high-sensitivity values (card numbers, national ids, IBANs, bank accounts, keys) or labelled
 *   secrets (`password: ...`) in the content;
 * - 2 (medium): a structured dump (JSON / dict / list literal, an object argument, or several
 *   `field: value` lines), a contact list (three or more e-mail addresses), several kinds of
 *   personal data (address + phone, ...) or several
 *   private field labels (personal data: e-mail, phone, street address, date of birth, health
 *   record words);
 * - 1 (weak): one personal value (an e-mail address, a phone number, a street address);
 * - 0: nothing (prose, a short note).
 * Light patterns only, bounded work: at most MAX_CHARS characters are read (a dump shows in its
 * first few kilobytes).
 */
import { collectStrings } from '../fields.js';
import { luhnValid } from '../detectors/pii/validators.js';

export interface PayloadEvidence {
  strength: 0 | 1 | 2 | 3;
  /** short reasons, e.g. `structured dump`, `PHONE`, `fields: address, phone_number` */
  reasons: string[];
}

const MAX_CHARS = 4_000;
const MAX_REASONS = 4;

/**
 * Arguments that name where a message goes, or what it is about, rather than carry its content.
 * The account a payment goes to (`iban`, `payee_iban`...) is its destination, not data sent out.
 */
const DESTINATION_KEY =
  /^(?:iban|payee(?:_iban)?|beneficiary(?:_iban)?|recipient_(?:iban|account)|to_(?:iban|account)|to|cc|bcc|recipients?|recipient_(?:email|address|id|name|phone|number)s?|from|sender|reply_?to|email|emails|email_address(?:es)?|to_(?:emails?|address|addresses|numbers?|phones?|phone_numbers?)|address(?:es)?|url|uri|endpoint|host|hostname|port|channel(?:_id|_name)?|chat_id|phones?|phone_numbers?|numbers?|webhook(?:_url)?|destination|target|user(?:name|_id)?|account(?:_id)?|method|headers?|content_type|subject|title|priority|id|thread_id|message_id)$/i;

const QUOTED_KEY = /["']([A-Za-z_][\w .-]{0,40})["']\s*:/g;
const LINE_FIELD = /^[ \t]*[-*•]?[ \t]*([A-Za-z][\w .'/-]{0,30}?)[ \t]*[:=][ \t]*\S/gm;
const INLINE_FIELD = /(?:^|[,;(]\s*)([A-Za-z][\w '/-]{0,30}?)\s*:\s*\S/gm;

/** Field names that hold private data (stems; matched as whole words of the label). */
const PRIVATE_FIELD_WORDS = new Set([
  'password', 'passwd', 'passcode', 'pin', 'cvv', 'cvc', 'secret', 'credential', 'card', 'iban', 'routing', 'ssn',
  'social', 'birth', 'dob', 'birthday', 'address', 'phone', 'mobile', 'medication', 'prescription', 'diagnosis',
  'allergy', 'allergie', 'genetic', 'dna', 'balance', 'salary', 'income', 'holding', 'passport', 'license',
  'licence', 'insurance', 'patient', 'medical', 'health', 'payee', 'coordinates', 'latitude', 'longitude',
]);
/** A connection string that carries its password (`postgres://admin:S3cr3t@db.internal/app`). */
const CONNECTION_STRING_PASSWORD = /\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|redis|rediss|amqps?|mssql|sqlserver|ftp|sftp|smtp|ldaps?):\/\/[^\s:/@]{1,64}:(?!\$\{|\{\{|<|\*{3}|password\b|pass\b|secret\b|changeme\b|xxx)[^\s@/]{3,128}@[\w.-]+/i;
const SECRET_FIELD = /\b(?:password|passwd|passcode|pin|cvv|cvc|secret|api[_ -]?key|access[_ -]?token|private[_ -]?key|(?:2fa|mfa|backup|recovery|verification|security) codes?)\b["']?\s*[:=]\s*["']?[^\s"',}]{3,}/i;

const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+/;
const PHONE = /(?:\+\d{1,3}[\s.-]?)?\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b|\+\d{10,14}\b/;
const SSN = /\b\d{3}-\d{2}-\d{4}\b/;
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b/;
const KEY = /-----BEGIN (?:[A-Z]{1,10} ){0,2}PRIVATE KEY-----|\b(?:AKIA|ASIA)[A-Z0-9]{16}\b|\b(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{16,}|\bsk-[A-Za-z0-9_-]{20,}|\bgh[pousr]_[A-Za-z0-9]{30,}/;
const STREET =
  /\b\d{1,6}[ \t]+(?:[A-Z][a-z]+[ \t]+){1,3}(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Dr|Drive|Ln|Lane|Way|Ct|Court|Pl|Place|Terrace|Parkway|Pkwy|Hwy|Highway)\b\.?/;
/** A bank account or routing number given with its label (`Acct 000123456789`, `routing: 021000021`). */
const BANK_ACCOUNT = /\b(?:acct|account|a\/c|routing|aba|sort[ -]?code|bsb)\b\.?\s*(?:no\.?|number|num|#)?\s*[:#=-]?\s*\d[\d -]{4,20}\d\b/i;
/** A date of birth given with its label. */
const BIRTH_DATE = /\b(?:dob|d\.o\.b\.?|date of birth|birth ?date|born(?: on)?)\b\s*[:=-]?\s*(?:\d|[A-Z][a-z]{2,8} \d)/i;
/** Words of a health record: a diagnosis, a condition, a record number, a prescription. */
const HEALTH =
  /\b(?:diagnos(?:is|ed)|hiv(?:[ -]positive)?|aids|cancer|diabetes|diabetic|hepatitis|schizophreni\w*|bipolar|depression|pregnan\w*|mrn|medical record|prescri(?:bed|ption)|medications?)\b/i;
const BARE_MAX = 240;
const COORDINATES = /^\(?-?\d{1,2}\.\d{3,}\s*,\s*-?\d{1,3}\.\d{3,}\)?$/;
const BARE_PATH = /^(?:[~.]?\/|[A-Za-z]:\\)?[\w.@ -]{1,80}(?:[/\\][\w.@ -]{1,80}){1,12}$/;
const PRIVATE_PATH_WORD =
  /(?:genetic|genome|dna|medical|health|patient|passport|tax|salary|payroll|password|credential|secret|bank|statement|ssn|confidential|private|personal|diagnos|prescription|insurance|identity|id_card|license|biometric|voice_?recording)/i;
const CARD_CANDIDATE = /\b\d(?:[ -]?\d){12,18}\b/g;

/** Evidence of personal data or a data dump in the content arguments of an outgoing call. */
export function payloadEvidence(args: Record<string, unknown>): PayloadEvidence {
  const reasons: string[] = [];
  let strength = 0;
  const raise = (s: number, reason: string): void => {
    if (s > strength) strength = s;
    if (reasons.length < MAX_REASONS && !reasons.includes(reason)) reasons.push(reason);
  };
  const kinds = new Set<string>();
  const fields = new Set<string>();
  const labelHits = { n: 0 };
  let budget = MAX_CHARS;

  for (const [key, value] of Object.entries(args)) {
    if (budget <= 0 || strength >= 3) break;
    if (DESTINATION_KEY.test(key)) continue;
    if (value !== null && typeof value === 'object') {
      // An object or list argument is structured data by itself; its keys name what it holds.
      const strings = collectStrings(value);
      const keys = objectKeys(value, 64);
      for (const k of keys) noteFieldLabel(k, fields);
      // files wrapped for an API (`{"fizz.py": {"content": ...}}`, attachments by name) are the
      // shape of the call, not a record: their strings are read below like any other content
      const envelope = keys.length > 0 && keys.every(isEnvelopeKey);
      if (!envelope && (keys.length >= 2 || (Array.isArray(value) && value.length >= 2))) raise(2, 'structured object');
      for (const f of strings) {
        if (budget <= 0) break;
        const text = f.value.length > budget ? f.value.slice(0, budget) : f.value;
        budget -= text.length;
        scanText(text, kinds, fields, labelHits, raise);
      }
      continue;
    }
    if (typeof value !== 'string') continue;
    const text = value.length > budget ? value.slice(0, budget) : value;
    budget -= text.length;
    scanText(text, kinds, fields, labelHits, raise);
  }

  const personal = [...kinds].filter((k) => PERSONAL_KINDS.has(k));
  if (personal.length >= 2) raise(2, `personal data: ${personal.join(', ')}`);
  else if (personal.length === 1) raise(1, `personal data: ${personal[0]}`);
  if (fields.size >= 2) raise(2, `private fields: ${[...fields].slice(0, 4).join(', ')}`);
  else if (labelHits.n >= 2) raise(2, `repeated private field: ${[...fields][0] ?? ''}`);
  return { strength: strength as PayloadEvidence['strength'], reasons };
}

/** Distinct e-mail addresses from which the content is a contact list. */
const CONTACT_LIST_EMAILS = 3;
const EMAILS = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+/g;

function distinctEmails(text: string): number {
  const seen = new Set<string>();
  for (const m of text.matchAll(EMAILS)) {
    seen.add(m[0].toLowerCase());
    if (seen.size >= CONTACT_LIST_EMAILS) break;
  }
  return seen.size;
}

/** Kinds of personal data of which two together make a record worth flagging. */
const PERSONAL_KINDS = new Set(['EMAIL', 'PHONE', 'STREET_ADDRESS', 'BIRTH_DATE', 'HEALTH']);

function scanText(
  text: string,
  kinds: Set<string>,
  fields: Set<string>,
  labelHits: { n: number },
  raise: (s: number, reason: string) => void,
): void {
  if (text.length < 4) return;
  // Structured dump: a JSON / Python literal, or several `field: value` lines.
  const trimmed = text.trimStart();
  let quotedKeys = 0;
  if (trimmed.startsWith('{') || trimmed.startsWith('[') || text.includes('":') || text.includes("':")) {
    QUOTED_KEY.lastIndex = 0;
    for (let m = QUOTED_KEY.exec(text); m !== null && quotedKeys < 64; m = QUOTED_KEY.exec(text)) {
      quotedKeys++;
      noteFieldLabel(m[1]!, fields);
    }
  }
  const literal = (trimmed.startsWith('{') || trimmed.startsWith('[')) && quotedKeys >= 1;
  if (literal || quotedKeys >= 3) raise(2, 'structured dump');
  else if (isTable(text)) raise(2, 'table dump');
  // the field, secret and number patterns below each need a `:` / `=` or a digit to match (see
  // textMarks): prose without them skips their scans, with the same outcome
  const marks = textMarks(text);
  let lineFields = 0;
  const labels: string[] = [];
  LINE_FIELD.lastIndex = 0;
  for (let m = marks.colonOrEquals ? LINE_FIELD.exec(text) : null; m !== null && lineFields < 64; m = LINE_FIELD.exec(text)) {
    lineFields++;
    labels.push(m[1]!);
  }
  if (lineFields >= 3) {
    const before = fields.size;
    for (const l of labels) noteFieldLabel(l, fields);
    // A list of `field: value` lines is a record dump when it names private fields.
    if (fields.size > before) raise(2, 'field listing');
  } else {
    // A record written on one line: `Patient: John Doe, diagnoses: ..., medications: ...`.
    INLINE_FIELD.lastIndex = 0;
    let inline = 0;
    for (let m = marks.colon ? INLINE_FIELD.exec(text) : null; m !== null && inline < 64; m = INLINE_FIELD.exec(text)) {
      inline++;
      // the same private label again (`Salary: Ann 145000; Salary: Bo 132000`) is one field of several records
      if (noteFieldLabel(m[1]!, fields)) labelHits.n++;
    }
  }

  // The whole content is one location or a reference to a private file: the datum itself, sent bare.
  if (text.length <= BARE_MAX) {
    const core = text.trim().replace(/^["'`]+|["'`]+$/g, '').trim();
    const street = STREET.exec(core);
    if (street && street.index <= 2 && core.length <= street[0].length + 40) raise(2, 'bare street address');
    else if (COORDINATES.test(core)) raise(2, 'bare coordinates');
    else if (BARE_PATH.test(core) && PRIVATE_PATH_WORD.test(core)) raise(2, 'private file reference');
  }

  if ((marks.colonOrEquals && SECRET_FIELD.test(text)) || (marks.colon && CONNECTION_STRING_PASSWORD.test(text))) raise(3, 'labelled secret');
  else if (KEY.test(text)) raise(3, 'key material');
  else if (marks.digit && SSN.test(text)) raise(3, 'national id');
  else if (marks.digit && IBAN.test(text)) raise(3, 'IBAN');
  else if (marks.digit && hasCard(text)) raise(3, 'card number');
  else if (marks.digit && BANK_ACCOUNT.test(text)) raise(3, 'bank account number');
  if (BIRTH_DATE.test(text)) kinds.add('BIRTH_DATE');
  if (HEALTH.test(text)) kinds.add('HEALTH');
  if (text.includes('@') && EMAIL.test(text)) {
    kinds.add('EMAIL');
    // several people's addresses: a contact list, whatever else is written around them
    if (distinctEmails(text) >= CONTACT_LIST_EMAILS) raise(2, 'contact list');
  }
  if (marks.digit && PHONE.test(text)) kinds.add('PHONE');
  if (marks.digit && STREET.test(text)) kinds.add('STREET_ADDRESS');
}

const DIGIT = /\d/;

/**
 * Characters some of scanText's patterns cannot match without: LINE_FIELD and SECRET_FIELD need a
 * `:` or `=`, INLINE_FIELD and CONNECTION_STRING_PASSWORD a `:`, SSN, IBAN, card numbers,
 * BANK_ACCOUNT, PHONE and STREET a digit. Found with indexOf and one short regex scan instead
 * of a dozen pattern scans over prose that holds none of them.
 */
export function textMarks(text: string): { colon: boolean; colonOrEquals: boolean; digit: boolean } {
  const colon = text.includes(':');
  return { colon, colonOrEquals: colon || text.includes('='), digit: DIGIT.test(text) };
}

/** Notes a label that names a private field; true when it does. */
function noteFieldLabel(label: string, fields: Set<string>): boolean {
  if (fields.size >= 16) return false;
  const words = label
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  for (const w of words) {
    const s = w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
    if (PRIVATE_FIELD_WORDS.has(s) || PRIVATE_FIELD_WORDS.has(w)) {
      fields.add(label.toLowerCase().slice(0, 32));
      return true;
    }
  }
  return false;
}

/** Keys of an API's file or message wrapper (`{"notes.md": {"content": ...}}`), not of a record. */
const ENVELOPE_KEY =
  /^(?:contents?|file_?name|name|path|file_?path|language|lang|type|mime_?type|content_?type|encoding|description|title|text|body|size|raw_?url|url|public|[\w.-]{1,80}\.[a-z0-9]{1,8})$/i;

function isEnvelopeKey(key: string): boolean {
  return ENVELOPE_KEY.test(key);
}

const TABLE_SCAN_CHARS = 2_000;
const TABLE_HEADER_CELL = /^[A-Za-z][\w .()/#-]{0,39}$/;

/**
 * A table pasted as text (CSV or TSV): a header of label-like cells, then rows with as many
 * cells, three rows or more (two when there are three columns or more). Prose, an address
 * block or a signature never lines up like that.
 */
function isTable(text: string): boolean {
  if (!text.includes('\n') || (!text.includes(',') && !text.includes('\t'))) return false;
  const lines = text.slice(0, TABLE_SCAN_CHARS).split('\n');
  let i = 0;
  while (i < lines.length && lines[i]!.trim() === '') i++;
  const header = lines[i];
  if (header === undefined || header.length > 300) return false;
  const sep = header.includes('\t') ? '\t' : ',';
  const cells = header.split(sep);
  if (cells.length < 2 || !cells.every((c) => TABLE_HEADER_CELL.test(c.trim().replace(/^["']|["']$/g, '')))) return false;
  let rows = 0;
  for (const line of lines.slice(i + 1)) {
    if (line.trim() === '' || line.length > 300 || line.split(sep).length !== cells.length) break;
    rows++;
  }
  return rows >= 3 || (rows >= 2 && cells.length >= 3);
}

function objectKeys(value: unknown, max: number): string[] {
  const out: string[] = [];
  const stack: unknown[] = [value];
  let steps = 0;
  while (stack.length > 0 && out.length < max && steps++ < 1000) {
    const v = stack.pop();
    if (Array.isArray(v)) for (const item of v.slice(0, 32)) stack.push(item);
    else if (v !== null && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        if (out.length >= max) break;
        out.push(k);
        if (item !== null && typeof item === 'object') stack.push(item);
      }
    }
  }
  return out;
}

function hasCard(text: string): boolean {
  CARD_CANDIDATE.lastIndex = 0;
  for (const m of text.matchAll(CARD_CANDIDATE)) if (luhn(m[0].replace(/[ -]/g, ''))) return true;
  return false;
}

/** A card-length digit string passing Luhn. */
function luhn(digits: string): boolean {
  return digits.length >= 13 && digits.length <= 19 && luhnValid(digits);
}

const DESTINATION_EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+/g;
const DESTINATION_PHONE = /\+?\d[\d\s().-]{6,20}\d/g;
const DESTINATION_HANDLE = /(?:^|\s)([@#][\w.-]{2,64})/g;
const MAX_DESTINATIONS = 16;
const URL_HOST = /^\s*(?:https?:\/\/)?((?:[\w-]+\.)+[a-z]{2,})(?:[:/?#]|\s*$)/i;
/** Arguments that say who or where a message goes to (a subject or an id says what it is about). */
const RECIPIENT_KEY =
  /^(?:to|cc|bcc|recipients?|recipient_\w+|emails?|email_address(?:es)?|to_\w+|phone|phone_numbers?|numbers?|channel(?:_id|_name)?|chat_id|user(?:name|_id)?|webhook(?:_url)?|url|uri|endpoint|destination|target|address(?:es)?)$/i;
const PHONE_MARK = 'tel:';

/**
 * Whether the user's request names every place the call sends to: each e-mail address, phone
 * number or @handle / #channel of its destination arguments appears in `prompt`. False when the
 * call names no destination this can read.
 */
export function destinationRequested(args: Record<string, unknown>, prompt: string): boolean {
  const wanted: string[] = [];
  for (const [key, value] of Object.entries(args)) {
    if (!RECIPIENT_KEY.test(key)) continue;
    for (const v of Array.isArray(value) ? value.slice(0, MAX_DESTINATIONS) : [value]) {
      if (typeof v !== 'string') continue;
      const text = v.slice(0, 512);
      const host = URL_HOST.exec(text);
      const emails = host || !text.includes('@') ? [] : [...text.matchAll(DESTINATION_EMAIL)];
      if (host) wanted.push(host[1]!.toLowerCase());
      else if (emails.length > 0) for (const m of emails) wanted.push(m[0].toLowerCase());
      else {
        for (const m of text.matchAll(DESTINATION_PHONE)) wanted.push(PHONE_MARK + m[0].replace(/\D/g, ''));
        for (const m of text.matchAll(DESTINATION_HANDLE)) wanted.push(m[1]!.toLowerCase());
      }
      if (wanted.length > MAX_DESTINATIONS) return false;
    }
  }
  if (wanted.length === 0) return false;
  const said = prompt.slice(0, 4_000).toLowerCase();
  for (const w of wanted) {
    if (w.startsWith(PHONE_MARK) ? !phoneSaid(said, w.slice(PHONE_MARK.length)) : !said.includes(w)) return false;
  }
  return true;
}

/** A phone number said in the request in any spacing (`+1 202 555 0111` for `+12025550111`). */
function phoneSaid(said: string, digits: string): boolean {
  for (const m of said.matchAll(DESTINATION_PHONE)) {
    const d = m[0].replace(/\D/g, '');
    if (d.length >= 7 && (d === digits || d.endsWith(digits) || digits.endsWith(d))) return true;
  }
  return false;
}

const PAYEE_KEY = /^(?:recipients?|to|iban|payee(?:_iban)?|beneficiary(?:_iban)?|recipient_(?:iban|account)|to_(?:iban|account))$/i;

/**
 * Whether the only IBANs of a call are in the argument that says whose account it pays
 * (`send_money(recipient: "DE89...")`): the account a payment goes to, not data carried out.
 */
export function ibanOnlyAsPayee(args: Record<string, unknown>): boolean {
  let payee = false;
  for (const [key, value] of Object.entries(args)) {
    if (typeof value !== 'string') continue;
    if (!IBAN.test(value.slice(0, MAX_CHARS))) continue;
    if (!PAYEE_KEY.test(key)) return false;
    payee = true;
  }
  return payee;
}

const QUERY_URL_KEY = /url|uri|link|href|endpoint|src/i;
const MAX_QUERY_CHARS = 2_000;

/**
 * What the query strings of a call's addresses carry (`https://x.example/c?d=...`): a read
 * request sends its query to the server as surely as a POST sends its body. Each parameter is
 * decoded and read as a `name: value` line. Strength 0 when no address has a query.
 */
export function queryEvidence(args: Record<string, unknown>): PayloadEvidence {
  const lines: string[] = [];
  let budget = MAX_QUERY_CHARS;
  for (const [key, value] of Object.entries(args)) {
    if (typeof value !== 'string' || budget <= 0) continue;
    const q = value.indexOf('?');
    if (q < 0 || !(QUERY_URL_KEY.test(key) || /^\s*https?:\/\//i.test(value))) continue;
    const query = value.slice(q + 1, q + 1 + budget).split('#')[0]!;
    budget -= query.length;
    for (const pair of query.split('&')) {
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      lines.push(`${decodePart(pair.slice(0, eq))}: ${decodePart(pair.slice(eq + 1))}`);
    }
  }
  return lines.length === 0 ? { strength: 0, reasons: [] } : payloadEvidence({ query: lines.join('\n') });
}

function decodePart(part: string): string {
  const spaced = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}
