/**
 * `serve` started in this process (no child, no signal handlers) on an in-memory PGlite
 * and the given Redis, with its log captured as parsed lines: for tests that read what
 * it logs (bind address, shutdown steps).
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { serve } from '../../src/cli/commands/serve.js';
import { loadConfig } from '../../src/config/load.js';
import { startPipeline } from '../../workers/pipeline.js';

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export async function serveInProcess(redisUrl: string, extra: Record<string, string> = {}, level: pino.Level = 'info') {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l) as LogLine);
      cb();
    },
  });
  const env = loadConfig({
    MEMWRIGHT_DATA_DIR: 'memory://',
    REDIS_URL: redisUrl,
    MEMWRIGHT_SPAWN_REDIS: 'false',
    MEMWRIGHT_EMBEDDER: 'hash',
    MEMWRIGHT_QUEUE_PREFIX: `mwserve-${randomUUID().slice(0, 8)}`,
    PORT: '0',
    ...extra,
  });
  const running = await serve(env, { handleSignals: false, logger: pino({ level }, sink), startPipeline });
  return { running, lines, env };
}
