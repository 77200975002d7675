import { describe, expect, it } from 'vitest';
import { matchSubject } from '../../../src/policy/match.js';
import type { ToolCall } from '../../../src/pipeline/types.js';

const call = (args: Record<string, unknown>): ToolCall => ({ tool: 'http_get', args, context: {}, agentId: 'a', sessionId: null });

describe('matchSubject', () => {
  it('serialises the arguments once and collects URL-like values on first read', () => {
    const subject = matchSubject(call({ url: 'internal-host', nested: { link: 'https://example.com/x', note: 'plain' }, list: ['www.a.io', 3] }));
    expect(subject.serializedArgs).toBe(JSON.stringify(subject.call.args));
    expect(subject.urls).toEqual(['internal-host', 'https://example.com/x', 'www.a.io']);
    expect(subject.urls).toBe(subject.urls);
  });

  it('keeps urls on the prototype, not as an accessor of each subject (each would get a hidden class of its own)', () => {
    const subject = matchSubject(call({ url: 'https://example.com' }));
    expect(Object.getOwnPropertyDescriptor(subject, 'urls')).toBeUndefined();
    expect(subject.urls).toEqual(['https://example.com']);
  });
});
