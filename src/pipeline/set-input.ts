/**
 * What to hand to `RE2.Set#match` for a string. Given a string, node-re2 encodes it into a new
 * standalone UTF-8 Buffer on every call. For short strings that costs more than the match itself;
 * `Buffer.from` encodes the same bytes (a lone surrogate becomes U+FFFD either way) into Node's
 * pooled slab, about a third cheaper per call. For long strings the encoding is the cost, and the
 * same normalised text goes to several sets one after the other (the injection table in layers 4
 * and 5, the moderation lexicon in layer 7): the last few long strings' bytes are kept, so each
 * is encoded once.
 *
 * Only for RE2.Set: it returns pattern indices, so no byte offset of the Buffer ever surfaces.
 */
import { Buffer } from 'node:buffer';
import { RecentResults } from './text/recent.js';

/** Shortest string whose bytes are kept for the next set that reads it. */
const KEPT_MIN_CHARS = 4096;
const encoded = new RecentResults<Buffer>(4, KEPT_MIN_CHARS);
const encode = (text: string): Buffer => Buffer.from(text);

export function setInput(text: string): Buffer {
  return encoded.getOrCompute(text, encode);
}
