import { describe, expect, it } from 'vitest';
import { HashEmbedder, MiniLmEmbedder, QueryCachingEmbedder, createEmbedder } from '../../src/embed/index.js';
import type { Embedder, EmbedOptions } from '../../src/embed/types.js';
import { loadConfig } from '../../src/config/load.js';

/** Records every call that reaches the model. */
class CountingEmbedder implements Embedder {
  readonly modelId = 'count-v1';
  readonly dimensions = 384;
  calls: Array<{ texts: string[]; lane?: string }> = [];
  fail = false;
  private readonly hash = new HashEmbedder();
  async embed(texts: string[], opts: EmbedOptions = {}): Promise<number[][]> {
    this.calls.push({ texts, lane: opts.lane });
    await new Promise((r) => setTimeout(r, 5));
    if (this.fail) throw new Error('model down');
    return texts.map((t) => this.hash.embedOne(t));
  }
  async close(): Promise<void> {}
}

describe('QueryCachingEmbedder', () => {
  it('answers a repeated query from the cache with an equal, independent vector', async () => {
    const inner = new CountingEmbedder();
    const e = new QueryCachingEmbedder(inner, 10);
    const [a] = await e.embed(['what charts does the user like?']);
    const [b] = await e.embed(['what charts does the user like?']);
    expect(b).toEqual(a);
    expect(inner.calls).toHaveLength(1);
    expect(inner.calls[0]!.lane).toBe('query');
    b![0] = 42; // a caller mutating its copy does not touch the cache
    expect((await e.embed(['what charts does the user like?']))[0]![0]).toBe(a![0]);
    expect({ hits: e.hits, misses: e.misses }).toEqual({ hits: 2, misses: 1 });
  });

  it('keys by exact text: a different string is a different entry', async () => {
    const inner = new CountingEmbedder();
    const e = new QueryCachingEmbedder(inner, 10);
    await e.embed(['User likes tea']);
    await e.embed(['user likes tea']);
    await e.embed(['User likes tea ']);
    expect(inner.calls.map((c) => c.texts[0])).toEqual(['User likes tea', 'user likes tea', 'User likes tea ']);
  });

  it('evicts the least recently used entry beyond its capacity', async () => {
    const inner = new CountingEmbedder();
    const e = new QueryCachingEmbedder(inner, 2);
    await e.embed(['a']);
    await e.embed(['b']);
    await e.embed(['a']); // a is now the most recent
    await e.embed(['c']); // evicts b
    expect(e.size).toBe(2);
    inner.calls = [];
    await e.embed(['a']);
    await e.embed(['c']);
    expect(inner.calls).toHaveLength(0);
    await e.embed(['b']);
    expect(inner.calls.map((c) => c.texts)).toEqual([['b']]);
  });

  it('embeds only the misses of a call, once per distinct text, in input order', async () => {
    const inner = new CountingEmbedder();
    const hash = new HashEmbedder();
    const e = new QueryCachingEmbedder(inner, 10);
    await e.embed(['known']);
    const out = await e.embed(['new one', 'known', 'new one', 'new two']);
    expect(inner.calls.at(-1)!.texts).toEqual(['new one', 'new two']);
    expect(out).toEqual(['new one', 'known', 'new one', 'new two'].map((t) => hash.embedOne(t)));
  });

  it('shares one model call between identical concurrent queries', async () => {
    const inner = new CountingEmbedder();
    const e = new QueryCachingEmbedder(inner, 10);
    const [x, y] = await Promise.all([e.embed(['same']), e.embed(['same'])]);
    expect(x).toEqual(y);
    expect(inner.calls).toHaveLength(1);
  });

  it('does not cache failures, and passes bulk work through uncached', async () => {
    const inner = new CountingEmbedder();
    const e = new QueryCachingEmbedder(inner, 10);
    inner.fail = true;
    await expect(e.embed(['q'])).rejects.toThrow(/model down/);
    inner.fail = false;
    await e.embed(['q']);
    expect(inner.calls).toHaveLength(2);
    await e.embed(['note text'], { lane: 'bulk' });
    await e.embed(['note text'], { lane: 'bulk' });
    expect(inner.calls.slice(2).map((c) => c.lane)).toEqual(['bulk', 'bulk']);
    expect(e.size).toBe(1);
  });

  it('is what createEmbedder returns, sized and threaded from the config (0 → no cache)', async () => {
    const cfg = loadConfig({ MEMWRIGHT_EMBEDDER: 'hash' }).embedder;
    expect(cfg.queryCacheSize).toBe(1000);
    expect(cfg.threads).toBeGreaterThanOrEqual(1);
    const cached = await createEmbedder(cfg);
    expect(cached).toBeInstanceOf(QueryCachingEmbedder);
    expect((cached as QueryCachingEmbedder).capacity).toBe(1000);
    expect(await createEmbedder(loadConfig({ MEMWRIGHT_EMBEDDER: 'hash', MEMWRIGHT_QUERY_CACHE_SIZE: '0' }).embedder)).toBeInstanceOf(HashEmbedder);
    const pool = await createEmbedder(loadConfig({ MEMWRIGHT_EMBED_THREADS: '3', MEMWRIGHT_EMBED_TIMEOUT_MS: '5000', MEMWRIGHT_QUERY_CACHE_SIZE: '0' }).embedder);
    expect(pool).toBeInstanceOf(MiniLmEmbedder);
    expect((pool as MiniLmEmbedder).threads).toBe(3);
    await pool.close();
    expect(() => loadConfig({ MEMWRIGHT_EMBED_THREADS: '0' })).toThrow(/MEMWRIGHT_EMBED_THREADS/);
  });
});
