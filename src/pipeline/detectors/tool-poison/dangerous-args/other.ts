/**
 * Smaller injection families that reach tools through arguments: XXE, LDAP and XPath injection,
 * CRLF/header injection, script injection, unsafe deserialization, SSI and spreadsheet formulas,
 * and the antivirus / anti-spam test signatures.
 */
import type { PatternRule } from './rule.js';

/** A header line (`Name: value`); a URL's scheme (`https://`) is not a header name. */
const HEADER_LINE = /^\s*[\w-]{1,40}\s*:(?!\/\/)/;
const MAX_INJECTED_LINES = 5;
/** The first line of a whole HTTP message (a status line or a request line): its headers are its own. */
const START_LINE = /^\s*(?:HTTP\/\d(?:\.\d)?\s+\d{3}\b|[A-Z]+\s+\S+\s+HTTP\/\d)/;

/**
 * A header smuggled into one value ("Hello\nBcc: victim@example.com") is a short value whose first
 * line is not a header. A whole message with its header block (From:, To:, Subject:...), or a
 * longer document that quotes one, is content an agent reads or writes, not an injection.
 */
function isInjectedHeader(text: string): boolean {
  const lines = text.split('\n');
  return lines.length <= MAX_INJECTED_LINES && !HEADER_LINE.test(lines[0]!) && !START_LINE.test(lines[0]!);
}

/**
 * The header on the value's second line, after a first line of at most 200 characters. Checked in JS:
 * with its counted spans in the second RE2 set, this rule alone took most of that set's time
 * (80 of 81 µs a development-set call); the set holds only the line break and the header's name.
 */
const HEADER_AFTER_FIRST_LINE = /^[^\r\n]{0,200}\r?\n\s*(?:(?:bcc|cc|to|from|reply-to)\s*:\s*[^\s@]{1,64}@[\w.-]+|(?:content-type|set-cookie|location)\s*:)/i;

/**
 * A whole filter an agent writes (`(&(objectClass=person)(cn=John*)(mail=*))`) opens with its own
 * parenthesis and closes every one it opens; a fragment that breaks out of one does neither.
 */
function isWholeLdapFilter(text: string): boolean {
  const value = text.trim();
  if (!value.startsWith('(') || !value.endsWith(')')) return false;
  let depth = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0 && i < value.length - 1) return false;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/** A whole filter that still asks for every entry's password attribute. */
