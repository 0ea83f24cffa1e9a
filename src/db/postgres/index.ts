import postgres from 'postgres';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import * as schema from '../schema.js';
import { MIGRATIONS_FOLDER, type Database, type Db } from '../database.js';
import { SetupError } from '../../errors.js';
import { boundRunner } from '../statements.js';
import { HNSW_SESSION_PARAMETERS, markHnswSession } from '../hnswSession.js';
import { preparing, PREPARED_SESSION_PARAMETERS } from './prepared.js';

export interface PostgresOptions {
  url: string;
  /**
   * Connection pool size.
   * @defaultValue 10
   */
  max?: number;
  /**
   * Start each connection with the session settings the read path relies on
   * (`hnsw.*`, `plan_cache_mode`) and prepare statements (./prepared.ts). `false`: neither
   * — for a pooler that rejects unknown startup parameters and cannot be told to ignore
   * them (PgBouncer: `ignore_startup_parameters`, docs/production.md).
   * @defaultValue true
   */
  sessionSettings?: boolean;
}

/** The production driver: postgres.js against a Postgres with pgvector. */
export async function openPostgresDatabase(opts: PostgresOptions): Promise<Database> {
  // Every connection starts with the settings the read path relies on (startup parameters: no statement, no round trip).
  const connection = opts.sessionSettings === false ? {} : { ...PREPARED_SESSION_PARAMETERS, ...HNSW_SESSION_PARAMETERS };
  const client = postgres(opts.url, { max: opts.max ?? 10, onnotice: () => {}, connection });
  // Extraction's admissions get two connections of their own (opened on first use): in the
  // shared pool they queued behind every stage job waiting for one of its ten.
  const admissionClient = postgres(opts.url, { max: 2, onnotice: () => {}, connection });
  // Only a server that took the startup parameters holds them: a pooler or proxy may drop them
  // silently (pglite-socket does). Then statements stay unprepared (a generic plan could be
  // chosen) and the walk keeps its own transaction — as when the server cannot be reached now,
  // until the next start.
  const held = opts.sessionSettings !== false && (await holdsSettings(client, connection).catch(() => false));
  const db = drizzle({ client: held ? preparing(client) : client, schema }) as unknown as Db;
  const admission = drizzle({ client: held ? preparing(admissionClient) : admissionClient, schema }) as unknown as Db;
  if (held) markHnswSession(db, admission);
  // After drizzle(): it installs its own (identity) date serializers on the client.
  serializeDates(client);
  serializeDates(admissionClient);
  return {
    db,
    // A pool serves both: a background query takes a connection, never the API's turn.
    background: db,
    admission,
    driver: 'postgres',
    statements: boundRunner(false),
    async migrate() {
      // Migrations run on a dedicated single connection so advisory locks and DDL stay together.
      const one = postgres(opts.url, { max: 1, onnotice: () => {} });
      try {
        // API replicas and workers start together: one migrates, the others wait for it.
        await one`select pg_advisory_lock(7283392501)`;
        try {
          await migrate(drizzle({ client: one, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } catch (err) {
          // The first migration creates the `vector` extension; say why that failed in terms
          // the operator can act on (instead of "Failed query: CREATE EXTENSION …").
          throw (await missingVector(one).catch(() => null)) ?? err;
        }
        await one`select pg_advisory_unlock(7283392501)`;
      } finally {
        await one.end();
      }
    },
    async ping() {
      await client`select 1`;
    },
    async close() {
      await Promise.all([client.end({ timeout: 5 }), admissionClient.end({ timeout: 5 })]);
    },
  };
}

/**
 * Why pgvector cannot be used, when it is not installed in the database and this role
 * cannot install it; null when it is installed or the role could have (the migration
 * failed for another reason).
 */
async function missingVector(sql: postgres.Sql): Promise<SetupError | null> {
  const [state] = await sql<{ installed: boolean; available: boolean; trusted: boolean; superuser: boolean; role: string; database: string }[]>`
    select exists (select 1 from pg_extension where extname = 'vector') as installed,
           exists (select 1 from pg_available_extensions where name = 'vector') as available,
           coalesce((select bool_or(trusted) from pg_available_extension_versions where name = 'vector'), false) as trusted,
           coalesce((select rolsuper from pg_roles where rolname = current_user), false) as superuser,
           current_user as role, current_database() as database`;
  if (!state || state.installed) return null;
  const where = `the pgvector extension is not installed in database "${state.database}"`;
  if (!state.available) {
    return new SetupError(
      `${where} and this Postgres server has no pgvector to create it from: install pgvector on the server (https://github.com/pgvector/pgvector#installation, or use the pgvector/pgvector image), then run \`CREATE EXTENSION vector;\` in "${state.database}" as a superuser`,
    );
  }
  if (!state.superuser && !state.trusted) {
    return new SetupError(
      `${where} and role "${state.role}" cannot create it (only a superuser can): run \`CREATE EXTENSION vector;\` in "${state.database}" as a superuser (e.g. psql -d ${state.database} -c 'CREATE EXTENSION vector;'), then run memwright again`,
    );
  }
  return null;
}

/** Whether the pool's connections hold these settings (checked on one: they all started with the same parameters). */
async function holdsSettings(client: postgres.Sql, settings: Readonly<Record<string, string>>): Promise<boolean> {
  const names = Object.keys(settings);
  const [row] = await client<{ values: (string | null)[] }[]>`select array(select current_setting(n, true) from unnest(${names}::text[]) with ordinality u(n, i) order by i) as values`;
  return names.every((n, i) => row?.values[i] === settings[n]);
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
