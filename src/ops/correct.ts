/**
 * Correction (docs/design.md#correction): an operator replaces a note's content. The old row is kept as
 * `superseded` (linked to its replacement) so the trail shows what was believed
 * before; the replacement is a new `active` note with `confidence=corrected` in the
 * same scope and slot, derived from the old one, and `protected` (a standard note's
 * correction is a human decision, the first rung of protection).
 *
 * The replacement skips the hardening pipeline on purpose: a human decided its
 * content, so there is nothing to vet, and dedup/contradiction must not archive or
 * revoke a correction in favour of the stale belief it corrects. It is embedded here
 * (an operator action, not the write hot path) so recall can rank it at once.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { INJECTABLE } from '../contract/enums.js';
import type { NoteDto } from '../contract/note.js';
import { correctionSchema } from '../contract/correction.js';
import { actorOf, requireOperator, type Principal } from '../auth/principal.js';
import { appendEvents } from '../db/events.js';
import { lockNoteOrThrow, NOTE_COLUMNS, rowToDto } from '../db/notes.js';
import { notes } from '../db/schema.js';
import { MemwrightError } from '../errors.js';
import { contentHash } from '../policy/normalize.js';
import type { Services } from '../services.js';
import { zNoteId } from '../contract/memories.js';
import { parseOrThrow } from './read.js';
import { serializeError } from '../observability/errorLog.js';

// Re-exported for callers that still import them from here (src/memwright.ts, src/http/routes/me.ts); contract/ is their home.
export type { Correction } from '../contract/correction.js';

async function embedOrNull(s: Services, text: string): Promise<{ embedding: number[]; model: string } | null> {
  try {
    const e = await s.embedder();
    const [v] = await e.embed([text]);
    return v ? { embedding: v, model: e.modelId } : null;
  } catch (err) {
    // Recall treats an unembedded established note as eligible, so the correction still shows.
    s.logger.warn({ err: serializeError(err) }, 'could not embed a corrected note');
    return null;
  }
}

export async function correctMemory(s: Services, p: Principal, id: string, body: unknown): Promise<NoteDto> {
  requireOperator(p);
  const oldId = parseOrThrow(zNoteId, id, 'id');
  const c = parseOrThrow(correctionSchema, body);
  const vec = await embedOrNull(s, c.content);
  const now = s.now();
  const actor = actorOf(p);

  return s.database.db.transaction(async (tx) => {
    // Row lock: two concurrent corrections of one note → the second sees `superseded` and gets 409.
    const old = await lockNoteOrThrow(tx, p.tenantId, oldId);
    if (!INJECTABLE.includes(old.status)) {
      throw new MemwrightError(409, 'note_not_correctable', `only provisional or active notes can be corrected (this one is ${old.status})`, {
        extra: { noteStatus: old.status },
      });
    }
    const newId = randomUUID();
    const [created] = await tx
      .insert(notes)
      .values({
        id: newId,
        tenantId: p.tenantId,
        agentId: old.agentId,
        userId: old.userId,
        threadId: old.threadId,
        scopeLevel: old.scopeLevel,
        scopeKey: old.scopeKey,
        content: c.content,
        contentHash: contentHash(c.content),
        memoryType: old.memoryType,
        category: old.category,
        status: 'active',
        authorType: 'operator',
        authorId: p.keyId,
        source: 'human_review',
        confidence: 'corrected',
        evidence: c.evidence ?? {},
        visibility: 'immediate',
        conflictPolicy: old.conflictPolicy,
        deletionKey: old.deletionKey,
        // A person decided this content: a later agent write that contradicts it goes to
        // review instead of retiring it (trust ladder, README). Ephemeral stays ephemeral.
        protectionTier: old.protectionTier === 'standard' ? 'protected' : old.protectionTier,
        importance: old.importance,
        importanceMark: old.importanceMark,
        // The writer's explicit lifetime still applies to the corrected statement; the safety net does not.
        expiresAt: old.ttlExplicit ? old.expiresAt : null,
        ttlExplicit: old.ttlExplicit,
        hardenedAt: now,
        embedding: vec?.embedding ?? null,
        embeddingModel: vec?.model ?? null,
        derivedFromIds: [old.id],
        pipelineStage: 'done',
        pipelineUpdatedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning(NOTE_COLUMNS);
    await tx
      .update(notes)
      .set({ status: 'superseded', supersededById: newId, pipelineStage: 'done', updatedAt: now, version: sql`${notes.version} + 1` })
      .where(eq(notes.id, old.id));
    await appendEvents(tx, [
      {
        tenantId: p.tenantId,
        noteId: old.id,
        type: 'corrected',
        actor,
        reason: c.reason,
        evidence: c.evidence ?? null,
        detail: { from: old.status, to: 'superseded', supersededById: newId },
        at: now,
      },
      {
        tenantId: p.tenantId,
        noteId: newId,
        type: 'corrected',
        actor,
        reason: c.reason,
        evidence: c.evidence ?? null,
        detail: { status: 'active', corrects: old.id },
        at: now,
      },
    ]);
    return rowToDto(created!);
  });
}
