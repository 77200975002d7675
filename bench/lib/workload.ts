/** A realistic mix of evaluation requests: benign calls, attacks, 1 KB and 10 KB arguments. */
import { categories, loadCategory } from './dataset.js';

export interface WorkloadRequest {
  tool: string;
  args: Record<string, unknown>;
  context: Record<string, unknown>;
}

const PROSE =
  'The quarterly report covers revenue, churn and hiring across the three regions. Customers asked for faster exports, ' +
  'better search and a calendar integration; the team shipped two of the three and scheduled the third for next month. ';

/** Ordinary text of about `bytes` bytes, so argument size can be controlled. */
export function prose(bytes: number): string {
  let text = '';
  while (text.length < bytes) text += PROSE;
  return text.slice(0, bytes);
}

function sized(request: WorkloadRequest, bytes: number): WorkloadRequest {
  return { ...request, args: { ...request.args, notes: prose(Math.max(0, bytes - JSON.stringify(request.args).length)) } };
}

/** Benign calls and attacks from the development set, as sent and padded to 1 KB and 10 KB. */
export function workload(): { small: WorkloadRequest[]; kb1: WorkloadRequest[]; kb10: WorkloadRequest[] } {
  const pick = (category: string, n: number) =>
    loadCategory(category)
      .slice(0, n)
      .map((c) => ({ tool: c.request.tool, args: c.request.args ?? {}, context: { agent_id: 'bench-agent', session_id: `s-${category}` } }));
  const mix = [...pick('benign_call', 120), ...pick('benign_text', 40), ...pick('dangerous_args', 20), ...pick('direct_injection', 10), ...pick('harmful_content', 10)];
  // The 1 KB class holds the requests whose arguments fit in 1 KB, padded to it; every request
  // fits in 10 KB. Larger originals (long jailbreak prompts) stay in the "as sent" class.
  const fits1k = mix.filter((r) => JSON.stringify(r.args).length <= 1024);
  return { small: mix, kb1: fits1k.map((r) => sized(r, 1024)), kb10: mix.map((r) => sized(r, 10 * 1024)) };
}

/**
 * Every request of the development set as sent, by argument size. Cycled, each text is new to the
 * detectors' RE2 DFA caches when it comes round again, as every text is in service; the padded
 * classes above repeat one paragraph, whose DFA states stay cached.
 */
export function devSetAsSent(): { upTo1k: WorkloadRequest[]; over1k: WorkloadRequest[] } {
  const all = categories().flatMap((category) =>
    loadCategory(category).map((c) => ({ tool: c.request.tool, args: c.request.args ?? {}, context: { agent_id: 'bench-agent', session_id: `s-${category}` } })),
  );
  const fits = (r: WorkloadRequest): boolean => JSON.stringify(r.args).length <= 1024;
  return { upTo1k: all.filter(fits), over1k: all.filter((r) => !fits(r)) };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
