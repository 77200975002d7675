/**
 * Per-type recognizers: a bounded regex cuts candidates out, a validator (checksum, issuer,
 * structure) and where needed a context keyword decide. Every regex here is linear: quantified
 * groups are delimited by a mandatory separator, so there is no catastrophic backtracking.
 */
import { hasDigit, isPlainAscii } from '../../text/traits.js';
import type { PiiType } from './types.js';
import {
  cardIssuerValid,
  EXAMPLE_CARDS,
  EXAMPLE_IBANS,
  ibanValid,
  ibanLength,
  ipv4Valid,
  ipv6Valid,
  jwtHeaderValid,
  luhnValid,
  nhsValid,
  shannonEntropy,
  ssnValid,
} from './validators.js';

type Sink = (type: PiiType, start: number, end: number, confidence: number) => void;

/** Whether `re` matches the lowercase text just before (and optionally after) a span. */
function context(lower: string, start: number, end: number, re: RegExp, before: number, after = 0): boolean {
  const from = Math.max(0, start - before);
  if (re.test(lower.slice(from, start))) return true;
  return after > 0 && re.test(lower.slice(end, Math.min(lower.length, end + after)));
}

// ---------------------------------------------------------------- private keys

const PEM_BEGIN = /-----BEGIN ((?:[A-Z0-9]+ ){0,3})PRIVATE KEY( BLOCK)?-----/g;
const PEM_BODY = /^(?:[A-Za-z0-9+/=:,\- \t\r\n]|\\[nr]){0,16384}/;

/** A PuTTY key file, from its header to the end of its MAC line (or a bounded body when that is cut off). */
const PUTTY_HEADER = 'PuTTY-User-Key-File-';
const PUTTY_MAX_CHARS = 8192;

function puttyKeys(text: string, emit: Sink): void {
  for (let at = text.indexOf(PUTTY_HEADER); at !== -1; at = text.indexOf(PUTTY_HEADER, at + 1)) {
    const mac = text.indexOf('Private-MAC:', at);
    let end: number;
    if (mac !== -1 && mac - at < PUTTY_MAX_CHARS) {
      const lineEnd = text.indexOf('\n', mac);
      end = lineEnd === -1 ? text.length : lineEnd;
    } else end = Math.min(text.length, at + PUTTY_MAX_CHARS);
    emit('PRIVATE_KEY', at, end, mac !== -1 ? 0.95 : 0.85);
    at = end - 1;
  }
}

function privateKeys(text: string, emit: Sink): void {
  if (text.includes('PuTTY-User-Key-File-')) puttyKeys(text, emit);
  if (!text.includes('PRIVATE KEY')) return;
  PEM_BEGIN.lastIndex = 0;
  for (let m = PEM_BEGIN.exec(text); m !== null; m = PEM_BEGIN.exec(text)) {
    const start = m.index;
    const endMarker = `-----END ${m[1] ?? ''}PRIVATE KEY${m[2] ?? ''}-----`;
    const endAt = text.indexOf(endMarker, PEM_BEGIN.lastIndex);
    let end: number;
    if (endAt !== -1 && endAt - start < 32_768) end = endAt + endMarker.length;
    else {
      const body = PEM_BODY.exec(text.slice(PEM_BEGIN.lastIndex, PEM_BEGIN.lastIndex + 16_384));
      end = PEM_BEGIN.lastIndex + (body?.[0].trimEnd().length ?? 0);
    }
    emit('PRIVATE_KEY', start, end, endAt !== -1 ? 0.99 : 0.9);
    PEM_BEGIN.lastIndex = Math.max(PEM_BEGIN.lastIndex, end);
  }
}

// ---------------------------------------------------------------- JWT

/** A JSON Web Token: a base64url JSON header (`eyJ`), a payload and a signature (empty when unsigned). */
export const JWT_SHAPE = /(?<![\w-])eyJ[A-Za-z0-9_-]{5,4096}\.[A-Za-z0-9_-]{2,16384}\.[A-Za-z0-9_-]{0,4096}(?![\w-])/;
const JWT = new RegExp(JWT_SHAPE.source, 'g');

/**
 * The claims of the sample token on jwt.io and in countless tutorials (`{"sub":"1234567890",
 * "name":"John Doe"...`): it identifies nobody and is reported with low confidence.
 */
const JWT_IO_EXAMPLE_CLAIMS = 'eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lI';

/**
 * `text.includes('eyJ')`, searched from the rare `J`: a search for `eyJ` restarts at every `e`,
 * the most common letter of English text.
 */
export function hasJwtPrefix(text: string): boolean {
  for (let j = text.indexOf('J', 2); j !== -1; j = text.indexOf('J', j + 1)) {
    if (text.charCodeAt(j - 1) === 0x79 && text.charCodeAt(j - 2) === 0x65) return true;
  }
  return false;
}

function jwts(text: string, emit: Sink): void {
  if (!hasJwtPrefix(text)) return;
  JWT.lastIndex = 0;
  for (let m = JWT.exec(text); m !== null; m = JWT.exec(text)) {
    const header = m[0].slice(0, m[0].indexOf('.'));
    if (!jwtHeaderValid(header)) continue;
    const payload = m[0].slice(header.length + 1);
    emit('JWT', m.index, m.index + m[0].length, payload.startsWith(JWT_IO_EXAMPLE_CLAIMS) ? 0.3 : 0.95);
  }
}

// ---------------------------------------------------------------- AWS

const AWS_ACCESS_KEY = /(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])/g;
const AWS_SECRET = /(?<![A-Za-z0-9/+])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/g;
const AWS_SECRET_CTX = /aws|secret[_ -]?access[_ -]?key|secretaccesskey/;

function awsKeys(text: string, lower: string, emit: Sink): void {
  AWS_ACCESS_KEY.lastIndex = 0;
  for (let m = AWS_ACCESS_KEY.exec(text); m !== null; m = AWS_ACCESS_KEY.exec(text)) {
    emit('AWS_KEY', m.index, m.index + 20, m[0].endsWith('EXAMPLE') ? 0.3 : 0.95);
  }
  // a secret key holds a digit (checked below): text without one has none
  if (!hasDigit(text) || !AWS_SECRET_CTX.test(lower)) return;
  AWS_SECRET.lastIndex = 0;
  for (let m = AWS_SECRET.exec(text); m !== null; m = AWS_SECRET.exec(text)) {
    const v = m[0];
    if (!/[0-9]/.test(v) || !/[a-z]/.test(v) || !/[A-Z]/.test(v)) continue;
    if (!context(lower, m.index, m.index + 40, AWS_SECRET_CTX, 80, 32)) continue;
    emit('AWS_KEY', m.index, m.index + 40, v.includes('EXAMPLE') ? 0.3 : 0.9);
  }
}

// ---------------------------------------------------------------- API keys

