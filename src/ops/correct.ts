/**
 * Correction (docs/design.md#correction): an operator — or the note's own user, with a
 * user token — replaces a note's content. The old row is kept as
 * `superseded` (linked to its replacement) so the trail shows what was believed
 * before; the replacement is a new `active` note with `confidence=corrected` in the
 * same scope and slot, derived from the old one, and `protected` (a standard note's
 * correction is a human decision, the first rung of protection).
 *
 * The replacement skips the hardening pipeline on purpose: a human decided its
 * content, so there is nothing to vet, and dedup/contradiction must not archive or
 * revoke a correction in favour of the stale belief it corrects. It is embedded here
 * (an operator action, not the write hot path) so recall can rank it at once.
 *
 * A user's own correction is their statement, not an operator's decision: `source:
 * user`, no protection earned, and the content guard of admission applies — text
 * addressed to the assistant waits in review (`instruction_like`) and the note it
 * would replace stays as it is until a reviewer approves it.
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
import { storedSlotKey } from '../language/slotKey.js';
import { instructionCue } from '../policy/instructionLike.js';
import type { Services } from '../ports.js';
import { zNoteId } from '../contract/memories.js';
import { parseOrThrow } from './read.js';
import { serializeError } from '../observability/errorLog.js';


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

/** Who corrects: an operator (the default), or the note's user through a user token. */
export type Corrector = 'operator' | 'end_user';

export async function correctMemory(s: Services, p: Principal, id: string, body: unknown, by: Corrector = 'operator'): Promise<NoteDto> {
  requireOperator(p);
  const oldId = parseOrThrow(zNoteId, id, 'id');
  const c = parseOrThrow(correctionSchema, body);
  const vec = await embedOrNull(s, c.content);
  const now = s.now();
  const actor = actorOf(p);
  const user = by === 'end_user';
  const cue = user ? instructionCue(c.content) : null;

  return s.database.db.transaction(async (tx) => {
    // Row lock: two concurrent corrections of one note → the second sees `superseded` and gets 409.
    const old = await lockNoteOrThrow(tx, p.tenantId, oldId);
    if (!INJECTABLE.includes(old.status)) {
      throw new MemwrightError('note_not_correctable', `only provisional or active notes can be corrected (this one is ${old.status})`, {
        extra: { noteStatus: old.status },
      });
    }
    if (user && (old.authorType === 'operator' || old.protectionTier === 'protected' || old.protectionTier === 'immutable')) {
      throw new MemwrightError('correction_not_allowed', 'this note was set by an operator or is protected: ask an operator to correct it');
    }
    const newId = randomUUID();
    const held = cue !== null;
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
        status: held ? 'pending_review' : 'active',
        reviewReason: held ? 'instruction_like' : null,
        authorType: user ? 'end_user' : 'operator',
        authorId: p.keyId,
        source: user ? 'user' : 'human_review',
        confidence: 'corrected',
        evidence: c.evidence ?? {},
        visibility: 'immediate',
        conflictPolicy: old.conflictPolicy,
        deletionKey: old.deletionKey,
        slotKey: storedSlotKey(c.content, old.deletionKey),
        // A person decided this content: a later agent write that contradicts it goes to
        // review instead of retiring it (trust ladder, README). Ephemeral stays ephemeral.
        // A user's own words earn nothing: standard stays standard.
        protectionTier: user || old.protectionTier !== 'standard' ? old.protectionTier : 'protected',
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
    const event = (noteId: string, detail: Record<string, unknown>) => ({
      tenantId: p.tenantId,
      noteId,
      type: 'corrected' as const,
      actor,
      reason: c.reason,
      evidence: c.evidence ?? null,
      detail,
      at: now,
    });
    if (held) {
      // Held like any instruction-like write: nothing is replaced until a reviewer approves it.
      await appendEvents(tx, [event(newId, { status: 'pending_review', corrects: old.id, reviewReason: 'instruction_like', cue })]);
      return rowToDto(created!);
    }
    await tx
      .update(notes)
      .set({ status: 'superseded', supersededById: newId, pipelineStage: 'done', updatedAt: now, version: sql`${notes.version} + 1` })
      .where(eq(notes.id, old.id));
    await appendEvents(tx, [
      event(old.id, { from: old.status, to: 'superseded', supersededById: newId }),
      event(newId, { status: 'active', corrects: old.id }),
    ]);
    return rowToDto(created!);
  });
}
