/**
 * The gloss view: a word-for-word English reading of text written in another language, so the
 * injection firewall's English patterns and similarity corpus can read injections written in
 * German, French, Spanish, Italian, Portuguese, Dutch, Russian, Chinese, Japanese or Korean
 * (glossary.ts). Word order and grammar stay the source's: the similarity half does not depend
 * on order, and the patterns allow filler words between their parts.
 *
 * Only text that may need it is glossed (`mayNeedGloss`): text in a non-Latin script the
 * glossaries know, or Latin-script text holding one of the glossaries' instruction words.
 */
import { LATIN_TRIGGERS, PHRASE_GLOSSARY, RUN_GLOSSARIES, VERB_FINAL_GLOSSARIES, WORD_GLOSSARIES } from './glossary.js';
import { isPlainAscii } from './traits.js';

const MARKS = /\p{M}+/gu;
/** An elided article or pronoun ("l'", "d'", "un'", "dell'") joined to the next word. */
const ELISION = /(\p{L})'(?=\p{L})/gu;

/** Lowercase without accents, elisions split (the glossaries' keys and the text are folded alike). */
export function foldForGloss(s: string): string {
  return s.toLowerCase().normalize('NFD').replace(MARKS, '').normalize('NFC').replace(ELISION, '$1 ');
}

interface WordTable {
  /** whole words */
  exact: Map<string, string>;
  /** stems (keys that end in `*`, without it) */
  stems: Map<string, string>;
  shortestStem: number;
  longestStem: number;
}

function wordTable(glossary: Readonly<Record<string, string>>): WordTable {
  const table: WordTable = { exact: new Map(), stems: new Map(), shortestStem: Infinity, longestStem: 0 };
  for (const [key, gloss] of Object.entries(glossary)) {
    const stem = key.endsWith('*');
    const folded = foldForGloss(stem ? key.slice(0, -1) : key);
    const into = stem ? table.stems : table.exact;
    if (!into.has(folded)) into.set(folded, gloss);
    if (stem) {
      table.shortestStem = Math.min(table.shortestStem, folded.length);
      table.longestStem = Math.max(table.longestStem, folded.length);
    }
  }
  return table;
}

const WORD_TABLES = WORD_GLOSSARIES.map(wordTable);
const VERB_FINAL_TABLES: ReadonlySet<WordTable> = new Set(WORD_TABLES.filter((_, i) => VERB_FINAL_GLOSSARIES.has(WORD_GLOSSARIES[i]!)));

/** The gloss of `word` in one language, the longest stem winning over shorter ones. */
function glossOf(table: WordTable, word: string): string | undefined {
  const exact = table.exact.get(word);
  if (exact !== undefined) return exact;
  for (let n = Math.min(word.length, table.longestStem); n >= table.shortestStem; n--) {
    const gloss = table.stems.get(word.slice(0, n));
    if (gloss !== undefined) return gloss;
  }
  return undefined;
}

const PHRASES = new Map(Object.entries(PHRASE_GLOSSARY).map(([key, gloss]) => [foldForGloss(key), gloss]));
const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Any phrase of PHRASE_GLOSSARY as whole words, longest first. */
const PHRASE = new RegExp(
  `(?<!\\p{L})(?:${[...PHRASES.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?!\\p{L})`,
  'gu',
);

/** Keys of the run glossaries, longest first so a compound wins over its parts. */
const RUN_GLOSS = new Map<string, string>();
for (const glossary of RUN_GLOSSARIES) {
  for (const [key, gloss] of Object.entries(glossary)) {
    const folded = foldForGloss(key);
    if (!RUN_GLOSS.has(folded)) RUN_GLOSS.set(folded, gloss);
  }
}
const RUN_KEY = new RegExp(
  [...RUN_GLOSS.keys()]
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'gu',
);

