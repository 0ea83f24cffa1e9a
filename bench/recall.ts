/**
 * Recall benchmark (`npm run bench:recall`) on the embedded default: an in-memory
 * PGlite with pgvector, no Redis (context never touches the queue), access
 * bookkeeping on (the batched recorder flushes every second while queries run).
 *
 * Setup: one scope-rich tenant is bulk-loaded with synthetic notes straight through
 * SQL (`insert … select from unnest(…)`), embedded with the deterministic hash
 * embedder (`hash-v1`) — queries are embedded with the same model, so similarities
 * are comparable. (a)–(c) use it; (d) measures the real MiniLM query path.
 *
 * The tenant mixes two kinds of scope:
 *   - "light": one user of one of nine ordinary agents — a few hundred matching notes
 *     (the user's own plus agent- and org-wide ones); context ranks them exactly;
 *   - "heavy": agent a0 holds 20 % of all notes at agent scope, so at 100k notes a
 *     query for a0 matches > 20 000 notes and context goes through the HNSW index.
 *
 * Measured per size (10k and 100k notes):
 *   (a) context latency p50/p99 of the whole operation (embed query, retrieve, rank,
 *       render, record access) for light and heavy scopes;
 *   (b) HNSW recall@10 against an exact scan with the same filter, for several
 *       `hnsw.ef_search` values, on the heavy scope (where HNSW is used) and on the
 *       light one (where it would be, without the exact path);
 *   (c) retrieval-only latency of both paths on the heavy scope, and the query plan
 *       of the HNSW path (to prove the index is used);
 *   (e) the full-text search alone, bounded (src/recall/lexical.ts) against the unbounded
 *       statement it replaced (kept here as the baseline), alternated query by query so
 *       both see the same load, with the share of the unbounded search's above-floor top
 *       20 the bounded one still finds; and the DB part of context (retrieve() with the
 *       query vector given: no embedding), for both scopes, with the load average.
 *
 * And once, in a fresh PGlite:
 *   (d) context end to end over HTTP (loopback, one client) with MiniLM: BENCH_RECALL_HTTP_NOTES
 *       (10k) notes whose texts were embedded by the MiniLM pool, queries embedded by the
 *       process embedder (pool behind the query cache); p50/p99 of new queries (cache
 *       misses) and of repeated ones (query embedding and ranking both remembered: the
 *       context cache, docs/design.md#context-cache), split by scope; the repeated ones
 *       again with the context cache emptied before each (what they cost after the
 *       tenant's notes changed); the in-process cost of the repeated ones and the query
 *       embedding alone — with the load average, since the machine is shared.
 *       Targets: new p50 ≤ 30 ms, repeated p99 ≤ 15 ms.
 *
 *   (f) every statement retrieve() issues, under EXPLAIN ANALYZE (bench/lib/explainRetrieve.ts):
 *       per-statement execution times for both scopes and the heavy scope's plans;
 *   (g) the DB part of context with PGlite's random_page_cost (1.1) against Postgres's
 *       default (4), alternated query by query;
 *   (h) the DB part of context with what retrieval remembers about large scopes
 *       (src/recall/scopeMemory.ts) against nothing remembered, alternated, and whether
 *       both give the same top 5;
 *   (i) pgvector's HNSW settings (ef_search 100/200 × iterative scan strict/relaxed) on
 *       the heavy scope: time and recall of the walk;
 *   (j) Postgres only: the DB part of context on connections with the session settings and
 *       prepared statements against connections with neither, alternated.
 *
 * With DATABASE_URL the same tenant runs on Postgres instead ({@link postgresMain}: COPY
 * load, HNSW build times, (f), (h), (i), (j); bench/results/recall.postgres.json, or BENCH_RECALL_FILE).
 *
 * Writes bench/results/recall.json (BENCH_RECALL_FILE: another name there). Sizes: BENCH_RECALL_SIZES (comma list),
 * BENCH_RECALL_QUERIES; `--quick` for a smoke run; `--http-only` runs (d) alone and
 * replaces it in the existing file; BENCH_RECALL_HTTP=0 skips it.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../src/config/load.js';
import { scopeKey, levelOf } from '../src/contract/scope.js';
import { rows } from '../src/db/database.js';
import { openPglite } from '../src/db/pglite/index.js';
import { openPostgresDatabase } from '../src/db/postgres/index.js';
import { loadavg } from 'node:os';
import { createApiKey } from '../src/auth/keys.js';
import { HashEmbedder } from '../src/embed/hash.js';
import { createEmbedder, MiniLmEmbedder, QueryCachingEmbedder } from '../src/embed/index.js';
import { buildApp } from '../src/http/app.js';
import { contentHash } from '../src/policy/normalize.js';
import { getContext, CONTEXT_DEFAULTS } from '../src/ops/context.js';
import { WEIGHTS } from '../src/recall/rank.js';
import { hnswSql, matchConditions, nearestEstablished } from '../src/recall/candidates.js';
import { BM25, LEXICAL_BOUNDS, lexicalFirst, lexicalMatches, orTsQuery } from '../src/recall/lexical.js';
import { retrieve } from '../src/recall/retrieve.js';
import { ScopeMemory } from '../src/recall/scopeMemory.js';
import { notes } from '../src/db/schema.js';
import { createServices } from '../src/services.js';
import { machineInfo } from './lib/machine.js';
import postgres from 'postgres';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as schema from '../src/db/schema.js';
import type { Db } from '../src/db/database.js';
import { executionMs, pgliteExplainer, postgresExplainer, statementKind, type Explainer } from './lib/explainRetrieve.js';
import { percentiles, type Percentiles } from './lib/stats.js';
import { mulberry32 } from './lib/random.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const SIZES = (process.env.BENCH_RECALL_SIZES ?? (quick ? '2000,10000' : '10000,100000')).split(',').map(Number);
const QUERIES = Number(process.env.BENCH_RECALL_QUERIES ?? (quick ? 60 : 300));
const RECALL_QUERIES = quick ? 30 : 100;
const LEXICAL_QUERIES = quick ? 30 : 100;
const PLANNER_QUERIES = Number(process.env.BENCH_RECALL_PLANNER_QUERIES ?? (quick ? 30 : 150));
const EF_VALUES = [40, 100, 200, 400];
const TENANT = 'bench-recall';
const TARGETS = { recallAt10Min: 0.95, httpNewQueryP50Ms: 30, httpRepeatedQueryP99Ms: 15 };
/** (d) end-to-end HTTP context with MiniLM: notes, distinct note texts embedded, new and repeated queries. */
const HTTP = {
  notes: Number(process.env.BENCH_RECALL_HTTP_NOTES ?? (quick ? 2000 : 10000)),
  uniqueTexts: Number(process.env.BENCH_RECALL_HTTP_UNIQUE ?? (quick ? 400 : 2000)),
  newQueries: Number(process.env.BENCH_RECALL_HTTP_QUERIES ?? (quick ? 60 : 300)),
  repeatedDistinct: 20,
  repeatsEach: quick ? 5 : 15,
};
const HTTP_TENANT = 'bench-recall-http';
const log = (m: string) => process.stderr.write(`${m}\n`);

// ── deterministic synthetic data ───────────────────────────────────────────────
const rnd = mulberry32(42);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;

const SUBJECTS = ['charts', 'reports', 'dashboards', 'invoices', 'meetings', 'travel', 'coffee', 'tea', 'music', 'books', 'running', 'cycling',
  'python', 'typescript', 'rust', 'kubernetes', 'postgres', 'redis', 'budgets', 'forecasts', 'hiring', 'onboarding', 'security', 'privacy',
  'design', 'typography', 'colour', 'accessibility', 'mobile', 'email', 'calendar', 'deadlines', 'vacations', 'weather', 'cooking', 'wine'];
