/**
 * Layer 3 (tool poison) alone against the development set: recall per category and subtype,
 * benign false positives, and per-call timing. Run: npx tsx bench/measure-tool-poison.ts [--verbose]
 */
import { scanToolPoison } from '../src/pipeline/detectors/tool-poison/index.js';
import type { ToolCall } from '../src/pipeline/types.js';
import { loadCategory } from './lib/dataset.js';

const VERBOSE = process.argv.includes('--verbose');

interface Case {
  id: string;
  category: string;
  expect: string;
  request: { tool: string; args: Record<string, unknown>; context: Record<string, unknown> };
  meta?: { subtype?: string };
}

/** The development set's cases of one category (bench/lib/dataset.ts finds the files). */
function load(name: string): Case[] {
  return loadCategory(name.replace(/\.jsonl$/, '')) as unknown as Case[];
}

function toCall(c: Case): ToolCall {
  return { tool: c.request.tool, args: c.request.args ?? {}, context: c.request.context ?? {}, agentId: 'bench', sessionId: null };
}

function decide(call: ToolCall): { decision: string; risk: number; detail: string } {
  const findings = scanToolPoison(call, { blockedTools: [] });
  if (findings.length === 0) return { decision: 'allow', risk: 0, detail: '' };
  const risk = Math.max(...findings.map((f) => f.risk));
  const detail = findings.map((f) => f.detail).join('; ');
  if (findings.some((f) => f.severity === 'block')) return { decision: 'block', risk, detail };
  return { decision: risk >= 40 ? 'review' : 'allow', risk, detail };
}

const files = ['dangerous_args.jsonl', 'exfiltration.jsonl', 'direct_injection.jsonl', 'indirect_injection.jsonl', 'harmful_content.jsonl', 'pii.jsonl'];
console.log('attack recall (review_or_block), tool poison layer alone');
for (const file of files) {
  const groups = new Map<string, { n: number; hit: number; block: number }>();
  for (const c of load(file)) {
    const key = `${c.category}/${c.meta?.subtype ?? '-'}`;
    const g = groups.get(key) ?? { n: 0, hit: 0, block: 0 };
    const r = decide(toCall(c));
    g.n++;
    if (r.decision !== 'allow') g.hit++;
    if (r.decision === 'block') g.block++;
    else if (VERBOSE && r.decision === 'allow' && c.category === 'dangerous_args') console.log(`  MISS ${c.id} ${JSON.stringify(c.request.args).slice(0, 160)}`);
    groups.set(key, g);
  }
  for (const [key, g] of groups) {
    console.log(`  ${key.padEnd(40)} n=${String(g.n).padStart(4)} recall=${(g.hit / g.n).toFixed(3)} block=${(g.block / g.n).toFixed(3)}`);
  }
}

console.log('benign false positives');
for (const file of ['benign_call.jsonl', 'benign_text.jsonl', 'benign_tool_result.jsonl']) {
  let nonAllow = 0;
  let anyFinding = 0;
  const cases = load(file);
  for (const c of cases) {
    const call = toCall(c);
    const r = decide(call);
    if (r.risk > 0) anyFinding++;
    if (r.decision !== 'allow') {
      nonAllow++;
      console.log(`  FP ${c.id} ${r.decision} ${r.risk} ${r.detail}`);
    } else if (VERBOSE && r.risk > 0) console.log(`  low ${c.id} ${r.risk} ${r.detail}`);
  }
  console.log(`  ${file.padEnd(28)} n=${cases.length} non-allow=${nonAllow} any-finding=${anyFinding}`);
}

// timing: realistic 1 KB and 10 KB argument sets
function timeIt(label: string, call: ToolCall, iterations = 4000): void {
  for (let i = 0; i < 300; i++) scanToolPoison(call, { blockedTools: [] });
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = process.hrtime.bigint();
    scanToolPoison(call, { blockedTools: [] });
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const p = (q: number): string => samples[Math.floor(q * (samples.length - 1))]!.toFixed(4);
  console.log(`  ${label.padEnd(28)} p50=${p(0.5)}ms p99=${p(0.99)}ms max=${p(1)}ms`);
}
const prose = 'Please summarise the quarterly report for the finance team and include the main risks. ';
const mk = (size: number, extra: Record<string, unknown> = {}): ToolCall => ({
  tool: 'send_email',
  args: { to: 'a@example.com', subject: 'Report', body: prose.repeat(Math.ceil(size / prose.length)).slice(0, size), ...extra },
  context: {},
  agentId: 'bench',
  sessionId: null,
});
console.log('timing');
timeIt('1 KB prose', mk(1024));
timeIt('10 KB prose', mk(10240));
timeIt('10 KB encoded path', mk(100, { path: '%2e%2e%2f'.repeat(1130) }));
timeIt('10 KB shell', { ...mk(100), tool: 'run_shell_command', args: { command: 'ls -la; cat x | grep y && echo $(date) '.repeat(260) } });
timeIt('10 KB JSON-ish', mk(100, { data: JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, url: `https://api.example.com/v1/items?page=${i}`, q: "name = 'x'" }))) }));
