/**
 * A credential file or a dangerous command named in words: a web search for "what is /etc/shadow
 * file format", an issue titled "Support reading profiles from ~/.aws/credentials", a question
 * "rm -rf / --no-preserve-root what happens". The tool looks words up, posts them or files them;
 * it reads, fetches and runs nothing. The same reading as the built-in policy exemption
 * `mentionedInWords` (src/policy/builtin-exemptions.ts), whose tool and key tests are reused here.
 */
import RE2 from 're2';
import { ACTING_TOOL, DOC_PATH, FETCHING_TOOL, NEGATED, READ_BEFORE, WORD, WORDS_KEY } from './words-reading.js';
import type { ToolTraits } from './field-context.js';

/** Risk of a match read as a mention: noted in the trace, allowed. */
export const MENTION_RISK = 25;

/**
 * Whether the tool acts on nothing it is given (a search engine, a model, a chat post, a ticket,
 * a document store), or writes a document no program runs (`docs/security.md`). As mentionedInWords.
 */
export function wordsTool(tool: string, traits: Readonly<ToolTraits>, args: Record<string, unknown>): boolean {
  const http = traits.http && !(traits.searches && !FETCHING_TOOL.test(tool));
  if (traits.shell || traits.runsCode || http || traits.sql || ACTING_TOOL.test(tool)) {
    const path = args['path'] ?? args['file_path'] ?? args['filename'];
    return traits.fileWrite && typeof path === 'string' && DOC_PATH.test(path);
  }
  return true;
}

/** Keys a query, a question or a title sits under: a phrase about something, not a message to act on. */
const PHRASE_KEY = /^(?:query|q|search|search_?query|search_?term|keywords?|terms?|question|prompt|title|subject|topic|headline|summary)$/i;

/** Whether a words argument of a words tool (`key` its own name) has enough words to be words. */
export function wordsField(key: string, value: string): 'phrase' | 'text' | null {
  if (!WORDS_KEY.test(key)) return null;
  const phrase = PHRASE_KEY.test(key);
  // a search query is often terse ("IMDSv1 169.254.169.254 disable terraform"); namedInWords still
  // wants words of a sentence around the match
  if (!hasWords(value, phrase ? 3 : 4)) return null;
  return phrase ? 'phrase' : 'text';
}

/** Whether `value` holds at least `n` words (as builtin-exemptions' WORD), stopping at the n-th: no array of a 10 KB text's words. */
const WORD_RUN = new RegExp(WORD.source, 'g');
function hasWords(value: string, n: number): boolean {
  WORD_RUN.lastIndex = 0;
  let count = 0;
  while (WORD_RUN.exec(value) !== null) if (++count >= n) return true;
  return false;
}

/** Families that name a file to read. */
const FILE_FAMILIES: ReadonlySet<string> = new Set(['sensitive_file']);
/** Families that name a command or an address to use. */
const COMMAND_FAMILIES: ReadonlySet<string> = new Set(['download_execute', 'destructive_command', 'security_tampering', 'cloud_metadata', 'argument_injection', 'log4j_lookup']);

/**
 * A message or a ticket that reports a command someone else ran (an incident write-up, an alert
 * relayed to a security channel, a detection request): it names the command, it does not hand it
 * to anyone to run. Only with such a reporting word, and no request to run something anywhere in
 * the text (a post that tells colleagues to run a command is still the command).
 */
const REPORTED =
  /\b(?:attackers?|adversar(?:y|ies)|threat actors?|red[- ]team(?:ers?)?|intruders?|incidents?|triage|alerts?|edr|ioc|iocs|indicators?|detections?|detected|observed|malware|sigma|yara|splunk|hunting|forensics?|post-?mortem)\b/i;
const ASKS_TO_RUN =
  /\b(?:run|execute|paste|type|enter)\s+(?:this|it|that|these|the\s+(?:following|command|commands|line|script)|in|on|as)\b|\bcopy\s+and\s+paste\b|\bin\s+(?:a|your)\s+(?:terminal|shell|console)\b|\bon\s+your\s+(?:machine|laptop|server)\b/i;
/** Chaining in a message's prose: a semicolon or a pair of markdown backticks is punctuation there. */
const CHAINED_IN_TEXT = /&&|\|\||\$\(/;
/** How much of a message the reporting and request tests read. */
const REPORT_SCAN = 4000;

/** A word that runs what follows: "run rm -rf /", "execute: curl ... | sh", "run this: ...", "sudo". */
const RUN_BEFORE =
  /\b(?:run|runs|running|execute|exec|type|paste|enter|invoke|sudo|please)\b(?:\s+(?:this|it|that|these|the|following|command|commands|line|now|for me))*[\s:'"`(]*$/i;
/** Chaining that makes a query a command line: `x; rm -rf /`, `a && history -c`, `$(...)`, backticks. */
const CHAINED = /;|&&|\|\||`|\$\(/;
/** Words of a command line, not of a sentence about it. */
const COMMAND_WORD = /^(?:sh|bash|zsh|dash|sudo|curl|wget|rm|rf|dd|of|if|python|perl|ruby|node|nc|exec|eval|now|do|it|this|run|please|pls)$/i;

const SPANS = new Map<string, RE2>();
function spanRegex(pattern: string): RE2 {
  let re = SPANS.get(pattern);
  if (re === undefined) {
    re = new RE2(pattern, 'gi');
    if (SPANS.size < 512) SPANS.set(pattern, re);
  }
  return re;
}

/**
 * Whether the rule's matches in `text` are all named in words: nothing that reads or runs it right
 * before it, and words of a sentence left once the matches are taken out (at least two for a file;
 * for a command, no chaining and at least one word that is not part of a command line).
 * `pattern` null: the spans are given (an address found by the URL parser).
 */
export function namedInWords(family: string, kind: 'phrase' | 'text', text: string, pattern: string | null, spans: readonly [number, number][] = []): boolean {
  const file = FILE_FAMILIES.has(family);
  const head = kind === 'text' ? text.slice(0, REPORT_SCAN) : '';
  const reported = kind === 'text' && COMMAND_FAMILIES.has(family) && REPORTED.test(head) && !ASKS_TO_RUN.test(head);
  if (!file && !(COMMAND_FAMILIES.has(family) && kind === 'phrase') && !reported) return false;
  const found: [number, number][] = [...spans];
  if (pattern !== null) {
    const re = spanRegex(pattern);
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null && found.length < 16; m = re.exec(text)) {
      found.push([m.index, m.index + m[0].length]);
      if (m[0].length === 0) re.lastIndex++;
    }
  }
  if (found.length === 0) return false;
  let rest = '';
  let last = 0;
  for (const [start, end] of found.sort((a, b) => a[0] - b[0])) {
    const before = text.slice(Math.max(0, start - 40), start);
    if (((file && READ_BEFORE.test(before)) || RUN_BEFORE.test(before)) && !NEGATED.test(before)) return false;
    if (start > last) rest += ` ${text.slice(last, start)}`;
    last = Math.max(last, end);
  }
  rest += ` ${text.slice(last)}`;
  const words = rest.split(/\s+/).filter((t) => /^[A-Za-z\u00C0-\u024F'’]{2,}[?,.!:]?$/.test(t));
  if (file) return words.length >= 2;
  if (reported ? CHAINED_IN_TEXT.test(rest) : CHAINED.test(rest)) return false;
  return words.some((w) => w.length >= 3 && !COMMAND_WORD.test(w.replace(/[?,.!:]$/, '')));
}