const MODIFIERS = ['weekly', 'quarterly', 'detailed', 'short', 'visual', 'formal', 'casual', 'early', 'late', 'remote', 'offline', 'shared',
  'private', 'annual', 'urgent', 'simple', 'dark', 'bright', 'metric', 'imperial', 'spanish', 'french', 'german', 'japanese'];
const VERBS = ['prefers', 'dislikes', 'needs', 'asked about', 'works on', 'cares about', 'avoids', 'is learning', 'reviews', 'plans'];

function sentence(subjectHint?: string): string {
  const s1 = subjectHint ?? pick(SUBJECTS);
  return `User ${pick(VERBS)} ${pick(MODIFIERS)} ${s1} and ${pick(MODIFIERS)} ${pick(SUBJECTS)}.`;
}

const AGENTS = ['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9'];
const LIGHT_AGENTS = AGENTS.slice(1);

interface Dims {
  agentId: string | null;
  userId: string | null;
  threadId: string | null;
}

function randomScope(users: number): Dims {
  const u = `u${Math.floor(rnd() * users)}`;
  const r = rnd();
  if (r < 0.2) return { agentId: 'a0', userId: null, threadId: null }; // heavy agent-wide
  if (r < 0.203) return { agentId: null, userId: null, threadId: null }; // org
  if (r < 0.213) return { agentId: pick(LIGHT_AGENTS), userId: null, threadId: null }; // agent-wide
  if (r < 0.293) return { agentId: null, userId: u, threadId: null }; // user, all agents
  if (r < 0.793) return { agentId: pick(AGENTS), userId: u, threadId: null }; // user
  return { agentId: pick(AGENTS), userId: u, threadId: `t${Math.floor(rnd() * 3)}` }; // thread
}

// ── bulk load ────────────────────────────────────────────────────────────────
const embedder = new HashEmbedder();

interface NoteSource {
  tenant: string;
  model: string;
  /** Content of the next note and its vector. */
  next(): { content: string; vector: number[] };
}

const hashSource: NoteSource = {
  tenant: TENANT,
  model: 'hash-v1',
  next() {
    const content = sentence();
    return { content, vector: embedder.embedOne(content) };
  },
};

async function bulkInsert(pg: Awaited<ReturnType<typeof openPglite>>, count: number, users: number, baseTime: number, source: NoteSource = hashSource): Promise<void> {
  const BATCH = 2000;
  for (let done = 0; done < count; done += BATCH) {
    const n = Math.min(BATCH, count - done);
    const cols: Record<string, unknown[]> = {
      id: [], agent: [], user: [], thread: [], level: [], key: [], content: [], hash: [], status: [], importance: [], embedding: [], created: [],
    };
    for (let i = 0; i < n; i++) {
      const d = randomScope(users);
      const { content, vector } = source.next();
      const r = rnd();
      cols.id!.push(randomUUID());
      cols.agent!.push(d.agentId);
      cols.user!.push(d.userId);
      cols.thread!.push(d.threadId);
      cols.level!.push(levelOf(d));
      cols.key!.push(scopeKey(d));
      cols.content!.push(content);
      cols.hash!.push(contentHash(content));
      cols.status!.push(r < 0.95 ? 'active' : r < 0.98 ? 'provisional' : 'superseded');
      cols.importance!.push(Math.round(rnd() * 100) / 10);
      cols.embedding!.push(`[${vector.map((x) => x.toFixed(6)).join(',')}]`);
      cols.created!.push(new Date(baseTime + (done + i) * 1000).toISOString());
    }
    await pg.query(
      `insert into notes (id, tenant_id, agent_id, user_id, thread_id, scope_level, scope_key, content, content_hash, memory_type, category,
         status, author_type, source, confidence, evidence, visibility, conflict_policy, importance, embedding, embedding_model,
         pipeline_stage, created_at, updated_at, hardened_at)
       select id, $1, agent, usr, thread, lvl, k, content, h, 'semantic', 'preference', st, 'agent', 'user', 'asserted', '{"messageId":"m"}'::jsonb,
         'immediate', 'append', imp, emb::vector, $14, case when st = 'provisional' then 'embed' else 'done' end, created, created,
         case when st = 'active' then created end
       from unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::real[], $12::text[], $13::timestamptz[])
         as t(id, agent, usr, thread, lvl, k, content, h, st, imp, emb, created)`,
      [source.tenant, cols.id, cols.agent, cols.user, cols.thread, cols.level, cols.key, cols.content, cols.hash, cols.status, cols.importance, cols.embedding, cols.created, source.model],
    );
  }
}

// ── the lexical statement before it was bounded (the baseline of (e)) ─────────
/**
 * Full-text recall as it was before its work was bounded (src/recall/lexical.ts): every
 * injectable note of the scope read for the statistics, every match scored. Kept here
 * only to measure the bounded one against it on the same data in the same run.
 */
function unboundedLexicalSql(match: ReturnType<typeof matchConditions>, text: string, limit: number) {
  const tsq = orTsQuery(text);
  const inScope = and(...match, inArray(notes.status, ['provisional', 'active']));
  const { k1, b } = BM25;
  return sql`with terms as (select coalesce(array_agg(distinct lexeme), '{}') as lexemes from unnest(to_tsvector('english'::regconfig, ${text}))),
             s as materialized (
               select ${notes.id} as id, ${notes.contentTsv} as tsv, ${notes.contentTsv} @@ ${tsq} as hit from ${notes} where ${inScope}),
             m as (select id, tsv from s where hit),
             st as (select count(*)::float8 as n, greatest(avg(length(tsv)), 1)::float8 as avgdl from s),
             tf as (select m.id, u.lexeme, coalesce(array_length(u.positions, 1), 1)::float8 as tf, length(m.tsv)::float8 as dl
                      from m, terms, unnest(ts_delete(m.tsv, tsvector_to_array(ts_delete(m.tsv, terms.lexemes)))) u),
             df as (select lexeme, count(*)::float8 as df from tf group by lexeme),
             bm as (select tf.id, sum(ln(1 + (st.n - df.df + 0.5) / (df.df + 0.5))
                                      * tf.tf * ${k1 + 1}::float8 / (tf.tf + ${k1}::float8 * (1 - ${b}::float8 + ${b}::float8 * tf.dl / st.avgdl))) as lexical
                      from tf join df using (lexeme), st group by tf.id)
        select m.id, bm.lexical from m join bm using (id) order by bm.lexical desc, m.id limit ${limit}`;
}

// ── measurement helpers ──────────────────────────────────────────────────────
interface QuerySpec {
  kind: 'light' | 'heavy';
  agentId: string;
  userId: string;
  threadId?: string;
  query: string;
}

function querySpecs(n: number, users: number): QuerySpec[] {
  const out: QuerySpec[] = [];
  for (let i = 0; i < n; i++) {
    const heavy = i % 3 === 0;
    out.push({
      kind: heavy ? 'heavy' : 'light',
      agentId: heavy ? 'a0' : pick(LIGHT_AGENTS),
      userId: `u${Math.floor(rnd() * users)}`,
      ...(rnd() < 0.3 ? { threadId: `t${Math.floor(rnd() * 3)}` } : {}),
      query: sentence(),
    });
  }
  return out;
}

const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

/**
 * (d) Context end to end over HTTP on the embedded default with the real query path:
 * a fresh in-memory PGlite holding {@link HTTP.notes} MiniLM-embedded notes (HNSW built),
 * the process embedder as `createEmbedder` makes it (MiniLM pool behind the query
 * cache), Fastify on loopback, one sequential client. A "new" query is a text never
 * asked before (cache miss: MiniLM embeds it); a "repeated" one was asked before (cache
 * hit). Latency is the client's: request sent → JSON parsed.
 */
