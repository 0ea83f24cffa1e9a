import { afterAll, describe, expect, it } from 'vitest';
import { freePort, TestRedis } from '../support/redis.js';
import { writeBody } from '../support/writeBody.js';
import { redisAnswers } from '../../src/cli/redis.js';
import { childEnv, isAlive, removeTempDirs, runCli, start, tempDir, type Running } from './cli.js';

const ADMIN_KEY = 'cli-test-admin-key-0123456789';

async function waitReady(base: string, r: Running, timeoutMs = 200_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void r.exited.then(() => (exited = true));
  for (;;) {
    if (exited) throw new Error(`serve exited before it was ready:\n${r.stdout()}\n${r.stderr()}`);
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`serve not ready in time:\n${r.stdout()}\n${r.stderr()}`);
    await new Promise((res) => setTimeout(res, 200));
  }
}

const started: Running[] = [];
afterAll(async () => {
  // A test that failed half-way leaves its serve running: SIGTERM lets it stop its
  // private redis-server too (SIGKILL would orphan that), SIGKILL only as a last resort.
  await Promise.all(
    started.map(async (r) => {
      if (r.proc.exitCode !== null || r.proc.signalCode !== null) return;
      r.proc.kill('SIGTERM');
      const t = setTimeout(() => r.proc.kill('SIGKILL'), 30_000);
      await r.exited;
      clearTimeout(t);
    }),
  );
  for (const r of started) {
    for (const line of r.stdout().split('\n')) {
      if (!line.includes('started a private redis-server')) continue;
      const pid = JSON.parse(line).redisPid as number;
      if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    }
  }
  removeTempDirs();
}, 60_000);

// Each test starts real processes (tsx + PGlite); on a loaded machine that takes a while.
const SLOW = { timeout: 240_000 };

