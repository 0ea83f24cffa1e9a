/**
 * The PGlite fast path of the write path (src/db/pglite/statements.ts). PGlite-only by
 * nature: it opens its own in-memory PGlite whatever driver the suite runs on.
 */
import type { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import type { Database } from '../../src/db/database.js';
import { openPglite, openPgliteDatabase } from '../../src/db/pglite/index.js';
import { inline, literal, preparePgliteStatements, preparedRunner, selfCheck } from '../../src/db/pglite/statements.js';
import type { StatementRunner } from '../../src/db/statements.js';
import { createServices } from '../../src/services.js';
import { writeMemory } from '../../src/write/writeMemory.js';

let pg: PGlite;
let database: Database;

beforeAll(async () => {
  pg = await openPglite();
  database = await openPgliteDatabase({ client: pg });
  await database.migrate();
}, 120_000);

afterAll(async () => {
  await database?.close();
  await pg?.close();
});

/** Run `text` as a simple-protocol query: every statement it holds comes back as one result. */
const exec = async (text: string) => pg.exec(text);

/** Any string Postgres text can hold: every code point but NUL (lone surrogates are not text). */
const text = fc.string({ unit: 'binary', maxLength: 300 }).filter((s) => !s.includes('\0'));
/** Strings made of the characters that matter to quoting, so the interesting cases are frequent. */
const nasty = fc.string({ unit: fc.constantFrom("'", '\\', '$', '1', ';', '"', 'E', '-', '/', '*', '\n', ' ', '’', 'ʼ', '\u2028'), maxLength: 40 });

describe('literal() and inline()', () => {
  it('any string reads back byte-exact, and stays one statement', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(text, nasty), fc.oneof(text, nasty), async (a, b) => {
        const q = inline('select $1::text as a, $2::text as b', [a, b]);
        expect(q).not.toBeNull();
        const results = await exec(q!);
        // A second statement smuggled in by a value would come back as a second result.
        expect(results).toHaveLength(1);
        expect(results[0]!.rows).toEqual([{ a, b }]);
      }),
      { numRuns: 300 },
    );
  });

  it('numbers, bigints, booleans and null read back as themselves', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
        fc.boolean(),
        async (d, big, bool) => {
          const results = await exec(inline('select $1::float8 as d, $2::int8::text as big, $3::boolean as bool, $4::text as z', [d, big, bool, null])!);
          expect(results).toHaveLength(1);
          const row = results[0]!.rows[0] as { d: number; big: string; bool: boolean; z: null };
          // -0 prints as "0": the same number for every column it is written to.
          expect(row.d === d).toBe(true);
          expect(row).toMatchObject({ big: String(big), bool, z: null });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses what has no safe literal, so the statement is sent with bound parameters instead', () => {
    expect(literal('a\0b')).toBeUndefined();
    expect(literal(Number.NaN)).toBeUndefined();
    expect(literal(Infinity)).toBeUndefined();
    expect(literal({})).toBeUndefined();
    expect(inline('select $1::text', ['a\0b'])).toBeNull();
  });
});

describe('the PGlite statement runner', () => {
  it('passes its self-check on this drizzle and is what the driver registers', async () => {
    expect(await selfCheck(database.db, preparedRunner())).toBeNull();
    expect(database.statements.kind).toBe('prepared');
  });

  it('falls back to bound parameters when the self-check fails, and says so', async () => {
    const warnings: string[] = [];
    // What a drizzle upgrade that moved the transaction's client would look like.
    const broken: StatementRunner = {
      ...preparedRunner(),
      run: () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'exec')")),
    };
    const runner = await preparePgliteStatements(database.db, { candidate: broken, logger: { warn: (_f: object, msg: string) => void warnings.push(msg) } as never });
    expect(runner.kind).toBe('bound');
    expect(runner.serialised).toBe(true);
    expect(warnings.join()).toContain('self-check');
    const rows = await database.db.transaction((tx) => runner.run<{ s: string }>(tx, 'k', { s: "it's" }, (v) => sql`select ${v('s')}::text as s`));
    expect(rows).toEqual([{ s: "it's" }]);
  });

  it('MEMWRIGHT_PGLITE_INLINE=false sends the write path through drizzle, with the same outcomes', async () => {
    const config = loadConfig({ MEMWRIGHT_PGLITE_INLINE: 'false', MEMWRIGHT_DATA_DIR: 'memory://', MEMWRIGHT_EMBEDDER: 'hash' });
    expect(config.database.pgliteInline).toBe(false);
    const services = await createServices(config, { pglite: pg, noQueue: true, migrate: false, logger: pino({ level: 'silent' }) });
    try {
      expect(services.database.statements.kind).toBe('bound');
      const deps = { db: services.database.db, statements: services.database.statements, producer: null, config: services.config.write };
      const agent = { tenantId: 'inline-off', role: 'agent' as const, keyId: 'k', agentIds: null };
      const body = {
        content: "User's \\ favourite $1 colour is teal",
        memoryType: 'semantic',
        source: 'user',
        confidence: 'asserted',
        evidence: { messageId: 'm1' },
        run: { runId: 'r1', agentId: 'a1', userId: 'u1' },
        idempotencyKey: 'once',
      };
      const first = await writeMemory(deps, agent, body);
      expect(first.httpStatus).toBe(201);
      expect(first.result.note?.content).toBe(body.content);
      // The same request again is answered from the idempotency row the bound path stored.
      const again = await writeMemory(deps, agent, body);
      expect(again).toEqual(first);
      // Another run restating it: the facts query (bound) found the note.
      const restated = await writeMemory(deps, agent, { ...body, idempotencyKey: undefined, run: { ...body.run, runId: 'r2' } });
      expect(restated.result.outcome).toBe('deduped');
    } finally {
      await services.close();
    }
  });
});
