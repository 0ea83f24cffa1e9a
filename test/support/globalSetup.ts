import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { databaseUrl, runDbPrefix, TEST_DB_PREFIX, templateDb } from './db.js';

/**
 * Real-Postgres runs (MEMWRIGHT_TEST_DATABASE_URL set): build one migrated template
 * database that every test file of this run copies, and drop every database the run
 * created at the end. Names carry the run (`r<pid>`), so two runs against one server
 * never touch each other's databases; leftovers of runs whose process is gone are dropped.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = `r${process.pid}`;
  project.provide('mwTestRun', run);
  const base = process.env.MEMWRIGHT_TEST_DATABASE_URL;
  if (!base) return async () => {};
  await dropDatabases(base, (name) => {
    const pid = /^mwtest_r(\d+)_/.exec(name)?.[1];
    return pid !== undefined && !alive(Number(pid));
  });
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${templateDb(run)}"`);
  } finally {
    await admin.end();
  }
  const { openPostgresDatabase } = await import('../../src/db/postgres/index.js');
  const template = await openPostgresDatabase({ url: databaseUrl(base, templateDb(run)), max: 1 });
  try {
    await template.migrate();
  } finally {
    await template.close();
  }
  return () => dropDatabases(base, (name) => name.startsWith(runDbPrefix(run)));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function dropDatabases(base: string, which: (name: string) => boolean): Promise<void> {
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  try {
    const dbs = await admin<{ datname: string }[]>`select datname from pg_database where datname like ${TEST_DB_PREFIX + '%'}`;
    for (const { datname } of dbs) if (which(datname)) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}
