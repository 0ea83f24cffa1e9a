/**
 * Updates through the real pipeline (`npm run bench:updates`): every pair of the slot
 * suite (test/language/slots.cases.ts) — updates ("User lives in Berlin." → "User moved
 * to Paris.") and hard negatives (another person, a relative, a multi-valued attribute,
 * an event, another attribute, the same value restated) — written through the real
 * write path on in-process PGlite with a private redis-server, MiniLM and the default
 * (heuristic) judge. Each pair has a scope of its own, so pairs never meet.
 *
 * Session 1 writes every pair's older note and the pipeline settles (the older notes are
 * established). The pipeline stops, the clock moves a day, session 2 writes the newer
 * notes: with both injectable and the newer still provisional, the context is asked with
 * the older note's own words as query (the query that most favours the stale note) —
 * `staleFirstBeforeHardening` is the share of update pairs where the older note is
 * listed above the newer. The pipeline restarts and settles; then:
 *
 * - `updateRecall`: update pairs whose older note is revoked and superseded by the newer;
 * - `compatibleKept`: negative pairs where neither note was revoked, nor archived except
 *   a restatement archived into its partner (nothing is lost then);
 * - `staleFirstAfterHardening`: update pairs whose context lists the older note above
 *   the newer, or the older alone.
 *
 * Reported for the suite's `dev` and `holdout` halves separately (the held-out
 * attributes and families were never used to write the patterns), with every miss.
 * Writes bench/results/updates.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { ensureRedis } from '../src/cli/redis.js';
import { loadConfig } from '../src/config/load.js';
import { notes } from '../src/db/schema.js';
import { memwrightFor } from '../src/memwright.js';
import { startPipeline } from '../workers/pipeline.js';
import { createServices } from '../src/services.js';
import { PAIRS, pairHeldOut, type SlotPair } from '../test/language/slots.cases.js';
import { machineInfo } from './lib/machine.js';
import { freePort } from './lib/net.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const silent = pino({ level: 'silent' });
const TENANT = 'updates';

interface Written {
  pair: SlotPair;
  user: string;
  older?: string;
  newer?: string;
  /** Context order before hardening: index of each note, -1 when absent. */
  before?: { older: number; newer: number };
}

const ratio = (n: number, d: number) => (d === 0 ? null : Math.round((n / d) * 1000) / 1000);

