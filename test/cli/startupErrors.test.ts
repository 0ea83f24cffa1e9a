/**
 * A process that cannot start because of how it is configured says so in one line on
 * stderr — naming the variable to fix, with any password masked — and exits 1, without
 * a stack: a database that refuses connections or does not exist (DATABASE_URL), a busy
 * port (PORT, MEMWRIGHT_WORKER_PORT), no Redis for a worker (REDIS_URL). `events import`
 * with Redis down stores the events but exits 1 saying no extraction could be queued.
 */
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPostgres, databaseUrl, TEST_DATABASE_URL } from '../support/db.js';
import { ADMIN_KEY } from '../support/fixtures.js';
import { freePort, TestRedis } from '../support/redis.js';
import { childEnv, removeTempDirs, runCli, tempDir } from './cli.js';

let redis: TestRedis;
let busy: Server;
let busyPort: number;

beforeAll(async () => {
  redis = await TestRedis.start();
  busy = createServer();
  await new Promise<void>((r) => busy.listen(0, '127.0.0.1', () => r()));
  busyPort = (busy.address() as { port: number }).port;
});

afterAll(async () => {
  await redis?.stop();
  await new Promise((r) => busy?.close(r));
  removeTempDirs();
});

/** The failure is the whole of stderr: one `memwright: …` line, no stack frame. */
function oneLine(r: { code: number | null; stdout: string; stderr: string }): string {
  expect(r.code, r.stderr).toBe(1);
  const lines = r.stderr.trim().split('\n');
  expect(lines, r.stderr).toHaveLength(1);
  expect(r.stdout + r.stderr).not.toMatch(/^\s+at /m);
  expect(lines[0]).toMatch(/^memwright: /);
  return lines[0]!;
}

const base = () => ({ REDIS_URL: redis.url, MEMWRIGHT_SPAWN_REDIS: 'false', MEMWRIGHT_ADMIN_KEY: ADMIN_KEY, HOST: '127.0.0.1' });

describe('start-up failures are one line naming the variable', () => {
  it('serve: DATABASE_URL at a closed port', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const r = await runCli(['serve'], childEnv({ ...base(), PORT: '0', DATABASE_URL: `postgres://app:s3cret@127.0.0.1:${port}/mw` }));
    const line = oneLine(r);
    expect(line).toContain(`cannot connect to the database at postgres://app:***@127.0.0.1:${port}/mw (DATABASE_URL): connection refused`);
    expect(r.stdout + r.stderr).not.toContain('s3cret');
  });

  it('serve: PORT already in use', { timeout: 60_000 }, async () => {
    const r = await runCli(['serve'], childEnv({ ...base(), PORT: String(busyPort), MEMWRIGHT_DATA_DIR: 'memory://' }));
    expect(oneLine(r)).toBe(`memwright: port ${busyPort} is in use (PORT) — stop what listens there, or choose another with PORT=… (0 picks a free one)`);
  });

  it('worker: no Redis at REDIS_URL', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const r = await runCli(['worker'], childEnv({ ...base(), REDIS_URL: `redis://:pw@127.0.0.1:${port}`, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' }));
    const line = oneLine(r);
    expect(line).toMatch(new RegExp(`^memwright: no Redis answers at redis://:\\*\\*\\*@127\\.0\\.0\\.1:${port} \\(REDIS_URL\\)`));
    expect(r.stderr).not.toContain(':pw@');
  });

  it('worker: without DATABASE_URL', { timeout: 60_000 }, async () => {
    const r = await runCli(['worker'], childEnv({ ...base(), MEMWRIGHT_DATA_DIR: 'memory://' }));
    expect(oneLine(r)).toMatch(/^memwright: memwright worker needs DATABASE_URL/);
  });

  it('events import: Redis down stores the events and exits 1 naming REDIS_URL', { timeout: 90_000 }, async () => {
    const dir = tempDir('mw-startup-');
    const file = join(dir, 'events.jsonl');
    writeFileSync(file, `${JSON.stringify({ runId: 'r1', agentId: 'a1', userId: 'u1', id: 'e1', role: 'user', content: 'I live in Porto.' })}\n`);
    const db = TEST_DATABASE_URL ? await createTestPostgres(TEST_DATABASE_URL) : null;
    try {
      const port = await freePort();
      const r = await runCli(
        ['events', 'import', file, '--tenant', 't1', '--no-progress'],
        childEnv({ ...base(), REDIS_URL: `redis://127.0.0.1:${port}`, MEMWRIGHT_ENQUEUE_TIMEOUT_MS: '500', ...(db ? { DATABASE_URL: db.url } : { MEMWRIGHT_DATA_DIR: join(dir, 'data') }) }),
      );
      expect(r.code, r.stderr).toBe(1);
      expect(r.stdout).toContain('imported 1 event(s) of 1 run(s)');
      const lines = r.stderr.trim().split('\n');
      expect(lines.at(-1)).toMatch(new RegExp(`^memwright: Redis at redis://127\\.0\\.0\\.1:${port} \\(REDIS_URL\\) is unreachable: the events are stored`));
      expect(r.stderr).not.toMatch(/^\s+at /m);
    } finally {
      await db?.drop();
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)('start-up failures that need a Postgres server', () => {
  it('serve: DATABASE_URL names a database that does not exist', { timeout: 60_000 }, async () => {
    const url = databaseUrl(TEST_DATABASE_URL!, 'mw_no_such_database');
    const r = await runCli(['serve', '--no-pipeline'], childEnv({ ...base(), PORT: '0', DATABASE_URL: url }));
    expect(oneLine(r)).toMatch(/^memwright: the database "mw_no_such_database" does not exist at .* \(DATABASE_URL\) — create it/);
  });

  it('worker: MEMWRIGHT_WORKER_PORT already in use', { timeout: 90_000 }, async () => {
    const db = await createTestPostgres(TEST_DATABASE_URL!);
    try {
      const r = await runCli(['worker'], childEnv({ ...base(), DATABASE_URL: db.url, MEMWRIGHT_WORKER_PORT: String(busyPort) }));
      expect(oneLine(r)).toBe(
        `memwright: port ${busyPort} is in use (MEMWRIGHT_WORKER_PORT) — stop what listens there, or choose another with MEMWRIGHT_WORKER_PORT=… (0 picks a free one)`,
      );
    } finally {
      await db.drop();
    }
  });
});
