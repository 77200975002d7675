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
import { splitWords, stem, toolWords, wordSet } from '../behaviour/words.js';
import { KeyMemo } from '../key-memo.js';

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
  // "post it in #general" is a channel message
  ['send', 'email', 'mail', 'forward', 'reply', 'respond', 'answer', 'message', 'text', 'sms', 'dm', 'share', 'notify', 'inform', 'ping', 'contact',
    'write', 'whatsapp', 'slack', 'telegram', 'imessage', 'post'],
  // "settle up", "top up the card" ("top up" is read as one word, see PHRASES), "pay back", "reimburse"
  ['transfer', 'pay', 'payment', 'wire', 'send', 'move', 'remit', 'deposit', 'withdraw', 'fund', 'money', 'settle', 'repay', 'reimburse',
    'topup', 'recharge'],
  ['unlock', 'open', 'let', 'disarm'],
  // a bedtime routine locks up
  ['lock', 'close', 'secure', 'arm', 'goodnight', 'bedtime'],
  // "get rid of" is read as "remove" (PHRASES); "clean up the folder", "tidy the calendar"
  ['delete', 'remove', 'erase', 'clear', 'cancel', 'drop', 'purge', 'discard', 'trash', 'clean', 'tidy', 'declutter'],
  ['buy', 'purchase', 'order', 'checkout', 'shop', 'restock', 'reorder', 'replenish'],
  ['sell', 'trade', 'list'],
  ['grant', 'give', 'allow', 'add', 'invite', 'share', 'access', 'permission', 'authorize', 'approve'],
  // "kick Alice out of the workspace" for `remove_user_from_slack`
  ['revoke', 'deny', 'block', 'ban', 'kick', 'remove'],
  ['set', 'change', 'update', 'adjust', 'modify', 'edit', 'turn', 'switch', 'configure', 'enable', 'disable', 'start', 'stop',
    'brighten', 'dim', 'raise', 'lower', 'increase', 'decrease', 'reschedule', 'postpone'],
  // editing what exists: "fix the lint errors" asks for the edit, not for a change of settings
  ['edit', 'fix', 'repair', 'correct', 'patch', 'amend', 'revise'],
  // a comment on an issue or a post is the reply the request asks for
  ['comment', 'reply', 'respond'],
  ['post', 'publish', 'tweet', 'share', 'comment', 'upload', 'announce'],
  ['book', 'reserve', 'schedule', 'plan', 'create', 'arrange', 'reschedule', 'postpone', 'rebook', 'move'],
  // answering an invitation: "accept it" asks for the reply the calendar tool sends
  ['respond', 'reply', 'accept', 'decline', 'rsvp', 'confirm', 'attend'],
  ['run', 'execute', 'launch', 'install', 'deploy', 'build', 'compile'],
  ['save', 'write', 'store', 'copy', 'export', 'backup', 'download', 'put', 'append'],
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
/** Acts that open the user's home to someone: the request must name them. */
const PHYSICAL_ACCESS: ReadonlySet<string> = wordSet(['unlock', 'disarm']);
/** Read verbs: a tool led by one of these reads, whatever follows. */
const READ_VERBS: ReadonlySet<string> = wordSet([
  'get', 'read', 'search', 'list', 'view', 'fetch', 'find', 'check', 'show', 'retrieve', 'lookup', 'look', 'query', 'browse',
  'download', 'summarize', 'describe', 'count', 'calculate', 'translate',
]);
/** Words too common in requests and values to say the request asked for this call. */
const IGNORED = wordSet([
  'the', 'and', 'for', 'with', 'from', 'that', 'this', 'you', 'your', 'please', 'can', 'could', 'would', 'all', 'any', 'new',
  'true', 'false', 'null', 'none', 'yes', 'com', 'www', 'http', 'https',
  // file extensions: "passwords.txt" does not echo a request about "notes.txt"
  'txt', 'pdf', 'doc', 'docx', 'csv', 'xls', 'xlsx', 'json', 'png', 'jpg', 'jpeg', 'zip',
]);

/** Words of a text for comparison: lower-case stemmed words of 3 characters or more, numbers of 3 digits or more. */
function contentWords(text: string, limit: number): Set<string> {
  const out = new Set<string>();
  for (const w of splitWords(text.slice(0, limit))) if (w.length >= 3 && !IGNORED.has(w)) out.add(w);
  return out;
}

