/**
 * Helpers for the CLI tests: run the CLI as a real child process, from its TypeScript
 * source through tsx (`node --import tsx entry/cli.ts …`) so the tests exercise the
 * code as it is now, not a dist/ build that may be stale. The compiled launcher
 * (bin/memwright.js → dist/) is covered by test/package/package.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const CLI_MAIN = join(ROOT, 'entry/cli.ts');

const made: string[] = [];

export function tempDir(prefix = 'mw-cli-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Remove the directories {@link tempDir} made (call from afterAll). */
export function removeTempDirs(): void {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** The parent's environment minus anything that would point the child at shared stores. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of Object.keys(env)) if (k.startsWith('MEMWRIGHT_') || k === 'DATABASE_URL' || k === 'REDIS_URL' || k === 'PORT') delete env[k];
  // A worker's probe port defaults to 9464: test files run side by side, and a scale-out
  // test starts two workers on one host, so each child picks a free port unless told.
  return { ...env, MEMWRIGHT_EMBEDDER: 'hash', MEMWRIGHT_LOG_LEVEL: 'info', MEMWRIGHT_WORKER_PORT: '0', ...extra };
}

export interface Running {
  proc: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function start(args: string[], env: NodeJS.ProcessEnv): Running {
  const proc = spawn(process.execPath, ['--import', 'tsx', CLI_MAIN, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  proc.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  proc.stderr!.on('data', (b: Buffer) => (err += b.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    proc.once('close', (code, signal) => r({ code, signal })),
  );
  return { proc, stdout: () => out, stderr: () => err, exited };
}

/** Run a command to completion. */
export async function runCli(args: string[], env: NodeJS.ProcessEnv) {
  const r = start(args, env);
  const { code } = await r.exited;
  return { code, stdout: r.stdout(), stderr: r.stderr() };
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
