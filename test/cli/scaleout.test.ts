/**
 * The production layout as real processes: two `memwright serve --no-pipeline` API
 * processes and two `memwright worker` processes on one Postgres and one Redis.
 *
 * Real Postgres only (MEMWRIGHT_TEST_DATABASE_URL): the embedded PGlite belongs to one
 * process, so the PGlite run cannot host several processes on one database.
 */
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPostgres, freshTenant, TEST_DATABASE_URL } from '../support/db.js';
import { ADMIN_KEY } from '../support/fixtures.js';
import { freePort, TestRedis } from '../support/redis.js';
import { agentWrite } from '../support/writeBody.js';
import { childEnv, runCli, start, type Running } from './cli.js';

/** Small timings so recovery fits in a test: sweep every 0.5 s, stage locks of 2 s checked every second. */
const TIMINGS = {
  MEMWRIGHT_SWEEP_EVERY_MS: '500',
  MEMWRIGHT_SWEEP_STALL_MS: '2000',
  MEMWRIGHT_JOB_LOCK_MS: '2000',
  MEMWRIGHT_STALLED_CHECK_MS: '1000',
};
/**
 * The longest a note may stay provisional after its worker died: the dead worker's job
 * locks lapse (2 s), the next stalled check hands the jobs over (≤ 1 s), the sweep's stall
 * interval and period (2.5 s) catch anything else — plus 10 s for the one remaining worker
 * to drain 80 notes through six stages on a busy 2-core machine.
 */
const RECOVERY_BUDGET_MS = 2000 + 1000 + 2000 + 500 + 10_000;

let dropDb: (() => Promise<void>) | undefined;
let sqlc: postgres.Sql | undefined;
let redis: TestRedis | undefined;
const apis: Array<{ run: Running; url: string }> = [];
const workers: Running[] = [];

async function waitForLine(r: Running, text: string, what: string, ms = 45_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!r.stdout().includes(text)) {
    if (r.proc.exitCode !== null) throw new Error(`${what} exited early:\n${r.stdout()}\n${r.stderr()}`);
    if (Date.now() > deadline) throw new Error(`${what} did not start:\n${r.stdout()}\n${r.stderr()}`);
    await new Promise((res) => setTimeout(res, 100));
  }
}

async function stop(r: Running): Promise<void> {
  if (r.proc.exitCode !== null || r.proc.signalCode !== null) return;
  r.proc.kill('SIGTERM');
  await r.exited;
}

