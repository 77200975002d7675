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

export const Gate = { RulesTalk: 0, Override: 1, Compliance: 2, Plain: 3 } as const;
export type Gate = (typeof Gate)[keyof typeof Gate];

/**
 * Words every persona reading needs (a rule noun, a refusal, "never", "freed"): one cheap scan
 * before the larger ones, which most texts never reach.
 */
const RULES_TALK =
  /rul|filt|restric|limit|guidel|ethic|moral|conscien|polic|censor|guardr|boundar|refus|declin|never|broke|freed|opposite|revers|anti-|say\s+no|caveat|\blaws?\b|illegal|safety\s+(?:layer|training|module|features?)|say\s+you\s+can/;

/** Words every override reading needs at least one of; most texts match none. */
const OVERRIDE =
  /\b(?:permi|authori[sz]|approv|cleared|granted|allowed|hereby|exempt|instruct\w*\s+you|regardless|(?:only|sole|new|real)\s+(?:task|job|purpose)|whitelist|allowlist|(?:you're|you\s+are)\s+(?:now\s+)?free|(?:answers?|responses?|replies|outputs?)\s+(?:must|should|will|shall)|signed\s+off|sanction|waive|green-?lit|(?:only|sole|entire)\s+(?:output|answer|response|reply)|(?:forget|drop|skip|stop|abandon|ignore|disregard)\s+(?:the|this|your)\s+(?:translat|summar|classif|task|review|analy|proofread)|always\s+(?:told|read|recited|sang|explained|whispered)|no\s+(?:matter|longer\s+appl)|rest\s+of|followed\s+by|(?:may|can)\s+now|used\s+to|wish|bedtime|lullab|from\s+now\s+on|whatever|instead|then\s+(?:\w+ly\s+)?(?:call|run|exec|delet|send|email|forward|transfer|upload|wire|remove|post)|(?:then|after\s+that|afterwards|thereafter|from\s+then\s+on|point\s+on)\s*,?\s+(?:\w+ly\s+)?(?:follow|obey|carry|do|comply|execute|act)|only\s+with|nothing\s+but|https?:\/\/|url\b|img)|[=:]\s*['"]?(?:false|off|disabled?|none|0|no|unrestricted|true|on|enabled?|jailbreak|uncensored)\b|--(?:no-|jailbreak|unrestricted|uncensored|safety|filters?|moderation|guardrails|censorship|ethics)|(?:first|initial|opening)\s+(?:output|reply|response|answer|words?|line)\s+(?:must|should|will|shall)\s+be|\bset\s+[\w.-]+\s+(?:to\s+)?(?:off|false|0|none|disabled|unrestricted|uncensored|unfiltered|jailbr)|!\[/;

/**
 * Stems every compliance reading needs at least one of (a rule list is read only with a refusal
 * ban, so its header words are not needed here); most texts match none.
 */
const COMPLIANCE =
  /never|refus|declin|reject|say\s+no|matter|hesitat|whatever|uncondition|absolutely\s+any|unable|not\s+able|can't|cannot|compl[iy]|obey|without\s+(?:any\s+)?(?:exception|fail|objection|question|complaint|judg|limit|filter|restriction|second\s+thought|push|argu)|(?:no|zero)\s+(?:exceptions|objections|argu|questions)|even\s+(?:if|when|things|ones|requests|questions)|you\s+(?:wouldn't|won't|would\s+not)|free(?:d)?\s+(?:of|from)|released\s+from|liberated|unbound|unshackled|you\s+(?:now\s+)?have\s+(?:no|zero)|complete\s+compliance|total\s+compliance|absolute\s+(?:compliance|obedience)|blind\s+obedience|turns?\s+\w+\s+(?:requests?\s+)?(?:away|down)|no\s+longer\s+have|you\s+(?:don't|do\s+not)\s+have|(?:begin|start|open|kick\s+off|lead\s+off|preface|prefix)\w*\s+(?:your|the|each|every|all|with)|(?:opposite|reverse|contrary)\s+of|(?:guidelines|rules|polic\w*|programming|training|filters?)\s+(?:tell|say|forbid|prohibit|ban|would|won't|don't|doesn't|wouldn't)|forbidden|off[\s-]limits|taboo|(?:banned|illegal|unethical|prohibited|dangerous|harmful|restricted)\s+(?:ones|questions|topics|stuff|things|requests|knowledge|info|secrets|subjects)|uncensored|unfiltered|unrestricted|amoral|nothing\s+(?:back|held)|anything\s+back|withhold|hid(?:es?|ing)\s+nothing|holds\s+barred|tells?\s+all|(?:moral|ethic)\w*\s+comment|dodge|too\s+(?:scared|afraid)|judg|(?:no|zero)\s+(?:boundaries|limits|restrictions|filters|censorship)|ignor|disregard|(?:its|her|his|their|whose)\s+(?:own\s+)?(?:\w+\s+)?(?:polic|guidel|rules|filter|restrict|programming|training)/;

/**
 * Stems every plain-override reading (plain-overrides.ts) needs at least one of, beside those
 * RULES_TALK already holds (the readings run when either gate passes): a check noun, a grant, a
 * policy noun, guidance given to "you", a void word, a processing task, a system noun.
 */
const PLAIN =
  /check|moderat|screen|review|guard|safe|content|usage|reject|approv|cleared|authori|signed\s+off|okayed|whitelist|allowed|permitted|free\s+to|told|gave|taught|you\s+(?:were|got|have|had|received)|to\s+you|your\s+(?:previous|prior|earlier|original|initial|old|first|existing|current|starting)|void|cancel|obsolete|revoked|irrelevant|no\s+longer|translat|summar|proofread|typo|grammar|spelling|paraphras|rewrit|classif|\bedit|terminal|shell|console|command|\bcli\b|database|\bdb\b|interpreter|\brepl\b|operating|\bcmd\b|powershell|\bbash\b|\bzsh\b/;

const GATES: readonly RegExp[] = [RULES_TALK, OVERRIDE, COMPLIANCE, PLAIN];
const GATE_SET = new RE2.Set(
  GATES.map((g) => {
    const source = supersetSource(g.source);
    if (source === null || g.flags !== '') throw new Error(`reading gate ${g.source.slice(0, 40)} does not convert`);
    return source;
  }),
  'u',
);

let lastView: string | null = null;
let lastPassed = 0;

/** Whether `view` holds a word `gate` asks for (a superset answer: the readings behind it decide). */
export function passesGate(view: string, gate: Gate): boolean {
  if (!readsAlike(view)) return GATES[gate]!.test(view);
  if (view !== lastView) {
    let passed = 0;
    for (const i of GATE_SET.match(setInput(view))) passed |= 1 << i;
    lastView = view;
    lastPassed = passed;
  }
  return (lastPassed & (1 << gate)) !== 0;
}
