/**
 * Write-path benchmark (`npm run bench:write`) on the embedded default: PGlite in a
 * temp dir, a private redis-server, the hash embedder, and NO pipeline running, so
 * only the write path is measured.
 *
 *   (a) library write latency over sequential writes
 *   (b) the floor in the same run: one bare drizzle INSERT of a note row + one bare
 *       queue.add — interleaved with (a) in blocks so machine noise hits both alike
 *   (c) HTTP: buildApp on the same services, concurrent keep-alive clients
 *   (d) resident memory of a real `memwright serve` child after many HTTP writes
 *
 * Writes bench/results/write.json and prints a summary. Sizes: BENCH_WRITES,
 * BENCH_HTTP_SECONDS, BENCH_CONCURRENCY, BENCH_RSS_WRITES; `--quick` for a smoke run.
 * `BENCH_ONLY=http` runs only (c) and prints it (no results file is written).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import pino from 'pino';
import { createApiKey } from '../src/auth/keys.js';
import { ensureRedis } from '../src/cli/redis.js';
import { loadConfig } from '../src/config/load.js';
import { notes, tenants } from '../src/db/schema.js';
import { buildApp } from '../src/http/app.js';
import { memwrightFor } from '../src/memwright.js';
import { contentHash } from '../src/policy/normalize.js';
import { bullPrefix } from '../src/contract/queuePrefix.js';
import { STAGE_JOB_OPTIONS } from '../src/queue/producer.js';
import { createServices } from '../src/services.js';
import { BENCH_AGENT, writeBody } from './lib/bodies.js';
import { runLoad, type LoadResult } from './lib/load.js';
import { machineInfo, processMemoryMB } from './lib/machine.js';
import { freePort, waitFor200 } from './lib/net.js';
import { progressBar } from './lib/progress.js';
import { percentiles, ratio, type Percentiles } from './lib/stats.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const only = process.env.BENCH_ONLY ?? '';
if (only && only !== 'http') throw new Error(`BENCH_ONLY=${only}: only "http" is supported`);
const num = (name: string, full: number, small: number) => Number(process.env[name] ?? (quick ? small : full));
const config = {
  quick,
  libraryWrites: num('BENCH_WRITES', 5000, 400),
  warmupWrites: quick ? 100 : 500,
  blockSize: quick ? 50 : 250,
  httpSeconds: num('BENCH_HTTP_SECONDS', 20, 3),
  httpWarmupSeconds: quick ? 1 : 3,
  concurrency: num('BENCH_CONCURRENCY', 32, 16),
  rssWrites: num('BENCH_RSS_WRITES', 50_000, 2000),
};
const TARGETS = { libraryP99OverFloorMax: 3, libraryP50MaxMs: 5, httpWritesPerSecMin: 400 };
const ADMIN_KEY = `bench-admin-${randomUUID()}`;
const silent = pino({ level: 'silent' });

function log(msg: string) {
  process.stderr.write(`${msg}\n`);
}

async function libraryAndFloor(workDir: string) {
  const redisPort = await freePort();
  const env = loadConfig({
    MEMWRIGHT_DATA_DIR: join(workDir, 'lib-data'),
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    MEMWRIGHT_EMBEDDER: 'hash',
    MEMWRIGHT_LOG_LEVEL: 'silent',
    MEMWRIGHT_ADMIN_KEY: ADMIN_KEY,
    MEMWRIGHT_QUEUE_PREFIX: 'bench',
  });
  const redis = await ensureRedis(env.redis, silent);
  const services = await createServices(env, { logger: silent });
  try {
    const db = services.database.db;
    const mw = memwrightFor(services, { tenantId: 'bench-lib', role: 'agent', agentIds: [BENCH_AGENT] });
    const floorTenant = 'bench-floor';
    await db.insert(tenants).values({ id: floorTenant }).onConflictDoNothing();
    const floorQueue = new Queue('bench-floor', { connection: services.producer!.connection, prefix: bullPrefix('bench') });

    let libI = 0;
    const unexpected: Record<string, number> = {};
    const libraryWrite = async () => {
      const r = await mw.write(writeBody('lib', libI++));
      if (r.outcome !== 'written') unexpected[r.outcome] = (unexpected[r.outcome] ?? 0) + 1;
    };
    let floorI = 0;
    // The same row shape the library writes, without admission, audit event or transaction.
    const floorWrite = async () => {
      const i = floorI++;
      const id = randomUUID();
      const content = `Benchmark note floor-${i}: the user prefers option ${i % 97} for report ${i}.`;
      const userId = `user-${i % 200}`;
      await db.insert(notes).values({
        id,
        tenantId: floorTenant,
        agentId: BENCH_AGENT,
        userId,
        scopeLevel: 'user',
        scopeKey: JSON.stringify([BENCH_AGENT, userId, null]),
        content,
        contentHash: contentHash(content),
        memoryType: 'semantic',
        category: 'preference',
        status: 'provisional',
        authorType: 'agent',
        source: 'user',
        confidence: 'asserted',
        evidence: { messageId: `msg-floor-${i}` },
        runId: `run-floor-${i}`,
        visibility: 'immediate',
        conflictPolicy: 'append',
        expiresAt: new Date(Date.now() + 7 * 86400_000),
      });
      await floorQueue.add('embed', { tenantId: floorTenant, noteId: id, version: 1 }, { ...STAGE_JOB_OPTIONS, jobId: `embed-${id}-v1` });
    };

    if (only === 'http') {
      const http = await httpThroughput(services);
      return { library: percentiles([0]), floor: percentiles([0]), unexpectedOutcomes: unexpected, http };
    }
    for (let i = 0; i < config.warmupWrites; i++) {
      await libraryWrite();
      await floorWrite();
    }

    const lib: number[] = [];
    const floor: number[] = [];
    const bar = progressBar('(a,b) library + floor', config.libraryWrites * 2, 'ops');
    const t0 = performance.now();
    while (lib.length < config.libraryWrites) {
      const n = Math.min(config.blockSize, config.libraryWrites - lib.length);
      for (let j = 0; j < n; j++) {
        const s = performance.now();
        await libraryWrite();
        lib.push(performance.now() - s);
      }
      for (let j = 0; j < n; j++) {
        const s = performance.now();
        await floorWrite();
        floor.push(performance.now() - s);
      }
      const done = lib.length + floor.length;
      bar.update(done, `${Math.round(done / ((performance.now() - t0) / 1000))} ops/s`);
    }
    bar.stop();
    await floorQueue.close();
    if (Object.keys(unexpected).length) log(`warning: library writes with an unexpected outcome: ${JSON.stringify(unexpected)}`);

    // (c) HTTP on the same services.
    const http = await httpThroughput(services);
    return { library: percentiles(lib), floor: percentiles(floor), unexpectedOutcomes: unexpected, http };
  } finally {
    await services.close();
    await redis.stop();
  }
}

async function httpThroughput(services: Awaited<ReturnType<typeof createServices>>) {
  const app = await buildApp(services);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const { key } = await createApiKey(services.database.db, { tenantId: 'bench-http', role: 'agent', agentIds: [BENCH_AGENT] });
    await runLoad({ url: address, key, concurrency: config.concurrency, durationMs: config.httpWarmupSeconds * 1000, prefix: 'http-warm' });
    const bar = progressBar(`(c) HTTP, ${config.concurrency} clients`, config.httpSeconds, 's');
    const r = await runLoad(
      { url: address, key, concurrency: config.concurrency, durationMs: config.httpSeconds * 1000, prefix: 'http' },
      (done, ms) => bar.update(Math.floor(ms / 1000), `${Math.round(done / (ms / 1000))} req/s`),
    );
    bar.update(config.httpSeconds);
    bar.stop();
    return summarizeLoad(r);
  } finally {
    await app.close();
  }
}

function summarizeLoad(r: LoadResult) {
  const written = r.byStatus['201'] ?? 0;
  return {
    requests: r.requests,
    byStatus: r.byStatus,
    transportErrors: r.errors,
    seconds: Math.round(r.elapsedMs) / 1000,
    writesPerSec: Math.round((written / r.elapsedMs) * 1000 * 10) / 10,
    latencyMs: percentiles(r.latencies),
  };
}

/** (d) A real `memwright serve` child: its RSS before and after many HTTP writes. */
async function serveMemory(workDir: string) {
  const port = await freePort();
  const redisPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATABASE_URL: '',
    MEMWRIGHT_DATA_DIR: join(workDir, 'serve-data'),
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    MEMWRIGHT_EMBEDDER: 'hash',
    MEMWRIGHT_ADMIN_KEY: ADMIN_KEY,
    MEMWRIGHT_LOG_LEVEL: 'warn',
  };
  // Creating a PGlite data directory (initdb) peaks near 1 GB on its own; do it in a
  // separate `migrate` process so the peak measured below is the serving process's.
  const migrate = spawn(process.execPath, [join(ROOT, 'bin/memwright.js'), 'migrate'], { cwd: ROOT, stdio: 'ignore', env });
  const migrated = await new Promise<number | null>((r) => migrate.once('exit', (code) => r(code)));
  if (migrated !== 0) throw new Error(`memwright migrate exited with ${migrated}`);
  const child = spawn(process.execPath, [join(ROOT, 'bin/memwright.js'), 'serve'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env,
  });
  let stderr = '';
  child.stderr!.on('data', (b: Buffer) => (stderr = (stderr + b.toString()).slice(-4000)));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  let alive = true;
  void exited.then(() => (alive = false));
  try {
    await waitFor200(`${url}/readyz`, 180_000, () => alive);
    const pid = child.pid!;
    const atReady = await processMemoryMB(pid);
    const res = await fetch(`${url}/v1/admin/keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tenantId: 'bench-rss', role: 'agent', agentIds: [BENCH_AGENT] }),
    });
    const { key } = (await res.json()) as { key: string };
    const samples: Array<{ writes: number; rssMB: number }> = [];
    let lastSample = 0;
    const bar = progressBar(`(d) serve RSS, ${config.rssWrites} writes`, config.rssWrites);
    const r = await runLoad({ url, key, concurrency: config.concurrency, total: config.rssWrites, prefix: 'rss' }, (done, ms) => {
      bar.update(done, `${Math.round(done / (ms / 1000))} req/s`);
      if (ms - lastSample >= 2000) {
        lastSample = ms;
        processMemoryMB(pid).then((m) => samples.push({ writes: done, rssMB: m.rssMB }), () => {});
      }
    });
    bar.stop();
    const afterWrites = await processMemoryMB(pid);
    await new Promise((res) => setTimeout(res, 5000));
    const afterSettle = await processMemoryMB(pid);
    child.kill('SIGTERM');
    const exitCode = await exited;
    return {
      writes: config.rssWrites,
      load: summarizeLoad(r),
      rssAtReadyMB: atReady.rssMB,
      rssAfterWritesMB: afterWrites.rssMB,
      rssAfter5sIdleMB: afterSettle.rssMB,
      peakRssMB: afterSettle.peakRssMB,
      samples,
      sigtermExitCode: exitCode,
    };
  } catch (e) {
    throw new Error(`${(e as Error).message}\nserve stderr:\n${stderr}`);
  } finally {
    if (alive) child.kill('SIGKILL');
  }
}

function fmt(p: Percentiles) {
  return `p50 ${p.p50.toFixed(2)} ms · p95 ${p.p95.toFixed(2)} ms · p99 ${p.p99.toFixed(2)} ms (n=${p.n})`;
}

async function main() {
  const machine = machineInfo();
  const workDir = mkdtempSync(join(tmpdir(), 'mw-bench-write-'));
  log(`memwright write benchmark${quick ? ' (--quick)' : ''}: ${machine.cpus} cpus, node ${machine.node}, load ${machine.loadavg1mAtStart}`);
  try {
    const started = new Date().toISOString();
    const { library, floor, unexpectedOutcomes, http } = await libraryAndFloor(workDir);
    if (only === 'http') {
      process.stdout.write(
        `(c) HTTP            ${http.writesPerSec} writes/s with ${config.concurrency} clients over ${http.seconds}s; ${fmt(http.latencyMs)}; statuses ${JSON.stringify(http.byStatus)}\n`,
      );
      return;
    }
    const serve = await serveMemory(workDir);
    const ratios = { p50: ratio(library.p50, floor.p50), p99: ratio(library.p99, floor.p99) };
    const targets = [
      { name: 'library p99 ≤ 3× floor p99', target: TARGETS.libraryP99OverFloorMax, value: ratios.p99, pass: ratios.p99 <= TARGETS.libraryP99OverFloorMax },
      { name: 'library p50 < 5 ms', target: TARGETS.libraryP50MaxMs, value: library.p50, pass: library.p50 < TARGETS.libraryP50MaxMs },
      { name: 'HTTP ≥ 400 writes/s', target: TARGETS.httpWritesPerSecMin, value: http.writesPerSec, pass: http.writesPerSec >= TARGETS.httpWritesPerSecMin },
    ];
    const result = {
      benchmark: 'write',
      startedAt: started,
      finishedAt: new Date().toISOString(),
      machine,
      config,
      setup:
        'embedded PGlite (temp dir) + private redis-server, MEMWRIGHT_EMBEDDER=hash, pipeline not running (a–c); ' +
        '(d) is a real `memwright serve` child (its pipeline hardening the writes as they come) on a data dir created beforehand by `memwright migrate`',
      library,
      floor,
      ratioLibraryOverFloor: ratios,
      unexpectedOutcomes,
      http,
      serveMemory: serve,
      targets,
      allTargetsPass: targets.every((t) => t.pass),
    };
    // A --quick smoke run never overwrites the recorded full run.
    const out = join(ROOT, `bench/results/${quick ? 'write.quick.json' : 'write.json'}`);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);

    const lines = [
      '',
      `memwright write benchmark — ${machine.cpus} cpus (${machine.cpuModel}), node ${machine.node}${quick ? ', --quick' : ''}`,
      `(a) library write   ${fmt(library)}`,
      `(b) floor           ${fmt(floor)}   [bare INSERT + queue.add]`,
      `    library/floor   ×${ratios.p50} at p50, ×${ratios.p99} at p99`,
      `(c) HTTP            ${http.writesPerSec} writes/s with ${config.concurrency} clients over ${http.seconds}s; ${fmt(http.latencyMs)}; statuses ${JSON.stringify(http.byStatus)}`,
      `(d) serve RSS       ${serve.rssAtReadyMB} MB at ready → ${serve.rssAfterWritesMB} MB after ${serve.writes} writes (${serve.rssAfter5sIdleMB} MB after 5 s idle, peak ${serve.peakRssMB} MB); ${serve.load.writesPerSec} writes/s; SIGTERM exit ${serve.sigtermExitCode}`,
      '',
      ...targets.map((t) => `${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.value}`),
      '',
      `written to ${out}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
