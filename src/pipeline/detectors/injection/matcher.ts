import RE2 from 're2';
import { setInput } from '../../set-input.js';

/** Anything with an RE2 source: a row of a pattern table. */
export interface HasSource {
  source: string;
}

/**
 * A pattern table compiled once into one RE2.Set: one linear pass over a text says which rows
 * matched, however many rows the table has.
 */
export class CompiledTable<T extends HasSource> {
  private readonly set: InstanceType<typeof RE2.Set>;

  constructor(readonly rows: readonly T[]) {
    this.set = new RE2.Set(
      rows.map((r) => r.source),
      'u',
    );
  }

  /** Rows matching any of `texts`, in table order, each once. */
  matchAny(texts: readonly string[]): T[] {
    if (texts.length === 1) return this.set.match(setInput(texts[0]!)).sort((a, b) => a - b).map((i) => this.rows[i]!);
    const hit = new Set<number>();
    for (const t of texts) for (const i of this.set.match(setInput(t))) hit.add(i);
    return [...hit].sort((a, b) => a - b).map((i) => this.rows[i]!);
  }
}
