import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { openPglite, openPgliteDatabase } from '../../src/db/pglite/index.js';

/**
 * Which database the suite runs on: embedded PGlite by default, real Postgres when
 * `MEMWRIGHT_TEST_DATABASE_URL` names a server (a superuser URL: the setup creates and
 * drops one database per test file, and `CREATE EXTENSION vector` needs a superuser).
 */
export const TEST_DATABASE_URL = process.env.MEMWRIGHT_TEST_DATABASE_URL || undefined;
export const TEST_DRIVER: Database['driver'] = TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** Databases tests create are named with this prefix. */
export const TEST_DB_PREFIX = 'mwtest_';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `r<pid of the vitest main process>`: names this run's databases, so concurrent runs never touch each other's. */
    mwTestRun: string;
  }
}

/** Prefix of every database one test run creates (the global setup drops them at the end). */
export const runDbPrefix = (run: string) => `${TEST_DB_PREFIX}${run}_`;
/** The migrated database per-file databases of a run are copied from (created by the global setup). */
export const templateDb = (run: string) => `${runDbPrefix(run)}template`;

/** The URL of another database on the same server. */
export function databaseUrl(base: string, name: string): string {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

export interface SharedDatabase {
  database: Database;
  /** postgres:// URL of this database (real Postgres only): for child processes. */
  url?: string;
  close(): Promise<void>;
}

let shared: Promise<SharedDatabase> | null = null;

/**
 * One migrated database per test file (vitest isolates files; opening PGlite takes
 * seconds, copying the Postgres template a fraction of one). Tests isolate themselves
 * by data: each uses its own tenant id ({@link freshTenant}).
 */
export function sharedDatabase(): Promise<SharedDatabase> {
  shared ??= TEST_DATABASE_URL ? openTestPostgres(TEST_DATABASE_URL) : openTestPglite();
  return shared;
}

async function openTestPglite(): Promise<SharedDatabase> {
  const pg = await openPglite();
  const database = await openPgliteDatabase({ client: pg });
  await database.migrate();
  return {
    database,
    async close() {
      await pg.close();
    },
  };
}

/**
 * A fresh database on the test server, dropped again by `drop()`: a copy of the migrated
 * template, or empty (`{ empty: true }`) for tests that migrate from scratch.
 */
export async function createTestPostgres(base: string, opts: { empty?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const run = inject('mwTestRun');
  const name = `${runDbPrefix(run)}${process.pid}_${randomUUID().slice(0, 8)}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}" template "${opts.empty ? 'template0' : templateDb(run)}"`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(base, name),
    async drop() {
      const a = postgres(base, { max: 1, onnotice: () => {} });
      try {
        await a.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await a.end();
      }
    },
  };
}

async function openTestPostgres(base: string): Promise<SharedDatabase> {
  const { openPostgresDatabase } = await import('../../src/db/postgres/index.js');
  const created = await createTestPostgres(base);
  const database = await openPostgresDatabase({ url: created.url, max: 10 });
  return {
    database,
    url: created.url,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

export function freshTenant(prefix = 't'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}
