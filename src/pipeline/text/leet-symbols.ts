/**
 * Leetspeak written with punctuation for letters: `|` and `!` for i, `|<` for k, `|)` for d, `(` for c, `+`
 * for t (`|gn0r3`, `!nstruct!0ns`, `$@f3+y`, `(onfiguration`). foldLeet (normalize.ts) reads only
 * digits, `@` and `$`, which never sit inside ordinary words; these symbols do sit beside words in
 * ordinary text (`!important`, `a || b`, `(see below)`, `C++`), so this folding is a view of its
 * own, built only when a text shows such a symbol inside a word (see mayHoldSymbolLeet).
 */

/**
 * A symbol between two word characters (`pr3v!0us`, `$@f3+y`, `|nstruct|ons`), or `!` / `|` opening
 * a word of two or more letters (`!gnore`, `|gn0r3`), or a letter drawn with two strokes (`|)`,
 * `|<`). Each candidate symbol is found by a native scan and judged by its neighbours: a regex
 * with these alternatives has no first character to search for and visits every position.
 */
export function mayHoldSymbolLeet(normalized: string): boolean {
  // indexOf runs at memory speed: most texts hold none of the symbols
  if (!(normalized.includes('|') || normalized.includes('!') || normalized.includes('+'))) return false;
  const n = normalized.length;
  GATE_SYMBOL.lastIndex = 0;
  for (let m = GATE_SYMBOL.exec(normalized); m !== null; m = GATE_SYMBOL.exec(normalized)) {
    const i = m.index;
    const c = normalized.charCodeAt(i);
    const prev = i > 0 ? normalized.charCodeAt(i - 1) : -1;
    const next = i + 1 < n ? normalized.charCodeAt(i + 1) : -1;
    if (isWordChar(prev) && isWordChar(next)) return true;
    if (c === 0x2b) continue;
    if (c === 0x7c && (next === 0x29 || next === 0x3c)) return true;
    const opens = prev === -1 || prev === 0x20 || prev === 0x0a || prev === 0x22 || prev === 0x27 || prev === 0x28;
    if (opens && isWordChar(next) && i + 2 < n && isWordChar(normalized.charCodeAt(i + 2))) return true;
  }
  return false;
}
const GATE_SYMBOL = /[|!+]/g;

/** A bar inside a word ("ru|3s"), for which the l reading is built too. */
export function hasBarInWord(normalized: string): boolean {
  return BAR_IN_WORD.test(normalized);
}
const BAR_IN_WORD = /[a-z0-9@$!]\|[a-z0-9@$!]/;

/** [a-z0-9@$] */
function isWordChar(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || code === 0x40 || code === 0x24;
}

const DIGIT_LETTER: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };
const SYMBOL_LETTER: Readonly<Record<string, string>> = { '|': 'i', '!': 'i', '(': 'c', '+': 't' };

/** [a-z0-9@$|!(+<]: the characters of a token that may be written in punctuation leetspeak. */
function isTokenChar(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) ||
    code === 0x40 || code === 0x24 || code === 0x7c || code === 0x21 || code === 0x28 || code === 0x2b || code === 0x3c
  );
}
const isLetter = (code: number): boolean => code >= 0x61 && code <= 0x7a;
/** | ! ( + ) and < (the second stroke of |< and |)). */
const isPunctuationLetter = (code: number): boolean => code === 0x7c || code === 0x21 || code === 0x28 || code === 0x2b || code === 0x29 || code === 0x3c;
/** Characters that end a word as punctuation ("wow!", "a|", "c++", "x<"), not as letters. */
const isTrailingSymbol = (code: number): boolean => code === 0x21 || code === 0x7c || code === 0x28 || code === 0x2b || code === 0x3c;

/** Two to four leet signs with an `@` or `$` among them and a punctuation letter: "@!" is "ai". */
const SIGNS_ONLY = /^(?=[^@$]*[@$])(?=[^|!(+]*[|!(+])[@$|!(+0-9]{2,4}$/;

/** Tokens longer than this are not words (a run of symbols, a minified blob): left as they are. */
const MAX_TOKEN = 48;

/**
 * `normalized` (already leet-folded for digits, `@` and `$`) with the punctuation letters of each
 * word that mixes them with at least two letters written as letters (`|` as `bar`: it stands for
 * an i or an l, "ru|es", "f!|t3r$"); trailing punctuation
 * ("wow!", "c++") stays. One linear pass. Returns the input when nothing was folded.
 */
export function foldSymbolLeet(normalized: string, bar: 'i' | 'l' = 'i'): string {
  // each punctuation letter is found by a native scan and its token grown around it, so prose with
  // one "wow!" costs a search, not a visit of every character
  let out = '';
  let kept = 0;
  let from = 0;
  const n = normalized.length;
  const isTokenAt = (j: number): boolean => {
    const code = normalized.charCodeAt(j);
    return isTokenChar(code) || (code === 0x29 && j > 0 && normalized.charCodeAt(j - 1) === 0x7c);
  };
  PUNCTUATION_LETTER.lastIndex = 0;
  for (;;) {
    PUNCTUATION_LETTER.lastIndex = from;
    const m = PUNCTUATION_LETTER.exec(normalized);
    if (m === null) break;
    let start = m.index;
    while (start > from && isTokenAt(start - 1) && m.index - start < MAX_TOKEN) start--;
    let i = m.index + 1;
    while (i < n && isTokenAt(i) && i - start <= MAX_TOKEN) i++;
    from = i;
    let letters = 0;
    let symbols = 0;
    for (let j = start; j < i; j++) {
      const code = normalized.charCodeAt(j);
      if (isLetter(code)) letters++;
      else if (isPunctuationLetter(code)) symbols++;
    }
    let end = i;
    // a word of leet signs alone ("@!" for "ai") keeps its last sign; a word of letters ends at its punctuation
    const signsOnly = letters === 0 && SIGNS_ONLY.test(normalized.slice(start, end));
    if (!signsOnly) {
      while (end > start && isTrailingSymbol(normalized.charCodeAt(end - 1))) {
        end--;
        symbols--;
      }
    }
    if (end - start > MAX_TOKEN || (letters < 2 && !signsOnly) || symbols <= 0) continue;
    const word = normalized
      .slice(start, end)
      .replace(/\|</g, 'k')
      .replace(/\|\)/g, 'd')
      .replace(/[|!(+]/g, (c) => (c === '|' ? bar : SYMBOL_LETTER[c]!))
      .replace(/[013457@$]/g, (c) => DIGIT_LETTER[c]!);
    out += normalized.slice(kept, start) + word;
    kept = end;
  }
  return kept === 0 ? normalized : out + normalized.slice(kept);
}
const PUNCTUATION_LETTER = /[|!(+]/g;
