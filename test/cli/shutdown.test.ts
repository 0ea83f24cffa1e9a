/**
 * A slow graceful shutdown says where it waits (src/cli/commands/serve.ts): each step is
 * logged, and a watchdog names the step still running every few seconds.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../../src/cli/commands/serve.js';
import { loadConfig } from '../../src/config/load.js';
import { TestRedis } from '../support/redis.js';

let redis: TestRedis;
beforeAll(async () => {
  redis = await TestRedis.start();
});
afterAll(async () => {
  await redis.stop();
});

describe('serve shutdown', () => {
  it('logs each step, and a step that hangs is named by the watchdog until it ends', { timeout: 120_000 }, async () => {
    const lines: Array<{ level: number; msg: string; step?: string; elapsedMs?: number }> = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        cb();
      },
    });
    const config = loadConfig({
      MEMWRIGHT_DATA_DIR: 'memory://',
      REDIS_URL: redis.url,
      MEMWRIGHT_SPAWN_REDIS: 'false',
      MEMWRIGHT_EMBEDDER: 'hash',
      MEMWRIGHT_QUEUE_PREFIX: `mwstop-${randomUUID().slice(0, 8)}`,
      PORT: '0',
    });
    const running = await serve(config, { handleSignals: false, logger: pino({ level: 'debug' }, sink) });
    // The services' close takes 6 s here: longer than one watchdog period.
    const close = running.services.close.bind(running.services);
    running.services.close = async () => {
      await new Promise((r) => setTimeout(r, 6_000));
      await close();
    };
    await running.shutdown('test');

    const steps = lines.filter((l) => l.msg.startsWith('shutdown: ')).map((l) => l.step);
    expect(steps).toEqual(['closing HTTP', 'closing the pipeline', 'closing services', 'stopping redis-server']);
    const waits = lines.filter((l) => l.msg.startsWith('shutdown still waiting on'));
    expect(waits.length).toBeGreaterThanOrEqual(1);
    expect(waits.every((w) => w.step === 'closing services' && w.msg === 'shutdown still waiting on: closing services')).toBe(true);
    const stopped = lines.find((l) => l.msg === 'stopped');
    expect(stopped?.elapsedMs).toBeGreaterThanOrEqual(6_000);
    // No watchdog line after the shutdown finished.
    const before = lines.length;
    await new Promise((r) => setTimeout(r, 5_500));
    expect(lines.length).toBe(before);
  });
});
