import RE2 from 're2';
import { setInput } from '../../set-input.js';
import { RecentResults } from '../../text/recent.js';

/** Anything with an RE2 source: a row of a pattern table. */
export interface HasSource {
  source: string;
}

/** Shortest text whose matches are kept for the next reader (shorter ones are cheap to redo). */
const KEPT_MIN_CHARS = 256;
/** Texts kept per table: layer 4 reads up to four views of each top-level string. */
const KEPT_TEXTS = 32;

/**
 * A pattern table compiled once into one RE2.Set: one linear pass over a text says which rows
 * matched, however many rows the table has.
 *
 * The same table reads the same views one layer after another (the injection table in layer 4,
 * then in layer 5 over the top-level documents layer 4 already read), and on real text a pass
 * costs several ns a byte: the matches of the last few long texts are kept (a pure function of
 * the text; found by `===`, see RecentResults), so each view is matched once per table.
 */
export class CompiledTable<T extends HasSource> {
  private readonly set: InstanceType<typeof RE2.Set>;
  private readonly recent = new RecentResults<readonly number[]>(KEPT_TEXTS, KEPT_MIN_CHARS);
  private readonly match = (text: string): readonly number[] => this.set.match(setInput(text)).sort((a, b) => a - b);

  constructor(readonly rows: readonly T[]) {
    this.set = new RE2.Set(
      rows.map((r) => r.source),
      'u',
    );
  }

  /** Indices of the rows matching `text`, ascending; never mutated (may be shared). */
  private indicesOf(text: string): readonly number[] {
    return this.recent.getOrCompute(text, this.match);
  }

  /** Rows matching any of `texts`, in table order, each once. */
  matchAny(texts: readonly string[]): T[] {
    if (texts.length === 1) return this.indicesOf(texts[0]!).map((i) => this.rows[i]!);
    const hit = new Set<number>();
    for (const t of texts) for (const i of this.indicesOf(t)) hit.add(i);
    return [...hit].sort((a, b) => a - b).map((i) => this.rows[i]!);
  }
}