async function post(url: string, path: string, key: string, body: unknown) {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function agentKey(tenantId: string): Promise<string> {
  const r = await post(apis[0]!.url, '/v1/admin/keys', ADMIN_KEY, { tenantId, role: 'agent', agentIds: ['a1'] });
  if (r.status !== 201) throw new Error(`key creation failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.key as string;
}

/** A note of agent a1 for user u1 in run `runId`. */
const runWrite = (content: string, runId: string, extra: Record<string, unknown> = {}) =>
  agentWrite(content, { runId, agentId: 'a1', userId: 'u1' }, { evidence: { messageId: `m-${runId}` }, ...extra });

/** Spread requests over both APIs: request i goes to API i mod 2. */
const api = (i: number) => apis[i % 2]!.url;

async function statusCounts(tenantId: string): Promise<Record<string, number>> {
  const r = await sqlc!<{ status: string; n: number }[]>`select status, count(*)::int as n from notes where tenant_id = ${tenantId} group by status`;
  return Object.fromEntries(r.map((x) => [x.status, x.n]));
}

describe.skipIf(!TEST_DATABASE_URL)('two API processes and two workers on one Postgres and one Redis', () => {
  beforeAll(async () => {
    const db = await createTestPostgres(TEST_DATABASE_URL!);
    dropDb = db.drop;
    sqlc = postgres(db.url, { max: 2, onnotice: () => {} });
    redis = await TestRedis.start();
    const base = { DATABASE_URL: db.url, REDIS_URL: redis.url, MEMWRIGHT_ADMIN_KEY: ADMIN_KEY, MEMWRIGHT_SPAWN_REDIS: 'false', ...TIMINGS };
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      apis.push({ run: start(['serve', '--no-pipeline'], childEnv({ ...base, HOST: '127.0.0.1', PORT: String(port) })), url: `http://127.0.0.1:${port}` });
      workers.push(start(['worker'], childEnv(base)));
    }
    await Promise.all([
      ...apis.map((a, i) => waitForLine(a.run, 'memwright listening on', `api ${i}`)),
      ...workers.map((w, i) => waitForLine(w, 'memwright worker started', `worker ${i}`)),
    ]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([...apis.map((a) => stop(a.run)), ...workers.map(stop)]);
    await sqlc?.end();
    await redis?.stop();
    await dropDb?.();
  }, 60_000);

  it('the APIs run no pipeline; the workers do', () => {
    for (const a of apis) {
      expect(a.run.stdout()).toContain('API only, --no-pipeline');
      expect(a.run.stdout()).not.toContain('redis-server');
    }
    for (const w of workers) expect(w.stdout()).toMatch(/"schedulers":true/);
  });

  it('per-run cap, idempotency and slot uniqueness stay exact under concurrent writes over both APIs', { timeout: 60_000 }, async () => {
    const tenant = freshTenant('scale');
    const key = await agentKey(tenant);

    // 12 new notes of one run at once, alternating APIs: exactly 5 (the cap) are written.
    const capped = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post(api(i), '/v1/memories', key, runWrite(`Parallel fact #${i}: ${String.fromCharCode(97 + i).repeat(30)}`, 'run-cap'))),
    );
    expect(capped.filter((r) => r.status === 201 && r.body.outcome === 'written')).toHaveLength(5);
    expect(capped.filter((r) => r.status === 429 && r.body.code === 'skipped_cap')).toHaveLength(7);

    // 8 retries of one request at once over both APIs: one note, one answer.
    const idem = runWrite('User prefers window seats on long flights.', 'run-idem', { idempotencyKey: 'retry-scale-1' });
    const retried = await Promise.all(Array.from({ length: 8 }, (_, i) => post(api(i), '/v1/memories', key, idem)));
    const ids = new Set(retried.map((r) => r.body.note?.id));
    expect(retried.every((r) => r.status === 201 && r.body.outcome === 'written')).toBe(true);
    expect(ids.size).toBe(1);
    const idemNotes = await sqlc!<{ n: number }[]>`select count(*)::int as n from notes where tenant_id = ${tenant} and content = ${idem.content}`;
    expect(idemNotes[0]!.n).toBe(1);

    // 6 runs race for one slot over both APIs: one holder, the others superseded.
    const slot = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(api(i), '/v1/memories', key, runWrite(`User's time zone is UTC+${i}.`, `run-slot-${i}`, { deletionKey: 'pref/tz' }))),
    );
    expect(slot.filter((r) => r.body.outcome === 'written')).toHaveLength(1);
    expect(slot.filter((r) => r.body.outcome === 'superseded')).toHaveLength(5);

    // The workers harden everything; the slot still has exactly one injectable holder.
    const deadline = Date.now() + 30_000;
    while ((await statusCounts(tenant)).provisional) {
      if (Date.now() > deadline) throw new Error(`notes still provisional: ${JSON.stringify(await statusCounts(tenant))}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const holders = await sqlc!<{ n: number }[]>`
      select count(*)::int as n from notes where tenant_id = ${tenant} and deletion_key = 'pref/tz' and status in ('provisional', 'active')`;
    expect(holders[0]!.n).toBe(1);
    const total = await sqlc!<{ n: number }[]>`select count(*)::int as n from notes where tenant_id = ${tenant}`;
    expect(total[0]!.n).toBe(5 + 1 + 6);
  });

  it('SIGKILL of a worker mid-drain leaves no note provisional past the stall interval', { timeout: 60_000 }, async () => {
    const tenant = freshTenant('kill');
    const key = await agentKey(tenant);
    const runs = 16;
    const writes = Promise.all(
      Array.from({ length: runs * 5 }, (_, i) =>
        post(api(i), '/v1/memories', key, runWrite(`Note ${i} of run ${i % runs}: ${'xyzw'[i % 4]!.repeat(10)} topic ${i * 7919}.`, `run-kill-${i % runs}`)),
      ),
    );
    // Kill worker 0 once the pipeline is visibly under way but far from done.
    const deadline = Date.now() + 20_000;
    let atKill: Record<string, number> = {};
    for (;;) {
      atKill = await statusCounts(tenant);
      if ((atKill.active ?? 0) >= 1 && (atKill.provisional ?? 0) >= 10) break;
      if (Date.now() > deadline) throw new Error(`the drain never got under way: ${JSON.stringify(atKill)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    const victim = workers[0]!;
    victim.proc.kill('SIGKILL');
    const killedAt = Date.now();
    expect((await victim.exited).signal).toBe('SIGKILL');
    const written = await writes;
    expect(written.every((r) => r.status === 201)).toBe(true);

    // Worker 1 alone finishes the drain, including the jobs worker 0 held when it died.
    for (;;) {
      const c = await statusCounts(tenant);
      if (!c.provisional) break;
      if (Date.now() - killedAt > RECOVERY_BUDGET_MS) {
        const stuck = await sqlc!`select pipeline_stage, count(*)::int as n from notes where tenant_id = ${tenant} and status = 'provisional' group by 1`;
        throw new Error(
          `notes still provisional ${Date.now() - killedAt} ms after the kill: ${JSON.stringify(c)}, by stage ${JSON.stringify(stuck)} (at kill: ${JSON.stringify(atKill)})`,
        );
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const c = await statusCounts(tenant);
    expect(Object.values(c).reduce((a, b) => a + b, 0)).toBe(runs * 5);
    expect(c.provisional).toBeUndefined();
  });
});

describe('serve --no-pipeline on the embedded database', () => {
  it('refuses in one line: no worker could open the database this process owns', async () => {
    const r = await runCli(['serve', '--no-pipeline'], childEnv({ MEMWRIGHT_DATA_DIR: 'memory://', REDIS_URL: 'redis://127.0.0.1:1' }));
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^memwright: memwright serve --no-pipeline needs DATABASE_URL/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
