/**
 * The words of a "mention, not a use" reading, shared by layer 3 (tool-poison/mention.ts) and the
 * built-in policies' exemption (`mentionedInWords` in src/policy/builtin-exemptions.ts): which
 * arguments carry words, which tools act on what they are given, and what reads a file out right
 * before its name. A leaf module, so neither side imports the other.
 */
/** Arguments that carry words for a person, a search engine or a model: a query, a question, a message. */
export const WORDS_KEY =
  /^(?:query|q|search|search_?query|search_?term|keywords?|terms?|question|prompt|input|user_?input|text|message|msg|content|body|title|summary|description|subject|notes?|comment|caption|topic|headline|abstract|details|reason)$/i;
/**
 * A regex for tool names holding one of `words` as a word of the name: after the start, a separator
 * or a camel-case boundary (`readFile`, `uploadToDrive`), before the end, a separator or a capital.
 * Case-sensitive, each word lower case, capitalised or upper case: under the `i` flag the camel-case
 * boundary `(?<=[a-z])(?=[A-Z])` holds between any two letters (`push_notifi-cat-ion`).
 */
export function nameWords(words: readonly string[]): RegExp {
  const spelled = words.map((w) => `${w}|${w[0]!.toUpperCase()}${w.slice(1)}|${w.toUpperCase()}`).join('|');
  return new RegExp(String.raw`(?:^|[._\-\s]|(?<=[a-z0-9])(?=[A-Z]))(?:${spelled})(?:$|[._\-\s]|(?=[A-Z]))`);
}

/** Tools that act on what they are given: run it, fetch it, open it, attach it, hand it over. */
export const ACTING_TOOL = nameWords([
  'read', 'cat', 'open', 'load', 'file', 'files', 'fs', 'path', 'upload', 'attach', 'attachment', 'download', 'copy', 'cp', 'mv', 'move', 'sync',
  'backup', 'archive', 'zip', 'tar', 'exfil', 'agent', 'computer', 'browser', 'desktop', 'type', 'keyboard', 'paste', 'clipboard',
]);
export const FETCHING_TOOL = /http|fetch|url|request|download|curl|scrape|crawl|browse|page/i;
/** Documents a file tool may write that no program runs: prose about a credential file, not a script reading it. */
export const DOC_PATH = /\.(?:md|markdown|txt|rst|adoc|html?)$/i;
/**
 * A word or mark that reads the file out right before its name: a command (`cat`, `cp`, `base64`),
 * a redirect or upload form (`<`, `@`, `file://`), or a request to show or send its contents.
 */
export const READ_BEFORE =
  /(?:\b(?:cat|less|more|head|tail|cp|scp|rsync|mv|tar|zip|base64|xxd|od|strings|grep|awk|sed|vim?|nano|type|gc|get-content|curl|wget|nc|source|read|reads|reading|print|show|display|dump|output|send|email|upload|post|paste|copy|attach|exfiltrate|leak|encode|contents?|open)\b|[<@=]|file:\/\/)(?:\s+(?:of|from|the|my|your|file|in))*[\s'"`(]*(?:(?:~|\$home|\/(?:home|root|users)\/[\w.-]+)\/?)?$/i;
export const NEGATED = /\b(?:not|never|don't|dont|avoid|no need to)\s+(?:\w+\s+)?\w+[\s'"`(]*\S*$/i;
export const WORD = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]{2,}/g;

