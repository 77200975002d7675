import { runPipeline } from '../src/pipeline/runner.js';
import { emptyRuntime } from '../src/pipeline/runtime.js';
import { buildPolicySet } from '../src/policy/compiled.js';
import { workload } from './lib/workload.js';
const S = { toolPoisonEnabled: true, blockedTools: [], indirectInjectionEnabled: true, multiTurnEnabled: true, multiTurnThreshold: 0.15, canaryEnabled: true, canaryBoostPerFailure: 10, reviewRiskThreshold: 40 };
const P = buildPolicySet([]);
const w = workload();
for (const name of ['kb1', 'kb10'] as const) {
  const calls = w[name].map((r) => ({ tool: r.tool, args: r.args, context: r.context, agentId: 'a', sessionId: 's' }));
  const tot: Record<string, number[]> = {};
  for (let round = 0; round < 10; round++) for (const c of calls) { const r = runPipeline(c, emptyRuntime(), P, S); for (const s of r.trace) (tot[s.name] ??= []).push(s.duration_ms); }
  console.log(name);
  for (const [k, v] of Object.entries(tot)) { v.sort((a, b) => a - b); console.log('  ', k.padEnd(20), 'mean', (v.reduce((a, b) => a + b, 0) / v.length).toFixed(4), 'p99', v[Math.floor(v.length * 0.99)]!.toFixed(3)); }
}
