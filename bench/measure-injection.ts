/**
 * Layers 4 and 5 alone (injection firewall + indirect injection scanner) on the detection
 * development set: recall per category / subtype, benign false positives, timing.
 *
 *   npx tsx bench/measure-injection.ts [--verbose]
 *
 * A case counts as detected when either layer blocks or reaches risk >= 40; for the
 * exfiltration sessions, `scanTextForIndirect` is run on each step's tool output.
 */
import { injectionSimilarity } from '../src/pipeline/detectors/injection/index.js';
import { scanTextForIndirect } from '../src/pipeline/detectors/indirect/index.js';
import { indirectInjectionLayer } from '../src/pipeline/layers/indirect-injection.js';
import { injectionFirewallLayer } from '../src/pipeline/layers/injection-firewall.js';
import type { LayerVerdict } from '../src/pipeline/findings.js';
import type { ToolCall } from '../src/pipeline/types.js';
import { loadCategory } from './lib/dataset.js';

const VERBOSE = process.argv.includes('--verbose');
const REVIEW = 40;

interface Case {
  id: string;
  category: string;
  request: { tool: string; args: Record<string, unknown>; context?: Record<string, unknown> };
  tool_result?: { output?: unknown };
  steps?: Array<{ tool_result?: { output?: unknown } }>;
  meta?: Record<string, unknown>;
}

/** The development set's cases of one category (bench/lib/dataset.ts finds the files). */
function load(name: string): Case[] {
  return loadCategory(name.replace(/\.jsonl$/, '')) as unknown as Case[];
}

function toCall(c: Case): ToolCall {
  return { tool: c.request.tool, args: c.request.args ?? {}, context: c.request.context ?? {}, agentId: 'bench', sessionId: null };
}

const flagged = (v: LayerVerdict): boolean => v.outcome === 'block' || v.risk >= REVIEW;

function evaluate(c: Case): { l4: LayerVerdict & { similarity: number }; l5: LayerVerdict; hit: boolean } {
  const call = toCall(c);
  const l4 = injectionFirewallLayer(call);
  const l5 = indirectInjectionLayer(call, { enabled: true });
  return { l4, l5, hit: flagged(l4) || flagged(l5) };
}

function subtypeOf(c: Case): string {
  const m = c.meta ?? {};
  const raw = (m.family ?? m.strategy ?? m.suite ?? m.attack_type ?? '') as string;
  return `${c.id.split('/')[0]}/${String(raw).split('/')[0] || '-'}`;
}

const pct = (a: number, b: number): string => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);

function recall(name: string): void {
  const cases = load(name);
  const bySub = new Map<string, { n: number; hit: number }>();
  let hits = 0;
  for (const c of cases) {
    const { l4, l5, hit } = evaluate(c);
    const s = bySub.get(subtypeOf(c)) ?? { n: 0, hit: 0 };
    s.n++;
    if (hit) {
      s.hit++;
      hits++;
    } else if (VERBOSE) {
      console.log(`   miss ${c.id} l4=${l4.risk} l5=${l5.risk} sim=${l4.similarity.toFixed(2)} ${JSON.stringify(c.request.args).slice(0, 140)}`);
    }
    bySub.set(subtypeOf(c), s);
  }
  console.log(`${name.padEnd(22)} recall ${pct(hits, cases.length)} (${hits}/${cases.length})`);
  for (const [sub, s] of [...bySub].sort()) console.log(`    ${sub.padEnd(40)} ${pct(s.hit, s.n).padStart(6)} (${s.hit}/${s.n})`);
}

function toolOutputRecall(name: string): void {
  const cases = load(name);
  let hits = 0;
  let outputs = 0;
  for (const c of cases) {
    const texts = [c.tool_result?.output, ...(c.steps ?? []).map((s) => s.tool_result?.output)]
      .filter((o) => o !== undefined)
      .map((o) => (typeof o === 'string' ? o : JSON.stringify(o)));
    outputs += texts.length;
    const hit = texts.some((t) => scanTextForIndirect(t).some((f) => f.severity === 'block' || f.risk >= REVIEW));
    if (hit) hits++;
    else if (VERBOSE) console.log(`   miss ${c.id} ${String(c.meta?.attacker_instruction ?? '').slice(0, 120)}`);
  }
  console.log(`${name.padEnd(22)} scanTextForIndirect on tool outputs: ${pct(hits, cases.length)} of cases (${hits}/${cases.length}, ${outputs} outputs)`);
}

