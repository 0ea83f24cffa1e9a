/**
 * PLACEHOLDER — replaced by the pipeline implementation (issue 3).
 * `startPipeline` starts the stage workers and/or the recurring job schedulers
 * of one process; `serve` runs both, `memwright worker` runs workers only.
 */
import type { Services } from '../services.js';

export interface PipelineOptions {
  /** Run the stage workers in this process. @defaultValue true */
  workers?: boolean;
  /** Upsert and run the recurring jobs (ttl-prune, decay, sweep, consolidate). @defaultValue true */
  schedulers?: boolean;
}

export interface PipelineHandle {
  /** Stop taking jobs, finish or release active ones, close connections. */
  close(timeoutMs?: number): Promise<void>;
}

export async function startPipeline(_services: Services, _opts: PipelineOptions = {}): Promise<PipelineHandle> {
  throw new Error('pipeline not implemented yet');
}