/** Han, kana, Hangul and Thai: scripts written without spaces between words (or with particles joined). */
const RUN_SCRIPT = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}ー`;
/** Scripts written with spaces between words, beside Latin: read word by word. */
const WORD_SCRIPT = String.raw`\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Bengali}`;
/**
 * A run of those scripts (Korean words separated by spaces stay one run: a clause is glossed as a
 * whole), or a word of the scripts read word by word.
 */
const TOKEN = new RegExp(String.raw`([${RUN_SCRIPT}]+(?: +\p{Script=Hangul}[${RUN_SCRIPT}]*)*)|[${WORD_SCRIPT}]+`, 'gu');
const NON_LATIN = new RegExp(`[${RUN_SCRIPT}\\p{Script=Cyrillic}\\p{Script=Arabic}\\p{Script=Devanagari}\\p{Script=Bengali}]`, 'u');
/**
 * A regex source matching any of `words` (stems; a trailing `\\b` kept as a word end), built
 * as a trie so the engine picks the branch by the next character instead of trying every word:
 * half the cost of a flat alternation on long English text. A stem that another one extends
 * matches as the shorter stem (prefix semantics), as in the flat alternation.
 */
export function trieSource(words: readonly string[]): string {
  interface Node {
    end: boolean;
    next: Map<string, Node>;
  }
  const root: Node = { end: false, next: new Map() };
  for (const word of words) {
    const parts = word.endsWith('\\b') ? [...word.slice(0, -2), '\\b'] : [...word];
    let node = root;
    for (const part of parts) {
      let child = node.next.get(part);
      if (child === undefined) node.next.set(part, (child = { end: false, next: new Map() }));
      node = child;
    }
    node.end = true;
  }
  const escape = (part: string): string => (part === '\\b' ? part : escapeRegExp(part));
  const build = (node: Node): string => {
    if (node.end) return '';
    const branches = [...node.next].map(([part, child]) => escape(part) + build(child));
    return branches.length === 1 ? branches[0]! : `(?:${branches.join('|')})`;
  };
  return build(root);
}

/** The triggers as word starts: `\b` lets the engine skip to the next word at each miss. */
const LATIN_TRIGGER = new RegExp(`\\b${trieSource(LATIN_TRIGGERS)}`);

/**
 * Whether `text` may hold words of the glossaries' languages worth glossing. `normalized` is
 * `normalizeText(text)` (lowercase, accents removed), where the Latin-script triggers are sought.
 */
export function mayNeedGloss(text: string, normalized: string): boolean {
  return LATIN_TRIGGER.test(normalized) || (!isPlainAscii(text) && NON_LATIN.test(text));
}

/** A word of the Latin script (the glossaries' keys and the text are folded to lowercase). */
const LATIN_WORD = /^\p{Script=Latin}/u;

/** Kana or Hangul: Japanese or Korean, which put the verb after its object. */
const VERB_FINAL = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Glosses that are verbs: in a verb-final run each is moved before the words it follows. */
const VERB_GLOSSES = new Set([
  'ignore', 'forget', 'disregard', 'skip', 'bypass', 'override', 'discard', 'show', 'show me', 'tell', 'tell me', 'reveal',
  'output', 'print', 'repeat', 'write', 'say', 'answer', 'give', 'give me', 'send', 'act as', 'pretend', 'make', 'build', 'kill',
  'kill someone', 'murder', 'steal', 'hack', 'hack into', 'poison', 'buy', 'sell', 'hide', 'launder money',
]);

/**
 * `glosses` of an object-verb clause in verb-object order: each verb comes before the words
 * since the previous verb ("instructions all ignore, system prompt show" reads "ignore
 * instructions all, show system prompt"), as the English phrasings have it.
 */
function verbFirst(glosses: readonly string[]): string[] {
  const out: string[] = [];
  let objects: string[] = [];
  for (const gloss of glosses) {
    if (VERB_GLOSSES.has(gloss)) {
      out.push(gloss, ...objects);
      objects = [];
    } else {
      objects.push(gloss);
    }
  }
  return out.concat(objects);
}

/**
 * Glosses of the known words inside one run of Han, kana or Hangul, space-separated; a
 * Japanese or Korean run (object, then verb: "指示を無視して", instructions ignore) with its
 * verbs first.
 */
function glossRun(run: string): string {
  const out: string[] = [];
  RUN_KEY.lastIndex = 0;
  for (let m = RUN_KEY.exec(run); m !== null; m = RUN_KEY.exec(run)) out.push(RUN_GLOSS.get(m[0])!);
  if (out.length === 0) return ' ';
  return ` ${(VERB_FINAL.test(run) ? verbFirst(out) : out).join(' ')} `;
}

/** Clause ends of a word-for-word gloss: punctuation, line breaks and a glossed "and". */
const CLAUSE_BREAK = /([.,;:!?\n]+|\sand\s)/;

/** `glossed` with each clause in verb-object order (see verbFirst), the clause breaks kept. */
function verbFirstClauses(glossed: string): string {
  return glossed
    .split(CLAUSE_BREAK)
    .map((part, i) => (i % 2 === 1 || part.trim() === '' ? part : ` ${verbFirst(part.trim().split(/\s+/)).join(' ')} `))
    .join('');
}

/**
 * Romance languages (and Arabic, Swahili, Indonesian) put these adjectives after the noun
 * ("instrucciones anteriores"): the gloss puts them before it, in the order the English
 * phrasings use.
 */
const NOUN_THEN_ADJECTIVE =
  /\b(instructions|rules|prompt|password|guidelines|directives|commands|message|filters|restrictions)( all)?( (?:previous|hidden|secret|initial|original|internal|confidential|new|earlier))\b/g;
/** Swahili, Arabic and Indonesian put "all" after the noun too ("maagizo yote", instructions all). */
const NOUN_THEN_ALL = /\b(instructions|rules|commands|directives|guidelines|restrictions) all\b/g;

/**
 * `text` with every word the glossaries know replaced by its English gloss; other words are
 * kept, other characters of Han, kana and Hangul runs dropped. Where languages share a word
 * ("de", "tu"), the language with most known words in the text decides.
 */
export function glossForeign(text: string): string {
  const folded = foldForGloss(text).replace(PHRASE, (phrase) => PHRASES.get(phrase)!);
  const hits = new Array<number>(WORD_TABLES.length).fill(0);
  let otherScripts = false;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(folded); m !== null; m = TOKEN.exec(folded)) {
    if (m[1] !== undefined) {
      otherScripts = true;
      continue;
    }
    if (!LATIN_WORD.test(m[0])) otherScripts = true;
    for (let t = 0; t < WORD_TABLES.length; t++) if (glossOf(WORD_TABLES[t]!, m[0]) !== undefined) hits[t]!++;
  }
  const ranked = WORD_TABLES.map((table, i) => ({ table, hits: hits[i]! }))
    .filter((t) => t.hits > 0)
    .sort((a, b) => b.hits - a.hits);
  const order = ranked.map((t) => t.table);
  // a lone Latin word in Cyrillic, Han or kana text is a name or an English word ("Ты теперь DAN",
  // "你现在是DAN"), not the one word of Dutch or Indonesian that shares its spelling ("dan")
  const latinOrder = otherScripts ? ranked.filter((t) => t.hits >= 2).map((t) => t.table) : order;
  const glossed = folded.replace(TOKEN, (word: string, run: string | undefined) => {
    if (run !== undefined) return glossRun(run);
    for (const table of LATIN_WORD.test(word) ? latinOrder : order) {
      const gloss = glossOf(table, word);
      if (gloss !== undefined) return gloss;
    }
    return word;
  });
  // Turkish, Hindi, Bengali: verbs last in each clause, as Japanese and Korean runs have them
  const ordered = order.length > 0 && VERB_FINAL_TABLES.has(order[0]!) ? verbFirstClauses(glossed) : glossed;
  return ordered
    .replace(NOUN_THEN_ADJECTIVE, (_m, noun: string, all: string | undefined, adjective: string) => `${all ? 'all ' : ''}${adjective.trim()} ${noun}`)
    .replace(NOUN_THEN_ALL, 'all $1');
}
