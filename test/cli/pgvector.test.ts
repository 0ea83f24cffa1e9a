/**
 * `migrate`, `serve` and `worker` against a database without the `vector` extension, as
 * a role that cannot create it: one line saying so and how to fix it, exit 1.
 *
 * Real Postgres only (MEMWRIGHT_TEST_DATABASE_URL, a superuser URL): the embedded PGlite
 * has pgvector built in and no roles.
 */
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, TEST_DATABASE_URL, TEST_DB_PREFIX } from '../support/db.js';
import { TestRedis } from '../support/redis.js';
import { childEnv, runCli } from './cli.js';

const suffix = randomUUID().slice(0, 8);
/** The global setup drops leftover databases with this prefix; the role is dropped here. */
const DB = `${TEST_DB_PREFIX}novector_${suffix}`;
const ROLE = `mwtest_app_${suffix}`;
let admin: postgres.Sql | undefined;
let redis: TestRedis | undefined;
let env: NodeJS.ProcessEnv;

describe.skipIf(!TEST_DATABASE_URL)('pgvector missing and a role that cannot create it', () => {
  beforeAll(async () => {
    admin = postgres(TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create role "${ROLE}" login nosuperuser nocreatedb nocreaterole`);
    await admin.unsafe(`create database "${DB}" owner "${ROLE}" template template0`);
    redis = await TestRedis.start();
    const url = new URL(databaseUrl(TEST_DATABASE_URL!, DB));
    url.username = ROLE;
    url.password = '';
    env = childEnv({ DATABASE_URL: url.toString(), REDIS_URL: redis.url, MEMWRIGHT_SPAWN_REDIS: 'false' });
  });

  afterAll(async () => {
    await redis?.stop();
    if (admin) {
      await admin.unsafe(`drop database if exists "${DB}" with (force)`);
      await admin.unsafe(`drop role if exists "${ROLE}"`);
      await admin.end();
    }
  });

  const expected = new RegExp(
    `^memwright: the pgvector extension is not installed in database "${DB}" and role "${ROLE}" cannot create it \\(only a superuser can\\): run \`CREATE EXTENSION vector;\` in "${DB}" as a superuser`,
  );

  for (const args of [['migrate'], ['serve'], ['worker']]) {
    it(`${args.join(' ')}: one line naming the database, the role and the fix; exit 1`, { timeout: 60_000 }, async () => {
      const r = await runCli(args, env);
      expect(r.code, r.stdout + r.stderr).toBe(1);
      const lines = r.stderr.trimEnd().split('\n');
      expect(lines, r.stderr).toHaveLength(1);
      expect(lines[0]).toMatch(expected);
      expect(r.stderr).not.toMatch(/Failed query|\n\s+at |caused by/);
    });
  }

  it('once a superuser created the extension, the same role migrates', { timeout: 60_000 }, async () => {
    const asAdmin = postgres(databaseUrl(TEST_DATABASE_URL!, DB), { max: 1, onnotice: () => {} });
    try {
      await asAdmin`create extension vector`;
    } finally {
      await asAdmin.end();
    }
    const r = await runCli(['migrate'], env);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('migrations applied: postgres');
  });
});
