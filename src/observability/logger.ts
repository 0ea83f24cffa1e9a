/**
 * The logger of a memwright process: JSON lines for containers and log shippers,
 * human-readable lines (./prettyLog.ts) for a person at a terminal.
 * MEMWRIGHT_LOG_FORMAT picks: `auto` (readable when the stream is a terminal), `json`, `pretty`.
 */
import pino, { type Logger } from 'pino';
import type { LogConfig } from '../config/config.js';
import { errorSerializers } from './errorLog.js';
import { prettyDestination } from './prettyLog.js';

export interface LoggerOptions {
  /** Log to stderr (commands whose stdout is their result). @defaultValue false: stdout */
  toStderr?: boolean;
  /** Whether the stream is a terminal. @defaultValue the stream's own isTTY */
  isTTY?: boolean;
}

/** Whether lines are written for a person: `pretty`, or `auto` on a terminal. */
export function prettyLogs(format: LogConfig['format'], isTTY: boolean): boolean {
  return format === 'pretty' || (format === 'auto' && isTTY);
}

export function createLogger(log: LogConfig, opts: LoggerOptions = {}): Logger {
  const fd = opts.toStderr ? 2 : 1;
  const tty = opts.isTTY ?? !!(fd === 2 ? process.stderr.isTTY : process.stdout.isTTY);
  // `err` fields go through the one error serializer: no SQL, parameters or bodies in logs.
  const base = { level: log.level, name: 'memwright', serializers: errorSerializers };
  if (!prettyLogs(log.format, tty)) return pino(base, pino.destination({ fd, sync: true }));
  const debug = pino.levels.values[log.level] !== undefined && pino.levels.values[log.level]! <= pino.levels.values.debug!;
  return pino(base, prettyDestination(fd, { colour: tty, stacks: debug }));
}
