export { CHAIN_PATTERNS, CHAIN_RISK, detectChain, editDistanceAtMost, type ChainInput, type ChainMatch, type ChainPattern } from './detect.js';
export { payloadEvidence, type PayloadEvidence } from './payload.js';
