/**
 * Fastify glue for end-user tokens (src/auth/userToken.ts). A request carrying one gets
 * `req.endUser` and no `principal`; it may reach only routes declared with
 * `config: { endUser: true }` — every other route answers 403 before its handler runs,
 * whatever the URL spelling, because the check reads the route the router matched.
 */
import type { FastifyRequest } from 'fastify';
import { MemwrightError } from '../errors.js';
import type { EndUser, UserTokens } from '../auth/userToken.js';

declare module 'fastify' {
  interface FastifyRequest {
    endUser: EndUser | null;
  }
  interface FastifyInstance {
    userTokens: UserTokens;
  }
  interface FastifyContextConfig {
    /** The route serves end-user tokens (and only them). */
    endUser?: boolean;
  }
}

/** The refusal of a user token outside its routes. */
export function userTokenNotAllowed(): MemwrightError {
  return MemwrightError.forbidden('user_token_not_allowed', 'a user token may only list, correct and erase its own memories (/v1/me/…)');
}

/** onRequest, after authentication: a user token outside its routes is 403. */
export function guardEndUser(req: FastifyRequest): void {
  if (req.endUser && req.routeOptions.config?.endUser !== true) throw userTokenNotAllowed();
}

/** The caller's end-user grant: 401 without a token, 403 for an API key on an end-user route. */
export function endUserOf(req: FastifyRequest): EndUser {
  if (req.endUser) return req.endUser;
  if (req.principal) throw MemwrightError.forbidden('user_token_required', 'this route needs a user token (POST /v1/user-tokens)');
  throw MemwrightError.unauthorized('missing or invalid user token');
}
