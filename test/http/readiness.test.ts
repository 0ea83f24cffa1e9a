import { describe, expect, test } from './fixtures.js';
import { isProblem } from './server.js';

describe('readiness follows its dependencies', () => {
  test('/readyz 200 → 503 not_ready after Redis stops → 200 once it is back; /healthz stays 200', async ({ server, redis, services }) => {
    expect((await server.get('/readyz', null)).status).toBe(200);
    await redis.stop();
    try {
      const down = await server.get('/readyz', null);
      expect(down.status).toBe(503);
      expect(isProblem(down)).toBe(true);
      expect(down.body.code).toBe('not_ready');
      expect(down.body.checks.database).toBe('ok');
      expect(down.body.checks.redis).not.toBe('ok');
      expect((await server.get('/healthz', null)).status).toBe(200);
    } finally {
      await redis.start();
    }
    const deadline = Date.now() + 20_000;
    while (services.producer!.connection.status !== 'ready' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect((await server.get('/readyz', null)).status).toBe(200);
  });
});
