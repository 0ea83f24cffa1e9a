/**
 * What an erasure removes from Redis. Jobs carry ids only, but finished jobs keep what
 * their processor returned, and BullMQ's event streams repeat it: a contradiction
 * stage's result can quote a judge about another, now-erased note.
 */
import type { JobType, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { STAGES, type Stage } from '../contract/enums.js';
import { stageJobId } from './names.js';
import type { PipelineProducer } from './producer.js';

/** Ids checked per round trip. */
const BATCH = 1000;

/**
 * Remove every stage job of the given notes, all versions up to each note's current one
 * (job ids are deterministic: {@link stageJobId}). A job a worker holds right now cannot
 * be removed; it finds its note gone and ends. Returns how many were removed, also when
 * Redis failed part way (the failure goes to `onError`).
 */
export async function removeStageJobs(
  producer: PipelineProducer,
  erased: readonly { id: string; version: number }[],
  onError: (err: unknown) => void,
): Promise<number> {
  const targets: Array<{ stage: Stage; jobId: string }> = [];
  for (const n of erased) {
    for (const stage of STAGES) {
      for (let v = 1; v <= n.version; v++) targets.push({ stage, jobId: stageJobId(stage, n.id, v) });
    }
  }
  let removed = 0;
  try {
    for (let i = 0; i < targets.length; i += BATCH) {
      const batch = targets.slice(i, i + BATCH);
      // One round trip to find which of the candidate ids exist (BullMQ's remove answers 1 for a missing job too).
      const pipe = producer.connection.pipeline();
      for (const t of batch) pipe.exists(producer.queues[t.stage].toKey(t.jobId));
      const exists = (await pipe.exec()) ?? [];
      const present = batch.filter((_, j) => exists[j]?.[1] === 1);
      const results = await Promise.all(present.map((t) => producer.queues[t.stage].remove(t.jobId)));
      for (const r of results) removed += r === 1 ? 1 : 0;
    }
  } catch (err) {
    onError(err);
  }
  return removed;
}

/** Every state in which a queue keeps a job's data. */
const KEPT_STATES: readonly JobType[] = ['completed', 'failed', 'waiting', 'delayed', 'prioritized'];

/** A queue to scrub, and an optional extra test on a job's raw data (e.g. "an ingest job of the erased user"). */
export interface ScrubTarget {
  queue: Queue;
  data?: (data: string) => boolean;
  /**
   * Job states scanned. A queue whose pending jobs must still run (an extraction that
   * has other events of the run to read) is scrubbed of its finished jobs only.
   * @defaultValue completed, failed, waiting, delayed and prioritized
   */
  states?: readonly JobType[];
}

/**
 * Remove every kept job of the targets' queues (on the `redis` connection) whose data,
 * result or failure matches `pattern` — or whose data passes the target's own test —
 * and delete the matching entries of each queue's event stream (those matching
 * `pattern` or naming a removed job). Bounded by the queues' retention
 * (removeOnComplete / removeOnFail, stream MAXLEN). The queues are scanned side by side:
 * an erasure answers after this, and on a busy process each round trip waits its turn.
 * Returns how many jobs were removed, also when Redis failed part way (the failure goes
 * to `onError`).
 */
export async function removeJobsMentioning(
  redis: Redis,
  targets: readonly ScrubTarget[],
  pattern: RegExp,
  onError: (err: unknown) => void,
): Promise<number> {
  const counts = await Promise.all(
    targets.map(async ({ queue, data, states = KEPT_STATES }) => {
      let removed = 0;
      try {
        // Ids, then only the four fields that can mention a note, in pipelined batches
        // (building full Job objects for every kept job cost several times more).
        const ids = await queue.getRanges([...states], 0, -1);
        const gone: string[] = [];
        for (let i = 0; i < ids.length; i += BATCH) {
          const batch = ids.slice(i, i + BATCH);
          const pipe = redis.pipeline();
          for (const id of batch) pipe.hmget(queue.toKey(id), 'data', 'returnvalue', 'failedReason', 'stacktrace');
          const fields = (await pipe.exec()) ?? [];
          const doomed = batch.filter((_, j) => {
            const [err, values] = fields[j] ?? [null, null];
            if (err || !Array.isArray(values)) return false;
            const raw = values as Array<string | null>;
            return pattern.test(raw.join(' ')) || (data !== undefined && raw[0] != null && data(raw[0]));
          });
          const results = await Promise.all(doomed.map((id) => queue.remove(id)));
          doomed.forEach((id, j) => {
            if (results[j] === 1) {
              removed++;
              gone.push(id);
            }
          });
        }
        await deleteEventsMatching(redis, queue, pattern, new Set(gone));
      } catch (err) {
        onError(err);
      }
      return removed;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** Delete the entries of a queue's event stream whose fields match `pattern` or name one of `jobIds`. */
async function deleteEventsMatching(redis: Redis, queue: Queue, pattern: RegExp, jobIds: ReadonlySet<string>): Promise<void> {
  const stream = queue.keys.events!;
  let start = '-';
  for (;;) {
    const entries = (await redis.xrange(stream, start, '+', 'COUNT', BATCH)) as [string, string[]][];
    const doomed = entries.filter(([, fields]) => pattern.test(fields.join(' ')) || namesJob(fields, jobIds)).map(([id]) => id);
    if (doomed.length) await redis.xdel(stream, ...doomed);
    if (entries.length < BATCH) break;
    start = `(${entries[entries.length - 1]![0]}`;
  }
}

function namesJob(fields: string[], jobIds: ReadonlySet<string>): boolean {
  if (jobIds.size === 0) return false;
  const i = fields.indexOf('jobId');
  return i >= 0 && jobIds.has(fields[i + 1] ?? '');
}
