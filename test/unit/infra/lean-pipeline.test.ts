import { Pipeline, Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { leanPipeline } from '../../../src/infra/lean-pipeline.js';
import { createRedis } from '../../../src/infra/redis.js';

// Never connects: pipelines are only built and filled here, not sent.
const redis = new Redis({ lazyConnect: true, enableOfflineQueue: false });
redis.defineCommand('leanTestScript', { numberOfKeys: 1, lua: 'return KEYS[1]' });

afterAll(() => redis.disconnect());

/** Own property names of a pipeline, without the accessor the stock constructor adds. */
function ownFields(p: object): string[] {
  return Object.getOwnPropertyNames(p).filter((name) => name !== 'length');
}

describe('leanPipeline', () => {
  it('has what the stock constructor sets: its fields as own properties, the client commands through a shared prototype', () => {
    const stock = new Pipeline(redis) as unknown as Record<string, unknown>;
    const lean = leanPipeline(redis) as unknown as Record<string, unknown>;
    const commands = new Set(['leanTestScript', 'leanTestScriptBuffer']);
    expect(ownFields(lean)).toEqual(ownFields(stock).filter((name) => !commands.has(name)));
    for (const name of commands) {
      expect(typeof stock[name]).toBe('function');
      expect(lean[name]).toBe(stock[name]);
    }
    expect(lean._shaToScript).toEqual(stock._shaToScript);
    expect(Object.getPrototypeOf(leanPipeline(redis))).toBe(Object.getPrototypeOf(lean));
    expect(lean).toBeInstanceOf(Pipeline);
  });

  it('sees a command the client defines after its first pipeline', () => {
    const client = new Redis({ lazyConnect: true, enableOfflineQueue: false });
    try {
      expect((leanPipeline(client) as unknown as Record<string, unknown>).laterScript).toBeUndefined();
      client.defineCommand('laterScript', { numberOfKeys: 0, lua: 'return 1' });
      const later = client.pipeline() as unknown as Record<string, (...args: unknown[]) => unknown>;
      expect(later.laterScript).toBe((client as unknown as Record<string, unknown>).laterScript);
      later.laterScript!();
      expect((later as unknown as Pipeline).length).toBe(1);
    } finally {
      client.disconnect();
    }
  });

  it('has no per-instance length accessor, and length still counts the queued commands', () => {
    const lean = leanPipeline(redis);
    expect(Object.getOwnPropertyDescriptor(lean, 'length')).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(new Pipeline(redis), 'length')?.get).toBeTypeOf('function');
    lean.get('a').set('b', '1');
    (lean as unknown as { leanTestScript(key: string): unknown }).leanTestScript('k');
    expect(lean.length).toBe(3);
  });

  it('is what redis.pipeline() builds once the factory module is loaded, commands given or not', () => {
    const client = createRedis('redis://127.0.0.1:1', 'command', 'lean-test');
    client.on('error', () => undefined);
    try {
      const p = client.pipeline([['get', 'a'], ['get', 'b']]);
      expect(Object.getOwnPropertyDescriptor(p, 'length')).toBeUndefined();
      expect(p.length).toBe(2);
      expect(client.pipeline().length).toBe(0);
    } finally {
      client.disconnect();
    }
  });
});
