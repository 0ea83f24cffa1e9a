/**
 * Physical erasure (issue 8 item 4): after an erasure, no byte of the erased content or
 * ids stays in the database's table or index files — the write-ahead log excluded (its
 * bound is in SECURITY.md). Embedded: a PGlite on disk of its own (the shared test one
 * is in memory). Postgres: the test database's files under base/<oid>/, read directly.
 */
import { accessSync, constants, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { test, expect, testConfig } from '../support/fixtures.js';
import { TEST_DRIVER, sharedDatabase } from '../support/db.js';
import { rows, type Database } from '../../src/db/database.js';
import { openPgliteDatabase } from '../../src/db/pglite/index.js';
import { createServices } from '../../src/services.js';
import { forget } from '../../src/cli/commands/forget.js';
import { TestServer } from '../support/http.js';
import { agentWrite } from '../support/writeBody.js';

const WAIT_MS = 60_000;

function readIfPresent(p: string): Buffer | undefined {
  try {
    return readFileSync(p);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/** Every file under `root` (pg_wal excluded) whose bytes contain `needle`, named by relation where known. */
async function filesHolding(d: Database, root: string, needle: string): Promise<string[]> {
  const names = new Map(
    (
      await rows<{ f: string; n: string }>(
        d.db,
        sql`select pg_relation_filenode(oid)::text as f, relname as n from pg_class where pg_relation_filenode(oid) is not null`,
      )
    ).map((r) => [r.f, r.n]),
  );
  const hits: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir)) {
      const p = join(dir, e);
      // A file can vanish between listing and reading: other test files' databases on the
      // same server are rewritten (VACUUM FULL) and dropped concurrently.
      const st = statSync(p, { throwIfNoEntry: false });
      if (!st) continue;
      if (st.isDirectory()) {
        if (e !== 'pg_wal') walk(p);
      } else if (readIfPresent(p)?.includes(needle)) {
        const node = e.split(/[._]/)[0]!;
        hits.push(names.get(node) ?? p.slice(root.length));
      }
    }
  };
  walk(root);
  return hits;
}

interface Storage {
  database: Database;
  /** Directory holding the database's relation files. */
  root: string;
  /** Environment for the CLI against the same database. */
  cliEnv: Record<string, string>;
  close(): Promise<void>;
}

/** A database whose files this test can read, or the reason it cannot. */
async function openStorage(): Promise<Storage | string> {
  if (TEST_DRIVER === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'mw-scrub-'));
    const database = await openPgliteDatabase({ dataDir: dir });
    await database.migrate();
    return {
      database,
      root: dir,
      cliEnv: { MEMWRIGHT_DATA_DIR: dir },
      async close() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const shared = await sharedDatabase();
  const [where] = await rows<{ dir: string; oid: string }>(
    shared.database.db,
    sql`select current_setting('data_directory') as dir, (select oid::text from pg_database where datname = current_database()) as oid`,
  );
  const root = join(where!.dir, 'base', where!.oid);
  try {
    accessSync(root, constants.R_OK);
    readdirSync(root);
  } catch (e) {
    return `the server's relation files (${root}) are not readable by this process (${(e as Error).message}): run the tests on the database host as root or postgres`;
  }
  return { database: shared.database, root, cliEnv: { DATABASE_URL: shared.url! }, close: async () => {} };
}

/** Bytes of committed pages are on disk only after a checkpoint: make the precondition visible. */
async function flush(d: Database) {
  await d.db.execute(sql`analyze`);
  await d.db.execute(sql`checkpoint`);
}

async function relfilenodes(d: Database): Promise<Map<string, string>> {
  const rs = await rows<{ n: string; f: string }>(
    d.db,
    sql`select c.relname as n, pg_relation_filenode(c.oid)::text as f from pg_class c
        where c.oid in (select indexrelid from pg_index where indrelid in ('notes'::regclass, 'note_events'::regclass, 'idempotency_keys'::regclass))
           or c.oid in ('notes'::regclass, 'note_events'::regclass, 'idempotency_keys'::regclass)`,
  );
  return new Map(rs.map((r) => [r.n, r.f]));
}

