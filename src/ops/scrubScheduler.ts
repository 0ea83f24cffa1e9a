/**
 * Debounced storage scrub after erasure: every erasure asks for one, erasures arriving
 * within `delayMs` of the first share it, and one arriving while a scrub runs gets the
 * next one (a scrub that started before its commit could not have removed its rows).
 * It runs in the process that committed the erasure, off the request path; closing the
 * services waits for a pending scrub, so a graceful shutdown never drops one.
 */
import type { Logger } from 'pino';
import type { ScrubReport } from '../db/scrub.js';

export interface ScrubSchedulerOptions {
  /**
   * How long to wait for further erasures before scrubbing (one rewrite serves them all).
   * @defaultValue 1000
   */
  delayMs?: number;
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

export class ScrubScheduler {
  private readonly delayMs: number;
  readonly enabled: boolean;
  private waiting: Batch | null = null;
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** Duration of the last scrub, for the ETA erasure results carry. */
  lastDurationMs: number | null = null;

  constructor(
    private readonly run: () => Promise<ScrubReport>,
    private readonly opts: ScrubSchedulerOptions = {},
  ) {
    this.delayMs = opts.delayMs ?? 1000;
    this.enabled = opts.enabled ?? true;
  }

  /** Ask for a scrub; resolves once one that started after this call has finished. */
  request(): { done: Promise<ScrubReport>; startsBy: Date } {
    this.waiting ??= batch();
    if (!this.timer && !this.running) this.timer = setTimeout(() => this.fire(), this.delayMs);
    return { done: this.waiting.promise, startsBy: new Date(Date.now() + this.delayMs) };
  }

  private fire(): void {
    this.timer = null;
    const b = this.waiting;
    if (!b || this.running) return;
    this.waiting = null;
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
        // Erasures that committed while this one ran: their own pass, right away.
        if (this.waiting) this.fire();
      });
  }

  /** Run a pending scrub now and wait for every scrub to finish. */
  async close(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.fire();
    }
    while (this.running) await this.running;
  }
}
