/**
 * How a rule's pattern enters an RE2.Set without eating the set's automaton budget.
 *
 * A set's DFA keeps its states in a fixed memory budget; past it the cache is flushed over and
 * over and matching gets 30-100x slower (1-3 ms instead of ~20 µs on a 10 KB README). Two shapes
 * fill it:
 * - counted spans (`[^\n]{0,300}`): every position inside the span is its own DFA state, crossed
 *   with every other rule's position. The set holds the open-ended span instead (`[^\n]*`, one
 *   state), which matches a superset; the rule's own pattern is then checked alone on the strings
 *   the set matched, so the verdict is exactly the pattern's.
 * - long spans (`a[^\n]*b`): once `a` is seen the span stays live to the end of the line, and on a
 *   one-line text (JSON, a minified page) to the end of the text, so each combination of opened
 *   spans multiplies the states. Rules with such spans are spread over the sets (see index.ts).
 */

/** Upper bounds from this size on are read as open-ended in the set (small counts cost little). */
const OPEN_FROM = 8;

/**
 * The pattern with each counted repeat `{m,n}` (n >= OPEN_FROM) made open-ended (`*`, `+` or `{m,}`),
 * outside character classes. Matches a superset of the pattern; the same string when nothing changes.
 */
export function setPattern(pattern: string): string {
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i]!;
    if (c === '\\') {
      out += pattern.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (c === '[') {
      const end = classEnd(pattern, i);
      out += pattern.slice(i, end);
      i = end;
      continue;
    }
    if (c === '{') {
      const m = /^\{(\d+),(\d+)\}/.exec(pattern.slice(i, i + 16));
      if (m && Number(m[2]) >= OPEN_FROM) {
        const lo = Number(m[1]);
        out += lo === 0 ? '*' : lo === 1 ? '+' : `{${lo},}`;
        i += m[0].length;
        continue;
      }
    }
    out += c;
    i++;
  }
  return out;
}

/** Index just past the character class opening at `start` (`[^]...]`, escapes, `[:alpha:]`). */
function classEnd(pattern: string, start: number): number {
  let j = start + 1;
  if (pattern[j] === '^') j++;
  if (pattern[j] === ']') j++;
  while (j < pattern.length && pattern[j] !== ']') {
    if (pattern[j] === '\\') j++;
    else if (pattern[j] === '[' && pattern[j + 1] === ':') {
      const close = pattern.indexOf(':]', j + 2);
      if (close > 0) j = close + 1;
    }
    j++;
  }
  return j + 1;
}

/** A repeated negated class or dot (`[^\n]*`, `[^;]{1,80}`, `.+`): a span that can stay open long. */
const LONG_SPAN = /\[\^(?:\\.|[^\]\\])*\](?:[*+]|\{\d+,\d*\})|(?:^|[^\\])\.(?:[*+]|\{\d+,\d*\})/;

export function hasLongSpan(pattern: string): boolean {
  return LONG_SPAN.test(pattern);
}
