import { HashEmbedder } from '../../src/embed/hash.js';
import { HeuristicJudge } from '../../src/judge/heuristic.js';
import { startPipeline, type PipelineHandle } from '../../workers/pipeline.js';
import type { Services } from '../../src/ports.js';
import { describe, expect, test } from '../support/fixtures.js';
import { events, note, pipelineServices, settled, write } from './support.js';

/** Services + a running pipeline (hash embedder, heuristic judge) for one test. */
async function running(db: Parameters<typeof pipelineServices>[0], redis: Parameters<typeof pipelineServices>[1]) {
  const services = await pipelineServices(db, redis, { judge: new HeuristicJudge(), embedder: new HashEmbedder() });
  const pipeline = await startPipeline(services, { schedulers: false });
  return {
    services,
    pipeline,
    async [Symbol.asyncDispose]() {
      await pipeline.close();
      await services.close();
    },
  } satisfies { services: Services; pipeline: PipelineHandle } & AsyncDisposable;
}

describe('dedup stage', () => {
  test('a provisional restatement of an established note is archived into it, access count carried over', async ({ db, redis, tenant }) => {
    await using env = await running(db, redis);
    const { services } = env;
    const established = await write(services, tenant, { content: 'User enjoys hiking in the mountains on weekends.' });
    await settled(services, tenant);
    const restated = await write(services, tenant, { content: 'User enjoys hiking mountains on weekends.' });
    await settled(services, tenant);

    const r = await note(services, tenant, restated);
    expect(r.status).toBe('archived');
    expect(r.consolidatedIntoId).toBe(established);
    const e = await note(services, tenant, established);
    expect(e.status).toBe('active');
    expect(e.accessCount).toBe(1);
    expect((await events(services, tenant, restated)).at(-1)).toMatchObject({ type: 'archived', reason: 'restates_established' });
    expect((await events(services, tenant, established)).at(-1)).toMatchObject({ type: 'deduped', detail: expect.objectContaining({ absorbed: restated }) });
  });

  test('a semantic rewrite within one run supersedes the older own-run note', async ({ db, redis, tenant }) => {
    await using env = await running(db, redis);
    const { services } = env;
    const first = await write(services, tenant, { content: 'User prefers bar charts over pie charts.', runId: 'run-1' });
    const second = await write(services, tenant, { content: 'The user prefers bar charts to pie charts.', runId: 'run-1' });
    expect(second).not.toBe(first);
    await settled(services, tenant);
    const f = await note(services, tenant, first);
    expect(f.status).toBe('superseded');
    expect(f.supersededById).toBe(second);
    expect((await note(services, tenant, second)).status).toBe('active');
    expect((await events(services, tenant, first)).some((e) => e.type === 'superseded' && e.reason === 'in_run_rewrite')).toBe(true);
  });

  test('a statement and its negation are similar but never deduped: contradiction resolves them', async ({ db, redis, tenant }) => {
    await using env = await running(db, redis);
    const { services } = env;
    const old = await write(services, tenant, { content: 'User likes dark mode in the code editor.', runId: 'run-1' });
    await settled(services, tenant);
    const fresh = await write(services, tenant, { content: 'User does not like dark mode in the code editor.', runId: 'run-2' });
    await settled(services, tenant);

    const o = await note(services, tenant, old);
    expect(o.status).toBe('revoked');
    expect(o.supersededById).toBe(fresh);
    const n = await note(services, tenant, fresh);
    expect(n.status).toBe('active');
    const revoked = (await events(services, tenant, old)).at(-1)!;
    expect(revoked).toMatchObject({ type: 'revoked', actor: 'pipeline:contradiction', reason: 'contradicted_by_newer' });
    expect(revoked.detail).toMatchObject({ supersededById: fresh, judge: 'heuristic' });
    expect((revoked.detail as Record<string, unknown>).judgeRule).toBe('negation');
    // Nothing was archived or superseded on the way (dedup left the pair alone).
    expect((await events(services, tenant, fresh)).map((e) => e.type)).toEqual(['written', 'embedded', 'importance_scored', 'hardened']);
  });
});

describe('contradiction stage', () => {
  test('a note holding the same deletion key is a candidate whatever the similarity; recency wins', async ({ db, redis, tenant }) => {
    await using env = await running(db, redis);
    const { services } = env;
    const old = await write(services, tenant, { content: 'Preferred chart colour: teal.', deletionKey: 'pref/chart-colour', runId: 'run-1' });
    await settled(services, tenant);
    const fresh = await write(services, tenant, { content: 'Chart colour of choice is orange.', deletionKey: 'pref/chart-colour', runId: 'run-2' });
    await settled(services, tenant);
    expect((await note(services, tenant, old)).status).toBe('revoked');
    expect((await note(services, tenant, old)).supersededById).toBe(fresh);
    expect((await note(services, tenant, fresh)).status).toBe('active');
  });

  test('contradicting a protected note: both flagged, neither revoked, the newer goes to review', async ({ db, redis, tenant }) => {
    await using env = await running(db, redis);
    const { services } = env;
    const old = await write(services, tenant, { content: 'User likes dark mode in the code editor.', protectionTier: 'protected' });
    await settled(services, tenant);
    const fresh = await write(services, tenant, { content: 'User does not like dark mode in the code editor.', runId: 'run-2' });
    await settled(services, tenant);

    const o = await note(services, tenant, old);
    expect(o.status).toBe('active');
    expect(o.flaggedAt).not.toBeNull();
    const n = await note(services, tenant, fresh);
    expect(n.status).toBe('pending_review');
    expect(n.reviewReason).toBe('contradicts_protected');
    expect(n.flaggedAt).not.toBeNull();
    expect(n.pipelineStage).toBe('done');
    expect((await events(services, tenant, old)).at(-1)).toMatchObject({ type: 'flagged', reason: 'contradicts_protected' });
    const nt = (await events(services, tenant, fresh)).map((e) => e.type);
    expect(nt.slice(-2).sort()).toEqual(['flagged', 'queued_for_review']);
  });
});