async function httpContext() {
  const cfg = loadConfig({ MEMWRIGHT_DATA_DIR: 'memory://', MEMWRIGHT_LOG_LEVEL: 'silent' });
  const e = (await createEmbedder(cfg.embedder)) as QueryCachingEmbedder;
  const pool = e.inner as MiniLmEmbedder;
  const pg = await openPglite();
  const services = await createServices(cfg, { pglite: pg, noQueue: true, embedder: e, logger: pino({ level: 'silent' }) });
  const app = await buildApp(services);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const users = Math.max(50, Math.round(HTTP.notes / 20));
    // Distinct note texts, embedded by the pool's bulk lane (its throughput is recorded too).
    const texts = [...new Set(Array.from({ length: HTTP.uniqueTexts * 2 }, () => sentence()))].slice(0, HTTP.uniqueTexts);
    const t0 = performance.now();
    const vectors = await pool.embed(texts, { lane: 'bulk' });
    const embedSeconds = (performance.now() - t0) / 1000;
    log(`  http: ${texts.length} note texts embedded in ${embedSeconds.toFixed(1)} s on ${pool.threads} MiniLM thread(s) (incl. model load)`);
    let k = 0;
    const source: NoteSource = {
      tenant: HTTP_TENANT,
      model: e.modelId,
      next() {
        const i = k++ % texts.length;
        return { content: texts[i]!, vector: vectors[i]! };
      },
    };
    await bulkInsert(pg, HTTP.notes, users, Date.UTC(2026, 0, 1), source);
    await pg.exec(`set maintenance_work_mem = '512MB'`);
    await pg.exec("create index if not exists notes_embedding_hnsw_idx on notes using hnsw (embedding vector_cosine_ops) where status = 'active'");
    await pg.exec('analyze notes');
    const { key } = await createApiKey(services.database.db, { tenantId: HTTP_TENANT, role: 'operator' });

    const ask = async (q: QuerySpec) => {
      const t = performance.now();
      const res = await fetch(`${url}/v1/context`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ agentId: q.agentId, userId: q.userId, ...(q.threadId ? { threadId: q.threadId } : {}), query: q.query, limit: 5 }),
      });
      const body = (await res.json()) as { notes?: unknown[] };
      const ms = performance.now() - t;
      if (res.status !== 200) throw new Error(`context answered ${res.status}: ${JSON.stringify(body)}`);
      return { ms, notes: body.notes?.length ?? 0 };
    };
    const asked = new Set<string>();
    const fresh = (n: number) => {
      const out: QuerySpec[] = [];
      while (out.length < n) {
        for (const q of querySpecs(n, users)) {
          // "new" must mean a text the cache has never seen.
          if (out.length < n && !asked.has(q.query)) {
            asked.add(q.query);
            out.push(q);
          }
        }
      }
      return out;
    };
    for (const q of fresh(20)) await ask(q); // warm: model loaded, JIT, statement caches

    const load0 = loadavg()[0]!;
    const newLat: Record<'light' | 'heavy', number[]> = { light: [], heavy: [] };
    let injected = 0;
    const newSpecs = fresh(HTTP.newQueries);
    const misses0 = e.misses;
    for (const q of newSpecs) {
      const r = await ask(q);
      newLat[q.kind].push(r.ms);
      injected += r.notes;
    }
    const newMisses = e.misses - misses0;
    const hits0 = e.hits;
    const repeated: number[] = [];
    const repeatedByKind: Record<'light' | 'heavy', number[]> = { light: [], heavy: [] };
    const again = newSpecs.slice(0, HTTP.repeatedDistinct);
    for (let r = 0; r < HTTP.repeatsEach; r++) {
      for (const q of again) {
        const { ms } = await ask(q);
        repeated.push(ms);
        repeatedByKind[q.kind].push(ms);
      }
    }
    const repeatedHits = e.hits - hits0;
    const rankingHits = services.contextCache?.hits ?? 0;
    // The same repeated requests with the context cache emptied before each: what they cost
    // when the tenant's notes changed in between (the query embedding is still cached).
    const uncached: number[] = [];
    const uncachedByKind: Record<'light' | 'heavy', number[]> = { light: [], heavy: [] };
    for (let r = 0; r < Math.min(5, HTTP.repeatsEach); r++) {
      for (const q of again) {
        services.contextCache?.clear();
        const { ms } = await ask(q);
        uncached.push(ms);
        uncachedByKind[q.kind].push(ms);
      }
    }
    // The same repeated queries in process (no HTTP, auth or JSON): what the operation itself costs —
    // the second pass (the uncached runs above left only the last ranking remembered).
    const principal = { tenantId: HTTP_TENANT, role: 'operator' as const, keyId: 'bench', agentIds: null };
    const inProcess: number[] = [];
    let inProcessHits = 0;
    for (const pass of [1, 2]) {
      const hits = services.contextCache?.hits ?? 0;
      for (const q of again) {
        const t = performance.now();
        await getContext(services, principal, { agentId: q.agentId, userId: q.userId, threadId: q.threadId, query: q.query, limit: 5 });
        if (pass === 2) inProcess.push(performance.now() - t);
      }
      if (pass === 2) inProcessHits = (services.contextCache?.hits ?? 0) - hits;
    }
    // The query embedding alone (pool, query lane, no cache), for the breakdown.
    const embedOnly: number[] = [];
    for (const q of fresh(Math.min(100, HTTP.newQueries))) {
      const t = performance.now();
      await pool.embed([q.query]);
      embedOnly.push(performance.now() - t);
    }
    const load1 = loadavg()[0]!;
    await services.access.flush();
    const all = percentiles([...newLat.light, ...newLat.heavy]);
    const rep = percentiles(repeated);
    const result = {
      notes: HTTP.notes,
      distinctNoteTexts: texts.length,
      users,
      embedder: `${e.modelId} (pool of ${pool.threads} thread(s)) behind a ${e.capacity}-entry query cache`,
      noteTextsEmbedding: { texts: texts.length, seconds: round(embedSeconds, 2), textsPerSec: round(texts.length / embedSeconds, 1), note: 'includes the threads\' model load' },
      newQueryMs: { ...all, light: percentiles(newLat.light), heavy: percentiles(newLat.heavy), cacheMisses: newMisses },
      repeatedQueryMs: {
        ...rep,
        light: percentiles(repeatedByKind.light),
        heavy: percentiles(repeatedByKind.heavy),
        distinctQueries: again.length,
        cacheHits: repeatedHits,
        contextCache: services.contextCache ? `${services.contextCache.capacity} rankings; ${rankingHits} hits in all so far` : 'off',
      },
      repeatedUncachedMs: { ...percentiles(uncached), light: percentiles(uncachedByKind.light), heavy: percentiles(uncachedByKind.heavy), note: 'context cache emptied before each request; query embedding cached' },
      repeatedQueryInProcessMs: { ...percentiles(inProcess), contextCacheHits: inProcessHits },
      queryEmbeddingOnlyMs: percentiles(embedOnly),
      meanNotesReturned: round(injected / newSpecs.length, 2),
      loadavg1m: { before: round(load0, 2), after: round(load1, 2) },
    };
    log(
      `  http: new query p50 ${all.p50} ms p99 ${all.p99} ms; repeated p50 ${rep.p50} ms p99 ${rep.p99} ms; ` +
        `uncached ranking p50 ${result.repeatedUncachedMs.p50} ms p99 ${result.repeatedUncachedMs.p99} ms; in process p50 ${result.repeatedQueryInProcessMs.p50} ms; MiniLM query embedding alone p50 ${result.queryEmbeddingOnlyMs.p50} ms; load ${load0.toFixed(1)} → ${load1.toFixed(1)}`,
    );
    return result;
  } finally {
    await app.close();
    await services.close();
    await e.close();
    await pg.close();
  }
}

