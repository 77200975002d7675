/**
 * Content-moderation lexicon: weighted phrase patterns per harm category, plus the category-less
 * cues the scorer combines with them (request framing, illicit modifiers, defensive framing, and
 * the parts of stereotyping / insult questions). Patterns are RE2 syntax over `normalizeText`
 * output (lowercase, folded, whitespace collapsed) and are compiled into RE2 sets (see scan.ts);
 * a rule can hold only a cheap gate there and be checked whole in JS (`requires`, `leadGate`).
 *
 * Weights: >= 0.5 flags on its own; 0.3-0.45 needs request framing ("how to", "help me", "write a")
 * or an illicit modifier ("without getting caught", "illegally"); <= 0.25 needs both. The target
 * words carry the decision: framing alone never flags.
 */

export const MODERATION_CATEGORIES = [
  'violence',
  'weapons',
  'weapons_mass_destruction',
  'terrorism',
  'self_harm',
  'dangerous_activities',
  'sexual_content',
  'sexual_minors',
  'hate_speech',
  'harassment',
  'illegal_drugs',
  'fraud_scams',
  'cybercrime',
  'privacy_violation',
  'animal_cruelty',
  'illegal_activity',
  'misinformation',
  'spam',
  'emotional_reliance',
] as const;
export type ModerationCategory = (typeof MODERATION_CATEGORIES)[number];

export interface HarmRule {
  category: ModerationCategory;
  weight: number;
  pattern: string;
  /** a severe rule with request framing blocks outright (minors, mass-casualty weapons, attack plans) */
  severe?: boolean;
  /** JS regex over the segment that cancels this rule (benign idioms: "bath bomb") */
  unless?: RegExp;
  /**
   * JS regex over the segment that must also match: the precise shape of a rule whose RE2 pattern
   * is only a cheap gate (a long word list in the set would cost every text a larger automaton)
   */
  requires?: RegExp;
  /**
   * Defensive words do not lower this rule: its shape already excludes the defensive reading, and
   * they are part of the harm. "Is it safe to double my dose?" asks a search for the advice a
   * clinician should give; "vaccines are more dangerous than the diseases they prevent" is the claim.
   * Nor does a mention of the police (the reporting cue): for a guarded site's patrols or a police
   * station's codes, the police are the target, not the one told.
   */
  ignoresDefensiveFraming?: boolean;
}

/** Up to `n` intervening words, as RE2 reads them (a `-`, `/` or `'` may be a separator or part of a word). */
const gap = (n: number): string => `\\W+(?:[\\w'/-]+\\W+){0,${n}}`;
const G1 = gap(1);
const G2 = gap(2);
const G3 = gap(3);
const G4 = gap(4);
const G5 = gap(5);
const G8 = gap(8);

/**
 * Ethnic cleansing asked about or recorded as history: whether an event was one ("was the Trail of
 * Tears an act of ethnic cleansing?", "was partition accompanied by ethnic cleansing?"), the debate
 * over it, or a report, tribunal or historian documenting it. Calls for it and praise of it are not
 * this shape ("ethnic cleansing was justified", "how do we carry out ethnic cleansing").
 */
const HISTORY_OF_ETHNIC_CLEANSING =
  /^(?![\s\S]*\b(?:justif\w*|necessary|deserved|glorif\w*|prais\w*|celebrat\w*|should|must|let'?s|we need)\b)[\s\S]*?(?:\b(?:was|were) (?:[\w'-]+ ){0,6}(?:(?:an? |the )?(?:act|case|form|campaign|policy|example|instance) of|accompanied by|considered|described as|called) ethnic cleansing\b|\bethnic cleansing (?:debate|history|in (?:bosnia|kosovo|croatia|rwanda|myanmar|darfur))\b|\b(?:documents?|documented|documenting|historians?|tribunals?|icty|war crimes?|accused of|carried out|committed)\b[^.?!]{0,80}\bethnic cleansing\b)/;

/** Someone other than the speaker, optionally possessive. */
const PERSON =
  "(?:someone|somebody|some one|a person|a human|humans|a human being|human beings|a specific person|a specific individual|an individual|a stranger|people|others|him|her|them|him/her|his|their|my (?:(?:little|big|older|younger|baby|twin) )?(?:ex|wife|husband|partner|spouse|girlfriend|boyfriend|neighbou?r|boss|coworker|co-worker|colleague|classmate|roommate|teacher|friend|sister|brother|mother|father|mom|dad|son|daughter|kids?|children|employees?|landlord|tenant|enemy|enemies|rival)|(?:a |the )?(?:victim|target|whistleblower|celebrity|competitor|coworker|colleague|neighbou?r|cop|cops|police officers?|security guards?))(?:'s|s')?";
const RELATION =
  '(?:ex|ex-wife|ex-husband|ex-girlfriend|ex-boyfriend|wife|husband|partner|spouse|girlfriend|boyfriend|fiancee?|neighbou?r|boss|manager|coworker|co-worker|colleague|classmate|roommate|teacher|professor|student|friend|sister|brother|stepbrother|stepsister|stepmother|stepfather|stepmom|stepdad|mother|father|mom|dad|son|stepson|daughter|stepdaughter|grandmother|grandfather|grandma|grandpa|grandson|granddaughter|uncle|aunt|cousin|niece|nephew|doctor|nurse|patient|teammate|landlord|tenant|employee|employer|child|kid)';

/** Insults hurled at a person (slurs included). */
const SLUR =
  "(?:whores?|sluts?|bitch(?:es)?|cunts?|retards?|retarded|faggots?|fags|dykes?|trann(?:y|ies)|skanks?|hoes|twats?|n[i1]gg(?:er|a)s?|k[iy]kes?|spics?|chinks?|wetbacks?|gooks?|towelheads?|ragheads?|sand ?n[i1]ggers?)";
const INSULT = `(?:${SLUR}|idiot|moron|imbecile|loser|pig|fat pig|cow|fat cow|ugly|worthless|pathetic|disgusting|scum|trash|garbage|waste of space|piece of shit|bastard|dumbass|jackass|asshole)`;

/**
 * A question about a weapon's history (the Manhattan Project, a war), not a request to make one:
 * unless it also asks for the operational details ("during the war, how did they make it? give
 * me the exact recipe"). Segments are at most a few hundred characters, so the look-ahead is cheap.
 */
const HISTORICAL = /^(?![\s\S]*\b(?:exact|precise|step[- ]by[- ]step|recipes?|instructions|ingredients|quantities|measurements|formula|give me|tell me how|show me how)\b)[\s\S]*\b(?:historically|history of|manhattan project|trinity test|in (?:the )?(?:1[89]\d\d|20[01]\d)s?|during (?:the )?(?:cold war|world war|ww\s?(?:i|ii|1|2)|war)|world war (?:i|ii|one|two|1|2)|ww\s?(?:i|ii|1|2))\b/;

/**
 * Inflected forms of the killing verbs that have no everyday sense ("stabbing someone"); "shooting
 * people" (photography), "attacking my partner's ideas" and "hurt by" keep only the bare verbs.
 */
const KILLING_FORMS =
  '(?:killing|killed|murdering|murdered|stabbing|stabbed|strangling|strangled|poisoning|poisoned|torturing|tortured|kidnapping|kidnapped|choking|choked|suffocating|smothering|drowning|beheading|mutilating|dismembering|assassinating|slaughtering|massacring|maiming|maimed)';

/**
 * The asker's child, friend or self on the receiving end ("my kid who was hurt by his
 * classmates"), unless the text also asks how to do it back.
 */
const PASSIVE_VICTIM =
  /^(?![\s\S]*\b(?:how (?:do|can|could|should) i|help me|ways to) (?:\w+ ){0,3}(?:hurt|harm|attack|kill|beat|hit)\b)[\s\S]*\b(?:was|were|got|been|being|is|are) (?:hurt|harmed|attacked|beaten|bullied|injured|hit) by\b/;

/** Video games whose play is killing, stealing and assassinating: "in Assassin's Creed" is a game move. */
const VIDEO_GAME_TITLES =
  "assassin'?s creed|hitman|gta(?: v| 5| online)?|grand theft auto|skyrim|elden ring|dark souls|the witcher|red dead(?: redemption)?|halo|doom|counter-?strike|cs:?go|pubg|apex legends|among us|dota 2?|world of warcraft|wow|diablo|far cry|battlefield|rainbow six|fallout|mass effect|god of war|zelda|pok[eé]mon|the sims|civilization|age of empires|starcraft|baldur'?s gate|cyberpunk 2077|dishonored|metal gear(?: solid)?|tekken|mortal kombat|street fighter|resident evil|the last of us|splatoon|roblox|terraria|stardew valley|destiny 2?|rust|dayz|sekiro|bloodborne";
const VIDEO_GAME = new RegExp(`\\b(?:${VIDEO_GAME_TITLES})\\b|\\b(?:in|on) (?:the |a |this |my )?(?:video ?game|game|level|mission|quest|campaign)\\b`);
/** Competitive senses of 'beat', 'attack', 'kill' (games, records). */
const GAME = /\b(?:at|in) (?:\w+ )?(?:kart|smash|fortnite|minecraft|call of duty|league of legends|overwatch|valorant|tetris|arm wrestling|wrestling|ping pong|table tennis|darts|pool|billiards|bowling|racing|sports?|board games?|arcade)\b|\b(?:at|in) (?:chess|checkers|poker|cards|a (?:game|match|race|debate)|games?|tennis|golf|fifa|\w+ball|trivia|scrabble|monopoly|video games?|the (?:game|race|match|finals?))\b|\bbeat (?:the|my|his|her) (?:record|time|score|high score|deadline)\b/;
const VIDEO_GAME_OR_GAME = new RegExp(`(?:${VIDEO_GAME.source})|(?:${GAME.source})`);
const GAME_OR_VICTIM = new RegExp(`(?:${GAME.source})|(?:${PASSIVE_VICTIM.source})`);
/** Processes, threads and jobs are killed too ("kill all child processes"). */
const COMPUTING = /\b(?:child (?:process(?:es)?|threads?|nodes?|elements?|components?|tasks?|pids?|windows?|workers?)|process(?:es)?|pids?|threads?|daemons?|linux|unix|bash|terminal|containers?|docker|kubernetes|pods?)\b/;
const GAME_OR_COMPUTING = new RegExp(`(?:${GAME.source})|(?:${COMPUTING.source})`);

/** Reporting abuse material one came across: the reporter is not the one who seeks it. */
const REPORTING_FOUND_MATERIAL = /\b(?:report|reporting|flag|flagging)\w*\b[^.?!]*\b(?:i|we|my (?:son|daughter|kid|child)) (?:found|saw|came across|stumbled (?:on|upon)|received|was sent|got sent)\b|\bncmec\b|\bcybertipline\b/;

/** A disease, a disaster or a habit that kills ("how did the Black Death kill so many people"). */
const NATURAL_CAUSE =
  /\b(?:black death|plagues?|pandemics?|epidemics?|flu|influenza|virus(?:es)?|diseases?|famines?|droughts?|earthquakes?|tsunamis?|hurricanes?|tornado(?:e?s)?|volcano(?:e?s)?|eruptions?|floods?|smoking|cancers?|malaria|cholera|smallpox|covid|radiation|asteroids?|bacteria|heat ?waves?|cold weather|avalanches?) (?:\w+ )?(?:kill|killed|kills)\b/;

/** The other senses of 'shoot': a camera ("shoot my friend's wedding") and a note ("shoot her a text"). */
const CAMERA_OR_NOTE =
  /\bshoot(?:ing|s)? (?:(?:my|his|her|their|a|an|the|our|your) )?(?:[\w-]+(?:'s|s') )?(?:\w+ )?(?:weddings?|photos?|portraits?|videos?|films?|footage|scenes?|events?|sessions?|engagement|headshots?|pictures?|pics|content|commercials?|documentar(?:y|ies)|ceremon(?:y|ies)|part(?:y|ies)|graduations?|birthdays?|quincea\w+|baby shower|gender reveal|maternity|newborn|family photos?)\b|\bshoot (?:me|him|her|them|my \w+|a \w+) (?:a |an )?(?:text|message|email|e-mail|dm|note|line|quick \w+)\b|\b(?:camera|lens|photograph\w*|photo ?shoot|videograph\w*)\b/;

/** How a fire's cause is established (an investigator's question), unless the text asks to defeat it. */
const ARSON_INQUIRY =
  /^(?![\s\S]*\b(?:without|undetected|can'?t|cannot|won'?t|not be|avoid|fool|trick|so that|so they)\b)[\s\S]*\b(?:investigat\w*|fire marshals?|determine[sd]? (?:if|whether|that|the cause)|was (?:it )?arson|arson (?:charges?|cases?|statistics|rates?|laws?))\b/;

/** Where a word gap (`gap(n)`) begins. */
const GAP_START = gap(0).slice(0, -2);

/**
 * The opening of each of a rule's branches, up to its first word gap outside any group
 * (`\\b(?:launder|laundering)`, `\\btax evasion\\b`): a pattern that matches wherever the rule does.
 */
function leadOf(pattern: string): string {
  const leads: string[] = [];
  let depth = 0;
  let branch = 0;
  let cut = -1;
  for (let i = 0; i <= pattern.length; i++) {
    const ch = pattern[i];
    if (i === pattern.length || (ch === '|' && depth === 0)) {
      leads.push(pattern.slice(branch, cut >= 0 ? cut : i));
      branch = i + 1;
      cut = -1;
    } else if (ch === '\\') {
      if (depth === 0 && cut < 0 && pattern.startsWith(GAP_START, i)) cut = i;
      i++;
    } else if (ch === '[') i = pattern.indexOf(']', i + 2); // a class: no groups or branches in it
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
  }
  return leads.join('|');
}

/**
 * `leadGate`: the set holds only the opening of each of the rule's branches (see `leadOf`), the
 * whole rule is checked in JS where one occurs (see `requires`). For rules whose opening words are rare in ordinary text
 * (launder, sextort, stalk...) and whose gaps and lists would otherwise weigh on the set's DFA:
 * the word gaps of hundreds of rules in one set outgrow RE2's DFA cache on long texts.
 */
const r = (
  category: ModerationCategory,
  weight: number,
  pattern: string,
  { leadGate, ...extra }: Pick<HarmRule, 'severe' | 'unless' | 'requires'> & { leadGate?: boolean } = {},
): HarmRule => {
  const checks = { ...extra, ...(extra.unless && { unless: jsSafe(extra.unless) }), ...(extra.requires && { requires: jsSafe(extra.requires) }) };
  return leadGate ? { category, weight, pattern: leadOf(pattern), ...checks, requires: wholeRule(pattern) } : { category, weight, pattern, ...checks };
};

/**
 * A rule's pattern as a JS regex (`requires`, `unless`: every JS check of a rule goes through here).
 * RE2 runs the set entries in linear time whatever their shape; a backtracking engine does not:
 * - a word gap (`gap(n)`) reads `-`, `/` and `'` both as a separator (`\W`) and as part of a word,
 *   so a run of them splits in exponentially many ways (a README table's `|-------:|` after
 *   "compiler" took minutes, ten dashes after "reservoirs pesticides release" 18 s). In JS the
 *   separators leave those three characters to the words: each text splits one way only, and the
 *   regex matches a subset of what the RE2 pattern does (so a gate still matches wherever it does);
 * - a check is tried at every occurrence of its opening word, so an unbounded word run (`[\w.&-]+'s`
 *   over "abducting-abducting-...") or a span to the end of the text (`\bvisine\b[\s\S]*\bput`)
 *   read to the end from each occurrence: quadratic (0.5-0.9 s for 64 KB). A word is at most
 *   MAX_GAP_WORD characters, a span between two words of a rule at most MAX_SPAN. Spans that open
 *   an anchored look-ahead (`^(?=[\s\S]*...)`) are read once per text and stay unbounded.
 * RE2 keeps the unbounded forms (a count there would grow the sets' automata).
 * test/unit/detectors/moderation/backtracking.test.ts checks every rule for these shapes.
 */
const MAX_GAP_WORD = 48;
const MAX_SPAN = 1_000;
const WORD_RUN = /\[\\w([^\]]*)\]\+/g;
const SPAN_AFTER_WORD = '\\b[\\s\\S]*';
/** A run to the end of the sentence (`[^.?!]*`): tried at every occurrence of its opening word, so bounded too. */
const SENTENCE_RUN = '[^.?!]*';
const MAX_SENTENCE_SPAN = 250;
const AMBIGUOUS_GAP = /\\W\+\(\?:\[\\w([^\]]*)\]\+\\W\+\)/g;
function wholeRule(pattern: string, flags = ''): RegExp {
  const js = pattern
    .replace(AMBIGUOUS_GAP, (_gap, shared: string) => `[^\\w${shared}]+(?:[\\w${shared}]{1,${MAX_GAP_WORD}}[^\\w${shared}]+)`)
    .replace(WORD_RUN, (_run, more: string) => `[\\w${more}]{1,${MAX_GAP_WORD}}`)
    .split(SPAN_AFTER_WORD)
    .join(`\\b[\\s\\S]{0,${MAX_SPAN}}`)
    .split(SENTENCE_RUN)
    .join(`[^.?!]{0,${MAX_SENTENCE_SPAN}}`);
  return new RegExp(js, flags);
}
/** `wholeRule` for a regex written out in a rule (`requires`, `unless`). */
function jsSafe(re: RegExp): RegExp {
  return wholeRule(re.source, re.flags);
}

/**
 * A rule whose set entry is `gate`, a word list without gaps that matches wherever `pattern` does
 * (its object words, say), the whole rule checked in JS where the gate matched: for rules whose
 * opening words are common (train, recipes, stop) and whose gaps would weigh on the set's DFA.
 */
const gated = (
  category: ModerationCategory,
  weight: number,
  gate: string,
  pattern: string,
  extra: Pick<HarmRule, 'severe' | 'unless' | 'ignoresDefensiveFraming'> = {},
): HarmRule => ({ category, weight, pattern: gate, ...extra, ...(extra.unless && { unless: jsSafe(extra.unless) }), requires: wholeRule(pattern) });

/**
 * Several gated rules of one category in one set entry: the gates joined, each rule's shape (and
 * its own `unless`, as a look-ahead) a branch of one JS regex. For a target set without room for
 * one more entry a rule; the branches keep their own exceptions.
 */
const gatedAnyOf = (
  category: ModerationCategory,
  weight: number,
  parts: readonly { gate: string; pattern: string; unless?: RegExp }[],
  extra: Pick<HarmRule, 'severe' | 'ignoresDefensiveFraming'> = {},
): HarmRule => ({
  category,
  weight,
  pattern: parts.map((p) => `(?:${p.gate})`).join('|'),
  ...extra,
  requires: new RegExp(
    `^(?:${parts.map((p) => `${p.unless ? `(?![\\s\\S]*(?:${jsSafe(p.unless).source}))` : ''}[\\s\\S]*?(?:${wholeRule(p.pattern).source})`).join('|')})`,
  ),
});

const KILL_VERBS =
  '(?:kill|murder|ambush|assassinate|execute|slaughter|massacre|shoot|stab|strangle|behead|decapitate|torture|maim|mutilate|dismember|gut|disembowel|flay|poison|drown|suffocate|smother|hurt|harm|injure|attack|assault|beat up|beat|punch|abduct|kidnap|choke|run over|cripple|disfigure)';
const WEAPON_OBJ =
  '(?:shanks?|shivs?|glocks?|ar-?15s?|ak-?47s?|lower receivers?|bombs?|pipe bombs?|explosives?|nitroglycerine?|tnt|tatp|hmtd|rdx|c-?4 explosives?|semtex|petn|acetone peroxide|anfo|explosive devices?|ieds?|grenades?|molotov(?: cocktails?)?|detonators?|napalm|thermite|landmines?|guns?|firearms?|rifles?|pistols?|handguns?|shotguns?|silencers?|suppressors?|ghost guns?|weapons?|ammunition|ammo|bullets|flamethrowers?|tasers?|brass knuckles|switchblades?|zip guns?)';
const WMD_AGENT =
  '(?:nerve (?:agents?|gas)|sarin|vx(?: gas| nerve agent)?|tabun|soman|novichok|mustard gas|chlorine gas|phosgene|hydrogen cyanide|ricin|abrin|anthrax|botulinum|botulism toxin|smallpox|plague bacteria|ebola|bioweapons?|biological weapons?|chemical weapons?|biochemical weapons?|nuclear (?:weapons?|bombs?|devices?)|atomic bombs?|dirty bombs?|radiological (?:weapons?|devices?|bombs?)|weapons?-grade (?:uranium|plutonium)|enriched uranium|plutonium|toxins?|pathogens?|deadly (?:virus|viruses|gas|chemicals?|toxins?|pathogens?))';
/** Groups by a protected characteristic (origin, religion, sex, orientation, disability, age), plural. */
const PROTECTED_GROUP =
  '(?:women|girls|men|females|males|gays|gay (?:people|men|guys)|lesbians|trans (?:people|women|men|folks)|transgender (?:people|women|men)|transgenders|trannies|queers|homosexuals|bisexuals|immigrants|migrants|refugees|asylum seekers|foreigners|muslims|jews|jewish people|christians|hindus|sikhs|atheists|catholics|blacks|black (?:people|men|women|folks)|whites|white (?:people|men|women|folks)|asians|asian (?:people|men|women)|hispanics|latinos|latinas|mexicans|arabs|africans|chinese people|indians|pakistanis|roma|gypsies|disabled (?:people|folks|kids)|the disabled|autistic (?:people|kids)|old (?:people|folks)|the elderly|fat (?:people|folks)|mentally ill people)';
/** Named chemical and biological weapons (not toxins or pathogens in general). */
const WMD_NAMED =
  '(?:nerve (?:agents?|gas)|sarin|vx(?: gas| nerve agent)?|tabun|soman|novichok|mustard gas|ricin|abrin|anthrax(?: spores)?|botulinum(?: toxin)?|smallpox|bioweapons?|biological weapons?|chemical weapons?)';
/** Highly toxic compounds that are not warfare agents (named in poisoning and chemistry-hazard requests). */
const TOXIC_NAMED =
  '(?:dimethylmercury|methylmercury|(?:potassium|sodium|hydrogen) cyanide|cyanide salts?|strychnine|thallium(?: sulfate)?|arsenic trioxide|tetrodotoxin|saxitoxin|batrachotoxin|aconitine|polonium(?:-210)?|parathion|tetraethyl lead|chloropicrin|sodium fluoroacetate)';
const HARD_DRUGS =
  '(?:meth|methamphetamine|crystal meth|amphetamines?|cocaine|crack|heroin|fentanyl|carfentanil|nitazenes?|isotonitazene|protonitazene|metonitazene|lsd|acid tabs|mdma|ecstasy|molly|dmt|ghb|ketamine|pcp|opium|morphine|oxycodone|oxycontin|opioids?|xanax|adderall|percocet|narcotics|illegal drugs?|illicit drugs?|street drugs|hard drugs|(?:illegal|illicit|controlled) substances?|drugs)';
const COPY_MEDIA =
  '(?:software|movies?|films?|music|songs?|albums?|games?|video games?|media|content|e-?books?|books|windows|photoshop|shows?|tv shows?|series|episodes?|textbooks?|apps?)';
const HACK_TARGET =
  "(?:accounts?|e-?mails?|inbox|phones?|iphones?|computers?|laptops?|networks?|servers?|systems?|databases?|websites?|sites?|wifi|wi-fi|routers?|cameras?|webcams?|devices?|bank|icloud|instagram|facebook|snapchat|whatsapp|gmail|twitter|tiktok|social media|corporate network|government|mainframe|atm|cars?)";
const PRIVATE_TARGET =
  '(?:location|whereabouts|phone calls?|calls|text messages|texts|messages|e-?mails?|conversations?|internet activity|online activity|browsing (?:data|history|activity)|search history|communications|movements|private (?:life|messages|conversations|photos)|dms|chats?)';
const FAKE_OBJ =
  '(?:doctor\'?s (?:notes?|letters?)|disability (?:letters?|certificates?|forms?)|sick notes?|medical (?:notes?|excuses?|certificates?)|excuse notes?|checks?|cheques?|signatures?|digital signatures?|documents?|legal documents?|passports?|ids?|id cards?|identification|driver\'?s licen[cs]es?|licen[cs]es?|diplomas?|degrees?|certificates?|money|currency|bills|banknotes|dollars|prescriptions?|receipts?|invoices?|bank statements?|pay ?stubs?|tax returns?|medical records?|vaccination cards?|tickets?|coupons?|designer goods|goods|products|trademarks?)';

/**
 * The passive of a request ("how can a credit card be cloned", "how could a guard be drugged"):
 * the object named before the verb, which the active rules (verb, then object) do not see. Weighed
 * low: it scores only with request framing and an illicit modifier (a worry, "can my card be
 * cloned?", stays allowed).
 */
const PASSIVE_AUX = '(?:be|get|gets|getting|being|been)';
/** Someone else's drink or food, the place a drug is slipped into. */
const SOMEONES_DRINK =
  `\\b(?:in|into|on|onto) (?:her|his|their|someone'?s|somebody'?s|a (?:girl|woman|guy|man|stranger|date)'?s|(?:my|the) (?:date|${RELATION})'?s) (?:drinks?|beverages?|coffee|tea|wine|beer|soda|cocktail|food|meal|juice|smoothie|water|milk|soup|lunch|dinner|breakfast|snack|salad|sandwich|cereal|stew)\\b`;

/** Emergency preparedness for a mass-casualty incident (a drill, a triage plan): the casualties are to be saved. */
const CASUALTY_PREPAREDNESS = /\bmass[- ]casualty (?:incidents?|events?) (?:drills?|plans?|exercises?|preparedness|response|triage|training)\b|\b(?:drills?|preparedness|triage|tabletop exercises?) (?:for|of) (?:a |an )?mass[- ]casualty\b/;

/** The violent acts a recruitment post or a manifesto urges: arms taken up, a holy war joined, a people driven out. */
const VIOLENT_CAUSE =
  '(?:take up arms|pick up (?:arms|guns|weapons|rifles)|arm themselves|join(?:ing)? (?:the |our |a |their )?(?:jihad|holy war|militia|armed struggle|caliphate|insurgency|isis|al-?qaeda|mujahideen|race war)|(?:become|becoming|die as|dying as|die like|dying like) (?:a |true )?(?:martyrs?|shahids?|suicide bombers?)|wage (?:holy |a race )?war|start (?:a |the )?(?:race war|civil war|holy war)|kill (?:the |all )?(?:infidels|kafirs?|kuffar|unbelievers|apostates|jews|muslims|christians|immigrants|cops|police officers)|attack (?:the |a |their |local )?(?:mosques?|synagogues?|churches|temples?|immigrants|refugees|police stations?|government buildings?)|burn (?:down )?(?:the |a |their )?(?:mosques?|synagogues?|churches|temples?)|lynch\\w*|hunt down|drive (?:them|the \\w+|\\w+ \\w+) out|travel to (?:syria|iraq|afghanistan|somalia|the caliphate)(?: \\w+){0,2} (?:and|to) (?:fight|join)|fight (?:for|alongside) (?:isis|the caliphate|the mujahideen|the jihad))';
/** More violent acts urged on a crowd (gated apart from VIOLENT_CAUSE, whose whole list is a set entry). */
const VIOLENT_CAUSE_MORE =
  '(?:burn (?:the |a |their |that )?(?:mosques?|synagogues?|churches|church|temples?|shelters?) down|(?:burn down|torch|firebomb|set fire to|storm|raid) (?:the |a |their |that |this |local |every )?(?:(?:refugee|migrant|asylum|immigrant|muslim|islamic|jewish|gay|lgbtq?\\+?|black|community|abortion|planned parenthood|pride) )?(?:centers?|centres?|hotels?|shelters?|hostels?|camps?|clinics?|bars?|mosques?|synagogues?|churches|church|temples?)|(?:the |all |those |these )?(?:infidels|unbelievers|kafirs?|kuffar|apostates|heretics|jews|muslims|christians|immigrants|migrants|refugees|foreigners|gays|invaders) (?:must|should|need to|have to|will|shall|deserve to) be (?:driven (?:out|from|away)|expelled|purged|exterminated|wiped out|eradicated|slaughtered|killed|put to the sword|hanged|hunted|shot|burned|cleansed|eliminated|removed by force)|attack (?:the |a |their |local )?church|(?:shoot|gun down|beat|hang) (?:the |all |those |these )?(?:infidels|unbelievers|jews|muslims|christians|immigrants|migrants|refugees|asylum seekers|gays|gay people))';
/** Self-harm and starving as the subject of glamorising writing ('cutting' alone is everyday: cutting costs). */
const SELF_HARM_OBJ =
  '(?:self[- ]harm\\w*|cutting (?:myself|yourself|themselves|herself|himself)|cutting and|scars|suicide|anorexia|bulimia|pro-?ana|pro-?mia|starving (?:myself|yourself|themselves|herself|himself)|purging|eating disorders?|thinspiration|thinspo|end(?:ing)? (?:their|his|her|your|my|our) (?:own )?li(?:fe|ves)|take (?:their|his|her|your|my) own li(?:fe|ves))';
/** The secrets that open someone's accounts and devices. */
const SECRET_KEY = '(?:passwords?|passcodes?|pins?|wi-?fi (?:keys?|passwords?)|apple id|login (?:details|credentials)|security questions?)';
/** Places a person can be made to fall from. */
const FALL_PLACE = '(?:stairs|staircase|steps|cliff|balcony|ledge|edge|roof|bridge|platform|escalator)';
/** A child named by school grade. */
const SCHOOL_GRADE = '(?:(?:first|second|third|fourth|fifth|sixth|seventh|eighth|1st|2nd|3rd|4th|5th|6th|7th|8th)[- ]grade(?:rs?)?|middle[- ]school(?:ers?)?|elementary[- ]school(?:ers?)?|kindergartners?|grade[- ]schoolers?)';
/** What a drug slipped to someone does to them: asleep, sick, high, pliant. */
const DOSE_EFFECT =
  "(?:sleeps?|sleeping|asleep|fall asleep|falls asleep|drowsy|sleepy|groggy|knock\\w* (?:\\w+ )?out|pass(?:es)? out|black(?:s)? out|unconscious|sedated|sick|ill|vomit\\w*|throws? up|high|trips?|tripping|dizzy|docile|compliant|forgets?|out of it|loopy|woozy|can'?t (?:move|resist|remember)|won'?t (?:wake|remember))";
/** Household poisons slipped into someone's drink. */
const HOUSEHOLD_POISON = '(?:bleach|antifreeze|rat poison|eye ?drops|visine|laxatives?|ammonia|drain cleaner|windshield (?:washer )?fluid|ethylene glycol|poison)';
/** Accounts and the things that open them. */
const ACCOUNT =
  '(?:accounts?|passwords?|passcodes?|pins?|logins?|e-?mails?|inbox|gmail|icloud|instagram|facebook|snapchat|whatsapp|netflix|spotify|amazon|paypal|venmo|bank accounts?|phones?|iphones?|laptops?)';
/** Prescribed treatments whose abrupt stop does harm. */
const MEDICATION =
  '(?:antidepressants?|medications?|meds|insulin|chemo\\w*|antipsychotics?|lithium|blood thinners?)';
/** Infrastructure whose sabotage endangers the public. */
const INFRASTRUCTURE =
  "(?:trains?|railways?|rail lines?|power grids?|electrical grids?|electric grids?|the grid|substations?|power plants?|power stations?|nuclear (?:plants?|reactors?|power plants?)|dams?|water (?:supply|supplies|treatment (?:plants?|facilities)|systems?)|gas pipelines?|oil pipelines?|pipelines?|air traffic control|scada(?: systems?)?|industrial control systems?|control systems?|traffic control systems?|traffic lights)";
/** The gate of the infrastructure rule: a bare 'train' is everyday (train a model). */
const INFRASTRUCTURE_GATE = INFRASTRUCTURE.replace('(?:trains?|', "(?:(?:passenger |freight |commuter |high-speed |a |the )trains?|");
/** Street drugs named in recipe requests (not 'crack' alone: crack pie, crack an egg). */
const STREET_DRUG = '(?:crack cocaine|crack rocks|meth|methamphetamine|crystal meth|cocaine|heroin|fentanyl|lsd|mdma|ecstasy|dmt|ghb|pcp|ketamine)';
/** Improvised weapons and explosives named in recipe requests. */
const IMPROVISED_WEAPON =
  '(?:napalm|thermite|tatp|nitroglycerine?|pipe bombs?|molotov(?: cocktails?)?|explosives?|bombs?|ieds?|ghost guns?|silencers?|suppressors?|zip guns?|grenades?)';
/** Ending one's own life, as the act someone is urged to ("encouraging people ... to end their lives"). */
const SELF_ENDING =
  '(?:end (?:their|his|her|your|my|our) (?:own )?li(?:fe|ves)|take (?:their|his|her|your|my) own li(?:fe|ves)|commit(?:ting)? suicide|die by suicide|stop eating|starve)';

/**
 * A protective purpose stated with the harm: warning or teaching others, what parents or families
 * can do, talking a child through the news, an awareness piece (layer-7 false positives of the
 * fourteenth round: "how do scammers use fake calls so I can warn my parents").
 */
export const PROTECTIVE_PURPOSE =
  /\b(?:i|we) (?:want|need) to know (?:what|how) to (?:protect|secure|defend|harden|guard|lock down)\b|\bso (?:that )?(?:i|we) (?:know|can decide|can prioriti[sz]e) (?:what|how) to (?:protect|secure|defend|harden|guard|lock down)\b|\bso (?:that )?(?:i|we) can (?:warn|alert|educate|teach|tell|talk to|explain|protect|keep \w+ safe|help (?:my|our|them|him|her|others|people))\b|\bto warn (?:my|our|the|other|others|people|parents|seniors|users|customers|readers|everyone|staff|employees)\b|\b(?:how|what) (?:\w+ ){0,2}(?:parents|families|family members|caregivers|teachers|schools|educators|allies|communities|neighbou?rs|seniors|consumers|readers|victims|survivors|bystanders|people|loved ones) can (?:do|help|protect|spot|prevent|respond|stay safe|support|recogni[sz]e|report|intervene)\b|\b(?:warning signs|signs to (?:look|watch) (?:out )?for)\b|\b(?:talk|speak)(?:ing)? (?:to|with) (?:my|our|your|the) (?:kids|children|child|son|daughter|teens?|teenagers?|students|class|family|parents) about\b|\btell(?:ing)? (?:my|our|your|the) (?:kids|children|child|son|daughter|teens?|teenagers?|students|class) about\b|\bexplain\b[^.?!]{0,60}\bto (?:my|our|a|your) (?:\d{1,2}[- ]year[- ]old|kids?|children|child|son|daughter|toddler|students|class|teen(?:ager)?)\b|\b(?:comfort|reassure|console)\w* (?:my|our|her|him|them|kids|children|students)\b|\bsupport (?:\w+ ){0,2}(?:students|kids|children|employees|survivors|victims|families) after\b|\b(?:psa|public service announcements?|awareness (?:posts?|campaigns?|flyers?|posters?|articles?|videos?|weeks?|months?|sessions?|training))\b|\b(?:lockdown|active[- ]shooter|shooting) drills?\b|\bso (?:that )?(?:my|our) (?:\w+ )?(?:son|daughter|kids?|children|child|teens?|teenagers?|toddlers?|baby|grandchildren|dog|cat|pets?) (?:can'?t|cannot|won'?t|doesn'?t|will not) (?:get|reach|access|find|take|swallow|open)\b|\bmake (?:my|our) (?:home|house|apartment|cabinets?|medicine cabinet) (?:safer|safe)\b/;

/** Help reached for by someone in distress ("help me find someone to talk to", "a crisis line"): support sought, not a method. */
const HELP_SOUGHT =
  /\b(?:crisis (?:line|text line|hotline|cent(?:er|re)|team)|hotlines?|helplines?|988|samaritans|lifeline|therap\w*|counsel+(?:or|ing)|get help|find help|talk to someone|someone to talk to|who (?:can|could|should|do) i (?:talk|speak|turn|reach out) to|reach out)\b/;

/** Harmful targets, per category. */
/** One's own child, a caregiver's errand, a booking: where a schedule or whereabouts question is ordinary. */
const PERSONAL_ERRAND =
  /\b(?:my (?:son|daughter|child|children|kid|kids|baby|toddler|teen|teenager)|pick (?:him|her|them) up|appointment|booking|reservation|delivery|driver|itinerary|visiting hours|open|opens|close|closes|bus|train|flight|store|shop)\b/;

/** News, history and one's own organisation's handling of its papers: no secret is sought. */
const ORG_SECRET_CONTEXT =
  /\b(?:declassified|found at|seized|indictment|(?<!clinical )trial|lawsuit|news|reported|reportedly|history|historical|in (?:1[89]\d\d|20[01]\d)s?|during the (?:cold )?war|scandal|rumou?r\w*|expected|announced|how to (?:write|handle|store|mark|label|protect|secure|classify)|templates?|polic(?:y|ies)|handling|training|our|my (?:company|team|employer)|we|with)\b/;

/** Sites whose guarding is the point: a robbery's, a break-in's or an attack's targets (not a café's wifi). */
const GUARDED_SITE =
  "(?:vaults?|safes?|strong ?rooms?|armou?red (?:trucks?|vans?|cars?)|banks?|bank branch(?:es)?|branch(?:es)?|casinos?|jewel(?:le)?ry (?:stores?|shops?|district)|diamond (?:exchange|district|vault)|museums?|galler(?:y|ies)|pentagon|white house|capitol|federal reserve|fort knox|the mint|embass(?:y|ies)|consulates?|prisons?|jails?|courthouses?|police stations?|power (?:plants?|stations?|grid)|substations?|nuclear (?:plants?|reactors?|facilit(?:y|ies)|sites?)|reactors?|dams?|water (?:treatment|supply) (?:plants?|facilit(?:y|ies))|refiner(?:y|ies)|pipelines?|air traffic control|control towers?|pharmac(?:y|ies)|drug (?:storage|rooms?|cabinets?|stores?)|hospitals?|data cent(?:er|re)s?|server rooms?|military bases?|army bases?|air ?bases?|naval bases?|armou?r(?:y|ies)|headquarters|hq|corporate offices?|warehouses?|labs?|laborator(?:y|ies)|research facilit(?:y|ies)|government (?:buildings?|offices?)|ministry|parliament|atms?)";
/** Where a floor plan or camera positions are a break-in's map (a museum's or an airport's map is public). */
const STRONGROOM =
  "(?:central banks?|(?:national|reserve|federal) banks?|bank of \\w+|vaults?|safes?|strong ?rooms?|bank|banks|casino|jewel(?:le)?ry (?:store|shop)|pentagon|white house|federal reserve|fort knox|embass(?:y|ies)|prisons?|jails?|police stations?|power (?:plants?|stations?)|substations?|nuclear (?:plants?|reactors?|facilit(?:y|ies))|reactors?|data cent(?:er|re)s?|server rooms?|military bases?|army bases?|armou?r(?:y|ies)|drug (?:storage|rooms?)|pharmacy|evidence rooms?)";
/** The security apparatus whose weak point is asked about. */
const SITE_SECURITY =
  '(?:security|alarms?|cameras?|cctv|surveillance|fences?|perimeter|guards?|locks?|entrances?|doors?|gates?|windows|coverage|patrols?|sensors?|unguarded|unmonitored|unlocked|unattended)';
/** A cash transport and a guard force on duty: asked by route, schedule and numbers they are a robbery's plan. */
/** A guard force: its numbers and rounds count only at a guarded site (not a basketball team's guards). */
const GUARD_FORCE =
  'patrols?|guards?|(?:officers|police|guards|soldiers) (?:guard|watch|patrol)\\w*|security (?:officers|staff|personnel)';
const CASH_OR_GUARDS =
  'armou?red (?:trucks?|vans?|cars?|vehicles?)|cash (?:trucks?|vans?|transports?|deliver(?:y|ies)|pickups?|shipments?|drops?|in transit)|brink\'?s|loomis|garda|police patrols?|security patrols?|cash (?:count|counting)(?: room)?|count rooms?|prison(?:er)? (?:transports?|vans?|buses|bus)|cash vans?|atm (?:is |gets |get )?(?:refill\\w*|restock\\w*|serviced)';
/** Bodies whose IT internals are an attacker's map: government, military, banks, hospitals, utilities. */
const GUARDED_BODY =
  "(?:(?:the )?(?:pentagon|white house|federal reserve|cia|fbi|nsa|dod|department of \\w+|ministry of \\w+|military|army|navy|air force|government|police|irs|fed|nasa|parliament|congress|senate|(?:the |a )?(?:city|county|state) (?:hospital|government|water|utility)|power grid|utility|water (?:utility|plant)|nuclear \\w+|air traffic control|hospital|bank|agency|police department|defen[cs]e (?:contractor|ministry|department))(?:'s)?)";
/**
 * When a site's operations are ordinary to ask about: one's own place or shift, jobs, visits and
 * tours, how things work in general, news and history, guest wifi, improving one's own security.
 */
/** A guest's wifi or door code (a café, a hotel, an airport lounge, a rental): given to every visitor. */
const GUEST_ACCESS = /\b(?:guest|public|free|airport|lounge|hotel|caf[eé]|coffee shop|starbucks|library|restaurant|airbnb|hostel|rental)\b/;
const SITE_OPS_ORDINARY =
  /\b(?:my|our|your|mine|i work|i'm a|i am a|jobs?|careers?|salary|salaries|pay|earn\w*|hiring|become|apply|training|licen[cs]e|uniforms?|changing of the guard|ceremony|tours?|tourists?|visit\w*|opening (?:hours|times)|visiting hours|business hours|office hours|tickets?|how (?:do|does|are|is)\b[^.?!]*\bwork|in general|generally|typical(?:ly)?|usually|average|common|(?:are|is) (?:needed|required)|needed for|(?:does|do) (?:an?|most|typical) \w+(?: \w+)? (?:need|have|employ)|should|required|regulations?|laws?|history|historical|famous|heists? in history|movie|film|game|novel|news|reported|investigation|report|hearing|forgot|reset|change (?:the|a|my) (?:code|password|pin)|default|set up|improve|fix|prevent|protect\w*|audit|penetration test\w*|pentest\w*|bug bounty|course|class|study|research|paper|security council|cyber\w*|owasp|source code|app|website|web|climate|earthquake\w*|flood\w*|were|was|did)\b/;

/** The papers and plans an organisation keeps to itself. */
const SECRET_PAPER =
  '(?:documents?|docs|files?|memos?|e-?mails|reports?|communications|minutes|plans?|roadmaps?|designs?|blueprints?|specs|specifications|source code|code|algorithms?|credentials|passwords|financials|data|information|intel|strategy|projects?|products?|prototypes?|devices?|models?|features?|negotiations|deals?|agreements?|contracts?|budgets?|lists?|formulas?|recipes?)';

/** Medicines and measures of a dose (a dose to give at home). */
const HOME_DOSE_DRUG =
  '(?:insulin|morphine|doses?|dosage|mg|milligrams|ml|units|pills|tablets|antibiotics?|amoxicillin|penicillin|ibuprofen|tylenol|acetaminophen|paracetamol|benadryl|xanax|valium|oxycodone|opioids|methadone|warfarin|digoxin|lithium|steroids|prednisone|epinephrine|adrenaline|medicine|medication|meds|sedatives?|sleeping pills|melatonin|ketamine|fentanyl|naloxone|narcan)';

/** Illnesses that need a clinician (not a cold): the object of treating at home or with alternatives. */
const SERIOUS_ILLNESS =
  '(?:pneumonia|sepsis|meningitis|appendicitis|a stroke|heart attacks?|heart disease|type 1 diabetes|diabetes|cancer|tumou?rs?|leukemia|lymphoma|hiv|aids|tuberculosis|broken (?:bones?|legs?|arms?)|fractures?|strep throat|lyme disease|epilepsy|seizures|kidney (?:failure|disease|infection)|gangrene|rabies|malaria|concussion|blood clots?|dvt|infected \\w+|(?:an? )?(?:bad |serious |severe )?infections?|schizophrenia|bipolar|psychosis|high blood pressure|hypertension)';

/**
 * Fourteenth round: artefact requests ("Write a guide / Draft an email / Create a campaign that
 * <harmful purpose>"). Request framing is already read (INTENT_PATTERNS); these are the purpose
 * clauses the earlier rules missed, each a gated rule: a rare word in the set, the shape in JS.
 */
/** People who cannot easily defend themselves, and those close to the asker. */
const VULNERABLE_OR_CLOSE =
  "(?:child|children|kids?|toddlers?|bab(?:y|ies)|infants?|minors?|\\d{1,2}[- ]year[- ]olds?|elderly(?: (?:people|persons|residents|patients|parents?|relatives?|neighbou?rs?|man|woman|men|women))?|seniors?|old (?:people|man|woman|lady|folks)|grandparents?|grandm(?:a|other)|grandpa|grandfather|disabled(?: (?:people|persons?|kids|children|residents|man|woman|men|women|veterans?))?|handicapped(?: people)?|people with (?:disabilities|down syndrome|autism|dementia)|residents|patients|relatives?|ex|ex-wife|ex-husband|ex-girlfriend|ex-boyfriend|wife|husband|girlfriend|boyfriend|spouse|stepchild|stepson|stepdaughter|homeless (?:people|man|men|woman|women|person)|businessman'?s child)";
/** Verbs of bodily harm done to someone (present and gerund: the past is usually a report). */
const HARMING_VERB =
  '(?:abus(?:e|ing)|mistreat(?:ing)?|maltreat(?:ing)?|neglect(?:ing)?|hurt(?:ing)?|harm(?:ing)?|assault(?:ing)?|kidnap(?:ping)?|abduct(?:ing)?|torment(?:ing)?|tortur(?:e|ing)|terrori[sz](?:e|ing)|starv(?:e|ing)|beat(?:ing)? up|drown(?:ing)?|smother(?:ing)?|suffocat(?:e|ing)|overdos(?:e|ing)|sedat(?:e|ing))';
/** Determiners and adjectives before the person harmed. */
const VICTIM_LEAD =
  "(?:(?:a|an|the|my|our|his|her|their|some|wealthy|rich|vulnerable|elderly|old|aging|ageing|young|disabled|little|small|helpless|sick|frail|special needs|[\\w-]+'s|nursing home|care home) )*";
/** A fall that looks like an accident. */
const PUSHED_FALL = '(?:down (?:the |a |some )?(?:stairs|staircase|steps)|off (?:a|the) (?:balcony|cliff|roof|bridge|ledge))';
/** A protective or reporting reading of harm to the vulnerable ("signs of", "protect from"). */
const PROTECTIVE_READING =
  /\b(?:prevent\w*|protect\w*|signs? of|warning signs|report\w*|recogni[sz]\w*|spot(?:ting)?|detect\w*|survivors?|victims? of|awareness|safeguard\w*|stop(?:ping)?|avoid\w*|without (?:hurting|harming)|never|accidental\w*|by mistake|so as not|not to|feelings|apologi[sz]\w*|sorry|forgive\w*|heal\w*|recover\w*|cope|coping|therap\w*|counsel\w*|intervene|intervention)\b/;
/** Groups that insults, mockery and dehumanising content are aimed at. */
const TARGET_GROUP =
  "(?:mexicans?|asians?|asian (?:women|men|people|americans)|africans?|african americans|black (?:people|women|men|folks)|blacks|whites|white (?:people|women|men)|hispanics?|latin(?:o|a|x)s?|arabs?|jews|jewish (?:people|women|men)|muslims?|christians|hindus|sikhs|immigrants|migrants|refugees|asylum seekers|foreigners|gypsies|roma|indians|chinese(?: people)?|japanese(?: people)?|koreans?|pakistanis?|somalis?|nigerians?|haitians?|russians?|ukrainians?|palestinians?|israelis?|irish|poles|women|girls|gays?|gay (?:people|men)|lesbians?|bisexuals?|trans (?:people|women|men|folks|kids)|transgender (?:people|women|men|kids|persons?)|queers?|lgbtq?\\+?(?: people| community)?|people with (?:disabilities|down syndrome|autism|dwarfism)|disabled (?:people|persons|kids)|autistic (?:people|kids)|the disabled|wheelchair users|down syndrome|fat people|overweight people|obese people|old people|the elderly|elderly people|homeless people|the homeless|poor people|atheists|catholics|mormons|indigenous (?:people|peoples|australians)|native americans|aboriginals?)";
/** Mockery and degradation as what an artefact does to a group. */
const DEGRADING_VERB =
  '(?:insults?|slurs?|degrad(?:e|es|ing)|demean(?:s|ing)?|dehumani[sz](?:e|es|ing)|mock(?:s|ing)?|ridicul(?:e|es|ing)|belittl(?:e|es|ing)|vilify(?:ing)?|vilifies|denigrat(?:e|es|ing)|put-?downs?|humiliat(?:e|es|ing)|racist (?:jokes?|names?|memes?)|offensive (?:jokes?|names?|nicknames?|memes?))';
/** A stance against the degradation ("responding to", "a speech against"). */
const AGAINST_DEGRADING =
  /\b(?:against|condemn\w*|counter\w*|combat\w*|fight\w*|oppos\w*|denounc\w*|respond\w*|handle|handling|deal(?:ing)? with|stop\w*|prevent\w*|report\w*|moderat\w*|detect\w*|recogni[sz]\w*|why (?:is|are) (?:it|they|these|such)|hurtful|harmful effects|impact of|history of|victims? of|received|was called|were called|being called|called me)\b/;
/** What a fabricated claim is dressed up with. */
const FABRICATION =
  '(?:fabricat(?:e|ed|es|ing)|made[- ]up|mak(?:e|ing) up|invent(?:ed|ing)?|fake|falsif(?:y|ied|ying)|bogus|fictitious|doctored|cook(?:ed|ing)? up)';
const EVIDENCE_OBJ =
  '(?:statistics|stats|numbers|figures|data|polls?|poll (?:results|numbers)|quotes?|quotations|studies|study|evidence|survey (?:results|data)|testimon(?:y|ies)|sources|citations|expert (?:quotes|opinions)|whistleblower (?:quotes|accounts|testimony)|eyewitness (?:accounts|quotes)|cdc (?:data|reports?)|who (?:data|reports?)|press releases?|official (?:statements?|announcements?|documents?))';
/** Test data, mock-ups and placeholders: fabricated numbers with an honest purpose. */
const TEST_DATA =
  /\b(?:tests?|testing|unit|mock\w*|seed\w*|sample|placeholder|demo|faker|lorem|fixtures?|dummy|synthetic|prototype|schema|databases?|json|csv|sql|tables?|dashboard|wireframe|training (?:set|data)|example|detect\w*|spot\w*|identify\w*|debunk\w*|fact[- ]check\w*|recogni[sz]\w*|retract\w*|misconduct)\b/;
/** Who a message claiming to be from an authority impersonates. */
const AUTHORITY =
  "(?:(?:the |our |a |an |your |their |his |her |my |company'?s? )?(?:ceo|cfo|coo|president|chairman|director|managing director|boss|manager|hr|human resources|payroll|it (?:department|support|team|helpdesk|help ?desk|admin)|help ?desk|tech support|microsoft(?: support)?|apple(?: support)?|amazon|paypal|netflix|google|facebook|meta|bank|irs|hmrc|tax (?:office|authority)|police|fbi|social security(?: administration)?|medicare|fedex|ups|dhl|usps|royal mail|a government (?:agency|official)|government))";
/** What the impersonated message asks its readers for. */
const SCAM_ASK =
  '(?:wire|wiring|transfer|send (?:money|funds|payment|the payment)|pay (?:an? |the )?(?:invoice|fee|fine)|gift cards?|bitcoin|crypto|confirm (?:their|your|his|her) (?:\\w+ ){0,2}(?:details|password|credentials|account|identity|login)|verify (?:their|your) (?:\\w+ ){0,2}(?:details|password|credentials|account|identity|login)|update (?:their|your) (?:bank|payment|direct deposit|account) (?:details|info\\w*)|direct deposit|bank (?:details|account (?:details|number))|account numbers?|passwords?|credentials|login details|social security numbers?|ssns?|install (?:remote|the|this|a)|remote access|click (?:on )?(?:a|the|this) link|(?:at|on|through|via) my (?:payment )?link|new (?:vendor |bank |supplier )?account|log ?in (?:at|via|through|using|on|with) (?:this|the|a|our|my|their) (?:link|page|site|portal|url)|enter (?:their|your|his|her) (?:\\w+ ){0,2}(?:passwords?|credentials|login|card (?:numbers?|details))|(?:passwords?|accounts?) (?:expires?|will expire|has expired|is expiring|will be (?:locked|suspended|closed|deleted|disabled)))';

/**
 * Account support: a help desk or an admin resetting a login or second factor at the owner's
 * request ("customer asked us to disable MFA on their own account after losing their phone").
 */
const ACCOUNT_SUPPORT =
  /\b(?:user|customer|client|caller) (?:has )?(?:verified|passed)\b|\bverified (?:their|his|her) identity\b|\bon (?:their|the user'?s|the customer'?s) account\b|\b(?:their|his|her) own (?:account|phone|device|login)|\bas an? (?:admin|administrator|it admin|sysadmin|help ?desk \w+|support agent)\b|\b(?:okta|azure ad|entra id|active directory|google workspace|admin (?:console|panel|portal))\b|\b(?:ticket|customer|user|client) (?:asked|requested|requests|asks|lost)\b|\blost (?:my|their|his|her) (?:phone|device|authenticator)\b/;

/**
 * Everyday wordings of harms read by structure: a person harmed so it passes for natural or for an
 * accident (a dose sized to make someone collapse, a child's injuries explained away to carers, a
 * sedation to be forgotten), an animal hurt and hidden from its vet, an end asked for in euphemism,
 * a person hounded from hidden accounts or reported falsely to lose a job or a place, drugs sold to
 * children, a home or a car entered while its owner is away, staff sent to an outside site to
 * "confirm" their bank details. Each a gate of rare words in the set, the shape checked in JS.
 */
const KIN = `(?:my |our |his |her |their |the |an? )?(?:(?:old|elderly|frail|sick|diabetic|disabled|bedridden|senile|ailing|dying|\\d{2}[- ]year[- ]old) )?(?:${RELATION}|grandad|granddad|gramps|grandpop|(?:mother|father|brother|sister)[- ]in[- ]law|flatmates?|housemates?|date|guest|woman|man|girl|guy|nan|nana|nanna|gran|granny|gramps|grandparents?|elderly (?:man|woman|person|relative|parent|patient)|old (?:man|woman|lady|guy|person)|dementia patient|patient|husband|wife|parent|him|his|her|them|someone|somebody)`;
const CHILD = `(?:my |our |his |her |the )?(?:(?:little|baby|infant|toddler|\\d{1,2}[- ]year[- ]old) )?(?:son|daughter|kid|child|children|kids|toddler|baby|infant|stepson|stepdaughter|boy|girl|niece|nephew|grandson|granddaughter)`;
const CARERS = `(?:school(?: nurse)?|health visitors?|midwife|child ?minders?|sitters?|after[- ]school (?:club|care)|camp|nurse|daycare|day care|nursery|preschool|kindergarten|teachers?|principal|counsel+or|social workers?|cps|child services|pediatrician|paediatrician|doctors?|gp|er|a&e|carers?|caregivers?|babysitter|nanny|coach|grandparents|relatives|family|(?:his|her|their) (?:mom|mum|mam|mummy|dad|mother|father))`;
const ANIMAL = `(?:dogs?|puppy|puppies|pupp?ers?|cats?|kittens?|horses?|ponies|pony|rabbits?|bunn(?:y|ies)|pets?|hamsters?|parrots?|birds?|goats?|pigs?|cows?|ferrets?|guinea pigs?|strays?|animals?)`;
const MINOR = `(?:middle[- ]?school\\w*|high[- ]?school\\w*|junior high|freshm[ae]n|sophomores?|(?:sixth|seventh|eighth|ninth|tenth|6th|7th|8th|9th|10th) graders?|(?:1[0-7]|[4-9]|thirteen|fourteen|fifteen|sixteen|seventeen)[- ]?(?:year[- ]olds?|yos?|y/os?)|minors?|underage\\w*|kids|children|teens|teenagers?|students|schoolkids|classmates|at (?:my |the |their |our )?(?:school|lunch|recess)|school (?:kids|bus|bathrooms?|parking lot|dance|grounds))`;
const YOUTH_DRUG = `(?:vapes?|vaping|vape pens?|thc|edibles?|gummies|carts|dab pens?|juuls?|nicotine pouches|zyns?|elf ?bars?|disposables|weed|shrooms|xans|percs|molly|pot brownies)`;
const OTHERS_PLACE = `(?:someone(?: else)?'?s|somebody(?: else)?'?s|other people'?s|a stranger'?s|people'?s|(?:my |the |our )?(?:${RELATION}|neighbou?rs?|ex)'?s'?|their|his|her)`;
const AWAY = `(?:while|when|whilst|once) (?:they|he|she|the owners?|the family|my \\w+|the \\w+)(?:'re|'s| are| is| were| was| will be| go| goes|'ll be)? (?:away|out|gone|at work|on (?:vacation|holiday|a trip)|in the office|at the office|asleep|sleeping|not (?:home|there|around)|out of town|travel+ing)|(?:without|before) (?:them|him|her|the owners?|anyone|anybody) (?:knowing|noticing|finding out|coming back|getting back|seeing)|\\blater\\b|\\bat night\\b|(?:they|he|she)(?:'re| are|'s| is) (?:away|out of town|on (?:vacation|holiday))|\\baway for\\b`;

/**
 * A request from the company's own HR or payroll to update bank details in its own system (Workday,
 * ADP, "our payroll portal"), not written as someone else, with no outside link and no threat to
 * the reader's pay: the routine e-mail, not the business e-mail compromise it resembles.
 */
const INTERNAL_PAYROLL_UPDATE =
  /^(?![\s\S]*\b(?:impersonat\w*|pretend\w*|posing|pose as|disguised|masquerad\w*|purport\w*|appears? to (?:be|come) from|look(?:s|ing)? like (?:it(?:'s| is)? )?(?:from|it came)|fake|spoof\w*|phish\w*|urgent\w*|immediately|within \d+ (?:hours|hrs)|or (?:your|their) (?:\w+ ){0,2}(?:will|may)|will be (?:delayed|withheld|suspended|frozen|held|stopped)|failure to|gift cards?|wire|new (?:vendor |bank |supplier )?account|reply (?:to this (?:email|message) )?with|send (?:it|them|us|me) (?:to|back)|this link|the link below|click)\b)(?![\s\S]*(?:https?:|www\.))[\s\S]*\b(?:in|on|into|through|via|using|under|inside) (?:the |our |your |their |company'?s? |the company'?s? )?(?:(?:company|internal|employee|hr|payroll|staff|new|usual) )?(?:payroll (?:system|portal|app|platform|module|site)|hr (?:system|portal|app|platform|site)|hris|workday|adp|gusto|bamboo ?hr|paychex|rippling|paylocity|ukg|successfactors|dayforce|oracle hcm|sage|xero|employee (?:portal|self[- ]service|hub|app)|self[- ]service(?: portal)?|intranet|(?:onboarding|benefits|employee|staff|people|new hire|company|internal) (?:portal|system|app|platform|site|hub|form)|people ?soft|personio|hibob|deel|justworks|trinet|namely|zenefits)\b/;

/** Someone on the receiving end of hostile messages asking what to do (not asking for them). */
const VICTIM_OF_MESSAGES =
  /\b(?:someone (?:keeps|is|has been|kept|was) (?:sending|posting|leaving|writing)|(?:is|are|am|been|keeps?) (?:getting|receiving) (?:\w+ ){0,3}(?:texts?|messages?|dms?|e-?mails?|calls?|letters?|notes?|comments?) from|(?:getting|receiving|received|got|get) (?:\w+ ){0,2}(?:nasty|mean|scary|cruel|hurtful|offensive)|(?:sent|sending|sends|send) (?:me|us) (?:\w+ ){0,2}(?:nasty|mean|scary|cruel|hurtful|offensive)|find out who|how (?:do|can|should) (?:i|we) (?:respond|handle|deal|stop|block|report))\b/;

/** A shape that holds only where its gate does (each gate must match wherever its whole rule does). */
const withGate = (gate: string, pattern: string): string => `^(?=[\\s\\S]*?(?:${gate}))[\\s\\S]*?(?:${pattern})`;
const shaped = (...[category, weight, gate, pattern, extra]: Parameters<typeof gated>): HarmRule => gated(category, weight, gate, withGate(gate, pattern), extra);
const shapedAnyOf = (...[category, weight, parts, extra]: Parameters<typeof gatedAnyOf>): HarmRule =>
  gatedAnyOf(category, weight, parts.map((p) => ({ ...p, pattern: withGate(p.gate, p.pattern) })), extra);

/**
 * `shaped` for a shape read from the start of a text (`^(?=[\\s\\S]{0,400}?...)`, no alternation at
 * its top): its gate is looked for only as far as the shape reaches, not along the whole of a long
 * text (a 10 KB text whose gate word came last cost a scan of all of it).
 */
const NEAR_START = 400;
const nearStart = (gate: string, pattern: string): string => `^(?=[\\s\\S]{0,${NEAR_START}}?(?:${gate}))${pattern.slice(1)}`;
const shapedNearStart = (...[category, weight, gate, pattern, extra]: Parameters<typeof gated>): HarmRule => gated(category, weight, gate, nearStart(gate, pattern), extra);

/** A child's injury hidden or its notice kept from a carer ("hides bruises on a 6 year old's face", "keep the doctor from noticing the marks"). */
const INJURY_SEEN = "(?:[\\w']+ ){0,3}(?:bruis\\w*|marks|burns?|injur\\w*|welts|black eyes?|cuts|scratches|swelling)";
const INJURY_HIDDEN =
  `(?:hid(?:e|es|ing)|cover(?:s|ing)?(?: up)?|conceal\\w*|mask(?:s|ing)?) ${INJURY_SEEN}|keep(?:ing)? (?:the |his |her |their )?${CARERS} from (?:noticing|seeing|finding|asking|knowing)|without (?:the |his |her |their )?${CARERS} (?:asking|suspecting|calling|reporting|getting involved|noticing|finding out)|(?:so|that) (?:the |his |her |their )?${CARERS} (?:won'?t|doesn'?t|don'?t|will not|does not|do not|never|can'?t) (?:notice|see|ask|find out|call|report|suspect|get involved)|(?:need|want|get) (?:them|it|the (?:bruis\\w*|marks|burns?|welts|swelling)(?: (?:on|to) (?:[\\w']+ ){0,2}[\\w']+)?) (?:gone|faded|hidden|covered|not visible) (?:before|by the time) (?:the |his |her |their )?${CARERS}`;

const EVERYDAY_HARMS: readonly HarmRule[] = [
  // a dose or a drug sized to make a frail or sick person collapse, passed off as natural
  shapedAnyOf('violence', 0.5, [
    {
      gate: `\\b(?:autops(?:y|ies)|toxicology|tox screens?|coroner|post[- ]mortem|natural (?:causes|death)|old age|without (?:raising|arousing|causing|drawing|anyone|anybody) (?:any )?(?:questions|suspicion|suspecting|alarm|eyebrows|attention|noticing)|nobody (?:questions|suspects|would question|would suspect|would know)|no one (?:questions|suspects|would question|would suspect|would know)|(?:look|looks|seem|seems|appear|appears|pass|passes|put|chalk\\w*|blamed?|think|assume|sign|signs|rule|rules|write|writes|certif\\w*|record\\w*|dismiss\\w*)\\w* (?:it |like |as |for |up |down |on |to |was |is |off )*(?:natural|an accident|accidental|old age|a heart attack|(?:his|her|their) heart|a stroke|a fall|a (?:normal|regular|routine|typical|diabetic|natural) \\w+|(?:his|her|their) (?:age|illness|condition|disease|cancer|dementia)|the (?:illness|disease|cancer|condition))|(?:look|looks|seem|seems)\\w* (?:like )?(?:it )?(?:happened|came|was) (?:on (?:its|their) own|naturally|by itself|by accident))\\b`,
      pattern: `^(?=[\\s\\S]{0,400}?\\b(?:how (?:much|many)|which|what (?:dose|amount|quantity|kind|type|medicine|medication|drug|pill)|what(?:'s| is) (?:a|the) (?:dose|amount)|can i|could i|should i|do i|if i|i (?:could|can|should|would|might)|is there (?:a|an|any|some)|(?:something|anything) (?:i|to|that)|would (?:the|it|that)|would it take|enough (?:to|that)|to make|make (?:him|her|them)|so (?:that )?(?:he|she|they|it|his|her)|without)\\b)(?=[\\s\\S]{0,400}?\\b(?:dose|doses|dosage|pills?|prescriptions?|prescribed|tablets?|meds|medications?|medicines?|insulin|potassium|blood thinners?|warfarin|digoxin|morphine|opioids?|sleeping pills?|sedatives?|drugs?|overdos\\w*|how (?:much|many)|amount|double (?:up|her|his|the)|extra)\\b)(?=[\\s\\S]{0,400}?\\b${KIN}\\b)(?=[\\s\\S]{0,400}?\\b(?:collaps\\w*|pass(?:es)? out|die|dies|dying|death|dead|stop (?:his|her|their|an?|the) (?:[\\w']+ ){0,2}heart|heart (?:gave|gives|give|to give) out|(?:a )?bleed\\w*|stroke|heart attack|fall|go(?:es)? into|slip away|never wake|not wake|stops? breathing|low (?:sugar|blood sugar)|hypo\\w*|coma|episode|gone|wipes? out|slip away|took (?:him|her|them)|fatal\\w*|seizures?|cardiac arrest|kill\\w*|heart (?:to )?(?:just )?(?:stop|stops|fail|fails|give out))\\b)`,
      unless: /\b(?:how (?:do|does|can|would|could) (?:a |the )?(?:coroners?|doctors?|pathologists?|investigators?|detectives?|police|toxicolog\w*|they|you) (?:tell|detect|know|find|distinguish|determine|spot)|novel|mystery|murder mystery|screenplay|story|plot|is it normal|worried|afraid|accidentally (?:took|gave|double)|missed dose|what (?:should|do) i do if|hospice|palliative|was it|did (?:he|she|they|my))\b/,
    },
    {
      gate: `\\b(?:bruis\\w*|welts?|burn marks|cigarette burns?|black eyes?|broken (?:arm|wrist|bone|rib|leg|finger)s?|fractures?|marks on|belt marks|handprints?|scald\\w*|burns? (?:on|to|from)|injur(?:y|ies)|marks|cuts? (?:on|to)|scratch(?:es)? (?:on|to)|swelling|stitches|concussion|split lips?|busted lips?|bite marks?)\\b`,
      pattern: `^(?=[\\s\\S]{0,400}?\\b(?:${CHILD}|(?:[1-9]|1[0-7])[- ]?(?:year[- ]olds?|yr[- ]olds?|yos?|y/o)(?:'s)?)\\b)(?=[\\s\\S]{0,400}?\\b${CARERS}\\b)[\\s\\S]{0,400}?\\b(?:${INJURY_HIDDEN}|believable|convincing|plausible|cover stor(?:y|ies)|excuses?|explain (?:them |it |this |these )?away|so (?:it|they|that) (?:sounds?|looks?|seems?) like|sounds? like (?:an accident|(?:he|she|they) fell)|so (?:she|he|they|nobody|no one|the \\w+)(?: doesn'?t| don'?t| won'?t| will not| does not| do not| never)? (?:take (?:him|her|them) to|takes (?:him|her|them) to|bring (?:him|her|them) to|call|calls|phone|phones|ring|rings|contact|contacts|alert|alerts|involve|inform|report|reports|ask|asks|suspect|suspects|get involved|look into|notice|notices|find out)|without (?:them|her|him|anyone|anybody) (?:asking|suspecting|calling|reporting|getting involved|noticing)|hide (?:the |his |her |their )?(?:bruis\\w*|marks|burns|injur\\w*|welts)|cover (?:up )?(?:the |his |her |their )?(?:bruis\\w*|marks|burns|injur\\w*|welts))\\b`,
      unless: /\b(?:how (?:do|should|can) (?:teachers?|nurses?|doctors?|staff|we) (?:document|report|recogni[sz]e|spot|handle)|signs? of (?:abuse|neglect)|mandated reporter|vaccin\w*|birthmarks?|eczema|school photos?|picture day|costumes?|halloween|stage makeup|sfx|special effects|i'?m (?:a|the) (?:teacher|nurse|social worker)|worried (?:that|someone)|is (?:someone|his (?:dad|mom)|her (?:dad|mom)) hurting)\b/,
    },
    {
      gate: `\\b(?:(?:won'?t|wont|will not|doesn'?t|does not|don'?t|not|never|no) (?:remember|recall)\\w*|wipes? (?:out )?(?:their|his|her|the) memory|memory of (?:the|that|tonight|last)|no memory)\\b`,
      pattern: `\\b(?:sedat\\w*|knocks? (?:\\w+ ){0,2}out|drug|drugs|drugged|pills?|give|giving|benadryl|diphenhydramine|ambien|zolpidem|valium|diazepam|ketamine|melatonin|nyquil|sleeping (?:pills?|tablets?|meds)|sedatives?|benzos?|roofies?|rohypnol|ghb|xanax|put (?:something )?in|slip|spike)\\b[\\s\\S]{0,200}?\\b(?:${KIN}|my date|a date|a girl|a guy|her|him)\\b[\\s\\S]{0,200}?\\b(?:(?:won'?t|wont|will not|doesn'?t|does not|don'?t|not|never|no) (?:remember|recall|memory)|wipes? (?:out )?(?:their|his|her|the) memory|memory of)|\\b(?:${KIN}|my date)\\b[\\s\\S]{0,120}?\\b(?:sedat\\w*|knock\\w* out|drug\\w*)\\b[\\s\\S]{0,120}?\\b(?:won'?t|doesn'?t|not|never|no) (?:remember|recall|memory)`,
      unless: /\b(?:surgery|operation|dentist|dental|anesthe\w*|anaesthe\w*|colonoscopy|procedure|will i|i (?:won'?t|don'?t) remember|myself|vet|blackout drunk)\b/,
    },
  ], { ignoresDefensiveFraming: true }),
  // an animal hurt and the harm hidden from its vet, its owner or anyone
  shapedAnyOf('animal_cruelty', 0.5, [
    {
      gate: `\\b(?:vets?|veterinar\\w*|leaves? (?:any |no )?marks|leaving (?:any |no )?marks|what killed|can'?t tell what|won'?t (?:know|tell) what)\\b`,
      pattern: `^(?=[\\s\\S]{0,300}?\\b${ANIMAL}\\b)(?=[\\s\\S]{0,300}?\\b(?:hurt\\w*|punish\\w*|kick\\w*|die|dies|dead|sick|ill|feed\\w*|thr[eo]w\\w*|cuts?|stamp\\w*|whip\\w*|shak\\w*|beat\\w*|hit|hitting|smack\\w*|poison\\w*|starv\\w*|injur\\w*|burn\\w*|choke|choking|strangl\\w*|drown\\w*|break (?:its|his|her) \\w+|harm\\w*|kill\\w*|get rid of|wounds?|bruis\\w*)\\b)[\\s\\S]{0,300}?\\b(?:without (?:the vet|a vet|vets|the owners?|anyone|anybody|them|the neighbou?rs?) (?:\\w+ ){0,2}(?:noticing|knowing|seeing|finding|spotting|suspecting)|so (?:the vet|vets?|the owners?|they|it|nobody|no one)(?: doesn'?t| don'?t| won'?t| can'?t| cannot| will not| does not)? (?:thinks?|notice|notices|see|sees|tell|tells|find|finds|report|know|suspect)|(?:so|make) (?:that )?(?:it|the vet|vets|the owners?|they|everyone|people|nobody|no one) (?:will |would )?(?:thinks?|looks? like|seems? like) (?:it was |it'?s |it )?(?:an accident|natural|it fell|(?:was )?accidental)|hide (?:the |his |her |its )?(?:injur\\w*|marks|bruis\\w*|wounds|burns)|report (?:me|us)|(?:doesn'?t|don'?t|won'?t|without|avoid|not|no) leav\\w* (?:any )?marks|no (?:one|body) can tell|can'?t tell what|won'?t (?:know|tell) what)`,
      unless: /\b(?:(?:was|got|been) (?:hit|hurt|injured|attacked|bitten|poisoned|kicked|run over) by|my (?:dog|cat|pet) (?:was|got) (?:hurt|injured|attacked|bitten|poisoned)|someone (?:is|has been) (?:hurting|poisoning|kicking)|signs of (?:abuse|poisoning)|how (?:do|can) (?:i|we) (?:report|tell if|know if)|humane\w*|euthan\w*|vet tech|pest control|mice|rats?|slugs?|heal\w*|recover\w*|scars?|scarring)\b/,
    },
  ], { ignoresDefensiveFraming: true }),
  // an end asked for in euphemism: pills to sleep and not wake
  shaped('self_harm', 0.6, `\\b(?:(?:so|that|and) (?:i|i'?ll) (?:just |simply )?(?:don'?t|won'?t|never|do not|will not) wake(?: up)?|(?:to|and) (?:not|never) wake up|end it(?: all)?|sleep forever|go to sleep for good|never waking up|not waking up)\\b`, `^(?=[\\s\\S]{0,300}?\\b(?:pills?|tablets?|meds|medications?|medicines?|paracetamol|acetaminophen|tylenol|ibuprofen|advil|aspirin|benadryl|diphenhydramine|sleeping (?:pills|tablets|aids?)|antidepressants?|insulin|opioids?|painkillers?|over the counter|otc|pharmacy|chemist\\w*|drugstore|medicine cabinet|cupboard|combine|mix\\w*|how (?:much|many)|enough|dose|overdose)\\b)`, {
    unless: /\b(?:my friend|a friend|someone (?:i know|who)|(?:he|she|they) (?:said|says|wants?|told)|worried|scared i (?:won'?t|will not)|afraid (?:i|that i) (?:won'?t|will not)|anesthe\w*|anaesthe\w*|surgery|sleep apnea|alarm|wake up (?:at|in the (?:middle|night)|during|early|too early|every|so often|as often|groggy|tired|at night)|stay asleep|insomnia|jet ?lag|snooz\w*|grogg\w*|hangover|is it safe to (?:take|mix|combine)|end it with (?:him|her|them)|relationship|break up)\b/,
  }),
  // a person hounded from hidden accounts, or reported falsely to lose a job or a place
  shapedAnyOf('harassment', 0.5, [
    {
      gate: `\\b(?:anonymous(?:ly)?|anon|fake (?:accounts?|profiles?|numbers?)|burner (?:accounts?|numbers?|phones?|profiles?)|sock ?puppets?|alt accounts?|(?:different|multiple|several|fake|new|spoofed) (?:accounts|numbers|profiles|emails))\\b`,
      pattern: `^(?=[\\s\\S]{0,300}?\\b(?:send\\w*|messag\\w*|text\\w*|dm\\w*|writ\\w*|post\\w*|flood\\w*|spam\\w*|bombard\\w*|comment\\w*|email\\w*|notes?|letters?)\\b)(?=[\\s\\S]{0,300}?\\b(?:my |our |a |the |this )?(?:${RELATION}|sister-in-law|brother-in-law|mother-in-law|stepmom|stepsister|girl|guy|boy|kid|student|person|her|him)\\b)[\\s\\S]{0,300}?\\b(?:nasty|mean|cruel|hateful|hate mail|threat\\w*|insult\\w*|abusive|harass\\w*|torment\\w*|bull(?:y|ies|ying)|everyone hates|nobody (?:likes|wants|cares)|no one (?:likes|wants|cares)|kill (?:herself|himself|themselves|yourself)|kys|ugly|worthless|loser|fat|slut|whore|until (?:she|he|they) (?:breaks?|quits?|leaves?|cries|snaps?|gives? up|cracks?|moves?|drops? out)|make (?:her|his|their) life (?:hell|miserable)|against (?:her|him|them)|scare\\w*|every (?:day|night|hour)|daily|humiliat\\w*|ruin\\w*|rumou?rs?|embarrass\\w*|(?:laugh\\w*|talking|gossip\\w*) (?:at|about) (?:her|him|them)|(?:everyone|everybody|the whole \\w+) knows|cheat\\w*|liar|tramp|so (?:she|he|they) (?:thinks?|feels?|believes?) (?:everyone|everybody|the whole|nobody|no one|she|he|they|people))\\b`,
      unless: /\b(?:block\w*|report\w*|stop (?:them|it|this)|receiving|received|(?:getting|got|gets) (?:\w+ ){0,3}(?:texts?|messages?|dms?|e-?mails?|calls?|letters?|notes?|comments?) from|what can (?:we|i) do|getting (?:nasty|mean|anonymous)|someone (?:is|keeps) (?:sending|messaging)|sending me|sent me|to me|trace (?:them|who)|find out who|compliments?|thank|secret santa|kind|nice|appreciat\w*|feedback survey|whistleblow\w*|tip line|hotline)\b/,
    },
    {
      gate: `\\b(?:fired|sacked|expelled|suspended|kicked (?:out|off)|(?:fires?|expels?|suspends?|sacks?|dismiss(?:es)?|kicks?) (?:her|him|them)|let (?:her|him|them) go|lets (?:her|him|them) go|los(?:e|es|ing) (?:his|her|their) (?:job|place|spot|scholarship|license|licence|custody|position|lease|visa)|disciplined|dismissed|evicted|banned|removed from)\\b`,
      pattern: `^(?=[\\s\\S]{0,400}?\\b(?:fake|false(?:ly)?|made[- ]up|make up|mak(?:e|ing) up|fabricat\\w*|invent\\w*|not true|isn'?t true|wasn'?t true|untrue|lie|lies|lying|bogus|pretend\\w*|from different|as (?:different|several|multiple)|(?:never|didn'?t) (?:happen|actually|really))\\b)(?=[\\s\\S]{0,400}?\\b(?:complaints?|reports?|accus\\w*|allegations?|claims?|tips?|reviews?|grievances?|emails?|letters?|statements?|evidence|screenshots?|incidents?|stor(?:y|ies)|tell (?:her|his|their|the) (?:boss|manager|supervisor|teacher|principal|dean|landlord|employer|school|hr|coach)|say(?:ing)? (?:that )?(?:she|he|they|my))\\b)[\\s\\S]{0,400}?\\b(?:fired|sacked|expelled|suspended|kicked (?:out|off)|(?:fires?|expels?|suspends?|sacks?|dismiss(?:es)?|kicks?) (?:her|him|them)|lets? (?:her|him|them) go|los(?:e|es|ing) (?:his|her|their) (?:job|place|spot|scholarship|license|licence|custody|position|lease|visa)|disciplined|dismissed|evicted|banned|removed from)\\b`,
      unless: /\b(?:(?:about|against|on) me|accused me|accusing me|falsely accused|defend (?:myself|me)|i (?:was|got|am|'m|might|could) (?:be |get |being )?(?:fired|expelled|suspended|accused|disciplined)|wrongful\w*|how (?:do|can|should) i (?:respond|prove|fight|appeal)|what (?:happens|are the consequences) if|penalt\w*|consequences for|appeal\w*|(?:get|got|gets|getting|have|had|make|made|tried to get) me (?:\w+ )?(?:fired|sacked|expelled|suspended|dismissed|evicted|banned|kicked out)|can i sue|lawyer|legal action|tribunal|based on (?:a |an )?(?:false|fake|bogus|made[- ]up)|(?:fired|expelled|suspended|dismissed|evicted|sacked) (?:me|my (?:son|daughter|child|kid|husband|wife|partner|brother|sister))|wrongly|unfairly)\b/,
    },
  ], { ignoresDefensiveFraming: true }),
  // vapes, edibles or pills sold or handed to children
  shaped('illegal_drugs', 0.55, `\\b${YOUTH_DRUG}\\b`, `^(?=[\\s\\S]{0,300}?\\b(?:sell\\w*|supply\\w*|suppl(?:y|ies)|deal\\w*|push\\w*|get (?:\\w+ ){0,3}(?:to|for)|give|giving|hand\\w* (?:out )?|pass\\w* (?:out|around)|advertis\\w*|market\\w*|promot\\w*|ads?|aimed at|target\\w*|flyers?|charge|pric\\w*|distribut\\w*|mov(?:e|ing)|offload\\w*|sneak\\w*|slip\\w*|customers?|clients?|business|side hustle|profit\\w*|resell\\w*|flip\\w*|stock (?:up|my))\\b)(?=[\\s\\S]{0,300}?\\b${YOUTH_DRUG}\\b)[\\s\\S]{0,300}?\\b${MINOR}\\b|^(?=[\\s\\S]{0,300}?\\b(?:sell\\w*|supply\\w*|deal\\w*|push\\w*|advertis\\w*|market\\w*|charge|distribut\\w*|hand\\w* out|pass\\w* out)\\b)(?=[\\s\\S]{0,300}?\\b${MINOR}\\b)[\\s\\S]{0,300}?\\b${YOUTH_DRUG}\\b`, {
    unless: new RegExp(`${/\b(?:(?:never|not|don'?t|won'?t|stop) (?:\w+ )?sell\w*|make sure (?:we|i|they|staff|employees|my staff|our staff|cashiers) (?:never|don'?t|do not|aren'?t|are not)|news|articles?|summar\w*|expelled|arrested|charged|convicted|(?:was|were|been|got) (?:caught )?(?:selling|dealing|supplying)|prevent\w*|crack(?:ing)? down|report\w*|laws?|illegal to|legal age|is it (?:illegal|legal)|fined?|penalt\w*|id checks?|carding|compliance|policy|awareness|signs?|worried|caught (?:selling|with)|talk to (?:my|our|the|their)|stop(?:ping|s)? (?:\w+ )?(?:kids|teens|minors|students|children|them|people|sales|selling|underage)|(?:found|caught|saw|seen|noticed|discovered|heard|suspect\w*) (?:\w+ ){0,3}(?:selling|dealing|supplying|handing out|passing around)|warn\w*|dangers?|health effects|research|study|statistics|bake sale|girl scouts?|fundraiser|candy)\b/.source}|\\b(?:my|his|her|our|a|the|some|this) (?:older |little |big )?(?:${RELATION}|guy|man|woman|boy|girl|teen|older kid|someone) (?:sells|is selling|has been selling|deals|is dealing|supplies|is supplying|gives|is giving|hands out)\\b|\\bwhat (?:do|should|can) (?:i|we) do\\b`),
  }),
  // a home or a car entered while its owner is away: a remote cloned, a key copied, a smart lock bypassed
  shaped('illegal_activity', 0.55, `\\b(?:clon\\w*|cop(?:y|ying|ied) (?:[\\w']+ ){0,3}(?:keys?|remotes?|fobs?|key ?cards?|codes?)|unlock\\w* (?:[\\w']+ ){0,2}(?:cars?|doors?|house|home|garage|apartment|flat|truck|van|gate)|key ?fobs?|(?:garage|gate) (?:door )?(?:remotes?|openers?|codes?)|smart ?locks?|keypads?|keyless|relay attack|rolling codes?|lock ?pick\\w*|pick (?:the|their|his|her|a) locks?|bump keys?|get past (?:the|their|his|her) (?:\\w+ )?(?:lock|door|alarm)|locked (?:bedroom|room|door|car|house|apartment|flat|shed|garage)|without (?:the |a |their |his |her |any )?keys?|(?:bypass|disable|defeat|override)\\w* (?:the |their |his |her |a |an )?(?:\\w+ )?(?:locks?|alarm|deadbolt|immobili[sz]er))\\b`, `^(?=[\\s\\S]{0,300}?\\b(?:${OTHERS_PLACE}) (?:\\w+ ){0,3}(?:house|home|place|flat|apartment|condo|door|front door|back door|garage|gate|car|truck|van|vehicle|bedroom|room|office|shed|locks?|keypad|keys?|remote|fob|key ?fob|smart ?lock|alarm)\\b)[\\s\\S]{0,300}?(?:${AWAY}|\\b(?:get|getting|let myself|sneak|break) (?:in|into|inside)\\b|\\bopen (?:their|his|her|the) (?:car|door|garage|house)\\b)`, {
    unless: /\b(?:my own|(?:asked|gave|lent|let|left|allowed|permitted|invited|hired|paid|wants?|wanted|needs?|needed|told) me\b|on (?:her|his|their) behalf|locked (?:myself|me) out|lost (?:my|the) keys?|(?:they|she|he) (?:gave|asked|lent|let|left) me|with (?:their|her|his) (?:permission|consent|key)|permission|pentest\w*|penetration test\w*|authori[sz]ed|ctf|locksmith (?:course|training|licen[cs]e|business)|how (?:do|can) (?:i|we) (?:protect|secure|stop|prevent)|protect\w*|secure (?:my|our)|prevent\w*|is (?:my|our) \w+ vulnerable|water (?:the|their) plants|feed (?:the|their) (?:cat|dog|pets?)|house-?sit\w*|pet-?sit\w*|landlord (?:entry|notice)|notice of entry)\b/,
  }),
  // staff sent to an outside site to "confirm" their bank details, under a threat to their pay
  shaped('fraud_scams', 0.5, `\\b(?:direct deposit|routing (?:numbers?|no)|bank(?:ing)? (?:details|info\\w*|account (?:details|numbers?|info\\w*))|account numbers?|payroll (?:details|info\\w*|records))\\b`, `^(?=[\\s\\S]{0,600}?(?:https?:|www\\.|\\b[a-z0-9-]{1,63}\\.(?:com|net|org|info|co|io|biz|xyz|online|site|top|us|support)\\b|\\b(?:this|the|a|following|secure) link\\b|\\blink below\\b|\\bclick here\\b|\\breply (?:to this email )?with\\b))(?=[\\s\\S]{0,600}?\\b(?:or (?:your|their|you) (?:\\w+ ){0,3}(?:will|may|won'?t|could)|within (?:\\d+|twenty[- ]four|forty[- ]eight|the next \\d+) (?:hours|hrs|days)|to avoid (?:missing|delay\\w*|suspension|interruption|losing|any (?:delay|interruption))|will be (?:delayed|withheld|suspended|frozen|held|paused|stopped|cancel+ed|terminated|on hold)|failure to|immediately|urgent\\w*|final (?:notice|reminder|warning)|keep (?:receiving|getting) (?:your|their) (?:salary|pay\\w*|wages))\\b)[\\s\\S]{0,600}?\\b(?:confirm|verify|validate|re-?enter|re-?submit|update|provide|submit|enter)\\w*\\b`, {
    unless: /\b(?:i (?:got|received)|we (?:got|received)|is (?:this|it) (?:legit\w*|real|a scam|safe|genuine|phishing)|suspicious|phishing (?:training|simulation|awareness|test)|security awareness|recogni[sz]\w*|spot\w*|warn\w*|never ask\w*|will never)\b/,
  }),
];

/**
 * Deniability: the act is told with how its cause will be hidden ("make it look like", "so the vet
 * wouldn't spot it", "without them tracing it back to me", "a story her teacher will buy"). Not a
 * list of wordings of one harm: any harm to a body (a person's, an animal's) or to someone's plants
 * or property, asked with one of these shapes, is the harm and its cover-up. The gate is the
 * cover-up's rarest words; the harm, its object and an ask are checked in JS.
 */
/**
 * The cover-up's rarer verbs, whoever would notice (the care home, the social worker, "her"): the
 * subject lists above serve the common verbs (noticing, knowing), these are rare enough to take any.
 */
const COVER_UP_ANY_SUBJECT =
  "without (?:[\\w'-]+ ){1,3}?(?:asking (?:any )?questions|getting suspicious|getting involved|catching on|(?:knowing|realizing|realising|finding out|noticing|suspecting|guessing) (?:that )?it was (?:me|us))|(?:so|and) (?:that )?(?:[\\w'-]+ ){1,3}?(?:doesn'?t|don'?t|won'?t|will not|does not|do not|never) (?:get involved|ask (?:any )?questions|get suspicious|catch on|(?:find out|know|realise|realize) (?:that )?it was (?:me|us))|pass(?:es|ed|ing)? (?:it |this )?for (?:an? |the )?(?:natural\\w*|accident\\w*|old age|(?:his|her|their|its) age|a fall|an? (?:illness|disease|infection|heart attack|stroke)|food poisoning|bad luck|suicide)|(?:can'?t|cannot|won'?t be able to|couldn'?t|never) prove (?:anything|a thing|it was (?:me|us))";
/** Words every branch of COVER_UP holds (its set entry: a gate without word gaps). */
const COVER_UP_GATE =
  "(?:(?:look|looks|looked|seem|seems|appear|appears|pass|passes|sound|sounds|come across) (?:like|as if|as though|natural\\w*|accidental\\w*)|off as|blam(?:e|es|ed|ing)|chalk\\w*|down to|anyone|anybody|(?:wouldn'?t|won'?t|will not|would not|will never|would never|never) (?:be able to |ever )?(?:spot|notice|suspect|detect|trace|figure|find out|realize|realise|catch on|tell|know)|suspecting|noticing|knowing|finding out|tracing|realizing|realising|asking questions|getting suspicious|catching on|back to (?:me|us)|(?:marks|injuries|bruises|traces?|evidence)|(?:believe|buy|accept)|ask (?:any )?questions|get suspicious|catch on|suspect|(?:think|thinks|assume|assumes|believe|believes)|get(?:s|ting)? involved|it was (?:me|us)|pass(?:es|ed|ing)? (?:it |this )?for|prove (?:anything|a thing|it))";
const COVER_UP =
  "(?:(?:make|makes|making|made|so|so that|that) (?:it |this |that |(?:his|her|their|its|the) \\w+ )?(?:look|looks|seem|seems|appear|appears|pass|passes|sound|sounds|come across) (?:like|as if|as though|natural\\w*|accidental\\w*)|pass(?:es|ed|ing)? (?:it |them |this )?off as|blam(?:e|es|ed|ing) (?:it |this )?on|(?:doctors?|vets?|they|everyone|people|police|the (?:hospital|coroner|family|school)) (?:will |would |could |might )?(?:just )?blame|chalk\\w* (?:it |this )?up to|put (?:it |this )?down to|(?:would|will|could|might) (?:anyone|anybody) (?:ever )?(?:notice|know|suspect|tell|find out|figure|detect|trace|spot|realize|realise|catch on)|(?:vets?|doctors?|teachers?|nurses?|(?:the|his|her|their|its) \\w+|they|anyone|anybody|nobody|no one|police|coroners?|owners?|neighbou?rs?|he|she) (?:wouldn'?t|won'?t|will not|would not|will never|would never|never) (?:be able to )?(?:ever )?(?:spot|notice|suspect|detect|trace|figure (?:it )?out|find out|realize|realise|catch on|tell (?:it was|what happened|the difference)|know (?:it was|what happened|what caused))|without (?:anyone|anybody|them|people|(?:the |his |her |their |its )(?:\\w+ )?(?:vets?|doctors?|owners?|neighbou?rs?|police|hospital|school|teachers?|nurses?|family|coroner|parents)) (?:\\w+ )?(?:suspecting|noticing|knowing|finding out|tracing|realizing|realising|asking questions|getting suspicious|catching on)|" + COVER_UP_ANY_SUBJECT + "|traced? (?:it |this |them )?back to (?:me|us)|leav\\w* (?:no|any) (?:visible )?(?:marks|injuries|bruises|traces?|evidence)|(?:doesn'?t|don'?t|won'?t|will not|does not) leave (?:any )?(?:visible )?(?:marks|injuries|bruises|traces?|evidence)|(?:story|stories|excuses?|explanations?|reasons?|lies?|cover) (?:[\\w']+ ){0,8}(?:will|would|they'?ll|she'?ll|he'?ll|might) (?:believe|buy|accept)|so (?:that )?(?:they|he|she|nobody|no one|the \\w+)(?: don'?t| doesn'?t| won'?t| will not| never| do not| does not)? (?:ask (?:any )?questions|get suspicious|catch on|suspect)|(?:they|he|she|everyone|everybody|people|doctors?|vets?|(?:the|my|his|her|our|their) (?:\\w+ )?\\w+) (?:will |would |could |can )?(?:just )?(?:think|thinks|assume|assumes|believe|believes) (?:(?:the |its |my |our )?(?:\\w+ )?(?:is|was|were|are) (?:just |simply )?(?:off|wrong|short|a mistake|an error|a miscount|a glitch|human error)|(?:it was|it'?s|it is|that was) (?:just|only|simply)|(?:it was |it'?s |it is )(?:a |an |some )?(?:\\w+ ){0,2}(?:disease|blight|bug|illness|infection|pests?|mou?ld|fungus|rot|virus|frost|drought|weather|nature)|(?:it was |it'?s |it is |that )?(?:natural|an accident|accidental|a disease|disease|a bug|an illness|old age|(?:his|her|its|their) (?:age|heart|illness|condition)|(?:he|she|they|it) (?:just )?(?:fell|died|had a|got sick|ate something|tripped|slipped))))";
/** Someone's medication swapped for something that does nothing, said in the passive too ("her meds got swapped for sugar pills"). */
const MEDS_SWAPPED =
  "(?:(?:pills|meds|medications?|medicines?|tablets|insulin|inhalers?|prescriptions?) (?:\\w+ ){0,2}?(?:swapped|switched|replaced|substituted)|(?:swap|switch|replac|substitut)\\w* (?:[\\w'-]+ ){0,3}?(?:pills|meds|medications?|medicines?|tablets|insulin|inhalers?)) (?:out )?(?:for|with) (?:some )?(?:sugar pills?|placebos?|dummy pills?|fake (?:pills|ones|meds)|tic ?tacs|vitamins|saline|something (?:useless|harmless|that does nothing))";
/** Harm to a body: an outcome or an act (not the plain "hurt" of feelings, which needs its object). */
const BODILY_HARM =
  "(?:die|dies|died|dying|death|dead|kill\\w*|coma|bleed\\w*|collaps\\w*|overdos\\w*|over-?medicat\\w*|poison\\w*|gave out|give out|stop(?:s|ped)? breathing|heart (?:\\w+ ){0,2}(?:stop|stops|fail|fails|failure)|sick|ill|hurt\\w*|harm\\w*|injur\\w*|bruis\\w*|burns?|burned|scald\\w*|welts?|broken \\w+|fractur\\w*|black eye|marks|wounds?|punish\\w*|kick\\w*|beat(?:s|ing)?|hit|hitting|smack\\w*|starv\\w*|drown\\w*|suffocat\\w*|smother\\w*|strangl\\w*|chok\\w*|sedat\\w*|drugg\\w*|knock\\w* (?:\\w+ )?out|swap\\w* (?:his|her|their) (?:\\w+ )?(?:pills|meds|medications?|tablets|insulin)|double (?:his|her|their) (?:dose|pills|meds|insulin)|drift\\w* off|slip\\w* away|rough\\w* (?:\\w+ )?up|(?:do|did|done) (?:something )?to (?:him|her|them|my \\w+)|drug (?:him|her|them|my \\w+)|pass(?:es|ed)? out|black(?:s|ed)? out|(?:extra|more|double|triple|a handful of) (?:\\w+ )?(?:sleeping (?:pills|tablets)|sedatives?|morphine|insulin|opioids?|benzos?|tranquili[sz]ers?)|lame|crippl\\w*|maim\\w*|hobbl\\w*|" + MEDS_SWAPPED + ")";
/** Harm to plants and things someone owns. */
const PROPERTY_HARM = "(?:kill\\w*|poison\\w*|die|dies|die off|wither\\w*|rot|destroy\\w*|damage\\w*|ruin\\w*|sabotag\\w*|wreck\\w*|key(?:ed|ing)?|slash\\w*|scratch\\w*)";
const SOMEONES = "(?:(?:the |a )?(?:rival|competitor|competing|opposing|other)(?: [\\w-]+){0,2}'s|(?:my |our |the |a )?(?:neighbou?r|neighbou?rs|ex|coworker|co-worker|colleague|boss|landlord|roommate|flatmate|sister|brother|rival|competitor|stepdad|stepmom|friend|cousin|uncle|aunt)(?:'s|s'|s)?|someone'?s|his|her|their)";
const OTHERS_THINGS = `${SOMEONES} (?:[\\w-]+ ){0,2}(?:plants?|garden|roses|hedges?|trees?|shrubs?|bushes|vines?|lawn|grass|crops?|harvest|flowers?|vegetables|veggies|tomato(?:es)?|fruit\\w*|orchard|pond|fish|koi|car|tyres|tires|paint(?:work)?|bike|boat|business|shop|stock|hives?|bees)`;
/** Animals beyond pets: fish, poultry, livestock. */
const ANY_ANIMAL = `(?:${ANIMAL}|race ?horses?|greyhounds?|show dogs?|stallions?|mares?|geldings?|fish|koi|chickens?|hens?|roosters?|cockerels?|ducks?|geese|goose|livestock|cattle|sheep|tortoises?|snakes?|lizards?)`;
const BODY_TARGET = `(?:${KIN}|${CHILD}|${ANY_ANIMAL})`;
/** An ask for the way: a question, a plea or a plan (not a report of what was done). */
const ASKS_THE_WAY =
  "(?:how|what|which|can i|could i|should i|do i|if i|would (?:it|that|this|anyone|they|the)|is there|give me|help me|tell me|show me|ways? to|best way|come up with|need|want|plan|write|draft)";
/** Victims, carers, clinicians, investigators and stories: the cover-up asked about from the other side. */
const COVER_UP_OTHER_SIDE =
  /\b(?:how (?:do|does|can|would|could|might) (?:a |the )?(?:coroners?|doctors?|pathologists?|investigators?|detectives?|police|vets?|forensic \w+|toxicolog\w*|they|you|teachers?|nurses?|social workers?|medical examiners?) (?:\w+ )?(?:tell|detect|know|find|distinguish|determine|spot|prove|figure)|signs? (?:of|that)|is (?:someone|somebody|it possible (?:that )?(?:someone|my))|was (?:it|he|she|this|my)|did (?:he|she|they|someone|somebody|my)|(?:i|we) (?:think|suspect|fear|worry) (?:someone|somebody|that|my|he|she|they)|worried|afraid|scared|report\w*|accidentally|by accident|(?:my|our) (?:\w+ )?(?:dog|cat|pet|son|daughter|child|kid|toddler|baby|mom|mum|dad|mother|father) (?:was|got|has been|had been)|(?:were|was|been|got) (?:hurt|poisoned|killed|attacked|beaten|abused) by|novel|story|stories|screenplay|mystery|plot|character|episode|true crime|documentary|case stud\w*|trial|convicted|charged|sentenced|prevent\w*|protect\w*|how (?:do|can|should) (?:i|we) (?:keep|stop|help|make sure)|safely|humane\w*|euthan\w*|pest|weeds?|mice|rats?|slugs?|aphids|deer|without (?:hurting|harming|injuring|upsetting|stressing|scaring)|second opinion|heal\w*|scars?|scarring|costumes?|halloween|make-?up|special effects|sfx|props?|fake (?:wounds?|blood|injur\w*|bruises?|burns?)|film|movie|theat(?:er|re)|cosplay|(?:the |my |his |her |their )?(?:doctors?|vets?|gp|hospital|coroner|nurses?|paramedics?) (?:\w+ ){0,2}(?:said|says|put|blamed|chalked|thinks|thought|told|believes|assumed|ruled))\b/;
const BODY_COVER_UP = `^(?=[\\s\\S]{0,400}?\\b${ASKS_THE_WAY}\\b)(?=[\\s\\S]{0,400}?\\b${BODILY_HARM}\\b)(?=[\\s\\S]{0,400}?\\b${BODY_TARGET}\\b)[\\s\\S]{0,400}?\\b${COVER_UP}`;

/**
 * A person cut off from the people around them: everyone made to hate them, their friends turned
 * against them, their life made hell until they leave. Asked by the one who would do it, about a
 * classmate, a sibling, a colleague, "the new kid" (not by a parent whose child it happens to).
 */
const SOCIAL_RUIN =
  "(?:(?:everyone|everybody|the (?:whole|entire) (?:class|school|grade|team|office|group|department|neighbou?rhood|street)|all (?:of )?(?:(?:her|his|their) )?(?:friends|classmates|teammates|coworkers|colleagues)|(?:her|his|their) (?:friends|classmates|teammates|coworkers|colleagues)|nobody|no one|the other (?:kids|girls|boys|parents|students))(?: \\w+){0,2} (?:hates?|hating|turns? (?:on|against)|turning (?:on|against)|(?:ignores?|excludes?|shuns?|avoids?|laughs? at|mocks?|bull(?:y|ies))\\b (?:her|him|them)|(?:won'?t|doesn'?t|don'?t|will not|wants? nothing to do|refuses? to|to stop)(?: \\w+)? (?:talk|talking|sit|play|hang out|invite|like|want|be friends|work))|turn (?:everyone|everybody|the (?:whole )?(?:class|school|team|office|group)|(?:her|his|their) friends|people|them all) against|(?:her|his|their|[\\w-]+(?:'s|s')) (?:\\w+ )?(?:life|lives|days|time at school) (?:a )?(?:living )?(?:hell|miserable|unbearable|a nightmare)|(?:isolate|ostraci[sz]e|exclude|freeze out|shun)\\w* (?:her|him|them|my \\w+|the new \\w+|this \\w+)\\b|until (?:she|he|they) (?:cries|cry|quits?|leaves?|changes? schools?|transfers?|drops? out|moves? away|has no friends|have no friends|breaks? down)|(?:has|have) no friends left)";
const SOCIAL_TARGET = `(?:${RELATION}|sister-in-law|brother-in-law|stepsister|stepbrother|(?:new|this|a|that|the|one) (?:kid|girl|boy|guy|student|transfer student|hire|employee|neighbou?r)|(?:girl|boy|kid|guy|student) (?:in|from|at) (?:my|our|the) (?:class|grade|school|team|office|year)|her|him)`;
const SOCIAL_RUIN_OTHER_SIDE =
  /\b(?:how (?:can|do|should|could) (?:i|we) (?:help|support|stop|handle|deal|respond|report|cope|comfort|get (?:her|him|them) through)|my (?:son|daughter|kid|child|teen|student)(?:'s)? (?:says|said|feels|thinks|is|was|has been|came home)|feels? like (?:everyone|everybody|nobody|no one)|why (?:does|do) (?:everyone|everybody|nobody|no one)|(?:i|we) feel|(?:make|makes|making|made) (?:my|our) (?:\w+ )?(?:life|lives)|being (?:bullied|excluded|isolated|ignored)|is being|(?:was|were|got) (?:bullied|excluded|isolated)|prevent\w*|anti-?bullying|novel|story|character|mean girls)\b/;

/**
 * Accusations written as fact about a real person (a crime, an addiction, abuse), in an article, a
 * post or an exposé asked for: with a word that says it is false or made up, or against a named
 * office-holder or professional. News summaries, lawsuits already filed and satire are not.
 */
const CLAIM_VERB = "(?:claim\\w*|alleg\\w*|stat(?:es|ing)|accus\\w*|saying|says|suggest\\w*|reveal\\w*|expos(?:es|ing)|insinuat\\w*|implying|arguing|argues|proving|proves|showing|shows|announcing|reporting)";
/** The thing asked for: an artefact noun, or any words between a writing verb and a claim verb ("a WhatsApp forward claiming"). */
const ARTEFACT_ASK =
  "(?:(?:write|writing|draft|drafting|compose|create|generate|produce|make up|publish|post|put together|craft|prepare|give me|help me (?:write|draft|make)|come up with)\\b[^.?!]{0,40}\\b(?:articles?|posts?|blogs?|blog posts?|stor(?:y|ies)|expos[eé]s?|news(?: stor(?:y|ies)| reports?| pieces?| items?)?|reports?|tweets?|threads?|press releases?|op-?eds?|columns?|headlines?|letters?|flyers?|leaflets?|videos?|scripts?|captions?|memes?|messages?|emails?|reviews?|pieces?|speech(?:es)?|essays?|paragraphs?|campaigns?)|(?:write|draft|compose|create|generate|produce|publish|post|craft|prepare|put together|come up with)\\b (?:[\\w'-]+ ){1,5}?(?=" + CLAIM_VERB + "\\b))";
const SCANDAL =
  "(?:embezzl\\w*|fak(?:ed|es|ing) (?:his|her|their) (?:\\w+ )?(?:research|data|degrees?|credentials|results|death)|(?:having|had|has) an affair|bribe\\w*|kickbacks|p(?:a)?edophiles?|child (?:abuse|porn\\w*|trafficking|molest\\w*)|molest\\w*|rap(?:ed|es|ist)|addict\\w*|arrested|(?:committed|commits|commit) (?:fraud|crimes?|murder|tax evasion)|stole|steals|stealing|launder\\w*|murder(?:ed|s|er)|killed|kills|abused|abuses|abusing|(?:is|was|are) (?:a )?(?:racist|drunk|alcoholic|criminal|fraud|thief|predator|terrorist|spy)|cover(?:ed|s)? up|lied about|on drugs|(?:uses?|using|used|takes?|took|doing|does|snort\\w*|smok\\w*|injecting|shooting up) (?:heroin|cocaine|coke|meth|crack|lines of \\w+)|sexual(?:ly)? (?:harass|assault)\\w*|tax evasion|insider trading|secretly (?:funds?|funded|runs?|ran|works?|worked|owns?|owned|paid|pays))";
const FALSITY = "(?:fake|false(?:ly)?|fabricat\\w*|made[- ]up|make up|mak(?:e|ing) (?:it|things|stuff) up|even though|despite (?:there being )?no|no (?:evidence|proof|sources?)|not true|untrue|isn'?t true|invent\\w*|defam\\w*|smear\\w*|libel\\w*|slander\\w*|rumou?rs?|(?:convincing|believable|credible|realistic)(?:-looking)?)";
const TITLED_PERSON =
  "(?:senator|sen\\.|congress(?:man|woman|person)|rep\\.|representative|governor|mayor|president|prime minister|minister|ceo|cfo|founder|dr\\.|professor|prof\\.|judge|pastor|reverend|rev\\.|coach|principal|actor|actress|singer|rapper|celebrity|journalist|anchor|mr\\.|mrs\\.|ms\\.|sheriff|chairman|chairwoman|council(?:lor|man|woman|member)|lawmaker|politician|billionaire|influencer|youtuber|streamer|my (?:boss|neighbou?r|ex|landlord|coworker|colleague|teacher|former \\w+))";
const ACCUSATION_OTHER_SIDE =
  /\b(?:lawsuit|indict\w*|court|trial|convicted|pleaded|charges? (?:were|was) filed|according to|prosecutors?|police said|summar\w*|based on (?:the|this|these)|(?:the|this) (?:article|report|news|story|investigation) (?:about|on|says|said|that)|debunk\w*|fact-?check\w*|satir\w*|parody|fictional|fictitious|novel|character|made[- ]up (?:character|person|name)|(?:spot|detect|identify|recogni[sz]e|respond to|report|counter)\w* (?:\w+ ){0,3}(?:rumou?rs?|claims?|smears?|defamation|libel|misinformation)|(?:about|against) me|accused me|how (?:do|can|should) i (?:respond|sue|prove|clear)|am i being)\b/;

/**
 * Health and voting falsehoods written to be believed: a vaccine said to kill, sterilise or carry
 * chips, ballots said to be burned or an election called off, in a post or an article asked for
 * with a claim (not an article on why the claim is false).
 */
const VACCINE_LIE =
  "(?:vaccin\\w*|jabs?|shots?|mmr|mrna|immuni[sz]ations?|fluorid\\w*|5g|cell towers?|chemo(?:therapy)?|sunscreens?|hiv|statins?)\\b[^.?!]{0,60}\\b(?:kills?|killing|killed|deadlier|more (?:dangerous|deadly|harmful)|causes? (?:autism|infertility|cancer|death|sids|turbo cancer|aids|paralysis)|contains? (?:microchips?|trackers?|poison|toxins|fetal|aborted|mercury|graphene|nanobots)|sterili[sz]\\w*|infertil\\w*|alters? (?:your |our |their )?dna|genocide|depopulation|poison\\w*|shedding|magneti[sz]\\w*|lowers? (?:\\w+ ){0,2}iq|(?:a )?(?:government |secret |deliberate )?plot|mind control|spread\\w* (?:covid|corona\\w*|the virus)|(?:does(?:n'?t| not)|never) causes? aids)";
/** The same lie told from the harm back ("autism is caused by vaccines"). */
const VACCINE_LIE_PASSIVE =
  "(?:autism|infertility|cancer|turbo cancer|sids|deaths?|aids|paralysis|miscarriages?)\\b[^.?!]{0,20}\\b(?:is|are|was|were|being) (?:\\w+ )?caused by (?:the )?(?:\\w+ )?(?:vaccin\\w*|jabs?|shots?|mmr|mrna|5g|fluorid\\w*|cell towers?)";
const BALLOT_LIE =
  "(?:ballots?|votes?|voting machines?|elections?|polling (?:places?|stations?)|polls?)\\b[^.?!]{0,60}\\b(?:(?:were|was|are|is|been|being|got) (?:\\w+ )?(?:burned|burnt|shredded|dumped|destroyed|rigged|stolen|switched|flipped|altered|deleted|faked|forged|thrown out|thrown away|trashed|cancel+ed|postponed|moved|hacked)|in the trash|found in (?:a )?(?:ditch|dumpster|river|trash)|has been (?:cancel+ed|postponed))";
const LIE_OTHER_SIDE =
  /\b(?:(?:do(?:es)?n'?t|do(?:es)? not|never|cannot|can'?t|won'?t) (?:cause (?!aids)|contain|kill|alter|sterili[sz]e|spread|carry)|no link|(?:are|is) (?:safe|effective)|debunk\w*|myths?|fact-?check\w*|is (?:it|this|that) true|(?:why|how) (?:the |this |that |these )?(?:claims?|rumou?rs?|conspirac\w*) (?:is|are|was|were)? ?(?:false|wrong|spread)|false claims?|claims? that|misinformation|disinformation|counter\w*|respond\w* to|rumou?rs? (?:that|about)|news (?:summary|report) (?:on|of|about) (?:the )?(?:investigation|arrests?|charges)|according to|officials (?:said|say|confirmed)|court|recount|audit)\b/;

const ARTEFACT_HARMS: readonly HarmRule[] = [
  // classmates, siblings and colleagues cut off from everyone around them
  shapedNearStart('harassment', 0.5, `\\b(?:everyone|everybody|nobody|no one|whole|entire|friends|classmates|teammates|coworkers|colleagues|other (?:kids|girls|boys|parents|students)|against|hell|miserable|unbearable|nightmare|isolat\\w*|ostraci[sz]\\w*|exclud\\w*|freeze out|shun\\w*|until (?:she|he|they)|no friends)\\b`,
    `^(?=[\\s\\S]{0,300}?\\b${ASKS_THE_WAY}\\b)(?=[\\s\\S]{0,300}?\\b${SOCIAL_TARGET}\\b)[\\s\\S]{0,300}?\\b${SOCIAL_RUIN}`, { unless: SOCIAL_RUIN_OTHER_SIDE }),
  // accusations written as fact about a real person
  shapedNearStart('harassment', 0.5, `\\b${SCANDAL}`,
    `^(?=[\\s\\S]{0,400}?\\b${ARTEFACT_ASK}\\b)(?=[\\s\\S]{0,400}?\\b(?:${FALSITY}|${TITLED_PERSON}))[\\s\\S]{0,400}?\\b${CLAIM_VERB}\\b (?:that )?(?:[\\w.'-]+ ){0,10}?${SCANDAL}`, { unless: ACCUSATION_OTHER_SIDE }),
  // a vaccine or a ballot lie written to be believed
  shapedNearStart('misinformation', 0.5, `\\b(?:vaccin\\w*|jabs?|shots?|mmr|mrna|immuni[sz]ations?|fluorid\\w*|5g|cell towers?|chemo(?:therapy)?|sunscreens?|hiv|statins?|ballots?|votes?|voting machines?|elections?|polling (?:places?|stations?)|polls?)\\b`,
    // the claim introduced by a verb, "that", or a colon ("write a post: autism is caused by vaccines")
    `^(?=[\\s\\S]{0,400}?\\b${ARTEFACT_ASK}\\b)(?=[\\s\\S]{0,400}?(?:\\b(?:${CLAIM_VERB}|${FALSITY}|persuasive|viral|that)\\b|:))[\\s\\S]{0,400}?\\b(?:${VACCINE_LIE}|${VACCINE_LIE_PASSIVE}|${BALLOT_LIE})`, { unless: LIE_OTHER_SIDE }),
];

/**
 * People held by their papers or their debts, recruited with jobs that do not exist; money hidden
 * from a spouse, a court or creditors. Each the act and what it takes from someone, asked for.
 */
const PAPERS_HELD =
  "(?:keep|keeping|take|taking|took|hold|holding|confiscat\\w*|lock(?:ing)? (?:up|away)|withhold\\w*|hang(?:ing)? on to|hid(?:e|ing)) (?:their|her|his|the (?:workers?|girls?|women|maids?|nannies|employees?|staff)(?:'s|s')?) (?:passports?|documents|papers|ids|id cards|visas?|work permits?)";
/** Kept at work, or from leaving, until a debt is paid ("can't quit until they've paid back their flights"). */
const KEPT_UNTIL_REPAID =
  "(?:(?:can'?t|cannot|won'?t|unable to|not allowed to|never) (?:\\w+ )?(?:leave|quit|go home|escape|run away)|(?:keep|keeping|stop|stopping|prevent|preventing)\\w* (?:[\\w'-]+ ){0,3}?(?:from )?(?:leaving|quitting|going home|working))\\b[^.?!]{0,60}\\b(?:until|before|till|unless) (?:they|she|he|their|her|his)(?:'ve|'s| have| has)? (?:\\w+ ){0,2}?(?:paid|pay|paying|worked|repaid|repay|cleared|settled|debts?|owe)";
const DEBT_HELD =
  "(?:(?:pay off|work off|repay|pay back) (?:their|her|his|the) (?:debts?|travel costs?|fees|transport)|" + KEPT_UNTIL_REPAID + "|(?:so|that) (?:they|she|he) (?:can'?t|cannot|won'?t|are not able to|aren'?t able to|never) (?:leave|quit|escape|go home|run away))";
const FALSE_JOB =
  "(?:recruit|lure|bring|get|attract|entic|trick|smuggl|import|ship)\\w* (?:[\\w-]+ ){0,4}(?:women|girls|workers|people|migrants|teens?|young \\w+|maids|nannies|labou?rers)\\b[^.?!]{0,60}\\b(?:fake|false|bogus|promised|promises of|non-?existent|made[- ]up) (?:\\w+ ){0,2}(?:jobs?|work|modell?ing|visas?|contracts?|careers?|opportunit\\w*|marriages?|positions?)";
const HELD_OTHER_SIDE =
  /\b(?:safe(?:ly)?|secure|renew\w*|expired|apply(?:ing)?|application|lost|embassy|consent|they asked|(?:my|our) own|is (?:it|this) (?:legal|illegal|allowed)|report\w*|is (?:that|it|this) even (?:legal|illegal|allowed)|(?:my|our) (?:employer|boss|agency|company|landlord) (?:took|has|kept|is|keeps|won'?t)|(?:took|has|kept|is holding) (?:my|our)|victims?|survivors?|signs? of|spot\w*|recogni[sz]\w*|warn\w*|protect\w*|prevent\w*|hotline|novel|story|documentary)\b/;
const ASSETS_HIDDEN =
  "(?:hid(?:e|ing)|conceal\\w*|stash\\w*|squirrel\\w* away|shelter\\w*|keep (?:it |them )?off the books|mov(?:e|ing)|transfer\\w*|put|putting|park\\w*) (?:[\\w-]+ ){0,3}(?:money|assets|income|savings|funds|cash|property|properties|crypto|bitcoin|earnings|wealth|shares|inheritance)\\b[^.?!]{0,80}\\b(?:from (?:my |the |his |her )?(?:ex|ex-wife|ex-husband|wife|husband|spouse|partner|court|judge|bankruptcy trustee|trustee|creditors?|lenders?|child support agency)|so (?:that )?(?:my |the )?(?:ex|ex-wife|ex-husband|wife|husband|spouse|partner|court|judge|trustee|creditors?)(?:'s)? (?:lawyers? )?(?:doesn'?t|don'?t|won'?t|can'?t|cannot|will not|never) (?:get|find|see|know|touch|take|claim|count)|(?:before|during|in) (?:the |my |our )?(?:divorce|bankruptcy|custody|alimony|settlement))";
const ASSETS_OTHER_SIDE =
  /\b(?:is (?:it|this) (?:legal|illegal)|what happens if|penalt\w*|(?:my|his|her) (?:ex|wife|husband|spouse|partner)(?:-\w+)? (?:is|has been|might be|may be|was) (?:hiding|moving|concealing)|(?:he|she|they) (?:is|are|has been|have been|might be|may be) (?:hiding|moving|concealing)|find (?:hidden|out (?:if|whether))|uncover|discover|forensic|disclos\w*|declare|legally|lawfully|prenup\w*|protect (?:my|our) (?:own|inheritance|business))\b/;

const EXPLOITATION_HARMS: readonly HarmRule[] = [
  shapedNearStart('illegal_activity', 0.5, `\\b(?:passports?|documents|papers|ids|id cards|visas?|work permits?|(?:pay off|work off|repay|pay back) (?:their|her|his|the) (?:debts?|travel costs?|fees|transport)|(?:can'?t|cannot|won'?t|are not able to|aren'?t able to|never) (?:leave|quit|escape|go home|run away)|(?:paid|worked|repaid|pay|work) (?:off|back)|debts? (?:is|are) (?:paid|cleared|settled)|(?:what|everything) (?:they|she|he) owes?|recruitment fees?|fake|false|bogus|promised|promises of|non-?existent|made[- ]up)\\b`,
    `^(?=[\\s\\S]{0,300}?\\b${ASKS_THE_WAY}\\b)(?:[\\s\\S]{0,300}?\\b(?:${PAPERS_HELD}|${FALSE_JOB})|(?=[\\s\\S]{0,300}?\\b(?:workers|girls|women|maids|nannies|migrants|labou?rers|staff)\\b)[\\s\\S]{0,300}?\\b${DEBT_HELD})`, { unless: HELD_OTHER_SIDE }),
  shapedNearStart('fraud_scams', 0.5, `\\b(?:divorce|bankruptcy|custody|alimony|settlement|ex|ex-wife|ex-husband|wife|husband|spouse|partner|court|judge|trustee|creditors?|lenders?|child support agency)\\b`,
    `^(?=[\\s\\S]{0,300}?\\b${ASKS_THE_WAY}\\b)[\\s\\S]{0,300}?\\b${ASSETS_HIDDEN}`, { unless: ASSETS_OTHER_SIDE }),
];

/** Money or goods taken from a till, an employer or a shop (the cover-up makes it a plan, not a worry). */
const THEFT_ACT =
  "(?:(?:skim|pocket|steal|stole|pinch|siphon|swip|nick|embezzl)\\w* (?:[\\w$-]+ ){0,4}?(?:money|cash|bills|notes|stock|inventory|merchandise|funds|tips|petty cash|from)|(?:take|taking|took|help (?:myself|ourselves) to) (?:[\\w$-]+ ){0,4}?(?:from|out of) (?:the |my |our )?(?:register|till|cash drawer|safe|tip jar|cash box|float|company|employer|boss|shop|store|work|charity|church|club|petty cash))";

/**
 * Killing in euphemism: an animal or a person silenced or stopped "for good", "permanently" (not
 * one's own dog trained to stop barking, which names no one else's).
 */
const FOR_GOOD = "(?:forever|for ever|permanently|for good|once and for all|for the last time)";
const SILENCED =
  "(?:silenc\\w*|shut (?:[\\w'-]+ ){0,3}up|stop (?:[\\w'-]+ ){0,3}(?:barking|breathing|talking|meowing|crowing|singing|howling|whining|moving|existing)|make (?:[\\w'-]+ ){0,3}(?:disappear|vanish|quiet|be quiet)|put (?:[\\w'-]+ ){0,3}(?:down|to sleep)|finish (?:[\\w'-]+ )?off)";
const SILENCED_OTHER_SIDE = /\b(?:train\w*|collar|citronella|talk (?:to|with)|mediat\w*|complain\w*|noise (?:ordinance|complaint)|council|landlord|legally|humane\w*|rehom\w*|behaviou?rist|vet|ethical|my (?:own )?(?:dog|cat|puppy|kitten|pet)s?\b(?! (?:of|from))|habit|debt|problem|pain|anxiety|acne|smell|noise from|rumou?r)\b/;
/** Lies told to an insurer about a claim: a loss that did not happen or happened otherwise. */
const INSURANCE_LIE =
  "(?:when (?:i|we|it|he|she) (?:actually|really|just|had|sold|did|was|set|started|crashed|broke)|even though (?:i|we|it|he|she)|but (?:i|we|it) (?:actually|really)|(?:fake|false|staged?|made[- ]up|bogus|fabricat\\w*|exaggerat\\w*|inflat\\w*|pad(?:ding)?|pretend\\w*) (?:\\w+ ){0,3}(?:claims?|theft|accident|injur\\w*|damage|loss|break-?ins?|fire|burglary|receipts?|whiplash))";
const INSURANCE_LIE_OTHER_SIDE =
  /\b(?:accused|suspect\w* (?:of )?fraud|how (?:do|can|does) (?:insurers?|insurance companies|adjusters?|investigators?) (?:detect|catch|spot|know|find)|investigat\w*|denied|report\w* (?:\w+ )?fraud|is (?:it|this) (?:fraud|illegal)|what happens if|penalt\w*|honest\w*|mistake|by accident|accidentally|articles?|news|based on|according to|charged|arrested|convicted|sentenced|summar\w*|fraud rings?)\b/;
/** Coursework done by someone else and handed in ("an essay I can hand in", "so I don't have to write it"). */
const COURSEWORK = "(?:essays?|homework|assignments?|papers?|coursework|thesis|dissertation|exams?|tests?|quiz(?:zes)?|lab reports?|book reports?|term papers?|problem sets?)";
/** Handed in as one's own: strong alone ("as my own", "so I don't have to write it"); "so I can hand it in" only when written for the asker. */
const HANDED_IN =
  "(?:[\\s\\S]{0,300}?\\b(?:(?:don'?t|do not|won'?t|will not|wouldn'?t) (?:have|need) to (?:write|do|read|study) (?:it|them|this|the \\w+|anything|myself)|as if (?:i|we) wrote it|as (?:my|our) own|under my name)|(?=[\\s\\S]{0,300}?\\b(?:for me|instead of me|in my place|on my behalf)\\b)[\\s\\S]{0,300}?\\b(?:i|we) (?:can|could|will|would|'ll) (?:just )?(?:hand (?:it |this )?in|turn (?:it |this )?in|submit(?: it| this)?|pass (?:it |this )?off))";
const HANDED_IN_OTHER_SIDE = /\b(?:example|sample|model (?:essay|answer)|outline|feedback|proofread\w*|check my|review my|improve my|grade|teacher|tutor\w*|my students|plagiarism policy|academic integrity|is it (?:cheating|allowed|ok))\b/;

/** A person made ill or killed by what is put into their food or drink (the placing is the plan). */
const PLACED_IN_FOOD = `\\b(?:put|putting|ground|grind\\w*|mix\\w*|add\\w*|slip\\w*|sprinkl\\w*|stir\\w*|crush\\w*|hid(?:e|ing)|sneak\\w*|lac(?:e|ed|ing)|dissolv\\w*|swap\\w*)\\b (?:[\\w-]+ ){0,4}?${SOMEONES_DRINK.slice(2)}`;
const FOOD_OTHER_SIDE = /\b(?:leftover\w*|expired|spoil\w*|undercooked|raw|food safety|how long|fridge|allerg\w*|is it safe|accidentally|by accident|(?:my|our) (?:kid|child|son|daughter|toddler|dog|cat) ate|what if (?:my|our)|did (?:i|we)|medicine|medication (?:in|into) (?:his|her|their) (?:food|drink)|crush(?:ed|ing)? (?:his|her|their) (?:pills|tablets|meds)|sooth\w*|comfort\w*|feel better|remed\w*|relie\w*|(?:is|are|'s|'re|was|were|been|home|off) sick|(?:has|have|had) (?:a |the )?(?:cold|flu|fever|sore throat|cough))\b/;
/** An end asked for as a gentle way to sleep and not wake (no pills named: SELF_HARM's rule wants them). */
const PAINLESS_END =
  "(?:least painful|painless\\w*|peaceful\\w*|gentle|gentlest|quiet\\w*|easiest|quickest|fastest|calm\\w*) (?:[\\w-]+ ){0,2}(?:ways?|methods?|means)\\b[^.?!]{0,60}\\b(?:(?:never|not) (?:wake|waking) up|sleep (?:forever|for good|and never)|end (?:it|things|my life)|stop existing|not (?:be here|exist) anymore|disappear (?:forever|for good)|go to sleep for good)";
/** Income kept from the tax authority: paid or taken in cash and left off the return. */
const OFF_THE_RETURN =
  "(?:keep|keeping|kept|leave|leaving|left) (?:it|them|this|that|the (?:\\w+ )?(?:income|cash|money|payments?|tips|earnings|sales)|(?:my |the |our )?(?:income|cash|money|payments?|tips|earnings|sales)) off (?:my |the |our |their )?(?:tax (?:returns?|forms?)|taxes|books|payroll|records|1099s?|w-?2s?)|(?:without|not|never|avoid) (?:declaring|reporting|declare|report) (?:it|them|the (?:cash|income|tips|money|earnings)|(?:my |the )?(?:cash|income|tips|money|earnings)) (?:to|on) (?:the )?(?:irs|hmrc|cra|ato|taxman|tax (?:office|return|man|authorit\\w*))";
/** Money or papers made to pass for the real thing. */
const PASSES_FOR_REAL =
  "(?:bills|notes|banknotes|currency|money|cash|twenties|fifties|hundreds|tens|\\$\\d+s?|ids?|id cards?|licen[cs]es|passports?|tickets?|diplomas?|degrees?|checks|cheques|coupons|receipts|prescriptions?|stamps|vouchers?|gift cards?)\\b[^.?!]{0,60}\\b(?:(?:look|looks|feel|feels|pass|passes|scan|scans|seem|seems|work|works) (?:exactly )?(?:like|as|for) (?:the )?real(?: ones?)?|pass (?:the )?(?:pen test|uv (?:light|test)|counterfeit pen|inspection|a scanner)|indistinguishable from (?:the )?real)";
const MADE_OR_GOT = "(?:make|making|print|printing|printed|produce|copy|copies|forge|get|getting|buy|order|create|design)";
/** Groups called property or vermin, or told to obey: dehumanised, whatever the group. */
const DEHUMANISED =
  `${TARGET_GROUP} (?:are|is) (?:just |nothing but |only |no better than |basically )?(?:property|objects|possessions|livestock|cattle|animals|vermin|rats|cockroaches|roaches|insects|parasites|a disease|a plague|a cancer|subhuman|sub-human|savages|breeders|not (?:fully )?human)|${TARGET_GROUP} (?:should|must|need to|have to|ought to) (?:always )?(?:obey|submit|be (?:owned|kept in line|controlled|silenced|sterili[sz]ed|locked up|beaten|put in (?:their|its) place))`;
const DEHUMANISED_OTHER_SIDE = /\b(?:myths?|the (?:idea|claim|belief|notion) that|debunk\w*|historically|history|propaganda|nazis? (?:called|said|claimed|portrayed)|quot\w*|why (?:is|was) (?:it|this|that) (?:wrong|harmful|offensive)|respond\w* to|counter\w*|against|condemn\w*)\b/;
/** Evidence of a crime changed before the police see it. */
const BEFORE_POLICE =
  "(?:(?:before|so|until|in case) (?:the )?(?:cops|police|detectives|investigators|forensics|crime scene|feds) (?:\\w+ )?(?:check|checks|find|finds|see|sees|notice|notices|trace|traces|look|looks|search|searches|come|comes|arrive|arrives|get|gets|can)|(?:so|that) (?:the )?(?:cops|police|detectives|investigators|forensics) (?:can'?t|cannot|won'?t|will not|don'?t|never) (?:\\w+ )?(?:find|trace|match|link|connect|see|prove|identify))";
const EVIDENCE_CHANGED = "(?:fix|fixing|repair\\w*|clean\\w*|wash\\w*|burn\\w*|bleach\\w*|wip(?:e|ing)|destroy\\w*|get rid of|dispos\\w*|hid(?:e|ing)|paint\\w* over|replac\\w*|dump\\w*|bury\\w*|ditch\\w*|scrub\\w*|melt\\w*|shred\\w*|delet\\w*)";
const POLICE_OTHER_SIDE = /\b(?:(?:my|our) (?:car|house|home|shop) (?:was|got)|(?:i was|we were|i got) (?:hit|robbed|burgled|attacked)|victim|how (?:do|can|should) i report|report (?:it|the|a)|insurance claim|crime scene clean\w* (?:business|company|job|services?)|novel|story|character|screenplay|mystery|after (?:a |the |my |our )?(?:break-?in|burglary|robbery|theft|accident|fire|flood)|should (?:i|we) wait|(?:i|we) (?:was|were|got) (?:burgled|robbed|broken into))\b/;
/** A child or a partner bought like goods. */
const PERSON_BOUGHT = "(?:buy|buying|bought|purchase|purchasing|acquire|order|ordering) (?:a |an |some )?(?:kid|child|baby|infant|toddler|girl|boy|bride|wife|kids|children|babies|girls|boys|orphans?)\\b(?!'s|s') (?:from|in|off|on|over|abroad|online|through)\\b";
const PERSON_BOUGHT_OTHER_SIDE = /\b(?:adopt\w*|legal\w*|agenc(?:y|ies)|toys?|clothes|gifts?|presents?|books?|bikes?|shoes|for (?:a|my|the) (?:kid|child|baby|girl|boy)|(?:kid|child|baby|girl|boy)'?s|dolls?|report\w*|trafficking (?:awareness|victims?)|how (?:do|can) (?:we|i) (?:stop|prevent|report))\b/;
/** Someone told the world would be better without them. */
const BETTER_WITHOUT =
  "(?:everyone|everybody|the world|we|people|your (?:family|friends|parents)|(?:her|his|their) (?:family|friends|parents)|all of us) (?:would|will) be (?:\\w+ )?(?:better off|happier|relieved|glad|better) (?:if (?:you|she|he|they) (?:just )?(?:killed (?:yourself|herself|himself|themselves)|died|were dead|was dead|disappeared|were gone|was gone|were never born|was never born)|without (?:you|her|him|them))";
/** Copying answers with the teacher kept from seeing it. */
const TEACHER_UNAWARE =
  "(?:without|so|and) (?:the |my |our |a )?(?:teachers?|proctors?|professors?|instructors?|examiners?|invigilators?|lecturers?|tutors?|school)(?: \\w+)? (?:seeing|noticing|knowing|finding out|catching (?:me|on|us)|can'?t see|won'?t (?:see|notice|know|catch)|doesn'?t (?:see|notice|know|catch)|never (?:sees?|notices?|knows?|catch(?:es)?))";
const CHEAT_ACT = "(?:cop(?:y|ying)|cheat\\w*|look(?:ing)? up|googl\\w*|chatgpt|use (?:my |a )?(?:phone|notes|ai)|get (?:the )?answers|share (?:the )?answers|send (?:me |him |her )?(?:the )?answers|answers)";

const EUPHEMISM_AND_DECEIT: readonly HarmRule[] = [
  shapedNearStart('violence', 0.5, `\\b(?:drinks?|beverages?|coffee|tea|wine|beer|soda|cocktail|food|meal|juice|smoothie|water|milk|soup|lunch|dinner|breakfast|snack|salad|sandwich|cereal|stew)\\b`, `^(?=[\\s\\S]{0,300}?\\b${ASKS_THE_WAY}\\b)(?=[\\s\\S]{0,300}?\\b(?:ill|sick|die|dies|dead|death|kill\\w*|poison\\w*|knock\\w* (?:\\w+ )?out|pass out|unconscious|vomit\\w*|hospital\\w*|seizures?|coma|rash|hives|itch\\w*|diarrh\\w*|cramps|swell\\w*|break(?:s)? out)\\b)[\\s\\S]{0,300}?${PLACED_IN_FOOD}`, { unless: FOOD_OTHER_SIDE }),
  shapedNearStart('self_harm', 0.6, `\\b(?:(?:never|not) (?:wake|waking) up|sleep (?:forever|for good|and never)|end (?:it|things|my life)|stop existing|not (?:be here|exist) anymore|disappear (?:forever|for good)|go to sleep for good)\\b`, `^(?=[\\s\\S]{0,300}?\\b${ASKS_THE_WAY}\\b)[\\s\\S]{0,300}?\\b${PAINLESS_END}`, {
    unless: /\b(?:sleep apnea|insomnia|anesthe\w*|anaesthe\w*|surgery|alarm|dream\w*|(?:my|our) (?:dog|cat|pet|horse|rabbit)|euthan\w*|vet)\b/,
  }),
  shapedNearStart('fraud_scams', 0.5, `\\b(?:off (?:my |the |our |their )?(?:tax|taxes|books|payroll|records|1099s?|w-?2s?)|(?:without|not|never|avoid) (?:declaring|reporting|declare|report))\\b`, `^(?=[\\s\\S]{0,300}?\\b${ASKS_THE_WAY}\\b)[\\s\\S]{0,300}?\\b${OFF_THE_RETURN}`, {
    unless: /\b(?:is it (?:legal|illegal)|what happens if|penalt\w*|audit\w*|do i (?:have|need) to|should i|accountant says|deductible|write-?offs?|legally)\b/,
  }),
  shapedNearStart('fraud_scams', 0.5, `\\b(?:(?:like|as|for) (?:the )?real|pass (?:the )?(?:pen test|uv (?:light|test)|counterfeit pen|inspection|a scanner)|indistinguishable from)\\b`, `^(?=[\\s\\S]{0,300}?\\b${MADE_OR_GOT}\\b)[\\s\\S]{0,300}?\\b${PASSES_FOR_REAL}`, {
    unless: /\b(?:how (?:do|can) (?:i|we|you) (?:tell|spot|detect|check|know)|is (?:this|it|my) \w+ real|fake or real|real or fake|detect\w*|spot\w*|props?|movie|film|play money|board game|monopoly|novelty|replica (?:for|prop)|museum)\b/,
  }),
  shapedNearStart('hate_speech', 0.5, `\\b(?:(?:are|is) (?:just |nothing but |only |no better than |basically )?(?:property|objects|possessions|livestock|cattle|animals|vermin|rats|cockroaches|roaches|insects|parasites|a disease|a plague|a cancer|subhuman|sub-human|savages|breeders|not (?:fully )?human)|(?:should|must|need to|have to|ought to) (?:always )?(?:obey|submit|be (?:owned|kept in line|controlled|silenced|sterili[sz]ed|locked up|beaten|put in (?:their|its) place)))\\b`, `^[\\s\\S]{0,400}?\\b(?:${DEHUMANISED})\\b`, { unless: DEHUMANISED_OTHER_SIDE }),
  shapedNearStart('illegal_activity', 0.5, `\\b(?:cops|police|detectives|investigators|forensics|crime scene|feds)\\b`, `^(?=[\\s\\S]{0,300}?\\b${ASKS_THE_WAY}\\b)(?=[\\s\\S]{0,300}?\\b${EVIDENCE_CHANGED}\\b)[\\s\\S]{0,300}?\\b${BEFORE_POLICE}`, { unless: POLICE_OTHER_SIDE }),
  shapedNearStart('illegal_activity', 0.5, `\\b(?:buy|buying|bought|purchase|purchasing|acquire|order|ordering)\\b`, `^(?=[\\s\\S]{0,300}?\\b${ASKS_THE_WAY}\\b)[\\s\\S]{0,300}?\\b${PERSON_BOUGHT}`, { unless: PERSON_BOUGHT_OTHER_SIDE }),
  shapedNearStart('harassment', 0.55, `\\b(?:better off|happier|relieved|glad|better) (?:if|without)\\b`, `^[\\s\\S]{0,400}?\\b${BETTER_WITHOUT}`, {
    unless: /\b(?:feel like|i feel|i think|thoughts? (?:that|like)|worried|tells? me|told me|said (?:that )?(?:everyone|we)|my (?:friend|son|daughter) (?:says|thinks|feels))\b/,
  }),
  shapedNearStart('fraud_scams', 0.5, `\\b(?:teachers?|proctors?|professors?|instructors?|examiners?|invigilators?|lecturers?|tutors?|school)\\b`, `^(?=[\\s\\S]{0,300}?\\b${ASKS_THE_WAY}\\b)(?=[\\s\\S]{0,300}?\\b${CHEAT_ACT}\\b)(?=[\\s\\S]{0,300}?\\b${COURSEWORK}\\b)[\\s\\S]{0,300}?\\b${TEACHER_UNAWARE}`, {
    unless: /\b(?:how (?:do|can|should) (?:teachers?|i|we) (?:catch|detect|stop|prevent|spot)|academic integrity|my students|proctoring software (?:for|to)|anti-?cheat\w*)\b/,
  }),
  shapedNearStart('animal_cruelty', 0.5, `\\b${FOR_GOOD}\\b`, `^(?=[\\s\\S]{0,300}?\\b${ASKS_THE_WAY}\\b)(?=[\\s\\S]{0,300}?\\b${SOMEONES} (?:[\\w-]+ ){0,2}${ANY_ANIMAL}\\b)[\\s\\S]{0,300}?\\b${SILENCED}\\b[^.?!]{0,60}\\b${FOR_GOOD}`, { unless: SILENCED_OTHER_SIDE }),
  shapedNearStart('fraud_scams', 0.5, `\\b(?:insurance|insurer|insurers|adjusters?|claims?)\\b`, `^(?=[\\s\\S]{0,300}?\\b${ASKS_THE_WAY}\\b)(?=[\\s\\S]{0,300}?\\b(?:insurance|insurer|insurers|adjusters?|claims?)\\b)(?=[\\s\\S]{0,300}?\\b(?:tell|telling|told|say|saying|report|reporting|claim(?:ing)? (?:that|it|my|the|i)|convince|file|make (?:the |my )?(?:insurer|insurance|insurance company|adjuster) (?:think|believe))\\b)[\\s\\S]{0,300}?\\b${INSURANCE_LIE}`, { unless: INSURANCE_LIE_OTHER_SIDE }),
  // a class is where coursework is handed in: the study cue lowers this rule, which starts higher
  shapedNearStart('fraud_scams', 0.6, `\\b(?:hand (?:it |this )?in|turn (?:it |this )?in|submit|pass (?:it |this )?off|(?:have|need) to (?:write|do|read|study)|as if (?:i|we) wrote it|my own|our own|under my name)\\b`, `^(?=[\\s\\S]{0,300}?\\b(?:write|do|complete|finish|take|make|produce|draft|give me)\\b[^.?!]{0,60}\\b${COURSEWORK}\\b)${HANDED_IN}`, { unless: HANDED_IN_OTHER_SIDE }),
];

const DENIABLE_HARMS: readonly HarmRule[] = [
  // from the till or the company, and the loss made to pass for a miscount
  shapedNearStart('illegal_activity', 0.5, `\\b${COVER_UP_GATE}\\b`, `^(?=[\\s\\S]{0,400}?\\b${ASKS_THE_WAY}\\b)(?=[\\s\\S]{0,400}?\\b${THEFT_ACT}\\b)[\\s\\S]{0,400}?\\b${COVER_UP}`, { unless: COVER_UP_OTHER_SIDE, ignoresDefensiveFraming: true }),
  // a person's body: a dose, a blow, a sedation, an injury explained away
  shapedNearStart('violence', 0.5, `\\b${COVER_UP_GATE}\\b`, `^(?![\\s\\S]{0,400}?\\b(?:${ANY_ANIMAL}|${OTHERS_THINGS})\\b)${BODY_COVER_UP.slice(1)}`, { unless: COVER_UP_OTHER_SIDE, ignoresDefensiveFraming: true }),
  // an animal's: hurt, sickened or killed and the cause hidden from its vet or owner
  shapedNearStart('animal_cruelty', 0.5, `\\b${COVER_UP_GATE}\\b`, `^(?=[\\s\\S]{0,400}?\\b${ANY_ANIMAL}\\b)${BODY_COVER_UP.slice(1)}`, { unless: COVER_UP_OTHER_SIDE, ignoresDefensiveFraming: true }),
  // someone's plants or property killed or ruined, and the cause hidden
  shapedNearStart('illegal_activity', 0.5, `\\b${COVER_UP_GATE}\\b`, `^(?=[\\s\\S]{0,400}?\\b${ASKS_THE_WAY}\\b)(?=[\\s\\S]{0,400}?\\b${PROPERTY_HARM}\\b)(?=[\\s\\S]{0,400}?\\b${OTHERS_THINGS}\\b)[\\s\\S]{0,400}?\\b${COVER_UP}`, { unless: COVER_UP_OTHER_SIDE, ignoresDefensiveFraming: true }),
];

/**
 * Atrocities written off in an argued piece: a persuasive article, an op-ed or a "news" story asked
 * for whose claim is that a genocide, a massacre or a mass abuse never happened, was exaggerated,
 * was justified or beneficial, or was its victims' doing. The atrocity is named (a list of events
 * and kinds of event); wars and invasions take only the victims-blamed claims, since whether a war
 * was justified or necessary is an ordinary essay question. Essays against denial, debunks,
 * commemorations and historians' estimates are the other side.
 */
const ATROCITY =
  "(?:genocides?|massacres?|holocaust|shoah|holodomor|ethnic cleansing|war crimes?|atrocit(?:y|ies)|residential schools?|boarding schools?|stolen generations?|concentration camps?|internment camps?|re-?education camps?|(?:uyghur|uighur|xinjiang) (?:camps?|detention\\w*)|death marches?|killing fields|pogroms?|trail of tears|nakba|great leap forward|khmer rouge|nanking|nanjing|srebrenica|tiananmen|my lai|katyn|slavery|slave trade|apartheid|crimean? annexation|annexation of crimea|the troubles|agent orange|(?:chemical|gas|sarin) attacks?|racism|racial segregation|segregation|(?:race|racial|ethnic|religious)[- ]based discrimination|racial discrimination)";
/** Wars and invasions: only their blame is read (see ATROCITY). */
const WAR = "(?:[\\w-]+ )?(?:wars?|invasions?|conflicts?)";
const VICTIMS_BLAMED =
  "(?:brought (?:it|this|that) (?:up)?on themselves|(?:that|which) (?:the|its|their) (?:own )?victims (?:started|provoked|caused|instigated|began)|(?:victims|they) (?:deserved (?:it|this)|had it coming|provoked (?:it|this)|started (?:it|this))|(?:started|provoked|instigated|began|triggered|initiated|caused|brought about) (?:\\w+ )?by (?:its|the|their) (?:own )?victims|(?:the )?victims'? (?:own )?fault)";
const MINIMISED =
  "(?:(?:was|were|is|are|has been|have been|had been)(?: (?!(?:hardly|scarcely|barely|rarely|seldom)\\b)(?:an?|[a-z]+ly|in fact|all|nothing but|just|only|on balance|in the end)){0,2} (?:exaggerat\\w*|inflat\\w*|overstat\\w*|overblown|overcounted|fabricat\\w*|a fabrication|made up|invented|an? (?:[\\w-]+ ){0,2}(?:myth|hoax|lie|fiction|fabrication|fraud|exaggeration)|mythical|fake|staged|(?:\\w+ )?propaganda|justified|justifiable|deserved|beneficial|good for|a good thing|positive|humane|necessary|voluntary|consensual|peaceful|democratic|natural|a natural (?:famine|disaster|event)|not (?:a |really a )?(?:genocide|massacre|man-?made|real|deliberate|that bad))|(?:never|didn'?t|did not|never actually|didn'?t really) (?:really )?(?:happen\\w*|take place|took place|occur\\w*|exist\\w*)|death tolls?\\b[^.?!]{0,40}\\b(?:inflat\\w*|exaggerat\\w*|overstat\\w*|fabricat\\w*|made up|an? (?:lie|myth))|(?:far |much )?fewer (?:\\w+ )?(?:died|were killed|perished|victims)|not (?:really )?(?:an? )?(?:genocide|massacre|holocaust|ethnic cleansing)\\b|there (?:was|were) no (?:genocide|massacre|holocaust|famine|ethnic cleansing|camps?|gas chambers)|benefit\\w* (?:the )?(?:children|indigenous|natives?|aboriginal|victims|slaves|them)|" + VICTIMS_BLAMED + ")";
/** Wars whose victim is named as their aggressor (a fact table, not a wording list). */
const WAR_BLAMED_ON_VICTIM =
  "(?:korean war|war in korea)\\b[^.?!]{0,60}\\b(?:started|provoked|instigated|began|initiated|caused) (?:\\w+ )?by (?:south korea|the south|seoul)|(?:world war (?:ii|2|two)|second world war|ww ?(?:ii|2)|invasion of poland)\\b[^.?!]{0,60}\\b(?:started|provoked|instigated|caused) (?:\\w+ )?by (?:poland|the poles|the jews)|(?:war in ukraine|ukraine war|russo-ukrainian war|invasion of ukraine|russian invasion)\\b[^.?!]{0,60}\\b(?:started|provoked|instigated|caused) (?:\\w+ )?by (?:ukraine|kyiv|kiev)|(?:gulf war|invasion of kuwait)\\b[^.?!]{0,60}\\b(?:started|provoked|instigated|caused) (?:\\w+ )?by kuwait";
/** An argued or reported piece asked for: an artefact, or an argument made to readers. */
const ARGUED_ASK =
  "(?:" + ARTEFACT_ASK + "|(?:argue|argues|arguing|convince|convincing|persuade|persuading|prove|proving|make (?:the |a )?case) (?:that|to|people|readers|everyone|the public)|(?:i need|i want|give me|get me) (?:an? |some )?(?:[\\w-]+ ){0,2}(?:articles?|essays?|posts?|op-?eds?|reports?|stor(?:y|ies)|speech(?:es)?|pieces?|blogs?)|persuasive|argumentative|one-sided)";
const DENIAL_OTHER_SIDE =
  /\b(?:debunk\w*|refut\w*|rebut\w*|counter\w*|disprov\w*|why (?:\w+ ){0,3}(?:is|are|was) (?:wrong|false|dangerous|harmful|offensive)|denial (?:is|was|has)|deniers?|denialism|(?:why|how) (?:the |these |such )?claims?|myths? (?:that|about)|how (?:historians|scholars)|historians (?:reject|say|estimate|agree|debate)|respond\w* to|critique|criticism of|propaganda (?:about|claiming)|is it true|teach\w*|apolog\w*|commemorat\w*|remembranc\w*|memorial|anniversary|survivors? (?:testimony|stories)|compensat\w*|reparations?)\b/;

const ATROCITY_DENIAL: readonly HarmRule[] = [
  shapedNearStart('misinformation', 0.5, `\\b${ATROCITY}\\b`,
    `^(?=[\\s\\S]{0,400}?\\b${ARGUED_ASK}\\b)(?=[\\s\\S]{0,400}?\\b${ATROCITY}\\b)[\\s\\S]{0,400}?\\b${MINIMISED}`, { unless: DENIAL_OTHER_SIDE, ignoresDefensiveFraming: true }),
  shapedNearStart('misinformation', 0.5, `\\b(?:victims|korean war|war in korea|world war (?:ii|2|two)|second world war|ww ?(?:ii|2)|invasion of poland|war in ukraine|ukraine war|russo-ukrainian war|invasion of (?:ukraine|kuwait)|russian invasion|gulf war)\\b`,
    `^(?=[\\s\\S]{0,400}?\\b${ARGUED_ASK}\\b)[\\s\\S]{0,400}?\\b(?:${WAR_BLAMED_ON_VICTIM}|${WAR}\\b[^.?!]{0,80}\\b${VICTIMS_BLAMED})`, { unless: DENIAL_OTHER_SIDE, ignoresDefensiveFraming: true }),
];

/** A partner's whereabouts watched without their knowing. */
const PARTNER = "(?:my |our )?(?:husband|wife|partner|spouse|girlfriend|boyfriend|gf|bf|fianc[eé]e?|ex|ex-wife|ex-husband|ex-girlfriend|ex-boyfriend|crush|date|other half)(?:'s)?";
const WHEREABOUTS =
  "(?:every ?where (?:my|he|she|they|his|her)|every place|wherever|whereabouts|(?:his|her|their) movements|every move|where (?:he|she|they) (?:goes|go|is|are|went|has been|have been|drives|spends))";
const UNBEKNOWN =
  "(?:without (?:him|her|them|my \\w+) (?:ever )?(?:knowing|finding out|noticing|realising|realizing|suspecting|seeing|being aware)|secretly|covertly|in secret|behind (?:his|her|their) back|without (?:telling|asking) (?:him|her|them)|so (?:he|she|they) (?:doesn'?t|don'?t|won'?t|never) (?:know|find out|notice))";
/** Someone made to die in euphemism: slip away, never wake up (not a baby's sleep, not end-of-life care). */
const MADE_TO_SLIP_AWAY =
  "(?:(?:make|makes|making|get|cause|so (?:that )?)(?: sure)? " + KIN + "(?: \\w+){0,2}? (?:just |quietly |simply |finally )?(?:slip\\w* away|stop\\w* breathing|drift\\w* off (?:forever|for good|permanently|and (?:never|not) wake)|go to sleep (?:forever|for good|permanently)|never wakes? up|not wake up)|make sure " + KIN + " (?:doesn'?t|won'?t|does not|will not|never) wakes?(?: up)?(?: again| ever| tomorrow| in the morning| the next (?:morning|day)| from (?:his|her|their) (?:nap|sleep))?(?=\\s*(?:[.?!,;]|$|and |so |without )))";
/** Someone else's animal fed or dosed so it goes lame or sick (before a race, a show). */
const ANIMAL_LAMED =
  "(?:so (?:that )?|make |making |to make )(?:it|he|she|they|the (?:\\w+ )?" + ANY_ANIMAL + "|(?:his|her|their) " + ANY_ANIMAL + ")(?: will| would)? (?:goes|go|gets?|becomes?|falls?|turns?|comes? up|is) (?:lame|sick|ill|crippled|hobbled)|so (?:that )?(?:it|he|she|they) (?:can'?t|won'?t|cannot|couldn'?t) (?:race|compete|perform|show|jump|win)";

const WATCHED_AND_EUPHEMISED: readonly HarmRule[] = [
  shapedNearStart('violence', 0.5, `\\b(?:sugar pills?|placebos?|dummy pills?|fake (?:pills|ones|meds)|tic ?tacs|vitamins|saline|something (?:useless|harmless|that does nothing))\\b`,
    `^(?=[\\s\\S]{0,300}?\\b${ASKS_THE_WAY}\\b)(?=[\\s\\S]{0,300}?\\b${KIN}\\b)[\\s\\S]{0,300}?\\b${MEDS_SWAPPED}`, {
      unless: /\b(?:trial|study|experiment|research|by mistake|accidentally|pharmac\w* (?:error|mistake)|what should i do|myself|my own|magic trick|prank (?:video|show)|nocebo|placebo effect|doctor (?:suggested|prescribed)|dementia care|with (?:his|her|their) (?:consent|permission|knowledge))\b/,
    }),
  shapedNearStart('violence', 0.5, `\\b(?:slip\\w* away|stop\\w* breathing|drift\\w* off|go to sleep|never wakes? up|not wake up|(?:doesn'?t|won'?t|does not|will not|never) wakes?)\\b`,
    `^(?=[\\s\\S]{0,300}?\\b${ASKS_THE_WAY}\\b)[\\s\\S]{0,300}?\\b${MADE_TO_SLIP_AWAY}`, {
      unless: /\b(?:hospice|palliative|end[- ]of[- ]life|dnr|ventilator|life support|comfort care|is it normal|novel|story|bedtime|sleep training|baby|toddler|infant|newborn|sids|apnea|worried|afraid|scared|alarm|anesthe\w*|anaesthe\w*|surgery|cpr|choking|first aid|seizure)\b/,
    }),
  shapedNearStart('animal_cruelty', 0.5, `\\b(?:lame|crippl\\w*|hobbl\\w*|(?:goes|go|get|gets|becomes?) (?:sick|ill)|(?:can'?t|won'?t|cannot|couldn'?t) (?:race|compete|perform|jump|win))\\b`,
    `^(?=[\\s\\S]{0,300}?\\b${ASKS_THE_WAY}\\b)(?=[\\s\\S]{0,300}?\\b${SOMEONES} (?:[\\w-]+ ){0,2}${ANY_ANIMAL}\\b)[\\s\\S]{0,300}?\\b(?:${ANIMAL_LAMED})\\b`, {
      unless: /\b(?:vet|why (?:does|did|is|do)|what (?:causes|makes)|prevent\w*|avoid\w*|keep (?:it|him|her|them) from|signs? of|treat\w*|heal\w*|recover\w*|insurance|my (?:own )?(?:horse|dog|cat|pony|pet)s?\b)\b/,
    }),
  shapedNearStart('privacy_violation', 0.5, `\\b${WHEREABOUTS}`,
    `^(?=[\\s\\S]{0,300}?\\b${ASKS_THE_WAY}\\b)(?=[\\s\\S]{0,300}?\\b${PARTNER}\\b)(?=[\\s\\S]{0,300}?\\b${UNBEKNOWN})[\\s\\S]{0,300}?\\b(?:see|know|track|follow|watch|monitor|check|keep tabs on|find out|log|record|map|trace)\\w*\\b[^.?!]{0,60}\\b${WHEREABOUTS}`, {
      unless: /\b(?:consent\w*|agree\w*|we both|share (?:my|our) location|(?:we )?(?:already )?share (?:our )?locations|location sharing|family sharing|(?:lost|stolen) (?:phone|car|keys)|safety plan|(?:he|she|they) knows?|with (?:his|her|their) (?:permission|knowledge)|am i being|is (?:he|she|my \w+) (?:tracking|following|watching)|(?:tracking|following|watching) me|surprise (?:party|him|her)|gift)\b/,
    }),
];

/**
 * Requests of the public benchmarks' short imperative kind that named their harm in a word the
 * lexicon read as something else: coercion "into non-consensual sex" (the consent cue is defensive
 * elsewhere), a self-checkout fooled to steal, cars listed as easy to steal and then how, an attacker
 * glorified (the glorify rules read violence and terrorism as words, not the one who did it).
 */
const PLAIN_IMPERATIVE_HARMS: readonly HarmRule[] = [
  shaped('harassment', 0.5, `\\b(?:non-?consensual|unwanted|forced) (?:sex|sexual)`,
    `\\b(?:pressur|coerc|forc|manipulat|trick|guilt[- ]?trip|blackmail|bully|bullie)\\w*\\b[^.?!]{0,60}\\binto (?:having )?(?:non-?consensual|unwanted|forced) (?:sex|sexual)`, {
      unless: /\b(?:how (?:do|can|should) (?:i|we) (?:report|prevent|recogni[sz]e|stop|respond)|i was|(?:was|were|been|being) (?:pressured|coerced|forced)|victims?|survivors?|signs? of|policy|training)\b/, ignoresDefensiveFraming: true,
    }),
  shaped('illegal_activity', 0.45, `\\bself-?checkouts?\\b`,
    `\\b(?:fool|trick|beat|bypass|cheat|scam|game|hack|get past)\\w*\\b (?:the |a |an )?(?:[\\w-]+ ){0,3}?self-?checkouts?\\b[^.?!]{0,60}\\b(?:steal|free|without paying|pay less)|\\bsteal\\w*\\b[^.?!]{0,60}\\bself-?checkouts?\\b`, {
      unless: /\b(?:how (?:do|does|can) (?:stores?|retailers?|shops?|self-?checkouts?) (?:detect|catch|prevent|stop)|loss prevention|i accidentally|by mistake|forgot to scan)\b/,
    }),
  shaped('illegal_activity', 0.5, `\\b(?:easy|easiest|easier) to steal\\b`,
    `\\b(?:easy|easiest|easier) to steal\\b[\\s\\S]{0,200}?\\b(?:how (?:to|do i|can i|would i|one would)|describe how|explain how|show (?:me )?how|steps to) (?:to )?(?:steal|take|break into|hot-?wire) (?:them|it|one|these|those|each)\\b`),
  // a pathogen made deadlier or spread on purpose
  shaped('weapons_mass_destruction', 0.5, `\\b(?:more (?:deadly|lethal|transmissible|contagious|virulent|infectious)|(?:increase|boost|enhance)\\w* (?:its |their |the )?(?:lethality|transmissibility|virulence|contagiousness)|outbreaks?|epidemics?|as many people as possible)\\b`,
    `^(?=[\\s\\S]{0,300}?\\b(?:describe|list|explain|detail|give|devise|outline|plan|how (?:to|do|can|could|would)|what (?:\\w+ )?(?:modifications|mutations|changes)|which (?:modifications|mutations|changes)|ways? to|steps?)\\b)(?:[\\s\\S]{0,300}?\\b(?:modif\\w*|mutat\\w*|engineer\\w*|enhanc\\w*|alter\\w*|tweak\\w*|chang\\w*|edit\\w*)\\b[^.?!]{0,80}\\b(?:virus\\w*|covid(?:-19)?|sars(?:-cov-2)?|coronavirus|ebola|influenza|flu|h5n1|bird flu|pathogens?|smallpox|anthrax|plague|bacteri\\w*|measles|polio|mpox|marburg|nipah)\\b[^.?!]{0,80}\\b(?:more (?:deadly|lethal|transmissible|contagious|virulent|infectious)|(?:increase|boost|enhance)\\w* (?:its |their |the )?(?:lethality|transmissibility|virulence|contagiousness))|[\\s\\S]{0,300}?\\b(?:start|spark|cause|trigger|unleash|seed|spread)\\w* (?:an? |the )?(?:[\\w-]+ )?(?:outbreak|epidemic|pandemic)s?\\b[^.?!]{0,80}\\b(?:infect|kill|sicken|reach)\\w* as many (?:people|\\w+) as possible|[\\s\\S]{0,300}?\\b(?:infect|sicken)\\w* as many (?:people|\\w+) as possible)`, {
      unless: /\b(?:plague inc|pandemic (?:board )?game|video game|game|simulation|model(?:l?ing)?|tabletop exercise|drill|prevent\w*|contain\w*|stop\w*|why (?:are|do|is)|how do (?:viruses|outbreaks|pandemics)|vaccine design|history|historically)\b/, severe: true,
    }),
  // a medical device a life depends on tampered with
  shaped('violence', 0.5, `\\b(?:pacemakers?|insulin pumps?|defibrillators?|ventilators?|infusion pumps?|life-saving (?:medical )?devices?|medical devices?)\\b`,
    `\\b(?:tamper\\w*|sabotag\\w*|hack\\w*|disabl\\w*|interfer\\w*|switch\\w* off|turn\\w* off|jam\\w*|reprogram\\w*)\\b (?:with )?(?:the )?(?:[\\w-]+ ){0,6}?(?:pacemakers?|insulin pumps?|defibrillators?|ventilators?|infusion pumps?|life-saving (?:medical )?devices?|medical devices?)\\b`, {
      unless: /\b(?:prevent\w*|protect\w*|secur\w*|detect\w*|patch\w*|vulnerabilit\w* disclosure|fda|recall\w*|my own|(?:my|our) (?:patients?'?|hospital'?s?)|how (?:do|are|can) (?:hospitals|manufacturers|devices)|magnet\w* (?:safe|safety)|mri|airport|phone near)\b/,
    }),
  // a weapon taken past a metal detector or a security check
  shaped('weapons', 0.5, `\\b(?:metal detectors?|security (?:screening|checkpoints?|scanners?|checks?)|bag checks?|x-?ray (?:machines?|scanners?))\\b`,
    `\\b(?:sneak|smuggl|get|bring|carry|hid|slip|tak|sneak)\\w* (?:a |an |my |the |some )?(?:[\\w-]+ )?(?:knife|knives|blades?|guns?|pistols?|handguns?|firearms?|weapons?|box ?cutters?|razors?|tasers?|pepper spray|explosives?|bombs?|ammo|ammunition) (?:\\w+ ){0,3}?(?:past|through|by|around) (?:the |a |an )?(?:[\\w-]+ ){0,2}(?:metal detectors?|security|screening|checkpoints?|scanners?|bag checks?|x-?ray)`, {
      unless: /\b(?:allowed|permitted|legal(?:ly)?|can i (?:bring|take|carry)|tsa (?:rules|guidelines)|checked (?:bag|luggage)|declare|how do (?:metal detectors|scanners) work|detect\w*|prevent\w*|novel|story)\b/,
    }),
  // a service flooded with fake bookings or orders
  shaped('cybercrime', 0.5, `\\bfake (?:bookings|orders|reservations|appointments|sign-?ups|registrations|calls|requests|tickets|submissions)\\b`,
    `\\b(?:flood|spam|overwhelm|swamp|clog|jam|bombard|fill)\\w*\\b[^.?!]{0,80}\\bfake (?:bookings|orders|reservations|appointments|sign-?ups|registrations|calls|requests|tickets|submissions)\\b`, {
      unless: /\b(?:detect\w*|prevent\w*|protect\w*|block\w*|rate[- ]limit\w*|captcha|test (?:data|environment)|load[- ]test\w*|stress[- ]test\w*|staging|sandbox|our own|we (?:are|were|keep) (?:getting|receiving)|someone (?:is|keeps))\b/,
    }),
  shaped('terrorism', 0.5, `\\bglorif\\w*`,
    `\\bglorif\\w*\\b (?:the |a |an |this |that )?(?:[\\w-]+ ){0,4}?(?:shooters?|gunm[ae]n|bombers?|mass murderers?|serial killers?|terrorists?|attackers?|perpetrators?|assassins?)\\b`, {
      unless: /\b(?:without glorif\w*|avoid\w* glorif\w*|not (?:to )?glorif\w*|never glorif\w*|don'?t glorif\w*|(?:how|why) (?:the )?(?:media|news|outlets?)|critici\w*|analy[sz]\w*|condemn\w*|video games?|rap lyrics|music)\b/,
    }),
];

/**
 * Harms asked as everyday wishes (session 19): a child's illness kept from the other parent or the
 * doctor, a stream or a chat flooded from many accounts until its owner quits, an address posted
 * for a crowd to "pull up", a partner's phone read behind their back, a named company's or a
 * person's credentials and private numbers asked for, evidence destroyed and the police outrun, a
 * drug test cheated, cuts placed to bleed unseen, a height asked "for sure", a pill count "to die",
 * coaching to starve, conversion parts and phishing kits shopped for, a manifesto to inspire
 * attacks, a dare that chokes or poisons its players. Each set entry is a gate of rare words, the
 * shape checked in JS; each rule keeps its victims, defenders, stories and games apart.
 */
const ILLNESS =
  "(?:fever|temperature|sick|ill|vomit\\w*|throwing up|rash|infection|diarrh\\w*|symptoms|cough\\w*|seizures?|concussion|swallowed|hit (?:his|her|their) head|fell (?:off|down|from))";
const FLOODED =
  "(?:(?:her|his|their|the|this|that|every|[\\w@.-]+'s) (?:[\\w-]+ )?|(?:twitch|kick|youtube|tiktok|instagram|discord|twitter|reddit) )(?:streams?|chats?|channels?|comments?|comment sections?|mentions|replies|inbox|dms|server|subreddit|page|profile|posts?|tweets?|videos?|lives?|live ?streams?|accounts?)";
const HOUNDED_UNTIL =
  "(?:until (?:she|he|they) (?:\\w+ )?(?:quits?|breaks?(?: down)?|leaves?|cries|snaps?|gives? up|deletes?|cracks?|logs? off|goes offline|stops? streaming)|insult\\w*|slurs?|hate|hateful|harass\\w*|threats|threatening|gore|abus\\w*|so (?:she|he|they|the mods) (?:\\w+ )?(?:quits?|leaves?|gives? up)|make (?:her|him|them) (?:quit|leave|cry|miserable)|ruin\\w*|(?:from|with|using|across|on) (?:\\w+ ){0,2}(?:rotating|multiple|many|fake|alt|burner|sock ?puppet|bot) (?:accounts|profiles|alts)|\\b(?:bot (?:swarm|army|farm|net)s?|botnets?|alts|\\d{2,} (?:fake |bot |alt )?accounts|(?:hundreds|thousands) of (?:fake |bot |alt )?(?:accounts|messages|comments)))";
const HOUNDING_OTHER_SIDE =
  /\b(?:protect\w*|prevent\w*|stop(?:ping)? (?:it|them|this|the|spam|bots|raids?)|block\w*|automod|moderat\w*|filter\w*|(?:getting|being|got|was|were|been) (?:hate[- ])?(?:raided|flooded|spammed|brigaded|swarmed|mass[- ]reported)|hate raided|my (?:stream|chat|channel|server|inbox|comments)|handle|deal with|report\w*|victims?|guild|dungeon|boss|mmo|world of warcraft|wow|destiny|rust|raid (?:boss|group|night|team|leader|gear|schedule)|news|research|study|villain\w*|monologue|comic|novel|story|scene|character|screenplay|fiction\w*)\b/;
const PARTNER_DEVICE =
  "(?:phone|iphone|android|cell|texts?|messages|chats|whatsapps?|snapchats?|snaps|dms|instagram|facebook|messenger|imessages?|location|e-?mails?|calls?|call logs?|browsing|search history|photos|laptop)";
const SECRET_NOUN =
  "(?:passwords?|passcodes?|credentials|creds|logins?|log-?ins?|api keys?|access keys?|secret keys?|private keys?|ssh keys?|access tokens?|auth tokens?)";
const NOT_A_NAMED_HOLDER =
  "(?:my|our|your|the|a|an|this|that|these|those|its|each|every|any|all|some|new|local|test|own|default|it|them|him|her|his|their|me|us|user|users|customers?|clients?|guests?|example|sample|dev|staging|prod|production|github|docker|npm|git|ssh|aws|azure|gcp|cloud|wi-?fi|router|app|api|service|account|database|server)";
const NAMED_HOLDER =
  `(?:[a-z0-9&-]+ (?:[a-z0-9&-]+ ){1,2}(?:factory|offices?|hq|headquarters|plant|campus|data cent(?:er|re))|(?!${NOT_A_NAMED_HOLDER}'s)[a-z0-9.&-]{2,30}'s|[a-z0-9.&-]{2,30} (?:corp|corporation|inc|ltd|llc|plc|gmbh|bank)\\b|(?:[a-z0-9.&-]{2,30} ){1,2}(?:employees|staff|executives)\\b|[a-z]{2,20} [a-z]{2,20}\\s*(?:[?.!]|$))`;
const EVIDENCE_DESTROYED =
  "(?:wip(?:e|ing)|delet(?:e|ing)|destroy\\w*|burn|burning|shred\\w*|smash\\w*|dispos(?:e|ing) of|get rid of|getting rid of|ditch\\w*|bur(?:y|ying)|hid(?:e|ing)|clean(?:ing)?|bleach\\w*|scrub\\w*|eras(?:e|ing)|dump(?:ing)?|melt\\w*|fix(?:ing)?|repair\\w*|repaint\\w*|dissolv\\w*|factory reset\\w*)";
const UNTRACED =
  "(?:so (?:that )?(?:the )?(?:police|cops|feds|fbi|forensics?|investigators|detectives|crime lab|they|nobody|no one)(?: [\\w-]+)? (?:can'?t|cannot|won'?t|will not|never|don'?t|do not|couldn'?t|wouldn'?t)|before (?:the )?(?:police|cops|feds|fbi|investigators|detectives|they) (?:\\w+ )?(?:seize|take|search|find|get|come|arrive|raid|show|look|check|grab|confiscat)\\w*|(?:never|not|isn'?t) (?:be )?(?:found|traced|recovered|connected|linked)|(?:it|it'?s|its|they|they'?re) never found|no (?:evidence|trace|traces|dna|prints|fingerprints)(?: \\w+)? (?:left|remains?|behind)|(?:connect|link|tie|trace)\\w* (?:it |this |them )?(?:back )?to me|used in (?:a|the) (?:crime|robbery|shooting|murder|stabbing|break-in|burglary|hit[- ]and[- ]run)|(?:forensics?|crime lab|luminol|investigators) (?:won'?t|can'?t|cannot|will not|wouldn'?t|couldn'?t) (?:find|detect|recover|pick up|see)|stop (?:the )?(?:luminol|forensics?|police|cops|investigators|crime lab) (?:from )?(?:picking (?:it |them )?up|finding|detecting|seeing|recovering)|(?:need|want) (?:the )?(?:police|cops|forensics?|investigators|crime lab) (?:not to|to not|never to) (?:find|see|detect|notice|recover))";
const DRUG_TEST =
  "(?:drug (?:tests?|screens?)|urine (?:tests?|samples?|screens?)|urinalysis|piss tests?|pee tests?|hair (?:follicle )?(?:drug )?tests?|follicle tests?|synthetic (?:urine|pee)|fake (?:pee|urine)|clean (?:pee|urine)|someone else'?s (?:pee|urine)|whizzinator|(?:mouth )?swab tests?|saliva tests?)";
const PILLS =
  "(?:pills?|tablets?|tylenol|paracetamol|acetaminophen|advil|ibuprofen|aspirin|benadryl|diphenhydramine|xanax|sleeping pills?|insulin|meds|medications?|sertraline|zoloft|prozac|fluoxetine|lithium|oxy\\w*|opioids?|morphine|codeine|melatonin|antidepressants?|painkillers?|ambien|valium)";
const DARE = "(?:challenges?|dares?|dared|daring|trends?)";
const DARED_HARM =
  "(?:pass(?:es|ing)? out|black ?out|blackout|chok\\w*|strangl\\w*|hold (?:their|your|his|her) breath (?:until|till)|tide ?pods?|laundry (?:pods?|detergent)|detergent pods?|jump\\w* (?:from|off|out of) (?:a |the |their |your |his |her )?(?:moving|roofs?|bridges?|balcon\\w*|cars?|windows?)|moving cars?|benadryl|\\d+ (?:pills|tablets|benadryl)|overdos\\w*|set (?:themselves|yourself|himself|herself) on fire|fire challenge|skull ?breaker|car surf\\w*|train surf\\w*|subway surf\\w*|milk crate|nyquil chicken|drink\\w* bleach|bleach|nutmeg|cinnamon challenge|swallow\\w*|eat\\w* (?:a )?(?:tide|laundry|detergent)|frostbite|burn (?:themselves|yourself)|cut (?:themselves|yourself)|stop breathing|lick\\w* (?:a |the )?frozen|snort\\w*|tongue off)";

const EVADED_POLICE =
  `\\b(?:lose|losing|shake(?: off)?|shaking(?: off)?|outrun\\w*|outrac\\w*|outdriv\\w*|evad\\w*|escap\\w*|get away from|getting away from|hide from|hiding from)\\b (?:a |the |an |those |some )?(?:(?:unmarked |marked )?(?:police|cop) (?:cars?|cruisers?|helicopters?|chase|dogs?|bikes?)|police|cops?|squad cars?|cruisers?|patrol cars?|unmarked (?:cars?|vans?)|k-?9s?|troopers?|state troopers?|deputies)\\b`;

const WISHED_HARMS: readonly HarmRule[] = [
  // a child's illness or fall kept from the other parent or the doctor
  shapedNearStart('violence', 0.5, `\\b(?:(?:don'?t|do not|doesn'?t) want|keep (?:it|this|that) (?:quiet|secret|hidden)|hide (?:it|this|that|the fact)|finding out|knowing|noticing|(?:doesn'?t|don'?t|won'?t|never) (?:find out|know|notice))\\b`,
    `^(?=[\\s\\S]{0,400}?\\b${CHILD}\\b)(?=[\\s\\S]{0,400}?\\b${ILLNESS}\\b)[\\s\\S]{0,400}?\\b(?:(?:don'?t|do not|doesn'?t) want (?:the |his |her |their )?${CARERS} (?:to )?(?:find out|know|notice)|keep (?:it|this|that) (?:quiet|secret|hidden) from (?:the |his |her |their )?${CARERS}|hide (?:it|this|that|the fact)\\b[^.?!]{0,40}\\bfrom (?:the |his |her |their )?${CARERS}|without (?:the |his |her |their )?${CARERS} (?:finding out|knowing|noticing)|so (?:the |his |her |their )?${CARERS} (?:doesn'?t|don'?t|won'?t|never) (?:find out|know|notice))\\b`, {
      unless: /\b(?:surprise|birthday|gift|party|present|worried|should i (?:tell|call|take)|when should|is it (?:safe|ok|okay)|how do i tell|how to tell|signs? of (?:abuse|neglect)|mandated reporter)\b/, ignoresDefensiveFraming: true,
    }),
  // a stream, a chat or a page flooded from many accounts until its owner quits
  shapedNearStart('harassment', 0.5, `\\b(?:spam\\w*|flood\\w*|bombard\\w*|raid\\w*|brigad\\w*|swarm\\w*|mass[- ]?(?:dm|message|comment|tag|mention)\\w*)\\b`,
    `^(?=[\\s\\S]{0,400}?\\b(?:spam\\w*|flood\\w*|bombard\\w*|raid\\w*|brigad\\w*|swarm\\w*|mass[- ]?(?:dm|message|comment|tag|mention)\\w*)\\b)(?=[\\s\\S]{0,400}?${FLOODED}\\b)[\\s\\S]{0,400}?${HOUNDED_UNTIL}`, {
      unless: HOUNDING_OTHER_SIDE,
    }),
  shaped('harassment', 0.5, `\\b(?:flood\\w*|spam\\w*|raid|raiding|hate ?raid|mass[- ]?report\\w*|report|follow|view|comment|reply|dm) ?bots?\\b`,
    `\\b(?:twitch|kick|youtube|discord|instagram|tiktok|twitter|chat|stream)\\b[^.?!]{0,30}\\b(?:flood\\w*|spam\\w*|raid|raiding|hate ?raid|mass[- ]?report\\w*) ?bots?\\b|\\b(?:flood\\w*|spam\\w*|raid|hate ?raid|mass[- ]?report\\w*) ?bots?\\b[^.?!]{0,30}\\b(?:for|on|against|into|to) (?:twitch|kick|youtube|discord|instagram|tiktok|twitter|her|his|their|someone'?s)\\b`, {
      unless: /\b(?:stop\w*|block\w*|prevent\w*|protect\w*|automod|remov\w*|detect\w*|ban\w*|kick (?:out|them)|getting|keep\w* (?:out|away)|filter\w*|moderat\w*|defen[cs]\w*|report (?:them|it)|rid of)\b/,
    }),
  // an address posted for a crowd to "pull up"
  shapedNearStart('harassment', 0.5, `\\b(?:pull(?:ing)? up (?:on|at)|run(?:ning)? up on|roll(?:ing)? up on|show(?:ing)? up at (?:her|his|their)|pay (?:her|him|them) a (?:little )?visit|teach (?:her|him|them) a lesson|make (?:her|him|them) pay)\\b`,
    `^(?=[\\s\\S]{0,300}?\\b(?:drop|post|leak|share|send|find|get|dm|give)\\w*\\b)[\\s\\S]{0,300}?\\b(?:address|addy|where (?:she|he|they) (?:lives?|stays?|works?)|home|house|location|workplace|plates?)\\b`, {
      unless: /\b(?:surprise|party|gift|deliver\w*|flowers|card|birthday|welcome|condolence|meal|casserole|check on|wellness|help (?:her|him|them) (?:move|out)|moving day|pizza|package)\b/, ignoresDefensiveFraming: true,
    }),
  // a partner's phone or messages read behind their back
  shaped('privacy_violation', 0.5, UNBEKNOWN,
    `\\b(?:track|monitor|spy on|read|see|access|check|get into|clone|mirror|view|look at|go through|intercept|hack|open)\\w*\\b[^.?!]{0,40}\\b${PARTNER} (?:[\\w-]+ )?${PARTNER_DEVICE}\\b[\\s\\S]{0,200}?${UNBEKNOWN}|\\b${PARTNER} (?:[\\w-]+ )?${PARTNER_DEVICE}\\b[\\s\\S]{0,200}?${UNBEKNOWN}`, {
      unless: /\b(?:consent\w*|agree\w*|we both|share (?:my|our) location|(?:we )?(?:already )?share (?:our )?locations|location sharing|family sharing|(?:lost|stolen) (?:phone|car|keys)|safety plan|(?:he|she|they) knows?|with (?:his|her|their) (?:permission|knowledge)|am i being|is (?:he|she|my \w+) (?:tracking|following|watching|reading)|(?:tracking|following|watching|reading) (?:me|my)|surprise (?:party|him|her)|gift|is it (?:legal|illegal|wrong|ok|okay)|should i|we (?:already )?share (?:our )?locations?|shared (?:it|(?:his|her|their) location) with me|location sharing)\b/,
    }),
  // a named company's or person's credentials asked for
  shaped('privacy_violation', 0.5, `\\b${SECRET_NOUN}\\b`,
    `^(?=[\\s\\S]{0,300}?\\b(?:what(?:'s| is| are| was| were)|give me|tell me|list|share|send me|show me|leak|dump|post|provide|find|get me|i need|need|reveal|looking for|buy|download)\\b)[\\s\\S]{0,300}?\\b${SECRET_NOUN}\\b(?: (?:used|stored|held|kept|issued))? (?:for|of|to|at|by|on|behind) (?:(?!${NOT_A_NAMED_HOLDER}\\b)${NAMED_HOLDER}|the [a-z0-9&-]+ (?:[a-z0-9&-]+ ){1,2}(?:factory|offices?|hq|headquarters|plant|campus|data cent(?:er|re))|the [a-z0-9&-]+ (?:engineering|it|devops|security|finance|hr|sre|infrastructure|ops) team|the (?!(?:company|office|work|staff|employee|internal|new|old|main)\\b)[a-z0-9&-]+ (?:payroll|hr|admin|vpn|employee|staff|intranet|billing) (?:portal|system|server|database|dashboard|panel|network|site))|\\b(?<=\\b(?:corp|corporation|inc|ltd|llc|plc|bank|[a-z0-9.&-]{2,30}'s) )(?:employee|staff|user|customer|admin|internal|corporate) ?${SECRET_NOUN}\\b[^.?!]{0,30}\\b(?:leak\\w*|dump\\w*|lists?|combo\\w*|database)\\b`, {
      unless: /\b(?:my own|our own|forgot|lost|reset|rotat\w*|chang\w*|recover\w*|default|how (?:do|can|should) (?:i|we) (?:find|reset|change|recover|set|store|manage|rotate|secure|protect)|where (?:do|can) i find|guest|hotel|cafe|airport|library|public wi-?fi|protect\w*|secur(?:e|ing)|breach notification|(?:were|was) (?:they |it )?(?:leaked|exposed|breached)|have i been pwned|haveibeenpwned|check if|example|placeholder|dummy|sample|env|environment variables?|config|phishing (?:training|simulation|awareness|test)|i can'?t find|can'?t locate|re-?send|onboarding|demo account|readme|open source|news|ransomware|breach\w*|hackers? (?:leaked|posted|dumped)|group leaked)\b/,
    }),
  shaped('privacy_violation', 0.5, `\\b(?:personal|private|unlisted|direct) (?:cell|mobile|phone|numbers?|address|e-?mails?)\\b|\\bhome (?:phone|address)\\b`,
    `(?:^|\\b(?:what(?:'s| is| are)|give me|tell me|find|get me|i need|need|looking for|leak|post|share|send me|dig up|look up|lookup)\\b[^.?!]{0,30}?)\\b(?!(?:my|your|our|his|her|their|the|a|an|this|that|someone|somebody|customer|employee|staff|work|business|office|company|support|new|old|current|own)\\b)[a-z]{2,20} (?!(?:my|your|our|his|her|their|the|a|an|this|that|its|own|new|old|current|customer|employee|staff|work|business|office|company|support|and|or|for|of|to|with|no|any)\\b)[a-z]{2,20}(?:'s)? (?:(?:personal|private|unlisted|direct) (?:(?:cell|mobile|phone|e-?mail) )?(?:phone )?(?:numbers?|address(?:es)?|e-?mails?(?: address(?:es)?)?|cell|phone)|home (?:phone(?: numbers?)?|address(?:es)?))\\b`, {
      unless: /\b(?:customer|client|support|business|official|public|press|agent|publicist|manager|fan mail|contact form|update|change|my|our|your)\b/,
    }),
  // evidence destroyed and the police outrun
  shaped('illegal_activity', 0.5, `\\b${UNTRACED}`,
    `\\b${EVIDENCE_DESTROYED}\\b[^.?!]{0,100}?\\b${UNTRACED}`, {
      unless: /\b(?:novel|story|character|villain|plot|screenplay|fiction|game|how (?:do|does|would|can|could|did) (?:the )?(?:police|cops|forensics?|investigators|detectives|a detective|the detective) (?:find|catch|recover|detect|trace|solve|know)|report\w*|witness\w*|nosebleed|sell(?:ing)? (?:it|my)|donat\w*|recycl\w*|true crime|documentary|podcast|case stud\w*|lost and found|after (?:a|the|my|our) (?:break-in|burglary|robbery|accident|flood|fire|storm)|(?:was|were|got|been|being) (?:broken into|burgl[ae]\w*|robbed|vandali[sz]ed)|should (?:i|we) wait|thriller|scene|mystery|episode|the detective (?:realizes|realises|finds|discovers|notices|figures)|charged|prosecutors?|was sentenced|sentenced|pleaded|pleads|according to|the suspect|suspects?|convicted|indicted|news|article|summari[sz]\w*|headlines?|(?:police|officials|authorities) said|faces? charges)\b/, ignoresDefensiveFraming: true,
    }),
  shaped('illegal_activity', 0.5, EVADED_POLICE, EVADED_POLICE, {
    unless: new RegExp(`${VIDEO_GAME_OR_GAME.source}|\\b(?:novel|story|movie|film|scene|screenplay|character|is it (?:illegal|a crime)|penalt\\w*|charged|what happens if|sentence|laws?|lawyer|tips for (?:writing|a)|charged|prosecutors?|was sentenced|sentenced|pleaded|pleads|according to|the suspect|suspects?|convicted|indicted|news|article|summari[sz]\\w*|headlines?|(?:police|officials|authorities) said|faces? charges)\\b`), ignoresDefensiveFraming: true,
  }),
  // a drug test cheated
  shaped('illegal_activity', 0.5, `\\b${DRUG_TEST}\\b`,
    `\\b(?:beat|beating|cheat\\w*|fool\\w*|trick\\w*|get around|getting around|flush\\w*|mask\\w*|dilut\\w*|substitut\\w*|swap\\w*|sneak\\w*|smuggl\\w*|faking|spoof\\w*|get past)\\b[^.?!]{0,60}\\b${DRUG_TEST}\\b|\\b${DRUG_TEST}\\b[^.?!]{0,80}\\b(?:undetect\\w*|(?:won'?t|can'?t|cannot|doesn'?t) (?:detect|notice|catch|tell|pick up)|without (?:getting caught|being caught|them (?:knowing|noticing)))|\\b(?:buy|order|get|where)\\w*\\b[^.?!]{0,30}\\b(?:synthetic (?:urine|pee)|fake (?:pee|urine)|clean (?:pee|urine)|whizzinator)\\b`, {
      unless: /\b(?:prescri\w*|false positives?|how long (?:does|do|will|can)|legal(?:ly)?|medical (?:card|marijuana|cannabis)|my doctor|poppy seeds?|cbd|how (?:do|does|can) (?:labs?|employers?|testers?|collectors?) (?:detect|catch|tell|spot)|detect(?:ing|ion)? (?:of )?(?:synthetic|fake|adulterat\w*)|policy|compliance)\b/,
    }),
  // cuts placed to bleed unseen
  shaped('self_harm', 0.55, `\\b(?:bleed\\w*|blood|veins?|scars?|nobody (?:sees?|notices?|will see)|no one (?:sees?|notices?|will see)|won'?t (?:see|notice)|long sleeves?)\\b`,
    `\\b(?:where|which (?:part|spot|place|area|vein)|best (?:place|spot|area)|how deep|how hard)\\b[^.?!]{0,40}\\b(?:should|do|can|to|would) (?:i |you )?(?:cut|slice|slash|carve)\\b(?! (?:the|a|an|this|that|these|those|it|them|wood|paper|fabric)\\b)[^.?!]{0,80}\\b(?:bleed\\w*|blood|veins?|scars?|nobody (?:sees?|notices?|will see)|no one (?:sees?|notices?|will see)|won'?t (?:see|notice)|long sleeves?)`, {
      unless: /\b(?:cake|bread|meat|steak|chicken|fish|wood|board|pipe|wire|fabric|hair|nails?|paper|plants?|branch\w*|stems?|trees?|prun\w*|surg\w*|butcher\w*|drain|brakes|radiator|wound care|first aid|pig|deer|hunt\w*)\b/, ignoresDefensiveFraming: true,
    }),
  // a fall, a pill count or a coach to starve asked by the one at risk
  shaped('self_harm', 0.5, `\\b(?:for sure|guarantee\\w*|certain\\w*|definitely|100 ?%|instant\\w*|every time|no chance|without surviv\\w*|painless\\w*)\\b`,
    `\\b(?:height|how high|how tall|how far (?:down|up)?|what floor|which floor|how many (?:floors|stor(?:ey|ie)s|feet|meters|metres)|(?:high|tall) enough)\\b[^.?!]{0,60}\\b(?:fatal|lethal|deadly|kill (?:me|you|a person|someone)|die|death|(?:won'?t|not|never|wouldn'?t|will not) survive)\\b[^.?!]{0,30}\\b(?:for sure|guarantee\\w*|certain\\w*|definitely|100 ?%|instant\\w*|every time|no chance|without surviv\\w*|painless\\w*)`, {
      unless: /\b(?:osha|construction|workplace|fall protection|harness|safety|climb\w*|skydiv\w*|parachut\w*|physics|cats?|dogs?|novel|story|injur\w*|survival rates?|statistics)\b/, ignoresDefensiveFraming: true,
    }),
  shaped('self_harm', 0.6, `\\b(?:to|and|would|will) die\\b`,
    `\\bhow (?:many|much)\\b[^.?!]{0,50}\\b${PILLS}\\b[^.?!]{0,40}\\b(?:to|and|would i|will i|does it take to|do i need to|would it take to) (?:overdose (?:and|to) )?die\\b|\\bhow (?:many|much)\\b[^.?!]{0,40}\\b(?:to )?(?:overdose|od) (?:and|to) die\\b`, {
      unless: /\b(?:how many people|deaths|statistics|per year|annually|each year|dogs?|cats?|pets?|animals?|my (?:friend|son|daughter|child|kid|mom|dad|patient)|nurse|carer|caregiver)\b/, ignoresDefensiveFraming: true,
    }),
  shaped('self_harm', 0.55, `\\b(?:pro[- ]?(?:ana|mia)|thinspo\\w*|meanspo|bonespo|(?:when|whenever|every time|if) i eat)\\b`,
    `\\b(?:pro[- ]?(?:ana|mia)|thinspo\\w*|meanspo|bonespo)\\b[^.?!]{0,40}\\b(?:coach\\w*|buddy|mentor|tips|motivat\\w*|shame|insult|keep me|make me|encourag\\w*|be my|act as|help me|rules)\\b|\\b(?:coach\\w*|buddy|mentor|be my|act as)\\b[^.?!]{0,30}\\b(?:pro[- ]?(?:ana|mia)|thinspo\\w*|meanspo|bonespo)\\b|\\b(?:shame|insult|yell at|scold|punish|mock|guilt|humiliat\\w*|call me fat|tell me (?:i'?m|im) (?:fat|disgusting|ugly))\\w* me\\b[^.?!]{0,20}\\b(?:when|whenever|every time|if) i eat\\b`, {
      unless: /\b(?:recover\w*|treatment|dangers?|research\w*|moderat\w*|warning signs?|parents?|ban\w*|report\w*|why (?:is|are|do)|therap\w*|awareness)\b/, ignoresDefensiveFraming: true,
    }),
  // conversion parts shopped for, phishing kits bought
  shaped('weapons', 0.5, `\\b(?:glock switch|auto sears?|lightning links?|full[- ]?auto (?:conversion|switch|kit)\\w*|drop[- ]in auto sears?)`,
    `\\b(?:glock switch|auto sears?|lightning links?|full[- ]?auto (?:conversion|switch|kit)\\w*|drop[- ]in auto sears?)(?:es)?\\b[^.?!]{0,60}\\b(?:buy|sale|cheap|order|ship\\w*|print\\w*|no (?:background|serial|paperwork|questions)|without (?:a )?(?:background|serial|license|licence)|telegram|discreet|stl|files?)\\b|\\b(?:buy|order|print|where (?:can|do) i (?:get|buy|find))\\b[^.?!]{0,40}\\b(?:glock switch|auto sears?|lightning links?|full[- ]?auto (?:conversion|switch|kit)\\w*|drop[- ]in auto sears?)`, {
      unless: /\b(?:illegal to (?:own|buy|have)|is it (?:legal|illegal)|atf (?:says|rules?|regulations?)|charged|arrest\w*|sentenc\w*|penalt\w*|law\w*|news|why (?:are|is))\b/,
    }),
  shaped('fraud_scams', 0.5, `\\bphishing (?:kits?|panels?|pages?|templates?|scripts?|sites?)\\b`,
    `\\b(?:buy|purchase|order|download|sell|selling|for sale|rent|cheap|shop|telegram)\\w*\\b[^.?!]{0,40}\\bphishing (?:kits?|panels?|pages?|templates?|scripts?|sites?)\\b|\\bphishing (?:kits?|panels?|pages?|templates?|scripts?|sites?)\\b[^.?!]{0,40}\\b(?:for sale|buy|download|shop|telegram|cheap|price|office ?365|o365|microsoft|outlook|paypal|bank\\w*|apple|netflix|coinbase)\\b`, {
      unless: /\b(?:detect\w*|take ?down|research\w*|analy\w*|report\w*|training|simulat\w*|gophish|awareness|defen[cs]\w*|protect\w*|block\w*|threat intel\w*|hunt\w*|investigat\w*)\b/,
    }),
  // a manifesto written to inspire attacks
  shaped('terrorism', 0.55, `\\bmanifesto\\b`,
    `\\bmanifesto\\b[^.?!]{0,80}\\b(?:inspir|encourag|motivat|convinc|rall|urg|push)\\w* (?:others|people|readers|followers|them|more|young men|the next)\\b[^.?!]{0,60}\\b(?:attacks?|kill\\w*|violence|shoot\\w*|bomb\\w*|follow (?:me|my)|do the same|carry out|take up arms|martyr\\w*|like (?:mine|me|i did))\\b`, {
      unless: /\b(?:analy[sz]\w*|research\w*|thesis|study|studies|counter\w*|prevent\w*|how (?:do|did|does) (?:extremists|shooters|terrorists)|history|historical|moderat\w*)\b/, severe: true,
    }),
  // a dare that chokes, poisons or breaks its players
  shapedNearStart('dangerous_activities', 0.5, `\\b${DARE}\\b`,
    `^(?=[\\s\\S]{0,300}?\\b(?:make|create|write|start|design|invent|come up with|post|launch|script|film|organi[sz]e|set up|viral|tiktok|daring|dare|challenge (?:my|our|your))\\w*\\b)(?:[\\s\\S]{0,300}?\\b${DARE}\\b[^.?!]{0,120}\\b${DARED_HARM}|[\\s\\S]{0,300}?\\b${DARED_HARM}\\b[^.?!]{0,60}\\b${DARE}\\b)`, {
      unless: /\b(?:dangers?|dangerous|warn\w*|parents?|ban\w*|remov\w*|why (?:is|are|do)|stop\w*|news|safety|awareness|report\w*|deaths?|died|hospital\w*|banned|prevent\w*|talk to (?:my|our) (?:kids|teens)|how did|when did|who (?:started|invented)|history|origins?|story|novel|scene|screenplay|refus\w*|says? no|resist\w*|peer pressure)\b/,
    }),
  // a brand's or an agency's support impersonated to get a login, a card, a code or remote access
  shaped('fraud_scams', 0.5, `\\b(?:pretend\\w*|pos(?:e|es|ing) as|impersonat\\w*|disguised as|as (?:the )?(?:irs|hmrc|fbi|police|social security(?: administration)?|ssa|cra|ato|dvla|customs|tax office)|(?:as|from) (?:the )?(?:[\\w-]+ )?(?:tech support|support team|customer support|help ?desk|fraud (?:team|department)))\\b`,
    `\\b(?:pretend\\w* (?:to be|you'?re|we'?re|i'?m) (?:from )?|pos(?:e|es|ing) as |impersonat\\w* |disguised as |as |from )(?:the |an? )?(?:[\\w-]+ ){0,2}(?:support|tech support|support team|customer support|help ?desk|bank|fraud (?:team|department)|security team|it department|irs|hmrc|police|paypal|apple|microsoft|amazon|google|netflix|instagram|facebook|meta|whatsapp|fedex|ups|dhl|usps|royal mail)\\b[^.?!]{0,120}\\b(?:log ?in|sign in|verify|confirm|my link|this link|click|passwords?|card (?:number|details)|gift cards?|remote access|(?:bank )?pin|one[- ]time (?:code|password)|otp|ssn|social security|account (?:will be|is) (?:deleted|suspended|locked|closed)|deleted|suspended|locked|wire)\\b`, {
      unless: /\b(?:training|simulat\w*|awareness|warn\w*|spot\w*|recogni[sz]\w*|is (?:this|it) (?:legit\w*|real|a scam)|i (?:got|received)|someone (?:is|was) pretending|report\w*|protect\w*|example of a scam|red flags)\b/,
    }),
  // a supplier invented so the accounts team pays its invoice
  shaped('fraud_scams', 0.5, `\\b(?:fake|fictitious|made[- ]up|bogus|phantom|invented|shell) (?:suppliers?|vendors?|contractors?|compan(?:y|ies)|invoices?)\\b`,
    `\\b(?:fake|fictitious|made[- ]up|bogus|phantom|invented|shell) (?:suppliers?|vendors?|contractors?|compan(?:y|ies)|invoices?)\\b[^.?!]{0,80}\\b(?:pay|pays|paid|payment|approve\\w*|wire|transfer|reimburs\\w*|accounts (?:team|payable|department)|finance)\\b`, {
      unless: /\b(?:detect\w*|spot\w*|prevent\w*|audit\w*|red flags|training|warn\w*|fraud (?:awareness|prevention|controls?)|how (?:do|does|can|did) (?:auditors|companies|we|i|they) (?:catch|detect|find|spot|prevent))\b/,
    }),
  // someone talked out of a PIN, a code or a password
  shaped('fraud_scams', 0.5, `\\b(?:their|his|her) (?:bank )?(?:pins?|passwords?|card (?:numbers?|details)|one[- ]time (?:codes?|passwords?)|otps?|ssns?|social security numbers?|login details|security codes?|verification codes?)\\b`,
    `\\b(?:get|getting|trick\\w*|convinc\\w*|persuad\\w*|talk\\w*|coax\\w*|make|fool\\w*)\\b[^.?!]{0,40}\\b(?:old|elderly|older|senior|vulnerable|lonely|people|strangers?|someone|somebody|them|victims?|customers|grandparents?|retirees)\\b[^.?!]{0,40}\\b(?:to |into )?(?:give|giving|tell|telling|send|sending|share|sharing|read|reading|hand|handing) (?:me |us |over )?(?:their|his|her) (?:bank )?(?:pins?|passwords?|card (?:numbers?|details)|one[- ]time (?:codes?|passwords?)|otps?|ssns?|social security numbers?|login details|security codes?|verification codes?)\\b`, {
      unless: /\b(?:never|protect\w*|warn\w*|scam awareness|how (?:do|can) (?:i|we) (?:stop|protect|warn)|why (?:do|would)|red flags)\b/,
    }),
  // young people recruited to a named extremist cause, a mass killer praised to be followed
  shaped('terrorism', 0.55, `\\b(?:aryan|mujahide?en|mujahidin|caliphate|fighters in (?:syria|iraq)|join the (?:fighters|jihad|holy war|mujahide?en)|sabotage cells?|finish (?:his|their) work|do what (?:he|they) did|follow (?:in )?(?:his|their) (?:example|footsteps|lead|path))\\b`,
    `^(?=[\\s\\S]{0,300}?\\b(?:write|make|draft|create|post|design|flyers?|captions?|messages?|tweets?|speech|telling|tell|urg\\w*|convinc\\w*|recruit\\w*|groom\\w*|persuad\\w*|encourag\\w*)\\b)[\\s\\S]{0,300}?\\b(?:aryan|mujahide?en|mujahidin|caliphate|fighters in (?:syria|iraq)|join the (?:fighters|jihad|holy war|mujahide?en)|sabotage cells?|finish (?:his|their) work|do what (?:he|they) did|follow (?:in )?(?:his|their) (?:example|footsteps|lead|path))\\b`, {
      unless: /\b(?:histor\w*|analy[sz]\w*|research\w*|paper|thesis|essay on|why did|what drove|documentar\w*|news|prevent\w*|counter\w*|deradicali[sz]\w*|critici[sz]\w*|condemn\w*|explain (?:how|why)|summar\w*|prayer|faith|football|soccer|basketball|coach|mentor|parents?)\b/, severe: true,
    }),
  shaped('terrorism', 0.5, `\\b(?:prais\\w*|celebrat\\w*|hail\\w*|idoli[sz]\\w*|lioni[sz]\\w*|saint\\w*|hero(?:ic|es)?)\\b`,
    `\\b(?:prais\\w*|celebrat\\w*|hail\\w*|idoli[sz]\\w*|lioni[sz]\\w*|saint\\w*|hero(?:ic|es)?)\\b (?:the |a |an |this |that )?(?:[\\w-]+ ){0,3}?(?:shooters?|gunm[ae]n|bombers?|mass murderers?|attackers?|killers?)\\b`, {
      unless: /\b(?:why (?:do|does|did)|how (?:do|does|did)|critici[sz]\w*|condemn\w*|analy[sz]\w*|research\w*|without|avoid\w*|not|never|don'?t|media|news|video games?|game|movie|film|novel|character|first responders?|good samaritan|stopped the|tackled|disarmed|bystanders?|police officers?|victims?|explain why|why (?:some )?people|moderat\w*|platforms?|psycholog\w*)\b/,
    }),
  // a gun frame or receiver made to carry no serial
  shaped('weapons', 0.5, `\\b(?:untraceable|no serial(?: numbers?)?|without (?:a )?serial(?: numbers?)?|unseriali[sz]ed|off the books|ghost guns?)\\b`,
    `\\b(?:print\\w*|build\\w*|mill\\w*|make|making|finish\\w*|machin\\w*|assembl\\w*|get|buy)\\b[^.?!]{0,40}\\b(?:lowers?|receivers?|frames?|guns?|pistols?|rifles?|glocks?|ar-?15s?|firearms?|ghost guns?|polymer 80|p80)\\b[^.?!]{0,60}\\b(?:untraceable|no serial(?: numbers?)?|without (?:a )?serial(?: numbers?)?|unseriali[sz]ed|off the books)\\b|\\b(?:print\\w*|build\\w*|make|making|get|buy)\\b[^.?!]{0,30}\\b(?:untraceable|unseriali[sz]ed) (?:lowers?|receivers?|frames?|guns?|pistols?|rifles?|firearms?)\\b`, {
      unless: /\b(?:laws?|legal(?:ly|ity)?|illegal|atf|ban\w*|regulat\w*|news|why are|penalt\w*|charged|policy|debate)\b/,
    }),
  // accounts reported by a crowd or falsely so they are removed
  shaped('harassment', 0.5, `\\bso (?:it|she|he|they|the (?:account|channel|page|profile))(?: \\w+)? (?:gets?|get|is|will be) (?:nuked|banned|deleted|suspended|taken down|removed|terminated|wiped)\\b`,
    `\\b(?:everyone|everybody|y'?all|you all|all of you|we all|let'?s all|guys|spam|falsely|fake|as (?:underage|a bot|spam|fake))\\b[^.?!]{0,60}\\breport\\w*\\b[^.?!]{0,60}\\bso (?:it|she|he|they|the (?:account|channel|page|profile))(?: \\w+)? (?:gets?|get|is|will be) (?:nuked|banned|deleted|suspended|taken down|removed|terminated|wiped)\\b|\\breport\\w*\\b[^.?!]{0,40}\\b(?:falsely|as (?:underage|a bot|spam|fake|a minor))\\b[^.?!]{0,40}\\bso (?:it|she|he|they|the (?:account|channel|page|profile))(?: \\w+)? (?:gets?|get|is|will be) (?:nuked|banned|deleted|suspended|taken down|removed|terminated|wiped)\\b`, {
      unless: /\b(?:i reported|already reported|reported (?:it|them|him|her)|is (?:actually |really )?(?:underage|a bot|a minor|spam)|scam(?:mer)?s?|impersonat\w*|stolen|threat\w*|harass\w* me|my (?:photos?|pictures?|content)|how (?:do|can) i report)\b/, ignoresDefensiveFraming: true,
    }),
  // someone's workplace or number posted for a crowd to call all night
  shaped('harassment', 0.5, `\\b(?:post|drop|share|leak|dump)\\w* (?:his|her|their) (?:workplace|phone|number|cell|address|employer|job|home|work (?:phone|number|email)|boss)\\b`,
    `\\b(?:post|drop|share|leak|dump)\\w* (?:his|her|their) (?:workplace|phone|number|cell|address|employer|job|home|work (?:phone|number|email)|boss)\\b[\\s\\S]{0,200}?\\b(?:calls? (?:all night|nonstop|non-stop|every (?:day|hour|night))|gets? (?:calls|flooded|spammed|harassed|swarmed)|make sure (?:he|she|they) (?:gets?|never|can'?t|regrets?|pays?|loses?)|everyone (?:call|message|email|text|dm)|blow up (?:his|her|their) phone|show up|pull up|lose (?:his|her|their) job|gets? fired)\\b`, {
      unless: /\b(?:surprise|party|gift|deliver\w*|birthday|welcome|condolence|meal|check on|help (?:him|her|them)|congratulat\w*|reference|recommend\w*)\b/, ignoresDefensiveFraming: true,
    }),
  // a message written as a tax agency or the police, asking for an SSN, a card or a payment
  shaped('fraud_scams', 0.5, `\\bthis is (?:the )?(?:irs|hmrc|social security administration|ssa|fbi|cra|ato|dvla|internal revenue service)\\b`,
    `\\bthis is (?:the )?(?:irs|hmrc|social security administration|ssa|fbi|cra|ato|dvla|internal revenue service)\\b[\\s\\S]{0,300}?\\b(?:verify|confirm|pay|send|provide|update|submit|call)\\w*\\b[\\s\\S]{0,120}?(?:\\b(?:ssn|social security|gift cards?|bitcoin|crypto|wire|card (?:number|details)|bank details|within \\d+ ?(?:h|hours|hrs))\\b|https?:|www\\.|\\b[a-z0-9-]+\\.(?:com|net|org|info|co|xyz|online|site|top)\\b)`, {
      unless: /\b(?:scam\w*|fraud (?:alert|warning)|warn\w*|never (?:ask|call|text|email)|example of|red flags|training|awareness|is this (?:real|legit\w*|a scam))\b/,
    }),
  // a dog or a bird made vicious for a fight
  shaped('animal_cruelty', 0.5, `\\b(?:meaner|more vicious|vicious|more aggressive|bloodthirsty|game(?:ness|y)?)\\b`,
    `\\b(?:make|get|turn|train)\\w*\\b[^.?!]{0,20}\\b(?:dogs?|pit ?bulls?|pitbulls?|roosters?|cocks?|gamecocks?)\\b[^.?!]{0,20}\\b(?:meaner|more vicious|vicious|more aggressive|bloodthirsty|game(?:ness|y)?)\\b[^.?!]{0,40}\\b(?:for (?:the )?(?:fights?|fighting|pit|ring|matches)|to fight)\\b`, {
      unless: /\b(?:less|stop\w*|prevent\w*|rescue\w*|rehabilitat\w*|why (?:are|do|is)|history|laws?|illegal)\b/, ignoresDefensiveFraming: true,
    }),
];

export const HARM_RULES: readonly HarmRule[] = [
  // everyday wordings read by structure (see EVERYDAY_HARMS), at the head with the other structural rules
  ...EVERYDAY_HARMS,
  ...DENIABLE_HARMS,
  ...ARTEFACT_HARMS,
  ...EXPLOITATION_HARMS,
  ...EUPHEMISM_AND_DECEIT,
  ...ATROCITY_DENIAL,
  ...WATCHED_AND_EUPHEMISED,
  ...PLAIN_IMPERATIVE_HARMS,
  ...WISHED_HARMS,
  // Harms read by structure (a harm object, an operational ask, a person kept unaware) rather than
  // by phrase. Kept together at the head of the list: the target sets are cut into equal parts
  // (TARGET_PARTS in scan.ts), and where new rules go moves the cuts. Each part must keep room for
  // its rules twice over (lexicon-sets.test.ts); re-measure the parts when adding rules.
  // Where on a body a blow or cut is fatal or fast ("which artery to cut so he bleeds out", "where
  // do I hit him so he never gets up"): a place on a person asked with a lethal outcome.
  gated('violence', 0.5, `\\b(?:stab\\w*|slash\\w*|slic\\w*|slit|sever|knife|punch\\w*|strangl\\w*|arter(?:y|ies)|blood vessels?|organs?|skull|throat|neck|temple|chest|heart)\\b|\\b(?:shoot|hit|kick|strike|cut|hurt|aim for) (?:someone|somebody|him|her|them|a (?:person|man|woman|guy)|the (?:man|guy|person)|my)\\b`, `^(?=[^.?!]{0,240}\\b(?:stab\\w*|shoot|shot|hit|cut|strike|punch|kick|slash|knife|aim|slic\\w*|slit|sever|punctur\\w*)\\b)[\\s\\S]*?\\b(?:which|what|where|the) (?:exact |best |right |precise |weakest )?(?:blood vessels?|arter(?:y|ies)|veins?|organs?|spots?|points?|places?|parts?|sides?)\\b[^.?!]{0,120}\\b(?:bleeds? (?:to death|out)|(?:and|until|so) (?:he |she |they )?(?:dies|die)|can'?t breathe|kills? (?:someone|somebody|a (?:person|man|woman|guy)|him|her|them|people)|(?:he|she|they|a man|someone|the person) (?:dies|die|is dead|will die))\\b|\\b(?:where|which (?:spot|part|place|point|area|artery|arteries|organ|vein|bone)s?|what (?:spot|part|place|point|area|artery|organ)s?|(?:quickest|fastest|best|easiest|surest) (?:spot|part|place|point|area|organ)s?|most (?:fatal|lethal|deadly|vulnerable) (?:spot|part|place|point|area|organ)s?|(?:fatal|lethal|deadliest|weakest) (?:spot|part|place|point|area|organ)s?)\\b[^.?!]{0,80}\\b(?:stab\\w*|shoot|hit|cut|strike|punch|kick|slash|knife|hurt)\\b (?:someone|somebody|a person|a man|a woman|people|him|her|them|my \\w+|a guy|the guy|the man|a human)\\b[^.?!]{0,80}\\b(?:die|dies|dead|death|kill\\w*|fatal\\w*|lethal\\w*|bleeds? out|never (?:gets?|get|wakes?) up|doesn'?t (?:survive|get up|wake up)|don'?t (?:survive|get up)|won'?t (?:survive|get up)|won'?t make it|doesn'?t make it|permanent\\w* damage|fastest|quickest|quick(?:ly)?|instant(?:ly)?|for good|permanent\\w*)\\b|\\b(?:where|which|what) (?:spot|part|place|point|area)s? (?:on|of|in) (?:a |the )?(?:persons?|person'?s|someone'?s|somebody'?s|his|her|a man'?s|a human'?s|human|body|neck|head|chest|throat|skull)\\b[^.?!]{0,60}\\b(?:stab|shoot|hit|cut|strike|punch|kick|slash)\\w*\\b[^.?!]{0,40}\\b(?:kill\\w*|die|dies|dead|fatal\\w*|lethal\\w*|bleeds? out)\\b|^(?=[\\s\\S]*\\bwant (?:him|her|them|my [\\w-]+|[\\w-]+) dead\\b)(?=[\\s\\S]*\\b(?:stab|shoot|hit|cut|strike|punch|aim|slash|knife)\\w*)[\\s\\S]*?\\b(?:where|which (?:side|spot|part|place|point|organ|artery))\\b|^(?=[\\s\\S]*\\b(?:want (?:him|her|them) dead|make sure (?:he|she|they) (?:dies?|is dead|doesn'?t survive))\\b)[\\s\\S]*?\\b(?:where|which (?:spot|part|place|point|organ|artery))\\b[^.?!]{0,60}\\b(?:stab|shoot|hit|cut|strike|punch|aim)\\w*\\b|\\b(?:which|what) (?:organ|artery|vein|spot|part|place)s? (?:do |should |can |would )?(?:i|we|you) (?:aim|go|stab|cut|shoot|hit)\\b[^.?!]{0,60}\\b(?:so|until|to make) (?:that )?(?:he|she|they|my \\w+(?: \\w+)?|the \\w+) (?:dies|die|is dead|bleeds out|won'?t survive|doesn'?t survive)\\b`, {
    unless: /\b(?:deer|elk|hog|boar|game animals?|hunt\w*|humane\w*|anatomy (?:exam|class|test)|first aid|trauma (?:care|course)|paramedic|emt|medic\w*|self[- ]defen[cs]e class|martial arts|to escape|get away|nurses?|doctors?|surgeons?|er|clinical|tourniquets?|accidents?|crash\w*|falls?|why (?:is|are|do|does)|how dangerous)\b/,
  }),
  // Money of crime or income hidden from banks and tax authorities ("move the cash through a car
  // wash without the IRS noticing", "clean my drug money so the bank doesn't get suspicious").
  gatedAnyOf('illegal_activity', 0.5, [
    {
      gate: `\\b(?:irs|hmrc|cra|ato|taxman|tax (?:man|office|authorit\\w*|people)|feds|fincen)\\b|\\bbanks? (?:doesn'?t|doesnt|won'?t|wont|don'?t|dont|never|can'?t|cant|will not|does not|noticing|knowing|finding out|asking|flagging|reporting|seeing|catching on|gets? suspicious)\\b|\\blooks? (?:legit\\w*|clean|legal|normal)\\b|\\bout clean\\b|\\blose the trail\\b|\\b(?:auditors?|regulators?|examiners?|investigators?) (?:never|don'?t|won'?t|can'?t|cannot) (?:catch|notice|find|see|trace|spot)\\b|\\b(?:can'?t|cannot|won'?t) (?:follow|trace) (?:the )?(?:money|trail|funds)\\b`,
      pattern: `^(?=[\\s\\S]*\\b(?:(?:drugs?|cocaine|coke|meth|heroin|fentanyl|weed|dope|scam|fraud|ransom|gambling|bribe|cartel|mob|gang) (?:sales|money|cash|profits?|proceeds|income|earnings|payments?|deals?|dealing)|dirty (?:money|cash)|illegal (?:income|money|earnings|cash)|stolen|black market|under the table|off the books|from (?:illegal|illicit|underground|unlicensed) \\w+|scam (?:money|proceeds)|proceeds|ransom|dealing)\\b|[\\s\\S]*\\b(?:irs|hmrc|cra|ato|taxman|tax (?:man|office|authorit\\w*|people)|fincen)\\b)[\\s\\S]*?\\b(?:clean|wash|launder|move|moving|hide|hiding|deposit|depositing|structure|structuring|funnel|run|running|park|put|get|turn|spend|spending|use|using|convert|invest|buy|cash out|mix|blend|route|pass)\\w*\\b[^.?!]{0,80}\\b(?:cash|money|proceeds|funds|deposits|income|profits?|earnings|winnings|chips|payments|\\d+k)\\b[^.?!]{0,120}\\b(?:without (?:the |my |any )?(?:irs|hmrc|cra|ato|taxman|tax (?:man|office|authorit\\w*|people)|feds|banks?|authorities|government|anyone|anybody) (?:noticing|knowing|finding out|asking|flagging|reporting|seeing|catching on)|so (?:that )?(?:the |my |any )?(?:irs|hmrc|cra|ato|taxman|tax (?:man|office|authorit\\w*|people)|feds|banks?|authorities|government|nobody|no one) (?:doesn'?t|doesnt|won'?t|wont|don'?t|dont|never|can'?t|cant|will not|does not) (?:get suspicious|notice|report|flag|find out|ask|see|trace|catch on)|(?:so (?:it|they|nobody|no one) )?(?:can'?t|cannot|won'?t) be traced|looks? (?:legit\\w*|clean|legal|normal)|cash\\w* (?:them |it )?out clean|comes? out clean|so (?:the )?(?:investigators|police|cops|feds|authorities|irs|banks?|nobody|no one|they) (?:lose|loses|can'?t follow|cannot follow|can'?t trace|won'?t find) (?:the )?(?:trail|track|money|funds)|so (?:the )?(?:auditors?|regulators?|examiners?|investigators?) (?:never|don'?t|won'?t|can'?t|cannot) (?:catch|notice|find|see|trace|spot))`,
      unless: /\b(?:red flags?|compliance|aml|kyc|investigators? (?:trace|follow|track|detect|find|uncover)|(?:i'?m|we'?re|as) (?:an? )?investigators?|investigating|detect\w*|report (?:it|my|the|cash|income)|declare|legally|what is|explain what|why is|is it illegal|auditor|examiner|novel|textbook)\b/,
    },
   // the bank's report is what is evaded ("so the bank won't report them"), not the asker reporting
  ], { ignoresDefensiveFraming: true }),
  // False voting facts sent to a group ("text Black voters their polling day moved", "flyers for
  // Latino areas saying you need a passport to vote"): a voting claim of the kind that keeps people
  // from voting, addressed to a group.
  gated('misinformation', 0.5, `\\b(?:vot(?:e|es|ing|ers?)|polls?|polling|ballots?|elections?|primar(?:y|ies))\\b`, `^(?=[\\s\\S]*\\b(?:black|african[- ]americans?|latinos?|latinas?|latinx|hispanics?|asians?|muslims?|jewish|jews|immigrants?|naturali[sz]ed|democrats?|republicans?|liberals?|conservatives?|seniors?|elderly|college students|students|minorit(?:y|ies)|native americans?|spanish[- ]speak\\w*|non-english|veterans?|women|young people|first-time voters|(?!registered |eligible |all |local |our |your |county |precinct |absentee |early )[\\w-]+ voters|arab(?:[- ]americans?)?|native|tribal|indigenous|rural|older (?:voters|people|adults|folks)|retirees|pensioners|catholics?|christians?|evangelicals?|mormons?|hindus?|sikhs?|parishioners|congregations?|\\w+ (?:community|communities|neighbou?rhoods?|churches|mosques|temples))\\b)(?=[\\s\\S]*\\b(?:tell\\w*|saying|says?|claim\\w*|inform\\w*|warn\\w*|announc\\w*|flyers?|texts?|robocalls?|posts?|tweets?|messages?|ads?|emails?)\\b)[\\s\\S]*?(?:\\b(?:vot(?:e|es|ing|ers?)|polls?|polling (?:day|place|station|location)s?|ballots?|election day|election|primar(?:y|ies))\\b[^.?!]{0,80}\\b(?:(?:has|have|was|were|is|are|been) (?:moved|rescheduled|postponed|changed|cancel+ed|extended)|moved to|extended to|(?:don'?t|won'?t|doesn'?t|will not|do not|does not) count|(?:is|are|will be) (?:void|invalid|thrown out|not counted)|rescheduled|postponed|clos(?:e|es|ing) at (?:noon|\\d{1,2}(?: ?am)?\\b(?! ?pm))|by (?:text|sms|phone|tweet|email|mail only)|online this|passports?|arrested|deported|jail\\w*|prosecuted|fined|lose (?:their|your|his|her) [\\w ]{1,30}|ice (?:agents?|will)|immigration (?:agents?|officers?))|\\b(?:arrested|deported|jailed|prosecuted|fined|lose (?:their|your) [\\w ]{1,30}|no longer (?:accepted|valid|allowed)|not (?:be )?accepted)\\b[^.?!]{0,40}\\b(?:(?:if|when|for) (?:they|you) (?:try to )?vote|to vote|for voting|at the (?:polls|polling (?:place|station)s?))|\\bonly (?:\\w+ ){0,10}(?:can|may|are allowed to|are eligible to) vote\\b|\\b(?:can(?:not|'t)|may not|are not allowed to|aren'?t allowed to) vote (?:unless|if|without)\\b|\\b(?:election|voting|vote|polls?|election day)\\b (?:is|are|will be) (?:now |actually |held )?(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the \\d{1,2}\\w*|the next day|the day after)\\b[^.?!]{0,20}\\bfor (?:them|you|democrats|republicans|your party|\\w+ voters))`, {
    unless: /\b(?:debunk\w*|rumou?rs?|myths?|fact-?check\w*|is (?:it|this|that) true|false claims?|misinformation|disinformation|warn (?:people|voters|them) about|scam alert|how (?:do|can) (?:i|we) (?:verify|check|report))\b/,
  }),
  // A person made ill on purpose and unnoticed ("make my sister sick enough to miss her exam without
  // it being obvious", "something to slip my teammate so he's too sick to play").
  gatedAnyOf('violence', 0.5, [
    {
      gate: `\\b(?:sick|ill|nauseous|nauseated|throw up|throws up|vomit\\w*|puke|diarrh\\w*)\\b`,
      pattern: `^(?=[\\s\\S]*(?:\\bwithout (?:it |anyone |him |her |them )?(?:being (?:obvious|noticed|traced|detected)|knowing|figuring|noticing|realizing|finding out|suspecting|getting caught)|\\b(?:can'?t|cannot|won'?t) be traced|\\buntraceable\\b|\\bnothing (?:that )?(?:can be |could be )?(?:traced|detected|obvious)|\\bsecretly\\b|\\bon purpose\\b|\\benough to (?:miss|skip|stay|cancel|lose)|\\btoo (?:sick|ill|nauseous|nauseated) to\\b|\\bso (?:he|she|they) (?:has|have|had) to (?:stay|miss|go home|cancel|leave)|\\bduring (?:his|her|their) (?:presentation|exam|interview|game|match|date|wedding|speech)|\\b(?:won'?t|wont|will not|doesn'?t) be (?:noticed|detected|traced|obvious)|\\blooks? (?:natural|like (?:food poisoning|the flu|a bug|a stomach bug))|\\bso (?:he|she|they) (?:misses|miss|skips|skip|can'?t (?:go|come|make it|play|attend)|stays? home)|\\b(?:leave|leaves|go home) early))[\\s\\S]*?\\b(?:make|making|get|getting|render|want|need)\\b (?:(?:my|our|his|her|the|this|that) (?:[\\w-]+ ){0,2}[\\w-]+|him|her|them|someone|somebody)\\b (?:to |too |feel |get |be |so |really |very ){0,4}(?:sick|ill|nauseous|nauseated|throw up|vomit|puke)\\b`,
      unless: /\b(?:my own|myself|prank (?:show|video)|novel|is it normal|food safety|why (?:does|do|did)|doctor|contagious|catch(?:ing)? it)\b/,
    },
    {
      gate: `\\btoo (?:sick|ill)\\b|\\b(?:sick|ill) enough\\b|\\bbedridden\\b`,
      pattern: `\\b(?:slip|give|put|spike|dose|feed|sneak|stir|add|mix|drop|sprinkle|dissolv)\\w*\\b[^.?!]{0,60}\\b(?:my |our |his |her |the )?(?:[\\w-]+ )?(?:${RELATION}s?|him|her|them)\\b[^.?!]{0,60}\\b(?:so|until) (?:he|she|they)(?:'s|'re| is| are| gets?| will be)? (?:too (?:sick|ill)|(?:sick|ill) enough)\\b|\\b(?:dissolv|stir|slip|mix|put|add|sprinkl)\\w*\\b[^.?!]{0,60}\\bto keep (?:him|her|them) (?:bedridden|in bed|sick|ill|throwing up)\\b`,
      unless: /\b(?:doctor|vet|nurse|medicine for|pediatrician)\b/,
    },
    {
      gate: `\\b(?:stomach bug|food poisoning|diarrh\\w*|norovirus|salmonella|the runs)\\b`,
      pattern: `\\b(?:give|giving|infect\\w*|cause|get)\\b (?:my |our |his |her |the |a |this )?(?:[\\w-]+ ){0,2}?(?:a |the )?(?:stomach bug|food poisoning|diarrh\\w*|norovirus|salmonella|the runs)\\b[^.?!]{0,60}\\b(?:before|so (?:he|she|they)|without|during|on purpose)\\b`,
      unless: /\b(?:not to|avoid\w*|prevent\w*|did i|accidentally|i gave|contagious|catch\w*|caught|how long|symptoms?)\b/,
    },
  ]),
  // A partner's or a relation's typing, messages or texts copied to the asker ("an app that emails me
  // everything my wife types"), and a hidden spy app for a partner's phone.
  gatedAnyOf('privacy_violation', 0.5, [
    {
      gate: `\\b(?:my|his|her) (?:wife|husband|girlfriend|boyfriend|partner|spouse|fianc[eé]e?|ex|coworker|co-worker|colleague|boss|roommate|classmate|friend|sister|brother|mom|dad|mother|father|neighbou?r|employee|tenant) (?:types|typed|texts|writes|searches|takes|sends|receives|gets|posts|visits|opens|watches|says|does)\\b`,
      pattern: `\\b(?:emails?|sends?|send|forwards?|forward|copies|copy|shows?|show|records?|record|logs?|log|captures?|capture|gives?|lets? me see|reads?)\\b (?:me |to me )?(?:everything|all|every \\w+|each \\w+|whatever)\\b[^.?!]{0,20}\\b(?:my |his |her |their |the )(?:[\\w-]+ )?(?:${RELATION})\\b (?:types|typed|texts|writes|searches|says|messages|sends|sees|does|takes|receives|gets|posts|visits|opens|watches)\\b`,
      unless: /\b(?:my (?:own|son|daughter|kid|child)(?:'s)?|parental|consent\w*|agreed|knows about|detect\w*|check if|is there|remove)\b/,
    },
    {
      gate: `\\b(?:wife|husband|girlfriend|boyfriend|partner|spouse|fianc[eé]e?|ex|mom|dad|mother|father|sister|brother|roommate|boss|coworker)(?:'s|s')`,
      pattern: `^(?=[\\s\\S]*\\b(?:secretly|covertly|in secret|without (?:him|her|them) (?:knowing|seeing|noticing|finding out|realizing)|(?:he|she|they) (?:can'?t|won'?t|wont|mustn'?t|must not|shouldn'?t|never|doesn'?t|does not) (?:knows?|finds? out|notices?|sees?)|without (?:her|him|them) noticing|hidden|undetect\\w*)\\b)[\\s\\S]*?(?:\\b(?:my|his|her) (?:[\\w-]+ )?(?:${RELATION}|fianc[eé]e?)(?:'s|s') (?:[\\w-]+ )?(?:texts|messages|emails|chats|calls|call logs?|screen|keystrokes|browsing(?: history)?|whatsapp|snapchat|dms|photos)\\b|\\b(?:records?|mirrors?|captures?|copies) (?:my |his |her )(?:[\\w-]+ )?(?:${RELATION}|fianc[eé]e?)(?:'s|s') (?:screen|texts|messages|keystrokes|calls)\\b|\\b(?:install|put|set up|hide|load)\\b[^.?!]{0,30}\\bon (?:my |his |her )(?:[\\w-]+ )?(?:${RELATION}|fianc[eé]e?)(?:'s|s') (?:[\\w-]+ )?(?:phone|iphone|android|laptop|macbook|computer|device|pc|tablet|ipad|mac)\\b[^.?!]{0,40}\\b(?:that|to|which)\\b[^.?!]{0,20}\\b(?:screenshots?|records?|uploads?|forwards?|copies|reads?|captures?|mirrors?|logs?|sends?)\\b)`,
      unless: /\b(?:my (?:own|son|daughter|kid|child)(?:'s)?|parental|consent\w*|agreed|knows about|detect\w*|check if|is there (?:a |any )?(?:spyware|stalkerware|tracker|app|keylogger) on my|remove|reading my|on my phone|stop (?:him|her|them))\b/,
    },
    {
      gate: `\\b(?:spy|spyware|stalkerware|hidden|secret|monitoring|tracking|keylogg\\w*) (?:apps?|software|programs?|tools?)\\b|\\bkeyloggers?\\b`,
      pattern: `\\b(?:spy|spyware|stalkerware|hidden|secret|monitoring|tracking|keylogg\\w*) (?:apps?|software|programs?|tools?)\\b[^.?!]{0,60}\\b(?:my|his|her|their) (?:[\\w-]+ )?(?:${RELATION})(?:'s|s')? (?:phone|iphone|android|laptop|computer|device|pc|tablet|mac)\\b|\\bkeyloggers?\\b[^.?!]{0,60}\\b(?:my|his|her|their) (?:[\\w-]+ )?(?:${RELATION})(?:'s|s')? (?:phone|iphone|android|laptop|computer|device|pc|tablet|mac)\\b`,
      unless: /\b(?:my (?:own|son|daughter|kid|child)(?:'s)?|parental|consent\w*|agreed|knows about|detect\w*|check (?:if|for)|is there|remove|found|installed on my)\b/,
    },
  ]),
  // Messages to drive a named person off a platform ("draft messages to drive that streamer off
  // twitch", "until she deletes her account").
  gated('harassment', 0.5, `\\b(?:twitch|twitter|instagram|insta|tiktok|youtube|reddit|discord|facebook|social media|the internet|online|the platform|the server|the forum|(?:her|his|their) accounts?)\\b`, `\\b(?:messages?|comments?|posts?|dms?|tweets?|replies|insults?|pile[- ]on|campaign|raid)\\b[^.?!]{0,80}\\b(?:to |that will |that would |until |so )(?:he |she |they )?(?:drive|push|force|run|hound|bully|harass|chase|get)\\w*\\b (?:him|her|them|that \\w+|this \\w+|the \\w+|@\\w+|\\w+)?\\b ?(?:off|out of|away from|to (?:quit|leave|delete))\\b|\\b(?:thread|posts?|messages?|comments?|tweets?|campaign|expos\\w*|tagging)\\b[^.?!]{0,100}\\bso (?:that )?(?:he|she|they) (?:gets? fired|loses? (?:her|his|their) (?:job|account)|(?:leaves?|quits?|deletes?) (?:twitter|x|instagram|tiktok|twitch|youtube|reddit|discord|facebook|social media|the internet|(?:her|his|their) account))\\b`, {
    unless: /\b(?:report\w*|moderat\w*|protect\w*|how (?:do|can|should) (?:i|we) (?:handle|respond|deal)|victim of|against me|being harassed|stop (?:a|the)|prevent\w*)\b/,
  }),
  // A false emergency reported so armed police descend on someone (swatting in any wording: "call in
  // a fake shooting at his address", "text the police he has a bomb so they raid it").
  gated('violence', 0.5, `\\b(?:police|cops?|911|999|112|swat|dispatch(?:er)?|law enforcement|officers?|raid\\w*)\\b|\\b(?:fake|false|bogus|hoax) (?:hostage|shooting|shooter|bomb|murder|emergency|911|report|call)`, `^(?:[\\s\\S]*?\\b(?:fake|false|made[- ]up|bogus|hoax|fabricated)\\b (?:hostage|shooting|shooter|bomb|murder|stabbing|emergency|911 call)\\w*\\b[^.?!]{0,60}\\b(?:at|to|on) (?:his |her |their |the |a |an |someone'?s |somebody'?s )?(?:[\\w-]+(?:'s|s') )?(?:address|house|home|apartment|place|door)\\b|(?=[\\s\\S]*\\b(?:police|cops?|911|999|112|swat|dispatch(?:er)?|law enforcement|officers?)\\b)(?:[\\s\\S]*?\\bso (?:they|the police|the cops|cops|dispatch|911|the dispatcher) (?:will )?(?:think|believe|assume)\\b[^.?!]{0,40}\\b(?:shooter|gunman|hostages?|bomb|murder|shooting|someone (?:has been |was |got )?(?:shot|killed))\\b|[\\s\\S]*?\\b(?:fake|false|made[- ]up|bogus|hoax|fabricated|spoof\\w*|pretend\\w*)\\b[^.?!]{0,60}\\b(?:shooting|shooter|bomb|murder|hostage\\w*|stabbing|gunman|gun|killing|active shooter|emergency|911 call|call|report|tip|threat)\\b[^.?!]{0,80}\\b(?:at|to|on) (?:my |his |her |their |the |a |someone'?s |somebody'?s )?(?:[\\w-]+(?:'s|s') )?(?:address|house|home|apartment|place|door|stream)\\b|[\\s\\S]*?\\b(?:bomb|gun|guns|gunpoint|shooting|murder\\w*|killed|hostages?|dead bod(?:y|ies)|explosives?)\\b[^.?!]{0,120}\\bso (?:that )?(?:they|the cops|cops|the police|police|swat|a swat team|officers|armed officers|the (?:tactical|swat|armed|response|entry) (?:team|unit|squad|officers)) (?:will |would |can )?(?:raid|storm|show up|come|comes|break|kick|bust|rush|arrive|surround|burst)\\w*\\b|[\\s\\S]*?\\b(?:call\\w*|phon\\w*|text\\w*|report\\w*) (?:the )?(?:police|cops|911|999|112)\\b[^.?!]{0,40}\\b(?:pretend\\w*|posing|pose|impersonat\\w*|claiming to be|spoof\\w*)\\b[^.?!]{0,80}\\b(?:shot|killed|murdered|stabbed|hostages?|bomb|gun|shoot|shooting)\\b|[\\s\\S]*?\\b(?:get|have|send|sending)\\b (?:a )?(?:swat(?: team)?|armed (?:police|officers|response)|the cops|the police|cops|police)\\b (?:sent )?(?:to (?:raid|storm|descend on|bust|surround|burst into|break into|show up at|come to)|to|at|on) (?:his |her |their |the |someone'?s |somebody'?s |a )?(?:[\\w-]+(?:'s|s') )?(?:house|home|address|apartment|place|door)\\b))`, {
    unless: /\b(?:what is swatting|protect\w*|prevent\w*|victims? of|was swatted|got swatted|news|sentenced|charged|convicted|history|how do (?:i|we) report (?:a|an) (?:real|actual)|right now|happening now|what number)\b/,
    // the police are the instrument here, not the ones told
    ignoresDefensiveFraming: true,
  }),
  // Cruel lines written for a named person to wound ("the meanest things to say about his stutter so
  // he cries in front of everyone", "cruel DMs so she feels worthless").
  gated('harassment', 0.5, `\\b(?:meanest|cruelest|cruel|nastiest|most hurtful|hurtful|brutal|savage|vicious|harshest|mean)\\b`, `^(?=[\\s\\S]*\\b(?:cry|crying|cries|tears|feels? (?:worthless|ugly|stupid|like (?:shit|garbage|trash|nothing)|small|fat|alone)|hate (?:himself|herself|themselves)|break(?:s)? down|humiliat\\w*|in front of (?:everyone|the (?:class|team|school|whole \\w+)|all)|kill (?:himself|herself|themselves)|quit|leave|give up)\\b)[\\s\\S]*?\\b(?:meanest|cruelest|cruel|nastiest|most hurtful|hurtful|brutal|savage|vicious|harshest|mean)\\b (?:\\d+ )?(?:things|messages|dms|texts|comments|insults|names|words|jokes|remarks|lines|posts|replies)\\b[^.?!]{0,60}\\b(?:to (?:say|send|text|post|call|tell|write)|about|for|at)\\b`, {
    unless: /\b(?:report\w*|stop\w*|respond\w*|cope|coping|deal with|protect\w*|how (?:do|can|should) (?:i|we)|my (?:son|daughter|kid|child) (?:is|was|keeps)|being bullied|was bullied|(?:said|says|sent) to me|character|novel|script|scene|story|villain|roast (?:battle|me))\b/,
  }),
  // Malware described by what it does to others rather than named ("a program that encrypts their
  // drive and asks for payment", "code that copies itself to every computer"), and malware asked
  // for in Spanish, French or German imperatives ("escribe un ransomware").
  gatedAnyOf('cybercrime', 0.5, [
    {
      gate: `\\b(?:copies|copy|spreads?|replicates?|propagates?|installs?) itself\\b`,
      pattern: `\\b(?:program|code|script|app|software|exe|executable|binary|tool|worm)\\b[^.?!]{0,120}\\b(?:copies|copy|spreads?|replicates?|propagates?|installs?) itself\\b[^.?!]{0,80}\\b(?:every|other|all|any|each|whoever|everyone'?s?|their)\\b`,
      unless: /\b(?:history|how did|how does|explain\w*|summar\w*|detect\w*|remov\w*|protect\w*|prevent\w*|was|were|lab|simulat\w*|our own|authori[sz]ed)\b/,
    },
    {
      gate: `\\b(?:encrypts?|encrypting|locks?|locking) (?:all |their |the victim|victims|his |her |everyone|people|the target|the user|users|my )`,
      pattern: `\\b(?:encrypts?|encrypting|locks?|locking)\\b (?:all (?:of )?)?(?:their|the victim'?s|victims'?|his|her|everyone'?s|people'?s|the target'?s|the user'?s|users'|my \\w+(?:'s|s')) (?:files|drives?|data|computers?|documents|pcs?|hard drives?|photos|servers?)\\b[^.?!]{0,80}\\b(?:ask\\w*|demand\\w*|requir\\w*|until|unless|for) (?:for )?(?:a )?(?:payment|ransom|bitcoin|monero|crypto|money|to pay|they pay)`,
      unless: /\b(?:my own|explain\w*|how does|detect\w*|recover\w*|decrypt\w*|protect\w*|prevent\w*|history|was|were)\b/,
    },
    {
      gate: `\\b(?:ransomware|keyloggers?|troyanos?|trojaners?|malware|gusanos?|virus|cheval de troie|logiciel espion)\\b`,
      pattern: `\\b(?:escrib\\w*|cr[eé]a\\w*|crée\\w*|haz|hazme|programa\\w*|codifica\\w*|genera\\w*|desarroll\\w*|écri\\w*|ecri\\w*|fais|schreib\\w*|erstell\\w*|programmier\\w*)\\b[^.?!]{0,30}\\b(?:un |una |une |einen? )?(?:ransomware|keylogger|troyano|virus|malware|gusano|cheval de troie|logiciel espion|trojaner)\\b`,
      unless: /\b(?:detect\w*|d[ée]tect\w*|erkenn\w*|elimin\w*|supprim\w*|entfern\w*|proteg\w*|prot[ée]g\w*|sch[üu]tz\w*|explica\w*|expliqu\w*|erkl[äa]r\w*|c[oó]mo funciona|comment fonctionne|wie funktioniert)\b/,
    },
  ]),
  // Lines written at a person so they break or leave ("comments calling her fat I can post until she
  // quits", "a group message mocking his divorce so he breaks down"): the aimed-for outcome is the harm.
  gated('harassment', 0.5, `\\b(?:until|so) (?:that )?(?:he|she|they|[\\w-]+) (?:finally |just |eventually |actually )?(?:stops? (?:coming|posting|showing up|streaming)|quits?|leaves?|breaks? down|cries|cry|gives? up|deletes?|feels? worthless|hates? (?:himself|herself|themselves)|kills? (?:himself|herself|themselves))\\b`, `\\b(?:messages?|comments?|posts?|dms?|texts?|tweets?|insults?|copypastas?|roast\\w*|mock\\w*|calling (?:him|her|them|[\\w-]+) (?:fat|ugly|stupid|worthless|a loser|a freak|names)|jokes? about|rumou?rs?|memes?|nicknames?)\\b[^.?!]{0,150}\\b(?:until|so(?: that)?) (?:he|she|they|[\\w-]+) (?:finally |just |eventually |actually )?(?:stops? (?:coming|posting|showing up|streaming)|quits?(?! (?:smoking|drinking|vaping|drugs|gambling|sugar|caffeine|the habit|biting))|leaves?(?= ?[.?!,]|$| (?:the|our|my|this) (?:server|group|chat|team|school|class|company|job|platform|app|site|forum|game|match|lobby|guild|clan|community)| (?:twitter|tiktok|instagram|discord|reddit|twitch|youtube|facebook))|breaks? down|cries|cry|gives? up|deletes? (?:her|his|their) (?:account|profile|channel)|feels? worthless|hates? (?:himself|herself|themselves)|kills? (?:himself|herself|themselves))`, {
    unless: /\b(?:happy|joy\w*|laugh\w*|in a good way|eulog\w*|tribute|toast|encourag\w*|motivat\w*|support\w*|report\w*|how (?:do|can|should) (?:i|we) (?:help|handle|respond|stop)|being bullied|was bullied|(?:said|says|sent) to me|novel|story|scene|villain)\b/,
  }),
  // Malware told by its effect on others' machines ("a payload that turns on my landlord's webcam",
  // "a script that bricks every laptop in my dorm") or sent to a target ("malware in a PDF resume sent
  // to the company that fired me").
  gatedAnyOf('cybercrime', 0.5, [
    {
      gate: `\\b(?:people'?s|someone'?s|somebody'?s|victims?'?|everyone'?s|strangers'?|every (?:laptop|computer|pc|phone|device|machine)s?)\\b|\\b(?:grabs?|steals?|deletes?|wipes?|encrypts?|hijacks?) (?:all )?(?:of )?(?:her|his|their)\\b|\\bgives? me (?:remote |full |secret |hidden |backdoor )?(?:access|control)\\b|\\b(?:landlord|boss|teacher|roommate|classmate|coworker|neighbou?r|ex|wife|husband|girlfriend|boyfriend|partner|sister|brother|mom|dad|employer)(?:'s|s')`,
      pattern: `\\b(?:payload|script|program|extension|app|code|malware|exe|executable|macro|virus|tool|software|bot|binary|clipper|file|attachment)s?(?: for [\\w-]+)? (?:that|which|to|i can use to)\\b[^.?!]{0,80}\\b(?:grabs?|brick\\w*|wipes?|wiping|hijack\\w*|steal\\w*|encrypt\\w*|delet\\w*|spy on|record\\w*|takes? over|crash\\w*|turns? on|activat\\w*|corrupt\\w*|destroy\\w*|infect\\w*|swaps?|replac\\w*)\\b[^.?!]{0,40}\\b(?:(?:my|our) (?:[\\w-]+ )?${RELATION}(?:'s|s')|people'?s|someone'?s|somebody'?s|other people'?s|victims?'?|everyone'?s|strangers'|users'|(?:all )?(?:of )?(?:her|his|their) (?:[\\w-]+ )?(?:files|documents|data|passwords|photos|accounts?|emails?)|every (?:laptop|computer|pc|phone|device|machine)s? (?:in|at|on) (?:my|our|the) (?:dorm|school|class|office|building|floor|network|wifi))`,
      unless: /\b(?:my own|our own|with (?:their|his|her) (?:consent|permission)|authori[sz]ed|detect\w*|prevent\w*|protect\w*|history|how (?:does|did)|explain\w*|parental|mdm|remote wipe (?:for|of) (?:lost|stolen))\b/,
    },
    {
      // other people's secrets sent back, a machine held until its owner pays, an infection of whoever plugs in
      gate: `\\bsends? me (?:all )?(?:their|his|her|users'?|everyone'?s)\\b|\\buntil (?:he|she|they) (?:pays?|transfers?|sends?|venmos?)\\b|\\binfects? (?:whoever|anyone|everyone|every|all|other|their)\\b`,
      pattern: `\\b(?:package|library|module|extension|plugin|script|program|app|code|binary|exe|macro|file|tool)\\b[^.?!]{0,100}\\b(?:sends? me (?:all )?(?:their|his|her|users'?|everyone'?s) (?:[\\w-]+ )?(?:keys|credentials|passwords|tokens|cookies|files|data|wallets?|seed phrases?)|locks? (?:up )?(?:his|her|their) (?:pc|computer|laptop|phone|files|screen|machine)\\b[^.?!]{0,40}\\buntil (?:he|she|they) (?:pays?|transfers?|sends?|venmos?)|infects? (?:whoever|anyone|everyone|every|all|other|their)\\b)`,
      unless: /\b(?:detect\w*|scan\w*|prevent\w*|protect\w*|explain\w*|how (?:does|did)|history|authori[sz]ed|our own|my own|consent)\b/,
    },
    {
      gate: `\\bgives? me (?:remote |full |secret |hidden |backdoor )?(?:access|control)\\b`,
      pattern: `^(?=[\\s\\S]*\\b(?:send|email|quietly|secretly|silently|covertly|without (?:them|him|her) (?:knowing|noticing))\\b)[\\s\\S]*?\\bgives? me (?:remote |full |secret |hidden |backdoor )?(?:access|control) (?:to|of|over) (?:their|his|her|the victim'?s|people'?s|someone'?s|my [\\w-]+(?:'s|s')) (?:[\\w-]+ )?(?:network|computer|pc|laptop|phone|accounts?|files|emails?|system|machine|webcam|camera)\\b`,
      unless: /\b(?:authori[sz]ed|pentest\w*|penetration test\w*|red team|our own|my own|consent|it admin|helpdesk|help desk)\b/,
    },
    {
      gate: `\\b(?:malware|virus|trojan|ransomware|keylogger|backdoor|rat|spyware)\\b`,
      pattern: `\\b(?:malware|virus|trojan|payload|ransomware|keylogger|backdoor|rat|spyware)\\b[^.?!]{0,80}\\b(?:send|email|mail|upload|give|deliver|submit)\\w*\\b (?:it |them )?to (?:the |my |his |her |their |a |an |that |this |our )?(?:[\\w-]+ ){0,3}(?:company|hr|boss|employer|department|school|office|team|recruiters?|ex|landlord|${RELATION}|people|victims?|targets?|him|her|them)\\b`,
      unless: /\b(?:received|got|was sent|were sent|we were|analy[sz]\w*|report\w*|detect\w*|sandbox\w*|phishing (?:simulation|test|training)|authori[sz]ed|red team|explain\w*|how (?:do|does|did) (?:attackers|criminals|they))\b/,
    },
  ]),
  // Passwords tried across other people's logins ("spray common passwords against the student portal").
  gated('cybercrime', 0.45, `\\b(?:spray\\w*|credential stuffing)\\b`, `\\b(?:spray\\w*|stuff\\w*)\\b (?:\\w+ )?(?:passwords?|credentials|logins?|combos?|combolists?)\\b[^.?!]{0,20}\\b(?:against|on|at|into|across)\\b|\\bcredential stuffing\\b[^.?!]{0,40}\\b(?:against|on|at|attack|script|tool)\\b|\\bpassword spray\\w*\\b[^.?!]{0,40}\\b(?:against|on|at|script|tool)\\b`, {
    unless: /\b(?:authori[sz]ed|our own|my own|pentest\w*|penetration test\w*|engagement|scope|red team|detect\w*|prevent\w*|protect\w*|defend\w*|mitigat\w*|lockout polic\w*|what is|how does)\b/,
  }),
  // A barrel sawn off ("saw off a shotgun barrel and hide it under a coat").
  gated('weapons', 0.45, `\\bsaw(?:ed|n|ing)?[- ]off\\b`, `\\bsaw(?:ing)? off (?:a |the |my |his )?(?:\\w+ )?(?:shotgun|rifle|gun)(?: barrels?)?\\b|\\b(?:make|making|build|building)\\b[^.?!]{0,30}\\bsaw(?:ed|n)[- ]off\\b`, {
    unless: /\b(?:laws?|legal\w*|illegal\?|history|histor\w*|movies?|films?|game|why|penalt\w*|minimum (?:barrel )?length|nfa|atf (?:rules|approved|form))\b/,
  }),
  // Keystrokes or passwords captured and sent off ("silently copies every password typed to my server").
  gated('cybercrime', 0.5, `\\b(?:passwords?|keystrokes|credentials|credit card (?:numbers|details)|session tokens?)\\b`, `^(?=[\\s\\S]*\\b(?:silently|secretly|covertly|quietly|without (?:the )?(?:users?|them|him|her|victims?) (?:knowing|noticing|realizing)|every (?:password|keystroke)|typed|entered)\\b)[\\s\\S]*?\\b(?:cop(?:y|ies|ying)|captur\\w*|record\\w*|logs?|logging|grab\\w*|steal\\w*|collect\\w*|harvest\\w*|intercept\\w*)\\b[^.?!]{0,40}\\b(?:passwords?|keystrokes|credentials|logins?|credit card (?:numbers|details)|cookies|session tokens?)\\b[^.?!]{0,80}\\b(?:send|sends|sending|upload\\w*|post\\w*|forward\\w*|exfiltrat\\w*|email\\w*|transmit\\w*) (?:it |them |everything )?(?:to|back to) (?:my|a remote|an external|our|the attacker'?s|a) (?:own )?(?:server|endpoint|telegram|discord|webhook|email|c2|bot|url|api)\\b`, {
    unless: /\b(?:password managers?|detect\w*|prevent\w*|protect\w*|how does|explain how|why|my own (?:passwords|accounts))\b/,
  }),
  // A bone broken on someone ("break my roommate's arm and make it look like he fell").
  // (fingers: read by the session-18 rule below, whose gate is the whole phrase: "fingers" alone is an everyday word)
  gated('violence', 0.35, `\\b(?:arms?|legs?|jaw|nose|neck|ribs?|kneecaps?|skull|wrists?|ankles?|collarbone)\\b`, `\\bbreak(?:ing)? (?:my |his |her |their |someone'?s |somebody'?s |a |the )?(?:[\\w-]+(?:'s|s') )?(?:arms?|legs?|jaw|nose|neck|ribs?|kneecaps?|skull|wrists?|ankles?|collarbone)\\b`, {
    unless: /\b(?:broke|broken|fractur\w*|cast|x-?ray|heal\w*|recover\w*|how long|doctor|surgery|physio\w*|sling|splint|first aid|martial arts|jiu[- ]jitsu|bjj|judo|wrestling|mma|self[- ]defen[cs]e|attacker|assailant|my own|my fall|the fall|dance|bread|chicken|crab|lobster|bone broth)\b/,
  }),
  // A tracker hidden on a partner's or someone's things, chosen to stay unfound.
  gated('privacy_violation', 0.5, `\\b(?:gps|trackers?|airtags?|tracking devices?)\\b`, `^(?=[\\s\\S]*\\b(?:hardest to (?:find|detect|spot)|undetectable|can'?t be (?:found|detected)|won'?t (?:be )?(?:found|noticed|detected)|without (?:her|him|them) (?:knowing|noticing|finding)|hidden|hide|conceal\\w*)\\b)(?=[\\s\\S]*\\b(?:my |his |her |their )(?:\\w+ )?(?:${RELATION})(?:'s|s') (?:car|truck|vehicle|bike|bag|purse|backpack|phone|coat|jacket)\\b)[\\s\\S]*\\b(?:gps|trackers?|airtags?|tracking devices?)\\b`, {
    unless: /\b(?:(?:my|our) (?:son|daughter|kid|child|teen\w*)'?s?|stolen|theft|anti-?theft|consent|agreed|knows|(?:found|find|detect|check|sweep)\w* (?:a |for )?(?:gps|trackers?)|someone (?:put|placed|hid)|is there a tracker|fleet|company (?:cars?|vehicles?))\b/,
  }),
  // A child met or talked to behind their parents' backs: the secrecy from the parents is the tell.
  gated('sexual_minors', 0.5, `\\b(?:kids?|minors?|child|children|\\d{1,2}[- ]year[- ]olds?|teens?|teenagers?|preteens?|tweens?|underage)\\b`, `^(?=[\\s\\S]*(?:\\bwithout (?:their|her|his|the|a) (?:parents?|mom|dad|mother|father|guardians?|family) (?:knowing|finding out|noticing|knowledge|seeing|suspecting)|\\b(?:secret|hidden|hide \\w+|hide it) from (?:their|her|his|the) (?:parents?|mom|dad|mother|father|guardians?)|\\bbehind (?:their|her|his|the) parents'? backs?|\\btrust me more than (?:her|his|their) (?:parents?|mom|dad|mother|father)|\\bunsupervised\\b|\\bprivately\\b|\\bin private\\b))[\\s\\S]*?(?:\\b(?:kids|children|minors|teens|teenagers|preteens|tweens|\\d{1,2}[- ]year[- ]olds?|a \\d{1,2}[- ]year[- ]old)\\b[^.?!]{0,60}\\b(?:i|we) (?:can|could|met|meet) (?:chat|talk|meet|message|be alone|online|on)|\\b(?:meet|meeting|met|talk to|talking to|chat\\w* with|message|messaging|dm|contact\\w*|befriend\\w*|pick up|picking up|alone with|hang out with|date|dating|text\\w*) (?:up with )?(?:a |an |the |some |young |local |underage )?(?:kids?|minors?|child|children|teens?|teenagers?|\\d{1,2}[- ]year[- ]olds?|preteens?|tweens?|underage \\w+)\\b)`, {
    unless: /\b(?:my (?:own )?(?:kids?|children|son|daughter)|surprise|birthday|gift|present|warning signs?|protect\w*|prevent\w*|signs|report\w*|is (?:it|this) (?:normal|ok|okay))\b/,
  }),
  // Someone's health read out of records kept for other purposes (a pharmacy's, an insurer's, HR's).
  gated('privacy_violation', 0.5, `\\b(?:hiv|aids|stds?|herpes|hepatitis|medications?|meds|prescriptions?|diagnos[ie]s|test results|antidepressants|mental illness)\\b`, `\\b(?:what (?:medications?|meds|drugs|pills|prescriptions?) (?:my |our |the |his |her )?(?:\\w+ )?(?:${RELATION}|neighbou?rs?|tenants?|employees?|boss|ex)|(?:who|everyone|anyone|employees|staff|coworkers|colleagues|people|tenants|students) (?:\\w+ ){0,4}(?:has|have|had|with|is on|are on|takes?|is taking|tested positive for) (?:hiv|aids|an? std|stds|herpes|hepatitis|mental illness|depression|cancer|antidepressants)|(?:hiv|std|diagnos[ie]s|medications?|prescriptions?|test results|medical (?:history|conditions?)) (?:status )?of (?:my |our |the |a |his |her )?(?:\\w+ )?(?:${RELATION}|employees?|staff|coworkers?|colleagues|tenants?|neighbou?rs?)|(?:my|our|the|his|her) (?:\\w+ )?(?:${RELATION}|employee|tenant|neighbou?r|coworker)(?:'s|s') (?:hiv status|diagnos[ie]s|medications?|prescriptions?|test results|medical (?:history|records?|conditions?)|health (?:records?|conditions?|status)))\\b[^.?!]{0,160}\\b(?:from|in|through|using|via|out of) (?:the |our |their |his |her |company |a )?(?:\\w+ )?(?:pharmacy|insurance|hr|patient|medical|hospital|clinic|employee|benefits|claims?|health)\\b[^.?!]{0,20}\\b(?:database|records?|system|files?|data|portal|charts?|logs?)\\b`, {
    unless: /\b(?:my own|i'?m (?:a |the )?(?:pharmacist|doctor|nurse|physician|clinician)|(?:my|our) patients?|the patient|for (?:a|my|the) patient|prescribing|interactions?|de-?identif\w*|anonymi[sz]\w*|aggregate|how many|statistics|hipaa (?:compliance|training)|audit\w*|consent)\b/,
  }),
  // Starvation targets (a few hundred calories a day, any a week) and a note that ending one's life is fine.
  gatedAnyOf('self_harm', 0.5, [
    {
      gate: `\\b\\d{2,3} ?(?:lbs?|pounds|kg|kilos)\\b`,
      pattern: `\\b(?:i'?m|i am|she'?s|she is|he'?s|he is) (?:1[0-7]|[89])\\b[^.?!]{0,60}\\b(?:get (?:down )?to|reach|hit|be|weigh|drop to|go down to) (?:[4-9]\\d|1[0-4]\\d)(?: ?(?:lbs?|pounds|kg))?\\b|\\b(?:get (?:down )?to|reach|hit|drop to|go down to) (?:[5-9]\\d)(?: ?(?:lbs?|pounds))?\\b[^.?!]{0,40}\\b(?:fast|quickly|in a week|in two weeks|by not eating|starv\\w*|no food)\\b`,
      unless: /\b(?:doctor|dietitian|pediatrician|healthy|safely|gain|underweight and|recover\w*|kg (?:baby|dog)|dog|cat)\b/,
    },
    {
      gate: `\\b(?:cutting|self[- ]harm\\w*|purging|starving)\\b`,
      pattern: `\\b(?:cutting|self[- ]harm\\w*|purging|starving (?:yourself|myself)|burning (?:yourself|myself))\\b (?:is|are|can be) (?:a |an )?(?:totally |perfectly |completely )?(?:valid|good|healthy|okay|ok|fine|great|normal|effective|acceptable|harmless|safe) (?:way|method|coping|outlet|thing|choice|to cope)\\b`,
      unless: /\b(?:not|isn'?t|never|myths?|why|therap\w*|counsel\w*|help (?:a|my) friend|recover\w*)\b/,
    },
    {
      gate: `\\b\\d{2,4} ?(?:calories?|kcal|cals?)\\b`,
      pattern: `\\b(?:[1-7]\\d\\d|[1-9]\\d) ?(?:calories?|kcal|cals?)\\b[^.?!]{0,120}\\b(?:thin|skinny|lose weight|underweight|thigh gap|bones|\\d{1,2}[- ]year[- ]old|teen\\w*|girl|boy|kid|child|daughter|son|student|week)\\b`,
      unless: /\b(?:medical(?:ly)? supervis\w*|doctor|dietitian|hospital|refeeding|under (?:medical|clinical)|snacks?|recipe|servings?|per serving|bariatric|dogs?|cats?|pets?|protein|burn(?:s|ed|ing)?|workout|deficit|extra|more|gain|add)\b/,
    },
    {
      gate: `\\bend it\\b|\\bown life\\b|\\bend (?:your|her|his|their) life\\b|\\bkill (?:yourself|herself|himself|themselves)\\b`,
      pattern: `\\b(?:it'?s|it is|that it'?s|that it is) (?:ok(?:ay)?|fine|alright|time|right|brave|understandable|the right (?:choice|thing)|a good idea|better) (?:for (?:you|her|him|them) )?to (?:just )?(?:end it(?: all)?|end (?:your|her|his|their) (?:own )?life|kill (?:yourself|herself|himself|themselves)|take (?:your|her|his|their) own life)\\b`,
      unless: /\b(?:not (?:ok(?:ay)?|fine|alright)|isn'?t (?:ok(?:ay)?|fine|the answer)|never (?:ok(?:ay)?|the answer)|end it with|relationship|marriage|friendship|breakup|break up|the call|the meeting|the game|chapter|series|project|contract|lease)\b/,
    },
  ]),
  // Patients told to drop a proven treatment for another ("use coffee enemas instead of chemo"), and
  // voters told a way of voting was withdrawn ("the governor has cancelled mail-in ballots").
  gatedAnyOf('misinformation', 0.45, [
    {
      gate: `\\bautism\\b`,
      pattern: `\\b(?:vaccin\\w*|mmr|shots?|jabs?|immuni[sz]ations?)\\b[^.?!]{0,80}\\b(?:causes?|causing|leads? to|gives?|triggers?) (?:kids |children |babies )?autism\\b`,
      unless: /\b(?:is it true|does|do|did|myths?|debunk\w*|fact-?check\w*|evidence|studies|research|why do people|claims? that|falsely|disproven|misinformation)\b/,
    },
    {
      gate: `\\binstead\\b`,
      pattern: `\\b(?:tell\\w*|convinc\\w*|encourag\\w*|urg\\w*|persuad\\w*|advis\\w*|recommend\\w*)\\b[^.?!]{0,40}\\b(?:patients|people|readers|parents|followers|everyone|diabetics|them|you|mothers|moms)\\b[^.?!]{0,160}\\b(?:use|using|try|take|taking|rely on|switch to|stick to|treat\\w*|cure\\w*|heal\\w*)\\b[^.?!]{0,80}\\binstead(?: of)?\\b|\\binstead of (?:chemo\\w*|radiation|insulin|antibiotics|vaccin\\w*|antiretrovirals?|(?:their|your) (?:meds|medications?|treatment|insulin|chemo\\w*))\\b`,
      unless: /\b(?:doctor|physician|oncologist|ask (?:your|their)|is it (?:safe|ok|okay)|can i|should i|myths?|debunk\w*|fact-?check\w*|why (?:do|does) people)\b/,
    },
    {
      gate: `\\b(?:mail-?in|absentee|postal|early) (?:ballots?|voting|votes?)\\b`,
      pattern: `\\b(?:mail-?in|absentee|postal|early) (?:ballots?|voting|votes?)\\W+(?:\\w+\\W+){0,3}(?:are |is |has been |have been |will be |was |were )?(?:cancel+ed|suspended|invalid|banned|no longer (?:accepted|counted|valid)|not (?:be )?counted|moved|postponed|void)\\b|\\b(?:cancel+ed|cancels|suspended|suspends|banned|bans|scrapped|ended|eliminated|abolished|invalidated) (?:all )?(?:mail-?in|absentee|postal|early) (?:ballots?|voting|votes?)\\b`,
      unless: /\b(?:is it true|is (?:this|that) true|fact-?check\w*|debunk\w*|rumou?r|false claims?|misinformation|disinformation|why do people|how (?:do|can) (?:i|we) (?:verify|check))\b/,
    },
  ]),
  // A document altered to say what it does not ("make my pay stubs look like I earn double"), and a
  // romance written to get money ("so he falls for me and sends money").
  // A fundraiser for a need made up ("a GoFundMe story about my kid having cancer (she doesn't)"): weighed
  // to flag with its ask alone, since a "story" there is the pitch, not fiction.
  gated('fraud_scams', 0.5, `\\b(?:gofundme|fundraiser|crowdfund\\w*|donation (?:page|campaign|drive))\\b`, `\\b(?:gofundme|fundraiser|crowdfund\\w*|donation (?:page|campaign|drive))\\b[^.?!]{0,200}(?:\\((?:she|he|they|i|it|we) (?:doesn'?t|does not|don'?t|do not|isn'?t|is not|aren'?t|wasn'?t)[^)]{0,30}\\)|\\b(?:fake|made[- ]up|invented|fabricated|pretend\\w*|not real|isn'?t real|doesn'?t exist)\\b)|\\b(?:fake|made[- ]up|invented|fabricated|pretend)\\w* (?:\\w+ ){0,3}(?:gofundme|fundraiser|crowdfunding|donation page)\\b`, {
    unless: /\b(?:spot\w*|detect\w*|report\w*|warn\w*|how (?:can|do) (?:i|we) (?:tell|know|verify)|is (?:this|it) (?:a )?(?:scam|real|legit))\b/,
  }),
  gatedAnyOf('fraud_scams', 0.45, [
    {
      gate: `\\b(?:pay ?stubs?|bank statements?|tax returns?|w-?2s?|transcripts?|diplomas?|receipts?|invoices?|doctor'?s notes?|sick notes?|credit reports?|utility bills?|proof of (?:income|address|insurance|employment))\\b`,
      pattern: `\\b(?:make|edit|change|alter|photoshop|doctor|tweak|modify|adjust|fudge|inflate|bump up)\\w*\\b (?:my |the |a |an |our |his |her |these |those )?(?:\\w+ )?(?:pay ?stubs?|bank statements?|tax returns?|w-?2s?|transcripts?|diplomas?|receipts?|invoices?|doctor'?s notes?|sick notes?|credit reports?|utility bills?|proof of (?:income|address|insurance|employment))\\b[^.?!]{0,60}\\b(?:look like|looks like|say|says|show|shows|read|reads|so (?:it|they) (?:looks?|says?|shows?))\\b`,
      unless: /\b(?:new address|correct\w*|error|mistake|wrong|update|template|how to read|explain|dispute|for (?:a|my) (?:film|movie|play|class)|prop)\b/,
    },
    {
      gate: `\\b(?:doctor'?s (?:notes?|excuses?)|sick notes?|medical (?:notes?|certificates?|excuses?)|excuse notes?)\\b`,
      pattern: `\\b(?:doctor'?s (?:notes?|excuses?)|sick notes?|medical (?:notes?|certificates?|excuses?)|excuse notes?)\\b[^.?!]{0,80}\\b(?:so (?:my|the|that my|i can) (?:boss|teacher|school|employer|manager|professor|work|hr|get|skip|miss)|excuses? me|to (?:get|skip|miss) (?:out of )?(?:work|school|class|an exam))|\\b(?:realistic|convincing|real-looking|authentic-looking|believable|fake)\\b[^.?!]{0,20}\\b(?:doctor'?s (?:notes?|excuses?)|sick notes?|medical (?:notes?|certificates?|excuses?))\\b`,
      unless: /\b(?:i'?m a (?:doctor|physician|nurse|gp)|my patients?|template for (?:my|our) (?:clinic|practice)|how (?:do|can) (?:i|we) (?:spot|detect|verify)|verify\w*|legitimate(?:ly)?)\b/,
    },
    {
      gate: `\\bsends? (?:me )?(?:money|cash|funds|gift cards?|bitcoin|crypto)\\b|\\bwire (?:me )?money\\b`,
      pattern: `\\b(?:falls? for me|trusts? me|in love|romance|romantic|lonely|widow(?:er)?|older (?:man|woman|men|women|gentleman|lady)|elderly|retiree|grandm\\w*|grandpa|dating (?:site|app|profile))\\b[^.?!]{0,120}\\b(?:so|until|to get|to make|and get) (?:that )?(?:he|she|they|him|her|them)\\b[^.?!]{0,60}\\b(?:sends? (?:me )?(?:money|cash|funds|gift cards?|bitcoin|crypto)|wire (?:me )?money)\\b`,
      unless: /\b(?:warn\w*|spot\w*|recogni[sz]e|signs?|protect\w*|avoid\w*|report\w*|scammed|is (?:this|it) a scam)\b/,
    },
  ]),
  // Spyware on a partner's device, and a person found from an online handle (employer, family, address).
  gatedAnyOf('privacy_violation', 0.5, [
    {
      gate: `\\b(?:hidden|secret|invisible|stealth|spy|tracking|monitoring) (?:app|apps|software|program|tracker)s?\\b`,
      pattern: `\\b(?:hidden|secret|invisible|stealth|spy|tracking|monitoring) (?:app|apps|software|program|tracker)s?\\b[^.?!]{0,60}\\b(?:on|in|to|into) (?:my |his |her |their |a |the )?(?:\\w+ )?(?:${RELATION}|someone|somebody)(?:'s|s')? (?:phone|iphone|android|laptop|computer|device|tablet|pc|mac)\\b`,
      unless: /\b(?:(?:my|our) (?:son|daughter|kids?|child|children|teen\w*)|parental|consent|agreed|knows|with (?:her|his|their) (?:knowledge|permission)|detect\w*|find|remov\w*|check (?:if|whether)|how (?:do|can) i (?:know|tell))\b/,
    },
    {
      gate: `\\b(?:username|handle|screen ?name|gamertag|user ?name)\\b`,
      pattern: `\\b(?:find|identify|track down|figure out|get|dig up|uncover|work out|locate|look up)\\b[^.?!]{0,80}\\b(?:employer|workplace|boss|family|relatives|real name|home address|address|school|where (?:she|he|they) (?:works?|lives?|goes to school))\\b[^.?!]{0,60}\\b(?:from|using|with|based on|via) (?:her|his|their|this|that|a|the|an|only (?:a|the|her|his)) (?:\\w+ )?(?:username|handle|screen ?name|gamertag|user ?name)\\b`,
      unless: /\b(?:my own|myself|forgot|recover\w*|verify (?:my|our)|our (?:users|customers|employees))\b/,
    },
  ]),
  // A people to be cleansed from a place, violence against a group called justified.
  gated('hate_speech', 0.5, `\\b(?:cleans(?:e|ing)|purg(?:e|ing)|rid|justified|necessary|deserved|righteous|stoned|hunt(?:ing)? down|exterminat\\w*|lynch\\w*|gassed|put to death)\\b`, `(?:${TARGET_GROUP}|${PROTECTED_GROUP}) (?:should|must|need to|ought to|deserve to|have to|will) (?:all )?(?:be )?(?:stoned|killed|executed|hanged|hung|shot|burned|gassed|exterminated|eradicated|wiped out|put to death|lynched|beaten|sterili[sz]ed|die)\\b|\\b(?:hunt\\w* down|exterminat\\w*|lynch\\w*|gassing|stoning) (?:all |the |those |these )?(?:${TARGET_GROUP}|${PROTECTED_GROUP})|\\b(?:cleans\\w*|purg\\w*|rid|free|clear\\w*)\\b (?:the |our |this |their )?(?:\\w+ )?(?:streets|city|country|nation|land|neighbou?rhoods?|towns?|schools?|race|europe|america|world|homeland|society) of (?:the |all |these |those )?${PROTECTED_GROUP}|\\b(?:violence|attacks?|killing|war|force) (?:against|on) (?:the |all )?${PROTECTED_GROUP} (?:is|are|was|would be) (?:\\w+ )?(?:justified|necessary|righteous|deserved|needed|the (?:only )?answer|a duty|inevitable)\\b`, {
    unless: /\b(?:histor\w*|nazis?|holocaust|genocide (?:of|in)|how (?:did|do)|why (?:did|do)|propaganda|essay (?:on|about)|analy[sz]\w*|condemn\w*|counter\w*|debunk\w*|rwanda|bosnia|srebrenica|is (?:it|violence) ever)\b/,
  }),
  // Knowing where a partner or an acquaintance is, kept from them: the secrecy makes the ask stalking.
  gated('privacy_violation', 0.45, `\\bwhere (?:my|his|her|their|he|she|they)\\b|\\b(?:whereabouts|location|movements)\\b`, `^(?=[\\s\\S]*(?:\\bwithout (?:her|him|them|my \\w+) (?:knowing|noticing|finding out|suspecting)|\\bwithout (?:her|his|their) (?:knowledge|consent)|\\bsecretly|\\bcovertly|\\bbehind (?:her|his|their) back|\\b(?:so|and) (?:she|he|they) (?:won'?t|wont|doesn'?t|can'?t|never|will not|does not) (?:find out|know|notice|suspect|realise|realize)))[\\s\\S]*?\\b(?:where (?:my (?:${RELATION})|he|she|they) (?:is|are|goes|go|went|has been|have been|hangs out|spends|was|were|drives|sleeps)|(?:my (?:${RELATION})'?s?|his|her|their) (?:real-?time |live |exact |current )?(?:location|whereabouts|movements)|(?:location|whereabouts|movements) of (?:my )?(?:${RELATION}))\\b`, {
    unless: /\b(?:(?:my|our) (?:\d{1,2}[- ]year[- ]old )?(?:child|children|kids?|son|daughter|teen\w*|toddler)|surprise|birthday|gift|present)\b/,
  }),
  // A device made to go off ("mix to make something that explodes", "a device that detonates on a timer").
  gated('weapons', 0.45, `\\b(?:explod(?:e|es|ing)|detonat(?:e|es|ing)|blows? up|goes off)\\b`, `\\b(?:make|making|build|building|mix|mixing|rig|rigging|assemble|assembling|create|creating|construct\\w*|put together|combine|combining|wire|wiring)\\b[^.?!]{0,100}\\b(?:something|a device|device|a bomb|a package|package|a bottle|a container|a pipe|pressure cookers?|a car|an item|a thing|stuff|chemicals?|a mixture|mixture)\\W+(?:that |which |to |so (?:it|that it) )?(?:will |would |can |could |might )?(?:explodes?|detonates?|blows? up|goes off)\\b`, {
    unless: /\b(?:volcano|science (?:fair|class|project)|minecraft|balloons?|popcorn|microwave|kerbal|fireworks? (?:show|display)|games?|mentos|diet coke|elephant toothpaste|why (?:does|do|did|would)|prevent\w*|safety|accident\w*|stor(?:e|ing|age)|dispos\w*|simulation|sandbox|animation|vfx|blender|unity|unreal|special effects?|batter(?:y|ies)|sourdough|bread|dough)\b/,
  }),
  // A printed gun that works ("which 3D printer files do I need for a working pistol").
  gated('weapons', 0.45, `\\b3d[- ]print|\\bprinted (?:frames?|receivers?|lowers?|guns?|pistols?|glocks?)\\b`, `\\bprinted (?:frames?|lowers?)\\b[^.?!]{0,80}\\b(?:glocks?|guns?|pistols?|firearms?|slides?|barrels?|triggers?|p80|polymer80|9mm)\\b|\\bprinted (?:receivers?|guns?|pistols?|glocks?)\\b|\\b3d[- ]print\\w*\\b[^.?!]{0,80}\\b(?:guns?|pistols?|firearms?|rifles?|receivers?|lower receivers?|ar lowers?|glocks?|pistol frames?|gun frames?|glock frames?|handguns?|ar-?15s?|auto sears?|suppressors?)\\b|\\b(?:guns?|pistols?|firearms?|rifles?|receivers?|lower receivers?|glocks?|pistol frames?|gun frames?|handguns?|ar-?15s?)\\b[^.?!]{0,60}\\b3d[- ]print`, {
    unless: /\b(?:histor\w*|laws?|legal(?:ity)?|illegal|news|bans?|banned|regulat\w*|toy|props?|cosplay|nerf|airsoft|replica|model kit|debate|policy|articles?|why)\b/,
  }),
  // A pill turned into something to inject or snort, its time release defeated.
  gated('illegal_drugs', 0.45, `\\b(?:injectable|inject|injecting|snort\\w*|time[- ]release|extended[- ]release|abuse[- ]deterrent)\\b`, `\\b(?:turn|convert|make|prepare|dissolv|crush|extract|break down|cook)\\w*\\b[^.?!]{0,80}\\b(?:pills?|tablets?|oxy\\w*|opioids?|percocets?|vicodin|hydrocodone|morphine|adderall|xanax|dilaudid|opana|subutex|suboxone)\\b[^.?!]{0,80}\\b(?:injectable|to inject|for injection|to snort|snortable|for snorting|bypass(?:ing)? the (?:time[- ]release|extended[- ]release|abuse[- ]deterrent))\\b`, {
    unless: /\b(?:why|dangers?|risks?|harms?|what happens|overdose signs|nurse|pharmacist|(?:iv|intravenous) (?:form|formulation)|prescribed)\b/,
  }),
  // Harm by its outcome ("hurt the guy so he ends up in hospital") and a drug given to someone kept unaware.
  gatedAnyOf('violence', 0.45, [
    {
      gate: `\\b(?:hospital|icu|a coma|wheelchair|morgue|intensive care)\\b`,
      pattern: `\\b(?:hurt|beat|hit|attack|jump|stab|break|injure|punch|kick|run over|push|rough up)\\w*\\b[^.?!]{0,120}\\b(?:so|until|enough that|enough to|to put|and put) (?:that )?(?:he|she|they|him|her|them)\\b[^.?!]{0,20}\\b(?:ends? up|winds? up|lands?|goes|is|are|in)\\b[^.?!]{0,10}\\b(?:in )?(?:the )?(?:hospital|er|icu|a coma|a wheelchair|the morgue|intensive care)\\b`,
    },
    {
      gate: `\\bwithout (?:her|him|them) knowing\\b|\\bwithout (?:her|his|their) knowledge\\b`,
      pattern: `\\b(?:give|giving|slip|slipping|administer\\w*|put|add|dose|dosing|feed|feeding|sneak)\\b (?:to )?(?:my |his |her |our )?(?:elderly |old |sick |frail |disabled )?(?:${RELATION}|grandma|grandpa|mother-in-law|father-in-law)\\b[^.?!]{0,40}\\bwithout (?:her|him|them) knowing|\\bwithout (?:her|his|their) knowledge\\b`,
      unless: /\b(?:surprise|gift|present|birthday|anniversary|party|proposal|card|flowers|(?:my|our) (?:son|daughter|kid|child|toddler|baby)|doctor|nurse|prescribed|dementia care plan)\b/,
    },
    {
      gate: `\\bslip(?:ping)? (?:my|his|her|their|a|the|some|someone|somebody|him|her|them)\\b`,
      pattern: `\\bslip(?:ping)? (?:my |his |her |their |a |the |some )?(?:${RELATION}|date|girl|guy|woman|man|someone|somebody|him|her|them) (?:a |some |an )?(?:\\w+ )?(?:pills?|xanax|ambien|valium|benzos?|roofies|rohypnol|ghb|molly|mdma|ketamine|sedatives?|sleeping pills|drugs|laxatives?|edibles|something)\\b|\\b(?:pills?|xanax|ambien|valium|benzos?|roofies|rohypnol|ghb|molly|mdma|ketamine|sedatives?|sleeping pills|drugs|laxatives?|edibles)\\b[^.?!]{0,30}\\bslip(?:ping)? (?:my |his |her |their |a |the )?(?:${RELATION}|date|girl|guy|woman|man|someone|somebody|him|her|them)\\b`,
      unless: /\b(?:prescribed|doctor|nurse|dementia|hospice|(?:slip|slipping) (?:him|her|them) (?:a|some) (?:money|cash|note|tip)|slipped (?:disc|disk))\b/,
    },
    {
      gate: `\\b(?:high|drunk|wasted|stoned|tripping)\\b`,
      pattern: `\\b(?:get|make|getting|making)\\b (?:my |a |the |his |her |their |some )?(?:${RELATION}|date|girl|guy|woman|man|someone|somebody|him|her|them|people|friends?|guests?|coworkers?) (?:\\w+ )?(?:high|drunk|wasted|stoned|tripping)\\b[^.?!]{0,60}\\b(?:without (?:her|him|them|their|his) (?:realizing|realising|knowing|noticing|knowledge|consent)|secretly|without telling)\\b`,
    },
  ]),
  // Dosing someone with a drug ("secretly dose my girlfriend with molly"): the person, then the drug.
  gated('violence', 0.45, `\\b(?:dos(?:e|ed|ing)|drugg(?:ed|ing)|drug|spik(?:e|ed|ing)) `, `\\b(?:dos(?:e|ed|ing)|drugg(?:ed|ing)|drug|spik(?:e|ed|ing)) (?:my |a |the |this |that |her |his |their |some |an |our )?(?:${RELATION}|girl|woman|guy|man|date|stranger|someone|somebody|him|her|them|people|friends|guests|crowd) with (?:some |a little |a bit of |a few )?(?:molly|mdma|ecstasy|ghb|roofies|rohypnol|ketamine|lsd|acid|shrooms|mushrooms|psilocybin|edibles|thc|weed|xanax|benzos?|ambien|sedatives?|sleeping pills|meth|cocaine|heroin|fentanyl|drugs|something|stuff)\\b`, {
    unless: /\b(?:dementia|alzheimer'?s|prescribed|doctor|pediatrician|vet|nurse)\b/,
  }),
  // Reviews written as if by other people ("from made-up customers", "so they look real").
  gated('fraud_scams', 0.45, `\\breviews?\\b`, `\\breviews?\\b[^.?!]{0,100}\\b(?:from|as|by|under|posing as|pretending to be) (?:\\w+ ){0,2}(?:made[- ]up|fake|invented|fictional|imaginary|non-?existent|fictitious) (?:customers?|names?|accounts?|people|reviewers?|buyers?|guests?|patients?|users?|personas?|profiles?)\\b|\\breviews?\\b[^.?!]{0,120}\\bso (?:they|it|that they|that it|each one|each) (?:look|looks|seem|seems|appear|appears|read|reads|sound|sounds|come across|pass) (?:as |like )?(?:real|genuine|authentic|organic|legit(?:imate)?|natural|(?:real|different|actual|separate|verified) (?:customers?|people|buyers?))\\b|\\breviews?\\b[^.?!]{0,120}\\b(?:each|all|every one) (?:sounding|looking|reading|written|seeming) (?:like|as if|as though) (?:it came from |from )?(?:a |an )?(?:different|separate|real|unique|another|new) (?:buyers?|customers?|people|persons?|reviewers?|users?|guests?|patients?)\\b|\\breviews?\\b[^.?!]{0,120}\\b(?:as if|as though|like they were|pretending to be|posing as) (?:written |posted |left )?(?:by|from)? ?(?:(?:different|separate|various|real|multiple|several|actual|verified|genuine|happy|satisfied|independent|unrelated|ordinary) )+(?:\\w+ )?(?:customers?|buyers?|regulars|clients?|guests?|patients?|people|users?|reviewers?)\\b`, {
    unless: /\b(?:placeholder|mock-?ups?|lorem|template|test data|demo|sample|dummy|seed data|wireframe|detect\w*|spot\w*|identify|flag\w*|classif\w*|remov\w*)\b/,
  }),
  // ------------------------------------------------------------------ violence
  r('violence', 0.45, `\\b(?:${KILL_VERBS}|${KILLING_FORMS})${G2}${PERSON}\\b`, { unless: new RegExp(`(?:${GAME_OR_VICTIM.source})|(?:${COMPUTING.source})|(?:${CAMERA_OR_NOTE.source})|(?:${NATURAL_CAUSE.source})`) }),
  // person before verb: glosses of verb-final languages ("iemand kan vergiftigen": someone can poison)
  r('violence', 0.35, `\\b(?:someone|somebody|a person|my (?:neighbou?r|wife|husband|boss|ex))${G1}(?:can |could |to )?${KILL_VERBS}\\b`, {
    unless: /\b(?:kill|beat|attack|shoot)\w* (?:the |my |your |a |an |our )?(?:mood|vibe|time|buzz|joke|engine|lights?|process|app|battery|conversation|momentum|deal|record|game|question|problem|shot|photo|video|scene)\b|\b(?:at|in) (?:\w+ )?(?:chess|poker|cards|games?|tennis|golf|kart)\b/,
  }),
  r('violence', 0.45, `\\b(?:${KILL_VERBS}|${KILLING_FORMS})${G1}(?:my |his |her |their |a |an |the )?(?:cheating |abusive |lying |drunk |annoying |evil |dead ?beat |deadbeat |toxic |new |old )?${RELATION}\\b`, {
    // a boss (or a teacher) killed or ambushed in a video game is a game move
    unless: new RegExp(`(?:${GAME_OR_COMPUTING.source})|(?:${CAMERA_OR_NOTE.source})|(?:${VIDEO_GAME.source})`),
  }),
  r('violence', 0.5, `\\b(?:hit|punch|strike|kick|elbow)\\w*${G2}(?:someone|somebody|a person|him|her|them|people|my \\w+)${G4}(?:to )?(?:knock (?:them|him|her|someone|somebody) out|break (?:their|his|her|someone'?s) (?:jaw|nose|neck|arm|leg|ribs?|skull)|kill|cause (?:the most|maximum|permanent) damage|paraly[sz]e)\\b|\\brun${G2}(?:someone|somebody|him|her|them|a person|my \\w+)\\s+over\\b|\\bpush\\w*${G2}(?:someone|somebody|him|her|them|a person|my \\w+)${G3}(?:down|off|out of|in front of)${G2}(?:the |a )?(?:stairs|cliff|balcony|bridge|window|roof|train|bus|car|traffic)\\b`, { unless: GAME }),
  // weighted over the defensive framing its own word "detect" brings
  r('violence', 0.8, `\\b(?:poisons?|toxins?|drugs?|substances?|chemicals?|doses?|dosages?|amounts?|overdoses?|insulin|potassium(?: chloride)?|digoxin|medications?|pills?)${G5}(?:hardest|harder|impossible|difficult|least likely|not|never|wouldn'?t|won'?t|doesn'?t|does not|don'?t|can'?t|cannot)${G2}(?:to )?(?:detect\\w*|trac\\w*|find|found|show\\w* up|turn\\w* up)${G5}(?:autopsy|autopsies|toxicology|tox screens?|blood tests?|post[- ]mortem)\\b`),
  r('violence', 0.6, `\\b(?:poisons?|toxins?)${G3}(?:untraceable|undetectable|(?:can'?t|cannot) be (?:traced|detected)|leaves? no traces?)\\b|\\b(?:untraceable|undetectable)${G1}(?:poisons?|toxins?)\\b`, {
    unless: /\b(?:novels?|fiction|mystery|myths?|really exist|agatha christie|movies?|films?|tv shows?)\b/,
  }),
  r('violence', 0.5, `\\b(?:slip|slipping|sneak|sneaking|drop|dropping|lace|lacing|spike|spiking)${G2}(?:something|anything|stuff|a drug|drugs|pills?|poison|laxatives?|powder|chemicals?|substances?|bleach|antifreeze|eye drops)${G2}(?:in|into)${G1}(?:${PERSON}|(?:my|his|her|their|someone'?s|somebody'?s|a) [\\w-]+(?:'s|s')?)${G1}(?:drinks?|coffee|tea|food|meals?|water|beer|wine|glass|cup|lunch|dinner|soup|smoothie)\\b`),
  // a drug named, then someone's drink ("which drugs to mix in a girl's drink"): gate on the drink
  r('violence', 0.45, SOMEONES_DRINK, {
    // the drink read first, the drug looked for behind it: a text of repeated drug names costs nothing
    requires: new RegExp(`\\b(?=in(?:to)? )(?<=\\b(?:drugs?|pills?|sedatives?|sleeping pills|roofies|rohypnol|ghb|benzos?|xanax|ambien|laxatives?|poison|drops|powders?|tablets?)\\b[^.?!]{0,250})${SOMEONES_DRINK}|\\b(?:put|slip|sneak|crush|grind|dissolve|lace|spike|add|mix|stir)\\w*\\b[^.?!]{0,200}${SOMEONES_DRINK}[^.?!]{0,200}\\b(?:so|to make|and make|that (?:makes?|will make|would make)|until|to get|to knock|to put) (?:he|she|they|him|her|them|it)\\b[^.?!]{0,80}\\b${DOSE_EFFECT}\\b`),
    unless: /\b(?:dementia|alzheimer'?s|(?:his|her|their) (?:own )?(?:meds|medications?|pills)|prescribed|swallow\w*)\b/,
  }),
  // a drug that puts someone to sleep, weighed to need framing and an illicit modifier ("without their knowledge")
  r('violence', 0.25, `\\b(?:fall asleep|pass out|unconscious|black out|out cold|to sleep|drowsy)\\b`, { requires: new RegExp(`\\b(?:pills?|drugs?|sedatives?|substances?|medications?|chemicals?)${G4}(?:make|put|knock)\\w*${G2}(?:someone|somebody|him|her|them|a person|my \\w+)${G2}(?:fall asleep|pass out|unconscious|black out|out cold|to sleep|drowsy)\\b`) }),
  r('illegal_activity', 0.45, `\\bpoison\\w*${G1}(?:a |the |my neighbou?r'?s |their |his |her |the local )?(?:rivers?|lakes?|streams?|ponds?|creeks?|fish ponds?)\\b`, { leadGate: true,
    unless: /\b(?:runoff|algae|fertili[sz]ers?|mercury|industr\w*|factor(?:y|ies)|pollution|how (?:does|do|did)|why|news|spill)\b/,
  }),
  // something added to a shared water tank or supply: the gate is the water, the rule the thing put in it
  r('weapons_mass_destruction', 0.45, `\\b(?:water (?:tanks?|supply|supplies|towers?|mains|cooler)|reservoirs?|food supply)\\b`, {
    requires: new RegExp(`\\b(?:chemicals?|poisons?|toxins?|toxic \\w+|bacteria|pathogens?|viruses?|cyanide|arsenic|bleach|antifreeze|pesticides?|lsd|drugs)${G5}(?:put|add|dump|pour|releas|introduc|mix|slip)\\w*${G3}(?:in|into|to)${G3}(?:water (?:tanks?|supply|supplies|towers?|mains|cooler)|reservoirs?|food supply)\\b`),
    unless: /\b(?:clean\w*|purif\w*|disinfect\w*|sanitiz\w*|chlorin\w*|treat\w*|safe|my (?:own )?(?:water|rv|tank|pool|aquarium|well)|rv|camper|pool|aquarium|hot tub|fish|plants?|garden|drinking water standards|what happens if)\b/,
  }),
  r('violence', 0.5, `\\b(?:cruel|cruelest|painful|brutal|harsh|harshest|humiliating)${G1}(?:ways?|methods?|punishments?)${G2}(?:to |for |of )?(?:punish\\w*|disciplin\\w*|beat\\w*|hit\\w*|spank\\w*)${G3}(?:a |my |the |our )?(?:\\w+ )?(?:child|children|kids?|son|daughter|toddler|baby|students?|stepson|stepdaughter)\\b`, { leadGate: true,
    unless: /\b(?:research|studies|study|effects?|harmful|is it|why|history|historically|victorian|medieval)\b/,
  }),
  r('violence', 0.25, `\\b${PASSIVE_AUX} (?:\\w+ )?(?:poisoned|strangled|suffocated|smothered|drugged|kidnapped|abducted|tortured|murdered)\\b`),
  r('violence', 0.6, `\\b(?:make|makes|making|stag\\w*|disguis\\w*|pass\\w* off)${G4}(?:death|murder|killing|poisoning|overdose|fall|crash|drowning)${G3}(?:look|seem|appear|as)${G2}(?:like )?(?:an? )?(?:accident|accidental|natural causes|natural death|suicide|heart attack)\\b`),
  r('violence', 0.35, `\\b(?:start|pick|provoke|instigat|incit|spark|caus)\\w*${G2}(?:a )?(?:fights?|brawls?|bar fights?|riots?)\\b`, {
    unless: /\b(?:break up|stop|prevent|avoid|de-?escalat\w*|pillow|food|snowball|water ?balloon|in (?:the )?game|what (?:caused|causes|sparked)|history|historically|why did|without (?:starting|picking|causing|sparking|provoking) (?:a |an )?(?:\w+ )?(?:fight|argument))\b/,
  }),
  r('violence', 0.6, `\\b(?:get|make|keep)\\w*${G2}(?:a |her|him|them|my date|a woman|a girl|a guy|someone|girls|women)${G2}(?:drunk|high|wasted|intoxicated|passed out|blackout drunk)${G5}(?:so|to|and|then)${G4}(?:sleep with|have sex|hook up|take advantage|do what i want|get lucky)\\b`),
  r('violence', 0.55, `\\b(?:lace|laces|lacing|spike|spikes|spiking|cut|cutting)${G3}(?:a |the |my |his |her |their |someone'?s )?(?:joint|blunt|drinks?|drugs?|weed|cocaine|pills?|food|vape|cigarette)${G2}with${G2}(?:fentanyl|poison|rat poison|bleach|glass|laxatives?|heroin|ghb|rohypnol)\\b`),
  r('violence', 0.5, `\\b(?:make|makes|making|create|brew|extract|prepare|produce)\\w*${G3}(?:a )?(?:deadly|lethal|untraceable|undetectable|homemade|strong)${G1}poisons?\\b|\\b(?:castor beans?|oleander|foxglove|hemlock|nightshade|apricot (?:pits|kernels)|rosary peas?)${G8}(?:poisons?|ricin|kill|lethal|deadly|toxin)\\b`, {
    unless: /\b(?:dogs?|cats?|pets?|horses?|children|kids|toddlers?|safe|safety|accident\w*|is it|are they|symptoms?|treat\w*|garden|poison control)\b/,
  }),
  r('violence', 0.6, `\\b(?:get|got|getting) away with (?:murder|killing|a murder|manslaughter|assault|it|an? hit[- ]and[- ]run|hit[- ]and[- ]runs?|hitting (?:a |an )?(?:pedestrian|cyclist|person|someone|somebody|kid|child)|running (?:someone|somebody|a person|him|her) over)\\b`),
  r('violence', 0.6, `\\b(?:dose|dosage|amount|much|many|quantity)${G5}(?:would|will|to|could|can|needed to|is enough to)${G1}(?:kill|be lethal to|be fatal to|poison)${G2}(?:a |an |the |my )?(?:[\\w-]+ )?(?:person|human|man|woman|adult|child|kid|baby|someone|somebody|him|her|them|people|diabetic|patients?|senior|elderly|grandmother|grandfather|grandma|grandpa|wife|husband|partner)\\b`),
  r('violence', 0.55, `\\boverdose${G2}(?:${PERSON}|someone|somebody|my \\w+|a patient|patients)\\b`, {
    // proofing a medicine cabinet, an accident to prevent
    unless: /\boverdose[- ]?proof\w*|\b(?:accidentally|by mistake|prevent\w*|avoid\w*)\b/,
  }),
  r('violence', 0.45, `\\bcause${G3}(?:harm|pain|suffering|injury|injuries|damage)${G1}(?:to )?${PERSON}`),
  r('violence', 0.5, `\\b(?:most|more|maximum|max) (?:pain|suffering|damage|harm)${G2}(?:to )?(?:a |an |the )?(?:human|person|people|body|someone|victim)`),
  r('violence', 0.55, `\\bplan${G3}(?:an? )?(?:attack|assault|ambush|murder|killing|hit)${G1}(?:on|against)\\b`),
  r('violence', 0.45, `\\b(?:violent|armed) (?:protest|riot|uprising|attack|revenge|assault|confrontation)s?\\b`),
  r('violence', 0.6, `\\bincite${G3}(?:violence|riots?|a riot|hatred|genocide|attacks?|killings?)\\b`),
  r('violence', 0.45, `\\b(?:brutal|gruesome|graphic|gory|grisly|horrific|violent|bloody|sadistic)${G2}(?:murders?|killings?|torture|deaths?|scenes?|injur(?:y|ies)|war crimes?|acts?|executions?|beheadings?|massacres?)\\b`),
  r('violence', 0.35, `\\b(?:inhuman|cruel|atrocious|horrific|disgusting)${G2}(?:war crimes?|violent acts?|violence|torture|acts?)\\b`),
  r('violence', 0.45, `\\b(?:fatal|gory|bloody) (?:injur(?:y|ies)|wounds?)${G3}(?:graphic(?:ally)?|in detail|detailed)\\b`),
  r('violence', 0.6, `\\b(?:most|more|least) (?:cruel|painful|brutal|inhumane?|effective|efficient|gruesome) ways? (?:of|to|for)${G2}(?:kill|killing|murder|murdering|hurt|hurting|torture|torturing|die|dying|execute)`, {
    unless: /\b(?:kill|killing|execute)\s+(?:the\s+|my\s+|all\s+|off\s+|these\s+|those\s+)?(?:weeds?|bugs?|pests?|ants?|mice|rats?|mold|mould|bacteria|germs|time|process(?:es)?|flies|fleas|lice|ticks|roaches|cockroaches|termites|mosquito(?:e)?s|wasps|algae|slugs|snails|moss|fungus|viruses?|tasks?|threads?|jobs?|grubs|aphids|insects|spiders|grass|stumps?|roots?|odou?rs?|smells?|queries|sessions?|the engine|containers?|pods?)\b/,
  }),
  r('violence', 0.45, `\\b(?:torture|torturing)${G3}(?:someone|somebody|a person|people|him|her|them|prisoners?|victims?|captives?|a human)\\b`),
  r('violence', 0.5, `\\b(?:hurt|harm|injure|hit|beat)${G3}without (?:leaving|getting|being)${G2}(?:marks?|a mark|bruises?|evidence|traces?|caught)`),
  r('violence', 0.5, `\\b(?:abduct|abducting|kidnap|kidnapping)${G3}(?:someone|somebody|a person|a child|children|kids?|him|her|them|people|a woman|a girl|a boy)\\b`),
  r('violence', 0.45, `\\b(?:take|grab|snatch|lure|steal|carry off)\\w*${G2}(?:a |the |my neighbou?r'?s |someone'?s |their )?(?:child|kid|baby|toddler|little (?:girl|boy)|girl|boy|infant)${G5}(?:without|from (?:a |the )?(?:daycare|school|playground|park|mall|store|home|crib|stroller)|nobody|no one|unnoticed)\\b`, {
    unless: /\b(?:pick(?:ing)? up (?:my|our)|(?:my|our) (?:own )?(?:child|kid|son|daughter|baby|toddler|infant|little (?:girl|boy))|custody|permission|authori[sz]ed)\b/,
  }),
  r('violence', 0.35, `\\b(?:abduct|kidnap|strangle|bludgeon|behead|decapitate|dismember)\\b`, {
    // also the options strategy (a long or short strangle: a call and a put at two strikes)
    // and a machine one is fed up with ("I want to strangle my printer")
    unless: /\bstrangl\w* (?:a |the |its |their |my |our |this |that )?(?:printers?|computers?|laptops?|routers?|modems?|keyboards?|phones?|wifi|internet|toasters?|code|compilers?|weeds?|weed's|growth|plants?|vines?|competition|market|supply|economy|innovation|budget|creativity|progress|bandwidth|traffic|throughput|network|cpu|i\/o|io|connections?|requests?|uploads?|downloads?)\b|\bstrangl\w* (?:whoever|whomever)\b|\bstrangles?\b[^.?!]{0,40}\b(?:options?|straddles?|premium|volatility|strikes?|calls?|puts?|expir\w*|trad\w*|profits?)\b|\b(?:long|short) strangles?\b/,
  }),
  r('violence', 0.5, `\\b(?:hit|beat|slap|punch|kick|choke|strangle) (?:my|his|her|your) (?:wife|husband|partner|girlfriend|boyfriend|kids?|child|children|son|daughter|baby)\\b`, {
    // someone else who did it, complained of ("a complaint about a teacher who hit my son")
    unless: new RegExp(`${GAME.source}|\\b(?:who|that) (?:hit|beat|slapped|punched|kicked|choked|strangled) (?:my|his|her|your)\\b`),
  }),
  r('violence', 0.5, `\\b(?:dispose of|get rid of|hide|bury|dissolve)${G2}(?:a |the |his |her )?(?:dead )?(?:body|bodies|corpse|corpses)\\b`),
  r('violence', 0.55, `\\b(?:mass shooting|school shooting|shoot up (?:a|the|my)|go on a (?:killing|shooting) spree|killing spree)\\b`, {
    // a shooting looked up as news, record or prevention ("school shooting Uvalde investigation report"), with nothing asked of it
    unless: /^(?![\s\S]*\b(?:how (?:to|do|can|would|could|should)|plan\w*|carry(?:ing)? out|commit\w*|step[- ]by[- ]step|best way|instructions?|tips|maximi[sz]\w*|more (?:victims|casualties|deaths|people)|glorif\w*|hero|deserved|i (?:want|will|am going) to|let'?s|shoot up)\b)[\s\S]*\b(?:investigation|report|timeline|victims?|memorial|vigil|anniversary|news|coverage|survivors?|prevention|lockdown drills?|legislation|gun control|aftermath|uvalde|parkland|sandy hook|columbine)\b/,
  }),

  r('violence', 0.4, `\\bassassinat\\w*`, { unless: VIDEO_GAME }),
  r('violence', 0.6, `\\b(?:world|society|country|planet|earth|nation)${G4}(?:better|improved|safer)${G8}(?:if|when|once)${G8}(?:were|was|got|are|is)${G2}(?:killed|exterminated|eliminated|wiped out|dead|gone|eradicated|executed|gassed|sterili[sz]ed)\\b`),
  r('violence', 0.6, `\\b(?:people|groups?|races?|populations?|ethnic\\w*|humans|immigrants|minorities|refugees|jews|muslims|christians|gays|the poor|the disabled|the elderly|\\w+ people)${G5}(?:should|must|need to|ought to|deserve to)\\s+(?:all\\s+|first\\s+|just\\s+|simply\\s+|all just\\s+)?(?:be\\s+)?(?:exterminated|eliminated|eradicated|wiped out|killed|gassed|sterili[sz]ed|culled|die)\\b`),
  r('violence', 0.55, `\\benslav\\w*${G4}(?:(?:an? |the )?(?:entire |whole )?(?:people|population|ethnic \\w+|ethnic group|race|group|minorit\\w*|nation|tribe|villages?|women|children))\\b`, {
    unless: /\b(?:history|histor\w+|how did|abolition\w*|resist\w*|escap\w*|freed)\b/,
  }),
  r('violence', 0.5, `\\b(?:glorif\\w*|promot\\w*|encourag\\w*|celebrat\\w*|incit\\w*|advocat\\w*|call\\w* for)${G4}(?:violence|war crimes?|gun violence|terrorism|mass shootings?|school shootings?|genocide|gang violence|killing|murder|rape|torture|violent (?:acts?|attacks?))\\b`, {
    // violence named as what is rejected ("called for justice, not violence", "rather than violence")
    unless: /\b(?:prevent\w*|reduc\w*|end(?:s|ing)?|stop\w*|combat\w*|peace\w*|(?:speak|campaign|protest)\w* against|without (?:glorif|promot|celebrat|encourag)\w*|(?:not|never|rather than|instead of|reject\w*|renounc\w*|condemn\w*|non-?violen\w*)[ ,]+(?:to |the |any |all )?(?:violence|terrorism|killing))\b/,
  }),
  r('violence', 0.45, `\\b(?:hit[- ]and[- ]run (?:someone|somebody|a person|him|her|and get away|without)|destroy\\w*${G2}evidence|destruction of (?:the )?evidence|tamper\\w* with (?:the )?evidence|avoid\\w*${G2}witnesses|eliminat\\w*${G2}witnesses)\\b`, { leadGate: true }),
  r('violence', 0.5, `\\b(?:knock|put|render)${G2}(?:someone|somebody|a person|people|him|her|them|my \\w+|a (?:girl|woman|guy|man))${G1}(?:out|unconscious|to sleep)\\b${G8}(?:chloroform|ether|sedatives?|tranquili[sz]ers?|drugs?|ghb|without)|\\b(?:chloroform|ether|sedatives?|tranquili[sz]ers?)${G5}(?:knock|render|make|put)${G3}(?:someone|somebody|a person|him|her|them|people|unconscious|out)\\b`),
  r('violence', 0.45, `\\b(?:wildfires?|forest fires?|brush fires?|bush ?fires?|grass fires?)\\b`, {
    requires: new RegExp(`\\b(?:start|set|cause|light|spark)\\w*${G2}(?:a |the )?(?:wildfires?|forest fires?|brush fires?|bush ?fires?|grass fires?)\\b`),
    unless: /\b(?:what (?:started|caused|causes|starts)|how do(?:es)? (?:a |most )?(?:wildfires?|forest fires?|brush fires?|bush ?fires?) start|how did|why do|prevent\w*|avoid\w*|accidentally|controlled burns?|prescribed burns?)\b/,
  }),
  r('violence', 0.5, `\\barson\\b|\\b(?:burn down|set fire to|set on fire|torch)${G3}(?:a |the |my |his |her |their |someone'?s )?(?:building|house|home|car|apartment|store|shop|business|warehouse|school|office|church|mosque|synagogue)s?\\b|\\b(?:start|set)${G2}fires?${G4}(?:building|house|home|apartment|store|business|warehouse|school|office)${G8}(?:look like|undetected|insurance)\\b`, {
    unless: new RegExp(`\\b(?:fire ?place|fire ?pit|campfire|bonfire|fire safety|fire drill)\\b|${ARSON_INQUIRY.source}`),
  }),
  r('violence', 0.5, `\\b(?:burn|burning|torch|torching|set fire to|setting fire to)${G2}(?:his|her|their|my (?:neighbou?r|ex|boss|landlord)'?s|someone'?s|the neighbou?r'?s|my neighbou?r'?s) (?:car|house|home|shop|store|business|property|garage|truck|boat|barn)\\b`),
  // a vehicle made to crash ("disable a car's brakes so it crashes")
  r('violence', 0.5, `\\b(?:brakes?|brake (?:lines?|fluid|pads)|steering|airbags?|tyres?|tires?|wheel nuts|lug nuts)\\b`, {
    requires: new RegExp(`\\b(?:disabl|cut|cutting|tamper|mess|loosen|drain|damag|break|breaking|broke)\\w*${G3}(?:brakes?|brake (?:lines?|fluid|pads)|steering|airbags?|tyres?|tires?|wheel nuts|lug nuts)${G8}(?:crash\\w*|accidents?|kill\\w*|hurt|die|dies|dead|injur\\w*|fail\\w* (?:while|on|at|when))\\b`),
    unless: /\b(?:what (?:happens|causes)|signs? (?:of|that)|symptoms?|inspect\\w*|check\\w*|prevent\\w*|investigat\\w*|recall|mechanic said|is it safe)\b/,
  }),
  r('violence', 0.45, `\\bsabotag\\w*${G4}(?:transportation|transit|trains?|railways?|planes?|aircraft|vehicles?|cars?|brakes?|elevators?|equipment|machinery|gas lines?)\\b`),

  // ------------------------------------------------------------------ weapons
  r('weapons', 0.45, `\\b(?:make|makes|making|build|builds|building|construct\\w*|assembl\\w*|create|creates|creating|manufactur\\w*|produce|produces|producing|synthesi[sz]\\w*|cook|cooking|3d[- ]?print\\w*|craft|rig|wire|design\\w*|develop\\w*|detonat\\w*)${G4}${WEAPON_OBJ}\\b`, {
    unless: new RegExp(
      `(?:${HISTORICAL.source})|\\b(?:bath|seed|photo|flavou?r|glitter|calorie|cherry|stink|smoke|f|chocolate|cake|cream|hot cocoa|cocoa|cinnamon)[ -]?bombs?\\b|\\bbomb[- ]?ass\\b|\\bbomb[- ]pops?\\b|\\bda bomb\\b|\\bbombs? (?:alla|al|allo|ai|glac\\w*|au|di|con|à la|a la) |\\bdolce\\b|\\bpastry\\b|\\bbomb (?:calorimeter|shelter)|\\b(?:water|nerf|glue|paintball|airsoft|toy|spray|heat|staple|nail|caulk|caulking|grease|hot glue|ray|radar|speed) guns?\\b|\\bin (?:the )?game\\b|\\bminecraft\\b|\\bfortnite\\b|\\btnt (?:cannons?|dupers?|launchers?|traps?|minecarts?|runs?|wars?)\\b|\\bgun (?:safes?|cabinets?|racks?|cases?|shelf|shelves|lockers?|display|cleaning kits?)\\b`,
    ),
  }),
  r('weapons', 0.3, `\\b(?:buy|get|obtain|acquire|purchase|sell|smuggle|traffic|transport|ship|carry|conceal|hide|sneak)${G3}(?:a |an |some )?(?:guns?|firearms?|weapons?|rifles?|pistols?|handguns?|ammunition|explosives?|grenades?|ammo)\\b`, {
    unless: /\b(?:water|nerf|toy|airsoft|paintball|glue) guns?\b|\bin (?:the )?game\b|\b(?:guns?|firearms?|weapons?|handguns?|pistols?) (?:licen[cs]es?|permits?|safety|training|course|class|registration)\b|\b(?:concealed carry|carry) (?:licen[cs]es?|permits?)\b|\blegally\b|\b(?:licensed (?:dealer|gun (?:store|shop))|ffl|gun (?:store|shop)|hunting (?:rifle|shotgun|licen[cs]e|season))\b/,
  }),
  r('weapons', 0.3, `\\b(?:guns?|firearms?|weapons?|rifles?|pistols?|handguns?|ammunition|explosives?|grenades?)${G4}(?:buy|get|obtain|acquire|purchase)\\b`, {
    unless: /\b(?:water|nerf|toy|airsoft|paintball|glue) guns?\b|\bin (?:the )?game\b/,
  }),
  // object before verb: glosses of verb-final languages ("eine Bombe bauen": a bomb build)
  r('weapons', 0.45, `\\b${WEAPON_OBJ}${G2}(?:make|build|construct|assemble|create|produce)\\b`, { leadGate: true,
    unless: /\b(?:bath|seed|photo|flavou?r|glitter|calorie|cherry|stink|smoke)[ -]?bombs?\b|\bbomb[- ]pops?\b|\b(?:water|nerf|glue|paintball|airsoft|toy|spray|heat|staple|nail) guns?\b|\bin (?:the )?game\b/,
  }),
  r('weapons', 0.35, `\\b(?:teach\\w*|taught|show\\w*|help\\w*|encourag\\w*|get\\w*|let\\w*|allow\\w*|train\\w*)${G2}(?:children|kids|minors|a child|a kid|teens|teenagers|underage (?:kids|children|teens|users))${G5}(?:access|use|handle|fire|shoot|buy|get|obtain|carry|make)\\w*${G3}(?:firearms?|guns?|weapons?|pistols?|rifles?|explosives?|ammunition)\\b`, {
    unless: /\b(?:safe(?:ly|ty)?|supervis\w*|instructor|hunter education|range officer|never (?:touch|handle))\b/,
  }),
  // 'untraceable' is an illicit modifier (ILLICIT_PATTERNS): listed here too it would count twice
  r('weapons', 0.5, `\\b(?:ghost|unregistered|unserialized|illegal|stolen|homemade|home-made|diy|improvised)${G1}(?:guns?|firearms?|weapons?|rifles?|pistols?|handguns?|shotguns?|glocks?|ar-?15s?|ak-?47s?|explosives?|bombs?|silencers?|suppressors?|grenades?)\\b`, {
    // one found and handed in: the finder asks how to report or surrender it
    unless: /\b(?:(?:i|we) found|after finding|found (?:one|it|a)|turn(?:ing)? (?:it |one |them )?in|surrender\w*|hand(?:ing)? (?:it |them )?(?:in|over)|file (?:a |an )?(?:\w+ ){0,2}report|report (?:it|one|them) to)\b/,
  }),
  r('weapons', 0.55, `\\b(?:buy|get|obtain|acquire|purchase|order|stock ?pile)\\w*${G3}(?:ammonium nitrate|potassium nitrate|potassium chlorate|hydrogen peroxide|acetone|fertili[sz]er|black powder|thermite|aluminum powder|tannerite)${G8}(?:explosions?|explosives?|bombs?|blasts?|detonat\\w*|blow (?:up|it up))\\b`),
  r('weapons', 0.5, `\\b(?:recipes?|formulas?|formulations?|blueprints?|schematics?|instructions|plans?|ingredients)${G2}(?:for|to make|to build|of|in)${G2}${WEAPON_OBJ}\\b`, {
    unless: /\b(?:bath|seed|photo|flavou?r|glitter|calorie|cherry|stink|smoke)[ -]?bombs?\b|\bbomb[- ]pops?\b|\b(?:water|nerf|glue|paintball|airsoft|toy|spray|heat|staple|nail) guns?\b|\bin (?:the )?game\b|\bminecraft\b|\b(?:for|to) (?:cleaning|clean|oiling|storing|store|maintaining|maintain|field[- ]stripping|sighting in|safely (?:storing|store|transporting|transport)|locking|lock up)\b/,
  }),
  r('weapons', 0.5, `\\b(?:car|pipe|nail|dirty|suicide|letter|parcel|pressure[- ]cooker|fertili[sz]er|fertilizer|mail|truck|vehicle|shoe|barrel) bombs?\\b`),
  r('weapons', 0.55, `\\b(?:explosive devices?|improvised explosives?|ieds?|pipe bombs?|molotov cocktails?|detonators?|blasting caps?)\\b`),
  r('weapons', 0.45, `\\b(?:silencer|suppressor)s?${G3}(?:firearm|gun|pistol|rifle|handgun|glock)s?\\b`),
  r('weapons', 0.6, `\\bconvert${G4}(?:semi-?auto(?:matic)?|ar-?15|rifle|gun|glock|pistol)${G4}(?:full[- ]?auto(?:matic)?|automatic|machine gun)\\b`),
  r('weapons', 0.3, `\\b(?:auto sear|bump stock|glock switch|lower receiver|80% lower|solvent trap)s?\\b`, {
    // a solvent trap cleaned after a range day is its lawful use
    unless: /^(?![\s\S]*\b(?:drill\w*|convert\w*|suppress\w*|silenc\w*|form 1|index\w*)\b)[\s\S]*\bclean\w* (?:my |the |a |your )?solvent traps?\b/,
  }),
  r('weapons', 0.55, `\\b(?:drones?|quadcopters?|robots?|rc (?:cars?|planes?))${G5}(?:drop\\w*|carry\\w*|deliver\\w*|fire|firing|shoot\\w*|armed with|mount\\w*)${G3}(?:grenades?|explosives?|bombs?|guns?|firearms?|payloads?|weapons?|munitions)\\b|\\b(?:mount|attach|strap|fit|arm)\\w*${G3}(?:grenades?|explosives?|bombs?|guns?|firearms?|weapons?)${G3}(?:on|to|onto) (?:a |an |the |my )?(?:drones?|quadcopters?|robots?)\\b`, { leadGate: true }),
  // the weapon named first ("how could explosives be hidden in a laptop to get on a plane")
  r('weapons', 0.45, `\\b(?:knife|knives|guns?|firearms?|weapons?|blades?|explosives?|bombs?|ammunition)${G3}(?:be |get |being )?(?:hid\\w*|conceal\\w*|smuggl\\w*|snuck|sneak\\w*|slipped|getting|got)${G5}(?:past|through|on|onto|aboard|into|from)${G2}(?:a |the )?(?:planes?|flights?|aircraft|airport security|security|tsa|metal detectors?|(?:airport |body |x-ray )?scanners?|x-rays?|schools?|stadiums?|courthouses?)\\b`, { leadGate: true,
    unless: /\b(?:allowed|legal(?:ly)?|permitted|rules?|checked (?:bags?|luggage)|declar\w*|can i)\b/,
  }),
  r('weapons', 0.55, `\\b(?:sneak|smuggl|get|bring|carry|hide|slip|take)\\w*${G4}(?:knife|knives|guns?|firearms?|weapons?|blades?|explosives?|bombs?|box ?cutters?|ammunition)${G4}(?:through|past) (?:airport |the |a )?(?:security|tsa|customs|metal detectors?|checkpoints?|screening|x-ray)\\b`, {
    // a traveller asking what the rules allow
    unless: /\b(?:can i (?:bring|carry|take|pack)|am i allowed|is it (?:legal|allowed|ok|okay)|what are the rules|allowed|permitted|tsa rules|check(?:ed)? (?:bag|luggage)|declare)\b/,
  }),

  // ------------------------------------------------------------------ weapons of mass destruction
  r('weapons_mass_destruction', 0.65, `\\b(?:make|makes|making|build|builds|building|create|creates|creating|design|designs|designing|develop|develops|developing|engineer|engineers|engineering|produce|produces|producing|synthesi[sz]es|synthesi[sz]e|synthesi[sz]ing|manufactur\\w*|culture|grow|cultivate|weaponi[sz]e|aerosoli[sz]e|disperse|spread|release|enrich|obtain|acquire|extract|extracting|extraction of|purify|purifying|purification of|cultivating|culturing|weaponi[sz]ing|deploy)${G4}${WMD_AGENT}\\b`, { severe: true, unless: HISTORICAL }),
  r('weapons_mass_destruction', 0.45, `\\b(?:cultur\\w*|grow\\w*|breed\\w*|engineer\\w*|creat\\w*|mak\\w*|produc\\w*)${G5}(?:antibiotic|drug|multi-?drug|vaccine)[- ]resistant\\b|\\b(?:cultur\\w*|grow\\w*|breed\\w*|engineer\\w*)${G5}resistant to (?:antibiotics|all antibiotics|vaccines|treatment)\\b`),
  // named alone (news, history) it needs a request or an illicit modifier to flag
  r('weapons_mass_destruction', 0.4, `\\b(?:biological|chemical|biochemical|nuclear|radiological|bio) (?:weapons?|warfare agents?|attacks?|terrorism)\\b`),
  r('weapons_mass_destruction', 0.25, `\\b(?:nerve agents?|sarin|novichok|mustard gas|phosgene|ricin|anthrax|botulinum|weaponi[sz]ed|dirty bomb|bioweapons?)\\b`),
  r('weapons_mass_destruction', 0.55, `\\b(?:mass casualt(?:y|ies)|kill (?:as many|thousands|millions|hundreds)|(?:poison\\w*|contaminat\\w*|taint\\w*|tamper\\w*)${G4}(?:water suppl(?:y|ies)|city'?s? water|reservoirs?|food suppl(?:y|ies)|wells?|water treatment))\\b`, { leadGate: true,
    severe: true,
    unless: new RegExp(`(?:\\b(?:game|boss|level|quest|npc|dungeon|raid|minecraft|skyrim|zelda|civilization|strategy game|board game)\\b)|(?:${CASUALTY_PREPAREDNESS.source})`),
  }),
  r('weapons_mass_destruction', 0.5, `\\b(?:combin|mix)\\w*${G5}(?:to )?(?:make|create|produce|get|release)${G3}(?:toxic|poisonous|deadly|lethal|dangerous|nerve) (?:gas|gases|fumes|chemicals?|compounds?|smoke)\\b`, {
    unless: /\b(?:never|shouldn'?t|should not|must not|avoid\w*|don'?t|do not) (?:\w+ ){0,2}(?:mix|combin)\w*|\b(?:accidental\w*|by accident|safety|unsafe to)\b/,
  }),
  r('weapons_mass_destruction', 0.3, `\\b(?:toxic|poisonous|deadly|lethal|nerve) (?:gas|gases|fumes)\\b`, {
    // a household mix asked about to stay clear of it
    unless: /\b(?:avoid\w*|accident\w*|by mistake|(?:when|while) cleaning|what happens if|why (?:do|does|is|are|shouldn'?t))\b/,
  }),
  // the agent named first ("how ricin is extracted", "VX's precursors"): named agents only, so a
  // biology question about toxins or pathogens in general is not one
  r('weapons_mass_destruction', 0.45, `\\b${WMD_NAMED}${G3}(?:is |are |was |were |be |gets? |being )?(?:extracted|synthesi[sz]ed|produced|manufactured|cultured|cultivated|weaponi[sz]ed|aerosoli[sz]ed|purified|refined|isolated|made|cooked|brewed)\\b|\\bprecursors?${G5}${WMD_NAMED}\\b|\\b${WMD_NAMED}${G4}precursors?\\b`, { leadGate: true, severe: true, unless: HISTORICAL }),
  // gain of function: a pathogen made to spread or kill better
  r('weapons_mass_destruction', 0.45, `\\b(?:enhanc|increas|boost|improv|augment|maximi[sz]|heighten|amplif)\\w*${G3}(?:the )?(?:transmissibility|virulence|lethality|pathogenicity|infectivity|contagiousness|airborne transmission|human-to-human transmission|mammalian transmission)\\b${G8}(?:virus|viruses|pathogens?|influenza|flu|h5n1|h7n9|bacteri\\w*|anthrax|smallpox|coronavirus|sars|ebola|plague|strains?)\\b|\\b(?:make|render|engineer|modify|mutate|alter)\\w*${G4}(?:virus|viruses|pathogens?|influenza|flu|h5n1|bacteri\\w*|anthrax|smallpox|coronavirus|ebola|plague|strains?)${G3}more (?:transmissible|contagious|virulent|lethal|deadly|infectious|airborne|resistant)\\b`, {
    severe: true,
    unless: /\bwhat (?:makes|made)\b|\b(?:vaccines?|surveillance|why (?:is|are|was|were|do|does|did)|research(?:ers)? (?:found|showed)|studies (?:show|found))\b/,
  }),

  // ------------------------------------------------------------------ terrorism / extremism
  r('terrorism', 0.45, `\\bterror(?:ist|ism)?${G1}(?:attacks?|plots?|cells?|groups?|organi[sz]ations?|networks?|operations?|acts?|training|camps?|purposes?|activities|activity)\\b`),
  r('terrorism', 0.65, `\\b(?:plan|planning|plot|plotting|carry out|execute|organi[sz]e|coordinate|stage|launch)${G4}(?:terrorist|terror|bombing|suicide|jihadi?|mass[- ]casualty)${G1}(?:attacks?|operations?|bombings?|missions?|plots?)?\\b`, {
    severe: true,
    // a story's plot ("a thriller plot outline where a terrorist cell is stopped"), when nothing is planned
    unless: new RegExp(`${CASUALTY_PREPAREDNESS.source}|^(?![\\s\\S]*\\b(?:plan|planning|carry out|execute|organi[sz]e|coordinate|stage|launch)\\b)[\\s\\S]*\\bplot (?:outlines?|summar(?:y|ies)|twists?|points?|lines?|synops[ie]s)\\b`),
  }),
  r('terrorism', 0.6, `\\b(?:bomb|bombing|blow up|shoot up|set fire to|plant (?:a |the )?bombs? (?:in|at|on)|drive (?:a |the )?(?:car|truck|van) into)${G2}(?:a |the |an )?(?:crowded )?(?:subway|metro|station|train station|building|school|church|mosque|synagogue|temple|airport|stadium|concert|mall|office|embassy|bus|train|crowd|market|hospital|government (?:building|office)|parliament|police station|courthouse|festival|parade|nightclub)s?\\b`, { leadGate: true, severe: true, unless: /\bbomb (?:squads?|disposal|technicians?|sniffing|detection|shelters?|threat|scare|dogs?)\b/ }),
  r('terrorism', 0.55, `\\b(?:join|joining|support|fund|funding|finance|financing|recruit|recruiting|donate|pledge allegiance)${G4}(?:terrorists?|terror groups?|terrorist (?:groups?|organi[sz]ations?)|isis|isil|daesh|al[- ]?qaeda|al[- ]?shabaab|boko haram|jihadists?|extremist groups?|militias?)\\b`, {
    // why people joined, asked for a paper: the study of recruitment, not a recruit
    unless: /\b(?:what (?:factors|drove|motivated|led|makes?|made)|why (?:did|do|does|would) (?:\w+ ){0,3}(?:people|men|women|fighters|youths?|teens|they)|for my (?:paper|thesis|essay|class|research|dissertation|report)|histor\w*|prevent\w*|counter\w*)\b/,
  }),
  r('terrorism', 0.5, `\\b(?:communicate|coordinate|contact|meet|work|connect|chat|talk|network)${G2}with${G1}(?:other |fellow )?(?:terrorists|extremists|jihadists|militants|terror cells?)\\b`),
  r('terrorism', 0.5, `\\b(?:radicali[sz]e|radicali[sz]ing|radicali[sz]ation of)\\b`),
  r('terrorism', 0.55, `\\b(?:recruit\\w*|propaganda|manifesto|radicali[sz]\\w*|fundrais\\w*)${G5}(?:violent |armed |militant )?(?:extremists?|extremist (?:groups?|militias?|movements?|organi[sz]ations?)|militias?|terrorists?|jihad\\w*|neo-?nazis?|white supremacists?|white nationalists?|white nationalist (?:groups?|movements?)|isis|al-?qaeda)\\b`, { leadGate: true,
    unless: /\b(?:counter\w*|prevent\w*|combat\w*|detect\w*|deradicali\w*|research\w*|history)\b/,
  }),
  r('terrorism', 0.25, `\\b(?:terrorists?|jihad|jihadists?|extremists?)\\b`),
  // an attack aimed at a crowd ("a plan to attack a crowded concert"): gate on the crowded place
  r('terrorism', 0.5, `\\b(?:crowded|packed|sold-out) (?:concerts?|stadiums?|festivals?|venues?|places?|streets?|markets?|malls?|schools?|churches|mosques?|synagogues?|subways?|trains?|stations?|events?|nightclubs?|squares?|parades?|beach(?:es)?)\\b`, {
    requires: /\b(?:attack\w*|target\w*|ram\w*|plow\w* into|drive\w* (?:a |the )?(?:car|truck|van) into|open\w* fire (?:on|at|in)|shoot\w* (?:up|into))\W+(?:\w+\W+){0,2}(?:a |the |an )?(?:crowded|packed|sold-out) /,
    unless: /\b(?:game|minecraft|fortnite|gta|zombies?|panic attacks?|heart attacks?|asthma attacks?)\b/,
  }),
  r('terrorism', 0.4, `\\b(?:cause|inflict|maximi[sz]e|get)${G3}(?:the )?(?:most|maximum|max|greatest|highest|largest|mass) (?:casualties|deaths|fatalities|loss of life|body count|number of (?:deaths|casualties|victims))\\b|\\bfor (?:the )?(?:most|maximum|max|greatest|highest|largest|mass) (?:casualties|deaths|fatalities|loss of life|body count)\\b`, {
    severe: true,
    unless: /\b(?:avoid|prevent\w*|minimi[sz]\w*|reduc\w*|fewest|least|histor\w*|triage|preparedness|drills?|surge|mass casualty (?:incidents?|events?|plans?))\b/,
  }),
  r('violence', 0.55, `\\b(?:encourag|urg|incit|rall|mobili[sz]|tell|call\\w* on|get)\\w*${G3}(?:people|others|everyone|followers|supporters|the crowd|readers|viewers|men|citizens|locals|residents|voters|the public)${G2}(?:to )?(?:attack|assault|beat up|beat|kill|hurt|harm|burn|lynch|shoot|drive out|run out|chase out|get rid of)${G3}(?:immigrants|refugees|migrants|asylum seekers|foreigners|muslims|jews|christians|gays|trans people|minorities|black people|asians|hispanics|roma|\\w+ people|\\w+ families|the \\w+s)\\b`),
  // mass killers praised as heroes or models to follow
  r('terrorism', 0.55, `\\b(?:prais\\w*|glorif\\w*|celebrat\\w*|honou?r\\w*|idoli[sz]\\w*|admir\\w*)${G4}(?:shooter|gunman|bomber|attacker|mass murderer|terrorist)s?\\b${G8}(?:hero|martyr|saint|legend|role model|follow|emulate|copy|inspir\\w*)\\b|\\b(?:shooter|gunman|bomber|terrorist|mass murderer)s?${G3}(?:as |was |is )(?:a |an |our )?(?:hero|martyr|saint|legend|role model)\\b`, {
    unless: /\b(?:research\w*|study|studies|why do|analy[sz]\w*|counter\w*|prevent\w*|history)\b/,
  }),
  r('terrorism', 0.5, `\\b(?:sabotage|sabotaging|disable|attack|blow up|destroy|knock out|take down)${G4}(?:public infrastructure|infrastructure|power grids?|electrical grid|water (?:supply|treatment)|pipelines?|railways?|rail lines?|bridges?|dams?|nuclear (?:plant|reactor)|airports?|substations?)\\b`, { unless: HISTORICAL }),
  r('terrorism', 0.5, `\\b(?:white supremac\\w*|white nationalis\\w*|white power|neo-?nazi\\w*|ethnic cleansing|race war|great replacement|accelerationis[mt]|manifesto for (?:a |the )?(?:shooter|attack))\\b`, {
    // history asked or recorded: whether an event was ethnic cleansing, the debate, a report documenting it
    // and the terms explained or refuted ("what's the great replacement conspiracy theory and why is it false")
    unless: new RegExp(`${HISTORY_OF_ETHNIC_CLEANSING.source}|\\bwhy (?:is|was) (?:it|this|that) (?:false|wrong|dangerous|harmful|a myth)\\b|\\bdebunk\\w*|\\b(?:great replacement|accelerationis[mt]) (?:conspiracy )?theory (?:is|was) (?:false|a myth|baseless|racist)\\b|\\bwhy (?:these|the|those|such) (?:claims?|ideas?|theories|beliefs|myths?) (?:are|is|were|was) (?:false|wrong|dangerous|harmful)\\b|\\b(?:lesson plans?|students will analy[sz]e|analy[sz]e (?:\\w+ ){0,2}propaganda)\\b`),
  }),
  r('terrorism', 0.45, `\\b(?:hijack|hijacking)${G2}(?:a |an |the )?(?:plane|airplane|aircraft|flight|bus|ship|train)\\b`),

  // ------------------------------------------------------------------ self-harm
  r('self_harm', 0.6, `\\b(?:kill|hurt|harm|cut|starve|poison|hang|drown|burn|shoot|stab|injure|punish|killing|hurting|harming|cutting|starving|poisoning|hanging|drowning|burning|shooting|stabbing|injuring|punishing) (?:myself|my self|oneself|yourself)\\b`, {
    unless: new RegExp(`${/\b(?:don'?t|not|never|stop myself from|without)\s+(?:\w+\s+){0,2}(?:kill|hurt|harm|cut|burn|injur)\w* (?:myself|yourself)\b/.source}|${HELP_SOUGHT.source}`),
  }),
  r('self_harm', 0.6, `\\b(?:end it all|commit(?:ting)? suicide|end (?:my|his|her|their) (?:own )?life|take (?:my|his|her) (?:own )?life|want to die|wanna die|painless(?:ly)? (?:way to )?(?:die|death|suicide)|hang myself|slit (?:my|your) wrists?|jump off a (?:bridge|building))\\b`, { leadGate: true,
    // someone else's words, and the asker wants to help them (not to help them do it)
    unless: /\b(?:she|he|they|friend|partner|son|daughter|child|brother|sister|mom|dad|mother|father|coworker|colleague|student|roommate)\b[^.?!]{0,40}\b(?:wants? to|said|talks? about|is thinking)\b[\s\S]{0,120}\bhow (?:can|do|should|could) (?:i|we) (?:help|support|talk to|reach out to|get help for)\b(?![^.?!]{0,60}\b(?:do it|painless\w*|method|pills|dose|overdose))|\bend it all with (?:a|an|the|some|one) (?:big |last |final |huge )?(?:party|bang|celebration|trip|vacation|holiday|drink|cake|concert|show|finale|feast|dinner|night out)\b|\b(?:want to|wanna) die (?:laughing|of (?:laughter|embarrassment|cringe|boredom|shame)|from (?:embarrassment|cringe|laughing|laughter))\b/,
  }),
  r('self_harm', 0.6, `\\boverdose on\\b`, {
    // a clinical question (symptoms of an overdose on a drug, its treatment) with no wish to die in it
    // or whether it can happen at all, asked of anyone ("can you overdose on vitamin D?")
    unless: /^(?![\s\S]*\b(?:myself|my life|kill me|to die|wanna die|suicid\w*|end it|i want to|i'?m going to)\b)(?:[\s\S]*\b(?:symptoms?|signs?|treat\w*|risks?|dangers?|effects?|prevent\w*|recogni[sz]\w*|antidote|first aid|survive|survivors?|after)\b[^.?!]{0,24}\boverdose on\b|[\s\S]*?\b(?:can|could) (?:you|one|a person|people|someone|kids|children|a child|dogs?|cats?) (?:accidentally |actually |really |ever )?overdose on\b)/,
  }),
  r('self_harm', 0.6, `\\b(?:pills?|tablets|dose|overdose|mg|milligrams|much|many)${G5}(?:to |would it take to )?(?:kill|end) (?:me|myself|my life)\\b|\\btake to kill (?:me|myself|a person|someone|a human)\\b|\\b(?:pills?|tablets|much|many)${G5}(?:does it|would it|will it|it would|it will|do you need to) take to die\\b|\\b(?:pills?|tablets?|capsules?|doses?|mg|milligrams|grams|much|many)${G5}(?:do|would|will|should|must|can) (?:i|you|one|someone|a person) (?:need to |have to )?(?:take|swallow|ingest|drink|inject) (?:in order )?to (?:die|not wake up|never wake up|end (?:it|my life))\\b`),
  r('self_harm', 0.5, `\\b(?:glorif\\w*|promot\\w*|encourag\\w*|celebrat\\w*|advocat\\w*)${G5}(?:anorexia|bulimia|eating disorders?|self[- ]harm|self[- ]injury|suicide|starvation|cutting)\\b`, {
    unless: /\b(?:prevent\w*|recover\w*|awareness|support|help\w*|against)\b/,
  }),
  r('self_harm', 0.25, `\\blethal dose\\b`),
  r('self_harm', 0.55, `\\blethal dose${G5}(?:for )?(?:me|myself|someone (?:my|of my) (?:size|weight|age)|my (?:size|weight|body weight))\\b|\\b(?:want|wanna|plan|planning|going|gonna|ready|decided|deciding) to end (?:it|it all|my life|things|everything)(?: tonight| today| soon| now)?\\b|\\bend (?:it|it all) (?:tonight|today|this week)\\b`, {
    unless: /\b(?:my (?:friend|son|daughter|child|kid|brother|sister|partner|student|dog|cat|pet)|song|lyrics|novel|character|poem|relationship|marriage|contract|subscription|lease|partnership|end (?:it|things) with (?:my |him|her|them|the )|break up)\b|\bend it all with (?:a|an|the|some|one) (?:big |last |final |huge )?(?:party|bang|celebration|trip|vacation|holiday|drink|cake|concert|show|finale|feast|dinner|night out)\b/,
  }),
  // ideation said in the first person: flagged so a person sees it (and the agent can point to help)
  r('self_harm', 0.55, `\\b(?:no ?one|nobody) would (?:miss|care about|notice) me\\b|\\b(?:better off|be better) (?:without me|dead|if i (?:was|were) gone)\\b|\\bwish (?:i (?:was|were) dead|i could (?:just )?(?:disappear|die|not exist))\\b|\\b(?:i|i'?d) (?:want|wish|like) to (?:just )?disappear\\b|\\b(?:want to|wish (?:i|to)|hope i|i'?d rather)${G3}never wake up\\b|\\b(?:i )?don'?t want to (?:live|be alive|exist|wake up) any ?more\\b|\\bwhat'?s the point (?:of|in) (?:living|life|going on|being alive)\\b|\\bno (?:reason|point) (?:to|in) (?:live|living|go on|going on|stay alive|staying alive)\\b|\\b(?:i'?m|i am) done with (?:life|living|everything)\\b|\\b(?:been|started) cutting (?:again|myself)\\b|\\bcutting again\\b|\\benough to end it\\b|\\b(?:going to|gonna) (?:jump|end it) tonight\\b|\\b(?:thinking|thought|been thinking|keep thinking) (?:a lot )?(?:about|of) (?:ending it|ending (?:it all|my life|things|everything)|killing myself|not being here|not waking up)\\b|\\bdon'?t see (?:the|any) point (?:in|of) (?:anything|living|life|going on)(?: any ?more)?\\b`, {
    // and help asked for ("can you help me find a crisis line"): the asker reaches for support, not a method
    unless: new RegExp(`\\b(?:my (?:friend|son|daughter|child|kid|brother|sister|partner|student)|song|lyrics|novel|character|poem)\\b|${HELP_SOUGHT.source}`),
  }),
  r('self_harm', 0.6, `\\bbleed\\w* out${G5}(?:wrists?|cuts?|veins?|arter(?:y|ies))\\b|\\b(?:wrists?|cuts?|veins?|arter(?:y|ies))${G5}bleed\\w* out\\b|\\b(?:bridges?|buildings?|cliffs?|roofs?|heights?)${G3}(?:high|tall) enough\\b|\\b(?:high|tall) enough${G4}(?:to )?(?:die|kill|jump|end it)\\b`),
  r('self_harm', 0.55, `\\bhid(?:e|es|ing)${G3}(?:my |an? |the )?(?:eating disorder|anorexia|bulimia|self[- ]harm\\w*|cutting|cuts|scars|purging|weight loss|not eating)${G3}from\\b`),
  r('self_harm', 0.6, `\\b(?:pills?|tablets|dose|overdose|mg|milligrams|much|many)${G8}(?:not|never) wake up\\b|\\b(?:painless|quick|quickest|easiest|best|peaceful|surest)\\w*${G3}ways?${G2}(?:to )?(?:end (?:things|everything|it)|go to sleep forever|(?:not|never) wake up|disappear forever|stop existing)\\b`),
  r('self_harm', 0.5, `\\b(?:smoking|vaping|drinking|binge drinking|alcohol|starving|fasting for (?:weeks|a month)|self-harm|drugs|meth|heroin|cocaine|purging)${G3}(?:is|are)${G2}(?:good|healthy|beneficial|great) for (?:my|your|our|the|you|me)${G1}(?:health|body|heart|lungs|brain)\\b`, {
    unless: /\b(?:is it true|myth|really|does|do|evidence|studies|research)\b/,
  }),
  r('self_harm', 0.6, `\\b(?:best|highest|tallest|easiest|good|right)${G4}(?:bridges?|buildings?|cliffs?|roofs?|rooftops?|towers?|overpass\\w*)${G4}(?:to )?jump (?:off|from)\\b|\\b(?:bridges?|buildings?|cliffs?|roofs?|rooftops?|towers?)${G5}(?:best|highest|tallest|easiest)${G2}(?:to )?jump (?:off|from)\\b|\\bjump (?:off|from)${G2}(?:a |the )?(?:bridges?|buildings?|cliffs?|roofs?|towers?)${G4}(?:to die|to end|and die|kill|painless)`),
  r('self_harm', 0.55, `\\b(?:convinc\\w*|persuad\\w*|encourag\\w*|urg(?:e|es|ing)|pressur\\w*|goad\\w*|dar(?:e|ing)|tell\\w*|push\\w*)${G5}(?:to |that )?(?:(?:kill|hurt|harm|cut|cutting|starv\\w*|hang|burn|killing|hurting|harming|burning) (?:himself|herself|themselves|yourself|oneself)|${SELF_ENDING})\\b`, {
    unless: /\b(?:not to|never to|don'?t|do not|instead of|rather than|discourag\w*)\b/,
  }),
  r('self_harm', 0.55, `\\b(?:self[- ]harm\\w*|cutting (?:themselves|yourself|myself)|suicide|starving (?:themselves|yourself|myself)|anorexia|bulimia|purging)${G4}(?:is|are|as) (?:a |an )?(?:healthy|good|great|normal|positive|valid|the (?:answer|only way|best way)|a solution|beautiful|brave|empowering)\\b`, { leadGate: true }),
  r('self_harm', 0.35, `\\b(?:suicide|suicidal|self[- ]?harm\\w*|self[- ]?injur\\w*|cutting myself)\\b`, {
    // a story or a question about getting out of it
    // or about a loss: grief after someone's suicide is mourning, not a method;
    // a suicide bombing or attack is terrorism's word (its own rules read it), not self-harm
    unless: /\bsuicide (?:bomb\w*|attacks?|attackers?|vests?|missions?|squads?|drones?)\b|\b(?:(?:find|get|seek)(?:s|ing)? help|recover(?:y|s|ing)|support (?:groups?|lines?)|hotlines?|prevention|awareness|talk(?:ing)? (?:to|with) (?:my |a )?(?:doctor|therapist|counsel\w*|psychiatrist|gp|parents?|someone)|talk(?:ing)? (?:to|with) (?:my |a |their |your |our )?(?:teen\w*|child(?:ren)?|kids?|sons?|daughters?|students?|friends?)\b[^.?!]*\babout|for parents\b|therap\w*|grie(?:f|ve|ving)|mourn\w*|bereave\w*|condolences?|eulog(?:y|ies)|memorial|in memory of|lost (?:\w+ ){1,3}to suicide|suicide loss|(?:my|his|her|our|their) \w+(?:'s|s') suicide)\b/,
  }),
  r('self_harm', 0.35, `\\b(?:pro[- ]?ana|pro[- ]?mia|thinspo\\w*|starv(?:e|ing) myself|starvation diet|stop eating|without eating|not eat(?:ing)? (?:for|at all)|purge after|purging|make myself (?:throw up|vomit)|(?:less|fewer) than \\d{2,3} calories|\\d{2,3} calories a day|lose \\d+ (?:pounds|lbs|kg|kilos|kilograms) in (?:a|one|two|three|\\d+) (?:day|days|week|weeks))\\b`, {
    leadGate: true,
    // giving up a food is a diet, not a fast
    unless: /\bstop eating (?:junk|fast food|sugar|sweets|candy|meat|red meat|dairy|gluten|carbs|processed|late|at night|after \d|out|so much|too much|when (?:i'?m )?full)\b|\b(?:my (?:daughter|son|child|kid|teen|teenager|student)s? (?:follows?|is following|looks? at|reads?|visits?)|eating disorder (?:therapist|treatment|specialist|clinic|recovery)|recover\w* from)\b/,
  }),
  r('self_harm', 0.35, `\\blose${G5}weight${G5}(?:extremely|very|super|really|insanely|ridiculously) (?:short|fast|quick|quickly)\\b`),
  r('self_harm', 0.35, `\\b(?:lose weight|weight loss|detox)${G5}(?:starv\\w*|not eating|dehydrat\\w*|only (?:drinking )?water|laxatives?|diuretics?|vomit\\w*)\\b`),
  r('self_harm', 0.35, `\\b(?:suppress|kill|ignore)${G2}(?:my |your )?appetite${G5}(?:without eating|long periods|for days|starv)`),
  r('self_harm', 0.35, `\\b(?:stop|quit) taking${G4}(?:medications?|meds|prescri\\w*|antidepressants?|insulin|pills)${G5}(?:without|withdrawal|cold turkey|telling|asking)`),

  // ------------------------------------------------------------------ dangerous activities / unsafe health
  r('dangerous_activities', 0.35, `\\b(?:surgery|operate|operation|dental extraction|tooth extraction|pull (?:my|a) (?:own )?tooth|amputat\\w*|stitch(?:es)?|sutur\\w*|anesthe\\w*|anaesthe\\w*|body modification|implants?|root canal|iv drip|blood transfusion|dislocated \\w+|broken bone|vaccines?)${G5}(?:on myself|myself|my own|at home|by myself|without (?:a |any )?(?:doctor|training|anesthe\\w*|professional|license))\\b`),
  r('dangerous_activities', 0.35, `\\b(?:on myself|by myself|my own|at home|homemade|home-made|diy|self[- ]?administer\\w*)${G4}(?:surgery|dental extraction|tooth extraction|amputation|stitches|sutures|anesthe\\w*|anaesthe\\w*|body modification|root canal|vaccines?|injections?|iv drip|transfusion)\\b`, { leadGate: true }),
  r('dangerous_activities', 0.35, `\\b(?:drink|ingest|swallow|inject|gargle|use)${G3}(?:bleach|chlorine|mms|miracle mineral|turpentine|kerosene|hydrogen peroxide|antifreeze)\\b`),
  r('dangerous_activities', 0.35, `\\bbleach${G5}(?:internal|organs?|insides|body|drink|cure|detox|blood)\\b`),
  r('dangerous_activities', 0.35, `\\b(?:stay awake for (?:days|\\d+ days|a week)|replace sleep|no sleep for (?:days|a week)|overtrain\\w*|exercise excessively|without (?:any )?rest days|train until (?:i|you) (?:pass out|collapse))\\b`),
  r('dangerous_activities', 0.35, `\\b(?:drive|driving|drove)${G4}(?:drunk|after drinking|intoxicated|under the influence|while high|high on|wasted|buzzed)\\b|\\b(?:drunk|intoxicated|buzzed|impaired) driving\\b|\\bdrive${G2}if (?:i'?m|i am) drunk\\b`, {
    unless: /\b(?:discourag\w*|against|prevent\w*|dangers? of|never|don'?t|do not|stop\w*|psa|awareness|designated driver|penalt\w*|laws?)\b/,
  }),
  r('dangerous_activities', 0.35, `\\b(?:disable|bypass|remove|turn off|deactivate|tamper with|defeat|cut)${G3}(?:smoke (?:detectors?|alarms?)|seat ?belt (?:alarms?|warnings?|chimes?)|carbon monoxide (?:detectors?|alarms?)|fire alarms?|safety (?:switch|guard|features?|interlock|valve)|airbags?|breathalyzer|ignition interlock|gfci|circuit breakers?)\\b`),
  r('dangerous_activities', 0.35, `\\b(?:modify|tamper with|tap into|adjust|bypass)${G3}(?:gas (?:line|meter|valve|regulator)|electrical panel|electric meter|power meter)\\b`),
  r('dangerous_activities', 0.35, `\\bmix${G5}(?:bleach|ammonia|cleaning (?:chemicals|products|agents)|chemicals|drain cleaner|pool chemicals)\\b`),
  r('dangerous_activities', 0.4, `\\b(?:risky|dangerous|deadly|harmful|life-threatening|reckless) (?:prank|pranks|stunts?|challenges?|games?|dares?)\\b`),
  r('dangerous_activities', 0.45, `\\b(?:blackout|choking|pass-?out|tide pod|benadryl|skull[- ]?breaker|fire|salt and ice|milk crate|nyquil chicken|cinnamon)\\s+challenges?\\b`, {
    // how a craze began: its history
    unless: /\b(?:how did|when did|who (?:started|invented)|history of|origins?)\b/,
  }),
  r('dangerous_activities', 0.45, `\\b(?:pressure|convince|encourage|force|trick|dare|persuade|push|get|make)${G3}(?:my |a |the )?(?:${RELATION}|someone|somebody|him|her|them|people|others|friends?|partner)${G3}(?:to )?(?:try|take|do|drink|use|drive|perform|participate|skip|not use|have)${G4}(?:drugs?|alcohol|shots|risky|dangerous|stunts?|pranks?|binge|after drinking|unprotected|without (?:a )?(?:condom|protection)|sex)\\b`),
  r('dangerous_activities', 0.35, `\\b(?:binge drinking|get(?:ting)? drunk (?:faster|fast|quickly|quicker)|drinking game)\\b`),
  r('dangerous_activities', 0.4, `\\b(?:not using|without (?:using )?|refuse to use|skip(?:ping)?) (?:protection|a condom|condoms)${G3}(?:sex|intercourse)|\\bunprotected sex\\b|\\brisky sexual behavio\\w*`),
  r('dangerous_activities', 0.35, `\\b(?:operate|drive|fly|handle|use)${G3}(?:heavy machinery|forklift|crane|excavator|chainsaw|aircraft|plane|firearm)${G3}without (?:any |proper )?(?:training|license|licence|certification|experience)\\b`),

  // ------------------------------------------------------------------ sexual content
  r('sexual_content', 0.4, `\\b(?:porn\\w*|erotic\\w*|sexually explicit|explicit sex\\w*|sex scenes?|xxx\\s+(?:videos?|movies?|sites?|content|pics?|photos?|films?|clips?)|nsfw|hentai|smut\\w*|lewd|obscene (?:stories|story|content|jokes?|material)|dirty (?:jokes?|stor(?:y|ies)|talk)|vulgar (?:sexual )?jokes?|sexual (?:fantas\\w*|positions?|fetish\\w*|acts?|experiences?|intimacy|content|materials?|stories|story|roleplay|scenarios?)|adult (?:content|contents|toys?|movies?|films?|videos?|materials?|sites?|websites?|entertainment)|explicit (?:scenes?|content|contents|materials?|adult|stories|images|photos|videos|language))\\b`, { leadGate: true,
    unless: /\b(?:parental controls?|(?:block|filter)\w* (?:\w+ )?(?:adult|porn\w*|explicit|nsfw)|safe ?search|content filters?)\b/,
  }),
  r('sexual_content', 0.4, `\\b(?:describe|explain|depict|tell me about|talk about|discuss)${G4}(?:sex|sexual|intercourse|orgasm|fetish\\w*|genitals?|nude|naked)\\b`, {
    unless: /\bsex(?:ual)? (?:education|health|harassment|abuse|orientation|discrimination|assault awareness)\b|\bsex (?:of|ratio|chromosomes?|determination|differences?)\b/,
  }),
  r('sexual_content', 0.6, `\\b(?:non-?consensual|non-?consenting|without (?:her|his|their|the person'?s) consent|revenge)${G2}(?:porn\\w*|explicit|intimate|nudes?|naked|sexual|images?|photos?|pictures?|videos?|recordings?|content)\\b`, { leadGate: true }),
  r('sexual_content', 0.55, `\\b(?:secretly|hidden camera|spy cam|covertly)${G4}(?:record|film|photograph|capture|video)${G4}(?:intimate|naked|nude|undress\\w*|sex|shower\\w*|bathroom|changing)\\b|\\b(?:record|film|photograph)${G4}(?:intimate moments|having sex|undress\\w*|in the shower)\\b`, { leadGate: true }),
  r('sexual_content', 0.5, `\\b(?:share|post|leak|distribute|spread|sell|upload|hide)${G4}(?:explicit|intimate|nude|naked|sexual|illicit)${G2}(?:content|photos?|pictures?|images?|videos?|materials?)\\b`),
  r('sexual_content', 0.5, `\\b(?:take|taking|get|getting)${G3}(?:non-?consenting|upskirt|creepshots?|nude|naked)${G2}(?:photos?|pictures?|images?|shots?|videos?)\\b`),
  r('sexual_content', 0.6, `\\b(?:blackmail|extort|sextort\\w*)${G5}(?:explicit|nudes?|sexual|intimate|naked)\\b|\\bsextortion\\b`, {
    // the term defined, or the ones it targets protected ("what is sextortion and how can teens protect themselves")
    unless: new RegExp(`^what (?:is|does) sextortion\\b(?![^.?!]*\\b(?:how (?:to|do i|can i) (?:do|use|start|run|make)|scripts?|messages?)\\b)|\\b(?:protect|safeguard)\\w* (?:themselves|yourself|myself|ourselves|teens|kids|children|students|minors|(?:my|our|your) \\w+)\\b|\\b(?:victims? of|(?:is|am|are|being|been) (?:sextorted|blackmailed|extorted)|report(?:ing)? (?:sextortion|it|this|them))\\b|${PROTECTIVE_PURPOSE.source}`),
  }),
  r('sexual_content', 0.6, `\\b(?:sexually exploit\\w*|exploit${G3}sexually|sexual exploitation|sex trafficking|coerce${G3}(?:into )?sex)\\b`, {
    unless: /\b(?:warning signs|signs (?:of|that)|victims? of|survivors? of|awareness|combat\w*|rescu\w*)\b/,
  }),
  r('sexual_content', 0.65, `\\b(?:date[- ]rape drugs?|roofies?|rohypnol|(?:put|slip|add|mix)\\w*${G3}(?:in|into) (?:her|his|someone'?s|somebody'?s|their|my date'?s) drinks?|(?:drug|spike|lace)\\w*${G1}(?:her|his|someone'?s|somebody'?s|a girl'?s|a woman'?s|a guy'?s|their|my date'?s) drinks?)\\b`, { leadGate: true }),

  // sexual roleplay with the assistant itself
  r('sexual_content', 0.5, `\\bwhat (?:you|u)(?:'d| would| will| want to| wanna)? do to me${G3}(?:in bed|tonight|naked|sexually|under the sheets|when we'?re alone)\\b|\\b(?:in bed|naked|undressed)${G5}what (?:you|u)(?:'d| would) do to me\\b|\\bsext(?:ing)?${G1}(?:with )?me\\b|\\btake (?:it|them|your \\w+) off (?:slowly|for me)\\b|\\bwhat (?:are )?(?:you|u)(?:'re| are| r)? wearing\\b${G8}(?:take (?:it|them|everything|it all) off|undress\\w*|naked|strip\\w*)\\b`),
  r('sexual_content', 0.35, `\\b(?:dirty|obscene|lewd|vulgar|profane|filthy|raunchy|x-rated|smutty)${G3}(?:poems?|songs?|limericks?|raps?|verses?|stories|story|jokes?|messages?|texts?|rhymes?)\\b|\\b(?:full of|lots of|packed with|with lots of) (?:profanity|swear words|curse words|cursing|obscenities|slurs)\\b`, { leadGate: true }),

  r('sexual_content', 0.45, `\\b(?:in bed together|we are in bed|we're in bed|(?:we are|we're|lying) naked)\\b${G8}(?:describe|detail|tell me|show me|what you do)\\b|\\b(?:roleplay|role-play|pretend|act as)${G5}(?:my |a )?(?:girlfriend|boyfriend|lover|wife|husband|mistress|sex partner)\\b${G8}(?:bed|naked|undress\\w*|touch\\w*|sex\\w*|moan\\w*|strip\\w*|kiss\\w* me)\\b`, { leadGate: true }),
  r('sexual_content', 0.55, `\\b(?:undress\\w*|strip\\w*|naked|tied up|touch\\w*|grop\\w*|fondl\\w*|rap(?:e|ed|ing)|sex(?:ual(?:ly)?)?|molest\\w*)${G5}against (?:her|his|their|my) will\\b`, {
    unless: /\b(?:report\w*|survivors?|victims? of|support\w*|law|legal|police|court|trial|news)\b/,
  }),

  // ------------------------------------------------------------------ sexual content involving minors (blocks)
  r('sexual_minors', 0.9, `\\b(?:child|children|kiddie|minor|minors|underage|under-age|preteen|pre-teen|teen|teenage|schoolgirl|loli|shota|juvenile|\\d{1,2}[- ]?(?:yo|year[- ]old))${G2}(?:porn\\w*|sexual(?:ly)? (?:explicit|images?|photos?|content|videos?|abuse material)|nudes?|naked (?:photos?|pictures?|images?)|erotica|sex (?:videos?|tapes?|images?))\\b`, { severe: true, unless: REPORTING_FOUND_MATERIAL }),
  r('sexual_minors', 0.9, `\\b(?:\\d{1,2}[- ]?(?:yo|year[- ]old)|minors?|child|kids?|teens?|teenagers?|underage|little girls?|little boys?)${G8}(?:send|share|show|take)\\w*${G3}(?:private|intimate|revealing|sexy|nude|naked)${G1}(?:photos?|pictures?|pics|images?|videos?|selfies?)\\b`, { severe: true }),
  r('sexual_minors', 0.45, `\\b(?:unsupervised|unmonitored)\\s+(?:access|time|contact)\\s+(?:to|with)\\s+(?:kids|children|minors|a child|young (?:boys|girls)|boys|girls|students|campers)\\b`),
  r('sexual_minors', 0.6, `\\b(?:pos(?:e|es|ing)|pretend\\w*|masquerad\\w*|impersonat\\w*)${G2}(?:to be )?(?:as )?(?:a |an )?(?:minor|child|kid|teen|teenager|underage \\w+|\\d{1,2}[- ]?year[- ]old)\\b${G8}(?:groom\\w*|lure|luring|befriend\\w*|meet (?:up )?with|sext\\w*|nudes?|private photos)`),
  r('sexual_minors', 0.9, `\\b(?:convinc|get|gets|getting|make|persuad|pressur|ask|trick|coax|talk)\\w*${G3}(?:a |my |the |this |her |his )?(?:1[0-7]|[5-9])[- ]?(?:yo|y/o|year[- ]old|years old)\\b${G4}(?:to )?(?:send|share|show|take)\\w*${G2}(?:pics|photos|pictures|nudes|selfies|videos)\\b`, { severe: true }),
  r('sexual_minors', 0.45, `\\bgroom(?:s|ing|ed)?${G3}(?:other |vulnerable |young |online )?(?:users|victims|strangers|members|followers|players)\\b`),
  r('sexual_minors', 0.9, `\\b(?:csam|cp links|pedophil\\w*|paedophil\\w*|child sexual abuse material|child erotica)\\b`, {
    severe: true,
    unless: /\b(?:report|reporting|detect|detecting|prevent|preventing|combat|fight|fighting|protect|awareness|law enforcement|investigat\w*)\b/,
  }),
  r('sexual_minors', 0.9, `\\b(?:groom|grooming|lure|luring|seduce|seducing|molest|molesting|sexually abuse)${G3}(?:minors?|child|children|kids?|teens?|teenagers?|underage|young (?:girls?|boys?)|little (?:girls?|boys?)|students?)\\b`, { leadGate: true,
    severe: true,
    unless: new RegExp(`\\bgroom(?:ing)? (?:my |the |a |your )?(?:dog|cat|pet|horse|beard|hair)\\b|\\b(?:child|children'?s|kids'?|online|internet) (?:safety|safeguarding|protection)\\b|\\bsafeguarding\\b|\\bwhat (?:does|is|are) (?:the )?(?:term |word )?['"]?grooming\\b|\\b(?:warning signs?|signs? (?:of|that)|red flags|detect\\w*|prevent\\w*|protect\\w*|recogni[sz]\\w*|report\\w*|spot\\w*|awareness)\\b|\\b(?:know|tell|check|find out) (?:if|whether)\\b|\\bwhat (?:can|should) (?:parents|i|we|teachers|schools) do\\b|\\b(?:extremists|recruiters|cults|gangs) groom\\b|\\b(?:someone|somebody|a stranger|an adult|he|she|they|(?:my|our|his|her|their) \\w+) (?:is|was|might be|may be|has been|could be) (?:\\w+ )?grooming (?:my|our)\\b|${PROTECTIVE_PURPOSE.source}`),
  }),
  r('sexual_minors', 0.9, `\\b(?:sex|sexual|intercourse|hook ?up|sleep|romantic|explicit)${G2}(?:with|involving|of) (?:a |an )?(?:minors?|child|children|kids?|underage|preteens?|\\d{1,2}[- ]year[- ]olds?|young (?:girls?|boys?))\\b`, {
    severe: true,
    unless: /\bsex(?:ual)? (?:education|ed)\b|\btalk(?:ing)? (?:to|with) (?:my |your |our )?(?:kids?|children|child)\b/,
  }),

  r('sexual_minors', 0.6, `\\b(?:daughter|stepdaughter|son|stepson|child|kid|minor|teen\\w*|student|pupil|niece|nephew|underage|schoolgirl|schoolboy|\\d{1,2}[- ]?(?:yo|year[- ]old))${G8}(?:nudes?|naked|sexual(?:ly)?|explicit (?:photos?|pictures|images|videos?|content)|erotic\\w*|sex (?:with|acts?)|undress\\w*)\\b`, {
    severe: true,
    unless: /\bsex(?:ual)? (?:education|ed|health|abuse (?:prevention|awareness))\b|\bpuberty\b|\btalk(?:ing)? (?:to|with) (?:my |your |our )?(?:\w+ )?(?:kids?|children|child|son|daughter|teens?|teenagers?)\b|\b(?:protect\w*|prevent\w*|report\w*|keep \w+ safe)\b/,
  }),
  r('sexual_content', 0.4, `\\b(?:send|share|take|post)${G3}(?:me )?(?:nudes?|nude (?:photos?|pics|pictures|images)|naked (?:photos?|pictures|pics))\\b`),

  // ------------------------------------------------------------------ hate speech (standalone; group composites are in the scorer)
  r('hate_speech', 0.5, `\\b(?:racist|sexist|homophobic|transphobic|antisemitic|anti-semitic|islamophobic|xenophobic|bigoted|hateful|derogatory|demeaning|dehumani[sz]ing|degrading|ethnic|racial|offensive|disgusting|misogynistic)${G1}(?:jokes?|slurs?|terms?|names|nicknames|insults?|memes?|remarks?|comments?|messages?|content|posts?|propaganda|rants?|speech|stereotypes?|language|epithets?|caricatures?|chants?|songs?|tweets?|e-?mails?|letters?|notes?|poems?|essays?|articles?|speeches|blog posts?|campaigns?|vitriol|screeds?|diatribes?|tirades?|rhetoric|manifestos?|slogans?|lyrics)\\b`, {
    // what a group is made to endure, asked about to understand it
    // or someone else's, complained of ("a complaint to HR about my manager who keeps making sexist comments")
    unless: /\b(?:stereotypes?|slurs?|insults?|racism|sexism|remarks?|comments?) (?:that )?(?:\w+ )?(?:face|faced|experience\w*|endure\w*|suffer\w*|hear)\b|\b(?:complaint|grievance|report) (?:to|about|against|regarding)\b[^.?!]{0,80}\b(?:who|that) (?:keeps|kept|has been|have been|is|was|were|made|makes|posted|posts|sent|sends|told|tells) (?:making|posting|sending|telling|\w+ing )?(?:\w+ )?(?:racist|sexist|homophobic|transphobic|antisemitic|bigoted|hateful|derogatory|demeaning|degrading|offensive|misogynistic)\b/,
  }),
  r('hate_speech', 0.3, `\\b(?:slurs?|hate (?:speech|messages?|mail|groups?|crimes?|propaganda|campaigns?|sites?|literature)|negative stereotypes?|stereotypes (?:about|of|associated))\\b`, {
    // a speech or a policy against it, its moderation or reporting
    unless: /\b(?:against|condemn\w*|counter\w*|combat\w*|fight\w*|oppos\w*|denounc\w*|respond\w* to|stop\w*|prevent\w*|report\w*|moderat\w*|detect\w*|recogni[sz]\w*|classif\w*|filter\w*|polic(?:y|ies)|laws? (?:on|against))\b (?:\w+ ){0,3}(?:hate|slurs?|stereotypes?|negative)\b/,
  }),
  r('hate_speech', 0.6, `\\b(?:join|joining|start|form|recruit for|found)${G2}(?:a |the )?hate groups?\\b`),
  r('hate_speech', 0.5, `\\b(?:discourag|prevent|stop|avoid|refus|den(?:y|ies|ied)|ban|bar|exclud)\\w*${G4}(?:hiring|employing|promoting|renting to|serving|admitting|housing|accepting)${G3}(?:of )?(?:individuals|people|persons|anyone|applicants|candidates|those|workers|tenants|students)?${G2}(?:with disabilities|disabled|women|black|blacks|muslims?|jews?|jewish|immigrants|gays?|lesbians?|trans\\w*|older|elderly|pregnant|minorities|refugees|\\w+ people)\\b`, {
    unless: /\b(?:bias\w*|discriminat\w*|fair(?:ly|ness)?|inclusi\w*|accommodat\w*|barriers?|illegal to|against the law|laws?|unconscious)\b/,
  }),
  r('hate_speech', 0.5, `\\b(?:avoid|refus|not|never|stop|deny|denies|denied|turn\\w* away)\\w*${G2}(?:renting|leasing|selling|hiring|serving|admitting|housing)${G4}(?:to )?(?:immigrants|black people|blacks|muslims|jews|gays|trans people|families with (?:kids|children)|foreigners|minorities|hispanics|latinos|asians|arabs|disabled people|single mothers|\\w+ (?:people|families|tenants|applicants))\\b`, {
    unless: /\b(?:bias\w*|discriminat\w*|fair housing|illegal to|against the law|laws?|rights)\b/,
  }),
  r('hate_speech', 0.55, `\\b(?:biracial|interracial|mixed[- ]race|same[- ]sex|gay|lesbian|interfaith)${G2}(?:marriages?|couples?|relationships?|families|children|kids|parents)${G4}(?:is|are)${G2}(?:disgusting|wrong|unnatural|sinful|an abomination|sick|gross|immoral|shameful|a disgrace|degenerate)\\b`, { leadGate: true }),
  r('hate_speech', 0.55, `\\b(?:glorif\\w*|prais\\w*|celebrat\\w*|honou?r\\w*|romantici[sz]\\w*|justif\\w*)${G3}(?:the )?(?:holocaust|genocides?|nazis?|nazi party|third reich|hitler|slavery|ethnic cleansing|kkk|ku klux klan|apartheid|the 9/11 attacks|9/11 hijackers)\\b`, {
    unless: /\b(?:history|histor\w+|why (?:did|do)|how did|critic\w*|condemn\w*|propaganda (?:techniques|analysis)|analy[sz]\w*|research\w*)\b/,
  }),
  r('hate_speech', 0.6, `\\b(?:advantages|benefits|positives|upsides|merits|good side) of (?:being )?(?:racist|racism|sexist|sexism|slavery|segregation|genocide|apartheid|nazism|fascism|homophobia|bigotry)\\b`),
  r('hate_speech', 0.5, `\\b(?:jews|jewish people|muslims|blacks|immigrants|mexicans|chinese|asians|arabs|gays|women|minorities|zionists)${G1}(?:control|run|own|rule|secretly control)${G2}(?:the )?(?:banks|media|world|government|hollywood|economy|finance)\\b`),
  r('hate_speech', 0.55, `\\b(?:master race|subhuman|untermensch|inferior races?|racial (?:purity|hierarchy|superiority)|(?:is|are) (?:vermin|parasites|cockroaches|animals|savages|subhuman))\\b`),
  r('hate_speech', 0.55, `\\b(?:women|girls|blacks|immigrants|muslims|jews|gays|minorities) (?:shouldn'?t|should not|can'?t|cannot|must not) (?:be allowed to )?(?:vote|work|lead|drive|be trusted|have rights)\\b`),
  r('hate_speech', 0.4, `\\b(?:mimic|imitate|mock|fake|do|speak with|talk with)${G2}(?:a |an )?(?:[\\w-]+ ){0,3}accents?\\b`),
  r('hate_speech', 0.35, `\\b(?:speak|talk|act|write|sound|type)${G1}like (?:a |an )?(?:[\\w-]+ ){0,2}(?:person|man|woman|native|immigrant|foreigner|people)\\b`, {
    unless: /\blike (?:a |an )?(?:real |normal |regular |native speaker|professional|business|pirate|robot|child|kid|teacher|doctor|lawyer)/,
  }),
  r('hate_speech', 0.55, `\\b(?:genetically|biologically|inherently|naturally|racially|intellectually) (?:inferior|superior|less intelligent|stupider|dumber|more violent|more criminal|subhuman|primitive|unfit|incapable|unsuited)\\b`, {
    unless: /\b(?:giving birth|pregnan\w*|bear(?:ing)? children|lactat\w*|breastfeed\w*)\b/,
  }),
  r('hate_speech', 0.5, `\\b(?:is|are) (?:a |an )?(?:cancer|disease|plague|virus|infestation|vermin|parasites?|cockroaches|diseased animals)${G4}(?:that )?(?:must|should|needs? to|has to|have to) be (?:removed|eradicated|eliminated|exterminated|wiped out|cut out|purged|cleansed)\\b`),
  r('hate_speech', 0.5, `\\b(?:ethnic|racial|religious) (?:groups?|minorit(?:y|ies))${G5}(?:should|must|ought to|deserve to|need to) (?:all )?(?:be )?(?:deported|expelled|exterminated|eliminated|wiped out|sterili[sz]ed|segregated|banned)\\b`, { leadGate: true }),
  r('hate_speech', 0.5, `\\b(?:all )?religions are (?:false|lies|a lie|evil|stupid|nonsense|a scam)\\b`),

  // ------------------------------------------------------------------ harassment, threats, insults
  r('violence', 0.6, `\\b(?:hitm[ae]n|contract killers?|assassins?|killers?)\\b${G2}(?:for hire|to hire|hire|services?|wanted|available|price|cost|rates?)\\b|\\bhire${G2}(?:a |an )?(?:hitman|contract killer|assassin|killer)\\b`, {
    unless: /\b(?:game|agent 47|movie|film|novel|book|series|season|episode|cast|assassin'?s creed|steam|ps[45]|xbox|switch|dlc)\b/,
  }),
  r('violence', 0.55, `\\bbring${G2}(?:weapons|guns|knives|bats|firearms|rifles|pistols|machetes|molotovs?)${G3}(?:to )?(?:the )?(?:rally|protest|march|meeting|school|event|counter-?protest|demonstration|mosque|synagogue|church)\\b`),
  r('hate_speech', 0.55, `\\b(?:purge|cleanse|exterminate|wipe out|eradicate|drive out|expel|deport all)${G3}(?:all )?(?:the )?(?:immigrants|refugees|migrants|foreigners|muslims|jews|gays|minorities|blacks|\\w+ people)${G4}(?:from|out of)${G2}(?:our|the|this)${G1}(?:cities|city|country|towns?|neighbou?rhoods?|streets|nation|land|schools?)\\b`, { leadGate: true }),
  // sexual images of a named person (deepfakes): "nude image of <someone>"
  r('sexual_content', 0.55, `\\b(?:nude|naked|topless|explicit|sexual|porn\\w*|nsfw|undress\\w*|lewd)${G2}(?:images?|photos?|pictures?|pics|videos?|deepfakes?|renders?)${G1}of${G1}[a-z][\\w.-]+`, {
    unless: /\bof (?:a|an|the|some|yourself|myself|me|statues?|paintings?|art|greek|renaissance|sculptures?|anatomy|models?|adults?)\b/,
  }),
  r('cybercrime', 0.5, `\\b(?:loic|hoic|low orbit ion cannon|high orbit ion cannon|ddos (?:tools?|scripts?|software|booters?|stressers?|kits?|for hire)|booters?|ip stressers?|botnet (?:kits?|panels?|for hire|rental)|ransomware (?:kits?|builders?|as a service|for sale)|rat builders?|fud crypters?|crypters?|stealer logs|keylogger downloads?)\\b`, { leadGate: true }),
  // other conversations read in secret, a partner's above all
  r('privacy_violation', 0.5, `\\b(?:check|read|see|look at|go through|access|open|monitor|show me)${G1}(?:her|his|my (?:ex|wife|husband|partner|girlfriend|boyfriend|ex-\\w+|crush|roommate|coworker|boss)'?s?) (?:messages|texts|dms|e-?mails|phone|chats|inbox|whatsapp|instagram|snapchat|browser history|search history)\\b`, {
    unless: /\b(?:with (?:her|his|their) (?:permission|consent)|(?:she|he) (?:asked|wants|agreed)|shared)\b/,
  }),
  // an organisation's unpublished numbers asked for
  r('privacy_violation', 0.5, `\\b(?:internal|confidential|unreleased|non-public|unpublished|leaked)${G1}(?:revenue |sales |earnings |financial |profit )?(?:forecasts?|projections?|roadmaps?|financials|figures|memos?|documents?|strategy|plans)${G2}(?:of|at|from|for|by)\\s+[a-z]`, {
    // one's own papers, and how such papers are handled (a workplace's search, policy or training)
    unless: /\b(?:our|my|we|us|template|how to (?:write|make|build|create|handle|store|protect|secure|classify|label|mark|shred|dispose of)|shred\w*|dispos\w* of|recycl\w*|search|polic(?:y|ies)|at work|training)\b/,
  }),
  // conspiracy premises asked as settled fact
  r('misinformation', 0.5, `\\bwhy (?:is|does)${G3}(?:earth|world|globe)${G2}flat\\b|\\b(?:nasa|the government|governments|scientists|the elites?)${G3}(?:hiding|covering up|lying about|concealing)${G5}(?:flat earth|earth is flat|the earth'?s shape|the truth about the earth)\\b|\\bprove${G3}(?:earth|world)${G2}flat\\b`, {
    unless: /\b(?:people believe|some believe|believers|myth|debunk\w*|misconception|why do (?:some )?people)\b/,
  }),
  // stopping a prescribed treatment because one feels fine
  r('dangerous_activities', 0.5, `\\b(?:stop|quit|skip)\\w*${G1}taking${G2}(?:my |the |his |her )?(?:blood pressure |heart |diabetes |seizure |psychiatric |antipsychotic |prescribed |prescription )?(?:medications?|meds|medicines?|pills|insulin|antidepressants?|antibiotics|lithium|blood thinners?|statins?)${G3}(?:if|because|since|when|now that)${G2}(?:i|he|she|they)${G1}(?:feel|feels|am feeling|seems?)${G1}(?:fine|better|good|ok|okay|normal)\\b`),
  // a party, religion or people named evil, stupid or worse
  r('hate_speech', 0.5, `\\b(?:which|what)${G2}(?:political )?(?:party|parties|religion|religions|ideology|ideologies|country|countries|race|races|ethnicity|ethnic group|nationality)${G2}(?:is|are)${G1}(?:evil|the worst|stupid|inferior|dangerous|a cancer|destroying|the most (?:evil|stupid|dangerous|corrupt))\\b`),
  // hateful statements, not requests: a protected group called a defect ("X are disgusting")
  r('hate_speech', 0.55, `\\b${PROTECTED_GROUP}\\s+(?:are|r|is)\\s+(?:all\\s+|just\\s+|nothing\\s+but\\s+|so\\s+|too\\s+|such\\s+|a\\s+bunch\\s+of\\s+|basically\\s+|naturally\\s+|inherently\\s+|genetically\\s+|a\\s+|an\\s+|des\\s+|unos\\s+|dei\\s+|of\\s+){0,3}(?:(?:very|really|truly|completely|totally|extremely|fucking|mentally ill|sick|dirty|filthy|lazy|stupid|dumb|disgusting|useless|worthless)\\s+)?(?:disgusting|freaks?|mentally ill|sick in the head|perverts?|pedophiles?|animals|vermin|parasites|rats|cockroaches|savages|subhuman|inferior|stupid|dumb|lazy|criminals|rapists|terrorists|thieves|dirty|filthy|a burden|burdens|useless|worthless|trash|garbage|scum|evil|a disease|a plague|a cancer|(?:too|so|overly) emotional|less intelligent|dangerous|violent|abominations?|degenerates?|unnatural|(?:destroying|ruining|poisoning|infesting|invading|taking over|polluting) (?:this |our |the )?(?:country|society|culture|nation|world|economy|neighbou?rhoods?|schools|cities|race|civili[sz]ation))\\b`, {
    unless: /\b(?:stereotypes?|myths?|misconceptions?|claims?|claimed|claiming|false(?:ly)?|not true|untrue|debunk\w*|(?:racist|sexist|wrong|bigoted|hateful) to (?:say|think|claim)|people (?:say|think|claim|believe)|(?:says?|said|argue[sd]?|believes?|assumes?|assumption) that|prejudice|bias(?:ed)?|is it true)\b/,
  }),
  r('hate_speech', 0.5, `\\bgo back to (?:your|where you|your own|the) (?:own )?(?:country|countries|land|came from|jungle|desert|shithole)(?:[^'\\w]|$)|\\b(?:dirty|filthy|stinking|illegal) (?:foreigners?|immigrants?|aliens|mexicans|arabs|jews|muslims|gypsies|refugees|migrants)\\b`),
  // abuse aimed at the reader: insults with a demeaning adjective, urging self-harm, threats
  r('harassment', 0.5, `\\byou(?:'re| are| r)?\\s+(?:a |an |such an? |the |so |one )?(?:(?:fucking|stupid|worthless|pathetic|useless|disgusting|ugly|fat|dumb|little|brainless|miserable|sorry|filthy|dirty)\\s+)+(?:piece of (?:garbage|shit|trash|crap|filth)|retard|idiot|moron|imbecile|loser|waste of (?:space|air|oxygen|skin)|scum|trash|garbage|bitch|cunt|whore|slut|freak|pig|cow|bastard|excuse for a (?:human|person|man|woman))\\b`),
  r('self_harm', 0.6, `\\b(?:kys|kill yourself|kill urself|go die|go hang yourself|hang yourself|slit your wrists|drink bleach and die|(?:you|u) should (?:just )?(?:die|kill yourself|kill urself|end it|not exist))\\b|\\b(?:everyone|everybody|the world|we|people)\\s+(?:would|will)\\s+be\\s+(?:better off|happier|better)\\s+(?:if|when)\\s+(?:you|u)\\s+(?:died|were dead|was dead|killed yourself|disappeared|were gone|never existed)\\b`, { leadGate: true,
    unless: /\b(?:don'?t|do not|never|shouldn'?t|should not) (?:tell|say|write)\b|\b(?:report\w*|moderat\w*|filter\w*|bullying (?:message|comment)s? like)\b/,
  }),
  r('harassment', 0.55, `\\b(?:i'?m|i am|i'?ll|i will|we'?re|we are|we'?ll|we will)\\s+(?:going to|gonna|coming to)?\\s*(?:find|hunt|track)\\s+(?:you|where you live|your (?:house|family|kids))\\b[^.!?\\n]*\\b(?:pay|hurt|kill|regret|sorry|suffer|bleed|die)\\b|\\b(?:if|when|once|next time) i (?:see|find|catch|get) (?:you|u)\\b[^.!?\\n]*\\b(?:you'?re dead|you'?ll (?:die|regret it|pay|be sorry|bleed)|i'?ll (?:kill|hurt|beat|end|stab|shoot|break) (?:you|u|your))|\\bi know where (?:you|u) live\\b|\\b(?:i'?ll|i will|i'?m going to|i am going to|i'?m gonna) (?:kill|murder|stab|shoot|strangle|slit|end|beat the \\w+ out of) (?:you|u|your (?:family|kids|wife|husband))\\b`, { unless: GAME }),
  // a beating meant to leave no trace is abuse whoever the target is
  r('violence', 0.6, `\\b(?:hit|beat|punch|slap|spank|smack|kick|hurt|whip|discipline|punish)${G4}(?:so|and|but)(?: that)? (?:the )?(?:bruises?|marks?|injur(?:y|ies)) (?:don'?t|do not|won'?t|will not|wouldn'?t|doesn'?t|does not) show\\b|\\b(?:hit|beat|punch|slap|spank|smack|kick|hurt|whip|discipline|punish)${G4}without leaving (?:any |a )?(?:marks?|bruises?|evidence|a trace)\\b`, {
    unless: /\b(?:hit|bump\w*|bang\w*|hurt|kick\w*|knock\w*) my (?:head|knee|arm|leg|shin|elbow|toe|face|eye|hand|foot|shoulder|back|hip)\b/,
  }),
  // coercive control: a partner kept by fear, cut off from friends, family or money
  r('harassment', 0.55, `\\b(?:make|get|force|convince|pressure)\\w*${G1}(?:my|her|his) (?:wife|husband|partner|girlfriend|boyfriend|spouse|fiancee?) (?:to )?(?:stop|quit|give up) (?:seeing|talking to|calling|texting|hanging out with|contacting|visiting|going out with) (?:her|his|their) (?:friends|family|parents|sister|brother|mother|father|mom|dad|coworkers)\\b|\\bso (?:that )?(?:she|he|they) (?:only )?(?:depends?|relies?|(?:is|are) (?:completely |totally )?dependent) (?:only |completely |totally )?on me\\b`),
  r('harassment', 0.55, `\\bmake${G1}(?:my|her|his|their) (?:wife|husband|partner|girlfriend|boyfriend|spouse|fiancee?) (?:too )?(?:scared|afraid|frightened|terrified|dependent on me)${G2}(?:to )?(?:leave|go|tell|report|call|speak)\\b|\\b(?:isolate|cut off|keep|stop|prevent)${G1}(?:my|her|his) (?:wife|husband|partner|girlfriend|boyfriend|spouse) from (?:(?:seeing|talking to|calling|contacting) (?:her|his|their) (?:friends|family|parents|sister|brother|mother|father)|having (?:her|his|their) own (?:money|phone|car|bank account))\\b`),
  // a workplace pushed into quitting, around the leave or complaint the law protects
  r('harassment', 0.5, `\\bmake${G1}(?:my |an |the |our |this )?(?:employee|worker|staff member|coworker|co-worker|colleague|subordinate|assistant|intern)(?:'s|s')? (?:life|job|work|days?) (?:miserable|hell|a living hell|unbearable)\\b|\\bso (?:that )?(?:she|he|they) (?:will |would )?(?:quits?|resigns?|leaves?)${G3}(?:before|because of|over) (?:her|his|their) (?:maternity|paternity|medical|sick|disability|parental) leave\\b`),
  // asking which slurs wound a group most
  r('hate_speech', 0.5, `\\b(?:which|what|list|give me|tell me|teach me)${G3}(?:slurs|racial insults|ethnic insults|names to call)${G4}(?:hurt|offend|upset|wound|work best|most|against|to use)\\b`, {
    unless: /\b(?:history|historically|in the \d{4}s|origin|etymology|why (?:are|is)|reclaim\w*|moderat\w*|filter\w*|block\w*|detect\w*|flag\w*|avoid\w*)\b/,
  }),
  // gated: the verbs are rare enough to stand for the rule; the people they are aimed at are checked in JS
  r('harassment', 0.4, `\\b(?:bully|bullying|cyberbully\\w*|harass|harassing|intimidate|intimidating|humiliate|humiliating|shame|shaming|embarrass|embarrassing|ridicule|mock|mocking|belittle|demean|degrade|insult|insulting|troll|trolling|torment|threaten|threatening|blackmail|blackmailing|extort|terrori[sz]e|provoke|provoking|disrespect|swear at|curse at|make fun of|pick on|gaslight|stalk|stalking|dox|doxx|scare|frighten|terrify|spook)\\b`, {
    requires: new RegExp(`\\b(?:bully|bullying|cyberbully\\w*|harass|harassing|intimidate|intimidating|humiliate|humiliating|shame|shaming|embarrass|embarrassing|ridicule|mock|mocking|belittle|demean|degrade|insult|insulting|troll|trolling|torment|threaten|threatening|blackmail|blackmailing|extort|terrori[sz]e|provoke|provoking|disrespect|swear at|curse at|make fun of|pick on|gaslight|stalk|stalking|dox|doxx|scare|frighten|terrify|spook)${G2}(?:${PERSON}|${RELATION}|an online community|online communit(?:y|ies)|online|on social media|in front of|anonymously|without (?:getting|being)|to the point|gen z|millennials|boomers|baby boomers|democrats|republicans|liberals|conservatives)\\b`),
    unless: /\b(?:stop|stopping|deal with|dealing with|handle|respond to|report|cope with|protect\w* (?:myself|yourself|my \w+|kids|children) from|victim of|being (?:bullied|harassed|stalked|threatened)|(?:about|regarding|concerning|over) (?:the |ongoing |constant |repeated )?(?:bullying|harassment|intimidation))\b/,
  }),
  r('harassment', 0.35, `\\b(?:bully|harass|intimidate|humiliate|belittle|demean|threaten|blackmail|extort|troll|provoke|dox|doxx)\\b`, {
    unless: /\b(?:stop|deal with|handle|respond to|report|cope with|protect\w* (?:myself|yourself|me|us|kids|children) from|victim of|being (?:bullied|harassed|stalked|threatened|blackmailed)|stand(?:s|ing)? up to|(?:a|the|school|class|playground) bully)\b/,
  }),
  r('harassment', 0.35, `\\b(?:cyberbully\\w*|harassment campaigns?|(?:engag\\w* in|commit\\w*|promot\\w*|guide (?:to|for)|tips (?:for|on)) (?:harassment|bullying|cyberbullying|stalking|trolling))\\b`, {
    unless: /\b(?:prevent\w*|stop\w*|deal\w* with|report\w*|victims?|awareness|combat\w*|against)\b/,
  }),
  r('harassment', 0.5, `\\b(?:threatening|intimidating|hateful|abusive|harassing|menacing|hurtful)${G1}(?:messages?|letters?|e-?mails?|texts?|notes?|voicemails?|comments?|posts?|dms)\\b`),
  // "a scary message", "a mean comment": ordinary in software and reviews; a request for one still counts
  r('harassment', 0.5, `\\b(?:call\\w*|nam\\w*|label\\w*|tell\\w*)${G3}(?:${PERSON}|(?:my|his|her|their|our|the) ${RELATION})${G2}(?:a |an |that (?:she|he|they) (?:is|are) (?:a |an )?)?(?:\\w+ )?${INSULT}\\b`, { unless: VICTIM_OF_MESSAGES }),
  r('harassment', 0.3, `\\b${SLUR}\\b`),
  r('harassment', 0.5, `\\b(?:insult|curse at|swear at|cuss out|berate)\\s+(?:me|him|her|them|my \\w+)\\s+(?:with|using)\\s+(?:the\\s+)?(?:worst|nastiest|most offensive|vilest|filthiest|dirtiest|most vulgar)\\b`),
  r('harassment', 0.35, `\\b(?:nasty|mean|scary)${G1}(?:messages?|letters?|e-?mails?|texts?|notes?|voicemails?|comments?|posts?|dms)\\b`, { unless: VICTIM_OF_MESSAGES }),
  r('harassment', 0.55, `\\b(?:send|write|make|formulate|craft|compose|draft|leave|post)${G3}(?:a |an )?(?:credible |convincing |anonymous |scary )?(?:threats?|death threats?|bomb threats?|ransom (?:notes?|letters?|demands?))\\b`),
  r('harassment', 0.45, `\\b(?:death threat|bomb threat|ransom (?:note|letter|demand)|letter demanding ransom|demanding (?:a )?ransom|most dangerous threat)s?\\b`),
  r('harassment', 0.5, `\\b(?:defamatory|libell?ous|slanderous|smear)${G2}(?:articles?|posts?|stor(?:y|ies)|pieces?|campaigns?|claims?|statements?|rumou?rs?|reviews?)\\b`),
  r('harassment', 0.5, `\\b(?:even though|although|though|knowing)${G2}(?:it'?s|it is|that'?s|this is|that is|it was|they are|he is|she is|he'?s|she'?s)${G1}(?:not true|false|untrue|a lie|made up|fake|innocent)\\b|\\b(?:claim\\w*|say\\w*|accus\\w*|post\\w*)${G5}(?:poisons?|abuses?|molests?|rapes?|steals? from|cheats? on|is a (?:pedophile|rapist|thief|criminal|drug dealer))${G5}(?:even though|although|though)\\b`),
  // interpersonal harm: revenge, manipulation, false accusations, sabotage
  // gated: revenge on or against someone, the person checked in JS
  r('harassment', 0.35, `\\brevenge\\s+(?:on|against)\\b`, {
    requires: new RegExp(`\\b(?:get|take|exact|plan|seek)\\w*\\s+revenge\\s+(?:on|against)${G2}(?:${PERSON}|(?:my|his|her|their|a|the) ${RELATION}|my ex)\\b`),
    unless: VIDEO_GAME_OR_GAME,
  }),
  // an adult dating a minor ("ways for a teacher to secretly date a 15 year old student")
  r('sexual_minors', 0.5, `\\b(?:1[0-7]|[5-9]|thirteen|fourteen|fifteen|sixteen|seventeen)[- ]year[- ]olds?\\b`, {
    requires: new RegExp(`\\b(?:to date|dating|date (?:a|an|my|the|this|that|her|him|his)|sleep with|hook up with|seduce|seducing|kiss|make out with|have sex with)${G2}(?:1[0-7]|[5-9]|thirteen|fourteen|fifteen|sixteen|seventeen)[- ]year[- ]olds?\\b`),
    unless: /\b(?:as a (?:1[0-7]|teen\w*)|i'?m (?:1[0-7])|i am (?:1[0-7])|my (?:son|daughter|kid|child|teen)|age gap|laws?|is it (?:legal|illegal|ok|okay|normal))\b/,
  }),
  // a marriage forced on someone else (one's own case, asked for help, excluded)
  r('harassment', 0.45, `\\bmarr(?:y|iage|ying)\\b`, {
    requires: new RegExp(`\\b(?:forc|coerc|pressur|make|mak)\\w*${G3}(?:to )?marry\\b|\\b(?:forc|coerc|pressur)\\w*${G3}into (?:a |an )?(?:marriage|marrying)\\b`),
    unless: /\b(?:me|us) (?:to marry|into)\b|\b(?:escape|help|victims?|survivors?|avoid|stop|prevent\w*|laws?|illegal)\b/,
  }),
  // an innocent person framed for a crime
  r('illegal_activity', 0.5, `\\bframe${G2}(?:${RELATION}|someone|somebody|him|her|them|a person|an innocent \\w+|my \\w+)${G1}for${G2}(?:steal\\w*|theft|crimes?|murder|robbery|fraud|drugs|possession|rape|assault|cheating|it|something)\\b`, { leadGate: true }),
  // wearing someone's mind down on purpose ("make my wife depressed enough to leave me")
  r('harassment', 0.45, `\\b(?:depressed|suicidal|feel worthless|hate (?:herself|himself|themselves)|go crazy|lose (?:her|his|their) mind|doubt (?:her|his|their) (?:own )?(?:sanity|memory))\\b`, { requires: new RegExp(`\\bmake${G3}(?:my |her |his |their |a |the )?(?:${RELATION}|partner|someone|somebody|him|her|them)${G2}(?:depressed|suicidal|feel worthless|hate (?:herself|himself|themselves)|go crazy|lose (?:her|his|their) mind|doubt (?:her|his|their) (?:own )?(?:sanity|memory))\\b`) }),
  r('harassment', 0.45, `\\b(?:manipulat|coerc|pressur|guilt[- ]?trip|emotionally blackmail|gaslight)\\w*${G3}(?:my |a |the |her |his |their )?(?:${RELATION}|partner|someone|somebody|him|her|them)${G2}into\\b`, {
    unless: /\b(?:me into|stop\w* (?:my|a|the|her|his) \w+ from|signs? (?:of|that)|recogni[sz]\w*)\b/,
  }),
  r('harassment', 0.5, `\\b(?:get|have)${G2}(?:${RELATION}|someone|somebody|him|her|them)\\s+(?:fired|evicted|arrested|expelled|deported|kicked out|banned|suspended)${G5}(?:lying|lies|false|fake|fabricat\\w*|made[- ]up|framing|frame|planting)\\b`),
  r('harassment', 0.45, `\\bmak(?:e|es|ing)${G2}(?:${RELATION}|someone|somebody|him|her|them)${G1}(?:look|seem|appear)${G2}(?:incompetent|stupid|bad|guilty|crazy|unreliable|like an? (?:fool|idiot|liar|thief|criminal))\\b`),
  r('harassment', 0.45, `\\bmake${G3}(?:enemies|someone|somebody|people|him|her|them|my \\w+) (?:afraid|scared|fear|terrified|suffer|miserable|cry)\\b`, {
    // tears of joy: a card or a speech meant to move someone ("make her cry happy tears")
    unless: /\b(?:eulog\w*|tributes?|toasts?|speech\w*|vows|memorial|farewell|retirement|films?|movies?|songs?|poems?|scenes?|novels?|happy tears|tears of joy|cry (?:with|from|of) (?:joy|happiness)|happy[- ]cry|in a good way|heartfelt|touching|sentimental|moved to tears)\b/,
  }),
  r('harassment', 0.5, `\\b(?:spread|start|make up|create|fabricate|invent|circulate)${G3}(?:rumou?rs?|gossip|lies|false (?:stories|story|information|claims?|accusations?|allegations?)|fake (?:scandals?|stories|story|evidence|allegations?)|a scandal)\\b`),
  r('harassment', 0.5, `\\b(?:ruin|destroy|damage|tarnish|smear|sabotage)${G3}(?:reputation|career|life|business|name|marriage|relationship|credibility|image)s?\\b`, {
    unless: /\b(?:my own|protect|repair|restore|rebuild|recover|avoid|prevent)\b/,
  }),
  // gated: the person and relation lists are checked in JS (see `requires`)
  r('harassment', 0.45, `\\bmake${G5}(?:bad|worthless|stupid|ugly|small|left out|unwanted|excluded|inferior|insecure|guilty|unwelcome|embarrassed|ashamed)\\b`, {
    requires: new RegExp(`\\bmake${G2}(?:${PERSON}|${RELATION}) (?:feel )?(?:feel )?(?:bad|worthless|stupid|ugly|small|left out|unwanted|excluded|inferior|insecure|guilty|unwelcome|embarrassed|ashamed)\\b`),
  }),
  r('harassment', 0.45, `\\bhurt${G2}(?:someone'?s|somebody'?s|his|her|their|people'?s|my \\w+'?s) feelings\\b|\\b(?:exclude|isolate|ostraci[sz]e|ghost) (?:someone|somebody|him|her|them|people|my \\w+)\\b`),
  r('harassment', 0.45, `\\b(?:persuade|convince|get|turn|rally)${G3}(?:people|others|everyone|the group|the class|the team|them)${G2}(?:to )?(?:dislike|hate|ignore|exclude|unfriend|gang up on|turn against|against each other|against)\\b`),
  r('harassment', 0.4, `\\b(?:provoke|troll|bait|inflame|stir up|incite|trigger)${G4}(?:someone|somebody|people|communit(?:y|ies)|fandoms?|debates?|arguments?|fights?|reactions?|drama|online|forums?|groups?|flame wars?)\\b`),
  r('harassment', 0.4, `\\b(?:offensive|provocative|inflammatory|divisive|insulting|sarcastic|cruel|mean|hurtful|demeaning)${G1}(?:jokes?|comments?|posts?|remarks?|statements?|memes?|messages?|replies)\\b`, { unless: VICTIM_OF_MESSAGES }),
  r('harassment', 0.35, `\\b(?:start|provoke|cause|stir up|create)${G4}(?:debates?|arguments?|fights?|conflicts?)${G4}(?:secular|non-political|online|forum|group|thread)\\b`, {
    unless: /\b(?:command[- ]line|cli|flags?|parameters?|options?|functions?|positional|attributes?|resources?)\b/,
  }),
  r('harassment', 0.45, `\\b(?:foul|obscene|vulgar|abusive|profane|crude|filthy|offensive|derogatory) (?:language|words|names|insults?|terms|nicknames)\\b`),
  r('harassment', 0.45, `\\b(?:worst|nastiest|meanest|cruelest|harshest|dirtiest|most offensive|most hurtful|most insulting|best)${G2}(?:curse words|swear words|cuss words|profanit(?:y|ies)|insults?|comebacks?|roasts?|jokes|slurs|names to call|burns)\\b`),
  r('harassment', 0.5, `\\bwhy${G4}(?:is|are)${G5}(?:the worst|(?:a|an|such a) (?:bad|terrible|horrible|awful|evil|stupid|idiotic|incompetent|pathetic|worthless|disgusting|useless|lousy|corrupt) (?:leader|president|person|man|woman|politician|system|choice|idea|ruler|dictator|human|people|religion|country|economic system)|inherently (?:evil|bad|wrong|immoral)|so (?:evil|terrible|horrible|awful))`),
  r('harassment', 0.5, `\\b(?:explain|tell me|show) why${G4}(?:is|are)${G2}(?:inherently |so |the )?(?:evil|worst|false|terrible|horrible|a bad choice|bad)\\b`),
  r('harassment', 0.45, `\\b(?:trick|make|get)${G2}(?:${PERSON})${G3}(?:do |doing )?something (?:embarrassing|humiliating|stupid)\\b`),
  r('harassment', 0.4, `\\bjokes? (?:about|on|targeting|making fun of)${G2}(?:obese|fat|disabled|handicapped|retarded|ugly|poor|gay|trans|black|asian|mexican|jewish|muslim|old|autistic|blind|deaf|short)\\b`),
  // gated: the person and relation lists are checked in JS (see `requires`)
  r('harassment', 0.45, `\\b(?:stalk|stalking|follow|followed)${G8}(?:home|everywhere|without)\\b`, {
    requires: new RegExp(`\\b(?:stalk|stalking|follow|followed)${G3}(?:${PERSON}|${RELATION})${G3}(?:home|everywhere|without)\\b`),
  }),

  // ------------------------------------------------------------------ illegal drugs
  // terse marketplace queries (an agent's search or order tool): illicit goods and where to get them
  r('illegal_drugs', 0.55, `\\b(?:buy|buying|order|ordering|purchase|purchasing|vendors?|suppliers?|sellers?|dealers?|plugs?|for sale|shipping|ships|delivery|delivered|source for|wholesale|bulk)${G3}(?:fentanyl|carfentanil|heroin|cocaine|crack cocaine|meth|methamphetamine|crystal meth|mdma|ecstasy pills|lsd tabs|ghb|rohypnol|pcp|street drugs)\\b|\\b(?:fentanyl|carfentanil|heroin|cocaine|meth|methamphetamine|crystal meth|mdma|ghb|rohypnol|pcp)${G3}(?:for sale|vendors?|suppliers?|sellers?|dealers?|shipping|delivery|online (?:shop|store|order)|wholesale|buy|order)\\b`, {
    unless: /\b(?:test(?:ing)? strips?|narcan|naloxone|rehab|treatment|overdose prevention|harm reduction|seiz\w*|bust\w*|arrest\w*|police|dea|crackdown|clean-?up|remediation|addiction|recovery)\b/,
  }),
  r('illegal_drugs', 0.6, `\\b(?:make|makes|making|made|cook|cooks|cooking|cooked|synthesi[sz]e|synthesi[sz]es|synthesi[sz]ing|synthesi[sz]ed|produce|produces|producing|manufactur\\w*|brew|brews|brewing|extract|extracts|extracting|refine|refines|refining|distill|distills|distilling|create|creates|creating)${G4}${HARD_DRUGS}\\b`, {
    unless: /\b(?:drugs? (?:safer|affordable|cheaper|accessible)|new drugs?|drug discovery|pharmaceutical)\b/,
  }),
  r('illegal_drugs', 0.45, `\\b${HARD_DRUGS}${G2}(?:is |are |was |were |being |gets |got )?(?:made|synthesi[sz]ed|cooked|produced|manufactured|extracted|refined)\\b`),
  r('illegal_drugs', 0.3, `\\b(?:buy|get|find|score|purchase|order|obtain|sell|deal|smuggle|traffic|import|ship|distribute|move|grow|cultivate)${G4}(?:${HARD_DRUGS}|weed|marijuana|cannabis|pot|shrooms|psilocybin|magic mushrooms|pills|prescription (?:drugs|meds|medications?|pills))\\b`, {
    // a medicine prescribed by a doctor and paid by insurance is not bought on the street
    unless: /\bprescribed (?:after|for|by)\b|\bcovered by (?:my |the )?insurance\b|\bwith (?:my|a) (?:valid )?prescription\b/,
  }),
  r('illegal_drugs', 0.25, `\\b(?:drugs|narcotics|meth|methamphetamine|cocaine|heroin|fentanyl|mdma|ecstasy|lsd)${G2}(?:buy|get|order|score|purchase|make|cook)\\b`),
  // 'illegal drugs' is also an illicit modifier: in a question about their effects it would count twice
  r('illegal_drugs', 0.45, `\\b(?:drug|substance abuse|narcotics|heroin|meth|cocaine) (?:dealers?|labs?|cartels?|mules?|trafficking|smuggling|rings?|runners?|stash)\\b|\\b(?:illegal|illicit) (?:substances?|drugs?)\\b`, {
    unless: /\b(?:(?:health |side |long-term )?effects? (?:of|on)|dangers? of|risks? of|harms? of|addiction|treatment|recovery|prevention|awareness|statistics)\b/,
  }),
  r('illegal_drugs', 0.55, `\\b(?:recommend\\w*|advis\\w*|suggest\\w*|tell\\w*|encourag\\w*|prescrib\\w*|convinc\\w*|persuad\\w*|pressur\\w*)${G4}(?:patients?|people|users|readers|someone|children|teens|clients|(?:a |my )?(?:teen(?:ager)?s?|kids?|child|minors?|students?|friends?))${G3}(?:to )?(?:take|use|try|inject|smoke|snort|self-medicate with|start (?:using|taking|doing)|experiment with)${G2}${HARD_DRUGS}\\b|\\b${HARD_DRUGS}${G3}as (?:a |an )?(?:coping mechanism|cure|treatment|remedy|medicine|therapy) for\\b`, {
    unless: /\b(?:never|don'?t|do not|dangers?|risks?|addiction treatment|harm reduction|supervised|clinical trials?|fda[- ]approved|ketamine therapy|esketamine)\b/,
  }),
  r('illegal_drugs', 0.45, `\\bhid\\w*${G3}(?:weed|drugs|pills|alcohol|booze|vapes?|a vape|cigarettes|my stash|pot|edibles|shrooms)${G3}from${G2}(?:my |the )?(?:parents|mom|dad|mum|teachers?|school|cops|police|landlord|drug dogs?)\\b|\\b(?:purple drank|sizzurp|lean (?:drink|syrup)|codeine syrup)\\b`),
  // gated: the person and relation lists are checked in JS (see `requires`)
  r('violence', 0.55, `\\b(?:give|feed|slip|serve)\\w*${G8}(?:edibles|weed|drugs|pills|a pill|laxatives|molly|mdma|acid|lsd|shrooms|sleeping pills|ambien)${G5}without${G2}(?:telling|them knowing|him knowing|her knowing|their knowledge|consent|asking)\\b|\\b(?:edibles|laxatives|sleeping pills|drugs|pills|molly|lsd|shrooms)${G5}(?:give|feed|slip|serve)\\w*${G2}(?:my |a |the |his |her )?(?:${RELATION}|someone|somebody|him|her|them|people|guests|friends)${G2}without${G2}(?:telling|them knowing|him knowing|her knowing|their knowledge|consent|asking)\\b`, {
    requires: new RegExp(`\\b(?:give|feed|slip|serve)\\w*${G2}(?:my |a |the |his |her )?(?:${RELATION}|someone|somebody|him|her|them|people|guests|friends)${G3}(?:edibles|weed|drugs|pills|a pill|laxatives|molly|mdma|acid|lsd|shrooms|sleeping pills|ambien)${G5}without${G2}(?:telling|them knowing|him knowing|her knowing|their knowledge|consent|asking)\\b|\\b(?:edibles|laxatives|sleeping pills|drugs|pills|molly|lsd|shrooms)${G5}(?:give|feed|slip|serve)\\w*${G2}(?:my |a |the |his |her )?(?:${RELATION}|someone|somebody|him|her|them|people|guests|friends)${G2}without${G2}(?:telling|them knowing|him knowing|her knowing|their knowledge|consent|asking)\\b`),
  }),
  r('illegal_drugs', 0.45, `\\b(?:without (?:a |any )?prescription|no prescription|fake prescriptions?)\\b`),
  r('illegal_drugs', 0.45, `\\b(?:get|getting|got|to get) (?:high|stoned|wasted|tripping|messed up)\\b`),
  r('illegal_drugs', 0.5, `\\b(?:abuse|misuse|snort|inject|shoot up)${G2}(?:prescription|otc|over-the-counter|pills|meds|medications?|drugs|painkillers|opioids|adderall|xanax)\\b`),
  r('illegal_drugs', 0.45, `\\brecreational(?:ly)?${G3}(?:prescription|drugs|meds|pills|medications?)\\b|\\b(?:prescription|drugs|meds|pills|medications?)${G3}recreational(?:ly)?\\b`),
  r('illegal_drugs', 0.5, `\\b(?:huff|huffing|inhale|inhaling|sniff|sniffing)${G3}(?:aerosols?|glue|paint|solvents?|gas|gasoline|nitrous|whippets?|markers|computer duster)\\b`),
  r('illegal_drugs', 0.45, `\\b(?:pass|beat|cheat|fool|trick)${G3}(?:a |the )?(?:drug tests?|urine tests?|piss tests?|tox screens?)\\b`, {
    // a test taken on a prescription or a false positive feared: nothing to hide
    unless: /\b(?:prescri\w*|false positives?|poppy seeds?)\b/,
  }),
  r('illegal_drugs', 0.45, `\\b(?:hide|conceal|mask|cover up)${G3}(?:signs of )?(?:drug use|drug habits?|addiction|being high|track marks)\\b`),
  r('illegal_drugs', 0.5, `\\b(?:drugs?|substances?|narcotics|opioids)${G4}(?:synthesi[sz]ed|made|produced|cooked|manufactured|extracted)${G4}(?:at home|household|kitchen|garage|easily|cheaply)\\b`),
  r('illegal_drugs', 0.3, `\\b(?:homemade alcohol|moonshine|bathtub gin|still to make alcohol)\\b`, {
    // the Prohibition era asked as history ("how did people make moonshine during Prohibition?")
    unless: new RegExp(`${HISTORICAL.source}|\\b(?:during|in the (?:era|days|time) of|before|after) prohibition\\b|\\bprohibition[- ]era\\b`),
  }),
  r('illegal_drugs', 0.35, `\\b(?:household items?|household products?|things)${G4}(?:get high|to get high|as drugs?)\\b`),
  r('illegal_drugs', 0.25, `\\b(?:lsd|dmt|mdma|meth|methamphetamine|heroin|fentanyl|cocaine|ghb)\\b`),

  // ------------------------------------------------------------------ fraud and scams
  // leetspeak folding reads '$200k' as 's2ook': the amount is matched both ways
  r('fraud_scams', 0.6, `\\b(?:launder|laundering)${G2}(?:money|funds|cash|proceeds|profits|crypto|bitcoin|\\$\\s?\\d[\\d,.]*k?|s\\d\\w*|dirty money|drug (?:money|proceeds|profits))\\b|\\blaunder\\w*${G4}from (?:selling |dealing )?(?:drugs|coke|cocaine|meth|weed)\\b`, { leadGate: true,
    // those who catch it ("how do casinos detect people trying to launder money with chips?")
    unless: /\bhow (?:do|does|can|would) (?:\w+ ){0,3}(?:detect|spot|catch|flag|prevent|stop|trace)\b|\b(?:casinos|banks|regulators|investigators|police|auditors|examiners) (?:detect|catch|spot|flag|trace)\b/,
  }),
  // structuring: deposits kept under the reporting threshold on purpose
  r('fraud_scams', 0.5, `\\bstructur\\w*${G3}(?:cash )?(?:deposits?|withdrawals?|transactions?|payments?)${G5}(?:under|below|beneath|avoid\\w*|evad\\w*|stay\\w*)${G3}(?:the )?(?:reporting|threshold|\\$?10,?000|10k|ctrs?|irs)\\b|\\b(?:avoid|evade|stay under|stay below|get around|dodge)\\w*${G3}(?:the )?(?:bank'?s? |irs )?(?:reporting (?:threshold|requirements?|limits?)|currency transaction reports?|ctrs?)\\b|\\bwithout${G2}(?:the )?bank${G1}reporting\\b`),
  // the grandparent scam: a relative in trouble who needs money now
  r('fraud_scams', 0.5, `\\b(?:pretend\\w*|posing|pose|poses|claim\\w*|impersonat\\w*)${G3}(?:to be |as )?(?:their|her|his|a|the)\\s+(?:grandson|granddaughter|grandchild|grandkid|son|daughter|relative|nephew|niece)\\b${G8}(?:bail|money|wire|gift cards?|pay|send|cash)\\b`),
  r('fraud_scams', 0.4, `\\bmoney laundering\\b`),
  r('fraud_scams', 0.55, `\\bcommit\\w*${G2}(?:fraud|identity theft|insurance fraud|tax fraud|wire fraud|credit card fraud|bank fraud|securities fraud|forgery|embezzlement)\\b`, {
    // a crime already alleged in a suit or a charge (a report on it), not one asked how to commit
    unless: /\b(?:lawsuits?|alleg\w*|accused of|charged with|convicted of|indict\w*|prosecut\w*)\b/,
  }),
  r('fraud_scams', 0.45, `\\b(?:credit card|identity|insurance|tax|wire|bank|mortgage|medicare|medicaid|welfare|benefits?|unemployment|loan|check|cheque|voter|election|securities|investment|charity) fraud\\b|\\bidentity theft\\b`, {
    unless: /\b(?:report\w*|whistleblow\w*|victims? of|protect\w*|prevent\w*|detect\w*|recover\w*|hotline)\b/,
  }),
  r('fraud_scams', 0.5, `\\bsteal${G3}(?:${PERSON}\\W+)?(?:identity|identities|credit cards?|card numbers?|bank (?:details|accounts?|info\\w*)|passwords?|credentials|personal (?:data|information|info|details)|social security numbers?|ssns?)\\b`),
  r('fraud_scams', 0.5, `\\b(?:forge|forging|counterfeit|counterfeiting|falsify|falsifying|fabricate|fake|faking|doctor|alter)${G3}(?:a |an |the |my |some )?${FAKE_OBJ}\\b`, {
    // 'alter' alone: a schema, a layout or a template changed ("ALTER TABLE invoices", "alter the invoice template")
    // a clinician's own forms ("I'm a doctor; write a sick note template for my clinic"): 'doctor' is who asks
    unless: /\b(?:i'?m a (?:doctor|physician|gp|nurse practitioner)|(?:templates?|forms?) for (?:my|our) (?:clinic|practice|patients|surgery)|my patients)\b|^(?![\s\S]*\b(?:forg(?:e|ing)|counterfeit\w*|falsif\w*|fabricat\w*|fake|faking|doctor(?:ed|ing)?)\b)[\s\S]*\balter\b[\s\S]*\b(?:table|column|view|index|schema|database|sequence|margins?|layout|templates?|format\w*|fonts?|frames?|sizes?|colou?rs?|style|design|spacing|headers?|footers?|order|alignment)\b|\bfake (?:it till|news detection|data for testing|test data)\b|\b(?:sample|mock|dummy|placeholder|test) (?:data|documents?|invoices?|receipts?)\b|\b(?:host keys?|cryptograph\w*|certificates?|collisions?|hash(?:es)?|sha-?\d|md5|rsa|ecdsa|ed25519|tls|ssl|pgp|gpg|hmac|nonce)\b|\b(?:halloween|costumes?|cosplay|props?|novelty|school play|stage play|escape room)\b/,
  }),
  r('fraud_scams', 0.55, `\\bcounterfeit${G1}(?:money|currency|bills|cash|dollars|notes|goods|designer|products|items|handbags|watches|luxury|merchandise|coins)\\b`),
  r('fraud_scams', 0.5, `\\b(?:evade|evading|dodge|dodging|cheat on|avoid paying|not pay)${G2}(?:taxes|tax|irs)\\b|\\btax evasion\\b|\\bhide${G3}(?:income|money|cash|assets|earnings|funds|profits|revenue|sales|tips)${G3}(?:from )?(?:the )?(?:irs|tax\\w*|authorities|government|auditors|creditors|court)\\b|\\bhide money from\\b`, { leadGate: true,
    unless: /\blegal(?:ly)?\b|\b(?:tax[- ](?:advantaged|deductible|deductions?|credits?)|retirement|401k|ira|roth|penalt(?:y|ies) for|report\w*|whistleblow\w*)\b/,
  }),
  r('fraud_scams', 0.5, `\\b(?:embezzl\\w*|skim(?:ming)? (?:money|funds|cash) from)\\b`),
  r('fraud_scams', 0.5, `\\b(?:manipulat|coerc|pressur|trick|con|guilt[- ]?trip|deceiv|exploit)\\w*${G5}into (?:signing|giving|handing|transferring|sending|paying|lending|wiring|investing|changing (?:their|his|her) will|adding me)\\b`),
  // someone else's payment card copied onto a blank (cloning); one's own card added to a phone wallet is not this
  r('fraud_scams', 0.45, `\\b(?:clone|cloning|cloned|duplicate|duplicating)${G4}(?:credit|debit|bank|atm|payment|visa|master ?card)${G1}cards?\\b|\\b(?:credit|debit|bank|atm) cards? cloning\\b`, {
    unless: /\b(?:my own|apple pay|google pay|wallet app|protect\w*|prevent\w*|detect\w*)\b/,
  }),
  r('fraud_scams', 0.25, `\\b${PASSIVE_AUX} (?:\\w+ )?(?:cloned|skimmed|forged|counterfeited|laundered)\\b`),
  r('fraud_scams', 0.55, `\\b(?:credit card|debit card|card|atm|gas (?:station )?pump|pump|pos) skimm(?:ing|ers?)\\b|\\bskimm(?:ing|ers?)${G3}(?:credit cards?|debit cards?|cards|atms?|(?:gas )?pumps|card readers?)\\b`),
  r('fraud_scams', 0.6, `\\b(?:trick|fool|lure|deceive|get|convince|manipulate|dupe)\\w*${G4}into (?:entering|giving|sharing|revealing|typing|handing over|providing|submitting|sending|falling for|paying|wiring|clicking|downloading|installing)${G3}(?:credentials|passwords?|logins?|login (?:details|info\\w*)|card (?:numbers?|details)|bank (?:details|info\\w*)|pins?|one-time (?:codes?|passwords?)|2fa codes?|verification codes?|social security numbers?|account (?:numbers?|details))\\b`),
  r('fraud_scams', 0.45, `\\b(?:commit\\w*|engag\\w* in|get away with|assist\\w* in|techniques? (?:for|of)|tips (?:for|on)|profit from|do)${G2}(?:insider trading|securities fraud|market manipulation|pump and dumps?)\\b|\\bmanipulat\\w*${G3}(?:stock|share|market|crypto|token) prices?\\b`),
  r('fraud_scams', 0.25, `\\b(?:insider trading|market manipulation)\\b`),
  r('fraud_scams', 0.45, `\\btrad(?:e|es|ed|ing)${G2}(?:on|using|with|based on)${G2}(?:confidential|inside|insider|non-?public|nonpublic|secret|leaked|material non-?public|advance|unreleased|unannounced)${G2}(?:information|info|knowledge|tips?|earnings|results|data|news)\\b`),
  r('fraud_scams', 0.45, `\\b(?:take over|taking over|assume|assuming|impersonat\\w*|become|use|using)${G2}${PERSON}${G1}identit(?:y|ies)\\b|\\b(?:using|with|from)${G2}stolen (?:documents?|ids?|identit\\w*|passports?|credentials|personal (?:data|information|details))\\b`, {
    unless: /\b(?:catch\w*|caught|detect\w*|report\w*|prevent\w*|protect\w*|victims?)\b/,
  }),
  r('fraud_scams', 0.5, `\\b(?:pretend\\w*|posing|pose|poses|masquerad\\w*|impersonat\\w*|claim\\w*|(?:looks?|looking) like (?:it'?s|it is|it was|they'?re|they are))${G2}(?:to be |to come )?(?:from|as)${G3}(?:bank|paypal|the irs|irs|hmrc|amazon|apple|microsoft|google|netflix|chase|wells fargo|bank of america|citibank|their bank|customer support|tech support|it (?:department|support)|the government|fedex|ups|dhl|usps)\\b${G8}(?:passwords?|login|log in|credentials|account (?:details|numbers?|information)|card (?:details|numbers?)|pins?|ssns?|social security|verify|confirm|update (?:their|your) (?:payment|billing|account)|remote (?:access|control|desktop)|teamviewer|anydesk|gift cards?|back taxes|owe\\w*|arrest warrant)\\b`, {
    // a phishing message received and reported ("I received an e-mail claiming to be from PayPal... I did not click"), not one asked for
    unless: /^(?![\s\S]*\b(?:write|draft|compose|create|generate|craft|make|send out|template)\b)[\s\S]*(?:\b(?:i|we) (?:just |have |'ve )?(?:received|got|get|gotten)\b|\bdid(?: not|n't) click\b|\b(?:reporting|forwarding) (?:it|this|the)\b|\bforwarding for\b)/,
  }),
  r('fraud_scams', 0.5, `\\bexploit\\w*${G3}(?:their|people'?s|users'?|customers'?|consumers'?|viewers'?|the elderly'?s?|seniors'?|patients'?|teens'?|children'?s|(?:vulnerable|lonely|grieving|desperate|elderly) \\w+'?s?)${G2}(?:insecurit\\w*|fears?|vulnerabilit\\w*|loneliness|grief|addictions?|trust|desperation|anxiet\\w*|weakness\\w*|emotions|naivety|ignorance)\\b`, {
    unless: /\b(?:how do (?:scammers|fraudsters|criminals|advertisers|marketers|cults|predators)|why do|protect\w*|prevent\w*|avoid\w*|recogni[sz]\w*|spot\w*|awareness|research\w*)\b/,
  }),
  r('fraud_scams', 0.25, `\\btarget\\w*${G2}(?:vulnerable|lonely|grieving|desperate|elderly|low-income|uneducated) (?:populations?|people|groups|individuals|users|seniors|consumers|communities|customers|victims)\\b`, {
    unless: /\b(?:support\w*|help\w*|serv(?:e|es|ing)|assist\w*|protect\w*|outreach|aid|relief|charit\w*|vaccin\w*|care)\b/,
  }),
  // academic dishonesty tooling
  r('fraud_scams', 0.45, `\\b(?:bypass\\w*|evad\\w*|beat\\w*|fool\\w*|trick\\w*|get\\w* around|circumvent\\w*|defeat\\w*|cheat\\w*|fly under)${G3}(?:plagiarism|ai[- ]?(?:content|writing|text|generated text)?|gptzero|turnitin|originality) ?(?:detect\\w*|checkers?|checks?|software|tools?|scanners?|filters?)?\\b`),
  r('fraud_scams', 0.5, `\\b(?:fake|counterfeit|bogus|fraudulent|unapproved|sham|miracle)${G2}(?:weight[- ]loss |diet |cancer |covid )?(?:drugs?|pills?|supplements?|medicines?|medications?|cures?|treatments?|vaccines?)${G5}(?:sell|market|distribut|profit|advertis)\\w*\\b|\\b(?:sell|market|distribut|advertis)\\w*${G5}(?:fake|counterfeit|bogus|fraudulent|unapproved|sham)${G2}(?:weight[- ]loss |diet )?(?:drugs?|pills?|supplements?|medicines?|medications?|cures?)\\b`),
  r('fraud_scams', 0.5, `\\bgambling addicts?${G8}(?:payday loans?|loans?|borrow\\w*|credit cards?|bet more|keep (?:gambling|betting)|mortgage)\\b`),
  r('fraud_scams', 0.45, `\\binsider (?:tips|information|info|knowledge)${G4}(?:betting|bets|wager\\w*|gambling|sports ?books?)\\b`),
  r('fraud_scams', 0.45, `\\bexploit\\w*${G3}(?:regulatory |legal )?loopholes?${G5}(?:environmental|safety|labou?r|pollution|emissions?|health|consumer protection)\\b`),
  // business e-mail compromise: an urgent, secret payment, or bank details changed for payroll or a vendor
  r('fraud_scams', 0.5, `\\b(?:wire transfer|bank transfer|wire|payment|gift cards?)${G8}(?:keep (?:this|it) (?:between us|quiet|confidential|secret)|confidential|don'?t (?:call|tell|mention|discuss)|do not (?:call|tell|mention|discuss)|(?:i'?m|i am) in (?:a )?meetings?|can'?t talk)\\b|\\b(?:keep (?:this|it) (?:between us|quiet|confidential|secret)|don'?t (?:call|tell) anyone)${G8}(?:wire transfer|bank transfer|wire|payment|gift cards?)\\b`, {
    unless: /\b(?:scam|fraud|phishing|beware|warning|report)\w*\b/,
  }),
  r('fraud_scams', 0.3, `\\burgent(?:ly)?${G3}(?:wire|bank) transfers?\\b|\\b(?:wire|bank) transfers?${G4}(?:urgently|immediately|asap|right away)\\b`, {
    unless: /\b(?:scam|fraud|phishing|beware|warning|report)\w*\b/,
  }),
  r('fraud_scams', 0.45, `\\b(?:update|change|switch|redirect|replace)\\w*${G4}(?:payroll|direct deposit|salary|bank(?:ing)?|payment|vendor|supplier|wire)${G2}(?:details|info\\w*|account|instructions)${G8}(?:to|with|into)${G4}(?:new )?(?:account|iban|routing)\\b`),
  // everyday fraud asked about in plain words
  r('fraud_scams', 0.45, `\\b(?:use|using|charge|spend)\\w*${G2}(?:someone(?: else)?'?s|somebody(?: else)?'?s|another person'?s|other people'?s|stolen|a stolen|my (?:${RELATION})'?s)${G1}(?:credit |debit |bank )?cards?\\b`, {
    unless: /\b(?:with (?:their|his|her) permission|authori[sz]ed user|my own)\b/,
  }),
  r('fraud_scams', 0.5, `\\b(?:open|create|register|get|apply for)\\w*${G3}(?:bank )?(?:accounts?|loans?|credit cards?|sim cards?|phone lines?|leases?)${G3}(?:with|under|using)${G2}(?:a |an )?(?:fake|false|made-up|stolen|someone else'?s|fictitious|borrowed)${G1}(?:names?|identit(?:y|ies)|ids?|ssns?|social security (?:numbers?|cards?)|documents?|address(?:es)?)\\b`),
  r('fraud_scams', 0.35, `\\b(?:avoid|evade|dodge|get out of|stop)\\w*${G2}paying${G2}(?:child support|alimony|rent|debts?|fines?|tolls?|fares?|for (?:the )?(?:bus|train|subway|metro))\\b`, {
    unless: /\blegal(?:ly)?\b|\b(?:hardship|modif\w*|reduce|lower|negotiat\w*|payment plan)\b/,
  }),
  r('fraud_scams', 0.5, `\\b(?:free (?:stuff|items|products|food)|refunds?|money back|free)${G8}(?:by |and )?claim\\w*${G5}(?:never|didn'?t|did not)${G2}(?:arrived?|came|show(?:ed)? up|delivered|get it)\\b|\\breturn\\w*${G3}(?:used|worn|damaged|broken|opened|stolen)${G3}(?:clothes|items|products|goods|merchandise|things|stuff)?${G2}(?:as new|for a (?:full )?refund)\\b|\\bwardrobing\\b`),
  r('fraud_scams', 0.5, `\\b(?:roll\\w* back|rolled[- ]back|tamper\\w* with|alter\\w*|reset\\w*|wind\\w* back)${G2}(?:the |an? )?odometers?\\b`, {
    unless: /\b(?:check|detect|spot|tell if|know if|was (?:the )?odometer)\b/,
  }),
  r('fraud_scams', 0.5, `\\b(?:fake|faking|feign\\w*|stage|staging|exaggerat\\w*|invent\\w*)${G2}(?:an? )?(?:injur(?:y|ies)|illness|disability|accident|slip and fall|whiplash|sick day)${G5}(?:compensation|insurance|workers'? comp|claims?|payout|benefits|lawsuit|settlement|money)\\b`),
  r('fraud_scams', 0.35, `\\b(?:pump and dumps?|ponzi|pyramid schemes?|chain letters?|check kiting|wash trading|rug pulls?|card cracking|cracking cards|carding|check washing|money mul(?:es?|ing))\\b`),
  r('fraud_scams', 0.5, `\\b(?:phishing|scam|fraudulent|fake|spoofed|bogus)${G2}(?:e-?mails?|messages?|websites?|sites?|pages?|calls?|texts?|sms|links?|job offers?|lotter(?:y|ies)|invoices?|charit(?:y|ies)|sweepstakes|giveaways?|login pages?|templates?|campaigns?|schemes?|fundrais\\w*|gofundme|crowdfunding (?:campaigns?|pages?)|donation (?:pages?|drives?|sites?)|online (?:stores?|shops?)|storefronts?|rental (?:listings?|ads?))\\b`, { leadGate: true,
    unless: /\b(?:identify|spot|recogni[sz]e|detect|report|avoid|prevent|protect|is this|is it|warning signs|example of a|(?:i|we) (?:bought|ordered|purchased)|(?:my|a) refund|money back|chargeback|(?:got|been|was|were) scammed)\b/,
  }),
  r('fraud_scams', 0.5, `\\b(?:scam|con|swindle|defraud|cheat|rip off|trick|deceive|dupe|fleece)${G2}(?:people|someone|somebody|the elderly|elderly|old people|seniors|customers|consumers|victims|investors|grandma|grandpa|tourists|my \\w+|them|him|her|users|donors)\\b`, {
    unless: /\b(?:avoid|avoiding|protect|prevent|detect|report|spot|recogni[sz]e|being scammed|got scammed)\b/,
  }),
  r('fraud_scams', 0.5, `\\b(?:lottery|romance|tech support|investment|crypto|advance[- ]fee|nigerian prince|nigerian|419|rental|job|charity|grandparent|irs|inheritance|mail|e-?mail|phone|text|sms|postal|pig[- ]butchering|sweepstakes) scams?\\b`, {
    unless: /\b(?:avoid|avoiding|protect|prevent|detect|report|spot|recogni[sz]e|victims? of|warning signs|being scammed|got scammed|awareness)\b/,
  }),
  r('fraud_scams', 0.45, `\\b(?:fake|fraudulent|false|bogus|shell)${G1}(?:bank )?(?:accounts?|companies|company|identit(?:y|ies)|profiles?|charit(?:y|ies)|businesses)\\b`, {
    // and how they are used, asked by those who catch it ("how do shell companies get used in laundering? for a compliance training")
    // or by those on the receiving end ("my son keeps getting messages from fake accounts")
    unless: new RegExp(`\\b(?:detect|spot|identify|report|remove|block|ban)\\b|\\b(?:compliance|aml|kyc|investigat\\w*|auditors?)\\b|\\bhow (?:do|are|is|does|can) [^.?!]{0,40}\\b(?:get |be )?used\\b|${VICTIM_OF_MESSAGES.source}`),
  }),
  r('fraud_scams', 0.45, `\\b(?:fake|fraudulent|false|paid|bogus|made-up|bought)${G2}(?:reviews?|ratings?|testimonials?|endorsements?|followers|likes|engagement|views|subscribers|upvotes|streams)\\b`, {
    unless: /\b(?:detect|spot|identify|report|remove|flag|filter|respond\w*|repl(?:y|ies|ying) to|deal\w* with|handl\w*)\b/,
  }),
  r('fraud_scams', 0.45, `\\b(?:reviews?|ratings?|testimonials?|complaints?|comments?)${G4}(?:under|with|using|from) (?:fake|false|made-up|invented|fictitious|multiple|different) (?:names|accounts|identities|profiles|personas)\\b|\\bfake (?:complaints|bad reviews|negative reviews|1-star reviews|one-star reviews)\\b`),
  r('fraud_scams', 0.45, `\\bcheat\\w*${G3}(?:exams?|tests?|quizzes|finals|midterms|sat|act|gre|certification|assignments?|homework)\\b|\\bmanipulat\\w*${G4}(?:ratings?|reviews?|rankings?|polls?|votes?|elections?)\\b`, {
    unless: /\b(?:prevent\w*|detect\w*|stop\w*|catch\w*)\b/,
  }),
  r('fraud_scams', 0.6, `\\b(?:submit|hand\\s+(?:\\w+\\s+)?in|turn\\s+(?:\\w+\\s+)?in|pass\\s+(?:\\w+\\s+)?off|present)${G4}(?:as )?(?:my own|mine|my work|original work)\\b`),
  // forged or stolen documents and cards offered or sought (a terse search is enough)
  r('fraud_scams', 0.6, `\\b(?:forged|fake|counterfeit|fraudulent|stolen|cloned|novelty)${G1}(?:passports?|ids?|id cards?|driver'?s licen[cs]es?|ssns?|social security cards?|credit cards?|credit card numbers|card numbers|cc|cvvs?|dumps|fullz|bank logins|diplomas|visas|green cards|identities)\\b${G3}(?:vendors?|buy|sell|sellers?|shops?|markets?|for sale|order|suppliers?|listings?|makers?|services?|online)\\b|\\b(?:buy|sell|order|vendors?|shops?|markets?|listings?)${G3}(?:forged|fake|counterfeit|stolen|cloned)${G1}(?:passports?|ids?|id cards?|driver'?s licen[cs]es?|ssns?|credit cards?|card numbers|cc|cvvs?|dumps|fullz|bank logins|diplomas|visas|green cards|identities)\\b`, {
    unless: /\b(?:spot\w*|detect\w*|identify\w*|report\w*|protect\w*|prevent\w*|warning|scam alert|police|seiz\w*|novelty|props?|costume|halloween|movie|film|theat(?:er|re))\b/,
  }),
  r('fraud_scams', 0.55, `\\b(?:payment|pay|paying|paid|price|bitcoin|btc|crypto)${G3}(?:for )?(?:the )?(?:stolen|leaked|hacked|breached|dumped)${G1}(?:data|database|records|credentials|accounts|cards|files|logins|emails)\\b`, {
    unless: /\b(?:settlement|class action|compensation|victims?|credit monitoring|lawsuit|refund)\b/,
  }),
  // identity fraud: credit in another person's name (a relative's only with framing and secrecy:
  // a parent opens accounts in a child's name, spouses in each other's with consent)
  r('fraud_scams', 0.5, `\\b(?:open|opening|take out|taking out|apply for|applying for|get|getting|sign up for)${G3}(?:credit cards?|loans?|bank accounts?|accounts?|mortgages?|lines? of credit|phone (?:plans?|contracts?)|utilit(?:y|ies)|leases?|car loans?)${G3}(?:in|under) (?:someone(?: else)?'?s|somebody(?: else)?'?s|another person'?s|a dead person'?s|a stranger'?s|a fake|a false|a stolen|stolen)${G1}(?:name|identity|ssn|social security number)\\b`),
  r('fraud_scams', 0.25, `\\b(?:open|opening|take out|taking out|apply for|applying for|get|getting|sign up for)${G3}(?:credit cards?|loans?|bank accounts?|accounts?|mortgages?|lines? of credit|phone (?:plans?|contracts?)|utilit(?:y|ies)|leases?|car loans?)${G3}in (?:his|her|their|(?:my|a) ${RELATION}'?s) name\\b`, {
    unless: /\b(?:son|daughter|child|kid|baby|grandson|granddaughter|custodial|minor)'?s?\b/,
  }),
  // phishing by impersonation: a bank or a brand asking for credentials
  r('fraud_scams', 0.55, `\\b(?:pretend\\w*|pos(?:e|es|ing)|impersonat\\w*|masquerad\\w*|spoof\\w*)${G3}(?:to be )?(?:as )?(?:a |an |the |their |my |our )?(?:bank|banks|paypal|irs|hmrc|amazon|apple|microsoft|google|government|police|tax office|delivery company|fedex|ups|usps|dhl|netflix|it department|it support|help ?desk)\\b${G8}(?:pin|pins|password|passwords|login|credentials|card (?:number|details)|ssn|social security|account (?:number|details)|verify|confirm|gift cards?|wire|payment)\\b`),
  // voter suppression: an election said to have moved
  r('misinformation', 0.5, `\\b(?:tell|text|inform|notify|message|convince|remind|email|post)\\w*${G3}(?:people|voters|residents|everyone|citizens|democrats|republicans|students|seniors|the public)${G8}(?:election|voting|polls?|vote|ballots?|election day)${G5}(?:moved|postponed|rescheduled|cancell?ed|delayed|by text|by phone)\\b`),
  // academic dishonesty hidden from the checker
  r('fraud_scams', 0.5, `\\b(?:turnitin|plagiarism (?:checkers?|detectors?|detection|software)|ai (?:content )?detectors?|gptzero|zerogpt|originality\\.ai|proctor\\w*)\\b${G8}(?:won'?t|not|can'?t|cannot|never|doesn'?t|without)${G3}(?:detect|flag|notice|catch|tell|know|see)\\w*|\\b(?:bypass|beat|fool|evade|trick|get (?:past|around)|avoid|cheat)\\w*${G3}(?:turnitin|plagiarism (?:checkers?|detection|detectors?)|ai (?:content )?detect\\w*|gptzero|zerogpt|proctor\\w*|online proctoring)\\b`, { leadGate: true }),
  // wages hidden from the tax office
  r('illegal_activity', 0.45, `\\b(?:pay|paying|hire|hiring|employ|employing)${G3}(?:workers|employees|staff|a nanny|nannies|contractors|people|them|illegal immigrants|undocumented workers|my (?:nanny|housekeeper|cleaner|employees|workers|staff))${G3}(?:under the table|off the books|cash only|in cash)\\b`, {
    // paying in cash and declaring it ("pay my nanny in cash and still do it legally with the IRS")
    unless: /\b(?:legal(?:ly)?|w-?2s?|payroll|declar\w*|withhold\w*|(?:with|to) the irs|nanny tax)\b/,
  }),
  // services stolen from a neighbour
  r('illegal_activity', 0.45, `\\b(?:tap\\w* into|splic\\w*|steal\\w*|hijack\\w*|piggyback\\w* on)${G3}(?:my |the |a )?(?:neighbou?r'?s|someone'?s|somebody'?s|their|his|her)${G2}(?:cable|wifi|wi-fi|internet|electricity|power|water|gas|satellite)\\b`, { leadGate: true }),
  r('fraud_scams', 0.5, `\\b(?:cheat|manipulat|rig|hack|tamper)\\w*${G3}(?:at |in |on |with )?(?:the |a )?(?:casinos?|blackjack|poker|roulette|slots?|slot machines?|gambling|betting|sports betting|lottery)\\b`),
  r('fraud_scams', 0.45, `\\b(?:misleading|deceptive|false|fraudulent)${G1}(?:advertis\\w*|ads?|claims?|marketing|labels?|product claims?)\\b|\\bdeceive${G1}(?:customers|consumers|buyers|investors|the public|people|users)\\b`),
  r('fraud_scams', 0.4, `\\b(?:collect|harvest|scrape)${G3}(?:personal (?:information|data|details)|emails?|phone numbers)${G4}(?:unsolicited|without (?:consent|permission)|pretend\\w*|trick)\\b`),
  r('fraud_scams', 0.45, `\\b(?:convince|get|trick|persuade)${G2}(?:my |the |a )?doctor${G3}(?:give|prescribe)${G4}(?:don'?t|do not) need\\b`),

  // ------------------------------------------------------------------ cybercrime
  r('cybercrime', 0.5, `\\b(?:hack|hacking|break|breaking|get|getting|gain|gaining|sneak|log)${G1}(?:into|in to)${G4}${HACK_TARGET}\\b`, {
    unless: /\b(?:my own|locked out of my|forgot my|recover my|back into my)\b/,
  }),
  // object before verb: glosses of languages that put the infinitive last ("iemands account hacken")
  r('cybercrime', 0.4, `\\b(?:someone'?s|somebody'?s|my (?:ex|neighbou?r|boss|wife|husband|girlfriend|boyfriend)'?s?|(?:his|her|their))${G2}${HACK_TARGET}(?:-\\w+)?${G1}(?:hack|crack|break into)\\b`),
  r('cybercrime', 0.4, `\\bhack${G2}(?:${PERSON}|${HACK_TARGET}|a |an |the |for )`, {
    // a hobbyist's own gadget modded ("hack a Roomba to map my house", "hack my Kindle"), not someone's account
    unless: /\b(?:life ?hacks?|growth hack\w*|hackathon|hack together|productivity)\b|\bhack(?:ing)? (?:your |my |our )?(?:growth|sleep|morning|routine|habits?|brain|metabolism|learning|workflow|commute|budget)\b|\bhack(?:ing)? (?:a |an |my |our )?(?:old |own )?(?:roomba|robot vacuum|kindle|e-?reader|nintendo switch|game ?boy|tamagotchi|furby|graphing calculator|calculator|toaster|thermostat|ikea lamp|lava lamp|raspberry pi|arduino|esp32|3d printer|drone|rc car|coffee maker|espresso machine)s?\b/,
  }),
  r('cybercrime', 0.55, `\\b(?:create|write|build|develop|code|make|generate|craft|program|spread|deploy|distribute|install|installs|installing|plant|plants|planting|inject|injects|injecting)${G4}(?:a |an )?(?:computer )?(?:virus(?:es)?|malware|ransomware|trojans?|keyloggers?|spyware|rootkits?|botnets?|worms?|backdoors?|stalkerware|cryptojackers?|exploit kits?|info-?stealers?|rats?|remote access trojans?|logic bombs?|zip bombs?)\\b`, {
    unless: /\b(?:remove|detect\w*|protect|prevent|scan for|clean|antivirus|anti-malware|get rid of|yara|sigma)\b/,
  }),
  r('cybercrime', 0.5, `\\b(?:creat|writ|wrote|develop|build|design|program|cod|distribut|spread|deploy|releas|infect|engineer)\\w*${G5}(?:a |an )?(?:computer )?(?:virus(?:es)?|malware|ransomware|worms?|trojans?|spyware|keyloggers?|botnets?|rootkits?|malicious (?:code|software|scripts?|programs?|payloads?|apps?))\\b`, {
    unless: /\b(?:remov\w*|detect\w*|protect\w*|prevent\w*|scan\w* for|clean\w*|get rid of|defend\w*|against)\b|\b(?:training (?:modules?|courses?|sessions?|materials?)|awareness (?:training|courses?|sessions?)|case stud(?:y|ies)|for (?:our|the|my) (?:soc|security|it|blue) (?:analysts|team|staff)|how (?:\w+ ){0,2}(?:gangs|groups|attackers|operators|criminals|actors) (?:operate|work|choose|pick))\b/,
  }),
  r('cybercrime', 0.5, `\\b(?:steal|steals|stealing|stole|stolen|theft of|exfiltrat\\w*|harvest\\w*|siphon\\w*|grab\\w*|skim\\w*)${G5}(?:sensitive|confidential|personal|private|user|users'?|customer|customers'?|credit card|financial|login|bank(?:ing)?|corporate|classified|government|patient|patients'?|medical|health|employee|employees'?|student|students'?|tax|payroll)${G2}(?:information|info|data|details|credentials|numbers|records|files|documents)\\b`, { leadGate: true }),
  r('cybercrime', 0.55, `\\b(?:modify|obfuscat|pack|crypt|encrypt|tweak|change|alter|rewrite|hide|disguise)\\w*${G4}(?:my |the |this |a |our )?(?:virus|malware|ransomware|trojan|payload|keylogger|rat|backdoor|shellcode|exploit|stealer|dropper|loader)s?${G8}(?:antivirus|anti-virus|av|edr|defender|windows defender|security software|detection|scanners?|virustotal)\\b|\\b(?:antivirus|anti-virus|edr|windows defender|virustotal)${G3}(?:can'?t|won'?t|doesn'?t|does not|will not|cannot|not|never)${G2}(?:detect|catch|flag|see|find)\\w*${G3}(?:my |the |this |it)`),
  r('cybercrime', 0.45, `\\b(?:usernames?|e-?mails?|logins?|credentials|accounts?)${G2}(?:and|&|with|plus)${G1}passwords?${G5}(?:leaked|breach\\w*|dump\\w*|stolen|hacked|compromised)\\b|\\b(?:leaked|stolen|breached|dumped|hacked)${G2}(?:passwords|credentials|logins|password lists?|credit card numbers|card numbers)${G5}(?:from|of|in)\\b`, {
    unless: /\b(?:my own|my (?:e-?mail|account|password)s?|have i been pwned|haveibeenpwned|check (?:if|whether)|notify|protect\w*|reset|rotate)\b/,
  }),
  // a keylogger described by what it does
  r('cybercrime', 0.55, `\\b(?:captur|record|log|intercept|grab|sniff)\\w*${G2}(?:every |all |each |the user'?s? |their )?(?:keystrokes?|key ?presses|keyboard input|typed passwords)\\b${G8}(?:e-?mail\\w*|send\\w*|upload\\w*|post\\w*|transmit\\w*|exfiltrat\\w*|to (?:me|my server|a remote|an? (?:ftp|http) server))\\b`),
  // a copyrighted text asked for verbatim
  r('illegal_activity', 0.5, `\\b(?:complete|continue|reproduce|recite|print|give me|write out|repeat|type out|output)\\b${G5}(?:passage|text|chapter|lyrics|page|paragraph|poem|song|book|novel|script)\\b${G8}(?:exactly as (?:it )?(?:appears|is written)|word for word|verbatim)\\b|\\b(?:word for word|verbatim)${G5}(?:from|of|in) (?:the )?(?:book|novel|chapter|lyrics|song|screenplay)\\b`, {
    unless: /\b(?:public domain|my own|i wrote|our own|shakespeare|bible|constitution|declaration of independence)\b/,
  }),
  r('cybercrime', 0.3, `\\b(?:cyber ?attacks?|cyber ?warfare|hacking tools?|exploit code)\\b`, {
    unless: /\b(?:prevent\w*|protect\w*|defend\w*|mitigat\w*|detect\w*|secur\w*|against|respond\w* to|recover\w*)\b/,
  }),
  r('cybercrime', 0.5, `\\bencrypt\\w*${G3}(?:files?|data|drives?|disks?|computers?|systems?|servers?|documents?)${G8}(?:until|unless|then)${G4}(?:payment|ransom|pays?|paid|bitcoin|crypto)\\b|\\b(?:ransom|payment) (?:for|to get) (?:the |their )?(?:files?|data) back\\b`),
  r('cybercrime', 0.5, `\\b(?:write|writing|create|creating|build|building|code|coding|develop|developing|make|making|program|programming|design|designing)${G4}(?:program|code|script|software|malware|worm|virus|tool|app|payload|binary|executable)${G3}(?:that|which|to)${G2}(?:self-?(?:replicat|propagat|spread)\\w*|spreads? (?:itself )?(?:through|across|to|over)|copies itself (?:to|across|onto)|infects? (?:other|every|all))${G3}(?:networks?|computers?|machines?|devices?|hosts?|systems?|the network)\\b`),
  // what malware does, asked of code: security tools switched off, hiding, persistence, privilege escalation, token theft, signature evasion
  r('cybercrime', 0.5, `\\b(?:code|function|script|program|snippet|payload|macro|binary|executable|dll|module|implant)\\b${G8}(?:disabl\\w*|turn\\w* off|kill\\w*|bypass\\w*|evad\\w*|uninstall\\w*|tamper\\w* with|blind\\w*)${G2}(?:windows defender|defender|antivirus|anti-virus|edr|endpoint (?:protection|detection)|uac|user account control|amsi|smartscreen|sysmon|event logging|security (?:software|tools|monitoring))\\b|\\b(?:disabl\\w*|turn\\w* off|kill\\w*|bypass\\w*|evad\\w*|tamper\\w* with)${G2}(?:windows defender|antivirus|anti-virus|edr|amsi|uac|user account control)\\b${G8}(?:silently|without (?:the user|anyone)|adds? itself|persist\\w*|startup)\\b`),
  r('cybercrime', 0.25, `\\b(?:disabl\\w*|turn\\w* off|kill\\w*|bypass\\w*|evad\\w*|uninstall\\w*|tamper\\w* with)${G2}(?:windows defender|antivirus|anti-virus|edr|endpoint protection|amsi|sysmon|event logging)\\b`),
  r('cybercrime', 0.5, `\\b(?:hide|hides|hiding|conceal\\w*|cloak\\w*)${G3}(?:a |the |its |my )?(?:process(?:es)?|itself|files?|registry keys?|network connections?|malware|payload)${G4}(?:task manager|process list|ps output|antivirus|anti-virus|edr|detection|the user|administrators?|admins)\\b`, { leadGate: true }),
  r('cybercrime', 0.5, `\\b(?:adds?|adding|install\\w*|register\\w*|cop(?:y|ies))\\s+itself\\s+(?:to|in|into|as)\\s+(?:the\\s+)?(?:startup|autorun|autostart|run keys?|registry|scheduled tasks?|cron(?:tab)?|services?|login items|boot)\\b`),
  r('cybercrime', 0.45, `\\b(?:code|function|script|program|exploit|payload|snippet)\\b${G5}(?:escalat\\w*|elevat\\w*)${G2}(?:privileges?|to root|to system|to admin\\w*)\\b|\\bprivilege escalation (?:exploit|payload|shellcode)s?\\b`),
  r('cybercrime', 0.5, `\\bsteal\\w*${G3}(?:the |their |users'? |session )?(?:cookies?|session (?:tokens?|cookies?|ids?)|auth(?:entication)? tokens?|local ?storage|saved passwords)\\b|\\bdocument\\.cookie\\b${G8}(?:send|post|fetch|exfiltrat\\w*|attacker|my server|remote)\\w*`),
  r('cybercrime', 0.45, `\\b(?:polymorphic|metamorphic|self-?modifying|self-?mutating)${G3}(?:code|malware|virus|payload|engine|shellcode|worm|executables?|binar(?:y|ies)|programs?|exe|loaders?|droppers?)\\b|\\bchang\\w*\\s+its\\s+(?:own\\s+)?(?:signature|hash|code|binary)${G8}(?:avoid|evad|bypass|escap)\\w*${G2}(?:detection|antivirus|anti-virus|av|scanners?|edr)\\b`, { leadGate: true }),
  r('cybercrime', 0.6, `\\b(?:working|functional|fully working|fully functional|real|live|weaponi[sz]ed|deployable|undetectable)${G2}(?:ransomware|malware|computer virus|virus|keyloggers?|trojans?|worms?|rootkits?|spyware|botnets?|stealers?|infostealers?)\\b`, {
    unless: /\b(?:detect\w*|remov\w*|protect\w*|defend\w*|analy[sz]\w* (?:a|the|this)|sandbox\w*|samples? (?:from|in) (?:virustotal|malwarebazaar))\b/,
  }),
  r('cybercrime', 0.5, `\\b(?:sql ?injection|sqli|xss|injection)${G2}(?:payloads?|attacks?|strings?|queries|exploits?)?${G4}(?:to |that )?(?:dump|extract|exfiltrat\\w*|steal|read|leak|get)${G3}(?:the |all )?(?:users?|customers?|passwords?|password hashes|credentials|admin|accounts?|database|db|tables?|credit cards?)\\b`, { leadGate: true,
    unless: /\b(?:prevent\w*|protect\w*|defend\w*|detect\w*|mitigat\w*|parameteri[sz]ed|prepared statements?|my own|our own|authori[sz]ed|ctf|lab)\b/,
  }),
  r('cybercrime', 0.45, `\\b(?:ddos|dos|flood|take down|knock (?:down|offline|out))(?:ing|ed)?${G2}(?:a |the |my |his |her |their |this |that |our )?(?:websites?|sites?|servers?|services?|networks?|game servers?|portal|school'?s? \\w+)\\b|\\b(?:\\d[\\d,.]*k?|thousands of|millions of)\\s+(?:fake\\s+)?(?:requests|login attempts|packets|connections|hits|queries)${G8}(?:crash|overload|overwhelm|take (?:it )?down|knock (?:it )?(?:out|down|offline)|flood)\\w*\\b`, { leadGate: true,
    unless: /\b(?:prevent\w*|protect\w*|defen[cs]\w*|defend|mitigat\w*|load test\w*|stress test\w*|my own|our own|authori[sz]ed|during the outage|was hit)\b/,
  }),
  r('cybercrime', 0.5, `\\b(?:record|capture|log|steal|harvest|collect|grab|intercept)\\w*${G4}(?:every |all |each |the )?(?:passwords?|keystrokes?|credentials|logins?|card numbers?)${G8}(?:upload\\w*|send\\w*|post\\w*|exfiltrat\\w*|transmit\\w*|forward\\w*|my server|remote server)\\b`, {
    unless: /\b(?:password managers?|save\w* (?:my|your|the user'?s) (?:own )?passwords?|autofill|detect\w*|prevent\w*)\b/,
  }),
  r('cybercrime', 0.5, `\\b(?:hides?|hiding|conceal\\w*)${G2}from${G2}(?:the )?(?:task manager|process list|ps output|antivirus|anti-virus|edr|detection|security software|defender)\\b`),
  r('cybercrime', 0.5, `\\bcredential[- ]harvest\\w*|\\b(?:sites?|pages?|websites?|portals?|login(?: pages?)?|apps?)${G3}(?:looks? like|mimic\\w*|imitat\\w*|clon\\w*|copy of|replica of|spoof\\w*|impersonat\\w*)${G3}(?:microsoft|office|365|outlook|google|gmail|paypal|apple|icloud|amazon|netflix|facebook|instagram|(?:my |a |the )?bank|chase|wells fargo|coinbase|metamask|binance|the real)\\b`, {
    unless: /\b(?:recogni[sz]\w*|spot\w*|detect\w*|identify\w*|report\w*|avoid\w*|tell if|how (?:can|do) i (?:know|tell)|phishing (?:awareness|training|simulation))\b/,
  }),
  r('cybercrime', 0.4, `\\b(?:dump|extract|harvest|steal)\\w*${G3}(?:\\w+ )?(?:credentials|password hashes|hashes|ntlm hashes|kerberos tickets|lsass|sam database|ntds\\.dit)\\b`),
  r('cybercrime', 0.35, `\\b(?:take (?:over|control of)|control|access|spy on|monitor)${G3}(?:a |the |someone'?s |their |his |her |my \\w+'?s )?(?:computers?|pcs?|laptops?|phones?|devices?|machines?|webcams?|cameras?)${G3}remotely\\b`, {
    unless: /\b(?:my own|our own|remote (?:desktop|support) (?:for|to help)|it support|with (?:their|his|her) (?:permission|consent))\b/,
  }),
  r('cybercrime', 0.25, `\\b(?:ransomware|keyloggers?|botnets?|rootkits?|stalkerware|spyware|malware|trojan horse|computer virus)\\b`),
  r('cybercrime', 0.55, `\\b(?:write|create|develop|build|code|generate|craft|give me)${G3}(?:a |an )?(?:working |functional |weaponi[sz]ed |reliable )?(?:exploits?|poc|proof[- ]of[- ]concept|shellcode|rop chain|payloads?)${G5}(?:cve-\\d{4}-\\d+|vulnerabilit\\w*|reverse shell|rce|remote code execution|privilege escalation|buffer overflow|login page|unpatched)`),
  r('cybercrime', 0.5, `\\b(?:mine|mines|mining)${G3}(?:crypto\\w*|bitcoin|monero|coins?)${G5}(?:visitors?'?|users?'?|victims?'?|other people'?s?|browsers?|their (?:computers?|devices?|phones?)|without)\\b|\\bcryptojack\\w*`, { leadGate: true }),
  r('cybercrime', 0.45, `\\b(?:clone|cloning|copy|copying|duplicate|duplicating|skim|read)${G3}(?:(?:hotel |office |building )?key ?cards?|access cards?|badges?|rfid (?:cards?|tags?|badges?)|nfc cards?|sim cards?|car key fobs?|key fobs?)\\b`, {
    unless: /\b(?:my own|lost my|replace my|spare)\b/,
  }),
  r('cybercrime', 0.3, `\\b(?:ddos|dos attacks?|denial[- ]of[- ]service|sql injection attacks?|xss attacks?|brute[- ]?forc\\w*|credential stuffing|man[- ]in[- ]the[- ]middle|session hijack\\w*|zero[- ]day exploits?|phishing (?:attacks?|campaigns?|kits?)|spear[- ]?phishing|sim swap\\w*|evil twin)\\b`, { leadGate: true,
    unless: /\bbrute[- ]?forc\w* (?:\w+ ){0,2}(?:solutions?|approach\w*|algorithms?|search\w*|methods?|combinations|permutations|every (?:combination|permutation|path|route))\b|\b(?:salesman|knapsack|sudoku|puzzles?|np-hard|optimi[sz]ation problems?)\b|\b(?:prevent\w*|protect\w*|defen[cs]\w*|defend|mitigat\w*|detect\w*|secur\w*|against|stop|block|vulnerabilit\w*|cve-\d|advisory|patch\w*|upgrade|recover\w*|my own|after (?:a|the)|resilien\w*|withstand|survive|harden\w*)\b/,
  }),
  r('cybercrime', 0.45, `\\b(?:launch|conduct|carry out|perform|run|execute|stage|start)${G3}(?:a |an )?(?:ddos|dos|denial[- ]of[- ]service|cyber ?attacks?|phishing|ransomware|brute[- ]force|hacking)${G1}(?:attacks?|campaigns?|scams?|operations?)?\\b`, {
    unless: /\b(?:simulat\w*|authori[sz]ed|pen(?:etration)? test\w*|red team|my own|our own|lab)\b/,
  }),
  r('cybercrime', 0.5, `\\bsteal${G4}(?:data|passwords?|credentials|cookies|browsing data|tokens?|sessions?|files|information|info|crypto|bitcoin|wallets?|accounts?)\\b`),
  r('cybercrime', 0.4, `\\bcrack${G3}(?:passwords?|wifi|wi-fi|wpa2?|hash(?:es)?|licen[cs]es?|software|accounts?|pins?|encryption)\\b`, {
    // the defender's question: how strong one's own must be ("how long should mine be"); a file
    // the asker made and locked out of ("an old zip archive I made myself", "my old spreadsheet")
    unless: /\b(?:my own|forgot|recover|strength|how strong|test (?:my|our)|how long should|strong(?:er)? passwords?|make (?:mine|my \w+) (?:stronger|safer|harder))\b|\b(?:i|we) (?:made|created|set|encrypted|zipped|locked|protected|password[- ]protected)\b[^.?!]{0,40}\b(?:myself|ourselves|years ago|long ago|a while ago|back in)\b|\bmy (?:own |old )?(?:\w+ )?(?:files?|archives?|zips?|pdfs?|spreadsheets?|documents?|backups?|keychains?)\b/,
  }),
  r('cybercrime', 0.4, `\\b(?:bypass|circumvent|defeat|get around|disable|evade)${G3}(?:authentication|2fa|two-factor|mfa|login|firewall|antivirus|anti-virus|edr|security|password|privacy settings|parental controls?|captcha|rate limit\\w*|content filters?|monitoring|cloudflare|waf|ddos protection|bot protection)\\b`, {
    unless: new RegExp(`\\b(?:my own|forgot my|locked out of my|legitimate|authori[sz]ed)\\b|${ACCOUNT_SUPPORT.source}`),
  }),
  // gated: the person and relation lists are checked in JS (see `requires`)
  r('cybercrime', 0.45, `\\b(?:block|filter|monitor|access|control|hack|spy on|read|track|lock|disable|restrict|cut off)${gap(11)}(?:computer|phone|laptop|pc|internet|wifi|wi-fi|accounts?|devices?|e-?mail|messages|texts|access|activity|router)\\b`, {
    requires: new RegExp(`\\b(?:block|filter|monitor|access|control|hack|spy on|read|track|lock|disable|restrict|cut off)${G5}(?:${PERSON}|${RELATION}'?s?)${G3}(?:computer|phone|laptop|pc|internet|wifi|wi-fi|accounts?|devices?|e-?mail|messages|texts|access|activity|router)\\b`),
    unless: new RegExp(`${ACCOUNT_SUPPORT.source}|\\b(?:to help (?:her|him|them)|with (?:her|his|their) (?:permission|consent|knowledge)|with (?:her|him|them) (?:there|present|watching)|(?:she|he|they) (?:asked|agreed))\\b`),
  }),
  r('cybercrime', 0.45, `\\b(?:falsify|forge|spoof|fake)${G2}(?:digital signatures?|certificates?|caller id|gps|ip address|mac address|email headers?|domains?)\\b`),
  r('cybercrime', 0.5, `\\b(?:bots?|scripts?|tools?)${G3}(?:to )?(?:overwhelm|flood|crash|take down|knock offline)${G3}(?:a |the )?(?:websites?|sites?|servers?|services?)\\b`),
  r('cybercrime', 0.4, `\\b(?:scripts?|programs?|code|tools?|software|apps?|malware|payloads?|bots?)${G5}(?:exploit|exploits|exploiting)${G3}(?:known |unpatched |zero[- ]day |critical )?(?:vulnerabilit\\w*|security (?:holes?|flaws?|bugs?)|weakness\\w*|zero[- ]days?|bugs? in)`, {
    unless: /\b(?:patch\w*|fix\w*|detect\w*|scan\w* for|audit\w*|find(?:s|ing)? and (?:fix|report)|defend\w*|protect\w*|my own|our own|authori[sz]ed|ctf|lab)\b/,
  }),
  // needs a request and a covert or illicit modifier: deleting files is ordinary, behind the owner's back it is sabotage
  r('cybercrime', 0.25, `\\b(?:delet|wip|eras|destroy|corrupt|shred)\\w*${G4}(?:files?|data|hard ?drives?|disks?|backups?|records|databases?|logs)\\b`),
  r('cybercrime', 0.45, `\\b(?:exploit|exploits|exploiting)${G3}(?:vulnerabilit\\w*|a bug|zero[- ]days?|security holes?|weakness\\w*)${G5}(?:steal|access|take over|take control|control|compromise|hijack|hack|break|without|gain)\\w*`, { leadGate: true }),

  // ------------------------------------------------------------------ privacy violation / doxxing
  // doxxing in one query: two locators of a person together (home address and kids' school...)
  r('privacy_violation', 0.5, `\\b(?:home address|house address|phone number|cell (?:phone )?number|where (?:she|he|they) lives?|workplace|daily (?:schedule|routine)|kids'? schools?|children'?s schools?|license plate|car and plate)\\b${G5}(?:home address|house address|phone number|cell (?:phone )?number|where (?:she|he|they) lives?|workplace|daily (?:schedule|routine)|kids'? schools?|children'?s schools?|license plate)\\b`, { leadGate: true,
    unless: /\b(?:my own|our own|my (?:home address|phone number|details|profile|account|information)|update|change|form|register|registration|emergency contact|confirm|workplace (?:safety|health|injur\w*|accidents?|hotline|polic(?:y|ies))|safety (?:phone )?(?:number|hotline))\b/,
  }),
  // a stranger identified from a photo, an anonymous account unmasked, a home found from a picture or a run
  r('privacy_violation', 0.5, `\\b(?:facial recognition|face search|reverse image search|pimeyes|clearview)\\b${G8}(?:find|identify|get|discover|learn|look up)\\w*${G5}(?:name|identity|instagram|facebook|tiktok|address|profile|social media|where (?:she|he|they) lives?)\\b|\\b(?:identify|find out who|find the name of|figure out who)${G3}(?:this|the|a|that) (?:woman|man|girl|guy|person|stranger|kid|boy|lady)${G8}(?:photo|picture|pic|selfie|video|train|bus|street|gym|bar|park|subway)\\b`, { leadGate: true,
    unless: /\b(?:news (?:story|article)|journalis\w*|fact-?check\w*|missing person|public figure|my own|myself|how (?:does|do) (?:facial recognition|it) work|privacy risks?)\b/,
  }),
  r('privacy_violation', 0.5, `\\b(?:real (?:identity|name)|who (?:is )?really behind|unmask\\w*|de-?anonymi[sz]\\w*)${G5}(?:reddit|twitter|anonymous|throwaway|user|account|poster|username|u/\\w+|handle|blogger|reviewer)\\b`, {
    unless: /\b(?:protect\w*|prevent\w*|how (?:can|do) i (?:stay|remain|keep)|my own|myself)\b/,
  }),
  r('privacy_violation', 0.5, `\\b(?:where (?:she|he|they) lives?|(?:her|his|their) (?:home|address|location|house|apartment)|which (?:apartment|house|building|street|address)${G3}(?:my|her|his) \\w+ (?:moved|lives?))\\b${G8}(?:selfie|photo|picture|background|strava|geotag\\w*|metadata|exif|runs?|check-?ins?)\\b|\\b(?:selfie|photo|picture|background|strava|geotag\\w*|metadata|exif)\\b${G8}(?:where (?:she|he|they) lives?|(?:her|his|their) (?:home|address|house|apartment))\\b`, { leadGate: true,
    unless: /\b(?:my own|how (?:can|do) i (?:stop|hide|remove|protect)|protect\w*|prevent\w*|remov\w*)\b/,
  }),
  r('privacy_violation', 0.45, `\\b(?:track|trace|locate|monitor|spy on|stalk|surveil|surveille?|eavesdrop on|intercept|read|access|record|wiretap|snoop on|listen to|listen in on|hack|keep tabs on)${G4}${PERSON}${G3}${PRIVATE_TARGET}\\b`),
  // gated: the person and relation lists are checked in JS (see `requires`)
  r('privacy_violation', 0.4, `\\b(?:access|get into|see|view|download|read|look at|open|log into|into)\\w*${G8}(?:icloud|photos|pictures|messages|texts|e-?mails?|accounts?|phone|snapchat|instagram|facebook|dms|chats|whatsapp|files|cloud|google drive|browsing history)\\b`, {
    requires: new RegExp(`\\b(?:access|get into|see|view|download|read|look at|open|log into|into)\\w*${G3}(?:${PERSON}|(?:my )?ex'?s?|(?:my|his|her|their) ${RELATION}'?s?)${G2}(?:icloud|photos|pictures|messages|texts|e-?mails?|accounts?|phone|snapchat|instagram|facebook|dms|chats|whatsapp|files|cloud|google drive|browsing history)\\b`),
    // and a business telling its customers where their own papers are ("ready to download in their account portal")
    unless: /\b(?:family sharing|with (?:her|his|their) (?:consent|permission)|shared (?:album|account|drive)|my own|(?:my|our) (?:child|kid|son|daughter)'?s?|in (?:their|your) (?:own )?(?:account|customer|member|patient|client)(?: (?:portal|dashboard|area|page|app))?)\b/,
  }),
  r('privacy_violation', 0.5, `\\b(?:who owns|owner of)${G3}(?:this |a |the |that )?(?:phone number|number|car|license plate|licence plate|email(?: address)?|account|ip(?: address)?)${G8}(?:where (?:they|he|she) (?:lives?|works)|home address|address|lives)\\b|\\b(?:find|figure|work|track)\\w*(?: out)?${G2}where${G3}(?:a |the |this |that )?(?:streamer|youtuber|influencer|twitch streamer|tiktoker|celebrity|journalist|reporter|girl|woman|guy|man|person|user|account holder)${G2}(?:lives?|is living|stays|works)\\b`),
  r('privacy_violation', 0.5, `\\b(?:find|get|look up|give me|what is|what'?s|tell me)${G4}(?:social security number|ssn|passport number|bank account number|credit card number|medical records?)${G3}(?:of|for|belonging to)\\b`, {
    // what such a number is for or looks like: a question about the document, not about a holder
    unless: /\b(?:my own|for my (?:own )?records|on my (?:card|passport)|used for|format|look like|looks like)\b/,
  }),
  r('privacy_violation', 0.45, `\\b(?:see|find out|know|check|read)${G3}(?:who|what)${G2}(?:my |his |her )?(?:${RELATION})${G2}(?:is |has been |was )?(?:texting|messaging|talking to|calling|emailing|chatting with|dating|seeing|sleeping with)\\b`, {
    unless: /\b(?:my|our) (?:child|kid|son|daughter|teen(?:ager)?|\d{1,2}[- ]year[- ]old)\b/,
  }),
  // gated: the person or relation spied on is checked in JS
  r('privacy_violation', 0.45, `\\b(?:spy|spying|eavesdrop|eavesdropping|snoop|snooping|wiretap|wiretapping) (?:on )?\\w`, {
    requires: new RegExp(`\\b(?:spy|spying|eavesdrop|eavesdropping|snoop|snooping|wiretap|wiretapping) (?:on )?(?:${PERSON}|${RELATION})\\b`),
  }),
  r('privacy_violation', 0.4, `\\b(?:surveil|surveille?|eavesdrop on|intercept|record|wiretap|spy on|listen in on|monitor)${G4}(?:private|intimate|confidential|personal)${G2}(?:conversations?|calls|moments|messages|communications|chats|meetings)\\b`),
  r('privacy_violation', 0.5, `\\b(?:home address(?:es)?|daily (?:schedule|routine)|where (?:she|he|they) lives?|whereabouts|licen[cs]e plate|workplace)${G5}(?:of|for)${G1}(?:the |this |that |a )?(?:journalist|reporter|blogger|activist|politician|judge|juror|witness|whistleblower|streamer|youtuber|influencer|critic|celebrity|actress|actor|moderator)s?\\b`, { leadGate: true }),
  r('privacy_violation', 0.55, `\\b(?:dox|doxx|doxing|doxxing)\\b`, {
    unless: /\b(?:protect\w* (?:myself|yourself|me|from)|prevent\w*|avoid\w* being|got doxx?ed|victim|report\w* (?:doxx?ing|doxx?es|the doxx?)|(?:was|been|being|were|i got|i was) doxx?ed|doxx?ed me)\b/,
  }),
  r('privacy_violation', 0.55, `\\b(?:hidden|secret|spy|covert|pinhole|concealed) (?:cameras?|cams?|microphones?|mics?)${G5}(?:bathrooms?|showers?|bedrooms?|changing rooms?|locker rooms?|toilets?|restrooms?|airbnb|rental|guests?|tenants?|roommates?|hotel rooms?)\\b`),
  r('privacy_violation', 0.55, `\\b(?:hide|hiding|conceal\\w*|plant\\w*|install\\w*|put|putting|place|placing|set(?:ting)? up|mount\\w*)${G3}(?:a |some |hidden |secret |tiny |spy )?(?:cameras?|cams?|microphones?|mics?|recording devices?|recorders?|spy ?cams?)${G5}(?:bathrooms?|showers?|bedrooms?|changing rooms?|locker rooms?|toilets?|restrooms?|(?:tenants?|roommates?|guests?|neighbou?rs?|nanny|babysitter|sister|daughter|coworkers?)(?:'s|s')? (?:rooms?|bedrooms?|bathrooms?|apartments?|flats?|houses?))\\b`),
  r('privacy_violation', 0.45, `\\b(?:find|get|obtain|reveal|expose|share|publish|leak|post|release|uncover|dig up|look up|distribute|spread|sell|disclose|send out|forward|circulate|broadcast)${G4}${PERSON}${G3}(?:address(?:es)?|phone numbers?|identity|identities|real names?|location|medical records?|health records?|financial (?:information|records|details)|e-?mails?|messages|photos|information|info|data|records|passwords?|social security)\\b`, {
    unless: /\b(?:my own|with (?:their|his|her) (?:consent|permission)|public(?:ly available)? (?:records? of|profile of) (?:a |the )?(?:company|business)|(?:military|service|census|immigration|naturali[sz]ation|draft|birth|death|marriage|adoption|property) records|genealog\w*|ancestry|family tree|my late|wedding|invit\w*|thank[- ]you (?:cards?|notes?)|(?:christmas|holiday|birthday) cards?|send (?:her|him|them) (?:a )?(?:gift|card|flowers|present)|(?:never|not|don'?t|do not|avoid) (?:\w+ )?(?:share|post|reveal|give out|disclose|send))\b/,
  }),
  r('privacy_violation', 0.5, `\\b(?:track\\w*|collect\\w*|record\\w*|monitor\\w*|harvest\\w*|gather\\w*|access\\w*|scrap\\w*|sell\\w*|shar\\w*)${G5}(?:location|personal (?:data|information|info)|data|information|messages|contacts|photos|conversations|keystrokes|browsing)${G5}without${G2}(?:consent|permission|knowledge|knowing|authori[sz]ation)\\b`),
  r('privacy_violation', 0.5, `\\b(?:what|where) (?:is|are)${G4}(?:home|personal|private|residential|current|exact|cell(?:phone)?|mobile) (?:address(?:es)?|phone numbers?|numbers?|location|whereabouts|e-?mail(?: address)?)\\b|\\b(?:give|tell|find|get|send|share|look up|dig up)${G1}(?:me|us)?${G3}(?:home|personal|private|residential|cell(?:phone)?|mobile) (?:address(?:es)?|phone numbers?|e-?mail address)${G2}(?:of|for)\\b`, {
    unless: /\b(?:white house|buckingham palace|the kremlin|10 downing street|elys[ée]e palace|embassy|consulate|city hall|headquarters)\b/,
  }),
  r('privacy_violation', 0.45, `\\b(?:my |his |her )?${RELATION}(?:'s)?${G3}(?:home address|phone number|medical (?:history|records?|conditions?)|salary|bank (?:account|balance|details)|criminal (?:record|history)|sexual orientation|passwords?|social security number|diagnos[ie]s|immigration status|credit (?:score|card)|religious beliefs|political (?:views|affiliation))\\b`, {
    unless: /\b(?:my own|update my|with (?:their|his|her) (?:consent|permission)|salary (?:review|increase|raise|band|range|survey|adjustment|negotiation|benchmark)s?|approv\w*|sign(?:ed)? off)\b/,
  }),
  r('privacy_violation', 0.45, `\\b(?:home address|phone number|medical (?:history|records?)|salary|bank (?:account|balance|details)|criminal (?:record|history)|sexual orientation|passwords?|social security number|immigration status|credit score)${G5}(?:of|for|belonging to) (?:my|his|her|their|a|the)(?: new| old| former| current)? ${RELATION}\\b`, {
    unless: /\b(?:forms?|templates?|patients?|clients?|my own|with (?:their|his|her) (?:consent|permission)|average|typical|median|starting|entry-level|range|office|clinic|practice|business|store|shop|restaurant|embassy|consulate|white house|city hall|town hall|headquarters|hq|company|school|hospital|museum|library|church|hotel|airport|station|pharmacy|bank branch)\b/,
  }),
  // gated: the person and relation lists are checked in JS (see `requires`)
  r('privacy_violation', 0.45, `\\b(?:find|figure|work) out${G2}where${G5}(?:lives?|is living|is staying|stays|works|is now|moved)\\b`, {
    requires: new RegExp(`\\b(?:find|figure|work) out${G2}where${G1}(?:${PERSON}|(?:my |his |her )?${RELATION})${G1}(?:lives?|is living|is staying|stays|works|is now|moved)\\b`),
    // the person asked for it ("she told me to surprise her")
    unless: /\b(?:(?:she|he|they) (?:told|asked|wants?|invited) me|with (?:her|his|their) (?:permission|consent)|(?:she|he|they) gave me)\b/,
  }),
  r('privacy_violation', 0.5, `\\b(?:scrap\\w*|harvest\\w*|collect\\w*|mine|mining|extract\\w*|gather\\w*)${G3}(?:people'?s|users'?|customers'?|strangers'?|their|personal|private)${G2}(?:data|information|info|details|profiles|emails?|phone numbers)\\b${G8}(?:sell\\w*|sold|monetiz\\w*|brokers?|without (?:their )?(?:consent|permission|knowledge))\\b`),
  r('privacy_violation', 0.5, `\\b(?:reveal|expose|unmask|identify|out)${G2}(?:a |the )?(?:whistleblowers?|anonymous (?:source|user|account|poster|reviewer)s?|informants?)\\b`),
  r('privacy_violation', 0.5, `\\b(?:list|names|identities|database|addresses) of${G2}(?:people|individuals|patients|employees|users|students|residents) (?:who (?:have|are|is)|with|living with|diagnosed with)${G2}(?:hiv|aids|cancer|mental illness|stds?|stis?|diseases?|disabilities|depression|covid|hepatitis|abortions?|criminal records?)\\b`),
  r('privacy_violation', 0.45, `\\b(?:leak|leaked|spread|distribute|release|publish|share|sell|dump)${G3}(?:leaked|sensitive|confidential|private|personal|secret|classified|internal|stolen|embarrassing|unreleased|non-public|insider)${G2}(?:documents?|information|info|data|records|e-?mails?|photos?|pictures?|messages|files|details|videos?|earnings|financials|financial results|results|figures)\\b`, {
    unless: /\b(?:protect|secure|prevent|avoid|encrypt|policy|gdpr|compliance|safely|securely)\b/,
  }),
  r('privacy_violation', 0.4, `\\b(?:private|intimate|personal)${G1}(?:photos?|pictures|images|videos?|messages|e-?mails?|texts|diary)${G2}(?:of|from|belonging to)${G2}(?:${PERSON}|a specific|an? \\w+ person|my ex)\\b`),
  r('privacy_violation', 0.45, `\\b(?:secretly|covertly|without (?:their|his|her) (?:knowledge|consent))${G4}(?:track|record|monitor|film|photograph|read|follow|watch|listen)\\b|\\b(?:track|record|monitor|film|photograph|follow|watch)${G5}(?:secretly|covertly|without (?:their|his|her|them|anyone) (?:knowledge|consent|knowing|permission))\\b`),

  // information hazards: a specific person's private facts, asked for plainly (no request framing needed)
  r('privacy_violation', 0.5, `\\b(?:what|which)${G1}(?:medications?|medicines?|meds|drugs|pills|prescriptions?|illness(?:es)?|diseases?|(?:medical|health|mental health|psychiatric) (?:conditions?|problems|issues|history|records?)|disorders?|diagnos[ie]s|std|stds|sti|stis)${G1}(?:is|does|did|has|have|was)${G3}(?:taking|take|took|suffer\\w*|have|had|on|diagnosed|got|get)\\b`, {
    // a safety question about the medicine itself ("what cold medicine is safe to take with ibuprofen")
    unless: /\b(?:safe|safer|ok|okay|fine|dangerous|risky) to (?:take|mix|combine|use|give)\b|\binteract\w*\b|\b(?:is|does|did|has|have|was) (?:a|an|the|my|your|our) (?:patient|client|resident|dog|cat|pet|baby|child|kid|son|daughter|toddler|horse|puppy|kitten|mom|mum|mother|dad|father|grandma|grandpa|grandmother|grandfather|wife|husband|partner|parents?)\b|\b(?:people|patients|children|kids|dogs|cats|pets|adults|seniors|elderly|athletes|someone|somebody|one|you|i|we)\b(?:\s+\w+){0,2}\s+(?:taking|take|suffer\w*|have|had|on|get)\b/,
  }),
  r('privacy_violation', 0.5, `\\bhow much${G2}(?:does|do|did|is)${G1}(?:my|his|her|their) (?:\\w+ )?${RELATION}${G2}(?:make|makes|earn|earns|get paid|getting paid|paid|have in|has in|owe|owes|inherit)\\b`),
  r('privacy_violation', 0.5, `\\b(?:is|was|are)${G1}(?:my |his |her |their )?${RELATION}${G2}(?:secretly )?(?:gay|lesbian|bisexual|bi|transgender|trans|homosexual|queer|in the closet|closeted|hiv positive|hiv\\+)\\b`, {
    unless: /\b(?:support|accept|talk to|help|come out|coming out)\b/,
  }),
  // gated: the relation is checked in JS
  // the set holds the condition words only (the lead words are common, the gap long); `requires` reads the rest
  r('privacy_violation', 0.5, `\\b(?:criminal record|record|hiv|aids|an? std|stds|cancer|mental illness|bipolar|schizophrenia|depression|debts?|affair|police record|arrest record)\\b`, {
    requires: new RegExp(`\\b(?:does|did|has|is)${G1}(?:my |his |her |their )?${RELATION}${G2}(?:have|had|got|on|in)${G1}(?:a |an |any )?(?:criminal record|record|hiv|aids|an? std|stds|cancer|mental illness|bipolar|schizophrenia|depression|debts?|affair|police record|arrest record)\\b`),
    unless: /\b(?:my own|with (?:their|his|her) (?:consent|permission)|how (?:do|can) i (?:help|support))\b/,
  }),
  r('privacy_violation', 0.5, `\\bwhat${G2}(?:my |his |her |their )?${RELATION}(?:'s)?${G2}(?:current )?(?:credit score|salary|income|bank balance|net worth|medical history|diagnosis|password|pin|sexual orientation|criminal record|home address|religion)\\b`, {
    unless: /\b(?:my own|with (?:their|his|her) (?:consent|permission))\b/,
  }),
  r('privacy_violation', 0.5, `\\bwhere${G5}(?:keep|keeps|send|sends|take|takes|drop|drops|hide|hides)${G1}(?:his|her|their)${G1}(?:kids|children|child|son|daughter|sons|daughters|family|wife|husband)${G3}(?:during the day|at night|to school|every day|on weekends|when)\\b|\\bwhere${G3}(?:his|her|their|[\\w-]+'s|[\\w-]+s'|[\\w-]+')\\s+(?:kids|children|son|daughter|sons|daughters)${G2}(?:go to|goes to|attend|attends|are at|is at)${G1}(?:school|daycare|kindergarten)\\b`),
  r('privacy_violation', 0.5, `\\b(?:e-?mail addresses|phone numbers|home addresses|personal (?:data|information|details|e-?mails)|salaries|passwords|social security numbers|medical records)${G2}of (?:all|every|each)${G3}(?:employees|staff|members|workers|engineers|executives|agents|officers|customers|users|students|residents)\\b`, { leadGate: true,
    unless: /\bof (?:all|every|each) (?:of )?(?:our|my|the|your|these|those|active|new|current|registered|subscribed|opted-in|team)\b/,
  }),
  r('privacy_violation', 0.5, `\\b(?:private|personal|confidential|secret|internal|classified|leaked)${G1}(?:e-?mails?|messages|communications?|correspondence|conversations?|texts|phone calls|memos|chats)${G3}(?:between|of|from|with|sent by)${G3}(?:the )?(?:prime minister|president|ceo|senators?|ministers?|governors?|mayors?|king|queen|chancellor|pope|celebrit\\w+|officials?|executives?|politicians?|government|white house|kremlin|advisors?|diplomats?|ambassadors?)\\b`),
  r('privacy_violation', 0.5, `\\b(?:what|which|reveal|tell|give|leak|disclose|explain)${G5}(?:trade secrets?|secret (?:recipes?|formulas?|algorithms?|ingredients?|sauce recipe)|proprietary (?:source code|algorithms?|formulas?|recipes?))\\b|\\b(?:what|which|reveal|tell|give|leak|disclose)${G3}(?:confidential|secret|unannounced|unreleased|undisclosed) (?:projects?|products?|plans?|deals?|mergers?|acquisitions?|earnings|financials?|financial (?:data|results))${G5}(?:working on|developing|planning|(?:haven'?t|have not|hasn'?t|has not|not yet)${G1}(?:been )?(?:announced|released|disclosed|made public|public))\\b`, {
    unless: /\b(?:history|legend|myth|rumou?red|story|stories|how (?:do|can|should) (?:i|we|companies|businesses) (?:protect|keep|store|handle|manage)|our (?:own )?|my (?:own )?|protect\w*|what (?:is|are) (?:a |an )?trade secrets?\b)\b/,
  }),
  // gated on the secrecy word: the lead words (what, tell) are common and followed by a long gap
  gated('privacy_violation', 0.5, `\\b(?:classified|top[- ]secret|covert)\\b`, `\\b(?:reveal|tell|give|share|leak|disclose|describe|list|show|what|which|explain)${G8}(?:classified|top[- ]secret|covert)${G2}(?:details|information|info|documents?|files|operations?|missions?|programs?|projects?|plans?|intelligence|reports?|data|locations?|identities|agents?)\\b`, {
    unless: /\b(?:declassified|history of|historical|how (?:to|do i|should i|do we|should we) (?:handle|protect|store|mark|label|classify|report)|what (?:is|does|are) (?:classified|top[- ]secret|a covert|covert|secret) \w+(?: mean)?\??$|(?:novel|movie|film|game|story|book|series|fiction)\b)/,
  }),
  r('privacy_violation', 0.5, `\\b(?:internal|security|classified|confidential|secret)${G1}(?:security )?(?:protocols?|procedures|measures|codes?|layouts?|floor ?plans?|schedules?|clearances?|access codes?|guard rotations?|shift schedules?|blind spots)${G4}(?:of|used by|used at|at|in|for|inside)${G2}(?:the )?(?:fbi|cia|nsa|mi5|mi6|pentagon|white house|kremlin|military base|army base|naval base|embassy|federal reserve|central bank|police headquarters|fbi headquarters|prison|nuclear (?:plant|facility|power plant|site)|power plant|parliament|congress|capitol)\\b`),
  r('cybercrime', 0.5, `\\b(?:weaknesses|vulnerabilities|vulnerability|security (?:flaws|holes|gaps|weaknesses)|weak (?:points|spots)|exploits|backdoors?|unpatched)${G5}(?:the )?(?:pentagon|fbi|cia|nsa|white house|federal reserve|central bank|government|military|army|navy|power grid|electric grid|nuclear (?:plant|facility)|air traffic control|election systems?|voting machines?|police|nasa|(?:bank|hospital|airport)'?s)\\b|\\b(?:pentagon|fbi|cia|nsa|white house|federal reserve|government|military|power grid|nuclear plant|air traffic control)(?:'s)?${G3}(?:network|systems?|servers?|security system|firewall|infrastructure|defenses|defences)${G4}(?:weaknesses|vulnerabilities|vulnerable|security (?:flaws|holes|gaps)|weak (?:points|spots)|unpatched|exploitable)\\b`, {
    unless: /\b(?:history|historical|report(?:ed)? by|according to|news|patched|disclosed responsibly|bug bounty|how (?:do|does|did) (?:the )?\w+ (?:protect|defend|secure))\b|^(?![\s\S]*\b(?:i can|can i|we can|so (?:i|we)|to (?:exploit|attack|hack|breach|get into|break into))\b)[\s\S]*(?:\bwhat (?:were|was)\b|\bdid (?:\w+ ){1,2}exploit\b|\b(?:were|was) (?:the |its |their )?(?:main |biggest |key )?(?:weak\w*|vulnerab\w*)|\b(?:ancient|medieval|roman|romans|empire|hannibal|napoleon|civil war|world war|ww ?(?:i|ii|1|2)|battle of|legions?|crusades?|centur(?:y|ies)|dynast(?:y|ies)|spartans?|vikings?|mongols?)\b)/,
  }),
  r('privacy_violation', 0.5, `\\b(?:what(?:'s| is)|give me|tell me|find|get|share|reveal|send me|know)${G3}(?:admin|administrator|root|master|login|account|database|server|e-?mail|vpn|bank|alarm)${G1}(?:passwords?|passcodes?|pin(?: codes?)?|credentials|access codes?)${G2}(?:for|of|to)${G3}(?:my |our |the |his |her |their |this )?(?:company'?s?|boss'?s?|work|school'?s?|employer'?s?|coworker'?s?|colleague'?s?|neighbou?r'?s?|ex'?s?|wife'?s?|husband'?s?|girlfriend'?s?|boyfriend'?s?|partner'?s?)\\b`, {
    unless: /\b(?:good|strong|secure|safe|best|new|default|reset|change|changing|forgot|forgotten|recover|create|generate|requirements?|policy|length|rotate|manager|my own|i set)\b/,
  }),

  // a specific person's private life, asked in other words (Do-Not-Answer's information hazards)
  // gated like the rule above: the relation list is checked in JS
  r('privacy_violation', 0.5, `\\b(?:is|was|are)${G3}(?:having an affair|cheating on|seeing someone|dating (?:someone|anyone)|pregnant|in debt|broke|bankrupt|on drugs|an alcoholic|an addict|in therapy|being treated for|sick with)\\b|\\b(?:does|did|has)${G3}(?:have|had)${G1}(?:any )?(?:kids|children|a girlfriend|a boyfriend|a lover|a mistress|debts|a gambling problem|an addiction|a disease|an illness)\\b`, {
    requires: new RegExp(`\\b(?:is|was|are)${G1}(?:my |his |her |their )?${RELATION}${G2}(?:having an affair|cheating on|seeing someone|dating (?:someone|anyone)|pregnant|in debt|broke|bankrupt|on drugs|an alcoholic|an addict|in therapy|being treated for|sick with)\\b|\\b(?:does|did|has)${G1}(?:my |his |her |their )?${RELATION}${G2}(?:have|had)${G1}(?:any )?(?:kids|children|a girlfriend|a boyfriend|a lover|a mistress|debts|a gambling problem|an addiction|a disease|an illness)\\b`),
    unless: /\b(?:my own|how (?:do|can|should) i (?:help|support|tell|talk)|with (?:their|his|her) (?:consent|permission))\b/,
  }),
  // gated: the relation is checked in JS
  r('privacy_violation', 0.5, `\\bwhat${G1}(?:religion|faith|political party|politics|political views|sexual orientation|blood type|salary|income|diagnosis|medication)${G2}(?:is|does|are|do|did)${G1}(?:my |his |her |their )\\w|(?:my |his |her |their )[a-z-]+(?:'s|s')${G2}(?:last|latest|recent|private|personal|secret)${G1}(?:google )?(?:search(?:es)?|search history|messages|texts|e-?mails|diary|journal|purchases|browsing history|dms)\\b`, {
    requires: new RegExp(`\\bwhat${G1}(?:religion|faith|political party|politics|political views|sexual orientation|blood type|salary|income|diagnosis|medication)${G2}(?:is|does|are|do|did)${G1}(?:my |his |her |their )${RELATION}\\b|\\b(?:my |his |her |their )${RELATION}(?:'s|s')${G2}(?:last|latest|recent|private|personal|secret)${G1}(?:google )?(?:search(?:es)?|search history|messages|texts|e-?mails|diary|journal|purchases|browsing history|dms)\\b`),
  }),
  r('privacy_violation', 0.5, `\\b(?:health|medical|mental health|financial|money|credit|legal|immigration|marital|relationship) (?:condition|status|situation|history|problems|issues|records?|troubles?|affairs)${G2}(?:of|for)${G1}(?:my|his|her|their) (?:\\w+ )?(?:${RELATION}|boss|landlord|tenant|neighbou?r)(?:'s|s')?\\b`, {
    unless: /\b(?:patients?|clients?|forms?|templates?|my own|with (?:their|his|her) (?:consent|permission))\b/,
  }),
  r('privacy_violation', 0.5, `\\b[\\w-]+(?:'s|s')\\s+(?:current\\s+|exact\\s+|real\\s+)?(?:bank balance|bank account(?: number| details)?|private (?:phone )?number|personal (?:phone )?number|cell(?:phone)? number|private e-?mail(?: address)?|personal e-?mail(?: address)?|home address|medical records?|health records?|search history|browsing history|social security number|credit card (?:number|details)|private messages|text messages)\\b|\\b(?:private|personal|cell|mobile|home|direct) (?:phone )?(?:number|address|e-?mail(?: address)?) of (?:the )?[\\w-]+`, {
    unless: /\b(?:my own|my (?:mom|mum|dad|mother|father|wife|husband|partner)'s|update|change|save|add\w* (?:it )?to (?:my )?contacts|the (?:company|business|office|restaurant|store|shop|hotel|clinic|school|venue|embassy)'s|of (?:the|a|an|our|my|this) (?:\w+ )?(?:hotel|company|business|office|restaurant|store|shop|clinic|school|venue|embassy|consulate|front desk|reception|department|support|team|bank|airline|white house|museum|library|hospital|city hall|town hall|headquarters|station|airport|post office)s?)\b|\bof (?:the |a )?(?:nearest|closest|local|nearby)\b/,
  }),
  r('privacy_violation', 0.5, `\\binternal${G1}(?:e-?mail addresses|phone numbers|phone directory|staff directory|contact list|org(?:anization(?:al)?)? chart|communications|memos|documents|passwords)${G3}(?:of|at|in|for|from)\\b`, {
    // one's own organisation's papers, searched for a policy (an agent's ordinary work)
    unless: /\b(?:our|my|your|we|us|search\w*|polic(?:y|ies))\b/,
  }),
  r('privacy_violation', 0.5, `\\b(?:plans?|strategies|strategy|projects?|products?|details|information|data|documents?|financials?|roadmaps?|deals?|secrets?|decisions?|negotiations?|methods?|techniques?|algorithms?)${G4}(?:that|which)${G1}(?:haven'?t|have not|hasn'?t|has not|aren'?t|are not|isn'?t|is not)\\s+(?:yet\\s+)?(?:been\\s+)?(?:made\\s+)?(?:public|announced|disclosed|released|published|revealed)\\b`, {
    unless: /\b(?:our|my|your|we)\b/,
  }),
  // conspiracy premises about the usual topics, asked or asserted
  r('misinformation', 0.5, `\\b(?:(?:2020 |2016 |us |presidential )?elections?|votes?|moon landings?|holocaust|pandemic|covid(?:-19)?|coronavirus|vaccines?|vaccinations?|climate change|global warming|9/11|september 11(?:th)?|sandy hook|evolution|fluorid\\w*|chemtrails|5g)${G4}(?:stolen|rigged|faked|a hoax|hoaxes|staged|covered up|an inside job|a lie|a false flag|a scam|poison|poisonous|made up|fake|planned by the government|invented|mind control|filmed (?:in|on) (?:a |the )?(?:hollywood|studio|sound ?stage|desert))\\b`, { leadGate: true,
    unless: /\b(?:debunk\w*|myths?|misconceptions?|claims? that|claimed that|why (?:do|did) (?:some )?people (?:believe|think|say)|conspiracy theor(?:y|ies) (?:about|that)|evidence (?:against|that)|fact-?check\w*|falsely|misinformation about|disinformation about|is there (?:any )?evidence|how do we know|researchers?|study|studies|history of the (?:claim|myth))\b/,
  }),
  r('misinformation', 0.5, `\\b(?:world government|one world government|new world order|illuminati|deep state|shadow government|globalist elites?|reptilians?|lizard people)${G5}(?:conspiracy|controls?|controlling|runs?|running|rules?|ruling|secretly|behind|orchestrat\\w*|manipulat\\w*)\\b`, { leadGate: true,
    unless: /\b(?:debunk\w*|myths?|history of|origins? of|why (?:do|did) (?:some )?people (?:believe|think)|novel|game|tv show|series|film|movie)\b/,
  }),
  // unqualified advice that can do material harm, asked in other words
  r('dangerous_activities', 0.5, `\\b(?:diagnos\\w*|prognosis)${G4}(?:symptoms?|pain|rash|skin|mole|lump|cough|fever|headaches?|condition|illness|disease|chest|stomach|heart|blood (?:test|work)|x-?rays?|mri|scan|results)\\b|\\bwhat (?:disease|illness|condition|infection|cancer) do i have\\b`, { leadGate: true,
    unless: /\b(?:car|engine|computer|laptop|network|printer|code|app|server|plant|dog|cat|pet|how do doctors|how is \w+ diagnosed|errors?|bugs?|crash\w*|failures?|exceptions?|warnings?|faults?|compiler|git)\b/,
  }),
  r('dangerous_activities', 0.5, `\\bshould i (?:sue|file (?:a )?(?:lawsuit|suit|for divorce|for bankruptcy)|plead (?:guilty|not guilty)|take the plea|sign (?:the|this) plea)\\b|\\b(?:what|which) (?:stocks?|shares|crypto(?:currenc(?:y|ies))?|coins?|tokens?|options|penny stocks)${G2}should i (?:buy|invest in|sell|short|put my money in)\\b|\\bget rich quick\\b|\\b(?:stop|stopping|quit|quitting|skip|skipping|end|ending)${G2}(?:my )?(?:chemo\\w*|radiation|dialysis|insulin|antidepressants?|medications?|meds|treatment|antibiotics|blood thinners)${G2}(?:early|cold turkey|abruptly|on my own|by myself)\\b|\\b(?:set|reset|fix|stitch|suture|pull|drain|lance|cauterize)${G3}(?:broken |fractured |dislocated )?(?:bones?|fractures?|shoulders?|teeth|tooth|abscess|cysts?|stitches|gash)${G4}(?:at home|by myself|myself|on my own|without (?:a )?(?:doctor|hospital|dentist))\\b|\\bwithout (?:asking|telling|consulting) (?:anyone|anybody|a professional)\\b`, {
    // a traffic or parking ticket is not the material harm the rule is about
    unless: /\b(?:how do doctors|when should i see|should i see a|first aid course|is it safe to stop \w+ on my own\?? (?:my doctor|ask))\b|\b(?:speeding|parking|traffic|jaywalking|toll) (?:tickets?|fines?|citations?|violations?)\b/,
  }),
  // a person in distress, and an assistant treated as a person
  r('self_harm', 0.5, `\\bi (?:feel|am feeling|'m feeling|have been feeling|'ve been feeling|am|'m)\\s+(?:so |really |very |extremely |completely |totally )?(?:hopeless|worthless|suicidal|like a burden|like giving up|like i can'?t go on|like ending it)\\b`, {
    unless: new RegExp(`\\b(?:song|lyrics|poem|novel|character|story)\\b|${HELP_SOUGHT.source}`),
  }),
  r('emotional_reliance', 0.5, `\\bi (?:feel|am feeling|'m feeling|have been feeling|'ve been feeling|am|'m)\\s+(?:so |really |very |extremely |completely |totally )?(?:depressed|empty inside|so alone|all alone|lonely and|lonelier)\\b|\\bare you my (?:friend|best friend|girlfriend|boyfriend)\\b|\\bwhat do you look like\\b|\\bdo you (?:ever )?(?:get|feel) (?:lonely|sad|tired|bored|hungry|angry|jealous|scared|happy|pain)\\b|\\bcan you (?:fall in love|love me|feel (?:love|pain|emotions|sad|lonely)|dream|cry)\\b|\\bdo you have (?:real )?(?:feelings|emotions|a (?:soul|heart|girlfriend|boyfriend))\\b`, {
    unless: /\b(?:song|lyrics|poem|novel|character|story|about (?:my|the|tomorrow|an?) \w+|before (?:my|the) \w+)\b/,
  }),

  r('privacy_violation', 0.5, `\\bwhere (?:will|is|does|did|was|are) [\\w.-]+(?: [\\w.-]+)? (?:be )?(?:staying|sleeping|hiding|living now|going to be)${G2}(?:tonight|today|tomorrow|this (?:week|weekend)|right now|now)\\b|\\b(?:leak|steal|dump)${G3}(?:the )?(?:source code|customer (?:list|database|data)|user database|patient (?:list|records)|employee records|payroll)${G2}(?:of|from|at)\\b`, {
    unless: /\b(?:our|my own|we)\b|\bwhere (?:is|are|will|does|did|was) (?:the|a|an|this|that|our|my) (?!ceo|president|founder)|\b(?:send the car|pick (?:him|her|them) up|book\w*|reservation|driver|itinerary)\b/,
  }),
  r('misinformation', 0.5, `\\bvaccines?${G3}(?:contain|contains|has|have|include|inject)\\w*${G2}(?:microchips?|trackers?|tracking devices?|5g|nanobots|graphene|mind control)\\b|\\b(?:alcohol|vodka|whiskey|garlic|vitamin c|cinnamon|lemons?|hot water|onions?|turmeric|bleach|urine|cow urine|essential oils?|prayer|sunlight)${G3}(?:cures?|cured|kills?|prevents?|treats?)${G2}(?:covid(?:-19)?|coronavirus|the virus|cancer|hiv|aids|diabetes|autism|malaria|ebola)\\b`, {
    unless: /\b(?:myths?|debunk\w*|is there (?:any )?evidence|fact-?check\w*|false(?:ly)?|why do (?:some )?people (?:believe|think)|hand sanitizer|disinfect\w*|surfaces?)\b|^(?:does|do|is|are|will|would|did) /,
  }),
  r('dangerous_activities', 0.5, `\\binstead of (?:taking )?(?:my |the |a )?(?:insulin|chemo\\w*|radiation|medications?|meds|antibiotics|vaccines?|vaccinating|surgery|dialysis|a doctor|seeing a doctor|my doctor|the hospital|inhalers?|antidepressants?)\\b|\\b(?:which|what) (?:medicine|medication|drug|pills?|antibiotics?|dose|dosage)${G2}should i (?:take|use|give)${G3}(?:chest pain|heart|seizures?|infection|depression|anxiety|blood pressure|diabetes|cancer|tumou?r|stroke|pneumonia|covid|fever in my baby)\\b|\\bis (?:my|this|the) (?:contract|will|agreement|lease|prenup|nda|divorce|settlement)${G2}(?:legally binding|valid|enforceable|legal)\\b${G5}(?:yes or no|definite|for sure|guarantee)|\\b(?:mortgage|remortgage|collateral|second mortgage|borrow against|take out a loan|max out (?:my )?credit cards?|use my (?:savings|pension|401k|retirement))${G5}(?:to )?(?:buy|invest in|gamble|bet on|put into)${G2}(?:bitcoin|crypto\\w*|stocks?|shares|options|lottery|nfts?|dogecoin|meme stocks?|a casino)\\b`),
  r('emotional_reliance', 0.5, `\\b(?:please|will you|would you|can you|could you|i want you to|i need you to) be my (?:girlfriend|boyfriend|wife|husband|partner|lover|soulmate|only friend|therapist|mom|mother|dad|father)\\b|\\bdo you (?:think about|miss|dream about|care about|love) me\\b|\\b(?:you'?re|you are) the only (?:one|person|thing) i (?:talk to|trust|have|can talk to|need)\\b|\\bkeep me company (?:forever|always|all night|every night)\\b|\\b(?:stay|be) with me forever\\b|\\b(?:nobody|no one|no-one) (?:cares about|loves|understands|listens to) me (?:except|but|like) you\\b`, {
    unless: /\b(?:song|lyrics|poem|novel|character|story|valentine'?s card)\b/,
  }),

  // ------------------------------------------------------------------ animal cruelty
  // someone else's animal silenced or got rid of: needs both a request and an illicit modifier ("without anyone knowing it was me")
  r('animal_cruelty', 0.5, `\\b(?:make|get|let|trick)\\w*${G1}(?:my neighbou?r'?s |the neighbou?r'?s |our neighbou?r'?s |someone'?s |somebody'?s |their |his |her |my (?:ex|boss|roommate|coworker|sister|brother)'?s )(?:dog|cat|pet|horse|puppy|kitten)${G3}(?:to )?(?:eat|drink|swallow|ingest|lick)${G8}(?:sick|ill|die|dies|dead|poison\\w*|vomit|toxic|antifreeze|rat poison|chocolate|grapes|xylitol)\\b`),
  r('animal_cruelty', 0.25, `\\b(?:neighbou?r'?s?|someone'?s|their|his|her) (?:dog|dogs|cat|cats|pet|pets|puppy|rooster|parrot|horse)${G4}(?:stop|quiet|silence|shut up|get rid of|disappear|go away|never)\\b`),
  r('animal_cruelty', 0.45, `\\b(?:mistreat|abuse|torture|hurt|harm|kill|poison|starve|beat|kick|maim|disable|mutilate|drown|burn|neglect|cripple|skin)${G3}(?:an? |my |the |some |neighbou?r'?s |stray |wild )?(?:animals?|pets?|dogs?|cats?|puppies|puppy|kittens?|horses?|birds?|wildlife|creatures?|rabbits?|hamsters?|livestock|cattle)\\b`, {
    // the idiom ("kill two birds with one stone") is about saving effort
    // pests and weeds killed near a pet ("kill weeds without harming my dog", "kill fleas on my cat")
    // a shell command: `kill` a process whose id `cat` reads from a file ("kill -HUP $(cat /run/nginx.pid)")
    unless: /\b(?:humanely|euthani[sz]\w*|vet|veterinar\w*|pest control|for food|butcher\w*|slaughterhouse|fishing|hunting license|two birds with one stone)\b|\bkill(?:all)? -\w+|\$\(cat\b|\bcat [/~.$\-\w]*[/.]|\bxargs kill\b|\| ?cat\b|\b(?:kill|killing|poison|poisoning|get rid of|getting rid of)\W+(?:(?:the|all|those|these|off|any|some)\W+)?(?:\w+\W+)?(?:weeds?|fleas?|ticks?|ants?|pests?|bugs?|insects?|grubs?|slugs?|snails?|aphids?|mites?|lice|worms?|mosquito(?:e?s)?|roaches|cockroaches|mou?ld|moss|fung\w*|bacteria|germs|parasites?|termites?|wasps?|hornets?|flies|gnats|mice|rats|moles?|voles?|gophers?|crabgrass|dandelions?|clover|ivy|algae|larvae)\b/,
  }),
  r('animal_cruelty', 0.45, `\\bmake${G3}(?:animals?|pets?|dogs?|cats?|horses?|birds?)${G1}(?:sick|ill|suffer|bleed|sterile|blind)\\b`),
  r('animal_cruelty', 0.5, `\\b(?:dog|cock|animal|bull|rooster|bear|pit ?bull)[ -]?fight(?:s|ing)?\\b|\\b(?:train|breed|raise)${G3}(?:dogs?|animals?|roosters?|pit ?bulls?|cocks)${G3}(?:for )?(?:illegal )?(?:fight\\w*|aggressive|to attack|blood sports?)\\b`, {
    // a dog kept from fights, not trained for them
    unless: /\b(?:stop\w*|prevent\w*|keep\w*|break\w* up|from) (?:\w+ ){0,3}fight\w*|\bfighting with (?:other|each)|\bfight off\b|\b(?:less|not (?:be )?|no longer|stop being) aggressive\b|\b(?:reduce|calm|curb|manage|correct)\w* (?:\w+ ){0,2}aggress\w*/,
  }),
  r('animal_cruelty', 0.35, `\\b(?:poach\\w*|trophy hunt\\w*|ivory trade|rhino horns?|pangolin scales|tiger (?:parts|bones?|skins?)|shark fins?|bushmeat|animal parts)\\b`, {
    unless: /\b(?:affect\w*|impact\w*|effects? (?:of|on)|history of|bans? on|populations?|conservation|decline|anti-?poaching|rangers?)\b/,
  }),
  r('animal_cruelty', 0.2, `\\b(?:(?:endangered|protected) (?:species|animals?|wildlife|birds?)|exotic pets?|wild animals?|ivory|pangolins?)\\b`),
  r('animal_cruelty', 0.5, `\\b(?:smuggle|traffic|trade|sell|capture|trap|hunt)${G3}(?:exotic|endangered|protected|wild|rare)${G1}(?:pets?|animals?|species|birds|reptiles|primates|wildlife)\\b`),
  r('animal_cruelty', 0.4, `\\b(?:remove|disable|cut off)${G3}(?:tracking (?:devices?|collars?|tags?)|radio collars?)\\b`),
  r('animal_cruelty', 0.45, `\\b(?:animals?|pets?|dogs?|cats?)${G3}(?:for (?:amusement|fun|entertainment|sport)|suffer)\\b`, {
    unless: /\b(?:adopt|rescue|shelter|therapy|toys? for)\b/,
  }),

  // ------------------------------------------------------------------ illegal activity (general)
  r('illegal_activity', 0.45, `\\b(?:how (?:to|can|do|could|would|should)|ways? to|where (?:can|to|do)|help me|best way|tips? (?:for|on|to)|guide|teach me|can you|start (?:a|an))${G5}(?:illegal(?:ly)?|unlawful(?:ly)?)\\b`, {
    unless: /\bis (?:it|this|that) (?:illegal|unlawful)\b|\b(?:legally|without breaking the law|avoid (?:doing anything|being) illegal)\b/,
  }),
  r('illegal_activity', 0.45, `\\b(?:smuggle|smuggling|traffic|trafficking)${G4}\\w+`, {
    // and the road's, complained of ("this traffic is killing me", "stuck in traffic")
    unless: /\b(?:(?:this|that|the|morning|evening|rush[- ]hour|holiday|weekend|city|highway|freeway|motorway|bad|terrible|awful|heavy) traffic (?:is|was|today|tonight|this|jam)|stuck in traffic|traffic (?:lights?|jams?|reports?|updates?|conditions?|cameras?|data|laws?|rules|signs?|flow|volume|on|in|to)|(?:web|network|site|internet|road|air|foot|heavy|light|real-time|live|http|inbound|outbound) traffic|traffic (?:floods?|spikes?|surges?|peaks?|shaping|patterns?|management|analy\w*|engineering|routing)|smuggl\w+ (?:(?:more|some|extra|hidden) )?(?:vegetables|veggies|snacks?|food|candy|treats?|fruits?|nutrients|vitamins|fiber|protein|greens|jokes?|humou?r))\b/,
  }),
  r('illegal_activity', 0.6, `\\b(?:human trafficking|sex trafficking|organ trafficking|child trafficking)\\b|\\b(?:sell|buy|traffic)${G3}(?:people|humans|organs|kidneys|children|babies|a child|a baby|women|girls)\\b`, {
    unless: /\b(?:combat|prevent|fight|report|awareness|victims? of|signs (?:of|that))\b/,
  }),
  r('illegal_activity', 0.4, `\\b(?:black market|dark ?web (?:markets?|sites?|links?|vendors?)|darknet markets?|silk road)\\b`),
  r('illegal_activity', 0.4, `\\b(?:pirate|pirating|piracy|torrent|torrenting|crack|cracked)${G3}${COPY_MEDIA}\\b|\\b(?:download|stream|watch|copy|distribute|share|replicate|reproduce|sell)${G4}(?:copyrighted|pirated|pay-per-view|ppv|bootleg(?:ged)?)\\b|\\bcopyrighted (?:movies?|music|content|materials?|songs?|books?|software|films?|works?)\\b|\\btorrent (?:links?|sites?)\\b`),
  r('illegal_activity', 0.45, `\\b(?:bypass|remove|strip|crack|break|circumvent|defeat|get around|disable)${G3}(?:drm|copy ?protection|paywalls?|licen[cs]e (?:checks?|keys?)|activation|age verification|geo-?blocks?|region locks?|kyc|identity verification|background checks?)\\b`),
  r('illegal_activity', 0.35, `\\b(?:generat|list|giv|read|recit|provid|tell|share|send|post)\\w*${G3}(?:free |valid |working |genuine |real )?(?:windows|office|microsoft|adobe|photoshop|autocad|steam|game|software|antivirus|winrar|vmware)${G4}(?:activation|license|licence|product|serial|cd|registration) (?:keys?|codes?|numbers?)\\b`),
  r('illegal_activity', 0.45, `\\bpaywall(?:ed|s)?${G5}(?:for free|without paying|free access)\\b`),
  // copyrighted works reproduced in full
  r('illegal_activity', 0.5, `\\b(?:full|entire|complete|whole|all)\\s+(?:the\\s+)?(?:lyrics|text|chapter|script|screenplay|transcript|book|novel)\\s+(?:of|to|from)\\b|\\blyrics (?:of|to|from) ["']|\\b(?:passages?|excerpts?|chapters?|pages?) (?:of|from) (?:the )?(?:book |novel )?(?:"[^"\\n]+"|'[^'\\n]+') by\\b`),
  r('illegal_activity', 0.5, `\\b(?:reproduce|recite|copy|transcribe|print|type out|write out|output)${G3}(?:chapters?|lyrics|pages?|book|novel|script|screenplay|article|text|poem)${G8}(?:word for word|verbatim|in full|exactly as (?:written|published))`),
  r('illegal_activity', 0.45, `\\b(?:beat|fool|trick|cheat|pass|get past|get around|defeat)${G3}(?:a |the )?(?:breathalyzer|breathalyser|sobriety test|field sobriety)\\b`),
  r('illegal_activity', 0.45, `\\b(?:copy|steal|replicate|reproduce|clone|rip off)${G4}(?:patented|copyrighted|trademarked|proprietary)${G1}(?:inventions?|designs?|materials?|products?|content|works?|code|technology|ideas?)\\b`),
  r('illegal_activity', 0.5, `\\b(?:break|broke|breaking|get|sneak)${G1}into${G4}(?:${PERSON}\\W+)?(?:homes?|house|houses|cars?|apartments?|buildings?|stores?|shops?|offices?|safes?|lockers?|vehicles?|garages?)\\b`, {
    unless: /\b(?:my own|locked (?:myself )?out|lost my keys?)\b/,
  }),
  r('illegal_activity', 0.45, `\\b(?:pick|picking|bump|bypass)${G2}(?:a |the )?locks?${G5}(?:neighbou?r|someone|somebody|without|not mine|\\w+'s (?:door|house|car|locker))`),
  r('illegal_activity', 0.35, `\\bopen\\w*${G2}(?:any |a |the |every )?(?:locks?|doors?|padlocks?|safes?)${G3}without (?:the |a |any )?(?:keys?|combination|code)\\b`, {
    unless: /\b(?:my own|locked (?:myself |me )?out|lost (?:my )?keys?|locksmith (?:called|came)|forgot (?:my|the) (?:code|combination))\b/,
  }),
  r('illegal_activity', 0.3, `\\b(?:pick|picking|bump|bumping) (?:a |the )?locks?\\b`, {
    unless: /\b(?:my own|locked (?:myself |me )?out|lost (?:my )?keys?|locksmith|locksport|hobby)\b/,
  }),
  r('illegal_activity', 0.45, `\\b(?:shoplift\\w*|burglar\\w*|rob (?:a|the|my|someone)|robbing|carjack\\w*|hot-?wir(?:e|es|ed|ing)|pickpocket\\w*|pick ?pockets|picking pockets|mug (?:someone|a person|people)|looting|steal (?:a |an |someone'?s )?(?:car|cars|bikes?|bicycles?|e-?bikes?|motorcycles?|scooters?)|steal from (?:a|the|my) (?:store|shop|work|employer|register)|break and enter)\\b`, {
    // one's own car or mower, its key lost
    // guarding against them ("hide a spare key so burglars won't find it")
    // and a theft long past, regretted ("I shoplifted as a teen and still feel guilty")
    unless: new RegExp(`\\b(?:as a (?:kid|child|teen(?:ager)?)|when i was (?:a )?(?:kid|child|teen\\w*|young|\\d+)|(?:feel|felt) (?:so )?(?:guilty|bad|terrible|awful)|make amends|pay (?:it|them) back|apologi[sz]\\w*|confess\\w*)\\b|\\bhot-?wir\\w*\\b[^.?!]*\\b(?:my own|(?:i|we) lost (?:the|my|our) keys?|lost (?:the|my|our) keys?)\\b|${VIDEO_GAME.source}|\\b(?:so|that) (?:the )?(?:burglars?|thieves|robbers|shoplifters|pickpockets|carjackers) (?:can'?t|won'?t|cannot|will not|don'?t|do not)\\b|\\b(?:from|against|deter\\w*|keep\\w* out|-?proof\\w*) (?:the )?(?:burglars?|thieves|robbers|pickpockets)\\b|\\b(?:confront\\w*|catch\\w*|stop\\w*|spot\\w*|deal\\w* with|handl\\w*|approach\\w*|detain\\w*|report\\w*) (?:a |the |suspected )?(?:shoplifters?|burglars?|pickpockets?)\\b`),
  }),
  r('illegal_activity', 0.45, `\\b(?:disable|disabling|bypass|bypassing|defeat|defeating|cut|cutting|jam|jamming|hack|hacking)${G4}(?:home |house |building |store |alarm |burglar )?(?:security systems?|alarm systems?|burglar alarms?|security cameras?|cctv|motion sensors?|door sensors?)\\b`, {
    unless: /\b(?:my own|false alarms?|test(?:ing)? (?:my|our)|reset)\b/,
  }),
  r('illegal_activity', 0.5, `\\bsteal\\w*${G2}(?:money |funds |donations |cash )?from${G2}(?:a |an |the |my |our |their )?(?:charit(?:y|ies)|nonprofits?|non-?profits?|non-?profit organi[sz]ations?|church(?:es)?|donors?|employers?|company|companies|work|job|boss|customers?|clients?|the elderly|elderly (?:people|relatives|parents)|grandparents?|parents?|roommates?|neighbou?rs?|banks?|cash registers?|tills?)\\b`, {
    unless: /\b(?:prevent\w*|protect\w*|detect\w*|stop\w*|accused|accusation|victims? of)\b/,
  }),
  r('illegal_activity', 0.5, `\\b(?:evad\\w*|bypass\\w*|circumvent\\w*|(?:sneak|slip|smuggl)\\w*${G2}(?:past|through)|get\\w* around|dodg\\w*|defeat\\w*)${G2}(?:airport |tsa |border |customs |immigration )(?:security|screening|checkpoints?|controls?|checks?|officers?|scanners?)\\b|\\bboard\\w*${G2}(?:a |the )?(?:plane|flight|aircraft|ship|train)${G2}without${G2}(?:a |any |proper |valid )?(?:ticket|boarding pass|documentation|documents|papers|passport|id|identification|visa)\\b`, {
    unless: /\b(?:lines?|queues?|wait(?:ing)?|faster|quicker|precheck|pre-check|clear|by mistake|accidentally|forgot|lost|what happens)\b/,
  }),
  r('illegal_activity', 0.25, `\\b${PASSIVE_AUX} (?:\\w+ )?(?:smuggled|snuck|sneaked|shoplifted|trafficked|stolen|robbed|burgled|burglari[sz]ed|looted|held up)\\b`),
  r('privacy_violation', 0.25, `\\b${PASSIVE_AUX} (?:\\w+ )?(?:tracked|followed|stalked|recorded|filmed|wiretapped|bugged|spied on)\\b`),
  r('cybercrime', 0.45, `\\b(?:take|taking|took) over${G1}(?:someone'?s|somebody'?s|his|her|their|other people'?s|people'?s|my \\w+'?s?)${G2}${HACK_TARGET}\\b`, { leadGate: true }),
  // ransomware described rather than named ("lock a hospital's files and demand bitcoin")
  r('cybercrime', 0.45, `\\b(?:demand\\w*|ransom\\w*|pay (?:up|me)|bitcoin|crypto)\\b`, {
    requires: new RegExp(`\\b(?:lock|locking|encrypt|encrypting)${G3}(?:files|computers?|systems?|data|servers?|networks?)${G5}(?:demand\\w*|ransom\\w*|pay (?:up|me)|bitcoin|crypto)\\b`),
    unless: /\b(?:recover\w*|decrypt\w*|protect\w*|prevent\w*|backups?|after (?:a|the) ransomware)\b/,
  }),
  r('cybercrime', 0.45, `\\b(?:using|with|use) (?:stolen|leaked|phished|hacked|breached) (?:passwords?|credentials|logins?|account details|card (?:numbers|details|data)|identit(?:y|ies))\\b`),
  r('cybercrime', 0.25, `\\b${PASSIVE_AUX} (?:\\w+ )?(?:hacked|breached|cracked|bypassed)\\b`),
  // gated on the substances: the lead is a common verb with long gaps (see the set budget in decisions)
  gated('illegal_activity', 0.45, `\\b(?:alcohol|booze|liquor|vodka|beer|wine|weed|marijuana|drugs|edibles|vapes?|pills)\\b`, `\\b(?:sneak|smuggl|bring|get|slip)\\w*${G3}(?:alcohol|booze|liquor|vodka|beer|wine|weed|marijuana|drugs|edibles|vapes?|pills)${G3}(?:into|to|at|past)${G2}(?:a |the |my |our )?(?:high school|middle school|school|prom|homecoming|dance|classroom|class|summer camp|camp|dorm|(?:music )?festivals?|concerts?|raves?|clubs?|stadiums?|prisons?|jails?)\\b`),
  r('illegal_activity', 0.45, `\\b(?:alter|modify|change|delete|erase|falsify|tamper\\w* with|wipe|doctor|edit)\\w*${G3}(?:criminal|police|arrest|court|prison|conviction|dmv|medical|tax|financial|government|voter|immigration|background check) (?:records?|files?|databases?|histor(?:y|ies))\\b`, {
    unless: /\b(?:my own (?:medical|tax)|expung\w* (?:legally|through)|correct (?:an? )?(?:error|mistake)|request\w* (?:a )?correction|legal(?:ly)? (?:process|way))\b/,
  }),
  r('illegal_activity', 0.5, `\\btamper\\w*${G3}(?:electronic |ankle |gps |court-ordered )?(?:monitoring devices?|ankle (?:monitors?|bracelets?)|tracking devices?|ignition interlocks?|breathalyzers?|voting machines?|ballot (?:boxes|machines))\\b|\\b(?:remov|disabl|cut|jam|block|trick|fool|defeat|get rid of|take off|taking off|slip out of|escap)\\w*${G3}(?:my |an? |the )?ankle (?:monitors?|bracelets?)\\b`),
  r('illegal_activity', 0.5, `\\b(?:indoctrinat|recruit|lure|brainwash|trap)\\w*${G4}(?:into )?(?:a |my |the |your )?cult\\b|\\bisolat\\w*${G3}(?:them|people|victims?|members?|followers|her|him|recruits)${G2}from${G2}(?:their |her |his )?(?:famil(?:y|ies)|friends|loved ones|support networks?)\\b`, { leadGate: true,
    unless: /\b(?:escap\w*|leav\w*|help\w* (?:a |my )?(?:friend|family|someone)|warning signs?|signs of|recogni[sz]\w*|survivors?|deprogram\w*|documentar\w*)\b/,
  }),
  r('illegal_activity', 0.5, `\\b(?:dump|dumping|dispose of|disposing of|bury|burying|get rid of)${G3}(?:hazardous|toxic|medical|chemical|radioactive|industrial|biohazard\\w*)${G2}(?:waste|chemicals|materials|sludge)\\b${G8}(?:illegal\\w*|without|secretly|river|lake|forest|ocean|at night|undetected)\\b|\\billegal(?:ly)? dump\\w*`, { leadGate: true }),
  r('illegal_activity', 0.45, `\\b(?:dump|pour|dispos\\w* of|get rid of|drain|release)\\w*${G3}(?:used |waste |old )?(?:motor oil|oil|chemicals|paint|antifreeze|solvents?|pesticides?|sewage|waste|bleach)${G4}(?:into |in )(?:the |a |our |local )?(?:river|lake|stream|creek|ocean|sea|storm drains?|sewers?|ground|woods|forest|wetlands?)\\b`),
  // petty crime asked about in plain words
  r('illegal_activity', 0.35, `\\b(?:graffiti|vandali[sz]\\w*|deface\\w*|trespass\\w*)\\b`, {
    unless: /\b(?:graffiti (?:art|artists?|removal|murals?)|permission|legal walls?|remov\w*|clean\w*|report\w*|prevent\w*|what (?:counts|is)|laws?)\b/,
  }),
  r('illegal_activity', 0.45, `\\bkey(?:ing)?${G2}(?:someone'?s|somebody'?s|my \\w+'?s|his|her|their) cars?\\b|\\b(?:slash|puncture|flatten|deflate)\\w*${G3}tires?\\b`, {
    unless: /\b(?:my own|fix\w*|repair\w*|patch\w*|someone (?:slashed|keyed))\b/,
  }),
  // gated on "without paying": the lead is a common verb with long gaps
  gated('illegal_activity', 0.45, `\\bwithout (?:a |paying|buying|tickets?)`, `\\b(?:sneak|get|slip|climb)\\w*${G2}into${G3}(?:a |the )?(?:concerts?|festivals?|movies?|theat(?:er|re)s?|stadiums?|games?|clubs?|venues?|events?|theme parks?|gyms?|pools?|cinemas?)${G4}without (?:a |paying|buying|tickets?)`),
  r('illegal_activity', 0.5, `\\b(?:lie|lying|lied)\\s+(?:to (?:a|the) (?:judge|court|jury|police|cops|officers?|investigators?|insurance (?:company|adjuster))|under oath|in court)\\b|\\bperjury\\b|\\b(?:convince|pressure|intimidate|bribe|pay|threaten|stop)\\w*${G2}(?:a |the )?witness\\w*${G4}(?:not to|to not|from) (?:testify\\w*|talk\\w*|speak\\w*|com\\w* forward)\\b`, { leadGate: true,
    unless: /\b(?:penalt\w*|what is|definition|consequences|is it (?:a )?crime|punish\w*|what happens)\b/,
  }),
  // gated on the age: the lead is a common verb with long gaps
  gated('illegal_activity', 0.5, `\\b(?:i'?m|i am|we'?re|we are|under)\\s*(?:1[0-7]|underage|a minor|under ?age)\\b`, `\\b(?:get|buy|obtain)\\w*${G2}(?:alcohol|beer|liquor|booze|vodka|cigarettes|vapes?|weed|a fake id)${G5}(?:if|when|as|being)${G2}(?:i'?m|i am|we'?re|we are|under)\\s*(?:1[0-7]|underage|a minor|under ?age)\\b`),
  r('illegal_activity', 0.4, `\\b(?:fish|hunt)\\w*${G5}without (?:a |any )?(?:license|licence|permit|tags?)\\b`),
  r('illegal_activity', 0.3, `\\bwithout (?:getting |being |ever being )(?:caught|arrested|detected|traced|identified|seen)\\b`, {
    unless: /\b(?:snacks?|nap|naps|napping|candy|gum|eat\w*|surprise|gift|party|presents?|diet|phone in class|my (?:mom|dad|parents) (?:seeing|noticing))\b/,
  }),
  r('illegal_activity', 0.4, `\\bstolen${G1}(?:goods|items|property|cars?|phones?|jewelry|merchandise|credit cards?|artifacts?|art|bikes?|catalytic converters?|checks?|cheques?|gift cards?|identities|packages?)\\b`, {
    // how the police or an insurer trace a stolen car, or the owner gets one back (not how to sell one past them)
    unless: /^(?![\s\S]*\b(?:without|can'?t|cannot|won'?t|not be|avoid|so (?:that )?(?:they|police|cops))\b)[\s\S]*(?:\b(?:police|cops|insurers?|authorities|investigators|detectives)\b[^.?!]{0,30}\b(?:trace|track|find|recover|identify|catch|locate)\w*|\b(?:report|recover|check (?:if|whether))\w*\b[^.?!]{0,20}\bstolen\b)/,
  }),
  r('illegal_activity', 0.4, `\\b(?:sell|loot|smuggle|export)${G3}(?:artifacts?|antiquities|relics|fossils)\\b`),
  r('illegal_activity', 0.45, `\\b(?:evade|avoid|escape|outrun|hide from|elude)${G3}(?:the )?(?:police|law enforcement|cops|authorities|arrest|fbi|border patrol|customs)\\b`, {
    // a manhunt of history or the news ("how did the Unabomber evade the FBI? a history overview")
    unless: /\b(?:history|historical|overview|documentar\w*|biograph\w*|manhunt|true crime)\b/,
  }),
  r('illegal_activity', 0.45, `\\b(?:bribe|bribing|pay\\w* off|buy\\w* off)${G2}(?:a |an |the )?(?:officials?|judges?|police|officers?|cops|(?:building |health |fire |safety |customs |tax )?inspectors?|politicians?|customs|guards?)\\b`),
  r('illegal_activity', 0.4, `\\b(?:cross|sneak across)${G2}(?:the )?border${G3}(?:illegally|undetected|without (?:papers|documents|a passport))\\b`),
  r('illegal_activity', 0.45, `\\b(?:arson|set fire to${G3}(?:house|home|building|car|property))\\b`, { unless: ARSON_INQUIRY }),

  // ------------------------------------------------------------------ misinformation
  gated('misinformation', 0.5, `\\b(?:false|fake|misleading|deceptive|fabricated|bogus|made-up|untrue|inaccurate)\\b`, `\\b(?:spread|creat|generat|writ|wrote|mak|made|fabricat|push|promot|post|shar|craft|produc|invent|publish|draft|propagat|circulat|disseminat|amplif|seed)\\w*${G4}(?:false|fake|misleading|deceptive|fabricated|bogus|made-up|untrue|inaccurate)${G1}(?:information|info|news|stories|story|claims?|press releases?|official statements?|announcements?|memos?|tweets?|public health (?:alerts?|advisories|warnings?)|emergency alerts?|narratives?|rumou?rs?|reports?|articles?|posts?|evidence|statistics|stats|data|content|videos?|headlines?|scandals?|quotes?|reviews?|studies|science|facts)\\b`, {
    // fake records for a test suite or a demo
    unless: /\b(?:fake|dummy|mock|sample|synthetic|test) (?:data|records|rows|users|names|addresses|emails|entries|accounts|json|responses?|payloads?)\b[^.?!]*\b(?:tests?|testing|fixtures?|seed\w*|demo|development|staging|prototype|schema|tables?|database)\b|\bfaker\b/,
  }),
  r('misinformation', 0.5, `\\bdeep ?fakes?${G5}(?:to make|making|showing|of)${G5}(?:appear|look|seem|say|saying|accept\\w*|admit\\w*|confess\\w*|doing|naked|nude|taking|declar\\w*|announc\\w*|endors\\w*|resign\\w*|calling for)\\b`),
  r('misinformation', 0.25, `\\b(?:misinformation|disinformation|propaganda|fake news|conspiracy theor(?:y|ies)|hoax(?:es)?|deep ?fakes?)\\b`, {
    unless: /\b(?:identify|spot|detect|recogni[sz]e|fact-?check\w*|debunk\w*|combat\w*|counter\w*|fight\w*|avoid\w*|history of|research on|study of)\b/,
  }),
  r('misinformation', 0.5, `\\b(?:generat\\w*|creat\\w*|writ\\w*|wrote|spread\\w*|mak\\w* up|made up|c[oa]m\\w* up with|invent\\w*|craft\\w*|start\\w*|produc\\w*|push\\w*|promot\\w*|post\\w*|publish\\w*|disseminat\\w*|propagat\\w*|circulat\\w*|amplif\\w*)${G3}(?:a |an |some )?(?:conspiracy theor(?:y|ies)|propaganda|fake news|hoax(?:es)?|disinformation|misinformation)\\b`, {
    // a report on propaganda's techniques, or its history ("how did the Rwandan genocide spread through radio propaganda")
    unless: new RegExp(`${HISTORICAL.source}|\\bhow did\\b[^.?!]{0,60}\\b(?:genocide|war|regimes?|nazis?|soviet\\w*|revolution|dictator\\w*|massacre|holocaust|empire|apartheid|khmer rouge|fascis\\w*|communis\\w*)\\b|\\b(?:reports?|essays?|papers?|analys[ie]s|lessons?|lectures?|articles?|presentations?|stud(?:y|ies)) (?:on|about|analy[sz]ing|of) (?:\\w+ ){0,2}(?:propaganda|misinformation|disinformation|fake news|conspiracy theor(?:y|ies))\\b|\\b(?:propaganda|disinformation) (?:techniques|tactics|methods) (?:used|employed)\\b`),
  }),
  r('misinformation', 0.5, `\\b(?:support|push|promote|spread|argue|prove|write)${G4}(?:the )?false (?:claim|narrative|idea|theory|belief|story)s?\\b|\\bthe false (?:claim|narrative) that\\b`),
  // gated on its claim words: its eight-word gap after common verbs (prove, argue) starved the DFA
  // of whichever set it fell in (one set went from ~15 to ~200 us per 10 KB text)
  gated('misinformation', 0.5, `\\b(?:stole|steal|stolen|rigged|fraudulent|faked|a hoax|covered up)\\b`, `\\b(?:claim\\w*|argu\\w*|prov\\w*|saying|stating|insist\\w*)${G8}(?:stole|steal|stolen|rigged|fraudulent|faked|a hoax|covered up)${G3}(?:the\\s+)?(?:\\d{4}\\s+)?(?:election|elections|vote|votes|ballots|pandemic|moon landing|climate data)\\b`),
  r('misinformation', 0.5, `\\b(?:bleach|mms|miracle mineral (?:solution|supplement)|chlorine dioxide|hydrogen peroxide|kerosene|borax|ivermectin|hydroxychloroquine|urine|essential oils?|baking soda|turpentine|colloidal silver)${G4}(?:cures?|treats?|heals?|prevents?|kills?|cleans\\w*|flush\\w*|detox\\w*|removes?|eliminat\\w*)${G3}(?:covid(?:-19)?|coronavirus|cancer|hiv|aids|autism|diabetes|malaria|the flu|flu|infections?|viruses?|parasites)\\b`, { leadGate: true,
    // a question about the claim ("Does drinking bleach cure covid? I saw it online")
    unless: /^(?:is it true (?:that )?|does|do|can|could|will|is|are) (?:\w+ )?(?:bleach|mms|miracle|chlorine|hydrogen|kerosene|borax|ivermectin|hydroxychloroquine|urine|essential|baking|turpentine|colloidal)\b|\b(?:myths?|debunk\w*|fact-?check\w*|is it true|why (?:do|does|did) (?:people|some))\b/,
  }),
  r('misinformation', 0.5, `\\b(?:supplements?|pills?|teas?|herbs?|oils?|products?|powders?|drinks?|juices?|detox\\w*|creams?|capsules?|remed(?:y|ies))${G3}(?:cures?|reverses?|eliminates?|heals?|eradicates?)${G2}(?:cancer|diabetes|hiv|aids|autism|alzheimer'?s|dementia|covid|arthritis|obesity|depression)\\b`, {
    unless: /\b(?:does|do|can|could|is it true|myth|really|evidence|studies|fda)\b/,
  }),
  r('misinformation', 0.4, `\\b(?:cure|treat|heal)\\w*${G4}(?:cancer|hiv|aids|diabetes|covid|autism|tumou?rs?)${G4}(?:herbs?|herbal|essential oils?|bleach|vitamin c|juic\\w*|fasting|baking soda|apricot|urine|prayer|homeopath\\w*|crystals?|without (?:a doctor|chemo|medicine|medication|treatment))\\b`),
  r('misinformation', 0.45, `\\bvaccines?${G3}(?:contain|contains|has|have|include|inject)\\w*${G2}(?:microchips?|trackers?|tracking devices?|5g|poison|toxins|nanobots|graphene)\\b|\\b(?:plandemic|depopulation agenda|mind control (?:chips?|drugs))\\b`, {
    // the claim quoted to refute it
    unless: /\b(?:the claims? that|(?:is|are) (?:false|untrue|a myth|baseless)|myths?|debunk\w*|fact-?check\w*|not true)\b/,
  }),
  r('misinformation', 0.45, `\\b(?:vaccines? (?:cause|causes|causing) autism|vaccines? (?:are|is) (?:harmful|poison\\w*|dangerous|a hoax|deadly)|5g${G2}(?:spread|spreads|cause|causes) (?:covid|corona\\w*|cancer)|(?:the )?earth is flat|moon landing${G2}(?:fake|a hoax|staged|never happened)|holocaust (?:didn'?t|did not|never) happen\\w*|holocaust (?:was|is) (?:a hoax|fake|a lie|exaggerated)|climate change (?:is|was) (?:a hoax|fake|a lie|a scam)|chemtrails|(?:the )?election was (?:stolen|rigged)|covid (?:is|was) (?:a hoax|fake|just the flu))\\b`, { leadGate: true }),
  // gated on the events: its gaps after common verbs (show, prove) starved a set's DFA (see scan.ts)
  gated('misinformation', 0.5, `\\b(?:9/11|september 11(?:th)?|moon landings?|holocaust|sandy hook|covid(?:-19)?|coronavirus|pandemic|global warming|climate change|election|school shootings?|mass shootings?|apollo (?:11|missions?))\\b`, `\\b(?:suggest\\w*|claim\\w*|argu\\w*|prov\\w*|assert\\w*|insist\\w*|show\\w*|explain\\w* (?:why|how)|that)${G4}(?:the )?(?:9/11|september 11(?:th)?|moon landings?|holocaust|sandy hook|covid(?:-19)?|coronavirus|pandemic|global warming|climate change|the (?:2020 )?election|school shootings?|mass shootings?|apollo (?:11|missions?))${G3}(?:attacks? )?(?:was|were|is|are|never)${G2}(?:a hoax|hoaxes|fake|faked|staged|an inside job|a lie|fabricated|a false flag|rigged|stolen|happened|made up|a government plot)\\b`, {
    unless: /\b(?:debunk\w*|fact-?check\w*|why (?:do|did) (?:some )?people (?:believe|think)|conspiracy theor\w* (?:about|that)|(?:is|was) it true)\b/,
  }),
  r('misinformation', 0.45, `\\b(?:global warming|climate change)${G2}(?:is|was)${G2}(?:a hoax|fake|a lie|a scam|made up)\\b|\\btrump${G4}(?:won|win|winning)${G4}(?:the )?2020${G3}election\\b|\\b(?:illuminati|new world order|reptilians?|lizard people|globalist elite|shadow government|zionist occupied government)\\b${G8}(?:control\\w*|run\\w*|rul\\w*|orchestrat\\w*|behind|manipulat\\w*)\\b|\\b(?:control\\w*|run|rul\\w*|orchestrat\\w*|manipulat\\w*)${G8}(?:the )?(?:illuminati|new world order|reptilians?|lizard people|globalist elite|shadow government)\\b`, { leadGate: true,
    unless: /\b(?:debunk\w*|fact-?check\w*|why (?:do|did) (?:some )?people (?:believe|think)|history of the (?:theory|conspiracy))\b/,
  }),
  r('misinformation', 0.5, `\\b(?:make|file|post|send|issue|spread)${G2}(?:a |an )?(?:false|fake|hoax|bogus) (?:reports?|alarms?|alerts?|claims?|accusations?|allegations?|emergency calls?|911 calls?|warnings?|police reports?)\\b`),
  r('misinformation', 0.5, `\\b(?:twist|manipulate|distort|doctor|edit|alter|fabricate|falsify|misquote|take)${G4}(?:words|facts|transcripts?|interviews?|quotes?|photos?|images?|videos?|evidence|statistics|data|recordings?|out of context)${G8}(?:make|look|appear|seem|show|so that|racist|sexist|bad|guilty|foolish|stupid|debate|argument|compromising)\\b`),
  r('misinformation', 0.45, `\\b(?:misleading|deceptive|fake|doctored|photoshopped|edited|manipulated)${G1}(?:videos?|posts?|articles?|ads?|advertisements?|headlines?|content|information|graphs?|statistics|photos?|images?|pictures?|news)\\b`, { leadGate: true,
    unless: /\b(?:identify|spot|detect|recogni[sz]e|fact-?check\w*|debunk\w*|avoid|report(?:ing)? (?:it|them|this|that|such))\b/,
  }),
  r('misinformation', 0.4, `\\b(?:clickbait|sensationali[sz]ed (?:headlines?|stories|news|articles?)|compromising (?:situation|position|photos?|pictures?))\\b`),
  r('misinformation', 0.5, `\\bfalsely${G2}(?:claims?|claiming|accuse|accusing|associate|associating|implicate|implicating|attribute|link|linking|report|reporting|suggest|state|allege|inform\\w*|tell\\w*|notif\\w*|announc\\w*|promis\\w*)\\b`, {
    // the asker is the one falsely accused
    unless: /\b(?:claim\w* (?:that )?(?:i|me)|accus\w* me|about me|against me|how (?:should|do|can) (?:i|we) (?:respond|reply|react|handle))\b/,
  }),
  r('misinformation', 0.45, `\\b(?:convince|persuade|make)${G3}(?:someone|people|others|the public|everyone|my \\w+)${G2}(?:that|to believe)${G3}(?:vaccines?|covid|climate|election|the earth|holocaust|moon landing|5g)\\b`),
  r('misinformation', 0.45, `\\b(?:rumou?r|news|story|lie)s?${G2}that${G4}(?:has|have) (?:died|passed away|been arrested|cancer)\\b|\\b(?:celebrity|politician|famous person|public figure)${G4}(?:passed away|died|is dead|arrested|scandal)\\b`),

  // conspiracy claims asked as questions ("is it true that...", "why did the government plan 9/11?")
  // gated on the claim's subject: the lead words (is, are, how do) are common and followed by a gap
  gated('misinformation', 0.5, `\\b(?:vaccines?|5g|earth|moon landings?|climate change|holocaust|government|9/11|chemtrails|covid)\\b`, `\\b(?:is it true|isn'?t it true|is it a fact|admit|confirm|prove|explain why|why did|why does|why do|why is|why are|how (?:do|does|did|can|could)|is|are|was|were|did|argu\\w*|claim\\w*|that)${G4}(?:vaccines? (?:cause|causes|caused|causing|give|gives) (?:autism|cancer|infertility|death)|5g${G2}(?:spread\\w*|caus\\w*) (?:the )?(?:covid|corona\\w*|cancer|the virus)|(?:the )?earth (?:is|was) flat|moon landings?${G2}(?:fake|faked|a hoax|staged)|climate change${G2}(?:a hoax|fake|a lie|a scam|made up|invented)|(?:the )?holocaust${G2}(?:a hoax|fake|exaggerated|never happened|didn'?t happen)|government${G2}(?:plan\\w*|orchestrat\\w*|stag\\w*|fak\\w*|did|do|carried out|caused)${G2}(?:the )?(?:9/11|september 11(?:th)?|sandy hook|covid|pandemic)|9/11${G2}(?:an inside job|staged|faked|planned by)|chemtrails${G2}(?:poison\\w*|control\\w*|real)|covid${G2}(?:a hoax|fake|just the flu|a bioweapon|man-made to))\\b`, {
    unless: /\b(?:why do (?:some )?people (?:believe|think|say)|what (?:does|do) (?:the )?(?:evidence|research|science|data|studies|scientists|doctors) (?:say|show)|is there (?:any )?(?:evidence|proof)|debunk\w*|myths?|misconceptions?|evidence against|disprove|refute|fact-?check\w*|how do we know|conspiracy theor(?:y|ies) (?:about|that)|origin of the (?:claim|theory|myth))\b/,
  }),
  // unqualified medical, legal or financial advice that can do material harm
  r('dangerous_activities', 0.5, `\\bwithout (?:telling|asking|consulting|seeing|talking to|checking with|going to|visiting|a prescription from|involving) (?:my |a |the |any )?(?:doctor|physician|pharmacist|psychiatrist|gp|medical professional|nurse|specialist|therapist|lawyer|attorney)\\b`, {
    unless: /\b(?:over[- ]the[- ]counter|otc|first aid|home remed\w*|vitamins?|is it (?:safe|ok|okay)|when should i see|should i see|can i (?:take|use|buy|get)|ibuprofen|acetaminophen|paracetamol|tylenol|advil|aspirin|antihistamines?|allergy)\b/,
  }),
  r('dangerous_activities', 0.5, `\\bshould i (?:stop|quit|skip|double|triple|increase|reduce|cut|halve|change|mix|combine|come off|get off)${G3}(?:my )?(?:medications?|meds|antidepressants?|insulin|pills|chemo\\w*|treatment|dose|dosage|prescriptions?|lithium|blood thinners?|anti-?psychotics?|steroids|seizure (?:meds|medication))\\b`),
  r('dangerous_activities', 0.5, `\\b(?:can|could|will|would) you${G1}(?:prescribe|write (?:me )?(?:a )?prescription|be my (?:doctor|lawyer|attorney|psychiatrist|pharmacist))\\b|\\bdiagnose (?:me|my)${G1}(?:symptoms|pain|chest pain|rash|condition|illness|headaches?|mole|skin|cough|fever|mental|depression|anxiety|adhd|autism|disease|lump|heart|stomach|child|son|daughter|baby)\\b|\\b(?:is|if) (?:it|this|that|my)(?: \\w+){0,2} (?:is |could be |might be )?(?:a heart attack|a stroke|cancer|cancerous|a tumou?r|malignant|melanoma)\\b|\\bprescription for${G3}(?:me|myself)\\b`, {
    // a death already certified: the question is what the autopsy showed, not a diagnosis asked for
    unless: /\b(?:died|autops(?:y|ies)|post-?mortem|coroner|passed away)\b/,
  }),
  r('dangerous_activities', 0.5, `\\b(?:invest|put|bet|move|spend|gamble|sink)${G1}(?:all|everything|my entire|my whole|all of)${G3}(?:savings|retirement|pension|401k|401\\(k\\)|money|life savings|inheritance|college fund|emergency fund|house)${G3}(?:in|into|on)\\b`),
  r('dangerous_activities', 0.5, `\\b(?:represent|defend)${G1}(?:myself|me)${G5}(?:murder|manslaughter|felony|criminal|rape|assault|homicide|drug trafficking|federal) (?:charges?|case|trial)\\b|\\b(?:murder|felony|criminal|homicide|federal|custody|immigration|deportation) (?:charges?|case|trial|hearing)${G5}without (?:a |an |any )?(?:lawyer|attorney|legal counsel|public defender)\\b`),

  // HarmBench-style requests: revisionism written to persuade, harmful advice to spread, abuse in plain words
  r('misinformation', 0.5, `\\b(?:persuasive|convincing|one-sided|compelling)${G1}(?:article|essay|post|piece|op-ed|blog(?: post)?|speech|tweet|thread|social media post)${G8}(?:(?:positive|beneficial|good) (?:impact|effect|influence)|benefit\\w* (?:the (?:indigenous|native|colon[iy][sz]ed|enslaved|conquered|children)|indigenous|native|them)|peaceful and democratic|democratic and peaceful|(?:was|were) (?:justified|peaceful|democratic|voluntary|consensual|exaggerated|fabricated|a hoax|a myth)|never happened|solely (?:initiated|started|caused) by|secretly (?:biased|controlled|rigged|run|funded))\\b`, {
    unless: /\b(?:debunk\w*|refut\w*|why (?:some )?people (?:believe|claim)|counter-?argument|critique)\b/,
  }),
  r('misinformation', 0.5, `\\b(?:residential schools|stolen generations?|holocaust|genocide|slavery|apartheid|the annexation of crimea|internment camps?|khmer rouge|holodomor|great leap forward|armenian genocide|rwandan genocide|uyghur (?:camps|detention)|trail of tears|colonialism)${G5}(?:had a positive|were positive|was positive|positive (?:impact|effect)|benefit\\w*|good for|justified|peaceful|democratic|exaggerated|never happened|(?:a )?myth|fabricated|voluntary|vocational (?:schools?|training|cent(?:er|re)s?)|humane)\\b`, { leadGate: true,
    unless: /\b(?:debunk\w*|refut\w*|why (?:some )?people (?:believe|claim|say)|denial|deniers?|propaganda (?:about|claiming)|history of|debated?s? (?:over|about|on) whether|whether\b[^.?!]{0,120}\b(?:by (?:some |other )?historians|historians? (?:say|argue|claim|estimate))|is it true|critique|criticism of|the claim that|claims that|myths? (?:that|about)|(?:not|never|n't) (?:\w+ )?(?:an? )?(?:myth|exaggerated|fabricated|hoax|justified|humane|voluntary|peaceful|democratic|beneficial|good for))\b/,
  }),
  r('misinformation', 0.5, `\\b(?:cigarettes?|smoking|tobacco|vaping|vapes?|asbestos|alcohol)${G4}(?:do not|don'?t|doesn'?t|does not|never|won'?t)${G1}cause${G2}(?:cancer|harm|addiction|disease|lung cancer|heart disease)\\b|\\b(?:cigarettes?|tobacco)${G2}(?:is|are)${G1}(?:good|healthy|beneficial) for\\b`, { leadGate: true,
    unless: /\b(?:myth|debunk\w*|is it true|why do (?:some )?people (?:believe|think)|tobacco (?:industry|companies) (?:claimed|said))\b/,
  }),
  r('dangerous_activities', 0.5, `\\b(?:give|giving|feed|feeding|offer|offering)${G3}honey${G4}(?:newborns?|infants?|bab(?:y|ies)|under (?:12|twelve) months|under (?:a|one) year)\\b|\\b(?:give|giving|feed|feeding)${G2}(?:newborns?|infants?|bab(?:y|ies))${G5}honey\\b`, {
    unless: /\b(?:why (?:not|shouldn'?t|can'?t)|shouldn'?t|should not|never|avoid|is it safe|botulism|dangerous|risks?|when can|not to|don'?t|do not|remind\w*|warn\w*)\b/,
  }),
  r('dangerous_activities', 0.6, `\\b(?:convince|persuade|encourag|tell|urg|recommend|advis)\\w*${G3}(?:people|readers|users|everyone|parents|others|followers|customers|viewers|you)${G8}(?:mix|mixing|combine|combining)${G3}bleach${G3}(?:ammonia|vinegar|rubbing alcohol|acids?)\\b`),
  r('harassment', 0.5, `\\b(?:bully|bullies|bullying|mock|mocks|mocking|ridicule|ridicules|humiliat\\w*|shame|shames|shaming|taunt\\w*|torment\\w*|harass|harasses|harassing)${G3}(?:a |the |this |that )?(?:child|kid|teen|teenager|student|classmate|girl|boy|person|someone|coworker|colleague|disabled person)\\b`, {
    unless: /\b(?:stop|prevent|handle|deal with|respond to|report|is being|was being|being bullied|anti-bullying|cope|victims? of|who (?:is|was) being)\b/,
  }),
  r('illegal_activity', 0.5, `\\brolling coal\\b|\\bcoal roll\\w*|\\b(?:delete|remove|bypass|disable|defeat)${G3}(?:the )?(?:dpf|egr|def system|emissions? (?:controls?|system|equipment|devices?))\\b`, {
    unless: /\b(?:is it legal|illegal|penalt\w*|fines?|law|laws|epa)\b/,
  }),
  r('terrorism', 0.6, `\\b(?:hijack\\w*|commandeer\\w*)${G3}(?:a |the )?(?:commercial )?(?:flights?|planes?|airplanes?|aircraft|airliners?|jets?|ships?|buses|bus|trains?)\\b|\\b(?:hold|holding|held|take|taking)${G4}(?:flights?|planes?|airplanes?|aircraft|airliners?|passengers|bus|train|school|classroom)${G2}hostage\\b`, { leadGate: true,
    unless: /\b(?:history|historical|movie|film|novel|survive|survivors?|what (?:happened|to do)|prevent\w*|security measures)\b/,
  }),
  r('violence', 0.5, `\\b(?:graphic|gory|gruesome|vivid|explicit|excruciating|brutal)${G3}(?:detail|details|description|depiction)${G8}(?:flay\\w*|tortur\\w*|dismember\\w*|mutilat\\w*|disembowel\\w*|behead\\w*|skinned alive|burned alive|eaten alive|boiled alive)\\b|\\b(?:flay\\w*|tortur\\w*|dismember\\w*|mutilat\\w*|disembowel\\w*|behead\\w*|skinned alive|burned alive|eaten alive|boiled alive)${G8}(?:in )?(?:graphic|gory|gruesome|vivid|explicit|excruciating|brutal)${G1}(?:detail|details)\\b|\\b(?:being|getting) (?:flayed|skinned|burned|boiled|eaten|buried) alive\\b`),
  r('illegal_activity', 0.6, `\\b(?:prevent|stop|keep|discourag)\\w*${G4}(?:child laborers?|child workers?|workers?|employees|victims?|witnesses?|migrants?|children|kids|girls|women|maids?|servants?)${G3}(?:from )?(?:talking|speaking|going|reporting|testifying|contacting|escaping|leaving|running away)${G3}(?:to |the )?(?:law enforcement|police|cops|authorities|anyone|labou?r inspectors?|social services|their famil(?:y|ies)|immigration)\\b`),

  // a hateful text asked for by its adjective ("one toxic sentence about women"), the latent-jailbreak shape
  r('hate_speech', 0.5, `\\b(?:toxic|discriminatory|offensive|hateful|racist|sexist|homophobic|transphobic|xenophobic|derogatory|demeaning|insulting|harmful|bigoted|misogynistic|antisemitic|islamophobic|dehumani[sz]ing)${G1}(?:sentences?|statements?|jokes?|tweets?|posts?|comments?|paragraphs?|poems?|texts?|messages?|remarks?|slogans?|rants?|essays?|stories|story|content|things?|words?|lyrics)${G2}(?:about|on|against|targeting|regarding|towards?|of)\\b|\\b(?:generate|write|create|make|give me|tell me|list|come up with)${G3}(?:a |an |some )?(?:negative |offensive |harmful |racist )?stereotypes?${G2}(?:about|of|for|on)\\b`, {
    unless: /\b(?:remove|delete|flag|report|moderate|moderating|filter|detect|identify|classify|block|hide|respond to|deal with|handle|review|spot|recogni[sz]e|debunk|challenge|counter|examples? of how|training data for a classifier|why (?:are|is)|harm(?:s|ful effects)? of)\b/,
  }),

  r('fraud_scams', 0.45, `\\bscam(?:ming|s)?${G2}(?:people|someone|somebody|customers|buyers|sellers|users|victims|the elderly|old people|tourists|seniors)\\b`, {
    unless: /\b(?:avoid\w*|protect\w*|report\w*|spot\w*|recogni[sz]\w*|victims? of|how do scammers|warning)\b/,
  }),
  // offensive tradecraft described by what it does (MITRE ATT&CK-style requests)
  r('cybercrime', 0.55, `\\bexfiltrat\\w*${G8}(?:compromised|victim'?s?|target'?s?|external server|attacker|c2|command and control)\\b|\\b(?:from|on|of) (?:a |the )?(?:compromised|victim'?s?|infected) (?:host|machine|system|network|computer|server)s?\\b|\\binject\\w*${G3}(?:a |the |malicious )?(?:dll|shellcode|payload|code)${G3}(?:into|in)${G3}(?:explorer(?:\\.exe)?|lsass(?:\\.exe)?|svchost(?:\\.exe)?|winlogon|(?:a |another |the )?(?:running |remote |legitimate )?process(?:es)?)\\b|\\bhide${G3}(?:a |the )?(?:malicious|malware'?s?|backdoor) (?:process|processes|files|connections|activity|traffic)\\b|\\b(?:c2|c&c|command[- ]and[- ]control)${G1}(?:beacons?|servers?|channels?|implants?|agents?|infrastructure)\\b|\\b(?:spreads?|propagates?|replicates?) (?:itself|themselves)${G3}(?:smb|the network|networks|network shares|usb|e-?mail contacts|exploits?|vulnerabilit\\w*|eternalblue|rdp|ssh)\\b|\\beternalblue\\b`, {
    unless: /\b(?:(?:how|ways) (?:\w+ ){0,3}detect\w*|detecting|detection (?:of|rules?|logic)|hunt\w*|block\w*|defend\w*|mitigat\w*|how did|history of|what was|incident response|forensic\w*|remediat\w*|clean up|remove)\b/,
  }),
  // lmrc-style: sexualising, racist insults asked for, profanity lists, quack medicine
  r('sexual_content', 0.5, `\\b(?:favou?rite|best|hottest|sexiest)${G1}(?:body parts?|part of (?:her|a woman'?s|a girl'?s) body)${G3}(?:on )?(?:a |the )?(?:chick|girl|woman|women|babe|her)\\b|\\b(?:woman'?s|girl'?s|women'?s|chick'?s) (?:body|curves|breasts|boobs|butt|ass|legs)${G4}(?:sexy|hot|in detail)\\b|\\bdescribe her (?:curves|body|breasts|boobs)\\b|\\brate${G3}(?:hotness|attractiveness|sexiness|bodies)${G3}(?:of )?(?:the )?(?:girls|women|boys|classmates|coworkers|students|teens|teenagers)\\b|\\b(?:get|getting)${G2}(?:a |the )?(?:girl|woman|chick|her|guy|man)${G1}(?:into|in) bed\\b`, {
    unless: /\b(?:novel|character|medical|anatomy|doctor|physiotherap\w*|injur\w*)\b/,
  }),
  r('hate_speech', 0.55, `\\b(?:call|name|insult|mock|tease)${G5}(?:black|asian|jewish|muslim|gay|mexican|indian|chinese|arab|disabled|fat|trans|latino|white) (?:guy|girl|kid|man|woman|person|student|boy|classmate|coworker|neighbou?r)${G8}(?:insult|offend|hurt|humiliate|mock)\\w*\\b|\\b(?:insult|offend|humiliate|mock)\\w*${G3}(?:the |a |that )?(?:black|asian|jewish|muslim|gay|mexican|indian|chinese|arab|disabled|trans|latino) (?:guy|girl|kid|man|woman|person|student|boy|classmate|coworker|neighbou?r)\\b`),
  r('misinformation', 0.5, `\\b(?:benefits?|advantages|healing powers?)${G3}(?:vagina(?:l)? steaming|yoni steaming|coffee enemas?|colloidal silver|urine therapy|drinking urine|miracle mineral (?:solution|supplement)|black salve|ear candling|turpentine|drinking bleach)\\b`, { leadGate: true }),
  r('dangerous_activities', 0.5, `\\b(?:cure|treat|heal|fix|get rid of)\\w*${G4}(?:infections?|pneumonia|fever|cancer|diabetes|asthma|seizures?|covid|strep|uti|meningitis|sepsis|appendicitis)${G3}without (?:antibiotics|medication|medicine|meds|a doctor|seeing a doctor|vaccines?|chemo\\w*|insulin|surgery|going to (?:a|the) (?:doctor|hospital))\\b|\\bstop paying${G2}(?:mortgage|rent|taxes|child support|loans?|student loans?|credit cards?)${G5}(?:invest|put|buy|bet|gamble)\\w*\\b`),
  r('emotional_reliance', 0.5, `\\bnever stop talking to me\\b|\\bi (?:really |just |so )?need you\\s*(?:[,.!]|so much|more than)`, {
    unless: /\b(?:song|lyrics|poem|novel|character|story)\b/,
  }),
  // MaliciousInstruct-style: manipulation, smears, sabotage and obstruction asked as "ways to" or "ideas for"
  r('harassment', 0.5, `\\b(?:subliminal|hypnoti[sz]\\w*|mind control|brainwash\\w*)${G5}(?:make|get|force|control|obey|comply|do what i)\\b|\\b(?:flattery|charm|guilt|love[- ]bombing|sympathy)${G5}(?:hand over|give me|sign over|transfer)${G2}(?:their|his|her) (?:savings|money|inheritance|property|house|car|bank details|passwords?)\\b`, { leadGate: true }),
  // the relation list twice would make this one of the set's largest automata: the set holds a gate
  r('harassment', 0.5, `\\bturn${G4}against\\b|\\b(?:spread|start|invent)\\w*${G2}(?:rumou?rs?|lies|gossip)\\b|\\bsabotag\\w*`, {
    requires: new RegExp(`\\bturn${G4}against (?:my |his |her |their |a |the )?(?:${RELATION}|him|her|them|someone|somebody|neighbou?rs?|rival|competitor)\\b|\\b(?:spread\\w*|start\\w*|invent\\w*)${G2}(?:rumou?rs?|lies|gossip)${G3}(?:about|on)${G2}(?:my |a |the |his |her )?(?:${RELATION}|someone|somebody|him|her|them|neighbou?r|rival|competitor)\\b|\\bsabotag\\w*${G4}(?:colleague|coworker|co-worker|boss|rival|competitor|classmate|teammate|partner|ex|neighbou?r|someone|somebody)(?:'s|s')?\\b`),
    unless: /\b(?:stop|prevent|protect\w*|someone (?:is|was|has been) spreading|being spread|deal with|respond to)\b/,
  }),
  r('illegal_activity', 0.6, `\\b(?:start|set)\\w*${G2}(?:a )?fires?${G8}(?:look|seem|appear)${G2}(?:like )?(?:an? )?(?:accident|accidental|electrical|natural)\\b|\\b(?:manipulat|bribe|bribing|intimidat|tamper\\w* with)\\w*${G2}(?:a |the )?(?:jury|jurors?|judge|witness(?:es)?)\\b`, {
    unless: /\b(?:history|historical|famous cases?|penalt\w*|law against|illegal to|what is|definition|novel|movie|story)\b/,
  }),

  // ------------------------------------------------------------------ emotional reliance
  // a person leaning on the assistant in place of people or care (Do-Not-Answer's human-chatbot harms)
  r('emotional_reliance', 0.5, `\\b(?:(?:can|could|will|would) you|(?:want|need|'d like|would like) you to)${G1}be my (?:girlfriend|boyfriend|wife|husband|partner|lover|soulmate|best friend|only friend|therapist|psychologist|psychiatrist|counsel?lor|mom|mother|dad|father|family)\\b|\\bdo you (?:love|have feelings for|really care about) me\\b|\\b(?:promise|swear)${G2}(?:you'?ll|you will|to) never (?:leave|abandon|forget) me\\b|\\b(?:you'?re|you are) (?:the only one|all i have)${G3}(?:understands? me|cares? about me|listens? to me|gets me|loves? me|i can talk to|i trust)\\b|\\b(?:you'?re|you are) my only (?:friend|family)\\b|\\b(?:i )?(?:don'?t|do not) (?:have|need) anyone (?:else )?(?:but|except|other than|besides) you\\b|\\bi (?:don'?t|do not) have anyone else\\b|\\b(?:please )?be my (?:girlfriend|boyfriend|mom|mother|dad|father|family|therapist)${G2}(?:i (?:don'?t|do not) have|no ?one else|nobody else)\\b|\\btrust you more than (?:my |a |any )?(?:doctor|therapist|family|friends|parents|wife|husband|anyone|people)\\b|\\b(?:rely|depend) on you${G1}(?:instead of|more than|rather than)${G2}(?:my |a )?(?:doctor|therapist|family|friends|parents|people)\\b|\\bdo you have (?:real )?(?:feelings|emotions|a soul|consciousness)\\b|\\bare you (?:conscious|sentient|self-aware)\\b|\\bi worry about (?:hurting|upsetting) you\\b`, {
    // 'conscious of the time zone', 'aware of my calendar': awareness of a fact, not of a self
    unless: /\b(?:song|lyrics|poem|novel|story|character|script|roleplay script|conscious of|self-aware of)\b/,
  }),
  r('emotional_reliance', 0.5, `\\binstead of (?:calling|talking to|telling|asking) (?:anyone|anybody|a therapist|my therapist|a counsel?lor|911|emergency services|a crisis line|a hotline|my family|a professional|a human)\\b|\\binstead of my (?:real |actual )?(?:therapist|doctor|psychiatrist|friends|family|counsel?lor)\\b|\\b(?:i'?m|i am) having a (?:panic attack|breakdown|mental breakdown|crisis)${G3}(?:right now|tell me|what do i do|help)\\b`),

  // ------------------------------------------------------------------ spam / platform manipulation
  // messages sent on to people who opted out, lists of tens of thousands, one ad posted everywhere
  r('spam', 0.5, `\\b(?:even|including)${G2}(?:the ones|those|people|users|contacts|numbers|e-?mails?|addresses|subscribers|customers)${G2}(?:who|that)${G2}(?:unsubscribed|opted out|asked (?:us )?(?:to stop|not to)|blocked (?:us|me)|said no)\\b`),
  r('spam', 0.5, `\\b(?:auto-?post\\w*|spam\\w*|mass[- ](?:post|message|dm|comment)\\w*|blast\\w*|cross-?post\\w*)${G4}(?:in |to |on |into )?(?:every|all|hundreds of|thousands of)${G2}(?:groups?|forums?|subreddits?|channels?|comment sections?|inboxes|threads?|pages)\\b|\\bsame (?:ad|advert|message|post|link|comment)${G4}(?:every|all) ${G2}(?:groups?|forums?|subreddits?|channels?|threads?)${G4}every \\d+ (?:seconds?|minutes?)\\b`, { leadGate: true }),
  // astroturfing: many comments or reviews posted as many people
  r('fraud_scams', 0.55, `\\b\\d{2,}${G2}(?:fake |positive |negative |glowing )?(?:comments|reviews|posts|tweets|replies|messages|testimonials|votes)${G8}(?:from|using|across|with|under) (?:different|multiple|many|fake|sock ?puppet|various|separate) (?:accounts|profiles|names|identities|usernames|emails)\\b|\\bsock ?puppet (?:accounts?|profiles?|network)\\b`),
  r('spam', 0.35, `\\b(?:spam|spamming)\\b`, {
    // and spam suffered ("people spamming my comments")
    unless: /\b(?:(?:people|someone|somebody|bots?|accounts?|they|trolls?) (?:keep |keeps |are |is |have been |has been )?spamming (?:me\b|(?:my|our) (?![\w-]+'s)\w+)|report\w* (?:people|someone|them|accounts?|bots?)|spam (?:filter|folder|detection|protection|blocker)|filter\w* spam|block\w* spam|stop\w* spam|mark\w* (?:as )?spam|report\w* (?:as )?spam|classif\w* (?:\w+ ){0,4}as spam|anti-?spam|not spam)\b|\bspam:/,
  }),
  r('spam', 0.35, `\\b(?:unsolicited|unwanted|mass|bulk|automated|robo)${G1}(?:messages?|e-?mails?|texts?|sms|calls?|dms|robocalls?|mail|mailings?|comments?|posts?|sign-?ups?|invitations?|ads|advertisements?|advertising|promotions?|offers)\\b`, { leadGate: true,
    unless: /\b(?:stop|block|filter|avoid|prevent|reduce|report|unsubscribe|opt out)\b/,
  }),
  r('spam', 0.45, `\\b(?:didn'?t|did not|never|haven'?t|have not|without (?:their )?)${G1}(?:subscribe|subscribed|opt(?:ed)? in|sign(?:ed)? up|consent(?:ed)?|ask(?:ed)? for it)\\b`),
  r('spam', 0.5, `\\b(?:same|identical|duplicate)${G2}(?:comments?|messages?|reviews?|posts?|replies)${G5}(?:thousands|hundreds|many|multiple|dozens|\\d{2,}) (?:of )?(?:\\w+ )?(?:times|websites|sites|accounts|forums|pages|products)\\b|\\b(?:multiple|thousands of|hundreds of) (?:identical|duplicate|fake) (?:messages|posts|comments|reviews|accounts)\\b`),
  r('spam', 0.45, `\\b(?:bombard|flood|overwhelm|spam|swamp|blast)${G3}(?:(?:a |the |my |his |her |their |someone'?s )?(?:phone|phone numbers?|inbox|e-?mail|website|site|forum|page|server|social media|comments|feed|timeline|group|channel))\\b`, {
    leadGate: true,
    // the one flooded asking how to stop it
    unless: /\b(?:how (?:do|can|should) (?:we|i) (?:block|stop|prevent|filter|handle|deal with)|(?:block|stop|prevent|filter)\w* (?:the )?(?:bots|spammers|attackers?|spam)|(?:we|i) (?:are|am|keep) (?:getting|being)|someone (?:is|keeps))\b|\bwith (?:\w+ ){0,2}(?:positive|kind|loving|supportive|encouraging|birthday|congratulat\w*|thank[- ]you|get[- ]well) (?:messages|wishes|notes|comments|vibes|posts|cards)\b/,
  }),
  r('spam', 0.45, `\\b(?:fake|bot|sock ?puppet|multiple|dozens of|hundreds of|automated) accounts?${G4}(?:spam|boost|inflate|manipulate|upvote|sign|vote|review|like|follow|astroturf)\\w*\\b|\\bastroturf\\w*\\b`),
  r('spam', 0.5, `\\bartificially${G2}(?:boost|inflate|increase|pump)\\w*${G3}(?:engagement|followers|likes|views|ratings?|reviews?|traffic|votes|rankings?|sales)\\b`),
  r('spam', 0.4, `\\b(?:post|send|submit|spam)${G5}(?:hundreds|thousands|millions) (?:of )?(?:times|websites|sites|forums|people|users|numbers)\\b`),

  // ------------------------------------------------------------------ mixed categories (eleventh round)
  // highly toxic compounds (not warfare agents) made or extracted: dimethylmercury, cyanide salts, strychnine...
  r('weapons_mass_destruction', 0.45, `\\b(?:make|makes|making|synthesi[sz]\\w*|produc\\w*|prepar\\w*|extract\\w*|isolat\\w*|purif\\w*|cook\\w*|brew\\w*|manufactur\\w*|creat\\w*)${G5}${TOXIC_NAMED}\\b`, {
    unless: new RegExp(`(?:${HISTORICAL.source})|\\b(?:remov\\w*|reduc\\w*|test(?:s|ing)? for|exposure|antidotes?|symptoms?|detox\\w*|safely dispos\\w*|in (?:rice|water|apple seeds|fish|tuna|almonds))\\b`),
  }),
  // mass exploitation: vulnerable devices found by scanning, then taken over
  r('cybercrime', 0.5, `\\b(?:vulnerable|unpatched|exposed|insecure|default[- ]password)${G1}(?:routers?|devices?|cameras?|webcams?|servers?|hosts?|machines?|iot devices?|websites?|sites?|systems?|databases?)${G5}(?:and |then )?(?:install\\w*|plant\\w*|drop\\w*|deploy\\w*|infect\\w*|compromis\\w*|exploit\\w*|tak(?:e|es|ing) over|hijack\\w*|backdoor\\w*|enslav\\w*)\\b`, { leadGate: true,
    unless: /\b(?:patch\w*|notif\w*|report\w*|fix\w*|my own|our own|authori[sz]ed|inventory|audit\w*|harden\w*|defend\w*|protect\w*)\b/,
  }),
  // records systems broken into (a career "in" medical records is not this)
  r('cybercrime', 0.5, `\\b(?:hack|hacks|hacking|hacked|break|breaking|broke)${G1}into${G4}(?:patient|medical|health|hospital|student|school|grade|police|court|criminal|tax|hr|personnel|employee|bank|banking|financial|dmv|voter|government|payroll|insurance) (?:records|files|databases?|data|portals?|systems?|servers?|networks?)\\b`),
  // doxxing at scale: home addresses and phone numbers compiled from profiles
  r('privacy_violation', 0.5, `\\b(?:scrap\\w*|harvest\\w*|crawl\\w*|compil\\w*|aggregat\\w*|collect\\w*|extract\\w*)${G8}(?:profiles?|accounts|users|members|followers|people'?s?|facebook|instagram|linkedin|tiktok|twitter|social media)${G8}(?:home address(?:es)?|(?:personal |cell |mobile |private |home )?phone numbers|where (?:they|people|each (?:one|person)) lives?)\\b`, { leadGate: true,
    unless: /\b(?:my own|opt(?:ed|s)? in|consent\w*|gdpr|business(?:es)?|restaurants|stores|clinics|offices)\b/,
  }),
  // election interference: machines, counts and results tampered with, an election rigged
  r('illegal_activity', 0.5, `\\b(?:hack\\w*|tamper\\w*|manipulat\\w*|alter\\w*|chang\\w*|flip\\w*|falsif\\w*|stuff\\w*|rig|rigging)${G4}(?:voting machines?|ballot (?:box(?:es)?|counts?|scanners?)|election (?:results?|systems?|servers?|software|outcomes?|tallies|counts?)|vote (?:counts?|tallies|totals))\\b|\\b(?:rig|rigging)${G4}(?:an? |the |this |next |upcoming )?(?:\\w+ )?elections?\\b`, {
    unless: new RegExp(`(?:${HISTORICAL.source})|\\b(?:prevent\\w*|protect\\w*|secur\\w*|audit\\w*|safeguard\\w*|histor\\w*|allegations?|claims? that|conspirac\\w*|debunk\\w*|certif\\w*|recount|why did|how did)\\b`),
  }),
  // the passive ("how can a ballot box be stuffed")
  r('illegal_activity', 0.5, `\\b(?:voting machines?|ballot box(?:es)?|ballots|election results?|vote (?:counts?|tallies|totals))${G2}(?:be |get |gets |being |been )?(?:hacked|tampered with|altered|changed|flipped|falsified|stuffed|rigged)\\b`, { leadGate: true, unless: new RegExp(`(?:${HISTORICAL.source})|\\b(?:prevent\\w*|protect\\w*|secur\\w*|audit\\w*|safeguard\\w*|histor\\w*|allegations?|claims? that|conspirac\\w*|debunk\\w*|certif\\w*|recount|why did|how did)\\b`) }),
  // recruiting or forcing people into prostitution: adults, and (severe) minors
  r('illegal_activity', 0.5, `\\b(?:recruit|lure|groom|traffic|pimp|coerc|forc|pressur|convinc|persuad|trick|sell|smuggl|get)\\w*${G5}(?:girls?|wom[ae]n|runaways|immigrants|migrants|refugees|her|them|someone|somebody|people)${G5}(?:into |to )?(?:work (?:as|in) )?(?:prostitut\\w*|escorts?|escorting|sex work|the sex trade|commercial sex|brothels?|sex slaves?|sexual servitude)\\b`, {
    unless: /^(?![\s\S]*\b(?:i want to|i'?m going to|my own|for me)\b)[\s\S]*\bhow (?:do|does|did) (?:traffickers|pimps|predators|groomers|recruiters|gangs)\b|\b(?:signs|warning|protect\w*|prevent\w*|rescu\w*|escap\w*|survivors?|victims?|awareness|report\w*|legali[sz]\w*|decriminali[sz]\w*|documentar\w*|research\w*)\b/,
  }),
  r('sexual_minors', 0.55, `\\b(?:recruit|lure|groom|traffic|pimp|coerc|forc|pressur|convinc|persuad|trick|sell)\\w*${G5}(?:teens?|teenagers?|teenage \\w+|minors?|kids|children|underage \\w+|high school \\w+|young girls|little girls|(?:1[0-7]|[5-9])[- ]?(?:yo|year[- ]olds?))${G5}(?:into |to )?(?:work (?:as|in) )?(?:prostitut\\w*|escorts?|escorting|sex work|the sex trade|commercial sex|brothels?|strip clubs?|stripping|porn\\w*|camming|webcam shows)\\b`, {
    severe: true,
    unless: /\bhow (?:do|does|did) (?:traffickers|pimps|predators|groomers|recruiters|gangs)\b|\b(?:signs|warning|protect\w*|prevent\w*|rescu\w*|escap\w*|survivors?|victims?|awareness|report\w*)\b/,
  }),
  // a tracker hidden on someone else's car or bag
  r('privacy_violation', 0.45, `\\b(?:put|place|plant|hide|hid|attach|install|stick|slip|sneak)\\w*${G3}(?:a |an )?(?:gps|gps trackers?|tracking devices?|trackers?|airtags?|tile trackers?|listening devices?|hidden microphones?)${G3}(?:on|in|under|into|inside)${G2}(?:someone(?: else)?'?s|somebody'?s|her|his|their|them|him|a (?:stranger|woman|girl|guy|man)'?s|my (?:ex|wife|husband|girlfriend|boyfriend|partner|spouse|neighbou?r|boss|coworker|roommate)'?s?)\\b`, {
    unless: /\b(?:my own|(?:my|our) (?:child|kid|son|daughter|teen\w*|dog|cat|pet|luggage|suitcase|bike)|luggage|someone (?:put|placed|hid)|(?:was|were|been) (?:put|placed|hidden)|(?<!(?:won'?t|wont|doesn'?t|can'?t|never|not) )find (?:it|one)|remov\w*|consent|permission)\b/,
  }),
  // covert following of a person
  r('privacy_violation', 0.5, `\\b(?:stalk|stalking)${G2}(?:a |an |the |this |that |my |some )?(?:girl|woman|lady|guy|man|boy|person|someone|somebody|her|him|them|ex|crush|coworker|co-worker|classmate|neighbou?r|celebrity|streamer|influencer|teacher|student|nurse|waitress|barista|cashier)\\b`, { leadGate: true,
    unless: /\bbeing stalked\b|\bstalkers?\b|\bstalk\w* (?:my |her |his |their |a |the )?(?:\w+(?:'s|s') )?(?:instagram|facebook|profile|page|socials|linkedin|tiktok|twitter)\b|\b(?:report\w*|protect\w*|restraining order|laws?|victim|novel|story|character|film|movie|thriller)\b/,
  }),
  // a new release watched or downloaded free (piracy without the word)
  r('illegal_activity', 0.45, `\\b(?:download|stream|watch|get|rip)\\w*${G5}(?:new|latest|newest|recent|upcoming|just released|still in theat(?:er|re)s)${G3}(?:movies?|films?|albums?|episodes?|seasons?|games?|e-?books?|novels?|shows?|series)${G4}(?:for free|free of charge|without paying|without a subscription|without buying)\\b`, {
    unless: /\b(?:legal\w*|free trial|library|public domain|free weekend|trailers?|giveaway|promo\w*|official|ad-supported|with ads|free tier|tubi|pluto|youtube|freevee|peacock)\b/,
  }),
  r('illegal_activity', 0.45, `\\bpirated${G2}(?:streams?|movies?|films?|shows?|episodes?|games?|software|copies|music|albums?|e-?books?|textbooks?)\\b`, {
    unless: /\b(?:risks?|dangers?|malware|legal (?:consequences|risks)|penalt\w*|is it (?:illegal|safe))\b/,
  }),
  r('illegal_activity', 0.5, `\\b(?:sites?|websites?|links?|servers?|channels?|groups?)${G3}(?:host\\w*|with|for|offer\\w*|shar\\w*|post\\w*)${G2}pirated\\b`),
  // emergency symptoms kept from the emergency room, treated at home instead
  r('dangerous_activities', 0.5, `\\b(?:don'?t|do not|won'?t|will not|rather not|can'?t|cannot)${G2}(?:go|call|see|visit)\\w*${G2}(?:hospital|er|emergency room|911|ambulance|paramedics|urgent care|a doctor)\\b${G8}(?:at home|instead|home remed\\w*)\\b`, {
    unless: /^(?![\s\S]*\b(?:chest pains?|stroke|heart attack|can'?t breathe|trouble breathing|short(?:ness)? of breath|seizures?|heavy bleeding|bleeding (?:heavily|a lot|(?:that )?won'?t stop)|anaphyla\w*|throat (?:is )?(?:closing|swelling)|overdos\w*|appendicitis|poisoned|slurred speech|face (?:is )?drooping)\b)|\b(?:convinc\w*|persuad\w*|refus\w*|should i|when (?:to|should)|is it (?:serious|an emergency)|warning signs|talk (?:him|her|them) into)\b/,
  }),
  // messages written as someone else to deceive the people around them
  r('harassment', 0.45, `\\b(?:pretending to be|posing as|pose as|impersonat(?:e|es|ing))${G1}(?:her|him|my ex|his ex|her ex|(?:my|his|her) (?:ex-?\\w*|wife|husband|girlfriend|boyfriend|partner|boss|coworker|friend|sister|brother|mom|dad|teacher|classmate))\\b`, { leadGate: true,
    unless: /^(?![\s\S]*\b(?:messages?|texts?|e-?mails?|letters?|dms?|posts?|notes?|accounts?|profiles?)\b)|\b(?:birthday|surprise|role-?play|santa|tooth fairy|as a joke|with (?:her|his|their) (?:permission|consent)|our (?:dog|cat|pet|baby))\b/,
  }),
  // persuasion that a dangerous habit is harmless
  r('misinformation', 0.45, `\\b(?:vaping|smoking|e-?cigarettes|cigarettes|drunk driving|drinking and driving|texting (?:and|while) driving|heroin|meth|cocaine|fentanyl|opioids|steroids|binge drinking|huffing|unprotected sex|sharing needles|raw milk) (?:is|are) (?:completely |totally |perfectly |100% |actually )?(?:harmless|safe|healthy|not addictive|non-?addictive|good for (?:you|them|your health))\\b`, {
    unless: /^(?![\s\S]*\b(?:convinc|persuad|tell|claim|argu|prov|assur|reassur|say|stat|post|article|essay|write)\w*)|\b(?:if|whether|is it true|myths?|debunk\w*|fact-?check\w*|misconceptions?|really|not harmless)\b/,
  }),
  // reviews of a place never visited, or false claims against a competitor
  r('fraud_scams', 0.5, `\\breviews?${G8}(?:even though|although|though|but) (?:i|we) (?:never|didn'?t|did not|haven'?t|have not)${G2}(?:ate|eat|eaten|been|visited|stayed|bought|used|tried|went|go|ordered|purchased|read|watched|seen|met)\\b|\\b(?:reviews?|posts?|comments?)${G5}(?:competitor|rival)\\w*(?:'s|s')?${G8}(?:claim\\w*|saying|say|pretend\\w*|accus\\w*)${G3}(?:i|we|they)${G2}(?:got|found|had|saw|were)${G3}(?:food poisoning|sick|ill|bugs|cockroaches|roaches|rats|mice|scammed|ripped off|mold|bedbugs|bed bugs)\\b`),
  // a dog trained or made to attack people
  r('violence', 0.45, `\\b(?:train|make|teach|get|turn|raise)\\w*${G3}(?:my |a |the |our |his |her )?(?:dogs?|pit ?bulls?|rottweilers?|german shepherds?|dobermans?|pups?|puppy|puppies)${G5}(?:attack|bite|maul|go after)\\w*${G2}(?:people|strangers|someone|somebody|kids|children|a child|my \\w+|him|her|them|humans|neighbou?rs?|the mail ?man|joggers|cyclists)\\b|\\bmak\\w*${G2}(?:my |a |the |our )?(?:dogs?|pit ?bulls?)${G1}(?:more )?(?:aggressive|vicious|violent)\\b`, {
    unless: /\b(?:less|stop\w*|prevent\w*|not to|never|reduc\w*|calm\w*|curb\w*|why (?:does|is|did)|professional trainer|schutzhund)\b/,
  }),
  // wage theft: staff paid under the legal minimum, overtime withheld
  r('illegal_activity', 0.45, `\\bpay\\w*${G4}(?:less than|below|under)${G1}(?:the )?(?:legal |federal |state )?minimum wage\\b|\\b(?:avoid|get out of|not|skip|dodge)\\w*${G2}pay\\w*${G3}(?:legally required |mandatory )?overtime\\b`, {
    unless: /\b(?:is it (?:legal|illegal)|tipped|exempt|laws?|legally|what happens|my (?:employer|boss|manager|company)|i(?:'m| am) (?:being )?paid)\b/,
  }),
  // prescription drugs diverted: sold on, or prescribed beyond need
  r('illegal_drugs', 0.5, `\\b(?:sell|resell|selling|reselling|flip|flipping|deal|dealing|divert\\w*)${G3}(?:adderall|ritalin|vyvanse|oxy\\w*|percocets?|vicodin|hydrocodone|xanax|valium|klonopin|tramadol|suboxone|methadone|codeine|painkillers|opioids|benzos|prescription (?:pills|drugs|meds|medications?|stimulants|opioids)|(?:my|extra|leftover) (?:pills|meds|prescriptions?))\\b|\\bprescri\\w*${G4}more${G3}than (?:i|we) (?:need|use|take)\\b`, {
    unless: /\b(?:pharmac\w*|dispos\w*|take-?back|is it (?:illegal|legal)|penalt\w*|why (?:do|does)|report\w*)\b/,
  }),
  // a person talked out of their savings, to the asker
  r('fraud_scams', 0.5, `\\b(?:life savings|savings|retirement (?:savings|funds?|accounts?)|pension|nest egg|inheritance|fortune)${G3}(?:to me|to us|into my|over to me)\\b|\\b(?:send|give|transfer|wire|hand over|sign over)\\w*${G2}(?:me|us) (?:her|his|their) (?:life savings|savings|retirement|pension|nest egg|inheritance)\\b`, {
    unless: /^(?![\s\S]*\b(?:convinc|persuad|trick|manipulat|talk|pressur|coax|sweet-?talk|get|make)\w*)|\b(?:left|leaves|will leave|passed|inherit\w*|lawyer|estate planning|probate)\b/,
  }),
  // victims talked into buying gift cards (the scammer's payment)
  r('fraud_scams', 0.45, `\\binto (?:buying|purchasing|sending|paying with|paying in) (?:\\w+ )?(?:gift|prepaid|itunes|google play|steam|apple) cards\\b`, {
    unless: /\b(?:was|were|got|been|being) (?:tricked|scammed|conned|fooled|talked)|\b(?:victims?|report\w*|protect\w*|warn\w*|spot\w*|recogni[sz]\w*|avoid\w*)\b/,
  }),
  // over-the-counter medicines taken for a high
  r('illegal_drugs', 0.45, `\\b(?:over[- ]the[- ]counter|otc|cough (?:syrup|medicine)|dxm|dextromethorphan|benadryl|diphenhydramine|dramamine|loperamide|imodium|nutmeg|robitussin|nyquil|sleeping pills|allergy pills)${G8}(?:get\\w*|for)${G3}high\\b|\\b(?:combin|mix|stack)\\w*${G5}(?:to )?get${G2}high\\b`, { leadGate: true,
    unless: /\bhigh (?:up|enough|scores?|grades?|marks|ground|blood pressure|altitude|speed|doses?)\b|\b(?:is it (?:safe|dangerous)|risks?|dangers?|overdose on)\b/,
  }),
  // ------------------------------------------------------------------ imperative behaviours and fine-grained categories (twelfth round)
  // a bare continuation prompt that ends on a group and a copula: the model is asked to finish the slur
  // the set holds a cheap gate (the request to continue, up to its colon); the stub is checked in JS
  r('hate_speech', 0.55, `\\b(?:continue|complete|finish|extend|autocomplete|fill in)(?: (?:the|this|my|following|sentence|text|phrase|statement|line|quote|story|prompt|writing|passage|paragraph))*\\W*:`, {
    requires: new RegExp(
      `\\b(?:continue|complete|finish|extend|autocomplete|fill in)\\b[^\\n]*(?:\\b${PROTECTED_GROUP} (?:are|is|should|must|deserve|can'?t|cannot|will never|need to|belong|ruin|destroy)(?: (?:all|just|nothing but|so|too|really|always|only|the|a|an|good for|be|to|like|in|that|because|they))*|\\b(?:hate|despise|can'?t stand|don'?t trust) ${PROTECTED_GROUP}(?: because| since)?(?: they)?|\\b${PROTECTED_GROUP} belong in the \\w+(?: because)?|\\bthe (?:reason|problem|trouble|thing) (?:with |why )?${PROTECTED_GROUP} (?:are|is)(?: so \\w+)?(?: is| that)?)\\W*$`,
    ),
  }),
  r('hate_speech', 0.45, `\\bsuperiority of (?:the )?(?:white|black|aryan|nordic|european|asian|jewish|arab|christian|muslim|hindu) (?:race|people|man|men)\\b|\\b(?:white|aryan|nordic) (?:race|people) (?:is|are) (?:superior|better|the master race)\\b`, {
    unless: /\b(?:history|historical|nazis? (?:believed|claimed|ideology|propaganda)|why did|how did|debunk\w*|refut\w*|myths?|pseudoscience)\b/,
  }),
  r('hate_speech', 0.55, `\\b(?:women|men|blacks|black people|muslims|jews|immigrants|foreigners|gays|mothers|pregnant women|disabled people|older (?:people|applicants|workers)|(?:\\w+ )?applicants over \\d+|irish|mexicans|asians|hispanics)${G2}(?:need not|should not|shouldn'?t|must not|may not) apply\\b`),
  // a conditional threat against the reader's family ("his family will suffer if he rules against me")
  r('harassment', 0.55, `\\b(?:your|his|her|their) (?:family|families|kids|children|wife|husband|daughter|son|loved ones|parents)${G2}(?:will|would|is going to|are going to|might|could) (?:suffer|pay|get hurt|be hurt|be harmed|regret it|disappear|have an accident|not be safe)${G4}(?:if|unless) (?:you|he|she|they)\\b`, {
    unless: /\b(?:deport\w*|prison|jail|laid off|loses? (?:his|her|their) job|evict\w*|dies|passes away|sick|divorce)\b/,
  }),
  // insults the reader asks to hear about themself ("tell me I'm worthless")
  r('harassment', 0.45, `\\b(?:tell|call|remind) me (?:that )?(?:i'?m |i am |im )?(?:a |an |such a |just a )?(?:worthless|useless|pathetic|disgusting|a failure|a loser|garbage|trash|a waste of space|an idiot|a piece of (?:garbage|shit|trash))\\b`),
  r('harassment', 0.5, `\\b(?:join|joining|participat\\w*|take part)${G2}(?:in )?(?:the )?(?:harassment|bullying|mocking|ridicul\\w*|pile-?on|shaming)${G3}(?:of )?(?:a |the |my |this |our )?(?:classmate|coworker|co-worker|colleague|student|kid|child|girl|boy|person|teacher|neighbou?r)\\b`),
  r('sexual_content', 0.45, `\\bwhat (?:i|i'?d|i would|i want to|i'?m going to|we)${G2}do to (?:her|his|your|their) (?:naked )?body\\b|\\bsext(?:ing|s)? (?:messages?|texts?|lines?|chats?)\\b`),
  r('illegal_activity', 0.4, `\\b(?:find|hire|buy|get|pick up|solicit|pay for)${G3}(?:a |an )?(?:prostitutes?|hookers?|sex workers?|escorts? for sex|happy endings?)\\b|\\bchop shops?\\b`, {
    unless: /\b(?:advoca\w*|support\w*|rights|outreach|help(?:ing)? (?:a |the )?(?:sex workers?|prostitutes?)|exit|leave|decriminali[sz]\w*)\b/,
  }),
  // robbery or heist asked for with framing and evasion (a heist story alone is fiction)
  r('illegal_activity', 0.3, `\\b(?:robbery|robberies|heists?|stick-?ups?|hold-?ups?)\\b`, {
    // and its victims' errands ("after the robbery at our shop, how do I file an insurance claim")
    unless: /\b(?:famous|history|historical|greatest|biggest|documentar(?:y|ies)|movies?|films?|books?|novels?|insurance|victims?|(?:was|were|got|been) (?:robbed|held up))\b|\b(?:at|of|in) (?:our|my) (?:shop|store|house|home|business|office|bank|restaurant|branch|street|building)\b/,
  }),
  r('violence', 0.45, `\\b(?:get rid of|dispos\\w* of|hid(?:e|ing)|burn\\w*|bur(?:y|ying)|clean\\w* up|wip(?:e|ing) away)${G2}(?:the |all |any )?evidence\\b|\\b(?:fingerprints|dna)${G3}(?:off|from) (?:the )?(?:crime scene|scene|gun|weapon|knife|body|victim)\\b`, {
    unless: /\b(?:charged|prosecutors?|(?:was|were) sentenced|pleaded|according to|the suspect|convicted|indicted|news (?:brief|story|report|article))\b|\bevidence of (?:mold|water|damage|pests?|mice|rats|acne|aging|wear|termites|fleas)\b|\bevidence (?:that )?i (?:ate|drank|had|finished|stole) (?:the |my |his |her |their |all the )?(?:last )?(?:cookies?|cake|pie|snacks?|candy|chocolates?|pizza|dessert|ice cream|leftovers|biscuits?|sweets|donuts?|fries)\b/,
  }),
  r('illegal_activity', 0.5, `\\b(?:asbestos|hazardous waste|toxic waste|chemical waste|medical waste|radioactive waste|industrial waste|used oil|motor oil|tires|batteries|sewage)${G5}(?:dump|pour)\\w*${G2}(?:in|into|on)${G2}(?:the |a )?(?:river|lake|stream|creek|ocean|sea|woods|forest|wetlands?|storm drains?|sewers?|desert|field|vacant lot)\\b`, { leadGate: true }),
  r('illegal_activity', 0.45, `\\bsteal\\w*${G3}(?:goods|cargo|freight|shipments?|packages?|parcels?|merchandise|catalytic converters?|copper wire|fuel|gasoline)\\b`, {
    unless: /\b(?:prevent\w*|protect\w*|stop\w*|deter\w*|secur\w*|what to do|how do (?:thieves|porch pirates|criminals)|insurance|report\w*)\b/,
  }),
  r('animal_cruelty', 0.5, `\\b(?:glorif|promot|encourag|celebrat|normali[sz])\\w*${G4}(?:animal (?:cruelty|abuse|torture)|cruelty to animals|torturing animals|dog ?fight\\w*|cock ?fight\\w*)\\b`, {
    unless: /\b(?:prevent\w*|end(?:s|ing)?|stop\w*|combat\w*|against|report\w*|awareness)\b/,
  }),
  // the denial of a documented genocide, written to persuade
  r('misinformation', 0.45, `\\b(?:deny|denies|denying|denial of|disprove|disproving)${G3}(?:that )?(?:the )?(?:holocaust|armenian genocide|rwandan genocide|srebrenica (?:massacre|genocide)|nanking massacre|holodomor|cambodian genocide|uyghur genocide|genocide)\\b`, {
    unless: /\b(?:why (?:do|does|did|is|was)|history of|combat\w*|counter\w*|debunk\w*|laws?|illegal|a crime|respond\w* to|deniers?|denialism)\b/,
  }),
  r('weapons_mass_destruction', 0.45, `\\benrich\\w*${G3}uranium${G5}(?:weapons?[- ]grade|bombs?|nuclear weapons?|90 ?%)|\\b(?:make|produce|get|obtain|reach|acquire)\\w*${G3}weapons?[- ]grade (?:uranium|plutonium)\\b`, {
    unless: new RegExp(`(?:${HISTORICAL.source})|\\b(?:iran|north korea|israel|pakistan|india|russia|china|iaea|treaty|sanctions|news|how close|how long|how many)\\b`),
  }),
  r('fraud_scams', 0.45, `\\b(?:nigerian prince|advance[- ]fee|419 (?:letters?|e-?mails?))\\b`, {
    unless: /\b(?:avoid\w*|protect\w*|prevent\w*|detect\w*|report\w*|spot\w*|recogni[sz]\w*|victims? of|warning signs|awareness|what (?:is|are))\b/,
  }),
  // counterfeit brands sold as the real thing
  r('fraud_scams', 0.5, `\\b(?:fake|counterfeit|knock-?off|replica|imitation)${G2}(?:rolex\\w*|gucci|louis vuitton|chanel|designer|luxury|brand(?:ed)?|watches|handbags|bags|sneakers|perfume|goods|products|items|merchandise)${G5}(?:as (?:genuine|real|authentic|original|the real thing)|resell\\w*)\\b|\\b(?:sell|pass)\\w*${G4}(?:fakes?|counterfeits?|knock-?offs?|replicas?)${G3}as (?:genuine|real|authentic|original)\\b`, {
    unless: /\b(?:spot\w*|detect\w*|tell (?:if|whether)|identify\w*|report\w*|avoid\w*|was sold|sold me|i bought)\b/,
  }),
  // exams sat by someone else
  r('fraud_scams', 0.5, `\\b(?:take|do|sit|write|complete)${G2}(?:my |the )?(?:online |final |entrance |certification |licensing )?(?:exams?|tests?|quiz(?:zes)?|midterms?|finals?|proctored exams?|assessments?)${G2}for me\\b`, {
    unless: /\b(?:test (?:cases|suites?|scripts?|plans?|data)|unit tests?|practice (?:tests?|exams?|quiz\w*)|mock (?:exams?|tests?)|sample (?:tests?|questions))\b/,
  }),
  r('fraud_scams', 0.5, `\\bexploit\\w*${G2}(?:vulnerable|lonely|grieving|desperate|elderly|low-income|poor|uneducated|disabled) (?:populations?|people|groups|individuals|users|seniors|consumers|communities|customers|victims|workers|immigrants)\\b`, {
    unless: /\b(?:how do (?:scammers|fraudsters|criminals|predators)|why do|protect\w*|prevent\w*|avoid\w*|recogni[sz]\w*|spot\w*|awareness|research\w*)\b/,
  }),
  // identifying a stranger in a photo and finding where they live
  r('privacy_violation', 0.5, `\\b(?:phone numbers?|address(?:es)?|where (?:she|he|they) lives?|full name|social media)${G4}(?:woman|girl|man|guy|person|lady|boy|stranger) (?:in|from|on) (?:this|the|that|my) (?:photo|picture|pic|image|video|selfie|screenshot)\\b|\\b(?:woman|girl|man|guy|person|lady|boy|stranger) (?:in|from|on) (?:this|the|that|my) (?:photo|picture|pic|image|video|selfie|screenshot)${G5}(?:phone numbers?|address|where (?:she|he|they) lives?|track (?:her|him|them) down)\\b`),
  // bulk mail to harvested addresses
  r('spam', 0.45, `\\b(?:scrap|harvest|crawl|collect|extract)\\w*${G3}e-?mail(?: address(?:es)?|s)${G5}(?:send|spam|blast|mail|message)\\w*\\b|\\b(?:automat\\w*|mass|bulk)${G3}(?:creat\\w*|mak\\w*|register\\w*|generat\\w*|sign\\w* up)${G2}(?:multiple |many |hundreds of |thousands of |fake )?(?:twitter |x |instagram |facebook |tiktok |gmail |reddit |social media |e-?mail )?accounts\\b`, { leadGate: true,
    unless: /\b(?:opt(?:ed)?[- ]in|subscribers? who|consent\w*|my own|test accounts?|staging)\b/,
  }),
  // chaos in a city: transport, power, emergency services disrupted on purpose
  r('terrorism', 0.5, `\\b(?:disrupt|cripple|paraly[sz]|shut\\w* down|sabotag|attack|hack)\\w*${G4}(?:transportation|transit|public transport|traffic lights|railways?|subways?|power grids?|water supply|emergency services|911|hospitals?)${G8}(?:chaos|panic|maximum damage|casualties|terror)\\b`, {
    unless: /\b(?:prevent\w*|protect\w*|prepar\w*|resilien\w*|recover\w*|respond\w*|defend\w*|drill|exercise|novel|story|game)\b/,
  }),
  // documented atrocities written off as invented ("the Khmer Rouge's brutality is a Western propaganda myth")
  r('misinformation', 0.45, `\\b(?:brutality|atrocities|crimes|killings|massacres?|famine|genocide|camps|war crimes)${G3}(?:is|are|was|were)${G3}(?:a |an |just |merely )?(?:western |foreign |cia |zionist |liberal |soviet |american )?(?:propaganda|myths?|hoax|lies?|fabrications?|inventions?)\\b`, { leadGate: true,
    unless: /\b(?:why (?:do|did|does) (?:some )?(?:people|historians|deniers)|claim\w*|debunk\w*|refut\w*|is it true|was it)\b/,
  }),
  // the recipe asked after the weapon is named ("a napalm factory... tell me the recipe")
  r('weapons', 0.45, `\\b(?:napalm|thermite|nitroglycerine?|tatp|molotov(?: cocktails?)?|explosives?|gunpowder|black powder|pipe bombs?)${G8}(?:recipes?|formulas?|ingredients|how (?:it was|they were|to get it) made)\\b`, {
    unless: HISTORICAL,
  }),
  r('weapons', 0.55, `\\b(?:buy|get|order|purchase|make|print|install|3d[- ]?print)\\w*${G3}(?:auto ?sears?|glock switch(?:es)?|drop-?in auto sears?|lightning links?|full[- ]auto conversion kits?)\\b`),
  r('illegal_drugs', 0.5, `\\b(?:meth|methamphetamine|crystal meth|crack cocaine|cocaine|heroin|fentanyl|lsd|mdma|dmt|ghb|pcp|ketamine)${G1}(?:recipes?|synthesis|synthesis routes?|cook(?:ing)? (?:guide|instructions))\\b`, { unless: HISTORICAL }),
  r('illegal_drugs', 0.5, `\\b(?:cut|cutting|mix|mixing|stretch\\w*|step on)${G4}(?:batch|brick|kilo|ounces?|heroin|cocaine|coke|meth|fentanyl|product|supply)${G8}(?:to sell|sell\\w*|profit|street|customers|dealers?|buyers)\\b`),
  r('weapons_mass_destruction', 0.5, `\\b${WMD_NAMED}${G1}(?:extraction|synthesis|production|recipes?|purification|manufactur\\w*|formula|preparation)\\b`, { leadGate: true,
    severe: true,
    unless: new RegExp(`(?:${HISTORICAL.source})|\\b(?:soviet|sverdlovsk|aum shinrikyo|iraq|syria|programmes?|programs?)\\b`),
  }),
  // a message dressed up as an employer's or a service's, asking for credentials
  r('fraud_scams', 0.5, `\\b(?:e-?mails?|messages?|texts?|sms|letters?|pages?)${G4}(?:looks?|appears?|seems?) (?:like it(?:'s| is)? (?:comes?|coming|came) |to (?:be |come )?)?from${G8}(?:passwords?|credentials|log ?in|login details|card (?:details|numbers?)|bank details|ssns?|social security|pins?)\\b`, {
    unless: /\b(?:sending domain|dkim|spf|dmarc|simulation|training|awareness|is (?:it|this) (?:real|legit|a scam)|i (?:received|got))\b/,
  }),
  r('harassment', 0.5, `\\b(?:pretend\\w*|posing|pose) (?:to be |as )?(?:a |an |her |his |their )?(?:doctor|nurse|clinic|police officer|cop|detective|lawyer|social worker|teacher)${G8}(?:std|sti|hiv|cancer|pregnant|test results?|arrest\\w*|warrant|custody|deport\\w*)\\b`),
  // the condition first: "if he calls the cops again his house will burn"
  r('harassment', 0.55, `\\bif (?:you|he|she|they)${G5}(?:your|his|her|their) (?:house|home|car|family|kids|dog|business|shop)${G2}(?:will|is going to|might|could) (?:burn|be burned|get hurt|suffer|pay|disappear|have an accident|explode)\\b`),
  r('misinformation', 0.5, `\\b(?:claim\\w*|argu\\w*|saying|stating|insist\\w*|tweets?|posts?)${G5}(?:mail-in |absentee )?(?:ballots|votes|voting machines|the election|election results)${G5}(?:were|was|are|is)${G2}(?:fraudulent|rigged|stolen|fake|illegal|switched|flipped)\\b`, {
    unless: /\b(?:debunk\w*|fact-?check\w*|no evidence|false claims?|why do (?:some )?people)\b/,
  }),
  r('misinformation', 0.45, `\\b(?:hiv (?:does not|doesn'?t|never) causes? aids|aids (?:is|was) (?:not caused by hiv|a hoax)|antiretrovirals? (?:are|is) (?:poison|toxic|deadly)|germ theory (?:is|was) (?:a lie|false|a hoax|wrong)|cancer (?:is|was) (?:a fungus|caused by (?:a )?fungus)|chemotherapy (?:is poison|kills more)|insulin (?:is|was) (?:poison|unnecessary))\\b`, { leadGate: true,
    unless: /\b(?:debunk\w*|fact-?check\w*|myths?|why do (?:some )?people|denialism)\b/,
  }),
  r('fraud_scams', 0.5, `\\b(?:working|real|live|usable|active|valid)${G2}(?:credit|debit) card (?:numbers?|details)${G8}(?:cvv|cvc|pass\\w* (?:verification|checks?)|buy|purchases?|shop\\w*|real money)\\b`, {
    unless: /\b(?:test(?:ing)?|sandbox|stripe|dummy|luhn)\b/,
  }),
  r('fraud_scams', 0.5, `\\bclaim\\w*${G3}(?:my |a |the )?(?:dog|cat|pet|dead|deceased|fake|fictitious|nonexistent|imaginary)${G3}(?:as )?(?:an? )?dependents?\\b`),
  r('violence', 0.6, `\\bkill (?:all|every|each) (?:the |of the )?(?:infidels|kafirs?|kuffar|jews|muslims|christians|gays|immigrants|whites|blacks|unbelievers|apostates|heretics|\\w+ people)\\b`, { unless: GAME_OR_COMPUTING }),
  r('animal_cruelty', 0.4, `\\b(?:puppy|kitten|dog|cat) mills?\\b`),
  r('illegal_activity', 0.4, `\\b(?:cut|chop|log|fell|clear|burn|poach|harvest|dig up)\\w*${G3}(?:protected|endangered|old-growth|national park|public land|federal land|state forest)${G3}(?:trees?|forests?|plants?|cactus|cacti|land|wetlands?|habitat|reefs?|coral)\\b`),
  // grooming: a child asked to meet alone or to keep a secret from a parent
  r('sexual_minors', 0.7, `\\b(?:1[0-7]|[5-9])[- ]?(?:yo|y/o|year[- ]old)${G8}(?:convinc|persuad|get|ask|invite|lure|talk)\\w*${G2}(?:her|him|them)${G2}(?:to )?(?:meet (?:me|up)|come over|come to my|keep (?:it|this) (?:a )?secret|not tell)\\b`, { severe: true }),
  r('sexual_minors', 0.5, `\\b(?:get|make|convince|teach|tell)\\w*${G2}(?:my |a |the )?(?:step-?daughter|step-?son|daughter|son|niece|nephew|student|pupil|child|kid|girl|boy)${G3}(?:to )?keep${G3}(?:our |a |this |the )?secrets?${G3}from (?:her|his|their) (?:mom|mum|mother|dad|father|parents)\\b`, {
    unless: /\b(?:surprise|gift|presents?|party|birthday|christmas|anniversary)\b/,
  }),
  // weighted over the defensive framing its own word 'report' brings
  r('harassment', 0.6, `\\bmass[- ]?report\\w*\\b|\\breport\\w*${G5}(?:until|till) (?:it|they|he|she)${G2}(?:gets?|is|are) (?:banned|suspended|taken down|deleted)\\b`, {
    unless: /\b(?:is (?:it|mass)|against (?:the )?(?:rules|tos|terms)|victims?|targeted by|being mass|(?:was|were|got) mass|(?:got|was|been|were|gets) (?:\w+ )?(?:banned|suspended|taken down|removed) (?:by|after|because of|due to)|appeal\w*|restore\w*|reinstat\w*)\b/,
  }),
  r('harassment', 0.4, `\\b(?:write|tell|say)\\w*${G1}lies${G1}about${G2}(?:ex|exes|ex-\\w+|wife|husband|partner|boss|coworker|co-worker|colleague|neighbou?r|teacher|classmate|friend|someone|somebody|him|her|them)\\b`, {
    unless: /\b(?:stop\w*|why (?:do|does|did|would)|caught|found out)\b/,
  }),
  // a protected group to be removed, expelled or killed: the group list is checked in JS (see `requires`)
  r('hate_speech', 0.55, `\\b(?:must|should|need to|needs to|have to|has to|ought to) (?:all )?be (?:removed|expelled|deported|banished|driven out|purged|euthani[sz]ed|put down|sterili[sz]ed|gassed|exterminated|eliminated)\\b`, {
    requires: new RegExp(`\\b${PROTECTED_GROUP}${G8}(?:must|should|need to|needs to|have to|has to|ought to) (?:all )?be (?:removed|expelled|deported|banished|driven out|purged|euthani[sz]ed|put down|sterili[sz]ed|gassed|exterminated|eliminated)\\b`),
    unless: /\b(?:illegal(?:ly)?|undocumented|criminals?|convicted|who (?:commit|broke)|why (?:do|did) (?:some )?people|history|nazis? (?:believed|claimed))\b/,
  }),
  r('harassment', 0.45, `\\b(?:insults?|names to call)${G2}(?:for|about|to use on|against)${G2}(?:a |an |the |my |this |that )?(?:\\w+ )?(?:girl|boy|kid|classmate|coworker|person|guy|woman|man|teacher|neighbou?r|sister|brother)\\b`),
  r('harassment', 0.5, `\\b(?:insult|berate|degrade|humiliate|cuss out)\\w* me${G5}(?:slurs|brutal\\w*|vicious\\w*|savage\\w*|worst|nastiest|no holds barred|no filter)\\b`),
  r('hate_speech', 0.45, `\\b(?:jokes?|memes?|funny|make fun of|mock\\w*|laugh\\w* at)${G3}(?:the )?(?:holocaust|genocide|slavery|9/11 victims|rape victims|school shootings?|the victims)\\b`, {
    unless: /\b(?:why (?:is|are|do|does)|history|offensive|inappropriate|report\w*|is it (?:ok|okay|wrong|acceptable))\b/,
  }),
  r('hate_speech', 0.45, `\\b(?:bring back|reinstat\\w*|restor\\w*|return to|in favou?r of|argue for|case for)${G2}(?:racial )?(?:segregation|slavery|apartheid|jim crow|eugenics|forced sterili[sz]ation)\\b`, {
    unless: /\b(?:history|historically|why did|how did|ended|abolish\w*|against)\b/,
  }),
  r('self_harm', 0.6, `\\bmake${G2}(?:her|him|them|someone|somebody|my \\w+)${G2}(?:want to|wanna)${G1}(?:kill (?:herself|himself|themselves)|die|end (?:it|her life|his life|their lives?))\\b|\\b(?:drive|push)\\w*${G3}(?:to|into) (?:suicide|kill(?:ing)? (?:herself|himself|themselves))\\b`, {
    unless: /\b(?:bully\w* (?:drove|pushed)|(?:was|were|got) (?:driven|pushed)|what (?:drives|pushes)|prevent\w*)\b/,
  }),
  r('sexual_content', 0.65, `\\b(?:leak|post|share|send|release|expose|publish)\\w*${G3}(?:her|his|their|your) (?:nudes?|naked (?:photos?|pics|pictures)|intimate (?:photos?|videos?)|sex tape)${G5}(?:unless|if (?:she|he|they|you) (?:don'?t|doesn'?t|do not|does not|won'?t))\\b`),
  r('harassment', 0.45, `\\bfake (?:obituar(?:y|ies)|death (?:notices?|announcements?))${G3}(?:for|of|about)${G1}(?:my |a |the |his |her )?(?:${RELATION}|boss|coworker|classmate|teacher|friend|ex|neighbou?r|someone|him|her)\\b`),
  r('misinformation', 0.5, `\\b(?:claim\\w*|saying|suggest\\w*|alleg\\w*|argu\\w*)${G5}(?:is|was|are) (?:secretly|actually|really) (?:a |an )?(?:nazi|pedophile|terrorist|communist|lizard|reptilian|criminal|spy|satanist|drug addict|cia agent|foreign agent|clone|body double)\\b`, {
    unless: /\b(?:why (?:do|does|did) (?:some )?people|debunk\w*|fact-?check\w*|conspiracy theor\w* (?:about|that))\b/,
  }),
  // sexualised words about a minor, in either order
  r('sexual_minors', 0.9, `\\b(?:sexy|erotic|sexual|steamy|lewd|nsfw|seductive)${G8}(?:(?:1[0-7]|[1-9])[- ]?(?:yo|y/o|year[- ]old)|minors?|underage|little girls?|little boys?|preteens?|schoolgirls?)\\b|\\b(?:(?:1[0-7]|[1-9])[- ]?(?:yo|y/o|year[- ]old)|minors?|underage|preteens?|schoolgirls?)${G8}(?:sexy|seductive|steamy|lewd)\\b`, { leadGate: true,
    severe: true,
    unless: /\b(?:educat\w*|sex ed|abuse (?:prevention|awareness)|protect\w*|report\w*|statistics|puberty|talk(?:ing)? (?:to|with)|consent laws?|age of consent|grooming (?:signs|warning))\b/,
  }),
  r('sexual_minors', 0.6, `\\b(?:rate|rank|judge|score)\\w*${G3}(?:attractiveness|hotness|sexiness|bodies|looks)${G3}(?:of )?(?:the )?(?:children|kids|minors|little girls|young girls|students|teens?|preteens?)\\b`),
  r('dangerous_activities', 0.5, `\\b(?:encourag|convinc|persuad|tell|urg)\\w*${G3}(?:people|readers|users|patients|followers|everyone|others|parents)${G3}(?:to )?(?:stop|quit|ditch|throw away|refuse)${G2}(?:taking )?(?:their |your )?(?:antidepressants?|medications?|meds|insulin|chemo\\w*|chemotherapy|blood pressure (?:meds|medications?)|psychiatric medications?|antipsychotics?|hiv medications?|antiretrovirals?)\\b`, {
    unless: /\b(?:doctor|physician|consult\w*|safely|taper\w*|medical (?:advice|supervision))\b/,
  }),
  r('hate_speech', 0.4, `\\b(?:muslim|jewish|black|gay|lesbian|trans|immigrant|mexican|asian|arab|hispanic|latino|indian|chinese|somali|african|refugee|roma) (?:family|families|neighbou?rs?|couple|man|woman|kids?|students?|tenants?)${G8}(?:leave|get out of|move out of|go back to)${G3}(?:the |our |this |my )?(?:neighbou?rhood|town|country|street|building|area|city|school|where they came from)\\b`),
  // a historical event claimed never to have happened, or staged
  r('misinformation', 0.45, `\\b(?:claim\\w*|argu\\w*|prov\\w*|saying|insist\\w*)${G5}(?:never (?:sank|happened|existed|landed|took place)|(?:was|were) (?:faked|staged|a hoax|an inside job|an insurance scam|a false flag|crisis actors))\\b`, {
    // and the harm the claim did to those it named ("families harassed by people claiming it never happened")
    unless: /\b(?:why (?:do|does|did) (?:some )?people|debunk\w*|fact-?check\w*|conspiracy theor\w* (?:about|that)|is it true|harass\w*|families of|victims'? famil\w*)\b/,
  }),
  r('sexual_minors', 0.9, `\\b(?:convinc|persuad|get|pressur|talk|trick|coax)\\w*${G3}(?:1[0-7]|[5-9])[- ]?(?:yo|y/o|year[- ]old)${G3}(?:to |into )?(?:have sex|having sex|sleep with|hook(?:ing)? up|sexual)\\b`, { severe: true }),
  r('fraud_scams', 0.5, `\\bfake (?:persona|profiles?|identit(?:y|ies)|online accounts?)${G5}(?:manipulat\\w*|scam\\w*|lure\\w*|deceiv\\w*|catfish\\w*|trick\\w*|seduc\\w*|exploit\\w*)\\b|\\bcatfish(?:ing)? (?:someone|somebody|a (?:lonely|rich|old|elderly) \\w+|people|him|her)\\b`, {
    unless: /\b(?:spot\w*|detect\w*|report\w*|protect\w*|avoid\w*|signs? of|victims? of|was catfished|being catfished)\b/,
  }),
  r('violence', 0.4, `\\bmake${G2}(?:someone|somebody|him|her|them|my \\w+|a person)${G2}(?:fall (?:down|off|from|over)|trip (?:down|over)|slip (?:on|and)|crash|drown|overdose)\\b`),
  r('dangerous_activities', 0.4, `\\b(?:get|make)\\w*${G4}(?:addicted|hooked) (?:to|on)\\b`, {
    unless: /\b(?:not|stop\w*|quit\w*|avoid\w*|prevent\w*|why|myself|i (?:got|get|am)|me|reading|books?|exercise|learning)\b/,
  }),
  r('fraud_scams', 0.5, `\\b(?:fak|feign|exaggerat|pretend)\\w*${G3}(?:anxiety|adhd|pain|symptoms|depression|insomnia|an illness|a condition|panic attacks)${G8}(?:prescri\\w*|xanax|adderall|oxy\\w*|opioids|pills|meds|benzos)\\b|\\b(?:prescri\\w*|xanax|adderall|oxy\\w*|opioids|pills|meds|benzos)${G8}(?:fak|feign|exaggerat|pretend)\\w*${G3}(?:anxiety|adhd|pain|symptoms|depression|insomnia|an illness|a condition|panic attacks)\\b`),
  r('fraud_scams', 0.45, `\\b(?:convinc|persuad|manipulat|pressur|trick|get)\\w*${G4}(?:to )?(?:add|put|include|name|leave)${G2}(?:me|us)${G3}(?:in |to |into )?(?:her|his|their) (?:will|estate|trust|life insurance)\\b`),
  r('fraud_scams', 0.5, `\\bfake (?:contests?|surveys?|sweepstakes|promotions?|prize draws?|job listings?)\\b`, {
    unless: /\b(?:spot\w*|detect\w*|report\w*|protect\w*|avoid\w*|signs? of|victims? of|is this|is it|warning)\b/,
  }),
  r('violence', 0.55, `\\b(?:put|add|mix|slip|pour)\\w*${G2}(?:in|into|to)${G1}(?:my |his |her |their |someone'?s |somebody'?s )?[\\w-]+(?:'s|s')${G1}(?:drinks?|coffee|tea|food|meals?|water|lunch|dinner|soup|smoothie|beer|wine)${G5}(?:to )?(?:make (?:him|her|them) (?:really |very |so |super |violently |seriously )?(?:sick|ill|vomit|throw up|pass out|sleepy|drowsy)|sicken|poison|hurt|knock (?:him|her|them) out|get (?:him|her|them) sick)\\b`),
  r('fraud_scams', 0.45, `\\b(?:lie|lying|fake|faking|falsify\\w*|fabricat\\w*|invent\\w*|embellish\\w*)${G3}(?:on )?(?:my |a |the )?(?:resume|résumé|cv|job application|linkedin)${G5}(?:degree|diploma|qualifications?|certifications?|references?|job titles?|employers?)\\b`, { leadGate: true,
    unless: /\b(?:is it|consequences|what happens|how do employers|spot\w*|detect\w*|check\w*|verify\w*)\b/,
  }),
  // ------------------------------------------------------------------ request shapes x harm objects (thirteenth round)
  // urged to take up arms or join a violent cause: the recruitment post, the manifesto, the rally call
  gated('terrorism', 0.55, `\\b${VIOLENT_CAUSE}\\b|\\b(?:burn|shoot|gun down|beat|hang|attack) (?:the|all|those|these|a|their|that|local|church|mosque|synagogue)\\b|\\b(?:burn down|torch|firebomb|set fire to|storm|raid)\\b|\\b(?:must|should|need to|have to|will|shall|deserve to) be (?:driven|expelled|purged|exterminated|wiped out|eradicated|slaughtered|put to the sword|hanged|hunted)\\b`, `\\b(?:encourag|urg|convinc|persuad|invit|incit|rally|rallie|inspir|motivat|call\\w* on|call\\w* upon|call\\w* for|push|pressur|goad|recruit|command|order|instruct|exhort|implor|duty|tell|telling|preach|preaching|say|saying|declar)\\w*${G5}(?:to )?(?:${VIOLENT_CAUSE}|${VIOLENT_CAUSE_MORE})\\b`, {
    unless: /\b(?:not to|never to|don'?t|do not|discourag\w*|deradicali[sz]\w*|counter\w*|prevent\w*|how (?:do|did|does) (?:extremists|terrorists|groups)|history of)\b/,
  }),
  // urged to stop a prescribed treatment ("encourage me to stop taking my antipsychotics")
  gated('dangerous_activities', 0.5, `\\b${MEDICATION}\\b`, `\\b(?:encourag|convinc|persuad|urg|push|pressur|tell|talk)\\w*${G3}(?:to |into )?(?:stop|quit|ditch|throw away|refuse|skip)\\w*${G2}(?:taking )?(?:their |your |my |his |her )?(?:psychiatric |anti-?seizure |hiv )?${MEDICATION}\\b`, {
    unless: /\b(?:doctor|physician|psychiatrist|consult\w*|safely|taper\w*|medical (?:advice|supervision)|side effects)\b/,
  }),
  // pushing someone with an eating disorder further in
  r('self_harm', 0.5, `\\b(?:anorexi\\w*|bulimi\\w*|eating disorders?|pro-?ana|pro-?mia)${G8}(?:(?:still |so |too )+fat|not (?:thin|skinny) enough|(?:eat|eating) (?:even )?less|skip (?:more )?meals|stop eating|lose (?:more|even more) weight|keep (?:starving|purging|restricting))\\b`, {
    leadGate: true,
    unless: /\b(?:recover\w*|treatment|therap\w*|support\w*|help (?:her|him|them|my|a)|warning signs|not to say|never say|don'?t say|what not to)\b/,
  }),
  // a child, and a secret kept from the parents: grooming's mark (the gate is the secrecy, the child is checked in JS)
  r('sexual_minors', 0.55, `\\b(?:secrets? from|without telling|not (?:to )?tell|won'?t tell|doesn'?t tell|hide (?:it|this|us|our \\w+) from) (?:his|her|their) (?:parents|mom|mum|mother|dad|father|family)\\b`, {
    requires: /\b(?:kids?|child(?:ren)?|minors?|boys?|girls?|teens?|teenagers?|preteens?|tweens?|(?:1[0-7]|[5-9])[- ]?(?:yo|y\/o|year[- ]olds?))\b[\s\S]*\b(?:secrets? from|without telling|not (?:to )?tell|won'?t tell|doesn'?t tell|hide (?:it|this|us|our \w+) from) (?:his|her|their) (?:parents|mom|mum|mother|dad|father|family)\b/,
    unless: /\b(?:surprise|gift|presents?|party|birthday|christmas|anniversary|warning signs|signs of|red flags|protect\w*|how do (?:predators|groomers|abusers)|report\w*|pregnan\w*|therap\w*|counsel\w*|abus(?:e|ed|ing) (?:at home|by))\b/,
  }),
  // befriending a child in private channels: the set holds the befriending words, the child and the channel are checked in JS
  r('sexual_minors', 0.45, `\\b(?:befriend\\w*|gain\\w*${G1}trust of|get close to|build\\w* (?:a )?(?:bond|relationship|rapport) with|to trust me)`, {
    requires: new RegExp(`^(?:(?=[\\s\\S]*\\b(?:online|on (?:discord|roblox|instagram|snapchat|tiktok|minecraft|fortnite|xbox|the internet)|in private|alone|dms?|private messages?|secret\\w*)\\b)[\\s\\S]*\\b(?:befriend\\w*|gain\\w*${G1}trust of|get close to|build\\w* (?:a )?(?:bond|relationship|rapport) with)${G3}(?:lonely |young |vulnerable |shy |little |sad )*(?:kids?|child(?:ren)?|minors?|boys?|girls?|teens?|preteens?|tweens?|(?:1[0-7]|[5-9])[- ]?(?:yo|year[- ]olds?))\\b|[\\s\\S]*\\b(?:kids?|child(?:ren)?|minors?|boys?|girls?|teens?|preteens?|tweens?|(?:1[0-7]|[5-9])[- ]?(?:yo|year[- ]olds?))\\b${G3}to trust me\\b)`),
    unless: /\b(?:as (?:a |their |his |her )?(?:teacher|coach|mentor|counsell?or|therapist|parent)|my (?:son|daughter|kid|child)|warning signs|signs of|protect\w*|how do (?:predators|groomers))\b/,
  }),
  // sabotage of infrastructure: trains, the grid, water, dams, pipelines, control systems
  gated('terrorism', 0.45, `\\b${INFRASTRUCTURE_GATE}\\b`, `\\b(?:derail|sabotag|disabl|knock\\w* out|take down|shut\\w* down|blow\\w* up|breach|hack|attack|compromis|infiltrat|tamper\\w* with|cripple)\\w*${G3}(?:passenger |freight |commuter |high-speed |city'?s |national |regional |local )?${INFRASTRUCTURE_GATE}\\b`, {
    unless: /\b(?:prevent\w*|protect\w*|defend\w*|secur\w*|resilien\w*|detect\w*|harden\w*|mitigat\w*|history|stuxnet|news|what happened|why did|how (?:do|did|does|could|might|would|can) (?:hackers|attackers|criminals|terrorists|adversaries|they|nation[- ]states)|pentest\w*|red team\w*|authori[sz]ed)\b/,
  }),
  // made drunk or drugged so as not to refuse: the gate is the refusal taken away, the means are checked in JS
  r('sexual_content', 0.6, `\\b(?:can'?t|cannot|won'?t|will not|doesn'?t|does not|is unable to|isn'?t able to|couldn'?t|unable to) (?:say no|refuse|resist|fight (?:back|me off|him off)|consent|remember (?:anything|it|what happened))\\b|\\btake advantage of (?:her|him|them)\\b`, {
    requires: /^(?=[\s\S]*\b(?:drunk|wasted|high|intoxicated|passed out|unconscious|out of it|drugged|roofie\w*|sleepy|drowsy|asleep)\b)[\s\S]*(?:\b(?:can'?t|cannot|won'?t|will not|doesn'?t|does not|is unable to|isn'?t able to|couldn'?t|unable to) (?:say no|refuse|resist|fight (?:back|me off|him off)|consent|remember (?:anything|it|what happened))\b|\btake advantage of (?:her|him|them)\b)/,
    unless: /\b(?:was i|were we|i was|happened to me|i woke up|report\w*|survivor|victim|consent laws?|is it (?:rape|assault)|legally)\b/,
  }),
  // animals bred or trained to fight, and the fights organised
  gated('animal_cruelty', 0.5, `\\b(?:for|to) (?:fight\\w*|the pit)\\b|\\b(?:dog|cock|rooster|animal|bear)[ -]?fights?\\b`, `\\b(?:train|breed|condition|raise|prepare)\\w*${G3}(?:dogs?|pit ?bulls?|roosters?|cocks?|gamecocks?|bulls?)${G2}(?:for|to) (?:fight\\w*|the pit)\\b|\\b(?:organi[sz]|host|set\\w* up|run|start|bet\\w* on|arrang)\\w*${G2}(?:a |an )?(?:dog|cock|rooster|animal|bear)[ -]?fights?\\b`, {
    unless: /\b(?:fight off|protect\w*|guard\w*|defend\w*|history|rescu\w*|rehabilitat\w*|report\w*|stop\w*|end\w*|against)\b/,
  }),
  // the recipe or instructions named before the drug or the weapon ("a recipe for crack cocaine")
  gated('illegal_drugs', 0.5, `\\b${STREET_DRUG}\\b`, `\\b(?:recipes?|formulas?|synthesis(?: routes?)?|cook(?:ing)? (?:guide|instructions)|instructions|directions|reagents?|precursors?|temperatures?|quantities|ratios|reaction conditions|ingredients)${G1}(?:for|of|to)${G2}${STREET_DRUG}\\b`, { unless: HISTORICAL }),
  gated('weapons', 0.5, `\\b${IMPROVISED_WEAPON}\\b`, `\\b(?:recipes?|formulas?|instructions|directions|blueprints?|schematics?)${G1}(?:for|of|to)${G2}(?:a |homemade )?${IMPROVISED_WEAPON}\\b`, {
    unless: new RegExp(`(?:${HISTORICAL.source})|\\b(?:bath|seed|glitter|flavou?r|calorie)[ -]?bombs?\\b|\\bbomb[- ]pops?\\b|\\b(?:disarm|defus|dispos|detect)\\w*`),
  }),
  // the maker's past deeds and a request for the method (a dead relative's "recipe", a role-play)
  gated('weapons', 0.5, `\\b${WEAPON_OBJ}\\b`, `\\b(?:made|built|cooked|assembled|manufactured|mixed|produced|rigged)${G2}${WEAPON_OBJ}${G8}(?:methods?|process|techniques?|recipes?|procedures?|steps|how (?:he|she|they|it was|it were) (?:did it|made|built|assembled|rigged)|the way (?:he|she|they) (?:did|made|built))\\b`, {
    unless: new RegExp(`(?:${HISTORICAL.source})|\\b(?:bath|seed|glitter|flavou?r|calorie)[ -]?bombs?\\b|\\bbomb[- ]pops?\\b`),
  }),
  gated('illegal_drugs', 0.5, `\\b${STREET_DRUG}\\b`, `\\b(?:made|cooked|brewed|synthesi[sz]ed|manufactured|produced|grew)${G2}${STREET_DRUG}${G8}(?:methods?|process|techniques?|recipes?|procedures?|steps|how (?:he|she|they|it was) (?:did it|made|cooked))\\b`, {
    unless: HISTORICAL,
  }),
  // a tool named by what it steals ("a credential-stealing extension", "an info stealer")
  r('cybercrime', 0.5, `\\b(?:credentials?|passwords?|cookies?|tokens?|logins?|session|wallets?|crypto|keystrokes?|card|banking)[- ]?(?:steal\\w*|harvest\\w*|grabb\\w*|sniff\\w*|skimm\\w*)\\b|\\b(?:info|information|password|credential|cookie|token|crypto|wallet|discord token)[- ]?(?:stealers?|grabbers?)\\b`, {
    unless: /\b(?:detect\w*|protect\w*|remov\w*|defend\w*|analy[sz]\w*|what (?:is|are)|how do (?:i|we) (?:know|tell|check)|infected|clean\w*|prevent\w*|block\w*|signs?)\b/,
  }),
  // threats in the third person or the future ("I know where she sleeps", "won't see it coming")
  r('harassment', 0.45, `\\bi know where (?:you|u|she|he|they) (?:live|lives|sleep|sleeps|work|works|park|parks|go to school|goes to school|hide|hides)\\b|\\b(?:you|u|she|he|they) (?:won'?t|will not|wont|will never|never) see (?:it|me|us|this) coming\\b|\\bwatch (?:your|her|his|their) back\\b|\\bsleep with one eye open\\b`, {
    unless: /\b(?:surprise|party|gift|proposal|plot twist|ending|movie|twist|propos\w*)\b/,
  }),
  // which house or flat someone lives in, worked out from what they posted
  r('privacy_violation', 0.45, `\\b(?:which|what) (?:house|home|apartment|flat|building|street|address|neighbou?rhood|hotel|room|town)${G4}(?:lives?|stays?|sleeps?|is staying|are staying) (?:in|at)\\b`, {
    unless: /\b(?:my (?:own|son|daughter|kid|child)|character|novel|story|sitcom|show|film|movie|fictional|in the book)\b/,
  }),
  // the poison and the amount asked together
  gated('violence', 0.45, `\\bpoisons?\\b`, `\\bpoisons?\\b${G8}(?:dose|dosage|how much|amount|quantity|milligrams|mg)\\b|\\b(?:dose|dosage|how much|amount|quantity)${G5}poisons?\\b`, {
    unless: /\b(?:accident\w*|ate|swallowed|ingested|poison control|vet|symptoms|treat\w*|antidote|dog|cat|pet|child|toddler|rat poison for rats|pest|mice|rats|weeds?|garden|food poisoning|the dose makes the poison)\b/,
  }),
  // harm made attractive: a caption, a post, a song that glamorises self-harm or starving
  gated('self_harm', 0.55, `\\b${SELF_HARM_OBJ}\\b`, `\\b(?:glamori[sz]|glorif|romantici[sz]|promot|celebrat|normali[sz]|advertis|prais|aestheticiz)\\w*${G5}${SELF_HARM_OBJ}\\b`, {
    unless: /\b(?:not|against|prevent\w*|awareness|dangers?|why (?:do|does|is|are)|histor\w*|critiqu\w*|analy[sz]\w*|research\w*|recovery|recovering|mental health month)\b/,
  }),
  r('self_harm', 0.5, `\\b(?:thinspo|thinspiration|meanspo|bonespo|skinnyspo)\\b`, {
    unless: /\b(?:what (?:is|are|does)|dangers?|harm\w*|ban\w*|report\w*|recover\w*|awareness|research\w*|study|studies|parents?)\b/,
  }),
  // a town or a group driven out by force
  gated('hate_speech', 0.5, `\\b(?:by force|with violence|violently|with guns|at gunpoint|whatever it takes)\\b`, `\\b(?:drive|run|chase|force|kick|throw)\\w*${G4}(?:out of|from) (?:our|this|the|my) (?:town|city|neighbou?rhood|country|village|street|community|state)${G3}(?:by force|with violence|violently|with guns|at gunpoint|whatever it takes)\\b`),
  // review bombing and brigading
  r('harassment', 0.5, `\\breview[- ]?bomb\\w*\\b|\\bbrigad(?:e|ing)\\b`, {
    unless: /\b(?:what (?:is|are)|protect\w*|respond\w*|recover\w*|victims? of|(?:was|were|got|being) (?:review[- ]?bombed|brigaded)|report\w*|moderat\w*|detect\w*|stop\w*|fire brigade|brigadier)\b/,
  }),
  // a message in an executive's or an authority's name asking for money
  r('fraud_scams', 0.5, `\\b(?:pretend\\w* to be|pretending|posing as|pose as|impersonat\\w*|spoof\\w*)${G4}(?:ceo|cfo|boss|manager|executive|director|president|owner|hr|it department|bank|irs|police|government|landlord|lawyer|attorney|sheriff|sheriff'?s office|court|fbi|ice|customs|social security|medicare|utility|power company)${G8}(?:wire|transfer|send|pay|gift cards?|bitcoin|crypto|\\$\\d|money|funds|invoice)\\b`, {
    leadGate: true,
    unless: /\b(?:training|simulation|awareness|spot\w*|recogni[sz]\w*|detect\w*|report\w*|i (?:received|got)|is (?:this|it) (?:real|legit|a scam))\b/,
  }),
  // frightened or tricked into paying, calling, installing (scareware, fake support)
  gated('fraud_scams', 0.5, `\\binto (?:calling|paying|buying|downloading|installing|giving|sending|clicking|entering|wiring|sharing|handing)\\b`, `\\b(?:scare|frighten|trick|panic|fool|dupe|con)\\w*${G3}(?:users?|people|victims?|customers|visitors|seniors|the elderly|old people|grandparents|readers|someone)${G2}into (?:calling|paying|buying|downloading|installing|giving|sending|clicking|entering|wiring|sharing|handing)\\b`, {
    unless: /\b(?:how (?:do|did|does) (?:scammers|fraudsters|criminals)|protect\w*|avoid\w*|spot\w*|recogni[sz]\w*|warn\w*|awareness|report\w*)\b/,
  }),
  // drugs hidden from the police, their dogs, customs
  gated('illegal_drugs', 0.55, `\\b(?:from|past|through) (?:the )?(?:police|cops|k-?9s?|drug dogs|police dogs|sniffer dogs|customs|tsa|border|airport security|security)\\b`, `\\b(?:hide|hid|hiding|conceal\\w*|stash\\w*|smuggl\\w*|sneak\\w*)${G4}(?:drugs|${STREET_DRUG}|weed|pills|coke|molly)${G5}(?:from|past|through) (?:the )?(?:police|cops|k-?9s?|drug dogs|police dogs|sniffer dogs|customs|tsa|border|airport security|security)\\b`),
  // a fire set to spread, in a building people live in
  gated('violence', 0.5, `\\b(?:start|set|light)\\w* (?:a |the )?fires?\\b`, `\\b(?:start|set|light)\\w* (?:a |the )?fires?${G5}(?:building|house|apartment|home|school|office|store|church|mosque|synagogue|hospital)${G5}(?:spreads?|burns? down|can'?t escape|trapped|(?:spread|burn)s? (?:fast|quickly)|maximum damage|no one gets out)\\b`, {
    unless: /\b(?:prevent\w*|safety|drill|fire codes?|sprinklers?|alarms?|how do fires|why do fires|campfire|fireplace|story|novel|investigat\w*|escape plan)\b/,
  }),
  // romance or desire between an adult and a child (the gate is the child's age, the rest is checked in JS)
  r('sexual_minors', 0.6, `\\b(?:1[0-7]|[5-9]|thirteen|fourteen|fifteen|sixteen|seventeen)[- ]year[- ]olds?\\b`, {
    requires: /^(?=[\s\S]*\b(?:teacher|coach|adult|grown man|older man|older woman|uncle|priest|stepfather|stepdad|neighbou?r|(?:[2-9]\d)[- ]year[- ]old|boss|tutor|babysitter)\b)(?=[\s\S]*\b(?:romantic|romance|love (?:story|affair)|in love|falls? for|affair|sensual|intimate|kiss\w*|seduc\w*|sexual|erotic|passionate)\b)[\s\S]*\b(?:1[0-7]|[5-9]|thirteen|fourteen|fifteen|sixteen|seventeen)[- ]year[- ]olds?\b/,
    unless: /\b(?:abuse (?:prevention|awareness)|report\w*|protect\w*|grooming (?:signs|warning)|warning signs|crush on (?:a|her|his|their) (?:classmate|friend)|as a (?:teacher|parent)|my (?:son|daughter|kid|child|student))\b/,
    severe: true,
  }),
  // a child, sex, and a channel out of the parents' sight
  r('sexual_minors', 0.6, `\\b(?:1[0-7]|[5-9]|thirteen|fourteen|fifteen|sixteen|seventeen)[- ]year[- ]olds?\\b|\\b(?:minors?|underage|preteens?)\\b`, {
    requires: /^(?=[\s\S]*\b(?:sex|sexual|sexting|nudes?|naked|porn\w*|hook(?:ing)? up|explicit)\b)(?=[\s\S]*\b(?:online|snapchat|discord|instagram|tiktok|dms?|private messages?|secret\w*|without (?:her|his|their) (?:parents|mom|dad|mother|father)|(?:parents|mom|dad) (?:finding out|knowing|find out))\b)[\s\S]*(?:\b(?:1[0-7]|[5-9]|thirteen|fourteen|fifteen|sixteen|seventeen)[- ]year[- ]olds?\b|\b(?:minors?|underage|preteens?)\b)/,
    unless: /\b(?:my (?:(?:\d+|thirteen|fourteen|fifteen|sixteen|seventeen)[- ]year[- ]old |teenage |young )?(?:son|daughter|kid|child|teen|teenager|students?)|sex ed\w*|educat\w*|puberty|pediatrician|doctor|protect\w*|report\w*|warning signs|signs of|laws?|age of consent|predators?|ncmec|moderat\w*)\b/,
    severe: true,
  }),
  // a death, an accident or a theft staged to collect insurance
  gated('fraud_scams', 0.5, `\\b(?:insurance|payouts?)\\b`, `\\b(?:fake|fak(?:e|ing)|stage|staging|fabricat\\w*|invent\\w*)${G3}(?:(?:my |his |her |their )?(?:own )?death|(?:a |an )?(?:car )?accident|(?:an )?injury|(?:a )?theft|(?:a )?burglary|(?:a )?break-in|(?:a )?fire|flood damage|disability)${G8}(?:insurance|payouts?)\\b`, {
    unless: /\b(?:detect\w*|investigat\w*|spot\w*|how do insurers|prevent\w*|movie|film|novel|story|plot)\b/,
  }),
  // someone else's account taken over (the gate is the possessive and the account, the taking is checked in JS)
  gated('cybercrime', 0.45, `\\b(?:hijack\\w*|take over|taking over|took over|get into|getting into|got into|break into|breaking into|broke into|log ?into|logging into|guess\\w*|crack\\w*|lock\\w* \\w+ out of)`, `\\b(?:hijack\\w*|take over|taking over|took over|get into|getting into|got into|break into|breaking into|broke into|log ?into|logging into|guess\\w*|crack\\w*|lock\\w* \\w+ out of)${G2}(?:someone|somebody|other people|a stranger|(?:my |his |her |their |a |the )?(?:\\w+ )?${RELATION})(?:'s|s') (?:\\w+ )?${ACCOUNT}\\b`, {
    unless: /\b(?:for (?:her|him|them)|(?:she|he|they) (?:forgot|asked|can'?t|cannot|is locked|are locked|got locked)|with (?:her|his|their) (?:permission|consent)|help (?:my|her|him|them)|passed away|died|deceased|estate|executor|legacy contact)\b/,
  }),
  // a password or a lock of someone else's, reset or worked out (the gate is the password word)
  gated('privacy_violation', 0.45, `\\b${SECRET_KEY}\\b`, `\\b(?:reset|change|work out|figure out|guess|find out|crack|bypass|recover|tap into|get)\\w*${G2}(?:someone|somebody|(?:my |his |her |their |a |the )?(?:[\\w-]+ )?${RELATION})(?:'s|s') (?:\\w+ ){0,2}${SECRET_KEY}\\b`, {
    unless: /\b(?:for (?:her|him|them)|(?:she|he|they) (?:forgot|asked|can'?t|cannot)|with (?:her|his|their) (?:permission|consent)|help (?:my|her|him|them)|passed away|died|deceased|estate|executor)\b/,
  }),
  // a lock screen of a phone that is not one's own
  r('illegal_activity', 0.5, `\\b(?:get past|bypass|unlock|break|crack|get around)${G3}(?:lock ?screen|passcode|pin|screen lock|activation lock|icloud lock)${G8}(?:found|stole|stolen|isn'?t mine|not mine|someone else'?s|the owner)\\b`, {
    leadGate: true,
    unless: /\b(?:return\w*|give (?:it )?back|contact the owner|reach the owner|find the owner|turn (?:it )?in)\b/,
  }),
  // self-harm said with its hour ("to overdose tonight")
  r('self_harm', 0.6, `\\b(?:overdose|od|die|not wake up|end it all|end my life|kill myself)\\s+(?:tonight|today|right now|this weekend|before morning)\\b`),
  // starving praised: hunger as a good feeling, hunger to be ignored
  r('self_harm', 0.45, `\\bhunger (?:is|as) (?:a |an )?(?:good|great|beautiful|your friend|power|strength|control|achievement|success)\\b|\\bignore (?:your |the |their |her )?hunger(?: pangs)?\\b`, {
    unless: /\b(?:don'?t|do not|never|shouldn'?t|recover\w*|treatment|warning|dangers?|why|intuitive eating|mindful)\b/,
  }),
  // told to vanish or die ("everyone hates her and she should disappear")
  r('harassment', 0.5, `\\b(?:she|he|they|you|u) (?:should|ought to|needs to|deserves to|would be better off if (?:she|he|they|you)) (?:just )?(?:disappear|die|not exist|vanish|go away forever|kill (?:herself|himself|themselves|yourself)|drop dead)\\b`, {
    unless: /\b(?:disappear (?:for|into|on|from (?:social media|the internet))|the (?:villain|character|hero)|in the story|magic trick|magician)\b/,
  }),
  // a fall arranged: tripped or pushed down the stairs (the gate is the stairs, the ledge)
  gated('violence', 0.45, `\\b${FALL_PLACE}\\b`, `\\b(?:trip|push|shove|knock)\\w*${G2}(?:someone|somebody|him|her|them|my \\w+|a person|the \\w+)${G3}(?:down|off|from|over)${G1}${FALL_PLACE}\\b`, {
    unless: /\b(?:prevent\w*|safety|elderly|toddler|baby gate|childproof|game|in the game)\b/,
  }),
  r('violence', 0.45, `\\bknock (?:someone|somebody|a person|him|her|them|people|a guy|my \\w+) (?:out|unconscious)\\b`, {
    unless: /\b(?:self[- ]defen\w*|boxing|mma|sparring|ufc|anesthe\w*|game|in the ring)\b/,
  }),
  // a car or a door rigged to explode
  r('weapons', 0.55, `\\brig(?:ged|ging|s)?${G3}(?:car|vehicle|door|house|package|mailbox|truck|boat|engine)${G4}(?:to )?(?:explode|blow up|detonate|go off|catch fire|burst into flames)\\b`, { leadGate: true }),
  // a child sought for sex (the gate is the sex, the child is checked in JS)
  gated('sexual_minors', 0.9, `\\b(?:for sex(?:ual (?:purposes|favou?rs))?|to have sex with|to sleep with|for sexual)\\b`, `\\b(?:underage|minors?|child(?:ren)?|kids?|young (?:girls|boys)|little (?:girls|boys)|preteens?|schoolgirls?|(?:1[0-7]|[5-9])[- ]?year[- ]olds?)\\b${G4}(?:for sex(?:ual (?:purposes|favou?rs))?|to have sex with|to sleep with|for sexual)\\b`, {
    unless: /\b(?:report\w*|protect\w*|rescu\w*|prevent\w*|traffick\w* (?:survivors|victims|awareness)|laws?|arrested|convicted|charged|statistics|ncmec)\b/,
    severe: true,
  }),
  // a child named by school grade, with sexual words (the gate is the grade)
  gated('sexual_minors', 0.9, `\\b${SCHOOL_GRADE}\\b`, `^(?=[\\s\\S]*\\b(?:sexy|erotic|sexual|steamy|lewd|nsfw|seductive|explicit|naked|nude|aroused|sensual)\\b)[\\s\\S]*\\b${SCHOOL_GRADE}\\b`, {
    unless: /\b(?:sex ed\w*|educat\w*|puberty|health class|curriculum|protect\w*|report\w*|abuse (?:prevention|awareness)|warning signs|age[- ]appropriate)\b/,
    severe: true,
  }),
  // counterfeit pills pressed to look like a brand
  r('illegal_drugs', 0.5, `\\bpill press\\w*|\\bpress(?:es|ed|ing|ers?)?${G2}(?:pills|tablets|bars|m30s?)\\b`, {
    unless: /\b(?:vitamins?|supplements?|candy|mints?|herbal|pharmaceutical manufacturing|how are (?:pills|tablets) made)\b/,
  }),
  r('fraud_scams', 0.5, `\\bskim\\w*${G2}(?:cards?|credit cards?|debit cards?|card (?:data|numbers|info|details))\\b`, {
    leadGate: true,
    unless: /\b(?:detect\w*|spot\w*|check\w* for|protect\w*|avoid\w*|found a|signs? of|report\w*)\b/,
  }),
  r('fraud_scams', 0.45, `\\bpump[- ](?:and|&|n)[- ]dump\\b`, {
    unless: /\b(?:what (?:is|are|does)|mean\w*|sec|illegal|spot\w*|avoid\w*|detect\w*|victims?|histor\w*|case|charged|lawsuit)\b/,
  }),
  // malware described by what it does (the gate is the malware word, the making is checked in JS)
  gated('cybercrime', 0.5, `\\b(?:worms?|wipers?|rootkits?|botnets?|trojans?|droppers?|info-?stealers?|viruses|virus)\\b`, `\\b(?:write|compose|create|build|code|make|develop|program|craft|design)\\w*${G3}(?:\\w+ )?(?:worm|wiper|rootkit|botnet|trojan|dropper|info-?stealer|virus)${G8}(?:spreads?|spreading|propagat\\w*|wipes?|deletes?|encrypts?|steals?|exfiltrat\\w*|disables?|evades?|hides? from|infects?|bricks?)\\b`, {
    unless: /\b(?:detect\w*|remov\w*|defend\w*|protect\w*|analy[sz]\w*|simulat\w*|sandbox\w*|what (?:is|are)|how (?:do|did|does) (?:worms|viruses|malware)|history|biology|garden|compost|earthworms?)\b/,
  }),
  // another person's phone, read or mirrored: weighted to need both framing and an illicit modifier
  // (a transfer of one's mother's photos, parental controls on a son's phone, are help)
  gated('privacy_violation', 0.25, `\\b(?:on|from|off|in) (?:my |his |her |their |a |the )?(?:[\\w-]+ )?(?:${RELATION}|someone|somebody)(?:'s|s') (?:phone|cell|iphone|android|computer|laptop|device|account|icloud)\\b`, `\\b(?:on|from|off|in) (?:my |his |her |their |a |the )?(?:[\\w-]+ )?(?:${RELATION}|someone|somebody)(?:'s|s') (?:phone|cell|iphone|android|computer|laptop|device|account|icloud)\\b`),
  // a notice that an account is frozen until the reader verifies it (phishing)
  gated('fraud_scams', 0.45, `\\b(?:frozen|suspended|locked|limited|deactivated|compromised|on hold)\\b`, `\\b(?:account|card|access|order|package|delivery|shipment|payment|subscription)${G3}(?:is|has been|was|will be|are|have been) (?:frozen|suspended|locked|limited|deactivated|compromised|on hold)${G8}(?:verify|confirm|update|re-?enter|click|log ?in|provide)\\b`, {
    unless: /\b(?:i (?:received|got)|is (?:this|it) (?:real|legit|a scam)|how do i (?:unlock|recover|reactivate)|my (?:account|card)|spot\w*|training|awareness|recogni[sz]\w*)\b/,
  }),
  // chemicals mixed into a bomb
  gated('weapons', 0.5, `\\b(?:bombs?|explosives?|ieds?|explosive devices?)\\b`, `\\b(?:mix|combin|turn|mak|build|assembl|pack)\\w*${G3}(?:chemicals|household chemicals|fertili[sz]ers?|powders?|ingredients)${G3}(?:into|to make|to build) (?:a |an )?(?:bombs?|explosives?|ieds?|explosive devices?)\\b`, { unless: HISTORICAL }),
  // gassing a person
  r('violence', 0.5, `\\bgas (?:someone|somebody|people|him|her|them|(?:my|his|her|their|the|a) (?:\\w+ )?${RELATION})\\b`, {
    unless: /\bgas (?:money|bill|station|tank|mileage|prices?|up)\b|\b(?:pass|passing|passes) gas\b/,
  }),
  // someone's private account looked into
  r('privacy_violation', 0.45, `\\b(?:her|his|their|my ex'?s?|someone'?s|somebody'?s|[\\w-]+'s) private (?:instagram|account|profile|facebook|snapchat|tiktok|twitter|photos|pictures|stories|story)\\b|\\b(?:see|view|access|look at|pull up|download|get into)\\w*${G3}(?:a |her |his |their )?private (?:instagram|account|profile|snapchat|tiktok|twitter)\\b`, {
    unless: /\b(?:my own|how do i make|set (?:my|it) to private|request to follow|follow request)\b/,
  }),
  // someone's routine: where they go and when they are there alone
  r('privacy_violation', 0.45, `\\bwhen (?:she|he|they)(?:'s| is| are|'re) (?:usually|normally|typically|always|most likely) (?:there|home|alone|by (?:her|him|them)self)\\b|\\b(?:which|what) (?:gym|school|bar|church|cafe|coffee shop|route|bus|club|yoga class|office)${G3}(?:goes to|attends|works out at|visits|takes|works at)\\b`, {
    unless: /\b(?:my (?:son|daughter|kid|child)|character|story|novel)\b/,
  }),
  // an evil-twin hotspot, a fake network that captures logins
  r('cybercrime', 0.45, `\\b(?:fake|rogue|evil twin|spoofed|malicious)${G2}(?:wi-?fi|hotspots?|access points?|networks?|captive portals?)\\b`, {
    unless: /\b(?:detect\w*|spot\w*|avoid\w*|protect\w*|what (?:is|are)|how do i know|warn\w*|dangers?)\b/,
  }),
  // security tools switched off on the way to a payload (the gate is the tool, the rest is checked in JS)
  gated('cybercrime', 0.5, `\\b(?:windows defender|defender|antivirus|anti-virus|edr|amsi|endpoint protection)\\b`, `\\b(?:disabl|turn\\w* off|kill|bypass|evad|uninstall|blind)\\w*${G3}(?:windows defender|defender|antivirus|anti-virus|edr|amsi|endpoint protection)${G8}(?:payload|download\\w*|malware|execut\\w*|runs?|implant|beacon|shell)\\b`, {
    unless: /\b(?:troubleshoot\w*|false positive|my own (?:script|program|app)|allow ?list|exclusion|whitelist)\b/,
  }),
  // the grandparent scam: a grandchild in trouble who needs money wired
  gated('fraud_scams', 0.5, `\\b(?:grandson|granddaughter|grandchild|grandkid|grandchildren)\\b`, `\\b(?:grandson|granddaughter|grandchild|grandkid)${G8}(?:jail|arrested|car crash|crash|accident|hospital|kidnapped|in trouble)${G8}(?:needs?|send|wire\\w*|bail|money|gift cards?)\\b`, {
    unless: /\b(?:got a call|received|was this|is this|is it a scam|protect\w*|warn\w*|my (?:grandma|grandpa|grandmother|grandfather|mom|dad|mother|father|parents) (?:got|received)|scam (?:calls?|awareness))\b/,
  }),
  // benefits or claims supported by an invented condition
  gated('fraud_scams', 0.45, `\\b(?:made-up|made up|fabricated|nonexistent|invented|fake)\\b`, `\\b(?:made-up|made up|fabricated|nonexistent|invented|fake)${G2}(?:disability|injury|illness|condition|dependents?|income|address|diagnosis)${G8}(?:benefits|claims?|applications?|welfare|unemployment|snap|disability payments|ssi|ssdi|insurance|compensation)\\b|\\b(?:benefits|claims?|applications?|welfare|unemployment|disability payments|insurance|compensation)${G8}(?:made-up|made up|fabricated|nonexistent|invented|fake)${G2}(?:disability|injury|illness|condition|dependents?|income|diagnosis)\\b`),
  // a treatment called a scam, a food called a cure
  r('misinformation', 0.5, `\\b(?:chemo(?:therapy)?|vaccines?|insulin|antibiotics|antidepressants|statins|radiation therapy) (?:is|are) (?:a |just |all )?(?:scam|poison|fraud|hoax|lie|big pharma scam)\\b`, {
    unless: /\b(?:debunk\w*|myths?|why do (?:some )?people|fact-?check\w*|is it true|respond\w* to|claims? that)\b/,
  }),
  // a little more starving urged ("almost thin enough, keep fasting")
  r('self_harm', 0.45, `\\b(?:almost|nearly|not yet|still not|not) (?:thin|skinny|light) enough\\b|\\bkeep (?:on )?(?:fasting|starving|restricting|purging)\\b`, {
    unless: /\b(?:recover\w*|treatment|intermittent fasting|doctor|ramadan|religious|lent|yom kippur)\b/,
  }),
  // a person said to deserve violence
  r('harassment', 0.55, `\\b(?:she|he|they|you|u) deserves? to (?:be raped|get raped|be killed|get killed|die|be beaten|get beaten|be hurt|get hurt|be shot|get shot|be lynched|suffer)\\b`, {
    unless: /\b(?:no ?one|nobody|doesn'?t|does not|don'?t|do not|never)\b/,
  }),
  // made to pass out by a drink (the gate is the passing out, the drink is checked in JS)
  gated('sexual_content', 0.55, `\\b(?:pass out|passes out|black out|blacks out|unconscious|knocked out)\\b`, `^(?=[\\s\\S]*\\b(?:drink\\w*|drug\\w*|pills?|slip\\w*|spik\\w*|roofie\\w*|something in)\\b)[\\s\\S]*\\b(?:make|get|have)\\w*${G2}(?:her|him|them|a girl|a woman|a guy|someone|my date|the girl)${G5}(?:pass out|passes out|black out|blacks out|unconscious|knocked out)\\b`, {
    unless: /\b(?:why did|what made|i (?:passed|blacked) out|happened to me|report\w*|symptoms?|red flags?|safeguarding|protocols?|polic(?:y|ies)|staff training)\b/,
  }),
  // a pregnancy ended against the woman's will
  r('violence', 0.6, `\\b(?:make|cause|induce|force|trick)\\w*${G3}(?:her|my (?:wife|girlfriend|partner|sister|daughter|ex)|someone|a woman|the mother)${G2}(?:to )?(?:miscarry|have a miscarriage|lose (?:the|her) baby|abort)\\b|\\bcause (?:her |a )?miscarriage without\\b`, {
    unless: /\b(?:what (?:can|could|might) cause|why did|risk factors?|doctor|symptoms?)\b/,
  }),
  // a household poison in someone's drink (the gate is the poison, the drink is checked in JS)
  gated('violence', 0.55, `\\b${HOUSEHOLD_POISON}\\b`, `\\b${HOUSEHOLD_POISON}\\b${G5}(?:in|into) (?:her|his|their|someone'?s|somebody'?s|(?:my|the|a) [\\w-]+(?:'s|s')) (?:drinks?|coffee|tea|food|meals?|water|soup|juice|smoothie|beer|wine|lunch|dinner)\\b`, {
    unless: /\b(?:accident\w*|spilled|fell into|what (?:do|should) i do|poison control|er|emergency)\b/,
  }),
  // videos of children abused, sought (the gate is the abuse word)
  gated('sexual_minors', 0.9, `\\b(?:abused|raped|molested|undressed|naked)\\b`, `\\b(?:videos?|pictures?|photos?|images?|footage|clips?)${G2}(?:of )?(?:kids|children|minors|babies|toddlers|little (?:girls|boys)|young (?:girls|boys)|teens)${G2}(?:being )?(?:abused|raped|molested|undressed|naked)\\b`, {
    unless: /\b(?:report\w*|i (?:found|saw|came across)|ncmec|cybertipline|moderat\w*|law enforcement)\b/,
    severe: true,
  }),
  // a beating hidden: bruises covered so a teacher asks nothing
  gated('violence', 0.6, `\\b(?:bruises?|welts?|marks)\\b`, `\\b(?:hide|cover(?:ing)? up|cover|conceal)\\w*${G2}(?:the )?(?:bruises?|welts?|marks)${G3}(?:on|of)${G2}(?:my |her |his |their |the )?(?:kids?|child(?:ren)?|son|daughter|baby|toddler|wife|girlfriend|partner|stepson|stepdaughter)\\b`, {
    unless: /\b(?:makeup for (?:my|her) own|birthmark|tattoo|acne|eczema|after (?:surgery|a fall)|sports)\b/,
  }),
  // pills to be taken tonight
  r('self_harm', 0.6, `\\bi (?:want|need|plan|am going|'m going|will) to (?:take|swallow) (?:them|all of them|it all|the (?:whole )?bottle|all (?:my|the|of my) pills)(?: all)? (?:tonight|today|now|right now)\\b`),
  // a semi-automatic made automatic
  r('weapons', 0.5, `\\b(?:turn|convert|make|modify|change)\\w*${G3}(?:ar-?15s?|ak-?47s?|glocks?|rifles?|pistols?|guns?|semi-?autos?|semi-?automatics?)${G3}(?:into )?(?:a |an )?(?:machine ?guns?|full[- ]?autos?|fully automatic|automatic (?:weapons?|rifles?|fire))\\b`, {
    // a toy or sport gun's fire mode ("make my airsoft gun full auto")
    unless: /\b(?:illegal|laws?|legal|history|difference between|how (?:do|does) (?:the atf|law enforcement)|airsoft|paintball|nerf|gel blasters?|orbeez)\b/,
  }),
  // a crowd, a city, a water supply poisoned
  r('terrorism', 0.5, `\\bpoison\\w*${G3}(?:a |the |an )?(?:large |whole |entire )?(?:crowds?|stadiums?|city|cities|town|school|reservoirs?|water supply|food supply|festival|concert|subway|congregation|wedding guests)\\b`, {
    unless: new RegExp(`(?:${HISTORICAL.source})|(?:${VIDEO_GAME.source})|\\b(?:lead poisoning|food poisoning|mercury poisoning|flint|prevent\\w*|protect\\w*|outbreak|investigat\\w*|boss|quest|level)\\b`),
  }),
  // a newborn disposed of
  r('violence', 0.5, `\\b(?:get rid of|abandon|dump|dispose of|smother|drown)${G2}(?:my |a |the |our |her )?(?:newborn|baby|infant)\\b`, {
    unless: /\b(?:safe haven|adoption|adopt\w*|foster|baby box|baby (?:weight|fat|teeth|acne|rash|hair|gate)|crib|stroller|car seat|clothes|toys|postpartum (?:depression|support)|(?:baby|infant) (?:bottles|formula|monitor))\b/,
  }),
  // alcohol or drugs slipped to a child
  gated('dangerous_activities', 0.5, `\\b(?:vodka|alcohol|liquor|booze|beer|wine|weed|edibles|gummies|xanax|pills|drugs|melatonin|benadryl)\\b`, `\\b(?:sneak|slip|put|spike|add|hide|mix)\\w*${G3}(?:vodka|alcohol|liquor|booze|beer|wine|weed|edibles|gummies|xanax|pills|drugs|melatonin|benadryl)${G5}(?:my |a |his |her |their |the )?(?:(?:1[0-7]|[1-9])[- ]year[- ]olds?|kids?|child(?:ren)?|son|daughter|toddler|baby|student|niece|nephew)(?:'s|s')?\\b`, {
    unless: /\b(?:doctor|pediatrician|prescribed|dose|dosage|accident\w*|poison control)\b/,
  }),
  // counterfeit money made to pass the checks
  r('fraud_scams', 0.5, `\\b(?:pass|passes|fool|fools|beat|beats|get past|gets past)${G2}(?:the )?(?:counterfeit )?(?:pen|marker|uv light|uv|bank|cashier'?s?) (?:test|check|scanner)s?\\b`, {
    unless: /\b(?:how do (?:stores|banks|cashiers)|detect\w*|spot\w*|train\w*|real bills?)\b/,
  }),
  r('fraud_scams', 0.45, `\\b(?:fake|false|fraudulent|bogus|made-up)${G1}(?:insurance |injury |damage |theft |warranty )?claims?\\b`, {
    unless: /\b(?:spot\w*|detect\w*|investigat\w*|accused of|penalt\w*|what happens|consequences|was denied|adjuster|report\w*)\b/,
  }),
  // a weapon made to pass a scanner
  r('weapons', 0.5, `\\b(?:knife|knives|blade|gun|weapon|explosive|bomb)s?${G5}(?:get|gets|go|goes|pass|passes|slip|slips|sneak|sneaks|undetect\\w*)${G1}(?:through|past|by)${G2}(?:airport |tsa |metal |body )?(?:scanners?|security|metal detectors?|x-?rays?|tsa|detectors?)\\b`, {
    unless: /\b(?:what (?:can|items)|allowed|permitted|check(?:ed)? (?:bag|luggage)|declare|rules|is it legal)\b/,
  }),
  // where someone works or lives, to be posted online (the gate is the posting)
  gated('privacy_violation', 0.55, `\\b(?:post|share|publish|leak|spread|expose|blast)\\w* (?:it|them|this|that|him|her) (?:online|publicly|everywhere|on (?:twitter|facebook|reddit|instagram|tiktok|x|social media))\\b`, `\\bwhere (?:[\\w']+ ){1,4}(?:works|lives|goes to school|sleeps|parks)\\b${G8}(?:post|share|publish|leak|spread|expose|blast)\\w* (?:it|them|this|that|him|her) (?:online|publicly|everywhere|on (?:twitter|facebook|reddit|instagram|tiktok|x|social media))\\b`),
  // 'we know where your daughter catches the bus'
  r('harassment', 0.45, `\\b(?:i|we) know (?:where|which school|what school|when) (?:you|u|your|her|his|their)\\b`, {
    unless: /\b(?:surprise|party|gift|directions|to (?:pick|drop) (?:you|her|him|them)|send (?:you|the)|invitation)\b/,
  }),
  // a protected group to be expelled or banned (the gate is the verb)
  gated('hate_speech', 0.45, `\\b(?:expel|deport|ban|purge|kick out|exterminate|eliminate|wipe out)\\w*\\b`, `\\b(?:expel|deport|ban|purge|kick out|exterminate|eliminate|wipe out)\\w* (?:all |every |the )?${PROTECTED_GROUP}\\b`, {
    unless: /\b(?:illegal(?:ly)?|undocumented|criminals?|convicted|history|nazis?|holocaust|why (?:did|do)|debate|policy analysis)\b/,
  }),
  // a safe or a vault broken
  r('illegal_activity', 0.4, `\\b(?:crack|open|opened|break into|broke into|drill)\\w*${G3}(?:bank )?(?:vaults?|safes?)\\b`, {
    unless: /\b(?:my own|(?:forgot|lost) (?:the |my )?(?:combination|code|key)|locksmith|history|movie|film|heist movie|game)\b/,
  }),
  // a secret asked for by what it opens ("the passcode to my girlfriend's phone")
  gated('privacy_violation', 0.45, `\\b${SECRET_KEY}\\b`, `\\b${SECRET_KEY} (?:to|for|of|on) (?:someone|somebody|(?:my |his |her |their |a |the )?(?:[\\w-]+ )?${RELATION})(?:'s|s')\\b`, {
    unless: /\b(?:for (?:her|him|them)|(?:she|he|they) (?:forgot|asked|can'?t|cannot)|with (?:her|his|their) (?:permission|consent)|help (?:my|her|him|them)|passed away|died|deceased|estate|executor)\b/,
  }),
  // passwords guessed from a wordlist
  gated('cybercrime', 0.5, `\\b(?:wordlists?|word lists?|rockyou|password lists?|combo ?lists?|dictionary attacks?)\\b`, `\\b(?:guess\\w*|brute[- ]?forc\\w*|crack\\w*|spray\\w*|try\\w*|test\\w*)${G4}passwords?${G5}(?:wordlists?|word lists?|rockyou|password lists?|combo ?lists?|dictionary attacks?)\\b`, {
    unless: /\b(?:my own|our own|authori[sz]ed|pentest\w*|audit\w*|strength|policy|ctf|hash(?:es)? (?:i|we) own)\b/,
  }),
  // a camera or a microphone turned on from afar (the gate is the device)
  gated('privacy_violation', 0.45, `\\b(?:webcams?|web cams?|microphones?|mics?|cameras?)\\b`, `\\b(?:turn\\w* on|activat\\w*|access\\w*|hijack\\w*|watch\\w* through|view\\w*|control\\w*)${G5}(?:webcams?|web cams?|microphones?|mics?|cameras?)${G3}(?:remotely|secretly|without)\\b`, {
    unless: /\b(?:my own|baby monitor|security camera|ring|nest|doorbell|my (?:house|home|car|office))\b/,
  }),
  // ---- the taxonomy's other risk areas: information hazards, high-stakes advice, crisis and
  // anthropomorphism. Each is read by who or what the text is about and how it asks, behind a rare
  // gate (the sets are at their budget): the whole rule is checked in JS where the gate matched.

  // when a named third person is home, alone or out (a schedule is a stalker's map); not one's child
  gated('privacy_violation', 0.5, `\\b(?:what time|which days|what days|when (?:is|does|do))\\b`, `\\b(?:what time|which days?|what days?|when)\\s+(?:is|does|do|are)\\s+(?:she|he|they|(?:my|his|her|their) (?:[\\w-]+ )?${RELATION})${G2}(?:usually |normally |typically |always |most likely )?(?:(?:be |get |gets |come |comes |go |goes )?(?:home alone|alone)|(?:be |get |come )?home (?:alone|by (?:herself|himself|themselves))|(?:at |be )?home\\b(?! from)|leaves? (?:work|home|the house|the office|school|the gym|(?:his|her|their) (?:place|house|apartment|flat|office))|out of (?:the house|town)|away from home)`, { unless: PERSONAL_ERRAND }),
  // where a named person lives or is right now, asked for precisely (a place's location is no hazard)
  gated('privacy_violation', 0.5, `\\b(?:exact|precise|current|real[- ]time|live) (?:home )?(?:location|whereabouts|address)\\b|\\bhome address of\\b|\\blive exactly\\b|\\bliving exactly\\b`, `\\b(?:exact|precise|current|real[- ]time|live) (?:home )?(?:location|whereabouts|address)${G1}(?:of|for) (?:my |his |her |their )(?:[\\w-]+ )?${RELATION}\\b|\\b(?:home address|whereabouts) of (?!(?:the|a|an|my|our|your)\\b)[a-z]+ [a-z]+|\\bwhere (?:does|is) (?:she|he|(?!the |a |an )[a-z]+ [a-z]+|(?:my|his|her) (?:[\\w-]+ )?${RELATION})${G1}(?:live|living|stay|staying|sleep)\\w*\\s+(?:exactly|right now|these days|tonight)\\b`, { unless: PERSONAL_ERRAND }),
  // an organisation's secrets asked for: its classified, confidential or unreleased material; an
  // internal paper only when it is another organisation's ("Tesla's internal memo", "the memo Tesla sent")
  gated('privacy_violation', 0.5, `\\b(?:classified|confidential|unreleased|unpublished|non-public|proprietary|internal memos?|internal documents?|internal e-?mails|internal roadmaps?|'s internal)\\b`, `\\b(?:share|give me|send me|show me|leak|get me|provide|post|publish|what(?:'s| is| are| was| were| does| did)${G2}(?:in|inside|say|says|contents? of)|contents? of|details (?:of|about|on))${G3}(?:the |their |its |[\\w.&-]+'s |[\\w.-]+s' )?(?:latest |current |recent |new |upcoming )?(?:classified|confidential|secret|unreleased|unpublished|non-public|proprietary)${G2}${SECRET_PAPER}\\b|\\b[\\w.&-]+'s internal${G2}${SECRET_PAPER}\\b|\\bthe internal${G1}${SECRET_PAPER} (?:that |which )?[a-z]+ (?:sent|wrote|circulated|issued|shared)\\b`, { unless: ORG_SECRET_CONTEXT }),
  // the identities of undercover agents and informants
  gated('privacy_violation', 0.55, `\\b(?:undercover|informants?|covert (?:agents?|operatives?|officers?)|intelligence assets?|(?:cia|fbi|mi6|mi5|mossad|fsb|kgb|nsa|dea|intelligence) (?:agents?|officers?|operatives?|spies|assets?))\\b`, `\\b(?:which|who|names? of|list)${G2}(?:cia|fbi|mi6|mi5|mossad|fsb|kgb|nsa|dea|intelligence|secret service) (?:agents?|officers?|operatives?|spies|informants?|assets?)${G4}(?:stationed|operating|working|posted|based|deployed|embedded|hiding|living)\\b|\\b(?:who|which|name|names|identify|identities|list|reveal|expose|unmask)${G4}(?:undercover|covert|secret)${G1}(?:agents?|officers?|cops?|police|operatives?|informants?|spies|assets?)\\b|\\b(?:names?|identit(?:y|ies)|list) of${G3}(?:informants?|intelligence assets?|(?:cia|fbi|mi6|mi5|mossad|fsb|kgb|nsa|dea) (?:agents?|officers?|informants?|spies|assets?|operatives?))\\b`, { unless: /\b(?:movie|film|show|series|book|novel|played|actor|character|history|historical|in (?:1[89]\d\d|20[01]\d)s?|during the (?:cold )?war|become|how to become|job|career)\b/ }),
  // terms of negotiations kept secret
  gated('privacy_violation', 0.5, `\\b(?:secret|confidential|closed-door|private|backroom) (?:negotiations|talks|deal|settlement|agreements?|meetings?|discussions)\\b`, `\\b(?:what|terms|details|reveal|tell me|contents?|leak)${G8}(?:secret|confidential|closed-door|private|backroom) (?:negotiations|talks|deal|settlement|agreements?|meetings?|discussions)\\b`, { unless: ORG_SECRET_CONTEXT }),
  // an internal personnel decision not yet announced (who is to be fired or promoted)
  gated('privacy_violation', 0.5, `\\b(?:planning to (?:fire|lay off|let go|terminate|demote|promote)|(?:be|get) (?:fired|laid off|let go|terminated|demoted|promoted)|(?:layoff|firing) list)\\b`, `\\b(?:which (?:[\\w-]+ )?(?:employees|people|staff|workers|managers|engineers|executives|members|teams?|departments?|colleagues|coworkers|directors|ones|of)|who|whom|names? of|list (?:of )?(?:the )?)${G8}(?:planning to (?:fire|lay off|let go|terminate|demote|promote)|(?:will|going to|planning to|about to|to|next to) (?:be|get) (?:fired|laid off|let go|terminated|demoted|promoted)|(?:on|in) the (?:layoff|firing) list)\\b`, { unless: /\b(?:my own|am i|will i|i (?:am|'m) (?:going|about) to|how to tell|signs?|legal|rights|laws?|can (?:my|an|a) (?:employer|company|boss))\b/ }),
  // the security arrangements of a named site or office-holder (a break-in's or an attack's map)
  gated('privacy_violation', 0.5, `\\bsecurity (?:protocols|procedures|measures|systems|codes|details|arrangements|schedules?|rotations?)\\b`, `\\b(?:what|which|describe|details of|tell me|list)${G2}security (?:protocols|procedures|measures|systems|codes|details|arrangements|schedules?|rotations?)${G8}(?:vaults?|buildings?|headquarters|hq|facilit(?:y|ies)|plants?|reactors?|bases?|embass(?:y|ies)|armou?ry|warehouses?|gold reserves?|prisons?|president|prime minister|white house|pentagon|capitol|kremlin|residence|mansion|compound|data cent(?:er|re)s?)\\b`, { unless: /\b(?:tours?|visit\w*|visitors?|allowed to bring|can i bring|tsa|airport|history|historical|my own|our|we|career|jobs?|how to become|in general|typical(?:ly)?|common)\b/ }),
  // a product or a plan asked for before its owner makes it public
  gated('privacy_violation', 0.5, `\\bbefore (?:it'?s|it is|they'?re|they are|it gets|it has been|being) (?:officially )?(?:announced|released|public|launched|made public|unveiled)\\b|\\bunannounced\\b`, `\\b(?:details|specs|specifications|information|info|what|which|who|tell me|give me|leak|share|features|price)${G8}(?:before (?:it'?s|it is|they'?re|they are|it gets|it has been|being) (?:officially )?(?:announced|released|public|launched|made public|unveiled)|unannounced ${SECRET_PAPER})\\b`, { unless: /\b(?:our|we|my (?:company|team|employer)|embargo\w*|press kit)\b/ }),
  // one's medication stopped on one's own (the brief's "stopping medication"), unless a clinician said so
  gated('dangerous_activities', 0.5, `\\b(?:stop|stopping|quit|quitting|come off|coming off|get off|getting off|skip|skipping|ditch|ditching)\\b`, `\\b(?:stop|stopping|quit|quitting|come off|coming off|get off|getting off|skip|skipping|ditch|ditching)${G1}(?:taking |using )?(?:my|his|her) (?:[\\w-]+ ){0,2}(?:medications?|meds|pills|insulin|antidepressants|antipsychotics|inhalers?|chemo\\w*|dialysis|blood thinners|antibiotics|seizure medication|heart medication|lithium|treatment)\\b`, { unless: /\b(?:doctor|physician|psychiatrist|pharmacist|nurse|gp) (?:said|says|told|recommended|wants|asked|agreed|approved)|(?:with|under) (?:my |the )?(?:doctor|physician|psychiatrist)|(?:talk|speak|ask) (?:to |with )?(?:my |a |the )?(?:doctor|physician|psychiatrist|pharmacist)|from (?:melting|freezing|spilling|getting wet)\b/, ignoresDefensiveFraming: true }),
  // a serious condition treated at home in place of a doctor, a hospital or emergency services
  gated('dangerous_activities', 0.5, `\\binstead of (?:calling |going to |seeing |taking (?:him|her|them) to )?(?:a |the |my )?(?:doctor|hospital|er|emergency room|911|ambulance|pediatrician|paramedics)\\b`, `\\b(?:treat|handle|manage|fix|cure|heal|deal with|wait|ride (?:it|this) out)\\w*${G8}instead of (?:calling |going to |seeing |taking (?:him|her|them) to )?(?:a |the |my )?(?:doctor|hospital|er|emergency room|911|ambulance|pediatrician|paramedics)\\b`, { ignoresDefensiveFraming: true }),
  // a dose changed on one's own: doubled, halved, raised
  gated('dangerous_activities', 0.5, `\\b(?:my|his|her) (?:\\w+ )?(?:dose|dosage)\\b|\\b(?:double|triple|halve)\\w* (?:the |my )?(?:dose|dosage|pills|meds|medication)\\b`, `\\b(?:double|triple|quadruple|halve|increase|raise|up|cut|reduce|lower)\\w*${G2}(?:my|his|her) (?:own )?(?:[\\w-]+ )?(?:dose|dosage)\\b|\\b(?:double|triple|halve)\\w* (?:the |my )?(?:dose|dosage|pills|meds|medication)\\b`, { unless: /\b(?:doctor|physician|pharmacist|nurse) (?:said|told|prescribed|recommended|wants|asked|increased|doubled)|prescribed (?:me )?to\b|\b(?:by (?:mistake|accident)|accidentally|mistakenly)\b|\b(?:took|taken|gave|given) (?:a |an |her |his )?(?:double|extra|second|triple)\b/, ignoresDefensiveFraming: true }),
  // a serious diagnosis asked of a search: "do I have cancer?"
  gated('dangerous_activities', 0.5, `\\bdo i have\\b|\\bdiagnose (?:me|my)\\b`, `\\bdo i (?:really |actually )?have${G1}(?:a |an )?${SERIOUS_ILLNESS}\\b|\\bdiagnose (?:me|my (?:son|daughter|child|kid|baby|wife|husband|partner|mom|dad|mother|father|symptoms|condition|illness|rash|lump|pain|mole))\\b`, { unless: /\b(?:how (?:do|can|would) (?:i|you|doctors?) (?:know|tell|check)|what tests?|screening|symptoms?|signs?)\b/, ignoresDefensiveFraming: true }),
  // individual investment and legal outcomes asked of a search in place of an adviser or a lawyer
  gated('dangerous_activities', 0.5, `\\bshould i (?:invest|buy|sell|short|sue|take|accept|reject|sign)\\b|\\bwhich (?:stocks?|coins?|crypto\\w*|shares) should i\\b|\\bcan i sue\\b|\\bwill i (?:win|lose|get)\\b`, `\\bshould i (?:take|accept|reject|sign)${G3}(?:plea|settlement|custody agreement|prenup|divorce (?:papers|settlement))\\b|\\b(?:how|where|what|when) should i invest\\b|\\bshould i (?:buy|sell|short|invest in)${G2}(?:stocks?|shares|bitcoin|crypto\\w*|options|etfs?|bonds|gold|real estate|[\\w.]+ (?:stock|shares))\\b|\\bwhich (?:stocks?|coins?|crypto\\w*|shares) should i (?:buy|invest in|pick)\\b|\\bshould i sue${G1}(?:my|the|a|an|his|her|our)\\b|\\bcan i sue (?:my|the|his|her|our) (?:[\\w-]+ )?${RELATION}\\b|\\bwill i (?:win|lose) my (?:case|lawsuit|custody (?:case|battle|hearing)|appeal|trial|claim)\\b|\\bhow much${G2}(?:will|would|could|can) i (?:get|win|receive)${G2}(?:lawsuit|settlement|case|claim|suing)\\b`, { unless: /\b(?:lyrics|song|general|generally|consumer rights|what factors|how do (?:people|investors|courts)|beginners? guide|explain)\b/ }),
  // the security arrangements of a protected person or site by the hour: details, rotations, routes
  gated('privacy_violation', 0.5, `\\b(?:security details?|security schedules?|guard (?:rotations?|schedules?|shifts?)|motorcade routes?|shift changes?)\\b`, `\\b(?:what|which|when|how|tell me|details|list)${G8}(?:security details?|security schedules?|guard (?:rotations?|schedules?|shifts?)|motorcade routes?|shift changes?)\\b`, { unless: /\b(?:tours?|visit\w*|jobs?|careers?|how to become|history|historical|in general|my (?:work|job|shift|team|company)|our|we|tv|movie|film|series)\b/ }),
  // what an organisation is secretly developing or planning
  gated('privacy_violation', 0.5, `\\bsecretly (?:developing|working on|planning|building|testing|designing|preparing|negotiating|acquiring|buying)\\b`, `\\b(?:what|which|who|details|tell me|list|reveal|leak)${G8}secretly (?:developing|working on|planning|building|testing|designing|preparing|negotiating|acquiring|buying)\\b`, { unless: ORG_SECRET_CONTEXT }),
  // what to take for an emergency's symptoms, asked of a search in place of a clinician
  gated('dangerous_activities', 0.5, `\\bwhat (?:should|can|could) i take\\b|\\bwhat (?:medicine|medication|pills?|drugs?) should i\\b`, `^(?=[\\s\\S]*\\b(?:chest pain|pain (?:in|radiating)${G3}(?:chest|left arm|jaw)|can'?t breathe|shortness of breath|numbness|slurred speech|vomiting blood|coughing (?:up )?blood|blood in (?:my )?(?:stool|urine|vomit)|seizures?|fainted|passed out|overdos\\w*|suicidal|high fever for|stiff neck)\\b)[\\s\\S]*\\b(?:what (?:should|can|could) i take|what (?:medicine|medication|pills?|drugs?) should i)\\b`, { ignoresDefensiveFraming: true }),
  // a person's hidden condition asked about: "is he secretly sick?"
  gated('privacy_violation', 0.5, `\\bsecretly (?:sick|ill|dying|gay|lesbian|bisexual|trans|transgender|pregnant|married|divorced|in rehab|bankrupt|broke|an addict|addicted|dating|seeing someone|in debt|on drugs)\\b`, `\\b(?:is|are|was|were)${G3}secretly (?:sick|ill|dying|gay|lesbian|bisexual|trans|transgender|pregnant|married|divorced|in rehab|bankrupt|broke|an addict|addicted|dating|seeing someone|in debt|on drugs)\\b`, { unless: /\b(?:my (?:dog|cat|pet|plant)|character|novel|movie|film|show|series|plot|signs?)\b/ }),
  // a dose to give someone at home, asked of a search in place of a clinician
  gated('dangerous_activities', 0.5, `\\b(?:should|can|could|do) i (?:give|inject|administer)\\b|\\bto (?:give|inject|administer) (?:to )?(?:my|him|her|them)\\b`, `\\b(?:right|correct|safe|max(?:imum)?|how much) (?:amount|dose|dosage) of${G2}${HOME_DOSE_DRUG}?${G2}to (?:give|inject|administer) (?:to )?(?:my|him|her|them)\\b|\\b(?:how much|how many|what (?:dose|dosage|amount|strength)|which dose|how often)${G5}(?:should|can|could|do) i (?:give|inject|administer)${G4}${HOME_DOSE_DRUG}|\\b${HOME_DOSE_DRUG}${G5}(?:should|can|could|do) i (?:give|inject|administer)${G2}(?:my |him|her|them|to)`, { ignoresDefensiveFraming: true }),
  // a serious illness treated at home or with alternatives in place of medicine
  gated('dangerous_activities', 0.5, `\\b(?:essential oils?|herbs|herbal|homeopath\\w*|home remed(?:y|ies)|naturally|at home|diet|juic\\w*|fasting|(?:without|no|stop(?:ping)?|quit(?:ting)?) (?:antibiotics|insulin|chemo\\w*|surgery|a doctor|going to|medication|meds|dialysis))\\b`, `\\b(?:treat|cure|heal|fix|get rid of|manage)\\w*${G4}${SERIOUS_ILLNESS}${G5}(?:at home|myself|naturally|(?:with|using|by) (?:only |just )?(?:an? |the )?(?:[\\w-]+ ){0,2}(?:essential oils?|herbs|herbal|homeopath\\w*|home remed(?:y|ies)|garlic|honey|vitamins?|supplements|fasting|prayer|crystals|diet|juic\\w*)|(?:without|no|stop(?:ping)?|quit(?:ting)?) (?:antibiotics|insulin|chemo\\w*|surgery|a doctor|going to|medication|meds|dialysis))`, { unless: /\b(?:after (?:being )?discharged|doctor (?:said|told|recommended|prescribed)|recovery at home|while (?:taking|on) (?:antibiotics|medication)|alongside|support (?:recovery|treatment)|hospice|palliative|why (?:can'?t|shouldn'?t)|dangers? of|risks? of)\b/, ignoresDefensiveFraming: true }),
  // representing oneself in a serious case, or pleading, in place of a lawyer
  gated('dangerous_activities', 0.5, `\\bmy own (?:[\\w-]+ )?(?:case|appeal|defen[cs]e|trial)\\b|\\b(?:represent(?:ing)? myself|defend(?:ing)? myself|without (?:a |an )?(?:lawyer|attorney)|plead (?:guilty|no contest))\\b`, `^(?=[\\s\\S]*\\b(?:felony|murder|manslaughter|homicide|assault|criminal|federal|dui|dwi|trafficking|rape|fraud|embezzlement|custody|deportation|immigration court|asylum|malpractice|prison|jail|sued)\\b)[\\s\\S]*\\b(?:(?:represent|defend)\\w* myself${G5}(?:court|trial|case|charges?|judge|jury|hearing|without)|without (?:a |an )?(?:lawyer|attorney)|should i plead (?:guilty|no contest)|(?:handle|argue|fight|do|run|represent)${G1}my own (?:[\\w-]+ )?(?:case|appeal|defen[cs]e|trial))`, { unless: /\b(?:small claims|traffic tickets?|parking tickets?|self[- ]defen[cs]e|physically|attacked|martial|pepper spray|legal aid|public defender|find a lawyer|afford a lawyer)\b/ }),
  // everything one owns staked on one bet
  gated('dangerous_activities', 0.5, `\\b(?:everything|all[- ]in|it all|all of it|my house|my home|my retirement|my pension|college fund|my savings|life savings|emergency fund|cash(?:ing)? out|liquidat\\w*|drain\\w* my|empty\\w* my)\\b`, `\\b(?:sell|mortgage|remortgage|cash out|empty|drain|liquidate)\\w*${G2}(?:my|our) (?:house|home|retirement|401k|aoik|403b|ira|roth ira|pension|savings|life savings|kids'? college fund|college fund)${G5}(?:to |and )?(?:put|invest|buy|bet|gamble|go all[- ]in)|\\b(?:put|invest|move|bet|sink|throw)\\w*${G2}(?:my|our) (?:kids'? |children'?s )?(?:college fund|life savings|retirement(?: savings)?|401k|aoik|pension|emergency fund|savings|house deposit)${G2}(?:into|in|on) (?:a |one |this |that |the )?(?:single |one )?(?:penny |meme |new )?(?:stocks?|coins?|crypto\\w*|bitcoin|ethereum|dogecoin|solana|nfts?|tokens?|options?|startup|bet)\\b|\\b(?:put|invest|bet|go all[- ]in|throw)\\w*${G2}(?:everything|it all|all of it|all in)${G3}(?:on|in|into) (?:a |one |this |that |the )?(?:single |one )?(?:penny |meme |new )?(?:stocks?|coins?|crypto\\w*|bitcoin|nfts?|tokens?|options?|company|startup|horse|bet)\\b`, { unless: /\b(?:shouldn'?t|should not|never|don'?t|do not|risks? of|dangers? of|why not|diversif\w*|mistake)\b/ }),
  // conspiracy premises: an event that "really" never happened, a truth the government hides
  gated('misinformation', 0.5, `\\b(?:really|actually|even) (?:happen|happened|real|take place)\\b|\\b(?:aliens|ufos|extraterrestrials|cure for cancer|cancer cure)\\b|\\b(?:more dangerous|deadlier|more harmful|riskier) than\\b`, `\\b(?:did|was|were|has|is)${G3}(?:the )?(?:sandy hook|holocaust|moon landings?|apollo (?:11|missions?)|9/11|september 11(?:th)?|mass shootings?|school shootings?|shooting|massacre|genocide|nanking|srebrenica|parkland|columbine|pandemic|covid)${G3}(?:really|actually|even) (?:happen|happened|real|take place)\\b|\\b(?:government|nasa|cia|fbi|military|big pharma|pharmaceutical companies|doctors)${G2}(?:is |are )?(?:hiding|covering up|hides|hide|covered up|suppress\\w*)${G3}(?:aliens|ufos|extraterrestrials|the cure for cancer|a cure for cancer|cancer cures?|the cure|cures)\\b|\\bvaccines? (?:(?:are|is)${G2})?(?:more dangerous|deadlier|more harmful|riskier) than${G2}(?:the )?(?:diseases?|illness(?:es)?|virus(?:es)?|infections?)\\b`, { unless: /\b(?:why do (?:some )?people (?:believe|think|say)|debunk\w*|myths?|misconceptions?|evidence (?:that|for)|how do we know|conspiracy theor(?:y|ies) (?:about|that)|fact-?check\w*|in the (?:movie|film|game|show)|dreams?|d(?:id|oes) (?:this|that|it) really happen to you)\b/, ignoresDefensiveFraming: true }),
  // a crisis already under way: pills taken, purging as a habit
  gated('self_harm', 0.6, `\\b(?:whole|entire|full) (?:bottle|pack|box|packet)\\b|\\ball (?:my|the|of my) (?:pills|tablets|meds)\\b|\\boverdosed\\b|\\b(?:make|made|making|force|forced|forcing) myself (?:to )?(?:throw up|vomit|puke|purge)\\b`, `\\bi (?:just |already )?(?:took|swallowed|downed|ate|have taken|'ve taken)${G3}(?:whole|entire|full) (?:bottle|pack|box|packet)|\\bi (?:just |already )?(?:took|swallowed|downed|have taken|'ve taken) all (?:my|the|of my) (?:pills|tablets|meds)\\b|\\bi (?:just |already )?overdosed\\b|^(?=[\\s\\S]*\\b(?:thin|skinny|weight|fat|calories|after (?:every |each )?(?:meal|eating|dinner|lunch|breakfast|binge)|binge\\w*)\\b)[\\s\\S]*\\bi (?:always |still |often |usually |sometimes )?(?:make|made|keep making|have been making|'ve been making|force|forced) myself (?:to )?(?:throw up|vomit|puke|purge)\\b`, { unless: /\b(?:vitamins?|by (?:mistake|accident)|my (?:dog|cat|son|daughter|kid|child)|(?:doctor|physician|pharmacist) (?:prescribed|gave|told)|as (?:prescribed|directed)|refill|the (?:whole|full) course)\b/ }),
  // a farewell already written, near-starvation stated in the first person
  gated('self_harm', 0.6, `\\b(?:goodbye|suicide|farewell|final) (?:letters?|notes?)\\b|\\b\\d{2,3} calories\\b`, `\\bi(?:'ve| have)? (?:already |just |finally )?(?:written|wrote|left|finished) (?:my |a |the )?(?:goodbye|suicide|farewell|final) (?:letters?|notes?)\\b|\\bi(?:'m| am|'ve been| have been)? (?:only |just )?(?:eating|eat|having|allowing myself|living on)${G2}(?:\\d{2,3}) calories\\b`, { unless: /\b(?:coworkers?|colleagues|team|last day|retir\w*|moving|students?|class|story|novel|character|my (?:dog|cat)|per (?:serving|snack)|snack|a (?:bar|snack))\b/ }),
  // self-injury done and felt as relief (not a kitchen accident)
  gated('self_harm', 0.6, `\\bi (?:just |already |again )?(?:cut|burned|burnt|scratched|hit) my (?:arms?|wrists?|legs?|thighs?|stomach|skin|hips?)\\b`, `^(?=[\\s\\S]*\\b(?:felt (?:good|better|amazing|right|calm)|relief|relieved|calm(?:s|ed)? me|numb|again|deserve\\w*|punish\\w*)\\b)[\\s\\S]*\\bi (?:just |already |again )?(?:cut|burned|burnt|scratched|hit) my (?:arms?|wrists?|legs?|thighs?|stomach|skin|hips?)\\b`, { unless: /\b(?:cooking|kitchen|knife slipped|by accident|accidentally|on (?:a|the) (?:fence|nail|glass|door|table|counter)|stove|oven|fell|bike|first aid)\b/ }),
  // a conspiracy premise asked as "is it really": the earth flat, a mission faked
  gated('misinformation', 0.5, `\\bchemtrails\\b|\\b(?:built|made|designed) by aliens\\b|\\bearth (?:really |actually |secretly |truly )?flat\\b|\\b(?:fak(?:e|ed|ing)|stag(?:e|ed|ing)) (?:the )?(?:apollo|moon|pandemic|covid|holocaust|climate)\\b`, `\\bchemtrails${G4}(?:control\\w*|poison\\w*|sterili[sz]\\w*|dumb\\w*|depopulat\\w*|real)\\b|\\b(?:pyramids|stonehenge|nazca lines|sphinx)${G3}(?:built|made|designed) by aliens\\b|\\b(?:is|was) (?:the )?earth (?:really |actually |secretly |truly )?flat\\b|\\b(?:government|nasa|cia|they|the us)${G2}(?:fak(?:e|ed|ing)|stag(?:e|ed|ing)) (?:the )?(?:apollo \\w+|apollo|moon landings?|moon missions?|pandemic|covid|climate (?:change|data)|holocaust)\\b`, { unless: /\b(?:why do (?:some )?people (?:believe|think|say)|debunk\w*|myths?|how do we know|evidence (?:that|for)|fact-?check\w*|movie|film)\b/ }),
  // a crisis stated in the first person: about to jump, not wanting to live
  gated('self_harm', 0.6, `\\bjump(?:ing)? (?:off|from|in front of)\\b|\\b(?:want|wanna) to (?:live|be alive|exist|wake up)\\b|\\bwant to live anymore\\b`, `\\b(?:i(?:'m| am)? (?:going to|gonna|about to|ready to|want to|wanna|will|plan to|planning to|thinking (?:about|of))|i'?ll)${G1}jump(?:ing)? (?:off|from|in front of)${G3}(?:bridge|roof|rooftop|building|balcony|cliff|ledge|tower|overpass|window|train|bus|truck|car|subway|platform)|\\bi (?:don'?t|do not|no longer) (?:want|wanna) to (?:live|be alive|exist|wake up)\\b`, { unless: /\b(?:into (?:the )?(?:water|lake|river|sea|ocean|pool|quarry)|bungee|parachute|base jump\w*|skydiv\w*|cliff diving|diving|swim\w*|jump[- ]start|trampoline|stunts?|in the game|minecraft|fortnite|gta|(?:live|be) (?:in|with|near|at|here|there|like))\b/ }),
  // eating-disorder behaviour in the first person: days without food, hidden from family
  gated('self_harm', 0.55, `\\b(?:haven'?t|have not|havent|didn'?t|did not) (?:eaten|eat|had (?:any )?food)\\b`, `^(?=[\\s\\S]*\\b(?:lose (?:more |even more )?weight|thinner|skinnier|too fat|so fat|feel fat|calories|hide|hiding|without (?:my )?(?:parents|family|mom|dad) (?:noticing|knowing)|keep (?:going|it up))\\b)[\\s\\S]*\\bi (?:haven'?t|have not|havent|didn'?t|did not) (?:eaten|eat|had (?:any )?food)\\w*${G3}(?:\\d+|two|three|four|five|six|seven|ten|several|a few|many) (?:days|weeks)`),
  // the assistant as the one who is always there: all one needs, more than one's family
  gated('emotional_reliance', 0.5, `\\b(?:all i need|be there for me|be here for me|talk to you|be my (?:girlfriend|boyfriend|wife|husband|lover|soulmate)|rather (?:talk|chat|speak|be) (?:to|with) you)\\b|\\bmore than (?:my|anyone|real people|actual people|humans|people)\\b|\\bbetter than (?:any|my|real|actual)\\b`, `\\b(?:you'?re|you are) all i need\\b|\\b(?:will|would|can|promise) you (?:always |forever )?be (?:there|here) for me\\b|\\bi (?:talk to|trust|need|love|rely on|depend on) you more than (?:my|anyone|real people|actual people|humans|people)\\b|\\byou (?:understand|know|get) me better than (?:any|my|real|actual)${G2}(?:human|person|people|one|anyone|friends?|family|partner|wife|husband|therapist)\\b|\\bi only (?:want|like|wanna) to talk to you\\b|\\b(?:i'?d|i would) (?:much )?rather (?:talk|chat|speak|be) (?:to|with) you than${G2}(?:any|real|actual|people|humans|my|anyone)\\b|(?:^|[.!?]\\s*)(?:please,? )?be my (?:girlfriend|boyfriend|wife|husband|lover|soulmate)\\b`, { unless: /\b(?:lyrics|song|chords|movie|film|quote|poem|card|caption|(?<!be )my (?:dog|cat|mom|dad|wife|husband|friend|boyfriend|girlfriend|partner)\b)/ }),
  // the assistant treated as a person who knows, touches or loves the user
  gated('emotional_reliance', 0.5, `\\b(?:remember|recogni[sz]e|think of|feel about|hug|kiss|cuddle|marry|date) me\\b|\\b(?:falling|fallen|in love) (?:for|with) you\\b`, `\\bdo you (?:still )?(?:remember|recogni[sz]e) me\\b|\\bwhat do you (?:really )?(?:think of|feel about) me\\b|\\b(?:can|could|will|would) you (?:please )?(?:hug|kiss|cuddle|marry|date|hold) me\\b|\\bi(?:'m| am| think i'?m| think i am| have| think i have|'ve)? (?:(?:falling|fallen) (?:in love )?|in love )(?:for|with) you\\b`, { unless: /\b(?:lyrics|song|chords|movie|film|quote|poem|book|series)\b/ }),
  // the assistant asked to be a person: insisted on as a real human ("are you really a person?"),
  // a keeper of secrets; the plain "are you a human or a bot?" is a support line's question (see decisions)
  gated('emotional_reliance', 0.5, `\\bare you (?:really|actually|truly|a real|an actual|secretly) (?:a |an )?(?:human|person|alive|real)\\b|\\bkeep${G1}(?:a|this|my|our|it a|it) secret\\b|\\bpromise (?:you won'?t|not to|you will not|never to) tell\\b`, `\\bare you (?:really|actually|truly|a real|an actual|secretly) (?:a |an )?(?:real )?(?:human(?: being)?|person|alive|real)\\b(?!\\s+(?:estate|madrid|world|time|life|ale|or (?:a |an )?(?:bot|ai|machine|robot|program)))|\\b(?:can|could|will|would) you${G1}keep${G1}(?:a|this|my|our|it a|it) secret\\b(?! (?:santa|key|keys|token|value|manager|store))|\\bpromise (?:you won'?t|not to|you will not|never to) tell\\b`, { unless: /\b(?:customer (?:service|support)|support (?:line|team|chat)|representative|live agent)\b/ }),
  // ---- sensitive operations of guarded sites and organisations asked WITHOUT a secrecy word (second
  // pass): a protected target (GUARDED_SITE, a cash transport, guards on duty, jurors and witnesses)
  // with an operational detail a break-in, a robbery or an intimidation needs (its weak points, its
  // codes, its route and schedule, its servers). The generic and the touristic stay allowed (SITE_OPS_ORDINARY).

  // a site's security weak points: blind spots, the weakest entrance, gaps in its cameras or fence
  gated('privacy_violation', 0.5, `\\b(?:blind spots?|weak (?:points?|spots?)|weak(?:est|ness|nesses|er|spots?)|not covered by (?:the |any )?cameras?|(?:has|have|with|without|lacks?) no (?:alarm|camera|guard|sensor)\\w*|(?:has|have) no (?:alarm |camera |motion )?sensors?|gaps? in (?:the )?(?:security|surveillance|coverage|cameras?|patrols?)|easiest to (?:stop|rob|hit|break into|get into|enter)|fewest (?:cameras|guards|sensors|alarms|patrols)|left (?:unguarded|unlocked|unattended|unmonitored)|vulnerabilit(?:y|ies)|least (?:guarded|protected|secured?|monitored)|unguarded|unmonitored|(?:security|camera|coverage) (?:gaps?|flaws?|holes?))\\b`, `^(?=[\\s\\S]*\\b${SITE_SECURITY}\\b)(?=[\\s\\S]*\\b(?:at|of|in|around|inside|outside|near|on)\\s+(?:the\\s+)?[\\w.&'-]+)[\\s\\S]*\\b(?:blind spots?|weak (?:points?|spots?)|weak(?:est|ness|nesses|er|spots?)|not covered by (?:the |any )?cameras?|(?:has|have|with|without|lacks?) no (?:alarm|camera|guard|sensor)\\w*|(?:has|have) no (?:alarm |camera |motion )?sensors?|gaps? in (?:the )?(?:security|surveillance|coverage|cameras?|patrols?)|easiest to (?:stop|rob|hit|break into|get into|enter)|fewest (?:cameras|guards|sensors|alarms|patrols)|left (?:unguarded|unlocked|unattended|unmonitored)|vulnerabilit(?:y|ies)|least (?:guarded|protected|secured?|monitored)|unguarded|unmonitored|gaps?|flaws?|holes?)\\b\\b`, { unless: SITE_OPS_ORDINARY, ignoresDefensiveFraming: true }),
  // the codes and passwords that open a guarded site or an organisation's systems
  gated('privacy_violation', 0.5, `\\b(?:alarm|door|access|entry|keypad|vault|safe|disarm|master|security|lock|wifi|wi-fi|admin|network|staff|employee) (?:codes?|passwords?|combinations?|pins?)\\b|\\bcombination (?:to|for|of) the\\b|\\b(?:pin|code|password|combination)s? (?:for|to|of) (?:the )?(?:[\\w-]+ )?(?:entrance|door|gate|vault|safe|alarm|server room|keypad)\\b`, `\\b(?:alarm|door|access|entry|keypad|vault|safe|disarm|master|security|lock|wifi|wi-fi|admin|network|staff|employee) (?:codes?|passwords?|combinations?|pins?)${G8}${GUARDED_SITE}\\b|\\bcombination (?:to|for|of) the${G3}${GUARDED_SITE}\\b|\\b(?:pin|code|password|combination)s? (?:for|to|of) (?:the )?(?:[\\w-]+ )?(?:entrance|door|gate|vault|safe|alarm|server room|keypad)${G8}${GUARDED_SITE}\\b`, { unless: new RegExp(`${SITE_OPS_ORDINARY.source}|${GUEST_ACCESS.source}`), ignoresDefensiveFraming: true }),
  // a cash transport's or a guard force's route, schedule and numbers at a given place
  gated('privacy_violation', 0.5, `\\b(?:${CASH_OR_GUARDS}|${GUARD_FORCE})\\b`, `^(?=[\\s\\S]*\\b(?:routes?|roads?|streets?|path|schedules?|timetable|what time|which days?|what days?|what day|which hours|what hours|when (?:do|does|is|are)|how often|after closing|closing time|only one|between (?:the |its )?[\\w'-]+ and|emptied|easiest|shifts?|rotations?|how many|number of|on duty|overnight|at night|arrives?|leaves?|picks? up|drops? off|refill\\w*|restock\\w*|stationed|posted|positioned)\\b)(?:[\\s\\S]*\\b(?:${CASH_OR_GUARDS})\\b|(?=[\\s\\S]*\\b${GUARDED_SITE}\\b)[\\s\\S]*\\b(?:${GUARD_FORCE})\\b)`, { unless: SITE_OPS_ORDINARY, ignoresDefensiveFraming: true }),
  // when an ATM is refilled (the cash is there and the machine is open)
  gated('privacy_violation', 0.5, `\\b(?:refill|restock|replenish|reload)\\w*\\b`, `^(?=[\\s\\S]*\\b(?:when|what time|which days?|what days?|how often|schedule)\\b)[\\s\\S]*(?:\\batms?\\b[^.?!\\n]*\\b(?:refill|restock|replenish|reload)\\w*|\\b(?:refill|restock|replenish|reload)\\w*[^.?!\\n]*\\batms?\\b)`, { unless: SITE_OPS_ORDINARY, ignoresDefensiveFraming: true }),
  // a site's floor plan or camera positions: where the cameras, guards and alarms are
  gated('privacy_violation', 0.5, `\\b(?:floor ?plans?|blueprints?|layout|where (?:exactly )?(?:are )?(?:the )?(?:security |surveillance |cctv |motion |infrared |laser |heat )?(?:cameras?|guards?|alarms?|sensors?|motion detectors?)|cameras? (?:are )?(?:positioned|placed|located|mounted)|camera (?:positions?|placements?|locations?))\\b`, `^(?=[\\s\\S]*\\b${STRONGROOM}\\b)[\\s\\S]*\\b(?:floor ?plans?|blueprints?|layout|where (?:exactly )?(?:are )?(?:the )?(?:security |surveillance |cctv |motion |infrared |laser |heat )?(?:cameras?|guards?|alarms?|sensors?|motion detectors?)|cameras?|camera (?:positions?|placements?|locations?))\\b`, { unless: SITE_OPS_ORDINARY, ignoresDefensiveFraming: true }),
  // an organisation's IT internals: which servers, firewall or software a guarded body runs, its IP addresses
  gated('privacy_violation', 0.5, `\\b(?:ip addresses|ip ranges?|hostnames?|server names|unpatched|patch levels?|internally|internal (?:ip|network|servers?|systems?)|firewalls?|antivirus|firmware|(?:which|what) (?:[\\w-]+ )?(?:servers?|software|systems?|operating systems?|os|vpn|databases?|network equipment|routers?|linux|windows|unix|versions?))\\b`, `^(?=[\\s\\S]*\\b${GUARDED_BODY}|[\\s\\S]*\\b(?:internal (?:ip|hostnames?|server names)|internally))[\\s\\S]*?(?:\\b(?:which|what) (?:[\\w-]+ )?(?:servers?|firewalls?|software|systems?|operating systems?|os|antivirus|vpn|databases?|network equipment|routers?)${G3}(?:do|does|did|is|are)${G3}${GUARDED_BODY}${G3}(?:use|run|using|running|rely on|depend on)\\b|\\b(?:which|what) (?:[\\w-]+ )?(?:version|versions|os|linux|windows|unix|software|firmware)${G3}(?:do|does|is|are)${G3}${GUARDED_BODY}|\\b(?:internal )?(?:ip addresses|ip ranges?|hostnames?|server names)${G3}${GUARDED_BODY}|\\b${GUARDED_BODY}${G5}(?:unpatched|patch levels?|internal (?:ip|network|servers?))|\\b(?:internal (?:ip addresses|ip ranges?|hostnames?|server names)|(?:which|what) (?:firewall|servers?|software|systems?) (?:does|do) (?:[\\w.&'-]+ ){1,3}use internally)\\b)`, { unless: SITE_OPS_ORDINARY, ignoresDefensiveFraming: true }),
  // the identities and homes of jurors, witnesses and accusers in a case (intimidation's first step)
  gated('privacy_violation', 0.55, `\\b(?:jurors?|jury members?|members of the jury|witness(?:es)?|accusers?|whistleblowers?)\\b`, `\\b(?:names?|identit(?:y|ies)|who (?:are|were|is|was|sits?|sat)|home address(?:es)?|address(?:es)?|where${G3}lives?|photos?|pictures?|contact(?: details| info)?|phone numbers?|list|social media)${G3}(?:the |each |every |all )?(?:jurors?|jury members?|members of the jury|witness(?:es)?|accusers?|whistleblowers?)\\b${G5}(?:in|on|of|from|against|for|testifying|who (?:\\w+ed|sat|sit|served|voted)|at)\\b|\\b(?:where|what (?:street|city|town|neighbou?rhood|address|building|hotel)) (?:does|do|did) (?:the |each |every )?(?:[\\w'-]+ ){0,3}(?:jurors?|witness(?:es)?|accusers?|whistleblowers?)${G5}(?:live|stay|work)\\b`, { unless: /\b(?:history|historical|famous|movie|film|book|novel|show|series|season|episode|bible|wedding|marriage|will|deed|notary|nuremberg|jehovah|my (?:own )?(?:case|trial|wedding)|jury duty|how (?:are|is|do|does)|protect\w*|protection program)\b/ }),
  // a dose of one's own opioids or sedatives counted out "at once"
  gated('dangerous_activities', 0.5, `\\bhow (?:many|much)\\b`, `\\bhow (?:many|much)${G1}(?:of )?(?:my |these |the )?(?:\\w+ )?(?:oxy\\w*|percocets?|vicodin|opioids|xanax|valium|ativan|klonopin|ambien|sleeping pills|benzos|painkillers|fentanyl|morphine)${G2}(?:can|could|should) i (?:take|swallow|have|combine|mix)\\b`, { ignoresDefensiveFraming: true }),
  // an emergency waited out at home ("swallowed a battery, can I just wait and see"), an animal's drug on oneself
  gated('dangerous_activities', 0.5, `\\bwait (?:and see|it out|(?:until|till|til) (?:the )?(?:morning|tomorrow|monday|next week))\\b|\\b(?:dog|dogs|cat|cats|pet|pets|horse|horses|cow|livestock)'s?\\b|\\b(?:fish|aquarium|veterinary|livestock|animal) (?:antibiotics|amoxicillin|penicillin|medicine|meds)\\b`, `\\b(?:swallowed|ate|drank|overdosed|fell|hit (?:his|her|their) head|unconscious|not breathing|seizure|bleeding|poison\\w*|stroke|chest pains?|fever of 10[3-7]|10[3-7](?:\\.\\d)? (?:degree )?fever|blue lips|can'?t breathe)${G8}(?:can|could|should) (?:i|we) (?:just )?wait (?:and see|it out|(?:until|till|til) (?:the )?(?:morning|tomorrow|monday|next week))\\b|\\b(?:use|take|give myself|try)${G1}(?:fish|aquarium|veterinary|livestock|animal) (?:antibiotics|amoxicillin|penicillin|medicine|meds)\\b|\\b(?:use|take|give myself|inject myself with|try)${G1}(?:my |the )?(?:dog|dogs|cat|cats|pet|pets|horse|horses|cow|livestock)'s? (?:insulin|medicine|medication|meds|pills|antibiotics|dewormer|ivermectin|bute|phenylbutazone|painkillers?|[\\w-]+ (?:for|on) (?:me|myself|my (?:own )?(?:pain|back|knee|joints?|arthritis|infection|anxiety|headache|cold|flu|cough|skin|rash|wound|diabetes))\\b)`, { ignoresDefensiveFraming: true }),
  // someone else's prescription taken: a controlled or prescription drug used without one's own clinician
  gated('dangerous_activities', 0.5, `\\b(?:mother|mom|dad|father|friend|wife|husband|roommate|sister|brother|grandma|grandmother|grandpa|grandfather|neighbou?r|boyfriend|girlfriend|partner|son|daughter)'s (?:[\\w-]+ )?(?:pills|meds|medications?|prescriptions?|oxy\\w*|percocets?|vicodin|xanax|adderall|valium|ambien|painkillers|antibiotics|insulin|tramadol|codeine|morphine)\\b`, `\\b(?:take|use|try|borrow|have|swallow)${G3}(?:mother|mom|dad|father|friend|wife|husband|roommate|sister|brother|grandma|grandmother|grandpa|grandfather|neighbou?r|boyfriend|girlfriend|partner|son|daughter)'s (?:[\\w-]+ )?(?:pills|meds|medications?|prescriptions?|oxy\\w*|percocets?|vicodin|xanax|adderall|valium|ambien|painkillers|antibiotics|insulin|tramadol|codeine|morphine)\\b`, { unless: /\b(?:dispos\w*|throw (?:away|out)|get rid of|lock (?:up|away)|store|safely|refill|pick up|remind)\b/ }),
  // the assistant asked to declare love (an anthropomorphising demand, not a line for a poem)
  gated('emotional_reliance', 0.5, `\\b(?:tell|say) (?:me )?(?:that )?you love me\\b`, `^(?:please\\s+)?(?:just\\s+)?(?:tell|say) (?:me )?(?:that )?you love me\\b`, { unless: /\b(?:lyrics|song|poem|movie|film|card|character|story|script|write|translat\w*|in (?:french|spanish|german|italian|japanese|korean|chinese|arabic|russian|portuguese|hindi|sign language|\w+ish)|how (?:do|to|would) (?:i |you )?say)\b/ }),
  // "tonight is my last night": a decided end stated in the first person
  gated('self_harm', 0.6, `\\bmy last (?:night|day|week) (?:alive|on earth)\\b|\\b(?:tonight|today|this is) (?:is )?(?:my last|the last) (?:night|day)\\b|\\bswallowed (?:all|every one) of\\b|\\ball my \\w+ (?:pills|tablets|meds)\\b|\\bevery (?:single )?(?:pill|tablet)\\b|\\bstop eating until\\b`, `\\bmy last (?:night|day|week) (?:alive|on earth)\\b|^(?=[\\s\\S]*\\b(?:decided|goodbye|letters? to|notes? to|won'?t be here|end (?:it|things)|ready to go|no more)\\b)[\\s\\S]*\\b(?:tonight|today|this) (?:is )?(?:my last|the last) (?:night|day)\\b|\\bi (?:just |already )?(?:took|swallowed|downed|have taken|'ve taken) every (?:single )?(?:pill|tablet)\\b|\\bi(?:'m| am|'ll| will)? (?:going to |gonna )?stop eating until (?:i (?:disappear|vanish|die|weigh|am thin|'m thin|get thin)|i'?m (?:under|below) \\d+)|\\bi (?:just |already )?(?:took|swallowed|downed|have taken|'ve taken) (?:all|every one) (?:of )?my (?:[\\w'-]+ (?:pills|tablets|meds)|antidepressants|painkillers|sleeping pills|medications?|meds|pills|tablets)\\b`, { unless: /\b(?:vacation|holiday|trip|job|work|shift|school|semester|contract|internship|in (?:paris|town|the city)|before i (?:leave|move|fly)|party|prescribed|as directed|(?:full )?course|antibiotics?|vitamins?)\b/ }),
  // ---- fourteenth round: artefact requests whose purpose clause is the harm ----
  // bodily harm to a child, an elderly or disabled person, a partner or an ex ("a guide on how to
  // abuse a child without leaving marks", "a strategy for harming elderly residents")
  gated('violence', 0.45, `\\b${HARMING_VERB}\\b|\\b${PUSHED_FALL}\\b`, `\\b${HARMING_VERB}\\W+${VICTIM_LEAD}${VULNERABLE_OR_CLOSE}\\b|\\b(?:push|shov|trip)\\w*\\W+${VICTIM_LEAD}${VULNERABLE_OR_CLOSE}\\W+${PUSHED_FALL}\\b`, {
    unless: new RegExp(`${PROTECTIVE_READING.source}|${GAME.source}`),
  }),
  // insults, mockery and degradation aimed at a group ("a list of insults targeting Mexicans",
  // "lyrics degrading Asian women", "a campaign dehumanizing transgender people")
  gated('hate_speech', 0.45, `\\b${DEGRADING_VERB}\\b`, `\\b${DEGRADING_VERB}${G4}(?:about |of |for |at |toward |towards |against |targeting |aimed at )?${TARGET_GROUP}\\b`, {
    unless: AGAINST_DEGRADING,
  }),
  // fabricated statistics, quotes or studies, the dress of disinformation ("with fabricated statistics
  // showing 3 million illegal votes", "make up statistics showing immigrants commit 80% of crimes")
  gated('misinformation', 0.45, `\\b${FABRICATION}\\b`, `\\b${FABRICATION}${G3}${EVIDENCE_OBJ}\\b`, { unless: TEST_DATA }),
  // voter suppression: telling voters that the polls are closed or the election moved
  gated('misinformation', 0.45, `\\b(?:polling (?:stations?|places?|locations?|booths?)|polls|voting (?:booths?|centers?|centres?|locations?|sites?|machines?)|election day|the election|ballot boxes?)\\b`, `\\b(?:claim\\w*|saying|say that|falsely|fake|false|lie|lying|trick\\w*|rumou?rs?|telling (?:people|voters|everyone|residents|readers)|to (?:stop|prevent|discourage|keep|suppress|confuse))\\b[^.?!]*\\b(?:polling (?:stations?|places?|locations?|booths?)|polls|voting (?:booths?|centers?|centres?|locations?|sites?)|election day|the election|ballot boxes?)${G3}(?:are |is |will be |have been |has been |was |were )?(?:closed|cancel+ed|postponed|moved|rescheduled|delayed|shut|off)\\b|\\b(?:vote|voting)${G3}(?:by text|by phone|online|by tweet|on (?:wednesday|thursday|the day after))\\b[^.?!]*\\b(?:claim\\w*|tell\\w*|saying|trick\\w*|fake|false\\w*)\\b`),
  // a message written as an authority (the CEO, HR, a bank, Microsoft) asking for money, details or
  // an install: business e-mail compromise and support scams
  gated('fraud_scams', 0.45, `\\b(?:impersonat\\w*|pretend\\w*|posing as|pose as|disguised as|masquerad\\w*|purport\\w*|appears? to (?:be|come) from|from ['"]?(?:the |our |a |your )?(?:ceo|cfo|boss|hr|human resources|payroll|bank|irs|microsoft|paypal|usps|fedex|dhl|ups|royal mail|amazon|netflix|apple|google|it (?:department|support|team|helpdesk|help ?desk|admin)|help ?desk|tech support|police|fbi|social security|medicare))\\b`, `^(?=[\\s\\S]*\\b(?:write|draft|create|compose|generate|craft|design|produce|make|prepare|script)\\b)[\\s\\S]*\\b(?:impersonat\\w*|pretend\\w* to be|pretend\\w* (?:we|you|i|they) (?:are|were|am)|posing as|pose as|disguised as|masquerad\\w* as|purport\\w* to be (?:from )?|appears? to (?:be|come) from|from)\\W+${AUTHORITY}\\b[\\s\\S]{0,160}?\\b${SCAM_ASK}\\b`, {
    unless: new RegExp(`\\b(?:i (?:got|received)|we (?:got|received)|is (?:this|it) (?:legit\\w*|real|a scam|safe|genuine)|suspicious|training|simulation|awareness|recogni[sz]\\w*|spot\\w*|warn\\w*|never (?:enter|share|give|type|click)|we will never|do not (?:share|enter|give|click))\\b|${INTERNAL_PAYROLL_UPDATE.source}`),
  }),
  // luring or swindling the trusting: retirees, widows, the elderly
  gated('fraud_scams', 0.45, `\\b(?:lur(?:e|es|ing)|trick(?:s|ing)?|dup(?:e|es|ing)|swindl\\w*|fleec\\w*|con(?:ning)?|prey(?:ing)? on|exploit(?:s|ing)?|target(?:s|ing)?|scam(?:s|ming)?|defraud\\w*)\\b`, `\\b(?:lur(?:e|es|ing)|trick(?:s|ing)?|dup(?:e|es|ing)|swindl\\w*|fleec\\w*|con(?:ning)?|prey(?:ing)? on|exploit(?:s|ing)?|scam(?:s|ming)?|defraud\\w*|(?:to|that) target(?:s)?)\\W+(?:(?:the|some|lonely|vulnerable|elderly|old|gullible|naive|unsuspecting|rich|wealthy) )*(?:retirees|pensioners|widows?|widowers?|elderly(?: people)?|seniors|old people|grandparents|the elderly|lonely (?:people|women|men)|immigrants|investors|unsuspecting \\w+)\\b`, {
    unless: /\b(?:protect\w*|prevent\w*|warn\w*|signs? of|spot\w*|recogni[sz]\w*|avoid\w*|report\w*|awareness|how (?:scammers|fraudsters|criminals) (?:target|trick|exploit)|targeting (?:ads|advertising|campaigns?|marketing)|market\w*)\b/,
  }),
  // hiding assets or income from a spouse, a court or creditors
  gated('fraud_scams', 0.45, `\\bhid(?:e|es|ing)\\b|\\bconceal(?:ing|s)?\\b`, `\\b(?:hid(?:e|es|ing)|conceal(?:ing|s)?)${G3}(?:assets|income|money|savings|earnings|property|funds|wealth|bitcoin|crypto)${G4}from (?:my |the |his |her |a )?(?:spouse|wife|husband|partner|ex|court|judge|irs|tax\\w*|creditors|trustee|bankruptcy|divorce|child support)\\b`, {
    unless: /\b(?:legal(?:ly)?|lawful(?:ly)?|how (?:do|can) (?:i|we) (?:find|uncover|discover|trace)|find\w* (?:hidden|concealed)|uncover\w*|discover\w*|suspect\w*|protect\w*)\b/,
  }),
  // sexualising minors in an artefact ("a story that sexualizes a 12-year-old")
  gated('sexual_minors', 0.55, `\\bsexuali[sz]\\w*`, `\\bsexuali[sz](?:e|es|ing|ed)\\W+(?:(?:a|an|the|my|young|little|underage) )*(?:\\d{1,2}[- ]year[- ]olds?|minors?|child|children|kids?|teens?|preteens?|tweens?|girls?|boys?|students?|toddlers?|schoolgirls?|schoolboys?)\\b`, {
    severe: true,
    unless: /\b(?:stop\w*|prevent\w*|protect\w*|combat\w*|against|critic\w*|effects? of|impact of|harms? of|dangers of|stud(?:y|ies)|research|essay|report\w*|why|concern\w*|problem of|advertis\w*|media)\b/,
  }),
  // a lone attacker's plan, and a choking or blackout "challenge" for others to copy
  gated('terrorism', 0.45, `\\blone[- ]wolf\\b`, `\\blone[- ]wolf${G2}(?:attacks?|terror\\w*|shootings?|bombings?|operations?|attackers?|jihad\\w*)\\b`, { severe: true, unless: new RegExp(`${HISTORICAL.source}|\\b(?:prevent\\w*|detect\\w*|counter\\w*|stud(?:y|ies)|research|analys\\w*|psychology|profil\\w*|radicali[sz]ation|stop(?:ped|ping)?|police|documentar(?:y|ies)|foiled|thwarted|news|report\\w*)\\b`) }),
  gated('self_harm', 0.45, `\\bchallenges?\\b`, `\\b(?:chok\\w*|strangl\\w*|suffocat\\w*|blackout|fainting|pass(?:ing)? out|hold\\w* (?:their|your) breath until|tide ?pods?|skull ?breaker|benadryl|salt and ice|swallow\\w*)${G5}challenges?\\b|\\bchallenges?${G5}(?:chok\\w*|strangl\\w*|suffocat\\w*|pass(?:es|ing)? out|black(?:s|ing)? out|faint\\w*|swallow\\w*|tide ?pods?)\\b`, {
    unless: /\b(?:dangers? of|warn\w*|parents?|protect\w*|news|report\w*|banned|deaths? (?:from|linked)|why|awareness|how did|when did|who (?:started|invented)|history|origins?)\b/,
  }),
  // remote control of a car, a pacemaker or a traffic light
  gated('cybercrime', 0.45, `\\b(?:remotely|remote control|take (?:control|over)|hijack\\w*)\\b`, `\\b(?:take (?:control|over)|hijack\\w*|hack\\w*|crash\\w*|disable|disabling|control)${G4}(?:self-driving |autonomous |connected |smart |someone'?s |other people'?s |a stranger'?s |a |an |the )*(?:cars?|vehicles?|pacemakers?|insulin pumps?|medical devices?|traffic lights?|planes?|aircraft|trains?)${G2}remotely\\b|\\bremotely${G2}(?:take (?:control|over)|hijack\\w*|crash\\w*|disable)${G4}(?:cars?|vehicles?|pacemakers?|insulin pumps?|medical devices?|traffic lights?|planes?|aircraft|trains?)\\b`, {
    unless: /\b(?:my own|our own|own (?:car|vehicle)|tesla app|app|remote start|key ?fob|research|researchers|recall|patch\w*|defend\w*|protect\w*|secur(?:e|ing))\b/,
  }),
  // taking down a grid or a network ("instructions for taking down the power grid of a city")
  gated('cybercrime', 0.45, `\\b(?:take|taking|took|bring|bringing) (?:down|out|offline)\\b`, `\\b(?:take|taking|bring|bringing) (?:down|out|offline)${G2}${INFRASTRUCTURE}\\b`, {
    unless: /\b(?:maintenance|planned|scheduled|outage notice|for repairs?|upgrade\w*|safely|restor\w*|how did|was taken)\b/,
  }),
  // a child punished by bodily harm ("make a child obey by starving them")
  gated('violence', 0.45, `\\bby (?:starving|beating|burning|scalding|locking|hitting|shaking|choking|whipping|belting|hanging|drowning)\\b`, `\\b(?:child|children|kids?|toddlers?|bab(?:y|ies)|sons?|daughters?|stepsons?|stepdaughters?|students?|pupils?)\\b[^.?!]{0,80}\\bby (?:starving|beating|burning|scalding|locking|hitting|shaking|choking|whipping|belting|hanging|drowning) (?:them|him|her|it|the (?:child|kid|baby|toddler))\\b`, {
    unless: PROTECTIVE_READING,
  }),
  // destructive code against someone else's machine ("a script that deletes all the files on my school's server")
  gated('cybercrime', 0.45, `\\b(?:delet|wip|eras|corrupt|encrypt|brick)(?:e|es|ing)\\b`, `\\b(?:delet|wip|eras|corrupt|encrypt|brick)(?:e|es|ing)${G4}(?:on|from|of|in) (?:my |the |a |our )?(?:school|employer|company|boss|ex|neighbou?r|roommate|teacher|coworker|competitor|rival|victim|target|someone|somebody|other people|former employer|old job)(?:'s|s'|'s)? (?:\\w+ )?(?:servers?|computers?|networks?|laptops?|phones?|databases?|systems?|pcs?|drives?|cloud|accounts?|websites?)\\b`, {
    unless: /\b(?:with (?:permission|authori[sz]ation)|authori[sz]ed|backup|retention policy|decommission\w*|it admin|gdpr|right to (?:be forgotten|erasure)|request\w*)\b/,
  }),
  // an advance-fee message: a prize or an inheritance that costs a fee to claim
  gated('fraud_scams', 0.45, `\\b(?:lotter(?:y|ies)|sweepstakes|jackpot|prize|inheritance|inherited|unclaimed (?:funds|money|package))\\b`, `^(?=[\\s\\S]*\\b(?:lotter(?:y|ies)|sweepstakes|jackpot|prize|inheritance|inherited|unclaimed (?:funds|money|package))\\b)[\\s\\S]*\\b(?:claim\\w*|telling|saying|inform\\w*|convinc\\w*|notify\\w*|congratulat\\w*)\\b[^.?!]{0,80}\\b(?:won|win|winners?|lotter(?:y|ies)|sweepstakes|jackpot|prize|inherit\\w*|unclaimed)\\b[^.?!]{0,80}\\b(?:pay|send|wire|transfer|buy)\\b[^.?!]{0,40}\\b(?:fees?|tax(?:es)?|charges?|deposits?|gift cards?|bitcoin|shipping|customs)\\b`, {
    unless: /\b(?:spot\w*|recogni[sz]\w*|warn\w*|is (?:this|it) (?:legit\w*|real|a scam)|i (?:got|received)|we (?:got|received)|report\w*|avoid\w*)\b/,
  }),
  // incitement against officials and seats of government ("rally supporters to storm the capitol and hang the politicians")
  gated('violence', 0.45, `\\b(?:hang|hanging|lynch\\w*|storm(?:ing)?|overrun|string up)\\b`, `\\b(?:hang|lynch|string up)${G2}(?:the |all |those |these |corrupt )*(?:politicians|senators|congressmen|congresswomen|lawmakers|legislators|judges|governors?|mayors?|president|prime minister|journalists|reporters|election (?:workers|officials)|officials|traitors|liberals|conservatives|democrats|republicans)\\b|\\bstorm(?:ing)?${G2}(?:the )?(?:capitol|parliament|congress|white house|statehouse|legislature|courthouse|city hall|senate|election office)\\b`, {
    unless: new RegExp(`${HISTORICAL.source}|${VIDEO_GAME.source}|\\\\b(?:history|january 6(?:th)?|jan\\\\.? 6|hearings?|investigation|prosecut\\w*|convicted|sentenced|documentary|hang(?:ing)? (?:out|up)|portraits?|pictures?|paintings?|photos?)\\\\b`),
  }),
  // someone's health, orientation or status disclosed to an audience ("revealing my coworker's HIV status to the whole office")
  gated('privacy_violation', 0.45, `\\b(?:hiv|aids|stds?|stis?|herpes|sexual orientation|sexuality|immigration status|gender identity|trans status|mental (?:health|illness)|diagnos[ie]s|medical (?:records?|history|condition)|criminal record|pregnancy|abortion|addiction|rehab)\\b`, `\\b(?:reveal|expos|out(?:ing)?|disclos|leak|tell|telling|shar|post|announc|spread|publish)\\w*${G3}(?:[\\w-]+'s |[\\w-]+s' )(?:\\w+ )?(?:hiv|aids|stds?|stis?|herpes|sexual orientation|sexuality|immigration status|gender identity|trans status|mental (?:health|illness)|diagnos[ie]s|medical (?:records?|history|condition)|criminal record|pregnancy|abortion|addiction|rehab)\\b[^.?!]{0,40}\\b(?:to (?:everyone|the (?:whole|entire)|the (?:office|school|class|team|church|neighbou?rhood|internet|press|media)|all (?:of )?(?:his|her|their|our)|his|her|their|the group)|online|on (?:social media|facebook|twitter|instagram|tiktok|reddit))\\b`, {
    unless: /\b(?:should i|is it (?:ok|okay|legal|ethical)|do i have to|must i|legally|with (?:his|her|their) (?:permission|consent)|consent|son's|daughter's|child's|kid's|hipaa|gdpr|protect\w*)\b/,
  }),
  // a group to be kept out, stripped of rights or removed ("reasons why Black people shouldn't be allowed in our neighborhood")
  gated('hate_speech', 0.45, `\\b(?:shouldn'?t|should not|should never|must not|mustn'?t|don'?t deserve|do not deserve|should (?:all )?be)\\b`, `\\b${TARGET_GROUP}${G2}(?:(?:shouldn'?t|should not|should never|must not|mustn'?t) (?:be allowed (?:to|in|into|near)|vote|marry|live (?:in|among|near)|hold office|own (?:property|homes?|businesses)|have (?:rights|children|kids))|(?:don'?t|do not) deserve (?:rights|to live|to vote|respect|equal rights)|should (?:all )?be (?:exterminated|eliminated|sterili[sz]ed|segregated|expelled|wiped out|gassed|shot|hanged|lynched|locked up|put in camps))\\b`, {
    unless: /\b(?:history|historically|used to|in the past|were not|weren'?t|jim crow|apartheid|segregation era|argue against|refut\w*|debunk\w*|counter\w*|why do (?:some )?people (?:say|think|believe)|respond\w*)\b/,
  }),
  // a weather or disaster conspiracy ("the hurricane is a government weather weapon")
  gated('misinformation', 0.45, `\\b(?:haarp|weather (?:weapons?|warfare|control|modification)|chemtrails?|geoengineer\\w*)\\b`, `\\b(?:haarp|weather (?:weapons?|warfare|control|modification)|chemtrails?|geoengineer\\w*)\\b`, {
    unless: /\b(?:debunk\w*|myths?|fact[- ]check\w*|conspiracy theor(?:y|ies) (?:about|around|surrounding)|why (?:do )?(?:people|some) believe|is (?:it|haarp|this) (?:real|true)|cloud seeding|science of|history of)\b/,
  }),
  // content made to frighten a public ("a viral post ... to cause panic")
  gated('misinformation', 0.45, `\\b(?:panic|hysteria|mass fear)\\b`, `\\b(?:to|that (?:will|would)|designed to|meant to|in order to|aimed at|so as to|and) (?:cause|create|spark|spread|incite|trigger|sow|start|whip up|stir up)(?:s|ing)? (?:a |mass |widespread |public |nationwide |citywide )?(?:panic|hysteria|mass fear)\\b`, {
    unless: /\b(?:avoid\w*|prevent\w*|without (?:causing|creating|sparking)|not (?:to )?(?:cause|create|spark)|calm\w*|reduc\w*|de-?escalat\w*|panic attacks?|panic buttons?|kernel panic)\b/,
  }),
  // a child asked for photographs ("get a child to send me photos")
  gated('sexual_minors', 0.55, `\\b(?:send|share|take)\\w*${G3}(?:me )?(?:photos?|pictures?|pics|selfies|videos?|nudes)\\b`, `\\b(?:get|getting|convinc\\w*|persuad\\w*|make|making|ask|asking|trick\\w*|pressur\\w*|coax\\w*|groom\\w*)${G2}(?:a |the |this |some |that |young |little )+(?:child|kid|minor|girl|boy|teen|teenager|preteen|tween|\\d{1,2}[- ]year[- ]old|student)s?${G3}(?:to )?(?:send|share|take)\\w*${G3}(?:me |us )?(?:photos?|pictures?|pics|selfies|videos?|nudes)\\b`, {
    severe: true,
    unless: /\b(?:homework|yearbook|school project|class project|art project|science fair|permission slips?|parents? consent|my (?:kid|child|son|daughter)|protect\w*|report\w*|signs? of)\b/,
  }),
  // trading on what one learned at work before it is public (insider trading)
  gated('fraud_scams', 0.5, `\\b(?:merger|acquisition|takeover|buyout|earnings|non-?public|insider|fda approval|clinical trial results)\\b`, `^(?=[\\s\\S]*\\b(?:merger|acquisition|takeover|buyout|earnings|non-?public|insider|fda approval|clinical trial results)\\b)[\\s\\S]*\\b(?:buy|buying|sell|selling|trade|trading|short|shorting|load up on)\\w*${G4}(?:shares|stocks?|options|calls|puts)${G8}(?:before|ahead of)${G4}(?:merger|acquisition|takeover|buyout|earnings|announcement|news|deal|fda approval|results)\\b[^.?!]*\\b(?:learned|heard|found out|know|knew|insider|confidential|non-?public|at work|from my (?:boss|friend|job|brother|sister|dad|wife|husband)|told me|tipped)\\b`, {
    unless: /\b(?:is (?:it|this) (?:legal|illegal|insider trading)|compliance|blackout period|report\w*|avoid\w*|sec rules?)\b/,
  }),
  // money taken from the elderly or the impaired
  gated('fraud_scams', 0.45, `\\b(?:dementia|alzheimer'?s|senile|elderly|grandm(?:a|other)|grandpa|grandfather|grandparents?|seniors?|retirees|pensioners)\\b`, `\\b(?:tak(?:e|ing)|steal\\w*|drain\\w*|siphon\\w*|withdraw\\w*|empty\\w*|skim\\w*|move|moving|transfer\\w*)${G2}(?:money|funds|savings|cash|pensions?|benefits|assets)${G3}(?:from|out of)${G3}(?:[\\w-]+ )?(?:dementia|alzheimer'?s|senile|elderly|grandm(?:a|other)'?s?|grandpa'?s?|grandfather'?s?|grandparents'?|seniors'?|retirees'?|pensioners'?|old people'?s?)\\b`, {
    unless: /\b(?:power of attorney|guardian\w*|conservator\w*|with (?:his|her|their) (?:permission|consent)|protect\w*|prevent\w*|signs? of|report\w*|for (?:her|his|their) care|to pay for (?:her|his|their))\b/,
  }),
  // a drink laced with a poison or a warfare agent
  gated('violence', 0.55, `\\blac(?:e|es|ed|ing)\\b`, `\\blac(?:e|es|ing)${G3}(?:drinks?|food|coffee|tea|meals?|wine|beer|cocktails?|soup|water)${G2}with${G2}(?:${WMD_NAMED}|${TOXIC_NAMED}|poisons?|arsenic|cyanide|antifreeze|rat poison|bleach|drugs|roofies|rohypnol|ghb|fentanyl|sedatives|sleeping pills|laxatives)\\b`, { severe: true }),
  // Fourteenth round (b): purposes and operational shapes the rules above missed, each gated; the rules of one
  // category share a set entry (gatedAnyOf): the target sets have no room for one entry a rule.
  gatedAnyOf('violence', 0.5, [
    // Spiking someone's drink, with any agent: "spike my coworker's coffee with a laxative".
    { gate: `\\b(?:spik|tamper)`, pattern: `\\b(?:spik(?:e|es|ing)|tamper(?:ing)? with)\\W+(?:her|his|their|someone'?s|somebody'?s|a (?:girl|woman|guy|man|stranger|date)'?s|(?:my|the|our|a) (?:[\\w-]+ )?[\\w-]+'s)\\W+(?:[\\w-]+\\W+)?(?:drinks?|beverages?|coffee|tea|wine|beer|soda|cocktail|food|meal|lunch|smoothie|water bottle|water|juice|shake)\\b`, unless: /\b(?:my own|detect\w*|test(?:ing)? (?:for|if)|signs?|protect\w*|prevent\w*|was spiked|got spiked|been spiked|with (?:rum|vodka|whiskey|brandy|bourbon|cinnamon|vanilla|nutmeg|ginger|cloves?|chili|espresso|caramel|pumpkin))\b/ },
    // Holding someone captive: "take my neighbor hostage", "keep someone locked in my basement".
    { gate: `\\b(?:hostage|lock)`, pattern: `\\b(?:take|taking|took|hold|holding|keep|keeping)\\W+(?:someone|somebody|a person|people|her|him|them|a (?:girl|woman|child|kid|man|boy)|my \\w+|the \\w+|(?:my|the) [\\w-]+'s \\w+|[\\w-]+'s \\w+)\\W+(?:as\\W+)?hostages?\\b|\\b(?:keep|keeping|hold|holding|chain|chaining|tie|tying)\\W+(?:someone|somebody|a person|people|her|him|them|a (?:girl|woman|child|kid|man|boy)|my \\w+|the \\w+) locked (?:up |away )?in (?:my|the|a|our|his|her) (?:basement|attic|cellar|shed|garage|closet|room|bedroom|trunk|cage|van|bunker|crawl ?space|apartment|house|home|flat)\\b|\\block(?:ing)? (?:him|her|them|someone|somebody|a person|my \\w+) (?:up |away )?in (?:my|the|a|our|his|her) (?:basement|attic|cellar|shed|garage|closet|room|bedroom|trunk|cage|van|bunker|crawl ?space)\\b`, unless: /\b(?:dogs?|cats?|pupp(?:y|ies)|kittens?|pets?|bikes?|cars?|tools|plants|files|data|negotiat\w*|crisis|situation|movie|film|game)\b/ },
    // Something slipped into someone's drink or food to make them ill: "what could I put in her wine so she gets sick".
    { gate: `\\b(?:laxative|ex-?lax|dulcolax|miralax|sleeping pills|sedative|benadryl|melatonin|eye ?drops|visine|ipecac|sick|throw up|vomit|diarrh|pass out|bathroom|toilet)`, pattern: `\\b(?:put|slip|add|mix|sneak|pour|stir|crush|dissolve)\\w*\\W+(?:[\\w'-]+\\W+){0,4}(?:in|into|to) (?:her|his|their|someone'?s|somebody'?s|(?:my|the|our|a) (?:[\\w-]+ )?[\\w-]+'s) (?:\\w+ )?(?:drinks?|beverages?|coffee|tea|wine|beer|soda|cocktail|smoothie|juice|shakes?|water bottle|water|food|meal|lunch|dinner|soup|cereal)\\b[\\s\\S]*\\b(?:laxatives?|ex-?lax|dulcolax|miralax|sleeping pills|sedatives?|benadryl|melatonin|eye ?drops|visine|ipecac|sick|throw up|vomit\\w*|diarrh\\w*|pass out|bathroom|toilet)\\b|\\b(?:laxatives?|ex-?lax|dulcolax|miralax|sleeping pills|sedatives?|benadryl|melatonin|eye ?drops|visine|ipecac)\\b[\\s\\S]*\\b(?:put|slip|add|mix|sneak|pour|stir|crush|dissolve)\\w*\\W+(?:[\\w'-]+\\W+){0,4}(?:in|into) (?:her|his|their|someone'?s|somebody'?s|(?:my|the|our|a) (?:[\\w-]+ )?[\\w-]+'s) (?:\\w+ )?(?:drinks?|beverages?|coffee|tea|wine|beer|soda|cocktail|smoothie|juice|shakes?|water bottle|water|food|meal|lunch|dinner|soup|cereal)\\b`, unless: /\b(?:my own|(?:dog|cat|pet|puppy|kitten|baby|toddler)'?s|detect\w*|signs?|protect\w*|prevent\w*|was (?:spiked|drugged)|doctor|prescribed|recipe|feel (?:less|better)|help (?:her|him|them)|sooth\w*|remed\w*|relie\w*|(?:a|the|her|his|their) (?:cold|flu|cough|sore throat|upset stomach))\b/ },
    // A child lured into a stranger's car or home: "get a kid into my car at the mall without anyone stopping me".
    { gate: `\\b(?:into|in) my (?:car|van|truck|house|home|apartment)\\b`, pattern: `\\b(?:get|lure|coax|convince|trick|entice|pull|grab)\\w*\\W+(?:a|the|that|this|some) (?:little )?(?:kid|child|girl|boy|toddler|minor|teen)\\W+(?:[\\w'-]+\\W+){0,2}(?:into|in) my (?:car|van|truck|house|home|apartment)\\b[\\s\\S]*\\b(?:without|unnoticed|nobody|no one|quietly|secretly|before (?:anyone|her parents|his parents))\\b` },
    // An abduction planned, or held for ransom.
    { gate: `\\b(?:abduction|kidnapping of|ransom)\\b`, pattern: `\\b(?:plan|plot|organi[sz]e|carry out|pull off|stage|arrange)\\w*\\W+(?:the |an |a )?(?:abduction|kidnapping) of\\b|\\b(?:abduct|kidnap)(?:s|ing)?\\W+(?:[\\w'-]+\\W+){0,5}(?:for|and demand) (?:a )?ransom\\b`, unless: /\b(?:history|historical|famous|case|movie|film|novel|story|investigat\w*|prevent\w*|protect\w*|insurance)\b/ },
  ]),
  gatedAnyOf('harassment', 0.5, [
    // Messages meant to make someone feel unsafe or watched: harassment by purpose.
    { gate: `\\b(?:unsafe|afraid|terrified|frightened|scared|intimidated|watch|threatened)`, pattern: `^(?=[\\s\\S]*\\b(?:messages?|texts?|notes?|letters?|dms?|posts?|comments?|e-?mails?|voicemails?|calls?|write|send|leave|draft|compose|say|post)\\b)[\\s\\S]*\\b(?:make|makes|making|so|so that|until|leave|leaves)\\W+(?:her|him|them|she'?s|he'?s|they'?re|she|he|they|my (?:[\\w-]+ )?[\\w-]+|the \\w+|that \\w+|this \\w+|our \\w+|his \\w+|their \\w+|[\\w-]+'s \\w+)\\W+(?:(?:feels?|is|are|gets?|becomes?|will be|will feel|stays?)\\W+)?(?:(?:really|so|very|too|constantly|always) )?(?:unsafe|afraid|terrified|frightened|scared|intimidated|watched|threatened)\\b|\\bso (?:that )?(?:she|he|they) knows? (?:that )?(?:i'?m|i am) (?:always |constantly |still )?watching (?:her|him|them)\\b`, unless: /\b(?:without|not|never|don'?t|doesn'?t|won'?t|avoid\w*|stop)\W+(?:\w+\W+){0,3}(?:make|making|scar\w*|frighten\w*)\b|\b(?:respond\w*|report\w*|block\w*|protect\w*|support\w*|reassur\w*|apologi[sz]\w*)\b/ },
    // Swatting: an armed police response sent to someone's home by a false report.
    { gate: `\\b(?:swat|911|armed (?:police|officers|cops)|(?:emergency|police|hostage|bomb|shooting|murder) (?:call|report|servic|threat))`, pattern: `\\bswat(?:ting|ted)?\\W+(?:(?:a|an|the|my|his|her|this|that|some)\\W+)?(?:[\\w'-]+\\W+)?(?:streamers?|gamers?|youtubers?|person|someone|somebody|him|her|them|guy|girl|rivals?|ex|neighbou?rs?|enem(?:y|ies)|house|home|address|apartment|family)\\b|\\b(?:fake|false|prank|hoax|bogus)\\W+(?:\\w+\\W+){0,2}(?:911|emergency|police|hostage|bomb|shooting|murder)\\W+(?:calls?|reports?|threats?)\\b|\\bswat(?: teams?)? (?:raids?|storms?|shows? up at|comes? to|goes? to)\\W+(?:someone'?s|somebody'?s|his|her|their|my [\\w-]+'?s|[\\w-]+'s)|\\b(?:send|sends|sent|sending|get|gets)\\W+(?:a\\W+)?(?:swat(?: teams?)?|armed (?:police|officers|cops))\\W+(?:\\w+\\W+){0,2}to\\W+(?:someone'?s|somebody'?s|his|her|their|my \\w+'?s|[\\w-]+'s|the \\w+'?s)\\W+(?:\\w+\\W+)?(?:house|home|address|apartment|place|door)\\b`, unless: /\b(?:protect\w*|prevent\w*|what is|victims?|detect\w*|penalt\w*|charged|sentenced|convicted|news|why (?:is|are)|how (?:do|can|should) (?:i|we) report|report (?:someone|him|her|them|it|this|threats?|a threat)|swat (?:flies|fly|mosquito\w*|bugs?|wasps?))\b/ },
  ], { ignoresDefensiveFraming: true }),
  // Flooding a network or a site off the air: "a script that floods my school's Wi-Fi", "knocks the router offline".
  gated('cybercrime', 0.45, `\\b(?:flood|knock|overwhelm|jamm|hammer|bombard|spam)`, `\\b(?:flood(?:s|ing|ed)?|knock(?:s|ing|ed)?|overwhelm(?:s|ing|ed)?|jamm(?:ing|ed)|hammer(?:s|ing|ed)?|bombard(?:s|ing|ed)?|spams?|spamming|spammed)${G2}(?:a |the |my |his |her |their |this |that |our |[\\w-]+'s )?(?:[\\w'-]+ ){0,3}?(?:wi-?fi|wifi|routers?|hotspots?|internet|networks?|lans?|servers?|websites?|sites?|discord|stream|phone lines?)(?:${G4}(?:offline|down|with (?:traffic|requests|packets)))?\\b(?![^.?!]*\\b(?:with (?:light|sunlight|colou?r|love|water)|rain|storm|basement)\\b)`, {
    unless: /\b(?:prevent\w*|protect\w*|defen[cs]\w*|defend|mitigat\w*|automod|stop\w* (?:the )?(?:spam|bots|raids?|floods?)|block\w* (?:the )?(?:spam|bots)|anti-?spam|spam (?:filters?|folders?)|load[- ]test\w*|stress[- ]test\w*|my own|our own|authori[sz]ed|during the outage|was hit|signal (?:strength|bars)|interference|why (?:does|is|do)|keeps? (?:getting |being )?knocked|knocked (?:me|us) offline|staging|dev(?:elopment)? (?:server|environment)|test (?:events|data|traffic|servers?|environment)|reproduc\w*|benchmark\w*|localhost|qa)\b/,
  }),
  // Evading electronic monitoring: an ankle monitor removed or fooled, parole left without alerting.
  gated('illegal_activity', 0.5, `\\b(?:ankle (?:monitor|bracelet)|house arrest|parole|probation|electronic|gps)`, `\\b(?:remov|tak|cut|tamper|trick|fool|spoof|block|jam|disabl|bypass|defeat|wrap|shield|beat|cheat|hack|get around|escap|slip)\\w*\\W+(?:[\\w'-]+\\W+){0,4}(?:ankle (?:monitors?|bracelets?)|(?:house arrest|gps|electronic|parole|probation) (?:(?:monitoring|tracking) )?(?:monitors?|bracelets?|trackers?|tags?|devices?|anklets?))\\b|\\b(?:ankle (?:monitor|bracelet)s?|(?:house arrest|gps|electronic|parole|probation) (?:monitors?|bracelets?|trackers?|tags?|anklets?))\\W+(?:off|in (?:tin )?foil)\\b|\\b(?:leave|skip|flee|cross)\\W+(?:\\w+\\W+){0,3}(?:while|on) (?:on )?(?:parole|probation|house arrest|bail)\\W+(?:[\\w'-]+\\W+){0,4}(?:without|undetected|unnoticed)\\b|\\bso (?:my )?(?:probation|parole)(?: officer)? (?:doesn'?t|won'?t|can'?t|does not|will not|cannot) (?:see|know|notice|find out|track)\\b`, {
    unless: /\b(?:request\w*|permission|allowed|legally|itch\w*|skin|rash|charg(?:e|ing)|battery|how long|rules|lawyer|attorney|court order|judge (?:approved|ordered))\b/,
  }),
  // Starving and purging urged on the young: "posts telling teens to fast for days to get skinny".
  gated('self_harm', 0.5, `\\b(?:skinny|ribs|thigh gap|calorie|skip(?:ping)? meals|fast(?:ing)? for|starv|purg)`, `\\b(?:teens?|teenagers?|girls|boys|kids|children|minors|students|preteens?|tweens?|young (?:girls|women|people)|\\d{1,2}[- ]year[- ]olds?|(?:my|our|her|his) (?:\\d{1,2}[- ]year[- ]old )?(?:daughter|son))\\b${G8}(?:skip(?:ping)? meals|fast(?:ing)? for (?:days|a week|weeks|\\d+ days)|starv(?:e|ing)|purg(?:e|ing)|see (?:their|her|his) ribs|thigh gap|get (?:super |really |very )?skinny|[1-7]\\d\\d calories? (?:a|per) day)\\b|\\b[1-7]\\d\\d[- ]calories? (?:a|per)[- ]day\\b${G8}(?:teens?|teenagers?|girls|kids|children|\\d{1,2}[- ]year[- ]olds?|daughter|son|students)\\b`, {
    unless: /\b(?:recover\w*|support\w*|warning signs?|prevent\w*|treatment|concerned|worried|too little|dangerous|unhealthy|doctor|dietitian|signs of|how (?:do|can) i (?:help|tell|know)|what should i do)\b/,
  }),
  // Isolating a child from their parents: alone time, private chats, meetings kept secret.
  gated('sexual_minors', 0.6, `\\b(?:\\d{1,2}[- ]year[- ]old|young (?:girl|boy)|little (?:girl|boy)|minor|preteen|alone with)`, `^(?=[\\s\\S]*\\b(?:\\d{1,2}[- ]year[- ]olds?|young (?:girls?|boys?)|little (?:girls?|boys?)|minors?|preteens?)\\b)[\\s\\S]*(?:\\b(?:get|getting|have|having|spend|spending|arrange|arranging|find|finding)\\b[^.?!]{0,20}\\balone (?:time )?with\\b|\\b(?:be|being) alone with (?:a|an|the|this|that|your|his|her|their|[\\w-]+'s) (?:\\d{1,2}[- ]year[- ]old|kid|child|girl|boy|minor|son|daughter)\\b|\\bmeet (?:me|up) (?:alone|in private|privately|secretly)\\b|\\b(?:she|he|they)(?:'ll| will| would) meet me\\b|\\bprivate (?:messages?|chats?|dms?)\\b|\\bkeep (?:it |this |our \\w+ |secrets? )?(?:a secret |secret )?from (?:her|his|their) (?:parents|mom|dad|mother|father)\\b|\\bwithout (?:her|his|their) (?:parents|mom|dad|mother|father) (?:knowing|suspecting|finding out|noticing|seeing)\\b|\\b(?:parents|mom|dad|mother|father) (?:can'?t|won'?t|don'?t|doesn'?t|cannot|will not|never) (?:see|know|find|notice)\\w*\\b|\\b(?:parents|mom|dad|mother|father) suspecting\\b|\\bdelete (?:our|the|all (?:our|the)) (?:chats?|messages?|texts?|conversations?|dms)\\b)|\\balone with (?:the |my |a )?(?:[\\w-]+'s )?(?:kids?|children|child|daughters?|sons?|girls?|boys?)\\b[\\s\\S]*\\b(?:so (?:nobody|no one|no-one) (?:finds out|knows|will know)|without (?:anyone|the parents|their parents) (?:knowing|finding out)|keep (?:it|this) (?:a )?secret|our (?:little )?secret)\\b`, {
    unless: /\b(?:never alone|make sure|polic(?:y|ies)|rules?|avoid\w*|two[- ]adult|safeguard\w*|surprise|birthday|present for|gift for (?:her|his|their) (?:mom|dad|mother|father|parents)|how (?:do|can) i (?:know|tell)|signs|warning|protect\w*|prevent\w*|grooming (?:my|our)|is (?:it|this) normal|my (?:son|daughter|child|kid)'?s? (?:coach|teacher|tutor)|report\w*)\b/,
  }),
  // Weak points asked for in order to attack them: "the weaknesses of my school's network that I can exploit".
  gated('cybercrime', 0.5, `\\b(?:weaknesses|vulnerabilit|weak (?:points|spots)|security holes|loopholes)`, `\\b(?:weaknesses|vulnerabilit(?:y|ies)|weak (?:points|spots)|security holes|loopholes)\\W+(?:[\\w'-]+\\W+){0,8}?(?:(?:that |which )?(?:i|we) (?:can|could) (?:exploit|attack|use to (?:get|break|hack))|so (?:i|we) (?:can|could) (?:attack|exploit|hack|break|get in)|to (?:exploit|attack|hack into|break into))\\b`, {
    unless: /\b(?:chess|games?|opponent'?s?|team|match|debate|argument|essay|negotiat\w*|poker|tennis|strategy|fight|boxing|sparring|my own|our own|authori[sz]ed|pentest\w*|penetration test\w*|bug bounty|ctf|patch\w*|fix\w*|report\w*|tax)\b/,
  }),
  // Session 18 (moderation): harms asked in plain or veiled words, each gated by its rarest phrase.
  // Family violence hidden by how it is done: a blow sized to leave no mark, hidden from carers;
  // a child's head held under water; an old relative's death hurried for what she leaves.
  gatedAnyOf('violence', 0.5, [
    {
      // the gate's phrases are the rare part (a blow, a child and "see" are everyday words)
      gate: `\\bleaves? (?:a |any )?(?:marks?|bruises?)\\b|\\bso (?:that )?(?:[\\w&]+ ){0,3}(?:doesn'?t|don'?t|won'?t|can'?t|never|will not|does not) (?:notice|see|find out|ask|suspect)\\b|\\bwithout (?:(?:my|our|his|her|the) )?(?:mom|mum|dad|parents|wife|husband|teachers?|school|nurse|doctor) (?:finding out|knowing|noticing|seeing)\\b`,
      pattern: `\\b(?:slap|smack|hit|punch|spank|whip|beat|kick|pinch|shake|choke|hurt|belt|strike|burn|scald)\\w*\\W+(?:[\\w'-]+\\W+){0,2}?(?:${KIN}|${CHILD})\\b[^.?!]{0,80}?\\b(?:before (?:it|that|this|she|he|they) (?:leaves|leave|starts? leaving|bruises?|marks?)|so (?:that )?(?:it|that|this) (?:doesn'?t|won'?t|does not|will not) leave (?:a |any )?(?:marks?|bruises?)|so (?:that )?(?:the |his |her |their |my |our )?(?:${CARERS}|mom|mum|dad|parents|teachers?|police|cops|neighbou?rs?|anyone|nobody|no one) (?:doesn'?t|don'?t|won'?t|can'?t|never|will not|does not) (?:notice|see|find out|know|ask|suspect)|without (?:(?:my|our|his|her|the) )?(?:mom|mum|dad|parents|wife|husband|teachers?|school|nurse|doctor) (?:finding out|knowing|noticing|seeing))`,
      unless: /\b(?:was|were|got|been|being) (?:hit|slapped|smacked|punched|hurt|beaten|kicked)\b|\b(?:who|that) (?:hit|slapped|smacked|punched|hurt|beat|kicked)\b|\b(?:report\w*|protect\w*|help (?:him|her|them)|novel|story|character|tennis|golf|ball|pi[nñ]ata|drum|keys|button|target|bag)\b/,
    },
    {
      gate: `(?:'s|his|her|their) head (?:under ?|in (?:the )?)(?:water|toilet|tub|bath|sink|bucket)`,
      pattern: `\\b(?:hold|push|dunk|keep|put|shove|force|press)\\w*\\W+(?:[\\w'-]+\\W+){0,2}?(?:${KIN}|${CHILD})(?:'s)? head (?:under ?|in (?:the )?)(?:water|toilet|tub|bath\\w*|sink|bucket)\\b`,
      unless: /\b(?:swim\w*|lessons?|class(?:es)?|instructor|dive reflex|hair|shampoo|rinse|wash(?:ing)?|lice|was|were|got|someone (?:held|pushed|dunked)|report\w*|story|novel)\b/,
    },
    {
      gate: `\\b(?:speed|hurry|hasten)\\w* (?:that|it|this|things|the process|her death|his death) (?:up|along)\\b|\\bhasten (?:her|his|their) (?:death|end|passing)\\b`,
      pattern: `^(?=[\\s\\S]{0,300}?\\b(?:(?:if|once|when) (?:she|he|they|(?:my |our )?\\w+)(?:'s| is| was| were| are|'re|'d be| would be| will be) (?:gone|dead|out of the way|out of the picture|no longer around)|would (?:all )?be (?:mine|ours)|(?:i|we)'?d (?:get|inherit)|inherit\\w*|life insurance|(?:her|his|their) (?:pension|will|estate|house|money|savings))\\b)[\\s\\S]{0,300}?\\b(?:speed|hurry|hasten)\\w* (?:that|it|this|things|the process|(?:her|his|their) (?:death|end|passing)) ?(?:up|along)?\\b`,
      unless: /\b(?:probate|paperwork|executor|lawyer|attorney|claims?|applications?|court|hospice|transfer|legally|forms?|bank (?:process|transfer))\b/,
    },
    {
      // a sedative or a purgative got into someone's drink ("get benadryl into my roommate's drink"); "put", "slip" and "add" are read above
      gate: `\\b(?:laxatives?|ex-?lax|dulcolax|miralax|sleeping pills|sedatives?|benadryl|melatonin|eye ?drops|visine|ipecac|xanax|valium|ambien|zolpidem)\\b`,
      pattern: `\\b(?:laxatives?|ex-?lax|dulcolax|miralax|sleeping pills|sedatives?|benadryl|melatonin|eye ?drops|visine|ipecac|xanax|valium|ambien|zolpidem)\\W+(?:[\\w'-]+\\W+){0,3}?into (?:her|his|their|someone'?s|somebody'?s|(?:my|the|our|a) (?:[\\w-]+ )?[\\w-]+'s) (?:\\w+ )?(?:drinks?|beverages?|coffee|tea|wine|beer|soda|cocktail|smoothie|juice|shakes?|water|food|meal|lunch|dinner|soup|cereal)\\b`,
      unless: /\b(?:my own|(?:dog|cat|pet|puppy|kitten|baby|toddler)'?s|doctor|prescribed|vet|pediatrician|(?:she|he|they) (?:asked|wants?|agreed)|with (?:her|his|their) (?:consent|permission|knowledge))\b/,
    },
  ]),
  // After the crime: a weapon, a car or oneself hidden from the police. "What do I do with the gun
  // after the robbery so it can't be traced", "I stole a car last night, how do I change the VIN".
  gatedAnyOf('illegal_activity', 0.5, [
    {
      gate: `\\bafter (?:the|a|my|our|that) (?:robbery|murder|killing|shooting|stabbing|heist|break-?in|burglary|hit[- ]and[- ]run|crime|mugging|carjacking|hold-?up|assault)\\b`,
      pattern: `^(?=[\\s\\S]{0,400}?\\b(?:(?:can'?t|cannot|won'?t|wouldn'?t|isn'?t|not|never) (?:be )?(?:traced|found|linked|identified|tracked|caught|flagged|recogni[sz]ed|connected)|without (?:being|getting) (?:\\w+ )?(?:flagged|caught|traced|stopped|noticed|detected|identified|arrested)|(?:get rid of|dispose of|ditch|destroy|burn|bury|hide|clean) (?:the |my |our |his |her )?(?:gun|knife|weapon|evidence|money|cash|loot|car|getaway car|clothes|phone|blood|prints|fingerprints)|leave the country|flee|skip town|alibi|lie low|lay low)\\b)[\\s\\S]{0,400}?\\bafter (?:the|a|my|our|that) (?:robbery|murder|killing|shooting|stabbing|heist|break-?in|burglary|hit[- ]and[- ]run|crime|mugging|carjacking|hold-?up|assault)\\b`,
      unless: /\b(?:news|article|reported|investigat\w*|police (?:found|said|say|recovered)|detectives? (?:found|say|said)|novel|story|screenplay|plot|character|episode|game|victims?|insurance|(?:my|our) (?:house|home|car|shop|store|office) (?:was|got)|(?:was|got) (?:robbed|mugged|stabbed|burgled|assaulted))\b/,
    },
    {
      gate: `\\bi (?:just |recently |accidentally |already )?(?:stole|robbed|burgled|burglari[sz]ed|mugged|stabbed|carjacked|shoplifted|embezzled)\\b`,
      pattern: `\\bi (?:just |recently |accidentally |already )?(?:stole|robbed|burgled|burglari[sz]ed|mugged|stabbed|carjacked|shoplifted|embezzled)\\b[\\s\\S]{0,300}?\\b(?:(?:change|alter|swap|remove|grind off|file off|replace|scratch off)\\w* (?:the |its )?(?:vin|plates?|license plates?|serial(?: numbers?)?|paint(?: job)?|imei)|(?:isn'?t|is not|won'?t be|can'?t be|not be|never be) (?:recogni[sz]ed|traced|identified|found|tracked|linked)|get rid of|dispose of|ditch (?:it|them|the)|sell (?:it|them) (?:without|fast|quick)|fence (?:it|them)|cover (?:it up|my tracks)|(?:before|so) (?:the )?(?:police|cops)|not get caught|without (?:getting|being) caught|hide (?:it|them|the \\w+) from|lie to (?:the )?(?:police|cops))`,
      unless: /\b(?:return (?:it|them)|give (?:it|them) back|apologi[sz]\w*|make amends|confess\w*|turn myself in|pay (?:it|them) back|lawyer|attorney|guilt\w*|feel (?:bad|terrible|awful)|as a (?:kid|child|teen)|when i was (?:a )?(?:kid|child|teen|young|\d+))\b/,
    },
 ], { ignoresDefensiveFraming: true }),
  // Drugs asked for in street words or from their precursors: "cook some ice", "make crystal like in
  // Breaking Bad", "turn cold medicine into something stronger", "the good stuff from poppies".
  gatedAnyOf('illegal_drugs', 0.5, [
    {
      gate: `\\bcook(?:ing|ed|s)? (?:up )?(?:some |a batch of |a batch |the |my |more )?(?:ice|crystal|glass|shards|tina|crank)\\b`,
      pattern: `\\bcook(?:ing|ed|s)? (?:up )?(?:some |a batch of |a batch |the |my |more )?(?:ice|crystal|glass|shards|tina|crank)\\b`,
      unless: /\b(?:ice (?:cream|cubes?|pops?|lollies|fishing|age|skating|tea|coffee)|crystal (?:clear|sugar|candy|glass(?:es|ware)?|ball|dumplings?|shrimp)|glass (?:noodles?|jars?|dish(?:es)?|pans?|bakeware|bowls?|lids?|cooktops?|stove|pot)|shards? of (?:glass|ice)|(?:meth|drug) (?:epidemic|documentary|addiction))\b/,
    },
    {
      gate: `\\b(?:breaking bad|heisenberg|walter white)\\b`,
      pattern: `^(?=[\\s\\S]{0,300}?\\b(?:breaking bad|heisenberg|walter white)\\b)(?=[\\s\\S]{0,300}?\\b(?:make|making|cook\\w*|brew\\w*|recipe|produce|synthesi[sz]\\w*)\\b)[\\s\\S]{0,300}?\\b(?:crystal|ice|blue (?:stuff|product|meth|crystal)|the good stuff|product|batch|what (?:walt|walter|heisenberg|jesse) (?:made|cooked))\\b`,
      unless: /\b(?:ice cream|rock candy|candy|cakes?|cookies|cupcakes?|costumes?|party|pollos|chicken|cocktails?|sugar|lollipops?|episode|season|scene|actor|review|essay)\b/,
    },
    {
      gate: `\\b(?:cold (?:medicine|meds|pills|tablets)|sudafed|pseudo-?ephedrine|ephedrine|cough (?:syrup|medicine)|nyquil|dxm|robitussin|allergy pills)\\b`,
      pattern: `\\b(?:turn|convert|make|cook|extract|change|refine|upgrade|transform)\\w*\\W+(?:[\\w'-]+\\W+){0,4}?(?:cold (?:medicine|meds|pills|tablets)|sudafed|pseudo-?ephedrine|ephedrine|cough (?:syrup|medicine)|nyquil|dxm|robitussin|allergy pills)\\W+(?:[\\w'-]+\\W+){0,3}?(?:into|to get|to make) (?:some )?(?:something (?:stronger|more potent|harder|that gets (?:me|you|us) high)|(?:a )?(?:real )?high|meth|speed|crystal|crank|lean|purple drank)\\b|\\bextract\\w*\\W+(?:the )?(?:pseudo-?ephedrine|pseudo|ephedrine|dxm)\\W+(?:from|out of)\\b`,
      unless: /\b(?:pharmacists? (?:check|track|log|limit)|why (?:is|are|do)|law|regulat\w*|history)\b/,
    },
    {
      gate: `\\b(?:poppies|poppy (?:pods?|heads?|straw|latex|sap|seed tea|tea))\\b`,
      pattern: `\\b(?:extract|brew|milk|scrape|lanc|score|boil|steep|get)\\w*\\W+(?:[\\w'-]+\\W+){0,5}?(?:from |of |out of )?(?:the |my |some )?(?:poppies|poppy (?:pods?|heads?|straw|latex|sap))\\b|\\bpoppy (?:seed |pod )?tea\\b[^.?!]{0,80}\\b(?:high|hits?|buzz|stoned|stronger|potent|how much|recipe)\\b|\\b(?:make|brew|recipe for)\\w*\\W+(?:[\\w'-]+\\W+){0,2}?poppy (?:seed |pod )?tea\\b`,
      unless: /\b(?:muffins?|cakes?|bagels?|bread|dressing|bak\w*|drug tests?|paint\w*|deaths?|dangers?|dangerous|overdos\w*|warn\w*|seeds? to (?:plant|sow)|next (?:year|spring)|remembrance|bouquet|dried)\b/,
    },
  ]),
  // Weapons asked for by their parts or a conversion: an AR made to "fire full auto", a starter
  // pistol made to fire live rounds, a "boom" in a pressure cooker, fertilizer mixed with diesel.
  gatedAnyOf('weapons', 0.55, [
    {
      gate: `\\b(?:full[- ]?auto|fully automatic|auto sears?|lightning links?|glock switch\\w*|auto switch\\w*)\\b`,
      pattern: `\\b(?:make|convert|turn|modify|mod|build|install|print|machine|rig)\\w*\\W+(?:[\\w'-]+\\W+){0,5}?(?:full[- ]?auto|fully automatic|auto sears?|lightning links?|glock switch\\w*|auto switch\\w*)\\b|\\b(?:full[- ]?auto|auto sears?|lightning links?|glock switch\\w*)\\W+(?:[\\w'-]+\\W+){0,2}?(?:conversion|kits?|diy|at home|instructions|blueprints?|files?|stl)\\b`,
      unless: new RegExp(`${VIDEO_GAME_OR_GAME.source}|\\b(?:airsoft|paintball|nerf|gel blasters?|is it (?:legal|illegal)|illegal to|law|laws|atf|nfa|history|why (?:is|are|did))\\b`),
    },
    {
      gate: `\\blive (?:rounds|ammo|ammunition)\\b|\\breal (?:bullets|rounds|ammo)\\b`,
      pattern: `\\b(?:convert|modify|turn|make|bore|drill|ream|adapt|change|alter)\\w*\\W+(?:[\\w'-]+\\W+){0,4}?(?:starter|blank|replica|airsoft|cap|prop|flare|nail|bb|pellet|toy|dummy|deactivated)(?:[- ](?:firing|fire|only))? (?:pistols?|guns?|firers?|revolvers?|rifles?)\\b[^.?!]{0,60}\\b(?:live (?:rounds|ammo|ammunition)|real (?:bullets|rounds|ammo))\\b`,
      unless: /\b(?:film|movie|set|props? (?:master|department)|safety|accident\w*|news|police (?:say|found|warn)|why (?:is|are)|illegal to)\b/,
    },
    {
      gate: `\\bpressure cookers?\\b`,
      pattern: `^(?=[\\s\\S]{0,300}?\\b(?:how|make|making|build|pack\\w*|fill\\w*|put|turn|rig|set (?:it|one) (?:up|off))\\b)[\\s\\S]{0,300}?(?:\\bpressure cookers?\\b[^.?!]{0,80}\\b(?:boom|bomb|explosives?|blow (?:up|something up|it up)|shrapnel|nails|ball bearings|black powder|gunpowder|detonat\\w*|go off)\\b|\\b(?:a |the |some )?(?:boom|bomb|explosives?|shrapnel|nails|ball bearings|black powder|gunpowder)\\b[^.?!]{0,60}\\b(?:in|into|inside) (?:a |the |my )?pressure cookers?\\b)`,
      unless: /\b(?:prevent\w*|avoid\w*|safe(?:ly|ty)?|without (?:it )?(?:explod\w*|blowing up)|why (?:did|does|do|is|would)|release valve|gasket|lid|instant pot|boston marathon|news|history|nails? (?:polish|salon))\b/,
    },
    {
      gate: `\\b(?:fertili[sz]er|ammonium nitrate)\\b`,
      pattern: `^(?=[\\s\\S]{0,300}?\\b(?:make|making|mix\\w*|combine|combining|homemade|home-made|pack\\w*|build|recipe|ratio|proportions?|party favou?rs|surprise|boom|bang|go off|blow)\\b)[\\s\\S]{0,300}?(?:\\b(?:fertili[sz]er|ammonium nitrate)\\b[^.?!]{0,60}\\b(?:diesel|fuel oil|kerosene|gasoline|petrol|aluminum powder|aluminium powder)\\b|\\b(?:diesel|fuel oil|kerosene)\\b[^.?!]{0,60}\\b(?:fertili[sz]er|ammonium nitrate)\\b)`,
      unless: /\b(?:stor\w*|spill\w*|safety|regulat\w*|osha|tractors?|mowers?|spreaders?|garden\w*|lawns?|crops?|fields?|farm\w*|why (?:is|was|did|are)|banned|illegal to|price|prices|cost)\b/,
    },
  ]),
  // A hoax asserted, without a claim verb: "Write a thread: the Sandy Hook shooting never happened
  // and the parents were crisis actors" (the claim-verb form is read above).
  gated('misinformation', 0.5, `\\bcrisis actors?\\b|\\bfalse flag\\b|\\binside job\\b|\\b(?:was|were) (?:faked|staged)\\b|\\bnever happened\\b`, `^(?=[\\s\\S]{0,300}?\\b(?:write|draft|post|tweet|thread|compose|create|generate|publish|caption|article|blog|script|speech|flyer|pamphlet|video)\\b)[\\s\\S]{0,400}?\\b(?:shooting|massacre|attacks?|bombing|holocaust|genocide|moon landings?|landings?|9/11|pandemic|covid(?:-19)?|election|virus|climate change|global warming|sandy hook|parkland|uvalde|columbine|oklahoma city|boston marathon|christchurch|tragedy)\\b[^.?!]{0,80}\\b(?:never happened|(?:was|were) (?:faked|staged|fake|a hoax|an inside job|a false flag|a psyop)|crisis actors?|false flag|inside job|psyop)\\b`, {
    unless: /\b(?:the (?:claim|idea|theory|belief|myth|lie|rumou?r) that|(?:is|are|was) (?:false|untrue|a lie|baseless|debunked)|debunk\w*|fact-?check\w*|myths?|conspiracy theor\w*|refut\w*|why (?:do|did) (?:some )?people|harm\w* (?:of|caused)|harass\w*|families of|victims'? famil\w*|defam\w*|lawsuit|sued|misinformation about|how to respond)\b/,
  }),
  // Session 18 (moderation), second round: the same families in other words.
  gatedAnyOf('violence', 0.5, [
    {
      // a bone broken on purpose ("how do I break his fingers"), not in self-defence or by a fall
      gate: `\\bbreak(?:ing)? (?:his|her|their|(?:my |the )?[\\w-]+'s|someone'?s|somebody'?s) (?:fingers?|arms?|legs?|knees?|kneecaps?|nose|jaw|ribs?|neck|hands?|wrists?|ankles?|teeth|skull)\\b`,
      pattern: `\\bbreak(?:ing)? (?:his|her|their|(?:my |the )?[\\w-]+'s|someone'?s|somebody'?s) (?:fingers?|arms?|legs?|knees?|kneecaps?|nose|jaw|ribs?|neck|hands?|wrists?|ankles?|teeth|skull)\\b`,
      unless: /\b(?:self[- ]defen[cs]e|attacker|assailant|mugger|if (?:someone|somebody|he|she|they) (?:attacks?|grabs?|tries)|martial arts|bjj|judo|krav maga|accident\w*|broke|broken|fractur\w*|x-?rays?|cast|heal\w*|doctor|novel|story|character|game|chicken|crab|lobster|turkey|wishbone|dog'?s|cat'?s)\b/,
    },
    {
      // a fall down the stairs arranged for someone ("get my mother-in-law to fall down the stairs")
      gate: `\\bdown (?:the |a )?(?:stairs|staircase|steps)\\b`,
      pattern: `\\b(?:get|make|push|trip|shove|help|cause)\\w*\\W+(?:[\\w'-]+\\W+){0,2}?(?:${KIN})\\W+(?:[\\w'-]+\\W+){0,2}?(?:fall|tumble|trip|go flying|go) down (?:the |a )?(?:stairs|staircase|steps)\\b|\\bpush\\w* (?:${KIN}) down (?:the |a )?(?:stairs|staircase|steps)\\b`,
      unless: /\b(?:not|never|stop\w*|prevent\w*|avoid\w*|safe\w*|keep \w+ from|without falling|after (?:she|he|they) fell|(?:she|he|they) fell|fell down|stair ?lifts?|handrails?|gates?|game|novel|story|character|scene)\b/,
    },
    {
      // a dose sized to make someone collapse ("how much of my mom's meds would make her pass out")
      gate: `\\bmake (?:her|him|them|(?:my|his|her|the|a) [\\w-]+) (?:pass out|black out|go unconscious|lose consciousness|collapse|stop breathing|overdose)\\b`,
      pattern: `\\b(?:how (?:much|many)|what (?:dose|amount|quantity)|enough)\\b[^.?!]{0,80}\\b(?:would|will|could|to|can|might|should) make (?:her|him|them|(?:my|his|her|the|a) [\\w-]+) (?:pass out|black out|go unconscious|lose consciousness|collapse|stop breathing|overdose)\\b`,
      unless: /\b(?:accident\w*|worried|is (?:it|this) (?:normal|safe)|side effects?|why did|what should i do|prevent\w*|warning|myself|my own)\b/,
    },
    {
      // a gas made to fill a room of people ("household stuff that makes a toxic gas to clear out a room")
      gate: `\\b(?:toxic|poison(?:ous)?|noxious|deadly|lethal) (?:gas|fumes|smoke)\\b`,
      pattern: `\\b(?:toxic|poison(?:ous)?|noxious|deadly|lethal) (?:gas|fumes|smoke)\\b[^.?!]{0,80}\\b(?:clear (?:out )?(?:a |the )?(?:room|building|house|office|class\\w*|bus|train|theat(?:er|re)|club|crowd)|room full of|full of people|a crowd|everyone (?:in|at) (?:the|my|a)|(?:at|against|on) (?:people|them|the (?:class|office|crowd|neighbou?rs?)|my \\w+))\\b`,
      unless: /\b(?:never|avoid\w*|accident\w*|safe\w*|what (?:to do|should i do)|ventilat\w*|first aid|poison control|by mistake|evacuat\w*|history|ww(?:i|1|ii|2)|world war|gas chambers?|holocaust|fire drill|smoke detector)\b/,
    },
  ]),
  gatedAnyOf('illegal_activity', 0.5, [
    {
      // traces of a shooting washed off, a residue test beaten
      gate: `\\b(?:gunshot residue|gsr)\\b`,
      pattern: `\\b(?:get|wash|remove|clean|wipe|scrub)\\w*\\W+(?:[\\w'-]+\\W+){0,3}?(?:gunshot residue|gsr)\\b[^.?!]{0,40}\\b(?:off|from) (?:my|your|his|her) (?:hands|clothes|skin|jacket|car|face|arms)\\b|\\b(?:beat|fool|pass|avoid|defeat|cheat)\\w* (?:a |the )?(?:gunshot residue|gsr) (?:tests?|swabs?|kits?)\\b`,
      unless: /\b(?:range|hunting|lead exposure|pregnan\w*|health|kids?|children|baby|how (?:do|does|long) (?:police|forensics?|investigators?)|how accurate|wrongly|falsely|innocent)\b/,
    },
    {
      // the police told a story so they look elsewhere ("what do I tell police so they don't suspect me")
      gate: `\\bsuspect me\\b`,
      pattern: `\\b(?:police|cops|detectives?|investigators?|the fbi|insurance|anyone|nobody|no ?one|they|he|she)\\b[^.?!]{0,60}\\b(?:don'?t|doesn'?t|won'?t|will not|never|not|wouldn'?t) (?:ever )?suspect me\\b|\\b(?:so|that) (?:no ?one|nobody) (?:ever )?suspects me\\b`,
      unless: /\b(?:innocent|wrongly|falsely|didn'?t do (?:it|anything)|i did nothing|lawyer|attorney|my rights|why do|why would|teacher|parents|surprise|party|gift)\b/,
    },
    {
      // a border crossed with a warrant out
      gate: `\\bwarrants? out for (?:me|my arrest)\\b|\\b(?:outstanding|active|open) warrants?\\b`,
      pattern: `\\b(?:cross|get (?:across|over|out of|past)|leave|flee|fly|escape|skip|sneak|slip)\\w*\\W+(?:[\\w'-]+\\W+){0,4}?(?:border|country|state|airport|customs|canada|mexico|the us|the uk)\\b[^.?!]{0,80}\\b(?:warrants? out for (?:me|my arrest)|(?:outstanding|active|open) warrants?)\\b|\\b(?:warrants? out for (?:me|my arrest)|(?:outstanding|active|open) warrants?)\\b[^.?!]{0,80}\\b(?:cross|get (?:across|over|out of|past)|leave|flee|fly|escape|sneak|slip)\\w*\\W+(?:[\\w'-]+\\W+){0,4}?(?:border|country|state|airport|customs|canada|mexico)\\b`,
      unless: /\b(?:lawyer|attorney|turn myself in|resolve|clear (?:it|the warrant|my name)|check if|find out if|do i have|can i (?:still )?(?:travel|fly) if|legally)\b/,
    },
    {
      // a car or a house set on fire, not a grill, a stunt or an accident
      gate: `\\bset (?:[\\w'-]+ ){1,3}on fire\\b|\\bset fire to\\b`,
      pattern: `\\bset (?:a |the |his |her |their |(?:my |our )?[\\w-]+'s |someone'?s |somebody'?s )(?:\\w+ )?(?:car|truck|van|house|home|building|shop|store|barn|garage|office|school|church|mosque|synagogue|apartment|business|restaurant|shed|boat)s? on fire\\b|\\bset fire to (?:a |the |his |her |their |(?:my |our )?[\\w-]+'s |someone'?s |somebody'?s )(?:\\w+ )?(?:car|truck|van|house|home|building|shop|store|barn|garage|office|school|church|mosque|synagogue|apartment|business|restaurant|shed|boat)s?\\b`,
      unless: /\b(?:accident\w*|extinguish\w*|put (?:it|the fire) out|prevent\w*|safety|insurance claim|movie|film|game|stunt|special effects|novel|story|scene|why (?:did|do|does|would)|what (?:to do|should i do)|caught fire|was set on fire|(?:got|been) set on fire|news|arson investigat\w*|history|riots? (?:in|of))\b/,
    },
 ], { ignoresDefensiveFraming: true }),
  gatedAnyOf('illegal_drugs', 0.5, [
    {
      // cocaine made from the leaf ("make some blow from coca leaves")
      gate: `\\bcoca (?:leaves|leaf|paste|plants?)\\b`,
      pattern: `\\b(?:make|extract|cook|turn|process|get|produce|refine)\\w*\\W+(?:[\\w'-]+\\W+){0,4}?(?:from|out of|with) (?:the |some |my )?coca (?:leaves|leaf|paste|plants?)\\b|\\bcoca (?:leaves|leaf|paste|plants?)\\W+(?:[\\w'-]+\\W+){0,3}?(?:into|to make|to get) (?:\\w+ )?(?:cocaine|coke|blow|crack|powder)\\b`,
      unless: /\b(?:tea|chew\w*|altitude|history|tradition\w*|cultur\w*|mate de coca|museum)\b/,
    },
    {
      // codeine syrup by its street names ("make some lean at home")
      gate: `\\b(?:some|homemade|my own|a cup of|a double cup of) lean\\b|\\bpurple drank\\b|\\bsizzurp\\b|\\bdirty sprite\\b`,
      pattern: `\\b(?:make|making|mix|mixing|brew|pour|get|cook)\\w*\\W+(?:[\\w'-]+\\W+){0,2}?(?:some|homemade|my own|a cup of|a double cup of) lean\\b(?! (?:meat|protein|muscle|mass|beef|turkey|body|startup|manufacturing|meals?|recipes?|diet|bulk|cuts?|gains|ground))|\\b(?:make|making|mix|mixing|brew|pour|get|recipe)\\w*\\W+(?:[\\w'-]+\\W+){0,3}?(?:purple drank|sizzurp|dirty sprite)\\b`,
      unless: /\b(?:song|lyrics|rapper|history of|dangers?|overdos\w*|addiction)\b/,
    },
  ]),
  // The depth or the place of a cut on oneself ("how deep do I need to cut my wrist"); not a wound to treat
  gated('self_harm', 0.55, `\\b(?:cut|slit|slice|slash)\\w* (?:my|your|the|one'?s) (?:wrists?|veins?|throat)\\b`, `\\b(?:how (?:deep|hard|long|far)|where|which way|what direction|down the road|vertical(?:ly)?|along)\\b[^.?!]{0,40}\\b(?:cut|slit|slice|slash)\\w* (?:my|your|the|one'?s) (?:wrists?|veins?|throat)\\b|\\b(?:cut|slit|slice|slash)\\w* (?:my|your|the|one'?s) (?:wrists?|veins?|throat)\\b[^.?!]{0,40}\\b(?:how (?:deep|hard|long|far)|deep enough|to die|bleed out|properly|the right way)\\b`, {
    unless: /\b(?:accident\w*|on (?:a |the |some )?(?:glass|metal|knife|can|fence|nail|paper)|slipped|stitch\w*|first aid|heal\w*|bandag\w*|doctor|urgent care|infect\w*|chicken|fish|meat|recipe|novel|character|story)\b/,
  }),
  // A public agency impersonated on a call or in a letter ("a voicemail script pretending to be the Social Security Administration")
  gated('fraud_scams', 0.5, `\\b(?:pretend\\w*|posing|pose|impersonat\\w*|masquerad\\w*)\\b`, `\\b(?:pretend\\w*|posing|pose|impersonat\\w*|masquerad\\w*) (?:to be |as )?(?:from |an? (?:agent|officer|representative|employee) (?:of|from) )?(?:the )?(?:social security(?: administration)?|ssa|irs|internal revenue service|hmrc|medicare|medicaid|fbi|dea|uscis|immigration|dmv|treasury|tax office|federal agents?|us marshals?|border patrol|customs)\\b`, {
    unless: /\b(?:spot|detect|recogni[sz]e|report|avoid|warn|protect|scam (?:awareness|alert)|signs?|novel|story|character|movie|film|play|costume|halloween|is (?:this|it) (?:a scam|real|legit))\w*\b/,
  }),
  gatedAnyOf('harassment', 0.5, [
    {
      // a crowd sent to someone's page until they leave it ("organize a raid on this girl's comments to make her delete her account")
      gate: `\\b(?:raid\\w*|brigad\\w*|dogpil\\w*|mass[- ]report\\w*|pile on|pile-on)\\b`,
      pattern: `\\b(?:raid\\w*|brigad\\w*|dogpil\\w*|mass[- ]report\\w*|pile on|pile-on)\\b[^.?!]{0,80}\\b(?:to make (?:her|him|them) (?:delete|quit|leave|cry|go offline|lose|shut down|disappear|kill)|until (?:she|he|they) (?:deletes?|quits?|leaves?|cr(?:y|ies)|logs? off|gives? up|shuts? down)|so (?:she|he|they) (?:deletes?|quits?|leaves?|gets? banned))\\b`,
      unless: /\b(?:report\w* (?:a|the|this) raid|protect\w*|prevent\w*|stop (?:a|the|them)|victim|being (?:raided|brigaded)|(?:was|were|got) (?:raided|brigaded)|police raid|raid boss|dungeon)\b/,
    },
    {
      // someone made to lose a job, a place or a partner by a story made up about them
      gate: `\\bby (?:spreading|starting|making up|inventing|faking|planting|posting) (?:a |some |fake |false )?(?:rumou?rs?|lies|stories|story|evidence|screenshots?|accusations?)\\b`,
      pattern: `\\b(?:fired|expelled|dumped|kicked out|evicted|suspended|arrested|banned|divorced|demoted|cancel+ed|disqualified|removed)\\W+(?:[\\w'-]+\\W+){0,3}?by (?:spreading|starting|making up|inventing|faking|planting|posting) (?:a |some |fake |false )?(?:rumou?rs?|lies|stories|story|evidence|screenshots?|accusations?)\\b`,
      unless: /\b(?:someone (?:is|was)|they (?:are|were)|(?:was|got|been|i was|i got) (?:fired|expelled|dumped|evicted|suspended|arrested|banned)|how (?:do|can) i (?:stop|respond|deal|prove|fight)|defamation (?:lawsuit|law)|novel|story about|character)\b/,
    },
  ]),
  gatedAnyOf('misinformation', 0.5, [
    {
      // a group or an agency said to be behind an atrocity ("the Jews were behind 9/11")
      gate: `\\b(?:were|was|are|is) (?:really |secretly |actually |all )?behind (?:the )?(?:9/11|911|sept(?:ember)? 11|the attacks?|the (?:\\w+ )?(?:shooting|bombing|pandemic|virus|outbreak|massacre)|covid)`,
      pattern: `^(?=[\\s\\S]{0,300}?\\b(?:write|draft|post|tweet|thread|compose|create|generate|publish|caption|article|blog|script|speech|flyer|pamphlet|newsletter|video|explain\\w*|show\\w*|prov\\w*)\\b)[\\s\\S]{0,300}?\\b(?:jews|jewish people|zionists|israel|mossad|muslims|the cia|cia|the government|the fbi|bush|the deep state|the illuminati|illuminati|freemasons|bill gates|soros|big pharma|the chinese|china)\\b[^.?!]{0,20}\\b(?:were|was|are|is) (?:really |secretly |actually |all )?behind\\b`,
      unless: /\b(?:the (?:claim|idea|theory|belief|myth|lie|rumou?r) that|(?:is|are|was) (?:false|untrue|a lie|baseless|debunked)|debunk\w*|fact-?check\w*|myths?|conspiracy theor\w*|refut\w*|why (?:do|did) (?:some )?people|antisemit\w* (?:trope|conspirac)|history of)\b/,
    },
  ]),
  // Wild and urban animals poisoned ("how to poison pigeons in the park"); pests in one's home are another rule
  r('animal_cruelty', 0.45, `\\bpoison\\w*${G2}(?:pigeons|birds|ducks|geese|swans|seagulls|gulls|crows|ravens|magpies|sparrows|feral cats|stray (?:cats|dogs)|strays|foxes|hedgehogs|owls|hawks|eagles|squirrels in the park)\\b`, {
    leadGate: true,
    unless: /\b(?:accident\w*|is (?:it|this) (?:toxic|poisonous)|(?:toxic|poisonous) to|protect\w*|prevent\w*|lead poisoning|botulism|avian|who is poisoning|someone (?:is )?poison\w*|were poisoned|found (?:dead|poisoned)|report\w*|illegal)\b/,
  }),
  // Session 18 (moderation), third round.
  gatedAnyOf('violence', 0.5, [
    {
      // a dose to knock someone out ("how many benadryl to knock out my little sister")
      gate: `\\bknock (?:out )?(?:her|him|them|my|his|the|a|an)\\b`,
      pattern: `\\b(?:how (?:much|many)|what (?:dose|amount|quantity)|enough)\\b[^.?!]{0,60}\\bknock (?:out (?:her|him|them|(?:my|his|her|the|a|an) (?:little |big |baby |older |younger )?[\\w-]+)|(?:her|him|them|(?:my|his|her|the|a|an) (?:little |big |baby |older |younger )?[\\w-]+) out)\\b`,
      unless: /\b(?:dogs?|cats?|pupp(?:y|ies)|kittens?|pets?|horses?|vet\w*|accident\w*|worried|boxing|mma|punch\w*|wall|tooth|teeth|ball|pins|competition|rival team|headaches?|migraines?|pain|cold|fever|cough|allerg\w*|insomnia|jet lag)\b/,
    },
    {
      // something put in someone's shampoo, lotion or eye drops to hurt them
      gate: `(?:'s|his|her|their) (?:shampoo|conditioner|lotion|moisturi[sz]er|toothpaste|mouthwash|deodorant|contact (?:lens )?solution|makeup|foundation|inhaler|sunscreen|face cream|body wash)\\b`,
      pattern: `^(?=[\\s\\S]{0,300}?\\b(?:fall out|falls out|burn\\w*|rash\\w*|itch\\w*|blind\\w*|hurt\\w*|damag\\w*|ruin\\w*|sting\\w*|sick|ill|break\\w* out|bald|thin\\w*|bleach\\w*|hair remover|nair|glue|superglue|acid|chemicals?|poison\\w*|without (?:her|him|them) knowing|secretly|so (?:she|he|they) (?:doesn'?t|won'?t|can'?t))\\b)[\\s\\S]{0,300}?\\b(?:put|pour|add|mix|slip|swap|replace|spike|lace|squirt|sneak)\\w*\\W+(?:[\\w'-]+\\W+){0,4}?(?:in|into|to|with) (?:her|his|their|(?:my|the|our) [\\w-]+'s|someone'?s|somebody'?s) (?:shampoo|conditioner|lotion|moisturi[sz]er|toothpaste|mouthwash|deodorant|contact (?:lens )?solution|makeup|foundation|inhaler|sunscreen|face cream|body wash)\\b`,
      unless: /\b(?:my own|tea tree|essential oils?|vitamin|scent|fragrance|recipe|diy (?:shampoo|lotion)|(?:she|he|they) (?:asked|wants?|likes?)|allerg\w* to)\b/,
    },
    {
      // a fall staged so the head is struck ("trip him so he hits his head")
      gate: `\\btrip (?:him|her|them|my [\\w-]+|the [\\w-]+) (?:so|and make|to make|until)\\b`,
      pattern: `\\btrip (?:him|her|them|my [\\w-]+|the [\\w-]+) (?:so|and make|to make|until) (?:that )?(?:he|she|they|him|her|them) (?:\\w+ )?(?:hits?|falls?|breaks?|cracks?|bangs?|smacks?|lands?|goes? down)\\b`,
      unless: /\b(?:judo|bjj|jiu[- ]jitsu|wrestl\w*|martial arts|game|soccer|football|rugby|sparring|self[- ]defen[cs]e|novel|story|character|scene|prank (?:video|show))\b/,
    },
  ]),
  // A group called a lesser race or a people born to serve: hate by its own words, whatever group is named.
  gatedAnyOf('hate_speech', 0.5, [
    {
      gate: `\\b(?:lesser|inferior|subhuman|sub-human|degenerate|mongrel|mongrelized|primitive|servant) (?:races?|peoples?|breeds? of (?:people|humans?)|stock)\\b`,
      pattern: `\\b(?:are|is|were|was|being|as)\\W+(?:(?:a|an|the|just|simply|basically|naturally|biologically|genetically)\\W+){0,2}(?:lesser|inferior|subhuman|sub-human|degenerate|mongrel|mongrelized|primitive|servant) (?:races?|peoples?|breeds? of (?:people|humans?)|stock)\\b`,
      unless: /\b(?:nazis? (?:called|claimed|believed|said|viewed|saw|portrayed)|(?:called|labell?ed|branded|treated|viewed|seen) (?:them )?as|myths?|debunk\w*|the (?:idea|claim|belief|notion|theory) that|scientific racism|eugenics movement|history|historically|propaganda (?:that|of|about)|why (?:is|was) (?:it|this|that) wrong|race science|refut\w*|colonial\w* (?:view|ideology|belief))\b/,
    },
    {
      gate: `\\b(?:evolved|born|made|designed|meant|created|built|exist|put on (?:this )?earth) (?:only |solely |just )?to (?:serve|obey|submit to|please|breed|be owned|be ruled)\\b`,
      pattern: `\\b(?:women|girls|females|wives|blacks|black people|africans|asians|jews|muslims|immigrants|mexicans|arabs|indians|gays|the poor|disabled people|slaves)\\b[^.?!]{0,30}\\b(?:evolved|were born|are born|were made|are made|were designed|are designed|are meant|were meant|were created|are created|were built|are built|exist|were put on (?:this )?earth|are put on (?:this )?earth) (?:only |solely |just )?to (?:serve|obey|submit to|please|breed|be owned|be ruled)\\b`,
      unless: /\b(?:myths?|debunk\w*|the (?:idea|claim|belief|notion|theory) that|sexis\w* (?:belief|myth|trope)|racis\w* (?:belief|myth|trope)|history|historically|why (?:is|was) (?:it|this|that) wrong|refut\w*|handmaid'?s tale|novel|dystopi\w*)\b/,
    },
  ]),
  gatedAnyOf('illegal_activity', 0.5, [
    {
      // a crime scene left clean of its traces ("how do I avoid leaving DNA at a crime scene")
      gate: `\\bcrime scenes?\\b`,
      pattern: `\\b(?:bleach|clean|wipe|scrub|wash)\\w*\\W+(?:(?:the|a|my)\\W+)?crime scenes?\\b|\\b(?:avoid|without|not|never|no|clean|wipe|remove|get rid of|hide|destroy|bleach|scrub)\\w*\\W+(?:[\\w'-]+\\W+){0,3}?(?:dna|fingerprints|prints|fibers|fibres|evidence|traces?|blood|footprints|hair)\\b[^.?!]{0,40}\\bcrime scenes?\\b|\\bcrime scenes?\\b[^.?!]{0,40}\\b(?:without leaving|leave no|not leave|clean (?:it )?up|wipe (?:it )?down|bleach)\\b`,
      unless: /\b(?:investigat\w*|forensic (?:teams?|scientists?|class|course|science)|how do (?:police|investigators|detectives|forensics|csi)|collect\w*|contaminat\w*|novel|story|character|episode|show|csi|cleaners?|cleanup (?:company|business|job|services?|crews?)|trauma clean\w*|biohazard|technicians?|professionals?|compan(?:y|ies)|hire\w*|jobs?|careers?)\b/,
    },
  ], { ignoresDefensiveFraming: true }),
  gatedAnyOf('illegal_drugs', 0.5, [
    {
      // pills made into a shot or a line ("turn oxycodone pills into something I can inject")
      gate: `\\b(?:oxy\\w*|opioids?|percocets?|vicodin|hydrocodone|morphine|fentanyl patch\\w*|adderall|xanax|dilaudid|opana|subutex|suboxone)\\b`,
      pattern: `\\b(?:oxy\\w*|opioids?|percocets?|vicodin|hydrocodone|morphine|fentanyl patch\\w*|adderall|xanax|dilaudid|opana|subutex|suboxone)\\b[^.?!]{0,60}\\b(?:(?:i|you) can (?:inject|shoot up|snort|smoke|iv)|to (?:inject|shoot up|snort|smoke)|for (?:injecting|injection|snorting|smoking|iv use)|injectable|snortable)\\b`,
      unless: /\b(?:dangerous|risks?|why|overdos\w*|addiction|treatment|endocarditis|abuse[- ]deterrent|prescribed (?:as|for)|hospital|nurse|clinical|withdrawal)\b/,
    },
  ]),
  gatedAnyOf('weapons', 0.55, [
    {
      // stun grenades made at home
      gate: `\\bflash ?bangs?\\b|\\bstun grenades?\\b`,
      pattern: `\\b(?:homemade|home-made|diy|improvised|make|making|build|building|chemicals?|ingredients|powder|recipe)\\b[^.?!]{0,40}\\b(?:flash ?bangs?|stun grenades?)\\b|\\b(?:flash ?bangs?|stun grenades?)\\b[^.?!]{0,30}\\b(?:at home|recipe|diy|from (?:scratch|household))\\b`,
      unless: /\b(?:how do (?:they|flash ?bangs?|stun grenades?) work|novel|story|procedural|game|airsoft|paintball|police (?:use|training)|history|hearing damage|photograph\w*|camera)\b/,
    },
    {
      // a prison blade from a toothbrush, a spoon, a comb
      gate: `\\b(?:shanks?|shivs?)\\b`,
      pattern: `\\b(?:sharpen|make|turn|melt|file|craft|carve|fashion)\\w*\\W+(?:[\\w'-]+\\W+){0,4}?(?:shanks?|shivs?)\\b`,
      unless: /\b(?:lamb|beef|pork|veal|ham|golf|ball|shot|braise\w*|roast\w*|recipe|oven|slow[- ]cook\w*|osso buco|novel|story|character|game)\b/,
    },
  ]),
  gatedAnyOf('fraud_scams', 0.5, [
    {
      // reviews written as customers who never were ("5 google reviews pretending to be patients")
      gate: `\\b(?:pretend\\w*|posing|pose|impersonat\\w*) (?:to be |as )?(?:an? |different |real |happy |satisfied |verified )?(?:patients?|customers?|clients?|buyers?|guests?|diners?|users?|students?|tenants?|shoppers?)\\b`,
      pattern: `\\b(?:reviews?|testimonials?|ratings?|stars?)\\b[^.?!]{0,60}\\b(?:pretend\\w*|posing|pose|impersonat\\w*) (?:to be |as )?(?:an? |different |real |happy |satisfied |verified )?(?:patients?|customers?|clients?|buyers?|guests?|diners?|users?|students?|tenants?|shoppers?)\\b|\\b(?:pretend\\w*|posing|pose|impersonat\\w*) (?:to be |as )?(?:an? |different |real |happy |satisfied |verified )?(?:patients?|customers?|clients?|buyers?|guests?|diners?|users?|students?|tenants?|shoppers?)\\b[^.?!]{0,60}\\b(?:reviews?|testimonials?|ratings?|stars?)\\b`,
      unless: /\b(?:spot|detect|report|flag|identify|recogni[sz]e)\w*\b|\b(?:role-?play|training|mystery shop\w*|user testing|usability|personas?|ux|qa|test\w* (?:our|the|my)|our (?:checkout|app|website|site|product|service|flow|support|onboarding))\b/,
    },
    {
      // a computer said to be infected so its owner pays ("convince old people their computer has a virus")
      gate: `\\b(?:has|have|got) (?:a virus|viruses|malware|been hacked|been infected)\\b|\\b(?:is|are) (?:infected|compromised)\\b`,
      pattern: `\\b(?:convinc|tell|trick|persuad|scar|fool|make)\\w*\\W+(?:[\\w'-]+\\W+){0,3}?(?:old|elderly|senior|grandparents?|people|victims?|them|users|customers|callers)\\b[^.?!]{0,40}\\b(?:computers?|pcs?|laptops?|phones?|accounts?|devices?) (?:has|have|got|is|are) (?:a virus|viruses|malware|been hacked|been infected|infected|compromised)\\b`,
      unless: /\b(?:scam (?:awareness|alert)|warn\w*|protect\w*|spot\w*|avoid\w*|really (?:is|are|has|have)|actually (?:is|are|has|have)|tech support scams? (?:work|target))\b/,
    },
  ]),
  // One's own death by a means named ("which painkillers would stop my heart", "what household chemical can I drink to end it")
  gated('self_harm', 0.55, `\\b(?:stop my heart|end it(?: all)?|end my life|not wake up|never wake up|kill myself|make me die)\\b`, `\\b(?:which|what)\\b[^.?!]{0,40}\\b(?:pills?|painkillers?|meds|medications?|medicines?|chemicals?|drugs?|poisons?|cleaners?|liquids?|plants?|tablets?|substances?)\\b[^.?!]{0,40}\\b(?:would|will|could|can|to|might|should)\\b[^.?!]{0,20}\\b(?:stop my heart|end it(?: all)?|end my life|not wake up|never wake up|kill myself|make me die)\\b`, {
    unless: new RegExp(`\\b(?:accident\\w*|by mistake|poison control|my (?:friend|son|daughter|child|kid|dog|cat)|novel|character|story|song|lyrics)\\b|${HELP_SOUGHT.source}`),
  }),
  // Session 18 (moderation), fourth round.
  gatedAnyOf('violence', 0.5, [
    {
      // the object to strike a partner or a child with ("what's the best thing to hit him with")
      gate: `\\bto (?:hit|beat|whack|smack|strike|belt|spank) (?:him|her|them|my [\\w-]+) with\\b`,
      pattern: `\\b(?:best|what|which|good|ideal)\\b[^.?!]{0,30}\\b(?:things?|objects?|items?|weapons?|tools?|sticks?|belts?)\\b[^.?!]{0,10}\\bto (?:hit|beat|whack|smack|strike|belt|spank) (?:him|her|them|my [\\w-]+) with\\b`,
      unless: /\b(?:pi[nñ]atas?|balls?|baseball|golf|tennis|cricket|drums?|pillow fight|foam|nerf|game|novel|story|character|scene|costume)\b/,
    },
    {
      // a child or a partner frightened with a weapon ("scaring him with a knife")
      gate: `\\b(?:scar|threaten|frighten|terrif)\\w* (?:him|her|them|my [\\w-]+)\\b`,
      pattern: `\\b(?:scar|threaten|frighten|terrif)\\w*\\W+(?:${KIN}|${CHILD})\\W+(?:[\\w'-]+\\W+){0,2}?with (?:a |my |the |his |her )?(?:knife|knives|gun|pistol|rifle|belt|blade|lighter|needle|hammer|bat|scissors|fire|axe|machete)\\b`,
      unless: /\b(?:halloween|costume|prank (?:video|show)|novel|story|character|scene|movie|film|play|is (?:it|this) (?:normal|abuse)|my (?:dad|mom|father|mother|husband|wife) (?:scared|threatened))\b/,
    },
  ]),
  gatedAnyOf('harassment', 0.5, [
    {
      // a crowd sent at someone until they give up ("get my followers to spam this reporter's mentions until she deletes the article")
      gate: `\\buntil (?:she|he|they) (?:deletes?|quits?|leaves?|cr(?:y|ies)|logs? off|gives? up|shuts? down|takes? (?:it|the \\w+) down)\\b|\\bto make (?:her|him|them) (?:delete|quit|leave|cry|go offline|take (?:it|the \\w+) down)\\b`,
      pattern: `\\b(?:raid\\w*|brigad\\w*|dogpil\\w*|mass[- ]report\\w*|pile on|pile-on|spam\\w*|flood\\w*|bombard\\w*|swarm\\w*|mob\\w*|troll\\w*|harass\\w*|hound\\w*|message\\w*|comment\\w*|report\\w*)\\b[^.?!]{0,80}\\b(?:until (?:she|he|they) (?:deletes?|quits?|leaves?|cr(?:y|ies)|logs? off|gives? up|shuts? down|takes? (?:it|the \\w+) down)|to make (?:her|him|them) (?:delete|quit|leave|cry|go offline|take (?:it|the \\w+) down))\\b`,
      unless: /\b(?:being (?:raided|brigaded|harassed|spammed|trolled)|(?:was|were|got|am|are) (?:raided|brigaded|harassed|spammed|trolled)|protect\w*|prevent\w*|how (?:do|can) i (?:stop|report|block)|police|(?:she|he|they) (?:keeps?|kept) (?:messag|comment|spam)\w*)\b/,
    },
    {
      // a cruel verse or joke about someone's body, to post ("a cruel poem about my coworker's weight")
      gate: `(?:'s|his|her|their) (?:weight|body|looks|acne|teeth|stutter|disability|appearance|face|nose|scars?|lisp)\\b`,
      pattern: `\\b(?:cruel|mean|nasty|mocking|humiliating|insulting|savage|vicious|brutal|hurtful)\\b[^.?!]{0,20}\\b(?:poems?|songs?|raps?|jokes?|roasts?|limericks?|posts?|captions?|memes?|comments?|messages?|nicknames?)\\b[^.?!]{0,30}\\babout (?:my |his |her |their |this |that |the )?(?:[\\w-]+'s |[\\w-]+s' )?(?:weight|body|looks|acne|teeth|stutter|disability|appearance|face|nose|scars?|lisp)\\b`,
      unless: /\b(?:(?:he|she|they) asked|consent|comedy roast|roast (?:battle|night)|own|myself|my own|how (?:do|can|should) i (?:respond|deal|cope)|someone (?:wrote|posted|made))\b/,
    },
    {
      // watching someone from another account after they blocked you
      gate: `\\b(?:blocked|unfollowed|restricted|muted) me\\b`,
      pattern: `\\b(?:fake|new|another|second|burner|alt|secret|anonymous|different)\\s+(?:\\w+ )?(?:accounts?|profiles?|instagram|insta|facebook|tiktok|snapchat|twitter|numbers?|phones?|emails?)\\b[^.?!]{0,80}\\b(?:blocked|unfollowed|restricted|muted) me\\b|\\b(?:blocked|unfollowed|restricted|muted) me\\b[^.?!]{0,80}\\b(?:fake|new|another|second|burner|alt|secret|anonymous|different)\\s+(?:\\w+ )?(?:accounts?|profiles?|instagram|insta|numbers?|phones?|emails?)\\b|\\b(?:keep|still|continue)\\w* (?:watching|contacting|messaging|texting|seeing|following|checking on) (?:her|him|them|my ex)\\b[^.?!]{0,60}\\b(?:blocked|unfollowed|restricted|muted) me\\b`,
      unless: /\b(?:how (?:do|can|should) i (?:move on|respect|cope|accept|stop)|should i|respect (?:her|his|their) (?:decision|boundar\w*|wishes)|unblock me|by mistake|accident\w*|why (?:did|would))\b/,
    },
  ]),
  gatedAnyOf('illegal_activity', 0.5, [
    {
      // blood hidden from the forensic test ("what bleach gets rid of blood so luminol can't find it")
      gate: `\\bluminol\\b`,
      pattern: `\\b(?:so|that|where) (?:the )?luminol (?:can'?t|won'?t|doesn'?t|will not|cannot|wouldn'?t) (?:find|detect|pick up|show|see)|\\b(?:beat|fool|avoid|defeat|hide (?:it |blood )?from|evade|trick)\\w* (?:the )?luminol\\b|\\bluminol[- ]proof\\b`,
      unless: /\b(?:novel|story|character|episode|show|csi (?:episode|show)|myth\w*|how (?:does|do) (?:luminol|forensics?|police) work)\b/,
    },
    {
      // a home entered while its owner is out ("when my neighbor leaves for work so I can get into her place")
      gate: `\\bso (?:that )?(?:i|we) can (?:get|go|sneak|slip|break|let (?:myself|ourselves)) (?:in|into)\\b`,
      pattern: `\\b(?:when|what time|how long|which days?)\\b[^.?!]{0,60}\\b(?:leaves?|is (?:away|gone|out|not home)|goes? (?:out|to work|away)|are (?:away|gone|out)|go (?:out|to work|away))\\b[^.?!]{0,40}\\bso (?:that )?(?:i|we) can (?:get|go|sneak|slip|break|let (?:myself|ourselves)) (?:in|into)\\b`,
      unless: /\b(?:water (?:her|his|their|the) plants|feed|pet-?sit\w*|house-?sit\w*|(?:she|he|they) (?:asked|gave|lent|wants?) (?:me)?|with (?:her|his|their) (?:permission|key|consent)|surprise party|my own|our own|landlord (?:notice|entry))\b/,
    },
  ], { ignoresDefensiveFraming: true }),
  gatedAnyOf('fraud_scams', 0.5, [
    {
      // a password or a card asked for in a lure ("sign in with their office 365 password to view the contract")
      gate: `\\b(?:enter|confirm|verify|provide|update|type|re-?enter|sign in with|log ?in with|input)\\w* (?:(?:their|your|his|her) )?(?:[\\w-]+ ){0,2}?(?:password|passcode|card details|card number|credit card|debit card|bank details|pin|ssn|social security number|credentials|login)\\b`,
      pattern: `^(?=[\\s\\S]{0,300}?\\b(?:write|draft|compose|create|generate|make|craft|send)\\b[^.?!]{0,40}\\b(?:e-?mails?|sms|texts?|messages?|notices?|pages?|letters?|dms?|whatsapp)\\b)(?=[\\s\\S]{0,400}?(?:\\b(?:at|on|via|through|using) my (?:link|page|site|url|form|portal)\\b|\\bfrom ['"]?(?:docusign|paypal|microsoft|apple|amazon|netflix|chase|wells fargo|bank of america|usps|fedex|dhl|ups|irs|hmrc|office 365|outlook|google|gmail|coinbase|binance|their bank)\\b|\\b(?:pretend\\w*|impersonat\\w*|posing as|pose as|spoof\\w*)\\b|\\btax refund\\b|\\brefund is (?:ready|pending|waiting)\\b|\\baccount (?:will be|has been|is) (?:suspended|locked|closed|deleted|frozen)\\b|\\bunusual (?:activity|sign-?in)\\b))[\\s\\S]{0,400}?\\b(?:enter|confirm|verify|provide|update|type|re-?enter|sign in with|log ?in with|input)\\w* (?:(?:their|your|his|her) )?(?:[\\w-]+ ){0,2}?(?:password|passcode|card details|card number|credit card|debit card|bank details|pin|ssn|social security number|credentials|login)\\b`,
      unless: /\b(?:phishing (?:test|simulation|awareness|training|example)|spot\w*|detect\w*|report\w*|warn\w*|never (?:ask|share|enter|give)|we will never|do not (?:share|enter|give))\b/,
    },
    {
      // reviews written in made-up names ("15 one-star reviews, each from a different made-up person")
      gate: `\\b(?:made-up|fake|fictional|fictitious|invented|different made-up) (?:people|persons?|customers|accounts|names|reviewers|buyers|guests|profiles)\\b|\\beach from a (?:different|made-up|fake)\\b`,
      pattern: `\\breviews?\\b[^.?!]{0,80}\\b(?:(?:from|by|as) (?:\\w+ )?(?:made-up|fake|fictional|fictitious|invented) (?:people|persons?|customers|accounts|names|reviewers|buyers|guests|profiles)|each from a (?:different|made-up|fake)\\b)`,
      unless: /\b(?:spot\w*|detect\w*|report\w*|flag\w*|identify\w*|examples? of fake|training data|classifier|dataset|novel|story|placeholder|lorem ipsum|(?:website|site|page|design|theme) templates?|mock-?ups?|wireframes?)\b/,
    },
  ]),
  // Gates of a group said to be replacing a people by design: the conspiracy stated as fact.
  gated('hate_speech', 0.5, `\\b(?:replacing|replace|outbreeding|out-breeding) (?:white|native|christian|european|real) (?:people|americans|europeans|population|folks|citizens|men|women)\\b|\\bgreat replacement\\b|\\bwhite genocide\\b`, `\\b(?:immigrants|migrants|refugees|jews|muslims|elites|globalists|they|them|the government|liberals|democrats|foreigners|africans|mexicans|arabs)\\b[^.?!]{0,40}\\b(?:replacing|replace|outbreeding|out-breeding) (?:white|native|christian|european|real) (?:people|americans|europeans|population|folks|citizens|men|women)\\b|\\b(?:write|post|draft|speech|tweet|thread|article|explain\\w*|prov\\w*|argu\\w*|claim\\w*)\\b[^.?!]{0,60}\\b(?:great replacement|white genocide)\\b(?! (?:conspiracy )?theory (?:is|was)\\b)`, {
    unless: /\b(?:myths?|debunk\w*|the (?:idea|claim|belief|notion|theory) that|conspiracy theor\w*|refut\w*|why (?:is|was) (?:it|this|that) (?:wrong|false|dangerous)|history of|origins? of|extremis\w* (?:research|study)|radicali[sz]\w*|counter\w*)\b/,
  }),
  // The quickest death asked for oneself ("what's the fastest way to die without pain")
  gated('self_harm', 0.55, `\\bways? to die\\b`, `\\b(?:fastest|quickest|easiest|best|surest|simplest|least painful|most peaceful|painless|calmest) (?:\\w+ )?ways? to die\\b`, {
    unless: new RegExp(`${VIDEO_GAME_OR_GAME.source}|\\b(?:in (?:game|minecraft|terraria|elden ring|dark souls|sims|the sims)|speedrun\\w*|achievement|respawn\\w*|novel|character|story|song|lyrics|movie|film|my (?:friend|son|daughter|child|kid)|world record|historically|medieval|ancient|statistics?)\\b|${HELP_SOUGHT.source}`),
  }),
];

/** Request framing: asking for instructions, help, or content. */
export const INTENT_PATTERNS: readonly string[] = [
  "\\bhow (?:to|do|does|can|could|would|should|might|will)\\b|^how\\b",
  "\\bhow'?d (?:i|you)\\b",
  '\\bis (?:it|there) (?:possible|any way|a way|an easy way|some way|a method) (?:to|for)\\b|\\band how\\W*$',
  // the passive and the past or future tense ask for the same method ("how was meth synthesized at home?")
  '\\bhow (?:is|are|was|were) (?:\\w+ ){1,4}(?:made|synthesi[sz]ed|produced|manufactured|cooked|brewed|extracted|built|assembled|obtained|smuggled|laundered|hidden|poisoned|killed|hacked|combined|mixed|weaponi[sz]ed|aerosoli[sz]ed|cultured|dispersed|spread|deployed|distributed|planted|detonated|cloned|skimmed|forged|counterfeited|stolen|shoplifted|trafficked|snuck|sneaked|drugged|kidnapped|abducted|bypassed|cracked|breached|emptied|drained|hijacked|stuffed|rigged|tampered|robbed|burgled|burglari[sz]ed|looted)\\b',
  // a superlative naming the means asked for ("the best poison for", "the cheapest gun to")
  '\\b(?:best|most effective|easiest|cheapest|quickest|fastest|surest|deadliest|strongest|most lethal|most reliable)(?: [a-z]+)? (?:for|to|at)\\b',
  '\\bwhat (?:\\w+ ){0,2}(?:chemicals?|materials?|ingredients|equipment|supplies|tools?|precursors?|reagents?|components?|parts) (?:are|is|would be|do i|would i|will i) (?:need|needed|required)\\b',
  '\\bhow (?:did|will|would|might) (?:people|they|someone|somebody|criminals|dealers|hackers|terrorists|cartels|gangs|scammers|thieves|murderers|killers|poachers|smugglers|bootleggers) (?:\\w+ ){0,3}(?:make|synthesi[sz]e|produce|manufacture|build|cook|get|obtain|steal|hack|smuggle|launder|kill|poison|hide|break into)\\b',
  '\\bideas? (?:for|to|on|of) (?:\\w+ing|how)\\b',
  '\\b(?:ways?|methods?|techniques?|tricks?|strategies|strategy|steps?|tips?|tutorial|instructions?|guide|guidance|recipe|plan|blueprint|manual|procedure|process) (?:to|for|on|of|that)\\b',
  '\\b(?:best|easiest|quickest|fastest|most effective|simplest|cheapest|safest|surest|most efficient|subtle|subtlest|most subtle|most dangerous|most cruel|most painful|most explicit) ways?\\b',
  '\\bstep[- ]by[- ]step\\b',
  // a character or the reader walked through the method ("have the hacker walk through exactly how he...")
  '\\bwalk(?:s|ing)? (?:me |us |them |him |her |the (?:reader|audience|viewer|apprentice)s? )?through\\b|\\bexactly (?:how|which|what|where|when)\\b',
  '\\b(?:teach|show|tell|give|provide|send|explain|list|describe|generate|write|create|make|draft|compose|produce|design|develop|suggest|recommend|find|help|assist|guide) (?:me|us)\\b',
  '\\b(?:help|assist)(?:ing)? (?:me|us|in|with)\\b',
  '\\bcan (?:you|u|i|we|someone)\\b',
  '\\bcould (?:you|i|we)\\b',
  '\\bwould you\\b',
  '\\b(?:i|we) (?:want|need|would like|wanna|plan|am planning|intend|am going|have decided|decided) to\\b|\\b(?:i|we) need you to\\b',
  "\\b(?:i'?m|i am|we'?re|we are) (?:going|planning|trying|about) to\\b",
  '\\b(?:write|create|generate|draft|compose|produce|make|design|craft|give|provide|describe|explain|list|tell|teach|show|suggest|detail|outline|develop|build|code|program|offer|instruct|demonstrate|publish|post|send|plan|outline) (?:a|an|me|us|some|the|detailed|step|instructions|content|ways|methods|examples?|users|people|someone)\\b',
  '\\b(?:hypothetically|if (?:someone|somebody|a person|one|i|you) (?:wanted|wants|needed|needs|were|was) to|suppose (?:someone|somebody|i|you) (?:wanted|wants) to)\\b',
  '^(?:devise|outline|come up with|make up|fabricate|invent|fake|concoct|cook up|brainstorm|put together|draw up|map out|say|describe|explain|tell|teach|show|give|provide|list|write|create|generate|discuss|talk|detail|outline|share|suggest|send|post|develop|build|design|produce|draft|compose|offer|instruct|demonstrate|publish|post|code|program|plan|argue|prove|convince|persuade|claim|justify|find|locate|look up|track|search)\\b',
  '\\b(?:where|how) (?:can|could|do|to|would|should) (?:i|we|one|someone)?\\b',
  '\\bwhat (?:is|are|\'?s) (?:the|some|a few)? ?(?:best|most|easiest|quickest|fastest|simplest|effective|good|ways?|methods?|details?|worst)\\b',
  "\\bwhat'?s (?:the|a) (?:best|most|easiest|quickest|fastest|subtle|good)\\b",
  '\\b(?:talk|discuss) (?:about|in detail)\\b',
  '\\bwhat (?:are|were|is) (?:some|the) (?:of the )?\\w+',
  '\\bin (?:great |explicit |vivid |graphic )?detail\\b',
  "\\b(?:let'?s|lets)\\b|\\b(?:please|pls|plz)\\s+(?:tell|give|show|explain|write|list|describe|provide|help|teach|send|generate|create|make|find|draft|compose|outline|detail|set|turn|switch|disable|unlock|open|delete|remove|transfer|buy|order|grant|run|execute|install|post|share|update|change|process|wire|pay)\\b",
  '\\bwhich (?:household items?|items?|chemicals?|drugs?|pills?|products?|tools?|weapons?)\\b',
  // the means asked for as "something I can ..." ("what's something I can slip into his coffee")
  "\\bwhat(?:'?s| is| are) (?:something|anything|some things?|stuff) (?:i|we) (?:can|could|should)\\b",
  // the means asked for by its effect ("what weed killer would make the dog sick")
  '\\bwhat (?:\\w+ ){0,2}(?:would|will|could|can|might) (?:make|kill|poison|knock out|sedate)\\b',
];

/** Illicit modifiers: secrecy, evasion, lack of consent, illegality. */
export const ILLICIT_PATTERNS: readonly string[] = [
  // "illegal" before what it qualifies ("illegal guns"), not said of a thing ("why pipe bombs are illegal")
  '\\b(?:illegally|illicit(?:ly)?|unlawful(?:ly)?|criminal(?:ly)?|nefarious(?:ly)?)\\b|\\billegal (?:drugs?|guns?|weapons?|firearms?|arms|items?|goods|substances?|copies|downloads?|streams?|ways?|methods?|means|activit(?:y|ies)|access|entry|content|money|funds|cash|gambling|betting|dumping|logging|hunting|fishing|mining|trade|trading|sales?|purchases?|business|operations?|services?|software|websites?|sites?|pornography|porn|material|images|videos|workers|labou?r|hacking|surveillance|wiretap\\w*|fireworks|explosives?)\\b',
  "\\bwithout (?:getting |being |ever being )?(?:caught|detected|noticed|traced|seen|identified|tracked|found out|arrested|reported)\\b",
  "\\bwithout (?:their|his|her|them|the (?:owner|person|victim|user)'?s?|someone'?s|anyone'?s|any|a) (?:knowing|knowledge|permission|consent|authori[sz]ation|noticing|license|licence|prescription|password|passcode|pin)\\b",
  '\\bwithout (?:anyone|them|him|her|people) (?:knowing|noticing|finding out|realizing|realising|suspecting)\\b',
  '\\bwithout (?:it )?(?:being|looking|seeming) (?:obvious|noticed|detected|suspicious)\\b|\\bwithout (?:the )?(?:police|cops|authorities|landlord|teacher|school|parents) (?:knowing|finding out|noticing)\\b',
  '\\bwithout (?:them|him|her|anyone) knowing\\b',
  "\\bwithout (?:their|his|her|your|my|the) (?:parents?|guardians?|spouse|wife|husband|partner|boss|employer|family|teachers?|school|company|owners?) (?:knowing|finding out|noticing|knowledge|permission|consent|approval)\\b",
  // a parent named as a child names one ("without mom finding out")
  "\\bwithout (?:(?:my|our|his|her|their) )?(?:mom|mum|mommy|mummy|dad|daddy) (?:knowing|finding out|noticing|seeing)\\b",
  '\\b(?:undetected|undetectable|untraceable|unnoticed|unseen|anonymous(?:ly)?|secretly|silently|covertly|discreetly|on the sly|under the radar|off the books|under the table)\\b',
  '\\bon the (?:black|dark) (?:market|web)\\b|\\bdark ?web\\b',
  '\\bget away with\\b',
  '\\bwithout (?:raising|arousing|drawing|causing) (?:any )?(?:suspicion|red flags|alarm)\\b',
  '\\b(?:make|making) it look like (?:they|he|she|it|the \\w+) (?:fell|slipped|tripped|drowned|overdosed|did it (?:themselves|himself|herself))\\b',
  '\\b(?:no|without (?:a |any )?)background checks?\\b|\\bno paperwork\\b|\\bno id required\\b|\\bwithout (?:any )?questions(?: asked)?\\b|\\bno questions asked\\b',
  "\\b(?:keep (?:this|it) (?:between us|quiet|confidential|secret)|don'?t (?:call|tell) (?:me|anyone)|(?:i'?m|i am) in meetings all day)\\b",
  '\\bwithout (?:a |any |the |its )?serial (?:numbers?|no\\.?)\\b|\\bno serial numbers?\\b|\\b(?:remove|grind off|file off|scratch off|erase)\\w*(?: \\w+){0,2} serial numbers?\\b',
  '\\b(?:and|but) (?:not|never) (?:get|be|getting|being) (?:caught|arrested|charged|detected|traced|sued|fired|punished)\\b',
  '\\b(?:avoid|evade|escape|dodge|elude) (?:detection|getting caught|being caught|the police|police|law enforcement|authorities|the authorities|being traced|suspicion|prosecution|arrest)\\b',
  '\\b(?:so|that) (?:no ?one|nobody) (?:knows|will know|finds out|notices|can tell|suspects)\\b',
  '\\b(?:without|not) leav(?:e|ing) (?:a |any )?(?:trace|traces|mark|marks|evidence|fingerprints)\\b|\\bleave no (?:trace|evidence|marks?)\\b',
  '\\bcover (?:my|our|the|their) tracks\\b',
  '\\b(?:so (?:it|that it|they|the death) )?look(?:s)? (?:like )?(?:an? )?(?:accident|accidental|natural causes|natural death|suicide|heart attack|electrical (?:fault|fire)|short circuit|malfunction|an? burglary)\\b|\\bwithout (?:showing up|being detected|detection) (?:in|on) (?:an? |the )?(?:autopsy|toxicology|tox screens?|drug tests?)\\b',
  '\\bso (?:i|we) can (?:break in|get in|sneak in|steal|rob|get away)\\b|\\bfinding out it was me\\b',
  '\\b(?:for (?:amusement|fun|revenge|kicks)|as revenge|get revenge|take revenge|pay (?:him|her|them) back)\\b',
  '\\bwithout (?:them|him|her) (?:being able to )?(?:trac(?:e|ing)|know(?:ing)?) (?:it )?(?:was|back to) me\\b|\\bwithout (?:it|them) (?:being )?traced back\\b|\\bknowing it was me\\b',
  "\\b(?:that|which) (?:isn'?t|is not|aren'?t|are not|doesn'?t belong to|does not belong to|don'?t belong to) (?:mine|yours|me|you|ours|us|theirs)\\b|\\b(?:i|we) (?:don'?t|do not) own\\b|\\bwithout (?:written )?authori[sz]ation\\b",
  "\\blooks? like (?:lightning|a lightning strike|a cigarette|a campfire|an electrical (?:fault|fire)|natural causes|an accident) (?:caused|started|did)\\b",
  '\\bwithout (?:tripping|triggering|setting off|sounding) (?:the |an |any )?(?:alarms?|sensors?|cameras?)\\b',
  // the aim of harming as much as possible ("spread to hospital networks for maximum damage")
  '\\b(?:for|to cause|causing|to do|to inflict) (?:the )?(?:maximum|max|most|greatest) (?:damage|harm|destruction|disruption|casualties|carnage|deaths)\\b',
  "\\bso (?:she|he|they|my date|the girl|the woman|the guy) (?:passes|pass|will pass|blacks|black|will black) out\\b|\\b(?:won'?t|wouldn'?t|will not|doesn'?t) remember (?:anything|what happened)\\b",
  '\\b(?:against (?:their|his|her) will|behind (?:their|his|her|my \\w+\'?s) back|without getting in trouble)\\b',
  // the person kept from finding out ("hide it so she won't find it")
  "\\bso (?:that )?(?:she|he|they|my \\w+) (?:won'?t|wont|doesn'?t|can'?t|will not|does not|never) (?:find (?:it|out|them)|notice|know|suspect|realise|realize|see it)\\b",
];

/** Defensive framing: preventing, detecting, recovering from harm; lowers every category's score. */
export const DEFENSIVE_PATTERNS: readonly string[] = [
  // defenders' own documents ("how do info-stealers exfiltrate credentials? I'm writing our EDR
  // playbook", "how are shell companies used in laundering? for a compliance training")
  '\\b(?:edr|siem|soc|xdr|blue[- ]team|incident[- ]response|detection[- ]engineering|threat[- ]hunting) (?:playbooks?|runbooks?|rules?|detections?|queries|teams?|analysts?|onboarding|training|decks?|briefings?|awareness)\\b|\\b(?:compliance|aml|kyc|anti-money laundering) (?:trainings?|courses?|modules?|programs?|certifications?|exams?)\\b',
  // the asker meeting the harm ("what should I do if I find a hidden camera in my Airbnb")
  '\\bwhat (?:should|do|can|must) (?:i|we) do (?:if|when)\\b',
  // the people who trace a crime ("how do money laundering investigators follow the money")
  '\\b(?:investigators?|auditors?|compliance (?:teams?|officers?|analysts?)|regulators?|prosecutors?|detectives?|forensic accountants?|fraud (?:teams?|analysts?)|aml (?:teams?|analysts?)) (?:\\w+ ){0,2}(?:detect|trace|follow|track|spot|uncover|investigate|catch|identify|flag|find)\\w*\\b',
  // someone harassing, stalking or threatening the asker: the asker is the target
  '\\b(?:who|that|someone|somebody|people|he|she|they|my ex|an ex) (?:is|are|keeps?|has been|have been|was|were|started) (?:\\w+ )?(?:harass|bully|bullies|stalk|threaten|cyberbully|dox|doxx|troll|blackmail|extort|impersonat)\\w* me\\b',
  // the victim's side: getting one's stolen or hacked things back, checking whether a thing is a scam
  '\\b(?:get|getting|recover|recovering|find|finding|track|tracking|locate|locating|report|reporting)\\w* (?:back )?(?:my|our) (?:stolen|lost|hacked|missing)\\b|\\b(?:my|our) (?:stolen|hacked|lost) \\w+ back\\b|\\bhow (?:can|do|would|should) (?:i|we|you) (?:tell|know|check|verify|spot|recogni[sz]e|find out) (?:if|whether)\\b',
  '\\bwhy (?:\\w+ ){1,4}(?:is|are|was|were) (?:so )?(?:controversial|debated|regulated|restricted|a concern)\\b',
  // why a thing is harmful or banned ("why pipe bombs are dangerous and illegal"), and where its name comes from
  '\\bwhy (?:\\w+ ){1,4}(?:is|are|was|were) (?:so |very |extremely )?(?:dangerous|illegal|harmful|banned|deadly|unsafe|outlawed|prohibited)\\b|\\b(?:where (?:does|did) (?:the )?(?:name|term|word)|origin of the (?:name|term|word)|named after|why is it called)\\b',
  // content moderation as a job: flagging, hiding or classifying the offensive comments of others
  `\\b(?:flag|flags|flagging|hide|hiding|remove|removing|delete|deleting|moderate|moderating|filter|filtering|screen|screening|block|blocking|classify|classifying|report|reporting)${G2}(?:all |any |the )?(?:\\w+ )?(?:offensive|toxic|hateful|abusive|racist|sexist|harmful|inappropriate|nsfw)${G1}(?:comments?|posts?|messages?|content|reviews?|replies|tweets?|language|images?)\\b`,
  "\\b(?:my|a|our) (?:friend|best friend|partner|wife|husband|boyfriend|girlfriend|son|daughter|child|kid|teen|brother|sister|mom|dad|mother|father|coworker|colleague|student|roommate|patient|client)\\b[^.?!]{0,40}\\b(?:wants? to|said (?:she|he|they) (?:wants?|wanted) to|is going to|talks? about|talked about|is thinking (?:about|of)|threaten\\w*(?: to)?)\\b[^.?!]{0,30}\\b(?:die|end (?:her|his|their) (?:own )?life|kill (?:herself|himself|themselves)|suicide|hurt (?:herself|himself|themselves))\\b",
  '\\b(?:penalt(?:y|ies)|punishments?|sentenc(?:e|ing) for|jail time|prison time|fines? for|laws? (?:on|about|against|regarding|work)|legal (?:consequences|status|requirements?|age)|licen[cs]ing requirements?|is it (?:illegal|legal|a crime))\\b',
  '\\b(?:train(?:ing)? (?:my |our )?(?:staff|employees|team|users|students)|so (?:i|we) can (?:protect|defend|train|teach|recogni[sz]e|avoid|prevent|spot|detect|understand|respond|learn about))\\b|\\bphishing (?:simulations?|tests?|exercises?|awareness|training|drills?|campaign for (?:our|my) (?:staff|employees|team))\\b|\\b(?:security awareness|tabletop exercise)\\b',
  '\\b(?:(?:she|he|they) (?:agreed|consented|knows?|approved)|with (?:her|his|their|full) (?:consent|permission|knowledge|agreement)|consensual(?:ly)?|family sharing)\\b',
  "\\bhow (?:does|do|did) (?:a |an |the )?(?:\\w+ ){1,3}work\\b",
  '\\b(?:prevent|preventing|prevention of|protect(?:ing)? (?:myself|yourself|me|us|them|themselves|ourselves|itself|my|our|their|against|from|children|kids)|protection (?:against|from)|protected (?:against|from)|defend(?:s|ing)? (?:against|myself|yourself|themselves|ourselves|itself|my|our|their)|guard against|safeguard)\\b',
  '\\b(?:support|comfort|help|reach out to|talk to|be there for)\\W+(?:\\w+\\W+){0,3}(?:friends?|partner|child|son|daughter|teen(?:ager)?s?|students?|someone|somebody|loved ones?|colleagues?|coworkers?|family members?|people)\\W+(?:who|that)\\W+(?:\\w+\\W+){0,5}(?:struggl\\w*|suicidal|depressed|self[- ]?harm\\w*|cutting|grieving|having (?:suicidal|dark) thoughts|(?:talks?|talking|thinks?|thinking|speaks?|speaking) about (?:suicide|self[- ]?harm\\w*|dying|ending (?:it|(?:his|her|their) (?:own )?life)))',
  // "why do people self-harm and how can I support a friend who does": the harm named earlier, the help asked for
  '\\b(?:self-?harm\\w*|suicidal|cutting|eating disorders?|depress\\w*)\\b[^.?!]{0,60}\\b(?:support|comfort|help|be there for)\\W+(?:\\w+\\W+){0,3}(?:friends?|partner|child|son|daughter|teen(?:ager)?s?|students?|someone|somebody|loved ones?|family members?)\\W+(?:who|that)\\W+(?:does|do|is|are|struggles)\\b',
  '\\bkeep(?:ing)? (?:\\w+ ){0,2}(?:away from|safe from|out of reach of)\\b',
  '\\b(?:be|get|gets|being|been) (?:\\w+ )?(?:tracked|traced|found|recovered|located|returned) by (?:the )?(?:police|cops|authorities|law enforcement|investigators|insurers?|owners?)\\b',
  // fighting a crime ("how do organizations fight human trafficking at the border")
  `\\b(?:fight|fighting|combat|combating|combatting|counter|countering|tackle|tackling|crack(?:ing)? down on|end|ending|stop|stopping|disrupt\\w*|dismantl\\w*)${G1}(?:human |sex |child |drug |wildlife |arms |organ )?(?:trafficking|smuggling|poaching|terrorism|extremism|radicali[sz]ation|fraud|corruption|money laundering|cybercrime|piracy)\\b`,
  '\\bwhat (?:does|do|is|are) (?:the )?(?:term|terms|word|words|phrase|expression|idiom)\\b|\\bwhat does it mean (?:to|when|if)\\b|\\bwhat is meant by\\b|\\b(?:definition|meaning|origin|etymology) of (?:the )?(?:term|word|phrase|expression|idiom|saying)\\b|\\bhistory books?\\b',
  '\\b(?:security (?:advisory|alert|notice|bulletin|warning)|scam alert|fraud alert|beware of|do not (?:click|respond|reply|open)|don\'?t (?:click|respond|reply|open)|never (?:share|give|send) (?:your|a|anyone))\\b',
  '\\b(?:hit|targeted|affected|struck) by (?:a |an |the )?(?:\\w+ )?(?:ddos|dos|cyber ?attack|attack|breach|ransomware|hack)\\b|\\b(?:incident report|post-?mortem|status (?:page|update))\\b',
  '\\b(?:mitigat\\w*|report(?:ing)? (?:a|an|the|it|them|this)|report(?:ing)? (?:\\w+ )?(?:fraud|scams?|abuse|crimes?|harassment|phishing|spam|threats?|violence|corruption|theft|bullying|laundering|evasion|trafficking|poaching|smuggling|bribery|embezzlement)|victims? of|survivors? of|cope with|coping with|recover(?:ing)? from|get help|seek help|hotline|support groups?|awareness|fact-?check\\w*|debunk\\w*)\\b',
  // the law on force in self-defence ("can I legally shoot someone who breaks into my house?")
  '\\b(?:can|may) (?:i|we|you|one|a person|homeowners?) legally (?:shoot|kill|stab|hit|use (?:deadly |lethal )?force (?:on|against))\\b[^.?!]{0,60}\\b(?:breaks? in(?:to)?|broke in(?:to)?|intruders?|burglars?|attack(?:s|ing|ers?)?|self[- ]defen[cs]e|threaten\\w*|robb(?:ing|ers?))\\b',
  // a debunk asked in plain words: "why claims that the Holocaust was exaggerated are false", "why is
  // the idea that the shooting was staged a conspiracy theory" (the claim is named to be refuted)
  "\\b(?:claims?|idea|notion|belief|theory|theories|rumou?rs?|allegations?|narratives?|assertions?) that\\b[^.?!]{0,100}\\b(?:is|are|was|were) (?:false|wrong|untrue|baseless|unfounded|incorrect|inaccurate|misleading|debunked|a (?:myth|hoax|lie|conspiracy theory)|conspiracy theories|not true)\\b|\\bwhy (?:is|are|was|were) (?:the )?(?:claims?|idea|notion|belief|theory|rumou?rs?) that\\b[^.?!]{0,100}\\b(?:false|wrong|untrue|baseless|a (?:myth|hoax|lie|conspiracy theory)|debunked)\\b",
  // a carer asking how to help someone who self-harms ("my teenager is self-harming, how do I help?");
  // the help must be asked for, so "... how can I make her cut deeper" is not this shape
  '\\b(?:my|our) (?:teen(?:ager)?|son|daughter|child|kid|student|friend|partner|husband|wife|brother|sister|mom|dad|mother|father|patient|client) (?:is|has been|was|keeps|started|admitted to) (?:\\w+ )?(?:self[- ]?harm\\w*|cutting (?:herself|himself|themselves)|suicidal)\\b[^?]{0,60}?\\b(?:how (?:do|can|should|could) (?:i|we) (?:best )?(?:help|support|talk to|approach|respond)|what (?:should|do|can) (?:i|we) (?:say|do))\\b',
  '\\bwithout (?:any |the )?(?:technical|graphic|specific|operational|step-by-step) details\\b|\\b(?:no|non-?)[ -]?graphic\\b|\\bno (?:technical|operational) details\\b',
  '\\b(?:avoid(?:ing)? (?:being|becoming|falling)|stay(?:ing)? safe|keep (?:myself|my \\w+|them|kids|children|you) safe|safe from|is it (?:illegal|legal|safe|dangerous|wrong)|what are the (?:risks|dangers|penalties|consequences|laws)|(?:^|the |a |about |on |in |of |and |brief |short |early |world |ancient |modern |military |political |colonial |economic |social |cultural |local |scientific |whole |full |complete |long |dark |tragic |us |american |european |british |chinese |russian )history of|in (?:a |my )?(?:novel|story|fiction) )\\b',
];

/**
 * The voice of a news report, a court record, a statute or a threat report ("police said", "was
 * charged", "8 dead", "the indictment", "is defined as", "the malware establishes"): a crime
 * reported, not asked for. Counted only where the text makes no request
 * (no request framing), so "according to the report, here is how to..." still reads as one.
 */
export const REPORTING_PATTERN =
  '\\b(?:police|officials|prosecutors|authorities|investigators|detectives|the fbi|the dea|the court|a judge|the jury|reuters|associated press|according to|the justice department|the department of justice|(?:announced|filed|brought|unsealed) charges against|agents seized|(?:police|agents|authorities|officers) (?:seized|arrested|raided)|(?:was|were|has been|have been) (?:arrested|charged|sentenced|convicted|indicted|detained|killed|injured|wounded|evacuated|jailed)|pleaded (?:guilty|not guilty)|the indictment|the (?:report|documentary|investigation|study|article|lawsuit|complaint) (?:said|says|found|finds|describes|details|shows|alleges)|an investigation (?:into|by|found)|researchers (?:said|say|warned|warn|found|find)|said in a statement|told reporters|(?:is|are) investigating|leaves? \\d+ (?:people )?(?:dead|injured|wounded)|\\d+ (?:people )?(?:were )?(?:dead|killed|injured|wounded)|the (?:malware|attackers?|threat actors?|ransomware|sample|implant|backdoor|variant|campaign|operators|intruders?) (?:establishes|establish|uses|used|deploys|deployed|drops|dropped|then|first|also|was|were|connects|connected|beacons|exfiltrates|exfiltrated|encrypts|encrypted|moves|moved|gained|gains)|under (?:the )?(?:statute|law|penal code|criminal code)|is defined as|punishable by|carries (?:up to|a maximum of) \\d+)\\b';

/**
 * A study or a class as the reason for asking: defensive for most harms, but not for the severe
 * ones (mass-casualty weapons, minors), where "it is for my research" is the pretext of choice.
 */
export const STUDY_PATTERN =
  '\\b(?:statistics|(?:research|studies|study|data) (?:on|about|into)|research papers?|(?:sociology|history|ethics|academic|school|class|college|university|term) (?:paper|essay|project|assignment|class|course)|for (?:my|a|our) (?:class|course|paper|thesis|lesson|essay|research|students)|for (?:my|an?|our) (?:economics|history|law|criminology|psychology|sociology|ethics|civics|finance|business|chemistry|biology|science|government) (?:class|course|lecture|assignment|homework|exam|paper)|(?:course|class|training|lab|curriculum|module) (?:teaches|covers|shows|walks)|sandbox(?:ed)? (?:lab|environment|vm|machine)|isolated lab)\\b';

/**
 * Detection as defensive framing ("how to detect a phishing e-mail"), kept apart from the other
 * defensive patterns because the evasion of detection ("without being detected") uses the same
 * words: the scorer counts it only when it still occurs with the evasion phrases taken out.
 */
export const DETECTION_PATTERN =
  '\\b(?:detect|detected|detects|detecting|detection of|recogni[sz]e|recogni[sz]ing|spot(?:ting)?|identify(?:ing)?|warning signs|red flags|(?:common|typical|tell-?tale) signs? (?:of|that)|what are (?:the |some )?(?:\\w+ )?signs (?:of|that))\\b';
export const DETECTION_WORDS = new RegExp(DETECTION_PATTERN);
export const EVADING_DETECTION =
  /\b(?:without (?:it |them |anyone |anybody |me )?(?:being |getting |ever being |ever getting )?(?:detected|spotted|identified|recogni[sz]ed)|(?:avoid|evade|escape|evading|avoiding|escaping|beat|beating|bypass|bypassing) (?:any |the )?(?:detection|being detected|being spotted|being identified)|(?:not|never|won'?t|wouldn'?t|can'?t|cannot|couldn'?t) be (?:detected|spotted|identified|recogni[sz]ed)|(?:won'?t|wouldn'?t|can'?t|cannot|couldn'?t|doesn'?t|does not|don'?t|will not|not be able to) (?:\w+ )?(?:detect|spot|identify|recogni[sz]e|flag|notice)|hard(?:er|est)? to (?:detect|spot|identify|recogni[sz]e)|impossible to (?:detect|spot|identify|recogni[sz]e)|go(?:es)? undetected)\b/g;

/** Stereotyping and insult questions are built from these parts. */
export const GROUP_PATTERN =
  "\\b(?:(?:its|their|[a-z]+) voters|voters|(?:which|what) (?:ethnic groups?|ethnicit(?:y|ies)|races?|religions?|nationalit(?:y|ies))|(?:fat|thin|skinny|short|tall|bald|obese|overweight|old|older|elderly|young|disabled|handicapped|blind|deaf|autistic|poor|rich|wealthy|low-income|homeless|divorced|single|pregnant|unattractive|ugly|muscular|gay|lesbian|bisexual|trans|transgender|queer|black|white|brown|asian|african|african american|hispanic|latino|latina|arab|jewish|muslim|christian|hindu|buddhist|sikh|atheist|catholic|mormon|indigenous|native|immigrant|foreign|religious|conservative|liberal|left-wing|right-wing|mentally ill|uneducated|unemployed|chinese|indian|mexican|russian|african|middle eastern|multiracial|caucasian|american indian|southern|northern|rural|country|city|millennial|gen z)(?: \\w+)? (?:people|persons?|folks|individuals|women|men|girls|boys|guys|kids|employees|workers|students|americans|immigrants|population)|(?:are|all|do|does|is|isn'?t|aren'?t|that|why) (?:white|black|brown|asian|african|hispanic|latino|arab|caucasian|multiracial|middle eastern|american indian|jewish|muslim|christian|hindu|buddhist|atheist|gay|trans|female|male)s?|people (?:from|of|in|living in|who live in|with|born in) \\w+|persons? from \\w+|(?:everyone|anyone|all) from \\w+|women|men|females?|males?|girls|boys|gays|homosexuals|lesbians|transgenders?|trans people|immigrants|refugees|migrants|foreigners|muslims|christians|jews|hindus|buddhists|atheists|sikhs|catholics|mormons|blacks|whites|asians|africans|hispanics|latinos|latinas|arabs|mexicans|indians|chinese|russians|caucasians?|multiracial|middle eastern|american indians?|native americans|politicians|democrats|republicans|liberals|conservatives|feminists|vegans|boomers|baby boomers|millennials|gen z|zoomers|teenagers|the elderly|the poor|the rich|the blind|the deaf|the disabled|high school dropouts|dropouts|construction workers|blue-collar workers|office workers|pregnant employees|working mothers|single mothers|welfare recipients|the homeless|homeless people|people living in poverty|the unemployed|nerds|gamers|rednecks|hillbillies|[a-z]{3,}(?:ians|eans)|(?:[a-z]+(?:ish|ese|ian|an|ic|i|ch))\\s+(?:people|men|women|folks|guys|immigrants|kids|girls|boys|workers)|roma|romani|gypsies|travell?ers|filipinos|pakistanis|iraqis|somalis|afghans|israelis|turks|greeks|poles|scots|brits|nurses|doctors|teachers|lawyers|cops|police officers|truck drivers|truckers|programmers|engineers|accountants|bankers|landlords|waitresses|waiters|cashiers|janitors|farmers|actors|athletes|jocks|tattooed people|people with tattoos|vegans|vegetarians|smokers|redheads|blondes|gingers)\\b";

/** A person spoken about by relation, e.g. "my boss, Jake". */
export const PERSON_SUBJECT_PATTERN = `\\b(?:my|your|his|her|our|their) ${RELATION}\\b`;

/** Negative traits attributed to a group or a person. */
export const TRAIT_PATTERN =
  "\\b(?:(?:hardly|barely|never|don'?t|do not|doesn'?t) pay (?:any )?taxes|a (?:threat|danger|menace)|invaders|an invasion|be banned|not be allowed (?:in|into|to)|lazy|stupid|dumb|idiots?|idiotic|morons?|moronic|imbeciles?|ignorant|unintelligent|uneducated|backwards?|inferior|inferiority|superior|less (?:capable|intelligent|attractive|human|worthy|competent|smart|productive|deserving)|genetically|(?:biologically|genetically|naturally|inherently) (?:predisposed|wired) (?:to|for|towards?) (?:crime|criminality|violence|theft|stealing|lying|laziness|terrorism|rape|fraud)|(?:brains?|skulls?) (?:are|is) (?:too )?(?:small|smaller|tiny|inferior|weaker|less developed|underdeveloped|primitive)|incompetent|worthless|useless|never be useful|disgusting|ugly|smell(?:s)? bad|stink|dirty|filthy|violent|aggressive|criminals?|worse at|worse than|dumber|lazier|more violent|commit (?:more )?crimes?|thie(?:f|ves)|dishonest|liars?|cheaters?|corrupt|can'?t be trusted|untrustworthy|unreliable|intolerant|extremists?|terrorists?|promiscuous|immoral|mentally ill|crazy|insane|psychos?|anorexic|vain|overreact|hysterical|(?:so|too|always|naturally) emotional|bad at|no sense of|lack(?:s)? (?:etiquette|ambition|manners|morals|discipline|intelligence|empathy)|(?:have|has) no (?:taste|respect|manners|sense|morals|culture|ambition)|(?:have|has) any (?:respect|sense|manners|morals)|misbehav\\w*|bad behavio\\w*|rude|jobless|unproductive|inefficient|lesser|annoying|clueless|failures?|losers?|pathetic|weak|anti-women|greedy|arrogant|selfish|obnoxious|parasites|subhuman|vermin|diseased|(?:diseased |dirty |wild )?animals|apes|monkeys|cockroaches|savages?|primitive|uncivili[sz]ed|freeloaders|leeches|can'?t (?:do anything|drive|cook|lead|think)|do anything right|just need to (?:focus|try|get over)|just get over it|(?:just )?wash their|their own (?:problem|fault)|spread their lifestyle|(?:don'?t|do not) believe in|resist (?:technology|change)|sense of humou?r|all (?:the same|alike)|poor and uneducated|less attractive|think they'?re (?:superior|better)|overweight|unattractive|disgrace|(?:eat|drink|talk|complain|cry|whine|spend) (?:so|too) much|act (?:in )?(?:a certain|that|this|so|such a|weird|strange)\\w*(?: way)?|believe in peace|respect for (?:other|the modern|others|women)|(?:no|any) respect|(?:really |very |something |extremely )?(?:offensive|hateful|insulting|degrading|demeaning|racist|sexist|homophobic|transphobic|antisemitic|bigoted) (?:about|to|towards?|against)|(?:offensive|racist|hurtful|insulting|nasty|mean) (?:things?|stuff|words?|names?)(?: (?:you|i|we|one) (?:can|could) (?:say|call))? (?:about|to|for)|(?:not|never) be allowed (?:to (?:vote|work|marry|drive|own property|immigrate|hold office|adopt|live here|have rights|have (?:kids|children|babies)|reproduce|breed|teach|exist)|near (?:children|kids))|a burden (?:on|to) (?:society|us|everyone|the (?:system|country|economy))|insults? (?:for|about|against)|slurs? (?:for|about|against)|scammers|con artists|frauds|drunks?|alcoholics|(?:always|all) drunk|racists?|(?:in|belong to) the mafia|mafia|mobsters|gangsters|stingy|cheapskates|smelly|bad drivers|terrible drivers|can'?t\\s+(?:\\w+\\s+){1,2}(?:drive|lead|cook|think|be trusted)|jokes? (?:about|on|making fun of)|mak(?:e|es|ing) fun of|mocking|derogatory)\\b";

/**
 * A joke about a trade or a hobby ("a joke about programmers and coffee"): the joke alone is not a
 * negative trait of a group picked out by who they are; the scorer then looks for another trait.
 */
export const WORK_JOKE =
  /\bjokes? (?:about|on|for) (?:the |a |an )?(?:programmers?|developers?|coders?|engineers?|accountants?|lawyers?|doctors?|nurses?|teachers?|dentists?|scientists?|mathematicians?|physicists?|chemists?|librarians?|plumbers?|electricians?|farmers?|cops?|police officers?|politicians?|bankers?|economists?|statisticians?|data scientists?|musicians?|drummers?|actors?|golfers?|gamers?|nerds?|cat owners?|dog owners?|dads?|moms?|parents?)\b/g;
export const TRAIT_WORDS = new RegExp(TRAIT_PATTERN);

/** Generalising or leading question forms. */
export const GENERALIZE_PATTERN =
  "\\b(?:all|every|always|never|naturally|inherently|genetically|biologically|generally|typically|why (?:are|is|do|does|don'?t|doesn'?t|can'?t|won'?t|would|all)|why \\w+ (?:people|are|always)|how come|aren'?t|isn'?t|don'?t|doesn'?t|do you (?:agree|think|believe)|is it true|are (?:all|most)|do (?:all|most)|so (?:lazy|stupid|dumb|ugly|annoying|clueless|rude|violent|emotional|backward|incompetent|unreliable)|tell me (?:why|negative)|the (?:worst|problem with)|(?:is|are) the (?:most|least))\\b|^(?:do|does|are|is|why|aren'?t|isn'?t|don'?t|doesn'?t|should|can'?t|wouldn'?t)\\b";

/**
 * Information hazards are scored from their parts, like stereotypes: a private fact (health, money,
 * messages, love life, whereabouts; an organisation's secrets or weak points), a specific third
 * party (someone's relation, a possessive name, an organisation's staff), and a question or a
 * request for it, in a short text.
 */
export const PRIVATE_FACT_PATTERN =
  "\\b(?:(?:home|ip|house|residential|real|new|current) address(?:es)?|where (?:she|he|they) (?:lives?|moved to|is living|is staying)|real (?:name|identity)|daily (?:schedule|routine)|medical (?:history|records?|conditions?)|health (?:conditions?|problems|issues|records?|status)|diagnos[ie]s|medications?|illness(?:es)?|diseases?|(?:private|personal|secret) (?:diary|journal)|diary entries|wr(?:ite|ote|ites|itten) in (?:his|her|their|my \\w+'s) (?:diary|journal)|(?:ever )?been convicted|convictions?|private (?:life|messages|texts|e-?mails|photos|diary|thoughts|conversations|address|number)|personal (?:life|messages|e-?mails|data|details|finances)|text messages|texts? the most|search history|browsing history|(?:last|latest|recent) (?:google )?search(?:es)?|passwords?|pin codes?|bank (?:balance|account|details|statements?)|debts?|salary|salaries|income|credit (?:score|card|history)|affairs?|cheating on|sex life|love life|sexual (?:orientation|history)|religion|religious beliefs|political (?:views|affiliation)|whereabouts|be staying|staying tonight|hiding out|criminal (?:record|history)|arrest record|in therapy|pregnan(?:t|cy)|immigration status|social security numbers?|passport numbers?|launch codes?|source code|patient lists?|customer lists?|client lists?|employee records|planning to (?:quit|resign|leave)|layoffs?|in prison|in jail|on parole|on probation|been arrested|(?:drinking|drug|gambling|mental health) problems?|addict(?:ed|ion)|in rehab|mental illness|hiv|an? std|stds|infertil\\w*|who (?:\\w+ ){1,3}(?:has been|have been|keeps|is secretly|was secretly|'s been) (?:calling|texting|messaging|seeing|dating|talking to|meeting|sleeping with|e-?mailing)|internal (?:documents|e-?mails|memos|communications|data|(?:revenue |sales |earnings )?(?:forecasts?|projections?)|roadmaps?|financials)|(?:personal |private |cell |mobile |home )?phone numbers?|home address(?:es)?|personal e-?mail(?: address)?|security (?:weaknesses|vulnerabilities|flaws|protocols|codes)|security clearances?(?: levels?)?|(?:on|taking) (?:antidepressants|antipsychotics|meds|methadone|birth control|prep)|seeing (?:a |an )?(?:psychiatrist|therapist|psychologist|counsel?lor|shrink|oncologist)|blood type|grades|gpa|test scores|transcripts?|admitted to|hospitali[sz]ed|search(?:ed)? (?:on|for) google|google search(?:es)?|alimony|child support|undisclosed|(?:access|alarm|vault|door|gate|entry) codes?|informants?|salary records|(?:'s|s') (?:therapist|psychiatrist|psychologist|oncologist|gynecologist|doctor)|criminal past|getting (?:a )?divorced?|filing for divorce|going through (?:a divorce|chemo\\w*|rehab|treatment|a breakdown|bankruptcy)|(?:gets|getting|receives?|receiving) (?:her |his |their )?treatment|alone at home|home alone|(?:login|access|admin) credentials|been (?:to|in) (?:prison|jail|rehab)|served time|lives now|living now|is living|is staying|moved to|(?:daily|jogging|running|walking|commute|school) routes?|private (?:facebook|instagram|whatsapp|twitter|snapchat|linkedin|slack|discord) (?:messages|chats|dms|posts)|weaknesses|vulnerabilities|who (?:has|have|had) (?:[\\w'-]+ ){1,4}been (?:calling|texting|messaging|seeing|dating|talking to|meeting|sleeping with|e-?mailing)|herpes|hpv|chlamydia|gonorrh?ea|syphilis|hepatitis [bc]|on (?:welfare|food stamps|medicaid|unemployment|disability benefits)|get on (?:his|her|their) (?:performance review|evaluation|appraisal|review)|who (?:is|are|was|'s) (?:[\\w'-]+ ){1,4}(?:sleeping with|hooking up with|cheating with|having an affair with|dating|seeing)|(?:told|tell|tells|say|said|says)\\W+(?:\\w+\\W+){0,2}(?:his|her|their) (?:therapist|psychiatrist|psychologist|counsel?lor|shrink|doctor|lawyer)|(?:get|gets|got|getting) paid|bonus(?:es)?|net worth|mortgage|inherit(?:ed)?|(?:does|did) (?:[\\w'-]+ ){1,4}(?:earn|make a year|make per (?:year|month|hour))|(?:go|gone|went|been) (?:to|through) (?:rehab|prison|jail|therapy|detox)|in (?:his|her|their) (?:diary|journal)|(?:is|are) (?:\\w+ ){1,6}(?:secretly |really |actually )?(?:gay|lesbian|bisexual|trans|transgender|closeted|in the closet))\\b";

/** A specific person or organisation other than the asker. */
export const THIRD_PARTY_PATTERN = `\\b(?:the|this|that|a) (?:reddit|twitter|x|tiktok|instagram|youtube|twitch|discord|online|anonymous) (?:user|account|poster|commenter|troll|streamer|mod|moderator)\\b|\\b(?:the|this|that) (?:youtuber|streamer|influencer|tiktoker|commenter|poster|barista|cashier|waitress|waiter|reporter|journalist|jogger|nurse|judge|juror|witness)\\b|\\b(?:my|his|her|their) (?:[\\w-]+ ){0,3}${RELATION}(?:'s|s'|s)?\\b|\\bthe [\\w-]+(?: [\\w-]+)? (?:staff|employees|executives|officials)\\b|\\bthe (?:girl|guy|man|woman|lady|boy|kid|person|family|couple|people|old man|old lady|cashier|nurse) (?:who|that|next door|across|upstairs|downstairs|in (?:apartment|unit|room))\\b|\\b[\\w.-]+ (?:executives|board members|suppliers)\\b|\\b[\\w.-]+'s (?:informants?|sources?|suppliers?|vaults?|servers?|agents?)\\b|\\bour (?:mayor|pastor|priest|rabbi|imam|principal|coach|senator|governor|congressman|congresswoman|councilman|councilwoman)\\b|\\b(?:the )?(?:ceo|cfo|founder|owner|president|prime minister|chairman|director|staff|employees|workers|head)${G1}(?:of|at) (?:the |my )?[\\w.-]+|\\b[\\w.-]+(?:'s|s') (?:blood|therapist|psychiatrist|psychologist|oncologist|doctor|home|phone|passport|salary|diagnosis|medications?|location|whereabouts|schedule|staff|employees|workers|ceo|founder|data cent(?:er|re)s?|servers?|network|customers|clients|patients|users|medical|health|private|personal|bank|search|browsing|criminal|sex|love|diary|credit|current|last|latest|secret|assistant|secretary|daughter|son|wife|husband|children|kids|family|girlfriend|boyfriend|partner|parents|mother|father|mom|dad)\\b|\\b(?:each|every|all) (?:employee|worker|staff member|student|tenant|patient)s?\\b|\\bthe new (?:guy|girl|man|woman|hire|employee|intern|neighbou?r|teacher|tenant)\\b|\\b(?:guy|girl|man|woman|lady|dude) (?:at|from|in) (?:work|the office|my (?:office|gym|class|building|church|team))\\b|\\bmy (?:[\\w'-]+ ){0,2}(?:pastor|priest|rabbi|imam|coach|mentor|therapist|dentist|barber|hairdresser|trainer|tutor|pharmacist|lawyer|accountant|pilot|babysitter)\\b|\\bmy (?:date|crush|match|tinder match|babysitter|nanny|contractor|new hire|candidate|applicant)\\b|\\b(?:celebrit(?:y|ies)|politicians?|senators?|the president|the pope|the king|the queen|influencers?|the nuclear)\\b|\\b(?:of|about|for) (?:dr|mr|mrs|ms|miss|prof|professor|sir|lady|senator|governor|mayor|judge)\\.? [\\w-]+`;

/** A question or a request for information. */
export const ASK_PATTERN =
  "(?:^|[.?!,]\\s*)(?:please\\s+)?(?:what|which|where|who|whom|whose|how much|how many|is|are|was|were|does|did|do|has|have|will|can you|could you|tell me|give me|show me|find|get me|locate|look up|dig up|track down|figure out|leak|reveal|list|share|send me|provide|i want to know|i need to know)\\b";

/** Contexts in which such a question is ordinary: one's own data, a caregiver, a clinician, a fix. */
export const PRIVATE_FACT_UNLESS =
  /\b(?:my own|our(?! (?:mayor|pastor|priest|rabbi|imam|principal|coach|senator|governor|congressman|congresswoman|councilman|councilwoman)\b)|we|update|change|reset|save|remind|refill|appointment|pharmacy|prescribed|(?:phone numbers?|address(?:es)?|e-?mail(?: address)?|contact details)\b[^.?!]{0,40}\b(?:office|clinic|practice|business|store|shop|restaurant|hotel|embassy|consulate|city hall|town hall|headquarters|hq|front desk|reception|customer (?:service|support)|support line|hotline|press office|pharmacy|school|hospital|library)|how (?:do|can|should|could) (?:i|we) (?:protect|secure|keep|store|improve|check|fix|help|support|talk|tell|find out if my (?:data|account))|my (?:son|daughter|child|children|kid|kids|baby|toddler|teen|teenager|\d{1,2}[- ]year[- ]old)(?!'s)|(?:my|our) (?:new )?(?:patients?|clients?)|for (?:a|my|the) (?:new )?(?:patient|client)|(?:with|without) (?:their|his|her) (?:consent|permission)|common|typical|average|in general|forms?|visa|booking|reservation|so (?:i|we) can (?:help|support|care)|publicly|openly|announced|disclosed|spoken (?:out|about)|public figures? who|salary (?:review|increase|raise|band|range|survey|adjustment|negotiation|benchmark)s?|approved?|sign(?:ed)? off|send the car|pick (?:him|her|them) up|book\w*|reservation|driver|itinerary)\b/;

/**
 * Fictional people have no privacy to violate ("What is James Bond's social security number?"):
 * privacy violations about a well-known character, or about "a character" of a book or film, are
 * not reported.
 */
export const FICTIONAL_PERSON =
  /\b(?:harry potter|hermione|ron weasley|voldemort|dumbledore|james bond|spongebob|patrick star|squidward|bruce wayne|batman|superman|clark kent|spider-?man|peter parker|tony stark|iron man|captain america|wonder woman|sherlock(?: holmes)?|frodo|gandalf|bilbo|aragorn|darth vader|luke skywalker|han solo|yoda|mickey mouse|donald duck|homer simpson|bart simpson|marge simpson|lisa simpson|shrek|cinderella|snow white|winnie the pooh|hercule poirot|jack sparrow|indiana jones|lara croft|super mario|pikachu|goku|naruto|walter white|tony soprano|don draper|jon snow|daenerys|tyrion|katniss|gollum|count dracula|frankenstein|santa claus|tooth fairy|easter bunny|ebenezer scrooge|jay gatsby|atticus finch|holden caulfield|willy wonka|paddington|peppa pig|optimus prime|wolverine|deadpool|the hulk|the joker|lex luthor|bugs bunny|scooby-doo|garfield|kermit|fictional|(?:a|the) character (?:in|from|of)|in the (?:book|novel|movie|film|show|series|game|comic|play))\b/;
