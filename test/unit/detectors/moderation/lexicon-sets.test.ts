import { describe, expect, it } from 'vitest';
import RE2 from 're2';
import { CUE_PARTS, LEXICON_SET_PATTERNS, TARGET_PARTS } from '../../../../src/pipeline/detectors/moderation/scan.js';
import { HARM_RULES } from '../../../../src/pipeline/detectors/moderation/lexicon.js';

/**
 * The lexicon's RE2 sets need room beyond their program for the DFA's state cache: a part that
 * barely compiles fills its cache on every new text and runs many times slower (see TARGET_PARTS
 * in scan.ts). Room is checked here, not at start-up: compiling each candidate split twice over
 * doubled the module's load time.
 */
describe('layer 7 lexicon sets', () => {
  it('holds every rule in some set, each set a part of the lexicon in order', () => {
    const all = LEXICON_SET_PATTERNS.flat();
    expect(all.length).toBeGreaterThan(HARM_RULES.length);
    expect(all.slice(0, HARM_RULES.length)).toEqual(HARM_RULES.map((r) => r.pattern));
  });

  it('cuts the targets into the parts chosen (none had to be cut smaller to compile)', () => {
    expect(LEXICON_SET_PATTERNS.length).toBe(TARGET_PARTS + CUE_PARTS);
  });

  it('cuts the later rules, which hold more word gaps, into shorter parts', () => {
    const targets = LEXICON_SET_PATTERNS.slice(0, TARGET_PARTS);
    expect(targets[0]!.length).toBeGreaterThan(targets[TARGET_PARTS - 2]!.length);
  });

  it.each(LEXICON_SET_PATTERNS.map((patterns, k) => [k, patterns] as const))('set %i compiles with its patterns twice over', (_k, patterns) => {
    expect(() => new RE2.Set([...patterns, ...patterns])).not.toThrow();
  });
});
