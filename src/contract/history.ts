/** A note's audit trail as every surface returns it. */
import { z } from 'zod';

export const historyItemSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    actor: z.string(),
    reason: z.string().nullable(),
    evidence: z.record(z.string(), z.string()).nullable(),
    detail: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'HistoryEvent' });

export const historySchema = z
  .object({ noteId: z.string(), erased: z.boolean(), items: z.array(historyItemSchema) })
  .meta({ id: 'History' });

export type History = z.infer<typeof historySchema>;
export type HistoryEvent = z.infer<typeof historyItemSchema>;
