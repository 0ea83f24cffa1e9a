/**
 * Request ids: every answer carries `x-request-id`, every problem document its
 * `requestId`, and every log line of the request its `reqId` — one string to find a
 * caller's failed call in the logs. A caller's own id is kept when it is a plain token
 * (so a proxy's or client's id carries through); anything else is replaced, so no
 * caller can write arbitrary text into the logs or headers.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

const SANE_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Fastify's `genReqId`: the caller's `x-request-id` when sane, else a random UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** Send the id on every answer and add it to every problem document. Register before any other onRequest hook. */
export function requestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  app.addHook('preSerialization', async (req, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/problem+json') || !payload || typeof payload !== 'object') return payload;
    return { ...(payload as object), requestId: req.id };
  });
}
