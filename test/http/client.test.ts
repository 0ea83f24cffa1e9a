/**
 * `@memwright/client` (packages/client) against a real listening server with the pipeline
 * running: every method of MemwrightClient once at least, and the producer through the
 * real ingest worker. The published OpenAPI document is the checklist: every operation in
 * /docs/json must map to a client method (OPERATIONS below) and must have been answered
 * 2xx through the client's own fetch during the test, so a new route without a client
 * method fails here. The package's hand-written types are held equal to the contract's
 * zod-derived ones at compile time (`tsc`), so they cannot drift apart.
 */
import { afterEach, expectTypeOf } from 'vitest';
import type { z } from 'zod';
import { MemwrightClient, MemwrightClientError } from '../../packages/client/src/index.js';
import type * as C from '../../packages/client/src/index.js';
import { createProducer } from '../../packages/client/src/producer.js';
import type * as Enums from '../../src/contract/enums.js';
import type { NoteDto, NoteList, WriteResult } from '../../src/contract/note.js';
import type { MemoryWriteInput } from '../../src/contract/write.js';
import type { ContextRequest, ContextResult, ScoreParts } from '../../src/contract/context.js';
import type { History } from '../../src/contract/history.js';
import type { Correction } from '../../src/contract/correction.js';
import type { Restore, RestoreResult } from '../../src/contract/restore.js';
import type { ErasureRequest, ErasureResult } from '../../src/contract/erasure.js';
import type { ErasurePreview, Directory, PipelineHealth, directoryQuerySchema } from '../../src/contract/inspector.js';
import type { ReviewDecision, reviewListQuerySchema } from '../../src/contract/review.js';
import type { AgentConfig, AgentConfigInput } from '../../src/contract/agents.js';
import type { listQuerySchema } from '../../src/contract/memories.js';
import type { EventBatchInput, EventBatchResult } from '../../src/contract/events.js';
import type { createKeySchema } from '../../src/contract/keys.js';
import type { endUserListQuerySchema, endUserSchema, UserTokenDto, userTokenRequestSchema } from '../../src/contract/userToken.js';
import type { ApiKeyView } from '../../src/auth/keys.js';
import type { Problem } from '../../src/contract/problem.js';
import { startPipeline } from '../../workers/pipeline.js';
import { ADMIN_KEY, describe, expect, test } from '../support/fixtures.js';
import { TestServer } from '../support/http.js';
import { pipelineServices, settled } from '../pipeline/support.js';

// Compile-time: the package's types are the contract's. Queries compare with the parsed
// (output) side, where a coerced `limit` is a number.
expectTypeOf<C.MemoryType>().toEqualTypeOf<Enums.MemoryType>();
expectTypeOf<C.Category>().toEqualTypeOf<Enums.Category>();
expectTypeOf<C.Source>().toEqualTypeOf<Enums.Source>();
expectTypeOf<C.Confidence>().toEqualTypeOf<Enums.Confidence>();
expectTypeOf<C.Visibility>().toEqualTypeOf<Enums.Visibility>();
expectTypeOf<C.ConflictPolicy>().toEqualTypeOf<Enums.ConflictPolicy>();
expectTypeOf<C.ProtectionTier>().toEqualTypeOf<Enums.ProtectionTier>();
expectTypeOf<C.AuthorType>().toEqualTypeOf<Enums.AuthorType>();
expectTypeOf<C.EventRole>().toEqualTypeOf<Enums.EventRole>();
expectTypeOf<C.ExtractionTrigger>().toEqualTypeOf<Enums.ExtractionTrigger>();
expectTypeOf<C.ScopeLevel>().toEqualTypeOf<Enums.ScopeLevel>();
expectTypeOf<C.NoteStatus>().toEqualTypeOf<Enums.NoteStatus>();
expectTypeOf<C.Role>().toEqualTypeOf<Enums.Role>();
expectTypeOf<C.Outcome>().toEqualTypeOf<Enums.Outcome>();
expectTypeOf<C.MemoryWriteInput>().toEqualTypeOf<MemoryWriteInput>();
expectTypeOf<C.NoteDto>().toEqualTypeOf<NoteDto>();
expectTypeOf<C.WriteResult>().toEqualTypeOf<WriteResult>();
expectTypeOf<C.NoteList>().toEqualTypeOf<NoteList>();
expectTypeOf<C.ListQuery>().toEqualTypeOf<z.output<typeof listQuerySchema>>();
expectTypeOf<C.ContextRequest>().toEqualTypeOf<ContextRequest>();
expectTypeOf<C.ContextResult>().toEqualTypeOf<ContextResult>();
expectTypeOf<C.ScoreParts>().toEqualTypeOf<ScoreParts>();
expectTypeOf<C.History>().toEqualTypeOf<History>();
expectTypeOf<C.Correction>().toEqualTypeOf<Correction>();
expectTypeOf<C.Restore>().toEqualTypeOf<Restore>();
expectTypeOf<C.RestoreResult>().toEqualTypeOf<RestoreResult>();
expectTypeOf<C.ErasureRequest>().toEqualTypeOf<ErasureRequest>();
expectTypeOf<C.ErasureResult>().toEqualTypeOf<ErasureResult>();
expectTypeOf<C.ErasurePreview>().toEqualTypeOf<ErasurePreview>();
expectTypeOf<C.ReviewListQuery>().toEqualTypeOf<z.output<typeof reviewListQuerySchema>>();
expectTypeOf<C.ReviewDecision>().toEqualTypeOf<ReviewDecision>();
expectTypeOf<C.AgentConfigInput>().toEqualTypeOf<AgentConfigInput>();
expectTypeOf<C.AgentConfig>().toEqualTypeOf<AgentConfig>();
expectTypeOf<C.EventBatchInput>().toEqualTypeOf<EventBatchInput>();
expectTypeOf<C.EventBatchResult>().toEqualTypeOf<EventBatchResult>();
expectTypeOf<C.CreateKey>().toEqualTypeOf<z.input<typeof createKeySchema>>();
expectTypeOf<C.ApiKeyView>().toEqualTypeOf<ApiKeyView>();
expectTypeOf<C.UserTokenRequest>().toEqualTypeOf<z.input<typeof userTokenRequestSchema>>();
expectTypeOf<C.UserToken>().toEqualTypeOf<UserTokenDto>();
expectTypeOf<C.EndUser>().toEqualTypeOf<z.output<typeof endUserSchema>>();
expectTypeOf<C.EndUserListQuery>().toEqualTypeOf<z.output<typeof endUserListQuerySchema>>();
expectTypeOf<C.DirectoryQuery>().toEqualTypeOf<z.output<typeof directoryQuerySchema>>();
expectTypeOf<C.Directory>().toEqualTypeOf<Directory>();
expectTypeOf<C.PipelineHealth>().toEqualTypeOf<PipelineHealth>();
expectTypeOf<Problem>().toExtend<C.ProblemDocument>();

