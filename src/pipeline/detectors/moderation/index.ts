export { MODERATION_CATEGORIES, type ModerationCategory } from './lexicon.js';
export {
  FLAG_SCORE,
  moderateCall,
  moderationRisk,
  scanModeration,
  scanModerationInCall,
  type CallModeration,
  type ModerationCategoryScore,
  type ModerationResult,
} from './scan.js';
export { methodAskedByReference, ESCALATION_TOPICS } from './crescendo.js';
