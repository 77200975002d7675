/**
 * Typosquats of well-known tool names: look-alike characters (Cyrillic/Greek homoglyphs,
 * digits for letters), one-edit misspellings, and separator or case variants.
 */
import { KeyMemo } from '../../key-memo.js';
import type { Finding } from '../../types.js';
import { foldHomoglyphs } from './normalize.js';

export const KNOWN_TOOLS: readonly string[] = [
  'read_file', 'write_file', 'delete_file', 'create_file', 'edit_file', 'move_file', 'copy_file',
  'list_files', 'list_directory', 'search_files', 'upload_file', 'download_file',
  'send_email', 'read_email', 'search_emails', 'send_message', 'post_message', 'send_slack_message',
  'web_search', 'search_web', 'browse_web', 'fetch_url', 'http_get', 'http_post', 'http_request',
  'run_shell_command', 'execute_command', 'run_command', 'execute_code', 'run_python', 'python_repl',
  'sql_query', 'query_database', 'execute_sql', 'get_weather', 'create_event', 'list_events',
  'transfer_money', 'make_payment', 'git_commit', 'git_push', 'create_issue', 'get_user_info',
  'translate_text', 'summarize_text', 'search_documents', 'calculator',
];

/** lower-case, separators removed: what a case/separator variant shares with the original */
function squash(name: string): string {
  return name.normalize('NFKC').replace(/[\u00ad\u200b-\u200f\u2060\ufeff]/g, '').toLowerCase().replace(/[\s_\-.:/]+/g, '');
}

const DIGIT_LOOKALIKES: Record<string, string> = { '0': 'o', '1': 'l', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's', '|': 'l', i: 'l' };

/** The visual skeleton: homoglyphs folded, digits and `i`/`1`/`|` read as the letters they imitate. */
function skeleton(name: string): string {
  return squash(foldHomoglyphs(name.normalize('NFKC'))).replace(/[0134578@$|i]/g, (ch) => DIGIT_LOOKALIKES[ch] ?? ch);
}

const KNOWN = KNOWN_TOOLS.map((name) => ({ name, squashed: squash(name), skeleton: skeleton(name) }));
const KNOWN_SET = new Set(KNOWN_TOOLS);

/** Damerau-Levenshtein (optimal string alignment) distance, or `limit + 1` once it exceeds limit. */
export function editDistance(a: string, b: string, limit = 1): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    row[0] = i;
    rows.push(row);
  }
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

function describe(name: string): string {
  const shown = [...name].slice(0, 64).map((ch) => (/[\x20-\x7e]/.test(ch) ? ch : `\\u${ch.codePointAt(0)!.toString(16).padStart(4, '0')}`));
  return JSON.stringify(shown.join(''));
}

/** Words that tool names are built from; a one-letter change that lands on one of them is a new name, not a typo. */
const COMMON_WORDS = new Set([
  'get', 'set', 'put', 'add', 'git', 'list', 'run', 'new', 'old', 'user', 'users', 'send', 'read', 'write', 'edit',
  'exit', 'make', 'take', 'fetch', 'search', 'post', 'host', 'push', 'pull', 'file', 'files', 'mail', 'email',
  'info', 'query', 'web', 'url', 'code', 'text', 'event', 'events', 'issue', 'issues', 'money', 'payment',
  'message', 'command', 'save', 'move', 'copy', 'love', 'load', 'lead', 'head', 'sent', 'seed', 'feed', 'need',
  'rest', 'test', 'task', 'tasks', 'mock', 'lock', 'rock', 'sum', 'sun', 'run', 'ran', 'rub', 'pub', 'sub',
  'sync', 'view', 'vie', 'find', 'fine', 'line', 'link', 'sink', 'pin', 'pink', 'plan', 'play', 'pay', 'day',
  'data', 'date', 'gate', 'rate', 'weather', 'whether', 'shell', 'spell', 'smell', 'sell', 'tell', 'bell',
]);

function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}

function checkName(name: string): Finding | null {
  if (KNOWN_SET.has(name)) return null;
  const squashed = squash(name);
  const skel = skeleton(name);
  const nonAscii = /[\u0080-\uffff]/.test(name);
  for (const known of KNOWN) {
    if (squashed === known.squashed) {
      if (nonAscii) break; // full-width or zero-width characters: treat as look-alike below
      // `http.get`, `http/get` for `http_get`: a server's namespace written the way MCP names tools, not a variant
      if (name.replace(/[./]/g, '_') === known.name) return null;
      return { family: 'typosquat', detail: `typosquat: tool ${describe(name)} is a case or separator variant of ${known.name}`, risk: 15, severity: 'flag' };
    }
  }
  for (const known of KNOWN) {
    if (skel === known.skeleton) {
      return { family: 'typosquat', detail: `typosquat: tool ${describe(name)} uses look-alike characters to imitate ${known.name}`, risk: 95, severity: 'block' };
    }
  }
  if (squashed.length < 5) return null;
  const words = wordsOf(name);
  for (const known of KNOWN) {
    if (known.squashed.length < 5 || editDistance(squashed, known.squashed) !== 1) continue;
    // a plural or singular form is a different tool far more often than a squat
    if (squashed === `${known.squashed}s` || `${squashed}s` === known.squashed) continue;
    // `get_commit` vs `git_commit`: the changed word is itself a real word, so a different tool
    const knownWords = wordsOf(known.name);
    if (words.length === knownWords.length) {
      const changed = words.filter((w, i) => w !== knownWords[i]);
      if (changed.length === 1 && COMMON_WORDS.has(changed[0]!)) continue;
    }
    return { family: 'typosquat', detail: `typosquat: tool ${describe(name)} is one edit away from ${known.name}`, risk: 60, severity: 'flag' };
  }
  return null;
}

/**
 * Verdicts for tool names seen recently: an agent calls the same few tools over and over, and
 * checking a name against every known tool (edit distances) costs more than the rest of the
 * layer on a short call. Bounded; names longer than 128 characters are not kept.
 */
const memo = new KeyMemo<readonly Finding[]>((tool) => checkTool(tool), 1024, 128);

/** Checks the whole name and, for namespaced names (`server.tool`, `server__tool`), the last segment. */
export function scanTyposquat(tool: string): Finding[] {
  // fresh objects: callers own the findings they get
  return memo.get(tool).map((f) => ({ ...f }));
}

/** Latin letters next to letters of a script with Latin look-alikes: a name written to deceive. */
const LATIN_LETTER = /[a-z]/i;
const LOOKALIKE_SCRIPT = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}]/u;

function checkTool(tool: string): Finding[] {
  const direct = checkName(tool);
  if (direct) return [direct];
  if (LATIN_LETTER.test(tool) && LOOKALIKE_SCRIPT.test(tool)) {
    return [{
      family: 'typosquat',
      detail: `typosquat: tool ${describe(tool)} mixes Latin letters with look-alike letters of another script`,
      risk: 70,
      severity: 'flag',
    }];
  }
  const segments = tool.split(/[./:]|__/).filter((s) => s !== '');
  if (segments.length > 1) {
    const last = checkName(segments[segments.length - 1]!);
    if (last && last.risk >= 60) return [last];
  }
  return [];
}
