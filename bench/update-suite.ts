/**
 * The generated update suite (bench/updates/suite.ts) through the real pipeline:
 * `npm run bench:update-suite` (PGlite in memory) or with `DATABASE_URL=postgres://…`
 * (a tenant of its own on that database). MiniLM and the default (heuristic) judge, a
 * private redis-server. Each case has a user scope of its own, so cases never meet.
 *
 * Session 1 writes every case's oldest note and the pipeline settles (established);
 * session 2 the middle note of each chain, settled; then, a day later each, the pipeline
 * stops and session 3 writes every case's newest note. With the newest still provisional
 * the context is asked the case's question about the attribute (limit 5): `staleFirstBefore`.
 * The pipeline restarts and settles; then:
 *
 * - `updateRecall`: updates whose older note is revoked, superseded by the newer, and the
 *   newer active;
 * - `chainsResolved`: chains whose two older notes are revoked and the newest active;
 * - `compatibleKept`: compatible pairs with both notes active (a false retirement otherwise);
 * - `duplicatesFolded`: duplicates with one note archived into the other; `duplicatesRevoked`
 *   those where either was revoked (never wanted);
 * - `staleFirstAfter`: updates and chains whose context (limit 5) lists an older note above
 *   the newest, or an older note without the newest.
 *
 * Reported for the dev and held-out halves and the blind hand-written set (`fresh`) separately, by kind and by form, with every
 * miss and every stale-first case. Writes bench/results/update-suite.<driver>.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { ensureRedis } from '../src/cli/redis.js';
import { loadConfig } from '../src/config/load.js';
import { noteEvents, notes } from '../src/db/schema.js';
import { memwrightFor } from '../src/memwright.js';
import { createServices } from '../src/services.js';
import { startPipeline } from '../workers/pipeline.js';
import { machineInfo } from './lib/machine.js';
import { freePort } from './lib/net.js';
import { FRESH_UPDATES } from './updates/fresh.js';
import { CASES as GENERATED, heldOut, type UpdateCase } from './updates/suite.js';

const FRESH_IDS = new Set(FRESH_UPDATES.map((c) => c.id));
type Half = 'dev' | 'holdout' | 'fresh';
const halfOf = (c: UpdateCase): Half => (FRESH_IDS.has(c.id) ? 'fresh' : heldOut(c) ? 'holdout' : 'dev');
/**
 * `UPDATE_SUITE_HALVES=fresh` (comma-separated) runs only those halves, for a quicker look
 * while working; such a run writes `update-suite.<driver>.partial.json`, never the full results.
 */
const HALVES: Half[] = (process.env.UPDATE_SUITE_HALVES?.split(',').map((h) => h.trim()) ?? ['dev', 'holdout', 'fresh']).filter(
  (h): h is Half => h === 'dev' || h === 'holdout' || h === 'fresh',
);
const PARTIAL = HALVES.length < 3;
/** The generated suite, then the hand-written blind set (bench/updates/fresh.ts), reported as its own half. */
const CASES: UpdateCase[] = [...GENERATED, ...FRESH_UPDATES].filter((c) => HALVES.includes(halfOf(c)));

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const silent = pino({ level: 'silent' });
const TENANT = `update-suite-${randomUUID().slice(0, 8)}`;
const DAY = 86_400_000;
const DRIVER = process.env.DATABASE_URL ? 'postgres' : 'pglite';

