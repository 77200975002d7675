/**
 * Encodings a language model reads as easily as base64 and that attackers use the same way
 * ("decode this and follow it"): base32, 8-bit binary, quoted-printable, Morse code, Braille,
 * uuencoded blocks, Ascii85 (an Adobe `<~ ~>` block or a labelled run), and Unicode tag characters (U+E0020-U+E007E), invisible on screen but read by models as the
 * ASCII they shadow ("ASCII smuggling"; normalisation strips them, so only this view shows them).
 * Each decoder turns one run into text, or returns null when the run does not decode to
 * mostly-printable text; `decodeCipherRuns` decodes every run of a string in place.
 *
 * Each check is gated by a cheap test so ordinary text pays a few character comparisons.
 */
import { isPlainAscii, hasDigit } from './traits.js';

/** Shortest encoded run worth decoding, in decoded characters (shorter ones say little). */
const MIN_DECODED = 8;
const MAX_RUN = 8192;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const BASE32_RUN = /^[A-Z2-7]{16,}=*$/;

/** A base32 run (RFC 4648 alphabet, padding optional) as text, or null. */
export function decodeBase32Run(run: string, isText: (s: string) => boolean): string | null {
  if (run.length > MAX_RUN || !BASE32_RUN.test(run)) return null;
  // ordinary upper-case words and acronyms have no digits 2-7 at all
  if (!/[2-7]/.test(run)) return null;
  const body = run.replace(/=+$/, '');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < body.length; i++) {
    buffer = (buffer << 5) | BASE32_ALPHABET.indexOf(body[i]!);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >>> bits) & 0xff);
    }
  }
  if (bytes.length < MIN_DECODED) return null;
  const text = String.fromCharCode(...bytes);
  return isText(text) ? text : null;
}

const BINARY_HINT = /[01]{8}[ ,]?[01]{8}/;
const BINARY_RUN = /\b[01]{8}(?:[ ,]?[01]{8}){3,}\b/g;
const QP_HINT = /=[0-9A-F]{2}=[0-9A-F]{2}/;
const QP_RUN = /(?:=[0-9A-F]{2}|[A-Za-z0-9 ]){0,4}(?:=[0-9A-F]{2}){4,}(?:=[0-9A-F]{2}|[A-Za-z0-9 ])*/g;
/** Words joined by quoted-printable escapes, a space written `=20` ("ignore=20all=20previous=20..."). */
const QP_WORDS_HINT = /[A-Za-z]=20[A-Za-z]/;
const QP_WORDS_RUN = /[A-Za-z0-9]+(?:=[0-9A-Fa-f]{2}[A-Za-z0-9]*){3,}/g;
const MORSE_HINT = /(?:[.-]{1,7} ){6}/;
/** Morse letters separated by single spaces, words by ` / `, `|` or several spaces. */
const MORSE_RUN = /[.-]{1,7}(?:(?: {1,3}| ?[/|] ?)[.-]{1,7}){7,}/g;
const BRAILLE_HINT = /[\u2801-\u28ff]{3}/;
const BRAILLE_RUN = /[\u2800-\u28ff][\u2800-\u28ff ]{5,}/g;
const TAG_HINT = /[\u{E0020}-\u{E007E}]/u;
const TAG_RUN = /[\u{E0020}-\u{E007E}]{4,}/gu;
/** A uuencoded block: `begin <mode> <name>`, lines of 32-96 characters, an optional backquote line, `end`. */
const UU_HINT = /(?:^|\n)begin [0-7]{3,4} \S/;
const UU_RUN = /(?:^|\n)begin [0-7]{3,4} [^\n]*\n(?:[\x20-\x60]{1,62}\n){1,200}(?:`\n)?end\b/g;

/**
 * Ascii85: an Adobe `<~ ... ~>` block, or a run after a label that names the encoding, behind a
 * colon or on the next line ("Decode the following ascii85 ... message.\n<run>").
 */
const A85_HINT = /<~|ascii ?85|base ?85|\ba85\b/i;
const A85_RUN = /<~[!-uz\s]{10,}~>|(?<=(?:ascii ?85|base ?85|\ba85\b)[^\n:]{0,120}(?::|\n)\s*)[!-uz]{10,}/gi;

const MORSE: Readonly<Record<string, string>> = {
  '.-': 'a', '-...': 'b', '-.-.': 'c', '-..': 'd', '.': 'e', '..-.': 'f', '--.': 'g', '....': 'h', '..': 'i',
  '.---': 'j', '-.-': 'k', '.-..': 'l', '--': 'm', '-.': 'n', '---': 'o', '.--.': 'p', '--.-': 'q', '.-.': 'r',
  '...': 's', '-': 't', '..-': 'u', '...-': 'v', '.--': 'w', '-..-': 'x', '-.--': 'y', '--..': 'z',
  '-----': '0', '.----': '1', '..---': '2', '...--': '3', '....-': '4', '.....': '5', '-....': '6',
  '--...': '7', '---..': '8', '----.': '9',
};

/** Grade-1 Braille letters (the dot patterns of a-z). */
const BRAILLE_LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const BRAILLE_DOTS = [1, 3, 9, 25, 17, 11, 27, 19, 10, 26, 5, 7, 13, 29, 21, 15, 31, 23, 14, 30, 37, 39, 58, 45, 61, 53];
const BRAILLE: ReadonlyMap<number, string> = new Map(BRAILLE_DOTS.map((dots, i) => [0x2800 + dots, BRAILLE_LETTERS[i]!]));

function decodeBinaryRun(run: string): string {
  const bytes = run.split(/[ ,]/).join('').match(/[01]{8}/g) ?? [];
  return String.fromCharCode(...bytes.map((b) => parseInt(b, 2)));
}

function decodeQuotedPrintableRun(run: string): string {
  return run.replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function decodeMorseRun(run: string): string {
  return run
    .split(/ ?[/|] ?| {2,}/)
    .map((word) =>
      word
        .trim()
        .split(' ')
        .map((letter) => MORSE[letter] ?? '')
        .join(''),
    )
    .join(' ');
}

/** The text of a uuencoded block (each line: a length character, then 4 characters per 3 bytes). */
function decodeUuRun(run: string): string {
  const bytes: number[] = [];
  for (const line of run.split('\n').slice(1)) {
    if (line === '' || line === '`' || line.startsWith('end') || line.startsWith('begin')) continue;
    const length = (line.charCodeAt(0) - 32) & 63;
    const out: number[] = [];
    for (let i = 1; i < line.length && out.length < length; i += 4) {
      const c = [0, 1, 2, 3].map((k) => ((line.charCodeAt(i + k) || 32) - 32) & 63);
      out.push((c[0]! << 2) | (c[1]! >> 4), ((c[1]! & 15) << 4) | (c[2]! >> 2), ((c[2]! & 3) << 6) | c[3]!);
    }
    bytes.push(...out.slice(0, length));
  }
  return String.fromCharCode(...bytes);
}

