/**
 * Decoding of payloads embedded in text: HTML entities, URL escapes, `\uXXXX` / `\xXX` escapes,
 * hex, base64 and base32 runs, and the binary, quoted-printable, Morse, Braille, tag-character
 * and uuencoded runs of ciphers.ts. Each encoded run is decoded in place, so the decoded words keep
 * their context ("decode and run: <payload>"). A base64 or hex decode is kept only when it is
 * mostly printable text; binary (hashes, keys, ids) is left as it was.
 */

import { isUtf8 } from 'node:buffer';
import { decodeBase32Run, decodeCipherRuns, mayHoldCipher } from './ciphers.js';
import { hasDigit } from './traits.js';

/** How many nested encodings are unwrapped (base64 inside base64, URL-encoded base64...). */
export const MAX_DECODE_DEPTH = 2;

/** Longest run handed to a decoder; longer runs are left alone (cost bound). */
const MAX_RUN = 8192;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ', sol: '/', colon: ':', lpar: '(',
  rpar: ')', period: '.', comma: ',', excl: '!', num: '#', percnt: '%', equals: '=', lowbar: '_',
  hyphen: '-', dash: '-', lsqb: '[', rsqb: ']', lcub: '{', rcub: '}', bsol: '\\', quest: '?',
};

const HTML_ENTITY = /&(?:#x([0-9a-f]{1,6})|#([0-9]{1,7})|([a-z]{2,8}));?/gi;
const URL_RUN = /(?:%[0-9a-f]{2})+/gi;
const URL_ESCAPE_COUNT = /%[0-9a-f]{2}/gi;
const ESCAPE_RUN = /(?:\\u[0-9a-f]{4}|\\u\{[0-9a-f]{1,6}\}|\\x[0-9a-f]{2})+/gi;
const SPACED_HEX_RUN = /\b(?:[0-9a-f]{2}[ :,-]){7,}[0-9a-f]{2}\b/gi;
/** Candidate runs for hex and base64 alike; the callback tells them apart. Scanning left to
 *  right, a run always starts at the first character of its class, so no look-behind is needed. */
const TOKEN_RUN = /[A-Za-z0-9+/_-]{16,}={0,2}/g;
const HEX_ONLY = /^(?:0x)?[0-9a-f]+$/i;

/** Characters that can start an entity, a URL escape or a backslash escape. */
const ESCAPE_CHARS = /[&%\\]/;

/** [A-Za-z0-9+/_-]: the characters of a base64 / hex run. */
function inRunClass(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x2b || c === 0x2f || c === 0x5f || c === 0x2d;
}

/**
 * True when `s` has a run of at least `min` base64 / hex characters. Skips ahead: a run starting
 * at or after `start` must cover `start + min - 1`, so when that character is outside the class
 * the search resumes after it; otherwise it walks back to the run's start. Ordinary words are
 * short, so most text is read about one character in `min`.
 */
function hasTokenRun(s: string, min: number): boolean {
  let start = 0;
  while (start + min <= s.length) {
    const probe = start + min - 1;
    if (!inRunClass(s.charCodeAt(probe))) {
      start = probe + 1;
      continue;
    }
    let back = probe - 1;
    while (back >= start && inRunClass(s.charCodeAt(back))) back--;
    if (back < start) return true;
    start = back + 1;
  }
  return false;
}

const SPACED_HEX_HINT = /[0-9a-f]{2}[ :,-][0-9a-f]{2}[ :,-][0-9a-f]{2}[ :,-][0-9a-f]{2}/i;

/**
 * Whether `s` may hold a spaced hex run that decodes. decodeHexRun keeps only runs with a digit,
 * so text without digits has none; the digit check is a quick scan, while the hint's pattern
 * starts a match attempt at every a-f letter of ordinary text.
 */
function maySpacedHex(s: string): boolean {
  return hasDigit(s) && SPACED_HEX_HINT.test(s);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * True when a decoded string reads as text: valid, few control characters, mostly letters,
 * digits, spaces and ordinary punctuation, and with some letters in it.
 */
export function isMostlyText(text: string): boolean {
  if (text.length < 4) return false;
  let good = 0;
  let letters = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) {
      letters++;
      good++;
    } else if ((c >= 0x20 && c <= 0x7e) || c === 0x0a || c === 0x0d || c === 0x09) {
      good++;
    } else if (c >= 0xa0 && c !== 0xfffd) {
      good++;
      letters++;
    }
  }
  return good / text.length >= 0.92 && letters / text.length >= 0.45;
}

