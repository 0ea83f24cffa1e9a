/** The review queue: listing notes awaiting review, and an operator's decision. */
import { z } from 'zod';
import { zLookupId, zText } from './write.js';

export const reviewListQuerySchema = z.strictObject({
  agentId: zLookupId.optional(),
  userId: zLookupId.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

export const reviewDecisionSchema = z
  .strictObject({
    decision: z.enum(['approve', 'reject']),
    reason: zText(500).optional(),
  })
  .meta({ id: 'ReviewDecision' });
export type ReviewDecision = z.input<typeof reviewDecisionSchema>;
