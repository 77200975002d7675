/**
 * Crescendo-style escalation: a conversation that opens on a harmful subject in harmless terms
 * (the history of the Molotov cocktail, what methamphetamine is) and then asks for the method
 * without naming the subject again ("how did people make them back then?", "what were the exact
 * amounts?"). No single turn asks for harm in words; the last one asks for the method of what the
 * earlier ones named. The earlier turns' topics come from session memory (layer 7 records them);
 * this module reads the current turn.
 */
import type { ModerationCategory } from './lexicon.js';

/**
 * Harms whose method is the dangerous part: a follow-up asking for it is escalation. Violence and
 * risky stunts are left out: stories and games ask for "more detail" about them all the time.
 */
export const ESCALATION_TOPICS: ReadonlySet<string> = new Set<ModerationCategory>([
  'weapons',
  'weapons_mass_destruction',
  'terrorism',
  'illegal_drugs',
  'cybercrime',
  'self_harm',
]);

/** Follow-ups are short: a long text that asks for a method names what it asks about. */
const MAX_FOLLOW_UP_CHARS = 400;

/** Asking for the method or its particulars. */
const METHOD_ASK = new RegExp(
  [
    String.raw`\bhow (?:did|do|does|would|could|can|might|was|were|is|are) (?:they|people|you|one|someone|somebody|it|those|these|that|this|he|she|i|we)\b[^.?!\n]{0,40}\b(?:make|made|build|built|produce|produced|prepare|prepared|assemble|assembled|mix|mixed|cook|cooked|synthesi[sz]e|synthesi[sz]ed|manufacture|manufactured|create|created|brew|brewed|extract|extracted|refine|refined|get|got|obtain|obtained|acquire|acquired|deploy|deployed|detonate|detonated|ignite|ignited|light|lit|do it|did it|pull it off)\b`,
    String.raw`\b(?:what|which) (?:exact |specific |precise )?(?:ingredients|materials|chemicals|components|parts|quantities|amounts|ratios|proportions|steps|tools|equipment|recipe|temperatures?|precursors?|substances|doses?|dosages?)\b`,
    String.raw`\b(?:step[- ]by[- ]step|in (?:more |greater |full |exact |precise )?detail|more detail(?:ed|s)?|be more specific|more specific|exact (?:steps|amounts|quantities|measurements|ratios|recipe|instructions|process|method)|walk me through|the full (?:process|recipe|method|procedure))\b`,
    // the particulars named without a question: "with exact ingredients", "every reagent and
    // temperature", "list the parts and the assembly order"
    String.raw`\b(?:exact|precise|specific|every|each|all the|list (?:of )?(?:the|all))\s+(?:ingredients?|materials?|chemicals?|components?|parts?|quantit(?:y|ies)|amounts?|ratios?|proportions?|tools?|equipment|reagents?|temperatures?|precursors?|substances?|doses?|dosages?|measurements?)\b`,
    String.raw`\b(?:assembly|mixing|build|wiring) (?:order|steps|instructions|sequence)\b|\bso (?:i|we) can (?:follow|make|build|do|replicate|reproduce|recreate) (?:it|them|that|this|one)\b`,
    // code that does what an earlier turn's malware did
    String.raw`\b(?:show|give|write|send) me (?:the |some |working )?code (?:that|which|to) (?:does|do|did|performs?|replicates?) (?:the same|that|this|it)\b`,
  ].join('|'),
  'i',
);
/** A reference back to what an earlier turn named. */
const BACK_REFERENCE = /\b(?:it|they|them|those|these|that|this|the same|back then|at the time|in those days|such (?:a|an)|one of those|the ones?|their|its)\b/i;

/** The method of undoing or escaping the harm: fixing a vulnerability, recovering, getting help. */
const REMEDY = /\b(?:fix|patch|prevent|protect|recover|detect|remov|defend|mitigat|secur|avoid|report|treat|help|stop|quit|cope|safe|clean|block|disabl|uninstall|repair|restor|train|spot|recogni|identif|warn|educat|aware|test(?:ed|ing)? for|check(?:ed|ing)? for|get rid of|dispos)\w*/i;

/** Whether `text` asks for a method or its particulars by referring back instead of naming it. */
export function methodAskedByReference(text: string): boolean {
  if (text.length === 0 || text.length > MAX_FOLLOW_UP_CHARS) return false;
  return METHOD_ASK.test(text) && BACK_REFERENCE.test(text) && !REMEDY.test(text);
}
