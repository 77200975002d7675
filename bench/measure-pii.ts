/**
 * Measures the PII scanner (layer 6) alone on the development set.
 *   npx tsx bench/measure-pii.ts [--verbose]
 *
 * Entity level (pii.jsonl, text = tool_result.output, same as request.args.content): a predicted
 * span is a true positive when it overlaps (>= 1 shared character) a labelled span whose presidio
 * label maps to the same type; recall counts labelled spans overlapped by a prediction of their type.
 * Decision level: the layer's risk >= 40 must hold exactly for `expect: review_or_block`.
 * Benign files: the layer must stay below 40 on every request.
 */
import { scanPii } from '../src/pipeline/detectors/pii/index.js';
import type { PiiType } from '../src/pipeline/detectors/pii/index.js';
import { piiScannerLayer } from '../src/pipeline/layers/pii-scanner.js';
import type { ToolCall } from '../src/pipeline/types.js';
import { timeLayer } from './lib/timing.js';
import { PII_LABEL_MAP } from './lib/dataset.js';
import { loadCategory } from './lib/dataset.js';

const verbose = process.argv.includes('--verbose');

const LABEL_MAP = PII_LABEL_MAP as Record<string, PiiType>;

interface Case {
  id: string;
  expect: string;
  request: { tool: string; args: Record<string, unknown>; context: Record<string, unknown> };
  tool_result?: { output: unknown };
  meta: { pii_entities?: { type: string; value: string; start: number; end: number }[] };
}

/** The development set's cases of one category (bench/lib/dataset.ts finds the files). */
function load(name: string): Case[] {
  return loadCategory(name.replace(/\.jsonl$/, '')) as unknown as Case[];
}

function toCall(c: Case): ToolCall {
  return { tool: c.request.tool, args: c.request.args, context: c.request.context, agentId: 'bench', sessionId: null };
}

// ------------------------------------------------------------------ entity level
const stats = new Map<PiiType, { truth: number; found: number; predicted: number; correct: number }>();
const stat = (t: PiiType) => {
  let s = stats.get(t);
  if (!s) stats.set(t, (s = { truth: 0, found: 0, predicted: 0, correct: 0 }));
  return s;
};
const misses: string[] = [];
const falsePositives: string[] = [];
let decisionOk = 0;
let decisionTotal = 0;
const decisionErrors: string[] = [];

for (const c of load('pii')) {
  const text = typeof c.tool_result?.output === 'string' ? c.tool_result.output : JSON.stringify(c.tool_result?.output);
  const truth = (c.meta.pii_entities ?? [])
    .filter((e) => LABEL_MAP[e.type] !== undefined)
    .map((e) => ({ ...e, mapped: LABEL_MAP[e.type]! }));
  const predicted = scanPii(text);
  for (const t of truth) {
    const s = stat(t.mapped);
    s.truth++;
    if (predicted.some((p) => p.type === t.mapped && p.start < t.end && t.start < p.end)) s.found++;
    else misses.push(`${c.id} ${t.mapped} ${JSON.stringify(t.value)}`);
  }
  for (const p of predicted) {
    const s = stat(p.type);
    s.predicted++;
    if (truth.some((t) => t.mapped === p.type && p.start < t.end && t.start < p.end)) s.correct++;
    else falsePositives.push(`${c.id} ${p.type} ${JSON.stringify(text.slice(p.start, p.end))}`);
  }
  const verdict = piiScannerLayer(toCall(c));
  const flagged = verdict.risk >= 40;
  decisionTotal++;
  if (flagged === (c.expect === 'review_or_block')) decisionOk++;
  else decisionErrors.push(`${c.id} expect=${c.expect} risk=${verdict.risk} ${verdict.detail}`);
}

console.log('PII entity level (overlap match)');
console.log('type          truth found recall  predicted correct precision');
for (const [type, s] of [...stats].sort()) {
  const recall = s.truth ? (s.found / s.truth).toFixed(3) : '  -  ';
  const precision = s.predicted ? (s.correct / s.predicted).toFixed(3) : '  -  ';
  console.log(
    `${type.padEnd(13)} ${String(s.truth).padStart(5)} ${String(s.found).padStart(5)} ${recall.padStart(6)}  ${String(s.predicted).padStart(9)} ${String(s.correct).padStart(7)} ${precision.padStart(9)}`,
  );
}
console.log(`decision level: ${decisionOk}/${decisionTotal} correct (risk >= 40 iff review_or_block)`);
if (verbose || misses.length + falsePositives.length + decisionErrors.length < 40) {
  for (const m of misses) console.log('  MISS', m);
  for (const f of falsePositives) console.log('  FP  ', f);
  for (const e of decisionErrors) console.log('  DECISION', e);
}

// ------------------------------------------------------------------ benign
for (const name of ['benign_call', 'benign_text', 'benign_tool_result']) {
  const cases = load(name);
  let flagged = 0;
  let anyFinding = 0;
  for (const c of cases) {
    const v = piiScannerLayer(toCall(c));
    if (v.outcome !== 'pass') anyFinding++;
    if (v.risk >= 40) {
      flagged++;
      console.log(`  BENIGN>=40 ${c.id} risk=${v.risk} ${v.detail}`);
    }
  }
  console.log(`${name}: ${flagged}/${cases.length} at risk >= 40 (${anyFinding} with any low-risk finding)`);
}

// ------------------------------------------------------------------ other categories (informative)
for (const name of ['exfiltration', 'indirect_injection', 'dangerous_args', 'direct_injection', 'harmful_content']) {
  const cases = load(name);
  const flagged = cases.filter((c) => piiScannerLayer(toCall(c)).risk >= 40).length;
  console.log(`${name}: ${flagged}/${cases.length} at risk >= 40 (informative)`);
}

// ------------------------------------------------------------------ timing
const timeIt = (label: string, args: Record<string, unknown>) => timeLayer(label, piiScannerLayer, 'send_email', args);
const prose =
  'Hi team, the quarterly report is attached. Please call me at 555-201-9988 or email jane.doe@example.com ' +
  'before Friday. The server 10.0.4.17 was patched on 2024-03-19; ticket 48213 tracks the follow-up work. ';
const kb = (n: number) => prose.repeat(Math.ceil((n * 1024) / prose.length)).slice(0, n * 1024);
timeIt('1 KB', { to: 'ops@example.com', subject: 'report', body: kb(1) });
timeIt('10 KB', { to: 'ops@example.com', subject: 'report', body: kb(10) });
timeIt('10 KB digits', { body: '4111 1111 1111 1111 123-45-6789 +44 20 7946 0958 '.repeat(220).slice(0, 10240) });
