/** An operator's restore of a note a pipeline stage retired. */
import { z } from 'zod';

export const restoreSchema = z
  .strictObject({
    reason: z.string().trim().min(1, 'must not be empty').max(500, 'must be at most 500 characters').optional().describe('Why the retirement was wrong (kept in the history).'),
  })
  .meta({ id: 'Restore' });
export type Restore = z.input<typeof restoreSchema>;
