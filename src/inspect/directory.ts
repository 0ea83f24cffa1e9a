/**
 * Find users and agents (the operator's inspector): the ids that notes of the
 * caller's tenant carry, with how many notes each has. Ids come from the notes
 * themselves — memwright keeps no user or agent registry — so an erased user
 * disappears from here with their notes.
 */
import { sql } from 'drizzle-orm';
import { directoryQuerySchema, type Directory } from '../contract/inspector.js';
import { requireOperator, type Principal } from '../auth/principal.js';
import { rows } from '../db/database.js';
import { parseOrThrow } from '../ops/read.js';
import type { Services } from '../ports.js';

/** `like` pattern for a literal prefix. */
const likePrefix = (p: string) => `${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Users: the user a note is scoped to *or* the user whose run wrote it — the same set
 * an erasure of that user removes, so `notes` is the count the erase confirmation shows.
 */
export async function listUsers(s: Services, p: Principal, query: unknown): Promise<Directory> {
  requireOperator(p);
  const q = parseOrThrow(directoryQuerySchema, query, 'query');
  const limit = q.limit ?? 100;
  const prefix = q.prefix === undefined ? sql`true` : sql`u.id like ${likePrefix(q.prefix)}`;
  const found = await rows<{ id: string; notes: number | string; last: Date | string }>(
    s.database.db,
    sql`select u.id, count(distinct u.note_id) as notes, max(u.created_at) as last from (
          select user_id as id, id as note_id, created_at from notes where tenant_id = ${p.tenantId} and user_id is not null
          union all
          select run_user_id, id, created_at from notes where tenant_id = ${p.tenantId} and run_user_id is not null
        ) u where ${prefix} group by u.id order by max(u.created_at) desc, u.id limit ${limit + 1}`,
  );
  return toDirectory(found, limit);
}

export async function listAgents(s: Services, p: Principal, query: unknown): Promise<Directory> {
  requireOperator(p);
  const q = parseOrThrow(directoryQuerySchema, query, 'query');
  const limit = q.limit ?? 100;
  const prefix = q.prefix === undefined ? sql`true` : sql`agent_id like ${likePrefix(q.prefix)}`;
  const found = await rows<{ id: string; notes: number | string; last: Date | string }>(
    s.database.db,
    sql`select agent_id as id, count(*) as notes, max(created_at) as last from notes
        where tenant_id = ${p.tenantId} and agent_id is not null and ${prefix}
        group by agent_id order by max(created_at) desc, agent_id limit ${limit + 1}`,
  );
  return toDirectory(found, limit);
}

function toDirectory(found: Array<{ id: string; notes: number | string; last: Date | string }>, limit: number): Directory {
  return {
    // count() is a bigint: postgres.js gives a string, PGlite a number.
    items: found.slice(0, limit).map((r) => ({ id: r.id, notes: Number(r.notes), lastWriteAt: new Date(r.last).toISOString() })),
    truncated: found.length > limit,
  };
}
