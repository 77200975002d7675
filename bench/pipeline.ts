/**
 * `npm run bench:pipeline`: the pipeline's own CPU time per evaluation, in process (no I/O),
 * for a mix of benign calls and attacks with 1 KB and 10 KB arguments. Targets: p99 <= 0.5 ms
 * at 1 KB and <= 3 ms at 10 KB.
 *
 * Three figures per evaluation:
 *   - CPU: process CPU time (process.cpuUsage). It also counts V8's background threads
 *     (optimizing compiler, concurrent GC) and the loader's worker, which run beside the pipeline,
 *     so its tail is inflated whenever one of them happens to be busy;
 *   - wall: elapsed time, which also counts preemption by other processes on a loaded machine;
 *   - main: min(CPU, wall) per evaluation. The pipeline is synchronous on one thread, so its own
 *     CPU time is at most either figure: this is the tightest upper bound of the two.
 * Each request is evaluated WARMUP_ROUNDS times first so the JIT has settled, as in a running service.
 *
 * Two more classes read the development set as sent, each text new to the detectors' RE2 DFA
 * caches when it comes round (the padded classes repeat one paragraph, whose DFA states stay
 * cached): what novel text costs, which the targets' padded classes understate.
 */
import { performance } from 'node:perf_hooks';
import { runPipeline, type PipelineSettings } from '../src/pipeline/runner.js';
import { emptyRuntime, type RuntimeView } from '../src/pipeline/runtime.js';
import { buildPolicySet } from '../src/policy/compiled.js';
import { devSetAsSent, percentile, workload, type WorkloadRequest } from './lib/workload.js';
import { defaultEvaluationSettings } from '../src/evaluation/settings.js';

const SETTINGS: PipelineSettings = defaultEvaluationSettings();
const POLICIES = buildPolicySet([
  { policyId: 'p-deploy', action: 'block', severity: 80, agentId: null, matchJson: { tool: 'deploy', args_regex: 'prod' } },
  { policyId: 'p-urls', action: 'review', severity: 50, agentId: null, matchJson: { url_regex: '^https?://(www\\.)?pastebin\\.com' } },
  { policyId: 'p-agent', action: 'review', severity: 45, agentId: 'bench-agent', matchJson: { args_regex: 'wire transfer' } },
]);

// A session history of 20 events, as a busy agent would have.
const RUNTIME: RuntimeView = {
  ...emptyRuntime(),
  session: Array.from({ length: 20 }, (_, i) => ({
    tool: i % 2 ? 'read_file' : 'web_search',
    agentId: 'bench-agent',
    decision: 'allow' as const,
    risk: 5,
    tags: i % 2 ? ['sensitive_read'] : ['web_browse'],
    families: [],
    similarity: 0.02,
    at: Date.now() - (20 - i) * 1000,
  })),
};

const WARMUP_ROUNDS = 5;

function measure(label: string, requests: WorkloadRequest[], rounds: number): void {
  const calls = requests.map((r) => ({ tool: r.tool, args: r.args, context: r.context, agentId: 'bench-agent', sessionId: 's' }));
  for (let round = 0; round < WARMUP_ROUNDS; round++) for (const call of calls) runPipeline(call, RUNTIME, POLICIES, SETTINGS);
  const wall: number[] = [];
  const cpu: number[] = [];
  const main: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const call of calls) {
      const cpuStart = process.cpuUsage();
      const started = performance.now();
      runPipeline(call, RUNTIME, POLICIES, SETTINGS);
      const elapsed = performance.now() - started;
      const used = process.cpuUsage(cpuStart);
      const cpuMs = (used.user + used.system) / 1000;
      wall.push(elapsed);
      cpu.push(cpuMs);
      main.push(Math.min(cpuMs, elapsed));
    }
  }
  const line = (kind: string, times: number[]) => {
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    return `${kind} mean ${mean.toFixed(3)} p50 ${percentile(times, 50).toFixed(3)} p99 ${percentile(times, 99).toFixed(3)}`;
  };
  console.log(`${label.padEnd(11)} n=${String(wall.length).padStart(5)}  ${line('CPU', cpu)} | ${line('wall', wall)} | ${line('main', main)} ms`);
}

const { small, kb1, kb10 } = workload();
console.log(`pipeline time per evaluation; CPU = process CPU time (all threads), wall = elapsed, main = min(CPU, wall) per evaluation\n`);
console.log(`mix: (${small.length} distinct requests, 13 layers, 3 custom policies, 20-event session)\n`);
measure('as sent', small, 20);
measure('1 KB args', kb1, 20);
measure('10 KB args', kb10, 10);

// The padded classes repeat one paragraph of prose, which the detectors' RE2 DFA caches keep; in
// service every text is new. The development set as sent, cycled (each text new when it returns):
const dev = devSetAsSent();
console.log(`\nnew text: the development set as sent (${dev.upTo1k.length + dev.over1k.length} requests), each new to the DFA caches when read\n`);
measure('new <=1 KB', dev.upTo1k, 3);
measure('new >1 KB', dev.over1k, 3);
