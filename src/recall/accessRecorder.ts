/**
 * Access bookkeeping for recall, off the hot path.
 *
 * Every context read "touches" the notes it injects (accessCount + 1,
 * lastAccessedAt) — decay and importance read those signals. Doing that inside the
 * read would put a write (and row locks contending with the pipeline) on every
 * request, so reads only count ids in memory and a timer flushes them in one UPDATE.
 * A crash loses at most one interval of counts: bookkeeping, not memory.
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import { serializeError } from '../observability/errorLog.js';

export interface AccessRecorderOptions {
  /** Flush interval. @defaultValue 1000 */
  flushMs?: number;
  /** Flush early once this many distinct notes are pending. @defaultValue 5000 */
  maxPending?: number;
  now?: () => Date;
  logger?: Logger;
}

interface Pending {
  count: number;
  at: Date;
}

export class AccessRecorder {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly flushMs: number;
  private readonly maxPending: number;
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly opts: AccessRecorderOptions = {},
  ) {
    this.flushMs = opts.flushMs ?? 1000;
    this.maxPending = opts.maxPending ?? 5000;
    this.now = opts.now ?? (() => new Date());
  }

  /** Count one access of each note (ids are globally unique uuids, so no tenant is needed). */
  record(ids: readonly string[]): void {
    if (this.closed || ids.length === 0) return;
    const at = this.now();
    for (const id of ids) {
      const p = this.pending.get(id);
      if (p) {
        p.count++;
        if (at > p.at) p.at = at;
      } else {
        this.pending.set(id, { count: 1, at });
      }
    }
    if (this.pending.size >= this.maxPending) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, this.flushMs);
      // Bookkeeping must never keep a process alive.
      this.timer.unref();
    }
  }

  /** Number of distinct notes waiting to be written. */
  get pendingCount(): number {
    return this.pending.size;
  }

  /** Write every pending count in one UPDATE. Flushes are serialised. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.flushOnce());
    return this.flushing;
  }

  private async flushOnce(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    // Sorted ids: concurrent flushers (other processes) lock rows in one order, never deadlock.
    const entries = [...batch.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const ids = `{${entries.map(([id]) => id).join(',')}}`;
    const counts = `{${entries.map(([, p]) => p.count).join(',')}}`;
    const ats = `{${entries.map(([, p]) => `"${p.at.toISOString()}"`).join(',')}}`;
    try {
      // Neither `version` nor `updated_at` moves: an access is not a change of the note
      // (the pipeline's compare-and-set on version must not see reads as writes).
      await this.db.execute(sql`
        update notes n
           set access_count = n.access_count + v.c,
               last_accessed_at = greatest(coalesce(n.last_accessed_at, v.at), v.at)
          from (select unnest(${ids}::uuid[]) as id, unnest(${counts}::int[]) as c, unnest(${ats}::timestamptz[]) as at) v
         where n.id = v.id`);
    } catch (err) {
      this.opts.logger?.warn({ err: serializeError(err), notes: entries.length }, 'access bookkeeping flush failed');
      // Put the counts back for the next flush unless that would grow without bound.
      if (!this.closed && this.pending.size + batch.size <= this.maxPending * 4) {
        for (const [id, p] of batch) {
          const cur = this.pending.get(id);
          if (cur) {
            cur.count += p.count;
            if (p.at > cur.at) cur.at = p.at;
          } else this.pending.set(id, p);
        }
      }
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
