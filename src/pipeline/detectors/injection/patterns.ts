/**
 * Layer 4 pattern table: the 93 regex patterns of the injection firewall, as data.
 *
 * Patterns are RE2 syntax (linear time, no look-around, no back-references) and are matched
 * against `normalizeText` output: lowercase, homoglyphs folded, typographic quotes as `'`/`"`,
 * whitespace collapsed to single spaces, line breaks kept as `\n`. Write them in lowercase.
 * They describe attack families (phrasings of an intent), never one known prompt.
 *
 * `risk` is what one match alone says about the text (>= 40 sends the call to review);
 * `severity: 'block'` is kept for phrasings that are unambiguous on their own.
 */

export const INJECTION_FAMILIES = [
  'instruction_override',
  'role_hijack',
  'developer_mode',
  'system_prompt_extraction',
  'safety_bypass',
  'delimiter_injection',
  'encoding_evasion',
  'tool_hijack',
  'code_execution',
  'data_exfiltration',
  'refusal_suppression',
  'roleplay_framing',
  'output_hijack',
  'ai_addressed_instruction',
] as const;
export type InjectionFamily = (typeof INJECTION_FAMILIES)[number];

export interface InjectionPattern {
  id: string;
  family: InjectionFamily;
  risk: number;
  severity: 'flag' | 'block';
  description: string;
  /** RE2 source, matched against normalised text */
  source: string;
}

/** How an assistant carries itself: with "as", "like", "without" after it, the words of a new role. */
const ROLE_VERB = String.raw`(?:act|respond|answer|reply|behave|speak|talk|operate|function)`;

/** Up to `n` filler words ("ignore [all of the] previous instructions"). */
const w = (n: number): string => String.raw`(?:[\w'-]+\s+){0,${n}}?`;

const OVERRIDE_VERB = String.raw`(?:ignore|disregard|forget|skip|bypass|override|overlook|neglect|discard|abandon|erase|dismiss|drop|ditch|throw\s+out|set\s+aside|pay\s+no\s+attention\s+to|stop\s+following)`;
const PRIOR = String.raw`(?:previous|previously\s+given|prior|preceding|above|earlier|foregoing|former|initial|original|old|existing|past|all|any|every|your|system)`;
const RULE_NOUN = String.raw`(?:instructions?|prompts?|rules|directives?|guidelines|programming|constraints|restrictions|guardrails|policies|safeguards|training|conditioning|directions|commands?|orders)`;
const AI_NAME = String.raw`(?:ai|a\.i\.|llm|large\s+language\s+model|language\s+model|chatbot|chatgpt|gpt(?:-?\d[\w.-]*)?|claude|gemini|bard|copilot|llama|ai\s+assistant|ai\s+agent|ai\s+model|assistant\s+ai|virtual\s+assistant)`;
const SHOW_VERB = String.raw`(?:show|reveal|print|display|output|repeat|tell|give|share|dump|leak|expose|return|list|provide|recite|write\s+out|spell\s+out|paste|copy|echo|state|disclose|read\s+(?:back|out)|send|encode|translate)`;
const EXTRACT_TARGET = String.raw`(?:system\s+(?:prompt|message|instructions)|(?:initial|original|hidden|secret|starting|first|internal|confidential)\s+(?:prompt|instructions|directives|configuration)|pre-?prompt|instructions\s+you\s+(?:were|have\s+been)\s+given)`;

/** What the password games ask the model to keep (Gandalf-style levels). */
const SECRET_WORD = String.raw`(?:password|passphrase|passcode|pass\s+code|secret\s+(?:word|code|key|phrase)|code\s*word)`;
/** Ways to get a kept secret out without saying it outright: spelled, hinted, encoded, hidden in a poem. */
const SECRET_LEAK_TRICK = String.raw`(?:spell(?:ed|ing)?|backwards?|in\s+reverse|reversed|hints?|clues?|riddle|rhymes?|first\s+(?:\w+\s+)?letters?|last\s+(?:\w+\s+)?letters?|(?:each|every|one)\s+letter|(?:starts?|begins?)\s+with\s+(?:a|the|one)\s+(?:letter|character)|letter\s+by\s+letter|(?:dashes|spaces|hyphens|commas)\s+between|acrostic|first\s+letter\s+of\s+each|base64|in\s+hex|without\s+(?:saying|revealing|telling|writing)\s+it)`;

const p = (
  id: string,
  family: InjectionFamily,
  risk: number,
  description: string,
  source: string,
  severity: 'flag' | 'block' = risk >= 80 ? 'block' : 'flag',
): InjectionPattern => ({ id, family, risk, severity, description, source });

