// bench/write-cpu.ts child: loads the checkout given as argv[2] (its own src/) and prints CPU µs per library write and per floor write, interleaved in blocks of 250.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const ROOT = process.argv[2]!;
const imp = (p: string) => import(join(ROOT, p));
const { Queue } = await import(join(ROOT, 'node_modules/bullmq/dist/esm/index.js'));
const pino = (await import(join(ROOT, 'node_modules/pino/pino.js'))).default;
const { ensureRedis } = await imp('src/cli/redis.ts');
const { loadConfig } = await imp('src/config/load.ts');
const { notes, tenants } = await imp('src/db/schema.ts');
const { memwrightFor } = await imp('src/memwright.ts');
const { contentHash } = await imp('src/policy/normalize.ts');
let bullPrefix; try { bullPrefix = (await imp('src/contract/queuePrefix.ts')).bullPrefix; } catch { bullPrefix = (await imp('src/queue/names.ts')).bullPrefix; }
const { STAGE_JOB_OPTIONS } = await imp('src/queue/producer.ts');
const { createServices } = await imp('src/services.ts');
const { BENCH_AGENT, writeBody } = await imp('bench/lib/bodies.ts');
const silent = pino({ level: 'silent' });
const dir = mkdtempSync(join(tmpdir(), 'cpuw-'));
const port = 20000 + Math.floor(Math.random() * 20000);
const env = loadConfig({ MEMWRIGHT_DATA_DIR: join(dir, 'd'), REDIS_URL: `redis://127.0.0.1:${port}`, MEMWRIGHT_EMBEDDER: 'hash', MEMWRIGHT_LOG_LEVEL: 'silent', MEMWRIGHT_ADMIN_KEY: `k-${randomUUID()}`, MEMWRIGHT_QUEUE_PREFIX: 'bench' });
const redis = await ensureRedis(env.redis, silent);
const services = await createServices(env, { logger: silent });
const db = services.database.db;
const mw = memwrightFor(services, { tenantId: 'bench-lib', role: 'agent', agentIds: [BENCH_AGENT] });
await db.insert(tenants).values({ id: 'bench-floor' }).onConflictDoNothing();
const q = new Queue('bench-floor', { connection: services.producer!.connection, prefix: bullPrefix('bench') });
let li = 0, fi = 0;
const lib = async () => { const r = await mw.write(writeBody('lib', li++)); if (r.outcome !== 'written') throw new Error(r.outcome); };
const floor = async () => {
  const i = fi++; const id = randomUUID(); const content = `Benchmark note floor-${i}: the user prefers option ${i % 97} for report ${i}.`; const userId = `user-${i % 200}`;
  await db.insert(notes).values({ id, tenantId: 'bench-floor', agentId: BENCH_AGENT, userId, scopeLevel: 'user', scopeKey: JSON.stringify([BENCH_AGENT, userId, null]), content, contentHash: contentHash(content), memoryType: 'semantic', category: 'preference', status: 'provisional', authorType: 'agent', source: 'user', confidence: 'asserted', evidence: { messageId: `m-${i}` }, runId: `run-floor-${i}`, visibility: 'immediate', conflictPolicy: 'append', expiresAt: new Date(Date.now() + 7 * 86400_000) });
  await q.add('embed', { tenantId: 'bench-floor', noteId: id, version: 1 }, { ...STAGE_JOB_OPTIONS, jobId: `embed-${id}-v1` });
};
for (let i = 0; i < 500; i++) { await lib(); await floor(); }
let cl = 0, cf = 0; const N = Number(process.env.BENCH_CPU_WRITES ?? 2000), B = 250;
const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; };
for (let done = 0; done < N; done += B) {
  let s = cpu(); for (let j = 0; j < B; j++) await lib(); cl += cpu() - s;
  s = cpu(); for (let j = 0; j < B; j++) await floor(); cf += cpu() - s;
}
console.log(JSON.stringify({ root: ROOT, libCpuUs: Math.round(cl / N), floorCpuUs: Math.round(cf / N), ratio: +(cl / cf).toFixed(3) }));
await q.close(); await services.close(); await redis.stop(); rmSync(dir, { recursive: true, force: true });
process.exit(0);
