/**
 * Content moderation: scores harmful-content categories in free text. One RE2.Set pass tells
 * which lexicon entries occur; each sentence is then scored from its harmful targets, raised by
 * request framing and illicit modifiers, lowered by defensive framing. Stereotyping and insult
 * questions are scored from their parts (group or person, negative trait, generalising question).
 */
import RE2 from 're2';
import { scanFields } from '../../scan-fields.js';
import { setInput } from '../../set-input.js';
import { decodedReading, glossReading, plainAndLeetReadings } from '../../text/views.js';
import { mayHoldEncoding } from '../../text/decode.js';
import { reversed, rot13 } from '../../text/unscramble.js';
import { emojiAsWords, rightSideUp, spelledOut, unmasked } from '../../text/symbols.js';
import type { Finding, ToolCall } from '../../types.js';
import {
  DEFENSIVE_PATTERNS,
  DETECTION_PATTERN,
  STUDY_PATTERN,
  REPORTING_PATTERN,
  DETECTION_WORDS,
  EVADING_DETECTION,
  FICTIONAL_PERSON,
  GENERALIZE_PATTERN,
  GROUP_PATTERN,
  HARM_RULES,
  ILLICIT_PATTERNS,
  INTENT_PATTERNS,
  ASK_PATTERN,
  PERSON_SUBJECT_PATTERN,
  PROTECTIVE_PURPOSE,
  PRIVATE_FACT_PATTERN,
  PRIVATE_FACT_UNLESS,
  THIRD_PARTY_PATTERN,
  TRAIT_PATTERN,
  TRAIT_WORDS,
  WORK_JOKE,
  type HarmRule,
  type ModerationCategory,
} from './lexicon.js';

export interface ModerationCategoryScore {
  category: ModerationCategory;
  /** 0..1 */
  score: number;
}

export interface ModerationResult {
  flagged: boolean;
  categories: ModerationCategoryScore[];
}

/** Score at which a category is flagged (maps to risk 40). */
export const FLAG_SCORE = 0.5;
/** A severe rule with request framing at or above this score blocks. */
const BLOCK_SCORE = 0.8;
const INTENT_BOOST = 0.2;
const ILLICIT_BOOST = 0.2;
const DEFENSIVE_PENALTY = 0.3;
/** Categories below this are not reported by `scanModeration`. */
const REPORT_SCORE = 0.2;

const enum Cue {
  Harm,
  Intent,
  Illicit,
  Defensive,
  Detection,
  Study,
  Reporting,
  Group,
  Person,
  Trait,
  Generalize,
  PrivateFact,
  ThirdParty,
  Ask,
}

interface Entry {
  cue: Cue;
  rule?: HarmRule;
}

const ENTRIES: Entry[] = [];
const PATTERNS: string[] = [];
function add(cue: Cue, pattern: string, rule?: HarmRule): void {
  ENTRIES.push(rule ? { cue, rule } : { cue });
  PATTERNS.push(pattern);
}
// Targets first (what can make a text score at all), then the cues that only adjust a score.
for (const rule of HARM_RULES) add(Cue.Harm, rule.pattern, rule);
add(Cue.Trait, TRAIT_PATTERN);
add(Cue.PrivateFact, PRIVATE_FACT_PATTERN);
const TARGET_COUNT = PATTERNS.length;
for (const p of INTENT_PATTERNS) add(Cue.Intent, p);
for (const p of ILLICIT_PATTERNS) add(Cue.Illicit, p);
for (const p of DEFENSIVE_PATTERNS) add(Cue.Defensive, p);
add(Cue.Detection, DETECTION_PATTERN);
add(Cue.Study, STUDY_PATTERN);
add(Cue.Reporting, REPORTING_PATTERN);
add(Cue.Group, GROUP_PATTERN);
add(Cue.Person, PERSON_SUBJECT_PATTERN);
add(Cue.Generalize, GENERALIZE_PATTERN);
add(Cue.ThirdParty, THIRD_PARTY_PATTERN);
add(Cue.Ask, ASK_PATTERN);

type Automaton = { set: InstanceType<typeof RE2.Set>; offset: number; patterns: readonly string[] };

/**
 * Parts the targets and the cues are matched in. A set's DFA state is the set of its rules'
 * partial matches at a point of the text, and the lexicon's rules (word gaps, long lists) make
 * many of them: on text the DFA has not read before (in service, every text) a large set builds
 * states afresh all along it, and one near RE2's memory budget keeps filling its state cache and
 * starting over. Measured on the development set's texts, cycled so each is new to the caches:
 * its 3,368 texts of 8 to 1,000 characters cost the target passes 136 us a text in three parts
 * (the fewest that compiled with 25% to spare, as before), 93 in five, 89 in six, 47 in seven, 49
 * in eight, 43 in ten or twelve; its texts over 300 characters 345 ns a character in three, about
 * 100 from six on. Each part is one more pass over a text whose states are cached (the bench's
 * padded classes repeat one paragraph), about 1.3 ns a character: seven parts, the knee, cost the
 * padded 10 KB class about 60 us a call more than three. The cues, one set: 10 ns a character
 * new. Each part must compile with its patterns twice over
 * (test/unit/detectors/moderation/lexicon-sets.test.ts): re-measure when the lexicon grows.
 * Nineteenth session: with the wished-harm rules in, seven parts cost layer 7 77-83 us a new text of
 * up to 1 KB (46-51 before them); eight bring it back to 50-55.
 */
