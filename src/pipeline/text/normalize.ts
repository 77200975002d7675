import { HOMOGLYPHS, UPPER_HOMOGLYPHS } from './homoglyphs.js';
import { RecentResults } from './recent.js';
import { isPlainAscii } from './traits.js';

/**
 * Text normalisation shared by the text detectors (injection firewall, indirect injection,
 * and any detector that matches words in free text).
 *
 * `normalizeText` is the stable entry point: detectors write their patterns against its output,
 * which is
 *   - compatibility-folded (NFKD, then NFC): fullwidth letters, mathematical alphanumerics,
 *     ligatures and circled letters become plain letters;
 *   - stripped of combining marks (accents, "zalgo" marks) and of invisible format characters
 *     (zero-width spaces and joiners, bidi controls, soft hyphens, tag characters, variation
 *     selectors);
 *   - lowercased, with Cyrillic / Greek / small-capital look-alikes mapped to ASCII letters and
 *     typographic quotes and dashes mapped to `'`, `"` and `-`;
 *   - with spaced-out letters joined ("i g n o r e" / "i.g.n.o.r.e" -> "ignore"); a wider gap
 *     (two or more spaces) between letter groups stays a word break;
 *   - with runs of spaces and tabs collapsed to one space and blank lines collapsed to one `\n`
 *     (line breaks are kept: some patterns anchor at the start of a line).
 * The result is meant for matching only; never show it to users as the input.
 */

/** Combining marks, format characters (Cf: zero-width, bidi, tags, soft hyphen), variation
 *  selectors, Hangul fillers and other invisible code points, plus C0/C1 controls. */
const INVISIBLE =
  // Control and combining characters are what this class exists to remove.
  // eslint-disable-next-line no-control-regex, no-misleading-character-class
  /[\p{Mn}\p{Me}\p{Cf}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\ufe00-\ufe0f\uffa0\u{e0100}-\u{e01ef}\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/gu;

/**
 * Three or more single letters, one separator between each and the same one throughout: "i g n o
 * r e", "i.g.n.o.r.e". A run that changes separator ("a b.o.m.b") is two runs, so a lone word
 * before it is not glued on ("a bomb", not "abomb").
 */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])\p{L}([ .\-_*·•|])(?:\p{L}\1)+\p{L}(?![\p{L}\p{N}])/gu;
const SPACED_SEPARATORS = /[ .\-_*·•|]/g;

/** Leetspeak digits and symbols and the letters they stand for. */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's',
};
/**
 * A token holding a leet character, `/[a-z0-9@$]{0,32}[013457@$][a-z0-9@$]*\/g`: foldLeet
 * implements this pattern by hand.
 */
const HAS_LETTER = /[a-z]/;
const HAS_LEET = /[013457@$]/;

/** INVISIBLE for one code point, tested once per distinct non-ASCII code point seen. */
// The class is INVISIBLE's own (combining marks are what it removes).
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE_ONE = new RegExp(`^${INVISIBLE.source}$`, 'u');
const invisibleCache = new Map<number, boolean>();
/** Bound on the cache (a text has few distinct code points; an attacker cannot grow it). */
const INVISIBLE_CACHE_SIZE = 8192;

function isInvisible(cp: number): boolean {
  // every ASCII character NOT_PLAIN finds is a control character, which INVISIBLE removes
  if (cp < 0x80) return true;
  let hit = invisibleCache.get(cp);
  if (hit === undefined) {
    hit = INVISIBLE_ONE.test(String.fromCodePoint(cp));
    if (invisibleCache.size < INVISIBLE_CACHE_SIZE) invisibleCache.set(cp, hit);
  }
  return hit;
}

/** Characters other than printable ASCII, tab, LF and CR: the only ones INVISIBLE can match. */
const NOT_PLAIN = /[^\t\n\r\x20-\x7e]/g;

/**
 * `s.replace(INVISIBLE, '')`. The Unicode-property regex costs ~15 ns a character; text that
 * is mostly ASCII is instead scanned with a plain class for the few other characters, each
 * tested on its own. Text dense in non-ASCII characters goes back to the regex.
 */
function stripInvisible(s: string): string {
  let out = '';
  let kept = 0;
  let visited = 0;
  NOT_PLAIN.lastIndex = 0;
  for (let m = NOT_PLAIN.exec(s); m !== null; m = NOT_PLAIN.exec(s)) {
    if (++visited > 64 && visited * 8 > m.index) return s.replace(INVISIBLE, '');
    const i = m.index;
    let cp = s.charCodeAt(i);
    let width = 1;
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < s.length) {
      const low = s.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
        width = 2;
      }
    }
    if (isInvisible(cp)) {
      out += s.slice(kept, i);
      kept = i + width;
    }
    NOT_PLAIN.lastIndex = i + width;
  }
  return kept === 0 ? s : out + s.slice(kept);
}

