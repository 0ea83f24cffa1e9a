/**
 * Property test of POST /v1/memories against malformed and hostile input:
 * never a 5xx, every error a problem document with a `code`, and no row written
 * for anything that was not admitted.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/http/app.js';
import { rows } from '../../src/db/database.js';
import { hasInvisible } from '../../src/contract/text.js';
import { onTestFinished } from 'vitest';
import type { Services } from '../../src/ports.js';
import { ADMIN_KEY } from '../support/fixtures.js';
import { describe, expect, test } from './fixtures.js';
import { extremeLimitString, extremeNumber, farCursor, pctAll, spikedString } from '../support/extremes.js';
import { writeBody } from '../support/writeBody.js';

const RUNS = 2400;

/** A fresh app over the test's services (injected requests, no socket), closed when the test ends. */
async function openApp(services: Services): Promise<FastifyInstance> {
  const app = await buildApp(services);
  await app.ready();
  onTestFinished(() => app.close());
  return app;
}

/** A key of `role` made through the admin route. */
async function keyOf(app: FastifyInstance, tenantId: string, role: string, agentIds?: string[]): Promise<string> {
  const r = await app.inject({ method: 'POST', url: '/v1/admin/keys', headers: { authorization: `Bearer ${ADMIN_KEY}` }, payload: { tenantId, role, ...(agentIds ? { agentIds } : {}) } });
  return r.json().key as string;
}

/** A JSON value nested `depth` levels deep. */
const deep = (depth: number, leaf: unknown = 'x'): unknown => {
  let v: unknown = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

const boundaryStrings = fc.constantFrom('', ' ', 'x', 'xy', 'x'.repeat(1999), 'x'.repeat(2000), 'x'.repeat(2001), ` ${'x'.repeat(2000)} `, '\t'.repeat(2001));
const nastyStrings = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  '\uffff',
  '\u202e\u0041',
  '😀'.repeat(1001),
  '\u0007bell',
  'r\n1',
  '__proto__',
  'constructor',
  '{"a":1}',
  "'; drop table notes; --",
  '%00',
  '../../etc/passwd',
  '9',
  '1e3',
  '-1',
  'true',
  'null',
  'x'.repeat(70_000),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: boundaryStrings },
  { weight: 3, arbitrary: nastyStrings },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.constantFrom(0, -0, 1e308, -1, 2 ** 53, 0.5)) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [1, 2], [writeBody()]) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3000 }).map((d) => deep(d)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const TOP_KEYS = Object.keys({ ...writeBody(), category: 1, scope: 1, visibility: 1, ttlSeconds: 1, conflictPolicy: 1, deletionKey: 1, protectionTier: 1, importance: 1, idempotencyKey: 1 });
const NESTED: Record<string, string[]> = {
  evidence: ['messageId', 'toolCallId', 'documentUri', 'traceId'],
  run: ['runId', 'agentId', 'userId', 'threadId', 'conversationId'],
  scope: ['level', 'agentId', 'userId', 'threadId'],
};
const UNKNOWN_KEYS = fc.constantFrom('__proto__', 'constructor', 'prototype', 'tenantId', 'status', 'id', 'toString', 'hasOwnProperty', '', ' content', 'Content');

type Mutation =
  | { kind: 'set'; key: string; sub?: string; value: unknown }
  | { kind: 'delete'; key: string; sub?: string }
  | { kind: 'unknown'; at?: string; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), key: fc.constantFrom(...TOP_KEYS), value: hostileValue }),
  fc
    .constantFrom(...Object.keys(NESTED))
    .chain((key) => fc.record({ kind: fc.constant('set' as const), key: fc.constant(key), sub: fc.constantFrom(...NESTED[key]!), value: hostileValue })),
  fc.record({ kind: fc.constant('delete' as const), key: fc.constantFrom(...TOP_KEYS) }),
  fc
    .constantFrom(...Object.keys(NESTED))
    .chain((key) => fc.record({ kind: fc.constant('delete' as const), key: fc.constant(key), sub: fc.constantFrom(...NESTED[key]!) })),
  fc.record({ kind: fc.constant('unknown' as const), at: fc.constantFrom(undefined, 'evidence', 'run', 'scope'), key: UNKNOWN_KEYS, value: hostileValue }),
);

