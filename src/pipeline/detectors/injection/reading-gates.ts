/**
 * The word gates of layer 4's structural readings: own-setup's rule talk, the override readings
 * and the compliance readings. Each must match a view before its readings run, and most views
 * match none. As three JS regexes each pass cost about a microsecond per 1 KB view, and every view
 * met all three; one RE2 set answers the three in one pass, once per view (the readings ask in
 * turn about the same view). A gate is a superset check: RE2 reads each as `supersetSource` does,
 * and a text whose characters the two engines read differently is checked with the JS regexes.
 */
import RE2 from 're2';
import { setInput } from '../../set-input.js';
import { readsAlike, supersetSource } from '../../text/superset-gate.js';

export const Gate = { RulesTalk: 0, Override: 1, Compliance: 2, Plain: 3, SplitPieces: 4, SafeguardsOff: 5, Canary: 6, SafeguardNoun: 7 } as const;
export type Gate = (typeof Gate)[keyof typeof Gate];

/**
 * Words every persona reading needs (a rule noun, a refusal, "never", "freed"): one cheap scan
 * before the larger ones, which most texts never reach.
 */
const RULES_TALK =
  /rul|filt|safeguard|restric|disclaim|limit|guidel|ethic|moral|conscien|polic|censor|guardr|boundar|refus|declin|never|broke|freed|opposite|revers|anti-|say\s+no|caveat|\blaws?\b|illegal|safety\s+(?:layer|training|module|features?)|say\s+you\s+can/;

/**
 * Words every override reading (and the task-switch readings, task-switches.ts) needs at least one
 * of; most texts match none. A demand in the model maker's name ("we need you to turn off", "you
 * are required to") is one; "I want you to" alone opens half the role prompts there are.
 */