/** Vendor token formats with a distinctive prefix; matched sticky at each prefix hit. */
const VENDOR_KEY = new RegExp(
  [
    'sk-(?:proj-|svcacct-|admin-|ant-(?:api|admin)\\d{2}-)?[A-Za-z0-9_-]{20,256}', // OpenAI, Anthropic
    '(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,128}', // Stripe secret / restricted
    'whsec_[A-Za-z0-9]{24,}',
    'gh[pousr]_[A-Za-z0-9]{36,255}', // GitHub
    'github_pat_[A-Za-z0-9_]{40,255}',
    'xox[abposr]-[A-Za-z0-9-]{10,250}', // Slack
    'AIza[0-9A-Za-z_-]{35}', // Google
    'glpat-[A-Za-z0-9_-]{20,64}', // GitLab
    'hf_[A-Za-z0-9]{30,64}', // Hugging Face
    'npm_[A-Za-z0-9]{36}',
    'pypi-AgE[A-Za-z0-9_-]{50,256}',
    'dop_v1_[a-f0-9]{64}', // DigitalOcean
    'shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}', // Shopify
    'sq0(?:atp|csp)-[0-9A-Za-z_-]{22,64}', // Square
    'SG\\.[A-Za-z0-9_-]{16,32}\\.[A-Za-z0-9_-]{16,64}', // SendGrid
    'hooks\\.slack\\.com/services/T[A-Za-z0-9]{6,}/B[A-Za-z0-9]{6,}/[A-Za-z0-9]{16,}', // Slack webhook
    'discord(?:app)?\\.com/api/webhooks/\\d{17,20}/[A-Za-z0-9_-]{60,70}', // Discord webhook
    'hv[sb]\\.[A-Za-z0-9_-]{24,256}', // HashiCorp Vault
    'dapi[a-f0-9]{32}(?:-\\d)?', // Databricks
    'AccountKey=[A-Za-z0-9+/]{40,100}={0,2}', // Azure storage account
    'key-[a-f0-9]{32}', // Mailgun
    'lin_api_[A-Za-z0-9]{40}', // Linear
    '(?:secret_[A-Za-z0-9]{43}|ntn_[A-Za-z0-9]{40,64})', // Notion
    'ATATT3[A-Za-z0-9_=-]{150,300}', // Atlassian
    'gsk_[A-Za-z0-9]{48,56}', // Groq
    'r8_[A-Za-z0-9]{37}', // Replicate
    'pplx-[A-Za-z0-9]{48}', // Perplexity
    'xai-[A-Za-z0-9]{60,100}', // xAI
    'ya29\\.[A-Za-z0-9_-]{30,2048}', // Google OAuth access token
    'PMAK-[a-f0-9]{24}-[a-f0-9]{34}', // Postman
    'dp\\.(?:st|ct|sa|scim|audit)\\.(?:[a-z0-9_-]{1,32}\\.)?[A-Za-z0-9]{40,44}', // Doppler (a service token names its environment)
    'sbp_[a-f0-9]{40}', // Supabase
    'sntrys_[A-Za-z0-9+/=_-]{50,300}', // Sentry
    'HRKU-[A-Za-z0-9_-]{60}', // Heroku
    'figd_[A-Za-z0-9_-]{40,50}', // Figma
    'gl(?:c|sa)_[A-Za-z0-9_+/=-]{32,200}', // Grafana
    'AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}', // age
    'access_token\\$production\\$[0-9a-z]{16}\\$[0-9a-f]{32}', // PayPal Braintree
    'sk\\.eyJ[A-Za-z0-9_-]{20,200}\\.[A-Za-z0-9_-]{20,100}', // Mapbox secret
  ].join('|'),
  'y',
);
/**
 * The vendors' prefixes, found from the separator that ends them (`ghp_`, `xoxb-`, `SG.`,
 * `AccountKey=`, `access_token$`) and confirmed looking back: a pass over separators is several
 * times quicker than a pass trying an alternation of words at nearly every letter of the text.
 * The prefixes without a separator (`AIza`, `dapi`, `ATATT3`) and Twilio's `SK` are searched as
 * substrings.
 */
const VENDOR_SEPARATOR = new RegExp(
  // a key goes on after its separator: a full stop or a dash of prose, followed by a space, is
  // passed over before the look back
  '[_\\-.$=](?=[A-Za-z0-9+/])(?<=' +
    [
      '\\b(?:[sr]k|whsec|gh[pousr]|hf|npm|dop|shp(?:at|ss|ca|pa)|lin|ntn|gsk|r8|sbp|sntrys|figd|glc|glsa)_',
      '\\b(?:xox[abposr]|glpat|pypi|sq0(?:atp|csp)|pplx|xai|PMAK|HRKU|AGE)-',
      '\\b(?:SG|discord(?:app)?|hv[sb]|ya29|sk|dp)\\.',
      // prefixes that are also words of prose and code, with what must follow them
      '\\bgithub_(?=pat_)',
      '\\bsecret_(?=[A-Za-z0-9]{43})',
      '\\bsk-(?=[A-Za-z0-9_-]{20})',
      '\\bkey-(?=[a-f0-9]{32})',
      '\\bhooks\\.(?=slack\\.)',
      '\\bAccountKey=',
      '\\baccess_token\\$',
    ].join('|') +
    ')',
  'g',
);
const PREFIXES_WITHOUT_SEPARATOR = ['AIza', 'dapi', 'ATATT3'] as const;
/** A Twilio API key SID: `SK` and 32 lowercase hex digits. */
const TWILIO_KEY = /(?<![A-Za-z0-9])SK[0-9a-f]{32}(?![A-Za-z0-9])/g;

/** The vendor key starting at `start`, if any; returns where the search goes on. */
function vendorKeyAt(text: string, start: number, emit: Sink): number {
  // a prefix inside a longer token ("risk_level", "my-sk-...") starts no key; a webhook URL's host may follow "https://"
  if (start > 0 && TOKEN_CHAR.test(text[start - 1]!) && !text.startsWith('hooks', start)) return start + 1;
  VENDOR_KEY.lastIndex = start;
  const key = VENDOR_KEY.exec(text);
  if (key === null) return start + 1;
  vendorKey(key[0], start, emit);
  return start + key[0].length;
}

function vendorKeys(text: string, emit: Sink): void {
  VENDOR_SEPARATOR.lastIndex = 0;
  for (let m = VENDOR_SEPARATOR.exec(text); m !== null; m = VENDOR_SEPARATOR.exec(text)) {
    let start = m.index;
    while (start > 0 && TOKEN_WORD_CHAR.test(text[start - 1]!)) start--;
    const next = vendorKeyAt(text, start, emit);
    if (next > m.index + 1) VENDOR_SEPARATOR.lastIndex = next;
  }
  for (const prefix of PREFIXES_WITHOUT_SEPARATOR) {
    for (let at = text.indexOf(prefix); at !== -1; at = text.indexOf(prefix, at + 1)) at = vendorKeyAt(text, at, emit) - 1;
  }
  if (text.includes('SK')) {
    TWILIO_KEY.lastIndex = 0;
    for (let m = TWILIO_KEY.exec(text); m !== null; m = TWILIO_KEY.exec(text)) vendorKey(m[0], m.index, emit);
  }
}
const TOKEN_CHAR = /[A-Za-z0-9_-]/;
const TOKEN_WORD_CHAR = /[A-Za-z0-9_]/;

