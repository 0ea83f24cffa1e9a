/**
 * One place that turns a connection's event stream into log lines a person can read:
 * the moment it is lost (once, with its cause) and the moment it is back (once, with
 * how long it was gone). ioredis emits an 'error' per reconnect attempt and every BullMQ
 * worker and queue re-emits its connection's errors, so during an outage a process with
 * ten workers would otherwise log every attempt of every one of them.
 */
import type { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import { errorMessage, serializeError } from './errorLog.js';

/** An ioredis connection, as far as this tracker listens to it ('ready', 'error', 'close', 'end'). */
type Watched = Pick<EventEmitter, 'on' | 'off'> & { readonly status: string };

export interface ConnectionStateOptions {
  logger: Pick<Logger, 'warn' | 'info' | 'debug'>;
  /** Names it in the log lines, e.g. `redis at redis://127.0.0.1:6379 (REDIS_URL)`. */
  what: string;
  /** Said with the loss: what still works, what waits. */
  whileDown?: string;
  /** The same error of a worker (not a connection loss) is logged at most once per this. @defaultValue 60000 */
  repeatMs?: number;
  /** @defaultValue Date.now */
  now?: () => number;
}

export type ConnectionStatus = 'connecting' | 'up' | 'down';

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ECONNABORTED', 'NR_CLOSED']);
const CONNECTION_MESSAGES = /connection is closed|stream isn't writeable|connect econn|reached the max retries per request|socket closed|connection lost/i;

/** Whether an error says the connection is gone (rather than that a command or a job failed). */
export function isConnectionError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return typeof err === 'string' && CONNECTION_MESSAGES.test(err);
  const e = err as { code?: unknown; message?: unknown; name?: unknown };
  return (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) || e.name === 'MaxRetriesPerRequestError' || CONNECTION_MESSAGES.test(String(e.message ?? ''));
}

export class ConnectionState {
  private status: ConnectionStatus = 'connecting';
  /** Connections not ready, with the cause each was lost to (null: not connected yet). */
  private readonly notReady = new Map<Watched, unknown>();
  private readonly detach: Array<() => void> = [];
  private downSince = 0;
  private readonly lastRepeat = new Map<string, { at: number; suppressed: number }>();
  private readonly now: () => number;

  constructor(private readonly opts: ConnectionStateOptions) {
    this.now = opts.now ?? Date.now;
  }

  /** `up` once every watched connection is ready, `down` once one was lost (or never came up). */
  get state(): ConnectionStatus {
    return this.status;
  }

  /** Follow an ioredis connection. */
  watch(conn: Watched): void {
    if (conn.status !== 'ready') this.notReady.set(conn, null);
    const ready = () => {
      this.notReady.delete(conn);
      this.update();
    };
    const error = (err: Error) => this.lost(conn, err);
    const closed = () => this.lost(conn, new Error('connection closed'));
    conn.on('ready', ready);
    conn.on('error', error);
    conn.on('close', closed);
    conn.on('end', closed);
    this.detach.push(() => {
      conn.off('ready', ready);
      conn.off('error', error);
      conn.off('close', closed);
      conn.off('end', closed);
    });
    this.update();
  }

  /**
   * An 'error' event of a BullMQ worker or queue. A connection error is the outage the
   * watched connections report (logged once there); anything else is logged, the same
   * message at most once per `repeatMs` (with how many were not).
   */
  workerError(err: unknown, source = 'pipeline worker'): void {
    if (isConnectionError(err)) {
      if (this.status !== 'up') return;
      this.repeated(`${source}: ${errorMessage(err)}`, (suppressed) =>
        this.opts.logger.warn({ err: serializeError(err), source, suppressed }, `${source} lost its connection to ${this.opts.what}: ${errorMessage(err)}`),
      );
      return;
    }
    this.repeated(`${source}: ${errorMessage(err)}`, (suppressed) => this.opts.logger.warn({ err: serializeError(err), source, suppressed }, `${source} error: ${errorMessage(err)}`));
  }

  /** Stop listening (before closing the connections on purpose: a shutdown is not an outage). */
  stop(): void {
    for (const d of this.detach.splice(0)) d();
  }

  private lost(conn: Watched, cause: unknown): void {
    if (this.notReady.has(conn) && this.notReady.get(conn) !== null) return;
    this.notReady.set(conn, cause);
    this.update(cause);
  }

  private update(cause?: unknown): void {
    // A connection added while still connecting is no outage: only a cause makes one.
    const next: ConnectionStatus = this.notReady.size === 0 ? 'up' : cause !== undefined ? 'down' : this.status;
    if (next === this.status) return;
    const prev = this.status;
    this.status = next;
    const { logger, what, whileDown } = this.opts;
    if (next === 'down') {
      this.downSince = this.now();
      const why = errorMessage(cause);
      logger.warn({ err: serializeError(cause) }, `${what} ${prev === 'connecting' ? 'unreachable' : 'lost'} (${why})${whileDown ? `: ${whileDown}` : ''}`);
    } else if (next === 'up' && prev === 'down') {
      logger.info({ downForMs: this.now() - this.downSince }, `${what} reachable again after ${Math.round((this.now() - this.downSince) / 1000)} s`);
    } else if (next === 'up') {
      logger.debug(`${what} connected`);
    }
  }

  private repeated(key: string, log: (suppressed: number) => void): void {
    const now = this.now();
    const last = this.lastRepeat.get(key);
    if (last && now - last.at < (this.opts.repeatMs ?? 60_000)) {
      last.suppressed++;
      return;
    }
    log(last?.suppressed ?? 0);
    this.lastRepeat.set(key, { at: now, suppressed: 0 });
    // Bounded: distinct messages are few, but a message quoting ids must not grow this forever.
    if (this.lastRepeat.size > 100) this.lastRepeat.delete(this.lastRepeat.keys().next().value!);
  }
}
