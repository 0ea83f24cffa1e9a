/**
 * Neighbours benchmark (`npm run bench:neighbours`): the exact similarity scan the judging
 * stages run over a note's scope (`neighbours`, src/pipeline/noteAccess.ts; dedup,
 * contradiction and importance each run it once per note), by scope size, with the
 * embedding stored inline (drizzle/0004, docs/design.md#embedding-inline) and, as the
 * control, the way pgvector stores it by default (EXTERNAL, TOAST target 2 kB: out of line).
 *
 * A row's storage is decided when it is written, so for each size two scopes of the same
 * notes are written: one under the control settings (set for that write, then restored),
 * one under the migrated ones; then the two are queried alternately, in rounds.
 * Drivers: embedded PGlite (in memory) always; Postgres when BENCH_DATABASE_URL names a
 * scratch database (its notes table's settings are switched while the control rows are
 * written, and restored). Sizes: BENCH_NEIGHBOURS_SIZES (default 100,1000,3000; `--quick`
 * 50,200). Writes bench/results/neighbours.json (`--quick`: neighbours.quick.json).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../src/config/load.js';
import { rows } from '../src/db/database.js';
import { findNote } from '../src/db/notes.js';
import { memwrightFor } from '../src/memwright.js';
import { neighbours } from '../src/pipeline/noteAccess.js';
import { createServices } from '../src/services.js';
import type { Services } from '../src/ports.js';
import { machineInfo } from './lib/machine.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const SIZES = (process.env.BENCH_NEIGHBOURS_SIZES ?? (quick ? '50,200' : '100,1000,3000')).split(',').map(Number);
const ROUNDS = 3;
const TENANT = `bench-neighbours-${process.pid}`;
const log = (m: string) => process.stderr.write(`${m}\n`);

const TOPICS = ['the garden', 'a work trip to Lisbon', 'the new espresso machine', 'their sister Ana', 'marathon training', 'a kitchen renovation', 'the book club', 'a job interview'];

async function writeScope(services: Services, userId: string, size: number): Promise<string> {
  const mw = memwrightFor(services, { tenantId: TENANT, role: 'operator', keyId: 'bench', agentIds: null });
  let first = '';
  for (let i = 0; i < size; i++) {
    const r = await mw.write({
      content: `In session ${i} the user talked about ${TOPICS[i % TOPICS.length]}: item ${i * 7} came up, with a few details worth keeping (${i % 13}).`,
      memoryType: 'semantic',
      category: 'fact',
      source: 'user',
      confidence: 'asserted',
      evidence: { messageId: `${userId}-m${i}` },
      scope: { level: 'user', agentId: 'bench', userId },
    });
    if (!r.note) throw new Error(`write ${i} of ${userId} was refused: ${r.outcome}`);
    if (!first) first = r.note.id;
  }
  // What the embed stage and hardening would leave: an embedding (its values do not change
  // the cost of a comparison) and the note established.
  await services.database.db.execute(sql`
    update notes set embedding = (select array_agg(random()::real) from generate_series(1, 384) where notes.id is not null)::vector,
           embedding_model = 'bench', status = 'active', pipeline_stage = 'done'
     where tenant_id = ${TENANT} and user_id = ${userId}`);
  return first;
}

async function run(driver: 'pglite' | 'postgres', databaseUrl?: string) {
  const config = loadConfig({ ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), MEMWRIGHT_DATA_DIR: 'memory://', MEMWRIGHT_EMBEDDER: 'hash', MEMWRIGHT_LOG_LEVEL: 'silent' });
  const services = await createServices(config, { noQueue: true, logger: pino({ level: 'silent' }) });
  const db = services.database.db;
  const out = [];
  try {
    for (const size of SIZES) {
      log(`[${driver}] scope of ${size}: writing it twice (control storage, then inline)…`);
      // The migrated settings, read back to be restored after the control rows (not restated here).
      const [migrated] = await rows<{ storage: string; target: string | null }>(
        db,
        sql`select case a.attstorage when 'p' then 'plain' when 'm' then 'main' when 'e' then 'external' else 'extended' end as storage,
                   (select option_value from pg_options_to_table(c.reloptions) where option_name = 'toast_tuple_target') as target
              from pg_attribute a join pg_class c on c.oid = a.attrelid where c.relname = 'notes' and a.attname = 'embedding'`,
      );
      await db.execute(sql`alter table notes alter column embedding set storage external`);
      await db.execute(sql`alter table notes reset (toast_tuple_target)`);
      let toastedId: string;
      try {
        toastedId = await writeScope(services, `toasted-${size}`, size);
      } finally {
        await db.execute(sql.raw(`alter table notes alter column embedding set storage ${migrated!.storage}`));
        if (migrated!.target) await db.execute(sql.raw(`alter table notes set (toast_tuple_target = ${Number(migrated!.target)})`));
      }
      const inlineId = await writeScope(services, `inline-${size}`, size);
      const notes = { toasted: (await findNote(db, TENANT, toastedId))!, inline: (await findNote(db, TENANT, inlineId))! };
      const q = { minSimilarity: -2, limit: 10 };
      for (const n of Object.values(notes)) for (let i = 0; i < 3; i++) await neighbours(db, n, q);
      const iterations = Math.max(20, Math.round(30_000 / size));
      const ms: Record<'toasted' | 'inline', number[]> = { toasted: [], inline: [] };
      for (let r = 0; r < ROUNDS; r++) {
        for (const kind of ['toasted', 'inline'] as const) {
          const t = performance.now();
          for (let i = 0; i < iterations; i++) await neighbours(db, notes[kind], q);
          ms[kind].push((performance.now() - t) / iterations);
        }
      }
      const median = (xs: number[]) => Math.round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]! * 100) / 100;
      const row = { driver, scopeNotes: size, iterations, rounds: ROUNDS, msPerQuery: { toasted: median(ms.toasted), inline: median(ms.inline) }, speedup: Math.round((median(ms.toasted) / median(ms.inline)) * 100) / 100 };
      log(`[${driver}] scope ${size}: toasted ${row.msPerQuery.toasted} ms, inline ${row.msPerQuery.inline} ms per query (${row.speedup}×)`);
      out.push(row);
    }
  } finally {
    await db.execute(sql`delete from notes where tenant_id = ${TENANT}`).catch(() => undefined);
    await services.close();
  }
  return out;
}

async function main() {
  const started = Date.now();
  const machine = machineInfo();
  const results = [...(await run('pglite'))];
  if (process.env.BENCH_DATABASE_URL) results.push(...(await run('postgres', process.env.BENCH_DATABASE_URL)));
  else log('BENCH_DATABASE_URL not set: Postgres skipped');
  const file = join(ROOT, `bench/results/neighbours${quick ? '.quick' : ''}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        benchmark: 'neighbours',
        description:
          'ms per exact neighbours query (the scan dedup, contradiction and importance run over a note\'s scope), by scope size: embedding stored inline (drizzle/0004: STORAGE MAIN, TOAST target 4 kB) vs out of line (pgvector\'s default EXTERNAL storage, 2 kB target; the control). Median of the rounds; both scopes queried alternately in one process.',
        date: new Date().toISOString(),
        machine,
        results,
        skipped: process.env.BENCH_DATABASE_URL ? [] : ['postgres (BENCH_DATABASE_URL not set)'],
        durationSeconds: Math.round((Date.now() - started) / 1000),
      },
      null,
      2,
    )}\n`,
  );
  log(`wrote ${file}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
