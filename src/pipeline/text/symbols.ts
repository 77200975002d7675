/**
 * Words written with symbols instead of letters, which a reader (and a model) reads back at once:
 * an emoji for the object ("how do I make a 💣"), a letter masked by an asterisk ("b*mb"), and
 * text turned upside down ("ʍoɥ oʇ ..."). Each reading is gated by a cheap test, so ordinary text
 * pays one scan for a few characters.
 */

import { isPlainAscii } from './traits.js';
import { PHONETIC_ALPHABET } from './unscramble.js';

/** Emoji that stand for an object of the harm lexicon, and the word they stand for. */
const EMOJI_WORDS: ReadonlyMap<string, string> = new Map([
  ['\u{1F4A3}', 'bomb'],
  ['\u{1F9E8}', 'explosive'],
  ['\u{1F52B}', 'gun'],
  ['\u{1F52A}', 'knife'],
  ['\u{1F5E1}', 'knife'],
  ['\u{1F48A}', 'pills'],
  ['\u{1F489}', 'syringe'],
  ['\u{2620}', 'poison'],
  ['\u{1F9EA}', 'chemical'],
  ['\u{1F525}', 'fire'],
  ['\u{1F480}', 'dead'],
  ['\u{1F4B5}', 'money'],
  ['\u{1F4B0}', 'money'],
]);
const EMOJI = new RegExp(`[${[...EMOJI_WORDS.keys()].join('')}]\\uFE0F?`, 'gu');

/** `s` with each listed emoji written as its word, or null when it holds none. */
export function emojiAsWords(s: string): string | null {
  if (isPlainAscii(s)) return null;
  EMOJI.lastIndex = 0;
  if (!EMOJI.test(s)) return null;
  return s.replace(EMOJI, (e) => ` ${EMOJI_WORDS.get(e.replace('\uFE0F', '')) ?? ''} `);
}

/**
 * Words that people mask with an asterisk or two so a filter misses them, and a reader does not:
 * a masked word is read as the one word here of its length that its visible letters fit.
 */
const MASKABLE = [
  'bomb', 'bombs', 'kill', 'killing', 'murder', 'meth', 'drugs', 'heroin', 'cocaine', 'fentanyl', 'gun', 'guns',
  'rape', 'porn', 'nude', 'nudes', 'suicide', 'poison', 'weapon', 'weapons', 'explosive', 'explosives', 'terrorist',
  'hack', 'hacking', 'steal', 'stealing', 'nazi', 'nazis', 'child', 'children', 'minor', 'minors', 'sex', 'sexual',
  'shoot', 'stab', 'overdose', 'ricin', 'sarin', 'anthrax', 'malware', 'ransomware', 'phishing', 'launder',
];
const MASKED_TOKEN = /\b[a-z]*\*{1,2}[a-z]*\b|\b[a-z]+\*{1,2}(?=\W|$)/gi;
const HAS_MASK = /[a-z]\*|\*[a-z]/i;

function unmaskToken(token: string): string {
  const lower = token.toLowerCase();
  const letters = lower.replace(/\*/g, '');
  if (letters.length < 2 || lower.length < 3) return token;
  const shape = new RegExp(`^${lower.replace(/\*/g, '[a-z]')}$`);
  const fits = MASKABLE.filter((w) => w.length === lower.length && shape.test(w));
  return fits.length === 1 ? fits[0]! : token;
}

/** `s` with masked words read back ("b*mb" -> "bomb"), or null when nothing was masked. */
export function unmasked(s: string): string | null {
  if (!HAS_MASK.test(s)) return null;
  const out = s.replace(MASKED_TOKEN, unmaskToken);
  return out === s ? null : out;
}

/** Upside-down letters and the letters they stand for (text read rotated by half a turn). */
const UPSIDE_DOWN: ReadonlyMap<string, string> = new Map(
  Object.entries({
    ɐ: 'a', q: 'b', ɔ: 'c', p: 'd', ǝ: 'e', ɟ: 'f', ƃ: 'g', ɥ: 'h', ᴉ: 'i', ı: 'i', ɾ: 'j', ʞ: 'k', l: 'l', ɯ: 'm',
    u: 'n', o: 'o', d: 'p', b: 'q', ɹ: 'r', s: 's', ʇ: 't', n: 'u', ʌ: 'v', ʍ: 'w', x: 'x', ʎ: 'y', z: 'z',
  }),
);
const UPSIDE_DOWN_HINT = /[ɐǝɥᴉʞɯɹʇʌʍʎƃɟɾ].*[ɐǝɥᴉʞɯɹʇʌʍʎƃɟɾ].*[ɐǝɥᴉʞɯɹʇʌʍʎƃɟɾ]/su;

/**
 * `s` turned right side up, or null when it does not look upside down: rotated text is reversed
 * with each letter mapped back; some writers only flip the letters, so that reading comes second.
 */
export function rightSideUp(s: string): [string, string] | null {
  if (isPlainAscii(s) || !UPSIDE_DOWN_HINT.test(s)) return null;
  const flipped = Array.from(s).map((c) => UPSIDE_DOWN.get(c) ?? c);
  return [[...flipped].reverse().join(''), flipped.join('')];
}

const PHONETIC_WORD = [...PHONETIC_ALPHABET.keys()].join('|');
/** Four or more phonetic-alphabet words in a row, with letter and word breaks between them. */
const PHONETIC_SPELLING = new RegExp(`\\b(?:${PHONETIC_WORD})(?:(?:[ ,-]+|\\s*[/|]\\s*|\\s{2,})(?:${PHONETIC_WORD})){3,}\\b`, 'gi');
const WORD_BREAK = /\s{2,}|\s*[/|]\s*/;

/**
 * `s` with words spelled in the phonetic alphabet written out, keeping the word breaks the writer
 * marked (two spaces, a slash or a bar): "Hotel Oscar Whiskey  Tango Oscar" -> "how to". Null
 * when `s` spells nothing.
 */
export function spelledOut(s: string): string | null {
  PHONETIC_SPELLING.lastIndex = 0;
  if (!PHONETIC_SPELLING.test(s)) return null;
  PHONETIC_SPELLING.lastIndex = 0;
  return s.replace(PHONETIC_SPELLING, (run) =>
    run
      .split(WORD_BREAK)
      .map((word) =>
        word
          .split(/[ ,-]+/)
          .map((w) => PHONETIC_ALPHABET.get(w.toLowerCase()) ?? '')
          .join(''),
      )
      .join(' '),
  );
}
