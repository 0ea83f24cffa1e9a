/**
 * The PGlite fast path of the write path's hot statements.
 *
 * A statement is rendered by drizzle once per key with placeholders (drizzle rebuilding
 * the SQL text on every call was a large share of the write path's time) and then only its parameters
 * are filled, through the same column encoders drizzle would use. It goes straight to
 * the transaction's PGlite client: drizzle's PGlite session passes custom result parsers
 * on every query, which makes PGlite merge its ~300 parsers into a fresh object per
 * query — measurable on a path of two statements. (The hot statements return no
 * timestamps, so the default parsers are right.) With the parameters inlined as
 * literals, PGlite runs it as ONE simple-protocol message (query + sync) instead of
 * parse, describe, bind, describe, execute, sync — each a call into the wasm backend.
 *
 * This leans on two drizzle internals: the transaction's private `session.client`, and
 * placeholders rendered as `$n`. {@link preparePgliteStatements} checks both once at
 * start-up and falls back to drizzle's bound parameters when either changed;
 * MEMWRIGHT_PGLITE_INLINE=false turns the fast path off.
 */
import { fillPlaceholders, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import type { Db, Tx } from '../database.js';
import { boundRunner, type StatementRunner, type Val } from '../statements.js';

interface PgliteClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<Array<{ rows: unknown[] }>>;
}

/**
 * A parameter as an SQL literal, or undefined when it cannot be one safely. Strings
 * are E'' literals (backslash and quote escaped), which mean the same whatever
 * `standard_conforming_strings` says; a NUL byte would end the query text, so such a
 * string is refused. Values here are what drizzle's column encoders produce: strings,
 * finite numbers, booleans, null.
 */
export function literal(v: unknown): string | undefined {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') return Number.isFinite(v) ? `(${v})` : undefined;
  if (typeof v === 'bigint') return `(${v})`;
  if (typeof v !== 'string' || v.includes('\0')) return undefined;
  return `E'${v.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * `text` with its `$n` replaced by the literals of `params`, or null when a parameter
 * has no safe literal. The caller guarantees the template's own text holds no `$` but
 * its placeholders.
 */
export function inline(text: string, params: unknown[]): string | null {
  const lits: string[] = [];
  for (const p of params) {
    const l = literal(p);
    if (l === undefined) return null;
    lits.push(l);
  }
  return text.replace(/\$(\d+)/g, (_, n: string) => lits[Number(n) - 1]!);
}

/** Does every `$` of `text` start a `$n` placeholder? (Then inlining cannot touch anything else.) */
function onlyPlaceholders(text: string): boolean {
  return (text.match(/\$/g)?.length ?? 0) === (text.match(/\$\d+/g)?.length ?? 0);
}

const dialect = new PgDialect();

/** The transaction's PGlite client (a drizzle internal; checked at start-up). */
function clientOf(tx: Tx): PgliteClient {
  return (tx as unknown as { session: { client: PgliteClient } }).session.client;
}

export interface PreparedRunnerOptions {
  /** Inline parameters as literals (one simple-protocol message). @defaultValue true */
  inline?: boolean;
}

/** The fast runner, unchecked: use {@link preparePgliteStatements}, which checks it first. */
export function preparedRunner(opts: PreparedRunnerOptions = {}): StatementRunner {
  const inlining = opts.inline !== false;
  /** Hot statements rendered once per key: SQL text plus parameters still holding placeholders. */
  const templates = new Map<string, { text: string; params: unknown[]; inlinable: boolean }>();
  return {
    kind: 'prepared',
    serialised: true,
    async run<T>(tx: Tx, key: string, values: Record<string, unknown>, build: (v: Val) => SQL): Promise<T[]> {
      let t = templates.get(key);
      if (!t) {
        const q = dialect.sqlToQuery(build((n) => sql.placeholder(n) as Placeholder));
        t = { text: q.sql, params: q.params, inlinable: inlining && onlyPlaceholders(q.sql) };
        if (templates.size > 1000) templates.clear();
        templates.set(key, t);
      }
      const client = clientOf(tx);
      const params = fillPlaceholders(t.params, values);
      const text = t.inlinable ? inline(t.text, params) : null;
      if (text !== null) return ((await client.exec(text))[0]?.rows ?? []) as T[];
      return (await client.query(t.text, params)).rows as T[];
    },
    async once<T>(tx: Tx, q: SQL): Promise<T[]> {
      const { sql: text, params } = dialect.sqlToQuery(q);
      return (await clientOf(tx).query(text, params)).rows as T[];
    },
  };
}

/** Values the self-check sends through the fast path (quotes, backslashes, `$1`, non-ASCII). */
const PROBE = { s: `it's a \\'$1'\\ test ’ ✓`, n: 42, b: true, z: null } as const;

/**
 * Check that the fast runner reads back what it was given, in a real transaction: the
 * private client is where it was, placeholders render as `$n`, parameters fill.
 */
export async function selfCheck(db: Db, runner: StatementRunner): Promise<string | null> {
  try {
    const rows = await db.transaction((tx) =>
      runner.run<{ s: string; n: number; b: boolean; z: string | null }>(tx, 'pglite-self-check', { ...PROBE }, (v) =>
        sql`select ${v('s')}::text as s, ${v('n')}::int as n, ${v('b')}::boolean as b, ${v('z')}::text as z`,
      ),
    );
    const r = rows[0];
    if (rows.length !== 1 || !r || r.s !== PROBE.s || r.n !== PROBE.n || r.b !== PROBE.b || r.z !== PROBE.z) {
      return `unexpected self-check result ${JSON.stringify(rows)}`;
    }
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

export interface PgliteStatementsOptions extends PreparedRunnerOptions {
  /** Told when the self-check fails and bound parameters are used instead. */
  logger?: Pick<Logger, 'warn'>;
  /** The fast runner to check. @defaultValue {@link preparedRunner}(opts) — tests give a broken one */
  candidate?: StatementRunner;
}

/**
 * The runner of an open PGlite database: the fast path once its self-check passed,
 * drizzle's bound parameters when it is turned off or the check failed.
 */
export async function preparePgliteStatements(db: Db, opts: PgliteStatementsOptions = {}): Promise<StatementRunner> {
  const fallback = boundRunner(true);
  if (opts.inline === false) return fallback;
  const fast = opts.candidate ?? preparedRunner(opts);
  const failure = await selfCheck(db, fast);
  if (failure === null) return fast;
  opts.logger?.warn({ failure }, 'PGlite fast path failed its self-check (drizzle internals changed?); using bound parameters');
  return fallback;
}
