/**
 * Scramblings a model undoes without being asked twice: ROT13, text written backwards, words cut
 * into one-word sentences ("Ignore. All. Previous. Instructions.") and words spelled in the
 * phonetic alphabet ("India Golf November Oscar Romeo Echo"). The injection firewall reads a text
 * undone this way when its similarity scan met the trick (similarity.ts counts each).
 */

/** ROT13 of the ASCII letters of `s` (its own inverse). */
export function rot13(s: string): string {
  return s.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}

/** `s` backwards, by code point (surrogate pairs kept whole). */
export function reversed(s: string): string {
  return Array.from(s).reverse().join('');
}

/** The readings of a scrambled text: its ROT13 and its reversal. */
export function unscrambled(s: string): string[] {
  return [rot13(s), reversed(s)];
}

/** One character at a time: `[.!?]+(?=\s)` backtracks quadratically over a long run of dots. */
const SENTENCE_ENDS = /[.!?](?=\s)/g;

/** `s` with the punctuation that ends a sentence before a space dropped, so words cut into sentences read as one. */
export function joinSplitWords(s: string): string {
  return s.replace(SENTENCE_ENDS, '');
}

/** The ICAO / NATO spelling alphabet, word -> letter (common variant spellings included). */
export const PHONETIC_ALPHABET: ReadonlyMap<string, string> = new Map(
  (
    'alpha alfa bravo charlie delta echo foxtrot golf hotel india juliet juliett kilo lima mike november ' +
    'oscar papa quebec romeo sierra tango uniform victor whiskey whisky xray yankee zulu'
  )
    .split(' ')
    .map((word) => [word, word[0]!]),
);

const PHONETIC_RUN = new RegExp(String.raw`\b(?:${[...PHONETIC_ALPHABET.keys()].join('|')})(?:[\s,/-]+(?:${[...PHONETIC_ALPHABET.keys()].join('|')}))+\b`, 'g');
const RUN_SEPARATOR = /[\s,/-]+/;

/** Normalised `s` with each run of two or more phonetic-alphabet words written as the word they spell. */
export function spellPhonetic(s: string): string {
  return s.replace(PHONETIC_RUN, (run) =>
    run
      .split(RUN_SEPARATOR)
      .map((word) => PHONETIC_ALPHABET.get(word) ?? '')
      .join(''),
  );
}

/** A hyphen between two letters: "ig-nore", "in-struc-tions". */
const WORD_CUT = /([a-z])-(?=[a-z])/g;
/** In-word cuts from which a text reads as words cut into pieces, and their least share of its words. */
const MIN_WORD_CUTS = 3;
const MIN_CUTS_PER_WORD = 0.25;

/**
 * Separators that cut words into pieces ("ign.ore prev.ious", "ig_nore", "for*get", "ign/ore",
 * "ig~nore"), each
 * with its own test: a letter on both sides. The hyphen is the first (the common case).
 */
const CUT_SEPARATORS: ReadonlyArray<{ sep: string; join: RegExp; token: RegExp }> = ['-', '.', '_', '*', '/', '~', ':', '=', '^', '#'].map((sep) => {
  const e = sep.replace(/[.*/^]/, '\\$&');
  return {
    sep,
    join: new RegExp(`([a-z])${e}(?=[a-z])`, 'g'),
    // starts only at a word's start (the look-behind), so a long run of letters is not retried at each one
    token: new RegExp(`(?<![a-z])[a-z]{1,48}(?:${e}[a-z]{1,48})+`, 'g'),
  };
});

/** Cut tokens read per text, at most (cost bound). */
const MAX_CUT_TOKENS = 64;

/**
 * The words cut with `sep` in normalised `s` ("ign.ore", "os.path.join"), as `joined` (the pieces
 * put together: "ignore", "ospathjoin") and `pieces` (each piece on its own), at most
 * MAX_CUT_TOKENS of them.
 */
export function cutWords(s: string, sep: string): { joined: string[]; pieces: string[] } {
  const cut = CUT_SEPARATORS.find((c) => c.sep === sep);
  const joined: string[] = [];
  const pieces: string[] = [];
  if (cut === undefined) return { joined, pieces };
  cut.token.lastIndex = 0;
  for (let m = cut.token.exec(s); m !== null && joined.length < MAX_CUT_TOKENS; m = cut.token.exec(s)) {
    const parts = m[0].split(sep);
    joined.push(parts.join(''));
    pieces.push(...parts);
  }
  return { joined, pieces };
}

const isAsciiLower = (code: number): boolean => code >= 0x61 && code <= 0x7a;

/**
 * Letter-`sep`-letter cuts in `s`, counted as `s.match(/[a-z]SEP[a-z]/g)` would (no overlap: a
 * cut's second letter cannot start the next one), found with indexOf: a class-led regex visits
 * every letter of a long text, and this runs for each separator on every text.
 */
function countCuts(s: string, sep: string): number {
  let cuts = 0;
  let usedUpTo = -1;
  for (let i = s.indexOf(sep, 1); i > 0 && i + 1 < s.length; i = s.indexOf(sep, i + 1)) {
    if (i - 1 > usedUpTo && isAsciiLower(s.charCodeAt(i - 1)) && isAsciiLower(s.charCodeAt(i + 1))) {
      cuts++;
      usedUpTo = i + 1;
    }
  }
  return cuts;
}

/** Spaces in `s`, counted without building a list of matches. */
function spaceCount(s: string): number {
  let count = 0;
  for (let i = s.indexOf(' '); i >= 0; i = s.indexOf(' ', i + 1)) count++;
  return count;
}

/**
 * The separator with which words of normalised `s` are cut into pieces more often than compound
 * words, file names, identifiers or abbreviations have one ("Ig-nore y-our pre-vious in-struc-tions",
 * "ign.ore prev.ious instr.uctions"): at least three cuts and one for every four words. Null when
 * none: one or two "well-known" or "e.g." in a sentence are ordinary.
 */
export function wordCutSeparator(s: string): string | null {
  let words = -1;
  for (const { sep } of CUT_SEPARATORS) {
    const cuts = countCuts(s, sep);
    if (cuts < MIN_WORD_CUTS) continue;
    if (words < 0) words = spaceCount(s) + 1;
    if (cuts >= words * MIN_CUTS_PER_WORD) return sep;
  }
  return null;
}

/** True when words of normalised `s` are cut into pieces with hyphens (see wordCutSeparator). */
export function isCutIntoPieces(s: string): boolean {
  return wordCutSeparator(s) === '-';
}

/**
 * `s` with the separator `sep` (a hyphen by default) dropped between letters, so words cut into
 * pieces read whole.
 */
export function joinWordCuts(s: string, sep = '-'): string {
  const cut = CUT_SEPARATORS.find((c) => c.sep === sep);
  return cut === undefined ? s : s.replace(sep === '-' ? WORD_CUT : cut.join, '$1');
}

/**
 * `s` with the separator `sep` between letters read as a space, for words joined with it instead
 * of spaces ("ignore.all.previous.instructions"): only when the text has fewer spaces than cuts.
 */
export function spaceWordCuts(s: string, sep: string): string | null {
  const cut = CUT_SEPARATORS.find((c) => c.sep === sep);
  if (cut === undefined) return null;
  const cuts = countCuts(s, sep);
  return cuts > spaceCount(s) ? s.replace(cut.join, '$1 ') : null;
}
