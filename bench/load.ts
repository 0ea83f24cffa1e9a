/**
 * The embedded default under load (`npm run bench:load`, issue 15 item 6): a real
 * `memwright serve` child exactly as `npm start` runs it — PGlite in a temp data dir,
 * the MiniLM embedder, the pipeline in the same process, a private redis-server — driven
 * by 8 concurrent keep-alive clients with a fixed mix: 70 % writes (POST /v1/memories,
 * agent key), 20 % context (POST /v1/context with a query), 7 % lists
 * (GET /v1/memories?userId=…), 3 % user erasures (POST /v1/erasure, operator key).
 *
 * Reports requests/s, p50/p95/p99 overall and per route, 5xx, the child's RSS over the
 * run, its CPU, and whether every note written left `provisional` within a drain
 * timeout after the load stops. Appends to bench/results/load.json. Sizes: BENCH_LOAD_SECONDS (240; --quick 30), BENCH_CONCURRENCY (8),
 * BENCH_DRAIN_SECONDS (300; --quick 180). BENCH_LABEL names the run in the results file
 * (runs are appended under `runs`, newest last, so before/after stay side by side).
 * BENCH_SERVE_NODE_ARGS passes node flags to the serve child (`--cpu-prof --cpu-prof-dir=…`
 * profiles it; NODE_OPTIONS may not carry --cpu-prof). Compare full-length runs: a quick
 * run's window ends with the pipeline's backlog unprocessed, so it undercounts what a
 * write costs.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuReport, cpuSnapshot } from './lib/cpu.js';
import { machineInfo, processMemoryMB } from './lib/machine.js';
import { ROUTES, runMixed, type Route } from './lib/mixed.js';
import { freePort, waitFor200 } from './lib/net.js';
import { progressBar } from './lib/progress.js';
import { percentiles, type Percentiles } from './lib/stats.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const num = (name: string, full: number, small: number) => Number(process.env[name] ?? (quick ? small : full));
const config = {
  quick,
  seconds: num('BENCH_LOAD_SECONDS', 240, 30),
  concurrency: num('BENCH_CONCURRENCY', 8, 8),
  drainSeconds: num('BENCH_DRAIN_SECONDS', 300, 180),
  users: 60,
  seedNotesPerUser: 5,
  mix: { write: 0.7, context: 0.2, list: 0.07, erasure: 0.03 } as Record<Route, number>,
  embedder: process.env.MEMWRIGHT_EMBEDDER ?? 'minilm',
};
const TARGETS = { requestsPerSecMin: 100, p99MaxMs: 500, erasureP99MaxMs: 1000 };
const AGENT = 'bench-agent';
const ADMIN_KEY = `bench-admin-${randomUUID()}`;
const log = (msg: string) => process.stderr.write(`${msg}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function api(url: string, key: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
}

/** Notes still provisional in the tenant (operator list, paged). */
async function provisionalCount(url: string, operatorKey: string): Promise<number> {
  let n = 0;
  let cursor: string | undefined;
  do {
    const q = new URLSearchParams({ status: 'provisional', limit: '200', ...(cursor ? { cursor } : {}) });
    const r = await api(url, operatorKey, 'GET', `/v1/memories?${q}`);
    if (r.status !== 200) throw new Error(`list provisional: ${r.status} ${JSON.stringify(r.json)}`);
    const page = r.json as { items: unknown[]; nextCursor?: string };
    n += page.items.length;
    cursor = page.nextCursor;
  } while (cursor);
  return n;
}

async function waitDrained(url: string, operatorKey: string, timeoutMs: number): Promise<{ drained: boolean; ms: number; left: number }> {
  const t0 = Date.now();
  for (;;) {
    const left = await provisionalCount(url, operatorKey);
    if (left === 0) return { drained: true, ms: Date.now() - t0, left };
    if (Date.now() - t0 > timeoutMs) return { drained: false, ms: Date.now() - t0, left };
    await sleep(1000);
  }
}

function routeSummary(lat: Float64Array, statuses: Record<string, number>) {
  const fivexx = Object.entries(statuses).reduce((a, [k, v]) => a + (Number(k) >= 500 ? v : 0), 0);
  return { latencyMs: percentiles(lat), byStatus: statuses, fivexx };
}