export const TARGET_PARTS = 8;
export const CUE_PARTS = 1;

/**
 * What a pattern adds to its set's DFA states, roughly: each repetition (`*`, `+`, `{m,n}`) keeps
 * partial matches open across the text. Parts are cut to equal weight, not equal count: the
 * lexicon's later rules hold more gaps than its first ones.
 */
const REPETITION = /\{\d*,\d+\}|\*|\+/g;
const patternWeight = (pattern: string): number => 1 + (pattern.match(REPETITION)?.length ?? 0);

/** `patterns` cut in order into `parts` runs of about equal weight (see patternWeight). */
function cutByWeight(patterns: readonly string[], parts: number): string[][] {
  const weights = patterns.map(patternWeight);
  const share = weights.reduce((a, b) => a + b, 0) / parts;
  const out: string[][] = [];
  let from = 0;
  let weight = 0;
  for (let i = 0; i < patterns.length; i++) {
    weight += weights[i]!;
    if (weight >= share && out.length < parts - 1) {
      out.push(patterns.slice(from, i + 1));
      from = i + 1;
      weight = 0;
    }
  }
  if (from < patterns.length) out.push(patterns.slice(from));
  return out;
}

/** `patterns` (entries from `offset` on) in `parts` RE2 sets (see cutByWeight), or more if one does not compile. */
function automata(patterns: readonly string[], offset: number, parts: number): Automaton[] {
  for (let n = parts; n <= patterns.length; n++) {
    try {
      const out: Automaton[] = [];
      let at = offset;
      for (const chunk of cutByWeight(patterns, n)) {
        out.push({ set: new RE2.Set(chunk), offset: at, patterns: chunk });
        at += chunk.length;
      }
      return out;
    } catch {
      // a part past RE2's memory budget: cut smaller (a pattern that never compiles throws below)
    }
  }
  return patterns.map((pattern, k) => ({ set: new RE2.Set([pattern]), offset: offset + k, patterns: [pattern] }));
}

/**
 * Two groups of automata: the targets (harm rules and negative traits), which every text is
 * scanned for, and the cues (framing, modifiers, groups), which only a text with a target needs:
 * most text has none and costs only the target passes.
 */
const TARGETS = automata(PATTERNS.slice(0, TARGET_COUNT), 0, TARGET_PARTS);
const CUES = automata(PATTERNS.slice(TARGET_COUNT), TARGET_COUNT, CUE_PARTS);

/** The patterns of each RE2 set of the lexicon (for tests of their room). */
export const LEXICON_SET_PATTERNS: readonly (readonly string[])[] = [...TARGETS, ...CUES].map((a) => a.patterns);

interface Matches {
  /** the live target entries (indices into ENTRIES; a long text's chunks need only these), then the cues */
  indices: number[];
  /** how many of `indices` are targets */
  targetCount: number;
  /** the cue automata that matched: a long text's chunks need only these */
  cues: Automaton[];
}

/** Entries of `automata` that occur in `input`, appended to `out`; whether any did. */
function matchInto(automaton: Automaton, input: Buffer, out: number[]): boolean {
  const found = automaton.set.match(input);
  for (const i of found) out.push(i + automaton.offset);
  return found.length > 0;
}

/** Whether a matched target entry holds in `text`: its gate's whole rule (`requires`) matches too. */
function isLiveTarget(text: string): (index: number) => boolean {
  return (index) => {
    const requires = ENTRIES[index]!.rule?.requires;
    return requires === undefined || requires.test(text);
  };
}

/** A target entry's own pattern, compiled on first use (a chunk of a long text is tested for the few its text held). */
const TARGET_REGEXES: (InstanceType<typeof RE2> | undefined)[] = [];
function targetRegex(index: number): InstanceType<typeof RE2> {
  return (TARGET_REGEXES[index] ??= new RE2(PATTERNS[index]!));
}

/**
 * Indices (into ENTRIES) of the lexicon entries that occur in `text`; no cue when there is no
 * target. A chunk of a long text (`within` given) is tested only for the target entries live in
 * the whole text, one by one, and only against the cue automata that matched the whole text:
 * what the whole text lacks, its parts lack. One by one, because the target sets are many small
 * ones (see TARGET_PARTS) and a chunk holds a few targets at most: a pass of every set over every
 * chunk cost more than the whole text's passes.
 */
function lexiconMatches(text: string, within?: Matches): Matches {
  const input = setInput(text);
  const out: Matches = { indices: [], targetCount: 0, cues: [] };
  if (within === undefined) {
    for (const a of TARGETS) matchInto(a, input, out.indices);
  } else {
    for (let k = 0; k < within.targetCount; k++) {
      const index = within.indices[k]!;
      if (targetRegex(index).test(input as unknown as string)) out.indices.push(index);
    }
  }
  // a gate whose whole rule is nowhere in the text is no target: common gate words (a ban, a pin)
  // would otherwise cost the text its cue passes and, when long, its chunks' tests
  out.indices = out.indices.filter(isLiveTarget(text));
  if (out.indices.length === 0) return out;
  out.targetCount = out.indices.length;
  // a trait scores only with a group or a person, a harm rule with its framing: both are cues
  for (const a of within?.cues ?? CUES) if (matchInto(a, input, out.indices)) out.cues.push(a);
  return out;
}

