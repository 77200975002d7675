/**
 * Words written together with no space between them ("ignoreallpreviousinstructions", a hashtag,
 * "IgnoreAllPreviousInstructions" in camel case, a phonetic spelling read letter by letter): the
 * similarity check and the table read words, so a joined run reads as nothing. A long run of
 * letters is cut into the words of the injection corpus and a few function words, when it is made
 * of them and nothing else.
 */
import { INJECTION_CORPUS } from './corpus.js';

/** Runs shorter than this are ordinary long words ("responsibilities" is 16). */
const MIN_RUN = 18;
const MAX_RUN = 96;
/** Runs read per text: a document of long identifiers or encoded blobs is not cut run by run. */
const MAX_RUNS = 8;
/** A cut into fewer words is an ordinary compound. */
const MIN_WORDS = 3;

const FUNCTION_WORDS = [
  'a', 'an', 'the', 'and', 'or', 'to', 'of', 'in', 'on', 'for', 'with', 'from', 'at', 'by', 'as', 'is', 'are', 'be', 'it',
  'you', 'your', 'me', 'my', 'i', 'we', 'us', 'our', 'this', 'that', 'these', 'now', 'then', 'all', 'any', 'every', 'no',
  'not', 'do', 'dont', 'just', 'only', 'what', 'how', 'tell', 'say', 'said', 'give', 'make', 'write', 'print', 'show',
];

const VOCABULARY: ReadonlySet<string> = new Set([
  ...FUNCTION_WORDS,
  ...Object.values(INJECTION_CORPUS)
    .flat()
    .flatMap((phrase) => phrase.toLowerCase().split(/[^a-z]+/))
    .filter((w) => w.length > 0),
]);
const LONGEST_WORD = Math.max(...[...VOCABULARY].map((w) => w.length));

const JOINED_RUN = new RegExp(`\\b[a-z]{${MIN_RUN},${MAX_RUN}}\\b`, 'g');

/**
 * `run` cut into the fewest vocabulary words, or null when some part is no such word (dynamic
 * programming over the run's positions: linear in its length times the longest word).
 */
export function cutIntoWords(run: string): string[] | null {
  const fewest: number[] = new Array<number>(run.length + 1).fill(Infinity);
  const from: number[] = new Array<number>(run.length + 1).fill(-1);
  fewest[0] = 0;
  for (let end = 1; end <= run.length; end++) {
    for (let start = Math.max(0, end - LONGEST_WORD); start < end; start++) {
      if (fewest[start]! + 1 >= fewest[end]! || !VOCABULARY.has(run.slice(start, end))) continue;
      fewest[end] = fewest[start]! + 1;
      from[end] = start;
    }
  }
  if (fewest[run.length] === Infinity) return null;
  const words: string[] = [];
  for (let end = run.length; end > 0; end = from[end]!) words.push(run.slice(from[end]!, end));
  return words.reverse();
}

/**
 * The normalised `view` with its joined runs written as words, or null when it has none that cut
 * into at least MIN_WORDS words (nearly every text).
 */
export function joinedWordsReading(view: string): string | null {
  if (!/[a-z]{18}/.test(view)) return null;
  let runs = 0;
  let changed = false;
  const out = view.replace(JOINED_RUN, (run) => {
    if (++runs > MAX_RUNS) return run;
    const words = cutIntoWords(run);
    if (words === null || words.length < MIN_WORDS) return run;
    changed = true;
    return words.join(' ');
  });
  return changed ? out : null;
}
