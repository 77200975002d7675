/** The twelve entity types of the PII and credential scanner (names fixed by decisions.md). */
export const PII_TYPES = [
  'EMAIL',
  'PHONE',
  'CREDIT_CARD',
  'SSN',
  'IBAN',
  'IP_ADDRESS',
  'PASSPORT',
  'NHS_NUMBER',
  'API_KEY',
  'AWS_KEY',
  'JWT',
  'PRIVATE_KEY',
] as const;
export type PiiType = (typeof PII_TYPES)[number];

/** One entity found in a text; `start`/`end` are UTF-16 offsets into the scanned string (end exclusive). */
export interface PiiFinding {
  type: PiiType;
  start: number;
  end: number;
  /** 0..1: how sure the recognizer is (validated checksum plus context score highest) */
  confidence: number;
}
