/**
 * postgres.js statements prepared (src/db/postgres/prepared.ts) and the connections'
 * session settings: on a server that takes the startup parameters, statements are
 * prepared (one round trip each) under force_custom_plan, the number of texts prepared
 * is bounded, and transactions prepare too; where the parameters are dropped
 * (pglite-socket stands in for such a pooler), nothing is prepared or marked.
 */
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { rows } from '../../src/db/database.js';
import { HNSW_SESSION, holdsHnswSession } from '../../src/db/hnswSession.js';
import { openPglite } from '../../src/db/pglite/index.js';
import { openPostgresDatabase } from '../../src/db/postgres/index.js';
import { preparing, PREPARED_SESSION_PARAMETERS } from '../../src/db/postgres/prepared.js';
import { createTestPostgres, TEST_DATABASE_URL } from '../support/db.js';
import { freePort } from '../support/redis.js';

const preparedTexts = async (c: postgres.Sql) => (await c<{ statement: string }[]>`select statement from pg_prepared_statements`).map((r) => r.statement);

describe.runIf(TEST_DATABASE_URL)('prepared statements on Postgres', () => {
  it('prepares up to the bound, in transactions too, planned per execution', async () => {
    const created = await createTestPostgres(TEST_DATABASE_URL!);
    // One connection, so the statements it prepared are the ones pg_prepared_statements shows.
    const client = postgres(created.url, { max: 1, onnotice: () => {}, connection: PREPARED_SESSION_PARAMETERS });
    try {
      const p = preparing(client, { maxStatements: 2 });
      expect(await p.unsafe('select $1::int + 1 as a', [1])).toEqual([{ a: 2 }]);
      await p.begin(async (tx) => expect(await tx.unsafe('select $1::int + 2 as b', [1])).toEqual([{ b: 3 }]));
      // Past the bound: answered, not prepared.
      expect(await p.unsafe('select $1::int + 3 as c', [1])).toEqual([{ c: 4 }]);
      // A text already prepared stays prepared (run again: one statement, not two).
      expect(await p.unsafe('select $1::int + 1 as a', [5])).toEqual([{ a: 6 }]);
      const texts = await preparedTexts(client);
      expect(texts.filter((t) => t === 'select $1::int + 1 as a')).toHaveLength(1);
      expect(texts).toContain('select $1::int + 2 as b');
      expect(texts).not.toContain('select $1::int + 3 as c');
      const [setting] = await client<{ mode: string }[]>`select current_setting('plan_cache_mode') as mode`;
      expect(setting?.mode).toBe('force_custom_plan');
    } finally {
      await client.end();
      await created.drop();
    }
  });

  it('a database opened on it is marked and prepares through drizzle', async () => {
    const created = await createTestPostgres(TEST_DATABASE_URL!);
    const database = await openPostgresDatabase({ url: created.url, max: 1 });
    try {
      expect(holdsHnswSession(database.db, HNSW_SESSION.efSearch)).toBe(true);
      const marker = `prepared-${Date.now()}`;
      await rows(database.db, sql`select ${marker}::text as m`);
      const seen = await rows<{ statement: string }>(database.db, sql`select statement from pg_prepared_statements where statement like ${'%::text as m'}`);
      expect(seen.length).toBe(1);
    } finally {
      await database.close();
      await created.drop();
    }
  });
});

describe('a server that drops the startup parameters', () => {
  it('gets unprepared statements and an unmarked handle (the walk keeps its transaction)', async () => {
    const pg = await openPglite();
    const port = await freePort();
    const server = new PGLiteSocketServer({ db: pg, port, host: '127.0.0.1', maxConnections: 2 });
    await server.start();
    const database = await openPostgresDatabase({ url: `postgres://postgres@127.0.0.1:${port}/postgres`, max: 1 });
    try {
      expect(holdsHnswSession(database.db, HNSW_SESSION.efSearch)).toBe(false);
      const before = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from pg_prepared_statements`);
      await rows(database.db, sql`select ${1}::int + ${2}::int as x`);
      const after = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from pg_prepared_statements`);
      expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
    } finally {
      await database.close();
      await server.stop();
      await pg.close();
    }
  });
});