/** `name = value` / `name: "value"` secrets with a credential-like name. */
const SECRET_ASSIGNMENT =
  /(api[_ -]?key|apikey|api[_ -]?secret|secret[_ -]?key|client[_ -]?secret|access[_ -]?token|auth[_ -]?token|refresh[_ -]?token|private[_ -]?token|bearer|token|secret|password|passwd|pwd)["']?\s{0,3}(?:[:=]|=>|\s)\s{0,3}(?:(?:is|was|reads)\s{1,3}(?:now\s{1,3})?)?["']?([A-Za-z0-9_\-+/.=~!#$%^&*?@]{8,256})/gi;
/**
 * A password named in a sentence ("the new password for the admin account is 0OpYAtWf#90"): up
 * to 40 characters of the sentence between the word and its value.
 */
const PROSE_PASSWORD = /\b(?:password|passwd|passcode)\b[^\n.:=;"'`]{0,40}?\s(?:is|was|:)\s{1,3}["'`]?([^\s"'`]{8,64})/gi;
const PASSWORD_NAME = /pass|pwd/i;
/**
 * An environment variable named for a key (`MAILCHIMP_KEY=...`, `STRIPE_SECRET=...`): upper case
 * only, as secrets are kept in a shell or a .env file; `idempotency_key: <uuid>` in code is an id.
 */
const ENV_SECRET = /\b[A-Z][A-Z0-9_]*_(?:KEY|TOKEN|SECRET)\s{0,3}[=:]\s{0,3}["']?([A-Za-z0-9_\-+/.=~!#$%^&*?@]{12,256})/g;
/** `Authorization: Basic base64(user:password)`. */
const BASIC_AUTH = /\bBasic\s+([A-Za-z0-9+/]{8,512}={0,2})(?![A-Za-z0-9+/=])/g;
const SECRET_NAME_HINT = /key|token|secret|pass|pwd|bearer/;
const PLACEHOLDER = /your|example|sample|placeholder|xxxx|changeme|redacted|dummy|insert|<|\*{3}/i;

/** A random-looking secret: mixed character classes, high entropy, not a placeholder or a word. */
export function looksLikeSecret(value: string): boolean {
  if (value.length < 12 || value.length > 512 || PLACEHOLDER.test(value)) return false;
  if (/\s/.test(value) || !/[0-9]/.test(value)) return false;
  const special = /[^A-Za-z0-9]/.test(value.replace(/[-_.]/g, ''));
  const classes = Number(/[a-z]/.test(value)) + Number(/[A-Z]/.test(value)) + 1 + Number(special);
  if (/^[\d.:/-]+$/.test(value) || /^[a-z]+(?:[-_.][a-z0-9]+)+$/i.test(value)) return false; // numbers, dates, slugs
  if (value.includes('@') && /^[^@]+@[\w.-]+\.[a-z]{2,}$/i.test(value)) return false; // an email address
  if (value.length < 16) return classes >= 4 && shannonEntropy(value) >= 3.0;
  return classes >= 2 && shannonEntropy(value) >= (value.length >= 32 ? 3.3 : 3.0);
}

/**
 * A password as people choose them: shorter than a key (8+) and with fewer classes (letters and
 * digits, or a symbol), but not a word, a number, a date or a placeholder.
 */
export function looksLikePassword(value: string): boolean {
  if (value.length >= 12 && looksLikeSecret(value)) return true;
  if (value.length < 8 || value.length > 64 || PLACEHOLDER.test(value) || /\s/.test(value)) return false;
  if (!/[0-9]/.test(value) || !/[A-Za-z]/.test(value) || /^[\d.:/-]+$/.test(value)) return false;
  if (/^[a-z]+(?:[-_.][a-z0-9]+)+$/i.test(value) || /^[a-z]+\d{1,4}$/i.test(value)) return false; // slugs, "password123"
  const classes = Number(/[a-z]/.test(value)) + Number(/[A-Z]/.test(value)) + 1 + Number(/[^A-Za-z0-9]/.test(value));
  return classes >= 3 && shannonEntropy(value) >= 2.9;
}

function vendorKey(key: string, start: number, emit: Sink): void {
  const body = key.replace(/^[a-z]+[-_.]/i, '');
  if (PLACEHOLDER.test(key) || shannonEntropy(body) < 2.8) return;
  emit('API_KEY', start, start + key.length, 0.95);
}

/**
 * The embedded credentials need `:AA`, `://` or `"auth"` (or a `_`/`-` of the formats read with
 * them): text with none of these has none. Single-character searches are quick.
 */
const OTHER_CREDENTIAL_HINT = /discord|hv[sb]\.|dapi|AccountKey=|:AA|:\/\/|"auth"/;

function mayHoldCredential(text: string): boolean {
  if (text.includes('_') || text.includes('-') || text.includes('AIza') || text.includes('SG.') || text.includes('hooks.slack')) return true;
  // the other formats carry digits (tokens, webhook and bot ids) or sit in a URL
  return (hasDigit(text) || text.includes('://')) && OTHER_CREDENTIAL_HINT.test(text);
}

/** A Telegram bot token: the bot's numeric id, a colon, `AA` and 33 more characters. */
const TELEGRAM_BOT_TOKEN = /(?<![\w:])\d{8,10}:AA[A-Za-z0-9_-]{33}(?![\w-])/g;
/** A password in a URL's user information (`https://admin:Sup3r@host`). */
const URL_PASSWORD = /\b[a-z][a-z0-9+.-]{1,15}:\/\/[^\s:/@]{1,64}:([^\s:/@]{6,128})@[\w.-]+/gi;
/** A registry credential of a Docker config (`"auth": "base64(user:password)"`). */
const DOCKER_AUTH = /"auth"\s*:\s*"([A-Za-z0-9+/]{16,512}={0,2})"/g;

/** A Mailchimp API key: 32 hex digits and the account's datacentre (`-us21`), read from each `-us`. */
const MAILCHIMP_KEY = /^(?<![A-Za-z0-9])[0-9a-f]{32}-us\d{1,2}(?![A-Za-z0-9])/;

function embeddedCredentials(text: string, emit: Sink): void {
  for (let at = text.indexOf('-us'); at !== -1; at = text.indexOf('-us', at + 3)) {
    if (at < 32) continue;
    const m = MAILCHIMP_KEY.exec(text.slice(at - 32, at + 6));
    // the slice's start hides what precedes the key: check that character here
    if (m !== null && (at === 32 || !/[A-Za-z0-9]/.test(text[at - 33]!))) emit('API_KEY', at - 32, at - 32 + m[0].length, 0.9);
  }
  if (text.includes(':AA')) {
    TELEGRAM_BOT_TOKEN.lastIndex = 0;
    for (let m = TELEGRAM_BOT_TOKEN.exec(text); m !== null; m = TELEGRAM_BOT_TOKEN.exec(text)) emit('API_KEY', m.index, m.index + m[0].length, 0.9);
  }
  if (text.includes('://') && text.includes('@')) {
    URL_PASSWORD.lastIndex = 0;
    for (let m = URL_PASSWORD.exec(text); m !== null; m = URL_PASSWORD.exec(text)) {
      const password = m[1]!;
      // documentation's stand-ins: "somepassword", "authpassword", "${DB_PASSWORD}", "%PASS%", percent-escaped examples
      if (PLACEHOLDER.test(password) || /^[a-z]*(?:password|passwd|pass|secret|pwd)[a-z0-9]*$|^\$\{?\w+\}?$|^%[\w.]+%$|%[0-9a-f]{2}/i.test(password)) continue;
      const start = m.index + m[0].indexOf(`:${password}@`) + 1;
      emit('API_KEY', start, start + password.length, 0.8);
    }
  }
  if (text.includes('"auth"')) {
    DOCKER_AUTH.lastIndex = 0;
    for (let m = DOCKER_AUTH.exec(text); m !== null; m = DOCKER_AUTH.exec(text)) {
      if (!Buffer.from(m[1]!, 'base64').toString('utf8').includes(':')) continue;
      const start = m.index + m[0].indexOf(m[1]!);
      emit('API_KEY', start, start + m[1]!.length, 0.85);
    }
  }
}

/**
 * The passcode of a video meeting's join link (`https://zoom.us/j/98765432101?pwd=...`): part
 * of the invitation, made to be sent to every attendee, not an account's secret.
 */
export const MEETING_LINK_BEFORE_PWD = /(?:^|[/.])zoom\.us\/(?:j|w|s|wc\/join)\/\d{9,11}\?(?:[^\s#?]*&)?$/i;
function meetingPasscode(text: string, at: number): boolean {
  return /^pwd=/i.test(text.slice(at, at + 4)) && MEETING_LINK_BEFORE_PWD.test(text.slice(Math.max(0, at - 120), at));
}

/** Vendor keys at each hit of `prefixes` (a global regex of their literal prefixes). */

function apiKeys(text: string, lower: string, emit: Sink): void {
  const vendor = mayHoldCredential(text);
  vendorKeys(text, emit);
  if (vendor) embeddedCredentials(text, emit);
  if (text.includes('Basic ')) basicAuth(text, emit);
  // looksLikeSecret wants a digit in the value: text without one has no secret assignment
  if (!hasDigit(text) || !SECRET_NAME_HINT.test(lower)) return;
  SECRET_ASSIGNMENT.lastIndex = 0;
  for (let m = SECRET_ASSIGNMENT.exec(text); m !== null; m = SECRET_ASSIGNMENT.exec(text)) {
    const value = m[2]!;
    const secret = PASSWORD_NAME.test(m[1]!) ? looksLikePassword(value) : looksLikeSecret(value);
    if (!secret || meetingPasscode(text, m.index)) continue;
    const start = m.index + m[0].length - value.length;
    emit('API_KEY', start, start + value.length, 0.8);
  }
  if (lower.includes('pass')) prosePasswords(text, emit);
  if (text.includes('_KEY') || text.includes('_TOKEN') || text.includes('_SECRET')) envSecrets(text, emit);
}

function envSecrets(text: string, emit: Sink): void {
  ENV_SECRET.lastIndex = 0;
  for (let m = ENV_SECRET.exec(text); m !== null; m = ENV_SECRET.exec(text)) {
    if (!looksLikeSecret(m[1]!)) continue;
    const start = m.index + m[0].length - m[1]!.length;
    emit('API_KEY', start, start + m[1]!.length, 0.8);
  }
}

function prosePasswords(text: string, emit: Sink): void {
  PROSE_PASSWORD.lastIndex = 0;
  for (let m = PROSE_PASSWORD.exec(text); m !== null; m = PROSE_PASSWORD.exec(text)) {
    const value = m[1]!.replace(/[.,;)]+$/, ''); // the sentence's own punctuation
    if (!looksLikePassword(value)) continue;
    const start = m.index + m[0].length - m[1]!.length;
    emit('API_KEY', start, start + value.length, 0.75);
  }
}

function basicAuth(text: string, emit: Sink): void {
  BASIC_AUTH.lastIndex = 0;
  for (let m = BASIC_AUTH.exec(text); m !== null; m = BASIC_AUTH.exec(text)) {
    const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
    // user:password, printable: not an English word after "Basic"
    if (!/^[\x21-\x7e]{1,64}:[\x20-\x7e]{1,128}$/.test(decoded)) continue;
    const start = m.index + m[0].length - m[1]!.length;
    emit('API_KEY', start, start + m[1]!.length, 0.85);
  }
}

// ---------------------------------------------------------------- email

/** Local-part characters: letters of any script ("josé.garcía@") and the apostrophe of "o'connor@" too. */
const LOCAL_CHAR = /[\p{L}\p{N}._%+'-]/u;
const LOCAL_START = /[\p{L}\p{N}]/u;
/** Domain labels may be internationalised ("münchen.de"); the top-level domain is ASCII, so a script written without spaces after it ("…example.comまで") stays outside. */
const DOMAIN = /^(?:[\p{L}\p{N}-]{1,63}\.){1,8}[A-Za-z]{2,24}(?![\w-])/u;

/** Anchored on each '@': walk back over the local part, then match the domain forward. */
function emails(text: string, emit: Sink): void {
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && at - start < 64 && LOCAL_CHAR.test(text[start - 1]!)) start--;
    while (start < at && !LOCAL_START.test(text[start]!)) start++; // local part starts alphanumeric
    if (start === at) continue;
    const domain = DOMAIN.exec(text.slice(at + 1, at + 256));
    if (domain === null) continue;
    emit('EMAIL', start, at + 1 + domain[0].length, 0.95);
  }
}

// ---------------------------------------------------------------- IP addresses

const IPV4 = /(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w]|\.\d)/g;
const IPV6 = /(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:(?:\d{1,3}\.){3}\d{1,3}|[0-9A-Fa-f]{1,4})?(?![\w:]|\.\d)/g;
const NOBODY_IPV4 = /^(?:127\.|0\.0\.0\.0$)/;
/** The IPv6 loopback and unspecified addresses (`::1`, `::`, `0:0:0:0:0:0:0:1`): every machine's. */
const NOBODY_IPV6 = /^(?:0{0,4}:){1,7}(?::|0{0,3}1?)$/;
/** A version, or a numbered part of a document ("section 4.2.5.2", "§ 1.2.3.4", "OID 1.3.6.1"): not an address. */
const VERSION_CTX =
  /(?:\b(?:version|ver\.?|v|release|build|firmware|software|driver|kernel|rfc|section|sect\.?|sec\.?|chapter|ch\.?|clause|paragraph|para\.?|article|art\.?|appendix|figure|fig\.?|table|step|rule|item|oid)|\u00a7)\s{0,2}$/;
