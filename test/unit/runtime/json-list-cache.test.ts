import { describe, expect, it } from 'vitest';
import { JsonListCache } from '../../../src/runtime/json-list-cache.js';

const entry = (at: number, tags: string[] = []) => JSON.stringify({ tool: 't', at, tags });
/** Redis replies are new strings on every read. */
const reply = (items: string[]) => items.map((s) => Buffer.from(s).toString('utf8'));

describe('JsonListCache', () => {
  it('gives what parsing each entry gives, dropping corrupt entries', () => {
    const cache = new JsonListCache();
    const items = [entry(1, ['a']), '{not json', entry(2), 'null', '42'];
    expect(cache.parse('k', reply(items))).toEqual([{ tool: 't', at: 1, tags: ['a'] }, { tool: 't', at: 2, tags: [] }, null, 42]);
    expect(cache.parse('k', reply(items))).toEqual([{ tool: 't', at: 1, tags: ['a'] }, { tool: 't', at: 2, tags: [] }, null, 42]);
  });

  it('reuses entries seen in the previous read of the same key as the list slides', () => {
    const cache = new JsonListCache();
    const first = cache.parse<{ at: number }>('k', reply([entry(1), entry(2), entry(3)]));
    const second = cache.parse<{ at: number }>('k', reply([entry(2), entry(3), entry(4)]));
    expect(second.map((e) => e.at)).toEqual([2, 3, 4]);
    expect(second[0]).toBe(first[1]);
    expect(second[1]).toBe(first[2]);
    // Another key never shares entries, even with equal text.
    expect(cache.parse<{ at: number }>('other', reply([entry(2)]))[0]).not.toBe(first[1]);
  });

  it('never reuses an entry whose text changed, and handles reordered or repeated entries', () => {
    const cache = new JsonListCache();
    cache.parse('k', reply([entry(1), entry(2), entry(1)]));
    expect(cache.parse<{ at: number }>('k', reply([entry(2), entry(1), entry(1), entry(5)])).map((e) => e.at)).toEqual([2, 1, 1, 5]);
    expect(cache.parse<{ at: number }>('k', reply([entry(2).replace('"t"', '"u"')]))).toEqual([{ tool: 'u', at: 2, tags: [] }]);
  });

  it('freezes entries, deeply, since later reads share them', () => {
    const [e] = new JsonListCache().parse<{ tags: string[] }>('k', reply([entry(1, ['x'])]));
    expect(Object.isFrozen(e)).toBe(true);
    expect(() => e!.tags.push('y')).toThrow(TypeError);
  });

  it('answers empty for a missing or empty list, and keeps at most maxLists lists', () => {
    const cache = new JsonListCache(2);
    expect(cache.parse('k', null)).toEqual([]);
    expect(cache.parse('k', [])).toEqual([]);
    const a = cache.parse('a', reply([entry(1)]))[0];
    cache.parse('b', reply([entry(1)]));
    expect(cache.parse('a', reply([entry(1)]))[0]).toBe(a);
    cache.parse('c', reply([entry(1)]));
    // 'b' was the least recently read when 'c' came in.
    expect(cache.parse('a', reply([entry(1)]))[0]).toBe(a);
  });
});
