import { eq, sql } from 'drizzle-orm';
import { HashEmbedder } from '../../src/embed/hash.js';
import { notes } from '../../src/db/schema.js';
import { HeuristicJudge } from '../../src/judge/heuristic.js';
import type { Judge } from '../../src/judge/types.js';
import { createPipelineContext } from '../../src/pipeline/context.js';
import { startPipeline } from '../../workers/pipeline.js';
import { runMaintenance, type MaintenanceJob } from '../../workers/maintenance.js';
import type { Services } from '../../src/ports.js';
import { describe, expect, test } from '../support/fixtures.js';
import { ConcatMergeJudge } from './doubles.js';
import { DAY, events, note, pipelineServices, settled, write, type NoteInput } from './support.js';
import { TestClock } from '../support/clock.js';
import { waitFor } from '../support/waitFor.js';

async function setup(db: Parameters<typeof pipelineServices>[0], redis: Parameters<typeof pipelineServices>[1], judge: Judge = new HeuristicJudge()) {
  const clock = new TestClock();
  const services = await pipelineServices(db, redis, { judge, embedder: new HashEmbedder(), clock });
  const run = (job: MaintenanceJob, tenantId: string) =>
    runMaintenance({ ctx: createPipelineContext(services), producer: services.producer!, maintenance: services.config.maintenance }, job, { tenantId });
  return { clock, services, run };
}

/** Write notes and run them through the real pipeline until they left it. */
async function hardened(services: Services, tenant: string, inputs: NoteInput[]): Promise<string[]> {
  const pipeline = await startPipeline(services, { schedulers: false });
  try {
    const ids: string[] = [];
    for (const i of inputs) ids.push(await write(services, tenant, i));
    await settled(services, tenant);
    return ids;
  } finally {
    await pipeline.close();
  }
}

describe('ttl-prune', () => {
  test('expires provisional notes past their TTL and active notes with an explicit TTL; spares the rest', async ({ db, redis, tenant }) => {
    const { clock, services, run } = await setup(db, redis);
    try {
      const [explicitActive, plainActive, immutable] = await hardened(services, tenant, [
        { content: 'User is travelling this week.', category: 'context', ttlSeconds: 3 * 24 * 3600 },
        { content: 'User prefers metric units.' },
        { content: 'User is a pilot.', category: 'fact', protectionTier: 'immutable', ttlSeconds: 3600 },
      ]);
      // Written while no pipeline runs: stays provisional with the 7-day safety net.
      const stuck = await write(services, tenant, { content: 'User is learning Portuguese.' });

      clock.advance(2 * DAY);
      expect((await run('ttl-prune', tenant)) as { expired: number }).toMatchObject({ expired: 0 });
      clock.advance(6 * DAY);
      expect(await run('ttl-prune', tenant)).toMatchObject({ expired: 2 });

      expect((await note(services, tenant, explicitActive!)).status).toBe('expired');
      expect((await note(services, tenant, stuck)).status).toBe('expired');
      expect((await note(services, tenant, plainActive!)).status).toBe('active');
      expect((await note(services, tenant, immutable!)).status).toBe('active');
      expect((await events(services, tenant, stuck)).at(-1)).toMatchObject({ type: 'expired', reason: 'ttl_passed_before_hardening' });
      expect((await events(services, tenant, explicitActive!)).at(-1)).toMatchObject({ type: 'expired', reason: 'explicit_ttl_passed' });
      expect(await run('ttl-prune', tenant)).toMatchObject({ expired: 0 });
    } finally {
      await services.close();
    }
  });
});

