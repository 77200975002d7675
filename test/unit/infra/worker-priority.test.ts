import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs lowerPriority in a fresh process (niceness cannot be taken back) and returns the niceness it ends with. */
function nicenessAfter(niceness: number): number {
  const script = [
    "import os from 'node:os';",
    "import { lowerPriority } from './workers/priority.ts';",
    'const log = { info: () => {}, warn: () => {} };',
    `lowerPriority(${niceness}, log);`,
    'console.log(os.getPriority(0));',
  ].join('\n');
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  return Number(out.trim().split('\n').pop());
}

describe('worker priority', () => {
  it('lowers the process priority to the configured niceness', () => {
    expect(nicenessAfter(10)).toBeGreaterThanOrEqual(10);
  });

  it('leaves the priority alone at 0', () => {
    const base = nicenessAfter(0);
    expect(base).toBeLessThan(10);
  });
});
