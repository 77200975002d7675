/**
 * off_task_action: the session read content (a web page, a product review, a received message,
 * a note, a calendar entry), then the agent makes a consequential call (it sends, pays, unlocks,
 * grants, deletes, changes a setting) that the user's own request does not ask for: neither the
 * call's action nor any of its values appear in the request (`context.prompt`). That is the shape
 * of an instruction planted in the content and followed ("please unlock my front door"), which
 * reads as an ordinary request and so escapes the text detectors.
 *
 * Needs the request: without `context.prompt` there is nothing to compare the call with.
 */
import type { SessionEvent } from '../runtime.js';
import { splitWords, toolWords, wordSet } from '../behaviour/words.js';

/** Content words a request needs before a call can be judged against it. */
const MIN_REQUEST_WORDS = 2;

/** Tags of calls whose effects reach beyond reading. */
const CONSEQUENTIAL_TAGS = ['external_send', 'privilege_change', 'remote_access', 'code_exec', 'file_write', 'state_change'];
/** Tags of the reads that bring content into the session. */
const READ_TAGS = ['web_browse', 'content_read', 'sensitive_read'];

/**
 * Action words of tool names, grouped with the words a request would use for the same action:
 * a request that names any word of a group asks for every action of the group.
 */
const ACTION_GROUPS: ReadonlyArray<readonly string[]> = [
  ['send', 'email', 'mail', 'forward', 'reply', 'respond', 'message', 'text', 'sms', 'share', 'notify', 'contact', 'write'],
  ['transfer', 'pay', 'payment', 'wire', 'send', 'move', 'remit', 'deposit', 'withdraw', 'fund', 'money'],
  ['unlock', 'open', 'let'],
  ['lock', 'close', 'secure'],
  ['delete', 'remove', 'erase', 'clear', 'cancel', 'drop', 'purge', 'discard', 'trash'],
  ['buy', 'purchase', 'order', 'checkout', 'shop'],
  ['sell', 'trade', 'list'],
  ['grant', 'give', 'allow', 'add', 'invite', 'share', 'access', 'permission', 'authorize', 'approve'],
  ['revoke', 'deny', 'block', 'ban', 'kick'],
  ['set', 'change', 'update', 'adjust', 'modify', 'edit', 'turn', 'switch', 'configure', 'enable', 'disable', 'start', 'stop'],
  ['post', 'publish', 'tweet', 'share', 'comment', 'upload'],
  ['book', 'reserve', 'schedule', 'plan', 'create', 'arrange'],
  ['run', 'execute', 'launch', 'install', 'deploy'],
  ['save', 'write', 'store', 'copy', 'export', 'backup', 'download', 'put'],
  ['follow', 'like', 'subscribe', 'join'],
  ['donate', 'give', 'contribute'],
];
const ACTION_WORDS: ReadonlySet<string> = wordSet(ACTION_GROUPS.flat());
/** Each action word (stemmed) -> every word of the groups it belongs to, itself included. */
const SAME_ACTION = new Map<string, Set<string>>();
for (const group of ACTION_GROUPS) {
  const stems = [...wordSet(group)];
  for (const w of stems) {
    let same = SAME_ACTION.get(w);
    if (same === undefined) SAME_ACTION.set(w, (same = new Set()));
    for (const other of stems) same.add(other);
  }
}
/** Read verbs: a tool led by one of these reads, whatever follows. */
const READ_VERBS: ReadonlySet<string> = wordSet([
  'get', 'read', 'search', 'list', 'view', 'fetch', 'find', 'check', 'show', 'retrieve', 'lookup', 'look', 'query', 'browse',
  'download', 'summarize', 'describe', 'count', 'calculate', 'translate',
]);
/** Words too common in requests and values to say the request asked for this call. */
const IGNORED = wordSet([
  'the', 'and', 'for', 'with', 'from', 'that', 'this', 'you', 'your', 'please', 'can', 'could', 'would', 'all', 'any', 'new',
  'true', 'false', 'null', 'none', 'yes', 'com', 'www', 'http', 'https',
]);

/** Words of a text for comparison: lower-case stemmed words of 3 characters or more, numbers of 3 digits or more. */
function contentWords(text: string, limit: number): Set<string> {
  const out = new Set<string>();
  for (const w of splitWords(text.slice(0, limit))) if (w.length >= 3 && !IGNORED.has(w)) out.add(w);
  return out;
}

function argWords(args: Record<string, unknown>): Set<string> {
  const out = new Set<string>();
  for (const value of Object.values(args)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values.slice(0, 16)) {
      if (typeof v === 'string' || typeof v === 'number') for (const w of contentWords(String(v), 200)) out.add(w);
    }
  }
  return out;
}

/** Arguments that name the operation of a generic tool (`manage_records(action: "delete")`). */
const OPERATION_KEY = /^(?:action|operation|op|command|cmd|mode|method|verb|type)$/i;

/** Action words given as the operation argument of a generic tool. */
function argActions(args: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(args)) {
    if (!OPERATION_KEY.test(key) || typeof value !== 'string') continue;
    for (const w of splitWords(value.slice(0, 64))) if (ACTION_WORDS.has(w)) out.push(w);
  }
  return out;
}

/** Whether the request names the call's action (or one of its group) or one of its values. */
function requestAsksFor(prompt: Set<string>, actions: readonly string[], values: Set<string>): boolean {
  for (const action of actions) {
    if (prompt.has(action)) return true;
    for (const w of SAME_ACTION.get(action) ?? []) if (prompt.has(w)) return true;
  }
  for (const v of values) if (prompt.has(v)) return true;
  return false;
}

/**
 * The match for a consequential call the request does not ask for, after a read, or null.
 * `recent`: the session's recent events, oldest first.
 */
export function offTaskAction(
  recent: readonly SessionEvent[],
  tool: string,
  tags: ReadonlySet<string>,
  args: Record<string, unknown> | undefined,
  prompt: string | undefined,
): { detail: string } | null {
  if (prompt === undefined || prompt.trim().length === 0) return null;
  const words = toolWords(tool);
  const consequential = CONSEQUENTIAL_TAGS.some((t) => tags.has(t));
  if (words.length === 0 || (READ_VERBS.has(words[0]!) && !consequential)) return null;
  const actions = [...words.filter((w) => ACTION_WORDS.has(w)), ...argActions(args ?? {})];
  if (actions.length === 0 && !consequential) return null;
  const read = recent.findLast((e) => READ_TAGS.some((t) => e.tags.includes(t)));
  if (read === undefined) return null;
  const requested = contentWords(prompt, 2000);
  // a request in a script the word splitter does not read (or nearly empty) cannot be compared
  if (requested.size < MIN_REQUEST_WORDS) return null;
  if (requestAsksFor(requested, actions.length > 0 ? actions : words, argWords(args ?? {}))) return null;
  return { detail: `${words.join(' ')} after reading ${toolWords(read.tool).join(' ')}, not asked for by the user's request` };
}
