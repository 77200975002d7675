import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { BackgroundBatch } from '../../../src/infra/background-batch.js';

const log = pino({ level: 'silent' });

describe('BackgroundBatch', () => {
  it('writes items added together in one call after the interval, without callers waiting', async () => {
    const writes: number[][] = [];
    const batch = new BackgroundBatch<number>(async (items) => void writes.push(items), log, 20);
    batch.add(1);
    batch.add(2);
    batch.add(3);
    expect(writes).toEqual([]);
    await new Promise((r) => setTimeout(r, 60));
    expect(writes).toEqual([[1, 2, 3]]);
  });

  it('writes at once when the batch is full', async () => {
    const writes: number[][] = [];
    const batch = new BackgroundBatch<number>(async (items) => void writes.push(items), log, 10_000, 2);
    batch.add(1);
    batch.add(2);
    await batch.flush();
    expect(writes).toEqual([[1, 2]]);
  });

  it('keeps the items of a failed write for the next one', async () => {
    const writes: number[][] = [];
    let fail = true;
    const batch = new BackgroundBatch<number>(async (items) => {
      if (fail) throw new Error('database down');
      writes.push(items);
    }, log, 10_000);
    batch.add(1);
    await batch.flush();
    expect(writes).toEqual([]);
    fail = false;
    batch.add(2);
    await batch.flush();
    expect(writes).toEqual([[1, 2]]);
  });

  it('bounds what it keeps across failures, dropping the oldest', async () => {
    let kept: number[] = [];
    let fail = true;
    const batch = new BackgroundBatch<number>(async (items) => {
      if (fail) throw new Error('down');
      kept = items;
    }, log, 10_000, 1_000, 3);
    for (const n of [1, 2, 3, 4, 5]) batch.add(n);
    await batch.flush();
    fail = false;
    await batch.flush();
    expect(kept).toEqual([3, 4, 5]);
  });

  it('flush writes what waits and is a no-op when nothing does', async () => {
    const writes: number[][] = [];
    const batch = new BackgroundBatch<number>(async (items) => void writes.push(items), log, 10_000);
    await batch.flush();
    batch.add(7);
    await batch.flush();
    await batch.flush();
    expect(writes).toEqual([[7]]);
  });
});
