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
    query: zText(2000)
      .optional()
      .describe('Rank by relevance to this text: similarity of meaning and words in common, fused (docs/design.md#recall).'),
    limit: z.number().int().min(1).max(50).optional().describe('How many notes to inject (default 5, max 50).'),
  })
  .meta({ id: 'ContextRequest' });
export type ContextRequest = z.input<typeof contextRequestSchema>;

/** What a context note's score was made of (docs/design.md#recall). */
export const scorePartsSchema = z
  .object({
    similarity: z.number().nullable().describe('Cosine similarity to the query; null without a query or without a vector comparable with the query\'s.'),
    lexical: z.number().nullable().describe('Full-text (BM25) score against the query, 0 when no term is shared; null without a query.'),
    importance: z.number().describe('0..10; 5 while not yet scored.'),
    recency: z.number().describe('0..1: 1 for the newest candidate, ×0.995 per hour older.'),
  })
  .meta({ id: 'ScoreParts' });
export type ScoreParts = z.infer<typeof scorePartsSchema>;

export const contextNoteSchema = noteSchema
  .extend({
    score: z.number().describe('Relevance to the query (importance and recency only break near-ties), or importance and recency without one; higher first.'),
    parts: scorePartsSchema,
  })
  .meta({ id: 'ContextNote' });
export type ContextNoteDto = NoteDto & { score: number; parts: ScoreParts };

export const contextResultSchema = z
  .object({
    notes: z.array(contextNoteSchema).describe('The selected notes by score, highest first (the text block groups them differently).'),
    text: z.string(),
  })
  .meta({ id: 'ContextResult' });
export interface ContextResult {
  notes: ContextNoteDto[];
  text: string;
}
