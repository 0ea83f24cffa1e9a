/**
 * Background-lane benchmark (`npm run bench:events`), on the embedded default (PGlite in a
 * temp dir, a private redis-server, the hash embedder, `serve`'s HTTP app on loopback):
 *
 * 1. `ingest`: POST /v1/events over HTTP in batches of BENCH_EVENTS_BATCH (20) events,
 *    BENCH_EVENTS_CLIENTS (8) clients closed-loop for BENCH_SECONDS (15) after
 *    BENCH_WARMUP_SECONDS (2) unmeasured; no extraction is triggered (`turn` batches of an
 *    on_session_end agent). Events stored per second and request latency. Target ≥ 1,000
 *    events/s.
 * 2. `extraction`: sessions ended at a steady open-loop rate (BENCH_SESSION_RATE, 5 per
 *    second, for BENCH_SECONDS) — 6 turns each, 2 extractable statements — with every worker
 *    running (extract + the six stages). Lag per session = its events' `extracted_at` (set
 *    once every candidate was admitted) − their arrival, read from the database.
 * 3. `suite`: the labelled extraction suite's conversations (bench/extract: every split),
 *    one run and one user each, posted with `session_end` at the same rate; once every
 *    event is extracted and no note is left provisional, the lane's notes are read back
 *    and scored with bench/extract/score.ts per split: `stored` counts every note the lane
 *    wrote (any status), `injectable` only those still provisional or active after
 *    hardening. Candidates by admission outcome from the lane's counter. Held-out, fresh,
 *    fresh2 and fresh3 are reported as numbers only, as in eval:extract. Within one run a later
 *    value of a single-valued slot rewrites the earlier note (`superseded_own`: "I live in
 *    Lyon" … "I moved to Porto" leaves one note), which the labels count as two memories;
 *    `laterValueExcused` scores the stored notes again without the memories a later
 *    memory of the same conversation holds the slot of.
 *
 * Drivers: PGlite by default; with DATABASE_URL (a superuser URL) a database of its own
 * is created on that server for the run and dropped after.
 *
 * `--quick` for a smoke run (a few conversations per split). Writes
 * bench/results/events.json (events.postgres.json on Postgres; `.quick` with --quick).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import postgres from 'postgres';
import { createApiKey } from '../src/auth/keys.js';
import { ensureRedis } from '../src/cli/redis.js';
import { loadConfig } from '../src/config/load.js';
import { rows } from '../src/db/database.js';
import { buildApp } from '../src/http/app.js';
import { startPipeline } from '../workers/pipeline.js';
import { createServices } from '../src/services.js';
import { machineInfo } from './lib/machine.js';
import { freePort } from './lib/net.js';
import { percentiles } from './lib/stats.js';
import { buildDev } from './extract/dev.js';
import { buildFresh } from './extract/fresh.js';
import { buildFresh2 } from './extract/fresh2.js';
import { buildFresh3 } from './extract/fresh3.js';
import { SLOT } from './extract/oracle.js';
import { scoreNotes, type ScoredNote } from './extract/score.js';
import { buildSuite, type SuiteConversation, type Split } from './extract/suite.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const num = (name: string, full: number, small: number) => Number(process.env[name] ?? (quick ? small : full));
const config = {
  quick,
  batch: num('BENCH_EVENTS_BATCH', 20, 20),
  clients: num('BENCH_EVENTS_CLIENTS', 8, 8),
  seconds: num('BENCH_SECONDS', 15, 3),
  warmupSeconds: num('BENCH_WARMUP_SECONDS', 2, 1),
  sessionRatePerSec: num('BENCH_SESSION_RATE', 5, 5),
};
/** BENCH_EVENTS_PARTS: which parts run (comma list of ingest, extraction, suite; all by default). A partial run writes `.partial` results. */
const PARTS = new Set((process.env.BENCH_EVENTS_PARTS ?? 'ingest,extraction,suite').split(',').map((p) => p.trim()));
const partial = !['ingest', 'extraction', 'suite'].every((p) => PARTS.has(p));
const DRIVER = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const TARGET = {
  ingestEventsPerSecMin: 1000,
  heldOutRecallMin: 0.7,
  heldOutPrecisionMin: 0.95,
  otherNegativeLeakRateMax: 0.02,
};
const SPLITS: Split[] = ['tune', 'heldOut', 'dev', 'fresh', 'fresh2', 'fresh3'];
const silent = pino({ level: 'silent' });
const log = (msg: string) => process.stderr.write(`${msg}\n`);
const TENANT = 'bench';

const TURNS = [
  'Hi there, can you help me plan a trip?',
  'Sure! Where would you like to go?',
  'I prefer trains over planes for anything under six hours.',
  'Got it. Any other constraints?',
  "I'm allergic to peanuts, so keep that in mind for the dining car.",
  'Noted, I will look for peanut-free options.',
];

