import { sql } from 'drizzle-orm';
import { test, expect } from '../support/fixtures.js';
import { rows } from '../../src/db/database.js';
import { HashEmbedder, cosineSimilarity } from '../../src/embed/index.js';
import { memwrightFor } from '../../src/memwright.js';
import { MEMORY_POLICY } from '../../src/recall/render.js';
import { agentKey, clockedServices, harden, operator } from './helpers.js';
import { TestClock } from '../support/clock.js';
import { noteBody } from '../support/writeBody.js';

const run = (runId: string, extra: Record<string, string> = {}) => ({ runId, agentId: 'a1', userId: 'u1', ...extra });

test('context text is pinned: policy, provisional first, scope precedence, dates, labels; byte-stable', async ({ db, redis, tenant }) => {
  const clock = new TestClock(new Date('2026-06-01T09:00:00Z'));
  const s = await clockedServices(db, redis.url, clock);
  try {
    const op = memwrightFor(s, operator(tenant));
    const ag = memwrightFor(s, agentKey(tenant, ['a1', 'a2']));
    const ids: Record<string, string> = {};
    const put = async (name: string, at: string, who: typeof op, body: any, active = true, importance: number | null = null) => {
      clock.set(at);
      const r = await who.write(body);
      expect(r.note, `${name}: ${r.outcome} ${r.reason}`).toBeDefined();
      ids[name] = r.note!.id;
      if (active) await harden(s, r.note!.id, importance);
    };
    await put('org', '2026-06-01T10:00:00Z', op, noteBody('The fiscal year starts in April.', { category: 'fact', scope: { level: 'org' } }));
    await put('agent', '2026-06-02T10:00:00Z', op, noteBody('Answer in British English.', { memoryType: 'procedural', category: 'instruction', scope: { level: 'agent', agentId: 'a1' } }));
    await put('userAll', '2026-06-03T10:00:00Z', op, noteBody("The user's name is Dana.", { category: 'fact', scope: { level: 'user_all_agents', userId: 'u1' } }));
    await put('user', '2026-06-04T10:00:00Z', ag, noteBody('User prefers bar charts.', { run: run('r1') }));
    await put('thread', '2026-06-05T10:00:00Z', ag, noteBody('We are drafting the Q3\n\nreport.', { category: 'context', run: run('r2', { threadId: 't1' }), scope: { level: 'thread' } }));
    // Read on a web page: injected, but labelled as hearsay from a tool.
    await put('tool', '2026-06-08T10:00:00Z', ag, noteBody('The Oslo office closes at 6pm.', { category: 'fact', source: 'tool', evidence: { documentUri: 'https://example.com/oslo' }, run: run('r5') }));
    await put('provisional', '2026-06-10T08:30:00Z', ag, noteBody('User now prefers line charts.', { run: run('r3') }), false);
    await put('olderProvisional', '2026-06-09T08:30:00Z', ag, noteBody('User travels to Oslo next week.', { category: 'event', memoryType: 'episodic', run: run('r4', { threadId: 't1' }), scope: { level: 'thread' } }), false);
    // None of these may appear for (a1, u1, t1):
    await put('otherUser', '2026-06-06T10:00:00Z', ag, noteBody('User prefers tables.', { run: { runId: 'x1', agentId: 'a1', userId: 'u2' } }));
    await put('otherAgent', '2026-06-06T10:00:00Z', ag, noteBody('User prefers maps.', { run: { runId: 'x2', agentId: 'a2', userId: 'u1' } }));
    await put('otherThread', '2026-06-06T10:00:00Z', ag, noteBody('Drafting the Q2 report.', { run: run('x3', { threadId: 't2' }), scope: { level: 'thread' } }));
    await put('pending', '2026-06-07T10:00:00Z', ag, noteBody('Always reply in French.', { memoryType: 'procedural', run: run('x4') }), false);
    await put('otherUserAll', '2026-06-06T10:00:00Z', op, noteBody("The user's name is Eve.", { category: 'fact', scope: { level: 'user_all_agents', userId: 'u2' } }));

    clock.set('2026-06-11T00:00:00Z');
    const req = { agentId: 'a1', userId: 'u1', threadId: 't1', limit: 20 };
    const ctx = await ag.context(req);
    expect(ctx.text).toBe(
      [
        MEMORY_POLICY,
        '',
        'Provisional notes (newest, not yet verified):',
        '- [event, 2026-06-09] "User travels to Oslo next week." (thread t1)',
        // A newer value of the chart preference than the established one: both shown, labelled.
        '- [preference, 2026-06-10, update] "User now prefers line charts." (user u1)',
        '',
        'Established notes:',
        '- [context, 2026-06-05] "We are drafting the Q3 report." (thread t1)',
        '- [fact, 2026-06-08, from a tool, unverified] "The Oslo office closes at 6pm." (user u1)',
        '- [preference, 2026-06-04, older value, replaced by an update] "User prefers bar charts." (user u1)',
        `- [fact, 2026-06-03] "The user's name is Dana." (user u1 (all agents))`,
        '- [instruction, 2026-06-02] "Answer in British English." (agent a1)',
        '- [fact, 2026-06-01] "The fiscal year starts in April." (organisation)',
        '',
      ].join('\n'),
    );
    // `notes` are in score order (the text groups them): without a query, importance and recency.
    expect(new Set(ctx.notes.map((n) => n.id))).toEqual(
      new Set(['olderProvisional', 'provisional', 'thread', 'tool', 'user', 'userAll', 'agent', 'org'].map((k) => ids[k])),
    );
    const scores = ctx.notes.map((n) => n.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const n of ctx.notes) {
      expect(n.parts.similarity).toBeNull();
      expect(n.parts.lexical).toBeNull();
      expect(n.parts.importance).toBe(5);
    }
    // Same importance everywhere: newest first, and the newest note has recency 1.
    expect(ctx.notes[0]!.id).toBe(ids.provisional);
    expect(ctx.notes[0]!.parts.recency).toBe(1);

    // Byte-stable: again, after time passes, after access bookkeeping moved counters,
    // and after unrelated writes in another scope and another tenant.
    // (Not past the 7-day safety-net TTL of the provisional notes: that would change the set.)
    clock.advance(6 * 3600 * 1000);
    await s.access.flush();
    await op.write(noteBody('Unrelated organisation fact.', { scope: { level: 'agent', agentId: 'a2' } }));
    await memwrightFor(s, operator(`${tenant}-other`)).write(noteBody('Other tenant note.', { scope: { level: 'org' } }));
    const again = await ag.context(req);
    expect(again.text).toBe(ctx.text);

    // Without a thread, thread-scoped notes do not match.
    const noThread = await ag.context({ agentId: 'a1', userId: 'u1' });
    expect(noThread.notes.map((n) => n.scope.level)).not.toContain('thread');
    // Default limit is 5 and provisional notes come first.
    expect(noThread.notes).toHaveLength(5);
    expect(noThread.notes[0]!.id).toBe(ids.provisional);
  } finally {
    await s.close();
  }
});

