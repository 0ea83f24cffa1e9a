import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { HashEmbedder, QueryCachingEmbedder, cosineSimilarity, createEmbedder } from '../../src/embed/index.js';

const norm = (v: number[]) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));

describe('HashEmbedder (hash-v1)', () => {
  const e = new HashEmbedder();

  it('returns one 384-d unit vector per text, named hash-v1', async () => {
    const vs = await e.embed(['User prefers bar charts.', 'The deploy runs on Fridays', '!!!']);
    expect(e.modelId).toBe('hash-v1');
    expect(vs).toHaveLength(3);
    for (const v of vs) {
      expect(v).toHaveLength(384);
      expect(norm(v)).toBeCloseTo(1, 9);
      expect(v.every(Number.isFinite)).toBe(true);
    }
  });

  it('is deterministic across instances and ignores case and spacing', async () => {
    const [a] = await e.embed(['User prefers bar charts']);
    const [b] = await new HashEmbedder().embed(['  user   PREFERS bar charts ']);
    expect(b).toEqual(a);
  });

  it('scores shared wording above unrelated text', async () => {
    const [base, close, far] = await e.embed([
      'User prefers bar charts over pie charts.',
      'The user prefers bar charts to pie charts',
      'Deployments are frozen during the holiday week',
    ]);
    const simClose = cosineSimilarity(base!, close!);
    const simFar = cosineSimilarity(base!, far!);
    expect(simClose).toBeGreaterThan(0.6);
    expect(simFar).toBeLessThan(0.25);
  });

  it('puts the SPEC paraphrase pair above the 0.85 dedup threshold (function words and plurals ignored)', async () => {
    const [a, b] = await e.embed(['User prefers bar charts over pie charts.', 'The user prefers bar charts to pie charts']);
    const s = cosineSimilarity(a!, b!);
    expect(s).toBeGreaterThan(0.85);
    expect(s).toBeLessThan(1);
  });

  it('still tells apart texts made only of function words', async () => {
    const [a, b] = await e.embed(['it is', 'they were']);
    expect(cosineSimilarity(a!, b!)).toBeLessThan(0.5);
  });

  it('keeps word order through bigrams', async () => {
    const [a, b] = await e.embed(['bar charts over pie charts', 'pie charts over bar charts']);
    const s = cosineSimilarity(a!, b!);
    expect(s).toBeLessThan(0.99);
  });

  it('distinguishes texts that differ in one word', async () => {
    const [a, b] = await e.embed(['User prefers bar charts', 'User prefers pie charts']);
    const s = cosineSimilarity(a!, b!);
    expect(s).toBeLessThan(0.999);
    expect(s).toBeGreaterThan(0.3);
  });

  it('honours a custom width', async () => {
    const [v] = await new HashEmbedder({ dimensions: 64 }).embed(['abc def']);
    expect(v).toHaveLength(64);
    expect(norm(v!)).toBeCloseTo(1, 9);
  });

  it('is what createEmbedder returns for MEMWRIGHT_EMBEDDER=hash', async () => {
    const created = await createEmbedder(loadConfig({ MEMWRIGHT_EMBEDDER: 'hash' }).embedder);
    // Behind the query-embedding cache (test/embed/query-cache.test.ts).
    expect(created).toBeInstanceOf(QueryCachingEmbedder);
    expect((created as QueryCachingEmbedder).inner).toBeInstanceOf(HashEmbedder);
    await created.close();
  });
});

describe('cosineSimilarity', () => {
  it('is 1 for equal direction, 0 for orthogonal, −1 for opposite, and rejects length mismatch', () => {
    expect(cosineSimilarity([1, 2], [2, 4])).toBeCloseTo(1, 12);
    expect(cosineSimilarity([1, 0], [0, 3])).toBe(0);
    expect(cosineSimilarity([1, 1], [-1, -1])).toBeCloseTo(-1, 12);
    expect(cosineSimilarity([0, 0], [1, 1])).toBe(0);
    expect(() => cosineSimilarity([1], [1, 2])).toThrow(RangeError);
  });
});
