import { describe, expect, it } from 'vitest';
import {
  calculateSeverity,
  checkWeights,
  DEFAULT_SEVERITY_WEIGHTS,
  resolveSeverity,
  roundHalfUp,
  severityInRange,
} from '../../../src/policy/severity.js';

describe('roundHalfUp', () => {
  it('rounds halves up even when floating point lands just below', () => {
    expect(0.35 * 90).toBeLessThan(31.5); // the trap: 31.499999999999996
    expect(roundHalfUp(0.35 * 90)).toBe(32);
    expect(roundHalfUp(10.5)).toBe(11);
    expect(roundHalfUp(10.49)).toBe(10);
    expect(roundHalfUp(0)).toBe(0);
    expect(roundHalfUp(99.5)).toBe(100);
  });
});

describe('calculateSeverity', () => {
  it('weights the three dimensions with the defaults 0.40/0.35/0.25', () => {
    expect(calculateSeverity({ blast_radius: 80, reversibility: 70, data_sensitivity: 90 })).toBe(79);
    expect(calculateSeverity({ blast_radius: 100, reversibility: 100, data_sensitivity: 100 })).toBe(100);
    expect(calculateSeverity({ blast_radius: 0, reversibility: 0, data_sensitivity: 0 })).toBe(0);
    expect(calculateSeverity({ blast_radius: 0, reversibility: 90, data_sensitivity: 0 })).toBe(32);
    expect(calculateSeverity({ blast_radius: 0, reversibility: 0, data_sensitivity: 2 })).toBe(1); // 0.5 -> 1
  });

  it('uses per-organization weights', () => {
    expect(calculateSeverity({ blast_radius: 60, reversibility: 10, data_sensitivity: 10 }, { blast_radius: 1, reversibility: 0, data_sensitivity: 0 })).toBe(60);
    expect(calculateSeverity({ blast_radius: 50, reversibility: 51, data_sensitivity: 0 }, { blast_radius: 0.5, reversibility: 0.5, data_sensitivity: 0 })).toBe(51);
  });
});

describe('severity ranges', () => {
  it.each([
    ['allow', 0, true],
    ['allow', 49, true],
    ['allow', 50, false],
    ['review', 19, false],
    ['review', 20, true],
    ['review', 89, true],
    ['review', 90, false],
    ['block', 49, false],
    ['block', 50, true],
    ['block', 100, true],
  ] as const)('%s %i -> %s', (action, severity, ok) => {
    expect(severityInRange(action, severity)).toBe(ok);
  });
});

describe('checkWeights', () => {
  it('accepts the defaults and sums within 0.001', () => {
    expect(checkWeights(DEFAULT_SEVERITY_WEIGHTS)).toEqual([]);
    expect(checkWeights({ blast_radius: 0.3334, reversibility: 0.3333, data_sensitivity: 0.3333 })).toEqual([]);
    expect(checkWeights({ blast_radius: 0.5, reversibility: 0.5, data_sensitivity: 0.0009 })).toEqual([]);
  });

  it('refuses a sum off by more than 0.001 at the body path', () => {
    expect(checkWeights({ blast_radius: 0.5, reversibility: 0.5, data_sensitivity: 0.002 })).toEqual([
      { path: 'body', message: 'weights must sum to 1.0 within 0.001 (got 1.002)' },
    ]);
  });

  it('refuses weights outside 0.0-1.0 at their own paths', () => {
    expect(checkWeights({ blast_radius: 1.5, reversibility: -0.25, data_sensitivity: -0.25 }).map((i) => i.path)).toEqual([
      'body.blast_radius',
      'body.reversibility',
      'body.data_sensitivity',
    ]);
    expect(checkWeights({ blast_radius: Number.NaN, reversibility: 0.5, data_sensitivity: 0.5 })[0]?.path).toBe('body.blast_radius');
  });
});

describe('resolveSeverity', () => {
  const dims = { blast_radius: 80, reversibility: 70, data_sensitivity: 90 };
  const w = DEFAULT_SEVERITY_WEIGHTS;

  it('takes a manual severity within range', () => {
    expect(resolveSeverity({ action: 'block', severity: 60 }, w)).toEqual({ ok: true, severity: 60, calculated: null });
  });

  it('calculates when only dimensions are given', () => {
    expect(resolveSeverity({ action: 'block', ...dims }, w)).toEqual({ ok: true, severity: 79, calculated: 79 });
  });

  it('needs a justification of 20+ characters when both differ', () => {
    const refused = resolveSeverity({ action: 'block', severity: 90, ...dims }, w);
    expect(refused).toMatchObject({ ok: false, issues: [{ path: 'body.override_justification' }] });
    const shortJ = resolveSeverity({ action: 'block', severity: 90, ...dims, override_justification: '   nineteen chars   ' }, w);
    expect(shortJ.ok).toBe(false);
    const ok = resolveSeverity({ action: 'block', severity: 90, ...dims, override_justification: 'twenty characters ok' }, w);
    expect(ok).toEqual({ ok: true, severity: 90, calculated: 79 });
  });

  it('reports range and rubric problems together, with the given prefix', () => {
    const result = resolveSeverity({ action: 'allow', severity: 90, ...dims }, w, 'body.policy');
    expect(result).toEqual({
      ok: false,
      issues: [
        { path: 'body.policy.override_justification', message: expect.any(String) },
        { path: 'body.policy.severity', message: 'severity 90 is outside the range for action allow (0-49)' },
      ],
    });
  });

  it('refuses a partial rubric and a missing severity', () => {
    expect(resolveSeverity({ action: 'block', blast_radius: 1 }, w)).toMatchObject({
      ok: false,
      issues: [{ path: 'body.reversibility' }, { path: 'body.data_sensitivity' }],
    });
    expect(resolveSeverity({ action: 'block' }, w)).toEqual({
      ok: false,
      issues: [{ path: 'body.severity', message: 'give severity or all three rubric dimensions' }],
    });
  });

  it('with rubric checks off only the range counts (an edit that leaves severity alone)', () => {
    expect(resolveSeverity({ action: 'block', severity: 90, ...dims }, w, 'body', { rubric: false })).toMatchObject({ ok: true, severity: 90 });
    expect(resolveSeverity({ action: 'allow', severity: 90 }, w, 'body', { rubric: false })).toMatchObject({ ok: false });
  });
});
