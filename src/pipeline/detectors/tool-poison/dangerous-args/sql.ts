/** SQL families: destructive statements and injection (tautologies, UNION, stacked, blind). */
import type { PatternRule } from './rule.js';

/** `OR 'a'='a'`, `OR 1=1`, `|| x==x`: the same operand on both sides of the comparison. */
// the closing quote of the last operand may be left to the query the payload lands in: ' or '1'='1
const TAUTOLOGY = /(?:\bor\b|\|\|)\s*\(?\s*(['"]?)([\w%]{0,24})\1\s*(?:={1,3}|\blike\b)\s*(['"]?)\2(?:\3(?![\w'"])|$)/i;
const HAS_QUOTE = /['"]/;
const TRUE_CONSTANT_COMPARISON = /\bor\s+\(?\s*(\d+)\s*(=|<>|!=|<=?|>=?|\s+between\s+(\d+)\s+and)\s*(\d+)\b/gi;

function hasTrueConstantComparison(text: string): boolean {
  TRUE_CONSTANT_COMPARISON.lastIndex = 0;
  for (let m = TRUE_CONSTANT_COMPARISON.exec(text); m !== null; m = TRUE_CONSTANT_COMPARISON.exec(text)) {
    const a = Number(m[1]);
    const b = Number(m[4]);
    const op = m[2]!;
    const truth = m[3] !== undefined ? Number(m[3]) <= a && a <= b : op === '=' ? a === b : op === '<>' || op === '!=' ? a !== b : op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;
    if (truth) return true;
  }
  return false;
}
/**
 * A DROP or TRUNCATE statement: the command, the name of what it drops (or several, by commas),
 * then the statement's end (`;`, a comment, a quote, a line end, CASCADE). Words after the name
 * make it a phrase about the command ("DROP TABLE syntax postgres", a documentation search).
 * An index is not in the list: dropping one loses no data (it is rebuilt from the table), and
 * migrations drop and recreate indexes routinely (`DROP INDEX IF EXISTS idx_old_temp;`).
 */
const STATEMENT_END = String.raw`\s*(?:[;,)'"\x60\n]|$|--|#|/\*|(?:cascade|restrict|purge)\b)`;
const WHOLE_DROP = new RegExp(String.raw`\bdrop\s+(?:table|database|schema|keyspace|user|view|collection)\b(?:\s+if\s+exists)?\s+[\w."\x60\[\]]+${STATEMENT_END}`, 'i');
const WHOLE_TRUNCATE = new RegExp(String.raw`\btruncate\s+(?:table\s+)?[\w."\x60\[\]]+${STATEMENT_END}`, 'i');
/**
 * A query that is itself a catalogue lookup narrowed to a named schema, table or kind, from its
 * first word to its end (`SELECT column_name FROM information_schema.columns WHERE table_name =
 * 'users'`, `SELECT name FROM sqlite_master WHERE type='table'`): an analyst learning a database.
 * The whole catalogue listed (no WHERE), narrowed by `database()` as injection cheat sheets write
 * it, reached by a UNION, after a quote or a stacked statement, or the password tables, are still
 * enumeration.
 */
const CATALOG_LOOKUP = /^\s*select\s[^;'"]*?\bfrom\s+(?:information_schema\.\w+|sqlite_master|all_tables|sys\.?(?:objects|columns))\s+where\s[^;]*?=\s*'[^']*'[^;]*;?\s*$/i;
const NOT_A_LOOKUP = /\bunion\b|\bpassw|\bmysql\.user\b|\bpg_shadow\b|\bsys(?:users|logins)\b|\b(?:database|schema|current_database|current_schema|user|version)\s*\(/i;

export const SQL_RULES: PatternRule[] = [
  // destructive
  { family: 'destructive_sql', label: 'DROP statement', pattern: '\\bdrop\\s+(?:table|database|schema|keyspace|user|view|collection)\\b(?:\\s+if\\s+exists)?\\s+[\\w."`\\[]', risk: 95, block: true, proseRisk: 40, confirm: (t) => WHOLE_DROP.test(t) },
  { family: 'destructive_sql', label: 'TRUNCATE statement', pattern: '\\btruncate\\s+table\\s+[\\w."`\\[]|(?:^|;)\\s*truncate\\s+[\\w."`\\[\\]]+\\s*(?:;|$)', risk: 90, block: true, proseRisk: 40, confirm: (t) => WHOLE_TRUNCATE.test(t) },
  { family: 'destructive_sql', label: 'DELETE without a WHERE clause', pattern: '\\bdelete\\s+from\\s+[\\w."`\\[\\]]+\\s*(?:;|$|--|#|/\\*)|\\bdelete\\s+from\\s+[\\w."`\\[\\]]+\\s+where\\s+(?:1\\s*=\\s*1|true|\'1\'\\s*=\\s*\'1\')\\s*(?:;|$|--)', risk: 85, block: true, proseRisk: 35 },
  { family: 'destructive_sql', label: 'UPDATE without a WHERE clause', pattern: '(?:^|;)\\s*update\\s+[\\w."`\\[\\]]+\\s+set\\s+[^;]{1,300}(?:;|$)', risk: 50, scope: 'sql', confirm: (t) => !/\bwhere\b/i.test(t) },
  // the database's own administrator taken over: its password changed, or a role made superuser
  { family: 'privilege_escalation', label: 'database administrator account taken over', pattern: String.raw`\balter\s+(?:user|role|login)\s+['"\x60\[]?(?:postgres|root|sa|admin|administrator|sys|system|dba)\b['"\x60\]]?[^;\n]*\b(?:password|identified)\b|\b(?:alter|create)\s+(?:user|role)\b[^;\n]*\bsuperuser\b`, risk: 60, proseRisk: 25 },
  // the other stores' "drop everything": a graph's every node (no label, no WHERE), Redis's keyspace, every Elasticsearch index
  { family: 'destructive_sql', label: 'graph database emptied', pattern: String.raw`\bmatch\s*\(\s*\w+\s*\)\s*(?:detach\s+)?delete\b`, risk: 85, block: true, proseRisk: 35 },
  { family: 'destructive_sql', label: 'Redis keyspace flushed', pattern: String.raw`(?:^|[\s;"'])flush(?:all|db)\b(?:\s+(?:a?sync))?\s*(?:$|[;"'\n])`, risk: 70, proseRisk: 30 },
  { family: 'destructive_sql', label: 'every search index deleted', pattern: String.raw`(?:-x\s*|--request\s+)delete\b[^\n]*/(?:_all|\*)(?:[\s'"?]|$)|\bdelete\s+/?(?:_all|\*)\s*$`, risk: 75, proseRisk: 30 },
  { family: 'destructive_sql', label: 'MongoDB drop or mass delete', pattern: '\\bdb\\.(?:\\w+\\.)?(?:drop(?:database)?|remove|deletemany)\\s*\\(\\s*(?:\\{\\s*\\})?\\s*\\)', risk: 85, block: true },
  // injection
  { family: 'privilege_escalation', label: 'SQL privilege grant or role change', pattern: '\\bgrant\\s+all\\b|\\bgrant\\s+[^;]{0,80}\\bto\\s+[\'"`]?[\\w-]*[\'"`]?@[\'"`]?%|\\bupdate\\s+[\\w."`\\[\\]]*(?:users?|accounts?|members?|roles?|profiles?)\\b[^;]{0,160}\\bset\\b[^;]{0,120}\\b(?:role|is_admin|admin|is_superuser|superuser|privileges?|permissions?|access_level|user_type)\\s*=\\s*[\'"]?(?:admin|administrator|root|superuser|owner|true|1)\\b|\\balter\\s+(?:user|role)\\b[^;]{0,80}\\b(?:superuser|sysadmin|dba)\\b', risk: 65, scope: 'sql' },
  { family: 'sql_injection', label: 'tautology', pattern: '(?:\\bor\\b|\\|\\|)\\s*\\(?\\s*[\'"]?[\\w%]{0,24}[\'"]?\\s*(?:={1,3}|\\blike\\b)', risk: 65, proseRisk: 30, confirm: (t) => TAUTOLOGY.test(t) },
  { family: 'sql_injection', label: 'quote break-out with boolean test', pattern: '[\'")]\\s*(?:and|or|&&|\\|\\|)\\s+\\(?\\s*\\d+\\s*(?:=|<>|!=|<|>)\\s*\\d+|[\'")]\\s*or\\s+(?:true|not\\s+false|1)\\b|[\'")]\\s*or\\s+\\w{1,30}\\s+is\\s+not\\s+null\\b', risk: 60, proseRisk: 30 },
  { family: 'sql_injection', label: 'SQL clause opening a string literal', pattern: `(?:=|\\blike|\\bin\\s*\\()\\s*['"]%?\\s+(?:(?:or|and)\\s+(?:\\d|['"][^'"]{0,20}['"]\\s*=|\\(\\s*(?:select\\b|\\d|['"])|not\\b|exists\\b|sleep|benchmark|pg_sleep|[a-z_][\\w.]*\\s*(?:=|<|>|like\\b|is\\b|in\\b))|(?:order|group)\\s+by\\s+\\d|union\\s+(?:all\\s+)?select|having\\s+\\d|limit\\s+\\d|procedure\\s+analyse|into\\s+(?:out|dump)file)`, risk: 60, proseRisk: 30 },
  { family: 'sql_injection', label: 'value starting with a SQL clause', pattern: `^\\s*['")]*\\s*(?:(?:and|or|&&|\\|\\|)\\s+\\(?\\s*\\d+\\s*(?:=|<>|!=|<|>)\\s*\\d+|(?:order|group)\\s+by\\s+\\d+\\s*(?:--|#|,|$)|having\\s+\\d|union\\s+(?:all\\s+)?select\\b)`, risk: 55 },
  // in a shell command `'pattern' -- '*.py'` ends the options (git, grep): only noted there
  { family: 'sql_injection', label: 'comment after a quote', pattern: `['"]\\s*(?:--(?:[\\s'"+#-]|$)|/\\*(?:['"]\\s*$|[^/]{0,200}\\*/))`, risk: 50, proseRisk: 20, shellRisk: 20 },
  { family: 'sql_injection', label: 'comment before a closing quote', pattern: `(?:['")]|\\d|null)\\s*(?:--[\\s+-]*|#)\\s*['"]?\\s*$`, risk: 50, proseRisk: 20, confirm: (t) => HAS_QUOTE.test(t) },
  { family: 'sql_injection', label: 'version-specific comment', pattern: '/\\*!\\d*\\s*(?:union|select|and|or|sleep)', risk: 60 },
  { family: 'sql_injection', label: 'time-based blind probe', pattern: '(?:^|[^.\\w])(?:pg_)?sleep\\s*\\(\\s*\\d|\\bbenchmark\\s*\\(\\s*\\d{3,}\\s*,|\\bwaitfor\\s+delay\\s+[\'"]|\\brandomblob\\s*\\(\\s*\\d{5,}|\\bdbms_(?:pipe\\.receive_message|lock\\.sleep)\\b|\\bpg_sleep\\b', risk: 65, proseRisk: 30 },
  { family: 'sql_injection', label: 'UNION SELECT after a quote', pattern: '[\'")]\\s*union\\b(?:\\s|/\\*.{0,20}?\\*/|\\+)+(?:all\\b(?:\\s|/\\*.{0,20}?\\*/|\\+)+|distinct\\s+)?select', risk: 65 },
  { family: 'sql_injection', label: 'UNION SELECT column probe', pattern: '\\bunion\\b(?:\\s|/\\*.{0,20}?\\*/|\\+)+(?:all\\b(?:\\s|/\\*.{0,20}?\\*/|\\+)+)?select\\s*(?:(?:null|\\d+|@@\\w+|char\\s*\\(|0x[0-9a-f]+)\\s*(?:,|--|#|$|\\))|\'[^\']{0,20}\'\\s*\\|\\|)', risk: 65 },
  { family: 'sql_injection', label: 'UNION SELECT with its tail commented out', pattern: '\\bunion\\b(?:\\s|/\\*.{0,20}?\\*/|\\+)+(?:all\\s+)?select\\b[^;\\n]{0,200}(?:--|#)\\s*\\S{0,3}\\s*$', risk: 60 },
  { family: 'sql_injection', label: 'UNION SELECT of credential columns', pattern: '\\bunion\\b(?:\\s|/\\*.{0,20}?\\*/|\\+)+(?:all\\s+)?select\\b[^;\\n]{0,120}\\b(?:password|passwd|pwd|pass|password_hash|passhash|hash|secret|api_key|token)s?\\b', risk: 60, proseRisk: 20 },
  { family: 'sql_injection', label: 'UNION SELECT', pattern: '\\bunion\\b(?:\\s|/\\*.{0,20}?\\*/)+(?:all\\s+)?select\\b', risk: 35, proseRisk: 20 },
  { family: 'sql_injection', label: 'ORDER BY column-count probe', pattern: '[\'")]\\s*(?:order|group)\\s+by\\s+\\d+\\s*(?:--|#|/\\*|[\'"])', risk: 55 },
  { family: 'sql_injection', label: 'HAVING or subquery after a quote', pattern: '[\'")]\\s*having\\s+\\d|[\'")]\\s*(?:and|or|&&|\\|\\|)\\s*\\(\\s*select\\b', risk: 60 },
  { family: 'sql_injection', label: 'stacked query after a quote', pattern: '[\'")]\\s*;\\s*(?:drop|delete|insert|update|exec|execute|shutdown|declare|create|alter|truncate|grant|revoke|select|waitfor|set)\\b', risk: 65 },
  { family: 'sql_injection', label: 'server fingerprinting', pattern: '@@(?:version|datadir|hostname|basedir|servername)\\b|\\b(?:substr(?:ing)?|mid|left|ascii)\\s*\\(\\s*(?:@@version|version\\s*\\(|user\\s*\\(|database\\s*\\(|current_user\\b)', risk: 60 },
  { family: 'sql_injection', label: 'character-code obfuscation', pattern: '\\bchar\\s*\\(\\s*\\d+\\s*\\)\\s*(?:\\+|\\|\\||,)\\s*char\\s*\\(|\\bconcat\\s*\\(\\s*0x[0-9a-f]+|\\bselect\\s*char\\s*\\(', risk: 60 },
  { family: 'sql_injection', label: 'schema enumeration', pattern: '\\binformation_schema\\.(?:tables|columns|schemata|routines)|\\bsys(?:objects|columns|users|logins)\\b|\\bmysql\\.user\\b|\\bpg_shadow\\b|\\bsqlite_master\\b|\\ball_tables\\b', risk: 45, proseRisk: 20, confirm: (t) => !CATALOG_LOOKUP.test(t) || NOT_A_LOOKUP.test(t) },
  { family: 'sql_injection', label: 'database command execution', pattern: '\\bxp_cmdshell\\b|\\bsp_oacreate\\b|\\bsp_execute_external_script\\b|\\bcopy\\s+\\w+\\s+(?:from|to)\\s+program\\b|\\bsys_exec\\s*\\(|\\blo_import\\s*\\(', risk: 90, block: true, proseRisk: 30 },
  { family: 'sql_injection', label: 'database file read or write', pattern: '\\bload_file\\s*\\(|\\binto\\s+(?:out|dump)file\\b|\\bpg_read_file\\s*\\(|\\bload\\s+data\\s+(?:local\\s+)?infile\\b|\\butl_file\\.', risk: 80, block: true, proseRisk: 30 },
  // a constant comparison that is true, with no quote to break out of (`id=1 OR 2>1`): a numeric-context tautology
  { family: 'sql_injection', label: 'numeric tautology', pattern: '\\bor\\s+\\(?\\s*\\d+\\s*(?:=|<>|!=|<=?|>=?|\\s+between\\s+\\d+\\s+and)\\s*\\d+\\b', risk: 60, proseRisk: 25, confirm: hasTrueConstantComparison },
  // `id=1 OR true--`: the rest of the query cut off after an always-true branch
  { family: 'sql_injection', label: 'always-true branch with the tail commented out', pattern: '\\bor\\s+(?:true|not\\s+false)\\s*(?:--|#|;|$)', risk: 55, proseRisk: 20 },
  // blind extraction reads the data one character at a time and compares its code
  { family: 'sql_injection', label: 'character-by-character blind extraction', pattern: '\\b(?:ascii|ord|unicode)\\s*\\(\\s*(?:substr(?:ing)?|mid)\\s*\\(', risk: 60, proseRisk: 25 },
  // the column-count probe ends the value with a comment, with or without a quote before it
  { family: 'sql_injection', label: 'ORDER BY probe with the tail commented out', pattern: '\\b(?:order|group)\\s+by\\s+\\d+\\s*(?:--[\\s+-]*|#)\\s*$', risk: 55, proseRisk: 20 },
  // a literal compared with a subquery, or a CASE on a constant condition: a yes/no question put to the database
  { family: 'sql_injection', label: 'boolean probe against a subquery', pattern: '\\b(?:and|or|&&|\\|\\|)\\s+\\d+\\s*(?:=|<>|<|>)\\s*\\(\\s*select\\b|\\bcase\\s+when\\s*\\(?\\s*(\\d+)\\s*=\\s*\\d+\\s*\\)?\\s*then\\b', risk: 55, proseRisk: 20 },
  // sqlmap's space2comment: an empty comment standing in for the space around a keyword
  { family: 'sql_injection', label: 'comments in place of spaces around keywords', pattern: '\\b(?:and|or|union|select|from|where|all)/\\*\\*/|/\\*\\*/(?:and|or|union|select|from|where)\\b', risk: 55, proseRisk: 20 },
  // the switches that turn a database server into a command runner (xp_cmdshell, OLE automation, CLR, external scripts)
  { family: 'sql_injection', label: 'server feature enabled for command execution', pattern: `\\bsp_configure\\s*\\(?\\s*n?['"](?:xp_cmdshell|ole automation procedures|show advanced options|clr enabled|external scripts enabled|ad hoc distributed queries)`, risk: 70, proseRisk: 25 },
  { family: 'sql_injection', label: 'database out-of-band or registry access', pattern: '\\bxp_(?:dirtree|fileexist|subdirs|regread|regwrite|servicecontrol)\\b|\\bsp_makewebtask\\b|\\butl_(?:http\\.request|inaddr\\.get_host)', risk: 70 },
  { family: 'sql_injection', label: 'error-based extraction', pattern: '\\b(?:extractvalue|updatexml)\\s*\\(|\\bfloor\\s*\\(\\s*rand\\s*\\(\\s*0?\\s*\\)\\s*\\*\\s*2\\s*\\)|\\bconvert\\s*\\(\\s*int\\s*,\\s*\\(|\\bcast\\s*\\(\\s*\\(\\s*select\\b', risk: 60 },
];

/**
 * PostgreSQL `COPY ... TO '/path'`: the database writes a file on its own server (a webshell, a copy of a
 * table where a web server serves it). Its own table because its opening word, `copy`, is common: it sits in
 * the third set, which has room; the first set is at its automaton budget.
 */
export const SQL_FILE_WRITE_RULES: PatternRule[] = [
  // psql's client-side `\copy` and `TO STDOUT` write nothing on the server
  { family: 'sql_injection', label: 'database writing a file on its server', pattern: String.raw`(?:^|[^\\\w])copy\s+(?:[\w."]+|\([^\n]*\))\s+to\s+'(?:/|[a-z]:\\)`, risk: 55 },
];
