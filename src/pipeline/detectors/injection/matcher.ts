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
 * A pattern table compiled once into RE2.Sets: one linear pass of each over a text says which
 * rows matched, however many rows the table has.
 *
 * A set's DFA state is the set of its rows' partial matches at a point of the text, so the states
 * of one big set multiply: on varied short texts the DFA cache of the 93-row injection table filled
 * and was rebuilt over and over (tens of µs a text). `sets` cuts the table into that many sets of
 * consecutive rows, each small enough for its cache: two passes cost far less than one that thrashes.
 *
 * The same table reads the same views one layer after another (the injection table in layer 4,
 * then in layer 5 over the top-level documents layer 4 already read), and on real text a pass
 * costs several ns a byte: the matches of the last few long texts are kept (a pure function of
 * the text; found by `===`, see RecentResults), so each view is matched once per table.
 */
export class CompiledTable<T extends HasSource> {
  /** the sets, each with the index of its first row in the table */
  private readonly sets: ReadonlyArray<{ set: InstanceType<typeof RE2.Set>; first: number }>;
  private readonly recent = new RecentResults<readonly number[]>(KEPT_TEXTS, KEPT_MIN_CHARS);
  private readonly match = (text: string): readonly number[] => {
    const input = setInput(text);
    if (this.sets.length === 1) return this.sets[0]!.set.match(input).sort((a, b) => a - b);
    const out: number[] = [];
    // the sets hold consecutive rows in order, so their sorted matches concatenate sorted
    for (const { set, first } of this.sets) for (const i of set.match(input).sort((a, b) => a - b)) out.push(first + i);
    return out;
  };

  constructor(
    readonly rows: readonly T[],
    sets = 1,
  ) {
    const size = Math.max(1, Math.ceil(rows.length / Math.max(1, sets)));
    const parts: Array<{ set: InstanceType<typeof RE2.Set>; first: number }> = [];
    for (let first = 0; first < rows.length; first += size) {
      parts.push({ set: new RE2.Set(rows.slice(first, first + size).map((r) => r.source), 'u'), first });
    }
    this.sets = parts.length > 0 ? parts : [{ set: new RE2.Set([], 'u'), first: 0 }];
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
