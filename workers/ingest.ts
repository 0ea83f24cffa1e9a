/**
 * The ingest worker process part: the `ingest` queue's consumer (src/ingest/worker.ts)
 * on the pipeline's blocking connection, its failures reported as the other workers'.
 */
import type { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { startIngestWorker, type IngestOptions } from '../src/ingest/worker.js';
import type { Services } from '../src/ports.js';

export function startIngest(
  services: Services,
  connection: Redis,
  workerOpts: { lockDuration: number; stalledInterval: number },
  opts: IngestOptions | undefined,
  onError: (source: string) => (err: unknown) => void,
): Worker {
  const worker = startIngestWorker(services, connection, workerOpts, opts);
  worker.on('error', onError('ingest worker'));
  return worker;
}
