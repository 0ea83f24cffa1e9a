/**
 * Ingest benchmark (`npm run bench:ingest`): enqueue → note written through the
 * `ingest` queue at a steady rate, on the embedded default (PGlite in a temp dir, a
 * private redis-server, the hash embedder). The producer is a separate process
 * (bench/lib/ingest-producer.ts) enqueueing on a fixed (open-loop) schedule.
 *
 * Two latencies per job:
 *   - `producerObserved`: the producer's enqueue call → its result arriving back at the
 *     producer (QueueEvents) — what a runtime waiting for the outcome sees;
 *   - `enqueueToWritten`: the job's enqueue timestamp → the worker finishing it (BullMQ
 *     `finishedOn - timestamp`, ms resolution): the note is committed by then.
 *
 * Two scenarios: `ingest-only` (the ingest worker alone, at BENCH_RATE, default 50
 * jobs/s) and `pipeline` (ingest + all stage workers, at BENCH_PIPELINE_RATE, default 10
 * jobs/s — embedded, the six stages on one PGlite sustain far less than the write path).
 * Sizes: BENCH_SECONDS (default 20) per scenario, after
 * BENCH_WARMUP_SECONDS (default 3) of unmeasured load. `--quick` for a smoke run.
 * Writes bench/results/ingest.json (ingest.quick.json with --quick).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { createApiKey } from '../src/auth/keys.js';
import { ensureRedis } from '../src/cli/redis.js';
import { loadConfig } from '../src/config/load.js';
import { notes } from '../src/db/schema.js';
import { INGEST_QUEUE } from '../src/contract/ingestWire.js';
import { startIngestWorker } from '../src/ingest/worker.js';
import { startPipeline } from '../workers/pipeline.js';
import { bullPrefix } from '../src/contract/queuePrefix.js';
import { createServices } from '../src/services.js';
import type { Services } from '../src/ports.js';
import { BENCH_AGENT } from './lib/bodies.js';
import { machineInfo } from './lib/machine.js';
import { freePort } from './lib/net.js';
import { percentiles } from './lib/stats.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const num = (name: string, full: number, small: number) => Number(process.env[name] ?? (quick ? small : full));
const config = {
  quick,
  ratePerSec: num('BENCH_RATE', 50, 50),
  pipelineRatePerSec: num('BENCH_PIPELINE_RATE', 10, 10),
  seconds: num('BENCH_SECONDS', 20, 3),
  warmupSeconds: num('BENCH_WARMUP_SECONDS', 3, 1),
};
const TARGET = { enqueueToWrittenP95MaxMs: 50 };
const silent = pino({ level: 'silent' });
const log = (msg: string) => process.stderr.write(`${msg}\n`);

interface Sample {
  id: string;
  ms: number;
  outcome: string;
  lateMs: number;
}

/** Run the producer child for `jobs` jobs; resolves with its samples. */
function produce(services: Services, key: { id: string; key: string }, jobs: number, tag: string, ratePerSec: number): Promise<Sample[]> {
  const proc = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/lib/ingest-producer.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      MW_REDIS_URL: services.config.redis.url,
      MW_PREFIX: services.config.queue.prefix,
      MW_KEY_ID: key.id,
      MW_KEY: key.key,
      MW_BENCH_RATE: String(ratePerSec),
      MW_BENCH_JOBS: String(jobs),
      MW_BENCH_TAG: tag,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  proc.stdout.on('data', (b: Buffer) => (out += b.toString()));
  return new Promise((res, rej) =>
    proc.once('close', (code) => {
      if (code !== 0) return rej(new Error(`producer exited ${code}`));
      res((JSON.parse(out.trim().split('\n').at(-1)!) as { samples: Sample[] }).samples);
    }),
  );
}

