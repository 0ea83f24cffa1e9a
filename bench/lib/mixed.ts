/**
 * Mixed HTTP load (bench/load.ts): `concurrency` keep-alive clients, each drawing the
 * next request from a fixed mix of writes, context queries, lists and user erasures,
 * back to back for a duration. Runs in a worker thread so the load generator does not
 * share an event loop with anything it measures.
 */
import { Worker } from 'node:worker_threads';

export const ROUTES = ['write', 'context', 'list', 'erasure'] as const;
export type Route = (typeof ROUTES)[number];

export interface MixedOptions {
  url: string;
  agentKey: string;
  operatorKey: string;
  agentId: string;
  users: string[];
  concurrency: number;
  durationMs: number;
  /** Shares of each route; they sum to 1 (erasure takes the rest). */
  mix: Record<Route, number>;
  /** Seeds the request sequence and makes note texts unique across loads. */
  seed: number;
}

export interface MixedResult {
  requests: number;
  errors: number;
  elapsedMs: number;
  byStatus: Record<Route, Record<string, number>>;
  /** How many notes each successful erasure matched, bucketed. */
  erasedNotesPerErasure: Record<string, number>;
  latencies: Record<Route, Float64Array>;
}

export function runMixed(opts: MixedOptions, onProgress?: (done: number, elapsedMs: number) => void): Promise<MixedResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./mixed-worker.mjs', import.meta.url), { workerData: opts });
    worker.on('message', (m: { type: 'progress'; done: number; elapsedMs: number } | ({ type: 'done' } & MixedResult)) => {
      if (m.type === 'progress') onProgress?.(m.done, m.elapsedMs);
      else resolve(m);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`mixed load worker exited with ${code}`));
    });
  });
}
