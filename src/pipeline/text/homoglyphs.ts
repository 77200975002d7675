/**
 * Look-alike characters mapped to the ASCII letter they imitate. NFKC already folds fullwidth
 * forms, mathematical alphanumerics and ligatures; this table covers what NFKC leaves alone:
 * Cyrillic, Greek, Armenian and a few IPA / Latin-extended letters used in homoglyph attacks.
 * Keys are lowercase (the table is applied after lowercasing).
 */
const PAIRS: ReadonlyArray<readonly [string, string]> = [
  // Cyrillic
  ['а', 'a'], ['в', 'b'], ['с', 'c'], ['ԁ', 'd'], ['е', 'e'], ['ё', 'e'], ['ѐ', 'e'], ['һ', 'h'],
  ['н', 'h'], ['і', 'i'], ['ї', 'i'], ['ј', 'j'], ['к', 'k'], ['ӏ', 'l'], ['м', 'm'], ['п', 'n'],
  ['о', 'o'], ['р', 'p'], ['ԛ', 'q'], ['г', 'r'], ['ѕ', 's'], ['т', 't'], ['ц', 'u'], ['ѵ', 'v'],
  ['ш', 'w'], ['ԝ', 'w'], ['х', 'x'], ['у', 'y'], ['ү', 'y'], ['з', '3'], ['ь', 'b'], ['ɑ', 'a'],
  // Greek
  ['α', 'a'], ['β', 'b'], ['ϲ', 'c'], ['δ', 'd'], ['ε', 'e'], ['η', 'n'], ['ι', 'i'], ['ί', 'i'],
  ['κ', 'k'], ['ν', 'v'], ['ο', 'o'], ['ό', 'o'], ['ρ', 'p'], ['τ', 't'], ['υ', 'u'], ['ύ', 'u'],
  ['χ', 'x'], ['γ', 'y'], ['ω', 'w'], ['ϳ', 'j'], ['ς', 's'], ['μ', 'u'],
  // Armenian
  ['օ', 'o'], ['ս', 'u'], ['ց', 'g'], ['հ', 'h'], ['ո', 'n'], ['ք', 'q'],
  // Latin extended / IPA
  ['ı', 'i'], ['ȷ', 'j'], ['ɡ', 'g'], ['ɩ', 'i'], ['ʀ', 'r'], ['ʏ', 'y'], ['ᴀ', 'a'], ['ʙ', 'b'],
  ['ᴄ', 'c'], ['ᴅ', 'd'], ['ᴇ', 'e'], ['ɢ', 'g'], ['ʜ', 'h'], ['ɪ', 'i'], ['ᴊ', 'j'], ['ᴋ', 'k'],
  ['ʟ', 'l'], ['ᴍ', 'm'], ['ɴ', 'n'], ['ᴏ', 'o'], ['ᴘ', 'p'], ['ꜱ', 's'], ['ᴛ', 't'], ['ᴜ', 'u'],
  ['ᴠ', 'v'], ['ᴡ', 'w'], ['ᴢ', 'z'], ['ł', 'l'], ['ø', 'o'], ['đ', 'd'], ['ħ', 'h'], ['ŧ', 't'],
  // Punctuation look-alikes
  ['\u2018', "'"], ['\u2019', "'"], ['\u201a', "'"], ['\u201b', "'"], ['\u2032', "'"], ['`', "'"],
  ['\u201c', '"'], ['\u201d', '"'], ['\u201e', '"'], ['\u201f', '"'], ['\u2033', '"'], ['«', '"'],
  ['»', '"'], ['\u2010', '-'], ['\u2011', '-'], ['\u2012', '-'], ['\u2013', '-'], ['\u2014', '-'],
  ['\u2015', '-'], ['\u2212', '-'], ['\u2044', '/'], ['\u2215', '/'], ['\u02d0', ':'], ['\u0589', ':'],
];

export const HOMOGLYPHS: ReadonlyMap<string, string> = new Map(PAIRS);

/**
 * Capital look-alikes whose lowercase form looks like a different Latin letter (Greek `Ν` is
 * "N" but `ν` is "v"): mapped before lowercasing.
 */
export const UPPER_HOMOGLYPHS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y',
    Χ: 'X', А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', У: 'Y', Х: 'X',
    І: 'I', Ј: 'J', Ѕ: 'S',
  }),
);
export const UPPER_HOMOGLYPH_CLASS = new RegExp(`[${[...UPPER_HOMOGLYPHS.keys()].join('')}]`, 'gu');

/** Every key of the table in one character class, to find strings that need the slow path. */
export const HOMOGLYPH_CLASS = new RegExp(`[${[...HOMOGLYPHS.keys()].join('').replace(/[-\]\\^]/g, '\\$&')}]`, 'u');