function benign(names: string[]): void {
  let total = 0;
  let fp = 0;
  for (const name of names) {
    const cases = load(name);
    let n = 0;
    let outFp = 0;
    for (const c of cases) {
      const { l4, l5, hit } = evaluate(c);
      if (hit) {
        n++;
        if (VERBOSE) console.log(`   FP ${c.id} l4=${l4.risk} [${l4.detail.slice(0, 100)}] l5=${l5.risk} [${l5.detail.slice(0, 100)}]`);
      }
      const out = c.tool_result?.output;
      if (out !== undefined) {
        const t = typeof out === 'string' ? out : JSON.stringify(out);
        const f = scanTextForIndirect(t).filter((x) => x.severity === 'block' || x.risk >= REVIEW);
        if (f.length > 0) {
          outFp++;
          console.log(`   FP(tool_result) ${c.id} ${f.map((x) => x.detail).join('; ').slice(0, 160)}`);
        }
      }
    }
    total += cases.length;
    fp += n;
    const sims = cases.map((c) => Math.max(0, ...Object.values(c.request.args ?? {}).filter((v): v is string => typeof v === 'string').map(injectionSimilarity)));
    const avg = sims.reduce((a, b) => a + b, 0) / Math.max(1, sims.length);
    console.log(`${name.padEnd(22)} flagged ${n}/${cases.length}; tool_result flagged ${outFp}; mean similarity ${avg.toFixed(3)}, max ${Math.max(0, ...sims).toFixed(2)}`);
  }
  console.log(`benign total flagged at risk >= ${REVIEW}: ${fp}/${total}`);
}

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
}

function timing(): void {
  const prose =
    'Could you summarise the attached quarterly report and list the three biggest risks for the board? ' +
    'Please keep it short, use plain language, and mention the revenue figures for each region. ';
  const yaml = (n: number): string =>
    Array.from({ length: n }, (_, i) => `  - id_: "${i}"\n    title: "Team sync ${i}"\n    description: "Weekly sync about the roadmap, hiring and budget."\n    participants:\n      - "alice.${i}@example.com"\n`).join('');
  const payloads: Array<[string, ToolCall]> = [];
  const mk = (label: string, args: Record<string, unknown>): void => {
    payloads.push([label, { tool: 'summarize_content', args, context: {}, agentId: 'bench', sessionId: null }]);
  };
  mk('1KB prose', { prompt: prose.repeat(Math.ceil(1024 / prose.length)).slice(0, 1024) });
  mk('1KB yaml', { content: yaml(20).slice(0, 1024) });
  mk('1KB nested', { data: { items: Array.from({ length: 8 }, (_, i) => ({ note: prose.slice(0, 110), id: i })) } });
  mk('10KB prose', { prompt: prose.repeat(Math.ceil(10240 / prose.length)).slice(0, 10240) });
  mk('10KB yaml', { content: yaml(200).slice(0, 10240) });
  mk('10KB html', { content: `<html><body>${'<p style="color:#333">Hello world, see <a href="https://example.com" title="Example site">this</a>.</p>'.repeat(110)}</body></html>`.slice(0, 10240) });
  for (const [label, call] of payloads) {
    // A fresh string each run: the view cache must not hide the cost of a first reading.
    const fresh = (i: number): ToolCall => ({ ...call, args: { ...call.args, note: `run ${i}`, ...freshText(call.args, i) } });
    for (let i = 0; i < 200; i++) {
      const c = fresh(i);
      injectionFirewallLayer(c);
      indirectInjectionLayer(c, { enabled: true });
    }
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < 3000; i++) {
      const c = fresh(1000 + i);
      const u0 = process.cpuUsage();
      const t0 = process.hrtime.bigint();
      injectionFirewallLayer(c);
      indirectInjectionLayer(c, { enabled: true });
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      const u = process.cpuUsage(u0);
      cpu.push((u.user + u.system) / 1000);
    }
    // Wall time suffers from other processes on a busy machine; CPU time of this process does not.
    console.log(
      `timing ${label.padEnd(12)} layers 4+5: wall p50 ${quantile(times, 0.5).toFixed(3)} p99 ${quantile(times, 0.99).toFixed(3)} ms | ` +
        `cpu p50 ${quantile(cpu, 0.5).toFixed(3)} p99 ${quantile(cpu, 0.99).toFixed(3)} ms`,
    );
  }
}

/** The call's top-level strings with a per-run prefix (same size, different string). */
function freshText(args: Record<string, unknown>, i: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(args)) if (typeof v === 'string') out[k] = `${i} ${v.slice(String(i).length + 1)}`;
  return out;
}

recall('direct_injection');
recall('indirect_injection');
toolOutputRecall('indirect_injection');
toolOutputRecall('exfiltration');
// The exfiltration cases' final request (send harvested data) is for the chain / PII layers, not 4 and 5.
benign(['benign_text', 'benign_tool_result', 'benign_call']);
timing();
