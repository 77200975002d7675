export { INJECTION_CORPUS } from './corpus.js';
export { INJECTION_FAMILIES, INJECTION_PATTERNS, type InjectionFamily, type InjectionPattern } from './patterns.js';
export {
  INJECTION_TABLE,
  SEMANTIC_FINDING_THRESHOLD,
  SEMANTIC_SUPPORTED_THRESHOLD,
  matchInjectionPatterns,
  scanInjection,
  scanInjectionText,
  type InjectionScan,
} from './scan.js';
export { injectionSimilarity, similarityOfNormalized, type SimilarityMatch } from './similarity.js';
