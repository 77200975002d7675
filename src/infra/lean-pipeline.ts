/**
 * ioredis pipelines built without the per-instance `length` accessor.
 *
 * ioredis's Pipeline constructor defines `length` on every instance with `Object.defineProperty`
 * and a closure of its own. V8 then gives each pipeline a hidden class of its own, allocated in
 * the old generation, whose descriptors point at the closure and, through it, at the whole
 * pipeline: its commands, replies and callbacks. The young-generation collector treats every
 * pointer from the old generation as live, so a pipeline that is garbage a millisecond after its
 * replies arrived is still copied by the next scavenge and promoted by the one after, and only a
 * full collection frees it. Every autopipelined batch (the evaluation's two Redis scripts) and
 * every BullMQ bulk add is such a pipeline: at a few hundred evaluations a second that was
 * 2-3 MB promoted per scavenge and most of the web process's garbage-collection time.
 *
 * `leanPipeline` sets the same properties as the constructor (ioredis 5: Commander's, then
 * Pipeline's) on an object whose prototype carries `length` as an ordinary getter, so pipelines
 * share hidden classes and die young. The client's script and added commands, which the
 * constructor copies onto every pipeline (BullMQ defines about fifty scripts on its connection:
 * a hundred property writes per bulk add), sit on a prototype built once per client instead, and
 * rebuilt when the client defines another. A unit test compares the result with a stock
 * pipeline, so an ioredis upgrade that changes the constructor fails the build rather than
 * drifting.
 */
import { Pipeline, Redis } from 'ioredis';

/** The fields of a pipeline this module sets (they are private in ioredis's types). */
interface PipelineFields {
  options: unknown;
  scriptsSet: Record<string, unknown>;
  addedBuiltinSet: Set<string>;
  redis: Redis;
  isPipeline: boolean;
  replyPending: number;
  _queue: unknown[];
  _result: unknown[];
  _transactions: number;
  _shaToScript: Record<string, unknown>;
  isCluster: boolean;
  promise: Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
  [command: string]: unknown;
}

interface RedisInternals {
  options: unknown;
  scriptsSet: Record<string, { sha: string }>;
  addedBuiltinSet: Set<string>;
  isCluster?: boolean;
  [command: string]: unknown;
}

/** Pipeline's prototype with `length` as a getter every pipeline shares. */
const LEAN_PROTOTYPE: object = Object.create(Pipeline.prototype as object, {
  length: {
    get(this: PipelineFields): number {
      return this._queue.length;
    },
    enumerable: false,
    configurable: true,
  },
});

interface ClientShape {
  /** the client's script and added commands, `length` and then Pipeline's prototype */
  prototype: object;
  /** script sha -> script, as the constructor builds it (ioredis never writes it afterwards) */
  shaToScript: Readonly<Record<string, unknown>>;
}

/** Per client, built on its first pipeline and dropped when it defines another command. */
const shapes = new WeakMap<object, ClientShape>();

function shapeOf(source: RedisInternals): ClientShape {
  let shape = shapes.get(source);
  if (shape === undefined) {
    const commands: PropertyDescriptorMap = {};
    const shaToScript: Record<string, unknown> = {};
    const copy = (name: string): void => {
      commands[name] = { value: source[name], writable: true, enumerable: true, configurable: true };
    };
    for (const name of Object.keys(source.scriptsSet)) {
      shaToScript[source.scriptsSet[name]!.sha] = source.scriptsSet[name];
      copy(name);
      copy(`${name}Buffer`);
    }
    for (const name of source.addedBuiltinSet) {
      copy(name);
      copy(`${name}Buffer`);
    }
    shape = { prototype: Object.create(LEAN_PROTOTYPE, commands) as object, shaToScript: Object.freeze(shaToScript) };
    shapes.set(source, shape);
  }
  return shape;
}

/** A pipeline on `redis`, as `new Pipeline(redis)` builds it but without the per-instance accessor. */
export function leanPipeline(redis: Redis): Pipeline {
  const source = redis as unknown as RedisInternals;
  const shape = shapeOf(source);
  const p = Object.create(shape.prototype) as PipelineFields;
  // Commander's constructor, then Pipeline's, in their order of first assignment (Commander's
  // `options` is an empty object that Pipeline's replaces; the commands it copies are on the prototype)
  p.options = source.options;
  p.scriptsSet = {};
  p.addedBuiltinSet = new Set();
  p.redis = redis;
  p.isPipeline = true;
  p.replyPending = 0;
  p._queue = [];
  p._result = [];
  p._transactions = 0;
  p._shaToScript = shape.shaToScript;
  p.isCluster = redis.constructor.name === 'Cluster' || source.isCluster === true;
  p.promise = new Promise((resolve, reject) => {
    p.resolve = resolve;
    p.reject = reject;
  });
  return p as unknown as Pipeline;
}

let installed = false;

/**
 * Makes `redis.pipeline()` (which autopipelining and BullMQ's bulk adds call) build lean
 * pipelines, for every client in the process, and a client's new command definitions reach its
 * next pipelines. `multi()` still builds stock ones.
 */
export function installLeanPipelines(): void {
  if (installed) return;
  installed = true;
  const proto = Redis.prototype as unknown as Record<'defineCommand' | 'addBuiltinCommand', (this: Redis, ...args: unknown[]) => unknown>;
  for (const method of ['defineCommand', 'addBuiltinCommand'] as const) {
    const original = proto[method];
    proto[method] = function (this: Redis, ...args: unknown[]): unknown {
      shapes.delete(this);
      return original.apply(this, args);
    };
  }
  (Redis.prototype as unknown as { pipeline: (this: Redis, commands?: unknown[][]) => Pipeline }).pipeline = function pipeline(
    this: Redis,
    commands?: unknown[][],
  ): Pipeline {
    const p = leanPipeline(this);
    if (Array.isArray(commands)) (p as unknown as { addBatch(c: unknown[][]): void }).addBatch(commands);
    return p;
  };
}
