/** Tells what kind of value a string argument is, from the tool name, the argument name and its shape. */
import { KeyMemo } from '../../key-memo.js';
import type { FieldContext } from './dangerous-args/rule.js';
import { looksLikeSource } from '../../text/source.js';
import { wordsField } from './mention.js';
import { nameWords } from './words-reading.js';

export interface ToolTraits {
  shell: boolean;
  sql: boolean;
  http: boolean;
  /** the tool only reads text and answers with text (summarise, translate, classify): it runs nothing it is given */
  textOnly: boolean;
  /** the tool writes or edits files (write_file, edit_file, str_replace, apply_patch) */
  fileWrite: boolean;
  /** the tool runs the code it is given (a notebook cell, a REPL, a sandbox, `execute_python`) */
  runsCode: boolean;
  /** the tool looks text up (a code search, grep) */
  searches: boolean;
  /** the tool opens a file on the agent's own machine and reads it out (`read_file`, `tail_file`, `view_file`, `fs_read`) */
  fileRead: boolean;
}

/**
 * A word of the tool's name that says it runs commands (`run_shell`, `runShell`; not `publish_post`,
 * see nameWords), or such words run together in lower case (`runshell`, `execcmd`, `shellexec`).
 */
const SHELL_TOOL = nameWords([
  'shell', 'bash', 'zsh', 'sh', 'cmd', 'terminal', 'console', 'exec', 'execute', 'command', 'commands', 'powershell', 'pwsh', 'ssh', 'subprocess',
  'system', 'spawn', 'run_?command', 'cli',
  '(?:run|exec|execute)_?(?:shell|bash|sh|cmd|command|terminal|powershell)', '(?:shell|bash|cmd|terminal|powershell)_?(?:exec|execute|run|command|cmd)',
]);
const SQL_TOOL = /sql|query|database|(?:^|[._-])db(?:$|[._-])|postgres|mysql|sqlite|oracle|mssql|snowflake|bigquery|redshift/i;
const HTTP_TOOL = /http|fetch|url|web|request|browse|curl|download|scrape|crawl|get_page|open_page/i;
const TEXT_TOOL =
  /summar|translat|classif|sentiment|proofread|spell_?check|grammar|word_?count|detect_?lang|extract_?(?:keywords|entities|topics)|paraphras|readability|count_?tokens/i;

const FILE_WRITE_TOOL =
  /(?:write|edit|create|save|update|append|patch|overwrite|replace|insert|modify)[._-]?(?:to[._-]?)?(?:files?|code|source|script|document|contents?)|(?:files?|code|source)[._-]?(?:write|edit|create|save|update|append|patch|overwrite|replace|modify)|str[._-]?replace|apply[._-]?(?:patch|diff|edit)|text[._-]?editor|^(?:write|edit|create_file|patch)$/i;
/** Arguments of a file-writing tool that hold what goes into the file. */
const WRITTEN_KEY =
  /^(?:content|contents|text|body|data|code|source|old|new|old_str|new_str|old_string|new_string|old_text|new_text|patch|diff|insert|insert_text|file_text|replacement|lines|snippet|search|replace)$/i;

/** Tools that run the code they are given. */
const CODE_TOOL =
  /(?:^|[._\-\s])(?:python|python3|py|node|nodejs|javascript|js|repl|ipython|jupyter|notebook|code_?interpreter|interpreter|sandbox|(?:run|execute|exec|eval)_?(?:code|python|js|javascript|snippet|script|cell))(?:$|[._\-\s])/i;
/** Tools that look text up. */
const SEARCH_TOOL = /search|grep|find|lookup|ripgrep|(?:^|[._-])rg(?:$|[._-])/i;
/** Arguments that hold code, whatever the tool. */
const CODE_KEY = /^(?:code|source|source_?code|src|script|snippet|cell|notebook_?cell|program)$/i;
/** Arguments of a search tool that hold what is looked for: a literal, not a request. */
const SEARCH_KEY = /^(?:query|q|pattern|regex|regexp|term|search|search_?term|needle|keyword|text)$/i;
/** Arguments of a code tool that carry the agent's words rather than the code. */
const ASKING_KEY = /prompt|message|question|instruction/i;

