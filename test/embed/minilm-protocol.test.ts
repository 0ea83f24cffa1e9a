import { describe, expect, it } from 'vitest';
import { EmbedderClosedError, EmbedderCrashedError, EmbedderLoadError, MiniLmEmbedder } from '../../src/embed/index.js';

// The parent side of the worker protocol, driven against stand-in workers (no model load).
const fake = new URL('./fixtures/fake-minilm-worker.mjs', import.meta.url);
const unloadable = new URL('./fixtures/unloadable-minilm-worker.mjs', import.meta.url);

describe('MiniLmEmbedder worker lifecycle', () => {
  it('spawns lazily, answers concurrent calls, and reuses one worker', async () => {
    const e = new MiniLmEmbedder({ workerUrl: fake, queryThread: false });
    expect(e.workerThreadId).toBeNull();
    const [a, b] = await Promise.all([e.embed(['x', 'xyz']), e.embed(['xy'])]);
    expect(a.map((v) => v.indexOf(1))).toEqual([1, 3]);
    expect(b.map((v) => v.indexOf(1))).toEqual([2]);
    const first = e.workerThreadId;
    expect(first).not.toBeNull();
    await e.embed(['again']);
    expect(e.workerThreadId).toBe(first);
    expect(e.workerThreadIds).toEqual([first]);
    await e.close();
  });

  it('returns [] for no texts without spawning a worker', async () => {
    const e = new MiniLmEmbedder({ workerUrl: fake });
    expect(await e.embed([])).toEqual([]);
    expect(e.workerThreadId).toBeNull();
    await e.close();
  });

  it('fails only the dead thread’s call when a worker exits, then replaces it', async () => {
    const e = new MiniLmEmbedder({ workerUrl: fake, threads: 2, queryThread: false });
    await Promise.all([e.embed(['warm']), e.embed(['warm'])]);
    const before = e.workerThreadIds;
    expect(before).toHaveLength(2);
    const hanging = e.embed(['hang']).catch((x: unknown) => x);
    const crashing = e.embed(['crash']).catch((x: unknown) => x);
    const err = await crashing;
    expect(err).toBeInstanceOf(EmbedderCrashedError);
    expect((err as Error).message).toMatch(/exited with code 3/);
    // The other thread still holds the hanging call; the next call gets a fresh thread.
    const [v] = await e.embed(['ok']);
    expect(v!.indexOf(1)).toBe(2);
    expect(e.workerThreadIds).toHaveLength(2);
    expect(e.workerThreadIds.filter((id) => !before.includes(id))).toHaveLength(1);
    await e.close();
    expect(await hanging).toBeInstanceOf(EmbedderClosedError);
  });

  it('treats an uncaught exception in the worker as a crash', async () => {
    const e = new MiniLmEmbedder({ workerUrl: fake });
    await expect(e.embed(['throw'])).rejects.toThrow(/boom in worker/);
    expect(await e.embed(['abc'])).toHaveLength(1);
    await e.close();
  });

  it('rejects one call on an error reply or malformed vectors and keeps the worker', async () => {
    const e = new MiniLmEmbedder({ workerUrl: fake });
    await e.embed(['warm']);
    const id = e.workerThreadId;
    await expect(e.embed(['fail'])).rejects.toThrow(/engine said no/);
    await expect(e.embed(['malformed'])).rejects.toThrow(/malformed vectors/);
    expect(await e.embed(['fine'])).toHaveLength(1);
    expect(e.workerThreadId).toBe(id);
    await e.close();
  });

  it('reports a model that cannot load as EmbedderLoadError, to every waiting call', async () => {
    const e = new MiniLmEmbedder({ workerUrl: unloadable, threads: 2 });
    const errs = await Promise.all([e.embed(['a']), e.embed(['b', 'c'], { lane: 'bulk' })].map((p) => p.catch((x: unknown) => x)));
    for (const err of errs) {
      expect(err).toBeInstanceOf(EmbedderLoadError);
      expect((err as Error).message).toMatch(/weights not found/);
    }
    // Next call tries again with a fresh worker (and fails the same way here).
    await expect(e.embed(['a'])).rejects.toBeInstanceOf(EmbedderLoadError);
    await e.close();
  });

  it('close() rejects in-flight and queued calls, terminates the workers and refuses later calls', async () => {
    const e = new MiniLmEmbedder({ workerUrl: fake, queryThread: false });
    const hanging = e.embed(['hang']).catch((x: unknown) => x);
    const queued = e.embed(['behind'], { lane: 'bulk' }).catch((x: unknown) => x);
    await new Promise((r) => setTimeout(r, 50));
    await e.close();
    expect(await hanging).toBeInstanceOf(EmbedderClosedError);
    expect(await queued).toBeInstanceOf(EmbedderClosedError);
    expect(e.workerThreadId).toBeNull();
    await expect(e.embed(['a'])).rejects.toBeInstanceOf(EmbedderClosedError);
    await e.close(); // idempotent
  });
});
