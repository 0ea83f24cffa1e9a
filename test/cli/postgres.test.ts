import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/pglite/index.js';
import postgres from 'postgres';
import { createTestPostgres, TEST_DATABASE_URL } from '../support/db.js';
import { freePort, TestRedis } from '../support/redis.js';
import { childEnv, removeTempDirs, runCli, start } from './cli.js';

// The CLI against DATABASE_URL (postgres.js over the wire): a fresh, empty database on the
// real test server when MEMWRIGHT_TEST_DATABASE_URL is set, else a PGlite behind
// pglite-socket.
const SLOW = { timeout: 240_000 };
let pg: PGlite | undefined;
let server: PGLiteSocketServer | undefined;
let dropDb: (() => Promise<void>) | undefined;
/** Counts rows through whichever server DATABASE_URL names. */
let count: (q: string) => Promise<number>;
let redis: TestRedis;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  let url: string;
  if (TEST_DATABASE_URL) {
    const created = await createTestPostgres(TEST_DATABASE_URL, { empty: true });
    url = created.url;
    dropDb = created.drop;
    count = async (q) => {
      const c = postgres(url, { max: 1, onnotice: () => {} });
      try {
        return Number((await c.unsafe(q))[0]!.n);
      } finally {
        await c.end();
      }
    };
  } else {
    const lite = (pg = await openPglite());
    const port = await freePort();
    server = new PGLiteSocketServer({ db: lite, port, host: '127.0.0.1', maxConnections: 32 });
    await server.start();
    url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    count = async (q) => Number((await lite.query<{ n: number }>(q)).rows[0]!.n);
  }
  redis = await TestRedis.start();
  env = childEnv({
    DATABASE_URL: url,
    REDIS_URL: redis.url,
    MEMWRIGHT_LOG_LEVEL: 'info',
  });
}, 120_000);

afterAll(async () => {
  await redis?.stop();
  await server?.stop();
  await pg?.close();
  await dropDb?.();
  removeTempDirs();
});

describe('memwright CLI with DATABASE_URL', () => {
  it('migrates and creates keys in Postgres', SLOW, async () => {
    const m = await runCli(['migrate'], env);
    expect(m.code, m.stderr).toBe(0);
    expect(m.stderr).toContain('migrations applied: postgres');

    const k = await runCli(['keys', 'create', '--tenant', 'pg', '--role', 'admin'], env);
    expect(k.code, k.stderr).toBe(0);
    expect(k.stdout.trim()).toMatch(/^mw_/);
    expect(await count(`select count(*)::int as n from api_keys where tenant_id = 'pg' and role = 'admin'`)).toBe(1);
  });

  it('worker starts its stage workers and drains on SIGTERM (exit 0)', SLOW, async () => {
    const w = start(['worker'], env);
    const deadline = Date.now() + 200_000;
    while (!w.stdout().includes('memwright worker started')) {
      if (w.proc.exitCode !== null) throw new Error(`worker exited early:\n${w.stdout()}\n${w.stderr()}`);
      if (Date.now() > deadline) throw new Error(`worker did not start:\n${w.stdout()}\n${w.stderr()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    w.proc.kill('SIGTERM');
    const { code } = await w.exited;
    expect(code, w.stdout() + w.stderr()).toBe(0);
  });
});