describe('memwright serve', () => {
  it('starts its own redis-server when none answers, serves writes, and shuts down cleanly on SIGTERM', SLOW, async () => {
    const dataDir = tempDir();
    const [port, redisPort] = [await freePort(), await freePort()];
    const base = `http://127.0.0.1:${port}`;
    const env = childEnv({
      MEMWRIGHT_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      MEMWRIGHT_ADMIN_KEY: ADMIN_KEY,
    });
    const r = start(['serve'], env);
    started.push(r);
    await waitReady(base, r);

    const spawnedLine = r.stdout().split('\n').find((l) => l.includes('started a private redis-server'));
    expect(spawnedLine, r.stdout()).toBeDefined();
    const redisPid = JSON.parse(spawnedLine!).redisPid as number;
    expect(isAlive(redisPid)).toBe(true);
    expect(r.stdout()).toContain(`listening on ${base}`);

    // Bull Board is mounted, behind the admin key (Basic auth for browsers).
    expect((await fetch(`${base}/admin/queues`)).status).toBe(401);
    const basic = `Basic ${Buffer.from(`admin:${ADMIN_KEY}`).toString('base64')}`;
    expect((await fetch(`${base}/admin/queues`, { headers: { authorization: basic } })).status).toBe(200);

    const created = await fetch(`${base}/v1/admin/keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tenantId: 'cli-serve', role: 'agent', agentIds: ['a1'] }),
    });
    expect(created.status).toBe(201);
    const { key } = (await created.json()) as { key: string };

    const write = await fetch(`${base}/v1/memories`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(writeBody({ category: 'preference' })),
    });
    expect(write.status).toBe(201);
    const body = (await write.json()) as { outcome: string; note: { id: string; status: string } };
    expect(body.outcome).toBe('written');

    // serve runs the pipeline too: the provisional note gets hardened to active.
    let status = body.note.status;
    const hardenBy = Date.now() + 120_000;
    while (status !== 'active' && Date.now() < hardenBy) {
      await new Promise((res) => setTimeout(res, 250));
      const got = await fetch(`${base}/v1/memories/${body.note.id}`, { headers: { authorization: `Bearer ${key}` } });
      expect(got.status).toBe(200);
      status = ((await got.json()) as { status: string }).status;
    }
    expect(status).toBe('active');

    // A second process may not open the same embedded database.
    const second = await runCli(['keys', 'create', '--tenant', 'x', '--role', 'operator'], env);
    expect(second.code).toBe(1);
    expect(second.stderr.trim().split('\n')).toHaveLength(1);
    expect(second.stderr).toMatch(new RegExp(`in use by pid ${r.proc.pid} \\(memwright serve\\)`));

    r.proc.kill('SIGTERM');
    const { code } = await r.exited;
    expect(code, r.stdout() + r.stderr()).toBe(0);
    expect(isAlive(redisPid)).toBe(false);
    expect(await redisAnswers(`redis://127.0.0.1:${redisPort}`, 500)).toBe(false);
    expect(r.stdout()).toContain('stopped the private redis-server');

    // The lock went with it: the data (and the key) are there for the next process.
    const migrate = await runCli(['migrate'], env);
    expect(migrate.code, migrate.stderr).toBe(0);
  });

  it('SIGTERM while starting still stops the redis-server it started', SLOW, async () => {
    const r = start(
      ['serve'],
      childEnv({
        MEMWRIGHT_DATA_DIR: tempDir(),
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      }),
    );
    started.push(r);
    const deadline = Date.now() + 120_000;
    let line: string | undefined;
    while (!(line = r.stdout().split('\n').find((l) => l.includes('started a private redis-server')))) {
      if (r.proc.exitCode !== null || Date.now() > deadline) throw new Error(`no redis-server started:\n${r.stdout()}\n${r.stderr()}`);
      await new Promise((res) => setTimeout(res, 50));
    }
    const redisPid = JSON.parse(line).redisPid as number;
    // The database is still opening: the signal arrives mid-start.
    r.proc.kill('SIGTERM');
    const { code } = await r.exited;
    expect(code, r.stdout() + r.stderr()).toBe(0);
    expect(isAlive(redisPid)).toBe(false);
  });

  it('uses a Redis that already answers and starts none of its own', SLOW, async () => {
    const redis = await TestRedis.start();
    try {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const r = start(
        ['serve'],
        childEnv({ MEMWRIGHT_DATA_DIR: tempDir(), PORT: String(port), HOST: '127.0.0.1', REDIS_URL: redis.url }),
      );
      started.push(r);
      await waitReady(base, r);
      expect(r.stdout()).not.toContain('started a private redis-server');
      r.proc.kill('SIGINT');
      expect((await r.exited).code).toBe(0);
      // The Redis it did not start is left running.
      expect(await redisAnswers(redis.url, 500)).toBe(true);
    } finally {
      await redis.stop();
    }
  });

  it('a bad environment value exits 1 with one line naming the variable', SLOW, async () => {
    const r = await runCli(['serve'], childEnv({ MEMWRIGHT_DATA_DIR: tempDir(), PORT: 'not-a-port' }));
    expect(r.code).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('PORT');
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack
  });

  it('without Redis and without redis-server on the PATH it exits 1 with the docker compose hint', SLOW, async () => {
    const env = childEnv({
      MEMWRIGHT_DATA_DIR: tempDir(),
      PORT: String(await freePort()),
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      PATH: tempDir('mw-empty-path-'),
    });
    const r = await runCli(['serve'], env);
    expect(r.code).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('redis-server is not on the PATH');
    expect(lines[0]).toContain('docker compose up -d redis');
  });

  it('with MEMWRIGHT_SPAWN_REDIS=false it does not start one', SLOW, async () => {
    const r = await runCli(
      ['serve'],
      childEnv({
        MEMWRIGHT_DATA_DIR: tempDir(),
        REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
        MEMWRIGHT_SPAWN_REDIS: 'false',
      }),
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('MEMWRIGHT_SPAWN_REDIS=false');
    expect(r.stderr).toContain('docker compose up -d redis');
  });
});
