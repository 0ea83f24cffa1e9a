/**
 * A `fetch` answered by the app itself through `app.inject`: the HTTP transport's
 * tools call the very REST routes (same auth, roles, scope rules, outcomes and codes)
 * without a network hop or a second listener.
 */
import type { FastifyInstance } from 'fastify';

export function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const outHeaders = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) outHeaders.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    // A Response with a null-body status must not be given a body.
    const body = res.statusCode === 204 || res.statusCode === 304 ? null : res.body;
    return new Response(body, { status: res.statusCode, headers: outHeaders });
  }) as typeof fetch;
}
