/**
 * What every CLI command shares: one-line user errors, the logger, and the
 * embedded database's ownership lock.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import pino, { type Logger } from 'pino';
import type { Config, LogConfig } from '../config/config.js';
import { errorSerializers } from '../observability/errorLog.js';
import { createServices, type ServiceOptions, type Services } from '../services.js';

/** An error the user can act on: printed as one line (no stack), exit code 1. */
export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}

/**
 * The CLI's logger. Human-readable when writing to a terminal and pino-pretty is
 * installed (it is a dev dependency), JSON lines otherwise (containers, log shippers).
 * Commands whose stdout is their result (`keys create`) log to stderr.
 */
export function cliLogger(log: LogConfig, opts: { toStderr?: boolean } = {}): Logger {
  const fd = opts.toStderr ? 2 : 1;
  const tty = fd === 2 ? process.stderr.isTTY : process.stdout.isTTY;
  // `err` fields go through the one error serializer: no SQL, parameters or bodies in logs.
  const base = { level: log.level, name: 'memwright', serializers: errorSerializers };
  if (tty) {
    try {
      const require = createRequire(import.meta.url);
      const pretty = require('pino-pretty') as (o: object) => NodeJS.WritableStream;
      return pino(base, pretty({ destination: fd, colorize: true, ignore: 'pid,hostname,name', translateTime: 'SYS:HH:MM:ss' }));
    } catch {
      // pino-pretty is not installed (production image): plain JSON lines.
    }
  }
  return pino(base, pino.destination({ fd, sync: true }));
}

export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = 'memwright.lock';

/**
 * Claim the embedded PGlite data directory for this process. PGlite itself happily
 * opens a directory another process has open (and both then corrupt it), so the CLI
 * keeps a pid file next to PGlite's own files and refuses to open a directory a live
 * process holds.
 */
export function lockDataDir(dataDir: string, command: string): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, command, since: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener('exit', release);
        rmSync(file, { force: true });
      };
      process.once('exit', release);
      return { release };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && alive(holder.pid)) {
        throw new CliError(
          `the embedded database in ${dir} is in use by \`memwright ${holder.command}\` (pid ${holder.pid}); ` +
            'one process must own it — stop that process, or use its HTTP API (POST /v1/admin/keys for keys)',
        );
      }
      // Left behind by a process that died without cleaning up: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new CliError(`could not lock ${file}`);
}

function readHolder(file: string): { pid: number; command: string } | null {
  try {
    const v = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown; command?: unknown };
    return typeof v.pid === 'number' ? { pid: v.pid, command: String(v.command ?? 'serve') } : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Open the services for a CLI command; in embedded mode the data directory is locked
 * first and released by `close()`.
 */
export async function openCliServices(
  config: Config,
  command: string,
  opts: ServiceOptions = {},
): Promise<Services> {
  const { url, dataDir } = config.database;
  const embedded = !url && !dataDir.startsWith('memory://');
  const lock = embedded ? lockDataDir(dataDir, command) : null;
  try {
    const services = await createServices(config, opts);
    const close = services.close.bind(services);
    return Object.assign(services, {
      async close() {
        try {
          await close();
        } finally {
          lock?.release();
        }
      },
    });
  } catch (e) {
    lock?.release();
    throw e;
  }
}
