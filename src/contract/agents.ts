/** Per-agent write configuration: the update body and the stored configuration. */
import { z } from 'zod';
import { zExtractionTrigger } from './enums.js';

export const agentConfigBodySchema = z
  .strictObject({
    allowMemoryWrite: z.boolean(),
    maxWritesPerRun: z.number().int().min(0).max(1000),
    /** The background lane (docs/design.md#background-lane); left out → unchanged (default `on_session_end`). */
    extractionTrigger: zExtractionTrigger.optional(),
    /** on_session_end: a run without events for this long counts as ended; null → only `trigger: "session_end"`. */
    extractionIdleSeconds: z.number().int().min(1).max(7 * 86_400).nullable().optional(),
    /** Extracted candidates one run may turn into new notes (default 10). */
    maxExtractedPerRun: z.number().int().min(0).max(1000).optional(),
  })
  .meta({ id: 'AgentConfigUpdate' });
export type AgentConfigInput = z.input<typeof agentConfigBodySchema>;

export const agentConfigSchema = z
  .object({
    agentId: z.string(),
    allowMemoryWrite: z.boolean(),
    maxWritesPerRun: z.number(),
    extractionTrigger: zExtractionTrigger,
    extractionIdleSeconds: z.number().nullable(),
    maxExtractedPerRun: z.number(),
    /** False when no configuration was stored and the defaults apply. */
    configured: z.boolean(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'AgentConfig' });
export type AgentConfig = z.infer<typeof agentConfigSchema>;