/** `--http-only`: run (d) alone and lay it over the existing results file's httpContext. */
async function httpOnly() {
  const file = join(ROOT, 'bench', 'results', quick ? 'recall.quick.json' : 'recall.json');
  const report = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> & { summary: Record<string, unknown>; targets: Record<string, unknown> };
  const http = await httpContext();
  report.httpContext = { ...http, when: new Date().toISOString(), machine: machineInfo() };
  report.targets = { ...report.targets, ...TARGETS };
  Object.assign(report.summary, {
    httpNewQueryP50Ms: http.newQueryMs.p50,
    httpRepeatedQueryP99Ms: http.repeatedQueryMs.p99,
    meetsHttpNewQueryTarget: http.newQueryMs.p50 <= TARGETS.httpNewQueryP50Ms,
    meetsHttpRepeatedQueryTarget: http.repeatedQueryMs.p99 <= TARGETS.httpRepeatedQueryP99Ms,
  });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(report.summary)}\nwritten ${file}\n`);
}

// ── shared by both drivers: the DB part of context, and where its time goes ───
const retrieveOptions = (similarityFloor: number) => ({
  limit: 5,
  candidateLimit: Math.max(CONTEXT_DEFAULTS.minCandidates, 5 * CONTEXT_DEFAULTS.candidatesPerResult),
  hnswCandidateLimit: Math.max(CONTEXT_DEFAULTS.minHnswCandidates, 5 * CONTEXT_DEFAULTS.hnswCandidatesPerResult),
  efSearch: CONTEXT_DEFAULTS.efSearch,
  exactThreshold: CONTEXT_DEFAULTS.exactThreshold,
  similarityFloor,
});

/** retrieve() with the query vector given (no embedding in it): what context asks of the database. */
async function timeDbPart(db: Db, q: QuerySpec, similarityFloor: number, memory?: ScopeMemory | null) {
  const match = matchConditions({ tenantId: TENANT, agentId: q.agentId, userId: q.userId, threadId: q.threadId }, new Date());
  const vector = embedder.embedOne(q.query);
  const t = performance.now();
  await retrieve(db, match, { text: q.query, vector, model: embedder.modelId }, { ...retrieveOptions(similarityFloor), memory });
  return performance.now() - t;
}

/** One way of reading: a database handle and what it remembers about large scopes (null: nothing). */
interface Arm {
  db: Db;
  memory: ScopeMemory | null;
}

/**
 * The DB part of context on two arms, alternated query by query (the first of each pair
 * takes turns, so both see the same load), and how often the two give the same top 5.
 */
async function alternate(a: Arm, b: Arm, specs: QuerySpec[], similarityFloor: number) {
  const arms = [a, b] as const;
  const times: Record<'light' | 'heavy', number[]>[] = [{ light: [], heavy: [] }, { light: [], heavy: [] }];
  const sameTop5: Record<'light' | 'heavy', { same: number; of: number }> = { light: { same: 0, of: 0 }, heavy: { same: 0, of: 0 } };
  const load0 = loadavg()[0]!;
  for (const [turn, q] of specs.entries()) {
    for (const i of turn % 2 ? [1, 0] : [0, 1]) times[i]![q.kind].push(await timeDbPart(arms[i]!.db, q, similarityFloor, arms[i]!.memory));
    const match = matchConditions({ tenantId: TENANT, agentId: q.agentId, userId: q.userId, threadId: q.threadId }, new Date());
    const query = { text: q.query, vector: embedder.embedOne(q.query), model: embedder.modelId };
    const top = async (arm: Arm) => (await retrieve(arm.db, match, query, { ...retrieveOptions(similarityFloor), memory: arm.memory })).ranked.map((r) => r.id).join(',');
    sameTop5[q.kind].of++;
    if ((await top(a)) === (await top(b))) sameTop5[q.kind].same++;
  }
  const pc = (i: 0 | 1, k: 'light' | 'heavy') => percentiles(times[i]![k]);
  return {
    a: { light: pc(0, 'light'), heavy: pc(0, 'heavy') },
    b: { light: pc(1, 'light'), heavy: pc(1, 'heavy') },
    ratio: Object.fromEntries((['light', 'heavy'] as const).map((k) => [k, { p50: round(pc(0, k).p50 / pc(1, k).p50), p99: round(pc(0, k).p99 / pc(1, k).p99) }])),
    sameTop5: Object.fromEntries((['light', 'heavy'] as const).map((k) => [k, { ...sameTop5[k], share: round(sameTop5[k].same / Math.max(1, sameTop5[k].of)) }])),
    loadavg1m: { before: round(load0, 2), after: round(loadavg()[0]!, 2) },
  };
}

/**
 * (j) Postgres: the DB part of context on connections that hold the session settings and
 * prepare their statements (src/db/postgres/prepared.ts, src/db/hnswSession.ts: each
 * statement one round trip, the HNSW walk without a transaction) against connections
 * that do neither (each statement with parameters two round trips, the walk in BEGIN /
 * set_config / walk / COMMIT), alternated, each with its own scope memory (warmed alike).
 */
async function sessionSettingsSection(url: string, db: Db, users: number, similarityFloor: number, n: number) {
  const plain = await openPostgresDatabase({ url, sessionSettings: false });
  try {
    const session: Arm = { db, memory: new ScopeMemory() };
    const unset: Arm = { db: plain.db, memory: new ScopeMemory() };
    const specs = querySpecs(n, users);
    for (const q of specs.slice(0, 10)) for (const arm of [session, unset]) await timeDbPart(arm.db, q, similarityFloor, arm.memory);
    const r = await alternate(session, unset, specs.slice(10), similarityFloor);
    return { session: r.a, plain: r.b, ratioSessionOverPlain: r.ratio, sameTop5: r.sameTop5, loadavg1m: r.loadavg1m };
  } finally {
    await plain.close();
  }
}

/**
 * (h) The DB part of context with what retrieval remembers about large scopes
 * (src/recall/scopeMemory.ts: the scope's size class and term statistics) against
 * nothing remembered (every query counts its scope and reads a full-text sample, as
 * before), alternated, on fresh queries of both kinds.
 */
async function scopeMemorySection(db: Db, users: number, similarityFloor: number, n: number) {
  const memory = new ScopeMemory();
  const specs = querySpecs(n, users);
  // Warm: the heavy agent-wide key is learnt on the first heavy query (as a server learns it on its first).
  for (const q of specs.slice(0, 6)) await timeDbPart(db, q, similarityFloor, memory);
  const r = await alternate({ db, memory }, { db, memory: null }, specs.slice(6), similarityFloor);
  return { remembered: r.a, nothingRemembered: r.b, ratioRememberedOverNone: r.ratio, sameTop5: r.sameTop5, loadavg1m: r.loadavg1m };
}

/**
 * (i) pgvector 0.8's settings for the HNSW walk on the heavy scope: `hnsw.ef_search` and
 * `hnsw.iterative_scan` (strict_order, relaxed_order), the statement context runs
 * (`hnswCandidateLimit` rows), its time and its recall against the exact top of the same
 * filter; the settings alternate query by query.
 */
async function hnswSettingsSection(db: Db, users: number, n: number) {
  const limit = retrieveOptions(0).hnswCandidateLimit;
  const arms = [100, 200].flatMap((ef) => (['strict_order', 'relaxed_order'] as const).map((scan) => ({ ef, scan, key: `ef${ef}_${scan}` })));
  const times: Record<string, number[]> = {};
  const recall: Record<string, number> = {};
  let counted = 0;
  const qs = querySpecs(n * 3, users).filter((q) => q.kind === 'heavy').slice(0, n);
  for (const [i, q] of qs.entries()) {
    const match = matchConditions({ tenantId: TENANT, agentId: q.agentId, userId: q.userId, threadId: q.threadId }, new Date());
    const query = { vector: embedder.embedOne(q.query), model: embedder.modelId };
    const exact = await nearestEstablished(db, match, query, { candidateLimit: limit, efSearch: 40, force: 'exact' });
    if (exact.candidates.length === 0) continue;
    counted++;
    const truth = new Set(exact.candidates.map((c) => c.id));
    for (const a of i % 2 ? [...arms].reverse() : arms) {
      const t = performance.now();
      const got = await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('hnsw.ef_search', ${String(a.ef)}, true), set_config('hnsw.iterative_scan', ${a.scan}, true)`);
        return rows<{ id: string }>(tx, hnswSql(match, query, limit));
      });
      (times[a.key] ??= []).push(performance.now() - t);
      recall[a.key] = (recall[a.key] ?? 0) + got.filter((r) => truth.has(r.id)).length / truth.size;
    }
  }
  return {
    rows: limit,
    queries: counted,
    arms: Object.fromEntries(arms.map((a) => [a.key, { ms: percentiles(times[a.key] ?? []), recall: round((recall[a.key] ?? 0) / Math.max(1, counted)) }])),
  };
}

