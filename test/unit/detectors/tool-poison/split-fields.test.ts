import { describe, expect, it } from 'vitest';
import { scanToolPoison } from '../../../../src/pipeline/detectors/tool-poison/index.js';
import type { ToolCall } from '../../../../src/pipeline/types.js';

const call = (args: Record<string, unknown>): ToolCall => ({ tool: 'run', args, context: {}, agentId: 'a', sessionId: null });

describe('payloads split across top-level fields', () => {
  it('reads short top-level strings together as one command line', () => {
    const findings = scanToolPoison(call({ part1: 'rm -rf', part2: '/' }), { blockedTools: [] });
    expect(findings.some((f) => f.severity === 'block' && f.detail.includes('joined top-level arguments'))).toBe(true);
  });

  it('catches a command chained across a host field and a command field', () => {
    const findings = scanToolPoison(call({ host: 'example.com;', cmd: 'cat /etc/passwd' }), { blockedTools: [] });
    expect(findings.some((f) => f.risk >= 40)).toBe(true);
  });

  it('leaves ordinary argument pairs alone', () => {
    for (const args of [{ a: 'ls', b: '-la' }, { city: 'Paris', unit: 'celsius' }, { title: 'Q3 report', body: 'Revenue grew 4 percent.' }]) {
      expect(scanToolPoison(call(args), { blockedTools: [] }).filter((f) => f.risk >= 40)).toEqual([]);
    }
  });
});
