/**
 * The design's story (docs/design.md#example) through the real pipeline with the real MiniLM embedder and the
 * default (heuristic) judge: a preference is stated in one run and revised in the next.
 */
import { memwrightFor } from '../../src/memwright.js';
import { startPipeline } from '../../workers/pipeline.js';
import { describe, expect, test } from '../support/fixtures.js';
import { events, note, pipelineServices, settled, write } from './support.js';

const BLUE = 'User loves blue charts.';
const RED = 'User no longer likes blue charts — red charts only.';

async function minilm(db: Parameters<typeof pipelineServices>[0], redis: Parameters<typeof pipelineServices>[1]) {
  const services = await pipelineServices(db, redis, { env: { MEMWRIGHT_EMBEDDER: 'minilm' } });
  const pipeline = await startPipeline(services, { schedulers: false });
  return { services, pipeline };
}

describe('the chart-preference story (MiniLM + heuristic judge)', () => {
  test('after hardening exactly one chart preference is injectable — the red one; the blue one is revoked and linked', async ({ db, redis, tenant }) => {
    const { services, pipeline } = await minilm(db, redis);
    try {
      const blue = await write(services, tenant, { content: BLUE, runId: 'run-1' });
      await settled(services, tenant, 60_000);
      expect((await note(services, tenant, blue)).status).toBe('active');
      expect((await note(services, tenant, blue)).embeddingModel).toMatch(/minilm/i);

      const red = await write(services, tenant, { content: RED, runId: 'run-2' });
      await settled(services, tenant, 60_000);

      const b = await note(services, tenant, blue);
      expect(b.status).toBe('revoked');
      expect(b.supersededById).toBe(red);
      expect((await note(services, tenant, red)).status).toBe('active');

      // The history explains why.
      const revoked = (await events(services, tenant, blue)).find((e) => e.type === 'revoked')!;
      expect(revoked).toMatchObject({ actor: 'pipeline:contradiction', reason: 'contradicted_by_newer' });
      expect(revoked.detail).toMatchObject({ supersededById: red, judge: 'heuristic' });
      // Both read as the user's chart preference ("loves" by its prototypes), so the slot decides.
      expect((revoked.detail as { judgeRule: string }).judgeRule).toBe('slot_update');
      // docs/design.md#precision: the history names the words compared and the winner. The explanation is
      // prose (it quotes the notes), which erasure strips — see the erasure test below.
      expect(revoked.detail).toMatchObject({ winner: red });
      expect((revoked.detail as { explanation: string }).explanation).toMatch(/preference:chart: "blue chart" replaced by "red chart/);

      const ctx = await memwrightFor(services, { tenantId: tenant }).context({ agentId: 'a1', userId: 'u1', query: 'chart colour preference' });
      const charts = ctx.notes.filter((n) => /chart/i.test(n.content));
      expect(charts.map((n) => n.id)).toEqual([red]);
    } finally {
      await pipeline.close();
      await services.close();
    }
  });

  test('against a protected note the revision goes to review instead: both flagged, nothing revoked', async ({ db, redis, tenant }) => {
    const { services, pipeline } = await minilm(db, redis);
    try {
      const blue = await write(services, tenant, { content: BLUE, protectionTier: 'protected' });
      await settled(services, tenant, 60_000);
      const red = await write(services, tenant, { content: RED, runId: 'run-2' });
      await settled(services, tenant, 60_000);

      const b = await note(services, tenant, blue);
      expect(b.status).toBe('active');
      expect(b.flaggedAt).not.toBeNull();
      const r = await note(services, tenant, red);
      expect(r.status).toBe('pending_review');
      expect(r.reviewReason).toBe('contradicts_protected');
      expect((await events(services, tenant, red)).find((e) => e.type === 'queued_for_review')).toMatchObject({
        reason: 'contradicts_protected',
        detail: expect.objectContaining({ contradicts: blue, guard: 'older_protected' }),
      });

      const ctx = await memwrightFor(services, { tenantId: tenant }).context({ agentId: 'a1', userId: 'u1', query: 'chart colour preference' });
      expect(ctx.notes.filter((n) => /chart/i.test(n.content)).map((n) => n.id)).toEqual([blue]);
    } finally {
      await pipeline.close();
      await services.close();
    }
  });
});