describe('decay', () => {
  test('archives notes whose effective importance fell below 0.5, from the stored base, whatever the cadence', async ({ db, redis, tenant }) => {
    const { clock, services, run } = await setup(db, redis);
    try {
      const [plain, used, prot, immut] = await hardened(services, tenant, [
        { content: 'User mentioned a podcast about gardening.', category: 'context', source: 'agent', confidence: 'observed' },
        { content: 'User keeps a sourdough starter.', category: 'context', source: 'agent', confidence: 'observed' },
        { content: 'User is allergic to peanuts.', category: 'fact', protectionTier: 'protected' },
        { content: 'User account id is fixed.', category: 'fact', protectionTier: 'immutable' },
      ]);
      const base = (await note(services, tenant, plain!)).importance!;
      expect(base).toBeGreaterThan(0);
      // λ = 0.16·(1 − I/10·0.8); archive when I·e^(−λ·d) < 0.5 → d* = ln(2I)/λ
      const lambda = 0.16 * (1 - (base / 10) * 0.8);
      const crossingDays = Math.log(2 * base) / lambda;

      // Run it often before the crossing: nothing changes and the base is never rewritten.
      for (let d = 1; d < Math.floor(crossingDays); d += 3) {
        clock.t = (await note(services, tenant, plain!)).hardenedAt!.getTime() + d * DAY;
        expect(await run('decay', tenant)).toMatchObject({ archived: 0 });
        // `used` is accessed every few days, which keeps it alive.
        await services.database.db.update(notes).set({ lastAccessedAt: clock.now(), accessCount: sql`${notes.accessCount} + 1` }).where(eq(notes.id, used!));
      }
      expect((await note(services, tenant, plain!)).importance).toBe(base);

      clock.t = (await note(services, tenant, plain!)).hardenedAt!.getTime() + (crossingDays + 0.01) * DAY;
      expect(await run('decay', tenant)).toMatchObject({ archived: 1 });
      expect((await note(services, tenant, plain!)).status).toBe('archived');
      expect((await note(services, tenant, used!)).status).toBe('active');
      const ev = (await events(services, tenant, plain!)).at(-1)!;
      expect(ev).toMatchObject({ type: 'decayed', reason: 'effective_importance_below_threshold' });
      expect((ev.detail as { effective: number }).effective).toBeLessThan(0.5);

      // Protected: exempt for a year without access, then decays; immutable: never.
      clock.advance(300 * DAY);
      await run('decay', tenant);
      expect((await note(services, tenant, prot!)).status).toBe('active');
      clock.advance(70 * DAY);
      await run('decay', tenant);
      expect((await note(services, tenant, prot!)).status).toBe('archived');
      expect((await note(services, tenant, immut!)).status).toBe('active');
    } finally {
      await services.close();
    }
  });
});