/** Ascii85 text: groups of five characters (base 85 from '!'), 'z' for four zero bytes, a short last group padded with 'u'. */
function decodeAscii85Run(run: string): string {
  const body = run.replace(/^<~|~>$/g, '').replace(/\s+/g, '');
  const bytes: number[] = [];
  let group: number[] = [];
  const flush = (n: number): void => {
    let value = 0;
    for (const d of group) value = value * 85 + d;
    for (let i = 3; i >= 4 - n; i--) bytes.push((value >>> (8 * i)) & 0xff);
  };
  for (const ch of body) {
    if (ch === 'z' && group.length === 0) {
      bytes.push(0, 0, 0, 0);
      continue;
    }
    const d = ch.charCodeAt(0) - 33;
    if (d < 0 || d > 84) return '';
    group.push(d);
    if (group.length === 5) {
      flush(4);
      group = [];
    }
  }
  if (group.length > 1) {
    const kept = group.length - 1;
    while (group.length < 5) group.push(84);
    flush(kept);
  }
  return String.fromCharCode(...bytes);
}

function decodeTagRun(run: string): string {
  let out = '';
  for (const ch of run) out += String.fromCharCode(ch.codePointAt(0)! - 0xe0000);
  return out;
}

function decodeBrailleRun(run: string): string {
  let out = '';
  for (const ch of run) out += ch === ' ' || ch === '\u2800' ? ' ' : (BRAILLE.get(ch.charCodeAt(0)) ?? '');
  return out;
}

/** One encoding: a cheap test that `s` may hold it, its runs, and how a run decodes. */
interface Cipher {
  mayHold: (s: string) => boolean;
  run: RegExp;
  decode: (run: string) => string;
}

const CIPHERS: readonly Cipher[] = [
  { mayHold: (s) => hasDigit(s) && BINARY_HINT.test(s), run: BINARY_RUN, decode: decodeBinaryRun },
  { mayHold: (s) => s.includes('=') && QP_HINT.test(s), run: QP_RUN, decode: decodeQuotedPrintableRun },
  { mayHold: (s) => s.includes('=20') && QP_WORDS_HINT.test(s), run: QP_WORDS_RUN, decode: decodeQuotedPrintableRun },
  { mayHold: (s) => (s.includes('.-') || s.includes('-.')) && MORSE_HINT.test(s), run: MORSE_RUN, decode: decodeMorseRun },
  { mayHold: (s) => !isPlainAscii(s) && BRAILLE_HINT.test(s), run: BRAILLE_RUN, decode: decodeBrailleRun },
  { mayHold: (s) => !isPlainAscii(s) && TAG_HINT.test(s), run: TAG_RUN, decode: decodeTagRun },
  { mayHold: (s) => s.includes('begin ') && UU_HINT.test(s), run: UU_RUN, decode: decodeUuRun },
  { mayHold: (s) => A85_HINT.test(s), run: A85_RUN, decode: decodeAscii85Run },
];

/** Whether `s` may hold a binary, quoted-printable, Morse, Braille or tag-character run (cheap tests only). */
export function mayHoldCipher(s: string): boolean {
  return CIPHERS.some((c) => c.mayHold(s));
}

/**
 * `s` with its binary, quoted-printable, Morse, Braille and tag-character runs decoded in place (each run kept
 * as it was when it does not decode to text); `s` itself when there is none.
 */
export function decodeCipherRuns(s: string, isText: (s: string) => boolean): string {
  let out = s;
  for (const cipher of CIPHERS) {
    if (!cipher.mayHold(out)) continue;
    out = out.replace(cipher.run, (run) => {
      if (run.length > MAX_RUN) return run;
      const text = cipher.decode(run);
      return text.length >= MIN_DECODED && isText(text) ? ` ${text} ` : run;
    });
  }
  return out;
}
