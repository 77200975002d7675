/**
 * Results of a pure function of a short string key (a tool name, a policy setting) for the keys
 * seen recently. An agent calls the same few tools over and over, and the session history repeats
 * them, so a lookup replaces work that would run on every call. At most `maxKeys` keys are kept
 * (the oldest goes first); keys longer than `maxKeyLength` are computed and not kept.
 * Values are shared between callers: freeze them, or copy before handing out mutable ones.
 */
export class KeyMemo<V> {
  private readonly values = new Map<string, V>();

  constructor(
    private readonly compute: (key: string) => V,
    private readonly maxKeys = 4096,
    private readonly maxKeyLength = 256,
  ) {}

  get(key: string): V {
    if (key.length > this.maxKeyLength) return this.compute(key);
    let value = this.values.get(key);
    if (value === undefined) {
      value = this.compute(key);
      if (this.values.size >= this.maxKeys) this.values.delete(this.values.keys().next().value as string);
      this.values.set(key, value);
    }
    return value;
  }
}