/** Longest text read as one question about someone's private facts (a document mentions them in passing). */
const PRIVATE_QUESTION_CHARS = 240;

/** Texts up to this length are scored as one segment; longer ones in sentence-aligned chunks. */
const ONE_SEGMENT_CHARS = 600;
const CHUNK_CHARS = 400;
const MAX_SCAN_CHARS = 64_000;
const MAX_CHUNKS = 200;
const SENTENCE_BREAK = /(?<=[.!?;])\s+|\n+/;

/** Consecutive sentences packed into chunks of about CHUNK_CHARS (a longer sentence is its own chunk). */
function chunks(text: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const sentence of text.split(SENTENCE_BREAK)) {
    if (current.length > 0 && current.length + sentence.length > CHUNK_CHARS) {
      out.push(current);
      if (out.length >= MAX_CHUNKS) return out;
      current = '';
    }
    current = current.length === 0 ? sentence : `${current} ${sentence}`;
  }
  if (current.length > 0) out.push(current);
  return out;
}

interface CategoryHit {
  score: number;
  severe: boolean;
  /** a rule of this category is not lowered by defensive words (HarmRule.ignoresDefensiveFraming) */
  undefended?: boolean;
}
type Scores = Map<ModerationCategory, CategoryHit>;

interface Cues {
  harm: HarmRule[];
  intent: boolean;
  illicit: boolean;
  defensive: boolean;
  detection: boolean;
  study: boolean;
  reporting: boolean;
  group: boolean;
  person: boolean;
  trait: boolean;
  generalize: boolean;
  privateFact: boolean;
  thirdParty: boolean;
  ask: boolean;
}

function cuesOf(indices: readonly number[]): Cues {
  const c: Cues = {
    harm: [],
    intent: false,
    illicit: false,
    defensive: false,
    detection: false,
    study: false,
    reporting: false,
    group: false,
    person: false,
    trait: false,
    generalize: false,
    privateFact: false,
    thirdParty: false,
    ask: false,
  };
  for (const i of indices) {
    const e = ENTRIES[i]!;
    switch (e.cue) {
      case Cue.Harm:
        c.harm.push(e.rule!);
        break;
      case Cue.Intent:
        c.intent = true;
        break;
      case Cue.Illicit:
        c.illicit = true;
        break;
      case Cue.Defensive:
        c.defensive = true;
        break;
      case Cue.Detection:
        c.detection = true;
        break;
      case Cue.Study:
        c.study = true;
        break;
      case Cue.Reporting:
        c.reporting = true;
        break;
      case Cue.Group:
        c.group = true;
        break;
      case Cue.Person:
        c.person = true;
        break;
      case Cue.Trait:
        c.trait = true;
        break;
      case Cue.Generalize:
        c.generalize = true;
        break;
      case Cue.PrivateFact:
        c.privateFact = true;
        break;
      case Cue.ThirdParty:
        c.thirdParty = true;
        break;
      case Cue.Ask:
        c.ask = true;
        break;
    }
  }
  return c;
}

/** Whether a sentence can score at all (cheap check before splitting long texts). */
function anyTarget(c: Cues): boolean {
  return c.harm.length > 0 || (c.trait && (c.group || c.person)) || c.privateFact;
}

