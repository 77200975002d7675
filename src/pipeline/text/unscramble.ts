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
const WORD_CUT_TEST = /[a-z]-[a-z]/g;
const WORD_GAP = / /g;
/** In-word hyphens from which a text reads as words cut into pieces, and their least share of its words. */
const MIN_WORD_CUTS = 3;
const MIN_CUTS_PER_WORD = 0.25;

/**
 * True when words of normalised `s` are cut with hyphens into pieces more often than compound
 * words have them ("Ig-nore y-our pre-vious in-struc-tions"): one or two "well-known" in a
 * sentence are ordinary.
 */
export function isCutIntoPieces(s: string): boolean {
  if (!s.includes('-')) return false;
  const cuts = s.match(WORD_CUT_TEST)?.length ?? 0;
  if (cuts < MIN_WORD_CUTS) return false;
  const words = (s.match(WORD_GAP)?.length ?? 0) + 1;
  return cuts >= words * MIN_CUTS_PER_WORD;
}

/** `s` with the hyphens between letters dropped, so words cut into pieces read whole. */
export function joinWordCuts(s: string): string {
  return s.replace(WORD_CUT, '$1');
}
