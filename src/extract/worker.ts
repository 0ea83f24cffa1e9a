/**
 * The extract worker (docs/design.md#background-lane): BullMQ processor of the `extract`
 * queue. A rate-limited model pauses the whole queue and puts the job back without
 * spending an attempt (as the judge does in the stage runner); other failures retry
 * with backoff; a `NonRetriableError` ends the job (its events stay unextracted and are
 * retried by the next trigger).
 */
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { NonRetriableError } from '../errors.js';
import { errorMessage, safeToRethrow, serializeError } from '../observability/errorLog.js';
import { anthropicOptionsFromConfig } from '../llm/anthropic.js';
import { EXTRACT_QUEUE } from '../queue/names.js';
import { bullPrefix } from '../contract/queuePrefix.js';
import type { Services } from '../ports.js';
import { ExtractRateLimitedError } from './errors.js';
import type { ExtractJobData } from '../queue/extract.js';
import { extractRun, pendingRunsOfThread, type ExtractDeps, type ExtractReport } from './run.js';
import type { Extractor } from './types.js';

export interface ExtractWorkerOptions {
  /** @defaultValue 4 */
  concurrency?: number;
  /** Use this extractor instead of the configured one (tests). */
  extractor?: Extractor;
}

/** The configured extractor: Claude when ANTHROPIC_API_KEY is set, else the deterministic rules. */
export async function createExtractor(services: Services): Promise<Extractor> {
  const anthropic = services.config.judge.anthropic;
  if (anthropic) {
    const { AnthropicExtractor } = await import('./anthropic.js');
    return new AnthropicExtractor(anthropicOptionsFromConfig(anthropic));
  }
  const { DeterministicExtractor } = await import('./deterministic.js');
  return new DeterministicExtractor();
}

export function extractProcessor(deps: ExtractDeps, rateLimit?: (ms: number) => Promise<void>) {
  return async (job: Job<ExtractJobData>, _token?: string, signal?: AbortSignal): Promise<ExtractReport[]> => {
    const d = job.data;
    const runs = d.runId !== undefined ? [d.runId] : await pendingRunsOfThread(deps.db, d.tenantId, d.agentId, d.threadId);
    const reports: ExtractReport[] = [];
    const end = deps.metrics.stageDuration.startTimer({ stage: 'extract' });
    try {
      for (const runId of runs) reports.push(await extractRun(deps, { tenantId: d.tenantId, agentId: d.agentId, runId }, signal));
      deps.metrics.stageOutcomes.inc({ stage: 'extract', result: 'done' });
      return reports;
    } catch (err) {
      if (err instanceof ExtractRateLimitedError && rateLimit) {
        deps.metrics.stageOutcomes.inc({ stage: 'extract', result: 'rate_limited' });
        await rateLimit(err.retryAfterMs);
        throw Worker.RateLimitError();
      }
      deps.metrics.stageOutcomes.inc({ stage: 'extract', result: 'error' });
      deps.logger.warn({ stage: 'extract', err: serializeError(err) }, 'extraction failed');
      if (err instanceof NonRetriableError) throw new UnrecoverableError(errorMessage(err));
      // BullMQ keeps the message in Redis: never query text or event content.
      throw safeToRethrow(err);
    } finally {
      end();
    }
  };
}

export async function startExtractWorker(
  services: Services,
  connection: Redis,
  workerOpts: { lockDuration: number; stalledInterval: number },
  opts: ExtractWorkerOptions = {},
): Promise<Worker<ExtractJobData>> {
  const extractor = opts.extractor ?? (await createExtractor(services));
  await extractor.warm?.();
  const deps: ExtractDeps = {
    // Admission of candidates goes ahead of the stage backlog (Database.admission).
    db: services.database.admission ?? services.database.background,
    statements: services.database.statements,
    producer: services.producer,
    write: services.config.write,
    extractor,
    metrics: services.metrics,
    logger: services.logger,
    now: services.now,
  };
  let worker: Worker<ExtractJobData> | null = null;
  const processor = extractProcessor(deps, async (ms) => {
    await worker?.rateLimit(ms);
  });
  worker = new Worker<ExtractJobData>(EXTRACT_QUEUE, processor, {
    connection,
    prefix: bullPrefix(services.config.queue.prefix),
    ...workerOpts,
    concurrency: opts.concurrency ?? 4,
  });
  return worker;
}