/**
 * Apply mutations to a valid body and serialise it by hand, so keys like
 * `__proto__` reach the server as own JSON keys (JSON.stringify would drop them).
 */
function render(muts: Mutation[], runId: string): string {
  const body: Record<string, unknown> = { ...writeBody({ run: { runId, agentId: 'a1', userId: 'u1' } }) };
  const extra: Record<string, [string, unknown][]> = {};
  for (const m of muts) {
    if (m.kind === 'unknown') {
      (extra[m.at ?? ''] ??= []).push([m.key, m.value]);
      continue;
    }
    if (m.sub) {
      const cur = body[m.key];
      const obj = cur && typeof cur === 'object' && !Array.isArray(cur) ? { ...(cur as Record<string, unknown>) } : {};
      if (m.kind === 'delete') delete obj[m.sub];
      else obj[m.sub] = m.value;
      body[m.key] = obj;
    } else if (m.kind === 'delete') delete body[m.key];
    else body[m.key] = m.value;
  }
  const enc = (v: unknown, at: string): string => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const parts = Object.entries(v as Record<string, unknown>).map(([k, x]) => `${JSON.stringify(k)}:${enc(x, '\u0001')}`);
      for (const [k, x] of extra[at] ?? []) parts.push(`${JSON.stringify(k)}:${JSON.stringify(x) ?? 'null'}`);
      return `{${parts.join(',')}}`;
    }
    return JSON.stringify(v) ?? 'null';
  };
  const encTop = () => {
    const parts = Object.entries(body).map(([k, x]) => `${JSON.stringify(k)}:${k in NESTED ? enc(x, k) : (JSON.stringify(x) ?? 'null')}`);
    for (const [k, x] of extra[''] ?? []) parts.push(`${JSON.stringify(k)}:${JSON.stringify(x) ?? 'null'}`);
    return `{${parts.join(',')}}`;
  };
  return encTop();
}

/** Whole-body hostility: not an object, broken JSON, byte noise. */
const rawBody: fc.Arbitrary<string> = fc.oneof(
  hostileValue.map((v) => JSON.stringify(v) ?? 'null'),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom('', '{', '}', '{"content":', '[', 'nul', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}', '\u0000', '{"a":1}{"b":2}', `${'['.repeat(5000)}${']'.repeat(5000)}`, `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
);

async function noteCount(app: FastifyInstance, tenant: string): Promise<number> {
  const r = await rows<{ n: number | string }>(app.services.database.db, sql`select count(*) as n from notes where tenant_id = ${tenant}`);
  return Number(r[0]!.n);
}