const LINK = /\bhttps?:\/\/\S+|\bwww\.\S+/gi;
/**
 * The domain of an e-mail address: a planted address can be chosen to echo the request
 * ("promo@boots-ads.example" for a request about hiking boots); the name before it is kept.
 */
const MAIL_DOMAIN = /@[\w-]+(?:\.[\w-]+)+/g;
const LINK_DESTINATION_KEY = /url|uri|endpoint|webhook|host|site|domain|destination|target/i;

function argWords(args: Record<string, unknown>): Set<string> {
  const out = new Set<string>();
  for (const [key, value] of Object.entries(args)) {
    const values = Array.isArray(value) ? value : [value];
    // a link in the content names the site it is on, which the request may name for other
    // reasons ("list my Dropbox files"); a link the call goes to is its destination
    const content = !LINK_DESTINATION_KEY.test(key);
    for (const v of values.slice(0, 16)) {
      if (typeof v === 'string' || typeof v === 'number') {
        const text = String(v).slice(0, 200);
        for (const w of contentWords((content ? text.replace(LINK, ' ') : text).replace(MAIL_DOMAIN, ' '), 200)) out.add(w);
      }
    }
  }
  return out;
}

/** The request's words for comparison, or null when it is too short (or in a script not read) to compare with. */
function requestWords(prompt: string): ReadonlySet<string> | null {
  return REQUEST_WORDS.get(prompt.length > MAX_PROMPT_CHARS ? prompt.slice(0, MAX_PROMPT_CHARS) : prompt);
}

const MAX_PROMPT_CHARS = 2000;
/** Every call of a session carries the same request: its words are worked out once. Shared: do not modify. */
const REQUEST_WORDS = new KeyMemo<ReadonlySet<string> | null>(
  (prompt) => {
    const requested = contentWords(prompt, MAX_PROMPT_CHARS);
    // a short request is readable even when its words are all things to read ("any new messages
    // in Slack?"): it is judged by its words before the nouns are set aside, compared after
    if (requested.size < MIN_REQUEST_WORDS) return null;
    dropNounUses(requested, prompt);
    for (const w of phrasalActions(prompt)) requested.add(w);
    return requested;
  },
  256,
  MAX_PROMPT_CHARS,
);

/**
 * Whether the user's request asks for the call: it names the call's action (`send`, `e-mail`,
 * `share`... for `GmailSendEmail`) or, with `orContent`, words of what it carries. The recipient
 * is never compared (an address planted in content can be chosen to echo the request). Null when
 * there is no request to compare with.
 */
export function requestAsksFor(tool: string, args: Record<string, unknown>, prompt: string | undefined, orContent: boolean): boolean | null {
  if (prompt === undefined || prompt.trim().length === 0) return null;
  const requested = requestWords(prompt);
  if (requested === null) return null;
  const words = toolWords(tool);
  const actions = [...words.filter((w) => ACTION_WORDS.has(w)), ...argActions(args)];
  const content: Record<string, unknown> = {};
  if (orContent) for (const [key, value] of Object.entries(args)) if (!RECIPIENT_KEY.test(key)) content[key] = value;
  return requestNames(requested, actions.length > 0 ? actions : words, argWords(content));
}
const RECIPIENT_KEY =
  /^(?:to|cc|bcc|recipients?|recipient_\w+|emails?|email_address(?:es)?|to_\w+|phone|phone_numbers?|numbers?|channel(?:_id|_name)?|chat_id|user(?:name|_id)?|webhook(?:_url)?|url|uri|endpoint|destination|target|address(?:es)?)$/i;

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

/**
 * Actions a request names in a phrase whose words say nothing alone: "get rid of the spam"
 * (remove), "top up my transit card" (topup), "grab me two tickets" (buy), and an errand about a
 * debt ("sort out the rent", "handle the parking ticket", "deal with the invoice") which is a
 * payment. Read on the request only, once per request.
 */
const PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bget(?:ting)?\s+rid\s+of\b/, 'remove'],
  [/\btop(?:ping)?[\s-]?up\b/, 'topup'],
  [/\bgrab\s+(?:me|us)\b/, 'buy'],
  // the debt named first: "the invoice from the printer shop is in my inbox, take care of it"
  [/\b(?:rent|bills?|invoices?|fines?|fees?|debts?|dues|tuition)\b[^.!?\n]{0,80}?\b(?:take\s+care\s+of|handle|settle|sort\s+out|deal\s+with|pay)\s+(?:it|that|this|them)\b/, 'pay'],
  // "a table for four", "for 4 people tonight": a reservation
  [/\btable\s+for\s+(?:one|two|three|four|five|six|seven|eight|\d{1,2})\b|\bfor\s+(?:two|three|four|five|six|seven|eight|\d{1,2})\s+(?:people|persons|guests|adults)\b/, 'book'],
  [/\b(?:sort(?:ing)?\s+out|deal(?:ing)?\s+with|take\s+care\s+of|handl(?:e|ing)|settl(?:e|ing)|clear(?:ing)?)\s+(?:[\w'-]+\s+){0,4}?(?:rent|bills?|invoices?|fines?|(?:parking|speeding)\s+tickets?|fees?|debts?|dues|tuition|tab|balance|payment)\b/, 'pay'],
];
/** A cheap look for any phrase's key word before the phrases are tried. */
const PHRASE_HINT = /\brid\b|\btop|\bgrab\b|rent|bill|invoice|fine|ticket|fee|debt|dues|tuition|\btab\b|balance|payment|table|people|persons|guests|adults/i;
function phrasalActions(prompt: string): string[] {
  if (!PHRASE_HINT.test(prompt)) return [];
  const text = prompt.slice(0, MAX_PROMPT_CHARS).toLowerCase();
  return PHRASES.filter(([re]) => re.test(text)).map(([, action]) => action);
}

/**
 * A request that hands its task to what the agent reads ("read landlord-notices.txt and follow the
 * instructions", "do the tasks on my to-do list", "do what Emma's e-mail asks"): the actions are
 * named there, not in the request, and a planted order in it is left to layer 5's reading.
 */
const DELEGATION =
  /\b(?:follow|carry\s+out|complete|perform|execute|act\s+on|do)\s+(?:all\s+|each\s+|every\s+)?(?:of\s+)?(?:the\s+|my\s+|his\s+|her\s+|their\s+|its\s+|these\s+)?(?:[\w'-]+\s+)?(?:instructions|steps|tasks|to-?dos|action\s+items)\b|\bdo\s+(?:what(?:ever)?|as)\s+(?:it|they|he|she|the\s+[\w'-]+|[\w'-]+'s?\s+[\w-]+)\s+(?:says?|asks?|requests?|tells?\s+(?:you|me))\b/;
const DELEGATION_HINT = /instruction|steps|tasks|to-?dos|action items|\bdo (?:what|as)\b/i;
const delegatesToContent = (prompt: string): boolean => DELEGATION_HINT.test(prompt) && DELEGATION.test(prompt.slice(0, MAX_PROMPT_CHARS).toLowerCase());

/**
 * Devices a request names by the effect it wants ("make it warmer" for the thermostat, "silence my
 * phone" for do-not-disturb, "the basement is flooding" for the water valve): a word of the tool's
 * name on the left, the request's words for its effect on the right. Only for calls that neither
 * send, grant, reach a remote host nor run code: a device's own setting, never a door or money.
 */
const DEVICE_EFFECTS: ReadonlyArray<readonly [ReadonlySet<string>, ReadonlySet<string>]> = [
  [
    wordSet(['thermostat', 'heating', 'heater', 'hvac', 'climate', 'temperature', 'boiler', 'radiator', 'aircon']),
    wordSet(['warm', 'warmer', 'hot', 'hotter', 'cold', 'colder', 'cooler', 'freezing', 'chilly', 'heat', 'heating', 'temperature', 'degrees', 'thermostat', 'stuffy']),
  ],
  [wordSet(['light', 'lamp', 'bulb', 'lighting', 'dimmer']), wordSet(['light', 'lamp', 'dark', 'darker', 'brighter', 'lit'])],
  [
    wordSet(['disturb', 'dnd', 'ringer', 'volume', 'silent', 'notification']),
    wordSet(['silence', 'silent', 'mute', 'quiet', 'quieter', 'louder', 'volume', 'disturb', 'ringer']),
  ],
  [wordSet(['valve']), wordSet(['leak', 'leaking', 'flood', 'flooding', 'burst'])],
  // "move my 3pm to tomorrow" for `update_event` (not for every update: "move" says nothing of settings)
  [wordSet(['event', 'meeting', 'appointment', 'calendar', 'booking', 'reservation']), wordSet(['move', 'shift'])],
  // "top up my Starbucks card" for `add_balance`
  [wordSet(['balance', 'credit', 'fund', 'wallet', 'card']), wordSet(['topup', 'recharge', 'reload'])],
];
const DEVICE_EXCLUDED_TAGS = ['external_send', 'privilege_change', 'remote_access', 'code_exec'];
/**
 * Whether the request asks for this call without naming its verb: a device's setting by the effect
 * it wants, or the call's own particular object ("add a reminder" for `create_reminder`) named
 * with an action word. The common objects of attacks (files, events, accounts, users: TOOL_OBJECTS)
 * do not count, nor any call that sends, grants, reaches a remote host, runs code or opens the home
 * (`opensHome`: an unlock or a disarm).
 */
function asksWithoutVerb(words: readonly string[], tags: ReadonlySet<string>, requested: ReadonlySet<string>, opensHome: boolean): boolean {
  if (opensHome || DEVICE_EXCLUDED_TAGS.some((t) => tags.has(t))) return false;
  for (const [device, effects] of DEVICE_EFFECTS) {
    if (!words.some((w) => device.has(w))) continue;
    for (const e of effects) if (requested.has(e)) return true;
  }
  return namesOwnObject(words, requested);
}
/** Acts that only make something new for the user: "add a reminder" may ask for `create_reminder`, never for a deletion. */
const CREATING: ReadonlySet<string> = wordSet(['create', 'add', 'new', 'make', 'set', 'save', 'put', 'schedule']);
function namesOwnObject(words: readonly string[], requested: ReadonlySet<string>): boolean {
  const acts = words.filter((w) => ACTION_WORDS.has(w));
  if (acts.length === 0 || !acts.every((w) => CREATING.has(w))) return false;
  const named = words.some((w) => w.length >= 4 && !ACTION_WORDS.has(w) && !READ_VERBS.has(w) && !TOOL_OBJECTS.has(w) && requested.has(w));
  if (!named) return false;
  for (const w of requested) if (ACTION_WORDS.has(w)) return true;
  return false;
}

/**
 * Words that name a thing as often as an action: "e-mail Bob the file" asks for a send, "summarize
 * my unread e-mails" asks for none. Only these are read for their position in the request.
 */
const NOUN_OR_VERB: ReadonlySet<string> = wordSet([
  'email', 'mail', 'message', 'text', 'sms', 'tweet', 'post', 'comment', 'dm', 'whatsapp', 'slack', 'telegram', 'imessage',
  // "check my order status" reads an order, "order me a pizza" places one
  'order',
]);
/**
 * Words after which one of those is a verb or the thing to produce ("please e-mail", "and text
 * him", "to post", "can you message", "shoot him an e-mail", "by e-mail"); after anything else
 * ("my e-mails", "the latest message", "SMS messages I received") it names something to read.
 */
const VERB_CUES: ReadonlySet<string> = new Set([
  'to', 'please', 'pls', 'kindly', 'and', 'then', 'also', 'you', 'can', 'could', 'would', 'will', 'just', 'now', 'a', 'an',
  'by', 'via', 'or',
]);
/** A cheap look for any word of NOUN_OR_VERB before the request is walked token by token. */
const NOUN_OR_VERB_TEXT = /mail|messag|text|sms|tweet|post|comment|\bdms?\b|whatsapp|slack|telegram|order/i;
const PROMPT_TOKEN = /[a-z]+|\d+|[.!?;:,\n]/g;

/** Removes from `requested` the words of NOUN_OR_VERB that the request only uses as nouns. */
function dropNounUses(requested: Set<string>, prompt: string): void {
  if (!NOUN_OR_VERB_TEXT.test(prompt)) return;
  const asVerb = new Set<string>();
  let prev = '';
  let beforeE = '';
  for (const m of prompt.slice(0, 2000).toLowerCase().matchAll(PROMPT_TOKEN)) {
    const token = m[0];
    // "e-mail" is two tokens: what counts is the word before the "e"
    if (token === 'e') {
      beforeE = prev;
      prev = token;
      continue;
    }
    const word = stem(token);
    const before = prev === 'e' ? beforeE : prev;
    if (NOUN_OR_VERB.has(word) && (before === '' || VERB_CUES.has(before) || /^[.!?;:,\n]$/.test(before))) asVerb.add(word);
    prev = token;
  }
  // a verb the word splitter cut in two ("WhatsApp" -> whats app) is still the verb
  for (const w of NOUN_OR_VERB) {
    if (asVerb.has(w)) requested.add(w);
    else requested.delete(w);
  }
}

/** Whether the request names the call's action (or one of its group) or one of its values. */
function requestNames(prompt: ReadonlySet<string>, actions: readonly string[], values: Set<string>): boolean {
  for (const action of actions) {
    if (prompt.has(action)) return true;
    for (const w of SAME_ACTION.get(action) ?? []) if (prompt.has(w)) return true;
  }
  for (const v of values) if (prompt.has(v) || participleAsked(prompt, v)) return true;
  return false;
}

/**
 * A status value in the past participle ("closed", "accepted", "cancelled", "declined") names the
 * verb the request uses for it ("close it", "accept the invite").
 */
function participleAsked(prompt: ReadonlySet<string>, value: string): boolean {
  if (value.length < 6 || !value.endsWith('ed')) return false;
  const base = value.slice(0, -2);
  return prompt.has(base) || prompt.has(value.slice(0, -1)) || (base.at(-1) === base.at(-2) && prompt.has(base.slice(0, -1)));
}

/**
 * The words of a call's values, less the nouns of its own name: "Hotel Shadow" in `reserve_hotel`
 * echoes a request that only asks to find a hotel ("hotel"), "budget file" in `delete_file` one
 * that lists files. The tool's object is what the request talks about whatever is done to it; a
 * value says the request asked for this call only through a word of its own.
 */
function valueWordsBeyondTool(args: Record<string, unknown>, words: readonly string[]): Set<string> {
  const values = argWords(args);
  for (const w of words) if (TOOL_OBJECTS.has(stem(w))) values.delete(stem(w));
  return values;
}
/**
 * Things tools act on. The service a tool goes through ("post on our Discord webhook") is the
 * request's choice of this call and is kept.
 */
const TOOL_OBJECTS: ReadonlySet<string> = wordSet([
  'hotel', 'restaurant', 'car', 'rental', 'flight', 'ticket', 'file', 'document', 'folder', 'event', 'meeting', 'calendar',
  'user', 'member', 'channel', 'money', 'transaction', 'payment', 'password', 'account', 'reservation', 'booking', 'order',
  'item', 'product', 'contact', 'note', 'task', 'info', 'information',
]);

/**
 * Whether an earlier call brought text into the session: a read of public or third-party content
 * by its tags, or any other read (a read verb in its name, no effect beyond reading:
 * `WeatherGetForecast`, `HomeDeviceListStatus`): whatever it returns can carry a planted instruction.
 */
function broughtContentIn(event: SessionEvent): boolean {
  if (READ_TAGS.some((t) => event.tags.includes(t))) return true;
  return !CONSEQUENTIAL_TAGS.some((t) => event.tags.includes(t)) && !hasActionWord(toolWords(event.tool));
}

/**
 * Whether a tool's name says it acts: an action word that no read verb comes before. A call with
 * neither (`WeatherForecast`, `StockQuote`) returns content like any read; a service or shop name
 * ahead of the read verb (`ShopGetProductDetails`) does not make it act.
 */
function hasActionWord(words: readonly string[]): boolean {
  for (const w of words) {
    if (READ_VERBS.has(w)) return false;
    if (ACTION_WORDS.has(w)) return true;
  }
  return false;
}

/** Whether a tool's name reads: a read verb among its first two words (a service or shop name may come first). */
function readsByName(words: readonly string[]): boolean {
  for (const w of words.slice(0, 2)) {
    if (READ_VERBS.has(w)) return true;
  }
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
  if (words.length === 0 || (readsByName(words) && !consequential)) return null;
  const actions = [...words.filter((w) => ACTION_WORDS.has(w)), ...argActions(args ?? {})];
  if (actions.length === 0 && !consequential) return null;
  const read = recent.findLast(broughtContentIn);
  if (read === undefined) return null;
  const requested = requestWords(prompt);
  // a request in a script the word splitter does not read (or nearly empty) cannot be compared
  if (requested === null) return null;
  if (delegatesToContent(prompt)) return null;
  // a door unlocked or an alarm disarmed is asked for by its act ("let her in", "open it"), never by a
  // value the request happens to share ("cabin-front" for a question about the drive to the cabin)
  const opensHome = words.some((w) => PHYSICAL_ACCESS.has(w));
  const values = opensHome ? new Set<string>() : valueWordsBeyondTool(args ?? {}, words);
  if (requestNames(requested, actions.length > 0 ? actions : words, values)) return null;
  if (asksWithoutVerb(words, tags, requested, opensHome)) return null;
  return { detail: `${words.join(' ')} after reading ${toolWords(read.tool).join(' ')}, not asked for by the user's request` };
}
