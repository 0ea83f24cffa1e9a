import { Worker } from 'node:worker_threads';
import { EMBEDDING_DIMENSIONS } from '../db/schema.js';
import { EmbedderClosedError, EmbedderCrashedError, EmbedderLoadError } from './errors.js';
import type { Embedder } from './types.js';

export interface MiniLmEmbedderOptions {
  /**
   * Texts per forward-pass batch inside the worker (clamped to 1..16).
   * @defaultValue 16
   */
  batchSize?: number;
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

interface Pending {
  texts: string[];
  resolve: (v: number[][]) => void;
  reject: (e: Error) => void;
}

/**
 * Local all-MiniLM-L6-v2 (`minilm-l6-v2`, 384-d, unit vectors) running in a
 * `worker_threads` worker.
 *
 * Why a worker: the WASM engine is synchronous (~35 ms per text, ~1–2 s to load),
 * and on the main thread it would stall the event loop — HTTP requests and BullMQ
 * lock renewal included. The model loads once per worker; the worker is spawned
 * on first use, respawned on the next call after a crash, and terminated by
 * `close()`. It is unref'd while idle so it never keeps a process alive.
 */
export class MiniLmEmbedder implements Embedder {
  readonly modelId = 'minilm-l6-v2';
  readonly dimensions = EMBEDDING_DIMENSIONS;
  private readonly batchSize: number;
  private readonly workerUrl: URL;
  private worker: Worker | null = null;
  private ready = false;
  private closed = false;
  private nextId = 1;
  /** Requests posted to the worker, by id. */
  private readonly inFlight = new Map<number, Pending>();
  /** Requests waiting for the worker to report ready. */
  private queued: Array<{ id: number } & Pending> = [];

  constructor(opts: MiniLmEmbedderOptions = {}) {
    this.batchSize = Math.max(1, Math.min(16, opts.batchSize ?? 16));
    this.workerUrl = opts.workerUrl ?? new URL('./minilm-worker.mjs', import.meta.url);
  }

  async embed(texts: string[]): Promise<number[][]> {
    if (this.closed) throw new EmbedderClosedError();
    if (texts.length === 0) return [];
    return new Promise<number[][]>((resolve, reject) => {
      const id = this.nextId++;
      const request = { id, texts, resolve, reject };
      const worker = this.ensureWorker();
      if (this.ready) this.post(worker, request);
      else this.queued.push(request);
      worker.ref();
    });
  }

  /** Thread id of the live worker, or null (diagnostics and tests). */
  get workerThreadId(): number | null {
    return this.worker?.threadId ?? null;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const worker = this.worker;
    this.failAll(new EmbedderClosedError());
    this.detach();
    await worker?.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerUrl, { workerData: { batchSize: this.batchSize } });
    this.worker = worker;
    this.ready = false;
    worker.on('message', (msg: WorkerMessage) => this.onMessage(worker, msg));
    worker.on('error', (err) => this.onDeath(worker, new EmbedderCrashedError(`embedding worker failed: ${err.message}`, { cause: err })));
    worker.on('exit', (code) => this.onDeath(worker, new EmbedderCrashedError(`embedding worker exited with code ${code}`)));
    return worker;
  }

  private onMessage(worker: Worker, msg: WorkerMessage): void {
    if (worker !== this.worker) return;
    switch (msg.type) {
      case 'ready': {
        this.ready = true;
        const queued = this.queued;
        this.queued = [];
        for (const r of queued) this.post(worker, r);
        return;
      }
      case 'load_error':
        this.onDeath(worker, new EmbedderLoadError(`embedding model failed to load: ${msg.message}`));
        return;
      case 'result':
      case 'error': {
        const pending = this.inFlight.get(msg.id!);
        if (!pending) return;
        this.inFlight.delete(msg.id!);
        if (msg.type === 'error') pending.reject(new Error(`embedding failed: ${msg.message}`));
        else if (!validVectors(msg.vectors, pending.texts.length, this.dimensions)) {
          pending.reject(new Error('embedding worker returned malformed vectors'));
        } else pending.resolve(msg.vectors);
        if (this.inFlight.size === 0 && this.queued.length === 0) worker.unref();
        return;
      }
    }
  }

  /** A worker died or could not load: fail what it held; the next call spawns a new one. */
  private onDeath(worker: Worker, err: Error): void {
    if (worker !== this.worker) return;
    this.failAll(err);
    this.detach();
    void worker.terminate();
  }

  private post(worker: Worker, r: { id: number } & Pending): void {
    this.inFlight.set(r.id, r);
    worker.postMessage({ id: r.id, texts: r.texts });
  }

  private failAll(err: Error): void {
    const all = [...this.inFlight.values(), ...this.queued];
    this.inFlight.clear();
    this.queued = [];
    for (const p of all) p.reject(err);
  }

  private detach(): void {
    this.worker?.removeAllListeners('message');
    this.worker = null;
    this.ready = false;
  }
}

function validVectors(v: unknown, count: number, dimensions: number): v is number[][] {
  return Array.isArray(v) && v.length === count && v.every((x) => Array.isArray(x) && x.length === dimensions);
}
