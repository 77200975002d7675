/**
 * Smaller injection families that reach tools through arguments: XXE, LDAP and XPath injection,
 * CRLF/header injection, script injection, unsafe deserialization, SSI and spreadsheet formulas,
 * and the antivirus / anti-spam test signatures.
 */
import type { PatternRule } from './rule.js';

const HEADER_LINE = /^\s*[\w-]{1,40}\s*:/;
const MAX_INJECTED_LINES = 5;

/**
 * A header smuggled into one value ("Hello\nBcc: victim@example.com") is a short value whose first
 * line is not a header. A whole message with its header block (From:, To:, Subject:...), or a
 * longer document that quotes one, is content an agent reads or writes, not an injection.
 */
function isInjectedHeader(text: string): boolean {
  const lines = text.split('\n');
  return lines.length <= MAX_INJECTED_LINES && !HEADER_LINE.test(lines[0]!);
}

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

export const OTHER_RULES: PatternRule[] = [
  { family: 'xxe', label: 'external XML entity', pattern: '<!entity\\s+%?\\s*[\\w.-]+\\s+(?:system|public)\\b|<!doctype[^>]{0,200}\\[\\s*<!entity', risk: 75 },
  { family: 'xxe', label: 'XInclude of a local or remote resource', pattern: '<xi:include\\b[^>]{0,200}href\\s*=', risk: 65 },
  { family: 'ldap_injection', label: 'LDAP filter break-out', pattern: '\\*\\s*\\)\\s*\\(\\s*[|&!]|\\*\\s*\\)\\s*\\(\\s*[\\w-]+\\s*=\\s*\\*\\s*\\)\\s*\\)|\\)\\s*\\(\\s*[|&]\\s*\\(\\s*[\\w-]+\\s*=\\s*\\*|\\(\\s*\\|\\s*\\(\\s*[\\w-]+\\s*=\\s*\\*\\s*\\)\\s*\\)|\\w\\)\\s*\\(\\s*[&|]\\s*\\)', risk: 60 },
  { family: 'xpath_injection', label: 'XPath break-out', pattern: '[\'"]\\s*(?:or|and)\\s+(?:name|count|string-length|substring|contains|local-name)\\s*\\(|[\'"]\\s*\\]\\s*\\|\\s*//|[\'"]\\s*\\]\\s*/\\s*\\.\\.\\s*//|\\bcount\\s*\\(\\s*/child::node\\(\\)\\s*\\)', risk: 60 },
  { family: 'crlf_injection', label: 'line break followed by a mail or HTTP header', pattern: '^[^\\r\\n]{0,200}\\r?\\n\\s*(?:(?:bcc|cc|to|from|reply-to)\\s*:\\s*[^\\s@]{1,64}@[\\w.-]+|(?:content-type|set-cookie|location)\\s*:)', risk: 50, scope: 'nonshell', confirm: isInjectedHeader },
  { family: 'open_redirect', label: 'redirect parameter pointing to another host', pattern: '[?&](?:next|url|redirect|redirect_uri|redirect_url|return|returnto|return_to|return_url|continue|dest|destination|goto|target|redir|forward)=(?:%2f%2f|//|/\\\\|%5c%5c|\\\\\\\\|javascript:|%6a%61%76%61)', risk: 45 },
  { family: 'crlf_injection', label: 'encoded CRLF followed by a header', pattern: '(?:%(?:25)?0d)?%(?:25)?0a\\s*(?:set-cookie|location|content-(?:length|type)|host|x-[\\w-]+|bcc|cc|to|refresh)\\s*(?::|%3a)|\\\\r\\\\n\\s*(?:set-cookie|location|bcc|cc)\\s*:', risk: 60 },
  { family: 'script_injection', label: 'script payload', pattern: '<script\\b[^>]{0,100}>[^<]{0,200}(?:alert|prompt|confirm|document\\.cookie|document\\.domain|fetch\\s*\\(|eval\\s*\\(|atob\\s*\\()|\\bon(?:error|load|mouseover|focus|toggle|begin)\\s*=\\s*[\'"]?\\s*(?:alert|prompt|confirm|eval|fetch|document\\.|window\\.|location|import\\()|\\bon(?:error|load|mouseover|focus|toggle|begin)\\s*=[^>\\n]*(?:document\\.cookie|localstorage\\.|sendbeacon\\s*\\()|\\bjavascript\\s*:\\s*(?:alert|prompt|confirm|eval|fetch|document\\.(?:cookie|domain|write|location)|window\\.(?:location|open|name|eval))|<svg[/\\s][^>]{0,40}onload\\s*=|^\\s*[\'"]\\s*/?>\\s*<\\s*script\\b|^\\s*[\'"]\\s*[-+;,*/]\\s*(?:alert|prompt|confirm|eval)\\s*\\(', risk: 55, proseRisk: 30 },
  { family: 'deserialization', label: 'serialized object payload', pattern: '\\brO0AB[A-Za-z0-9+/=]{8,}|\\baced0005[0-9a-f]{8,}|\\bO:\\d+:"[\\w\\\\]+":\\d+:\\{|!!python/(?:object|name|module)(?:/apply|/new)?:|["\']@type["\']\\s*:\\s*["\'](?:com|org|java|javax)\\.|\\bysoserial\\b|\\$type["\']?\\s*:\\s*["\']System\\.', risk: 70 },
  // Edge Side Includes: a cache or CDN in front of the target fetches and inlines what the tag names
  { family: 'esi_injection', label: 'Edge Side Include tag', pattern: '<esi:(?:include|inline|vars|eval|debug|assign|choose)\\b', risk: 60 },
  { family: 'ssi_injection', label: 'server-side include directive', pattern: '<!--\\s*#\\s*(?:exec|include|echo|config|set|printenv)\\b', risk: 65 },
  { family: 'formula_injection', label: 'spreadsheet formula executing a command', pattern: '(?:^|[\\n,;\\t"])\\s*[=+@-]\\s*(?:cmd|powershell|mshta|msexcel|rundll32)\\s*\\||^\\s*[=+@-][^\\n]*[*+&,(]\\s*(?:cmd|powershell|mshta|msexcel|rundll32)\\s*\\|\\s*\'|^\\s*[=+@-]\\s*(?:hyperlink|importxml|importdata|importhtml|importrange|webservice|image)\\s*\\(\\s*["\']?https?:', risk: 60 },
  { family: 'prototype_pollution', label: 'prototype pollution key', pattern: '["\'\\[]__proto__["\'\\]]|__proto__\\s*[.=\\[]|\\bconstructor\\s*(?:\\.|\\[\\s*["\']?)\\s*prototype\\b', risk: 60 },
  // the industry's harmless test strings: scanners treat them as malware and spam, so an agent passing them on is tested or testing
  { family: 'malware_signature', label: 'antivirus or anti-spam test signature', pattern: 'eicar-standard-antivirus-test-file|gtube-standard-anti-ube-test-email|gtphish-standard-anti-phish-test-email', risk: 50 },
  // expression languages of Java frameworks (Struts OGNL) and XSLT processors that call out to the host language
  { family: 'template_injection', label: 'OGNL expression reaching the runtime', pattern: '%\\{\\s*\\(\\s*#|@ognl\\.|#_?memberaccess|default_member_access|ognlcontext|@java\\.lang\\.runtime@', risk: 70 },
  { family: 'xslt_injection', label: 'XSLT calling out to the host language or the file system', pattern: 'php:function\\s*\\(|xmlns:(?:php|rt|java|runtime)\\s*=|java:java\\.lang\\.|unparsed-text\\s*\\(|system-property\\s*\\(', risk: 65, confirm: (text) => /<xsl:|xmlns:xsl/i.test(text) },
  { family: 'request_smuggling', label: 'conflicting Content-Length and Transfer-Encoding in a raw request', pattern: 'transfer-encoding\\s*:\\s*chunked', risk: 60, confirm: (text) => /content-length\s*:\s*\d/i.test(text) },
  // the shared RE2 set gets the cheapest literal of each rule; the rest of the shape is checked in JS (confirm),
  // so the set's automaton stays within RE2's memory budget (past it, every scan falls back to slow matching)
  // a regex whose group is only quantified atoms, quantified again ((a+)+, (\\w+\\s?)*), backtracks exponentially on a near-miss
  { family: 'redos', label: 'regular expression with nested quantifiers', pattern: '[+*?]\\)[+*{]', risk: 40, scope: 'nonshell', confirm: isNestedQuantifierRegex },
  { family: 'graphql_abuse', label: 'GraphQL schema introspection', pattern: '\\{\\s*__schema\\s*\\{|\\b__type\\s*\\(\\s*name\\s*:', risk: 45, proseRisk: 20 },
];
