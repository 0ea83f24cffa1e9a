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
 *
 * `--quick` for a smoke run. Writes bench/results/events.json (events.quick.json with --quick).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pino from 'pino';
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
const TARGET = { ingestEventsPerSecMin: 1000 };
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

async function main() {
  const machine = machineInfo();
  const workDir = mkdtempSync(join(tmpdir(), 'mw-bench-events-'));
  const env = loadConfig({
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
  const key = (await createApiKey(services.database.db, { tenantId: TENANT, role: 'agent', agentIds: ['ingest-agent', 'extract-agent'] })).key;
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

  try {
    // 1. Ingestion throughput.
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

    // 2. Extraction lag at a steady rate, every worker running.
    const pipeline = await startPipeline(services, { schedulers: false });
    await pipeline.ready();
    const sessions = Math.round(config.sessionRatePerSec * config.seconds);
    log(`extraction: ${sessions} sessions at ${config.sessionRatePerSec}/s`);
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
    const lags = await rows<{ ms: string | number }>(
      services.database.db,
      sql`select extract(epoch from (max(extracted_at) - max(received_at))) * 1000 as ms
          from conversation_events where tenant_id = ${TENANT} and agent_id = 'extract-agent' group by run_id`,
    );
    const [written] = await rows<{ n: string | number }>(
      services.database.db,
      sql`select count(*) as n from notes where tenant_id = ${TENANT} and author_type = 'extractor'`,
    );
    await pipeline.close();
    const extraction = {
      sessions,
      queued: answers.filter((a) => a.extraction.queued).length,
      notesWritten: Number(written!.n),
      lagMs: percentiles(lags.map((l) => Number(l.ms))),
      maxScheduleLateMs: Math.round(lateMs),
    };
    log(`extraction: lag p95 ${extraction.lagMs.p95} ms, ${extraction.notesWritten} notes`);

    const result = {
      benchmark: 'events',
      at: new Date().toISOString(),
      machine,
      config,
      setup:
        'embedded PGlite (temp dir) + private redis-server + hash embedder; the HTTP app on loopback in the same process; ingest = closed-loop clients posting turn batches (no extraction); extraction = sessions ended at a steady rate with the extract and stage workers running (recurring jobs off)',
      target: TARGET,
      ingest,
      extraction,
    };
    const out = join(ROOT, `bench/results/${quick ? 'events.quick.json' : 'events.json'}`);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    log(`load at start ${machine.loadavg1mAtStart} → ${out}`);
  } finally {
    await app.close();
    await services.close();
    await redis.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
