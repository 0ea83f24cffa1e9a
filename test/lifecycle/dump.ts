import { sql } from 'drizzle-orm';
import { rows, type Database } from '../../src/db/database.js';

/** Every row of every table in the public schema, as text (all columns, jsonb and arrays included). */
export async function dumpDatabase(d: Database): Promise<string> {
  const tables = await rows<{ table_name: string }>(
    d.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const out: string[] = [];
  for (const { table_name } of tables) {
    const rs = await rows<{ r: string }>(d.db, sql`select t::text as r from ${sql.identifier(table_name)} t`);
    for (const r of rs) out.push(`${table_name}: ${r.r}`);
  }
  return out.join('\n');
}
