import { z } from 'zod';
import type { NoteDto, NoteList } from '../contract/note.js';
import { listQuerySchema, zNoteId } from '../contract/memories.js';
import { isOperator, requireAgentAllowed, type Principal } from '../auth/principal.js';
import { getNoteOrThrow, listNotes, rowToDto } from '../db/notes.js';
import { MemwrightError, zodIssuesToFields } from '../errors.js';
import type { Services } from '../ports.js';


export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, root = 'body'): z.output<T> {
  const r = schema.safeParse(value);
  if (!r.success) throw MemwrightError.validation(zodIssuesToFields(r.error.issues, root));
  return r.data;
}

/** An agent key sees only notes of its own agents (a note with no agent dimension is not theirs). */
function agentMayRead(p: Principal, agentId: string | null): boolean {
  if (isOperator(p) || p.agentIds === null) return true;
  return agentId !== null && p.agentIds.includes(agentId);
}

export async function getMemory(s: Services, p: Principal, id: string): Promise<NoteDto> {
  const noteId = parseOrThrow(zNoteId, id, 'id');
  const row = await getNoteOrThrow(s.database.db, p.tenantId, noteId);
  // 404, not 403: existence must not leak across principals.
  if (!agentMayRead(p, row.agentId)) throw MemwrightError.notFound();
  return rowToDto(row);
}

export async function listMemories(s: Services, p: Principal, query: unknown): Promise<NoteList> {
  const q = parseOrThrow(listQuerySchema, query, 'query');
  let agentIdIn: string[] | undefined;
  if (!isOperator(p) && p.agentIds !== null) {
    if (q.agentId !== undefined) requireAgentAllowed(p, q.agentId);
    else agentIdIn = p.agentIds;
  }
  const r = await listNotes(s.database.db, p.tenantId, { ...q, agentIdIn });
  return { items: r.items.map(rowToDto), ...(r.nextCursor ? { nextCursor: r.nextCursor } : {}) };
}
