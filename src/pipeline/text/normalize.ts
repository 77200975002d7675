import { HOMOGLYPHS, HOMOGLYPH_CLASS, UPPER_HOMOGLYPHS, UPPER_HOMOGLYPH_CLASS } from './homoglyphs.js';

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

/** Printable ASCII plus tab / newline / carriage return: the fast path needs no Unicode work. */
const PLAIN_ASCII = /^[\t\n\r\x20-\x7e]*$/;

/** Combining marks, format characters (Cf: zero-width, bidi, tags, soft hyphen), variation
 *  selectors, Hangul fillers and other invisible code points, plus C0/C1 controls. */
const INVISIBLE =
  // Control and combining characters are what this class exists to remove.
  // eslint-disable-next-line no-control-regex, no-misleading-character-class
  /[\p{Mn}\p{Me}\p{Cf}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\ufe00-\ufe0f\uffa0\u{e0100}-\u{e01ef}\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/gu;

const HOMOGLYPH_GLOBAL = new RegExp(HOMOGLYPH_CLASS.source, 'gu');

/** Three or more single letters each followed by one separator: "i g n o r e", "i.g.n.o.r.e". */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])(?:\p{L}[ .\-_*·•|]){2,}\p{L}(?![\p{L}\p{N}])/gu;
const SPACED_SEPARATORS = /[ .\-_*·•|]/g;

/** Leetspeak digits and symbols and the letters they stand for. */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's',
};
/** A token holding a leet character; the bounded prefix keeps the scan linear on long words. */
const LEET_TOKEN = /[a-z0-9@$]{0,32}[013457@$][a-z0-9@$]*/g;
const HAS_LETTER = /[a-z]/;
const HAS_LEET = /[013457@$]/;

/** Strip invisibles, fold compatibility forms and accents, lowercase, map homoglyphs. */
function foldCharacters(input: string): string {
  if (PLAIN_ASCII.test(input)) return input.toLowerCase();
  let s = input.normalize('NFKD').replace(INVISIBLE, '').normalize('NFC');
  s = s.replace(UPPER_HOMOGLYPH_CLASS, (c) => UPPER_HOMOGLYPHS.get(c) ?? c).toLowerCase();
  if (HOMOGLYPH_CLASS.test(s)) s = s.replace(HOMOGLYPH_GLOBAL, (c) => HOMOGLYPHS.get(c) ?? c);
  return s;
}

/** Join letters written one by one with a separator between them. */
export function collapseSpacedLetters(s: string): string {
  return s.replace(SPACED_LETTERS, (run) => run.replace(SPACED_SEPARATORS, ''));
}

/** Whitespace other than the plain space and the line feed. */
const OTHER_SPACE = /[\t\r\f\v\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;
const OTHER_SPACE_GLOBAL = new RegExp(OTHER_SPACE.source, 'g');

/** Collapse runs of horizontal whitespace to one space and blank lines to one newline. */
export function collapseWhitespace(s: string): string {
  let out = OTHER_SPACE.test(s) ? s.replace(OTHER_SPACE_GLOBAL, ' ') : s;
  out = out.replace(/ {2,}/g, ' ');
  if (out.includes('\n')) out = out.replace(/ ?\n[ \n]*/g, '\n');
  return out.trim();
}

/**
 * The canonical matching form of `s` (see the module comment). Stable: other detectors write
 * patterns against it, so changes here must keep lowercase ASCII words matching as before.
 */
export function normalizeText(s: string): string {
  return collapseWhitespace(collapseSpacedLetters(foldCharacters(s)));
}

/**
 * Leetspeak folded into letters (`1gn0r3 pr3v10us` -> `ignore previous`), applied only inside
 * tokens that mix letters with leet characters, so plain numbers stay numbers. Expects
 * normalised input; returns it unchanged when there is nothing to fold.
 */
export function foldLeet(normalized: string): string {
  if (!HAS_LEET.test(normalized)) return normalized;
  return normalized.replace(LEET_TOKEN, (token, offset: number) => {
    if (!HAS_LEET.test(token) || !HAS_LETTER.test(token)) return token;
    // user@example.com: an address, not leetspeak
    if (token.includes('@') && normalized.charCodeAt(offset + token.length) === 0x2e) return token;
    return token.replace(/[013457@$]/g, (c) => LEET[c] ?? c);
  });
}