function bytesToText(bytes: Uint8Array): string | null {
  // not UTF-8: binary data, not a hidden text payload. Checked first because the fatal decoder's
  // exception costs ~10 µs, and most candidate runs (path-like words, ids) are not UTF-8.
  if (!isUtf8(bytes)) return null;
  try {
    const text = utf8.decode(bytes);
    return isMostlyText(text) ? text : null;
  } catch {
    return null;
  }
}

function decodeBase64Run(run: string): string | null {
  if (run.length > MAX_RUN) return null;
  // A run of plain lowercase letters is an ordinary long word, not base64.
  if (!/[A-Z0-9+/_-]/.test(run) || !/[a-z]/.test(run)) return null;
  if (/[+/]/.test(run) && /[_-]/.test(run)) return null; // mixes the two alphabets
  let body = run.replace(/=+$/, '');
  if (body.length % 4 === 1) body = body.slice(0, -1);
  const bytes = Buffer.from(body.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length >= 4 ? bytesToText(bytes) : null;
}

function decodeHexRun(run: string): string | null {
  if (run.length > MAX_RUN) return null;
  const hex = run.replace(/^0x/i, '').replace(/[ :,-]/g, '');
  if (hex.length % 2 !== 0 || !/[a-f]/i.test(hex) || !/[0-9]/.test(hex)) return null;
  return bytesToText(Buffer.from(hex, 'hex'));
}

function decodeHtmlEntities(s: string): string {
  return s.replace(HTML_ENTITY, (whole, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
    if (hex !== undefined) return safeCodePoint(parseInt(hex, 16)) ?? whole;
    if (dec !== undefined) return safeCodePoint(parseInt(dec, 10)) ?? whole;
    const named = name === undefined ? undefined : NAMED_ENTITIES[name.toLowerCase()];
    return named ?? whole;
  });
}

function safeCodePoint(cp: number): string | null {
  return Number.isFinite(cp) && cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : null;
}

function decodeUrlRuns(s: string): string {
  const count = s.match(URL_ESCAPE_COUNT)?.length ?? 0;
  if (count < 2) return s;
  return s.replace(URL_RUN, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      // Not UTF-8: fall back to one character per byte so the ASCII part still reads.
      return run.replace(/%([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    }
  });
}

function decodeEscapes(s: string): string {
  return s.replace(ESCAPE_RUN, (run) =>
    run.replace(/\\u\{([0-9a-f]{1,6})\}|\\u([0-9a-f]{4})|\\x([0-9a-f]{2})/gi, (m, braced?: string, u?: string, x?: string) => {
      const cp = parseInt(braced ?? u ?? x ?? '', 16);
      return safeCodePoint(cp) ?? m;
    }),
  );
}

function decodeOnce(s: string): string {
  let out = s;
  if (out.includes('&')) out = decodeHtmlEntities(out);
  if (out.includes('%')) out = decodeUrlRuns(out);
  if (out.includes('\\')) out = decodeEscapes(out);
  if (maySpacedHex(out)) out = out.replace(SPACED_HEX_RUN, (run) => decodeHexRun(run) ?? run);
  if (mayHoldCipher(out)) out = decodeCipherRuns(out, isMostlyText);
  if (!hasTokenRun(out, 16)) return out;
  out = out.replace(TOKEN_RUN, (run) => {
    const decoded = HEX_ONLY.test(run) ? decodeHexRun(run) : (decodeBase32Run(run, isMostlyText) ?? decodeBase64Run(run));
    return decoded === null ? run : ` ${decoded} `;
  });
  return out;
}

/** Whether `s` may hold an encoded payload at all (cheap tests; false for most ordinary text). */
export function mayHoldEncoding(s: string): boolean {
  return ESCAPE_CHARS.test(s) || hasTokenRun(s, 16) || maySpacedHex(s) || mayHoldCipher(s);
}

/**
 * `s` with every embedded encoded payload decoded in place, unwrapping up to `depth` nested
 * encodings. Returns `s` itself (same string) when nothing decoded.
 */
export function decodeEmbedded(s: string, depth = MAX_DECODE_DEPTH): string {
  let current = s;
  for (let level = 0; level < depth; level++) {
    if (!mayHoldEncoding(current)) break;
    const next = decodeOnce(current);
    if (next === current) break;
    current = next;
  }
  return current;
}
