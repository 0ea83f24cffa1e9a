import type { Database } from '../../src/db/database.js';
import pino from 'pino';
import { test as base } from 'vitest';
import type { Config } from '../../src/config/config.js';
import { loadConfig } from '../../src/config/load.js';
import { createServices } from '../../src/services.js';
import type { Services } from '../../src/ports.js';
import { freshTenant, sharedDatabase } from './db.js';
import { TestRedis } from './redis.js';

export const ADMIN_KEY = 'test-admin-key-0123456789';

/** The config of a test process, from environment-style variables (`extra` wins). */
export function testConfig(redisUrl: string, extra: Record<string, string> = {}): Config {
  return loadConfig({
    MEMWRIGHT_DATA_DIR: 'memory://',
    REDIS_URL: redisUrl,
    MEMWRIGHT_ADMIN_KEY: ADMIN_KEY,
    MEMWRIGHT_LOG_LEVEL: 'silent',
    MEMWRIGHT_EMBEDDER: 'hash',
    MEMWRIGHT_QUEUE_PREFIX: `mwtest${process.pid}`,
    ...extra,
  });
}

/**
 * vitest fixtures: one database (PGlite, or real Postgres — see ./db.ts) and one private
 * redis-server per worker; each test gets its own tenant id so tests never see each other's rows.
 */
export const test = base.extend<{
  $test: { tenant: string; services: Services };
  $worker: { db: Database; redis: TestRedis };
}>({
  db: [
    async ({}, use) => {
      const shared = await sharedDatabase();
      await use(shared.database);
      await shared.close();
    },
    { scope: 'worker' },
  ],
  redis: [
    async ({}, use) => {
      const r = await TestRedis.start();
      await use(r);
      await r.stop();
    },
    { scope: 'worker' },
  ],
  tenant: async ({}, use) => use(freshTenant()),
  services: async ({ db, redis }, use) => {
    const s = await createServices(testConfig(redis.url), { database: db, logger: pino({ level: 'silent' }) });
    await use(s);
    await s.close();
  },
});

export { expect, describe } from 'vitest';