async function main(): Promise<void> {
  const port = await freePort();
  const redis = await ensureRedis({ url: `redis://127.0.0.1:${port}`, spawn: true }, silent);
  let t = Date.parse('2026-03-02T09:00:00Z');
  const services = await createServices(
    loadConfig({
      REDIS_URL: redis.url,
      MEMWRIGHT_EMBEDDER: process.env.BENCH_EMBEDDER ?? 'minilm',
      MEMWRIGHT_LOG_LEVEL: 'silent',
      MEMWRIGHT_QUEUE_PREFIX: `bup-${randomUUID().slice(0, 8)}`,
      MEMWRIGHT_DATA_DIR: 'memory://',
      MEMWRIGHT_SPAWN_REDIS: 'false',
    }),
    { logger: silent, now: () => new Date(t) },
  );
  const op = memwrightFor(services, { tenantId: TENANT, role: 'operator' });
  const agent = memwrightFor(services, { tenantId: TENANT, role: 'agent' });
  await op.putAgent('observer', { allowMemoryWrite: true, maxWritesPerRun: 1000 });
  const written: Written[] = PAIRS.map((pair, i) => ({ pair, user: `pair-${i}` }));

  const write = async (w: Written, session: 1 | 2) => {
    const r = await agent.write({
      content: session === 1 ? w.pair.older : w.pair.newer,
      memoryType: 'semantic',
      category: 'fact',
      source: 'user',
      confidence: 'asserted',
      evidence: { messageId: `${w.user}-s${session}` },
      run: { runId: `${w.user}-session-${session}`, agentId: 'observer', userId: w.user },
    });
    t += 1000;
    if (r.note) w[session === 1 ? 'older' : 'newer'] = r.note.id;
  };
  const settle = async () => {
    const deadline = Date.now() + 20 * 60_000;
    for (;;) {
      const rows = await services.database.db.select({ status: notes.status }).from(notes).where(eq(notes.tenantId, TENANT));
      if (rows.every((r) => r.status !== 'provisional')) return;
      if (Date.now() > deadline) throw new Error('notes still provisional after 20 minutes');
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  const order = async (w: Written) => {
    const ctx = await agent.context({ agentId: 'observer', userId: w.user, query: w.pair.older, limit: 10 });
    const ids = ctx.notes.map((n) => n.id);
    return { older: w.older ? ids.indexOf(w.older) : -1, newer: w.newer ? ids.indexOf(w.newer) : -1 };
  };

  const started = performance.now();
  let pipeline = await startPipeline(services, { schedulers: false });
  try {
    for (const w of written) await write(w, 1);
    await settle();
    await pipeline.close();
    t += 86_400_000;
    for (const w of written) await write(w, 2);
    for (const w of written) w.before = await order(w);
    pipeline = await startPipeline(services, { schedulers: false });
    await settle();

    const rows = await services.database.db
      .select({ id: notes.id, status: notes.status, supersededById: notes.supersededById, consolidatedIntoId: notes.consolidatedIntoId })
      .from(notes)
      .where(eq(notes.tenantId, TENANT));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const halves = { dev: [] as Written[], holdout: [] as Written[] };
    for (const w of written) halves[pairHeldOut(w.pair) ? 'holdout' : 'dev'].push(w);

    const report: Record<string, unknown> = {};
    for (const [name, ws] of Object.entries(halves)) {
      const updates = ws.filter((w) => w.pair.same);
      const negatives = ws.filter((w) => !w.pair.same);
      let recalled = 0;
      let staleBefore = 0;
      let staleAfter = 0;
      let kept = 0;
      const missed: unknown[] = [];
      const staleFirst: unknown[] = [];
      const staleFirstBefore: unknown[] = [];
      const destroyed: unknown[] = [];
      for (const w of updates) {
        const o = w.older ? byId.get(w.older) : undefined;
        const ok = o?.status === 'revoked' && o.supersededById === w.newer;
        if (ok) recalled++;
        else missed.push({ older: w.pair.older, newer: w.pair.newer, olderStatus: o?.status ?? null, newerStatus: w.newer ? byId.get(w.newer)?.status ?? null : null });
        const b = w.before!;
        if (b.older >= 0 && (b.newer < 0 || b.older < b.newer)) {
          staleBefore++;
          staleFirstBefore.push({ older: w.pair.older, newer: w.pair.newer });
        }
        const after = await order(w);
        if (after.older >= 0 && (after.newer < 0 || after.older < after.newer)) {
          staleAfter++;
          staleFirst.push({ older: w.pair.older, newer: w.pair.newer });
        }
      }
      for (const w of negatives) {
        const o = w.older ? byId.get(w.older) : undefined;
        const n = w.newer ? byId.get(w.newer) : undefined;
        const restated = w.pair.hard === 'same_value';
        const fine = (r: typeof o, partner: string | undefined) =>
          r !== undefined && (r.status === 'active' || (restated && r.status === 'archived' && r.consolidatedIntoId === partner));
        if (fine(o, w.newer) && fine(n, w.older)) kept++;
        else destroyed.push({ older: w.pair.older, newer: w.pair.newer, hard: w.pair.hard ?? null, olderStatus: o?.status ?? null, newerStatus: n?.status ?? null });
      }
      report[name] = {
        updatePairs: updates.length,
        updateRecall: ratio(recalled, updates.length),
        staleFirstBeforeHardening: ratio(staleBefore, updates.length),
        staleFirstAfterHardening: ratio(staleAfter, updates.length),
        negativePairs: negatives.length,
        compatibleKept: ratio(kept, negatives.length),
        missedUpdates: missed,
        staleFirstBefore,
        staleFirst,
        retiredNegatives: destroyed,
      };
      const h = report[name] as Record<string, unknown>;
      console.log(
        `${name.padEnd(8)} updates ${h.updatePairs} recall ${h.updateRecall}  stale-first before ${h.staleFirstBeforeHardening} after ${h.staleFirstAfterHardening}  negatives ${h.negativePairs} kept ${h.compatibleKept}`,
      );
    }
    const out = {
      generatedAt: new Date().toISOString(),
      machine: machineInfo(),
      embedder: process.env.BENCH_EMBEDDER ?? 'minilm',
      judge: 'heuristic',
      driver: 'pglite',
      pairs: PAIRS.length,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      ...report,
    };
    const file = join(ROOT, 'bench', 'results', 'updates.json');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
    console.log(`wrote ${file}`);
  } finally {
    await pipeline.close();
    await services.close();
    await redis.stop();
  }
}

await main();
