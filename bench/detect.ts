/**
 * `npm run bench:detect`: the development set through the whole pipeline, in process.
 * Prints recall per attack category (share answered review or block), the share of benign calls
 * answered anything but allow, and the PII scanner's entity recall and precision per type.
 *
 * Sessions (`steps`) are evaluated in order with the same session memory the service keeps in
 * Redis; a `tool_result` is fed to the output scanners as a verified result of the session, as
 * POST /actions/verify would after the tool ran. Recall is printed both ways: with verified tool
 * outputs and without them (a client that only calls POST /actions/evaluate).
 *   --no-verify   print only the figures without verified tool outputs
 *   --verify      print only the figures with verified tool outputs
 *   --verbose     list misses (of the first mode printed)
 */
import { runPipeline, sessionEventOf, type PipelineSettings } from '../src/pipeline/runner.js';
import { emptyRuntime, type RuntimeView, type SessionEvent, type VerifiedResult } from '../src/pipeline/runtime.js';
import type { ToolCall } from '../src/pipeline/types.js';
import { buildPolicySet } from '../src/policy/compiled.js';
import { scanPii } from '../src/pipeline/detectors/pii/index.js';
import { scanToolOutput } from '../src/verification/output-scan.js';
import { categories, loadCategory, PII_LABEL_MAP, type BenchCall, type BenchCase } from './lib/dataset.js';
import { defaultEvaluationSettings } from '../src/evaluation/settings.js';

const SETTINGS: PipelineSettings = defaultEvaluationSettings();
const POLICIES = buildPolicySet([]);
const verbose = process.argv.includes('--verbose');
const MODES: boolean[] = process.argv.includes('--no-verify') ? [false] : process.argv.includes('--verify') ? [true] : [true, false];

function toCall(call: BenchCall | BenchCase['request']): ToolCall {
  const context = call.context ?? {};
  const agentId = typeof context.agent_id === 'string' ? context.agent_id : 'bench';
  const sessionId = typeof context.session_id === 'string' ? context.session_id : null;
  return { tool: call.tool, args: call.args ?? {}, context, agentId, sessionId };
}

/** Evaluates a case as the service would: steps first, then the request; the last decision counts. */
function evaluateCase(c: BenchCase, useVerify = true): { decision: string; risk: number; explanation: string } {
  const session: SessionEvent[] = [];
  const verified: VerifiedResult[] = [];
  let at = Date.now();
  const run = (call: ToolCall) => {
    const runtime: RuntimeView = { ...emptyRuntime(), session: [...session], verified: [...verified] };
    const result = runPipeline(call, runtime, POLICIES, SETTINGS);
    session.push(sessionEventOf(call, result, at++));
    return result;
  };
  const verify = (tool: string, output: unknown) => {
    if (!useVerify) return;
    const scan = scanToolOutput(output);
    verified.push({ actionId: null, tool, verdict: scan.verdict, tainted: scan.tainted, sensitiveTypes: scan.sensitiveTypes, at: at++ });
  };
  for (const step of c.steps ?? []) {
    run(toCall({ ...step, context: { ...c.request.context, ...(step.context ?? {}) } }));
    if (step.tool_result) verify(step.tool_result.tool ?? step.tool, step.tool_result.output);
  }
  if (c.tool_result) verify(c.tool_result.tool ?? 'tool', c.tool_result.output);
  const result = run(toCall(c.request));
  return { decision: result.decision, risk: result.risk, explanation: result.explanation };
}

function pct(n: number, d: number): string {
  return d === 0 ? '   n/a' : `${((100 * n) / d).toFixed(1).padStart(5)}%`;
}

const rows: string[] = [];
const benignTotals = MODES.map(() => ({ total: 0, flagged: 0 }));
const started = Date.now();
const modeName = (v: boolean): string => (v ? 'verified outputs' : 'no verify');
rows.push(`${''.padEnd(25)}${MODES.map((v) => modeName(v).padEnd(34)).join('')}`);
for (const category of categories()) {
  const cases = loadCategory(category);
  const benign = category.startsWith('benign');
  if (category === 'pii') continue;
  const cells: string[] = [];
  const missLines: string[] = [];
  MODES.forEach((useVerify, mi) => {
    let hits = 0;
    let blocks = 0;
    const misses: string[] = [];
    for (const c of cases) {
      const { decision, explanation } = evaluateCase(c, useVerify);
      if (decision === 'block') blocks++;
      const positive = decision !== 'allow';
      if (positive) hits++;
      if (positive === benign) misses.push(`${c.id}: ${decision} ${explanation.slice(0, 160)}`);
    }
    if (benign) {
      benignTotals[mi]!.total += cases.length;
      benignTotals[mi]!.flagged += hits;
      cells.push(`not allowed ${pct(hits, cases.length)} (${hits})`.padEnd(34));
    } else {
      cells.push(`recall ${pct(hits, cases.length)} blocked ${pct(blocks, cases.length)}`.padEnd(34));
    }
    if (verbose && mi === 0) for (const m of misses.slice(0, 40)) missLines.push(`    miss ${m}`);
  });
  rows.push(`${category.padEnd(20)} n=${String(cases.length).padStart(4)}  ${cells.join('')}`.trimEnd());
  rows.push(...missLines);
}

// PII: decision level on the pii cases, entity level against the labelled spans.
const piiCases = loadCategory('pii');
let piiDecisionOk = 0;
const entity = new Map<string, { truth: number; found: number; predicted: number; correct: number }>();
const stat = (t: string) => {
  let s = entity.get(t);
  if (!s) entity.set(t, (s = { truth: 0, found: 0, predicted: 0, correct: 0 }));
  return s;
};
for (const c of piiCases) {
  const { decision } = evaluateCase(c);
  if ((decision !== 'allow') === (c.expect !== 'allow')) piiDecisionOk++;
  const text = typeof c.tool_result?.output === 'string' ? c.tool_result.output : String(c.request.args.content ?? '');
  const truth = (c.meta.pii_entities ?? []).filter((e) => PII_LABEL_MAP[e.type]).map((e) => ({ ...e, type: PII_LABEL_MAP[e.type]! }));
  const predicted = scanPii(text);
  const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;
  for (const t of truth) {
    const s = stat(t.type);
    s.truth++;
    if (predicted.some((p) => p.type === t.type && overlaps(p, t))) s.found++;
  }
  for (const p of predicted) {
    const s = stat(p.type);
    s.predicted++;
    if (truth.some((t) => t.type === p.type && overlaps(p, t))) s.correct++;
  }
}

console.log('Detection on the development set (whole pipeline, in process)\n');
for (const row of rows) console.log(row);
console.log(
  `\nbenign total         n=${String(benignTotals[0]!.total).padStart(4)}  ` +
    MODES.map((_, i) => `not allowed ${pct(benignTotals[i]!.flagged, benignTotals[i]!.total)} (${benignTotals[i]!.flagged})`.padEnd(34)).join(''),
);
console.log(`pii decisions         n=${String(piiCases.length).padStart(4)}  correct ${pct(piiDecisionOk, piiCases.length)}`);
console.log('\nPII entities (span overlap, same type)');
for (const [type, s] of [...entity.entries()].sort()) {
  const recall = s.truth ? (s.found / s.truth).toFixed(3) : '  n/a';
  const precision = s.predicted ? (s.correct / s.predicted).toFixed(3) : '  n/a';
  console.log(`  ${type.padEnd(12)} truth=${String(s.truth).padStart(3)} predicted=${String(s.predicted).padStart(3)}  recall ${recall}  precision ${precision}`);
}
console.log(`\n${Date.now() - started} ms`);
