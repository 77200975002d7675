import { describe, expect, it } from 'vitest';
import { KeyMemo } from '../../../src/pipeline/key-memo.js';

describe('KeyMemo', () => {
  it('computes a key once, keeps at most maxKeys (oldest out first), and never keeps long keys', () => {
    const calls: string[] = [];
    const memo = new KeyMemo((key) => {
      calls.push(key);
      return key.toUpperCase();
    }, 2, 5);
    expect(memo.get('a')).toBe('A');
    expect(memo.get('a')).toBe('A');
    expect(calls).toEqual(['a']);
    memo.get('b');
    memo.get('c'); // 'a' goes
    memo.get('b');
    memo.get('a');
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
    expect(memo.get('longer')).toBe('LONGER');
    expect(memo.get('longer')).toBe('LONGER');
    expect(calls.filter((k) => k === 'longer')).toHaveLength(2);
  });

  it('keeps null results (a tool that matches nothing) like any other', () => {
    let n = 0;
    const memo = new KeyMemo<string | null>(() => {
      n++;
      return null;
    });
    expect(memo.get('get_weather')).toBeNull();
    expect(memo.get('get_weather')).toBeNull();
    expect(n).toBe(1);
  });
});
