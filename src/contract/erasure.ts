/** An erasure request (a user, or a slot key) and what the erasure did. */
import { z } from 'zod';
import { zDeletionKey, zLookupId } from './write.js';

export const erasureRequestSchema = z
  .strictObject({
    userId: zLookupId.optional().describe('Erase everything remembered for this user (or, with deletionKey, narrow to them).'),
    deletionKey: zDeletionKey.optional().describe('Erase every note holding this slot key.'),
    agentId: zLookupId.optional().describe('With deletionKey: only notes of this agent.'),
    includeCorrections: z
      .boolean()
      .optional()
      .describe(
        'Also erase the corrections that replaced a matched note (docs/design.md#erasure). Default true for a user (everything learned from them). A slot-key erasure takes corrections either way: a correction keeps the slot key of the note it replaces.',
      ),
  })
  .superRefine((v, ctx) => {
    if (v.userId === undefined && v.deletionKey === undefined) {
      ctx.addIssue({ code: 'custom', path: ['userId'], message: 'give userId, or deletionKey (optionally with userId/agentId)' });
    }
    if (v.agentId !== undefined && v.deletionKey === undefined) {
      ctx.addIssue({ code: 'custom', path: ['agentId'], message: 'agentId narrows a deletionKey erasure; give deletionKey too' });
    }
  })
  .meta({ id: 'ErasureRequest' });
export type ErasureRequest = z.input<typeof erasureRequestSchema>;

export const erasureResultSchema = z
  .object({
    erased: z.object({
      /** Notes that matched the request. */
      notes: z.number(),
      /** Further notes erased because they derive from a matched note. */
      derived: z.number(),
      /** Queued pipeline jobs removed from Redis. */
      jobs: z.number(),
      /**
       * Conversation events deleted (a user's) or redacted (the turns an erased note was
       * extracted from: ids and times kept, text gone); present when any were.
       */
      events: z.number().optional(),
    }),
    /** Physical erasure: the table and index files that held the rows are rewritten after the response. */
    scrub: z.object({
      status: z
        .enum(['scheduled', 'complete', 'disabled'])
        .describe('complete: no erased byte is left in table or index files (the WAL: see SECURITY.md); disabled: MEMWRIGHT_ERASURE_SCRUB=off, the bytes stay until autovacuum reuses their space'),
      /** When the scrub starts at the latest (erasures close together share one). */
      startsBy: z.string(),
      /** How long the last scrub of this process took, if one ran. */
      lastDurationMs: z.number().nullable(),
    }),
  })
  .meta({ id: 'ErasureResult' });
export type ErasureResult = z.infer<typeof erasureResultSchema>;

/** `DELETE /v1/memories/:id`'s query: whether the note's corrections go with it (default: they stay). */
export const eraseNoteQuerySchema = z.strictObject({
  includeCorrections: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: also erase the corrections that replaced this note. Default false: a correction is a newer statement and stays.'),
});