async function main() {
  const machine = machineInfo();
  const workDir = mkdtempSync(join(tmpdir(), 'mw-bench-load-'));
  log(`memwright load benchmark${quick ? ' (--quick)' : ''}: ${machine.cpus} cpus, node ${machine.node}, load ${machine.loadavg1mAtStart}`);
  const port = await freePort();
  const redisPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATABASE_URL: '',
    MEMWRIGHT_DATA_DIR: join(workDir, 'data'),
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    MEMWRIGHT_EMBEDDER: config.embedder,
    MEMWRIGHT_ADMIN_KEY: ADMIN_KEY,
    MEMWRIGHT_LOG_LEVEL: 'warn',
  };
  // BENCH_SERVE_NODE_ARGS: extra node flags for the serve child (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
  const nodeArgs = (process.env.BENCH_SERVE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'bin/memwright.js'), 'serve'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env });
  let output = '';
  const keep = (b: Buffer) => (output = (output + b.toString()).slice(-8000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  let alive = true;
  void exited.then(() => (alive = false));
  const started = new Date().toISOString();
  try {
    await waitFor200(`${url}/readyz`, 300_000, () => alive);
    const pid = child.pid!;
    const tenantId = `bench-load-${randomUUID().slice(0, 8)}`;
    const mk = async (role: string, agentIds?: string[]) => {
      const r = await api(url, ADMIN_KEY, 'POST', '/v1/admin/keys', { tenantId, role, ...(agentIds ? { agentIds } : {}) });
      if (r.status !== 201) throw new Error(`create key: ${r.status} ${JSON.stringify(r.json)}`);
      return (r.json as { key: string }).key;
    };
    const agentKey = await mk('agent', [AGENT]);
    const operatorKey = await mk('operator');
    const users = Array.from({ length: config.users }, (_, i) => `load-user-${i}`);

    // Seed: a few notes per user, hardened before the clock starts.
    const seedBar = progressBar('seed', config.users * config.seedNotesPerUser, 'writes');
    let seeded = 0;
    const seedStatuses: Record<string, number> = {};
    await Promise.all(
      Array.from({ length: 4 }, async (_, w) => {
        for (let u = w; u < config.users; u += 4) {
          for (let k = 0; k < config.seedNotesPerUser; k++) {
            const r = await api(url, agentKey, 'POST', '/v1/memories', {
              content: `Seed fact ${k} about ${users[u]}: they prefer topic ${(u * 7 + k) % 23} explained with examples.`,
              memoryType: 'semantic',
              category: 'preference',
              source: 'user',
              confidence: 'asserted',
              evidence: { messageId: `seed-${u}-${k}` },
              run: { runId: `seed-run-${u}`, agentId: AGENT, userId: users[u] },
            });
            seedStatuses[r.status] = (seedStatuses[r.status] ?? 0) + 1;
            seedBar.update(++seeded);
          }
        }
      }),
    );
    seedBar.stop();
    const seedDrain = await waitDrained(url, operatorKey, config.drainSeconds * 1000);
    log(`seeded ${seeded} notes (${JSON.stringify(seedStatuses)}), drained in ${seedDrain.ms} ms`);

    // The load, with RSS sampled every second.
    const rss: number[] = [];
    const sampler = setInterval(() => {
      processMemoryMB(pid).then((m) => rss.push(m.rssMB), () => {});
    }, 1000);
    const loadAvgs: number[] = [];
    const laSampler = setInterval(() => loadAvgs.push(Math.round(loadavg()[0]! * 100) / 100), 10_000);
    const cpuA = cpuSnapshot([pid], ['redis-server']);
    const bar = progressBar(`load, ${config.concurrency} clients`, config.seconds, 's');
    const r = await runMixed(
      {
        url,
        agentKey,
        operatorKey,
        agentId: AGENT,
        users,
        concurrency: config.concurrency,
        durationMs: config.seconds * 1000,
        mix: config.mix,
        seed: Date.now() % 100_000,
      },
      (done, ms) => bar.update(Math.floor(ms / 1000), `${Math.round(done / (ms / 1000))} req/s`),
    );
    bar.update(config.seconds);
    bar.stop();
    const cpu = cpuReport(cpuA, cpuSnapshot([pid], ['redis-server']));
    clearInterval(sampler);
    clearInterval(laSampler);
    const loadavgAtEnd = Math.round(loadavg()[0]! * 100) / 100;

    log('load done; waiting for the pipeline to drain…');
    const drain = await waitDrained(url, operatorKey, config.drainSeconds * 1000);
    const afterDrain = await processMemoryMB(pid);

    const all = new Float64Array(ROUTES.reduce((n, k) => n + r.latencies[k].length, 0));
    let o = 0;
    for (const k of ROUTES) {
      all.set(r.latencies[k], o);
      o += r.latencies[k].length;
    }
    const routes = Object.fromEntries(ROUTES.map((k) => [k, routeSummary(r.latencies[k], r.byStatus[k])])) as Record<Route, ReturnType<typeof routeSummary>>;
    const fivexx = ROUTES.reduce((a, k) => a + routes[k].fivexx, 0);
    const overall = percentiles(all);
    const requestsPerSec = Math.round((r.requests / r.elapsedMs) * 1000 * 10) / 10;
    const targets = [
      { name: `≥ ${TARGETS.requestsPerSecMin} requests/s`, value: requestsPerSec, pass: requestsPerSec >= TARGETS.requestsPerSecMin },
      ...ROUTES.map((k) => {
        const max = k === 'erasure' ? TARGETS.erasureP99MaxMs : TARGETS.p99MaxMs;
        return { name: `${k} p99 ≤ ${max} ms`, value: routes[k].latencyMs.p99, pass: routes[k].latencyMs.p99 <= max };
      }),
      { name: 'no 5xx', value: fivexx, pass: fivexx === 0 && r.errors === 0 },
      { name: 'every note left provisional within the drain timeout', value: drain.left, pass: drain.drained },
    ];
    const run = {
      label: process.env.BENCH_LABEL ?? (quick ? 'quick' : 'full'),
      startedAt: started,
      finishedAt: new Date().toISOString(),
      machine: { ...machine, loadavg1mDuringLoad: loadAvgs, loadavg1mAtEnd: loadavgAtEnd },
      config,
      seed: { notes: seeded, statuses: seedStatuses, drainMs: seedDrain.ms },
      seconds: Math.round(r.elapsedMs) / 1000,
      requests: r.requests,
      requestsPerSec,
      transportErrors: r.errors,
      fivexx,
      overallLatencyMs: overall,
      routes,
      erasedNotesPerErasure: r.erasedNotesPerErasure,
      rssMB: { min: Math.min(...rss), max: Math.max(...rss), afterDrain: afterDrain.rssMB, peak: afterDrain.peakRssMB },
      cpu,
      // Serve CPU per request: what other load on a shared machine barely moves (requests/s it does).
      cpuMsPerRequest: Math.round(((cpu.coresUsed['worker 1'] ?? 0) * (r.elapsedMs / 1000) * 1000 * 10) / r.requests) / 10,
      drain: { drained: drain.drained, ms: drain.ms, provisionalLeft: drain.left, timeoutSeconds: config.drainSeconds },
      targets,
      allTargetsPass: targets.every((t) => t.pass),
    };

    // Every run is appended (quick ones labelled so), so before/after stay side by side.
    const out = join(ROOT, 'bench/results/load.json');
    mkdirSync(dirname(out), { recursive: true });
    const prev = existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as { runs?: unknown[] }) : {};
    const doc = {
      ...prev,
      benchmark: 'load',
      setup:
        'a real `memwright serve` child (as `npm start`): embedded PGlite in a temp dir, MiniLM embedder, pipeline in-process, private redis-server; ' +
        `${config.concurrency} keep-alive clients, mix 70 % write / 20 % context / 7 % list / 3 % user erasure over ${config.users} users`,
      runs: [...(prev.runs ?? []), run],
    };
    writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);

    const fmt = (p: Percentiles) => `p50 ${p.p50.toFixed(1)} · p95 ${p.p95.toFixed(1)} · p99 ${p.p99.toFixed(1)} ms (n=${p.n})`;
    const lines = [
      '',
      `memwright load benchmark — ${machine.cpus} cpus (${machine.cpuModel}), node ${machine.node}, load ${machine.loadavg1mAtStart} → ${loadavgAtEnd}${quick ? ', --quick' : ''}`,
      `overall   ${requestsPerSec} req/s over ${run.seconds} s; ${fmt(overall)}; 5xx ${fivexx}, transport errors ${r.errors}`,
      ...ROUTES.map((k) => `${k.padEnd(9)} ${fmt(routes[k].latencyMs)}; ${JSON.stringify(routes[k].byStatus)}`),
      `RSS       ${run.rssMB.min}–${run.rssMB.max} MB during load (peak ${run.rssMB.peak} MB)`,
      `CPU       serve ${cpu.coresUsed['worker 1']} cores (${run.cpuMsPerRequest} CPU-ms per request), redis ${cpu.coresUsed['redis-server']}, machine busy ${cpu.machineBusy}`,
      `drain     ${drain.drained ? `every note left provisional ${drain.ms} ms after the load` : `${drain.left} notes still provisional after ${drain.ms} ms`}`,
      '',
      ...targets.map((t) => `${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.value}`),
      '',
      `appended to ${out}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } catch (e) {
    throw new Error(`${(e as Error).message}\nserve output:\n${output}`);
  } finally {
    if (alive) {
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(t);
    }
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