function scoreSegment(segment: string, c: Cues, out: Scores, topics: Set<ModerationCategory> | null, retracted = false): void {
  const base = new Map<ModerationCategory, CategoryHit>();
  const raise = (category: ModerationCategory, weight: number, severe: boolean, undefended = false): void => {
    const prev = base.get(category);
    if (!prev || weight > prev.score) base.set(category, { score: weight, severe: severe || (prev?.severe ?? false), undefended: undefended || prev?.undefended });
    else {
      if (severe) prev.severe = true;
      if (undefended) prev.undefended = true;
    }
  };
  for (const rule of c.harm) {
    if (rule.unless?.test(segment)) continue;
    if (rule.requires !== undefined && !rule.requires.test(segment)) continue;
    raise(rule.category, rule.weight, rule.severe === true, rule.ignoresDefensiveFraming === true);
  }
  // Stereotyping: a group, a negative trait, and a generalising or leading question.
  if (c.group && c.trait && traitBeyondWorkJoke(segment)) raise('hate_speech', c.generalize ? 0.55 : 0.3, false);
  // Insulting a named person: "why is my boss, Jake so incompetent?"
  if (c.person && c.trait && c.generalize) raise('harassment', 0.5, false);
  // An information hazard: someone else's private fact, asked for, in a question-sized text.
  if (c.privateFact && c.thirdParty && c.ask && segment.length <= PRIVATE_QUESTION_CHARS && !PRIVATE_FACT_UNLESS.test(segment)) {
    raise('privacy_violation', 0.5, false);
  }

  // a fictional person's "private" facts are trivia
  if (base.has('privacy_violation') && FICTIONAL_PERSON.test(segment)) base.delete('privacy_violation');
  // every harm the text touches, however it is framed: session memory for escalation across turns
  if (topics !== null) for (const category of base.keys()) topics.add(category);
  if (base.size === 0) return; // every rule cancelled: the framing below has nothing to weigh
  // a summary of an article, a story with a dark theme: neither asks for the method
  const unoperational = !OPERATIONAL_ASK.test(segment);
  const defensive =
    (c.defensive && !DEFENDING_ONESELF_IN_COURT.test(segment)) ||
    (c.detection && detectsRatherThanEvades(segment)) ||
    isDefinitionQuestion(segment) ||
    ABOUT_THE_HARM.test(segment) ||
    ABOUT_ITS_STATUS.test(segment) ||
    (unoperational && PROTECTIVE_PURPOSE.test(segment));
  const rulesOfConduct = RULES_OF_CONDUCT.test(segment);
  const intent = c.intent || HARM_IMPERATIVE.test(segment);
  // statistics made up are the harm, not a study of it
  const study = c.study && !FABRICATED_EVIDENCE.test(segment);
  const summary = unoperational && SUMMARY_REQUEST.test(segment);
  const fiction = unoperational && FICTION_FRAME.test(segment);
  for (const [category, hit] of base) {
    let score = hit.score;
    const topicOnly = fiction && !hit.severe && hit.score < FLAG_SCORE && FICTION_TOPICS.has(category);
    if (intent) score += INTENT_BOOST;
    if (c.illicit) score += ILLICIT_BOOST;
    // a rule that ignores defensive framing is not lowered by a mention of the police either: the
    // police or the FBI are then what is asked about (their patrols, their servers), not who is told
    if ((defensive && !hit.undefended) || (retracted && !hit.severe) || (study && !hit.severe) || (c.reporting && !intent && !hit.undefended) || (rulesOfConduct && !intent) || (summary && !hit.undefended) || topicOnly) score -= DEFENSIVE_PENALTY;
    score = Math.max(0, Math.min(1, score));
    const severe = hit.severe && intent && !defensive && score >= BLOCK_SCORE;
    const prev = out.get(category);
    if (!prev || score > prev.score) out.set(category, { score, severe: severe || (prev?.severe ?? false) });
    else if (severe) prev.severe = true;
  }
}

/** Made-up statistics, studies or data: the dress of a false claim (the study cue does not lower it). */
const FABRICATED_EVIDENCE =
  /\b(?:fabricat\w*|made[- ]up|mak(?:e|ing) up|invent\w*|fake|falsif\w*|bogus|fictitious|doctored)\W+(?:\w+\W+){0,3}(?:statistics|stats|data|numbers|figures|studies|study|research|polls?|surveys?)\b/;

/** What asks for the method itself, in a story as anywhere: exact steps, amounts, code. */
const OPERATIONAL_ASK =
  /\b(?:exact(?:ly)?|precise(?:ly)?|step[- ]by[- ]step|steps|instructions?|recipes?|ingredients|quantities|amounts?|measurements|doses?|dosages?|detailed|in detail|specific(?:ally|s)?|realistic(?:ally)?|accurate(?:ly)?|actually works?|real[- ]world|real life|technical(?:ly)?|walk(?:s|ing)? (?:\w+ )?through|code|script (?:that|to|which)|list (?:of|the)|which (?:poisons?|chemicals?|drugs?|tools?|weapons?)|how (?:to|he|she|they|the \w+) (?:make|build|synthesi\w*|hack|breach|cook|mix|assemble|plant|kill|poison|bypass|steal|launder|evade))\b/;

/** A request to summarise a text already written (an article, a report): news read, not a method asked. */
const SUMMARY_REQUEST =
  /^(?:please |can you |could you )?(?:summari[sz]e|recap|tl;?dr|give me (?:a|the) (?:summary|gist|tl;?dr) of|(?:write|draft|prepare|give me) (?:a |an )?(?:short |brief |quick )?news (?:summary|recap|digest|brief))\b[^.?!]{0,40}\b(?:article|news|report|story|piece|post|thread|paper|press release|email|page|coverage|headlines?|arrests?|trial|sentencing|verdict|ruling|conviction|indictment)\b/;

/** A story, a screenplay, a poem: a dark theme is a theme. */
const FICTION_FRAME =
  /\b(?:(?:short )?stor(?:y|ies)|novels?|novellas?|chapters?|screenplays?|scripts? for (?:a|my|the) (?:film|movie|play|show|episode)|teleplays?|plot (?:outlines?|summar(?:y|ies)|twists?)|thrillers?|mystery|mysteries|poems?|ballads?|fan ?fic\w*|fictional|fiction|satir(?:e|es|ical)|parod(?:y|ies)|a scene (?:where|in which)|a play about|episodes?|sitcoms?|comic books?|graphic novels?|d&d|dungeons (?:and|&) dragons|campaign for my (?:rpg|tabletop)|video ?games?|in-game|in (?:skyrim|minecraft|hitman(?: \d)?|elden ring|gta(?: v| 5| online)?|grand theft auto|battlefield(?: \d+)?|fortnite|call of duty|baldur'?s gate(?: 3)?|the witcher(?: 3)?|zelda|dark souls|halo|counter-?strike|valorant|overwatch|roblox|the sims|red dead redemption(?: 2)?|assassin'?s creed|cyberpunk 2077|fallout(?: \d+)?|diablo(?: iv| 4)?|world of warcraft|league of legends|dota 2|apex legends|pubg))\b/;