const FILE_READ_TOOL = /^(?:read|view|tail|cat|open|get|head)[._-]?(?:text[._-]?)?files?(?:[._-]?contents?)?$|^(?:read|tail)[._-]?logs?$|^(?:fs|file)[._-]?read(?:[._-]?files?)?$/i;
/** Arguments of a file-reading tool that name the file it opens. */
const FILE_KEY = /^(?:path|file|file_?path|filename|log|log_?path)$/i;

const SHELL_KEY = /^(?:command|cmd|commands|script|shell|exec|commandline|command_line|cmdline|bash|powershell|code)$/i;
const SQL_KEY = /^(?:query|sql|statement|sql_query|where|filter|condition|conditions)$/i;

/**
 * What the tool name says about its arguments. A function of the name alone, and the same few
 * names come back on every call: the traits of the names seen recently are kept (bounded), so
 * the three name regexes run once per name. Shared: do not modify the object.
 */
export function toolTraits(tool: string): Readonly<ToolTraits> {
  return TRAITS.get(tool);
}
const TRAITS = new KeyMemo<Readonly<ToolTraits>>(
  (tool) => {
    const shell = SHELL_TOOL.test(tool);
    const sql = SQL_TOOL.test(tool);
    const http = HTTP_TOOL.test(tool);
    // a tool that also runs commands, queries or fetches is neither a text-only reader nor a plain file writer
    const plain = !shell && !sql && !http;
    return Object.freeze({
      shell,
      sql,
      http,
      textOnly: plain && TEXT_TOOL.test(tool),
      fileWrite: plain && FILE_WRITE_TOOL.test(tool),
      runsCode: CODE_TOOL.test(tool),
      searches: SEARCH_TOOL.test(tool),
      fileRead: FILE_READ_TOOL.test(tool),
    });
  },
  4096,
  Infinity,
);

/**
 * Kind of each UTF-16 code unit for looksLikeProse: 1 for `\s` of a JavaScript regex (ASCII
 * whitespace, the Unicode space separators, line and paragraph separators, BOM), 2 for a
 * character of `[A-Za-z\u00C0-\u024F'’,.!?:;()"-]` (what a prose word is made of), else 0.
 * A table lookup per character is cheaper than testing either class with comparisons.
 */
const CHAR_KIND = new Uint8Array(0x10000);
const SPACE = 1;
const PROSE = 2;
for (const c of [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]) CHAR_KIND[c] = SPACE;
CHAR_KIND.fill(SPACE, 0x2000, 0x200b);
CHAR_KIND.fill(PROSE, 0x41, 0x5b);
CHAR_KIND.fill(PROSE, 0x61, 0x7b);
CHAR_KIND.fill(PROSE, 0xc0, 0x250);
for (const ch of '\'’,.!?:;()"-`*_') CHAR_KIND[ch.charCodeAt(0)] = PROSE;

/**
 * Prose: several words of mostly letters and no strong machine syntax. Detectors lower their
 * risk there because a question about `/etc/passwd` is not an attempt to read it.
 *
 * The first 600 characters split on runs of whitespace (an empty token before leading and after
 * trailing whitespace, as `split(/\s+/)` gives), counting the tokens that are words: two or more
 * characters of `[A-Za-z\u00C0-\u024F'’,.!?:;()"-]`. One pass, no token strings.
 */
function looksLikeProse(value: string): boolean {
  if (value.length < 40) return false;
  const end = Math.min(value.length, 600);
  let tokens = 0;
  let words = 0;
  let start = 0;
  let wordy = true;
  for (let i = 0; i <= end; i++) {
    const kind = i < end ? CHAR_KIND[value.charCodeAt(i)]! : SPACE;
    if (kind !== SPACE) {
      if (kind !== PROSE) wordy = false;
      continue;
    }
    tokens++;
    if (wordy && i - start >= 2) words++;
    if (i === end) break;
    while (i + 1 < end && CHAR_KIND[value.charCodeAt(i + 1)] === SPACE) i++;
    start = i + 1;
    wordy = true;
  }
  return words >= 6 && words / tokens >= 0.6;
}

