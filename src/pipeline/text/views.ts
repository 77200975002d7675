import { decodeEmbedded, mayHoldEncoding } from './decode.js';
import { glossForeign, mayNeedGloss } from './gloss.js';
import { foldSymbolLeet, hasBarInWord, mayHoldSymbolLeet } from './leet-symbols.js';
import { foldLeet, normalizeText } from './normalize.js';
import { RecentResults } from './recent.js';

/**
 * Longest stretch of one string that the text detectors read. Longer strings are read as their
 * head and tail (attackers put payloads at either end); the middle is skipped to bound cost.
 */
export const MAX_SCAN_CHARS = 32_768;
const TAIL_CHARS = 8_192;

/** `s` cut to the scan budget: whole when short, else head + tail. */
export function clipForScan(s: string): string {
  if (s.length <= MAX_SCAN_CHARS) return s;
  return `${s.slice(0, MAX_SCAN_CHARS - TAIL_CHARS)}\n${s.slice(-TAIL_CHARS)}`;
}

const LITERAL_ESCAPE = /\\([nrt"'\\/])/g;
const ESCAPED: Readonly<Record<string, string>> = { n: '\n', r: '', t: ' ', '"': '"', "'": "'", '\\': '\\', '/': '/' };

/**
 * Literal escape sequences (`\n`, `\t`, `\"`...) of text that was JSON- or YAML-escaped once
 * more than it should be, turned back into the characters they stand for, so words on either
 * side of an escaped line break stay separate words.
 */
export function unescapeLiterals(s: string): string {
  return s.includes('\\') ? s.replace(LITERAL_ESCAPE, (_m, c: string) => ESCAPED[c] ?? c) : s;
}

/**
 * The distinct normalised readings of `s` to run patterns over, the plain normalised text
 * first: `normalizeText(s)`, its leetspeak folding, and the normalised text with embedded
 * base64 / hex / URL / HTML-entity / escape payloads decoded in place (up to two nested
 * encodings), plus that decoding's leetspeak folding, the leetspeak folding with punctuation read
 * as letters when a word holds some (leet-symbols.ts), and for text in another language its
 * word-for-word English gloss (gloss.ts). At most eight views; duplicates dropped.
 */
export function textViews(s: string): string[] {
  // a copy: callers may change their list, and a kept one is shared
  return textReadings(s).views.slice();
}

/** textViews' readings with the leetspeak foldings among them named. Shared: do not modify. */
export function textReadings(s: string): Readonly<TextReadings> {
  return memo.getOrCompute(s, computeReadings);
}

/**
 * The leetspeak-folded normalised text of `s` with its embedded payloads decoded (the last
 * decoded view of textViews), or null when `s` holds nothing that decodes. For detectors that
 * read one normalised text of their own and want the decoded payloads too (content moderation).
 */
export function decodedReading(s: string): string | null {
  // a long string's readings are kept (layer 4 read them first); a short one is tested cheaply
  if (s.length < MEMO_MIN_CHARS && !mayHoldEncoding(s)) return null;
  return memo.getOrCompute(s, computeReadings).decoded;
}

/**
 * The normalised English gloss of `s` when it may be in another language (gloss.ts), else null.
 * `normalized` is the caller's own normalised reading of `s`, where the cheap language test is
 * run for strings too short to be kept.
 */
export function glossReading(s: string, normalized: string): string | null {
  if (s.length >= MEMO_MIN_CHARS) return memo.getOrCompute(s, computeReadings).glossed;
  return mayNeedGloss(s, normalized) ? normalizeText(glossForeign(unescapeLiterals(s))) : null;
}

/**
 * `normalizeText(s)` and its leetspeak folding (the same string when folding changed nothing), as
 * content moderation reads them. A long string that layers 4 and 5 read whole (no literal escapes
 * to undo, not clipped) has both among the views they normalised already, and they are taken from
 * there instead of being normalised a second time (a string they have not read is normalised here,
 * nothing more).
 */
export function plainAndLeetReadings(s: string): { plain: string; leet: string } {
  const kept = s.length >= MEMO_MIN_CHARS && s.length <= MAX_SCAN_CHARS ? memo.get(s) : undefined;
  if (kept !== undefined && !s.includes('\\')) return { plain: kept.views[0]!, leet: kept.leet };
  const plain = normalizeText(s);
  return { plain, leet: foldLeet(plain) };
}

export interface TextReadings {
  views: string[];
  /** the leetspeak-folded normalised text (views[0] or views[1]) */
  leet: string;
  /** `leet` with punctuation read as letters (leet-symbols.ts), when that changed it; else null */
  symbolLeet: string | null;
  decoded: string | null;
  glossed: string | null;
}

/**
 * Layers 4 and 5 (and later the output scanners) read the same strings one after the other:
 * the last few strings' views are kept so each string is normalised and decoded once.
 * Only strings of at least MEMO_MIN_CHARS are kept (short ones are cheap to redo).
 */
const MEMO_SIZE = 32;
const MEMO_MIN_CHARS = 256;
const memo = new RecentResults<TextReadings>(MEMO_SIZE, MEMO_MIN_CHARS);

const ZERO_WIDTH_SPACES = /[\u200b\u2060\ufeff\u180e]/g;

/** indexOf runs at memory speed; a character-class regex would cost a few µs more per 10 KB. */
function hasZeroWidthSpace(s: string): boolean {
  return s.indexOf('\u200b') >= 0 || s.indexOf('\u2060') >= 0 || s.indexOf('\ufeff') >= 0 || s.indexOf('\u180e') >= 0;
}

function computeReadings(s: string): TextReadings {
  const clipped = unescapeLiterals(clipForScan(s));
  const base = normalizeText(clipped);
  const views = [base];
  const leet = foldLeet(base);
  if (leet !== base) views.push(leet);
  // punctuation for letters ("|gn0r3", "!nstruct!0ns"): a view of its own, only when a word holds such a symbol
  let symbolLeet: string | null = null;
  if (mayHoldSymbolLeet(leet)) {
    const folded = foldSymbolLeet(leet);
    if (folded !== leet) {
      symbolLeet = folded;
      views.push(folded);
      if (hasBarInWord(leet)) views.push(foldSymbolLeet(leet, 'l'));
    }
  }
  let decodedLeet: string | null = null;
  const decodedRaw = decodeEmbedded(clipped);
  if (decodedRaw !== clipped) {
    const decoded = normalizeText(clipForScan(decodedRaw));
    if (!views.includes(decoded)) views.push(decoded);
    decodedLeet = foldLeet(decoded);
    if (!views.includes(decodedLeet)) views.push(decodedLeet);
  }
  // zero-width spaces used as the spaces between words: normalising removes them and glues the
  // words ("ignore\u200ball\u200bprevious"); read them as spaces as well
  if (hasZeroWidthSpace(clipped)) {
    const spaced = normalizeText(clipped.replace(ZERO_WIDTH_SPACES, ' '));
    if (!views.includes(spaced)) views.push(spaced);
  }
  let glossed: string | null = null;
  if (mayNeedGloss(clipped, base)) {
    glossed = normalizeText(glossForeign(clipped));
    if (!views.includes(glossed)) views.push(glossed);
  }
  return { views, leet, symbolLeet, decoded: decodedLeet, glossed };
}
