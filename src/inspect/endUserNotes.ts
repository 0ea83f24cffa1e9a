/**
 * What an end-user token may see and change: the notes scoped to its user —
 * with an agent bound, that agent's notes and the user's notes shared by all agents.
 * Notes merely *learned in* the user's runs but stored at agent or org scope are not
 * theirs to read or edit (they speak for everyone); erasing the whole user (an
 * operator's `POST /v1/erasure`) still removes those.
 *
 * Every check is made here, by the API: the page only shows what these answer.
 */
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { ErasureResult } from '../contract/erasure.js';
import type { History } from '../contract/history.js';
import { zNoteId } from '../contract/memories.js';
import type { NoteDto, NoteList } from '../contract/note.js';
import { endUserListQuerySchema } from '../contract/userToken.js';
import type { Principal } from '../auth/principal.js';
import type { EndUser } from '../auth/userToken.js';
import { findNote, pageNotes, rowToDto, type NoteRowNoEmbedding } from '../db/notes.js';
import { notes } from '../db/schema.js';
import { MemwrightError } from '../errors.js';
import { correctMemory } from '../ops/correct.js';
import { eraseMemory } from '../ops/erase.js';
import { getHistory } from '../ops/history.js';
import { parseOrThrow } from '../ops/read.js';
import type { Services } from '../ports.js';

function ownedBy(u: EndUser): SQL {
  const conds: SQL[] = [eq(notes.tenantId, u.tenantId), eq(notes.userId, u.userId)];
  if (u.agentId !== null) conds.push(or(eq(notes.agentId, u.agentId), isNull(notes.agentId))!);
  return and(...conds)!;
}

function owns(u: EndUser, row: NoteRowNoEmbedding): boolean {
  return row.tenantId === u.tenantId && row.userId === u.userId && (u.agentId === null || row.agentId === null || row.agentId === u.agentId);
}

/**
 * The operator-level principal the shared operations run under once ownership is
 * checked. Its key id names the token (random), so the audit trail says a user token
 * did it without carrying the user id into tombstones.
 */
function actingPrincipal(u: EndUser): Principal {
  return { tenantId: u.tenantId, role: 'operator', keyId: `user-token:${u.tokenId}`, agentIds: null };
}

/** 404 for anything not the user's: another user's note must be indistinguishable from none. */
async function ownedNote(s: Services, u: EndUser, id: string): Promise<string> {
  const noteId = parseOrThrow(zNoteId, id, 'id');
  const row = await findNote(s.database.db, u.tenantId, noteId);
  if (!row || !owns(u, row)) throw MemwrightError.notFound();
  return noteId;
}

export async function listOwnNotes(s: Services, u: EndUser, query: unknown): Promise<NoteList> {
  const q = parseOrThrow(endUserListQuerySchema, query, 'query');
  const limit = q.limit ?? 50;
  const conds: SQL[] = [ownedBy(u)];
  if (q.status !== undefined) conds.push(eq(notes.status, q.status));
  const page = await pageNotes(s.database.db, conds, q.cursor, limit);
  return { items: page.items.map(rowToDto), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
}

export async function ownNoteHistory(s: Services, u: EndUser, id: string): Promise<History> {
  return getHistory(s, actingPrincipal(u), await ownedNote(s, u, id));
}

/**
 * A user corrects only what is theirs in the reach of the token: with an agent bound,
 * that agent's notes about them — not the notes every agent shares, which another
 * agent's user-facing page would have to agree to. The correction runs as the user
 * (correctMemory's `end_user`): their words, under admission's content guard.
 */
export async function correctOwnNote(s: Services, u: EndUser, id: string, body: unknown): Promise<NoteDto> {
  const noteId = await ownedNote(s, u, id);
  const row = await findNote(s.database.db, u.tenantId, noteId);
  if (u.agentId !== null && row!.agentId !== u.agentId) {
    throw new MemwrightError('correction_not_allowed', 'this note is shared by all agents: correct it with a token not bound to one agent, or ask an operator');
  }
  return correctMemory(s, actingPrincipal(u), noteId, body, 'end_user');
}

export async function eraseOwnNote(s: Services, u: EndUser, id: string): Promise<ErasureResult> {
  return eraseMemory(s, actingPrincipal(u), await ownedNote(s, u, id));
}