test(`POST /v1/erasure: within ${WAIT_MS / 1000} s no erased text is left in any table or index file (${TEST_DRIVER})`, { timeout: 180_000 }, async ({ redis, skip }) => {
  const storage = await openStorage();
  if (typeof storage === 'string') return skip(storage);
  const tenant = `scrub-${randomUUID().slice(0, 8)}`;
  const services = await createServices(testConfig(redis.url), { database: storage.database, logger: pino({ level: 'silent' }) });
  const http = await TestServer.start(services);
  try {
    const op = await http.key(tenant, 'operator');
    const ag = await http.key(tenant, 'agent', ['a1']);
    const MARK = `SCRUBMARK${randomUUID().slice(0, 8)}`;
    const user = `user-${MARK}`;
    // Someone else's notes: the tables are not empty after the erasure (ANALYZE re-samples them).
    for (let i = 0; i < 30; i++) {
      const r = await http.req('POST', '/v1/memories', ag, agentWrite(`Other user fact number ${i} about ${randomUUID()}.`, { runId: `r-o${i}`, agentId: 'a1', userId: `other-${i % 3}` }));
      expect(r.status).toBe(201);
    }
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await http.req(
        'POST',
        '/v1/memories',
        ag,
        agentWrite(`User's secret ${i} is ${MARK} ${i}.`, { runId: `r-${i}`, agentId: 'a1', userId: user }, {
          evidence: { messageId: `msg-${MARK}-${i}` },
          idempotencyKey: `idem-${i}`,
          deletionKey: `slot/${MARK}/${i}`,
        }),
      );
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      ids.push(r.body.note.id);
    }
    // A correction: a new version, a superseded one, and an event reason naming the marker.
    const c = await http.req('PATCH', `/v1/memories/${ids[0]}`, op, { content: `Corrected: ${MARK} again.`, reason: `user said ${MARK}` });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    // The background lane's event log holds what the user said verbatim (docs/design.md#background-lane).
    const run = (userId: string, runId: string) => ({ runId, agentId: 'a1', userId });
    const ev = await http.req('POST', '/v1/events', ag, { run: run(user, 'r-ev'), events: [{ id: `ev-${MARK}`, role: 'user', content: `My secret is ${MARK}.` }] });
    expect(ev.status, JSON.stringify(ev.body)).toBe(202);
    expect((await http.req('POST', '/v1/events', ag, { run: run('other-0', 'r-ev-o'), events: [{ id: 'ev-o', role: 'user', content: 'Something else.' }] })).status).toBe(202);

    await flush(storage.database);
    const before = await filesHolding(storage.database, storage.root, MARK);
    // The scan sees the marker where it was written (heap, indexes, statistics): it can fail.
    expect(before).toEqual(expect.arrayContaining(['notes', 'note_events', 'idempotency_keys', 'notes_tenant_user_idx', 'pg_statistic', 'conversation_events']));
    const nodesBefore = await relfilenodes(storage.database);

    const t0 = Date.now();
    const r = await http.req('POST', '/v1/erasure', op, { userId: user });
    expect(r.status).toBe(200);
    expect(r.body.erased.notes).toBe(7);
    expect(r.body.scrub.status).toBe('scheduled');
    expect(Date.parse(r.body.scrub.startsBy)).toBeGreaterThan(t0 - 1000);

    let left = before;
    while (Date.now() - t0 < WAIT_MS) {
      await new Promise((res) => setTimeout(res, 500));
      left = await filesHolding(storage.database, storage.root, MARK);
      if (left.length === 0) break;
    }
    expect(left, `files still holding ${MARK} after ${Date.now() - t0} ms`).toEqual([]);
    // Checkpointed again: nothing comes back from a buffer written out late.
    await storage.database.db.execute(sql`checkpoint`);
    expect(await filesHolding(storage.database, storage.root, MARK)).toEqual([]);
    // Every index was rebuilt, the HNSW included (it holds the erased notes' embeddings).
    const nodesAfter = await relfilenodes(storage.database);
    expect([...nodesBefore.keys()]).toContain('notes_embedding_hnsw_idx');
    for (const [rel, node] of nodesBefore) expect(nodesAfter.get(rel), rel).not.toBe(node);

    // Everyone else's notes are intact.
    const list = await http.req('GET', `/v1/memories?userId=other-0&agentId=a1&limit=100`, op);
    expect(list.status).toBe(200);
  } finally {
    await http.close();
    await services.close();
    await storage.close();
  }
});