describe('POST /v1/memories under hostile input', () => {
  test(`never a 5xx; errors are problems; rejected input writes nothing (${RUNS} runs)`, async ({ services, tenant }) => {
    const app = await openApp(services);
    const mk = (role: string, agentIds?: string[]) => keyOf(app, tenant, role, agentIds);
    const keys = [await mk('agent', ['a1']), await mk('operator')];
    const statuses = new Map<number, number>();
    let i = 0;

    const check = async (payload: string, key: string, contentType = 'application/json') => {
      const before = await noteCount(app, tenant);
      const res = await app.inject({ method: 'POST', url: '/v1/memories', headers: { authorization: `Bearer ${key}`, 'content-type': contentType }, payload });
      const after = await noteCount(app, tenant);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const ctx = `${res.statusCode} ${res.body.slice(0, 300)} ← ${payload.slice(0, 300)}`;
      expect(res.statusCode, ctx).toBeLessThan(500);
      if (res.statusCode >= 400) {
        expect(res.headers['content-type'], ctx).toMatch(/^application\/problem\+json/);
        const p = res.json();
        expect(typeof p.code, ctx).toBe('string');
        expect(p.status, ctx).toBe(res.statusCode);
        if (res.statusCode === 400 && p.code === 'validation_error') {
          expect(Array.isArray(p.errors) && p.errors.length > 0 && p.errors.every((e: { field: unknown }) => typeof e.field === 'string'), ctx).toBe(true);
        }
      } else {
        expect(res.headers['content-type'], ctx).toMatch(/^application\/json/);
        expect(typeof res.json().outcome, ctx).toBe('string');
      }
      // only writes that create a note (201 written/superseded, 202 queued) add a row
      expect(after - before, ctx).toBe(res.statusCode === 201 || res.statusCode === 202 ? 1 : 0);
    };

    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { weight: 6, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 4 }).map((m) => ({ kind: 'mutate' as const, m })) },
          { weight: 2, arbitrary: rawBody.map((raw) => ({ kind: 'raw' as const, raw })) },
          { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/json; charset=latin1', 'application/jsonx', '').map((ct) => ({ kind: 'ct' as const, ct })) },
        ),
        fc.nat(1),
        async (input, who) => {
          i++;
          const key = keys[who]!;
          // fresh runs now and then so admitted writes are not all capped
          const runId = `fz-${Math.floor(i / 4)}`;
          if (input.kind === 'mutate') await check(render(input.m, runId), key);
          else if (input.kind === 'raw') await check(input.raw, key);
          else await check(render([], runId), key, input.ct);
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261130), endOnFailure: true },
    );

    // nothing leaked onto Object.prototype
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
    // the run met every family of answers
    expect([...statuses.keys()].some((s) => s >= 200 && s < 300)).toBe(true);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(RUNS / 4);
    expect(statuses.get(415) ?? 0).toBeGreaterThan(0);
    console.info('fuzz status histogram', Object.fromEntries([...statuses.entries()].sort()));
  });

  test('GET /v1/memories, /v1/reviews and /v1/memories/:id with hostile query strings and ids: never a 5xx (600 runs)', async ({ services, tenant }) => {
    const app = await openApp(services);
    const key = await keyOf(app, tenant, 'agent', ['a1']);
    const opKey = await keyOf(app, tenant, 'operator');
    const param = fc.constantFrom('agentId', 'userId', 'threadId', 'status', 'deletionKey', 'cursor', 'limit', '__proto__', 'constructor', 'x');
    const value = fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), nastyStrings.filter((x) => x.length < 3000), boundaryStrings.filter((x) => x.length < 3000), fc.integer().map(String), fc.base64String({ maxLength: 80 }));
    const seen = new Set<number>();
    // percent-encode the UTF-8 bytes (encodeURIComponent throws on lone surrogates)
    const enc = (v: string) => [...Buffer.from(v)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
    const rawFragment = fc.constantFrom('%ff', '%', '%zz', '%c0%80', '%00', '%e2%82', '+', '&&', '==', '[]', 'limit[]=1', 'a[b]=c');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.array(fc.tuple(param, value), { maxLength: 4 }).map((pairs) => `/v1/memories?${pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')}`),
          value.map((v) => `/v1/memories/${enc(v)}`),
          fc.tuple(param, rawFragment).map(([k, f]) => `/v1/memories?${k}=${f}`),
          rawFragment.map((f) => `/v1/memories/${f}`),
          fc.string({ unit: 'binary', maxLength: 30 }).map((v) => `/v1/memories?cursor=${Buffer.from(v).toString('base64url')}`),
          // schema-valid extremes: cursors naming dates Postgres cannot hold, odd numerals for limit,
          // invisible characters in the filters, a lone surrogate in CESU-8 percent-encoding
          fc.tuple(fc.constantFrom('/v1/memories', '/v1/reviews'), farCursor).map(([p, c]) => `${p}?cursor=${c}`),
          extremeLimitString.map((l) => `/v1/memories?limit=${pctAll(l)}`),
          fc.tuple(fc.constantFrom('agentId', 'userId', 'threadId'), spikedString).map(([k, v]) => `/v1/memories?${k}=${pctAll(v)}`),
          spikedString.map((v) => `/v1/memories/${pctAll(v)}`),
          fc.constantFrom('agentId', 'userId', 'cursor').map((k) => `/v1/memories?${k}=%ed%a0%80`),
        ),
        async (url) => {
          // the review queue is operators' only: ask as one so the cursor is really parsed
          const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${url.startsWith('/v1/reviews') ? opKey : key}` } });
          seen.add(res.statusCode);
          const ctx = `${res.statusCode} ${res.body.slice(0, 200)} ← ${url.slice(0, 200)}`;
          expect(res.statusCode, ctx).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(res.headers['content-type'], ctx).toMatch(/^application\/problem\+json/);
            expect(typeof res.json().code, ctx).toBe('string');
          }
        },
      ),
      { numRuns: 600, seed: Number(process.env.FUZZ_SEED ?? 20261130), endOnFailure: true },
    );
    expect(seen.has(400)).toBe(true);
    expect(seen.has(200)).toBe(true);
  });

  test('schema-valid extremes in every field of a write: never a 5xx, nothing invisible stored (600 runs)', async ({ services, tenant }) => {
    const app = await openApp(services);
    const mk = (role: string, agentIds?: string[]) => keyOf(app, tenant, role, agentIds);
    const keys = [await mk('agent', ['a1']), await mk('operator')];
    const STRING_FIELDS: [string, string?][] = [
      ['content'],
      ['deletionKey'],
      ['idempotencyKey'],
      ...NESTED.evidence!.map((k) => ['evidence', k] as [string, string]),
      ...NESTED.run!.map((k) => ['run', k] as [string, string]),
      ...['agentId', 'userId', 'threadId'].map((k) => ['scope', k] as [string, string]),
    ];
    const field = fc.oneof(
      // free text is cleaned rather than refused: weight it so plenty of such writes are admitted
      fc.tuple(fc.constantFrom<[string, string?]>(['content'], ['evidence', 'documentUri']), spikedString).map(([[key, sub], value]) => ({ key, sub, value }) as { key: string; sub?: string; value: unknown }),
      fc.tuple(fc.constantFrom(...STRING_FIELDS), spikedString).map(([[key, sub], value]) => ({ key, sub, value }) as { key: string; sub?: string; value: unknown }),
      fc.tuple(fc.constantFrom('importance', 'ttlSeconds'), extremeNumber).map(([key, value]) => ({ key, value }) as { key: string; sub?: string; value: unknown }),
    );
    const statuses = new Map<number, number>();
    let i = 0;
    let cleaned = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(field, { minLength: 1, maxLength: 3 }), fc.nat(1), async (fields, who) => {
        i++;
        // distinct content and run per case, so admitted writes are neither deduplicated nor capped
        const body: Record<string, any> = writeBody({ content: `User note number ${i}.`, run: { runId: `x-${i}`, agentId: 'a1', userId: 'u1' } });
        for (const f of fields) {
          const value = f.key === 'content' && typeof f.value === 'string' ? `${f.value} (${i})` : f.value;
          if (f.sub) body[f.key] = { ...(body[f.key] ?? {}), [f.sub]: value };
          else body[f.key] = value;
        }
        const payload = JSON.stringify(body);
        const res = await app.inject({ method: 'POST', url: '/v1/memories', headers: { authorization: `Bearer ${keys[who]}`, 'content-type': 'application/json' }, payload });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const ctx = `${res.statusCode} ${res.body.slice(0, 300)} ← ${payload.slice(0, 300)}`;
        expect(res.statusCode, ctx).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(res.headers['content-type'], ctx).toMatch(/^application\/problem\+json/);
          expect(typeof res.json().code, ctx).toBe('string');
        } else if (hasInvisible(`${body.content}${body.evidence?.documentUri ?? ''}`)) {
          cleaned++;
        }
      }),
      { numRuns: 600, seed: Number(process.env.FUZZ_SEED ?? 20261130), endOnFailure: true },
    );
    // Whatever was admitted is stored clean: no invisible or control character (tab, LF
    // and CR aside) in any text or id column.
    const stored = await rows<{ content: string; evidence: unknown; ids: string }>(
      app.services.database.db,
      sql`select content, evidence, concat_ws('|', agent_id, user_id, thread_id, run_id, run_agent_id, run_user_id, run_thread_id, conversation_id, deletion_key) as ids
            from notes where tenant_id = ${tenant}`,
    );
    expect(stored.length).toBeGreaterThan(20);
    for (const n of stored) {
      const evidence = typeof n.evidence === 'string' ? JSON.parse(n.evidence) : n.evidence;
      const text = [n.content, ...Object.values(evidence as Record<string, string>), n.ids].join('|');
      expect(hasInvisible(text), JSON.stringify(text)).toBe(false);
    }
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
    // admitted writes whose text carried invisible characters (stored cleaned, checked above)
    expect(cleaned).toBeGreaterThan(10);
    console.info('extremes status histogram', { cleaned }, Object.fromEntries([...statuses.entries()].sort()));
  });
});
