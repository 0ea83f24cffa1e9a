/**
 * Bookkeeping writes taken off the request path: callers add a value per key in memory,
 * and a timer writes everything pending in one statement. What stays pending is merged
 * per key (a count adds up, a time keeps the latest), flushes are serialised, and a
 * failed flush puts its batch back for the next one (up to a bound). Used for the keys'
 * `last_used_at` (src/auth/keyUsage.ts) and the notes' access counts
 * (src/recall/accessRecorder.ts): a crash loses at most one interval of either.
 */
export interface DeferredWritesOptions<V> {
  /** How long a value may wait in memory before it is written. */
  flushMs: number;
  /** Flush early once this many keys are pending. @defaultValue no limit */
  maxPending?: number;
  /** After a failed flush, put the batch back only while no more than this many keys would be pending. @defaultValue no limit */
  requeueLimit?: number;
  /** One key's pending value and a new one, as one value. */
  merge(pending: V, add: V): V;
  /** Write one batch, in key order (several processes flushing lock rows in one order: no deadlock). */
  write(batch: ReadonlyArray<readonly [string, V]>): Promise<void>;
  /** A flush failed (its batch is put back unless closed or past the limit). */
  onError(err: unknown, keys: number): void;
}

export class DeferredWrites<V> {
  private pending = new Map<string, V>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly opts: DeferredWritesOptions<V>) {}

  add(key: string, value: V): void {
    if (this.closed) return;
    const cur = this.pending.get(key);
    this.pending.set(key, cur === undefined ? value : this.opts.merge(cur, value));
    // Once, on reaching the limit (the flush takes the whole map; more keys wait for it or the timer).
    if (this.pending.size === this.opts.maxPending) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, this.opts.flushMs);
      // Bookkeeping must never keep a process alive.
      this.timer.unref();
    }
  }

  /** Keys waiting to be written. */
  get pendingCount(): number {
    return this.pending.size;
  }

  /** Write everything pending in one statement. Flushes are serialised. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.flushOnce());
    return this.flushing;
  }

  private async flushOnce(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const entries = [...batch.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    try {
      await this.opts.write(entries);
    } catch (err) {
      this.opts.onError(err, entries.length);
      if (this.closed || this.pending.size + batch.size > (this.opts.requeueLimit ?? Infinity)) return;
      // Pending values are newer than the batch's: merge the batch under them.
      for (const [key, v] of batch) {
        const cur = this.pending.get(key);
        this.pending.set(key, cur === undefined ? v : this.opts.merge(v, cur));
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