async function scenario(mode: 'ingest-only' | 'pipeline', ratePerSec: number) {
  const workDir = mkdtempSync(join(tmpdir(), 'mw-bench-ingest-'));
  const env = loadConfig({
    MEMWRIGHT_DATA_DIR: join(workDir, 'data'),
    REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    MEMWRIGHT_EMBEDDER: 'hash',
    MEMWRIGHT_LOG_LEVEL: 'silent',
    MEMWRIGHT_QUEUE_PREFIX: 'bench',
  });
  const redis = await ensureRedis(env.redis, silent);
  const services = await createServices(env, { logger: silent });
  let closeWorkers: () => Promise<void>;
  if (mode === 'ingest-only') {
    // Only the ingest worker: the write path alone, as bench:write measures it (stages wait in Redis).
    const connection = new Redis(env.redis.url, { maxRetriesPerRequest: null });
    const iw = startIngestWorker(services, connection, { lockDuration: 30_000, stalledInterval: 30_000 });
    await iw.waitUntilReady();
    closeWorkers = async () => {
      await iw.close();
      connection.disconnect();
    };
  } else {
    const pipeline = await startPipeline(services, { schedulers: false });
    await pipeline.ready();
    closeWorkers = () => pipeline.close(5000);
  }
  const tenant = 'bench-ingest';
  const key = await createApiKey(services.database.db, { tenantId: tenant, role: 'agent', agentIds: [BENCH_AGENT] });
  try {
    log(`${mode}: warm-up ${config.warmupSeconds}s at ${ratePerSec} jobs/s`);
    await produce(services, key, Math.round(ratePerSec * config.warmupSeconds), `warm-${randomUUID().slice(0, 6)}`, ratePerSec);
    log(`${mode}: measuring ${config.seconds}s at ${ratePerSec} jobs/s`);
    const started = Date.now();
    const samples = await produce(services, key, Math.round(ratePerSec * config.seconds), `run-${randomUUID().slice(0, 6)}`, ratePerSec);
    const wallSeconds = (Date.now() - started) / 1000;

    // The worker's side, from the jobs BullMQ keeps: enqueue timestamp → finished.
    const queue = new Queue(INGEST_QUEUE, { connection: services.producer!.connection, prefix: bullPrefix(env.queue.prefix) });
    const server: number[] = [];
    for (let i = 0; i < samples.length; i += 500) {
      const jobs = await Promise.all(samples.slice(i, i + 500).map((s) => queue.getJob(s.id)));
      for (const j of jobs) if (j?.finishedOn) server.push(j.finishedOn - j.timestamp);
    }
    await queue.close();
    const outcomes: Record<string, number> = {};
    for (const s of samples) outcomes[s.outcome] = (outcomes[s.outcome] ?? 0) + 1;
    const written = (await services.database.db.select({ id: notes.id }).from(notes).where(eq(notes.tenantId, tenant))).length;

    const enqueueToWritten = percentiles(server);
    const r = {
      mode,
      ratePerSec,
      jobs: samples.length,
      notesWritten: written,
      outcomes,
      achievedRatePerSec: Math.round((samples.length / wallSeconds) * 10) / 10,
      latencyMs: {
        enqueueToWritten,
        producerObserved: percentiles(samples.map((x) => x.ms)),
        producerScheduleLag: percentiles(samples.map((x) => x.lateMs)),
      },
      pass: enqueueToWritten.p95 <= TARGET.enqueueToWrittenP95MaxMs,
    };
    log(
      `${mode} at ${ratePerSec}/s: enqueue→written p50 ${enqueueToWritten.p50} ms, p95 ${enqueueToWritten.p95} ms (target ≤ ${TARGET.enqueueToWrittenP95MaxMs}: ${r.pass ? 'PASS' : 'FAIL'}); ` +
        `producer-observed p50 ${r.latencyMs.producerObserved.p50} ms, p95 ${r.latencyMs.producerObserved.p95} ms; outcomes ${JSON.stringify(outcomes)}`,
    );
    return r;
  } finally {
    await closeWorkers();
    await services.close();
    await redis.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function main() {
  const machine = machineInfo();
  const scenarios = [
    // The ingest path alone (stage jobs wait in Redis), as bench:write measures the HTTP/library path.
    await scenario('ingest-only', config.ratePerSec),
    // As `serve` runs: ingest and all six stages share one PGlite and 2 busy cores; a rate the whole pipeline keeps up with.
    await scenario('pipeline', config.pipelineRatePerSec),
  ];
  const result = {
    benchmark: 'ingest',
    at: new Date().toISOString(),
    machine,
    config,
    setup: 'embedded PGlite (temp dir) + private redis-server + hash embedder; producer in a separate process on an open-loop schedule; ingest-only = the ingest worker alone, pipeline = ingest + stage workers in one process (recurring jobs off)',
    target: TARGET,
    scenarios,
  };
  const out = join(ROOT, `bench/results/${quick ? 'ingest.quick.json' : 'ingest.json'}`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  log(`load at start ${machine.loadavg1mAtStart} → ${out}`);
}

await main();
