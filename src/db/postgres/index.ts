import postgres from 'postgres';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import * as schema from '../schema.js';
import { MIGRATIONS_FOLDER, type Database, type Db } from '../database.js';

export interface PostgresOptions {
  url: string;
  /**
   * Connection pool size.
   * @defaultValue 10
   */
  max?: number;
}

/** The production driver: postgres.js against a Postgres with pgvector. */
export async function openPostgresDatabase(opts: PostgresOptions): Promise<Database> {
  const client = postgres(opts.url, { max: opts.max ?? 10, onnotice: () => {} });
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // Migrations run on a dedicated single connection so advisory locks and DDL stay together.
      const one = postgres(opts.url, { max: 1, onnotice: () => {} });
      try {
        // API replicas and workers start together: one migrates, the others wait for it.
        await one`select pg_advisory_lock(7283392501)`;
        await migrate(drizzle({ client: one, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        await one`select pg_advisory_unlock(7283392501)`;
      } finally {
        await one.end();
      }
    },
    async ping() {
      await client`select 1`;
    },
    async close() {
      await client.end({ timeout: 5 });
    },
  };
}
