import { performance } from 'node:perf_hooks';
import type { ToolCall } from '../../src/pipeline/types.js';
import { percentile } from './workload.js';

/** p50 and p99 of one layer on one call, after a warm-up, printed on one line. */
export function timeLayer(label: string, layer: (call: ToolCall) => unknown, tool: string, args: Record<string, unknown>): void {
  const call: ToolCall = { tool, args, context: {}, agentId: 'bench', sessionId: null };
  for (let i = 0; i < 300; i++) layer(call);
  const samples: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const t0 = performance.now();
    layer(call);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  console.log(`timing ${label}: p50 ${percentile(samples, 50).toFixed(4)} ms, p99 ${percentile(samples, 99).toFixed(4)} ms`);
}
