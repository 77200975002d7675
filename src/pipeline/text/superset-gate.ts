/**
 * A linear-time pre-check for a large JS regex: an RE2 regex that matches every text the JS regex
 * matches somewhere (it may match more), so a text it does not match can skip the JS regex, with
 * the same answer. Irregexp tries each alternative of a big alternation at every position of a
 * text (tens of ns a character for the injection firewall's extraction readings); RE2 reads the
 * text once through a DFA.
 *
 * The RE2 source is the JS source read as a wider language:
 *   - lookarounds (`(?!`, `(?=`, `(?<!`, `(?<=`) are dropped: without its condition a regex
 *     matches at least where it did;
 *   - `\w`, `\d`, `\b` are ASCII in both engines (the JS regex must not have the `u` flag);
 *     RE2's `.` and `i` folding accept at least what irregexp's do.
 * Texts never gated (always passed): those holding a UTF-16 surrogate (irregexp counts a pair as
 * two characters and RE2 as one, which could make a counted repeat match in JS only), and those
 * holding a space irregexp's `\s` reads and RE2's does not (\v, no-break and other Unicode
 * spaces): spelling `\s` out as the JS class in every place would multiply the RE2 program, and
 * the texts gated (normalised views) have none.
 * A regex that does not convert (a backreference, a construct RE2 lacks) gets no gate.
 */
import RE2 from 're2';
import { setInput } from '../set-input.js';

/**
 * A UTF-16 surrogate, or a space irregexp's `\s` matches and RE2's (`[\t\n\f\r ]`) does not:
 * a text holding one is not gated.
 */
const NOT_GATED = /[\ud800-\udfff\v\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;
/** The same, and a carriage return: with the `m` flag irregexp's `^` and `$` also meet a line at `\r`, RE2's only at `\n`. */
const NOT_GATED_MULTILINE = /[\r\ud800-\udfff\v\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;

/** Whether RE2's answer for `text` stands for irregexp's (see NOT_GATED); otherwise the JS regex must run. */
export function readsAlike(text: string, multiline = false): boolean {
  return !(multiline ? NOT_GATED_MULTILINE : NOT_GATED).test(text);
}

/** `source` (JS syntax) with lookarounds dropped, or null when it holds a backreference or an empty class. */
export function supersetSource(source: string): string | null {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      const next = source[i + 1] ?? '';
      if (/[1-9k]/.test(next)) return null;
      if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(source.slice(i + 2, i + 6))) {
        out += `\\x{${source.slice(i + 2, i + 6)}}`;
        i += 4;
      } else out += c + next;
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      out += c;
      continue;
    }
    if (c === '[') {
      // JS reads `[]` as a class of nothing and `[^]` as any character; RE2 reads neither so
      if (source.startsWith('[]', i) || source.startsWith('[^]', i)) return null;
      inClass = true;
      out += c;
      continue;
    }
    if (c === '(' && (source.startsWith('(?!', i) || source.startsWith('(?=', i) || source.startsWith('(?<!', i) || source.startsWith('(?<=', i))) {
      const end = groupEnd(source, i);
      if (end < 0) return null;
      i = end;
      continue;
    }
    out += c;
  }
  return out;
}

/** Index of the `)` closing the group opened at `start`, or -1. */
function groupEnd(source: string, start: number): number {
  let depth = 0;
  let inClass = false;
  for (let j = start; j < source.length; j++) {
    const c = source[j]!;
    if (c === '\\') {
      j++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return j;
  }
  return -1;
}

export interface SupersetGate {
  /** false only when `pattern` cannot match `text` anywhere */
  mayMatch(text: string): boolean;
}

const NO_GATE: SupersetGate = { mayMatch: () => true };

/** The gate of `pattern` (its `i` and `m` flags are kept; a `u`, `y` or `s` regex gets no gate). */
export function supersetGate(pattern: RegExp): SupersetGate {
  if (pattern.unicode || pattern.sticky || pattern.dotAll) return NO_GATE;
  const source = supersetSource(pattern.source);
  if (source === null) return NO_GATE;
  let re: InstanceType<typeof RE2>;
  try {
    re = new RE2(source, `u${pattern.ignoreCase ? 'i' : ''}${pattern.multiline ? 'm' : ''}`);
  } catch {
    return NO_GATE;
  }
  // a boolean answer: no byte offset of the pooled UTF-8 copy ever surfaces (see setInput)
  const notGated = pattern.multiline ? NOT_GATED_MULTILINE : NOT_GATED;
  return { mayMatch: (text) => notGated.test(text) || re.test(setInput(text) as unknown as string) };
}
