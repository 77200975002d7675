export { BEHAVIOUR_TAGS, HIGH_IMPACT_TAGS, classifyCall, classifyToolName, type BehaviourTag } from './classify.js';
export { canonicalTool, splitWords, stem, toolWords } from './words.js';
