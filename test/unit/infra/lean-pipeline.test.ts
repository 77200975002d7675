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
  it('sets the same own properties as the stock constructor, in the same order', () => {
    const stock = new Pipeline(redis);
    const lean = leanPipeline(redis);
    expect(ownFields(lean)).toEqual(ownFields(stock));
    expect(Object.getPrototypeOf(Object.getPrototypeOf(lean))).toBe(Pipeline.prototype);
    expect(lean).toBeInstanceOf(Pipeline);
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
