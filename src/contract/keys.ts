/** API key administration: tenant ids and the key-creation request. */
import { z } from 'zod';
import { zRole } from './enums.js';
import { zId } from './write.js';

export const zTenantId = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1..64 characters of [A-Za-z0-9._-]');

const zInstant = z.iso.datetime({ offset: true });

export const createKeySchema = z
  .strictObject({
    tenantId: zTenantId,
    role: zRole,
    agentIds: z.array(zId).min(1).max(100).optional(),
    /** The key is refused from this instant on (ISO 8601 with an offset). Omitted: never expires. */
    expiresAt: zInstant.optional(),
  })
  .superRefine((v, ctx) => {
    // Only a well-formed instant is compared (a malformed one already has its issue).
    if (v.expiresAt !== undefined && zInstant.safeParse(v.expiresAt).success && !(Date.parse(v.expiresAt) > Date.now())) {
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'must be in the future' });
    }
    if (v.role === 'agent' && !v.agentIds) {
      ctx.addIssue({ code: 'custom', path: ['agentIds'], message: 'required for agent keys' });
    }
    if (v.role !== 'agent' && v.agentIds) {
      ctx.addIssue({ code: 'custom', path: ['agentIds'], message: 'only agent keys are bound to agents' });
    }
  })
  .meta({ id: 'CreateKey' });

export type CreateKey = z.infer<typeof createKeySchema>;
