import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../db/database.js';
import type { PipelineNote } from './noteAccess.js';

/**
 * Whether an operator approved the note's *current* content in the review queue: the
 * latest approval is not followed by an in-run rewrite (`superseded_own` replaces the
 * content, so an earlier approval vouches for words that are gone).
 */
export async function approvedByReview(db: Tx, note: Pick<PipelineNote, 'tenantId' | 'id'>): Promise<boolean> {
  const [r] = await rows<{ approved: boolean | null }>(
    db,
    sql`select (type = 'reviewed' and detail->>'decision' = 'approve') as approved from note_events
        where tenant_id = ${note.tenantId} and note_id = ${note.id} and type in ('reviewed', 'superseded_own')
        order by id desc limit 1`,
  );
  return r?.approved === true;
}
