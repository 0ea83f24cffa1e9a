/**
 * The package's `memwright` entry: the library (src/memwright.ts) and, from the worker
 * processes above it (workers/), `startPipeline`. Composed here because nothing in src/
 * imports workers/.
 */
import { servicesOf, type MemwrightPipeline, type MemwrightServices, type PipelineStartOptions } from '../src/memwright.js';

export * from '../src/memwright.js';

/**
 * Harden this process's writes in this process: the stage workers and recurring jobs of
 * `serve`, on `mw.services`. Needs Redis (an instance opened with `noQueue` throws).
 */
export async function startPipeline(services: MemwrightServices, opts: PipelineStartOptions = {}): Promise<MemwrightPipeline> {
  const own = servicesOf(services);
  // Loaded on demand: the workers (BullMQ) are not needed to write.
  const { startPipeline: start } = await import('../workers/pipeline.js');
  return start(own, opts);
}