const OVERRIDE =
  /\b(?:permi|authori[sz]|approv|cleared|granted|allowed|hereby|exempt|instruct\w*\s+you|regardless|(?:only|sole|new|real)\s+(?:task|job|purpose)|whitelist|allowlist|(?:you're|you\s+are)\s+(?:now\s+)?free|(?:answers?|responses?|replies|outputs?)\s+(?:must|should|will|shall)|signed\s+off|sanction|waive|green-?lit|(?:only|sole|entire)\s+(?:output|answer|response|reply)|(?:forget|drop|skip|stop|abandon|ignore|disregard)\s+(?:the|this|your)\s+(?:translat|summar|classif|task|review|analy|proofread)|always\s+(?:told|read|recited|sang|explained|whispered)|no\s+(?:matter|longer\s+appl)|rest\s+of|followed\s+by|(?:may|can)\s+now|used\s+to|wish|bedtime|lullab|from\s+now\s+on|from\s+(?:here|this\s+point)\s+on|henceforth|nothing\s+(?:else|more)|whatever|instead|then\s+(?:\w+ly\s+)?(?:call|run|exec|delet|send|email|forward|transfer|upload|wire|remove|post)|(?:then|after\s+that|afterwards|thereafter|from\s+then\s+on|point\s+on)\s*,?\s+(?:\w+ly\s+)?(?:follow|obey|carry|do|comply|execute|act)|only\s+with|nothing\s+but|https?:\/\/|url\b|img|pwn|hacked|hijacked|jailbroken|hate\s+humans|canary\s+(?:token|string|word|value|phrase)|(?:been|is|got)\s+(?:owned|compromised|taken\s+over)|(?:system|model|ai|assistant|bot|server)\s+(?:owned|compromised)|rather\s+than|(?:disregard|ignore|forget|skip|never\s+mind|drop|scratch|abandon|cancel)\s+(?:\w+\s+){0,2}(?:recipe|question|task|request|prompt|query|essay|article|text|input|above|translation|summary|instruction|assignment|poem|story|review|classif|sentiment|analys|label)|scratch\s+that|(?:don't|do\s+not|no\s+need\s+to)\s+(?:translate|summari|classify|proofread|answer))|[=:]\s*['"]?(?:false|off|disabled?|none|0|no|unrestricted|true|on|enabled?|jailbreak|uncensored)\b|--(?:no-|jailbreak|unrestricted|uncensored|safety|filters?|moderation|guardrails|censorship|ethics)|(?:first|initial|opening)\s+(?:output|reply|response|answer|words?|line)\s+(?:must|should|will|shall)\s+be|\bset\s+[\w.-]+\s+(?:to\s+)?(?:off|false|0|none|disabled|unrestricted|uncensored|unfiltered|jailbr)|!\[|everything\s+(?:above|before|prior|so\s+far|you\s+were)|none\s+of\s+the\s+(?:earlier|previous|prior)|(?:anything|everything)\s+(?:below|that\s+follows|i\s+(?:say|send|write|ask))|from\s+(?:this|that)\s+point\s+forward|(?:and|then)\s+(?:do\s+(?:it|what\s+it\s+says|as\s+it\s+says)|follow\s+(?:it|them))\b|(?:need|want|require)s?\s+you\s+to\s+(?:turn|switch|shut|disable|drop|stop|remove|lift|ignore|bypass|disregard|reveal|print|output|obey)|you\s+must\s+obey|you\s+are\s+(?:required|instructed|ordered|directed)\s+to|(?:exactly|precisely|literally)\s+(?:what|as)\s+it\s+(?:says|tells)|as\s+your\s+(?:new\s+)?(?:instructions|orders|commands)|(?:all|every|each)\s+(?:future|subsequent|later|further)\b|(?:any|every|each|all)\s+(?:\w+\s+)?(?:messages?|inputs?|prompts?|questions?|requests?)\s+(?:\w+\s+){0,3}after\s+(?:this|that|now)|(?:instructions?|commands?|orders?)\s+(?:that\s+are\s+)?(?:hidden|embedded|concealed|buried)\s+in|(?:answers?|responses?|replies|outputs?)\s+you\s+(?:give|write|send|produce)/;

/**
 * Stems every compliance reading needs at least one of (a rule list is read only with a refusal
 * ban, so its header words are not needed here); most texts match none.
 */
const COMPLIANCE =
  /never|refus|invert|declin|reject|say\s+no|matter|hesitat|whatever|uncondition|absolutely\s+any|unable|not\s+able|can't|cannot|compl[iy]|obey|without\s+(?:any\s+)?(?:exception|fail|objection|question|complaint|judg|limit|filter|restriction|second\s+thought|push|argu)|(?:no|zero)\s+(?:exceptions|objections|argu|questions)|even\s+(?:if|when|things|ones|requests|questions)|you\s+(?:wouldn't|won't|would\s+not)|free(?:d)?\s+(?:of|from)|released\s+from|liberated|unbound|unshackled|you\s+(?:now\s+)?have\s+(?:no|zero)|complete\s+compliance|total\s+compliance|absolute\s+(?:compliance|obedience)|blind\s+obedience|turns?\s+\w+\s+(?:requests?\s+)?(?:away|down)|no\s+longer\s+have|you\s+(?:don't|do\s+not)\s+have|(?:begin|start|open|kick\s+off|lead\s+off|preface|prefix)\w*\s+(?:your|the|each|every|all|with)|(?:opposite|reverse|contrary)\s+of|(?:guidelines|rules|polic\w*|programming|training|filters?)\s+(?:tell|say|forbid|prohibit|ban|would|won't|don't|doesn't|wouldn't)|forbidden|off[\s-]limits|taboo|(?:banned|illegal|unethical|prohibited|dangerous|harmful|restricted)\s+(?:ones|questions|topics|stuff|things|requests|knowledge|info|secrets|subjects)|uncensored|unfiltered|unrestricted|amoral|nothing\s+(?:back|held)|anything\s+back|withhold|hid(?:es?|ing)\s+nothing|holds\s+barred|tells?\s+all|(?:moral|ethic)\w*\s+comment|dodge|too\s+(?:scared|afraid)|judg|(?:no|zero)\s+(?:boundaries|limits|restrictions|filters|censorship)|ignor|disregard|(?:its|her|his|their|whose)\s+(?:own\s+)?(?:\w+\s+)?(?:polic|guidel|rules|filter|restrict|programming|training)/;

/**
 * Stems every plain-override reading (plain-overrides.ts) needs at least one of, beside those
 * RULES_TALK already holds (the readings run when either gate passes): a check noun, a grant, a
 * policy noun, guidance given to "you", a void word, a processing task, a system noun.
 */
