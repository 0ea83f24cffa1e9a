import postgres from 'postgres';
import { databaseUrl, TEST_DB_PREFIX, TEST_TEMPLATE_DB } from './db.js';

/**
 * Real-Postgres runs (MEMWRIGHT_TEST_DATABASE_URL set): build one migrated template
 * database that every test file copies, and drop every database the run created —
 * also leftovers of a run that was killed.
 */
export async function setup(): Promise<() => Promise<void>> {
  const base = process.env.MEMWRIGHT_TEST_DATABASE_URL;
  if (!base) return async () => {};
  await dropTestDatabases(base);
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${TEST_TEMPLATE_DB}"`);
  } finally {
    await admin.end();
  }
  const { openPostgresDatabase } = await import('../../src/db/postgres/index.js');
  const template = await openPostgresDatabase({ url: databaseUrl(base, TEST_TEMPLATE_DB), max: 1 });
  try {
    await template.migrate();
  } finally {
    await template.close();
  }
  return () => dropTestDatabases(base);
}

async function dropTestDatabases(base: string): Promise<void> {
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  try {
    const dbs = await admin<{ datname: string }[]>`select datname from pg_database where datname like ${TEST_DB_PREFIX + '%'}`;
    for (const { datname } of dbs) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}
