/**
 * Word splitting for tool names: snake_case, kebab-case, dotted paths and CamelCase all become
 * lower-case stemmed words (`GmailSendEmail` -> gmail send email, `aws.iam.attach_role_policy`
 * -> aws iam attach role policy). Zero-width characters are dropped and compatibility forms
 * folded so that spacing and width tricks do not hide a verb.
 */
import { KeyMemo } from '../key-memo.js';

const ZERO_WIDTH = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF\u00AD]/g;

/** Crude plural stemming, applied to both the vocabulary and the input. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return word.slice(0, -3) + 'y';
  if (/(?:ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) {
    return word.slice(0, -1);
  }
  return word;
}

/** Lower-case, stemmed words of an identifier (at most 32 words, 256 input characters). */
export function splitWords(name: string): string[] {
  const s = name
    .slice(0, 256)
    .normalize('NFKC')
    .replace(ZERO_WIDTH, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .replace(/(\d)([a-zA-Z])/g, '$1 $2')
    .toLowerCase();
  const out: string[] = [];
  for (const raw of s.split(/[^a-z0-9]+/)) {
    if (raw === '') continue;
    out.push(stem(raw));
    if (out.length >= 32) break;
  }
  return out;
}

/**
 * `splitWords(name)` for a tool name, shared: do not modify the array. The same few tool names
 * come back on every call and in every event of the session history, and splitting one costs
 * several regex passes; the words of the names seen recently are kept (bounded like canonicalTool).
 */
export function toolWords(name: string): readonly string[] {
  return WORDS.get(name);
}

const WORDS = new KeyMemo<readonly string[]>((name) => Object.freeze(splitWords(name)), 4096, Infinity);

/** A set of stemmed words. */
export function wordSet(words: readonly string[]): ReadonlySet<string> {
  return new Set(words.map(stem));
}

/** Canonical form of a tool name for comparisons (`Read-File` == `read_file` == `readFile`). */
export function canonicalTool(name: string): string {
  return CANONICAL.get(name);
}

/** Tool names repeat across a session's history; a small bounded memo saves re-splitting them. */
const CANONICAL = new KeyMemo<string>((name) => toolWords(name).join('_'), 4096, Infinity);
