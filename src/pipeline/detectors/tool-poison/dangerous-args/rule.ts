/** Shape of the pattern tables of the dangerous-argument families. */

/** Where a string argument sits, as far as the detector can tell from names and shape. */
export interface FieldContext {
  /** the argument path, e.g. `command` or `filter.0.value` */
  path: string;
  /** the tool runs shell commands, or the argument is named like a command */
  shell: boolean;
  /** the tool or argument is about SQL queries */
  sql: boolean;
  /** the value reads like natural-language text rather than a machine value */
  prose: boolean;
  /** the value is program source (functions, statements, imports), not one value for a query or path */
  source: boolean;
  /**
   * the value is text handed to a tool that only reads it (a document to summarise or translate):
   * a payload in it is quoted, not run. A path or URL the tool opens is not inert.
   */
  inert: boolean;
  /**
   * the value is text a file-writing or editing tool puts into a file (`write_file` content, an
   * edit's old and new strings): it is read as program source, and an address in it is not
   * requested now. A command in it still counts: a script written to disk runs later.
   */
  written: boolean;
  /** `run`: the value is code the tool runs; `search`: what a search tool looks for (see codeFieldKind) */
  code: 'run' | 'search' | null;
  /**
   * the value is words for a tool that acts on nothing it is given (a search query, a question, an
   * issue title: `phrase`; a message or a document's text: `text`), see mention.ts; null otherwise
   */
  words?: 'phrase' | 'text' | null;
  /** the value names the file a file-reading tool opens (`read_file`'s `path`) */
  opened?: boolean;
}

export type RuleScope = 'any' | 'shell' | 'nonshell' | 'sql' | 'nonsql';

export interface PatternRule {
  /** finding family, snake_case */
  family: string;
  /** short human description, never the payload itself */
  label: string;
  /** RE2 syntax, matched case-insensitively against the raw and the decoded value */
  pattern: string;
  risk: number;
  /** the finding alone refuses the call */
  block?: boolean;
  /** only counted in fields of that kind (default `any`) */
  scope?: RuleScope;
  /**
   * what the RE2 set holds for the rule when the pattern is too heavy for a set's automaton (a long
   * span opened by a common word): an RE2 pattern matching wherever `pattern` does (a rarer part of
   * it); a set match is then confirmed with `pattern` alone. Default: setPattern(pattern), see set-pattern.ts
   */
  setEntry?: string;
  /** risk (never blocking) when the field reads like prose; default: unchanged */
  proseRisk?: number;
  /** risk in a shell command, where the syntax is ordinary usage (e.g. `cd ../`); default: unchanged */
  shellRisk?: number;
  /**
   * when the value is code the tool runs, whether the match still counts (there most such syntax
   * is the code's own means); a rule that sets it never counts in a search literal. Default: the
   * match counts as elsewhere.
   */
  inCode?: (text: string) => boolean;
  /** extra check in plain JS (backreferences and the like), run only after the pattern matched */
  confirm?: (text: string) => boolean;
  /**
   * when the value is program source written into a file or a document (not run now), whether the
   * match still counts; default: as elsewhere
   */
  inWritten?: (text: string) => boolean;
  /**
   * risk when a file-reading tool opens the file by its own path (a server log, a configuration
   * file read while debugging): `path` must match the whole value, which holds no `..`, and
   * `unless` must not (files that hold secrets); the same path as a web parameter, reached by
   * traversal or written keeps the rule's risk. Default: unchanged
   */
  openedRisk?: { path: RegExp; unless?: RegExp; risk: number };
}

/** One match before it becomes a Finding (the caller adds the argument path). */
export interface Hit {
  family: string;
  label: string;
  risk: number;
  block: boolean;
}
