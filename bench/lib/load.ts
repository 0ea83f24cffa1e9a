/**
 * HTTP write load: `concurrency` keep-alive connections each sending POST /v1/memories
 * back to back, for a duration or a total count. Runs in a worker thread so the load
 * generator does not share an event loop with a server in the same process.
 */
import { Worker } from 'node:worker_threads';

export interface LoadOptions {
  url: string;
  key: string;
  concurrency: number;
  /** Stop after this long (ms)… */
  durationMs?: number;
  /** …or after this many requests. */
  total?: number;
  /** Makes bodies unique across loads against the same tenant. */
  prefix: string;
}

export interface LoadResult {
  requests: number;
  byStatus: Record<string, number>;
  errors: number;
  elapsedMs: number;
  /** Latency of every request, ms. */
  latencies: Float64Array;
}

export function runLoad(opts: LoadOptions, onProgress?: (done: number, elapsedMs: number) => void): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: opts });
    worker.on('message', (m: { type: 'progress'; done: number; elapsedMs: number } | ({ type: 'done' } & LoadResult)) => {
      if (m.type === 'progress') onProgress?.(m.done, m.elapsedMs);
      else resolve(m);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with ${code}`));
    });
  });
}
