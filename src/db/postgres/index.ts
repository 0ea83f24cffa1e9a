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
  serializeDates(client);
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

/** The date/time type oids drizzle's postgres-js driver makes pass-through. */
const DATE_OIDS = ['1184', '1082', '1083', '1114', '1182', '1185', '1115', '1231'] as const;

/**
 * drizzle's postgres-js driver replaces postgres.js's date serializers with the identity
 * (its own column mappers hand over ISO strings), so a JavaScript `Date` bound in a raw
 * `sql` template reached postgres.js unconverted and the statement threw ("The "string"
 * argument must be of type string … Received an instance of Date") — on Postgres only,
 * PGlite serialises Dates itself. Fixing it here, once, fixes every raw template
 * (sweep, ttl-prune, decay, …) and any written later; strings still pass through as-is.
 * See docs/production.md.
 */
function serializeDates(client: postgres.Sql): void {
  const toText = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
  const serializers = client.options.serializers as Record<string, (v: unknown) => unknown>;
  for (const oid of DATE_OIDS) serializers[oid] = toText;
}
