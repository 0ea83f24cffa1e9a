/**
 * One owner per embedded data directory. PGlite opens a directory another process has
 * open without complaint, and the two then overwrite each other's pages (a note one of
 * them wrote is gone once the other closes), so whoever opens a data directory first
 * claims it with a lock file, `memwright.lock`, next to PGlite's own files:
 *
 * - created with O_EXCL (`openSync(path, 'wx')`): of two openers exactly one gets it;
 * - it holds the owner's pid and what it runs (`memwright serve`, `node app.js`), which
 *   a refused opener names;
 * - a lock whose pid is not alive is stale (a process killed before it could clean up)
 *   and is taken over, under a second short-lived guard file so that two openers taking
 *   over the same stale lock cannot both win; a lock naming this very pid but not held
 *   in this process is stale too (a container restarts with the pid it had);
 * - it is removed by {@link DataDirLock.release} and at process exit, and only while it
 *   is still the one this process wrote.
 */
import { basename, join, resolve } from 'node:path';
import { closeSync, mkdirSync, openSync, readFileSync, realpathSync, rmSync, statSync, writeSync } from 'node:fs';
import { SetupError } from '../../errors.js';

export const LOCK_FILE = 'memwright.lock';
/** A takeover guard older than this was left by a process that died mid-takeover. */
const GUARD_STALE_MS = 10_000;
/** How long an opener waits for a just-created lock file's content before calling it stale. */
const CONTENT_WAIT_MS = 500;

/** Another live process owns the data directory. An operator fixes it; the CLI prints it as one line. */
export class DataDirLockedError extends SetupError {
  readonly code = 'data_dir_locked';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly owner: string,
  ) {
    super(
      `the data directory ${dataDir} is in use by pid ${pid} (${owner}): one process must own an embedded database — ` +
        'stop that process first, or use its HTTP API (memwright/client; POST /v1/admin/keys for keys)',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  /** Remove the lock file (if it is still this process's). Idempotent. */
  release(): void;
}

interface Holder {
  pid: number;
  owner: string;
}

/** Directories this process holds, by resolved path. */
const held = new Set<string>();

/** What this process runs, for a refused opener to name: the script and its leading words, never its flags or their values. */
export function describeThisProcess(): string {
  const [, script, ...args] = process.argv;
  if (!script) return 'node';
  const end = args.findIndex((a) => a.startsWith('-'));
  return ['node', basename(script), ...args.slice(0, end < 0 ? args.length : end).slice(0, 3)].join(' ');
}

/**
 * Claim `dataDir` (created if missing) for this process, or throw {@link DataDirLockedError}
 * at once if a live process holds it.
 * @param owner what the lock file names as the owner. @defaultValue {@link describeThisProcess}
 */
export function lockDataDir(dataDir: string, owner: string = describeThisProcess()): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  // One name per directory, however it was reached (relative, through a symlink).
  const dir = realpathSync(resolve(dataDir));
  const file = join(dir, LOCK_FILE);
  if (held.has(dir)) throw new DataDirLockedError(dir, process.pid, `${owner}, this very process`);
  for (let attempt = 0; attempt < 5; attempt++) {
    const content = JSON.stringify({ pid: process.pid, command: owner, since: new Date().toISOString() });
    if (create(file, content)) return holdLock(dir, file, content);
    const raw = readSettled(file);
    if (raw === null) continue; // removed in between: try again
    const holder = parseHolder(raw);
    if (holder && holder.pid !== process.pid && alive(holder.pid)) throw new DataDirLockedError(dir, holder.pid, holder.owner);
    takeOver(file, raw);
  }
  throw new SetupError(`could not lock the data directory ${dir}: ${file} keeps changing`);
}

function holdLock(dir: string, file: string, content: string): DataDirLock {
  held.add(dir);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(dir);
    process.removeListener('exit', release);
    if (readOrNull(file) === content) rmSync(file, { force: true });
  };
  process.once('exit', release);
  return { release };
}

/** Create `file` with `content` if it does not exist; false if it does. */
function create(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Remove a stale lock, but only if it still reads `stale`: under a guard file, so an
 * opener that saw the same stale lock cannot remove the fresh one the winner just made.
 */
function takeOver(file: string, stale: string): void {
  const guard = `${file}.takeover`;
  if (!create(guard, String(process.pid))) {
    const age = ageMs(guard);
    if (age !== null && age > GUARD_STALE_MS) rmSync(guard, { force: true });
    else sleep(20);
    return;
  }
  try {
    if (readOrNull(file) === stale) rmSync(file, { force: true });
  } finally {
    rmSync(guard, { force: true });
  }
}

/** The lock file's content once its writer has written it (O_EXCL creates it empty first); null if it is gone. */
function readSettled(file: string): string | null {
  const deadline = Date.now() + CONTENT_WAIT_MS;
  for (;;) {
    const raw = readOrNull(file);
    if (raw === null || parseHolder(raw) || Date.now() > deadline) return raw;
    sleep(10);
  }
}

function parseHolder(raw: string): Holder | null {
  try {
    const v = JSON.parse(raw) as { pid?: unknown; command?: unknown };
    return typeof v.pid === 'number' && Number.isInteger(v.pid) && v.pid > 0 ? { pid: v.pid, owner: String(v.command ?? 'unknown') } : null;
  } catch {
    return null;
  }
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

function ageMs(file: string): number | null {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
