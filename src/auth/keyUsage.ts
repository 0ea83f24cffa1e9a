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
import { DeferredWrites } from '../db/deferredWrites.js';
import { serializeError } from '../observability/errorLog.js';

export interface KeyUsageOptions {
  /** How long usage may wait in memory before it is written. @defaultValue 10000 */
  flushMs?: number;
  now?: () => Date;
  logger?: Logger;
}

export class KeyUsageRecorder {
  private readonly writes: DeferredWrites<Date>;
  private readonly now: () => Date;

  constructor(db: Db, opts: KeyUsageOptions = {}) {
    this.now = opts.now ?? (() => new Date());
    this.writes = new DeferredWrites<Date>({
      flushMs: opts.flushMs ?? 10_000,
      merge: (a, b) => (b > a ? b : a),
      async write(batch) {
        const ids = `{${batch.map(([id]) => id).join(',')}}`;
        const ats = `{${batch.map(([, at]) => `"${at.toISOString()}"`).join(',')}}`;
        // greatest(): another process may have written a later use already.
        await db.execute(sql`
          update api_keys k
             set last_used_at = greatest(coalesce(k.last_used_at, v.at), v.at)
            from (select unnest(${ids}::uuid[]) as id, unnest(${ats}::timestamptz[]) as at) v
           where k.id = v.id`);
      },
      // The batch is kept for the next flush (bounded by the number of keys, which is small).
      onError: (err, keys) => opts.logger?.warn({ err: serializeError(err), keys }, 'key usage flush failed'),
    });
  }

  /** Note one use of a stored key (key ids are uuids; the bootstrap admin key is not stored). */
  touch(keyId: string): void {
    this.writes.add(keyId, this.now());
  }

  /** Keys waiting to be written. */
  get pendingCount(): number {
    return this.writes.pendingCount;
  }

  /** Write every pending use in one UPDATE. Flushes are serialised. */
  flush(): Promise<void> {
    return this.writes.flush();
  }

  /** Stop the timer and flush what is pending. Call before the database closes. */
  close(): Promise<void> {
    return this.writes.close();
  }
}
