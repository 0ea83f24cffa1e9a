/** Requests that read notes: one note by id, a filtered listing. */
import { z } from 'zod';
import { zStatus } from './enums.js';
import { zDeletionKey, zLookupId } from './write.js';

/** A note id in a path or a body. */
export const zNoteId = z.string().uuid('must be a UUID');

export const listQuerySchema = z.strictObject({
  agentId: zLookupId.optional(),
  userId: zLookupId.optional(),
  threadId: zLookupId.optional(),
  status: zStatus.optional(),
  deletionKey: zDeletionKey.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export type ListQuery = z.input<typeof listQuerySchema>;
