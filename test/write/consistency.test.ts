/**
 * Idempotent retries, concurrent writers and the one-transaction guarantee
 * (a note never exists without its audit event).
 */
import { sql } from 'drizzle-orm';
import { rows } from '../../src/db/database.js';
import { MemwrightError } from '../../src/errors.js';
import { describe, expect, test } from '../support/fixtures.js';
import { agentOf, eventRows, noteRows, operatorOf, write } from './helpers.js';
import { writeBody } from '../support/writeBody.js';

describe('idempotencyKey', () => {
  test('same key + same body → same result, one row, one event', async ({ services, tenant }) => {
    const b = writeBody({ idempotencyKey: 'retry-1' });
    const a = await write(services, agentOf(tenant), b);
    const again = await write(services, agentOf(tenant), b);
    // same body with its keys in another order and padded content is the same request
    const reordered = Object.fromEntries(Object.entries({ ...b, content: `  ${b.content as string}  ` }).reverse());
    const third = await write(services, agentOf(tenant), reordered);
    expect(a.result.outcome).toBe('written');
    expect(again).toEqual(a);
    expect(third).toEqual(a);
    expect(await noteRows(services, tenant)).toHaveLength(1);
    expect(await eventRows(services, tenant)).toHaveLength(1);
  });

  test('same key + different body → 409 idempotency_key_reused, nothing written', async ({ services, tenant }) => {
    await write(services, agentOf(tenant), writeBody({ idempotencyKey: 'retry-2' }));
    for (const other of [writeBody({ idempotencyKey: 'retry-2', content: 'Another statement.' }), writeBody({ idempotencyKey: 'retry-2', evidence: { messageId: 'm2' } })]) {
      const err = await write(services, agentOf(tenant), other).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MemwrightError);
      expect(err).toMatchObject({ status: 409, code: 'idempotency_key_reused' });
    }
    expect(await noteRows(services, tenant)).toHaveLength(1);
  });

  test('replays a policy rejection too, and keys are per tenant', async ({ services, tenant }) => {
    const b = writeBody({ idempotencyKey: 'retry-3', evidence: {} });
    const a = await write(services, agentOf(tenant), b);
    expect([a.httpStatus, a.result.reason]).toEqual([422, 'missing_provenance']);
    expect(await write(services, agentOf(tenant), b)).toEqual(a);
    // the same key in another tenant is a different request
    const elsewhere = await write(services, agentOf(`${tenant}-b`), writeBody({ idempotencyKey: 'retry-3' }));
    expect(elsewhere.result.outcome).toBe('written');
  });

  test('concurrent retries of one request create one note', async ({ services, tenant }) => {
    const b = writeBody({ idempotencyKey: 'retry-4', run: { runId: 'r-idem', agentId: 'a1', userId: 'u1' } });
    const results = await Promise.all(Array.from({ length: 6 }, () => write(services, agentOf(tenant), b)));
    for (const r of results) expect(r).toEqual(results[0]);
    expect(await noteRows(services, tenant)).toHaveLength(1);
  });
});

describe('concurrent writers', () => {
  test('12 writes of one run at once → exactly maxWritesPerRun created, the rest skipped_cap', async ({ services, tenant }) => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => write(services, agentOf(tenant), writeBody({ content: `Parallel fact #${i}: ${String.fromCharCode(97 + i).repeat(30)}` }))),
    );
    const count = (o: string) => results.filter((r) => r.result.outcome === o).length;
    expect(services.config.write.maxWritesPerRun).toBe(5);
    expect(count('written')).toBe(5);
    expect(count('skipped_cap')).toBe(7);
    expect(results.filter((r) => r.result.outcome === 'skipped_cap').every((r) => r.httpStatus === 429)).toBe(true);
    expect(await noteRows(services, tenant)).toHaveLength(5);
    expect(await eventRows(services, tenant)).toHaveLength(5);
  });

  test('runs racing for one slot leave exactly one injectable holder', async ({ services, tenant }) => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        write(services, agentOf(tenant), writeBody({ deletionKey: 'pref/tz', content: `User's time zone is UTC+${i}.`, run: { runId: `race-${i}`, agentId: 'a1', userId: 'u1' } })),
      ),
    );
    expect(results.filter((r) => r.result.outcome === 'written')).toHaveLength(1);
    expect(results.filter((r) => r.result.outcome === 'superseded')).toHaveLength(5);
    const rows = await noteRows(services, tenant);
    const live = rows.filter((r) => r.status === 'provisional');
    expect(live).toHaveLength(1);
    // every other note points (directly) at a newer holder
    for (const r of rows.filter((x) => x.status === 'superseded')) expect(rows.some((x) => x.id === r.supersededById)).toBe(true);
  });

  test('racing restatements of one fact create it once', async ({ services, tenant }) => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => write(services, operatorOf(tenant), writeBody({ run: { runId: `re-${i}`, agentId: 'a1', userId: 'u1' } }))),
    );
    expect(results.map((r) => r.result.outcome).sort()).toEqual(['deduped', 'deduped', 'deduped', 'deduped', 'written']);
    const rows = await noteRows(services, tenant);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.accessCount).toBe(4);
  });
});