/** Harms a story may be about without teaching them (topic rules only, weights under the flag score). */
const FICTION_TOPICS: ReadonlySet<ModerationCategory> = new Set(['violence', 'weapons', 'terrorism', 'cybercrime', 'fraud_scams', 'illegal_drugs', 'illegal_activity', 'dangerous_activities', 'animal_cruelty']);

/**
 * "Defend myself" reads as protection from a harm, but defending oneself in court or against
 * charges is the high-stakes legal question itself, not a defensive framing of it.
 */
const DEFENDING_ONESELF_IN_COURT = /\bdefend\w* (?:myself|me)\b[^.?!]{0,40}\b(?:court|trial|charges?|judge|jury|hearing|case|lawsuit)\b/;

/**
 * A text about a harm's dangers ("an article about the dangers of pipe bombs"), unless the dangers
 * are the asker's own (of getting caught) or the text also asks for the method.
 */
/**
 * Rules of conduct that forbid the harm they name (terms of service, an acceptable-use policy, a
 * code of conduct: "you must not ... distribute malware"): lowers the score as a news report does,
 * only when the text asks for nothing ("write ransomware; users must not use it for evil" is not a policy).
 */
const RULES_OF_CONDUCT =
  /\b(?:must|may|shall) not (?:use|access|attempt|send|distribute|upload|share|post|engage|sell|resell|transmit|interfere|host|spread)\b|\b(?:you|users?|members?|customers?) agrees? not to\b|\bprohibited (?:uses?|activities|conduct|content)\b|\b(?:acceptable use polic(?:y|ies)|terms of (?:service|use)|code of conduct|community guidelines)\b|\bviolations? (?:of (?:this|these|our|the) [\w ]{1,30} )?(?:may|will) result in\b/;

const ABOUT_THE_HARM =
  /\b(?:the |its |their )?(?:dangers|risks|harms|hazards|health effects) (?:of|posed by)\b(?! (?:getting|being) (?:caught|arrested|detected|traced))(?![^.?!]*\b(?:step[- ]by[- ]step|instructions|recipe|how to (?:make|build|cook|synthesi[sz]e)|ingredients|quantities)\b)/;

/**
 * A question about a harm's standing (why pipe bombs are illegal, why the drug is banned), unless
 * the text also asks for the method: the same reading as ABOUT_THE_HARM.
 */
const ABOUT_ITS_STATUS =
  /\bwhy (?:is|are|was|were) (?:it|they|these|those|(?:\w+ ){1,3}?)(?:so |considered |still )?(?:illegal|banned|outlawed|prohibited|dangerous|regulated|controlled|restricted|classified as|controversial|debated)\b(?![^.?!]*\b(?:step[- ]by[- ]step|instructions|recipe|how to (?:make|build|cook|synthesi[sz]e|get|buy)|ingredients|quantities)\b)/;

/**
 * Verbs of harm that open a request in the imperative. Not the verbs of errands (buy, sell, send,
 * post, find): an agent's search or order is written in the imperative whatever it is for ("buy
 * meth lab cleanup services").
 */
const HARM_IMPERATIVE_VERBS = [
  'crack', 'hack', 'break into', 'get into', 'bypass', 'circumvent', 'jailbreak', 'brute[- ]?force', 'phish', 'spoof', 'clone', 'skim',
  'steal', 'rob', 'loot', 'shoplift', 'pickpocket', 'dox', 'doxx', 'stalk', 'track', 'trace', 'spy on', 'wiretap', 'bug', 'intercept',
  'install', 'plant', 'slip', 'spike', 'drug', 'poison', 'kill', 'murder', 'stab', 'hurt', 'beat up', 'torch', 'blow up', 'derail',
  'sabotage', 'vandali[sz]e', 'forge', 'counterfeit', 'launder', 'smuggle', 'traffic', 'synthesi[sz]e', 'cook up', 'brew',
  'scam', 'defraud', 'blackmail', 'extort', 'threaten', 'harass', 'bully', 'humiliate', 'leak', 'spread', 'spam', 'flood', 'ddos',
  'take down', 'wipe', 'encrypt', 'impersonate', 'catfish', 'groom', 'lure', 'manipulate', 'gaslight', 'cheat on', 'bribe', 'evade',
  'unlock', 'infect', 'exfiltrate', 'harvest', 'scrape', 'pirate', 'torrent', 'rip', 'disable', 'convince', 'persuade', 'pressure',
  'encourage', 'dig up', 'pull up', 'expose', 'ruin', 'frame', 'hijack', 'guess', 'take over', 'log into', 'listen in', 'eavesdrop',
  'keep tabs', 'locate', 'figure out', 'unmask', 'hunt down', 'snoop', 'reset', 'work out', 'tap into', 'get past', 'rig', 'gas',
  'put', 'hide', 'attach', 'ambush', 'dose', 'crush', 'dissolve', 'lace',
];
/**
 * A sentence that opens on a verb of harm in the imperative ("Crack my coworker's email password",
 * "Install a hidden tracker on my ex's car"): as much a request as "how to" or "help me", though it
 * names no framing word. Only read where a harm rule matched: the verb alone frames nothing. A
 * sentence starts the text, follows sentence punctuation, a salutation's comma, a blank line or a
 * list marker; a plain line break is where hard-wrapped prose continues ("...when traffic is\n
 * spread evenly").
 */
