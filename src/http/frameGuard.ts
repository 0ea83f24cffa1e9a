/**
 * No page of this server may be framed by another origin (clickjacking Bull Board's
 * buttons or the inspector's erase button): `frame-ancestors 'none'` in the
 * Content-Security-Policy and `X-Frame-Options: DENY` for older browsers, on every
 * answer. A policy a route set before this hook runs is kept, its frame ancestors made `'none'`; a scope that
 * sets its own policy afterwards (the inspector, src/http/routes/ui.ts) carries the same
 * directive itself.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';

export const FRAME_ANCESTORS = "frame-ancestors 'none'";

/** `csp` with its frame ancestors (if it names any) replaced by `'none'`. */
export function withFrameAncestors(csp: string | undefined): string {
  const others = (csp ?? '')
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !/^frame-ancestors(\s|$)/i.test(d));
  return [...others, FRAME_ANCESTORS].join('; ');
}

/**
 * Both headers on one reply. For answers no onSend hook sees: fastify answers a URL it
 * cannot decode through `frameworkErrors` (src/http/app.ts), outside the hook chain.
 */
export function denyFraming(reply: FastifyReply): FastifyReply {
  const csp = reply.getHeader('content-security-policy');
  return reply.header('content-security-policy', withFrameAncestors(typeof csp === 'string' ? csp : undefined)).header('x-frame-options', 'DENY');
}

export function frameGuard(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    denyFraming(reply);
    return payload;
  });
}
