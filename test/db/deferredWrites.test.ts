/** Deferred bookkeeping writes (src/db/deferredWrites.ts), without a database. */
import { describe, expect, it } from 'vitest';
import { DeferredWrites } from '../../src/db/deferredWrites.js';

type Batch = ReadonlyArray<readonly [string, number]>;

function counter(o: { maxPending?: number; requeueLimit?: number; fail?: () => boolean } = {}) {
  const written: Batch[] = [];
  const errors: number[] = [];
  const w = new DeferredWrites<number>({
    flushMs: 60_000,
    ...o,
    merge: (a, b) => a + b,
    async write(batch) {
      if (o.fail?.()) throw new Error('database down');
      written.push(batch);
    },
    onError: (_e, keys) => errors.push(keys),
  });
  return { w, written, errors };
}

describe('DeferredWrites', () => {
  it('merges values per key and writes one batch in key order', async () => {
    const { w, written } = counter();
    w.add('b', 1);
    w.add('a', 2);
    w.add('b', 3);
    expect(w.pendingCount).toBe(2);
    await w.flush();
    expect(written).toEqual([[['a', 2], ['b', 4]]]);
    expect(w.pendingCount).toBe(0);
    await w.flush();
    expect(written).toHaveLength(1);
  });

  it('flushes early, once, when maxPending keys are waiting', async () => {
    const { w, written } = counter({ maxPending: 2 });
    w.add('a', 1);
    expect(written).toHaveLength(0);
    w.add('b', 1);
    w.add('c', 1);
    await w.flush();
    expect(written).toEqual([[['a', 1], ['b', 1], ['c', 1]]]);
  });

  it('a failed flush keeps its batch under newer values, up to the requeue limit', async () => {
    let down = true;
    const { w, written, errors } = counter({ requeueLimit: 3, fail: () => down });
    w.add('a', 1);
    w.add('b', 1);
    await w.flush();
    expect(errors).toEqual([2]);
    expect(w.pendingCount).toBe(2);
    w.add('a', 5);
    w.add('c', 1);
    w.add('d', 1);
    // Four keys pending plus a batch of four would pass the limit of 3: this batch is dropped.
    await w.flush();
    expect(errors).toEqual([2, 4]);
    expect(w.pendingCount).toBe(0);
    down = false;
    w.add('e', 1);
    await w.flush();
    expect(written).toEqual([[['e', 1]]]);
  });

  it('close writes what is pending and ignores later values', async () => {
    const { w, written } = counter();
    w.add('a', 1);
    await w.close();
    expect(written).toEqual([[['a', 1]]]);
    w.add('b', 1);
    expect(w.pendingCount).toBe(0);
  });
});
