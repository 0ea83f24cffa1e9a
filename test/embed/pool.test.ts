import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EmbedderTimeoutError, MiniLmEmbedder } from '../../src/embed/index.js';

// The pool's scheduling, driven against the stand-in worker (no model load).
const fake = new URL('./fixtures/fake-minilm-worker.mjs', import.meta.url);
const hot = (vs: number[][]) => vs.map((v) => v.indexOf(1));

describe('MiniLmEmbedder pool', () => {
  it('spreads one request over the threads and returns vectors in input order', async () => {
    const e = new MiniLmEmbedder({ workerUrl: fake, threads: 3, batchSize: 2, queryThread: false });
    // Lengths 1..11 → the fake's hot dimension is the text length; the slow first chunk
    // finishes last, so a result placed by arrival would come out shifted.
    const texts = ['s', 'slow', ...Array.from({ length: 9 }, (_, i) => 'x'.repeat(i + 3))];
    texts[0] = 'slow1';
    const expected = texts.map((t) => t.length);
    const out = await e.embed(texts, { lane: 'bulk' });
    expect(hot(out)).toEqual(expected);
    expect(e.workerThreadIds).toHaveLength(3);
    // Concurrent requests each keep their own order.
    const many = await Promise.all(Array.from({ length: 6 }, (_, k) => e.embed(['a'.repeat(k + 1), 'b'.repeat(k + 7), 'c'.repeat(k + 20)], { lane: k % 2 ? 'bulk' : 'query' })));
    many.forEach((vs, k) => expect(hot(vs)).toEqual([k + 1, k + 7, k + 20]));
    await e.close();
  });

  it('times out a hung thread, fails its request, and replaces the thread', async () => {
    const e = new MiniLmEmbedder({ workerUrl: fake, timeoutMs: 1000, queryThread: false });
    await e.embed(['warm']);
    const before = e.workerThreadId;
    const started = Date.now();
    const err = await e.embed(['hang']).catch((x: unknown) => x);
    expect(err).toBeInstanceOf(EmbedderTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(Date.now() - started).toBeLessThan(5_000);
    // A request queued behind the hung one is served by the replacement thread.
    const behind = e.embed(['queued']);
    expect(hot(await behind)).toEqual([6]);
    expect(e.workerThreadId).not.toBeNull();
    expect(e.workerThreadId).not.toBe(before);
    await e.close();
  });

  it('serves a request queued behind a hung chunk once the thread is replaced', async () => {
    const e = new MiniLmEmbedder({ workerUrl: fake, timeoutMs: 1000, queryThread: false });
    const hung = e.embed(['hang'], { lane: 'bulk' }).catch((x: unknown) => x);
    const waiting = e.embed(['abcd'], { lane: 'bulk' });
    expect(await hung).toBeInstanceOf(EmbedderTimeoutError);
    expect(hot(await waiting)).toEqual([4]);
    await e.close();
  });

  it('gives query-lane chunks to the next free thread before queued bulk chunks', async () => {
    const e = new MiniLmEmbedder({ workerUrl: fake, threads: 1, queryThread: false });
    await e.embed(['warm']);
    const done: string[] = [];
    const track = (name: string, p: Promise<unknown>) => p.then(() => done.push(name));
    // In one tick: the idle thread takes b1 at once, b2–b4 queue in the bulk lane, then
    // the query arrives; it must run right after b1, ahead of the queued bulk work.
    const all = [1, 2, 3, 4].map((k) => track(`b${k}`, e.embed([`slow ${k}`], { lane: 'bulk' })));
    all.push(track('q', e.embed(['slow q'])));
    await Promise.all(all);
    expect(done).toEqual(['b1', 'q', 'b2', 'b3', 'b4']);
    await e.close();
  });

  it('opens a query thread when every pool thread is busy with bulk work', async () => {
    const e = new MiniLmEmbedder({ workerUrl: fake, threads: 1, timeoutMs: 10_000 });
    await e.embed(['warm']);
    const pool = e.workerThreadId;
    // The only pool thread hangs on a pipeline batch …
    const stuck = e.embed(['hang'], { lane: 'bulk' }).catch((x: unknown) => x);
    await new Promise((r) => setTimeout(r, 20));
    // … and a query is still answered, by a second thread.
    expect(hot(await e.embed(['query']))).toEqual([5]);
    expect(e.workerThreadIds).toHaveLength(2);
    expect(e.workerThreadIds[0]).toBe(pool);
    // Bulk work never goes to the query thread: it queues behind the hung pool thread.
    let bulkDone = false;
    const bulk = e.embed(['bulk'], { lane: 'bulk' }).then(() => (bulkDone = true)).catch(() => {});
    await new Promise((r) => setTimeout(r, 200));
    expect(bulkDone).toBe(false);
    await e.close();
    await Promise.all([stuck, bulk]);
  });

  it('without the query thread, a query waits for the busy pool thread', async () => {
    const e = new MiniLmEmbedder({ workerUrl: fake, threads: 1, timeoutMs: 1000, queryThread: false });
    await e.embed(['warm']);
    const stuck = e.embed(['hang'], { lane: 'bulk' }).catch((x: unknown) => x);
    await new Promise((r) => setTimeout(r, 20));
    const started = Date.now();
    expect(hot(await e.embed(['query']))).toEqual([5]);
    // Served only after the hung thread timed out and was replaced.
    expect(Date.now() - started).toBeGreaterThan(900);
    expect(await stuck).toBeInstanceOf(EmbedderTimeoutError);
    await e.close();
  });
});

describe('MiniLmEmbedder pool shutdown', () => {
  const script = fileURLToPath(new URL('./fixtures/pool-exit.ts', import.meta.url));
  /** Run the child; resolve with its exit code and output, or 'alive' if it has not exited after `ms`. */
  function run(mode: string, ms: number): Promise<{ code: number | null; out: string } | 'alive'> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', script, mode], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve('alive');
      }, ms);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, out });
      });
    });
  }

  it('idle threads (pool and query thread) do not keep the process alive', async () => {
    expect(await run('idle', 20_000)).toEqual({ code: 0, out: 'done with 3 threads\n' });
  });

  it('nor does a thread replaced after a timeout', async () => {
    expect(await run('timeout', 20_000)).toMatchObject({ code: 0 });
  });

  it('close() with a request in flight terminates every thread', async () => {
    expect(await run('close-in-flight', 20_000)).toEqual({ code: 0, out: 'done with 0 threads\n' });
  });

  it('reference: a request still waiting does keep the process alive (the probe can see a leak)', async () => {
    expect(await run('pending', 4_000)).toBe('alive');
  });
});
