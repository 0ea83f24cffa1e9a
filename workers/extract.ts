/**
 * The extract worker process part: the `extract` queue's consumer (src/extract/worker.ts)
 * on the pipeline's blocking connection, and how the recurring extract-idle job queues
 * an extraction.
 */
import type { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { enqueueExtraction, type ExtractJobData } from '../src/queue/extract.js';
import { startExtractWorker, type ExtractWorkerOptions } from '../src/extract/worker.js';
import type { PipelineProducer } from '../src/queue/producer.js';
import type { Services } from '../src/ports.js';

export async function startExtract(
  services: Services,
  connection: Redis,
  workerOpts: { lockDuration: number; stalledInterval: number },
  opts: ExtractWorkerOptions | undefined,
  onError: (source: string) => (err: unknown) => void,
): Promise<Worker<ExtractJobData>> {
  const extract = await startExtractWorker(services, connection, workerOpts, opts);
  extract.on('error', onError('extract worker'));
  return extract;
}

/** How extract-idle queues an extraction: at once, giving up after the queue timeout. */
export function extractEnqueuer(producer: PipelineProducer, services: Services): (data: ExtractJobData, jobId: string) => Promise<boolean> {
  const { queue } = services.config;
  return (data, jobId) => enqueueExtraction(producer, queue.prefix, data, jobId, 0, queue.enqueueTimeoutMs);
}
