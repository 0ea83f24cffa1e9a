/**
 * The one way errors leave memwright as text: logs, the CLI's stderr, BullMQ's stored
 * failure reasons, a note's `pipelineError`.
 *
 * Database errors carry what they were given: drizzle's DrizzleQueryError puts the SQL
 * (with values inlined on the PGlite hot path) and its parameters in its message, stack
 * and `query`/`params`; postgres.js and PGlite errors carry `query`/`parameters`/`params`,
 * a `detail` ("Key (content)=(…)", "Failing row contains (…)") and messages that quote
 * the offending value (`invalid input syntax for type uuid: "…"`). Any of that would copy
 * note content, user ids and evidence into log files. So an error is rebuilt from an
 * allow-list: its class, a SQLSTATE or error code, HTTP status, a message with every
 * quoted value withheld (quoted identifiers after `relation`, `constraint`, … stay),
 * the stack frames, and its cause the same way. Nothing else is copied.
 */

export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  status?: number;
  /** Names Postgres reports for constraint and schema errors (identifiers, not values). */
  table?: string;
  column?: string;
  constraint?: string;
  stack?: string;
  cause?: LoggedError;
}

type Loose = Record<string, unknown> & { name?: unknown; message?: unknown; stack?: unknown; cause?: unknown };

/** A DrizzleQueryError (or anything shaped like one): its own message is the SQL and its parameters. */
function isQueryWrapper(e: Loose): boolean {
  return e.name === 'DrizzleQueryError' || e.constructor?.name === 'DrizzleQueryError' || ('query' in e && 'params' in e && String(e.message ?? '').startsWith('Failed query'));
}

/** An error from the database itself (PGlite, postgres.js): a five-character SQLSTATE. */
function isDatabaseError(e: Loose): boolean {
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && ('severity' in e || 'severity_local' in e || 'routine' in e || 'query' in e);
}

/** Words after which Postgres quotes an identifier (kept); every other quoted text is a value (withheld). */
const IDENTIFIER_BEFORE = /\b(relation|constraint|column|table|index|type|function|schema|sequence|extension|database|role|operator|trigger|view|encoding|parameter|savepoint|cursor|statement|publication|collation|domain|aggregate|procedure)\s*$/i;

/** A database message with the quoted values withheld. */
export function redactDatabaseMessage(message: string): string {
  return message.replace(/"(?:[^"]|"")*"/g, (quoted, offset: number) =>
    IDENTIFIER_BEFORE.test(message.slice(0, offset)) && /^"[A-Za-z_][A-Za-z0-9_$.]{0,62}"$/.test(quoted) ? quoted : '"…"',
  );
}

const frames = (stack: unknown): string[] =>
  typeof stack === 'string' ? stack.split('\n').filter((l) => /^\s+at /.test(l)).slice(0, 30) : [];

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 && v.length <= 100 ? v : undefined);

/**
 * A thrown or emitted value that is not an object (a string, a number, undefined): its
 * own text, first line only, since a bare string is all there is to say what went wrong.
 */
function serializeNonObject(v: unknown): LoggedError {
  const type = v === null ? 'null' : typeof v;
  if (typeof v === 'function') return { type, message: `function ${v.name || '(anonymous)'}` };
  const text = v === undefined || v === null ? type : String(v);
  return { type, message: text.split('\n')[0]!.slice(0, 500) };
}

/** The loggable form of anything thrown. */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!err || typeof err !== 'object') return serializeNonObject(err);
  const e = err as Loose;
  const type = typeof e.name === 'string' && e.name ? e.name : (e.constructor?.name ?? 'Error');
  const firstLine = String(e.message ?? '').split('\n')[0]!;
  let message: string;
  if (isQueryWrapper(e)) message = 'query failed';
  // Data exceptions (class 22) end in the offending value after a colon, not always quoted.
  else if (isDatabaseError(e)) message = redactDatabaseMessage(String(e.code).startsWith('22') ? firstLine.split(': ')[0]! : firstLine);
  else message = firstLine;
  const out: LoggedError = { type, message: message.slice(0, 500) };
  const code = str(e.code);
  if (code) out.code = code;
  const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : undefined;
  if (status !== undefined) out.status = status;
  if (isDatabaseError(e)) {
    const table = str(e.table) ?? str(e.table_name);
    const column = str(e.column) ?? str(e.column_name);
    const constraint = str(e.constraint) ?? str(e.constraint_name);
    if (table) out.table = table;
    if (column) out.column = column;
    if (constraint) out.constraint = constraint;
  }
  const at = frames(e.stack);
  if (at.length) out.stack = [`${type}: ${out.message}`, ...at].join('\n');
  if (e.cause !== undefined && depth < 4) out.cause = serializeError(e.cause, depth + 1);
  // A wrapper (a failed query) takes its cause's code: pino's default `err` serializer
  // folds causes into message and stack and would otherwise drop the SQLSTATE.
  if (!out.code && out.cause?.code) out.code = out.cause.code;
  return out;
}

/**
 * One line for places that store a string (a note's pipelineError, BullMQ's failure
 * reason, the CLI's stderr): the innermost cause's class, code and message, since the
 * wrapper of a failed query says nothing.
 */
export function errorMessage(err: unknown): string {
  let s = serializeError(err);
  const parts: string[] = [];
  for (;;) {
    parts.push(`${s.type}${s.code ? ` ${s.code}` : ''}: ${s.message}`);
    if (!s.cause) break;
    s = s.cause;
  }
  return parts.join(' ← ').slice(0, 500);
}

/**
 * An error safe to hand to a queue (BullMQ stores `message` and `stack` in Redis, and Bull
 * Board shows them): the original when it carries nothing of a query, a rebuilt one otherwise.
 */
export function safeToRethrow(err: unknown): unknown {
  if (!err || typeof err !== 'object') return err;
  const e = err as Loose;
  if (!isQueryWrapper(e) && !isDatabaseError(e) && !(e.cause && typeof e.cause === 'object' && isDatabaseError(e.cause as Loose))) return err;
  const safe = new Error(errorMessage(err));
  const logged = serializeError(err);
  safe.name = logged.type;
  safe.stack = logged.stack ?? `${logged.type}: ${safe.message}`;
  return safe;
}

/** pino `serializers` for loggers memwright creates: an `err` or `error` field is always {@link serializeError}d. */
export const errorSerializers = { err: serializeError, error: serializeError };
