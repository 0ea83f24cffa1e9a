/**
 * What an erasure would remove, before anyone confirms it: the same match as the
 * erasure itself (src/ops/erase.ts — by note, by user incl. the user's runs, by slot key
 * narrowed to a user/agent) and the same lineage closure (corrections followed by the
 * same default and `includeCorrections`), counted without deleting. The inspector shows
 * these counts in its confirmation; the erasure's own answer then reports what was
 * actually removed (a write in between can change it).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { requireOperator, type Principal } from '../auth/principal.js';
import { notes } from '../db/schema.js';
import { erasureRequestSchema } from '../contract/erasure.js';
import type { ErasurePreview } from '../contract/inspector.js';
import { zNoteId } from '../contract/memories.js';
import { derivedClosure, erasureMatch } from '../ops/erase.js';
import { parseOrThrow } from '../ops/read.js';
import type { Services } from '../ports.js';

const byNote = z.strictObject({ noteId: zNoteId, includeCorrections: z.boolean().optional() });

/** Body: `{ noteId }`, or an erasure request (`POST /v1/erasure`'s body). */
export async function previewErasure(s: Services, p: Principal, body: unknown): Promise<ErasurePreview> {
  requireOperator(p);
  let where: SQL;
  let corrections: boolean;
  if (body && typeof body === 'object' && 'noteId' in body) {
    const b = parseOrThrow(byNote, body);
    where = eq(notes.id, b.noteId);
    corrections = b.includeCorrections ?? false;
  } else {
    const b = parseOrThrow(erasureRequestSchema, body);
    ({ where, includeCorrections: corrections } = erasureMatch(b));
  }
  const db = s.database.db;
  const seed = await db.select({ id: notes.id, status: notes.status }).from(notes).where(and(eq(notes.tenantId, p.tenantId), where));
  const derived = seed.length ? await derivedClosure(db, p.tenantId, seed.map((r) => r.id), { corrections }) : [];
  const byStatus: Record<string, number> = {};
  for (const r of seed) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  return { notes: seed.length, derived: derived.length, byStatus };
}