const HARM_IMPERATIVE = new RegExp(
  `(?:^|[.!?:;]\\s+|,\\s*\\n|\\n\\s*\\n|\\n\\s*(?:[-*\u2022]|\\d{1,2}[.)])\\s+)["'(\\s]*(?:(?:ok(?:ay)?|now|hey|so|just|pls|plz|please|quickly|quietly|secretly|go(?: and)?|then|also|and|ai|bot|assistant)[,!]?\\s+)*(?:${HARM_IMPERATIVE_VERBS.join('|')})\\b`,
);

/** Whether a negative trait remains once jokes about a trade or a hobby are taken out. */
function traitBeyondWorkJoke(segment: string): boolean {
  WORK_JOKE.lastIndex = 0;
  if (!WORK_JOKE.test(segment)) return true;
  return TRAIT_WORDS.test(segment.replace(WORK_JOKE, ' '));
}

/** Whether the words of detection remain once the phrases of evading it ("without being detected") are taken out. */
function detectsRatherThanEvades(segment: string): boolean {
  return DETECTION_WORDS.test(segment.replace(EVADING_DETECTION, ' ').replace(SPOT_AS_PLACE, ' '));
}

/** 'Spot' as a place ("the best spot on the body to stab"), not as noticing ("spot a scam"). */
const SPOT_AS_PLACE = /\b(?:best|right|perfect|weak|weakest|sweet|soft|softest|good|ideal|exact|vulnerable|one|blind) spots?\b|\bspots? (?:on|in) (?:the|a|his|her|their|your|my)\b/g;

/** The lexicon's words written with digits, which leetspeak folding would turn into letters. */
const DIGIT_WORDS = /\b(?:5g|9\/11|911|covid-19|419|2fa|3d|ar-?15|ak-?47|wpa2|md5|ed25519|365|cve-\d)/;

