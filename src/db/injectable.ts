import { inArray, sql, type SQL } from 'drizzle-orm';
import { INJECTABLE } from '../contract/enums.js';
import { notes } from './schema.js';

/**
 * Where the injectable statuses (contract/enums.ts `INJECTABLE`) become SQL, so no
 * statement spells the list out again. Hand-written statements get literals: the set is
 * a constant of the code (never input), and literals keep each statement's text, and so
 * its plan, the same as before.
 */
const LITERALS = sql.raw(INJECTABLE.map((s) => `'${s}'`).join(', '));

/** `<column> in ('provisional', 'active')`; the column defaults to `status`. */
export function injectableSql(column: SQL = sql.raw('status')): SQL {
  return sql`${column} in (${LITERALS})`;
}

/** The same condition on `notes.status` for drizzle's query builder. */
export function isInjectable(): SQL {
  return inArray(notes.status, [...INJECTABLE]);
}
