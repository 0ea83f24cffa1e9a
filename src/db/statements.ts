/**
 * How the write path sends its statements, whichever driver is underneath. The domain
 * names a statement by a key and builds it with drizzle; the driver decides how it
 * travels (postgres.js: drizzle's bound parameters; PGlite: src/db/pglite/statements.ts).
 */
import { is, type SQL } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { rows, type Db, type Tx } from './database.js';

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

const runners = new WeakMap<Db, StatementRunner>();

/** Use `runner` for `db` (the PGlite driver registers its prepared runner when it opens). */
export function registerStatementRunner(db: Db, runner: StatementRunner): void {
  runners.set(db, runner);
}

const bound = boundRunner(false);
const boundSerialised = boundRunner(true);

/** The runner of `db`: the one its driver registered, else drizzle's bound parameters. */
export function statementsFor(db: Db): StatementRunner {
  return runners.get(db) ?? (is(db, PgliteDatabase) ? boundSerialised : bound);
}