test(`memwright forget returns once the storage is scrubbed and says so (${TEST_DRIVER})`, { timeout: 180_000 }, async ({ redis, skip }) => {
  const storage = await openStorage();
  if (typeof storage === 'string') return skip(storage);
  const tenant = 'acme';
  const MARK = `FORGETMARK${randomUUID().slice(0, 8)}`;
  const env = testConfig(redis.url, { ...storage.cliEnv, MEMWRIGHT_ADMIN_TENANT: tenant });
  const s = await createServices(env, { database: storage.database, logger: pino({ level: 'silent' }) });
  const { memwrightFor } = await import('../../src/memwright.js');
  const ag = memwrightFor(s, { tenantId: tenant, role: 'agent', keyId: 'k1', agentIds: ['a1'] });
  for (let i = 0; i < 3; i++) {
    await ag.write(agentWrite(`User likes ${MARK} number ${i}.`, { runId: `run-${i}`, agentId: 'a1', userId: `dana-${MARK}` }, { idempotencyKey: `k-${MARK}-${i}` }) as any);
  }
  await flush(storage.database);
  expect(await filesHolding(storage.database, storage.root, MARK)).toContain('notes');
  await s.close();

  // The CLI opens the database itself (PGlite: one process owns a data dir).
  const embedded = TEST_DRIVER === 'pglite';
  if (embedded) await storage.database.close();
  const out = new PassThrough();
  let text = '';
  out.on('data', (b: Buffer) => (text += b.toString()));
  try {
    const r = await forget(env, { user: `dana-${MARK}` }, out);
    expect(r.erased.notes).toBe(3);
    expect(r.scrub.status).toBe('complete');
    expect(text).toMatch(/storage scrubbed: no erased text left in table or index files \(\d+ ms;/);
    // No waiting: forget returned after the scrub. (PGlite: it checkpointed and closed the data dir.)
    const reopened = embedded ? await openPgliteDatabase({ dataDir: storage.root }) : storage.database;
    try {
      expect(await filesHolding(reopened, storage.root, MARK)).toEqual([]);
    } finally {
      if (embedded) await reopened.close();
    }
  } finally {
    await storage.close();
  }
});

test('MEMWRIGHT_ERASURE_SCRUB=off: erasure deletes the rows and says the storage is not scrubbed', async ({ db, redis, tenant }) => {
  const { memwrightFor } = await import('../../src/memwright.js');
  const services = await createServices(testConfig(redis.url, { MEMWRIGHT_ERASURE_SCRUB: 'off' }), { database: db, logger: pino({ level: 'silent' }) });
  try {
    const mw = memwrightFor(services, { tenantId: tenant, role: 'operator', keyId: 'op', agentIds: null });
    const w = await mw.write({
      content: `Marker ${randomUUID()} likes tea.`,
      memoryType: 'semantic',
      source: 'user',
      confidence: 'asserted',
      evidence: { messageId: 'm1' },
      scope: { level: 'user', agentId: 'a1', userId: 'u-off' },
    });
    expect(w.note).toBeDefined();
    // awaitScrub must not wait for a scrub that will never run.
    const r = await mw.erase({ userId: 'u-off' }, { awaitScrub: true });
    expect(r.erased.notes).toBe(1);
    expect(r.scrub).toMatchObject({ status: 'disabled', lastDurationMs: null });
    expect(services.scrub.lastDurationMs).toBeNull();
    expect((await mw.list({ userId: 'u-off' })).items).toHaveLength(0);
  } finally {
    await services.close();
  }
});
