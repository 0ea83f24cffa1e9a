/**
 * The access log (MEMWRIGHT_ACCESS_LOG): one line per answered request with what an
 * operator needs to find it — never the query string (ids, user ids, cursors), the
 * Authorization header or the body.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

/** Who made the request, as the audit trail names it: the API key's id, or the user token's. */
function callerOf(req: FastifyRequest): string | null {
  if (req.principal) return req.principal.keyId;
  if (req.endUser) return `user-token:${req.endUser.tokenId}`;
  return null;
}

export function accessLog(app: FastifyInstance, logger: Logger): void {
  app.addHook('onResponse', async (req, reply) => {
    logger.info(
      {
        method: req.method,
        // The route template (`/v1/memories/:id`), null when no route matched.
        route: req.routeOptions.url ?? null,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        requestId: req.id,
        keyId: callerOf(req),
      },
      'request',
    );
  });
}
