/**
 * Authentication of every request, in one onRequest hook: before any body is parsed or
 * any param validated. What a request without a credential reaches is decided by the
 * route the router matched — its `config.access` — never by how the URL is spelled:
 * `/%761/memories` is the route `/v1/memories` and gets its rules; `/v1//memories`,
 * `/V1/memories`, `/v1/memories/`, `/v1/memories;x` match no route and are treated like
 * any protected route (401 without a credential, 404 with one), so a stranger learns
 * neither the contract nor which paths exist.
 *
 * Refusals are answered from the hook itself, not thrown: a plugin scope with its own
 * error handler (Bull Board's turns anything it did not throw into a bare 500) never
 * sees them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MemwrightError } from '../errors.js';
import { isUserToken, type EndUser } from '../auth/userToken.js';
import { AuthThrottle, KEY_PREFIX_LENGTH } from './authThrottle.js';
import { guardEndUser, requireLiveMinter, userTokenNotAllowed } from './endUser.js';
import { memwrightProblem } from '../contract/problem.js';
import { sendProblem } from './problem.js';

/**
 * Who reaches a route. Unset: a Bearer API key (or, on `endUser` routes, a user token).
 * `public`: anyone; API keys are not even looked up, but a user token is refused there
 * as everywhere outside /v1/me (403, without being verified). `admin-basic`: an admin key, as a
 * Bearer token or as the password of HTTP Basic auth so a person can open the page in a
 * browser (Bull Board). Basic is read only there, so the Basic credentials a browser
 * remembers never authenticate an API call that a hostile page makes it send.
 */
export type RouteAccess = 'public' | 'admin-basic';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** Routes anyone may reach, by the URL they are registered under (not the URL a request spells). */
const PUBLIC_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);
/** Trees of public routes: the API docs and the inspector's static page (it holds no authority; the API it calls does). */
const PUBLIC_TREES = ['/docs', '/ui'];

export function isPublicRoute(url: string): boolean {
  return PUBLIC_ROUTES.has(url) || PUBLIC_TREES.some((t) => url === t || url.startsWith(`${t}/`));
}

/** The password of a `Basic` authorization header (the user name is ignored). */
export function basicPassword(header: string | undefined): string | null {
  const m = header && /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!m) return null;
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  return i >= 0 ? decoded.slice(i + 1) : null;
}

/** A credential the request presents for this route: a Bearer token, or on `admin-basic` routes a Basic password. */
function presented(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const bearer = /^Bearer\s+([^]*)$/i.exec(h);
  if (bearer) return bearer[1]!.trim() || null;
  return req.routeOptions.config?.access === 'admin-basic' ? basicPassword(h) || null : null;
}

/** Resolve `secret` into `req.principal` or `req.endUser`; false when it authenticates nobody. */
async function resolve(app: FastifyInstance, req: FastifyRequest, secret: string): Promise<boolean> {
  if (!isUserToken(secret)) {
    req.principal = await app.keys.resolve(secret);
    return req.principal !== null;
  }
  let user: EndUser;
  try {
    user = app.userTokens.verify(secret);
  } catch (e) {
    if (e instanceof MemwrightError) return false;
    throw e;
  }
  // Well signed, so not a guess: a revoked minter is answered as such (401 token_revoked)
  // and not counted as a failed authentication.
  await requireLiveMinter(app, user);
  req.endUser = user;
  return true;
}

async function authenticateRequest(app: FastifyInstance, throttle: AuthThrottle, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const access = req.routeOptions.config?.access;
  const secret = presented(req);
  if (access === 'public') {
    if (secret && isUserToken(secret)) throw userTokenNotAllowed();
    return;
  }
  if (secret) {
    // Every user token starts with the same characters (`mwu1.` + the payload's JSON
    // opening): counting them by prefix would let anyone lock out every user. They are
    // HMAC-signed, so only the address is counted.
    const prefix = isUserToken(secret) ? null : secret.slice(0, KEY_PREFIX_LENGTH);
    const block = throttle.check(req.ip, prefix);
    if (block) {
      reply.header('retry-after', String(block.retryAfterSeconds));
      throw new MemwrightError('too_many_auth_failures', 'too many failed authentications from this address or with this key; retry later');
    }
    if (!(await resolve(app, req, secret))) {
      const over = throttle.fail(req.ip, prefix);
      if (over.address || over.key) req.log.warn({ ip: req.ip, by: over.address ? 'address' : 'key prefix' }, 'failed authentications over the limit: refusing credentials for the rest of the window');
    }
  }
  guardEndUser(req);
  if (access === 'admin-basic') {
    if (!req.principal) {
      reply.header('www-authenticate', 'Basic realm="memwright queues", charset="UTF-8"');
      throw MemwrightError.unauthorized('admin key required (Bearer, or as the Basic auth password)');
    }
    if (req.principal.role !== 'admin') throw MemwrightError.forbidden('forbidden', 'admin key required');
    return;
  }
  if (!req.principal && !req.endUser) throw MemwrightError.unauthorized();
}

/**
 * Mark the public routes and authenticate every other request (`req.principal` from an
 * API key, `req.endUser` from a user token). Register before any route.
 */
export function authentication(app: FastifyInstance, throttle: AuthThrottle): void {
  app.addHook('onRoute', (route) => {
    if (isPublicRoute(route.url)) route.config = { ...route.config, access: 'public' };
  });
  app.addHook('onRequest', async (req, reply) => {
    try {
      await authenticateRequest(app, throttle, req, reply);
    } catch (e) {
      if (e instanceof MemwrightError) return sendProblem(reply, memwrightProblem(e));
      throw e;
    }
  });
}
