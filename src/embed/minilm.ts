import { Worker } from 'node:worker_threads';
import { EMBEDDING_DIMENSIONS } from '../db/schema.js';
import { EmbedderClosedError, EmbedderCrashedError, EmbedderLoadError, EmbedderTimeoutError } from './errors.js';
import type { Embedder, EmbedOptions } from './types.js';

export interface MiniLmEmbedderOptions {
  /**
   * Worker threads, each holding its own model instance (the WASM engine is
   * single-threaded, so threads are how MiniLM uses more than one core).
   * `createEmbedder` passes MEMWRIGHT_EMBED_THREADS.
   * @defaultValue 1
   */
  threads?: number;
  /**
   * Texts per forward-pass batch inside the worker (clamped to 1..16); also the largest
   * chunk of a request given to one thread.
   * @defaultValue 16
   */
  batchSize?: number;
  /**
   * A chunk not answered this long after it was handed to a thread fails its request
   * with {@link EmbedderTimeoutError}; the thread is terminated and replaced.
   * @defaultValue 15000
   */
  timeoutMs?: number;
  /**
   * A thread that has not loaded the model after this long counts as a load failure.
   * @defaultValue max(60000, timeoutMs)
   */
  loadTimeoutMs?: number;
  /**
   * Spawn one extra thread for `query`-lane requests when every pool thread is busy, so
   * an interactive query never waits behind pipeline batches. It only ever takes query
   * work and, once loaded, stays (idle, unref'd) for the next busy period.
   * @defaultValue true
   */
  queryThread?: boolean;
  /**
   * Worker entry. Tests point it at a stand-in speaking the same protocol.
   * @defaultValue the bundled `minilm-worker.mjs`
   */
  workerUrl?: URL;
}

interface WorkerMessage {
  type: 'ready' | 'load_error' | 'result' | 'error';
  id?: number;
  vectors?: number[][];
  message?: string;
}

/** One `embed()` call: split into chunks, reassembled in input order. */
interface Request {
  vectors: number[][];
  remaining: number;
  settled: boolean;
  resolve: (v: number[][]) => void;
  reject: (e: Error) => void;
}

/** A contiguous slice of one request's texts, the unit handed to a thread. */
interface Chunk {
  request: Request;
  offset: number;
  texts: string[];
}

interface Slot {
  worker: Worker;
  /** `query` slots take only query-lane chunks. */
  kind: 'pool' | 'query';
  ready: boolean;
  chunk: Chunk | null;
  chunkId: number;
  timer: NodeJS.Timeout | null;
}

/**
 * Local all-MiniLM-L6-v2 (`minilm-l6-v2`, 384-d, unit vectors) on a pool of
 * `worker_threads` workers (docs/design.md#embedding).
 *
 * Why workers: the WASM engine is synchronous (~20–35 ms per text, ~1–2 s to load), and
 * on the main thread it would stall the event loop — HTTP requests and BullMQ lock
 * renewal included. Why a pool: one engine instance uses one core; each thread loads
 * its own instance, so `threads` instances embed in parallel.
 *
 * Scheduling: every request is cut into chunks (≤ batchSize texts, and spread over the
 * threads so one large pipeline batch keeps all of them busy); an idle thread takes the
 * next query-lane chunk before any bulk one, and one chunk at a time, so its timeout
 * measures the model call alone. Results are placed by offset: the output order is the
 * input order whichever thread finished first.
 *
 * Failures: a thread that crashes or exceeds `timeoutMs` is terminated, the requests it
 * held fail (retriable errors: the pipeline's stage retry, or the context's
 * no-similarity fallback, takes over) and a fresh thread replaces it when work is
 * waiting. A model that cannot load fails the waiting requests; the next call tries
 * again. Threads spawn on first use and are unref'd while idle, so the pool never keeps
 * a process alive; `close()` terminates them all.
 */