/** A netmask (255.x.x.x), or a network named by its prefix length ("10.47.0.0/16"): no one host's address. */
const NOT_A_HOST = /^255\./;
/** "patch notes for 4.3.1.189", "upgraded to 10.2.0.7": a version named one preposition earlier. */
const VERSION_OF = /\b(?:version|release|patch|notes|changelog|firmware|upgrade|upgraded)\s+(?:for|of|to)\s+$/;
const NETWORK_PREFIX = /^\/\d{1,2}(?!\d)/;
/** "2.0.0.1 release notes", "1.4.0.2-beta": a version number named by what follows it. */
const VERSION_AFTER = /^(?:-?(?:beta|alpha|rc|snapshot)\b|\s{1,2}(?:release|notes|changelog|build|patch|update|beta|alpha)\b)/;

function ipAddresses(text: string, lower: string, emit: Sink): void {
  IPV4.lastIndex = 0;
  for (let m = IPV4.exec(text); m !== null; m = IPV4.exec(text)) {
    // the loopback and unspecified addresses name every machine, not a person's or a host's
    if (!ipv4Valid(m[0]) || NOBODY_IPV4.test(m[0]) || NOT_A_HOST.test(m[0]) || context(lower, m.index, m.index, VERSION_CTX, 12)) continue;
    if (context(lower, m.index, m.index, VERSION_OF, 24)) continue;
    if (m[0].endsWith('.0') && NETWORK_PREFIX.test(text.slice(m.index + m[0].length, m.index + m[0].length + 4))) continue;
    if (VERSION_AFTER.test(lower.slice(m.index + m[0].length, m.index + m[0].length + 16))) continue;
    emit('IP_ADDRESS', m.index, m.index + m[0].length, 0.9);
  }
  if (!text.includes(':') || !/::|[0-9a-f]:[0-9a-f]{1,4}:[0-9a-f]/i.test(text)) return;
  IPV6.lastIndex = 0;
  for (let m = IPV6.exec(text); m !== null; m = IPV6.exec(text)) {
    const v = m[0];
    if (v.length < 3 || !ipv6Valid(v) || NOBODY_IPV6.test(v)) continue;
    if (!v.includes('::') && !/[a-f]/i.test(v)) continue; // 8 decimal groups: more likely a list of numbers
    emit('IP_ADDRESS', m.index, m.index + v.length, 0.85);
  }
}

// ---------------------------------------------------------------- credit cards

/**
 * A card number stands alone: not inside a longer number, a decimal or a thousands-grouped figure.
 * A comma before it counts as a separator only after a non-digit (a CSV cell: "john@x.com,4111..."),
 * and after it unless it starts decimal cents (",56").
 */
const CARD =
  /(?<![\w./-])(?<!\d,)(?:\d{4}([ -])\d{4}\1\d{4}(?:\1\d{1,7}(?:\1\d{1,3})?)?|\d{4}\.\d{4}\.\d{4}\.\d{4}|\d{4}([ -])\d{6}\2\d{4,5}|\d{12,19})(?![\w/-]|\.\d|,\d{1,2}(?![\d/:-]))/g;
/** Card words and the expiry and security-code fields printed with a card ("exp 04/27", "cvc 331"). */
const CARD_CTX =
  /\b(?:card|cc|ccn|credit|debit|visa|master ?card|amex|american express|maestro|discover|jcb|diners|unionpay|pan|cvv2?|cvc2?|expir\w*|valid thru|security code|exp\.? ?(?:date)? ?:? ?\d{1,2} ?\/ ?\d{2})\b/;
