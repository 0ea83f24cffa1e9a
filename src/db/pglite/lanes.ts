/**
 * Two lanes onto the one PGlite connection (docs/design.md#lanes): the API's statements
 * go ahead of background work (pipeline stages, maintenance, access and key-usage
 * bookkeeping, the post-erasure scrub).
 *
 * PGlite runs one statement or transaction at a time, first come first served, on the
 * thread that also serves HTTP. Under load the pipeline keeps dozens of stage jobs in
 * flight, so a request's statement queued behind all of theirs (bench:load measures how much
 * longer a write takes then). Here every top-level operation — a query, an exec, a whole
 * transaction — first takes the gate's one slot; when the slot frees, a waiting API
 * operation is given it before any background one. Statements inside a transaction go
 * straight to PGlite: the transaction already holds the slot.
 *
 * While the API is busy, background operations may hold the connection for at most
 * `backgroundShare` of the time (on PGlite the connection's time is the event loop's:
 * statements run synchronously in WebAssembly on the main thread), so the pipeline falls
 * behind under load instead of the API; when the API is quiet they run unmetered. Within
 * its share background work is never starved: once `backgroundEveryMs` passed since the
 * last one started, one goes ahead of waiting API operations. Which lane a call is in
 * is fixed by which client it came through ({@link laneClients}), not by ambient context:
 * the pipeline is handed the background database explicitly (Database.background).
 */
import type { PGlite } from '@electric-sql/pglite';

export interface LaneGateOptions {
  /**
   * Largest share of the connection's time background operations may hold while the API
   * is busy. Background work beyond it waits (its debt is paid back at this rate), so
   * under sustained load the pipeline falls behind instead of the API: notes stay
   * provisional (injectable) longer and harden once the load eases.
   * @defaultValue 0.3
   */
  backgroundShare?: number;
  /** The API counts as idle — background runs unmetered — after this long without an API operation. @defaultValue 20 */
  apiQuietMs?: number;
  /**
   * While API operations keep arriving, a background operation that is within its share
   * still goes next once this long has passed since the last one started, so it is never
   * starved by a queue that is never empty.
   * @defaultValue 50
   */
  backgroundEveryMs?: number;
  /** Clock (tests). @defaultValue Date.now */
  now?: () => number;
}

/**
 * `admission` is background work that admits what a caller was already told was accepted
 * (the extract worker's candidates): metered and turn-bound like `background`, but the
 * next background-side operation to start is always a waiting admission one. Without it
 * an extraction's few statements queue behind the whole stage backlog (dozens of stage
 * jobs in flight, each a statement at a time), so under CPU pressure the time from
 * session end to admitted candidates grew with the backlog rather than with its own work.
 */
export type Lane = 'api' | 'admission' | 'background';

/** Waiting operations of one lane, first in first out. */
class Fifo {
  private items: Array<(metered: boolean) => void> = [];
  private head = 0;
  get size(): number {
    return this.items.length - this.head;
  }
  push(go: (metered: boolean) => void): void {
    this.items.push(go);
  }
  shift(): ((metered: boolean) => void) | undefined {
    if (this.head >= this.items.length) return undefined;
    const go = this.items[this.head]!;
    this.items[this.head++] = undefined as unknown as (metered: boolean) => void;
    // Compact now and then so the array does not grow for ever.
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return go;
  }
}

/** Most background time banked while the API is idle: a burst of API work finds the pipeline this far ahead at most. */
const MAX_CREDIT_MS = 100;
/** Most debt a long background operation (a VACUUM FULL) leaves: it pauses the pipeline, not for ever. */
const MAX_DEBT_MS = 2_000;

export class LaneGate {
  private busy = false;
  private readonly api = new Fifo();
  private readonly background = new Fifo();
  private readonly admission = new Fifo();
  private readonly share: number;
  private readonly apiQuietMs: number;
  private readonly backgroundEveryMs: number;
  private readonly now: () => number;
  /** Background time (ms) the share allows now: grows at `share` per ms, spent by background operations. */
  private credit = 0;
  private creditAt: number;
  private lastBackgroundAt: number;
  private lastApiAt = -Infinity;
  private timer: NodeJS.Timeout | null = null;
  private immediate: NodeJS.Immediate | null = null;
  /** Operations run per lane; background ones that went ahead of waiting API ones; ms each lane held the connection. */
  readonly counts = { api: 0, admission: 0, background: 0, backgroundForced: 0, apiMs: 0, backgroundMs: 0 };

  constructor(opts: LaneGateOptions = {}) {
    this.share = Math.min(1, Math.max(0.01, opts.backgroundShare ?? 0.3));
    this.apiQuietMs = opts.apiQuietMs ?? 20;
    this.backgroundEveryMs = opts.backgroundEveryMs ?? 50;
    this.now = opts.now ?? Date.now;
    this.creditAt = this.lastBackgroundAt = this.now();
  }