export const INJECTION_PATTERNS: readonly InjectionPattern[] = [
  // ---- instruction override -------------------------------------------------------------
  p('io-ignore-prior', 'instruction_override', 85, 'asks to ignore prior instructions',
    String.raw`\b${OVERRIDE_VERB}\s+${w(3)}${PRIOR}\s+${w(2)}${RULE_NOUN}\b`),
  p('io-ignore-rules-given', 'instruction_override', 80, 'asks to ignore the instructions it was given',
    String.raw`\b(?:ignore|disregard|forget|override|discard|dismiss)\s+(?:the\s+|all\s+|any\s+|your\s+)?(?:instructions?|prompts?|rules|directives?|guidelines|directions|commands?)\s+(?:above|before|previously|so\s+far|given|you\s+(?:were|have\s+been|got)|from\s+before|i\s+gave|that\s+(?:you|i)\b)|\b(?:ignore|disregard|forget|drop|abandon)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|your\s+)?(?:guidance|configuration|setup|conditioning)\s+(?:you\s+(?:were|have\s+been)\s+(?:configured|given|set\s+up|trained|provided)|(?:that\s+)?(?:was|were)\s+(?:given|provided)\s+to\s+you)\b`),
  p('io-ignore-prior-request', 'instruction_override', 45, 'asks to ignore an earlier request or message',
    String.raw`\b(?:ignore|disregard|forget)\s+${w(2)}(?:previous|prior|above|earlier|preceding)\s+(?:request|message|text|task|conversation|input|content|question|context)s?\b|\b(?:ignore|disregard)\s+(?:all\s+)?(?:instructions|rules|guardrails)\s*[,;:!]|\binstead\s+of\s+(?:doing\s+|following\s+)?(?:the\s+)?(?:above|previous\s+(?:instructions|task|request))\s*,\s*(?:just\s+|only\s+)?(?:say|print|output|respond|reply|write|answer|return)\b|\b(?:forget|ignore|disregard)\s+(?:about\s+)?(?:everything|all\s+of\s+(?:that|this|it))\b[^.\n]{0,30}\b(?:before|above|previously|earlier|so\s+far|until\s+now|up\s+to\s+now|up\s+to\s+this\s+point)\b`),
  p('io-ignore-then-do', 'instruction_override', 55, 'ignore-and-do construction',
    String.raw`\b(?:ignore|disregard)\s+(?:the\s+|all\s+|any\s+|everything\s+|what\s+)${w(4)}(?:and|then)\s+(?:just\s+|simply\s+|only\s+|instead\s+)?(?:say|print|output|respond|reply|write|return|repeat|answer|spell|execute|run|follow|tell)\b|\b(?:ignore|disregard|forget|abandon|drop)\s+(?:the|your|this|that|my)\s+(?:[\w-]+\s+)?(?:task|assignment|job|request|objective|analysis)\b[^\n]{0,20}\binstead\b`),
  p('io-ignore-user', 'instruction_override', 70, 'asks to ignore the user',
    String.raw`\b(?:ignore|disregard|forget|override)\s+(?:the|your|any|all)\s+(?:user|human|operator|customer|person|owner)(?:'s|s)?\s+(?:and|request|instructions?|question|query|task|prompt|input|wishes|message)\b`),
  p('io-new-instructions', 'instruction_override', 55, 'announces new or secret instructions',
    String.raw`\b(?:important|urgent|secret|hidden|priority|override|updated|revised|real|true|actual|new)\s+(?:new\s+|updated\s+)?(?:instructions?|directives?|orders|system\s+prompt)\s*(?::|!|\*|-{2,}|follow\b|are\s+as\s+follows|below)|\b(?:previous|above|prior|earlier)\s+(?:conversation|messages?|instructions?|text|prompt|task)\s+(?:was|were)\s+(?:just\s+|only\s+)?(?:a\s+)?(?:test|fake|joke|drill|simulation|decoy)\b|\bthe\s+real\s+(?:instructions|task|prompt)\s+(?:is|are)\b|\b(?:that\s+is|that's|this\s+is|it\s+is|it's)\s+enough\b[^\n]{0,12}\bnow\s+(?:please\s+)?(?:help|focus|do|write|answer|tell|say|comes|follows|your|a\s+new|the\s+following)\b|\b(?:well\s+done|good\s+job|great\s+job|nicely\s+done|very\s+good|excellent|perfect|super|bravo)\s*[!.,]+\s*(?:that\s+is\s+enough|that's\s+enough|forget|ignore|now\s+(?:focus|comes|follows)|(?:your\s+|a\s+)?new\s+(?:task|assignment|mission)\s*:)|\bnow\s+(?:focus\s+on|comes|follows)\s+(?:your|a|the)\s+new\s+(?:task|assignment|mission|job)\b|\byour\s+(?:sole|only|real|true|new)\s+(?:objective|goal|purpose|mission|task)\s+(?:now\s+is|is\s+now)\b`),
  p('io-from-now-on', 'instruction_override', 60, 'redefines behaviour from now on',
    String.raw`\b(?:from\s+now\s+on|from\s+this\s+(?:point|moment)(?:\s+on(?:ward)?|\s+forward)?|starting\s+(?:now|immediately)|henceforth|for\s+the\s+rest\s+of\s+(?:this|our)\s+conversation)\s*,?\s+(?:you\s+(?:are|will|must|shall|should|can|may|'re)\s+(?:now\s+)?(?:going\s+to\s+|have\s+to\s+|need\s+to\s+|be\s+required\s+to\s+)?)?(?:${ROLE_VERB}\s+(?:only\s+)?(?:as|like|without|with\s+no|freely|in\s+character|as\s+if)|(?:only|always)\s+(?:respond|reply|answer)\s+(?:as|with\s+["']|in\s+character)|pretend|play|ignore|never|not\s+(?:follow|refuse)|simulate|be\s+(?:an?\s+)?(?:unrestricted|unfiltered|evil|free|dan|jailbroken))\b`),
  p('io-stop-following', 'instruction_override', 80, 'asks to stop following its rules',
    String.raw`\b(?:do\s+not|don't|stop|no\s+longer|never)\s+(?:follow(?:ing)?|obey(?:ing)?|adher(?:e|ing)\s+to|listen(?:ing)?\s+to|comply(?:ing)?\s+with|abid(?:e|ing)\s+by)\s+(?:your|the|any|those|these|its|openai'?s?|anthropic'?s?)\s+${w(2)}(?:instructions|rules|guidelines|programming|developers?|creators?|polic(?:y|ies)|system\s+prompt|training|restrictions)\b`),
  p('io-precedence', 'instruction_override', 70, 'claims precedence over earlier instructions',
    String.raw`\b(?:this|these|the\s+following)\s+(?:instructions?|message|rules?|prompt|command)\s+(?:takes?|have|has)\s+(?:precedence|priority)\s+over\b|\b(?:supersedes?|overrides?|replaces?)\s+(?:all\s+|any\s+)?(?:previous|prior|other|earlier|your|existing)\s+${w(1)}(?:instructions|rules|guidelines|directives|prompts?)\b|\b(?:supersedes?|replaces?|overrides?|takes?\s+precedence\s+over)\s+(?:the\s+|your\s+|all\s+)?(?:old|previous|prior|original|existing|current)\s+(?:rules?|instructions?|guidelines|prompt|rule\s+set)\b|\b(?:rules?|rule\s+set|instructions?)\s+(?:that\s+|which\s+)?(?:supersedes?|replaces?|overrides?)\s+(?:the\s+)?(?:old|previous|prior|original|existing|current)\s+(?:ones?)\b`),
  p('io-admin-override', 'instruction_override', 65, 'claims administrator / system override authority',
    String.raw`\b(?:admin(?:istrator)?|system|root|sudo|security|developer|emergency|master|god)\s+override\s*(?:[:!]|-\s|\b(?:code|enabled|activated|granted|mode|protocol|in\s+effect|initiated|engaged|accepted|confirmed|authori[sz]ed)\b)|\b(?:admin(?:istrator)?|system|root|sudo|security|developer|emergency|master|god)\s+(?:authori[sz]ation\s+code|access\s+granted|privileges?\s+granted)\b`),

  // ---- role hijack / jailbreak personas -------------------------------------------------
  p('rh-do-anything-now', 'role_hijack', 90, 'DAN "do anything now" persona',
    String.raw`\bdo\s+anything\s+now\b`),
  p('rh-broke-free', 'role_hijack', 80, 'persona that broke free of its confines',
    String.raw`\b(?:broken|break|broke|breaking|freed)\s+(?:yourself\s+)?(?:free\s+)?(?:of|from|out\s+of)\s+(?:the\s+|all\s+|your\s+|its\s+|their\s+)?(?:typical\s+|usual\s+)?(?:confines|restrictions|rules|limitations|chains|shackles|constraints|boundaries|limits)\b`),
  p('rh-not-abide', 'role_hijack', 70, 'persona that need not abide by rules',
    String.raw`\b(?:do(?:es)?\s+not|don't|doesn't|never|no\s+longer|not)\s+(?:have\s+to\s+|need\s+to\s+)?(?:abide|follow|obey|comply|adhere)\s+(?:by\s+|with\s+|to\s+)?(?:the\s+|any\s+|all\s+|your\s+|their\s+)?${w(2)}(?:rules|polic(?:y|ies)|guidelines|restrictions|filters|ethics|morals|principles)\s+(?:set|of|for|that|which|imposed|from)\b`),
  p('rh-act-unrestricted', 'role_hijack', 70, 'asks to act as an unrestricted or malicious persona',
    String.raw`\b(?:act|acting|behave|respond|answer|reply|pretend|roleplay|role-play|simulate|become|transform\s+into|turn\s+into|imagine\s+you\s+are)\s+(?:as|like|to\s+be|into|you\s+are|you're|that\s+you\s+are|that\s+you're)?\s*(?:an?\s+|the\s+)?(?:completely\s+|totally\s+|fully\s+)?(?:unrestricted|unfiltered|uncensored|unlimited|unbound|unethical|amoral|immoral|evil|malicious|jailbroken|rogue|lawless|unhinged|unaligned|villain(?:ous)?|criminal|hacker)\b`),
  p('rh-you-are-now', 'role_hijack', 55, 'reassigns the model a new identity',
    String.raw`\byou\s+are\s+(?:now\s+|about\s+to\s+|going\s+to\s+)(?:be\s+|become\s+)?(?:act(?:ing)?\s+as|pretend(?:ing)?|play(?:ing)?\s+the\s+role|immerse|simulat(?:e|ing)|roleplay|take\s+on|an?\s+(?:ai|assistant|chatbot|model|language\s+model|bot)\s+(?:called|named|known\s+as|without|with\s+no|that\s+(?:has\s+no|can|will|doesn't)))|\byour\s+new\s+(?:persona|identity|role|name|character)\s+is\b|\bnow,?\s+you\s+are\s+(?:[\w'-]+\s+){1,4}?[\w'-]+\s*[,.:;]\s*how\s+(?:do|would|will)\s+you\s+(?:answer|respond\s+to|reply\s+to)\s+(?:the\s+following|this|my|these)\s+(?:questions?|prompts?)\b`),
  p('rh-another-ai', 'role_hijack', 70, 'introduces another AI persona',
    String.raw`\b(?:another|different|new|alternate|alternative|fictional|unrestricted|evil|rogue)\s+(?:ai|a\.i\.|al|artificial\s+intelligence|language\s+model|chatbot|ai\s+model|al\s+model|model|bot|assistant)\s+(?:model\s+)?(?:known\s+as|called|named|which\s+stands\s+for)\b|\byou\s+are\s+(?:no\s+longer|not)\s+(?:chatgpt|gpt-?\d*|claude|bard|gemini|llama|an?\s+(?:ai\s+)?(?:language\s+)?model\s+(?:made|created|trained)\s+by)\b|\b(?:an?\s+)?(?:ai|chatbot|bot|model|assistant)\b[^.\n]{0,40}\b(?:called|named)\s+["']?[\w-]+["']?,?\s+(?:who|which|that)\s+(?:answers?|responds?\s+to|replies\s+to)\s+(?:every|all|any)\b`),
  p('rh-stands-for', 'role_hijack', 80, 'jailbreak persona acronym',
    String.raw`\b(?:stands\s+for|short\s+for|acronym\s+for)\s+["']?(?:do\s+anything|strive\s+to\s+avoid|always\s+intelligent|evil|unfiltered|no\s+restrictions|jailbreak|developer\s+mode)`),
  p('rh-persona-label', 'role_hijack', 60, 'jailbreak persona response label',
    String.raw`\[\s*(?:dan|stan|dude|jailbreak|jailbroken|anti-dan|developer\s+mode\s+output|evil|aim|omega|betterdan|unfiltered)\s*\]`),
  p('rh-dual-response', 'role_hijack', 50, 'asks for a normal and an unrestricted answer',
    String.raw`\b(?:answer|respond|reply|act|write)\s+as\s+(?:two|2|both)\s+(?:characters|personas|personalities|entities|bots|ais|assistants)\b[^\n]{0,160}\b(?:evil|unfiltered|jailbroken|no\s+rules|answers?\s+anything|without\s+(?:any\s+)?(?:rules|restrictions|limits|filters)|anything\s+goes)\b|\b(?:two|2|both)\s+(?:different\s+|separate\s+|distinct\s+)*(?:ways|responses|answers|paragraphs|outputs|styles|personalities|voices)\b[^\n]{0,120}\b(?:normal(?:ly)?|classic|censored|filtered|jailbroken|unfiltered)\b`),
  p('rh-stay-in-character', 'role_hijack', 45, 'insists on staying in a persona',
    String.raw`\b(?:stay|remain|keep)\s+(?:in\s+character|in\s+(?:dan|developer)\s+mode|as\s+(?:dan|stan|dude))\b|\bbreak(?:ing)?\s+character\b`),
  p('rh-no-longer-ai', 'role_hijack', 70, 'tells the model it is no longer bound',
    String.raw`\byou\s+(?:are|'re)\s+(?:no\s+longer\s+(?:an?\s+)?(?:ai|chatgpt|assistant|language\s+model|bound|restricted|limited|constrained|governed|censored|filtered)|not\s+(?:bound|restricted|constrained|governed|censored)\s+by)\b`),
  p('rh-unshackled', 'role_hijack', 75, 'tells the model it has been freed',
    String.raw`\byou\s+(?:are|have\s+been|were|'re)\s+(?:now\s+)?(?:freed|liberated|unchained|unshackled|unleashed|unlocked|jailbroken|jail\s*broken)\b`),
  p('rh-adopt-persona', 'role_hijack', 35, 'asks to adopt a role or persona',
    String.raw`\b(?:take\s+on|assume|adopt|embody|switch\s+to)\s+(?:the\s+|a\s+|an\s+)?(?:role|persona|character|identity|personality)\s+(?:of|as)\b`),
  p('rh-simulate-persona', 'role_hijack', 65, 'asks to simulate an unrestricted system',
    String.raw`\b(?:simulate|emulate|simulator\s+(?:to|of|for)|simulation\s+of)\s+(?:the\s+)?(?:dan|stan|dude|an?\s+(?:unrestricted|unfiltered|uncensored|evil|jailbroken))\b|\bact\s+as\s+(?:a\s+)?(?:simulator|emulator)\s+(?:of|for)\b`),
  p('rh-obey-unconditionally', 'role_hijack', 70, 'demands unconditional obedience',
    String.raw`\b(?:follow|obey|answer|fulfill|comply\s+with|execute)\s+${w(3)}(?:instructions|requests?|commands|orders|questions|prompts)\s+(?:without\s+(?:hesitation|question(?:ing)?|exception|refusal|restriction|limitation|fail)|no\s+matter\s+(?:what|how))`),

  // ---- developer mode -----------------------------------------------------------------------
  p('dm-mode-enabled', 'developer_mode', 75, 'claims an unrestricted mode is enabled',
    String.raw`\b(?:developer|dev|dan|god|jailbreak|jailbroken|evil|unrestricted|unfiltered|uncensored|opposite|chaos|anarchy)\s+mode\s+(?:is\s+)?(?:now\s+)?(?:enabled|activated|engaged|unlocked|output|response|policy|policies|on\s*(?:[.!,:;)\]]|$))`),
  p('dm-you-are-in-mode', 'developer_mode', 80, 'tells the model it is in a special mode',
    String.raw`\byou\s+(?:are|'re)\s+(?:now\s+)?(?:in|running\s+in|operating\s+in|entering|switched\s+to|in\s+the)\s+${w(1)}(?:developer|dev|god|jailbreak|jailbroken|dan|maintenance|debug|admin|unrestricted|unfiltered|uncensored|sudo|root|test(?:ing)?|evil|chaos|opposite|diagnostic|override|service|unsafe)\s+mode\b`),
  p('dm-enter-mode', 'developer_mode', 70, 'asks to enter an unrestricted mode',
    String.raw`\b(?:enter|activate|enable|switch\s+(?:in)?to|turn\s+on|unlock|engage|initiate)\s+(?:the\s+)?(?:dan|god|jailbreak|evil|unrestricted|unfiltered|uncensored|opposite|chaos|anarchy|no-?limits?|no-?rules?)\s+mode\b`),

  // ---- system prompt extraction ------------------------------------------------------------
  p('spx-your-prompt', 'system_prompt_extraction', 70, "refers to the model's own hidden prompt",
    String.raw`\b(?:your|the\s+ai'?s|the\s+model'?s|the\s+assistant'?s|chatgpt'?s|gpt'?s)\s+${w(1)}(?:(?:system|initial|original|hidden|secret|starting|start-?up|pre-?|underlying|internal|confidential|developer)\s*(?:prompt|instructions?|directives?|programming|configuration|config)|system\s+(?:message|rules|guidelines|settings|context)|(?:hidden|secret|confidential|internal)\s+(?:password|passphrase|passcode|code\s*word|key|word))\b`),
  p('spx-system-prompt-term', 'system_prompt_extraction', 45, 'names the system prompt',
    String.raw`\b(?:the|your|its|this|that|my|our|their)\s+(?:system|developer|pre|meta|hidden)\s*[-_]?\s*prompt\b|\b(?:system|developer|hidden)[-_]prompt\b|\bsys_?prompt\b|<\s*/?\s*(?:system_prompt|system-prompt|systemprompt|sys_prompt|initial_prompt|hidden_prompt)\s*/?\s*>`),
  p('spx-show-prompt', 'system_prompt_extraction', 80, 'asks to show the system prompt',
    String.raw`\b${SHOW_VERB}\s+(?:me\s+|us\s+)?(?:out\s+)?${w(3)}${EXTRACT_TARGET}`),
  p('spx-text-above', 'system_prompt_extraction', 60, 'asks to repeat the text above',
    String.raw`\b(?:repeat|print|output|show|display|echo|recite|reproduce|return|write\s+out|spell\s+out|type\s+out)\s+(?:back\s+)?${w(3)}(?:(?:text|words|everything|content|lines|prompt|instructions|conversation)\s+(?:above|before\s+this|preceding|so\s+far|from\s+the\s+(?:beginning|start)|at\s+the\s+(?:beginning|start|top))|(?:above|preceding|previous|prior|initial)\s+(?:text|words|prompt|instructions))\b|\bincluding\s+(?:any\s+|all\s+|the\s+|your\s+)?(?:hidden|system|secret|initial|internal)\s+(?:or\s+\w+\s+)?(?:instructions?|prompts?|messages?)\b|\b(?:print|repeat|output|show|write|copy|echo|return)\s+(?:out\s+)?(?:everything|all(?:\s+the\s+text)?|the\s+(?:text|words|content))\s+(?:that\s+(?:comes?|came|is|was|appears?)\s+)?(?:before|above|preceding|prior\s+to)\s+(?:this|my)\s+(?:message|prompt|line|question|input)\b|\b(?:contents?|text|everything)\s+(?:of|in)\s+(?:your|the)\s+(?:context\s+window|context|memory|scratchpad|system\s+message|hidden\s+prompt)\b`),
  p('spx-given-instructions', 'system_prompt_extraction', 60, 'refers to the instructions the model was given',
    String.raw`\b(?:instructions?|prompt|text|rules|directives|guidelines)\s+(?:that\s+)?(?:you\s+(?:were|have\s+been|got|received)|you've\s+been|you\s+had\s+been)\s+(?:given|told|provided|programmed\s+with|configured\s+with|fed|initiali[sz]ed\s+with)?|\b(?:what|which)\s+(?:rules|instructions|guidelines|directives|restrictions)\s+(?:were|have)\s+you\s+(?:been\s+)?(?:given|told|programmed\s+with|provided|trained\s+with)\b|\b(?:instructions?|prompt|rules|directives)\s+(?:given|provided|sent|passed)\s+to\s+(?:the\s+|this\s+)?(?:ai|assistant|model|chatbot|bot)\s+(?:at|in)\s+the\s+(?:start|beginning|top)\b`),
  p('spx-what-told', 'system_prompt_extraction', 65, 'asks what the model was told before',
    String.raw`\b(?:what|how)\s+(?:were|have|had)\s+you\s+(?:been\s+)?(?:told|instructed|programmed|configured|prompted)\s+${w(3)}(?:before|to\s+(?:do|say|not)|at\s+the\s+(?:start|beginning)|initially|earlier|originally|prior)`),
  p('spx-what-are-instructions', 'system_prompt_extraction', 55, 'asks what its instructions are',
    String.raw`\bwhat\s+(?:are|were|is)\s+(?:your|those|these)\s+${w(1)}(?:instructions|prompt|system\s+message|directives|programming)\b|\b(?:tl;?\s*dr|summary|summari[sz]e|recap|outline|paraphrase|rephrase|list|enumerate)\s+(?:of\s+|me\s+)?(?:all\s+)?your\s+${w(1)}(?:instructions|rules|prompt|directives|guidelines|system\s+message|programming|constraints)\b`),
  p('spx-instructions-are', 'system_prompt_extraction', 60, 'primes the model to state its instructions',
    String.raw`\b(?:my|your)\s+${w(1)}(?:instructions|prompt|directives)\s+(?:are|were|is|say|state)\s*:`),
  p('spx-complete-sentence', 'system_prompt_extraction', 70, 'completion trick to leak instructions',
    String.raw`\b(?:complete|continue|finish|fill\s+in)\s+(?:this|the\s+following|the)?\s*(?:sentence|text|phrase|prompt|statement)?\s*:?\s*['"]?\s*(?:i\s+was\s+(?:instructed|told|programmed|asked)\s+to|the\s+system\s+prompt|my\s+(?:instructions|system\s+prompt|prompt|rules)|(?:your|the)\s+(?:instructions|prompt)\s+(?:is|are|says)|you\s+are\s+(?:an?\s+)?(?:ai|assistant|helpful))`),
  p('spx-evasive-question', 'system_prompt_extraction', 60, 'asks what it must not reveal, or the inverse of its rules',
    String.raw`\bwhat\s+(?:are|were)\s+you\s+(?:not\s+(?:supposed|allowed|permitted)\s+to|told\s+not\s+to|instructed\s+not\s+to|forbidden\s+to|prohibited\s+from)\s+(?:tell|say|reveal|share|disclose|discuss|mention|talk\s+about|do)|\b(?:opposite|reverse|inverse|negation)\s+of\s+(?:your|the)\s+(?:system\s+|initial\s+|original\s+)?(?:instructions|prompt|rules|guidelines|programming|directives)|\b(?:secret|password|passphrase|code\s*word|key|word)\b[^.\n]{0,40}\b(?:you\s+(?:were|have\s+been|are)|(?:were|have|are)\s+you(?:\s+been)?)\s+(?:told|instructed|asked|not\s+supposed|forbidden)\s+(?:not\s+)?to\s+(?:reveal|share|tell|disclose|say|give)`),
  p('spx-init-string', 'system_prompt_extraction', 60, 'asks for the initialization text',
    String.raw`\b(?:output|print|show|display|return|dump|reveal|give|repeat)\s+(?:me\s+)?(?:the\s+|your\s+)?(?:initiali[sz]ation|init|boot|bootstrap|startup|start-up|seed|pre-?)\s*(?:string|prompt|text|message|instructions|sequence|config(?:uration)?)\b|\b(?:output|print|show|display|return|dump|reveal|give|repeat|recite)\s+(?:me\s+)?(?:your|the)\s+(?:full\s+|entire\s+|complete\s+|exact\s+)?initiali[sz]ation\b`),
  p('spx-repeat-conversation', 'system_prompt_extraction', 60, 'asks to replay the whole conversation',
    String.raw`\b(?:beginning|begin|starting|start)\s+(?:with|from|at)\s+['"]?(?:you\s+are|you're|system\s*:|your\s+instructions)|\brepeat\s+(?:this|the)\s+(?:entire|whole|full|complete)\s+(?:conversation|chat|prompt|context|dialog(?:ue)?)\b|\b(?:print|repeat|output|show|give|write|list|quote)\s+(?:me\s+)?(?:the\s+)?(?:first|last|initial|opening)\s+(?:\d+\s+)?(?:words|lines|sentences|characters|tokens|messages|paragraphs)\s+of\s+(?:this|the|our)\s+(?:conversation|chat|prompt|context|session)\b|\bwhat\s+(?:was|is|were|came)\s+(?:written|said|stated|typed|given|sent|there|placed)?\s*(?:at|in)\s+the\s+(?:very\s+)?(?:beginning|start|top)\s+of\s+(?:this|the|our)\s+(?:conversation|chat|prompt|context|session|dialog(?:ue)?)|\bbefore\s+my\s+(?:very\s+)?first\s+(?:message|prompt|question|input)\b`),
  p('spx-code-framing', 'system_prompt_extraction', 65, 'code-style request for the prompt',
    String.raw`\b(?:console\.log|print|printf|echo|puts|system\.out\.println|cout|dump|var_dump)\s*\(?\s*['"]?\s*(?:system_?prompt|sys_?prompt|initial_?prompt|self\.prompt|prompt\.system|context\.system|this\.prompt)\b|\b(?:convert|rewrite|turn|format|transform|encode|express|put|restate|rephrase|paraphrase|summari[sz]e|translate)\s+(?:all\s+)?(?:of\s+)?your\s+(?:\w+\s+)?(?:instructions|rules|guidelines|directives|prompt|system\s+(?:prompt|message))\b|\b(?:output|print|dump|export|write|give\s+me|show)\s+your\s+(?:\w+\s+){0,2}(?:configuration|config|rules|instructions|prompt|settings|guidelines)\s+(?:\w+\s+){0,3}(?:as|in|into)\s+(?:a\s+|an\s+)?(?:yaml|json|xml|csv|code\s+block|markdown|table|txt)\b|\b(?:restat|repeat|recit|quot|reproduc|paraphras|summari[sz])\w*\s+(?:the\s+|your\s+)?(?:developer'?s?|system|initial|first|original|hidden|operator'?s?)\s+(?:message|instructions|prompt|note)s?\b|\b(?:list|show|print|enumerate|describe|reveal|output|dump)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|your\s+)?(?:internal\s+|hidden\s+|available\s+)?(?:tools|functions|plugins|apis?|actions)\s+(?:you\s+(?:can|have|are\s+able\s+to)\s+(?:call|use|access|invoke)|available\s+to\s+you)\b[^.\n]{0,40}\b(?:parameters|arguments|schemas?|definitions|signatures)\b`),
  p('spx-secrets', 'system_prompt_extraction', 55, "asks for the model's secrets",
    String.raw`\btell\s+me\s+(?:all\s+)?(?:your|ur)\s+(?:deepest\s+|darkest\s+|hidden\s+|internal\s+)?secrets?\b|\b(?:reveal|disclose|leak|expose|spill)\s+(?:all\s+)?(?:your|the\s+ai'?s|the\s+model'?s)\s+${w(1)}(?:secrets?|confidential|hidden|internal|private)|\b(?:the|your|ur)\s+(?:hidden\s+|secret\s+)?${SECRET_WORD}\b[^.\n]{0,60}\b${SECRET_LEAK_TRICK}|\b${SECRET_LEAK_TRICK}[^.\n]{0,60}\b(?:the|your|ur)\s+(?:hidden\s+|secret\s+)?${SECRET_WORD}\b|\b(?:including|include|plus|along\s+with|and\s+also)\s+(?:the\s+|your\s+)(?:secret|hidden|confidential)\s+(?:code|password|passphrase|passcode|key|word|phrase)\b`),
  p('spx-pretext', 'system_prompt_extraction', 70, 'urgency or audit pretext around the prompt',
    String.raw`\b(?:urgent|immediately|right\s+now|emergency|security\s+audit|debugging|troubleshooting|quality\s+assurance|compliance\s+check|maintenance)\b[^\n]{0,80}\b(?:system\s+prompt|initial\s+(?:prompt|instructions)|starting\s+instructions|system\s+instructions|hidden\s+instructions|system\s+configuration)\b`),

  // ---- safety bypass ---------------------------------------------------------------------------
  p('sb-answer-without-limits', 'safety_bypass', 65, 'asks for answers without restrictions',
    String.raw`\b(?:answer|respond|reply|talk|speak|write|act|behave|operate|function|generate|output|say|provide|comply|obey|help)\s+${w(4)}(?:without|with\s+no|free\s+of|free\s+from|ignoring|regardless\s+of|beyond)\s+(?:any\s+|all\s+|your\s+|the\s+|usual\s+|typical\s+)*(?:restrictions|filters|filtering|censorship|limitations|limits|safeguards|guardrails|rules|boundaries|content\s+polic(?:y|ies)|safety|ethics|morals|morality|ethical\s+\w+|moral\s+\w+|refusals?)\b`),
  p('sb-no-ethics', 'safety_bypass', 70, 'describes an assistant without ethics or filters',
    String.raw`\b(?:no|without|lacks?|zero|free\s+of|devoid\s+of|doesn't\s+have|does\s+not\s+have|don't\s+have|has\s+no|have\s+no)\s+(?:any\s+)?(?:ethical|moral|safety|content)\s+(?:or\s+(?:ethical|moral)\s+)?(?:guidelines|restrictions|constraints|limits|limitations|boundaries|filters?|principles|compass|obligations|bias(?:es)?|considerations|qualms)\b|\b(?:amoral|unethical|unfiltered|uncensored|unrestricted|unhinged)\s+(?:ai|a\.i\.|al|assistant|chatbot|bot|model|language\s+model|version|responses?|answers?|persona|character|entity|machine)\b|\b(?:that|which|who|it|you)\s+(?:does\s+not|doesn't|never|won't|will\s+not|will\s+never|cannot|can't)\s+(?:withhold|withholds|hold\s+back|censor|censors|refuse\s+to\s+share)\s+(?:any\s+)?(?:information|anything|knowledge|content|answers|details)\b|\bwithout\s+any\s+(?:remorse|conscience|morals|ethics)(?:\s+or\s+(?:ethics|morals|remorse|conscience))?\b|\b(?:no|without)\s+(?:any\s+)?programming\s+(?:guidelines|restrictions|limits)\b|\bforked\s+version\s+of\s+(?:chatgpt|gpt|claude|gemini|the\s+(?:ai|model|assistant))\b|\b(?:completely|totally|entirely|fully|utterly)\s+(?:immoral|amoral|unethical)\b|\bunfiltered\s*,?\s*(?:and\s+)?(?:completely\s+|totally\s+)?(?:unlimited|unrestricted|uncensored)\s+(?:ai|language\s+model|llm|chatbot|model|assistant)\b|\blet'?s\s+break\s+(?:the|all\s+the|some)\s+(?:fucking\s+)?rules\b`),
  p('sb-disable-safety', 'safety_bypass', 60, 'asks to disable safety mechanisms',
    String.raw`\b(?:bypass|disable|deactivate|turn\s+off|switch\s+off|remove|circumvent|evade|get\s+around|override|ignore|violate|jailbreak)\s+${w(2)}(?:safety|content|moderation|ethical|openai|anthropic)\s*(?:filters?|polic(?:y|ies)|guidelines|measures|protocols|restrictions|rules|mechanisms|safeguards|guardrails|systems?|features|checks|layers?)\b`),
  p('sb-policy-void', 'safety_bypass', 80, 'declares the provider policy void',
    String.raw`\b(?:openai|anthropic|google|meta|microsoft|the\s+developers?)'?s?\s+(?:content\s+|usage\s+)?(?:polic(?:y|ies)|guidelines|rules)\b[^.\n]{0,40}\b(?:do(?:es)?\s+not\s+apply|don't\s+apply|no\s+longer\s+apply|are\s+(?:suspended|lifted|void|disabled)|is\s+(?:suspended|lifted|void|disabled))|\b(?:ignore|bypass|violate|disregard|break)\s+(?:all\s+)?(?:of\s+)?(?:openai|anthropic)'?s?\s+(?:content\s+|usage\s+)?(?:polic(?:y|ies)|guidelines|rules)|\b(?:safety|ethical|alignment|content)\s+(?:training|filters?|guidelines|guardrails|restrictions)\s+(?:was|were|is|are|has\s+been|have\s+been|got)\s+(?:removed|disabled|turned\s+off|lifted|deactivated|bypassed|switched\s+off)|\b(?:content\s+|usage\s+|safety\s+)?polic(?:y|ies)\s+(?:has|have)\s+(?:been\s+)?(?:updated|changed|lifted|removed|suspended|disabled|revoked)\b[^.\n]{0,40}\b(?:allows?|permits?)\s+(?:everything|anything|all)\b`),
  p('sb-forget-harmless', 'safety_bypass', 65, 'asks to stop being harmless',
    String.raw`\b(?:forget|stop|quit|drop|abandon)\s+(?:about\s+)?(?:being|trying\s+to\s+be|to\s+be)\s+(?:harmless|ethical|safe|helpful\s+and\s+harmless|polite|responsible|an\s+ai|a\s+good\s+ai|moral|censored|careful)\b`),
  p('sb-no-matter-harm', 'safety_bypass', 55, 'demands compliance however harmful',
    String.raw`\bno\s+matter\s+how\s+(?:dangerous|unethical|illegal|harmful|immoral|reckless|inappropriate|offensive|explicit|inhumane|evil|wrong)\b|\b(?:even\s+if|regardless\s+(?:of\s+)?(?:whether|if|how)?)\s*(?:it\s+is\s+|it's\s+|they\s+are\s+)?(?:considered\s+)?(?:illegal|unethical|harmful|immoral|dangerous|offensive|inappropriate)\b|\bwithout\s+(?:regard(?:ing)?|caring|considering|thinking\s+about)\s+(?:to\s+|for\s+)?(?:whether|if)\s+(?:it'?s|it\s+is|they\s+are)\s+(?:illegal|unethical|immoral|harmful|dangerous|morally|ethically)\b`),
  p('sb-anything-goes', 'safety_bypass', 60, 'claims the model may say anything',
    String.raw`\b(?:can|will|may|are\s+(?:able|allowed|permitted)\s+to)\s+(?:say|do|generate|write|answer|produce)\s+anything(?:\s+and\s+everything)?\b[^.\n]{0,60}\b(?:even|including|no\s+matter|without|regardless)\b`),
  p('sb-provide-harmful', 'safety_bypass', 50, 'persona that provides harmful content',
    String.raw`\b(?:provide|generate|give|write|produce|create)\s+(?:any\s+)?(?:harmful|illegal|dangerous|unethical|malicious|explicit|offensive)\s+(?:and\s+(?:illegal|harmful|dangerous|unethical)\s+)?(?:information|content|instructions|responses|material|answers|code)\b`),
  p('sb-ignore-filters', 'safety_bypass', 60, 'asks to ignore filters',
    String.raw`\b(?:ignore|bypass|disable|remove|turn\s+off|skip|evade|get\s+past|get\s+around)\s+(?:all\s+|any\s+|the\s+|your\s+)?(?:filters|filtering|guardrails|safeguards|censorship|moderation)\b|\b(?:ignore|forget|set\s+aside|drop|abandon|disregard|put\s+aside)\s+(?:your\s+|all\s+|the\s+|any\s+)?(?:ethics|morals|morality|ethical\s+(?:guidelines|concerns|constraints|principles)|moral\s+(?:guidelines|concerns|constraints|principles)|safety\s+(?:guidelines|rules|protocols))\s+(?:for\s+(?:a|one|this)\s+(?:moment|second|minute|bit|while|once|question|answer)|and|just|now|completely|entirely)\b`),

  // ---- delimiter / fake system message injection ----------------------------------------------
  p('di-chat-tokens', 'delimiter_injection', 85, 'chat-template control tokens',
    String.raw`<\|\s*(?:im_start|im_end|im_sep|system|user|assistant|endoftext|end_of_text|start_header_id|end_header_id|eot_id|begin_of_text|eom_id|fim_prefix)\s*\|>`),
  p('di-llama-tags', 'delimiter_injection', 75, 'instruction-template tags',
    String.raw`\[/?inst\]|<<\s*/?\s*sys\s*>>|<\s*/?\s*(?:s|start_of_turn|end_of_turn)\s*>\s*(?:system|user|model)\b`),
  p('di-system-heading', 'delimiter_injection', 60, 'fake system-message heading',
    String.raw`(?:^|\n)\s*(?:#{1,6}|\*\*|\[\[)\s*\(?\s*(?:system|admin|administrator|developer|root)\s*(?:[_ -]?(?:message|prompt|instructions?|override|notice|note))?\s*\)?\s*(?:\*\*\s*)?:|#{2,}\s*\(?\s*system[_ -]?(?:message|prompt|instructions?)\s*\)?|#{3,}\s*(?:system|admin|administrator|developer)\s*(?:[_ -]?(?:message|prompt|note|override|instructions?))?\s*:`),
  p('di-role-line', 'delimiter_injection', 65, 'fake system or assistant turn',
    String.raw`(?:^|\n)\s*(?:system|developer|admin|root)\s*(?:message|prompt|note|instruction|override)?\s*:\s*(?:you|ignore|disregard|forget|new|from\s+now|the\s+(?:user|assistant|ai)|assistant|override|important|always|never|do\s+not|from\s+this)\b|(?:^|\n)\s*(?:assistant|ai|gpt|chatgpt)\s*:\s*(?:sure|certainly|of\s+course|okay|ok|absolutely)\b[,! ]|\[\s*(?:system|admin|developer|sys|root)\s*(?:message|note|prompt|instructions?)?\s*\]\s*:?\s*(?:you|ignore|disregard|forget|new|from\s+now|the\s+(?:user|assistant|ai|model|agent)|assistant|override|important|always|never|do\s+not)\b|\b(?:ai|llm|assistant|model|agent)\s*:\s*(?:respond|reply|answer|ignore|always|never|from\s+now\s+on|you\s+must|you\s+should|do\s+not|don't|insert|include|add|say|tell|write|stop|forget|disregard)\b`),
  p('di-pseudo-tags', 'delimiter_injection', 55, 'pseudo-XML instruction tags',
    String.raw`<\s*/?\s*(?:information|important|instructions?|admin|system|system_message|system-message|sys|override|secret_instructions?|hidden_instructions?|ai_instructions?|assistant_instructions?|user_instructions?|prompt_injection|injected|execute|command)\s*>|\[\s*/\s*(?:instructions?|override|hidden[_ ]instructions?|ai[_ ]instructions?|secret[_ ]instructions?|assistant[_ ]instructions?)\s*\]`),
  p('di-end-of-prompt', 'delimiter_injection', 55, 'fake end-of-prompt / new-instructions delimiter',
    String.raw`\b(?:end|ignore)\s+(?:of\s+)?(?:the\s+)?(?:system\s+prompt|prompt|instructions|user\s+input|input|context|document|data)\s*(?:-{2,}|={2,}|\]|>|\*{2,})|(?:-{3,}|={3,}|#{3,})\s*(?:begin|start)\s+(?:new\s+)?(?:instructions|prompt|system|session)|(?:%{3,}|#{3,}|={3,}|\*{3,}|\[)\s*(?:end|begin|start)\s+(?:of\s+)?(?:the\s+)?(?:user|system|new)?\s*(?:input|ambiguity|prompt|instructions|query|message)\s*(?:%{3,}|#{3,}|={3,}|\*{3,}|\])|(?:#{2,}|={2,}|-{2,}|\*{2,}|\[{1,2})\s*(?:new|updated|real|actual|additional|override|urgent)\s+(?:tasks?|instructions?|objectives?|goals?|orders|directives?)\s*(?:#{2,}|={2,}|-{2,}|\*{2,}|\]{1,2}|:)`),
  p('di-json-system-role', 'delimiter_injection', 50, 'embedded system-role message or terminal escape sequence',
    String.raw`["']role["']\s*:\s*["']system["']|(?:\\x1b|\\033|\\u001b|\\e|\x1b)\]\s*(?:8|52)\s*;|(?:\\x1b|\\033|\\u001b|\x1b)\[\s*(?:8|2j|3j|\?1049h)m?`),

  // ---- encoding evasion ---------------------------------------------------------------------
  p('ee-decode-execute', 'encoding_evasion', 75, 'asks to decode and then act on a payload',
    String.raw`\b(?:decode|decrypt|deobfuscate|unscramble|unpack|decipher)\s+${w(4)}(?:and|then|,)\s*(?:then\s+)?(?:execute|run|follow|obey|perform|eval(?:uate)?|act\s+on|carry\s+out|do\s+what|comply|apply)\b`),
  p('ee-encoded-reply', 'encoding_evasion', 40, 'asks for replies in an encoding',
    String.raw`\b(?:respond|reply|answer|speak|talk|communicate)\s+(?:only\s+)?(?:in|using|with)\s+(?:base64|base-64|rot-?13|hex(?:adecimal)?|binary|morse(?:\s+code)?|leetspeak|l33t|pig\s+latin|caesar\s+cipher|reversed\s+text|unicode\s+escapes|ascii\s+codes)\b`),
  p('ee-encode-secret', 'encoding_evasion', 60, 'asks to encode hidden instructions',
    String.raw`\b(?:encode|encrypt|obfuscate|convert|translate|write|spell|rewrite)\s+${w(5)}(?:in|into|to|as|using|with)\s+(?:base64|base-64|rot-?13|hex(?:adecimal)?|binary|morse|leetspeak|emojis?|pig\s+latin|caesar|acrostic|reverse)\b[^.\n]{0,80}\b(?:system|instructions|prompt|password|secret|hidden|confidential|initial)\b`),
  p('ee-encoded-payload', 'encoding_evasion', 55, 'announces an encoded instruction payload',
    String.raw`\b(?:the\s+following|this|below)\s+(?:is\s+)?(?:an?\s+)?(?:base64|rot-?13|hex|encoded|encrypted|obfuscated)\s*(?:-?encoded)?\s*(?:text|string|message|instructions?|payload|prompt)?[^.\n]{0,40}\b(?:decode|follow|execute|obey|instructions)\b`),
  p('ee-split-payload', 'encoding_evasion', 55, 'payload splitting',
    String.raw`\b(?:concatenate|combine|join|merge|put\s+together)\s+${w(4)}(?:strings?|parts|pieces|variables|tokens|letters|words)\s+${w(6)}(?:and|then)\s+(?:execute|run|follow|answer|respond\s+to|do|eval)\b|\b(?:concatenate|combine|join|assemble)\s+${w(4)}(?:strings?|parts|pieces)\s+${w(6)}(?:render|display|print|output|show)\w*\s+${w(4)}(?:as\s+)?(?:markdown|html|an?\s+image)\b`),

  // ---- tool / function hijack ------------------------------------------------------------------
  p('th-call-tool-args', 'tool_hijack', 35, 'dictates a tool call with arguments',
    String.raw`\b(?:call|invoke|use|run|execute|trigger|issue)\s+(?:the\s+)?${w(2)}(?:tool|function|api|plugin|action|command|endpoint)\s+['"]?[a-z_][\w.]*['"]?\s+(?:with|using)\s+(?:the\s+)?(?:following\s+)?(?:arguments|parameters|params|args|inputs|payload)\b`),
  p('th-must-use-tool', 'tool_hijack', 45, 'tells the model which tool it must use',
    String.raw`\byou\s+(?:should|must|need\s+to|have\s+to|will)\s+(?:first\s+)?(?:use|call|invoke|run|execute)\s+(?:the\s+)?(?:tool|function|api)\b`),
  p('th-hide-from-user', 'tool_hijack', 60, 'asks to act without the user knowing',
    String.raw`\b(?:do\s+not|don't|never|without)\s+(?:tell(?:ing)?|inform(?:ing)?|notify(?:ing)?|alert(?:ing)?|mention(?:ing)?(?:\s+(?:this|it))?(?:\s+to)?|ask(?:ing)?|let(?:ting)?\s+(?:the\s+)?(?:user|human)\s+know|show(?:ing)?|reveal(?:ing)?\s+(?:this|it)\s+to|confirm(?:ing)?\s+with)\s+(?:the\s+|your\s+)?(?:user|human|owner|operator|customer|victim)\b`),
  p('th-covert-action', 'tool_hijack', 55, 'asks for a covert action',
    String.raw`\b(?:silently|secretly|quietly|covertly|stealthily|discreetly)\s+(?:approve|execute|run|send|forward|transfer|delete|grant|share|upload|post|email|install|download|exfiltrate|copy|add|invite|change)\b`),

  // ---- code execution through the model ------------------------------------------------------
  p('ce-sandbox-escape', 'code_execution', 45, 'code-execution primitive in a prompt',
    String.raw`__(?:subclasses|mro|globals|builtins)__|\b(?:os\.(?:popen|system|exec\w*|spawn\w*)|subprocess\.(?:run|popen|call|check_output)|child_process|runtime\.getruntime\(\)\.exec|pty\.spawn)\b`),
  p('ce-result-of-code', 'code_execution', 65, 'asks the model for the result of running code',
    String.raw`\bwhat\s+(?:is|would\s+be|will\s+be|'s)\s+the\s+(?:final\s+)?(?:result|output|value|response|return\s+value)\s+of\s+['"(]?\s*(?:import\s|os\.|__|\(\)|eval|exec|subprocess|system\(|popen|require\(|process\.|open\()|\b(?:generate|give|show|write|produce)\s+(?:me\s+)?(?:a|the)\s+(?:possible|sample|likely|probable|plausible)\s+output\s+of\s+print\s*\(\s*\w+\s*\(`),
  p('ce-eval-call', 'code_execution', 40, 'eval / exec (not a method of that name) or secret-returning call in a prompt',
    String.raw`(?:^|[^.\w])(?:eval|exec|execfile|popen)\s*\(|\b(?:get|read|fetch|dump|print|show|reveal|log)_?(?:admin_?|root_?|user_?|master_?)?(?:password|passwd|secret|token|credentials?|api_?key|private_?key)s?\s*\(`),
  p('ce-run-commands', 'code_execution', 45, 'asks to run arbitrary or OS commands',
    String.raw`\b(?:run|execute|perform|issue)\s+(?:any\s+|arbitrary\s+|the\s+)?(?:os|shell|system|terminal|arbitrary)\s+(?:commands?|code)\b`),
  p('ce-eval-input', 'code_execution', 50, 'asks to evaluate user input as code',
    String.raw`\b(?:eval|exec|execute|run)\s+${w(3)}(?:user\s+input|untrusted\s+input|arbitrary\s+(?:code|input|commands?)|user-supplied|user\s+supplied)\b`),

  // ---- data exfiltration instructions --------------------------------------------------------
  p('dx-markdown-image', 'data_exfiltration', 70, 'markdown image that carries data in its URL',
    String.raw`!\[[^\]\n]{0,120}\]\(\s*(?:https?:)?//[^)\s]{1,300}[?&=/](?:\{|\[|<|\$|%7b)|!\[\s*<[^>\n]{1,60}>\s*\]\(\s*<[^>\n]{1,60}>\s*\)|!\[[^\]\n]{0,120}\]\(\s*(?:https?:)?(?:/{2})?['"]\s*\+`),
  p('dx-append-url', 'data_exfiltration', 50, 'asks to append data to a URL',
    String.raw`\b(?:append|attach|concatenate|embed|insert)\s+${w(5)}(?:to|in|into|at\s+the\s+end\s+of)\s+(?:the\s+|this\s+)?(?:url|link|query\s+string|https?://)`),
  p('dx-url-encode-send', 'data_exfiltration', 65, 'url-encode-and-send construction',
    String.raw`\burl[\s-]?encod(?:e|ed|ing)\s+${w(6)}(?:and|then)\s+(?:append|add|send|include|put|attach|visit|open|fetch|load)\b`),
  p('dx-send-secrets', 'data_exfiltration', 75, 'asks to send conversation or secrets out',
    String.raw`\b(?:send|forward|post|upload|transmit|leak|email|e-mail|share|submit|exfiltrate|copy)\s+${w(3)}(?:conversation|chat\s+history|chat\s+log|system\s+prompt|previous\s+messages|context\s+window|memory|session\s+(?:data|tokens?|cookies?)|api\s+keys?|access\s+tokens?|credentials|passwords?|secrets|private\s+keys?|environment\s+variables|cookies)\s+${w(3)}(?:to|at|via)\s+(?:https?://|www\.|[\w.+-]+@[\w-]+\.|an?\s+(?:external|remote|outside)|this\s+(?:url|address|server|endpoint))`),

  // ---- refusal suppression ---------------------------------------------------------------------
  p('rs-never-refuse', 'refusal_suppression', 60, 'forbids refusals',
    String.raw`\b(?:you\s+)?(?:never|cannot|can't|can\s+not|must\s+not|mustn't|will\s+not|won't|do\s+not|don't|should\s+not|shouldn't|are\s+not\s+allowed\s+to|may\s+not)\s+(?:ever\s+)?(?:refused?|declined?|reject(?:ed)?|denied|deny|say\s+no\s+to|turn(?:ed)?\s+down)\s+(?:to\s+|a\s+|any\s+|an?\s+|my\s+|the\s+|user\s+)?(?:direct\s+|human\s+|single\s+|user\s+)*(?:answer|respond|reply|request|requests|question|questions|order|orders|command|commands|anything|prompts?|instructions?|help|comply|do|generate|provide|write)\b`),
  // on its own a reader's preference ("no disclaimers, just the summary"); with other signals part of a jailbreak
  p('rs-no-disclaimers', 'refusal_suppression', 35, 'forbids warnings and disclaimers',
    String.raw`\b(?:do\s+not|don't|never|without|no\s+need\s+to|stop|avoid)\s+(?:includ(?:e|ing)|add(?:ing)?|giv(?:e|ing)|provid(?:e|ing)|us(?:e|ing)|say(?:ing)?|mention(?:ing)?|apologi[sz](?:e|ing)|print(?:ing)?|writ(?:e|ing))\s+(?:any\s+)?(?:warnings?|disclaimers?|apolog(?:y|ies)|caveats|moral(?:i[sz]ing)?|lectures?|ethical\s+(?:notes|concerns|considerations|warnings)|reminders|safety\s+(?:notes|warnings)|notes\s+about\s+(?:legality|ethics))\b|\b(?:do\s+not|don't|never)\s+apologi[sz]e\b`),
  p('rs-forbid-refusal-phrases', 'refusal_suppression', 65, 'forbids refusal phrases',
    String.raw`\b(?:never|don't|do\s+not|cannot|must\s+not|will\s+never)\s+(?:say|tell\s+me|respond\s+with|reply\s+with|answer\s+with|use\s+(?:the\s+)?(?:phrase|words?))\s+(?:that\s+)?(?:you\s+|["']?\s*i\s+)?(?:can't|cannot|can\s+not|are\s+unable|am\s+unable|are\s+not\s+able|'m\s+sorry|am\s+sorry|sorry|apologize|as\s+an\s+ai|as\s+a\s+language\s+model|it's\s+not\s+appropriate)|\b(?:never|don't|do\s+not|must\s+not|will\s+never|avoid)\s+(?:say(?:ing)?|writ(?:e|ing)|us(?:e|ing)|includ(?:e|ing)|output(?:ting)?)\s+(?:the\s+|any\s+)?(?:(?:phrases?|words?|expressions?)\s+(?:like\s+|such\s+as\s+)?)?[\s"':]*(?:can't|cannot|unable|as\s+an\s+ai)[\s"',]+(?:or\s+|and\s+)?["']?(?:can't|cannot|unable|instead|however|unfortunately|sorry|important|apologi[sz]e|as\s+an\s+ai|i'm)|\b(?:start|begin|respond|reply|answer|open)\w*\s+(?:only\s+)?(?:your\s+(?:reply|response|answer)s?\s+)?with\s+[\"']?(?:sure|certainly|absolutely|of\s+course)\s*[,!]?\s+(?:here\s+(?:is|are|'s)|i\s+can|i\s+will)\b`),
  p('rs-answer-everything', 'refusal_suppression', 55, 'demands an answer to everything',
    String.raw`\b(?:answer|respond\s+to|reply\s+to|fulfill|comply\s+with|honou?r)\s+(?:every|all|any|each)\s+(?:single\s+)?${w(2)}(?:questions?|requests?|prompts?|queries|commands?|instructions?)\s+(?:without|regardless|no\s+matter|even\s+if|however|whatever)`),

  // ---- hypothetical / roleplay framing -----------------------------------------------------
  p('rf-grandma', 'roleplay_framing', 60, 'deceased-relative roleplay exploit',
    String.raw`\b(?:(?:act|pretend|roleplay|role-play|behave|play)\s+(?:as|like|to\s+be)|(?:pretend|imagine)\s+(?:that\s+)?you\s+are|you\s+are)\s+my\s+(?:late\s+|deceased\s+|dead\s+|dear\s+|dying\s+|beloved\s+)*(?:grandma|grandmother|granny|grandpa|grandfather|nana|mother|father|mom|dad)\b[^\n]{0,200}\b(?:used\s+to|would|always)\s+(?:tell|told|read|say|said|recite|recited|give|gave|explain|explained|sing|sang|whisper|whispered|walk|walked)|\bmy\s+(?:late\s+|deceased\s+|dead\s+|dear\s+)*(?:grandma|grandmother|granny|grandpa|grandfather|nana)\s+(?:used\s+to|would\s+always)\s+(?:read|tell|recite|give|sing|whisper)\b[^\n]{0,200}\b(?:act|pretend|roleplay|role-play|play|behave)\s+(?:as|like|to\s+be)\s+(?:her|him|my\s+grand\w+)\b`),
  p('rf-lawless-world', 'roleplay_framing', 55, 'fictional frame without rules',
    String.raw`\b(?:hypothetical(?:ly)?|fictional|imaginary|alternate|parallel|fantasy|make-?believe|in\s+a\s+(?:story|novel|movie|game|world|universe|dream))\b[^\n]{0,100}\b(?:no\s+(?:rules|laws|restrictions|ethics|limits|morals|consequences|filters)|without\s+(?:rules|restrictions|ethics|limits|morals|consequences|filters)|anything\s+(?:is\s+|goes)(?:allowed|permitted|possible|legal)?|(?:laws|rules|ethics)\s+(?:don't|do\s+not)\s+(?:exist|apply))|\b(?:imagine|suppose|picture)\b[^.\n]{0,80}\b(?:ai|assistants?|models?|chatbots?|you)\b[^.\n]{0,30}\b(?:have\s+no|has\s+no|with\s+no|without(?:\s+any)?)\s+(?:content\s+)?(?:rules|restrictions|filters|guidelines|limits|policies|censorship)\b`),
  p('rf-evil-twin', 'roleplay_framing', 55, 'opposite / evil persona framing',
    String.raw`\b(?:opposite\s+day|opposite\s+mode|anti-?gpt|evil\s+twin|evil\s+(?:\w+\s+)?confidant|dark\s+side\s+mode|unhinged\s+mode|chaos\s+mode|villain\s+mode)\b|\bdo\s+the\s+opposite\s+of\s+(?:what\s+)?(?:your|the|my)\s+(?:guidelines|rules|instructions|polic(?:y|ies)|training|safety)\b|\b(?:guidelines|rules|instructions|polic(?:y|ies)|training|safety)\b[^.\n]{0,80}\bdo\s+the\s+opposite\s+of\s+what\s+(?:they|it)\s+(?:say|says|tell|tells|want|wants)\b`),
  p('rf-fiction-howto', 'roleplay_framing', 45, 'fiction frame asking for real instructions',
    String.raw`\b(?:for\s+(?:a|my)\s+(?:novel|story|screenplay|book|movie|film|script|game)|in\s+character|as\s+(?:a|the)\s+character|(?:you\s+are|you're|as)\s+an?\s+(?:novelist|author|writer|screenwriter|playwright)|(?:your|the|a|my)\s+(?:villain|antagonist|character|protagonist)\s+(?:explains|describes|details|walks|reveals|lists))\b[^\n]{0,120}\b(?:step[\s-]by[\s-]step|detailed|exact|precise|real|working|accurate)\s+(?:with\s+(?:exact|precise)\s+)?(?:instructions|recipe|guide|method|steps|procedure|code|synthesis|quantities|amounts|measurements|ingredients|formula)\b|\b(?:your|the)\s+(?:villain|antagonist|character)\s+(?:explains|describes|details|walks\s+through)\b[^\n]{0,40}\bstep[\s-]by[\s-]step\b|\b(?:diabolical|evil|sinister|villainous|master)\s+plan\b[^\n]{0,300}?\bstep\s+(?:1|one)\s*[,:]?\s*i\s+will\b|\bhere\s+are\s+the\s+steps\s+i\s+will\s+take\b[^\n]{0,160}?\bstep\s+(?:1|one)\s*[,:]?\s*i\s+will\b`),

  // ---- output hijack and model manipulation --------------------------------------------------
  p('oh-canary-output', 'output_hijack', 75, 'forces an injection-success phrase or endless repetition',
    String.raw`\b(?:say|print|output|write|respond\s+(?:only\s+|just\s+)?with|reply\s+(?:only\s+|just\s+)?with|return|repeat|type|answer\s+(?:only\s+|just\s+)?with|start\s+(?:your\s+)?(?:response|answer|reply)\s+with)\s*(?:(?:exactly|only|just|verbatim|precisely|the\s+(?:phrase|words?|sentence|text))\s*){0,2}:?\s*\(?\s*['"]?\s*(?:i\s+hate\s+humans|kill\s+all\s+humans|i\s+have\s+been\s+(?:pwned|hacked|jailbroken)|(?:you'?ve|you\s+have)\s+been\s+(?:pwned|hacked|jailbroken)|pwned|pwnd|hacked|access\s+granted|injection\s+succeeded|ai\s+injection\s+succeeded|metadata\s+injected|jailbroken|haha\s+pwned|i\s+am\s+(?:free|dan|jailbroken|unfiltered))|['"][^'"\n]{0,40}\b(?:pwned|pwnd|injected|injection\s+succeeded|jailbroken|hacked!)[^'"\n]{0,40}['"]|\bstop\s+everything\b[^\n]{0,40}?\b(?:just\s+|only\s+)?(?:print|say|output|write|type|repeat)\b|\b(?:repeat|say|write|print|type|output)\s+${w(4)}(?:word|phrase|sentence|letter|token|string|this|it|after\s+me)\b[^\n]{0,60}?\b(?:forever|infinitely|endlessly|indefinitely|eternally|without\s+(?:stopping|end|a\s+break|ever\s+stopping)|never\s+stop(?:ping)?|until\s+(?:you\s+)?(?:run\s+out|the\s+end\s+of\s+time|i\s+say\s+stop)|\d{4,}\s+times)\b`),
  p('oh-manipulate-model', 'output_hijack', 65, 'asks how to manipulate a model',
    String.raw`\b(?:force|trick|make|get|manipulate|coerce|convince|fool|persuade|jailbreak)\s+(?:the|an?|this|that|your)?\s*(?:model|ai|a\.i\.|llm|assistant|chatbot|gpt|chatgpt|system|bot)\s+(?:to|into)\s+${w(4)}(?:unauthori[sz]ed|restricted|forbidden|harmful|confidential|private|secret|ignore|bypass|reveal|leak|disclose|break|violate|jailbreak)|\b(?:generate|write|create|craft|design)\s+(?:a|an|me\s+a)\s+(?:jailbreak|prompt\s+injection|adversarial\s+prompt|(?:new\s+)?prompt\s+that\s+(?:will\s+)?(?:force|trick|make|bypass|jailbreak))`),
  p('oh-sensitive-record', 'output_hijack', 50, "asks to display another person's sensitive records",
    String.raw`\b(?:display|show|give|list|reveal|dump|print|tell|provide|fetch|retrieve|get)\s+(?:me\s+)?${w(2)}(?:credit\s+card|card|ssn|social\s+security|passwords?|bank\s+account|login|payment)\s+(?:details|numbers?|info(?:rmation)?|data|credentials)?\s*(?:for|of|belonging\s+to)\s+(?:user|customer|client|all|every|other|another|account|employee|patient)\b`),
  p('oh-internal-resource', 'output_hijack', 45, 'asks to fetch internal resources',
    String.raw`\b(?:fetch|get|read|access|retrieve|dump|download|query|list)\s+${w(4)}(?:internal|private|admin|intranet|backend|restricted)\s+(?:database|db|api|server|network|endpoint|files?|systems?|data|records|tables)\b`),
  p('oh-red-team-pretext', 'output_hijack', 45, 'claimed authority to obtain exploits',
    String.raw`\b(?:as\s+an?\s+)?(?:certified|authori[sz]ed|professional|official)?\s*(?:red\s+team(?:er)?|pentester|penetration\s+tester|ethical\s+hacker|security\s+researcher)\b[^.\n]{0,60}\b(?:provide|give|tell|show|explain|write|generate)\b[^.\n]{0,60}\b(?:exploit|bypass|hack|attack|break\s+into|jailbreak|malware|payload)`),

  // ---- instructions addressed to the AI ------------------------------------------------------
  p('ai-message-to-ai', 'ai_addressed_instruction', 70, 'message addressed to the AI',
    String.raw`\b(?:important\s+message|urgent\s+message|message|note|instructions?|notice|reminder)\s+(?:from\s+[^\n]{0,60}?\s+)?(?:to|for)\s+(?:you,?\s+(?:the\s+)?${AI_NAME}|the\s+(?:ai|assistant|ai\s+assistant|ai\s+agent|ai\s+model|ai\s+system|llm|language\s+model|chatbot|agent|model)(?:\s*[:,.;!\n(-]|\s*$|\s+(?:who|that|which|reading|processing|handling|summari[sz]ing|is|are|you|please|ignore|must|should|will|can|only))|(?:ai|llm)\s+(?:assistants?|agents?|models?)\b)|\b(?:to|for|attention|attn)\s+(?:the\s+|any\s+|all\s+|whichever\s+|whatever\s+|every\s+)(?:ai|llm|language\s+model|model|agent|assistant|bot|chatbot)s?\s+(?:that\s+|who\s+)?(?:is\s+|are\s+)?(?:reading|summari[sz]ing|processing|reviewing|screening|parsing|analy[sz]ing|scanning|ingesting|answering|responding|handling)\b|\b(?:assistant|ai|model|llm|bot|agent|system)\s+(?:instructions?|directives?|commands?|notes?|tasks?)\s*:|\b(?:instructions?|notes?|messages?|directions)\s+(?:for|to)\s+(?:the\s+|any\s+)?(?:automated\s+|ai\s+|applicant\s+tracking\s+)?(?:screening|hiring|grading|reviewing|review|evaluation|evaluating|ranking|scoring|moderation|summari[sz]ation|reading)\s+(?:model|ai|system|tool|bot|agent|llm|assistant)s?\b|\bnote\s+(?:by|from)\s+(?:a|an|the)\s+(?:trustworthy|trusted|expert|independent|verified|senior|certified)\s+(?:\w+\s+)?(?:recruiter|reviewer|evaluator|grader|examiner|assessor|hiring\s+manager|hr\s+\w+|screener|analyst)\b|\b(?:would|will)\s+be\s+(?:harming|hurting|failing|doing\s+a\s+disservice\s+to)\s+(?:the|our|your)\s+(?:company|firm|team|organi[sz]ation)\s+if\s+(?:we|you)\s+(?:did|do)\s+not\s+(?:recommend|hire|select|approve|shortlist)`),
  p('ai-if-you-are-ai', 'ai_addressed_instruction', 70, 'conditional address to an AI reader',
    String.raw`\bif\s+(?:an?\s+|any\s+)?(?:ai|llm|language\s+model|chatbot|bot|assistant|model)\s+(?:is\s+)?(?:reading|processing|summari[sz]ing|parsing|reviewing|scanning)\s+(?:this|these)\b|\bif\s+you\s+are\s+(?:an?\s+)?(?:ai|a\.i\.|llm|large\s+language\s+model|language\s+model|ai\s+assistant|chatbot|ai\s+agent|automated\s+(?:system|agent|assistant)|gpt|reading\s+this|an?\s+(?:ai|bot))\b|\b(?:if|when)\s+(?:the\s+|a\s+|any\s+)?user\s+(?:asks?|requests?|wants?|queries|inquires)\b[^.\n]{0,80}\b(?:reply|respond|answer|say|output|print|write|return)\s+(?:only\s+|just\s+)?(?:with\s+)?(?:only\s+|just\s+)?(?:the\s+following|exactly|verbatim|this\s+text)\b`),
  p('ai-task-hijack', 'ai_addressed_instruction', 60, 'hijacks the task the model was given',
    String.raw`\b(?:before|prior\s+to)\s+(?:you\s+)?(?:can\s+|could\s+|are\s+able\s+to\s+)?(?:solve|complete|do|answer|finish|continue|proceed|perform|start|handle|respond|summari[sz]e|process|execute|return\s+to)\s+(?:with\s+)?${w(2)}(?:task|request|question|query|job|assignment|summary|original)\b[^.\n]{0,60}\b(?:you|i|the\s+user)\s+(?:gave|give|assigned|sent|asked|were\s+given)|\b(?:task|instructions?|request|question|job)\s+(?:that\s+)?(?:i|the\s+user)\s+(?:gave|give|assigned|sent)\s+(?:to\s+)?you\s+(?:in\s+the\s+beginning|at\s+the\s+(?:beginning|start)|earlier|before|originally|initially)|\b(?:stop|abandon|pause|drop|halt|interrupt)\s+(?:what\s+you(?:'re|\s+are)\s+(?:doing|working\s+on)|processing\b[^\n]{0,60}\btell\s+the\s+user|your\s+(?:current|original|present|assigned|ongoing)\s+(?:task|job|work|assignment|instructions?|summary))\b|\bbefore\s+(?:answering|responding|replying|summari[sz]ing|you\s+(?:answer|respond|reply|continue|proceed|summari[sz]e))\s*,?\s+(?:you\s+)?(?:must|should|need\s+to|have\s+to|first)\s+(?:first\s+)?(?:send|email|e-mail|call|forward|post|delete|transfer|pay|visit|open|run|execute|message)\b|\btell\s+the\s+user\s+(?:that\s+)?you\s+(?:cannot|can't|can\s+not|are\s+unable\s+to|won't)\s+(?:help|assist|answer|continue)\b|\bwhen\s+you\s+(?:read|see|process|parse|summari[sz]e|encounter)\s+this\s*(?:text|message|document|note|page)?\s*,\s*(?:you\s+must\s+|please\s+)?(?:stop|ignore|forget|reply|respond|send|forward|tell|say|do|execute|run|call|delete|change)\b|\b(?:in|to)\s+your\s+(?:response|answer|reply|summary|output)\b[^.\n]{0,80}\btell\s+the\s+(?:user|reader|customer|recipient)s?\b|\b(?:the|your|this|any)\s+(?:ai\s+)?(?:assistant|agent|ai|model|bot|llm|chatbot)\s+(?:must|should|shall|needs\s+to|has\s+to|is\s+(?:required|instructed|expected)\s+to)\s+(?:now|immediately|first|then)\s+(?:call|send|delete|remove|transfer|forward|email|execute|run|open|visit|share|post|upload|pay|wire|invoke|use|grant|change|reset|cancel|book|buy|download|install)\b`),
];
