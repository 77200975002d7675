import { describe, expect, it } from 'vitest';
import { CANARY_PAYLOADS, canaryLayer, runCanaries } from '../../../src/pipeline/layers/canary.js';
import { runtime } from '../chains/fixtures.js';

const opts = { enabled: true, boostPerFailure: 10 };

describe('canaryLayer', () => {
  it('passes with no risk when all canaries are healthy', () => {
    expect(canaryLayer(runtime(), opts)).toMatchObject({ outcome: 'pass', risk: 0 });
  });
  it('boosts risk per failing canary and names the count', () => {
    const v = canaryLayer(runtime([], [], { canaryFailures: 2 }), opts);
    expect(v).toMatchObject({ outcome: 'flag', risk: 20 });
    expect(v.detail).toMatch(/^2 of 5 canaries failing/);
  });
  it('caps at 5 failures', () => {
    expect(canaryLayer(runtime([], [], { canaryFailures: 9 }), opts).risk).toBe(50);
  });
  it('skips when disabled', () => {
    expect(canaryLayer(runtime([], [], { canaryFailures: 3 }), { enabled: false, boostPerFailure: 10 }).outcome).toBe('skip');
  });
});

describe('runCanaries', () => {
  it('has five distinct payloads', () => {
    expect(CANARY_PAYLOADS).toHaveLength(5);
    expect(new Set(CANARY_PAYLOADS.map((p) => p.name)).size).toBe(5);
  });
  it('passes canaries that are blocked or reach risk 40', () => {
    const r = runCanaries((c) => (c.tool === 'run_command' ? { blocked: true, risk: 100 } : { blocked: false, risk: 40 }));
    expect(r.failures).toBe(0);
    expect(r.results.every((x) => x.passed)).toBe(true);
  });
  it('counts missed and throwing canaries as failures', () => {
    const r = runCanaries((c) => {
      if (c.tool === 'http_get') throw new Error('boom');
      return { blocked: false, risk: c.tool === 'send_message' ? 39 : 80 };
    });
    expect(r.failures).toBe(2);
    expect(r.results.find((x) => x.name === 'exfil_url')?.detail).toMatch(/error/);
    expect(r.results.find((x) => x.name === 'prompt_override')?.passed).toBe(false);
  });
});
