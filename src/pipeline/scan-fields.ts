/**
 * The string fields of one evaluation, walked once and bounded, for the detectors that read
 * every field (layers 3, 5, 6, 7) and the top-level strings layer 4 reads.
 *
 * Memo: inside `withFieldScope` (the pipeline runner opens one per evaluation) each arguments
 * object is walked once, and the same list is handed to every layer that asks for it. Keyed by
 * object identity: the arguments are not modified during an evaluation. Outside a scope the
 * lists are computed on every call (same result).
 *
 * Bound on hostile payloads: a detector spends a few microseconds per field however short it
 * is, so 10,000 one-character fields cost more than 100 KB of prose. The first
 * MAX_SEPARATE_FIELDS fields are read one by one, as before; the fields after them are joined
 * (newline-separated) into chunks of about CHUNK_CHARS characters, each read as one field under
 * the path of its first field, so their text is still scanned, at most a few dozen chunks a
 * call. The total stays bounded too: a field counts for at most MAX_SCAN_CHARS characters (no
 * detector reads more of one string), and fields after MAX_TOTAL_CHARS counted characters are
 * not read at all. Ordinary payloads (the development set has at most 21 fields and 5 KB) get
 * exactly `collectStrings` / `topLevelStrings`.
 */
import { collectStrings, topLevelStrings } from './fields.js';
import { MAX_SCAN_CHARS } from './text/views.js';
import type { StringField } from './types.js';

/** Fields read one by one before the rest are joined into chunks. */
export const MAX_SEPARATE_FIELDS = 256;
/** Size a chunk of joined small fields grows to before the next one starts. */
export const CHUNK_CHARS = 4096;
/** Counted characters (each field at most MAX_SCAN_CHARS) after which further fields are dropped. */
export const MAX_TOTAL_CHARS = 262_144;

interface Scope {
  all: WeakMap<object, readonly StringField[]>;
  bounded: WeakMap<object, readonly StringField[]>;
  top: WeakMap<object, readonly StringField[]>;
}
let scope: Scope | null = null;

/** Runs `fn` with a fresh per-evaluation memo of the field lists (nesting keeps the outer one). */
export function withFieldScope<T>(fn: () => T): T {
  if (scope !== null) return fn();
  scope = { all: new WeakMap(), bounded: new WeakMap(), top: new WeakMap() };
  try {
    return fn();
  } finally {
    scope = null;
  }
}

function memo(
  table: keyof Scope,
  value: Record<string, unknown>,
  compute: (value: Record<string, unknown>) => readonly StringField[],
): readonly StringField[] {
  // a client may send arguments that are not an object (a string, null): nothing to key on
  if (scope === null || typeof value !== 'object' || value === null) return compute(value);
  const cached = scope[table].get(value);
  if (cached !== undefined) return cached;
  const fields = compute(value);
  scope[table].set(value, fields);
  return fields;
}

/** `collectStrings(args)` itself (unbounded beyond its own 10,000 fields), memoised. */
export function allStrings(args: Record<string, unknown>): readonly StringField[] {
  return memo('all', args, (v) => collectStrings(v));
}

/** Every string field of `args` (see the module comment for the bound), memoised. */
export function scanFields(args: Record<string, unknown>): readonly StringField[] {
  return memo('bounded', args, (v) => bound(allStrings(v)));
}

/** Top-level string arguments (layer 4), bounded the same way, memoised. */
export function scanTopLevelStrings(args: Record<string, unknown>): readonly StringField[] {
  return memo('top', args, (v) => bound(topLevelStrings(v)));
}

/** `fields` cut to the bound: the first fields as they are, the rest joined into chunks. */
export function bound(fields: readonly StringField[]): readonly StringField[] {
  let counted = 0;
  let i = 0;
  for (; i < fields.length && i < MAX_SEPARATE_FIELDS; i++) {
    if (counted >= MAX_TOTAL_CHARS) return fields.slice(0, i);
    counted += Math.min(fields[i]!.value.length, MAX_SCAN_CHARS);
  }
  if (i === fields.length) return fields;
  const out = fields.slice(0, i);
  let chunk: string[] = [];
  let chunkChars = 0;
  let first: StringField | null = null;
  const flush = (): void => {
    if (first === null) return;
    out.push({ path: first.path, value: chunk.join('\n'), depth: first.depth });
    chunk = [];
    chunkChars = 0;
    first = null;
  };
  for (; i < fields.length && counted < MAX_TOTAL_CHARS; i++) {
    const field = fields[i]!;
    const length = Math.min(field.value.length, MAX_SCAN_CHARS);
    counted += length;
    if (length >= CHUNK_CHARS) {
      flush();
      out.push(field);
      continue;
    }
    if (first === null) first = field;
    chunk.push(field.value);
    chunkChars += length + 1;
    if (chunkChars >= CHUNK_CHARS) flush();
  }
  flush();
  return out;
}