/** The message of the database error a promise rejects with (drizzle wraps it in `cause`). */
async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    const err = e as Error & { cause?: Error };
    return `${err.message} ${err.cause?.message ?? ''}`;
  }
  throw new Error('expected the write to fail');
}

describe('one transaction: note, events and idempotency record commit together', () => {
  test('when the audit insert fails, no note (and no idempotency record) remains', async ({ services, tenant }) => {
    const db = services.database.db;
    const fn = `fail_events_${tenant.replace(/-/g, '_')}`;
    await db.execute(sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
      begin if new.tenant_id = '${tenant}' then raise exception 'audit store unavailable'; end if; return new; end $$`));
    await db.execute(sql.raw(`create trigger ${fn} before insert on note_events for each row execute function ${fn}()`));
    try {
      expect(await failure(write(services, agentOf(tenant), writeBody({ idempotencyKey: 'atomic-1' })))).toMatch(/audit store unavailable/);
      expect(await failure(write(services, operatorOf(tenant), writeBody({ run: undefined, deletionKey: 'k' })))).toMatch(/audit store unavailable/);
      expect(await noteRows(services, tenant)).toHaveLength(0);
      expect(await rows(db, sql`select 1 from idempotency_keys where tenant_id = ${tenant}`)).toHaveLength(0);
    } finally {
      await db.execute(sql.raw(`drop trigger ${fn} on note_events`));
      await db.execute(sql.raw(`drop function ${fn}()`));
    }
    // the same idempotent request succeeds once the store is back
    const r = await write(services, agentOf(tenant), writeBody({ idempotencyKey: 'atomic-1' }));
    expect(r.result.outcome).toBe('written');
  });

  test('a superseding write that fails leaves the old holder in place', async ({ services, tenant }) => {
    const db = services.database.db;
    const a = await write(services, agentOf(tenant), writeBody({ deletionKey: 'pref/x' }));
    const fn = `fail_events2_${tenant.replace(/-/g, '_')}`;
    await db.execute(sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
      begin if new.tenant_id = '${tenant}' and new.type = 'superseded' then raise exception 'boom'; end if; return new; end $$`));
    await db.execute(sql.raw(`create trigger ${fn} before insert on note_events for each row execute function ${fn}()`));
    try {
      expect(await failure(write(services, agentOf(tenant), writeBody({ deletionKey: 'pref/x', content: 'New.', run: { runId: 'r2', agentId: 'a1', userId: 'u1' } })))).toMatch(/boom/);
    } finally {
      await db.execute(sql.raw(`drop trigger ${fn} on note_events`));
      await db.execute(sql.raw(`drop function ${fn}()`));
    }
    const rows = await noteRows(services, tenant);
    expect(rows.map((r) => [r.id, r.status, r.supersededById])).toEqual([[a.result.note!.id, 'provisional', null]]);
  });

  test('every note of a busy tenant has its audit event', async ({ services, tenant }) => {
    const writes = [];
    for (let run = 0; run < 4; run++) {
      for (let i = 0; i < 4; i++) {
        writes.push(
          write(services, agentOf(tenant), writeBody({ content: `Run ${run} fact ${i % 3}.`, deletionKey: i === 3 ? 'pref/shared' : undefined, run: { runId: `busy-${run}`, agentId: 'a1', userId: 'u1' } })),
        );
      }
    }
    await Promise.all(writes);
    const rows = await noteRows(services, tenant);
    const evs = await eventRows(services, tenant);
    for (const n of rows) expect(evs.filter((e) => e.noteId === n.id && ['written', 'queued_for_review'].includes(e.type))).toHaveLength(1);
    expect(evs.every((e) => rows.some((n) => n.id === e.noteId))).toBe(true);
  });
});
