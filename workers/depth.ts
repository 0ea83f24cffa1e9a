/**
 * The queue-depth gauge: every few seconds, the waiting jobs of each queue this process
 * knows (stages, maintenance, ingest, extract) on /metrics.
 */
import { Queue } from 'bullmq';
import { STAGES } from '../src/contract/enums.js';
import { extractQueue } from '../src/queue/extract.js';
import { INGEST_QUEUE } from '../src/contract/ingestWire.js';
import type { Metrics } from '../src/observability/metrics.js';
import { EXTRACT_QUEUE, MAINTENANCE_QUEUE, STAGE_QUEUES } from '../src/queue/names.js';
import { bullPrefix } from '../src/contract/queuePrefix.js';
import type { PipelineProducer } from '../src/queue/producer.js';

export interface QueueDepth {
  /** Stop refreshing (first thing on close). */
  stop(): void;
  /** Close the queue handle opened for the ingest depth. */
  close(): Promise<void>;
}

export function startQueueDepth(
  producer: PipelineProducer,
  queuePrefix: string,
  maintenance: Queue | null,
  metrics: Pick<Metrics, 'queueDepth'>,
  everyMs: number,
): QueueDepth {
  // Depth of the ingest queue, on the fail-fast connection like the stage queues'.
  const ingestDepth = new Queue(INGEST_QUEUE, { connection: producer.connection, prefix: bullPrefix(queuePrefix) });
  ingestDepth.on('error', () => {});
  const depthQueues: Array<[string, Queue]> = [
    ...STAGES.map((s) => [STAGE_QUEUES[s], producer.queues[s]] as [string, Queue]),
    ...(maintenance ? [[MAINTENANCE_QUEUE, maintenance] as [string, Queue]] : []),
    [INGEST_QUEUE, ingestDepth],
    [EXTRACT_QUEUE, extractQueue(producer, queuePrefix)],
  ];
  const refreshDepth = async () => {
    await Promise.all(
      depthQueues.map(async ([name, q]) => {
        const c = await q.getJobCounts('wait', 'delayed', 'prioritized');
        metrics.queueDepth.set({ queue: name }, Object.values(c).reduce((a, b) => a + b, 0));
      }),
    ).catch(() => {});
  };
  const timer = setInterval(() => void refreshDepth(), everyMs);
  timer.unref();
  return {
    stop: () => clearInterval(timer),
    close: () => ingestDepth.close().catch(() => {}),
  };
}
