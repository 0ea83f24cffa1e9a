/** End-user tokens: the mint request and answer, and who a token speaks for. */
import { z } from 'zod';
import { zStatus } from './enums.js';
import { zLookupId } from './write.js';

/** One day: the token is for a session of a person looking at their memories. */
export const USER_TOKEN_MAX_TTL_SECONDS = 86_400;
export const USER_TOKEN_DEFAULT_TTL_SECONDS = 3_600;

export const userTokenRequestSchema = z
  .strictObject({
    userId: zLookupId.describe('The user whose memories the token shows.'),
    agentId: zLookupId.optional().describe('Narrow to the notes of this agent (and the user’s notes shared by all agents).'),
    ttlSeconds: z
      .number()
      .int()
      .min(60)
      .max(USER_TOKEN_MAX_TTL_SECONDS)
      .optional()
      .describe(`Lifetime in seconds (default ${USER_TOKEN_DEFAULT_TTL_SECONDS}, at most ${USER_TOKEN_MAX_TTL_SECONDS}).`),
  })
  .meta({ id: 'UserTokenRequest' });
export type UserTokenRequest = z.infer<typeof userTokenRequestSchema>;

export const userTokenSchema = z
  .object({ token: z.string(), expiresAt: z.string(), userId: z.string(), agentId: z.string().nullable() })
  .meta({ id: 'UserToken' });
export type UserTokenDto = z.infer<typeof userTokenSchema>;

export const endUserSchema = z
  .object({ tenantId: z.string(), userId: z.string(), agentId: z.string().nullable(), expiresAt: z.string() })
  .meta({ id: 'EndUser' });

/** `GET /v1/me/memories`: the token fixes the user (and agent); only these narrow further. */
export const endUserListQuerySchema = z.strictObject({
  status: zStatus.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
