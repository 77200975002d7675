/**
 * `npx tsx bench/layers.ts [--rounds N]`: where the pipeline's time goes, layer by layer.
 *
 * Runs the same request mix as bench/pipeline.ts (benign calls and attacks from the development
 * set, padded to 1 KB and 10 KB of arguments; 13 layers, no custom policies, empty runtime) and
 * prints, per layer, the mean and p99 of the duration the runner records in each trace step
 * (wall time, so it includes preemption on a loaded machine), plus the slowest requests of each
 * size with their most expensive layers. Read it next to bench/pipeline.ts, which gives the
 * per-evaluation CPU figures the targets bound.
 */
import { runPipeline, type PipelineSettings } from '../src/pipeline/runner.js';
import { emptyRuntime } from '../src/pipeline/runtime.js';
import { buildPolicySet } from '../src/policy/compiled.js';
import { percentile, workload } from './lib/workload.js';
import { defaultEvaluationSettings } from '../src/evaluation/settings.js';

const SETTINGS: PipelineSettings = defaultEvaluationSettings();
const POLICIES = buildPolicySet([]);
const WARMUP_ROUNDS = 3;
const roundsArg = process.argv.indexOf('--rounds');
const ROUNDS = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 10;
const SLOWEST_SHOWN = 5;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

const w = workload();
for (const name of ['kb1', 'kb10'] as const) {
  const calls = w[name].map((r) => ({ tool: r.tool, args: r.args, context: r.context, agentId: 'bench-agent', sessionId: 's' }));
  for (let round = 0; round < WARMUP_ROUNDS; round++) for (const call of calls) runPipeline(call, emptyRuntime(), POLICIES, SETTINGS);
  const byLayer = new Map<string, number[]>();
  const perRequest = calls.map(() => ({ total: [] as number[], layers: new Map<string, number[]>() }));
  for (let round = 0; round < ROUNDS; round++) {
    calls.forEach((call, i) => {
      const result = runPipeline(call, emptyRuntime(), POLICIES, SETTINGS);
      let total = 0;
      for (const step of result.trace) {
        total += step.duration_ms;
        let all = byLayer.get(step.name);
        if (all === undefined) byLayer.set(step.name, (all = []));
        all.push(step.duration_ms);
        let mine = perRequest[i]!.layers.get(step.name);
        if (mine === undefined) perRequest[i]!.layers.set(step.name, (mine = []));
        mine.push(step.duration_ms);
      }
      perRequest[i]!.total.push(total);
    });
  }
  console.log(`${name === 'kb1' ? '1 KB' : '10 KB'} args: ${calls.length} requests x ${ROUNDS} rounds, layer durations in ms`);
  for (const [layer, values] of byLayer) {
    values.sort((a, b) => a - b);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    console.log(`   ${layer.padEnd(20)} mean ${mean.toFixed(4)}  p99 ${percentile(values, 99).toFixed(3)}`);
  }
  const slowest = perRequest
    .map((r, i) => ({ i, total: median(r.total), layers: r.layers }))
    .sort((a, b) => b.total - a.total)
    .slice(0, SLOWEST_SHOWN);
  console.log(`   slowest requests (median of layer sums):`);
  for (const r of slowest) {
    const top = [...r.layers]
      .map(([layer, values]) => [layer, median(values)] as const)
      .filter(([, ms]) => ms >= 0.05)
      .sort((a, b) => b[1] - a[1])
      .map(([layer, ms]) => `${layer} ${ms.toFixed(2)}`)
      .join(', ');
    console.log(`     #${String(r.i).padEnd(4)} ${calls[r.i]!.tool.slice(0, 32).padEnd(32)} ${r.total.toFixed(3)}  ${top}`);
  }
  console.log('');
}