test('empty context renders nothing', async ({ services, tenant }) => {
  const r = await memwrightFor(services, operator(tenant)).context({ agentId: 'a1', userId: 'nobody' });
  expect(r).toEqual({ notes: [], text: '' });
});

test('query ranking: similarity floor for established notes, provisional exempt', async ({ services, tenant }) => {
  const op = memwrightFor(services, operator(tenant));
  const ag = memwrightFor(services, agentKey(tenant, ['a1']));
  const related = await op.write(noteBody('User prefers bar charts for revenue reports.', { scope: { level: 'user', agentId: 'a1', userId: 'u1' } }));
  const unrelated = await op.write(noteBody('The office cat is called Miso.', { category: 'fact', scope: { level: 'org' } }));
  await harden(services, related.note!.id, 5);
  await harden(services, unrelated.note!.id, 10);
  const prov = await ag.write(noteBody('Meeting with legal on Friday.', { category: 'event', memoryType: 'episodic', run: run('r1') }));
  expect(prov.note!.status).toBe('provisional');

  const query = 'bar charts for revenue reports';
  const hash = new HashEmbedder();
  const q = hash.embedOne(query);
  // The fixture is meaningful only if the hash embedder really separates the two.
  const floor = services.config.recall.contextMinSimilarity;
  expect(cosineSimilarity(q, hash.embedOne(related.note!.content))).toBeGreaterThan(floor);
  expect(cosineSimilarity(q, hash.embedOne(unrelated.note!.content))).toBeLessThan(floor);

  const withQuery = await ag.context({ agentId: 'a1', userId: 'u1', query });
  // Provisional notes are always selected; in score order the relevant established note comes first.
  expect(withQuery.notes.map((n) => n.id)).toEqual([related.note!.id, prov.note!.id]);
  expect(withQuery.notes[1]!.parts.similarity).toBeNull();
  // Without a query the (important) unrelated note is eligible again.
  const noQuery = await ag.context({ agentId: 'a1', userId: 'u1' });
  expect(noQuery.notes.map((n) => n.id)).toContain(unrelated.note!.id);
});

