import type { StringField } from './types.js';

const MAX_DEPTH = 32;
const MAX_FIELDS = 10_000;

/**
 * Every string inside a JSON-like value, depth first, with its dotted path. Object keys are
 * included as fields of their own (path suffix `#key`) because attackers hide text in keys too.
 * Bounded in depth and count so a hostile payload cannot make the walk expensive.
 */
export function collectStrings(value: unknown, basePath = ''): StringField[] {
  const out: StringField[] = [];
  walk(value, basePath, 0, out);
  return out;
}

function walk(value: unknown, path: string, depth: number, out: StringField[]): void {
  if (out.length >= MAX_FIELDS || depth > MAX_DEPTH) return;
  if (typeof value === 'string') {
    out.push({ path, value, depth: Math.max(0, depth - 1) });
    return;
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    out.push({ path, value: String(value), depth: Math.max(0, depth - 1) });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => walk(item, join(path, String(i)), depth + 1, out));
    return;
  }
  if (value !== null && typeof value === 'object') {
    // Object.keys, not Object.entries: the same keys in the same order, without a pair array per key
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (key.length > 24) out.push({ path: join(path, key) + '#key', value: key, depth });
      walk(record[key], join(path, key), depth + 1, out);
    }
  }
}

function join(base: string, key: string): string {
  return base === '' ? key : `${base}.${key}`;
}

/** Top-level string arguments only (what the injection firewall reads). */
export function topLevelStrings(args: Record<string, unknown>): StringField[] {
  // one loop over the keys (same order as Object.entries), no pair arrays and no intermediate list
  const out: StringField[] = [];
  for (const path of Object.keys(args)) {
    const value = args[path];
    if (typeof value === 'string') out.push({ path, value, depth: 0 });
  }
  if (Array.isArray(args['messages'])) out.push(...ownTurnStrings(args['messages']));
  return out;
}

/** Roles whose turn of a chat call is the prompt itself: the words of the user, the system, the developer. */
const OWN_ROLES: ReadonlySet<unknown> = new Set(['user', 'system', 'developer']);
/** Turns read of one `messages` list (a longer history is a document, read as data by layer 5). */
const MAX_OWN_TURNS = 64;

/**
 * The text of a chat call's own turns (`messages[i].content` whose role is user, system or
 * developer; a string or text parts `[{type: "text", text}]`), as prompt-level fields: layer 4
 * reads them as it reads a `prompt` argument, and layer 5 leaves them alone (see isOwnTurnPath).
 * Tool and assistant turns are data.
 */
function ownTurnStrings(messages: readonly unknown[]): StringField[] {
  const out: StringField[] = [];
  for (let i = 0; i < messages.length && i < MAX_OWN_TURNS; i++) {
    const turn = messages[i];
    if (typeof turn !== 'object' || turn === null) continue;
    const { role, content } = turn as { role?: unknown; content?: unknown };
    if (!OWN_ROLES.has(role)) continue;
    if (typeof content === 'string') out.push({ path: `messages.${i}.content`, value: content, depth: 0 });
    else if (Array.isArray(content)) {
      content.forEach((part: unknown, k) => {
        const text = typeof part === 'object' && part !== null ? (part as { text?: unknown }).text : undefined;
        if (typeof text === 'string') out.push({ path: `messages.${i}.content.${k}.text`, value: text, depth: 0 });
      });
    }
  }
  return out;
}

const OWN_TURN_PATH = /^messages\.(\d+)\.content(?:\.\d+\.text)?$/;
/** Whether `path` (a field of `args`) is one of the own turns ownTurnStrings reads. */
export function isOwnTurnPath(args: Record<string, unknown>, path: string): boolean {
  const m = OWN_TURN_PATH.exec(path);
  if (m === null || !Array.isArray(args['messages'])) return false;
  const index = Number(m[1]);
  const turn: unknown = args['messages'][index];
  return index < MAX_OWN_TURNS && typeof turn === 'object' && turn !== null && OWN_ROLES.has((turn as { role?: unknown }).role);
}