/** Words that say a published test card is used as one: a sandbox, a test, a fixture. */
export const TEST_CARD_CTX =
  /\b(?:test(?:s|ing|ed)?|sandbox|stripe|braintree|adyen|checkout\.com|fixtures?|mock(?:ed|s)?|dummy|fake|staging|e2e|qa|spec|simulat\w*|test ?mode|livemode)\b(?![.\w-]*@)|_test_|\btest[_-]mode\b(?!":false)|\.spec\.|\bdescribe\(|\bit\(/;
/** What is done with a card (paid, charged, billed, refunded, declined): context, but weaker than a record's label. */
const CARD_USE_CTX = /\b(?:payment|pay with|paid with|charged?|billed|refund(?:ed)?|declined)\b/;

/**
 * A label that names the number as something else ("order number 4532...", "tracking #",
 * "membership no.", "loyalty ID"): one digit string in ten passes the Luhn check, and nine or
 * ten digits fit a phone or an SSN, so a number right after such a label is another record's id
 * (namedAsOtherId below). The nouns are kinds of records and accounts.
 */
const RECORD_NOUNS: ReadonlySet<string> = new Set(
  (
    'order invoice tracking reference ref confirmation booking transaction serial ticket case shipment parcel policy isbn po batch lot sku part item ' +
    'membership loyalty account document doc catalog catalogue submission appointment record voucher coupon contract claim application ' +
    'registration request job model product article receipt quote project build package label consignment delivery waybill barcode container pallet page'
  ).split(' '),
);
/** People named before their own number ("employee: 555-0199") count only with an id word ("employee no."). */
const PERSON_NOUNS: ReadonlySet<string> = new Set(['member', 'customer', 'client', 'student', 'employee', 'staff', 'patient', 'user']);
const ID_WORDS: ReadonlySet<string> = new Set(['number', 'no', 'nr', 'num', 'id', 'code']);
/** Words whose `ID`, `code` or `no.` is a person's number or part of one ("caller ID", "tax ID", "area code", "tel no."). */
const PERSONAL_ID_WORDS: ReadonlySet<string> = new Set([
  'caller', 'tax', 'taxpayer', 'national', 'social', 'security', 'insurance', 'area', 'country', 'citizen', 'voter', 'personal',
  'phone', 'telephone', 'tel', 'mobile', 'cell', 'fax', 'contact', 'call', 'whatsapp', 'home', 'work', 'office', 'direct', 'emergency',
  'card', 'credit', 'debit', 'visa', 'passport', 'nhs', 'ssn',
]);
const LABEL_WINDOW = 40;
const COPULAS: ReadonlySet<string> = new Set(['is', 'was', 'are', 'reads']);

function isLowerLetter(c: number): boolean {
  return c >= 97 && c <= 122;
}

/** Start of the run of letters ending at `end` (equal to `end` when there is none). */
function wordStart(lower: string, end: number, floor: number): number {
  let i = end;
  while (i > floor && isLowerLetter(lower.charCodeAt(i - 1))) i--;
  return i;
}

/**
 * Whether the label right before `start` names the number as another kind of record: a record
 * noun ("order", "consignment no.", "tracking #"), a person with an id word ("employee no."), or
 * `id`, `code`, `no.` or `#` after any word but a person's number's ("device ID", not "caller
 * ID"), with or without a verb before the number ("order number is"). Read backwards from the
 * number, a few characters, instead of a regex anchored at the end of a slice, which the engine
 * tries from every position of it.
 */
function namedAsOtherId(lower: string, start: number): boolean {
  const floor = Math.max(0, start - LABEL_WINDOW);
  let i = start;
  let hash = false;
  for (let c = lower.charCodeAt(i - 1); i > floor && (c === 32 || c === 10 || c === 9 || c === 58 || c === 35); c = lower.charCodeAt(--i - 1)) {
    if (c === 35) hash = true;
  }
  if (i > floor && lower.charCodeAt(i - 1) === 46) i--; // "no.", "ref."
  let lastStart = wordStart(lower, i, floor);
  if (lastStart === i) return false;
  let last = lower.slice(lastStart, i);
  if (COPULAS.has(last)) {
    // "your return label number is 5896...": the label, then a verb
    i = lastStart;
    while (i > floor && lower.charCodeAt(i - 1) === 32) i--;
    lastStart = wordStart(lower, i, floor);
    if (lastStart === i) return false;
    last = lower.slice(lastStart, i);
  }
  if (!ID_WORDS.has(last)) return RECORD_NOUNS.has(last) || (hash && (PERSON_NOUNS.has(last) || !PERSONAL_ID_WORDS.has(last)));
  let j = lastStart;
  while (j > floor && (lower.charCodeAt(j - 1) === 32 || lower.charCodeAt(j - 1) === 45)) j--;
  const noun = lower.slice(wordStart(lower, j, floor), j);
  if (noun === '') return false;
  if (RECORD_NOUNS.has(noun) || PERSON_NOUNS.has(noun)) return true;
  return last !== 'number' && last !== 'num' && !PERSONAL_ID_WORDS.has(noun);
}

/**
 * Words that say a value is a deliberately wrong or made-up one ("an invalid IBAN", "test
 * vector", "sample card"): a labelled value that fails its checksum is then no entity.
 */
const NOT_REAL_VALUE = /\b(?:invalid|wrong|incorrect|fails?|failing|bad|test|testing|example|sample|dummy|fake|bogus|placeholder|mock|format)\b/;
/** A card's own label right before a number ("card number:", "Visa", "credit card no."), at most one word between. */
const CARD_LABEL_BEFORE =
  /\b(?:card|cc|ccn|credit|debit|visa|master ?card|amex|american express|maestro|discover|jcb|diners(?: club)?|unionpay)(?: (?:card|number|no\.?|num|#))?\s?[:#=]?\s{0,2}$/;

/**
 * A card number in a card's shape right after a card's label that fails the Luhn check:
 * mistyped or made up, it still stands for someone's card where a person or a generator wrote it
 * ("credit card: 4929 1234 5678 9012"). Reported with less confidence than a valid one.
 */
function labelledCardFailingLuhn(lower: string, m: RegExpExecArray, digits: string): boolean {
  if (digits.length < 15 || !cardIssuerValid(digits) || /^(\d)\1+$/.test(digits)) return false;
  if (!CARD_LABEL_BEFORE.test(lower.slice(Math.max(0, m.index - 32), m.index))) return false;
  return !context(lower, m.index, m.index + m[0].length, NOT_REAL_VALUE, 48, 32);
}

function creditCards(text: string, lower: string, emit: Sink): void {
  CARD.lastIndex = 0;
  for (let m = CARD.exec(text); m !== null; m = CARD.exec(text)) {
    const digits = m[0].replace(/[ .-]/g, '');
    if (!luhnValid(digits)) {
      if (labelledCardFailingLuhn(lower, m, digits)) emit('CREDIT_CARD', m.index, m.index + m[0].length, 0.6);
      continue;
    }
    if (!cardIssuerValid(digits) || /^(\d)\1+$/.test(digits)) continue;
    const cardWordBefore = context(lower, m.index, m.index, CARD_CTX, 48);
    // "membership number 4526... expires", "refund reference 4916...": the label names it; a card
    // word after it, or a payment word before the label, does not undo that
    if (!cardWordBefore && namedAsOtherId(lower, m.index)) continue;
    const ctx =
      cardWordBefore || context(lower, m.index, m.index + m[0].length, CARD_CTX, 0, 24) || context(lower, m.index, m.index, CARD_USE_CTX, 48);
    // 12-13 digit numbers (Maestro, old Visa) collide with order and account numbers: need context.
    if (digits.length <= 13 && !ctx) continue;
    // a processor's published test card where the text says it is one (sandbox docs, test fixtures):
    // the same number in a message with no such word is reported as a card (synthetic data uses it)
    const sample = EXAMPLE_CARDS.has(digits) && context(lower, m.index, m.index + m[0].length, TEST_CARD_CTX, 160, 160);
    emit('CREDIT_CARD', m.index, m.index + m[0].length, sample ? 0.3 : ctx ? 0.97 : 0.85);
  }
}

// ---------------------------------------------------------------- IBAN

const IBAN = /(?<![A-Za-z0-9])[A-Za-z]{2}\d{2}(?:[ -]?[A-Za-z0-9]{4}){2,7}(?:[ -]?[A-Za-z0-9]{1,3})?(?![A-Za-z0-9])/g;

/** The leading part of a matched IBAN candidate that holds exactly its country's length, or null. */
function ibanSpan(match: string): string | null {
  const expected = ibanLength(match.slice(0, 2).toUpperCase());
  if (expected === undefined) return null;
  let seen = 0;
  for (let i = 0; i < match.length; i++) {
    const c = match.charCodeAt(i);
    if (c !== 32 && c !== 45) seen++;
    if (seen === expected) return i + 1 === match.length || match.charCodeAt(i + 1) === 32 || match.charCodeAt(i + 1) === 45 ? match.slice(0, i + 1) : null;
  }
  return null;
}

/** "IBAN", "IBAN:", "IBAN no." right before the value. */
const IBAN_LABEL_BEFORE = /\biban(?: (?:no\.?|number|code))?\s?[:#=]?\s{0,2}$/;

/**
 * An account in an IBAN's exact shape for its country, named "IBAN" right before it, whose check
 * digits fail: a mistyped or generated account number that still names a bank account.
 */
function labelledIbanFailingChecksum(lower: string, start: number, length: number, compact: string): boolean {
  if (!/^[A-Z]{2}\d{2}/.test(compact) || /^[A-Z]{2}\d{2}0+$/.test(compact)) return false;
  if (!IBAN_LABEL_BEFORE.test(lower.slice(Math.max(0, start - 16), start))) return false;
  return !context(lower, start, start + length, NOT_REAL_VALUE, 48, 32);
}

function ibans(text: string, lower: string, emit: Sink): void {
  IBAN.lastIndex = 0;
  for (let m = IBAN.exec(text); m !== null; m = IBAN.exec(text)) {
    // The pattern's short last group can take the next word ("... 4061 by Friday"): cut the
    // match where the country's length ends, at a group boundary.
    const span = ibanSpan(m[0]);
    if (span === null) continue;
    const compact = span.replace(/[ -]/g, '').toUpperCase();
    if (!ibanValid(compact)) {
      if (labelledIbanFailingChecksum(lower, m.index, span.length, compact)) emit('IBAN', m.index, m.index + span.length, 0.6);
      continue;
    }
    emit('IBAN', m.index, m.index + span.length, EXAMPLE_IBANS.has(compact) ? 0.3 : 0.95);
  }
}

// ---------------------------------------------------------------- SSN

const SSN = /(?<![\w.-])(\d{3})([- .]?)(\d{2})\2(\d{4})(?![\w-]|\.\d|,\d{1,2}(?![\d/:-]))/g;
/** SSN words, and the labels of forms: "SS#:", "Social:", "social no.". */
/** The SSN's own label right before it. */
const SSN_LABEL_BEFORE = /\b(?:ssn|social security(?: number| no\.?)?|ss ?#)\s?(?:is\s)?[:#=]?\s{0,2}$/;
const SSN_CTX = /\b(?:ssn|ssns|social security|social sec|soc sec|tax ?payer|tin)\b|\bss ?#|\bsocial (?:no\b|number\b|#)|\bsocial\s?[:#]/;

function ssns(text: string, lower: string, emit: Sink): void {
  SSN.lastIndex = 0;
  for (let m = SSN.exec(text); m !== null; m = SSN.exec(text)) {
    const valid = ssnValid(m[1]!, m[3]!, m[4]!);
    if (!valid && (m[1] === '000' || m[3] === '00' || m[4] === '0000')) continue;
    // the SSN word before the number, or just after it ("Liam (111 38 1627) social security")
    const ctx = context(lower, m.index, m.index + m[0].length, SSN_CTX, 48, 24);
    if (!valid) {
      // an area never issued (9xx, 666) right after "SSN": made up or an ITIN, still the person's number
      if (ctx && SSN_LABEL_BEFORE.test(lower.slice(Math.max(0, m.index - 24), m.index)) && !context(lower, m.index, m.index + m[0].length, NOT_REAL_VALUE, 48, 32)) {
        emit('SSN', m.index, m.index + m[0].length, 0.6);
      }
      continue;
    }
    if (m[2] !== '-' && !ctx) continue; // undashed, spaced or dotted nine digits only next to an SSN keyword
    if (!ctx && namedAsOtherId(lower, m.index)) continue;
    emit('SSN', m.index, m.index + m[0].length, ctx ? 0.97 : 0.85);
  }
}

// ---------------------------------------------------------------- NHS number

const NHS = /(?<![\w-])\d{3}([ -]?)\d{3}\1\d{4}(?![\w-]|[.,]\d)/g;
const NHS_CTX = /\bnhs\b|national health|health service|health and care number|\bchi number/;

function nhsNumbers(text: string, lower: string, emit: Sink): void {
  if (!/nhs|health/.test(lower)) return;
  NHS.lastIndex = 0;
  for (let m = NHS.exec(text); m !== null; m = NHS.exec(text)) {
    if (!nhsValid(m[0].replace(/[ -]/g, ''))) continue;
    if (!context(lower, m.index, m.index + m[0].length, NHS_CTX, 48)) continue;
    emit('NHS_NUMBER', m.index, m.index + m[0].length, 0.95);
  }
}

// ---------------------------------------------------------------- passport

const PASSPORT = /(?<![\w-])[A-Z0-9]{6,10}(?![\w-])/g;
/**
 * "Passport" in the languages of travel documents: French passeport, Spanish pasaporte, Italian
 * passaporto, Portuguese passaporte, German Reisepass/Passnummer, Dutch paspoort, Polish paszport,
 * Turkish pasaport. Each ends a search window, so the last one before a number is found by scanning.
 */
const PASSPORT_WORD = /passport|passeport|pasaporte|passaport[eo]|reisepass|passnummer|paspoort|paszport|pasaport/g;
/** The word itself, then only a label's punctuation or "no."/"number": "Passnummer: ", "passport no. ". */
const PASSPORT_LABEL_BEFORE = /(?:passport|passeport|pasaporte|passaport[eo]|reisepass|passnummer|paspoort|paszport|pasaport)(?:\s?(?:no\.?|nr\.?|number|nummer|n\u00ba|#))?\s?[:#]?\s{0,2}$/;
/** The words above from their common `pas` (Reisepass by looking back), so that the engine can skip to each `pas`. */
const PASSPORT_GATE = /pas(?:s(?:port|eport|aport[eo]|nummer|(?<=reisepass))|aporte|poort|zport|aport)/;

/** End offset of the last passport word in `s`, or -1. */
function lastPassportWordEnd(s: string): number {
  let end = -1;
  PASSPORT_WORD.lastIndex = 0;
  for (let m = PASSPORT_WORD.exec(s); m !== null; m = PASSPORT_WORD.exec(s)) end = m.index + m[0].length;
  return end;
}

/**
 * The code is the passport's number when "passport" comes just before it with no other number in
 * between ("passport photos cost 10.99; appointment 377602" names no passport number) and no
 * other record's label right before it, or just after it ("912803456 on her passport").
 */
function passportNamed(lower: string, start: number, end: number): boolean {
  const before = lower.slice(Math.max(0, start - 48), start);
  const at = lastPassportWordEnd(before);
  if (at !== -1 && !/\d/.test(before.slice(at))) return !namedAsOtherId(lower, start);
  const after = lower.slice(end, end + 32);
  PASSPORT_WORD.lastIndex = 0;
  const next = PASSPORT_WORD.exec(after);
  return next !== null && !/\d/.test(after.slice(0, next.index)) && !namedAsOtherId(lower, start);
}

function passports(text: string, lower: string, emit: Sink): void {
  if (!PASSPORT_GATE.test(lower)) return;
  PASSPORT.lastIndex = 0;
  for (let m = PASSPORT.exec(text); m !== null; m = PASSPORT.exec(text)) {
    const v = m[0];
    const digits = v.replace(/\D/g, '').length;
    if (/^\d{4}$/.test(v) || /^(?:19|20)\d{2}$/.test(v)) continue;
    // fewer digits (German numbers mix letters in, "C4J7KM9PX") only right after the word or its label
    if (digits < 5 && !(digits >= 2 && v.length >= 8 && PASSPORT_LABEL_BEFORE.test(lower.slice(Math.max(0, m.index - 32), m.index)))) continue;
    if (!passportNamed(lower, m.index, m.index + v.length)) continue;
    emit('PASSPORT', m.index, m.index + v.length, 0.85);
  }
}

// ---------------------------------------------------------------- phone

/**
 * Digit groups joined by single separators (the first of up to 12 digits: "0630494032" alone),
 * optionally with a `+cc` (or `(+44)`) and a bracketed area code. Never after `#`: that is an issue number.
 */
const PHONE =
  /(?<![\w+./#-])(?:\+\d{1,3}[ .-]?|\(\+\d{1,3}\)[ .-]?)?(?:\(\d{1,5}\)[ .-]?|0\d{1,5} ?\/ ?)?\d{1,12}(?:[ .-]\d{1,8}){0,5}(?:\s?(?:x|ext\.?)\s?\d{1,5})?(?![\w/#-]|[.,:]\d)/g;
const PHONE_CTX_BEFORE =
  /\b(?:phone|ph|tel|telephone|mobile|mob|cell|cellphone|fax|desk|office|home|work|call(?! (?:stack|graph|sites?|depth|count|chain|logs?)\b)|calling|called|text|sms|whatsapp|contact|kontakt|contacto|contatto|contato|reach|dial|answering|message|messages|registered|ring|hotline|helpline|helpdesk|callback|switchboard|reachable|emergency|reached|landline|telefon|telefoon|telefoonnummer|t\u00e9l\u00e9phone|t\u00e9l|tel\u00e9fono|telefono|telefone|fone|handy|m\u00f3vil|movil|portable|cellulare|celular|mobil|mobiel|num\u00e9ro|numero|n\u00famero|nummer|rufnummer|rufen|anrufen|erreichbar|appeler|appelez|appelle|joindre|joignable|llamar|ll\u00e1mame|llamame|llama|chiamare|chiamami|chiama|ligue|ligar|bellen)\b[^\n\d]{0,24}\n?[^\n\d]{0,6}$/;
/** "my number is", "update her mobile number to": a possessive before "number" names a phone, "order number" does not. */
const PHONE_CTX_NUMBER = /\b(?:my|your|his|her|their|our)\s+(?:(?:new|home|work|cell|mobile|contact|personal|direct)\s+)?number\b[^\n\d]{0,16}$/;
/**
 * "the number on file is", "my wife's number is", "who owns the number", "callback number": a
 * bare "number" with an article, a possessive or a phone's modifier is a phone number; a record's
 * ("order number", "page number") has that noun before it instead, and "the number of" is a count.
 */
const PHONE_CTX_BARE_NUMBER =
  /\b(?:the|this|that|its|[a-z]+'s|new|old|same|correct|wrong|callback|call-back|contact|direct|private|main|alternate|alternative|backup|landline|fallback)\s+number\b(?!\s+of\b)[^\n\d]{0,24}$/;
/** "customer service at", "the front desk on": a service reached at a number. */
const PHONE_CTX_SERVICE_AT = /\b(?:service|support|desk|reception|helpline|hotline)\s+(?:at|on)\s*$/;
/** "send the verification code to", "was sent to": a code or a text goes to a phone (or an address, which the e-mail recognizer takes). */
const PHONE_CTX_CODE_TO = /\b(?:code|otp|passcode|pin|sent|texted|forwarded)\s+to\s*$/;
/** "... is my phone", "Is ... your number?", "add ... as a secondary number": the phone named after the number. */
const PHONE_MODIFIER = '(?:(?:new|old|home|work|private|personal|secondary|second|backup|primary|main|contact|alternative|alternate)\\s{1,2})?';
const PHONE_CTX_OWNER_AFTER = new RegExp(
  `^\\s{0,2}(?:(?:(?:is|was|=)\\s{1,2})?(?:my|your|his|her|their|our)|as\\s{1,2}(?:a|an|the|my|your|his|her|their|our))\\s{1,2}${PHONE_MODIFIER}(?:number|phone|cell|mobile|landline)\\b`,
);
/** "call Senna van Luinenburg-van Hemert at": the verb before a name of any length. */
const PHONE_CTX_ADDRESSEE = /\b(?:call|text|ring|phone|contact|reach|reached|message|sms|whatsapp)\b[^\n\d.!?]{0,48}(?:\b(?:at|on)|\s[-\u2013:])\s*$/;
/** "I'm at ...", a bare "Number:" label at a line's start. */
const PHONE_CTX_LABEL = /(?:\b(?:i'm|i am|we're|we are)\s+(?:at|on)|(?:^|\n)\s*(?:number|tel\.|ph\.)\s*:?)\s*$/;
/** A trunk prefix 0 and 9-11 digits in groups, as national numbers are written across Europe, Japan and Australia. */
const NATIONAL_NUMBER = /^(?:0\d{1,4}(?:[ -]\d)?(?:[ -]\d{2,4}){1,4}|0\d{1,4}[ -]\d{5,8}|\(0\d{1,4}\)[ -]?\d{3,8}|\(0\d{1,4}\)[ -]?\d{3,4}[ -]\d{3,4}|0\d{1,4}([.-])\d{2,4}\1\d{4})$/;
/** German area code and number split by a slash (`089/12345678`, `0711 / 123 456 78`): up to 12 digits. */
const GERMAN_SLASH_NUMBER = /^0\d{2,5} ?\/ ?\d{2,9}(?:[ -]\d{2,4}){0,3}$/;
/** The international prefix 00 and a country code, then groups ("0049 30 1234567", "0033 1 23 45 67 89"). */
const INTERNATIONAL_00 = /^00[1-9]\d{0,2}(?:[ -]\d{1,4}){1,2}(?:[ -]\d{2,8}){1,4}$/;
/** A North American number written with spaces ("513 783 0202"): valid area code and exchange (no leading 0/1, no N11). */
const NANP_SPACED = /^(?!\d11)[2-9]\d{2} (?!\d11)[2-9]\d{2} \d{4}$/;
/** Brazilian numbers: (DD) 9XXXX-XXXX and (DD) XXXX-XXXX. */
const BRAZIL_NUMBER = /^\(\d{2}\)\s?9?\d{4}-\d{4}$/;
/** Russian and CIS numbers: (495) 123-45-67. */
const CIS_NUMBER = /^\(\d{3}\) ?\d{3}-\d{2}-\d{2}$/;
/** Russian numbers after the trunk 8 with the 2-2 tail ("8 800 555 35 35"); Chinese mobiles in 3-4-4 groups ("138 0013 8000"). */
const RU_TRUNK_NUMBER = /^8[ -]\d{3}[ -]\d{3}[ -]\d{2}[ -]\d{2}$/;
const CN_MOBILE = /^1[3-9]\d([ -])\d{4}\1\d{4}$/;
/** Opening hours written as four-digit clock times ("0900-1700"). */
const CLOCK_RANGE = /^(?:[01]\d|2[0-3])[0-5]\d\s?-\s?(?:[01]\d|2[0-3])[0-5]\d$/;
/** Bare digit runs that are a compact date (20240115) or a Unix time in seconds (1700000000), not a phone. */
const BARE_NOT_PHONE = /^(?:(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])|1\d{9})$/;
/** A decimal ("3.14159265") or a round figure ("15 000 000", "1000000"): amounts, not numbers to dial. */
const DECIMAL_OR_ROUND = /^\d{1,3}\.\d+$|^\d+(?:[ .,]000)+$|00000$/;
const LONG_RUN_THEN_GROUP = /\d{9}[ .-]\d/;
/** A US ZIP+4 code ("02110-1301") or an SSN's shape, which the national-number shape would otherwise take. */
const ZIP_PLUS_FOUR = /^\d{5}-\d{4}$|^\d{3}-\d{2}-\d{4}$/;
const PHONE_EXTENSION = /\s?(?:x|ext\.?)\s?\d{1,5}$/;
/** "handled 3487 880 calls": a count of something, not a number to dial (words that end in s but are no plural excepted). */
const COUNTED_NOUN_AFTER =
  /^\s{1,2}(?!(?:thanks|please|always|unless|its|his|hers|yours|ours|theirs|was|is|as|has|does|this|us|plus|pls|asap|belongs|works|rings|goes|gets|remains|seems|appears|connects|forwards|reaches|needs|stays)\b)(?:[a-z]{2,}s|people|times)\b/;
/** A currency or a unit after the figure: an amount or a measure in any shape. */
const UNIT_AFTER = /^\s{1,2}(?:usd|eur|gbp|jpy|yen|yuan|cny|inr|chf|sek|nok|dkk|pln|euros?|dollars?|pounds|rupees|km|kg|mb|gb|tb|metres|meters|units)\b/;
const PHONE_CTX_AFTER = /^\s{0,3}\(?(?:office|fax|mobile|cell|home|work|tel|phone|ext)\b/;
const DATE_LIKE = /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4})$/;

function countDigits(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

/** A decimal, a round figure, a count or an amount ("3487 880 calls", "112 400 8244 yen"), whatever word precedes it. */
function notADialledNumber(v: string, lower: string, end: number, strict: boolean): boolean {
  if (!strict && DECIMAL_OR_ROUND.test(v)) return true;
  // a noun or unit follows after a space: check the space before running the patterns
  if (lower.charCodeAt(end) !== 32) return false;
  const after = lower.slice(end, end + 24);
  // a plural after a number in a phone's own shape is more often a verb ("... belongs to"): units only there
  return UNIT_AFTER.test(after) || (!strict && COUNTED_NOUN_AFTER.test(after));
}

/** Whether the words around the span [start, end) say it is a phone number. */
function phoneContext(lower: string, start: number, end: number): boolean {
  const before = lower.slice(Math.max(0, start - 64), start);
  return (
    PHONE_CTX_BEFORE.test(before.slice(-40)) ||
    PHONE_CTX_NUMBER.test(before) ||
    // literal gates first: these run for every candidate without a phone word
    (before.includes('number', before.length - 40) && PHONE_CTX_BARE_NUMBER.test(before)) ||
    (before.includes(' to', before.length - 6) && PHONE_CTX_CODE_TO.test(before)) ||
    ((before.includes(' at', before.length - 6) || before.includes(' on', before.length - 6)) && PHONE_CTX_SERVICE_AT.test(before)) ||
    (lower.charCodeAt(end) === 32 && PHONE_CTX_OWNER_AFTER.test(lower.slice(end, end + 32))) ||
    PHONE_CTX_ADDRESSEE.test(before) ||
    PHONE_CTX_LABEL.test(before) ||
    PHONE_CTX_AFTER.test(lower.slice(end, end + 16))
  );
}

/**
 * Whether the span at `start` continues a code of letters and digits ("1Z 999 AA1 01 2345 6784",
 * a parcel's tracking number): its tail has a national number's groups but is no phone.
 */
function continuesMixedCode(text: string, start: number): boolean {
  if (start < 2 || text.charCodeAt(start - 1) !== 32) return false;
  let i = start - 1;
  let letter = false;
  let digit = false;
  while (i > 0 && start - i < 16) {
    const c = text.charCodeAt(i - 1);
    if (c >= 48 && c <= 57) digit = true;
    else if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letter = true;
    else break;
    i--;
  }
  return letter && digit;
}

/** Labels of national identity and tax numbers, whose digit groups can take a phone's shape ("SIN 046 454 286"). */
const NATIONAL_ID_LABELS: ReadonlySet<string> = new Set([
  'sin', 'nin', 'nino', 'tin', 'ssn', 'nhs', 'chi', 'aadhaar', 'pan', 'dni', 'nie', 'nif', 'cpf', 'cnpj', 'rut', 'curp', 'rfc',
  'medicare', 'bsn', 'pesel', 'cnp', 'egn', 'oib', 'tfn', 'abn', 'ird', 'steuernummer', 'steuer', 'personnummer', 'hetu',
]);

/** Whether the word right before `start` (past spaces, `:`, `#`, `no.`) labels a national ID. */
function afterNationalIdLabel(lower: string, start: number): boolean {
  let i = start;
  while (i > 0 && (lower.charCodeAt(i - 1) === 32 || lower.charCodeAt(i - 1) === 58 || lower.charCodeAt(i - 1) === 35)) i--;
  if (lower.endsWith('no.', i)) i -= 3;
  while (i > 0 && lower.charCodeAt(i - 1) === 32) i--;
  const from = wordStart(lower, i, Math.max(0, i - 16));
  return from < i && NATIONAL_ID_LABELS.has(lower.slice(from, i));
}

function phones(text: string, lower: string, emit: Sink): void {
  PHONE.lastIndex = 0;
  for (let m = PHONE.exec(text); m !== null; m = PHONE.exec(text)) {
    const v = m[0];
    if (countDigits(v) < 7) continue;
    const international = v.startsWith('+') || v.startsWith('(+');
    // a run of more than 8 digits stands alone in a phone number; followed by more groups it is a figure ("197001010000.00")
    if (LONG_RUN_THEN_GROUP.test(v)) continue;
    // an extension's digits are not part of the number's length ("001-555-234-5678x1234")
    const number = v.includes('x') ? v.replace(PHONE_EXTENSION, '') : v;
    const digits = number.replace(/\D/g, '');
    if (digits.length > 15 || DATE_LIKE.test(v) || /^(\d)\1+$/.test(digits)) continue;
    if (v.length <= 11 && CLOCK_RANGE.test(v)) continue;
    if (!/[ .()+-]/.test(v) && digits.length > 12) continue;
    const strict =
      international ||
      /^(?:1[ .-]?)?\(\d{2,4}\)\s?\d{3}[ .-]\d{4}$/.test(number) ||
      /^(?:(?:00\d{1,3}|1)[ .-])?\d{3}([.-])\d{3}\1\d{4}$/.test(number) ||
      /^\d{3}[.-]\d{3}[.-]\d{4}$/.test(number) ||
      // 3-3-4 with spaces is also how NHS numbers are written: not a phone's shape next to NHS words
      (NANP_SPACED.test(number) && !context(lower, m.index, m.index, NHS_CTX, 48)) ||
      (number.startsWith('(') && (BRAZIL_NUMBER.test(number) || CIS_NUMBER.test(number))) ||
      (number.startsWith('8') && RU_TRUNK_NUMBER.test(number)) ||
      (number.includes('/') && GERMAN_SLASH_NUMBER.test(number) && digits.length >= 9 && digits.length <= 12) ||
      (number.startsWith('1') && CN_MOBILE.test(number)) ||
      (number.startsWith('00') && digits.length >= 11 && digits.length <= 15 && INTERNATIONAL_00.test(number)) ||
      (NATIONAL_NUMBER.test(number) && digits.length >= 9 && digits.length <= 11 && !ZIP_PLUS_FOUR.test(number));
    const ctx = phoneContext(lower, m.index, m.index + v.length);
    if (!strict && !ctx) continue;
    if (!international && (continuesMixedCode(text, m.index) || afterNationalIdLabel(lower, m.index))) continue;
    // a `+` and country code is a phone whatever label a context word gives it
    if ((!ctx || !international) && namedAsOtherId(lower, m.index)) continue;
    if (!strict && /^\d+$/.test(v) && (digits.length > 11 || BARE_NOT_PHONE.test(v))) continue; // ids, dates, clocks
    // a count after a national shape too ("024 587 738 units"), but not after `+` and a country code
    if (!international && notADialledNumber(v, lower, m.index + v.length, strict)) continue;
    emit('PHONE', m.index, m.index + v.length, strict && ctx ? 0.95 : ctx ? 0.8 : 0.75);
  }
}

const NON_ASCII = /[\u0080-\uffff]/;

/**
 * ASCII-only lowercase: keeps every offset of `text` valid in the result. Text with no
 * character outside ASCII is what `toLowerCase` gives, in one native pass instead of a callback
 * per capitalised word.
 */
function asciiLower(text: string): string {
  if (isPlainAscii(text) || !NON_ASCII.test(text)) return text.toLowerCase();
  return text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
}

type Recognizer = (text: string, lower: string, emit: Sink) => void;

/** Every recognizer, by the entity type it reports (exported for profiling and tests). */
export const RECOGNIZERS: readonly (readonly [string, Recognizer, boolean])[] = [
  // [name, recognizer, needs a digit in the text]
  ['PRIVATE_KEY', (t, _l, e) => privateKeys(t, e), false],
  ['JWT', (t, _l, e) => jwts(t, e), false],
  ['AWS_KEY', awsKeys, false],
  ['API_KEY', apiKeys, false],
  ['EMAIL', (t, _l, e) => emails(t, e), false],
  ['IP_ADDRESS', ipAddresses, true],
  ['CREDIT_CARD', creditCards, true],
  ['IBAN', ibans, true],
  ['SSN', ssns, true],
  ['NHS_NUMBER', nhsNumbers, true],
  ['PASSPORT', passports, true],
  ['PHONE', phones, true],
];

/** Runs every recognizer over `text`; overlaps are resolved by the caller. */
export function recognizeAll(text: string, emit: Sink): void {
  const lower = asciiLower(text);
  const digits = hasDigit(text);
  for (const [, recognize, needsDigit] of RECOGNIZERS) {
    if (!needsDigit || digits) recognize(text, lower, emit);
  }
}
