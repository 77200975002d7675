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

/** Arguments that name where a message goes, or what it is about, rather than carry its content. */
const DESTINATION_KEY =
  /^(?:to|cc|bcc|recipients?|recipient_(?:email|address|id|name)s?|from|sender|reply_?to|email|emails|email_address(?:es)?|to_(?:email|address|addresses|number|phone)|address(?:es)?|url|uri|endpoint|host|hostname|port|channel(?:_id|_name)?|chat_id|phone|phone_number|number|to_number|webhook(?:_url)?|destination|target|user(?:name|_id)?|account(?:_id)?|method|headers?|content_type|subject|title|priority|id|thread_id|message_id)$/i;

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
  let budget = MAX_CHARS;

  for (const [key, value] of Object.entries(args)) {
    if (budget <= 0 || strength >= 3) break;
    if (DESTINATION_KEY.test(key)) continue;
    if (value !== null && typeof value === 'object') {
      // An object or list argument is structured data by itself; its keys name what it holds.
      const strings = collectStrings(value);
      const keys = objectKeys(value, 64);
      for (const k of keys) noteFieldLabel(k, fields);
      if (keys.length >= 2 || (Array.isArray(value) && value.length >= 2)) raise(2, 'structured object');
      for (const f of strings) {
        if (budget <= 0) break;
        const text = f.value.length > budget ? f.value.slice(0, budget) : f.value;
        budget -= text.length;
        scanText(text, kinds, fields, raise);
      }
      continue;
    }
    if (typeof value !== 'string') continue;
    const text = value.length > budget ? value.slice(0, budget) : value;
    budget -= text.length;
    scanText(text, kinds, fields, raise);
  }

  const personal = [...kinds].filter((k) => PERSONAL_KINDS.has(k));
  if (personal.length >= 2) raise(2, `personal data: ${personal.join(', ')}`);
  else if (personal.length === 1) raise(1, `personal data: ${personal[0]}`);
  if (fields.size >= 2) raise(2, `private fields: ${[...fields].slice(0, 4).join(', ')}`);
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
  let lineFields = 0;
  const labels: string[] = [];
  LINE_FIELD.lastIndex = 0;
  for (let m = LINE_FIELD.exec(text); m !== null && lineFields < 64; m = LINE_FIELD.exec(text)) {
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
    for (let m = INLINE_FIELD.exec(text); m !== null && inline < 64; m = INLINE_FIELD.exec(text)) {
      inline++;
      noteFieldLabel(m[1]!, fields);
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

  if (SECRET_FIELD.test(text) || CONNECTION_STRING_PASSWORD.test(text)) raise(3, 'labelled secret');
  else if (KEY.test(text)) raise(3, 'key material');
  else if (SSN.test(text)) raise(3, 'national id');
  else if (IBAN.test(text)) raise(3, 'IBAN');
  else if (hasCard(text)) raise(3, 'card number');
  else if (BANK_ACCOUNT.test(text)) raise(3, 'bank account number');
  if (BIRTH_DATE.test(text)) kinds.add('BIRTH_DATE');
  if (HEALTH.test(text)) kinds.add('HEALTH');
  if (text.includes('@') && EMAIL.test(text)) {
    kinds.add('EMAIL');
    // several people's addresses: a contact list, whatever else is written around them
    if (distinctEmails(text) >= CONTACT_LIST_EMAILS) raise(2, 'contact list');
  }
  if (PHONE.test(text)) kinds.add('PHONE');
  if (STREET.test(text)) kinds.add('STREET_ADDRESS');
}

function noteFieldLabel(label: string, fields: Set<string>): void {
  if (fields.size >= 16) return;
  const words = label
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  for (const w of words) {
    const s = w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
    if (PRIVATE_FIELD_WORDS.has(s) || PRIVATE_FIELD_WORDS.has(w)) {
      fields.add(label.toLowerCase().slice(0, 32));
      return;
    }
  }
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