type Method = Exclude<keyof MemwrightClient, 'constructor'>;

/** Every operation of the OpenAPI document and the client method that calls it. */
const OPERATIONS: Record<string, Method> = {
  'POST /v1/memories': 'write',
  'GET /v1/memories': 'list',
  'GET /v1/memories/{id}': 'get',
  'PATCH /v1/memories/{id}': 'correct',
  'DELETE /v1/memories/{id}': 'erase',
  'GET /v1/memories/{id}/history': 'history',
  'POST /v1/memories/{id}/restore': 'restore',
  'POST /v1/erasure': 'erase',
  'POST /v1/erasure/preview': 'previewErasure',
  'POST /v1/context': 'context',
  'POST /v1/events': 'recordEvents',
  'GET /v1/reviews': 'reviews',
  'POST /v1/reviews/{id}': 'review',
  'GET /v1/agents': 'listAgents',
  'GET /v1/agents/{agentId}': 'getAgent',
  'PUT /v1/agents/{agentId}': 'putAgent',
  'GET /v1/users': 'listUsers',
  'GET /v1/pipeline/health': 'pipelineHealth',
  'POST /v1/admin/keys': 'createKey',
  'GET /v1/admin/keys': 'listKeys',
  'DELETE /v1/admin/keys/{id}': 'revokeKey',
  'POST /v1/user-tokens': 'createUserToken',
  'GET /v1/me': 'me',
  'GET /v1/me/memories': 'myMemories',
  'GET /v1/me/memories/{id}/history': 'myHistory',
  'PATCH /v1/me/memories/{id}': 'correctMine',
  'DELETE /v1/me/memories/{id}': 'eraseMine',
  'GET /healthz': 'health',
  'GET /readyz': 'ready',
  'GET /metrics': 'metrics',
};

interface Call {
  method: string;
  path: string;
  status: number;
}

/** A fetch that records what the client sent and what came back. */
function recordingFetch(calls: Call[]): typeof fetch {
  return async (input, init) => {
    const res = await fetch(input, init);
    calls.push({ method: init?.method ?? 'GET', path: new URL(String(input)).pathname, status: res.status });
    return res;
  };
}

const templateRe = (t: string) => new RegExp(`^${t.replace(/\{[^}]+\}/g, '[^/]+')}$`);

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

const writeBody = (content: string, extra: Partial<C.MemoryWriteInput> = {}): C.MemoryWriteInput => ({
  content,
  memoryType: 'semantic',
  category: 'preference',
  source: 'user',
  confidence: 'asserted',
  evidence: { messageId: `m-${content.length}` },
  run: { runId: 'r1', agentId: 'a1', userId: 'u1' },
  ...extra,
});