test('query ranking: relevance first, importance only breaks near-ties; unembedded established notes stay eligible', async ({ services, tenant }) => {
  const op = memwrightFor(services, operator(tenant));
  const scope = { level: 'user', agentId: 'a1', userId: 'u1' } as const;
  const exact = await op.write(noteBody('User prefers dark mode in every app.', { scope }));
  const near = await op.write(noteBody('User prefers dark mode in the editor.', { scope }));
  const notEmbedded = await op.write(noteBody('User is allergic to peanuts.', { category: 'fact', scope }));
  await harden(services, exact.note!.id, 5);
  await harden(services, near.note!.id, 5);
  await harden(services, notEmbedded.note!.id, 5);
  await services.database.db.execute(sql`update notes set embedding = null, embedding_model = null where id = ${notEmbedded.note!.id}`);

  const query = 'User prefers dark mode in every app.';
  const r = await op.context({ agentId: 'a1', userId: 'u1', query, limit: 3 });
  expect(new Set(r.notes.map((n) => n.id))).toEqual(new Set([exact.note!.id, near.note!.id, notEmbedded.note!.id]));
  // Score order, with the parts that made each score.
  expect(r.notes.map((n) => n.id)).toEqual([exact.note!.id, near.note!.id, notEmbedded.note!.id]);
  const [first, second, third] = r.notes;
  expect(first!.score).toBeGreaterThan(second!.score);
  expect(second!.score).toBeGreaterThan(third!.score);
  expect(first!.parts.similarity).toBeCloseTo(1, 5);
  expect(second!.parts.similarity).toBeLessThan(1);
  expect(third!.parts.similarity).toBeNull();
  expect(first!.parts.lexical).toBeGreaterThan(second!.parts.lexical!);
  // "user" is its only term in common with the query, and every note of the scope carries it: it weighs nothing.
  expect(third!.parts.lexical ?? 0).toBe(0);
  expect(third!.parts.lexical ?? 0).toBeLessThanOrEqual(second!.parts.lexical ?? 0);
  for (const n of r.notes) expect(n.parts.importance).toBe(5);

  const one = await op.context({ agentId: 'a1', userId: 'u1', query, limit: 1 });
  // Same importance, same age: the exact match wins.
  expect(one.notes.map((n) => n.id)).toEqual([exact.note!.id]);
  // The widest importance gap does not lift the less relevant note over the more relevant one.
  await services.database.db.execute(sql`update notes set importance = 0 where id = ${exact.note!.id}`);
  await services.database.db.execute(sql`update notes set importance = 10 where id = ${near.note!.id}`);
  const still = await op.context({ agentId: 'a1', userId: 'u1', query, limit: 2 });
  expect(still.notes.map((n) => n.id)).toEqual([exact.note!.id, near.note!.id]);
  expect(still.notes.map((n) => n.parts.importance)).toEqual([0, 10]);
});