/** Postgres: a database of this run's own on DATABASE_URL's server, dropped after, so a run neither reads nor leaves other data. */
async function benchDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { drop: async () => {} };
  const name = `mwbench_events_${randomUUID().slice(0, 8)}`;
  const admin = async (statement: string) => {
    const a = postgres(base, { max: 1, onnotice: () => {} });
    try {
      await a.unsafe(statement);
    } finally {
      await a.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

async function main() {
  const machine = machineInfo();
  const workDir = mkdtempSync(join(tmpdir(), 'mw-bench-events-'));
  const db = await benchDatabase();
  const env = loadConfig({
    ...(db.url ? { DATABASE_URL: db.url } : {}),
    MEMWRIGHT_DATA_DIR: join(workDir, 'data'),
    REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    MEMWRIGHT_EMBEDDER: 'hash',
    MEMWRIGHT_LOG_LEVEL: 'silent',
    MEMWRIGHT_QUEUE_PREFIX: 'bench',
    MEMWRIGHT_ADMIN_KEY: 'bench-admin-key-0123456789',
  });
  const redis = await ensureRedis(env.redis, silent);
  const services = await createServices(env, { logger: silent });
  const app = await buildApp(services);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const key = (await createApiKey(services.database.db, { tenantId: TENANT, role: 'agent', agentIds: ['ingest-agent', 'extract-agent', SUITE_AGENT] })).key;
  const post = async (body: unknown) => {
    const res = await fetch(`${base}/v1/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== 202) throw new Error(`POST /v1/events → ${res.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as { inserted: number; extraction: { queued: boolean } };
  };

  const runIngest = async () => {
    log(`ingest: ${config.clients} clients, batches of ${config.batch}, ${config.seconds}s (+${config.warmupSeconds}s warm-up)`);
    const latencies: number[] = [];
    let events = 0;
    let measuring = false;
    let seq = 0;
    const warmEnd = Date.now() + config.warmupSeconds * 1000;
    const end = warmEnd + config.seconds * 1000;
    let measuredFrom = 0;
    const client = async (c: number) => {
      while (Date.now() < end) {
        const n = seq++;
        const body = {
          // Ten batches per run (a run belongs to one user).
          run: { runId: `ingest-${c}-${Math.floor(n / 10)}`, agentId: 'ingest-agent', userId: `user-${Math.floor(n / 10) % 500}`, threadId: `thread-${c}` },
          events: Array.from({ length: config.batch }, (_, i) => ({
            id: `e${n}-${i}`,
            role: i % 2 ? 'assistant' : 'user',
            content: `${TURNS[i % TURNS.length]} (turn ${n}.${i})`,
          })),
        };
        const t0 = performance.now();
        const r = await post(body);
        const ms = performance.now() - t0;
        if (!measuring && Date.now() >= warmEnd) {
          measuring = true;
          measuredFrom = Date.now();
        }
        if (measuring && Date.now() <= end) {
          latencies.push(ms);
          events += r.inserted;
        }
      }
    };
    await Promise.all(Array.from({ length: config.clients }, (_, c) => client(c)));
    const measuredSeconds = (Date.now() - measuredFrom) / 1000;
    const ingest = {
      eventsPerSec: Math.round(events / measuredSeconds),
      events,
      requests: latencies.length,
      measuredSeconds: Math.round(measuredSeconds * 100) / 100,
      requestLatencyMs: percentiles(latencies),
      meetsTarget: events / measuredSeconds >= TARGET.ingestEventsPerSecMin,
    };
    log(`ingest: ${ingest.eventsPerSec} events/s, request p95 ${ingest.requestLatencyMs.p95} ms`);
    return ingest;
  };

  const runExtraction = async () => {
    const sessions = Math.round(config.sessionRatePerSec * config.seconds);
    log(`extraction: ${sessions} sessions at ${config.sessionRatePerSec}/s`);
    const cpu0 = process.cpuUsage();
    const started = Date.now();
    const sends: Promise<unknown>[] = [];
    let lateMs = 0;
    for (let i = 0; i < sessions; i++) {
      const due = started + (i * 1000) / config.sessionRatePerSec;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      else lateMs = Math.max(lateMs, -wait);
      sends.push(
        post({
          run: { runId: `session-${i}`, agentId: 'extract-agent', userId: `traveller-${i}` },
          events: TURNS.map((content, j) => ({ id: `t${j}`, role: j % 2 ? 'assistant' : 'user', content })),
          trigger: 'session_end',
        }),
      );
    }
    const answers = (await Promise.all(sends)) as Array<{ extraction: { queued: boolean } }>;
    const deadline = Date.now() + 120_000;
    for (;;) {
      const [p] = await rows<{ n: string | number }>(
        services.database.db,
        sql`select count(*) as n from conversation_events where tenant_id = ${TENANT} and agent_id = 'extract-agent' and extracted_at is null`,
      );
      if (Number(p!.n) === 0) break;
      if (Date.now() > deadline) throw new Error(`extraction did not finish: ${p!.n} events pending`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const cpu = process.cpuUsage(cpu0);
    const wallMs = Date.now() - started;
    const lags = await rows<{ ms: string | number }>(
      services.database.db,
      sql`select extract(epoch from (max(extracted_at) - max(received_at))) * 1000 as ms
          from conversation_events where tenant_id = ${TENANT} and agent_id = 'extract-agent' group by run_id`,
    );
    const [written] = await rows<{ n: string | number }>(
      services.database.db,
      sql`select count(*) as n from notes where tenant_id = ${TENANT} and author_type = 'extractor'`,
    );
    const extraction = {
      sessions,
      queued: answers.filter((a) => a.extraction.queued).length,
      notesWritten: Number(written!.n),
      lagMs: percentiles(lags.map((l) => Number(l.ms))),
      maxScheduleLateMs: Math.round(lateMs),
      // The process's CPU from the first session to the last extraction (every worker, the
      // HTTP app, hardening that ran meanwhile): the load-independent cost of the lane. The
      // lag stays flat only while the machine gives the process this much CPU per second.
      cpuMsPerSession: Math.round((cpu.user + cpu.system) / 1000 / sessions),
      cpuShareOfWall: Math.round(((cpu.user + cpu.system) / 1000 / wallMs) * 100) / 100,
    };
    log(`extraction: lag p95 ${extraction.lagMs.p95} ms, ${extraction.notesWritten} notes, CPU ${extraction.cpuMsPerSession} ms/session (${extraction.cpuShareOfWall} of a core)`);
    return extraction;
  };

  try {
    // 1. Ingestion throughput.
    const ingest = PARTS.has('ingest') ? await runIngest() : null;
    // 2. Extraction lag at a steady rate, every worker running; 3. the suite through the lane.
    const pipeline = await startPipeline(services, { schedulers: false });
    await pipeline.ready();
    const extraction = PARTS.has('extraction') ? await runExtraction() : null;
    const suite = PARTS.has('suite') ? await runSuite(services, post) : null;
    await pipeline.close();

    const result = {
      benchmark: 'events',
      at: new Date().toISOString(),
      machine,
      driver: DRIVER,
      config,
      setup: `${DRIVER === 'postgres' ? 'Postgres (a database of the run\'s own)' : 'embedded PGlite (temp dir)'} + private redis-server + hash embedder; the HTTP app on loopback in the same process; ingest = closed-loop clients posting turn batches (no extraction); extraction = sessions ended at a steady rate with the extract and stage workers running (recurring jobs off); suite = the labelled extraction suite's conversations through the same lane, the stored notes scored with bench/extract/score.ts`,
      target: TARGET,
      ingest,
      extraction,
      suite,
    };
    const name = `events${DRIVER === 'postgres' ? '.postgres' : ''}${quick ? '.quick' : ''}${partial ? '.partial' : ''}.json`;
    const out = join(ROOT, `bench/results/${name}`);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    log(`load at start ${machine.loadavg1mAtStart} → ${out}`);
  } finally {
    await app.close();
    await services.close();
    await redis.stop();
    await db.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

const SUITE_AGENT = 'suite-agent';

async function candidateOutcomes(services: Awaited<ReturnType<typeof createServices>>): Promise<Record<string, number>> {
  const got = await services.metrics.extractedCandidates.get();
  return Object.fromEntries(got.values.map((v) => [String(v.labels.outcome), v.value]));
}

/**
 * The labelled suite through the lane: each conversation one run of its own user, ended
 * at the session rate; scored once the lane and the hardening have settled.
 */
async function runSuite(services: Awaited<ReturnType<typeof createServices>>, post: (body: unknown) => Promise<{ extraction: { queued: boolean } }>) {
  const all = [...buildSuite(), ...buildDev(), ...buildFresh(), ...buildFresh2(), ...buildFresh3()];
  const conversations = quick ? SPLITS.flatMap((split) => all.filter((c) => c.split === split).slice(0, 4)) : all;
  const before = await candidateOutcomes(services);
  log(`suite: ${conversations.length} conversations at ${config.sessionRatePerSec}/s`);
  const started = Date.now();
  const sends: Promise<{ extraction: { queued: boolean } }>[] = [];
  for (const [i, conv] of conversations.entries()) {
    const wait = started + (i * 1000) / config.sessionRatePerSec - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sends.push(
      post({
        run: { runId: conv.id, agentId: SUITE_AGENT, userId: `user-${conv.id}` },
        events: conv.turns.map((t) => ({ id: t.id, role: t.role, content: t.content, ...(t.role === 'tool' ? { toolName: 'search' } : {}) })),
        trigger: 'session_end',
      }),
    );
  }
  const answers = await Promise.all(sends);
  const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: string | number }>(services.database.db, query))[0]!.n);
  const deadline = Date.now() + 600_000;
  for (;;) {
    const pending = await count(sql`select count(*) as n from conversation_events where tenant_id = ${TENANT} and agent_id = ${SUITE_AGENT} and extracted_at is null`);
    const provisional = await count(sql`select count(*) as n from notes where tenant_id = ${TENANT} and run_agent_id = ${SUITE_AGENT} and status = 'provisional'`);
    if (pending === 0 && provisional === 0) break;
    if (Date.now() > deadline) throw new Error(`suite did not settle: ${pending} events pending, ${provisional} notes provisional`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const settledMs = Date.now() - started;
  const lags = await rows<{ ms: string | number }>(
    services.database.db,
    sql`select extract(epoch from (max(extracted_at) - max(received_at))) * 1000 as ms
        from conversation_events where tenant_id = ${TENANT} and agent_id = ${SUITE_AGENT} group by run_id`,
  );
  const stored = await rows<{ content: string; status: string; evidence: Record<string, string>; run_id: string }>(
    services.database.db,
    sql`select content, status, evidence, run_id from notes where tenant_id = ${TENANT} and run_agent_id = ${SUITE_AGENT} and author_type = 'extractor'`,
  );
  const after = await candidateOutcomes(services);
  const outcomes = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k] ?? 0)]).filter(([, v]) => Number(v) > 0));
  const byStatus: Record<string, number> = {};
  for (const n of stored) byStatus[n.status] = (byStatus[n.status] ?? 0) + 1;
  const scoreSplit = (split: Split) => {
    const convs = conversations.filter((c) => c.split === split);
    const runs = new Set(convs.map((c) => c.id));
    const notes: ScoredNote[] = stored
      .filter((n) => runs.has(n.run_id))
      .map((n) => ({ content: n.content, eventIds: String(n.evidence.eventIds ?? '').split(','), injectable: n.status === 'provisional' || n.status === 'active' }));
    const excused = withoutEarlierSlotValues(convs);
    const e = scoreNotes(excused.conversations, notes);
    return {
      stored: scoreNotes(convs, notes),
      injectable: scoreNotes(convs, notes.filter((n) => n.injectable)),
      laterValueExcused: { excused: excused.excused, precision: e.precision, recall: e.recall, tp: e.tp, fp: e.fp, fn: e.fn },
    };
  };
  const splits = Object.fromEntries(SPLITS.map((split) => [split, scoreSplit(split)])) as Record<Split, ReturnType<typeof scoreSplit>>;
  for (const split of SPLITS) {
    const { stored: s, injectable: j } = splits[split];
    log(
      `suite ${split}: ${s.memories} memories — stored P ${s.precision} R ${s.recall} (tp ${s.tp} fp ${s.fp} fn ${s.fn}), injectable P ${j.precision} R ${j.recall}; never-stored negatives injectable ${s.neverStoredInjectable}, other negatives leaked ${s.otherNegativeLeakRate}`,
    );
    log(`  later values excused (${splits[split].laterValueExcused.excused}): R ${splits[split].laterValueExcused.recall}`);
    log(`  kinds (stored): ${Object.entries(s.kinds).map(([k, t]) => `${k} ${t.tp}/${t.tp + t.fn}`).join(', ')}`);
  }
  const lagMs = percentiles(lags.map((l) => Number(l.ms)));
  log(`suite: lag p95 ${lagMs.p95} ms, settled in ${settledMs} ms; notes ${JSON.stringify(byStatus)}; candidates ${JSON.stringify(outcomes)}`);
  return {
    conversations: conversations.length,
    events: conversations.reduce((n, c) => n + c.turns.length, 0),
    queued: answers.filter((a) => a.extraction.queued).length,
    lagMs,
    settledMs,
    candidates: outcomes,
    notesByStatus: byStatus,
    splits,
  };
}

await main();

/** The conversations without each expected memory whose slot a later memory of the same conversation holds. */
function withoutEarlierSlotValues(conversations: SuiteConversation[]): { conversations: SuiteConversation[]; excused: number } {
  let excused = 0;
  const out = conversations.map((conv) => ({
    ...conv,
    turns: conv.turns.map((turn, i) => ({
      ...turn,
      expect: turn.expect.filter((e, j) => {
        const slot = SLOT[e.kind];
        const later = slot !== undefined && [turn.expect.slice(j + 1), ...conv.turns.slice(i + 1).map((t) => t.expect)].flat().some((x) => SLOT[x.kind] === slot);
        if (later) excused++;
        return !later;
      }),
    })),
  }));
  return { conversations: out, excused };
}