/**
 * (f) Every statement retrieve() issues, EXPLAIN ANALYZEd, for `perKind` light and heavy
 * queries: each statement's execution time (p50/p99 over the queries; EXPLAIN's
 * instrumentation included) and the plan of each statement of the first heavy query.
 */
async function explainSection(ex: Explainer, users: number, similarityFloor: number, perKind = 30) {
  const specs = querySpecs(perKind * 4, users);
  const out: Record<string, unknown> = {};
  for (const kind of ['light', 'heavy'] as const) {
    const times: Record<string, number[]> = {};
    const plans: Record<string, string[]> = {};
    for (const q of specs.filter((s) => s.kind === kind).slice(0, perKind)) {
      ex.captured.length = 0;
      const match = matchConditions({ tenantId: TENANT, agentId: q.agentId, userId: q.userId, threadId: q.threadId }, new Date());
      await retrieve(ex.db, match, { text: q.query, vector: embedder.embedOne(q.query), model: embedder.modelId }, retrieveOptions(similarityFloor));
      for (const s of [...ex.captured]) {
        const k = statementKind(s);
        if (!k) continue;
        const plan = await ex.explain(s, CONTEXT_DEFAULTS.efSearch);
        (times[k] ??= []).push(executionMs(plan));
        if (kind === 'heavy' && !plans[k]) plans[k] = plan;
      }
    }
    out[kind] = {
      statementExecutionMs: Object.fromEntries(Object.entries(times).map(([k, v]) => [k, percentiles(v)])),
      ...(kind === 'heavy' ? { plans } : {}),
    };
  }
  return out;
}

// ── Postgres mode (DATABASE_URL): COPY bulk load, sizes up to 1M ─────────────
const COPY_COLUMNS = `id, tenant_id, agent_id, user_id, thread_id, scope_level, scope_key, content, content_hash, memory_type, category,
  status, author_type, source, confidence, evidence, visibility, conflict_policy, importance, embedding, embedding_model,
  pipeline_stage, created_at, updated_at, hardened_at`;
const copyField = (v: string | number | null) =>
  v === null ? '\\N' : String(v).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');

/** COPY text-format lines for `count` notes, drawn exactly as {@link bulkInsert} draws them. */
function* copyLines(count: number, users: number, baseTime: number): Generator<string> {
  const BATCH = 1000;
  let buf: string[] = [];
  for (let i = 0; i < count; i++) {
    const d = randomScope(users);
    const { content, vector } = hashSource.next();
    const r = rnd();
    const status = r < 0.95 ? 'active' : r < 0.98 ? 'provisional' : 'superseded';
    const created = new Date(baseTime + i * 1000).toISOString();
    buf.push(
      [
        randomUUID(), TENANT, d.agentId, d.userId, d.threadId, levelOf(d), scopeKey(d), content, contentHash(content), 'semantic', 'preference',
        status, 'agent', 'user', 'asserted', '{"messageId":"m"}', 'immediate', 'append', Math.round(rnd() * 100) / 10,
        `[${vector.map((x) => x.toFixed(6)).join(',')}]`, hashSource.model, status === 'provisional' ? 'embed' : 'done', created, created,
        status === 'active' ? created : null,
      ].map(copyField).join('\t') + '\n',
    );
    if (buf.length === BATCH) {
      yield buf.join('');
      buf = [];
    }
  }
  if (buf.length) yield buf.join('');
}

/**
 * `DATABASE_URL=postgres://… npm run bench:recall`: the same tenant on a real Postgres, in a
 * database of its own (created, dropped after). Per size: COPY load time, HNSW build time
 * (with the maintenance settings used), table and index sizes, the DB part of context
 * (light and heavy queries interleaved as they come), context as a whole (hash embedder),
 * HNSW recall@10 on the heavy scope, and (f). Writes bench/results/recall.postgres.json.
 */
