import RE2 from 're2';
import { setInput } from '../../set-input.js';
import { RecentResults } from '../../text/recent.js';

/**
 * Contexts in which a match of a row describes something else: `before` is tested on the text
 * just before the match (write it anchored with `$`), `after` on the text just after it
 * (anchored with `^`), `only` on the matched words themselves. A match is excused when `only`
 * (if given) holds and so does `before` or `after` (if either is given). A row counts in a text when at least one of its matches there is not
 * excused. Plain JS regexes: they only run on the few texts the row matched.
 */
export interface MatchExcuse {
  before?: RegExp;
  after?: RegExp;
  only?: RegExp;
  /** the text just after the match, when it shows the match is what the row reads after all (anchored with `^`) */
  afterNot?: RegExp;
}

/** The rows one text matched: those that count, and those whose every match there was excused. */
interface TextMatches {
  kept: readonly number[];
  excused: readonly number[];
}
const NONE: readonly number[] = [];

/** Anything with an RE2 source: a row of a pattern table. */
export interface HasSource {
  source: string;
  /** one excuse, or several (a match any of them excuses is excused) */
  unless?: MatchExcuse | readonly MatchExcuse[];
}

/** Characters of context on each side of a match that an excuse reads. */
const EXCUSE_CONTEXT = 120;
/** Matches of one row in one text looked at, at most (a text full of them is not excused). */
const MAX_EXCUSED_MATCHES = 16;

/** Each row with an excuse, compiled alone (global) on first use to find where it matched. */
const rowFinders = new WeakMap<HasSource, InstanceType<typeof RE2>>();
function finderOf(row: HasSource): InstanceType<typeof RE2> {
  let finder = rowFinders.get(row);
  if (finder === undefined) rowFinders.set(row, (finder = new RE2(row.source, 'gu')));
  return finder;
}

/** True when `excuse` excuses the match `[start, end)` of `text`. */
function excuses(excuse: MatchExcuse, text: string, start: number, end: number): boolean {
  const { before, after, only, afterNot } = excuse;
  if (only !== undefined && !only.test(text.slice(start, end))) return false;
  if (afterNot !== undefined && afterNot.test(text.slice(end, end + EXCUSE_CONTEXT))) return false;
  if (before === undefined && after === undefined) return true;
  return (
    (before !== undefined && before.test(text.slice(Math.max(0, start - EXCUSE_CONTEXT), start))) ||
    (after !== undefined && after.test(text.slice(end, end + EXCUSE_CONTEXT)))
  );
}

/** True when every match of `row` in `text` sits in a context one of its excuses names. */
function allMatchesExcused(row: HasSource, text: string): boolean {
  const unless = row.unless!;
  const all: readonly MatchExcuse[] = Array.isArray(unless) ? unless : [unless as MatchExcuse];
  const finder = finderOf(row);
  finder.lastIndex = 0;
  let seen = 0;
  for (let m = finder.exec(text); m !== null; m = finder.exec(text)) {
    if (++seen > MAX_EXCUSED_MATCHES) return false;
    const start = m.index;
    const end = start + m[0].length;
    const excused = all.some((excuse) => excuses(excuse, text, start, end));
    if (!excused) return false;
    if (m[0].length === 0) finder.lastIndex++;
  }
  return true;
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
  private readonly recent = new RecentResults<TextMatches>(KEPT_TEXTS, KEPT_MIN_CHARS);
  /** whether any row has an excuse (most tables have none: their matches are kept as they are) */
  private readonly excusable: boolean;
  private readonly match = (text: string): readonly number[] => {
    const input = setInput(text);
    if (this.sets.length === 1) return this.sets[0]!.set.match(input).sort((a, b) => a - b);
    const out: number[] = [];
    // the sets hold consecutive rows in order, so their sorted matches concatenate sorted
    for (const { set, first } of this.sets) for (const i of set.match(input).sort((a, b) => a - b)) out.push(first + i);
    return out;
  };
  private readonly matchWithExcuses = (text: string): TextMatches => {
    const indices = this.match(text);
    if (!this.excusable || !indices.some((i) => this.rows[i]!.unless !== undefined)) return { kept: indices, excused: NONE };
    const kept: number[] = [];
    const excused: number[] = [];
    for (const i of indices) (this.rows[i]!.unless !== undefined && allMatchesExcused(this.rows[i]!, text) ? excused : kept).push(i);
    return { kept, excused };
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
    this.excusable = rows.some((r) => r.unless !== undefined);
  }

  /** The rows `text` matches (indices ascending, excused ones apart); never mutated (may be shared). */
  private matchesOf(text: string): TextMatches {
    return this.recent.getOrCompute(text, this.matchWithExcuses);
  }

  /** Rows matching any of `texts`, in table order, each once; a match in a context its row excuses does not count. */
  matchAny(texts: readonly string[]): T[] {
    if (texts.length === 1) return this.matchesOf(texts[0]!).kept.map((i) => this.rows[i]!);
    const hit = new Set<number>();
    for (const t of texts) for (const i of this.matchesOf(t).kept) hit.add(i);
    return [...hit].sort((a, b) => a - b).map((i) => this.rows[i]!);
  }

  /**
   * matchAny, and the rows that matched `texts` only in contexts their excuse names (in none of
   * them otherwise): what the text says in those words is something else, which a caller may
   * want to know of another reading of the same words (layer 4's similarity half).
   */
  matchAnyWithExcused(texts: readonly string[]): { rows: T[]; excused: T[] } {
    const kept = new Set<number>();
    let excused: Set<number> | null = null;
    for (const t of texts) {
      const m = this.matchesOf(t);
      for (const i of m.kept) kept.add(i);
      if (m.excused.length > 0) for (const i of m.excused) (excused ??= new Set()).add(i);
    }
    const rows = [...kept].sort((a, b) => a - b).map((i) => this.rows[i]!);
    if (excused === null) return { rows, excused: [] };
    return { rows, excused: [...excused].filter((i) => !kept.has(i)).map((i) => this.rows[i]!) };
  }
}