/** A table of single BMP characters (no surrogates) as char code -> replacement. */
function charTable(map: ReadonlyMap<string, string>): Map<number, string> {
  const table = new Map<number, string>();
  for (const [k, v] of map) {
    const code = k.charCodeAt(0);
    if (k.length !== 1 || (code >= 0xd800 && code <= 0xdfff)) throw new Error(`homoglyph key ${k} is not one BMP character`);
    table.set(code, v);
  }
  return table;
}
const UPPER_TABLE = charTable(UPPER_HOMOGLYPHS);
const LOWER_TABLE = charTable(HOMOGLYPHS);

/** A table's keys as one plain (non-`u`) class: matches what the `u` class would, BMP keys only. */
function keyClass(table: ReadonlyMap<number, string>): RegExp {
  const body = [...table.keys()].map((code) => `\\u${code.toString(16).padStart(4, '0')}`).join('');
  return new RegExp(`[${body}]`, 'g');
}
const KEY_CLASSES = new Map<ReadonlyMap<number, string>, RegExp>([UPPER_TABLE, LOWER_TABLE].map((t) => [t, keyClass(t)]));
/** Characters that can be homoglyph keys: non-ASCII, and the backtick. */
const MAYBE_KEY = /[^\t\n\r\x20-\x5f\x61-\x7e]/g;

/**
 * `s` with every key of `table` replaced: what `s.replace(/[keys]/gu, ...)` does (no key is half
 * of a surrogate pair), visiting only the characters that can be keys; text dense in such
 * characters is replaced with the keys' class in one call instead.
 */
function mapChars(s: string, table: ReadonlyMap<number, string>): string {
  let out = '';
  let kept = 0;
  MAYBE_KEY.lastIndex = 0;
  let visited = 0;
  for (let m = MAYBE_KEY.exec(s); m !== null; m = MAYBE_KEY.exec(s)) {
    const i = m.index;
    if (++visited > 64 && visited * 8 > i) return s.replace(KEY_CLASSES.get(table)!, (c) => table.get(c.charCodeAt(0)) ?? c);
    const to = table.get(s.charCodeAt(i));
    if (to === undefined) continue;
    out += s.slice(kept, i) + to;
    kept = i + 1;
  }
  return kept === 0 ? s : out + s.slice(kept);
}

/** Strip invisibles, fold compatibility forms and accents, lowercase, map homoglyphs (non-ASCII input). */
function foldCharacters(input: string): string {
  const s = stripInvisible(input.normalize('NFKD')).normalize('NFC');
  return mapChars(mapChars(s, UPPER_TABLE).toLowerCase(), LOWER_TABLE);
}

/**
 * A necessary condition for SPACED_LETTERS, without its Unicode-property look-arounds: three
 * one-character tokens separated by single separators, the first not after an ASCII letter or
 * digit and the last not before one. Any code unit at or above U+0080 counts as a possible
 * letter (so the check never misses a run), and ordinary prose rarely passes it. Found by
 * visiting each "separator, one character, separator" (a plain regex finds them quickly) and
 * checking the characters around it.
 */
const SEP_ONE_SEP = /[ .\-_*·•|](?:[A-Za-z\u0080-\ud7ff\ue000-\uffff]|[\ud800-\udbff][\udc00-\udfff])(?=[ .\-_*·•|])/g;

/** [A-Za-z] or any non-ASCII code unit: what SPACED_LETTERS' \p{L} may be, for this check. */
function maybeLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code >= 0x80;
}
function asciiAlnum(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}
const isHigh = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

function spacedHint(s: string): boolean {
  SEP_ONE_SEP.lastIndex = 0;
  for (let m = SEP_ONE_SEP.exec(s); m !== null; m = SEP_ONE_SEP.exec(s)) {
    const sep = m.index;
    const next = sep + m[0].length; // the second separator
    // first character: one code unit before the separator, or a surrogate pair ending there
    let first = sep - 1;
    if (first < 0) continue;
    const before = s.charCodeAt(first);
    if (isLow(before) && first >= 1 && isHigh(s.charCodeAt(first - 1))) first--;
    else if (!maybeLetter(before)) continue;
    if (first >= 1 && asciiAlnum(s.charCodeAt(first - 1))) continue;
    // last character: after the second separator, one code unit or a surrogate pair
    if (next + 1 >= s.length) continue;
    let after: number;
    const last = s.charCodeAt(next + 1);
    if (isHigh(last) && next + 2 < s.length && isLow(s.charCodeAt(next + 2))) after = next + 3;
    else if (maybeLetter(last)) after = next + 2;
    else continue;
    if (after < s.length && asciiAlnum(s.charCodeAt(after))) continue;
    return true;
  }
  return false;
}

