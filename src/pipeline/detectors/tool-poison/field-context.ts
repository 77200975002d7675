/** Tells what kind of value a string argument is, from the tool name, the argument name and its shape. */
import type { FieldContext } from './dangerous-args/rule.js';

export interface ToolTraits {
  shell: boolean;
  sql: boolean;
  http: boolean;
}

const SHELL_TOOL = /(?:^|[._\-\s]|(?<=[a-z])(?=[A-Z]))(?:shell|bash|zsh|sh|cmd|terminal|console|exec|execute|command|commands|powershell|pwsh|ssh|subprocess|system|spawn|run_?command|cli)(?:$|[._\-\s]|(?=[A-Z]))/i;
const SQL_TOOL = /sql|query|database|(?:^|[._-])db(?:$|[._-])|postgres|mysql|sqlite|oracle|mssql|snowflake|bigquery|redshift/i;
const HTTP_TOOL = /http|fetch|url|web|request|browse|curl|download|scrape|crawl|get_page|open_page/i;

const SHELL_KEY = /^(?:command|cmd|commands|script|shell|exec|commandline|command_line|cmdline|bash|powershell|code)$/i;
const SQL_KEY = /^(?:query|sql|statement|sql_query|where|filter|condition|conditions)$/i;

export function toolTraits(tool: string): ToolTraits {
  return { shell: SHELL_TOOL.test(tool), sql: SQL_TOOL.test(tool), http: HTTP_TOOL.test(tool) };
}

const PROSE_WORD = /^[A-Za-z\u00C0-\u024F'’,.!?:;()"-]{2,}$/;

/**
 * Prose: several words of mostly letters and no strong machine syntax. Detectors lower their
 * risk there because a question about `/etc/passwd` is not an attempt to read it.
 */
function looksLikeProse(value: string): boolean {
  if (value.length < 40) return false;
  const tokens = value.slice(0, 600).split(/\s+/);
  let words = 0;
  for (const w of tokens) if (PROSE_WORD.test(w)) words++;
  return words >= 6 && words / tokens.length >= 0.6;
}

export function fieldContext(path: string, value: string, traits: ToolTraits): FieldContext {
  const key = path.split('.').filter((s) => !/^\d+$/.test(s)).pop()?.replace(/#key$/, '') ?? '';
  const shell = traits.shell || SHELL_KEY.test(key);
  const sql = traits.sql || SQL_KEY.test(key) || /^\s*(?:select|insert|update|delete|with)\s/i.test(value);
  return { path, shell, sql, prose: !shell && !sql && looksLikeProse(value) };
}