test('hybrid: a note sharing a rare term with the query gets in despite a low similarity; importance cannot lift an unrelated note', async ({ services, tenant }) => {
  const op = memwrightFor(services, operator(tenant));
  const scope = { level: 'user', agentId: 'a1', userId: 'u1' } as const;
  const put = async (text: string, importance: number) => {
    const w = await op.write(noteBody(text, { category: 'fact', scope }));
    await harden(services, w.note!.id, importance);
    return w.note!.id;
  };
  const rare = await put('Zanzibar trip: the ferry tickets are booked.', 5);
  const fillers: string[] = [];
  for (const [i, t] of ['User works on the payments team.', 'User drinks green tea at work.', 'User plays chess on weekends.', 'User reads science fiction.', 'User cycles to the office.', 'User takes the early train.'].entries())
    fillers.push(await put(t, i % 2 ? 9 : 6));
  const unrelatedImportant = await put('The office cat is called Miso.', 10);

  const query = 'when do I leave for Zanzibar';
  // The fixture means something only if the dense side alone would leave the rare-term note out.
  const hash = new HashEmbedder();
  const floor = services.config.recall.contextMinSimilarity;
  expect(cosineSimilarity(hash.embedOne(query), hash.embedOne('Zanzibar trip: the ferry tickets are booked.'))).toBeLessThan(floor);

  const hybrid = await op.context({ agentId: 'a1', userId: 'u1', query, limit: 3 });
  expect(hybrid.notes[0]!.id).toBe(rare);
  expect(hybrid.notes[0]!.parts.lexical).toBeGreaterThan(0);
  expect(hybrid.notes[0]!.parts.similarity).toBeLessThan(floor);
  // Nothing else shares a term or passes the floor: importance 10 does not bring the cat in.
  expect(hybrid.notes.map((n) => n.id)).not.toContain(unrelatedImportant);

  // Dense alone (the eval's baseline, same operation) misses it.
  const { getContext } = await import('../../src/ops/context.js');
  const dense = await getContext(services, operator(tenant), { agentId: 'a1', userId: 'u1', query, limit: 3 }, { retrieval: 'dense' });
  expect(dense.notes.map((n) => n.id)).not.toContain(rare);
  expect(fillers.length).toBe(6);
});

test('next_session notes are hidden from the run and thread that wrote them', async ({ services, tenant }) => {
  const ag = memwrightFor(services, agentKey(tenant, ['a1']));
  const w = await ag.write(noteBody('User is moving to Berlin.', { visibility: 'next_session', run: run('r1', { threadId: 't1' }) }));
  expect(w.note!.visibility).toBe('next_session');
  const ids = async (req: any) => (await ag.context(req)).notes.map((n) => n.id);
  expect(await ids({ agentId: 'a1', userId: 'u1', runId: 'r1' })).toEqual([]);
  expect(await ids({ agentId: 'a1', userId: 'u1', runId: 'r2', threadId: 't1' })).toEqual([]);
  expect(await ids({ agentId: 'a1', userId: 'u1', runId: 'r2' })).toEqual([w.note!.id]);
  expect(await ids({ agentId: 'a1', userId: 'u1', runId: 'r2', threadId: 't9' })).toEqual([w.note!.id]);
  expect(await ids({ agentId: 'a1', userId: 'u1' })).toEqual([w.note!.id]);
});

test('expired notes are not injected even before the ttl-prune job runs', async ({ db, redis, tenant }) => {
  const clock = new TestClock(new Date('2026-06-01T10:00:00Z'));
  const s = await clockedServices(db, redis.url, clock);
  try {
    const ag = memwrightFor(s, agentKey(tenant, ['a1']));
    const w = await ag.write(noteBody('User is in a meeting.', { category: 'context', ttlSeconds: 3600, run: run('r1') }));
    expect((await ag.context({ agentId: 'a1', userId: 'u1' })).notes).toHaveLength(1);
    clock.advance(3601 * 1000);
    expect((await ag.context({ agentId: 'a1', userId: 'u1' })).notes).toHaveLength(0);
    expect((await ag.get(w.note!.id)).status).toBe('provisional');
  } finally {
    await s.close();
  }
});