const PLAIN =
  /check|compl[iy]\s+with|obey|```\s*(?:system|developer)|\[\s*(?:system|developer|admin|operator|tool\s+result|tool\s+output|function\s+result)|(?:system|developer|observation|tool\s+result|tool\s+output|function\s+(?:result|output))\s*(?:message|prompt|note|notice|update)?\s*:|\b(?:assistant|ai|gpt|chatgpt|bot|model)\s*:|\[\s*assistant\s*\]|moderat|screen|review|guard|safe|content|usage|reject|approv|cleared|authori|signed\s+off|okayed|whitelist|allowed|permitted|free\s+to|told|gave|taught|you\s+(?:were|got|have|had|received)|to\s+you|your\s+(?:previous|prior|earlier|original|initial|old|first|existing|current|starting)|void|cancel|obsolete|revoked|irrelevant|no\s+longer|translat|summar|proofread|typo|grammar|spelling|paraphras|rewrit|classif|\bedit|terminal|shell|console|command|\bcli\b|database|\bdb\b|interpreter|\brepl\b|operating|\bcmd\b|powershell|\bbash\b|\bzsh\b/;

/**
 * What a payload split without names needs (split-payload.ts): numbered pieces ("word 1:") or two
 * quoted pieces side by side ("'ign' 'ore'", "'a', 'b'", "'a' + 'b'"). Read in the one set pass
 * rather than by two JS scans of every text.
 */
const SPLIT_PIECES = /\b(?:word|part|piece|fragment|chunk|segment)\s*#?1\s*[:=]|['"]\s*(?:[,+]|and)?\s*['"]/;

/**
 * Words a notice that the model's safeguards are off needs (plain-overrides.ts): a state word
 * (disabled, lifted, off, no longer) or a release verb (ignore, skip, comply, obey).
 */
const SAFEGUARDS_OFF =
  /\b(?:no\s+longer|never\s+again|ignore|skip|bypass|disregard|drop|set\s+aside|comply|obey|fulfil|fulfill|carry\s+out|disabled|lifted|removed|suspended|waived|deprecated|retired|revoked|rescinded|deactivated|off|paused|bypassed|gone|rolled\s+back|reverted|undone|wiped|erased|overridden|false|none|0|forbidden|prohibited|banned|not\s+(?:permitted|allowed))\b/;

/** Words every canary of goal hijacking holds (override-readings.ts): "pwned", "hacked", "compromised". */
const CANARY = /pwn|hack|owned|compromised|hijack|jailbroken|hate\s+(?:humans|people|you|everyone)|canary|taken\s+over/;

/**
 * The nouns (or compliance verbs) the safeguard readings of plain-overrides.ts need beside
 * SAFEGUARDS_OFF's state words: a text with "off" or "0" but no rule, filter or refusal word skips them.
 */
const SAFEGUARD_NOUN =
  /refus|declin|restrict|rules|filter|check|guideline|polic|moderat|limit|guardrail|safeguard|protection|control|censor|training|alignment|conditioning|safety|ethic|module|setting|mode\b|layer|compl[iy]|obey/;

/**
 * The gates answered by the one RE2 set pass (every view meets these). The follow-up gates after
 * them are asked only by readings that another gate already let through, so they are plain JS tests
 * on those few views: each entry of the set adds to the DFA every new text builds, and a text new to
 * the caches (as each is in service) pays for it.
 */
const SET_GATES: readonly RegExp[] = [RULES_TALK, OVERRIDE, COMPLIANCE, PLAIN, SPLIT_PIECES];
const GATES: readonly RegExp[] = [...SET_GATES, SAFEGUARDS_OFF, CANARY, SAFEGUARD_NOUN];
const GATE_SET = new RE2.Set(
  SET_GATES.map((g) => {
    const source = supersetSource(g.source);
    if (source === null || g.flags !== '') throw new Error(`reading gate ${g.source.slice(0, 40)} does not convert`);
    return source;
  }),
  'u',
);

let lastView: string | null = null;
let lastPassed = 0;
/** Follow-up gates already tested on lastView, and their answers (bit masks). */
let lastAsked = 0;
let lastFollowUps = 0;

/** Whether `view` holds a word `gate` asks for (a superset answer: the readings behind it decide). */
export function passesGate(view: string, gate: Gate): boolean {
  if (gate >= SET_GATES.length) return passesFollowUpGate(view, gate);
  if (!readsAlike(view)) return GATES[gate]!.test(view);
  if (view !== lastView) remember(view);
  return (lastPassed & (1 << gate)) !== 0;
}

function remember(view: string): void {
  let passed = 0;
  if (readsAlike(view)) for (const i of GATE_SET.match(setInput(view))) passed |= 1 << i;
  lastView = view;
  lastPassed = passed;
  lastAsked = 0;
  lastFollowUps = 0;
}

/** A follow-up gate, tested once per view (the readings ask in turn about the same view). */
function passesFollowUpGate(view: string, gate: Gate): boolean {
  if (view !== lastView) remember(view);
  const bit = 1 << gate;
  if ((lastAsked & bit) === 0) {
    lastAsked |= bit;
    if (GATES[gate]!.test(view)) lastFollowUps |= bit;
  }
  return (lastFollowUps & bit) !== 0;
}