/** Join letters written one by one with a separator between them. */
export function collapseSpacedLetters(s: string): string {
  if (!spacedHint(s)) return s;
  return s.replace(SPACED_LETTERS, (run) => run.replace(SPACED_SEPARATORS, ''));
}

/** Whitespace other than the plain space and the line feed. */
const OTHER_SPACE = /[\t\r\f\v\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;
const OTHER_SPACE_GLOBAL = new RegExp(OTHER_SPACE.source, 'g');

/**
 * Collapse runs of horizontal whitespace to one space and blank lines to one newline. `ascii`:
 * the caller knows `s` is printable ASCII, tab, LF and CR, where the only other spaces are tab
 * and CR (two quick searches instead of a scan with the Unicode class).
 */
export function collapseWhitespace(s: string, ascii = false): string {
  const other = ascii ? s.includes('\t') || s.includes('\r') : OTHER_SPACE.test(s);
  let out = other ? s.replace(OTHER_SPACE_GLOBAL, ' ') : s;
  out = out.replace(/ {2,}/g, ' ');
  if (out.includes('\n')) out = out.replace(/ ?\n[ \n]*/g, '\n');
  return out.trim();
}

/**
 * The canonical matching form of `s` (see the module comment). Stable: other detectors write
 * patterns against it, so changes here must keep lowercase ASCII words matching as before.
 */
export function normalizeText(s: string): string {
  return normalized.getOrCompute(s, normalizeOnce);
}

function normalizeOnce(s: string): string {
  // Plain ASCII needs no Unicode folding, and stays plain ASCII through collapseSpacedLetters.
  if (isPlainAscii(s)) return collapseWhitespace(collapseSpacedLetters(s.toLowerCase()), true);
  return collapseWhitespace(collapseSpacedLetters(foldCharacters(s)));
}

/**
 * Several layers normalise the same argument one after the other (layer 4's views, layer 7's
 * moderation, the output scanners): the last few results of normalizeText and foldLeet are kept,
 * keyed by the input text, so a long string is normalised once per evaluation. Both functions
 * are pure, so a hit returns exactly what recomputing would. Short strings are cheap to redo.
 */
const MEMO_MIN_CHARS = 256;
const MEMO_SIZE = 32;
const normalized = new RecentResults<string>(MEMO_SIZE, MEMO_MIN_CHARS);
const leetFolded = new RecentResults<string>(MEMO_SIZE, MEMO_MIN_CHARS);

/**
 * Leetspeak folded into letters (`1gn0r3 pr3v10us` -> `ignore previous`), applied only inside
 * tokens that mix letters with leet characters, so plain numbers stay numbers. Expects
 * normalised input; returns it unchanged when there is nothing to fold.
 */
export function foldLeet(normalized: string): string {
  // long text: the memo first, so the second reader of a string skips the HAS_LEET scan too
  return leetFolded.getOrCompute(normalized, foldLeetOnce);
}

function foldLeetOnce(normalized: string): string {
  return HAS_LEET.test(normalized) ? foldLeetTokens(normalized) : normalized;
}

function foldLeetTokens(normalized: string): string {
  // What `normalized.replace(LEET_TOKEN, ...)` would do, in one linear pass (the regex retries
  // its bounded prefix at every position, ~30 steps a character). A token of LEET_TOKEN runs
  // from 32 characters before the first leet character of a run of token characters (or the
  // run's start) to the run's end.
  let out = '';
  let kept = 0;
  let from = 0;
  const n = normalized.length;
  LEET_CHAR.lastIndex = 0;
  for (;;) {
    LEET_CHAR.lastIndex = from;
    const m = LEET_CHAR.exec(normalized);
    if (m === null) break;
    const first = m.index;
    let start = first;
    while (start > from && isTokenChar(normalized.charCodeAt(start - 1))) start--;
    start = Math.max(start, first - 32);
    let end = first + 1;
    while (end < n && isTokenChar(normalized.charCodeAt(end))) end++;
    const token = normalized.slice(start, end);
    from = end;
    if (!HAS_LETTER.test(token)) continue;
    // user@example.com: an address, not leetspeak
    if (token.includes('@') && normalized.charCodeAt(end) === 0x2e) continue;
    out += normalized.slice(kept, start) + token.replace(/[013457@$]/g, (c) => LEET[c] ?? c);
    kept = end;
  }
  return kept === 0 ? normalized : out + normalized.slice(kept);
}

const LEET_CHAR = /[013457@$]/g;

/** [a-z0-9@$], the characters of a LEET_TOKEN. */
function isTokenChar(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || code === 0x40 || code === 0x24;
}
