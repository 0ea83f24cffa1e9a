/**
 * `api_keys.last_used_at`, off the hot path.
 *
 * Writing it on every authenticated request would add a DB write (and a row lock on
 * the key) to every call. Requests only note the time in memory; a timer writes every
 * key used since the last flush in one UPDATE. `lastUsedAt` is therefore up to one
 * interval behind, and a crash loses at most one interval: bookkeeping, not security.
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import { serializeError } from '../observability/errorLog.js';

export interface KeyUsageOptions {
  /** How long usage may wait in memory before it is written. @defaultValue 10000 */
  flushMs?: number;
  now?: () => Date;
  logger?: Logger;
}

export class KeyUsageRecorder {
  private pending = new Map<string, Date>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly flushMs: number;
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly opts: KeyUsageOptions = {},
  ) {
    this.flushMs = opts.flushMs ?? 10_000;
    this.now = opts.now ?? (() => new Date());
  }

  /** Note one use of a stored key (key ids are uuids; the bootstrap admin key is not stored). */
  touch(keyId: string): void {
    if (this.closed) return;
    this.pending.set(keyId, this.now());
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, this.flushMs);
      // Bookkeeping must never keep a process alive.
      this.timer.unref();
    }
  }

  /** Keys waiting to be written. */
  get pendingCount(): number {
    return this.pending.size;
  }

  /** Write every pending use in one UPDATE. Flushes are serialised. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.flushOnce());
    return this.flushing;
  }

  private async flushOnce(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    // Sorted ids: flushes from several processes lock rows in one order, never deadlock.
    const entries = [...batch.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const ids = `{${entries.map(([id]) => id).join(',')}}`;
    const ats = `{${entries.map(([, at]) => `"${at.toISOString()}"`).join(',')}}`;
    try {
      // greatest(): another process may have written a later use already.
      await this.db.execute(sql`
        update api_keys k
           set last_used_at = greatest(coalesce(k.last_used_at, v.at), v.at)
          from (select unnest(${ids}::uuid[]) as id, unnest(${ats}::timestamptz[]) as at) v
         where k.id = v.id`);
    } catch (err) {
      this.opts.logger?.warn({ err: serializeError(err), keys: entries.length }, 'key usage flush failed');
      // Keep the uses for the next flush (bounded by the number of keys, which is small).
      if (!this.closed) for (const [id, at] of batch) if (!this.pending.has(id)) this.pending.set(id, at);
    }
  }

  /** Stop the timer and flush what is pending. Call before the database closes. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
    this.closed = true;
  }
}
