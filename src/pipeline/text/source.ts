/**
 * Whether a string is program source rather than a value or prose: several detectors read code
 * differently (value-injection shapes and code-execution calls are the program's own syntax).
 */

/** Words and tokens of program source in the common languages. */
const SOURCE_TOKEN =
  /=>|[;{}]|:[ \t]*\n|\bself\.|\b(?:function|const|let|var|return|import|export|require|def|class|elif|lambda|public|private|static|void|async|await|null|undefined|this|self|package|struct|impl|fn|if|else|for|while|switch|case|break|new|try|catch|throw)\b/g;
const SOURCE_SAMPLE = 3_000;
const SOURCE_WORDS = 4;
const SOURCE_MARKS = 6;

/**
 * Program source: at least SOURCE_WORDS code words and SOURCE_MARKS statement marks (`;`, `{`,
 * `}`, `=>`, and Python's line-ending `:` and `self.`) in the first SOURCE_SAMPLE characters. A
 * query value or a path holds neither; prose holds words of the list ("if", "for", "this") but
 * not the marks.
 */
export function looksLikeSource(value: string): boolean {
  if (value.length < 80) return false;
  const sample = value.length > SOURCE_SAMPLE ? value.slice(0, SOURCE_SAMPLE) : value;
  let words = 0;
  let marks = 0;
  SOURCE_TOKEN.lastIndex = 0;
  for (let m = SOURCE_TOKEN.exec(sample); m !== null; m = SOURCE_TOKEN.exec(sample)) {
    // marks come first in SOURCE_TOKEN, so `self.` counts as a mark and a bare `self` as a word
    if (/^\w+$/.test(m[0])) words++;
    else marks++;
    if (words >= SOURCE_WORDS && marks >= SOURCE_MARKS) return true;
  }
  return false;
}
