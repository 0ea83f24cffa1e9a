/**
 * Fastify glue for end-user tokens (src/auth/userToken.ts). A request carrying one gets
 * `req.endUser` and no `principal`; it may reach only routes declared with
 * `config: { endUser: true }` — every other route answers 403 before its handler runs,
 * whatever the URL spelling, because the check reads the route the router matched.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MemwrightError } from '../errors.js';
import { isOperator } from '../auth/principal.js';
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

/**
 * A token is only as good as the key that minted it: once that key is revoked or has
 * expired, every token it minted is 401 `token_revoked`, as soon as the key itself is
 * refused — the same resolver and cache (at once in the process that revoked it, within
 * the resolver's ≤ 1 s everywhere else). Using a token counts as a use of that key.
 */
export async function requireLiveMinter(app: FastifyInstance, user: EndUser): Promise<void> {
  if (await minterIsLive(app, user)) return;
  throw new MemwrightError('token_revoked', 'the API key that minted this user token is revoked or expired: ask for a new token');
}

async function minterIsLive(app: FastifyInstance, user: EndUser): Promise<boolean> {
  const auth = app.services.config.auth;
  // The environment's admin key (KeyResolver's `bootstrap-admin`) is revoked by removing it.
  if (user.keyId === 'bootstrap-admin') return auth.adminKey !== undefined && user.tenantId === auth.adminTenant;
  const found = await app.keys.resolveId(user.keyId);
  return found !== null && found.principal.tenantId === user.tenantId && isOperator(found.principal);
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
