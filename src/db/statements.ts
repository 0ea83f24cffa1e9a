/**
 * How the write path sends its statements, whichever driver is underneath. The domain
 * names a statement by a key and builds it with drizzle; the driver decides how it
 * travels (postgres.js: drizzle's bound parameters; PGlite: src/db/pglite/statements.ts);
 * each driver's `Database` carries its runner as `statements`.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { rows, type Tx } from './database.js';

/** A value in a statement: a placeholder when the statement is a cached template, else the value itself. */
export type Val = (name: string) => unknown;

export interface StatementRunner {
  /** `prepared`: rendered once per key and sent by the driver directly (PGlite); `bound`: drizzle's ordinary path. */
  readonly kind: 'prepared' | 'bound';
  /**
   * Run a hot statement. `build` renders it from `v(name)`; `key` must name everything
   * that changes its SQL text (everything else goes through `values`).
   */
  run<T>(tx: Tx, key: string, values: Record<string, unknown>, build: (v: Val) => SQL): Promise<T[]>;
  /** Run a statement built fresh (the rare paths). */
  once<T>(tx: Tx, q: SQL): Promise<T[]>;
  /**
   * The driver runs one transaction at a time (PGlite: `transaction()` holds an exclusive
   * mutex for its whole callback), so advisory locks would be a no-op round trip.
   */
  readonly serialised: boolean;
}

/** drizzle's ordinary path: the statement is rendered and its parameters bound on every call. */
export function boundRunner(serialised: boolean): StatementRunner {
  return {
    kind: 'bound',
    serialised,
    run: <T>(tx: Tx, _key: string, values: Record<string, unknown>, build: (v: Val) => SQL) => rows<T>(tx, build((n) => values[n])),
    once: <T>(tx: Tx, q: SQL) => rows<T>(tx, q),
  };
}

/**
 * A row of a cached insert (plain values only, no SQL): every non-null value is named
 * `prefix.key` and its value goes to `values` (encoded by its column when filled); null
 * stays a literal null parameter and an undefined value is left out, as drizzle would
 * render them. The shape records which keys are which; `row(v)` renders the row.
 */
export function holes<R extends object>(prefix: string, row: R, values: Record<string, unknown>): { shape: string; row: (v: Val) => R } {
  const names: Array<[string, string | null]> = [];
  let shape = '';
  for (const [k, val] of Object.entries(row)) {
    if (val === undefined) continue;
    if (val === null) {
      names.push([k, null]);
      shape += `${k}=,`;
      continue;
    }
    const name = `${prefix}.${k}`;
    names.push([k, name]);
    values[name] = val;
    shape += `${k},`;
  }
  return { shape, row: (v) => Object.fromEntries(names.map(([k, name]) => [k, name === null ? null : v(name)])) as R };
}

/**
 * Run several data-modifying statements as ONE statement (data-modifying CTEs):
 * one round trip, and atomic even before the surrounding transaction commits.
 */
export function combine(statements: SQLWrapper[]): SQL {
  if (statements.length === 1) return statements[0]!.getSQL();
  const ctes = statements.map((st, i) => sql`${sql.raw(`w${i}`)} as (${st.getSQL()})`);
  return sql`with ${sql.join(ctes, sql`, `)} select 1`;
}
