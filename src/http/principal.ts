import type { FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal.js';
import { MemwrightError } from '../errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by app.ts's authentication hook from the Bearer key; null when none was given. */
    principal: Principal | null;
  }
}

/**
 * The caller's principal, or 401. Its own module so routes need not import app.ts,
 * which imports the routes.
 */
export function principalOf(req: FastifyRequest): Principal {
  if (!req.principal) throw MemwrightError.unauthorized();
  return req.principal;
}