export class MiniLmEmbedder implements Embedder {
  readonly modelId = 'minilm-l6-v2';
  readonly dimensions = EMBEDDING_DIMENSIONS;
  readonly threads: number;
  private readonly batchSize: number;
  private readonly timeoutMs: number;
  private readonly loadTimeoutMs: number;
  private readonly queryThread: boolean;
  private readonly workerUrl: URL;
  private slots: Slot[] = [];
  private queryQueue: Chunk[] = [];
  private bulkQueue: Chunk[] = [];
  private closed = false;
  private nextChunkId = 1;

  constructor(opts: MiniLmEmbedderOptions = {}) {
    this.threads = Math.max(1, Math.floor(opts.threads ?? 1));
    this.batchSize = Math.max(1, Math.min(16, opts.batchSize ?? 16));
    this.timeoutMs = opts.timeoutMs ?? 15_000;
    this.loadTimeoutMs = opts.loadTimeoutMs ?? Math.max(60_000, this.timeoutMs);
    this.queryThread = opts.queryThread ?? true;
    this.workerUrl = opts.workerUrl ?? new URL('./minilm-worker.mjs', import.meta.url);
  }

  async embed(texts: string[], opts: EmbedOptions = {}): Promise<number[][]> {
    if (this.closed) throw new EmbedderClosedError();
    if (texts.length === 0) return [];
    return new Promise<number[][]>((resolve, reject) => {
      const request: Request = { vectors: new Array(texts.length), remaining: 0, settled: false, resolve, reject };
      // Spread a request over the threads, in chunks no larger than one engine batch.
      const size = Math.min(this.batchSize, Math.ceil(texts.length / this.threads));
      const queue = opts.lane === 'bulk' ? this.bulkQueue : this.queryQueue;
      for (let offset = 0; offset < texts.length; offset += size) {
        queue.push({ request, offset, texts: texts.slice(offset, offset + size) });
        request.remaining++;
      }
      this.dispatch();
    });
  }

  /** Thread id of the first live worker, or null (diagnostics and tests). */
  get workerThreadId(): number | null {
    return this.slots[0]?.worker.threadId ?? null;
  }