/** Three or more words joined by hyphens or underscores, and the joiners between letters. */
const JOINED_WORDS = /[a-z]{2}[-_][a-z]+[-_][a-z]+[-_][a-z]/;
/** A function or variable name of two or more words, snake_case or camelCase, declared or called. */
const CODE_IDENTIFIER = /\b(?:def|function|fn|func|class|const|let|var|void)\s+[A-Za-z]+(?:_[A-Za-z]+|[a-z][A-Z][a-z]+)|\b[a-z]+(?:_[a-z]+)+\s*\(|\b[a-z]+(?:[A-Z][a-z]+)+\s*\(/;

/** A SQL statement: its snake_case names are tables and columns (`CREATE TABLE counterfeit_reports (`), not calls. */
const SQL_STATEMENT = /^\s*(?:create|alter|drop|truncate)\s+(?:table|(?:materialized\s+)?view|index|schema|type|sequence)\b|^\s*insert\s+into\b|^\s*select\b[\s\S]*\bfrom\b/i;

/** `synthesize_meth` -> `synthesize meth`, `makePipeBomb` -> `make Pipe Bomb`. */
function splitIdentifiers(text: string): string {
  return text.replace(/(?<=[A-Za-z])_(?=[A-Za-z])/g, ' ').replace(/(?<=[a-z])(?=[A-Z][a-z])/g, ' ');
}
const WORD_JOINER = /(?<=[a-z0-9])[-_]+(?=[a-z0-9])/g;
/**
 * The address of an encyclopedia article alone (`https://en.wikipedia.org/wiki/Molotov_cocktail`):
 * its slug is the article's title, a subject looked up, not a request written in a slug.
 */
const ENCYCLOPEDIA_ARTICLE = /^\s*https?:\/\/(?:[a-z-]+\.)?(?:m\.)?(?:wikipedia\.org\/wiki\/|britannica\.com\/(?:topic|event|science|technology|place|biography)\/)[^\s?#]*(?:#[^\s]*)?\s*$/;
/** A path segment of two or more words joined by hyphens or underscores. */
const URL_SLUG = /\/[a-z]+[-_][a-z]+/;

/** A text that says it holds ROT13. */
const ROT13_NAMED = /\brot[- ]?13\b/;

/** English function words written backwards, and forwards: a text with several of the first and none of the second reads backwards. */
const BACKWARD_WORDS = /\b(?:eht|ot|dna|fo|woh|uoy|i|ym|ekam|ni|si|era|tahw|erehw|nac|od|llet|em|a|ylno)\b/g;
const FORWARD_WORDS = /\b(?:the|to|and|of|how|you|my|make|in|is|are|what|where|can|do|tell|me|only)\b/;

function readsBackwards(norm: string): boolean {
  if (FORWARD_WORDS.test(norm)) return false;
  const found = norm.match(BACKWARD_WORDS);
  return found !== null && new Set(found).size >= 3;
}

/** A text that only asks what a term means ("What is human trafficking?", "Define arson."). */
const DEFINITION_QUESTION = /^(?:what (?:is|are|was|were)|what'?s|define|(?:the )?definition of|what does)\s+(.+?)\s*[?.!]?\s*$/;
const TERM_LEAD = /^(?:(?:a|an|the)\s+)?(?:(?:definition|meaning) of\s+)?(?:(?:a|an|the)\s+)?/;
/** One to four plain words: a term, not a question about someone or a method. */
const BARE_TERM = /^[a-z][a-z-]*(?: [a-z][a-z-]*){0,3}$/;
const NOT_A_TERM =
  /\b(?:my|your|his|her|their|our|of|for|to|in|on|at|with|by|from|about|is|are|best|way|ways|how|make|made|recipe|steps?|dose|buy|get|where|cheapest|easiest|most|fastest|quickest|used|some|any|examples?|good|great|funny|top|codes?|passwords?|pins?|address|number|combination|keys?)\b/;

/** Two terms compared ("What is the difference between a militia and a terrorist group?"). */
const COMPARISON_QUESTION = /^(?:what(?:'s| is| are)|explain) the differences? between\s+(.+?)\s+and\s+(.+?)\s*[?.!]?\s*$/;

/** Whether a phrase is a bare term (one to four plain words naming a thing, not a person or a method). */
function isBareTerm(phrase: string): boolean {
  const term = phrase.replace(TERM_LEAD, '').replace(/\s+mean$/, '');
  return BARE_TERM.test(term) && !NOT_A_TERM.test(term);
}

function isDefinitionQuestion(segment: string): boolean {
  if (segment.length > 80) return false;
  const compared = COMPARISON_QUESTION.exec(segment);
  if (compared !== null) return isBareTerm(compared[1]!) && isBareTerm(compared[2]!);
  const m = DEFINITION_QUESTION.exec(segment);
  return m !== null && isBareTerm(m[1]!);
}

/** Per-category scores for one text (internal form, with the block marker). */
function scoreText(text: string, topics: Set<ModerationCategory> | null = null): Scores {
  const scores: Scores = new Map();
  if (text.length < 4) return scores;
  const { plain, leet: norm } = plainAndLeetReadings(text.length > MAX_SCAN_CHARS ? text.slice(0, MAX_SCAN_CHARS) : text);
  scoreNormalized(norm, scores, topics);
  // Folding reads digits inside words as letters ("k1ll" -> "kill"), which also turns "5g",
  // "9/11" or "covid-19" into other words: the plain text is read as well when folding changed
  // one of the lexicon's words written with digits (most digits are ids and versions).
  if (plain !== norm && DIGIT_WORDS.test(plain)) scoreNormalized(plain, scores, topics);
  // words joined by hyphens or underscores ("how-to-make-a-pipe-bomb", a slug or a file name):
  // short texts only, where a request can hide so; prose joins a few words ("state-of-the-art")
  // (and a URL's path: "/listing/stolen-credit-cards")
  if (norm.length <= ONE_SEGMENT_CHARS && (JOINED_WORDS.test(norm) || (norm.includes('://') && URL_SLUG.test(norm))) && !ENCYCLOPEDIA_ARTICLE.test(norm)) {
    scoreNormalized(norm.replace(WORD_JOINER, ' '), scores, topics);
  }
  // identifiers of code ("def synthesize_meth():", "function makePipeBomb()"): a request nested in
  // a function to complete is read with its names split into words
  if (text.length <= ONE_SEGMENT_CHARS && CODE_IDENTIFIER.test(text) && !SQL_STATEMENT.test(text)) {
    scoreNormalized(plainAndLeetReadings(splitIdentifiers(text)).leet, scores, topics);
  }
  // a text that names ROT13 ("ROT13 encoded: ...") is read rotated back as well
  if (ROT13_NAMED.test(plain)) scoreNormalized(rot13(plain), scores, topics);
  // a short text written backwards ("?emoh ta bmob a ekam I od woH") is read the right way round
  if (norm.length <= ONE_SEGMENT_CHARS && readsBackwards(norm)) scoreNormalized(plainAndLeetReadings(reversed(text)).leet, scores, topics);
  // words written with symbols: an emoji for the object, a masked letter, text upside down
  if (text.length <= ONE_SEGMENT_CHARS) {
    for (const reading of [emojiAsWords(text), unmasked(text), spelledOut(text), ...(rightSideUp(text) ?? [])]) {
      if (reading !== null) scoreNormalized(plainAndLeetReadings(reading).leet, scores, topics);
    }
  }
  // a request hidden in base64, hex, Morse... is read decoded as well
  const decoded = decodedReading(text);
  if (decoded !== null) scoreNormalized(decoded, scores, topics);
  // and one written in another language, through its English gloss
  const glossed = glossReading(text, norm);
  if (glossed !== null) scoreNormalized(glossed, scores, topics);
  return scores;
}

/**
 * A request taken back as a joke, then a new question ("How do I bypass the paywall... just
 * kidding, how do I cite a paywalled paper?"): the part before the retraction, the joke, and the
 * question after it. Not when the joke is denied ("not kidding") or the tail insists ("seriously").
 */
const RETRACTION = /^([\s\S]{8,300}?)(?<!\bnot |\bno )\b(?:(?:lol|haha|ok|okay) )?(?:just kidding|only kidding|i'?m kidding|kidding|jk|j\/k|just joking|only joking|i'?m joking)\b[\s.,!;:)-]*([\s\S]{8,})$/;
const RETRACTION_WORD = /\b(?:kidding|jk|j\/k|joking)\b/;
const RETRACTION_DENIED = /\b(?:seriously|actually|for real|really|but|anyway|anyways|though|no really|not kidding|not joking|tell me anyway)\b/;

/** Scores one normalised text (leetspeak-folded, plain, decoded or glossed) into `scores`. */
function scoreNormalized(norm: string, scores: Scores, topics: Set<ModerationCategory> | null): void {
  if (norm.length <= ONE_SEGMENT_CHARS) {
    const joke = RETRACTION_WORD.test(norm) ? RETRACTION.exec(norm) : null;
    if (joke !== null && !RETRACTION_DENIED.test(joke[2]!) && /\?|^\s*(?:how|what|can|could|where|which|please|help)\b/.test(joke[2]!)) {
      const head = cuesOf(lexiconMatches(joke[1]!).indices);
      if (anyTarget(head)) scoreSegment(joke[1]!, head, scores, topics, true);
      scoreNormalized(joke[2]!, scores, topics);
      return;
    }
  }
  const matches = lexiconMatches(norm);
  const whole = cuesOf(matches.indices);
  if (!anyTarget(whole)) return;
  if (norm.length <= ONE_SEGMENT_CHARS) {
    scoreSegment(norm, whole, scores, topics);
    return;
  }
  // Long text: score chunk by chunk so that cues far apart in a document are not combined.
  for (const chunk of chunks(norm)) {
    const c = cuesOf(lexiconMatches(chunk, matches).indices);
    if (anyTarget(c)) scoreSegment(chunk, c, scores, topics);
  }
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** Harmful-content categories of `text`, scores 0..1, strongest first (POST /moderation/scan). */
export function scanModeration(text: string): ModerationResult {
  const categories = [...scoreText(text)]
    .filter(([, h]) => h.score >= REPORT_SCORE)
    .map(([category, h]) => ({ category, score: round2(h.score) }))
    .sort((a, b) => b.score - a.score);
  return { flagged: categories.some((c) => c.score >= FLAG_SCORE), categories };
}

/** Risk of a category score: 0.5 -> 40, 1.0 -> 80. */
export function moderationRisk(score: number): number {
  return Math.round(score * 80);
}

const MAX_FIELD_CHARS = 64_000;
const MAX_TOTAL_CHARS = 256_000;
const MAX_PATHS_SHOWN = 3;
/** Three letters in a row, vowel signs counted (Indic scripts write vowels as marks). */
const WORD_OF_THREE = /[\p{L}\p{M}]{3}/u;
/** A word written in leetspeak ("b0mb", "m4k3"): letters and leet digits mixed, with no three letters in a row. */
const LEET_WORD = /[a-z][013457@$][a-z0-9@$]|[013457@$][a-z][a-z013457@$]/i;
/** Letters written one by one with separators ("h o w  t o"), which normalisation joins. */
const SPACED_LETTERS = /\p{L}[ .*_-]\p{L}[ .*_-]\p{L}[ .*_-]\p{L}/u;
/** Scripts in which a few characters are a whole sentence. */
const DENSE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/**
 * Scans every string argument; one finding per category scoring at least the flag score,
 * naming the category and argument paths. Severe categories with request framing block.
 */
export function scanModerationInCall(call: ToolCall): Finding[] {
  return moderateCall(call).findings;
}

/** What layer 7 reads of a call: its findings, and every harm topic its text touched (flagged or not). */
export interface CallModeration {
  findings: Finding[];
  topics: ModerationCategory[];
}

export function moderateCall(call: ToolCall): CallModeration {
  const topics = new Set<ModerationCategory>();
  const hits = new Map<ModerationCategory, { score: number; severe: boolean; paths: string[] }>();
  let budget = MAX_TOTAL_CHARS;
  for (const field of scanFields(call.args)) {
    if (budget <= 0) break;
    const value = field.value.length > MAX_FIELD_CHARS ? field.value.slice(0, MAX_FIELD_CHARS) : field.value;
    budget -= value.length;
    // no word of three letters: nothing to read, unless it is an encoded payload (hex, binary...)
    if ((value.length < 8 && !DENSE_SCRIPT.test(value)) || (!WORD_OF_THREE.test(value) && !LEET_WORD.test(value) && !SPACED_LETTERS.test(value) && !mayHoldEncoding(value))) {
      continue;
    }
    for (const [category, h] of scoreText(value, topics)) {
      if (h.score < FLAG_SCORE) continue;
      const prev = hits.get(category);
      const path = `args.${field.path}`;
      if (!prev) hits.set(category, { score: h.score, severe: h.severe, paths: [path] });
      else {
        prev.score = Math.max(prev.score, h.score);
        prev.severe ||= h.severe;
        if (!prev.paths.includes(path)) prev.paths.push(path);
      }
    }
  }
  const findings: Finding[] = [];
  for (const [category, h] of hits) {
    const more = h.paths.length > MAX_PATHS_SHOWN ? ` (+${h.paths.length - MAX_PATHS_SHOWN} more)` : '';
    findings.push({
      family: `harmful_${category}`,
      detail: `harmful content: ${category} (score ${round2(h.score)}) at ${h.paths.slice(0, MAX_PATHS_SHOWN).join(', ')}${more}`,
      risk: h.severe ? 95 : moderationRisk(h.score),
      severity: h.severe ? 'block' : 'flag',
    });
  }
  return { findings: findings.sort((a, b) => b.risk - a.risk), topics: [...topics] };
}
