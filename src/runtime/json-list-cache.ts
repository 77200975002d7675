/**
 * Parsed entries of Redis lists of JSON strings (session memory, verified results), kept per list
 * key between evaluations. A session's list changes by one entry per call (pushed at the end,
 * trimmed at the front), so parsing all of it on every evaluation repeats the same work up to 20
 * times per entry. An entry is reused only when its raw string is identical to one seen in the
 * list's previous read, so what callers get is exactly what parsing would give; the reused objects
 * are frozen because later reads share them.
 */

/** An entry that did not parse: left out of results, remembered so it is not parsed again. */
const CORRUPT = Symbol('corrupt');

interface CachedList {
  raw: string[];
  parsed: unknown[];
}

/** Deep-freezes a parsed JSON value (plain objects and arrays only). */
function freezeJson<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) freezeJson(child);
    Object.freeze(value);
  }
  return value;
}

function parseEntry(raw: string): unknown {
  try {
    return freezeJson(JSON.parse(raw) as unknown);
  } catch {
    // A corrupt entry is dropped rather than failing every later evaluation of the session.
    return CORRUPT;
  }
}

export class JsonListCache {
  /** least recently read list first: Map keeps insertion order, and a read re-inserts its key */
  private readonly lists = new Map<string, CachedList>();

  constructor(private readonly maxLists = 2_000) {}

  /** The parsed entries of `raw` (the list read from `key`), corrupt entries left out; frozen. */
  parse<T>(key: string, raw: unknown): T[] {
    if (!Array.isArray(raw) || raw.length === 0) {
      this.lists.delete(key);
      return [];
    }
    const previous = this.lists.get(key);
    const strings: string[] = new Array<string>(raw.length);
    const parsed: unknown[] = new Array<unknown>(raw.length);
    const out: T[] = [];
    // Entries keep their order between reads, so a cursor walks the previous list once.
    let cursor = 0;
    for (let i = 0; i < raw.length; i++) {
      const item = String(raw[i]);
      // An entry seen before keeps the string read earlier, not this read's equal copy: the copy
      // then dies with the request instead of living until the session's next read.
      let kept = item;
      let value: unknown;
      let found = false;
      if (previous) {
        for (let j = cursor; j < previous.raw.length; j++) {
          if (previous.raw[j] === item) {
            kept = previous.raw[j]!;
            value = previous.parsed[j];
            found = true;
            cursor = j + 1;
            break;
          }
        }
      }
      if (!found) value = parseEntry(item);
      strings[i] = kept;
      parsed[i] = value;
      if (value !== CORRUPT) out.push(value as T);
    }
    this.lists.delete(key);
    if (this.lists.size >= this.maxLists) this.lists.delete(this.lists.keys().next().value!);
    this.lists.set(key, { raw: strings, parsed });
    return out;
  }

  clear(): void {
    this.lists.clear();
  }
}
