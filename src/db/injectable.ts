import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { INJECTABLE } from '../contract/enums.js';

/**
 * Where the injectable statuses (contract/enums.ts `INJECTABLE`) become SQL, so no
 * statement spells the list out again. Literals, not parameters: the set is a constant
 * of the code (never input), and literals keep each statement's text, and so its plan,
 * the same as when it was written out by hand.
 */
const LITERALS = sql.raw(INJECTABLE.map((s) => `'${s}'`).join(', '));

/**
 * `<column> in ('provisional', 'active')`: in hand-written SQL (the column defaults to
 * `status`) or in drizzle's query builder (`injectableSql(notes.status)`).
 */
export function injectableSql(column: AnyColumn | SQL = sql.raw('status')): SQL {
  return sql`${column} in (${LITERALS})`;
}
