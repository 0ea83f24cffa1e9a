/** Requests that read notes: one note by id, a filtered listing. */
import { z } from 'zod';
import { zStatus } from './enums.js';
import { zDeletionKey, zLookupId, zText } from './write.js';

/** A note id in a path or a body. */
export const zNoteId = z.string().uuid('must be a UUID');

export const listQuerySchema = z.strictObject({
  agentId: zLookupId.optional(),
  userId: zLookupId.optional(),
  threadId: zLookupId.optional(),
  status: zStatus.optional(),
  deletionKey: zDeletionKey.optional(),
  contains: zText(200).optional().describe('Only notes whose content contains this text, ignoring case (the inspector\'s search).'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export type ListQuery = z.input<typeof listQuerySchema>;
