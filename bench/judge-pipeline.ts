/**
 * Whole-pipeline check of issue 9 (`npm run bench:judge-pipeline`): the labelled judge
 * suite's notes become six synthetic two-session conversations and are written through
 * the real write path and hardening pipeline (in-process PGlite, a private
 * redis-server, MiniLM, the heuristic judge, default thresholds). Session 1 writes
 * every pair's older note (one run per conversation and session), the pipeline settles,
 * the clock moves a week, session 2 writes the newer notes, the pipeline settles.
 *
 * Then every retired note is checked against the labels: a retirement is sanctioned
 * only when the note is the older of a `revoke` pair revoked by its own partner, or
 * the newer of an `archive` pair archived into its partner. Any other retired note is a
 * true memory the pipeline destroyed (target: 0). All notes of a conversation share one
 * scope, so notes of different pairs meet each other — the "one note revoked six
 * unrelated notes" failure would show here, not in the pairwise suite.
 *
 * Writes bench/results/judge-pipeline.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { ensureRedis } from '../src/cli/redis.js';
import { loadConfig } from '../src/config/load.js';
import { notes } from '../src/db/schema.js';
import { memwrightFor } from '../src/memwright.js';
import { startPipeline } from '../src/pipeline/runtime.js';
import { createServices } from '../src/services.js';
import { loadSuite, type SuitePair } from '../test/judge/suite/runSuite.js';
import { machineInfo } from './lib/machine.js';
import { freePort } from './lib/net.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CONVERSATIONS = 6;
const silent = pino({ level: 'silent' });

async function main(): Promise<void> {
  const pairs = loadSuite();
  const port = await freePort();
  const redis = await ensureRedis({ url: `redis://127.0.0.1:${port}`, spawn: true }, silent);
  let t = Date.parse('2026-03-02T18:00:00Z');
  const services = await createServices(
    loadConfig({
      REDIS_URL: redis.url,
      MEMWRIGHT_EMBEDDER: process.env.BENCH_EMBEDDER ?? 'minilm',
      MEMWRIGHT_LOG_LEVEL: 'silent',
      MEMWRIGHT_QUEUE_PREFIX: `bjp-${randomUUID().slice(0, 8)}`,
      MEMWRIGHT_DATA_DIR: 'memory://',
      MEMWRIGHT_SPAWN_REDIS: 'false',
    }),
    { logger: silent, now: () => new Date(t) },
  );
  const pipeline = await startPipeline(services, { schedulers: false });
  const tenant = 'judge-pipeline';
  const op = memwrightFor(services, { tenantId: tenant, role: 'operator' });
  const agent = memwrightFor(services, { tenantId: tenant, role: 'agent' });
  // One run per session writes every observation of that session (as the benchmark that found the bug did).
  await op.putAgent('observer', { allowMemoryWrite: true, maxWritesPerRun: 1000 });

  const ids = new Map<SuitePair, { older?: string; newer?: string }>();
  const outcomes: Record<string, number> = {};
  const writeSession = async (session: 1 | 2) => {
    for (let i = 0; i < pairs.length; i++) {
      const p = pairs[i]!;
      const conv = i % CONVERSATIONS;
      const r = await agent.write({
        content: session === 1 ? p.older : p.newer,
        memoryType: 'semantic',
        category: 'fact',
        source: 'user',
        confidence: 'observed',
        evidence: { messageId: `c${conv}-s${session}-m${i}` },
        run: { runId: `conv-${conv}-session-${session}`, agentId: 'observer', userId: `conv-${conv}` },
      });
      outcomes[r.outcome] = (outcomes[r.outcome] ?? 0) + 1;
      const slot = ids.get(p) ?? {};
      if (r.note) slot[session === 1 ? 'older' : 'newer'] = r.note.id;
      ids.set(p, slot);
    }
  };
  const settle = async () => {
    const deadline = Date.now() + 20 * 60_000;
    for (;;) {
      const open = await services.database.db
        .select({ id: notes.id })
        .from(notes)
        .where(and(eq(notes.tenantId, tenant), eq(notes.status, 'provisional')));
      if (open.length === 0) return;
      if (Date.now() > deadline) throw new Error(`${open.length} notes still provisional`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  const started = performance.now();
  try {
    await writeSession(1);
    await settle();
    t += 7 * 86_400_000;
    await writeSession(2);
    await settle();

    const rows = await services.database.db
      .select({ id: notes.id, status: notes.status, content: notes.content, supersededById: notes.supersededById, consolidatedIntoId: notes.consolidatedIntoId })
      .from(notes)
      .where(eq(notes.tenantId, tenant));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const retired = rows.filter((r) => r.status !== 'active');
    const sanctioned = new Set<string>();
    const expectedRetirements: string[] = [];
    for (const [p, n] of ids) {
      if (p.expect === 'revoke' && n.older) {
        expectedRetirements.push(n.older);
        const o = byId.get(n.older);
        if (o?.status === 'revoked' && o.supersededById === n.newer) sanctioned.add(n.older);
      }
      if (p.expect === 'archive' && n.newer) {
        expectedRetirements.push(n.newer);
        const o = byId.get(n.newer);
        if (o?.status === 'archived' && o.consolidatedIntoId === n.older) sanctioned.add(n.newer);
      }
    }
    const wrong = retired.filter((r) => !sanctioned.has(r.id));
    const partnerOf = (id: string | null) => (id ? byId.get(id)?.content ?? id : null);
    const result = {
      generatedAt: new Date().toISOString(),
      machine: machineInfo(),
      setup: {
        conversations: CONVERSATIONS,
        sessions: 2,
        notesWritten: rows.length,
        embedder: process.env.BENCH_EMBEDDER ?? 'minilm',
        judge: (await services.judge()).id,
        writeOutcomes: outcomes,
      },
      retired: retired.length,
      retiredByStatus: retired.reduce<Record<string, number>>((a, r) => ((a[r.status] = (a[r.status] ?? 0) + 1), a), {}),
      /** Retirements the labels call for that happened as labelled (by the note's own partner). */
      sanctionedRetirements: sanctioned.size,
      expectedRetirements: expectedRetirements.length,
      /** Retired notes that should have stayed (target 0). */
      wronglyRetired: wrong.length,
      target: 0,
      pass: wrong.length === 0,
      wrong: wrong.map((r) => ({ status: r.status, note: r.content, winner: partnerOf(r.supersededById ?? r.consolidatedIntoId) })),
      seconds: Math.round((performance.now() - started) / 1000),
    };
    const file = join(ROOT, 'bench/results/judge-pipeline.json');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      `${rows.length} notes in ${CONVERSATIONS} conversations: ${retired.length} retired (${JSON.stringify(result.retiredByStatus)}), ` +
        `${sanctioned.size}/${expectedRetirements.length} labelled retirements done, ${wrong.length} true memories retired (target 0) ${result.pass ? 'PASS' : 'FAIL'}`,
    );
    for (const w of result.wrong) console.log(`  WRONG ${w.status}: "${w.note}" ← "${w.winner}"`);
    console.log(`wrote ${file}`);
  } finally {
    await pipeline.close();
    await services.close();
    await redis.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
