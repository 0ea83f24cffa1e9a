/**
 * One owner per embedded data directory (src/db/pglite/dataDirLock.ts): a real `serve`
 * child owns its directory; the library and the CLI opening it beside it are refused at
 * once with `data_dir_locked`, and nothing the child wrote is lost; stale locks are
 * taken over, by exactly one of several racing openers.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemwright, DataDirLockedError, SetupError } from '../../src/memwright.js';
import { LOCK_FILE, lockDataDir } from '../../src/db/pglite/dataDirLock.js';
import { freePort, TestRedis } from '../support/redis.js';
import { writeBody } from '../support/writeBody.js';
import { childEnv, removeTempDirs, ROOT, runCli, start, tempDir, type Running } from '../cli/cli.js';

const ADMIN_KEY = 'lock-test-admin-key-0123456789';
const libraryEnv = (dir: string) => ({ MEMWRIGHT_DATA_DIR: dir, MEMWRIGHT_EMBEDDER: 'hash', MEMWRIGHT_LOG_LEVEL: 'warn' });

const running: Running[] = [];
let redis: TestRedis | undefined;
afterAll(async () => {
  for (const r of running) if (r.proc.exitCode === null && r.proc.signalCode === null) r.proc.kill('SIGKILL');
  await redis?.stop();
  removeTempDirs();
}, 60_000);

/** The pid of a process that has exited (a stale lock's owner). */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', '']);
  return r.pid!;
}

function lockFileOf(dir: string): { pid: number; command: string } {
  return JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'));
}

describe('an embedded data directory has one owner', () => {
  it('beside a running serve, createMemwright and the CLI fail at once with data_dir_locked; the note serve wrote survives', { timeout: 240_000 }, async () => {
    redis = await TestRedis.start();
    const dataDir = tempDir('mw-lock-');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = childEnv({ MEMWRIGHT_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', REDIS_URL: redis.url, MEMWRIGHT_ADMIN_KEY: ADMIN_KEY });
    const serve = start(['serve'], env);
    running.push(serve);
    const deadline = Date.now() + 200_000;
    while ((await fetch(`${base}/readyz`).then((r) => r.status, () => 0)) !== 200) {
      if (serve.proc.exitCode !== null || Date.now() > deadline) throw new Error(`serve not ready:\n${serve.stdout()}\n${serve.stderr()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(lockFileOf(dataDir)).toMatchObject({ pid: serve.proc.pid, command: 'memwright serve' });

    const created = await fetch(`${base}/v1/admin/keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tenantId: 'lock', role: 'agent', agentIds: ['a1'] }),
    });
    const { key } = (await created.json()) as { key: string };
    const write = await fetch(`${base}/v1/memories`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(writeBody({ content: 'Written by serve before the library came along.' })),
    });
    expect(write.status).toBe(201);
    const noteId = ((await write.json()) as { note: { id: string } }).note.id;

    // The library: refused before PGlite opens anything (opening one takes seconds).
    const began = Date.now();
    const refused = await createMemwright({ env: libraryEnv(dataDir), noQueue: true }).then(
      (mw) => mw.close().then(() => null),
      (e: unknown) => e,
    );
    const elapsed = Date.now() - began;
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect(refused, 'an operator fixes it: the one setup-error class').toBeInstanceOf(SetupError);
    const err = refused as DataDirLockedError;
    expect([err.code, err.pid, err.owner]).toEqual(['data_dir_locked', serve.proc.pid, 'memwright serve']);
    expect(err.message).toContain(`the data directory ${dataDir} is in use by pid ${serve.proc.pid} (memwright serve)`);
    expect(err.message).not.toContain('\n');
    expect(elapsed, 'refused at once').toBeLessThan(3000);

    // The CLI: the same one line, exit code 1.
    const cli = await runCli(['inspect', '--user', 'u1', '--tenant', 'lock'], env);
    expect(cli.code).toBe(1);
    expect(cli.stderr.trim().split('\n')).toEqual([expect.stringMatching(new RegExp(`^memwright: the data directory .* is in use by pid ${serve.proc.pid} \\(memwright serve\\)`))]);
    expect(lockFileOf(dataDir).pid, 'a refused opener leaves the owner its lock').toBe(serve.proc.pid);

    serve.proc.kill('SIGTERM');
    expect((await serve.exited).code, serve.stdout() + serve.stderr()).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE)), 'released on shutdown').toBe(false);

    const mw = await createMemwright({ env: libraryEnv(dataDir), noQueue: true, principal: { tenantId: 'lock', role: 'operator' } });
    try {
      expect((await mw.get(noteId)).content).toBe('Written by serve before the library came along.');
      expect(lockFileOf(dataDir)).toMatchObject({ pid: process.pid });
      // The same process may not open it twice either.
      await expect(createMemwright({ env: libraryEnv(dataDir), noQueue: true })).rejects.toMatchObject({ code: 'data_dir_locked', pid: process.pid });
    } finally {
      await mw.close();
    }
    expect(existsSync(join(dataDir, LOCK_FILE)), 'released by close()').toBe(false);
  });

  it("a stale lock (its pid is dead, or is this process's but not held here) is taken over", { timeout: 120_000 }, async () => {
    const dir = tempDir('mw-lock-');
    const stale = deadPid();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: stale, command: 'memwright serve', since: '2020-01-01T00:00:00.000Z' }));
    const mw = await createMemwright({ env: libraryEnv(dir), noQueue: true });
    try {
      expect(lockFileOf(dir).pid).toBe(process.pid);
    } finally {
      await mw.close();
    }
    // A container restarted with the pid its previous run had.
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, command: 'memwright serve' }));
    const lock = lockDataDir(dir, 'test');
    expect(lockFileOf(dir)).toMatchObject({ pid: process.pid, command: 'test' });
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    // An empty file: a writer that died between creating it and writing its pid.
    writeFileSync(join(dir, LOCK_FILE), '');
    lockDataDir(dir, 'test').release();
  });

  it('of several processes taking over the same stale lock, exactly one wins', { timeout: 120_000 }, async () => {
    const dir = tempDir('mw-lock-');
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), command: 'memwright serve' }));
    // Each child waits for a shared start time, tries once, says how it went, and keeps
    // what it got until every child has said (its stdin closes).
    const at = Date.now() + 4000;
    const script = `
      import { lockDataDir } from ${JSON.stringify(join(ROOT, 'src/db/pglite/dataDirLock.ts'))};
      await new Promise((r) => setTimeout(r, ${at} - Date.now()));
      try { lockDataDir(process.argv[1], 'racer'); console.log('won'); }
      catch (e) { console.log(e.code ?? e.message); }
      process.stdin.resume();
      await new Promise((r) => process.stdin.once('end', r));
    `;
    const children = Array.from({ length: 4 }, () => spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] }));
    const results = await Promise.all(
      children.map((p) => new Promise<string>((r) => {
        let out = '';
        p.stdout.on('data', (b: Buffer) => {
          out += b.toString();
          if (out.includes('\n')) r(out.trim());
        });
        p.once('close', () => r(out.trim()));
      })),
    );
    await Promise.all(children.map((p) => { p.stdin.end(); return new Promise((r) => p.once('close', r)); }));
    expect(results.sort()).toEqual(['data_dir_locked', 'data_dir_locked', 'data_dir_locked', 'won']);
  });
});