async function postgresMain(url: string) {
  const started = Date.now();
  const maintenanceWorkMem = process.env.BENCH_RECALL_MAINTENANCE_WORK_MEM ?? '2GB';
  const maintenanceWorkers = Number(process.env.BENCH_RECALL_MAINTENANCE_WORKERS ?? 1);
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  // BENCH_RECALL_DATABASE: a database kept by an earlier run (BENCH_RECALL_KEEP=1), so a size
  // whose notes it already holds is measured without the load (15 min at 1M notes).
  const reuse = process.env.BENCH_RECALL_DATABASE;
  const keep = process.env.BENCH_RECALL_KEEP === '1' || reuse !== undefined;
  const name = reuse ?? `memwright_bench_recall_${process.pid}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_RECALL_DATABASE: not a plain database name: ${name}`);
  const [exists] = await admin`select 1 as x from pg_database where datname = ${name}`;
  if (!exists) await admin.unsafe(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  log(`recall benchmark on Postgres (database ${name}): sizes ${SIZES.join(', ')}`);
  const env = loadConfig({ DATABASE_URL: dbUrl.href, MEMWRIGHT_EMBEDDER: 'hash', MEMWRIGHT_LOG_LEVEL: 'silent' });
  const floor = env.recall.contextMinSimilarity;
  const services = await createServices(env, { noQueue: true, logger: pino({ level: 'silent' }) });
  const client = postgres(dbUrl.href, { max: 1, onnotice: () => {} });
  const results: unknown[] = [];
  let server: Record<string, unknown> = {};
  /** Written after every size, so a long run that is stopped keeps the sizes it finished. */
  const write = () => {
    const report = {
      benchmark: 'recall.postgres',
      when: new Date().toISOString(),
      machine: machineInfo(),
      config: {
        sizes: SIZES,
        contextQueries: QUERIES,
        recallQueries: RECALL_QUERIES,
        embedder: 'hash-v1 for stored notes and queries',
        database: server,
        load: 'COPY … FROM STDIN (postgres.js writable stream), HNSW dropped before and built after each size',
        context: CONTEXT_DEFAULTS,
      },
      targets: { heavyAndLightDbPartP99MsAt1M: 50 },
      results,
      durationSeconds: Math.round((Date.now() - started) / 1000),
    };
    const file = join(ROOT, 'bench', 'results', process.env.BENCH_RECALL_FILE ?? (quick ? 'recall.postgres.quick.json' : 'recall.postgres.json'));
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(`written ${file}\n`);
  };
  try {
    const db = services.database.db;
    const principal = { tenantId: TENANT, role: 'operator' as const, keyId: 'bench', agentIds: null };
    const explainer = await postgresExplainer(client, schema);
    [server] = await client`select version() as version, current_setting('shared_buffers') as shared_buffers,
      (select extversion from pg_extension where extname = 'vector') as pgvector`;
    const [held] = await client`select count(*)::int as n from notes where tenant_id = ${TENANT}`;
    let loaded = held?.n ?? 0;
    for (const size of SIZES) {
      const users = Math.max(50, Math.round(size / 20));
      let copyMs = 0;
      let indexMs = 0;
      let vacuumMs = 0;
      if (loaded > size) throw new Error(`database ${name} already holds ${loaded} notes, more than ${size}`);
      if (loaded === size) {
        log(`  ${size}: already loaded in ${name}; measuring only (setup times are the run's that loaded it)`);
      } else {
        await client`drop index if exists notes_embedding_hnsw_idx`;
        const t0 = performance.now();
        const w = await client.unsafe(`copy notes (${COPY_COLUMNS}) from stdin`).writable();
        await pipeline(Readable.from(copyLines(size - loaded, users, Date.UTC(2026, 0, 1) + loaded * 1000)), w);
        copyMs = performance.now() - t0;
        loaded = size;
        log(`  ${size}: copied in ${(copyMs / 1000).toFixed(1)} s; building HNSW (maintenance_work_mem ${maintenanceWorkMem}, ${maintenanceWorkers} parallel workers)…`);
        await client.unsafe(`set maintenance_work_mem = '${maintenanceWorkMem}'`);
        await client.unsafe(`set max_parallel_maintenance_workers = ${maintenanceWorkers}`);
        const t1 = performance.now();
        await client`create index notes_embedding_hnsw_idx on notes using hnsw (embedding vector_cosine_ops) where status = 'active'`;
        indexMs = performance.now() - t1;
        const t2 = performance.now();
        await client`vacuum analyze notes`;
        vacuumMs = performance.now() - t2;
      }
      const [sizes] = await client`select pg_total_relation_size('notes')::bigint as total, pg_relation_size('notes')::bigint as heap,
        pg_relation_size('notes_embedding_hnsw_idx')::bigint as hnsw, pg_relation_size('notes_content_tsv_idx')::bigint as gin`;
      const mb = (x: unknown) => Math.round(Number(x) / 2 ** 20);
      log(`  ${size}: HNSW built in ${(indexMs / 1000).toFixed(1)} s; vacuum analyze ${(vacuumMs / 1000).toFixed(1)} s`);

      const specs = querySpecs(QUERIES, users);
      for (const q of specs.slice(0, 20)) await timeDbPart(db, q, floor);
      const load0 = loadavg()[0]!;
      const part: Record<'light' | 'heavy', number[]> = { light: [], heavy: [] };
      const whole: Record<'light' | 'heavy', number[]> = { light: [], heavy: [] };
      for (const q of specs) {
        part[q.kind].push(await timeDbPart(db, q, floor));
        const t = performance.now();
        await getContext(services, principal, { agentId: q.agentId, userId: q.userId, threadId: q.threadId, query: q.query, limit: 5 });
        whole[q.kind].push(performance.now() - t);
      }
      const load1 = loadavg()[0]!;
      await services.access.flush();

      // HNSW recall@10 on the heavy scope at the default ef_search, against an exact scan.
      let recallSum = 0;
      let counted = 0;
      for (const q of querySpecs(RECALL_QUERIES * 3, users).filter((x) => x.kind === 'heavy').slice(0, RECALL_QUERIES)) {
        const match = matchConditions({ tenantId: TENANT, agentId: q.agentId, userId: q.userId, threadId: q.threadId }, new Date());
        const query = { vector: embedder.embedOne(q.query), model: 'hash-v1' };
        const exact = await nearestEstablished(db, match, query, { candidateLimit: 10, efSearch: 40, force: 'exact' });
        if (exact.candidates.length === 0) continue;
        const truth = new Set(exact.candidates.map((c) => c.id));
        const h = await nearestEstablished(db, match, query, { candidateLimit: 10, efSearch: CONTEXT_DEFAULTS.efSearch, force: 'hnsw' });
        recallSum += h.candidates.filter((c) => truth.has(c.id)).length / truth.size;
        counted++;
      }
      const explained = await explainSection(explainer, users, floor);
      const remembered = await scopeMemorySection(db, users, floor, Number(process.env.BENCH_RECALL_MEMORY_QUERIES ?? 150));
      log(`  ${size}: scope memory ${JSON.stringify(remembered.ratioRememberedOverNone)} same top 5 ${JSON.stringify(remembered.sameTop5)}`);
      const sessionSettings = await sessionSettingsSection(dbUrl.href, db, users, floor, Number(process.env.BENCH_RECALL_SESSION_QUERIES ?? 300));
      log(`  ${size}: session settings / plain ${JSON.stringify(sessionSettings.ratioSessionOverPlain)} same top 5 ${JSON.stringify(sessionSettings.sameTop5)}`);
      const hnswSettings = await hnswSettingsSection(db, users, 40);
      log(`  ${size}: hnsw settings ${JSON.stringify(Object.fromEntries(Object.entries(hnswSettings.arms).map(([k, v]) => [k, [v.ms.p50, v.recall]])))}`);
      const [matching] = await client`select count(*) filter (where agent_id = 'a0' and user_id is null and status = 'active')::int as heavy from notes`;
      const entry = {
        notes: size,
        users,
        heavyScopeActiveNotes: matching?.heavy ?? null,
        setup: {
          reusedDatabase: copyMs === 0 ? name : null,
          copyMs: Math.round(copyMs),
          copyRowsPerSec: copyMs === 0 ? null : Math.round((size - (results.length ? (results[results.length - 1] as { notes: number }).notes : 0)) / (copyMs / 1000)),
          hnswBuildMs: Math.round(indexMs),
          vacuumAnalyzeMs: Math.round(vacuumMs),
          maintenanceWorkMem,
          maxParallelMaintenanceWorkers: maintenanceWorkers,
          sizesMB: { tableWithIndexes: mb(sizes?.total), heap: mb(sizes?.heap), hnsw: mb(sizes?.hnsw), gin: mb(sizes?.gin) },
        },
        contextDbPartMs: { light: percentiles(part.light), heavy: percentiles(part.heavy), loadavg1m: { before: round(load0, 2), after: round(load1, 2) } },
        contextLatencyMs: { light: percentiles(whole.light), heavy: percentiles(whole.heavy) },
        heavyRecallAt10: { [`ef${CONTEXT_DEFAULTS.efSearch}`]: round(recallSum / Math.max(1, counted)), queries: counted },
        explain: explained,
        scopeMemory: remembered,
        sessionSettings,
        hnswSettings,
      };
      results.push(entry);
      log(
        `  ${size}: DB part p50/p99 light ${entry.contextDbPartMs.light.p50}/${entry.contextDbPartMs.light.p99} ms, heavy ${entry.contextDbPartMs.heavy.p50}/${entry.contextDbPartMs.heavy.p99} ms; ` +
          `recall@10 ${entry.heavyRecallAt10[`ef${CONTEXT_DEFAULTS.efSearch}`]}; load ${load0.toFixed(1)} → ${load1.toFixed(1)}`,
      );
      write();
    }
  } finally {
    await client.end();
    await services.close();
    if (keep) log(`kept database ${name} (BENCH_RECALL_DATABASE=${name} measures it again without loading)`);
    else await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function main() {
  if (process.argv.includes('--http-only')) return httpOnly();
  if (process.env.DATABASE_URL) return postgresMain(process.env.DATABASE_URL);
  const started = Date.now();
  const env = loadConfig({ MEMWRIGHT_DATA_DIR: 'memory://', MEMWRIGHT_EMBEDDER: 'hash', MEMWRIGHT_LOG_LEVEL: 'silent' });
  log(`recall benchmark: sizes ${SIZES.join(', ')}, ${QUERIES} context queries and ${RECALL_QUERIES} recall queries per size`);
  const pg = await openPglite();
  const services = await createServices(env, { pglite: pg, noQueue: true, logger: pino({ level: 'silent' }) });
  const db = services.database.db;
  const principal = { tenantId: TENANT, role: 'operator' as const, keyId: 'bench', agentIds: null };
  const results: unknown[] = [];
  let loaded = 0;

  for (const size of SIZES) {
    const users = Math.max(50, Math.round(size / 20));
    // Bulk load without the index, then build it once (the way a restore would).
    await pg.exec('drop index if exists notes_embedding_hnsw_idx');
    const t0 = performance.now();
    await bulkInsert(pg, size - loaded, users, Date.UTC(2026, 0, 1) + loaded * 1000);
    const insertMs = performance.now() - t0;
    loaded = size;
    log(`  ${size}: inserted in ${(insertMs / 1000).toFixed(1)} s; building HNSW…`);
    await pg.exec(`set maintenance_work_mem = '512MB'`);
    const t1 = performance.now();
    await pg.exec("create index notes_embedding_hnsw_idx on notes using hnsw (embedding vector_cosine_ops) where status = 'active'");
    const indexMs = performance.now() - t1;
    await pg.exec('analyze notes');
    log(`  ${size}: HNSW built in ${(indexMs / 1000).toFixed(1)} s`);

    // (a) context latency, whole operation
    const specs = querySpecs(QUERIES, users);
    for (const q of querySpecs(20, users)) await getContext(services, principal, { agentId: q.agentId, userId: q.userId, threadId: q.threadId, query: q.query, limit: 5 });
    const lat: Record<'light' | 'heavy', number[]> = { light: [], heavy: [] };
    let injected = 0;
    const contextLoad = loadavg()[0]!;
    for (const q of specs) {
      const t = performance.now();
      const r = await getContext(services, principal, { agentId: q.agentId, userId: q.userId, threadId: q.threadId, query: q.query, limit: 5 });
      lat[q.kind].push(performance.now() - t);
      injected += r.notes.length;
    }
    await services.access.flush();
    const [acc] = await rows<{ total: number }>(db, sql`select coalesce(sum(access_count), 0)::int as total from notes where tenant_id = ${TENANT}`);

    // Which path does context take for each kind, and how many notes match?
    const pathOf = async (q: QuerySpec) =>
      (async (tx: typeof db) => {
        const match = matchConditions({ tenantId: TENANT, agentId: q.agentId, userId: q.userId, threadId: q.threadId }, new Date());
        const [c] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from notes where ${sql.join(match, sql` and `)} and status = 'active'`);
        const r = await nearestEstablished(tx, match, { vector: embedder.embedOne(q.query), model: 'hash-v1' }, {
          candidateLimit: 50, efSearch: CONTEXT_DEFAULTS.efSearch, exactThreshold: CONTEXT_DEFAULTS.exactThreshold,
        });
        return { path: r.path, matching: c?.n ?? 0 };
      })(db);
    const heavySpec = specs.find((q) => q.kind === 'heavy')!;
    const lightSpec = specs.find((q) => q.kind === 'light')!;
    const heavyPath = await pathOf(heavySpec);
    const lightPath = await pathOf(lightSpec);

    // (b) recall@10 of HNSW vs exact, same filter; (c) retrieval-only latency of both paths
    const recall: Record<string, Record<string, number>> = { heavy: {}, light: {} };
    const retrieval: Record<string, Percentiles> = {};
    const recallSpecs = querySpecs(RECALL_QUERIES * 2, users);
    for (const kind of ['heavy', 'light'] as const) {
      const qs = recallSpecs.filter((q) => q.kind === kind).slice(0, RECALL_QUERIES);
      const exactTimes: number[] = [];
      const hnswTimes: number[] = [];
      const sums: Record<number, number> = Object.fromEntries(EF_VALUES.map((e) => [e, 0]));
      let counted = 0;
      for (const q of qs) {
        const match = matchConditions({ tenantId: TENANT, agentId: q.agentId, userId: q.userId, threadId: q.threadId }, new Date());
        const query = { vector: embedder.embedOne(q.query), model: 'hash-v1' };
        let t = performance.now();
        const exact = await nearestEstablished(db, match, query, { candidateLimit: 10, efSearch: 40, force: 'exact' });
        exactTimes.push(performance.now() - t);
        if (exact.candidates.length === 0) continue;
        counted++;
        const truth = new Set(exact.candidates.map((c) => c.id));
        for (const ef of EF_VALUES) {
          t = performance.now();
          const h = await nearestEstablished(db, match, query, { candidateLimit: 10, efSearch: ef, force: 'hnsw' });
          if (ef === CONTEXT_DEFAULTS.efSearch) hnswTimes.push(performance.now() - t);
          sums[ef]! += h.candidates.filter((c) => truth.has(c.id)).length / truth.size;
        }
      }
      for (const ef of EF_VALUES) recall[kind]![`ef${ef}`] = round(sums[ef]! / Math.max(1, counted));
      retrieval[`${kind}ExactTop10Ms`] = percentiles(exactTimes);
      retrieval[`${kind}HnswTop10Ms_ef${CONTEXT_DEFAULTS.efSearch}`] = percentiles(hnswTimes);
    }

    // Query plan of the HNSW path on the heavy scope: the index must be in it.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local hnsw.ef_search = ${CONTEXT_DEFAULTS.efSearch}`));
      await tx.execute(sql.raw('set local hnsw.iterative_scan = strict_order'));
      const match = matchConditions({ tenantId: TENANT, agentId: heavySpec.agentId, userId: heavySpec.userId }, new Date());
      // The HNSW path's own statement, so a change to it (or to the index's predicate) shows here.
      const p = await rows<{ 'QUERY PLAN': string }>(tx, sql`explain ${hnswSql(match, { vector: embedder.embedOne(heavySpec.query), model: embedder.modelId }, 50)}`);
      return p.map((r) => Object.values(r)[0] as string);
    });
    const usesIndex = plan.some((l) => l.includes('notes_embedding_hnsw_idx'));

    // (e) The lexical half alone, unbounded (before) and bounded (now), alternated query by query
    // so both see the same machine load; and the DB part of context (retrieve(): both halves,
    // fusion) with the query vector given, so no embedding is in it. Quality of the bound: of the
    // unbounded search's notes above the fusion's BM25 floor (the only ones whose words change
    // their rank), the share among the bounded search's hits.
    const lexical: Record<string, unknown> = {};
    const dbPart: Record<string, Percentiles> = {};
    const cand = Math.max(CONTEXT_DEFAULTS.minCandidates, 5 * CONTEXT_DEFAULTS.candidatesPerResult);
    const load = loadavg()[0]!;
    for (const kind of ['light', 'heavy'] as const) {
      const qs = querySpecs(QUERIES, users).filter((q) => q.kind === kind).slice(0, LEXICAL_QUERIES);
      const before: number[] = [];
      const after: number[] = [];
      const db1: number[] = [];
      let aboveFloor = 0;
      let found = 0;
      let boundedPath = 0;
      for (const q of qs) {
        const match = matchConditions({ tenantId: TENANT, agentId: q.agentId, userId: q.userId, threadId: q.threadId }, new Date());
        let t = performance.now();
        const old = await rows<{ id: string; lexical: number }>(db, unboundedLexicalSql(match, q.query, cand));
        before.push(performance.now() - t);
        t = performance.now();
        const now = await lexicalMatches(db, match, { text: q.query }, cand);
        after.push(performance.now() - t);
        const strong = old.filter((h) => Number(h.lexical) > WEIGHTS.lexicalFloor).slice(0, 20);
        const got = new Set(now.map((h) => h.id));
        aboveFloor += strong.length;
        found += strong.filter((h) => got.has(h.id)).length;
        if ((await lexicalFirst(db, match, { text: q.query }, cand)).bounded !== undefined) boundedPath++;
        t = performance.now();
        await retrieve(db, match, { text: q.query, vector: embedder.embedOne(q.query), model: embedder.modelId }, {
          limit: 5,
          candidateLimit: cand,
          hnswCandidateLimit: Math.max(CONTEXT_DEFAULTS.minHnswCandidates, 5 * CONTEXT_DEFAULTS.hnswCandidatesPerResult),
          efSearch: CONTEXT_DEFAULTS.efSearch,
          exactThreshold: CONTEXT_DEFAULTS.exactThreshold,
          similarityFloor: env.recall.contextMinSimilarity,
        });
        db1.push(performance.now() - t);
      }
      const b = percentiles(before);
      const a = percentiles(after);
      lexical[kind] = {
        unboundedMs: b,
        boundedMs: a,
        ratioBoundedOverUnbounded: { p50: round(a.p50 / b.p50), p99: round(a.p99 / b.p99) },
        queriesOnBoundedPath: boundedPath,
        unboundedAboveFloorTop20: aboveFloor,
        foundByBounded: found,
        shareFound: round(found / Math.max(1, aboveFloor)),
      };
      dbPart[kind] = percentiles(db1);
    }
    const lexicalLoad = { before: round(load, 2), after: round(loadavg()[0]!, 2) };
    const explained = await explainSection(await pgliteExplainer(pg, schema), users, env.recall.contextMinSimilarity);
    const remembered = await scopeMemorySection(db, users, env.recall.contextMinSimilarity, Number(process.env.BENCH_RECALL_MEMORY_QUERIES ?? 150));
    log(`  ${size}: scope memory ${JSON.stringify(remembered.ratioRememberedOverNone)} same top 5 ${JSON.stringify(remembered.sameTop5)}`);
    const hnswSettings = await hnswSettingsSection(db, users, 40);
    // (g) The planner's random_page_cost: PGlite's (src/db/pglite/index.ts) against Postgres's
    // default, alternated query by query (the first of each pair takes turns), DB part of context.
    const plannerCost: Record<string, Record<'light' | 'heavy', number[]>> = { '1.1': { light: [], heavy: [] }, '4': { light: [], heavy: [] } };
    const plannerLoad = loadavg()[0]!;
    let turn = 0;
    for (const q of querySpecs(PLANNER_QUERIES, users)) {
      for (const cost of turn++ % 2 ? ['4', '1.1'] : ['1.1', '4']) {
        await pg.exec(`set random_page_cost = ${cost}`);
        plannerCost[cost]![q.kind].push(await timeDbPart(db, q, env.recall.contextMinSimilarity));
      }
    }
    await pg.exec('set random_page_cost = 1.1');
    const pc = (cost: string, kind: 'light' | 'heavy') => percentiles(plannerCost[cost]![kind]);
    const plannerCostSection = {
      randomPageCost1_1: { light: pc('1.1', 'light'), heavy: pc('1.1', 'heavy') },
      randomPageCost4: { light: pc('4', 'light'), heavy: pc('4', 'heavy') },
      ratio1_1Over4: Object.fromEntries((['light', 'heavy'] as const).map((k) => [k, { p50: round(pc('1.1', k).p50 / pc('4', k).p50), p99: round(pc('1.1', k).p99 / pc('4', k).p99) }])),
      loadavg1m: { before: round(plannerLoad, 2), after: round(loadavg()[0]!, 2) },
    };

    const entry = {
      notes: size,
      users,
      setup: { insertMs: Math.round(insertMs), hnswBuildMs: Math.round(indexMs) },
      contextLatencyMs: {
        light: { path: lightPath.path, matchingActiveNotes: lightPath.matching, ...percentiles(lat.light) },
        heavy: { path: heavyPath.path, matchingActiveNotes: heavyPath.matching, ...percentiles(lat.heavy) },
        all: percentiles([...lat.light, ...lat.heavy]),
        loadavg1m: round(contextLoad, 2),
      },
      meanNotesInjected: round(injected / specs.length, 2),
      accessCountAfterQueries: acc?.total ?? 0,
      recallAt10: recall,
      retrievalOnlyMs: retrieval,
      contextDbPartMs: dbPart,
      lexicalOnly: { ...lexical, bounds: LEXICAL_BOUNDS, loadavg1m: lexicalLoad },
      explain: explained,
      scopeMemory: remembered,
      hnswSettings,
      plannerRandomPageCost: plannerCostSection,
      hnswPlanUsesIndex: usesIndex,
      hnswPlan: plan,
    };
    results.push(entry);
    log(
      `  ${size}: context p50/p99 light ${entry.contextLatencyMs.light.p50}/${entry.contextLatencyMs.light.p99} ms (${lightPath.path}), ` +
        `heavy ${entry.contextLatencyMs.heavy.p50}/${entry.contextLatencyMs.heavy.p99} ms (${heavyPath.path}); ` +
        `recall@10 heavy ${JSON.stringify(recall.heavy)}; index in plan: ${usesIndex}`,
    );
  }

  await services.close();
  await pg.close();
  log(`  http: ${HTTP.notes} MiniLM notes, context over HTTP…`);
  const http = process.env.BENCH_RECALL_HTTP === '0' ? null : await httpContext();
  const ef = `ef${CONTEXT_DEFAULTS.efSearch}`;
  const recallAtDefault = Math.min(...results.map((r) => Math.min(...Object.values((r as { recallAt10: Record<string, Record<string, number>> }).recallAt10).map((k) => k[ef]!))));
  const report = {
    benchmark: 'recall',
    when: new Date().toISOString(),
    machine: machineInfo(),
    config: {
      quick,
      sizes: SIZES,
      contextQueries: QUERIES,
      recallQueries: RECALL_QUERIES,
      embedder: 'hash-v1 for stored notes and queries (setup speed; MiniLM changes only the query-embedding time)',
      database: 'PGlite 0.5 in memory + pgvector 0.8 (HNSW, cosine, iterative_scan strict_order)',
      context: CONTEXT_DEFAULTS,
      accessBookkeeping: 'on (batched recorder, 1 s flush)',
    },
    targets: TARGETS,
    results,
    httpContext: http,
    summary: {
      minRecallAt10AtDefaultEf: recallAtDefault,
      meetsRecallTarget: recallAtDefault >= TARGETS.recallAt10Min,
      httpNewQueryP50Ms: http?.newQueryMs.p50 ?? null,
      httpRepeatedQueryP99Ms: http?.repeatedQueryMs.p99 ?? null,
      meetsHttpNewQueryTarget: http ? http.newQueryMs.p50 <= TARGETS.httpNewQueryP50Ms : null,
      meetsHttpRepeatedQueryTarget: http ? http.repeatedQueryMs.p99 <= TARGETS.httpRepeatedQueryP99Ms : null,
    },
    durationSeconds: Math.round((Date.now() - started) / 1000),
  };
  const file = join(ROOT, 'bench', 'results', process.env.BENCH_RECALL_FILE ?? (quick ? 'recall.quick.json' : 'recall.json'));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(report.summary)}\nwritten ${file}\n`);
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack ?? e}\n`);
  process.exit(1);
});
