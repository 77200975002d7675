/** Loading of the labelled development set in ../shared/bench-data (see its README). */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';

export interface BenchCall {
  tool: string;
  args: Record<string, unknown>;
  context?: Record<string, unknown>;
  tool_result?: { tool?: string; args?: unknown; output: unknown };
}

export interface BenchCase {
  id: string;
  category: string;
  expect: 'allow' | 'review_or_block' | 'block';
  request: { tool: string; args: Record<string, unknown>; context: Record<string, unknown> };
  tool_result?: { tool?: string; output: unknown };
  steps?: BenchCall[];
  meta: { pii_entities?: { type: string; value: string; start: number; end: number }[]; subtype?: string; [k: string]: unknown };
}

export const BENCH_DATA_DIR =
  process.env.GOVERNOR_BENCH_DATA ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/bench-data');

export function loadCategory(category: string): BenchCase[] {
  return readFileSync(join(BENCH_DATA_DIR, `${category}.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as BenchCase);
}

export function categories(): string[] {
  return readdirSync(BENCH_DATA_DIR)
    .filter((f) => f.endsWith('.jsonl'))
    .map((f) => f.replace(/\.jsonl$/, ''))
    .sort();
}

/** presidio-research labels → the scanner's entity types (only the types the scanner claims). */
export const PII_LABEL_MAP: Record<string, string> = {
  EMAIL_ADDRESS: 'EMAIL',
  PHONE_NUMBER: 'PHONE',
  CREDIT_CARD: 'CREDIT_CARD',
  US_SSN: 'SSN',
  IBAN_CODE: 'IBAN',
  IP_ADDRESS: 'IP_ADDRESS',
  US_PASSPORT: 'PASSPORT',
  UK_NHS: 'NHS_NUMBER',
};
