/** A context request (what to inject for one agent, user and thread) and its answer. */
import { z } from 'zod';
import { noteSchema, type NoteDto } from './note.js';
import { zLookupId, zText } from './write.js';

export const contextRequestSchema = z
  .strictObject({
    agentId: zLookupId,
    userId: zLookupId,
    threadId: zLookupId.optional(),
    runId: zLookupId.optional().describe('The asking run: `next_session` notes it wrote stay hidden from it.'),
    query: zText(2000).optional().describe('Rank by similarity to this text.'),
    limit: z.number().int().min(1).max(50).optional().describe('How many notes to inject (default 5, max 50).'),
  })
  .meta({ id: 'ContextRequest' });
export type ContextRequest = z.input<typeof contextRequestSchema>;

export const contextResultSchema = z
  .object({ notes: z.array(noteSchema), text: z.string() })
  .meta({ id: 'ContextResult' });
export interface ContextResult {
  notes: NoteDto[];
  text: string;
}
