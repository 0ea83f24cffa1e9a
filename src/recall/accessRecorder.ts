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
import { DeferredWrites } from '../db/deferredWrites.js';
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
  private readonly writes: DeferredWrites<Pending>;
  private readonly now: () => Date;

  constructor(db: Db, opts: AccessRecorderOptions = {}) {
    this.now = opts.now ?? (() => new Date());
    const maxPending = opts.maxPending ?? 5000;
    this.writes = new DeferredWrites<Pending>({
      flushMs: opts.flushMs ?? 1000,
      maxPending,
      // Counts put back after a failed flush must not grow without bound.
      requeueLimit: maxPending * 4,
      merge: (a, b) => ({ count: a.count + b.count, at: b.at > a.at ? b.at : a.at }),
      async write(batch) {
        const ids = `{${batch.map(([id]) => id).join(',')}}`;
        const counts = `{${batch.map(([, p]) => p.count).join(',')}}`;
        const ats = `{${batch.map(([, p]) => `"${p.at.toISOString()}"`).join(',')}}`;
        // Neither `version` nor `updated_at` moves: an access is not a change of the note
        // (the pipeline's compare-and-set on version must not see reads as writes).
        await db.execute(sql`
          update notes n
             set access_count = n.access_count + v.c,
                 last_accessed_at = greatest(coalesce(n.last_accessed_at, v.at), v.at)
            from (select unnest(${ids}::uuid[]) as id, unnest(${counts}::int[]) as c, unnest(${ats}::timestamptz[]) as at) v
           where n.id = v.id`);
      },
      onError: (err, notes) => opts.logger?.warn({ err: serializeError(err), notes }, 'access bookkeeping flush failed'),
    });
  }

  /** Count one access of each note (ids are globally unique uuids, so no tenant is needed). */
  record(ids: readonly string[]): void {
    if (ids.length === 0) return;
    const at = this.now();
    for (const id of ids) this.writes.add(id, { count: 1, at });
  }

  /** Number of distinct notes waiting to be written. */
  get pendingCount(): number {
    return this.writes.pendingCount;
  }

  /** Write every pending count in one UPDATE. Flushes are serialised. */
  flush(): Promise<void> {
    return this.writes.flush();
  }

  /** Stop the timer and flush what is pending. Call before the database closes. */
  close(): Promise<void> {
    return this.writes.close();
  }
}