/**
 * The last segment of a dotted field path that is not all digits (an array index), without a
 * `#key` suffix; '' when there is none. What
 * `path.split('.').filter((s) => !/^\d+$/.test(s)).pop()?.replace(/#key$/, '') ?? ''` gives,
 * scanning back from the end instead of building and filtering an array for every field.
 */
export function argumentKey(path: string): string {
  let end = path.length;
  for (;;) {
    const dot = path.lastIndexOf('.', end - 1);
    const segment = path.slice(dot + 1, end);
    if (!ALL_DIGITS.test(segment)) return segment.endsWith('#key') ? segment.slice(0, -4) : segment;
    if (dot < 0) return '';
    end = dot;
  }
}
const ALL_DIGITS = /^\d+$/;

/** Whether the argument at `path` is text a file-writing tool puts into a file. */
export function isWrittenField(traits: Readonly<ToolTraits>, path: string): boolean {
  return traits.fileWrite && WRITTEN_KEY.test(argumentKey(path));
}

/**
 * Whether the argument at `path` holds code the tool runs (a code argument, or what a code tool is
 * given other than the agent's words) or a string a search tool looks for. There `os.system(`,
 * `eval(` or `subprocess.run(` are the code's own means, or the text searched for, not a value
 * broken out of; what the code does (downloads and runs, deletes, opens a shell) still counts.
 */
export function isCodeField(traits: Readonly<ToolTraits>, path: string): boolean {
  return codeFieldKind(traits, path) !== null;
}

/** `run`: code the tool runs; `search`: what a search tool looks for; null: neither. */
export function codeFieldKind(traits: Readonly<ToolTraits>, path: string): 'run' | 'search' | null {
  const key = argumentKey(path);
  if (CODE_KEY.test(key)) return 'run';
  if (SEARCH_KEY.test(key)) return traits.searches ? 'search' : null;
  return traits.runsCode && !ASKING_KEY.test(key) ? 'run' : null;
}

/**
 * The `query` of a search tool that is not a database tool (`search_web`, `google_search`): words
 * for a search engine, which may be a question ("what is the difference between /etc/passwd and
 * /etc/shadow"), not SQL; read as prose when it reads like prose.
 */
function searchEngineQuery(traits: Readonly<ToolTraits>, key: string): boolean {
  return traits.searches && !traits.sql && /^(?:query|search_?query)$/i.test(key);
}

/** `wordsCall`: the tool acts on nothing it is given (mention.ts wordsTool). */
export function fieldContext(path: string, value: string, traits: Readonly<ToolTraits>, wordsCall = false): FieldContext {
  const key = argumentKey(path);
  const shell = traits.shell || SHELL_KEY.test(key);
  const sql = traits.sql || (SQL_KEY.test(key) && !searchEngineQuery(traits, key)) || /^\s*(?:select|insert|update|delete|with)\s/i.test(value);
  const written = isWrittenField(traits, path);
  const prose = !shell && !sql && !written && looksLikeProse(value);
  const sink = SINK_KEY.test(key);
  return {
    path,
    shell,
    sql,
    prose,
    source: written || (!sql && !prose && !sink && looksLikeSource(value)),
    inert: traits.textOnly && !shell && !sql && !sink,
    written,
    // only for tools that run code or search: elsewhere a `code` is a value (a coupon, an OAuth
    // code) a payload can break out of
    code: (traits.runsCode || traits.searches) && !traits.http ? codeFieldKind(traits, path) : null,
    words: wordsCall && !shell && !sql ? wordsField(key, value) : null,
    opened: traits.fileRead && FILE_KEY.test(key),
  };
}

/**
 * Arguments that are the sink of a value injection (a template to render, a path to open, a
 * filter to run): code-like noise around a payload there does not make it program source.
 */
const SINK_KEY = /^(?:template|tpl|path|file|filename|file_?path|dir|directory|url|uri|href|query|filter|where|selector|xpath|ldap_?filter|expression)$/i;
