import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../../src/pipeline/runner.js';
import { emptyRuntime } from '../../../src/pipeline/runtime.js';
import { buildPolicySet } from '../../../src/policy/compiled.js';
import { defaultEvaluationSettings } from '../../../src/evaluation/settings.js';

const SETTINGS = defaultEvaluationSettings();
const POLICIES = buildPolicySet([]);

/**
 * Inputs that once made a detector's regex try a match at every position and read to the end of
 * the text each time (quadratic time: about a second per 30 KB field). The bound is generous, to
 * fail on that shape of cost, not on a slow machine.
 */
describe('pipeline on adversarial repetitions', () => {
  it.each(['[', '![', '](', '<!--', 'a.', 'a. ', '.', '1.1.1.1 ', 'a@b.co '])('reads four 32 KB fields of %j promptly', (unit) => {
    const text = unit.repeat(Math.ceil(32_768 / unit.length)).slice(0, 32_768);
    const args = { prompt: text, content: text, notes: text, data: { body: text } };
    const started = performance.now();
    const result = runPipeline({ tool: 'summarize_content', args, context: {}, agentId: 'a', sessionId: null }, emptyRuntime(), POLICIES, SETTINGS);
    expect(result.decision).toBeDefined();
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