describe('@memwright/client against a running server', () => {
  test('every OpenAPI operation is called through a client method and answers 2xx; the producer goes through the ingest worker', async ({ db, redis, tenant }) => {
    const services = await pipelineServices(db, redis);
    const pipeline = await startPipeline(services, { schedulers: false });
    cleanups.push(() => services.close(), () => pipeline.close());
    const server = await TestServer.start(services);
    cleanups.push(() => server.close());

    const calls: Call[] = [];
    const client = (apiKey: string) => new MemwrightClient({ baseUrl: `${server.url}/`, apiKey, fetch: recordingFetch(calls) });

    // Keys (admin).
    const admin = client(ADMIN_KEY);
    const opKey = await admin.createKey({ tenantId: tenant, role: 'operator' });
    const agentKey = await admin.createKey({ tenantId: tenant, role: 'agent', agentIds: ['a1'] });
    const spare = await admin.createKey({ tenantId: tenant, role: 'agent', agentIds: ['a2'] });
    expect(agentKey).toMatchObject({ tenantId: tenant, role: 'agent', agentIds: ['a1'], revokedAt: null });
    expect(agentKey.key).toMatch(/^mw_/);
    expect((await admin.listKeys({ tenantId: tenant })).map((k) => k.id).sort()).toEqual([opKey.id, agentKey.id, spare.id].sort());
    expect((await admin.revokeKey(spare.id)).revokedAt).not.toBeNull();
    const op = client(opKey.key);
    const agent = client(agentKey.key);

    // Agent configuration and the write path.
    expect(await op.getAgent('a1')).toMatchObject({ agentId: 'a1', configured: false });
    expect(await op.putAgent('a1', { allowMemoryWrite: true, maxWritesPerRun: 50 })).toMatchObject({ agentId: 'a1', maxWritesPerRun: 50, configured: true });
    const written = await agent.write(writeBody('User prefers bar charts.'));
    expect([written.outcome, written.httpStatus, written.note?.status]).toEqual(['written', 201, 'provisional']);
    const id = written.note!.id;
    // A policy outcome is a result, not an error (the admission policy wants evidence).
    const refused = await agent.write(writeBody('User is tall.', { evidence: {} }));
    expect([refused.outcome, refused.httpStatus >= 400]).toEqual(['rejected', true]);
    expect((await agent.get(id)).content).toBe('User prefers bar charts.');
    expect((await agent.list({ agentId: 'a1', contains: 'bar chart', limit: 5 })).items.map((n) => n.id)).toEqual([id]);
    const ctx = await agent.context({ agentId: 'a1', userId: 'u1', query: 'charts' });
    expect(ctx.notes.map((n) => n.id)).toContain(id);
    expect(ctx.text).toContain('User prefers bar charts.');
    const events = await agent.recordEvents({ run: { runId: 'r-ev', agentId: 'a1', userId: 'u1' }, events: [{ id: 'e1', role: 'user', content: 'I like tea.' }] });
    expect(events).toMatchObject({ runId: 'r-ev', stored: ['e1'], inserted: 1, duplicates: [] });
    const missing = await agent.get('00000000-0000-4000-8000-000000000000').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(MemwrightClientError);
    expect([(missing as MemwrightClientError).status, (missing as MemwrightClientError).code]).toEqual([404, 'not_found']);

    // Review.
    const held = await agent.write(writeBody('User works nights.', { visibility: 'after_review' }));
    expect(held.note?.status).toBe('pending_review');
    expect((await op.reviews({ agentId: 'a1' })).items.map((n) => n.id)).toEqual([held.note!.id]);
    expect((await op.review(held.note!.id, { decision: 'approve', reason: 'checked' })).status).toBe('provisional');

    // Restore a pipeline retirement: the newer statement in the slot revokes the older.
    const red = await agent.write(writeBody("User's favourite colour is red.", { deletionKey: 'pref/colour', conflictPolicy: 'append', run: { runId: 'r-red', agentId: 'a1', userId: 'u1' } }));
    await settled(services, tenant);
    await agent.write(writeBody("User's favourite colour is blue.", { deletionKey: 'pref/colour', conflictPolicy: 'append', run: { runId: 'r-blue', agentId: 'a1', userId: 'u1' } }));
    await settled(services, tenant);
    expect((await op.get(red.note!.id)).status).toBe('revoked');
    const restored = await op.restore(red.note!.id, { reason: 'red is right' });
    expect(restored.status).toBe('active');
    expect(restored.displacedBy).toMatchObject({ kept: false, status: 'superseded' });

    // Lifecycle.
    const corrected = await op.correct(id, { content: 'User prefers line charts.', reason: 'user said so' });
    expect([corrected.confidence, corrected.status]).toEqual(['corrected', 'active']);
    expect((await op.history(id)).items.map((i) => i.type)).toContain('corrected');
    expect(await op.previewErasure({ noteId: corrected.id })).toMatchObject({ notes: 1 });
    expect((await op.erase(corrected.id, { includeCorrections: true })).erased.notes).toBe(1);
    const gone = await agent.write(writeBody('User lives in Lyon.', { run: { runId: 'r2', agentId: 'a1', userId: 'u-gone' } }));
    expect(await op.previewErasure({ userId: 'u-gone' })).toMatchObject({ notes: 1 });
    expect((await op.erase({ userId: 'u-gone' })).erased.notes).toBe(1);
    expect((await op.history(gone.note!.id)).erased).toBe(true);

    // Directory and pipeline health.
    expect((await op.listAgents()).items.map((a) => a.id)).toContain('a1');
    expect((await op.listUsers({ prefix: 'u' })).items.map((u) => u.id)).toContain('u1');
    const health = await op.pipelineHealth();
    expect(health.workers?.live).toBeGreaterThanOrEqual(1);
    expect(await op.health()).toEqual({ status: 'ok' });
    expect((await op.ready()).checks).toMatchObject({ database: 'ok', redis: 'ok' });
    expect(await op.metrics()).toMatch(/^# HELP /m);

    // End users: an operator mints, the token's client reads, corrects, erases its own.
    const token = await op.createUserToken({ userId: 'u1', ttlSeconds: 600 });
    const me = client(token.token);
    expect(await me.me()).toMatchObject({ tenantId: tenant, userId: 'u1', agentId: null });
    const mine = (await me.myMemories({ status: 'active' })).items;
    expect(mine.map((n) => n.id)).toContain(red.note!.id);
    expect((await me.myHistory(red.note!.id)).items.map((i) => i.type)).toContain('restored');
    const mineCorrected = await me.correctMine(red.note!.id, { content: "User's favourite colour is green.", reason: 'I changed my mind' });
    expect(mineCorrected.authorType).toBe('end_user');
    expect((await me.eraseMine(mineCorrected.id)).erased.notes).toBe(1);
    const refusedToken = await me.list().catch((e: unknown) => e);
    expect((refusedToken as MemwrightClientError).code).toBe('user_token_not_allowed');

    // The producer: signed jobs, verified and written by the ingest worker.
    const producer = createProducer({ connection: redis.url, prefix: services.config.queue.prefix, keyId: agentKey.id, key: agentKey.key });
    cleanups.push(() => producer.close());
    const job = await producer.write(writeBody('User drinks oolong.', { run: { runId: 'r-q', agentId: 'a1', userId: 'u1' } }));
    expect(await producer.waitForResult(job, 20_000)).toMatchObject({ outcome: 'written', note: { content: 'User drinks oolong.' } });
    const evJob = await producer.recordEvents({ run: { runId: 'r-qev', agentId: 'a1', userId: 'u1' }, events: [{ id: 'q1', role: 'user', content: 'Hello.' }] });
    expect(await producer.waitForResult(evJob, 20_000)).toMatchObject({ runId: 'r-qev', inserted: 1 });

    // The checklist: the document's operations, each mapped and each answered 2xx through the client.
    const doc = (await (await fetch(`${server.url}/docs/json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const ops = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => ['get', 'put', 'post', 'delete', 'patch'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(ops.length).toBeGreaterThan(20);
    expect(ops.filter((o) => !(o in OPERATIONS)), 'operations without a client method').toEqual([]);
    // The probes are served whether or not the document lists them; every API operation must be listed.
    expect(Object.keys(OPERATIONS).filter((o) => o.includes(' /v1/') && !ops.includes(o)), 'mapped operations the document lacks').toEqual([]);
    for (const name of new Set(Object.values(OPERATIONS))) expect(typeof MemwrightClient.prototype[name], name).toBe('function');
    const answered = (op: string) => {
      const [method, template] = op.split(' ') as [string, string];
      return calls.some((c) => c.method === method && templateRe(template).test(c.path) && c.status >= 200 && c.status < 300);
    };
    expect(ops.filter((o) => !answered(o)), 'operations the client never got a 2xx from').toEqual([]);
  }, 120_000);

  test('transport failures and non-JSON answers are MemwrightClientError with a stable code', async () => {
    const down = new MemwrightClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k', timeoutMs: 2000 });
    const e = await down.list().catch((x: unknown) => x);
    expect([e instanceof MemwrightClientError, (e as MemwrightClientError).code, (e as MemwrightClientError).status]).toEqual([true, 'network_error', 0]);
    const html = new MemwrightClient({ baseUrl: 'http://x', apiKey: 'k', fetch: async () => new Response('<html>', { status: 502 }) });
    const h = await html.get('id').catch((x: unknown) => x);
    expect([(h as MemwrightClientError).code, (h as MemwrightClientError).status]).toEqual(['invalid_response', 502]);
  });
});