  /** Thread ids of every live worker (pool threads first, then the query thread). */
  get workerThreadIds(): number[] {
    return this.slots.map((s) => s.worker.threadId);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const slots = this.slots;
    this.slots = [];
    const err = new EmbedderClosedError();
    for (const s of slots) this.release(s, err);
    this.failQueued(err);
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  /** Give idle threads work, and spawn threads for work no thread can take. */
  private dispatch(): void {
    if (this.closed) return;
    this.dropSettled();
    for (const slot of this.slots) {
      if (!slot.ready || slot.chunk) continue;
      const chunk = this.queryQueue.shift() ?? (slot.kind === 'pool' ? this.bulkQueue.shift() : undefined);
      if (chunk) this.post(slot, chunk);
    }
    const pool = this.slots.filter((s) => s.kind === 'pool');
    const waiting = this.queryQueue.length + this.bulkQueue.length;
    const loading = pool.filter((s) => !s.ready).length;
    for (let k = pool.length; k < this.threads && waiting > loading + (k - pool.length); k++) this.spawn('pool');
    if (
      this.queryThread &&
      this.queryQueue.length > 0 &&
      pool.length === this.threads &&
      pool.every((s) => s.ready && s.chunk) &&
      !this.slots.some((s) => s.kind === 'query')
    ) {
      this.spawn('query');
    }
    for (const s of this.slots) this.setRef(s);
  }

  /** Drop queued chunks whose request already failed (another chunk of it timed out or crashed). */
  private dropSettled(): void {
    if (this.queryQueue.some((c) => c.request.settled)) this.queryQueue = this.queryQueue.filter((c) => !c.request.settled);
    if (this.bulkQueue.some((c) => c.request.settled)) this.bulkQueue = this.bulkQueue.filter((c) => !c.request.settled);
  }

  /** A thread keeps the process alive only while it holds or is loading for work. */
  private setRef(s: Slot): void {
    const busy = s.chunk !== null || (!s.ready && this.queryQueue.length + this.bulkQueue.length > 0);
    if (busy) s.worker.ref();
    else s.worker.unref();
  }

  private spawn(kind: Slot['kind']): void {
    const worker = new Worker(this.workerUrl, { workerData: { batchSize: this.batchSize } });
    const slot: Slot = { worker, kind, ready: false, chunk: null, chunkId: 0, timer: null };
    this.slots.push(slot);
    slot.timer = setTimeout(() => this.onLoadFailure(slot, `no model after ${this.loadTimeoutMs} ms`), this.loadTimeoutMs);
    slot.timer.unref();
    worker.on('message', (msg: WorkerMessage) => this.onMessage(slot, msg));
    worker.on('error', (err) => this.onDeath(slot, new EmbedderCrashedError(`embedding worker failed: ${err.message}`, { cause: err })));
    worker.on('exit', (code) => this.onDeath(slot, new EmbedderCrashedError(`embedding worker exited with code ${code}`)));
  }

  private post(slot: Slot, chunk: Chunk): void {
    slot.chunk = chunk;
    slot.chunkId = this.nextChunkId++;
    slot.timer = setTimeout(() => this.onTimeout(slot), this.timeoutMs);
    slot.timer.unref();
    slot.worker.postMessage({ id: slot.chunkId, texts: chunk.texts });
  }

  private onMessage(slot: Slot, msg: WorkerMessage): void {
    if (!this.slots.includes(slot)) return;
    switch (msg.type) {
      case 'ready':
        slot.ready = true;
        this.clearTimer(slot);
        this.dispatch();
        return;
      case 'load_error':
        this.onLoadFailure(slot, msg.message ?? 'unknown');
        return;
      case 'result':
      case 'error': {
        const chunk = slot.chunk;
        if (!chunk || msg.id !== slot.chunkId) return;
        slot.chunk = null;
        this.clearTimer(slot);
        const { request } = chunk;
        if (msg.type === 'error') this.fail(request, new Error(`embedding failed: ${msg.message}`));
        else if (!validVectors(msg.vectors, chunk.texts.length, this.dimensions)) this.fail(request, new Error('embedding worker returned malformed vectors'));
        else if (!request.settled) {
          msg.vectors.forEach((v, i) => (request.vectors[chunk.offset + i] = v));
          if (--request.remaining === 0) {
            request.settled = true;
            request.resolve(request.vectors);
          }
        }
        this.dispatch();
        return;
      }
    }
  }

  private onTimeout(slot: Slot): void {
    if (!this.slots.includes(slot) || !slot.chunk) return;
    this.remove(slot, new EmbedderTimeoutError(this.timeoutMs));
  }

  /** The model cannot load: every waiting request fails (they would all wait for it). */
  private onLoadFailure(slot: Slot, message: string): void {
    if (!this.slots.includes(slot)) return;
    const err = new EmbedderLoadError(`embedding model failed to load: ${message}`);
    this.remove(slot, err, false);
    this.failQueued(err);
    for (const s of this.slots) this.setRef(s);
  }

  /** A thread died: its chunk's request fails; queued work goes to the others or a replacement. */
  private onDeath(slot: Slot, err: Error): void {
    if (!this.slots.includes(slot)) return;
    if (!slot.ready) return this.onLoadFailure(slot, err.message);
    this.remove(slot, err);
  }

  private remove(slot: Slot, err: Error, redispatch = true): void {
    this.slots = this.slots.filter((s) => s !== slot);
    this.release(slot, err);
    void slot.worker.terminate();
    if (redispatch) this.dispatch();
  }

  private release(slot: Slot, err: Error): void {
    this.clearTimer(slot);
    slot.worker.removeAllListeners('message');
    if (slot.chunk) this.fail(slot.chunk.request, err);
    slot.chunk = null;
  }

  private fail(request: Request, err: Error): void {
    if (request.settled) return;
    request.settled = true;
    request.reject(err);
  }

  private failQueued(err: Error): void {
    const all = [...this.queryQueue, ...this.bulkQueue];
    this.queryQueue = [];
    this.bulkQueue = [];
    for (const c of all) this.fail(c.request, err);
  }

  private clearTimer(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  }
}

function validVectors(v: unknown, count: number, dimensions: number): v is number[][] {
  return Array.isArray(v) && v.length === count && v.every((x) => Array.isArray(x) && x.length === dimensions);
}
