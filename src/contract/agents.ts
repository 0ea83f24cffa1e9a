/** Per-agent write configuration: the update body and the stored configuration. */
import { z } from 'zod';

export const agentConfigBodySchema = z
  .strictObject({
    allowMemoryWrite: z.boolean(),
    maxWritesPerRun: z.number().int().min(0).max(1000),
  })
  .meta({ id: 'AgentConfigUpdate' });
export type AgentConfigInput = z.input<typeof agentConfigBodySchema>;

export const agentConfigSchema = z
  .object({
    agentId: z.string(),
    allowMemoryWrite: z.boolean(),
    maxWritesPerRun: z.number(),
    /** False when no configuration was stored and the defaults apply. */
    configured: z.boolean(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'AgentConfig' });
export type AgentConfig = z.infer<typeof agentConfigSchema>;