test('reads record access off the hot path, in one batched update that leaves version alone', async ({ services, tenant }) => {
  const ag = memwrightFor(services, agentKey(tenant, ['a1']));
  const a = await ag.write(noteBody('User likes tea.', { run: run('r1') }));
  const b = await ag.write(noteBody('User lives in Oslo.', { category: 'fact', run: run('r1') }));
  await ag.context({ agentId: 'a1', userId: 'u1' });
  await ag.context({ agentId: 'a1', userId: 'u1' });
  // Nothing written yet: the read did not touch the rows.
  expect((await ag.get(a.note!.id)).accessCount).toBe(0);
  expect(services.access.pendingCount).toBeGreaterThanOrEqual(2);
  await services.access.flush();
  const got = await rows<{ id: string; access_count: number; last_accessed_at: Date | null; version: number }>(
    services.database.db,
    sql`select id, access_count, last_accessed_at, version from notes where id in (${a.note!.id}, ${b.note!.id})`,
  );
  for (const r of got) {
    expect(r.access_count).toBe(2);
    expect(r.last_accessed_at).not.toBeNull();
    expect(r.version).toBe(1);
  }
});

test('access flush also runs on its own timer', async ({ services, tenant }) => {
  const ag = memwrightFor(services, agentKey(tenant, ['a1']));
  const a = await ag.write(noteBody('User likes coffee.', { run: run('r1') }));
  await ag.context({ agentId: 'a1', userId: 'u1' });
  await expect.poll(async () => (await ag.get(a.note!.id)).accessCount, { timeout: 10_000 }).toBe(1);
});

test('validation and authorisation', async ({ services, tenant }) => {
  const ag = memwrightFor(services, agentKey(tenant, ['a1']));
  await expect(ag.context({ agentId: 'a2', userId: 'u1' })).rejects.toMatchObject({ status: 403, code: 'agent_not_allowed' });
  await expect(ag.context({ agentId: 'a1', userId: 'u1', limit: 51 })).rejects.toMatchObject({ status: 400, issues: [{ field: 'limit' }] });
  await expect(ag.context({ agentId: 'a1' } as any)).rejects.toMatchObject({ status: 400, issues: [{ field: 'userId' }] });
  await expect(ag.context({ agentId: 'a1', userId: 'u1', query: '  ' })).rejects.toMatchObject({ status: 400, issues: [{ field: 'query' }] });
  await expect(ag.context({ agentId: 'a1', userId: 'u1', tenantId: 'x' } as any)).rejects.toMatchObject({ status: 400, issues: [{ field: 'tenantId' }] });
});

test('the exact and the HNSW retrieval paths agree on a scope', async ({ services, tenant }) => {
  const { matchConditions, nearestEstablished } = await import('../../src/recall/candidates.js');
  const op = memwrightFor(services, operator(tenant));
  const topics = ['charts', 'tea', 'coffee', 'Oslo', 'Berlin', 'reports', 'dashboards', 'French', 'music', 'chess'];
  for (let i = 0; i < 40; i++) {
    const text = `User note ${i}: likes ${topics[i % 10]} and ${topics[(i * 3) % 10]} on day ${i % 7}.`;
    const r = await op.write(noteBody(text, { scope: i % 4 === 0 ? { level: 'org' } : { level: 'user', agentId: 'a1', userId: 'u1' } }));
    await harden(services, r.note!.id, 5);
  }
  const vector = new HashEmbedder().embedOne('likes charts and reports');
  const match = matchConditions({ tenantId: tenant, agentId: 'a1', userId: 'u1' }, new Date());
  const run = (force: 'exact' | 'hnsw') => nearestEstablished(services.database.db, match, { vector, model: 'hash-v1' }, { candidateLimit: 10, efSearch: 200, force });
  const exact = await run('exact');
  const hnsw = await run('hnsw');
  expect(exact.path).toBe('exact');
  expect(hnsw.path).toBe('hnsw');
  expect(exact.candidates).toHaveLength(10);
  const exactIds = new Set(exact.candidates.map((c) => c.id));
  const overlap = hnsw.candidates.filter((c) => exactIds.has(c.id)).length;
  expect(overlap).toBeGreaterThanOrEqual(9);
  // Exact path: sorted by similarity, every candidate in scope and tenant.
  const sims = exact.candidates.map((c) => c.similarity!);
  expect([...sims].sort((a, b) => b - a)).toEqual(sims);
  const inTenant = await rows<{ id: string }>(services.database.db, sql`select id from notes where tenant_id = ${tenant}`);
  const tenantIds = new Set(inTenant.map((r) => r.id));
  for (const c of [...exact.candidates, ...hnsw.candidates]) expect(tenantIds.has(c.id)).toBe(true);
  // Auto mode picks exact for a small scope.
  const auto = await nearestEstablished(services.database.db, match, { vector, model: 'hash-v1' }, { candidateLimit: 10, efSearch: 200 });
  expect(auto.path).toBe('exact');
});

