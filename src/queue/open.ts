import { Queue, type ConnectionOptions } from 'bullmq';
import { bullPrefix } from '../contract/queuePrefix.js';

/**
 * A queue handle beside the stage queues (the maintenance queue, the ingest queue) for
 * adding, counting or showing jobs. Give it a shared ioredis instance: BullMQ closes
 * only connections it created, so closing the handle leaves the caller's open.
 *
 * @param queuePrefix - the configured prefix (MEMWRIGHT_QUEUE_PREFIX); its Redis Cluster
 *   hash tag is added here.
 * @param onError - connection errors; without a listener BullMQ would raise them as an
 *   unhandled 'error' event. @defaultValue ignored (the caller learns of an outage from
 *   the call that fails)
 */
export function openQueue(name: string, connection: ConnectionOptions, queuePrefix: string, onError: (err: Error) => void = () => {}): Queue {
  const queue = new Queue(name, { connection, prefix: bullPrefix(queuePrefix) });
  queue.on('error', onError);
  return queue;
}
