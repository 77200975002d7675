import { describe, expect, it } from 'vitest';
import { combineRisk, clamp } from '../../../src/pipeline/decision.js';
import type { LayerVerdict } from '../../../src/pipeline/findings.js';
import { fieldContext, toolTraits } from '../../../src/pipeline/detectors/tool-poison/field-context.js';

describe('combineRisk (one pass)', () => {
  const reference = (verdicts: LayerVerdict[], boost: number): number => {
    const risks = verdicts.map((v) => v.risk).filter((r) => r > 0).sort((a, b) => b - a);
    if (risks.length === 0) return clamp(boost);
    return clamp(risks[0]! + Math.min(15, 5 * (risks.length - 1)) + boost);
  };
  it('matches the sort-based definition', () => {
    const samples = [[], [0, 0], [40], [40, 0, 55], [10, 20, 30, 40, 50], [-5, 0, 12.6], [95, 90, 90, 100]];
    for (const risks of samples) {
      const verdicts = risks.map((risk): LayerVerdict => ({ outcome: risk > 0 ? 'flag' : 'pass', risk, detail: '' }));
      for (const boost of [0, 10, 30]) expect(combineRisk(verdicts, boost)).toBe(reference(verdicts, boost));
    }
  });
});

describe('fieldContext argument key', () => {
  const none = toolTraits('lookup');
  it('reads the last path segment that is not an array index, without #key', () => {
    expect(fieldContext('command', 'ls', none).shell).toBe(true);
    expect(fieldContext('steps.2.cmd', 'ls', none).shell).toBe(true);
    expect(fieldContext('cmd.0.1', 'ls', none).shell).toBe(true);
    expect(fieldContext('payload.script#key', 'ls', none).shell).toBe(true);
    expect(fieldContext('command.text', 'ls', none).shell).toBe(false);
    expect(fieldContext('0.1', 'ls', none).shell).toBe(false);
    expect(fieldContext('', 'ls', none).shell).toBe(false);
    expect(fieldContext('filters.1.where', 'x', none).sql).toBe(true);
  });
  it('keeps one traits object per tool name', () => {
    expect(toolTraits('run_shell')).toBe(toolTraits('run_shell'));
    expect(toolTraits('run_shell')).toEqual({ shell: true, sql: false, http: false, textOnly: false, fileWrite: false, runsCode: false, searches: false, fileRead: false });
    expect(toolTraits('read_file').fileRead).toBe(true);
    expect(toolTraits('summarize_content').textOnly).toBe(true);
    expect(toolTraits('summarize_url').textOnly).toBe(false);
  });
});
