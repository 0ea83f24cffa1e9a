import { and, desc, eq, getTableColumns, lt, or, sql, type SQL } from 'drizzle-orm';
import type { NoteDto } from '../contract/note.js';
import type { NoteStatus } from '../contract/enums.js';
import { MemwrightError } from '../errors.js';
import type { Tx } from './database.js';
import { notes, type NoteRow } from './schema.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The one mapping from a row to the public note shape. */
export function toNoteDto(r: Omit<NoteRow, 'contentTsv'>): NoteDto {
  return {
    id: r.id,
    tenantId: r.tenantId,
    status: r.status,
    content: r.content,
    memoryType: r.memoryType,
    category: r.category,
    scope: { level: r.scopeLevel, agentId: r.agentId, userId: r.userId, threadId: r.threadId },
    authorType: r.authorType,
    source: r.source,
    confidence: r.confidence,
    evidence: r.evidence,
    run: r.runId
      ? {
          runId: r.runId,
          agentId: r.runAgentId,
          userId: r.runUserId,
          threadId: r.runThreadId,
          conversationId: r.conversationId,
        }
      : null,
    visibility: r.visibility,
    conflictPolicy: r.conflictPolicy,
    deletionKey: r.deletionKey,
    slotKey: r.slotKey,
    protectionTier: r.protectionTier,
    importance: r.importance,
    accessCount: r.accessCount,
    lastAccessedAt: iso(r.lastAccessedAt),
    expiresAt: iso(r.expiresAt),
    hardenedAt: iso(r.hardenedAt),
    embeddingModel: r.embeddingModel,
    derivedFromIds: r.derivedFromIds ?? [],
    consolidatedIntoId: r.consolidatedIntoId,
    supersededById: r.supersededById,
    reviewReason: r.reviewReason,
    pipelineStage: r.pipelineStage,
    version: r.version,
    occurredAt: r.occurredAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Every column but the embedding (384 floats nobody reading a note needs) and the derived full-text document. */
const { embedding: _embedding, contentTsv: _contentTsv, ...noteColumns } = getTableColumns(notes);
export const NOTE_COLUMNS = noteColumns;
export type NoteRowNoEmbedding = Omit<NoteRow, 'embedding' | 'contentTsv'>;

export function rowToDto(r: NoteRowNoEmbedding): NoteDto {
  return toNoteDto({ ...r, embedding: null });
}

export async function findNote(db: Tx, tenantId: string, id: string): Promise<NoteRowNoEmbedding | null> {
  const [r] = await db.select(NOTE_COLUMNS).from(notes).where(and(eq(notes.tenantId, tenantId), eq(notes.id, id))).limit(1);
  return r ?? null;
}

export async function getNoteOrThrow(db: Tx, tenantId: string, id: string): Promise<NoteRowNoEmbedding> {
  const r = await findNote(db, tenantId, id);
  if (!r) throw MemwrightError.notFound();
  return r;
}

/**
 * The tenant's note, row-locked until `tx` ends, or 404. An operator's decision on one
 * note (correct, restore, review) takes it first, so of two concurrent decisions the
 * second sees the first one's status and is refused.
 */
export async function lockNoteOrThrow(tx: Tx, tenantId: string, id: string): Promise<NoteRowNoEmbedding> {
  const [r] = await tx
    .select(NOTE_COLUMNS)
    .from(notes)
    .where(and(eq(notes.tenantId, tenantId), eq(notes.id, id)))
    .for('update');
  if (!r) throw MemwrightError.notFound();
  return r;
}

export interface ListFilter {
  agentId?: string;
  /** Restrict to notes whose agent dimension is one of these (agent keys). */
  agentIdIn?: string[];
  userId?: string;
  threadId?: string;
  status?: NoteStatus;
  deletionKey?: string;
  /** A literal substring of the content, any case. */
  contains?: string;
  cursor?: string;
  /** @defaultValue 50 */
  limit?: number;
}

/** `ilike` pattern for a literal substring (`%`, `_` and `\` match themselves). */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Opaque cursor: base64url of `createdAt|id` of the last item (newest first). */
export function encodeCursor(r: { createdAt: Date; id: string }): string {
  return Buffer.from(`${r.createdAt.toISOString()}|${r.id}`).toString('base64url');
}

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const CURSOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Only what {@link encodeCursor} produces is accepted: a four-digit year from 0001 (a
 * JavaScript date can be year 0, negative or +275760, which Postgres refuses as "out of
 * range" or cannot parse), a date that round-trips (no 2020-02-30), a canonical uuid.
 */
export function decodeCursor(c: string): { createdAt: Date; id: string } {
  const [at = '', id = ''] = Buffer.from(c, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at);
  const valid =
    CURSOR_AT.test(at) &&
    !at.startsWith('0000') &&
    !Number.isNaN(createdAt.getTime()) &&
    createdAt.toISOString() === at &&
    CURSOR_ID.test(id);
  if (!valid) throw MemwrightError.validation([{ field: 'cursor', message: 'invalid cursor' }]);
  return { createdAt, id };
}

export async function listNotes(
  db: Tx,
  tenantId: string,
  f: ListFilter,
): Promise<{ items: NoteRowNoEmbedding[]; nextCursor?: string }> {
  const limit = f.limit ?? 50;
  const conds: SQL[] = [eq(notes.tenantId, tenantId)];
  if (f.agentId !== undefined) conds.push(eq(notes.agentId, f.agentId));
  if (f.agentIdIn) conds.push(f.agentIdIn.length ? sql`${notes.agentId} in ${f.agentIdIn}` : sql`false`);
  if (f.userId !== undefined) conds.push(eq(notes.userId, f.userId));
  if (f.threadId !== undefined) conds.push(eq(notes.threadId, f.threadId));
  if (f.status !== undefined) conds.push(eq(notes.status, f.status));
  if (f.deletionKey !== undefined) conds.push(eq(notes.deletionKey, f.deletionKey));
  // A scan of the tenant's notes in page order: an operator's search, not a hot path
  // (recall has its own full-text index).
  if (f.contains !== undefined) conds.push(sql`${notes.content} ilike ${likeContaining(f.contains)}`);
  return pageNotes(db, conds, f.cursor, limit);
}

/**
 * One page of the notes matching every condition, newest first, keyset-paginated on
 * (createdAt, id) after `cursor` (one {@link encodeCursor} made; anything else is a 400).
 */
export async function pageNotes(
  db: Tx,
  conds: readonly SQL[],
  cursor: string | undefined,
  limit: number,
): Promise<{ items: NoteRowNoEmbedding[]; nextCursor?: string }> {
  const where = [...conds];
  if (cursor) {
    const c = decodeCursor(cursor);
    where.push(or(lt(notes.createdAt, c.createdAt), and(eq(notes.createdAt, c.createdAt), lt(notes.id, c.id)))!);
  }
  const items = await db
    .select(NOTE_COLUMNS)
    .from(notes)
    .where(and(...where))
    .orderBy(desc(notes.createdAt), desc(notes.id))
    .limit(limit + 1);
  const more = items.length > limit;
  if (more) items.pop();
  const last = items[items.length - 1];
  return more && last ? { items, nextCursor: encodeCursor(last) } : { items };
}