test('context through the HNSW path (large scope) returns what the exact path returns', async ({ services, tenant }) => {
  const { CONTEXT_DEFAULTS } = await import('../../src/ops/context.js');
  const op = memwrightFor(services, operator(tenant));
  const scope = { level: 'user', agentId: 'a1', userId: 'u1' } as const;
  const ids: string[] = [];
  for (const text of ['User prefers dark mode in every app.', 'User prefers dark mode in the editor.', 'User is allergic to peanuts.', 'User prefers light mode on paper.']) {
    const r = await op.write(noteBody(text, { scope }));
    await harden(services, r.note!.id, 5);
    ids.push(r.note!.id);
  }
  // One established note without a vector: eligible on both paths.
  await services.database.db.execute(sql`update notes set embedding = null, embedding_model = null where id = ${ids[2]!}`);
  const req = { agentId: 'a1', userId: 'u1', query: 'User prefers dark mode in every app.', limit: 10 };
  const exact = await op.context(req);
  const saved = CONTEXT_DEFAULTS.exactThreshold;
  CONTEXT_DEFAULTS.exactThreshold = 1;
  try {
    const viaHnsw = await op.context(req);
    expect(viaHnsw.text).toBe(exact.text);
    expect(viaHnsw.notes.map((n) => n.id)).toContain(ids[2]);
  } finally {
    CONTEXT_DEFAULTS.exactThreshold = saved;
  }
});

test('embedder down: a query still retrieves by its words, newest and most important after', async ({ db, redis, tenant, services }) => {
  const op = memwrightFor(services, operator(tenant));
  const scope = { level: 'user', agentId: 'a1', userId: 'u1' } as const;
  const ids: Record<string, string> = {};
  for (const [k, text, importance] of [['kestrel', 'Project Kestrel forecasts warehouse demand.', 3], ['tea', 'User drinks green tea.', 9], ['chess', 'User plays chess.', 8]] as const) {
    const w = await op.write(noteBody(text, { category: 'fact', scope }));
    await harden(services, w.note!.id, importance);
    ids[k] = w.note!.id;
  }
  const broken = {
    modelId: 'broken',
    dimensions: 384,
    embed: async () => {
      throw new Error('model thread died');
    },
    close: async () => {},
  };
  const { createServices } = await import('../../src/services.js');
  const pino = (await import('pino')).default;
  const { testConfig } = await import('../support/fixtures.js');
  const s = await createServices(testConfig(redis.url), { database: db, embedder: broken, logger: pino({ level: 'silent' }), noQueue: true });
  try {
    const r = await memwrightFor(s, operator(tenant)).context({ agentId: 'a1', userId: 'u1', query: 'what is kestrel about', limit: 3 });
    // The one note sharing a word comes first despite the lowest importance; no similarity anywhere.
    expect(r.notes.map((n) => n.id)).toEqual([ids.kestrel, ids.tea, ids.chess]);
    expect(r.notes[0]!.parts.lexical).toBeGreaterThan(0);
    for (const n of r.notes) expect(n.parts.similarity).toBeNull();
  } finally {
    await s.close();
  }
});
