/**
 * writeMemory end to end: real PGlite, real Redis. Every outcome leaves exactly the
 * rows, audit events and pipeline jobs it promises.
 */
import { eq } from 'drizzle-orm';
import { agentConfigs, tenants } from '../../src/db/schema.js';
import { MemwrightError } from '../../src/errors.js';
import { memwrightFor } from '../../src/memwright.js';
import { describe, expect, test } from '../support/fixtures.js';
import { agentOf, embedJob, eventRows, noteRows, operatorOf, write } from './helpers.js';
import { writeBody } from '../support/writeBody.js';

describe('every outcome through real PGlite + Redis', () => {
  test('written: provisional row, audit event, embed job under its deterministic id', async ({ services, tenant }) => {
    const now = new Date('2026-06-10T12:00:00.000Z');
    const r = await write(services, agentOf(tenant), writeBody({ deletionKey: 'pref/charts', run: { runId: 'r1', agentId: 'a1', userId: 'u1', conversationId: 'c1' } }), { now: () => now });
    expect(r.httpStatus).toBe(201);
    expect(r.result.outcome).toBe('written');
    const n = r.result.note!;
    expect(n).toMatchObject({
      tenantId: tenant,
      status: 'provisional',
      content: 'User prefers bar charts over pie charts.',
      memoryType: 'semantic',
      category: 'fact',
      scope: { level: 'user', agentId: 'a1', userId: 'u1', threadId: null },
      authorType: 'agent',
      source: 'user',
      confidence: 'asserted',
      evidence: { messageId: 'm1' },
      run: { runId: 'r1', agentId: 'a1', userId: 'u1', threadId: null, conversationId: 'c1' },
      visibility: 'immediate',
      conflictPolicy: 'supersede',
      deletionKey: 'pref/charts',
      protectionTier: 'standard',
      accessCount: 0,
      pipelineStage: 'embed',
      version: 1,
      createdAt: now.toISOString(),
      // agent-authored provisional notes get the 7-day safety net
      expiresAt: new Date(now.getTime() + 7 * 24 * 3600 * 1000).toISOString(),
    });
    const [row] = await noteRows(services, tenant);
    expect(row!.id).toBe(n.id);
    expect(row!.pipelineError).toBeNull();
    expect(row!.authorId).toBe('key-agent');
    const evs = await eventRows(services, tenant, n.id);
    expect(evs.map((e) => [e.type, e.actor, e.reason])).toEqual([['written', 'agent:key-agent', 'written']]);
    expect(evs[0]!.evidence).toEqual({ messageId: 'm1' });
    const job = await embedJob(services, n.id, 1);
    expect(job?.id).toBe(`embed-${n.id}-v1`);
    expect(job?.data).toEqual({ tenantId: tenant, noteId: n.id, version: 1 });
    // the job carries ids only, never the content
    expect(JSON.stringify(job?.data)).not.toContain('bar charts');
  });

  test('superseded_own: rewrite in place, version bump, new embed job for the new version', async ({ services, tenant }) => {
    const a = await write(services, agentOf(tenant), writeBody({ deletionKey: 'pref/charts' }));
    const b = await write(services, agentOf(tenant), writeBody({ deletionKey: 'pref/charts', content: 'User prefers line charts.', evidence: { messageId: 'm2' } }));
    expect([b.httpStatus, b.result.outcome]).toEqual([200, 'superseded_own']);
    expect(b.result.note).toMatchObject({ id: a.result.note!.id, content: 'User prefers line charts.', version: 2, evidence: { messageId: 'm2' }, status: 'provisional' });
    expect(await noteRows(services, tenant)).toHaveLength(1);
    expect((await eventRows(services, tenant, a.result.note!.id)).map((e) => e.type)).toEqual(['written', 'superseded_own']);
    expect(await embedJob(services, a.result.note!.id, 2)).toBeDefined();
  });

  test('superseded_own: last write wins for how the statement was made, and a rewrite that needs review waits for it', async ({ services, tenant }) => {
    const a = await write(services, agentOf(tenant), writeBody({ deletionKey: 'pref/charts', confidence: 'observed', source: 'tool' }));
    const b = await write(services, agentOf(tenant), writeBody({ deletionKey: 'pref/charts', content: 'User seems to prefer line charts.', confidence: 'inferred', source: 'agent', category: 'preference' }));
    expect([b.httpStatus, b.result.outcome]).toEqual([200, 'superseded_own']);
    expect(b.result.note).toMatchObject({
      id: a.result.note!.id,
      content: 'User seems to prefer line charts.',
      confidence: 'inferred',
      source: 'agent',
      category: 'preference',
      status: 'pending_review',
      reviewReason: 'inferred_fact',
      deletionKey: 'pref/charts',
    });
    // a note waiting in review is not on the pipeline
    expect(await embedJob(services, a.result.note!.id, 2)).toBeUndefined();
  });

  test('superseded: another run takes the slot; the old note is linked to the new one', async ({ services, tenant }) => {
    const a = await write(services, agentOf(tenant), writeBody({ deletionKey: 'pref/charts' }));
    const b = await write(services, agentOf(tenant), writeBody({ deletionKey: 'pref/charts', content: 'User prefers line charts.', run: { runId: 'r2', agentId: 'a1', userId: 'u1' } }));
    expect([b.httpStatus, b.result.outcome, b.result.note?.status]).toEqual([201, 'superseded', 'provisional']);
    const rows = await noteRows(services, tenant);
    const old = rows.find((r) => r.id === a.result.note!.id)!;
    expect([old.status, old.supersededById, old.pipelineStage, old.version]).toEqual(['superseded', b.result.note!.id, 'done', 2]);
    expect((await eventRows(services, tenant, old.id)).map((e) => e.type)).toEqual(['written', 'superseded']);
    expect((await eventRows(services, tenant, b.result.note!.id)).map((e) => [e.type, e.reason])).toEqual([['written', 'superseded']]);
    expect(await embedJob(services, b.result.note!.id)).toBeDefined();
  });

  test('deduped: exact restatement bumps access, writes nothing new, enqueues nothing', async ({ services, tenant }) => {
    const a = await write(services, agentOf(tenant), writeBody());
    const later = new Date(Date.now() + 60_000);
    const b = await write(services, agentOf(tenant), writeBody({ content: '  user prefers BAR charts over   pie charts.', run: { runId: 'r2', agentId: 'a1', userId: 'u1' } }), { now: () => later });
    expect([b.httpStatus, b.result.outcome, b.result.note?.id]).toEqual([200, 'deduped', a.result.note!.id]);
    expect(b.result.note).toMatchObject({ accessCount: 1, lastAccessedAt: later.toISOString(), version: 1 });
    expect(await noteRows(services, tenant)).toHaveLength(1);
    expect((await eventRows(services, tenant, a.result.note!.id)).map((e) => e.type)).toEqual(['written', 'deduped']);
    expect(await embedJob(services, a.result.note!.id, 2)).toBeUndefined();
  });

  test('ADD-only-strict: any textual difference from an established note writes a new note', async ({ services, tenant }) => {
    await write(services, agentOf(tenant), writeBody());
    const b = await write(services, agentOf(tenant), writeBody({ content: 'User prefers pie charts over bar charts.', run: { runId: 'r2', agentId: 'a1', userId: 'u1' } }));
    expect(b.result.outcome).toBe('written');
    expect(await noteRows(services, tenant)).toHaveLength(2);
  });

  test('skipped_duplicate: same normalised text in the same run and scope returns the existing note', async ({ services, tenant }) => {
    const a = await write(services, agentOf(tenant), writeBody());
    const b = await write(services, agentOf(tenant), writeBody({ content: 'USER prefers bar charts over pie charts.' }));
    expect([b.httpStatus, b.result.outcome, b.result.note?.id]).toEqual([200, 'skipped_duplicate', a.result.note!.id]);
    expect(await noteRows(services, tenant)).toHaveLength(1);
    expect((await eventRows(services, tenant)).map((e) => e.type)).toEqual(['written']);
  });

  test('skipped_cap: the 6th new note of a run is refused with 429; rewrites and skips never count', async ({ services, tenant }) => {
    const p = agentOf(tenant);
    for (let i = 0; i < 5; i++) expect((await write(services, p, writeBody({ content: `Distinct fact number ${i}: ${'abcdefghij'[i]!.repeat(20)}` }))).result.outcome).toBe('written');
    // a duplicate, a rewrite and a restatement still pass a full run
    expect((await write(services, p, writeBody({ content: `Distinct fact number 0: ${'a'.repeat(20)}` }))).result.outcome).toBe('skipped_duplicate');
    // (a rewrite keeps every fact of the text it replaces — issue 9)
    expect((await write(services, p, writeBody({ content: `Distinct fact number 1: ${'b'.repeat(20)}!` }))).result.outcome).toBe('superseded_own');
    const capped = await write(services, p, writeBody({ content: 'A sixth, brand new fact.' }));
    expect([capped.httpStatus, capped.result.outcome, capped.result.reason, capped.result.note]).toEqual([429, 'skipped_cap', 'max_writes_per_run', undefined]);
    expect(await noteRows(services, tenant)).toHaveLength(5);
    // another run, and the same run id in another tenant, are not capped
    expect((await write(services, p, writeBody({ content: 'A sixth, brand new fact.', run: { runId: 'r2', agentId: 'a1', userId: 'u1' } }))).result.outcome).toBe('written');
    expect((await write(services, agentOf(`${tenant}-x`), writeBody({ content: 'A sixth, brand new fact.' }))).result.outcome).toBe('written');
  });

  test('skipped_cap honours the per-agent maxWritesPerRun', async ({ services, tenant }) => {
    await services.database.db.insert(agentConfigs).values({ tenantId: tenant, agentId: 'a1', maxWritesPerRun: 1 });
    expect((await write(services, agentOf(tenant), writeBody())).result.outcome).toBe('written');
    expect((await write(services, agentOf(tenant), writeBody({ content: 'Another fact entirely.' }))).result.outcome).toBe('skipped_cap');
  });

  test('queued_for_review: pending_review row, event, no pipeline job', async ({ services, tenant }) => {
    const r = await write(services, agentOf(tenant), writeBody({ content: 'Always answer in French.', memoryType: 'procedural' }));
    expect([r.httpStatus, r.result.outcome, r.result.reason]).toEqual([202, 'queued_for_review', 'procedural_requires_review']);
    expect(r.result.note).toMatchObject({ status: 'pending_review', category: 'instruction', reviewReason: 'procedural_requires_review' });
    expect((await eventRows(services, tenant, r.result.note!.id)).map((e) => [e.type, e.reason])).toEqual([['queued_for_review', 'procedural_requires_review']]);
    expect(await embedJob(services, r.result.note!.id)).toBeUndefined();
  });

  test('queued_for_review counts against the cap (a new note)', async ({ services, tenant }) => {
    await services.database.db.insert(agentConfigs).values({ tenantId: tenant, agentId: 'a1', maxWritesPerRun: 1 });
    expect((await write(services, agentOf(tenant), writeBody({ confidence: 'inferred' }))).result.outcome).toBe('queued_for_review');
    expect((await write(services, agentOf(tenant), writeBody({ content: 'Something else entirely.' }))).result.outcome).toBe('skipped_cap');
  });

  test('inferred at thread scope is written directly when the tenant allows it', async ({ services, tenant }) => {
    const b = writeBody({ confidence: 'inferred', scope: { level: 'thread' }, run: { runId: 'r1', agentId: 'a1', userId: 'u1', threadId: 't1' } });
    expect((await write(services, agentOf(tenant), b)).result.outcome).toBe('queued_for_review');
    await services.database.db.insert(tenants).values({ id: tenant, allowInferredAtThreadScope: true }).onConflictDoUpdate({ target: tenants.id, set: { allowInferredAtThreadScope: true } });
    const r = await write(services, agentOf(tenant), { ...b, content: 'The user seems to be in Berlin this week.' });
    expect(r.result.outcome).toBe('written');
    expect(r.result.note?.scope).toEqual({ level: 'thread', agentId: 'a1', userId: 'u1', threadId: 't1' });
  });

  test.for<[string, number, unknown]>([
    ['missing_provenance', 422, writeBody({ evidence: {} })],
    ['missing_provenance', 422, writeBody({ evidence: undefined })],
    ['scope_not_allowed', 422, writeBody({ scope: { userId: 'u2' } })],
    ['scope_not_allowed', 422, writeBody({ scope: { agentId: 'a2' } })],
    ['scope_not_allowed', 422, writeBody({ run: { runId: 'r1', agentId: 'a1' } })],
    ['scope_not_allowed', 422, writeBody({ scope: { level: 'thread' } })],
  ])('rejected %s (%i) writes nothing', async ([reason, status, b], { services, tenant }) => {
    const r = await write(services, agentOf(tenant), b);
    expect([r.httpStatus, r.result.outcome, r.result.reason, r.result.note]).toEqual([status, 'rejected', reason, undefined]);
    expect(await noteRows(services, tenant)).toHaveLength(0);
    expect(await eventRows(services, tenant)).toHaveLength(0);
  });

  test('rejected memory_write_disabled for an agent switched off; operators unaffected', async ({ services, tenant }) => {
    await services.database.db.insert(agentConfigs).values({ tenantId: tenant, agentId: 'a1', allowMemoryWrite: false });
    const r = await write(services, agentOf(tenant), writeBody());
    expect([r.httpStatus, r.result.outcome, r.result.reason]).toEqual([422, 'rejected', 'memory_write_disabled']);
    // another agent of the same tenant is not switched off
    expect((await write(services, agentOf(tenant), writeBody({ run: { runId: 'r1', agentId: 'a2', userId: 'u1' } }))).result.outcome).toBe('written');
    expect((await write(services, operatorOf(tenant), writeBody())).result.outcome).toBe('written');
    expect((await noteRows(services, tenant)).map((n) => n.authorType).sort()).toEqual(['agent', 'operator']);
  });

  test('rejected slot_taken (409) leaves the holder alone', async ({ services, tenant }) => {
    const a = await write(services, operatorOf(tenant), writeBody({ run: undefined, scope: { level: 'user_all_agents', userId: 'u1' }, deletionKey: 'pref/charts' }));
    const r = await write(services, operatorOf(tenant), writeBody({ run: undefined, scope: { userId: 'u1' }, deletionKey: 'pref/charts', conflictPolicy: 'reject', content: 'Other.' }));
    expect([r.httpStatus, r.result.outcome, r.result.reason]).toEqual([409, 'rejected', 'slot_taken']);
    const rows = await noteRows(services, tenant);
    expect(rows.map((n) => [n.id, n.status])).toEqual([[a.result.note!.id, 'provisional']]);
  });

  test('operator slot supersede works without a run (run-less holders are seen)', async ({ services, tenant }) => {
    const op = operatorOf(tenant);
    const a = await write(services, op, writeBody({ run: undefined, deletionKey: 'org/policy', content: 'Refunds within 30 days.' }));
    const b = await write(services, op, writeBody({ run: undefined, deletionKey: 'org/policy', content: 'Refunds within 14 days.' }));
    expect(b.result.outcome).toBe('superseded');
    expect((await noteRows(services, tenant)).find((n) => n.id === a.result.note!.id)?.status).toBe('superseded');
    // operator notes carry no safety-net TTL unless asked
    expect(b.result.note?.expiresAt).toBeNull();
    const c = await write(services, op, writeBody({ run: undefined, content: 'In a meeting.', ttlSeconds: 3600 }));
    expect(c.result.note?.expiresAt).not.toBeNull();
    expect((await noteRows(services, tenant)).find((n) => n.id === c.result.note!.id)?.ttlExplicit).toBe(true);
  });

  test('invalid input and forbidden fields throw before anything is written', async ({ services, tenant }) => {
    const cases: [unknown, number, string, string | undefined][] = [
      [writeBody({ content: '   ' }), 400, 'validation_error', 'content'],
      [writeBody({ extra: 1 }), 400, 'validation_error', 'extra'],
      [writeBody({ run: undefined }), 400, 'validation_error', 'run'],
      [writeBody({ protectionTier: 'protected' }), 403, 'field_not_allowed', undefined],
      [writeBody({ importance: 9 }), 403, 'field_not_allowed', undefined],
      [writeBody({ source: 'human_review' }), 403, 'field_not_allowed', undefined],
      [writeBody({ source: 'system' }), 403, 'field_not_allowed', undefined],
      [writeBody({ run: { runId: 'r1', agentId: 'a9', userId: 'u1' } }), 403, 'agent_not_allowed', undefined],
    ];
    for (const [b, status, code, field] of cases) {
      const err = await write(services, agentOf(tenant), b).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(MemwrightError);
      expect(err).toMatchObject({ status, code });
      if (field) expect((err as MemwrightError).issues?.map((i) => i.field)).toContain(field);
    }
    expect(await noteRows(services, tenant)).toHaveLength(0);
  });

  test('a run is one agent\'s run: the same runId under another agent has its own cap and its own notes', async ({ services, tenant }) => {
    const p = agentOf(tenant);
    for (let i = 0; i < 5; i++) expect((await write(services, p, writeBody({ content: `Agent one fact ${i}: ${'klmno'[i]!.repeat(25)}` }))).result.outcome).toBe('written');
    expect((await write(services, p, writeBody({ content: 'Agent one, one too many.' }))).result.outcome).toBe('skipped_cap');
    const other = await write(services, p, writeBody({ content: 'Agent two, first fact.', run: { runId: 'r1', agentId: 'a2', userId: 'u1' } }));
    expect(other.result.outcome).toBe('written');
    // and a2's identical text is not a duplicate of a1's note (another scope, another run)
    const same = await write(services, p, writeBody({ content: `Agent one fact 0: ${'k'.repeat(25)}`, run: { runId: 'r1', agentId: 'a2', userId: 'u1' } }));
    expect(same.result.outcome).toBe('written');
  });

  test('a malformed scope is a 400 before any policy step (even with missing evidence or a disabled agent)', async ({ services, tenant }) => {
    await services.database.db.insert(agentConfigs).values({ tenantId: tenant, agentId: 'a1', allowMemoryWrite: false });
    const cases: [ReturnType<typeof agentOf>, unknown, string][] = [
      [agentOf(tenant), writeBody({ run: undefined, evidence: {} }), 'run'],
      [operatorOf(tenant), writeBody({ run: undefined, evidence: {}, scope: { level: 'thread', agentId: 'a1', userId: 'u1' } }), 'scope.threadId'],
      [operatorOf(tenant), writeBody({ scope: { level: 'org', userId: 'u1' } }), 'scope.userId'],
    ];
    for (const [p, b, field] of cases) {
      const err = await write(services, p, b).catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 400, code: 'validation_error' });
      expect((err as MemwrightError).issues?.map((i) => i.field)).toEqual([field]);
    }
    expect(await noteRows(services, tenant)).toHaveLength(0);
  });

  test('the library facade writes through the same path', async ({ services, tenant }) => {
    const mw = memwrightFor(services, { tenantId: tenant });
    const r = await mw.write(writeBody() as never);
    expect([r.httpStatus, r.outcome]).toEqual([201, 'written']);
    expect((await mw.list()).items.map((n) => n.id)).toEqual([r.note!.id]);
    expect((await mw.get(r.note!.id)).content).toBe(r.note!.content);
    const rows = await services.database.db.select().from(tenants).where(eq(tenants.id, tenant));
    expect(rows).toHaveLength(0); // writing does not require (or create) a tenants row
  });
});
