/**
 * Character-class facts about a string that several layers ask of the same argument (layer 3's
 * decoding, layer 4's normalisation and decoding, layer 6's recognizers). Each is a scan of the
 * whole string; for long strings the answers are kept for the last few strings (found by `===`,
 * see RecentResults), so each long argument is scanned once per fact.
 */
import { RecentResults } from './recent.js';

/** Printable ASCII plus tab / newline / carriage return. */
const PLAIN_ASCII = /^[\t\n\r\x20-\x7e]*$/;
const DIGIT = /[0-9]/;

/**
 * Strings shorter than this are scanned again: a lookup would cost about as much. A lookup of a
 * string not kept compares it with at most eight others, almost always by length alone, while
 * a scan of a few hundred characters already costs a few hundred ns and a 1 KB argument is asked
 * for each fact three or four times per evaluation.
 */
const KEPT_MIN_CHARS = 256;
const plain = new RecentResults<boolean>(8, KEPT_MIN_CHARS);
const digits = new RecentResults<boolean>(8, KEPT_MIN_CHARS);
const testPlainAscii = (s: string): boolean => PLAIN_ASCII.test(s);
const testDigit = (s: string): boolean => DIGIT.test(s);

/** Only printable ASCII, tab, LF and CR in `s`. */
export function isPlainAscii(s: string): boolean {
  return plain.getOrCompute(s, testPlainAscii);
}

/** An ASCII digit somewhere in `s`. */
export function hasDigit(s: string): boolean {
  return digits.getOrCompute(s, testDigit);
}