describe('consolidate', () => {
  const hiking: NoteInput[] = [
    { content: 'User goes hiking in the Alps on weekends.', runId: 'r1' },
    { content: 'User goes hiking with Maria on weekends.', runId: 'r2' },
    { content: 'User goes hiking near Zurich on weekends.', runId: 'r3' },
    { content: 'User goes hiking in the Dolomites every summer.', runId: 'r4' },
  ];

  test('does nothing without a judge that can merge', async ({ db, redis, tenant }) => {
    const { services, run } = await setup(db, redis);
    try {
      await hardened(services, tenant, hiking);
      expect(await run('consolidate', tenant)).toMatchObject({ skipped: 'judge_cannot_merge', merged: 0 });
    } finally {
      await services.close();
    }
  });

  test('merges a cluster into a new active note with lineage; sources archived; protected notes left out', async ({ db, redis, tenant }) => {
    const judge = new ConcatMergeJudge();
    const { services, run } = await setup(db, redis, judge);
    try {
      const [alps, maria, zurich, dolomites] = await hardened(services, tenant, hiking);
      const guarded = await hardened(services, tenant, [{ content: 'User goes hiking in the Alps with Maria.', protectionTier: 'protected' }]);
      const report = await run('consolidate', tenant);
      expect(report).toMatchObject({ clusters: 1, merged: 1, rejected: 0 });

      const merged = await note(services, tenant, (await note(services, tenant, alps!)).consolidatedIntoId!);
      expect(merged).toMatchObject({ status: 'active', consolidationGeneration: 1, authorType: 'pipeline', pipelineStage: 'done' });
      expect([...merged.derivedFromIds].sort()).toEqual([alps, maria, zurich].sort());
      for (const name of ['Alps', 'Maria', 'Zurich']) expect(merged.content).toContain(name);
      expect(merged.embeddingModel).toBe('hash-v1');
      for (const id of [alps!, maria!, zurich!]) {
        const n = await note(services, tenant, id);
        expect(n.status).toBe('archived');
        expect(n.consolidatedIntoId).toBe(merged.id);
        expect((await events(services, tenant, id)).at(-1)).toMatchObject({ type: 'archived', reason: 'consolidated' });
      }
      expect((await note(services, tenant, dolomites!)).status).toBe('active');
      expect((await note(services, tenant, guarded[0]!)).status).toBe('active');
      expect(judge.merges.flat().map((n) => n.id)).not.toContain(guarded[0]);
      expect((await events(services, tenant, merged.id))[0]).toMatchObject({ type: 'consolidated', detail: expect.objectContaining({ generation: 1 }) });
    } finally {
      await services.close();
    }
  });

  test('a merge that loses a name of its sources is refused; the sources stay', async ({ db, redis, tenant }) => {
    const judge = new ConcatMergeJudge();
    judge.lossy = true;
    const { services, run } = await setup(db, redis, judge);
    try {
      const ids = await hardened(services, tenant, hiking);
      expect(await run('consolidate', tenant)).toMatchObject({ clusters: 1, merged: 0, rejected: 1 });
      for (const id of ids) expect((await note(services, tenant, id)).status).toBe('active');
    } finally {
      await services.close();
    }
  });

  test('drift guard: past generation 3 the merge re-summarises from the original notes', async ({ db, redis, tenant }) => {
    const judge = new ConcatMergeJudge();
    const { services, run } = await setup(db, redis, judge);
    try {
      const [alps, maria, zurich] = await hardened(services, tenant, hiking.slice(0, 3));
      const [o1, o2] = await hardened(services, tenant, [
        { content: 'User owns boots from Lowa.', category: 'fact', runId: 'o1' },
        { content: 'User bought poles in Geneva.', category: 'fact', runId: 'o2' },
      ]);
      // Make `alps` a third-generation merge of two originals (now archived).
      const db = services.database.db;
      await db.update(notes).set({ status: 'archived', consolidatedIntoId: alps! }).where(sql`${notes.id} in (${o1!}, ${o2!})`);
      await db.update(notes).set({ consolidationGeneration: 3, derivedFromIds: [o1!, o2!] }).where(eq(notes.id, alps!));

      expect(await run('consolidate', tenant)).toMatchObject({ merged: 1 });
      const inputs = judge.merges.at(-1)!.map((n) => n.id).sort();
      expect(inputs).toEqual([o1!, o2!, maria!, zurich!].sort());
      const merged = await note(services, tenant, (await note(services, tenant, maria!)).consolidatedIntoId!);
      expect(merged.consolidationGeneration).toBe(4);
      expect([...merged.derivedFromIds].sort()).toEqual([alps!, maria!, zurich!].sort());
      expect((await events(services, tenant, merged.id))[0]).toMatchObject({ reason: 'resummarised_from_originals' });
    } finally {
      await services.close();
    }
  });
});

describe('job schedulers', () => {
  test('the maintenance queue runs its recurring jobs (here: sweep picks up a note whose enqueue failed)', async ({ db, redis, tenant }) => {
    const clock = new TestClock(Date.now());
    const services = await pipelineServices(db, redis, {
      judge: new HeuristicJudge(),
      embedder: new HashEmbedder(),
      clock,
      env: { MEMWRIGHT_SWEEP_EVERY_MS: '300' },
    });
    try {
      const id = await write(services, tenant, { content: 'User collects vinyl records.' });
      // Simulate a lost enqueue: drop the job and mark the note the way the write path does.
      await services.producer!.queues.embed.obliterate({ force: true });
      await services.database.db.update(notes).set({ pipelineError: 'enqueue_failed: test' }).where(eq(notes.id, id));
      const pipeline = await startPipeline(services, { schedulers: true });
      try {
        await waitFor(async () => (await note(services, tenant, id)).status === 'active', 20_000, 'the scheduled sweep to re-enqueue the note');
      } finally {
        await pipeline.close();
      }
    } finally {
      await services.close();
    }
  });
});

