/**
 * The results of a pure function of a string for the last few strings it was given, found with
 * `===` rather than a Map.
 *
 * A Map keyed by the string hashes all of it on the first lookup (about 1.4 µs per KB), and every
 * argument of a new call is a string never hashed before: for long arguments that cost as much
 * as what the memo saves. `===` is free when a caller passes the same string object again (the
 * usual hit: layer after layer reads the same argument) and nearly free for a different string
 * (the lengths differ, or an early character does); a string of equal content held in another
 * object is still found, so hits are the same as with a Map. A lookup compares with at most
 * `size` strings, each comparison at worst one memcmp of the string's length.
 *
 * Keys shorter than `minLength` are computed every time and never kept: for a short string the
 * lookup costs about what recomputing does, and keeping it would push a long one out.
 */
export class RecentResults<T> {
  private readonly keys: string[] = [];
  private readonly values: T[] = [];
  /** slot the next entry replaces once the table is full (oldest first, as the Map memos did) */
  private oldest = 0;

  constructor(
    private readonly size: number,
    private readonly minLength = 0,
  ) {}

  get(key: string): T | undefined {
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) if (keys[i] === key) return this.values[i];
    return undefined;
  }

  /** The kept result for `key`, or `compute(key)` kept for the next caller (when `key` is long enough). */
  getOrCompute(key: string, compute: (key: string) => T): T {
    if (key.length < this.minLength) return compute(key);
    let value = this.get(key);
    if (value === undefined) {
      value = compute(key);
      this.set(key, value);
    }
    return value;
  }

  set(key: string, value: T): void {
    if (this.keys.length < this.size) {
      this.keys.push(key);
      this.values.push(value);
      return;
    }
    this.keys[this.oldest] = key;
    this.values[this.oldest] = value;
    this.oldest = (this.oldest + 1) % this.size;
  }
}
