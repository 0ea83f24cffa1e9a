/**
 * The ingest worker process part: the `ingest` queue's consumer (src/ingest/worker.ts)
 * on the pipeline's blocking connection, its failures reported as the other workers'.
 */
import type { Redis } from 'ioredis';
import { exposeIngestMetrics, startIngestWorker, type IngestOptions, type IngestWorker } from '../src/ingest/worker.js';
import type { Services } from '../src/services.js';

export { exposeIngestMetrics };

export function startIngest(
  services: Services,
  connection: Redis,
  workerOpts: { lockDuration: number; stalledInterval: number },
  opts: IngestOptions | undefined,
  onError: (source: string) => (err: unknown) => void,
): IngestWorker {
  const ingest = startIngestWorker(services, connection, workerOpts, opts);
  ingest.worker.on('error', onError('ingest worker'));
  return ingest;
}
