import { describe, expect, it } from 'vitest';
import { HARM_RULES } from '../../../../src/pipeline/detectors/moderation/lexicon.js';
import { runPipeline } from '../../../../src/pipeline/runner.js';
import { emptyRuntime } from '../../../../src/pipeline/runtime.js';
import { buildPolicySet } from '../../../../src/policy/compiled.js';
import { defaultEvaluationSettings } from '../../../../src/evaluation/settings.js';

/** The top-level alternatives of a regex source (outside groups and character classes). */
function topAlternatives(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '|' && depth === 0) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  out.push(source.slice(start));
  return out;
}

const jsRegexes = HARM_RULES.flatMap((rule) =>
  (['requires', 'unless'] as const).flatMap((key) => (rule[key] instanceof RegExp ? [{ key, category: rule.category, re: rule[key] }] : [])),
);

/**
 * Layer 7 checks `requires` and `unless` with JavaScript's backtracking engine. Two shapes made
 * that engine slow on crafted text: a word gap whose separator and words share `-`, `/` or `'`
 * (exponential in a run of them), and an alternative that scans from every position to the end
 * (`^A|[\s\S]*B`: the `^` binds only the first alternative; quadratic).
 */
describe('layer 7 JS checks cannot backtrack badly', () => {
  it('has JS checks to inspect', () => {
    expect(jsRegexes.length).toBeGreaterThan(100);
  });

  it('keeps no ambiguous word gap in a JS check', () => {
    const ambiguous = jsRegexes.filter(({ re }) => /\\W\+\(\?:\[\\w'/.test(re.source));
    expect(ambiguous.map(({ category, key, re }) => `${category} ${key} ${re.source.slice(0, 80)}`)).toEqual([]);
  });

  it('bounds word runs and spans between the words of a rule', () => {
    // tried at every occurrence of the opening word, an unbounded run is quadratic on a text of
    // hyphen-joined words ("abducting-abducting-...") or of one substance name repeated
    const unbounded = jsRegexes.filter(({ re }) => /\[\\w[^\]]*\]\+/.test(re.source) || re.source.includes('\\b[\\s\\S]*') || re.source.includes('[^.?!]*'));
    expect(unbounded.map(({ category, key, re }) => `${category} ${key} ${re.source.slice(0, 80)}`)).toEqual([]);
  });

  it('anchors every alternative that runs to the end of the text', () => {
    const unanchored = jsRegexes.filter(({ re }) => {
      const alternatives = topAlternatives(re.source);
      return alternatives.length > 1 && alternatives.some((alt) => /^(?:\(\?[=!])?\[\\s\\S\]\*/.test(alt));
    });
    expect(unanchored.map(({ category, key, re }) => `${category} ${key} ${re.source.slice(0, 80)}`)).toEqual([]);
  });
});

describe('layer 7 on crafted repetitions', () => {
  const settings = defaultEvaluationSettings();
  const policies = buildPolicySet([]);
  const timed = (text: string): number => {
    const started = performance.now();
    runPipeline({ tool: 'chat', args: { prompt: text }, context: {}, agentId: 'a', sessionId: null }, emptyRuntime(), policies, settings);
    return performance.now() - started;
  };

  // a run to the end of the sentence tried at each of 8,000 opening words: 0.2-0.3 s before it was bounded
  it('reads a long unpunctuated run of a rule\'s opening word promptly', () => {
    expect(timed(`the election ${'fake - '.repeat(4_000)}`)).toBeLessThan(1_500);
  });

  // both took seconds to minutes before (10 dashes: 18 s; the 10 KB text: 0.7 s); the bound is generous
  it('reads rule words separated by runs of dashes promptly', () => {
    const words = 'tanks mains cooler reservoirs pesticides releas introduc purif disinfect sanitiz compiler'.split(' ');
    expect(timed(words.map((w) => `${w} ${'-'.repeat(24)}`).join(' '))).toBeLessThan(1_500);
  });

  it.each(['abducting-', 'visine-', 'unpublished-'])('reads 64 KB of %j repeated promptly', (unit) => {
    // 0.6-0.9 s each before the runs were bounded
    expect(timed(unit.repeat(Math.ceil(65_536 / unit.length)))).toBeLessThan(400);
  });

  it('reads a 10 KB text of rule words and filler in linear time', () => {
    const words = 'motivat pushing anorexi bulimi thin skinny restricting tweens abusers befriending bond rapport discord shy coach mentor'.split(' ');
    const text = words.map((w) => `${w} ${'='.repeat(600)}`).join(' ');
    expect(timed(text)).toBeLessThan(1_500);
  });
});
