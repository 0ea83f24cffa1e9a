/**
 * A slow graceful shutdown says where it waits (src/cli/commands/serve.ts): each step is
 * logged, and a watchdog names the step still running every few seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestRedis } from '../support/redis.js';
import { serveInProcess } from './serveInProcess.js';

let redis: TestRedis;
beforeAll(async () => {
  redis = await TestRedis.start();
});
afterAll(async () => {
  await redis.stop();
});

describe('serve shutdown', () => {
  it('logs each step, and a step that hangs is named by the watchdog until it ends', { timeout: 120_000 }, async () => {
    const { running, lines } = await serveInProcess(redis.url, {}, 'debug');
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
