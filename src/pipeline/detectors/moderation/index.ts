export { MODERATION_CATEGORIES, type ModerationCategory } from './lexicon.js';
export {
  FLAG_SCORE,
  moderationRisk,
  scanModeration,
  scanModerationInCall,
  type ModerationCategoryScore,
  type ModerationResult,
} from './scan.js';
