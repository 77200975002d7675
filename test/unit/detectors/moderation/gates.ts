import { expect } from 'vitest';
import RE2 from 're2';
import { HARM_RULES } from '../../../../src/pipeline/detectors/moderation/lexicon.js';

/**
 * Every gated rule's gate (its RE2 set entry) matches each of `texts` its whole rule (`requires`)
 * matches: a rule whose gate missed would never be tested, whatever its shape says.
 */
export function expectGatesHold(texts: readonly string[]): void {
  const gated = HARM_RULES.filter((rule) => rule.requires !== undefined).map((rule) => ({ rule, gate: new RE2(rule.pattern) }));
  for (const text of texts.map((t) => t.toLowerCase())) {
    for (const { rule, gate } of gated) if (rule.requires!.test(text)) expect(gate.test(text), `${rule.pattern.slice(0, 60)} on ${text}`).toBe(true);
  }
}
