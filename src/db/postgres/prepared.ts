/**
 * Statements that travel in one round trip. drizzle hands postgres.js every statement it
 * was not asked to name as unprepared, and postgres.js sends an unprepared statement
 * with parameters in two: Parse + Describe, a wait for the parameter types, then Bind +
 * Execute. Nearly every memwright statement has parameters, so every one paid a second
 * loopback round trip (a context read on the HNSW path: 5 statements, 10 round trips;
 * bench/recall.ts). Prepared, a statement is described once per connection and then
 * bound and executed in one.
 *
 * The plans do not change: the connections run with `plan_cache_mode =
 * force_custom_plan` ({@link PREPARED_SESSION_PARAMETERS}), so a prepared statement is
 * planned for its values on every execution, as the unnamed one was — no generic plan
 * that cannot see which scope, status or partial index a value selects.
 *
 * Each connection keeps the statements it prepared until it closes (postgres.js has no
 * eviction), so the number of distinct texts prepared is bounded: past
 * {@link PreparedOptions.maxStatements} a new text goes the old way. memwright's texts
 * are a fixed set of shapes (values are parameters), save `in (…)` lists whose length
 * varies, so the bound is reached only by a process that sees many such lengths.
 */
import type postgres from 'postgres';

export interface PreparedOptions {
  /**
   * Distinct statement texts prepared per pool, at most; further ones run unprepared.
   * @defaultValue 2000
   */
  maxStatements?: number;
}

export const PREPARED_DEFAULTS: Required<PreparedOptions> = { maxStatements: 2000 };

/** The session setting that keeps prepared statements planned per execution. */
export const PREPARED_SESSION_PARAMETERS: Readonly<Record<string, string>> = { plan_cache_mode: 'force_custom_plan' };

type UnsafeOptions = { prepare?: boolean } & Record<string, unknown>;

/**
 * The client with `unsafe` (what drizzle calls) preparing its statements, in
 * transactions and savepoints too; everything else is the client's own.
 */
export function preparing<S extends postgres.Sql>(client: S, opts: PreparedOptions = {}): S {
  const { maxStatements } = { ...PREPARED_DEFAULTS, ...opts };
  const texts = new Set<string>();
  const prepare = (query: string): boolean => {
    if (texts.has(query)) return true;
    if (texts.size >= maxStatements) return false;
    texts.add(query);
    return true;
  };
  const wrap = <C extends object>(c: C): C =>
    new Proxy(c, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (typeof value !== 'function') return value;
        if (prop === 'unsafe') {
          return (query: string, params?: unknown[], options?: UnsafeOptions) =>
            (value as (q: string, p?: unknown[], o?: UnsafeOptions) => unknown).call(target, query, params, {
              ...options,
              // A caller that chose (drizzle's named statements) keeps its choice only when it asked to prepare.
              prepare: options?.prepare === true || prepare(query),
            });
        }
        if (prop === 'begin' || prop === 'savepoint') {
          // The callback is the last argument (an isolation or savepoint name may come first).
          return (...args: unknown[]) => {
            const fn = args.pop() as (tx: object) => unknown;
            return (value as (...a: unknown[]) => unknown).call(target, ...args, (tx: object) => fn(wrap(tx)));
          };
        }
        return value;
      },
    });
  return wrap(client);
}
