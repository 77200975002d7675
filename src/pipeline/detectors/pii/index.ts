export { PII_TYPES, type PiiFinding, type PiiType } from './types.js';
export { PII_TYPE_RISK, piiRiskScore, redactPii, scanPii, scanPiiInCall } from './scan.js';
