/**
 * Debounced storage scrub after erasure: every erasure asks for one, erasures arriving
 * within `delayMs` of the first share it, and one arriving while a scrub runs gets the
 * next one (a scrub that started before its commit could not have removed its rows).
 * It runs in the process that committed the erasure, off the request path; closing the
 * services waits for a pending scrub, so a graceful shutdown never drops one.
 *
 * Paced (docs/design.md#erasure): a scrub rewrites whole tables (VACUUM FULL, the HNSW
 * index included) and, on PGlite, holds the one connection — and the event loop — while
 * it does. Under a steady stream of erasures, back-to-back scrubs would starve the API
 * (bench:load), so the next scrub waits until scrubbing has taken at most `maxShare` of
 * the time since the last one started. The rows are gone at commit either way; only the
 * rewrite of their bytes waits, and `startsBy` says until when.
 */
import type { Logger } from 'pino';
import type { ScrubReport } from './scrub.js';

export interface ScrubSchedulerOptions {
  /**
   * How long to wait for further erasures before scrubbing (one rewrite serves them all).
   * @defaultValue 1000
   */
  delayMs?: number;
  /**
   * Largest share of wall time spent scrubbing: after a scrub that took D ms the next
   * starts no sooner than D × (1 / maxShare − 1) ms after it ended (at most 20 s later).
   * @defaultValue 0.25
   */
  maxShare?: number;
  /** `false`: erasures ask for no scrub (MEMWRIGHT_ERASURE_SCRUB=off). @defaultValue true */
  enabled?: boolean;
  logger?: Logger;
}

interface Batch {
  promise: Promise<ScrubReport>;
  resolve(r: ScrubReport): void;
  reject(e: unknown): void;
}

function batch(): Batch {
  let resolve!: Batch['resolve'];
  let reject!: Batch['reject'];
  const promise = new Promise<ScrubReport>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Callers of the HTTP API do not wait; the failure is logged below.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/** Longest rest between two scrubs, whatever the last one took. */
const MAX_REST_MS = 20_000;

export class ScrubScheduler {
  private readonly delayMs: number;
  readonly enabled: boolean;
  private waiting: Batch | null = null;
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** When the pending timer fires (the `startsBy` of the erasures it serves). */
  private fireAt = 0;
  private readonly maxShare: number;
  /** When the last scrub ended; 0 before the first. */
  private lastEndedAt = 0;
  /** When the running scrub started. */
  private runningSince = 0;
  /** Duration of the last scrub, for the ETA erasure results carry. */
  lastDurationMs: number | null = null;

  constructor(
    private readonly run: () => Promise<ScrubReport>,
    private readonly opts: ScrubSchedulerOptions = {},
  ) {
    this.delayMs = opts.delayMs ?? 1000;
    this.maxShare = Math.min(1, Math.max(0.01, opts.maxShare ?? 0.25));
    this.enabled = opts.enabled ?? true;
  }

  /** Rest owed after a scrub of `durationMs` (see `maxShare`). */
  private restMs(durationMs: number): number {
    // Capped: the pacing must not stretch the erasure promise (no erased text left on
    // disk within 60 s, docs/design.md#erasure) when one scrub is slow on a large store.
    return Math.min(MAX_REST_MS, durationMs * (1 / this.maxShare - 1));
  }

  /** Earliest start of the next scrub asked for at `now` (no scrub running). */
  private nextStart(now: number): number {
    const rested = this.lastEndedAt && this.lastDurationMs !== null ? this.lastEndedAt + this.restMs(this.lastDurationMs) : 0;
    return Math.max(now + this.delayMs, rested);
  }

  private arm(at: number): void {
    this.fireAt = at;
    this.timer = setTimeout(() => this.fire(), Math.max(0, at - Date.now()));
  }

  /** Ask for a scrub; resolves once one that started after this call has finished. */
  request(): { done: Promise<ScrubReport>; startsBy: Date } {
    this.waiting ??= batch();
    const now = Date.now();
    if (!this.timer && !this.running) this.arm(this.nextStart(now));
    if (this.timer) return { done: this.waiting.promise, startsBy: new Date(this.fireAt) };
    // A scrub is running: this erasure's pass follows it after the rest it owes
    // (estimated from the last scrub's duration, or how long this one has run so far).
    const d = Math.max(this.lastDurationMs ?? 0, now - this.runningSince);
    return { done: this.waiting.promise, startsBy: new Date(Math.max(now, this.runningSince + d) + this.restMs(d)) };
  }

  private fire(): void {
    this.timer = null;
    const b = this.waiting;
    if (!b || this.running) return;
    this.waiting = null;
    this.runningSince = Date.now();
    this.running = this.run()
      .then(
        (r) => {
          this.lastDurationMs = r.durationMs;
          this.opts.logger?.info({ scrub: r }, 'storage scrubbed after erasure');
          b.resolve(r);
        },
        (err) => {
          this.opts.logger?.error({ err: (err as Error).message }, 'storage scrub after erasure failed');
          b.reject(err);
        },
      )
      .finally(() => {
        this.running = null;
        this.lastEndedAt = Date.now();
        // Erasures that committed while this one ran: their own pass, after the rest owed.
        if (this.waiting) this.arm(this.nextStart(Date.now() - this.delayMs));
      });
  }

  /** Run a pending scrub now and wait for every scrub to finish. */
  async close(): Promise<void> {
    // A scrub that finishes here may arm the next (erasures that committed during it): run that too, now.
    while (this.timer || this.running) {
      if (this.timer) {
        clearTimeout(this.timer);
        this.fire();
      }
      if (this.running) await this.running;
    }
  }
}