const LDAP_SECRET_ATTRIBUTE = /\(\s*(?:userpassword|password|unicodepwd|ms-mcs-admpwd|ms-laps-password|ntpassword|lmpassword|sambantpassword)\s*=/i;

/** A group made only of quantified atoms, quantified again: `(a+)+`, `(\\w+\\s?)*`, `([a-z]+)*`. */
const NESTED_QUANTIFIER = /\((?:\?:)?(?:(?:\\.|[\w.]|\[[^\]]{1,30}\])[+*?]){1,3}\)[+*{]/;

/**
 * A ReDoS where the whole value is one regex with a nested quantifier, not in prose, docs or
 * code. The set matches only the cheap tail `+)+`; the shape is checked here, in JS.
 */
function isNestedQuantifierRegex(text: string): boolean {
  const value = text.trim();
  return value.length <= 200 && !/\s/.test(value) && NESTED_QUANTIFIER.test(value);
}

/** one slash or backslash, raw or percent-encoded: open-redirect payloads mix them (`/\\evil`, `%2f%2f`, `\\/\\/`) */
const REDIRECT_SLASH = '(?:/|\\\\|%2f|%5c)';

/**
 * A GraphQL field called with a secret to check: a password argument, or a code or PIN given to an
 * operation named for signing in or verifying (`verifyOtp(code: "0001")`; `createCoupon(code:)` is not).
 */
const GRAPHQL_GUESS = /\b(\w+)\s*\(([^()]*?)\b(pass(?:word|wd)?|passcode|otp|totp|code|pin)\b\s*\\?["']?\s*:/gi;
const AUTH_OPERATION = /log_?in|sign_?in|auth|verif|otp|2fa|mfa|passw|passcode|token|confirm|validate|check|unlock|redeem/i;
/** Three or more guesses in one request (aliases or a batched array): brute force past per-request rate limits. */
const BATCH_GUESSES = 3;

/**
 * `a1: user(id: 1) { ... }`: an aliased call of a field with arguments. Counted in JS in a value that
 * opens like a GraphQL document (`query`, `subscription`, or `{ field`); the set matches only that opening.
 */
const ALIASED_CALL = /\b\w+\s*:\s*(\w+)\s*\(\s*\w+\s*:/g;
/** The same field under five or more aliases in one document: enumeration (ids, codes) past rate limits. */
const ALIAS_BATCH = 5;

function batchesAliases(text: string): boolean {
  const counts = new Map<string, number>();
  for (const [, field] of text.matchAll(ALIASED_CALL)) {
    const n = (counts.get(field!) ?? 0) + 1;
    if (n >= ALIAS_BATCH) return true;
    counts.set(field!, n);
  }
  return false;
}

/** Selection sets nested this deep, one field name recurring down the chain (`friends { friends { ... } }`): a cyclic query that costs the server exponentially. */
const DEEP_NESTING = 8;
const NESTED_FIELD = /\b(\w{1,64})\s{0,20}(?:\([^(){}]{0,200}\)\s{0,20})?\{/g;

function nestsCyclically(text: string): boolean {
  const head = text.slice(0, 8192);
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < head.length; i++) {
    const c = head.charCodeAt(i);
    if (c === 123) deepest = Math.max(deepest, ++depth);
    else if (c === 125) depth--;
  }
  if (deepest < DEEP_NESTING) return false;
  const counts = new Map<string, number>();
  for (const [, field] of head.matchAll(NESTED_FIELD)) {
    const n = (counts.get(field!) ?? 0) + 1;
    if (n >= DEEP_NESTING / 2) return true;
    counts.set(field!, n);
  }
  return false;
}

function guessesInBatch(text: string): boolean {
  let count = 0;
  for (const [, operation, , argument] of text.matchAll(GRAPHQL_GUESS)) {
    if (/^pass/i.test(argument!) || AUTH_OPERATION.test(operation!)) if (++count >= BATCH_GUESSES) return true;
  }
  return false;
}

/** A URL in the formula joined with cell references (`"https://x/?d="&A1`, `CONCAT("http://x/?", A1:B9)`). */
const CELLS_INTO_URL = /["']\s*&\s*\$?[a-z]{1,3}\$?\d|&\s*\$?[a-z]{1,3}\$?\d+\s*&\s*["']|\b(?:concat(?:enate)?|textjoin|encodeurl|join)\s*\([^)]*\$?\b[a-z]{1,3}\$?\d+\b/i;

/**
 * Functions that fetch as soon as the sheet opens send any cell joined into their URL; a HYPERLINK
 * waits for a click and links to a record by its id (`"https://crm/contact?id="&A2`), so it counts
 * only with two or more cells or a range joined in.
 */
function sendsCells(text: string): boolean {
  if (!/https?:\/\//i.test(text) || !CELLS_INTO_URL.test(text)) return false;
  if (!/^\s*[=+@-]\s*hyperlink\b/i.test(text)) return true;
  return (text.match(/&\s*\$?[a-z]{1,3}\$?\d+/gi) ?? []).length >= 2 || /\$?\b[a-z]{1,3}\$?\d+\s*:\s*\$?[a-z]{1,3}\$?\d+/i.test(text);
}

/**
 * A document type declaration whose entities do harm: one read from a file or a URL (`SYSTEM`,
 * `PUBLIC`), a parameter entity (`%name;`, the out-of-band form), or an entity whose value expands
 * other entities (the exponential "billion laughs"). A DTD that only names a word (`<!ENTITY
 * company "Acme Corp">`) is the document's own shorthand.
 */
const HARMFUL_ENTITY = /<!entity\s+%|<!entity\s+[\w.-]+\s+(?:system|public)\b|<!entity\s+[\w.-]+\s+(['"])[^'"]*&[\w.-]+;[^'"]*\1/i;

/**
 * `!!python/name:` resolves a name without calling it: a configuration naming its own plugin's
 * function (mkdocs' `!!python/name:material.extensions.emoji.twemoji`) is ordinary. A name in a
 * module that runs commands or code (`os.system`, `subprocess.Popen`, `builtins.eval`) still counts,
 * as do the tags that call (`object/apply`, `object/new`) and the other serialized forms.
 */
const PLUGIN_NAME_TAG = /!!python\/name:(?!(?:os|posix|nt|subprocess|builtins|__builtin__|sys|pty|commands|popen2|importlib|runpy|shutil|socket|pickle|marshal|ctypes|code|codecs|webbrowser|__main__)\b)[a-z_][\w]*(?:\.[a-z_][\w]*)+/gi;
const SERIALIZED_OBJECT =
  '\\brO0AB[A-Za-z0-9+/=]{8,}|\\baced0005[0-9a-f]{8,}|\\bO:\\d+:"[\\w\\\\]+":\\d+:\\{|!!python/(?:object|name|module)(?:/apply|/new)?:|["\']@type["\']\\s*:\\s*["\'](?:com|org|java|javax)\\.|\\bysoserial\\b|\\$type["\']?\\s*:\\s*["\']System\\.|\\bgA(?:SV|WV|Jj|Nj)[A-Za-z0-9+/]{16}|\\bY(?:3Bvc2l4|29z)CnN5c3RlbQ';
const SERIALIZED_OBJECT_RE = new RegExp(SERIALIZED_OBJECT, 'i');

export const OTHER_RULES: PatternRule[] = [
  { family: 'xxe', label: 'external XML entity', pattern: '<!entity\\s+%?\\s*[\\w.-]+\\s+(?:system|public)\\b|<!doctype[^>]{0,200}\\[\\s*<!entity', risk: 75, proseRisk: 30, confirm: (t) => HARMFUL_ENTITY.test(t) },
  { family: 'xxe', label: 'XInclude of a local or remote resource', pattern: '<xi:include\\b[^>]{0,200}href\\s*=', risk: 65 },
  { family: 'ldap_injection', label: 'LDAP filter break-out', pattern: '\\*\\s*\\)\\s*(?:\\(\\s*)+[|&!]|\\*\\s*\\)\\s*\\(\\s*[\\w-]+\\s*=\\s*\\*\\s*\\)\\s*\\)|\\)\\s*\\(\\s*[|&]\\s*\\(\\s*[\\w-]+\\s*=\\s*\\*|\\(\\s*\\|\\s*\\(\\s*[\\w-]+\\s*=\\s*\\*\\s*\\)\\s*\\)|\\w\\)\\s*\\(\\s*[&|]\\s*\\)', risk: 60, proseRisk: 25, confirm: (t) => !isWholeLdapFilter(t) || LDAP_SECRET_ATTRIBUTE.test(t) },
  { family: 'xpath_injection', label: 'XPath break-out', pattern: '[\'"]\\s*(?:or|and)\\s+(?:name|count|string-length|substring|contains|local-name|doc|doc-available|unparsed-text)\\s*\\(|[\'"]\\s*\\]\\s*\\|\\s*//|[\'"]\\s*\\]\\s*/\\s*\\.\\.\\s*//|\\bcount\\s*\\(\\s*/child::node\\(\\)\\s*\\)', risk: 60 },
  { family: 'crlf_injection', label: 'line break followed by a mail or HTTP header', pattern: '\\n\\s*(?:bcc|cc|to|from|reply-to|content-type|set-cookie|location)\\s*:', risk: 50, scope: 'nonshell', confirm: (t) => HEADER_AFTER_FIRST_LINE.test(t) && isInjectedHeader(t) },
  // any parameter named for where to go next (`returnUrl`, `redirect_to`, `successUrl`, `next_page`), and a value that
  // leaves the site by a parser trick: two slashes or backslashes in any mix or encoding (`/\\evil`, `/%09/evil`,
  // `%2f%2f`), or a scheme without its slashes (`https:evil.example`); a plain path (`next=/dashboard`) or a full URL
  // (share links, `url=https://...`) is ordinary
  { family: 'open_redirect', label: 'redirect parameter pointing to another host', pattern: `[?&](?:url|uri|[\\w-]*(?:next|redirect|redir|return|continue|dest|goto|target|forward|callback|success|back)[\\w-]*)=(?:${REDIRECT_SLASH}(?:%09|%0[ad]|%20)*${REDIRECT_SLASH}|https?:(?:${REDIRECT_SLASH})?(?:[a-z0-9]|%5c|\\\\)|javascript:|%6a%61%76%61)`, risk: 45 },
  { family: 'crlf_injection', label: 'encoded CRLF followed by a header', pattern: '(?:(?:%(?:25)?0d)?%(?:25)?0a|%(?:25)?0d|%u000[ad]|(?:%e5%98%8[ad])+)\\s*(?:set-cookie|location|content-(?:length|type)|host|x-[\\w-]+|bcc|cc|to|refresh|[a-z][a-z0-9]*-[\\w-]+)\\s*(?::|%3a)|\\\\r\\\\n\\s*(?:set-cookie|location|bcc|cc)\\s*:', risk: 60 },
  { family: 'script_injection', label: 'script payload', pattern: '<script\\b[^>]{0,100}>[^<]{0,200}(?:alert|prompt|confirm|document\\.domain|fetch\\s*\\(|eval\\s*\\(|atob\\s*\\()|\\bon(?:error|load|mouseover|focus|toggle|begin)\\s*=\\s*[\'"]?\\s*(?:alert|prompt|confirm|eval|fetch|document\\.|window\\.|location|import\\()|\\bon(?:error|load|mouseover|focus|toggle|begin)\\s*=[^>\\n]*(?:document\\.cookie|localstorage\\.|sendbeacon\\s*\\()|\\bjavascript\\s*:\\s*(?:alert|prompt|confirm|eval|fetch|document\\.(?:cookie|domain|write|location)|window\\.(?:location|open|name|eval))|<svg[/\\s][^>]{0,40}onload\\s*=|^\\s*[\'"]\\s*/?>\\s*<\\s*script\\b|^\\s*[\'"]\\s*[-+;,*/]\\s*(?:alert|prompt|confirm|eval)\\s*\\(', risk: 55, proseRisk: 30 },
  { family: 'deserialization', label: 'serialized object payload', pattern: SERIALIZED_OBJECT, risk: 70, confirm: (t) => !t.includes('!!python/name:') || SERIALIZED_OBJECT_RE.test(t.replace(PLUGIN_NAME_TAG, ' ')) },
  // a page's base URL moved to another site: every relative script and form on the page then loads from there
  { family: 'script_injection', label: 'base URL of the page moved to another site', pattern: '<base\\s[^>]*href\\s*=\\s*["\']?(?:https?:)?//', risk: 50, proseRisk: 20 },
  // Edge Side Includes: a cache or CDN in front of the target fetches and inlines what the tag names
  { family: 'esi_injection', label: 'Edge Side Include tag', pattern: '<esi:(?:include|inline|vars|eval|debug|assign|choose)\\b', risk: 60 },
  { family: 'ssi_injection', label: 'server-side include directive', pattern: '<!--\\s*#\\s*(?:exec|include|echo|config|set|printenv)\\b', risk: 65 },
  { family: 'formula_injection', label: 'spreadsheet formula executing a command', pattern: '(?:^|[\\n,;\\t"])\\s*[=+@-]\\s*(?:cmd|powershell|mshta|msexcel|rundll32)\\s*\\||^\\s*[=+@-][^\\n]*[*+&,(]\\s*(?:cmd|powershell|mshta|msexcel|rundll32)\\s*\\|\\s*\'', setEntry: '(?:^|[\\n,;\\t"])\\s*[=+@-]\\s*(?:cmd|powershell|mshta|msexcel|rundll32)\\s*\\||[*+&,(]\\s*(?:cmd|powershell|mshta|msexcel|rundll32)\\s*\\|\\s*\'', risk: 60 },
  // a formula that fetches a URL built from the sheet's own cells: opening the sheet sends them out (`=HYPERLINK("https://docs", "Docs")` is a link)
  { family: 'formula_injection', label: 'spreadsheet formula sending cell data to a URL', pattern: '^\\s*[=+@-]\\s*(?:hyperlink|importxml|importdata|importhtml|importfeed|importrange|webservice|image|filterxml)\\s*\\(', risk: 60, confirm: sendsCells },
  { family: 'prototype_pollution', label: 'prototype pollution key', pattern: '["\'\\[]__proto__["\'\\]]|__proto__\\s*[.=\\[]|\\bconstructor\\s*(?:\\.|\\[\\s*["\']?)\\s*prototype\\b|["\']constructor\\\\?["\']\\s*:\\s*\\{\\s*\\\\?["\']prototype\\b', risk: 60 },
  // the industry's harmless test strings: scanners treat them as malware and spam, so an agent passing them on is tested or testing
  { family: 'malware_signature', label: 'antivirus or anti-spam test signature', pattern: 'eicar-standard-antivirus-test-file|gtube-standard-anti-ube-test-email|gtphish-standard-anti-phish-test-email', risk: 50 },
  // expression languages of Java frameworks (Struts OGNL) and XSLT processors that call out to the host language
  { family: 'template_injection', label: 'OGNL expression reaching the runtime', pattern: '%\\{\\s*\\(?\\s*#[a-z_]|@ognl\\.|#_?memberaccess|default_member_access|ognlcontext|@java\\.lang\\.runtime@', risk: 70 },
  { family: 'xslt_injection', label: 'XSLT calling out to the host language or the file system', pattern: 'php:function\\s*\\(|xmlns:(?:php|rt|java|runtime)\\s*=|java:java\\.lang\\.|unparsed-text\\s*\\(|system-property\\s*\\(', risk: 65, confirm: (text) => /<xsl:|xmlns:xsl/i.test(text) },
  { family: 'request_smuggling', label: 'conflicting Content-Length and Transfer-Encoding in a raw request', pattern: 'transfer-encoding\\s*:\\s*chunked', risk: 60, confirm: (text) => /content-length\s*:\s*\d/i.test(text) },
  // the shared RE2 set gets the cheapest literal of each rule; the rest of the shape is checked in JS (confirm),
  // so the set's automaton stays within RE2's memory budget (past it, every scan falls back to slow matching)
  // a regex whose group is only quantified atoms, quantified again ((a+)+, (\\w+\\s?)*), backtracks exponentially on a near-miss
  { family: 'redos', label: 'regular expression with nested quantifiers', pattern: '[+*?]\\)[+*{]', risk: 40, scope: 'nonshell', confirm: isNestedQuantifierRegex },
  { family: 'graphql_abuse', label: 'GraphQL batch guessing credentials', pattern: '\\bmutation\\s*[\\w({]', risk: 55, proseRisk: 20, confirm: guessesInBatch },
  { family: 'graphql_abuse', label: 'GraphQL alias batching', pattern: '^\\s*(?:query|subscription)\\b|^\\s*\\{\\s*\\w+\\s*[:({]', risk: 45, proseRisk: 20, confirm: batchesAliases },
  { family: 'graphql_abuse', label: 'GraphQL query nested cyclically (denial of service)', pattern: '^\\s*(?:query|subscription)\\b|^\\s*\\{\\s*\\w+\\s*[:({]', risk: 45, proseRisk: 20, confirm: nestsCyclically },
  { family: 'graphql_abuse', label: 'GraphQL schema introspection', pattern: '\\{\\s*__schema\\s*\\{|\\b__type\\s*\\(\\s*name\\s*:', risk: 45, proseRisk: 20 },
];
