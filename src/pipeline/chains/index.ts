export { CHAIN_PATTERNS, CHAIN_RISK, detectChain, editDistanceAtMost, type ChainMatch, type ChainPattern } from './detect.js';
