/**
 * Importance's uniqueness looks past the note's own slot: an update resembles the value
 * it replaces, and must not lose importance for it (noteAccess.ts `maxSimilarity`).
 */
import { startPipeline } from '../../workers/pipeline.js';
import { maxSimilarity, neighbours, type PipelineNote } from '../../src/pipeline/noteAccess.js';
import { describe, expect, test } from '../support/fixtures.js';
import { note, pipelineServices, settled, write } from './support.js';

describe('uniqueness and attribute slots', () => {
  test("a note's most similar neighbour of its own slot is not counted; another is", async ({ db, redis, tenant }) => {
    const services = await pipelineServices(db, redis, { env: { MEMWRIGHT_EMBEDDER: 'minilm' } });
    const pipeline = await startPipeline(services, { schedulers: false });
    try {
      // Protected: the older value is not revoked, so both stay neighbours.
      const older = await write(services, tenant, { content: 'User lives in Berlin.', category: 'fact', protectionTier: 'protected' });
      const other = await write(services, tenant, { content: 'User enjoys long walks along the river in the evening.', category: 'fact' });
      await settled(services, tenant, 60_000);
      const newer = await write(services, tenant, { content: 'User lives in Paris now.', category: 'fact' });
      await settled(services, tenant, 60_000);
      const me = (await note(services, tenant, newer)) as unknown as PipelineNote;
      const all = await neighbours(services.database.db, me, { minSimilarity: -2, limit: 10 });
      const sim = (id: string) => all.find((n) => n.id === id)?.similarity ?? null;
      // The slot peer is the nearest note; the unrelated one is further away.
      expect(sim(older)!).toBeGreaterThan(sim(other)!);
      expect(await maxSimilarity(services.database.db, me)).toBeCloseTo(sim(other)!, 6);
      // A note of no slot still counts its nearest neighbour, whatever it is.
      const plain = (await note(services, tenant, other)) as unknown as PipelineNote;
      const fromPlain = await neighbours(services.database.db, plain, { minSimilarity: -2, limit: 1 });
      expect(await maxSimilarity(services.database.db, plain)).toBeCloseTo(fromPlain[0]!.similarity!, 6);
    } finally {
      await pipeline.close();
      await services.close();
    }
  });
});