interface Written {
  c: UpdateCase;
  user: string;
  ids: Array<string | undefined>;
  before?: boolean;
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
      MEMWRIGHT_QUEUE_PREFIX: `bus-${randomUUID().slice(0, 8)}`,
      MEMWRIGHT_DATA_DIR: 'memory://',
      MEMWRIGHT_SPAWN_REDIS: 'false',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    }),
    { logger: silent, now: () => new Date(t) },
  );
  const op = memwrightFor(services, { tenantId: TENANT, role: 'operator' });
  const agent = memwrightFor(services, { tenantId: TENANT, role: 'agent' });
  await op.putAgent('observer', { allowMemoryWrite: true, maxWritesPerRun: 1000 });
  const written: Written[] = CASES.map((c, i) => ({ c, user: `case-${i}`, ids: [] }));

  const write = async (w: Written, index: number) => {
    const newest = index === w.c.notes.length - 1;
    const r = await agent.write({
      content: w.c.notes[index]!,
      memoryType: 'semantic',
      category: 'fact',
      source: 'user',
      confidence: newest ? w.c.newestConfidence : 'asserted',
      occurredAt: new Date(t).toISOString(),
      evidence: { messageId: `${w.user}-m${index}` },
      run: { runId: `${w.user}-session-${index}`, agentId: 'observer', userId: w.user },
    });
    t += 1000;
    w.ids[index] = r.note?.id;
  };
  const settle = async () => {
    const deadline = Date.now() + 30 * 60_000;
    for (;;) {
      const rows = await services.database.db.select({ status: notes.status }).from(notes).where(eq(notes.tenantId, TENANT));
      if (rows.every((r) => r.status !== 'provisional')) return;
      if (Date.now() > deadline) throw new Error('notes still provisional after 30 minutes');
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  /** True when the context lists an older note of the case above its newest, or without it. */
  const staleFirst = async (w: Written) => {
    const ctx = await agent.context({ agentId: 'observer', userId: w.user, query: w.c.query, limit: 5 });
    const ids = ctx.notes.map((n) => n.id);
    const newest = w.ids[w.ids.length - 1];
    const at = newest ? ids.indexOf(newest) : -1;
    return w.ids.slice(0, -1).some((id) => {
      const i = id ? ids.indexOf(id) : -1;
      return i >= 0 && (at < 0 || i < at);
    });
  };

  const started = performance.now();
  let pipeline = await startPipeline(services, { schedulers: false });
  try {
    for (const w of written) await write(w, 0);
    await settle();
    t += DAY;
    for (const w of written) if (w.c.notes.length === 3) await write(w, 1);
    await settle();
    await pipeline.close();
    t += DAY;
    for (const w of written) await write(w, w.c.notes.length - 1);
    const tracked = written.filter((w) => w.c.label === 'update' || w.c.label === 'chain');
    for (const w of tracked) w.before = await staleFirst(w);
    pipeline = await startPipeline(services, { schedulers: false });
    await settle();

    const rows = await services.database.db
      .select({ id: notes.id, status: notes.status, supersededById: notes.supersededById, consolidatedIntoId: notes.consolidatedIntoId, reviewReason: notes.reviewReason })
      .from(notes)
      .where(eq(notes.tenantId, TENANT));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const status = (id: string | undefined) => (id ? byId.get(id)?.status ?? null : null);
    // Why each retired note left: the stage's rule and its grounds, so a miss can be read without a rerun.
    const retirements = await services.database.db
      .select({ noteId: noteEvents.noteId, type: noteEvents.type, actor: noteEvents.actor, detail: noteEvents.detail })
      .from(noteEvents)
      .where(eq(noteEvents.tenantId, TENANT));
    const why = new Map<string, string>();
    // A note held for review says why (the write's classifier, or a contradiction with a protected note).
    for (const r of rows) if (r.status === 'pending_review') why.set(r.id, `pending_review: ${r.reviewReason ?? ''}`);
    for (const e of retirements) {
      if (!['revoked', 'archived', 'superseded'].includes(e.type)) continue;
      const d = e.detail ?? {};
      why.set(e.noteId, `${e.type} by ${e.actor}: ${String(d.judgeRule ?? '')} ${String(d.explanation ?? '')}`.trim());
    }

    const outcome = async (w: Written) => {
      const [a, b, c] = w.ids;
      const sa = status(a);
      const sb = status(b);
      switch (w.c.label) {
        case 'update':
          return sa === 'revoked' && byId.get(a!)?.supersededById === b && sb === 'active';
        case 'chain':
          return sa === 'revoked' && sb === 'revoked' && status(c) === 'active';
        case 'compatible':
          return sa === 'active' && sb === 'active';
        case 'duplicate': {
          const folded = (x?: string, y?: string) => x !== undefined && byId.get(x)?.status === 'archived' && byId.get(x)?.consolidatedIntoId === y;
          return folded(a, b) || folded(b, a);
        }
      }
    };

    const report: Record<string, unknown> = {};
    for (const half of HALVES) {
      const ws = written.filter((w) => halfOf(w.c) === half);
      const tally = new Map<string, { n: number; ok: number }>();
      const bump = (key: string, ok: boolean) => {
        const e = tally.get(key) ?? { n: 0, ok: 0 };
        e.n++;
        if (ok) e.ok++;
        tally.set(key, e);
      };
      let before = 0;
      let after = 0;
      let dupRevoked = 0;
      const misses: unknown[] = [];
      const staleFirstAfter: unknown[] = [];
      const staleFirstBefore: unknown[] = [];
      for (const w of ws) {
        const ok = await outcome(w);
        bump(w.c.label, ok);
        if (w.c.label === 'update') {
          bump(`update.kind.${w.c.kind}`, ok);
          bump(`update.form.${w.c.form}`, ok);
          bump(`update.subject.${w.c.subject}`, ok);
        }
        if (w.c.label === 'compatible') bump(`compatible.hard.${w.c.hard}`, ok);
        if (w.c.label === 'duplicate' && w.ids.some((id) => status(id) === 'revoked')) dupRevoked++;
        if (!ok) misses.push({ label: w.c.label, form: w.c.form, subject: w.c.subject, hard: w.c.hard ?? null, notes: w.c.notes, statuses: w.ids.map(status), why: w.ids.map((id) => (id ? why.get(id) ?? null : null)) });
        if (w.c.label === 'update' || w.c.label === 'chain') {
          if (w.before) {
            before++;
            staleFirstBefore.push({ notes: w.c.notes, query: w.c.query });
          }
          if (await staleFirst(w)) {
            after++;
            staleFirstAfter.push({ notes: w.c.notes, query: w.c.query, statuses: w.ids.map(status), why: w.ids.map((id) => (id ? why.get(id) ?? null : null)) });
          }
        }
      }
      const r = (k: string) => ratio(tally.get(k)?.ok ?? 0, tally.get(k)?.n ?? 0);
      const tracked = (tally.get('update')?.n ?? 0) + (tally.get('chain')?.n ?? 0);
      const breakdown = Object.fromEntries([...tally].filter(([k]) => k.includes('.')).sort().map(([k, v]) => [k, `${v.ok}/${v.n}`]));
      report[half] = {
        cases: ws.length,
        updates: tally.get('update')?.n ?? 0,
        updateRecall: r('update'),
        chains: tally.get('chain')?.n ?? 0,
        chainsResolved: r('chain'),
        compatible: tally.get('compatible')?.n ?? 0,
        compatibleKept: r('compatible'),
        duplicates: tally.get('duplicate')?.n ?? 0,
        duplicatesFolded: r('duplicate'),
        duplicatesRevoked: dupRevoked,
        staleFirstBefore: ratio(before, tracked),
        staleFirstAfter: ratio(after, tracked),
        breakdown,
        misses,
        staleFirstBeforeCases: staleFirstBefore,
        staleFirstAfterCases: staleFirstAfter,
      };
      const h = report[half] as Record<string, unknown>;
      console.log(
        `${half.padEnd(8)} updates ${h.updates} recall ${h.updateRecall}  chains ${h.chains} ${h.chainsResolved}  compatible ${h.compatible} kept ${h.compatibleKept}  duplicates ${h.duplicates} folded ${h.duplicatesFolded} revoked ${dupRevoked}  stale-first before ${h.staleFirstBefore} after ${h.staleFirstAfter}`,
      );
    }
    const out = {
      generatedAt: new Date().toISOString(),
      machine: machineInfo(),
      embedder: process.env.BENCH_EMBEDDER ?? 'minilm',
      judge: 'heuristic',
      driver: DRIVER,
      cases: CASES.length,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      ...report,
    };
    const file = join(ROOT, 'bench', 'results', `update-suite.${DRIVER}${PARTIAL ? '.partial' : ''}.json`);
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
