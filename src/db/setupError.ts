/**
 * The database cannot be used as configured for a reason its operator fixes (a server
 * that is down, a database that does not exist, a wrong password, a missing extension, a
 * role without the rights to create it) rather than a bug: the CLI prints the message as
 * one line, without a stack (the stack of its `cause` only at debug level).
 */
import { SetupError } from '../errors.js';
import { redactUrl } from '../observability/redactUrl.js';

type Loose = { code?: unknown; message?: unknown; cause?: unknown; hostname?: unknown };

/** `err` and its causes, outermost first (drizzle wraps the driver's error). */
function chain(err: unknown): Loose[] {
  const out: Loose[] = [];
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as Loose).cause, depth++) out.push(e as Loose);
  return out;
}

/**
 * What went wrong connecting to `url` (DATABASE_URL), as one line naming the variable and
 * the fix; null when `err` is not something the operator fixes in the configuration or
 * the server (it is then a bug, reported with its stack).
 */
export function explainDatabaseError(err: unknown, url: string | undefined): SetupError | null {
  if (!url || err instanceof SetupError) return null;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return null;
  }
  const at = `${redactUrl(url)} (DATABASE_URL)`;
  const database = decodeURIComponent(target.pathname.replace(/^\//, '')) || decodeURIComponent(target.username) || 'postgres';
  const user = decodeURIComponent(target.username) || 'the default user';
  const host = target.hostname || 'localhost';
  const cannot = (why: string, fix: string) => new SetupError(`cannot connect to the database at ${at}: ${why} — ${fix}`, { cause: err });
  for (const e of chain(err)) {
    switch (e.code) {
      case 'ECONNREFUSED':
        return cannot('connection refused', `is Postgres running on ${host}:${target.port || 5432}? Start it (docker compose up -d postgres) or correct the host and port in DATABASE_URL`);
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return cannot(`host "${host}" not found`, 'correct the host name in DATABASE_URL');
      case 'ETIMEDOUT':
      case 'CONNECT_TIMEOUT':
        return cannot('no answer (timed out)', `is Postgres running, and is ${host}:${target.port || 5432} reachable from here (firewall, network)?`);
      case 'EHOSTUNREACH':
      case 'ENETUNREACH':
        return cannot(`host ${host} unreachable`, 'check the network, or correct the host in DATABASE_URL');
      case '3D000':
        return new SetupError(
          `the database "${database}" does not exist at ${at} — create it (createdb ${database}, or CREATE DATABASE "${database}") or point DATABASE_URL at an existing one`,
          { cause: err },
        );
      case '28P01':
        return cannot(`password authentication failed for user "${user}"`, 'correct the user and password in DATABASE_URL');
      case '28000':
        return cannot(`Postgres refused user "${user}" (no pg_hba.conf entry or no such role)`, 'create the role, allow it in pg_hba.conf, or correct the user in DATABASE_URL');
      case '57P03':
        return cannot('Postgres is starting up or shutting down', 'try again in a moment');
      case '53300':
        return cannot('Postgres has no connection slots left', 'raise max_connections, or lower the number of memwright processes');
    }
  }
  return null;
}