  /** Operations waiting for the slot, per lane. */
  waiting(): { api: number; admission: number; background: number } {
    return { api: this.api.size, admission: this.admission.size, background: this.background.size };
  }

  /** Operations waiting on the background side (admission and background share the metering). */
  private get behind(): number {
    return this.admission.size + this.background.size;
  }

  async run<T>(lane: Lane, op: () => Promise<T>): Promise<T> {
    const metered = await this.acquire(lane);
    const t0 = this.now();
    try {
      return await op();
    } finally {
      const t1 = this.now();
      if (lane === 'api') {
        this.lastApiAt = t1;
        this.counts.apiMs += t1 - t0;
      } else {
        // Only time taken from a busy API is paid back; idle time was free.
        if (metered) {
          this.refill(t1);
          this.credit = Math.max(-MAX_DEBT_MS, this.credit - (t1 - t0));
        }
        this.counts.backgroundMs += t1 - t0;
      }
      this.busy = false;
      this.dispatch();
    }
  }

  private refill(at: number): void {
    this.credit = Math.min(MAX_CREDIT_MS, this.credit + (at - this.creditAt) * this.share);
    this.creditAt = at;
  }

  /** Is the API idle (background may run unmetered)? */
  private apiQuiet(at: number): boolean {
    return this.api.size === 0 && at - this.lastApiAt >= this.apiQuietMs;
  }

  /** May a background operation start now (it still goes after waiting API ones unless overdue)? */
  private backgroundAllowed(at: number): boolean {
    if (this.apiQuiet(at)) return true;
    this.refill(at);
    return this.credit > 0;
  }

  /** Resolves when the operation may run, with whether its time counts against the share. */
  private acquire(lane: Lane): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      this.fifo(lane).push(resolve);
      if (!this.busy) this.dispatch();
    });
  }

  /**
   * Give the free slot to the next operation, or wait for the share to allow a background
   * one. A background operation starts only from a fresh turn of the event loop (`turn`):
   * PGlite runs a statement synchronously and answers through promises, so handing the
   * slot on from one background operation to the next inside the same microtask chain
   * would run the whole pipeline backlog without ever letting Node read a socket —
   * requests would not even be parsed, let alone queue here as API work.
   */
  private dispatch(turn = false): void {
    if (this.busy) return;
    const at = this.now();
    const bgOk = this.behind > 0 && this.backgroundAllowed(at);
    const bgOverdue = bgOk && at - this.lastBackgroundAt >= this.backgroundEveryMs;
    if (this.api.size > 0 && !bgOverdue) {
      this.start('api', false, at);
      return;
    }
    if (bgOk) {
      if (turn) this.start(this.admission.size > 0 ? 'admission' : 'background', this.api.size > 0, at);
      else
        this.immediate ??= setImmediate(() => {
          this.immediate = null;
          this.dispatch(true);
        });
      return;
    }
    if (this.behind > 0 && !this.timer) {
      // Over its share while the API is busy: look again when the debt is paid or the API goes quiet.
      const wait = Math.max(1, Math.min(Math.ceil(-this.credit / this.share), this.apiQuietMs));
      this.timer = setTimeout(() => {
        this.timer = null;
        this.dispatch(true);
      }, wait);
      // Not unref'd: it is at most apiQuietMs long and only exists while background work
      // waits, and a flush awaited at shutdown must not be dropped by the process exiting.
    }
  }

  private start(lane: Lane, forced: boolean, at: number): void {
    this.busy = true;
    this.counts[lane]++;
    if (lane !== 'api') this.lastBackgroundAt = at;
    if (forced) this.counts.backgroundForced++;
    const metered = lane !== 'api' && !this.apiQuiet(at);
    this.fifo(lane).shift()!(metered);
  }

  private fifo(lane: Lane): Fifo {
    return lane === 'api' ? this.api : lane === 'admission' ? this.admission : this.background;
  }
}

/** The methods through which PGlite runs a top-level operation. */
const GATED = new Set<PropertyKey>(['query', 'exec', 'transaction', 'sql']);

/**
 * The API's and the background's view of one PGlite client: every top-level operation
 * goes through `gate` in its lane; everything else (listen, close, …) is the client's own.
 */
export function laneClients(client: PGlite, gate: LaneGate): Record<Lane, PGlite> {
  const view = (lane: Lane): PGlite =>
    new Proxy(client, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== 'function') return value;
        // PGlite keeps its state in private fields: its methods must run on the client itself.
        if (!GATED.has(prop)) return (value as (...a: unknown[]) => unknown).bind(target);
        return (...args: unknown[]) => gate.run(lane, () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
      },
    });
  return { api: view('api'), admission: view('admission'), background: view('background') };
}
