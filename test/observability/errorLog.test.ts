/**
 * No content in logs (issue 8 item 5): every failure path that logs or stores an error
 * — the HTTP error handler, a pipeline stage, the CLI's report of a bug — is driven with
 * a unique marker in the content (and the user id), and the captured output is grepped.
 * Loggers here are plain pino without memwright's serializers: each call site must
 * sanitise on its own.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { unexpectedErrorText } from '../../src/cli/main.js';
import type { Database } from '../../src/db/database.js';
import { errorMessage, serializeError } from '../../src/observability/errorLog.js';
import { createPipelineContext } from '../../src/pipeline/context.js';
import { runStageJob } from '../../src/pipeline/runner.js';
import { createServices } from '../../src/services.js';
import { ADMIN_KEY, describe, expect, test, testConfig } from '../support/fixtures.js';
import type { TestRedis } from '../support/redis.js';
import { TestServer } from '../support/http.js';
import { writeBody } from '../support/writeBody.js';

function capture() {
  let text = '';
  const stream = new Writable({
    write(chunk, _enc, cb) {
      text += String(chunk);
      cb();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), text: () => text };
}

const marker = () => `mwsecret${randomUUID().replace(/-/g, '').slice(0, 12)}`;

async function services(db: Database, redis: TestRedis, logger: pino.Logger) {
  return createServices(testConfig(redis.url, { MEMWRIGHT_QUEUE_PREFIX: `mwlog-${randomUUID().slice(0, 8)}` }), { database: db, logger, migrate: false });
}

/**
 * A trigger that fails statements touching a marked note the way Postgres reports a
 * constraint failure: the value quoted in the message, the row in DETAIL.
 */
async function failOn(db: Database, op: 'INSERT' | 'UPDATE', mark: string): Promise<() => Promise<void>> {
  const name = `mw_fail_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  await db.db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        if new.content like '%${mark}%' then
          raise exception 'new row violates check "%"', new.content using detail = 'Failing row contains (' || new.content || ', ' || coalesce(new.user_id, '') || ').';
        end if;
        return new;
      end $$`),
  );
  await db.db.execute(sql.raw(`create trigger ${name} before ${op} on notes for each row execute function ${name}()`));
  return async () => {
    await db.db.execute(sql.raw(`drop trigger if exists ${name} on notes`));
    await db.db.execute(sql.raw(`drop function if exists ${name}()`));
  };
}

describe('error serializer', () => {
  test('real driver errors keep their class, code and message, never the values they quote or were given', async ({ db }) => {
    const mark = marker();
    const failing = [
      sql`select ${`User said ${mark}`}::int`,
      sql`select ${mark}::uuid`,
      sql`select ${`2026-13-45 ${mark}`}::timestamptz`,
      sql`select * from no_such_table_mwlog where x = ${mark}`,
      sql`select ${mark}::text::vector`,
    ];
    for (const q of failing) {
      const err = await db.db.execute(q).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(Error);
      // The raw error does carry the marker (in message, params or cause): the test can fail.
      expect(JSON.stringify(err) + String((err as Error).message) + String((err as { cause?: Error }).cause?.message)).toContain(mark);
      const logged = serializeError(err);
      const texts = [JSON.stringify(logged), errorMessage(err), unexpectedErrorText(err)];
      for (const t of texts) expect(t).not.toContain(mark.slice(8));
      expect(logged.cause?.code ?? logged.code).toMatch(/^[0-9A-Z]{5}$/);
      expect(logged.stack).toMatch(/\n\s+at /);
    }
  });

  test('identifiers in a database message stay, values go', () => {
    const e = Object.assign(new Error('duplicate key value violates unique constraint "notes_pkey" near "secret words"'), { code: '23505', severity: 'ERROR', detail: 'Key (id)=(secret) already exists.' });
    const logged = serializeError(e);
    expect(logged.message).toBe('duplicate key value violates unique constraint "notes_pkey" near "…"');
    expect(JSON.stringify(logged)).not.toContain('secret');
  });
});

describe('no content in logs', () => {
  test('HTTP: a statement failing during a write logs code and message, not content, user id or evidence', async ({ db, redis, tenant }) => {
    const mark = marker();
    const cap = capture();
    const s = await services(db, redis, cap.logger);
    const server = await TestServer.start(s);
    const undo = await failOn(db, 'INSERT', mark);
    try {
      const key = await server.key(tenant, 'agent', ['a1']);
      const r = await server.post(
        '/v1/memories',
        key,
        writeBody({
          content: `User prefers the ${mark} plan for invoices.`,
          evidence: { messageId: `msg-${mark}` },
          run: { runId: 'r1', agentId: 'a1', userId: `user-${mark}` },
        }),
      );
      expect([r.status, r.body.code]).toEqual([500, 'internal_error']);
      expect(r.text).not.toContain(mark);
      const log = cap.text();
      expect(log).toContain('unhandled error');
      expect(log).toContain('P0001');
      expect(log).toContain('new row violates check');
      expect(log).not.toContain(mark);
      expect(log).not.toContain(ADMIN_KEY);
    } finally {
      await undo();
      await server.close();
      await s.close();
    }
  });

  test('pipeline: a stage whose statement fails logs, stores and rethrows no content', async ({ db, redis, tenant }) => {
    const mark = marker();
    const cap = capture();
    const s = await services(db, redis, cap.logger);
    try {
      const { memwrightFor } = await import('../../src/memwright.js');
      const mw = memwrightFor(s, { tenantId: tenant, role: 'agent' });
      const w = await mw.write(writeBody({ content: `User prefers the ${mark} plan for invoices.`, run: { runId: 'r1', agentId: 'a1', userId: `user-${mark}` } }) as never);
      const noteId = w.note!.id;
      const undo = await failOn(db, 'UPDATE', mark);
      let thrown: unknown;
      try {
        await runStageJob({ ctx: createPipelineContext(s), producer: null }, 'embed', { data: { tenantId: tenant, noteId, version: w.note!.version } }, { attemptsMade: 0, attempts: 1 }).catch(
          (e: unknown) => (thrown = e),
        );
      } finally {
        await undo();
      }
      // What BullMQ would store (and Bull Board show) for the failed job.
      expect(thrown).toBeInstanceOf(Error);
      expect(`${(thrown as Error).message}\n${(thrown as Error).stack}`).not.toContain(mark);
      expect((thrown as Error).message).toContain('P0001');
      const log = cap.text();
      expect(log).toContain('pipeline stage failed');
      expect(log).toContain('P0001');
      expect(log).not.toContain(mark);
    } finally {
      await s.close();
    }
  });
});
