/**
 * The HTTP boundary over real sockets: authentication before any validation on the route
 * the router matched (whatever the URL spelling), foreign credentials never a 500, no
 * page frameable, the failed-auth throttle per address and per key prefix, request ids,
 * and an access log that never carries a secret. Requests are written byte for byte (a
 * fetch would normalise the very spellings under test) and, for the throttle, from
 * different loopback addresses (127.0.0.x) so the server sees distinct clients.
 */
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { buildApp } from '../../src/http/app.js';
import { withFrameAncestors } from '../../src/http/frameGuard.js';
import { queueBoardRoutes } from '../../src/http/routes/queues.js';
import { createServices } from '../../src/services.js';
import type { Services } from '../../src/ports.js';
import { ADMIN_KEY, describe, expect, test, testConfig } from '../support/fixtures.js';
import type { TestRedis } from '../support/redis.js';
import { waitFor } from '../support/waitFor.js';

interface Answer {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON when the answer is JSON, else the text. */
  body: any;
  text: string;
}

interface Send {
  headers?: Array<[string, string]> | Record<string, string>;
  body?: string;
  /** The local (client) address of the socket. */
  from?: string;
}

function decodeChunked(raw: Buffer): Buffer {
  const out: Buffer[] = [];
  let i = 0;
  for (;;) {
    const eol = raw.indexOf('\r\n', i);
    if (eol < 0) break;
    const size = Number.parseInt(raw.subarray(i, eol).toString('latin1'), 16);
    if (!size) break;
    out.push(raw.subarray(eol + 2, eol + 2 + size));
    i = eol + 2 + size + 2;
  }
  return Buffer.concat(out);
}

/** One HTTP/1.1 request written as given (headers as raw bytes: UTF-8 of the strings). */
function send(url: string, method: string, target: string, o: Send = {}): Promise<Answer> {
  const { hostname, port } = new URL(url);
  const headers = Array.isArray(o.headers) ? o.headers : Object.entries(o.headers ?? {});
  const body = o.body ?? '';
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), ...(o.from ? { localAddress: o.from } : {}) });
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`${method} ${target} timed out`)));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, split < 0 ? all.length : split).toString('latin1');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const hs: Record<string, string> = {};
      for (const l of lines) {
        const c = l.indexOf(':');
        const k = l.slice(0, c).trim().toLowerCase();
        hs[k] = hs[k] === undefined ? l.slice(c + 1).trim() : `${hs[k]}, ${l.slice(c + 1).trim()}`;
      }
      let raw: Buffer = split < 0 ? Buffer.alloc(0) : all.subarray(split + 4);
      if (/chunked/i.test(hs['transfer-encoding'] ?? '')) raw = decodeChunked(raw);
      const text = raw.toString('utf8');
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers: hs, body: parsed, text });
    });
    const out = [`${method} ${target} HTTP/1.1`, `host: ${hostname}:${port}`, 'connection: close'];
    for (const [k, v] of headers) out.push(`${k}: ${v}`);
    if (body || method === 'POST' || method === 'PUT' || method === 'PATCH') out.push(`content-length: ${Buffer.byteLength(body)}`);
    socket.write(Buffer.from(`${out.join('\r\n')}\r\n\r\n${body}`, 'utf8'));
  });
}

const isProblem = (a: Answer) => a.headers['content-type']?.startsWith('application/problem+json') && typeof a.body?.code === 'string' && a.body.status === a.status;
const bearer = (k: string) => ({ authorization: `Bearer ${k}` });
const basic = (password: string, user = 'admin') => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const JSON_BODY = { 'content-type': 'application/json' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Booted {
  app: FastifyInstance;
  services: Services;
  url: string;
  /** Every log line the process wrote (pino JSON), the app's and the access log's. */
  lines: Array<Record<string, any>>;
  /** Create an API key; returns the secret and its id. */
  key(tenant: string, role: 'agent' | 'operator' | 'admin', agentIds?: string[]): Promise<{ key: string; id: string }>;
  close(): Promise<void>;
}

/** A listening app with Bull Board, its log lines captured, under extra environment variables. */
async function boot(db: Database, redis: TestRedis, env: Record<string, string> = {}): Promise<Booted> {
  const lines: Array<Record<string, any>> = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n')) if (l.trim()) lines.push(JSON.parse(l));
      done();
    },
  });
  const services = await createServices(testConfig(redis.url, { MEMWRIGHT_QUEUE_PREFIX: `mwab-${randomUUID().slice(0, 8)}`, ...env }), {
    database: db,
    logger: pino({ level: 'info' }, sink),
    migrate: false,
  });
  const app = await buildApp(services, { plugins: [queueBoardRoutes] });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    services,
    url,
    lines,
    async key(tenant, role, agentIds) {
      const r = await send(url, 'POST', '/v1/admin/keys', {
        headers: { ...bearer(ADMIN_KEY), ...JSON_BODY },
        body: JSON.stringify({ tenantId: tenant, role, ...(agentIds ? { agentIds } : {}) }),
      });
      if (r.status !== 201) throw new Error(`key creation: ${r.status} ${r.text}`);
      return { key: r.body.key, id: r.body.id };
    },
    async close() {
      await app.close();
      await services.close();
    },
  };
}

async function mintUserToken(b: Booted, operatorKey: string, userId = 'alice'): Promise<string> {
  const r = await send(b.url, 'POST', '/v1/user-tokens', { headers: { ...bearer(operatorKey), ...JSON_BODY }, body: JSON.stringify({ userId }) });
  if (r.status !== 201) throw new Error(`user token: ${r.status} ${r.text}`);
  return r.body.token as string;
}

/** `/v1/memories` → `/%761/%6Demories`: the same route to the router, another string to a path check. */
const encodeFirsts = (path: string) =>
  path
    .split('/')
    .map((seg) => (seg && !seg.startsWith('{') ? `%${seg.charCodeAt(0).toString(16).toUpperCase()}${seg.slice(1)}` : seg))
    .join('/');

const errorLines = (b: Booted) => b.lines.filter((l) => l.level >= 50);

describe('authentication before validation, on the matched route', () => {
  test('every non-public operation of /docs/json answers 401 without a key, before its body or params are looked at', async ({ db, redis }) => {
    const b = await boot(db, redis);
    try {
      const doc = await send(b.url, 'GET', '/docs/json');
      expect(doc.status).toBe(200);
      const ops: Array<{ method: string; path: string; isPublic: boolean }> = [];
      for (const [path, item] of Object.entries(doc.body.paths as Record<string, Record<string, { security?: unknown[] }>>)) {
        for (const [method, op] of Object.entries(item)) {
          if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
          ops.push({ method: method.toUpperCase(), path, isPublic: Array.isArray(op.security) && op.security.length === 0 });
        }
      }
      expect(ops.length).toBeGreaterThan(20);
      // Only the health routes are public in the contract; the docs and /ui are hidden from it.
      expect([...new Set(ops.filter((o) => o.isPublic).map((o) => o.path))].sort()).toEqual(['/healthz', '/metrics', '/readyz']);

      const invalidBodies = ['{"not json', JSON.stringify({ bogus: ['x'.repeat(10)], content: 42 })];
      for (const op of ops.filter((o) => !o.isPublic)) {
        // Params that fail every route's validation (ids are UUIDs or short tokens).
        const concrete = op.path.replace(/\{[^}]+\}/g, '%20not%20valid%20');
        for (const target of [concrete, encodeFirsts(concrete), `${concrete}?limit=-5&bogus=1`]) {
          for (const body of invalidBodies) {
            const r = await send(b.url, op.method, target, { headers: JSON_BODY, body: op.method === 'GET' || op.method === 'DELETE' ? '' : body });
            expect([r.status, r.body?.code], `${op.method} ${target} without a key`).toEqual([401, 'unauthorized']);
            expect(isProblem(r)).toBe(true);
          }
        }
      }
      expect(errorLines(b)).toEqual([]);
    } finally {
      await b.close();
    }
  });

  test('spellings of /v1/memories: the ones the router matches get the route, the rest 401 without a key and 404 with one', async ({ db, redis, tenant }) => {
    const b = await boot(db, redis);
    try {
      const { key } = await b.key(tenant, 'agent', ['a1']);
      const invalid = JSON.stringify({ content: 42 });
      const host = new URL(b.url).host;
      // Spellings the router decodes to the route: without a key 401, with a key the route's own validation.
      for (const target of ['/v1/memories', '/%761/memories', '/v1/%6Demories', '/%76%31/%6D%65%6D%6F%72%69%65%73', `http://${host}/v1/memories`, 'http://elsewhere.example/%761/memories']) {
        const anon = await send(b.url, 'POST', target, { headers: JSON_BODY, body: invalid });
        expect([anon.status, anon.body?.code], `POST ${target} without a key`).toEqual([401, 'unauthorized']);
        const withKey = await send(b.url, 'POST', target, { headers: { ...bearer(key), ...JSON_BODY }, body: invalid });
        expect([withKey.status, withKey.body?.code], `POST ${target} with a key`).toEqual([400, 'validation_error']);
      }
      // Param validation is behind the key too.
      const badId = await send(b.url, 'GET', '/v1/memories/%20not-an-id%20');
      expect([badId.status, badId.body?.code]).toEqual([401, 'unauthorized']);
      expect((await send(b.url, 'GET', '/v1/memories/%20not-an-id%20', { headers: bearer(key) })).status).toBe(400);

      // Spellings that match no route: a stranger cannot tell them from protected routes.
      const unmatched = [
        '/v1//memories',
        '//v1/memories',
        '/V1/memories',
        '/v1/MEMORIES',
        '/v1/memories/',
        '/v1/memories;x',
        '/v1/memories;jsessionid=1',
        '/v1%2Fmemories',
        '/v1/memories%2F',
        '/v1/./memories',
        '/v1/x/../memories',
        '/v1/memories%20',
        '/v1/memories.json',
        '/v2/memories',
        '/v1/memories/x/y/z',
      ];
      for (const target of unmatched) {
        for (const method of ['POST', 'GET', 'PUT', 'DELETE']) {
          const hasBody = method === 'POST' || method === 'PUT';
          const anon = await send(b.url, method, target, { headers: hasBody ? JSON_BODY : {}, body: hasBody ? invalid : '' });
          expect([anon.status, anon.body?.code], `${method} ${target} without a key`).toEqual([401, 'unauthorized']);
        }
        // With a key the write route is not reached by any of them (GET /v1/memories/ is
        // the :id route with an empty id, so only POST is asserted here).
        const withKey = await send(b.url, 'POST', target, { headers: { ...bearer(key), ...JSON_BODY }, body: invalid });
        expect([withKey.status, withKey.body?.code], `POST ${target} with a key`).toEqual([404, 'route_not_found']);
        expect(isProblem(withKey)).toBe(true);
      }
      // A URL that cannot be decoded is refused before routing (and before any hook): a
      // problem about the URL, never a validation of the body or params.
      const broken = await send(b.url, 'POST', '/v1/memories/%E0%A4%A', { headers: JSON_BODY, body: invalid });
      expect([broken.status, broken.body?.code]).toEqual([400, 'bad_url']);
      expect(errorLines(b)).toEqual([]);
    } finally {
      await b.close();
    }
  });
});

describe('foreign credentials are 401 or 403, never 500', () => {
  test('Bull Board and operator routes refuse user tokens, Basic, junk, overlong and non-ASCII credentials with problem+json', async ({ db, redis, tenant }) => {
    const b = await boot(db, redis, { MEMWRIGHT_AUTH_FAILURE_LIMIT: '0' });
    try {
      const op = (await b.key(tenant, 'operator')).key;
      const agent = (await b.key(tenant, 'agent', ['a1'])).key;
      const userToken = await mintUserToken(b, op);
      const forged = (() => {
        const [, payload] = userToken.split('.');
        return `mwu1.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
      })();
      const credentials: Array<[string, string]> = [
        ['user-token-shaped garbage', 'Bearer mwu1.garbage'],
        ['bare user-token prefix', 'Bearer mwu1.'],
        ['user token with a forged signature', `Bearer ${forged}`],
        ['user token payload that is not JSON', `Bearer mwu1.${Buffer.from('{{{').toString('base64url')}.${'A'.repeat(43)}`],
        ['a real end-user token', `Bearer ${userToken}`],
        ['Basic with a user token as password', basic(userToken)],
        ['Basic with garbage user token', basic('mwu1.garbage')],
        ['Basic with an operator key', basic(op)],
        ['Basic without a colon', `Basic ${Buffer.from('nocolon').toString('base64')}`],
        ['Basic that is not base64', 'Basic !!!***'],
        ['Basic alone', 'Basic'],
        ['Bearer alone', 'Bearer'],
        ['Bearer and spaces', 'Bearer     '],
        ['random junk', `Bearer ${randomUUID()}${randomUUID()}`],
        ['unknown scheme', `Token ${op}`],
        ['operator key', `Bearer ${op}`],
        ['agent key', `Bearer ${agent}`],
        ['overlong bearer', `Bearer mw_${'A'.repeat(8000)}`],
        ['overlong user token', `Bearer mwu1.${'A'.repeat(8000)}.${'B'.repeat(43)}`],
        ['overlong Basic', basic(`mwu1.${'x'.repeat(6000)}`)],
        ['non-ASCII bearer', 'Bearer mw_ключ€😀é'],
        ['non-ASCII user token', 'Bearer mwu1.é€.😀'],
        ['non-ASCII Basic', `Basic ${Buffer.from('admin:пароль€').toString('base64')}`],
        ['control-free odd bytes', 'Bearer mw_\u00ff\u00fe\u00fd\u00fc\u00fb\u00fa\u00f9'],
      ];
      const targets: Array<[string, string]> = [
        ['GET', '/admin/queues'],
        ['GET', '/admin/queues/'],
        ['GET', '/admin/queues/api/queues'],
        ['GET', '/admin/queues/api/redis/stats'],
        ['GET', '/admin/queues/queue/ingest'],
        ['PUT', '/admin/queues/api/queues/ingest/retry/failed'],
        ['PUT', '/admin/queues/api/queues/ingest/pause'],
        ['GET', '/admin/queues/nothing/here'],
        ['GET', '/%61dmin/queues/api/queues'],
        ['GET', '/v1/admin/keys'],
        ['POST', '/v1/admin/keys'],
        ['POST', '/v1/user-tokens'],
        ['GET', '/v1/reviews'],
        ['POST', '/v1/erasure/preview'],
        ['GET', '/v1/pipeline/health'],
        ['GET', '/v1/users'],
      ];
      for (const [method, target] of targets) {
        for (const [what, authorization] of credentials) {
          // Real API keys are foreign to the board only; on /v1 they are what the route's own role check is for.
          if (what.endsWith(' key') && !what.startsWith('Basic') && target.startsWith('/v1/')) continue;
          const r = await send(b.url, method, target, { headers: { authorization, ...JSON_BODY }, body: method === 'GET' ? '' : '{}' });
          // A valid non-admin key on a path no route matches learns only that: 404.
          const expected = target.includes('nothing') && what.endsWith(' key') && !what.startsWith('Basic') ? [404] : [401, 403];
          expect(expected, `${method} ${target} with ${what}: ${r.status} ${r.text.slice(0, 200)}`).toContain(r.status);
          expect(isProblem(r), `${method} ${target} with ${what}`).toBe(true);
          // A user token is never verified into access outside /v1/me.
          if (what === 'a real end-user token') expect(r.body.code).toBe('user_token_not_allowed');
          // Board routes challenge a browser for Basic; a path no route matches is any protected path.
          if (r.status === 401 && target.includes('queues') && !target.includes('nothing')) expect(r.headers['www-authenticate'] ?? '', `${method} ${target} with ${what}`).toMatch(/^Basic realm=/);
        }
      }
      // A header past Node's limit is refused by Node itself, before the app: still no 500.
      const huge = await send(b.url, 'GET', '/admin/queues', { headers: { authorization: `Bearer ${'A'.repeat(20_000)}` } });
      expect(huge.status).toBe(431);
      // The same credentials are no fault of the server: not one error line.
      expect(errorLines(b)).toEqual([]);
      // And the board still answers its admin.
      expect((await send(b.url, 'GET', '/admin/queues/api/queues', { headers: { authorization: basic(ADMIN_KEY) } })).status).toBe(200);
    } finally {
      await b.close();
    }
  });
});

describe('no page can be framed', () => {
  test("frame-ancestors 'none' and X-Frame-Options: DENY on Bull Board, /ui, /docs, problems and 404s", async ({ db, redis }) => {
    const b = await boot(db, redis);
    try {
      const admin = bearer(ADMIN_KEY);
      const pages: Array<[string, Record<string, string>, number]> = [
        ['/admin/queues', admin, 200],
        ['/admin/queues/api/queues', admin, 200],
        ['/admin/queues', {}, 401],
        ['/ui', {}, 200],
        ['/docs', {}, 200],
        ['/docs/json', {}, 200],
        ['/docs/static/index.html', {}, 200],
        ['/healthz', {}, 200],
        ['/no/such/page', admin, 404],
        ['/no/such/page', {}, 401],
        ['/v1/memories/%E0%A4%A', admin, 400],
      ];
      for (const [path, headers, status] of pages) {
        let r = await send(b.url, 'GET', path, { headers });
        // Follow one redirect (the docs' index moves between versions of the UI plugin).
        if (r.status >= 300 && r.status < 400 && r.headers.location) {
          expect(r.headers['x-frame-options'], `${path} redirect`).toBe('DENY');
          r = await send(b.url, 'GET', new URL(r.headers.location, b.url).pathname, { headers });
        }
        expect(r.status, `GET ${path}: ${r.text.slice(0, 200)}`).toBe(status);
        expect(r.headers['x-frame-options'], path).toBe('DENY');
        const csp = r.headers['content-security-policy'] ?? '';
        expect(csp.match(/frame-ancestors[^;]*/gi), `${path}: ${csp}`).toEqual(["frame-ancestors 'none'"]);
      }
      // A policy a route set is kept, its frame ancestors replaced.
      expect(withFrameAncestors("default-src 'self'; frame-ancestors https://evil.example; img-src data:")).toBe("default-src 'self'; img-src data:; frame-ancestors 'none'");
      expect(withFrameAncestors(undefined)).toBe("frame-ancestors 'none'");
      expect(withFrameAncestors('FRAME-ANCESTORS *')).toBe("frame-ancestors 'none'");
    } finally {
      await b.close();
    }
  });
});

describe('failed-auth throttle over HTTP', () => {
  const LIMIT = 3;
  const env = { MEMWRIGHT_AUTH_FAILURE_LIMIT: String(LIMIT), MEMWRIGHT_AUTH_FAILURE_WINDOW_MS: '60000' };
  /** A wrong key with its own first ten characters (its own prefix counter). */
  const wrongKey = (prefix: string) => `${prefix.padEnd(10, '0').slice(0, 10)}${randomUUID()}`;
  const probe = (b: Booted, key: string, from: string) => send(b.url, 'GET', '/v1/memories?limit=1', { headers: bearer(key), from });

  test('per address: N failures → 429 too_many_auth_failures with Retry-After, even for a valid key; other addresses unaffected', async ({ db, redis, tenant }) => {
    const b = await boot(db, redis, env);
    try {
      const { key } = await b.key(tenant, 'operator');
      const from = '127.0.0.2';
      for (let i = 0; i < LIMIT; i++) {
        const r = await probe(b, wrongKey(`mw_addr${i}`), from);
        expect([r.status, r.body.code]).toEqual([401, 'unauthorized']);
      }
      const blockedId = `blocked-${randomUUID().slice(0, 8)}`;
      // The implemented rule: while an address is over the limit every credential from it is
      // refused unlooked-at — a valid key too (the check comes before the key is resolved).
      for (const k of [wrongKey('mw_addrX'), key, ADMIN_KEY]) {
        const r = await send(b.url, 'GET', '/v1/memories?limit=1', { headers: { ...bearer(k), 'x-request-id': blockedId }, from });
        expect([r.status, r.body.code]).toEqual([429, 'too_many_auth_failures']);
        expect(isProblem(r)).toBe(true);
        expect(r.body.requestId).toBe(blockedId);
        const retry = Number(r.headers['retry-after']);
        expect(Number.isInteger(retry)).toBe(true);
        expect(retry).toBeGreaterThanOrEqual(1);
        expect(retry).toBeLessThanOrEqual(60);
      }
      // Without a credential there is nothing to throttle: the usual 401; public routes answer.
      expect((await send(b.url, 'GET', '/v1/memories', { from })).status).toBe(401);
      expect((await send(b.url, 'GET', '/healthz', { from })).status).toBe(200);
      // A user token from the blocked address is refused the same way.
      const userToken = await mintUserToken(b, key);
      expect((await send(b.url, 'GET', '/v1/me', { headers: bearer(userToken), from })).status).toBe(429);
      // Another address is independent.
      expect((await probe(b, key, '127.0.0.3')).status).toBe(200);
      expect((await send(b.url, 'GET', '/v1/me', { headers: bearer(userToken), from: '127.0.0.3' })).status).toBe(200);
      expect((await probe(b, wrongKey('mw_other'), '127.0.0.3')).status).toBe(401);
      // One warning when the limit is reached, naming the address and the request, never a secret.
      const warn = b.lines.filter((l) => l.msg?.startsWith('failed authentications over the limit'));
      expect(warn).toHaveLength(1);
      expect(warn[0]).toMatchObject({ level: 40, ip: from, by: 'address' });
      expect(JSON.stringify(b.lines)).not.toContain(key);
      expect(errorLines(b)).toEqual([]);
    } finally {
      await b.close();
    }
  });

  test('per key prefix: failures of one prefix from many addresses lock that prefix, another prefix from the same address is free', async ({ db, redis, tenant }) => {
    const b = await boot(db, redis, env);
    try {
      const { key } = await b.key(tenant, 'operator');
      const prefix = key.slice(0, 10);
      // Guesses at the rest of one key from many addresses: each address fails once only.
      for (let i = 0; i < LIMIT; i++) expect((await probe(b, `${prefix}${randomUUID()}`, `127.0.0.${11 + i}`)).status).toBe(401);
      const fresh = '127.0.0.20';
      const r = await probe(b, `${prefix}${randomUUID()}`, fresh);
      expect([r.status, r.body.code]).toEqual([429, 'too_many_auth_failures']);
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // The key whose prefix is locked is refused too, from an address that never failed.
      expect((await probe(b, key, '127.0.0.21')).status).toBe(429);
      // Other prefixes, from the same address, are counted on their own.
      expect((await probe(b, wrongKey('mw_another'), fresh)).status).toBe(401);
      const { key: other } = await b.key(tenant, 'operator');
      expect((await probe(b, other, fresh)).status).toBe(200);
      const warn = b.lines.filter((l) => l.msg?.startsWith('failed authentications over the limit'));
      expect(warn.map((l) => l.by)).toEqual(['key prefix']);
    } finally {
      await b.close();
    }
  });

  test('successes never reset the count; forged user tokens count per address only', async ({ db, redis, tenant }) => {
    const b = await boot(db, redis, env);
    try {
      const { key } = await b.key(tenant, 'operator');
      const from = '127.0.0.30';
      for (let i = 0; i < LIMIT - 1; i++) expect((await probe(b, wrongKey(`mw_reset${i}`), from)).status).toBe(401);
      for (let i = 0; i < 5; i++) expect((await probe(b, key, from)).status).toBe(200);
      expect((await probe(b, wrongKey('mw_resetZ'), from)).status).toBe(401);
      expect((await probe(b, key, from)).status).toBe(429);

      // Every user token starts alike: forged ones from many addresses must not lock the real ones out.
      const userToken = await mintUserToken(b, key);
      for (let i = 0; i < LIMIT * 2; i++) {
        expect((await send(b.url, 'GET', '/v1/me', { headers: bearer(`${userToken.slice(0, 30)}x.${randomUUID()}`), from: `127.0.0.${40 + i}` })).status).toBe(401);
      }
      expect((await send(b.url, 'GET', '/v1/me', { headers: bearer(userToken), from: '127.0.0.60' })).status).toBe(200);
      // …but they do count against their address.
      for (let i = 0; i < LIMIT; i++) expect((await send(b.url, 'GET', '/v1/me', { headers: bearer(`mwu1.forged${i}.x`), from: '127.0.0.61' })).status).toBe(401);
      expect((await send(b.url, 'GET', '/v1/me', { headers: bearer(userToken), from: '127.0.0.61' })).status).toBe(429);
    } finally {
      await b.close();
    }
  });

  test('the block ends with the window; a limit of 0 never blocks', async ({ db, redis, tenant }) => {
    const short = await boot(db, redis, { MEMWRIGHT_AUTH_FAILURE_LIMIT: '2', MEMWRIGHT_AUTH_FAILURE_WINDOW_MS: '1200' });
    try {
      const { key } = await short.key(tenant, 'operator');
      const from = '127.0.0.70';
      for (let i = 0; i < 2; i++) expect((await probe(short, wrongKey(`mw_win${i}`), from)).status).toBe(401);
      const blocked = await probe(short, key, from);
      expect([blocked.status, blocked.headers['retry-after']]).toEqual([429, '2']);
      await new Promise((r) => setTimeout(r, 1300));
      expect((await probe(short, key, from)).status).toBe(200);
    } finally {
      await short.close();
    }
    const off = await boot(db, redis, { MEMWRIGHT_AUTH_FAILURE_LIMIT: '0' });
    try {
      const { key } = await off.key(tenant, 'operator');
      for (let i = 0; i < 30; i++) expect((await probe(off, `${key.slice(0, 10)}${i}wrongwrong`, '127.0.0.71')).status).toBe(401);
      expect((await probe(off, key, '127.0.0.71')).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe('x-request-id', () => {
  test('a plain caller id is echoed; anything else is replaced by a UUID; problems carry the same id', async ({ db, redis, tenant }) => {
    const b = await boot(db, redis);
    try {
      const { key } = await b.key(tenant, 'agent', ['a1']);
      const idOf = async (headers: Array<[string, string]>, target = '/v1/memories') => {
        const r = await send(b.url, 'GET', target, { headers });
        expect(r.status).toBe(401);
        expect(r.body.requestId).toBe(r.headers['x-request-id']);
        return r.headers['x-request-id'];
      };
      for (const sane of ['abc-123', 'trace.ID_42', 'x', 'a'.repeat(128), randomUUID()]) expect(await idOf([['x-request-id', sane]])).toBe(sane);
      for (const insane of ['has space', 'a'.repeat(129), 'a'.repeat(300), 'quote"d', 'semi;colon', 'ключ', 'a/b', '<script>']) {
        const id = await idOf([['x-request-id', insane]]);
        expect(id, JSON.stringify(insane)).toMatch(UUID);
      }
      // Two headers are joined by Node into "a, b": not a plain token.
      expect(await idOf([['x-request-id', 'one'], ['x-request-id', 'two']])).toMatch(UUID);
      expect(await idOf([])).toMatch(UUID);
      // Each request without an id gets its own.
      expect(await idOf([])).not.toBe(await idOf([]));

      // CR/LF cannot be smuggled into the id: a line break ends the header (the rest is
      // another header, which is not echoed), and a bare CR is refused by Node's parser.
      const split = await send(b.url, 'GET', '/v1/memories', { headers: [['x-request-id', 'abc\r\nx-injected: 1']] });
      expect(split.headers['x-request-id']).toBe('abc');
      expect(split.headers['x-injected']).toBeUndefined();
      const bareCr = await send(b.url, 'GET', '/v1/memories', { headers: [['x-request-id', 'abc\rdef']] });
      expect(bareCr.status).toBe(400);
      expect(bareCr.headers['x-request-id'] ?? '').not.toContain('def');

      // Every kind of problem carries it: auth, validation, not found, media type, bad URL.
      const cases: Array<[string, string, Record<string, string>, string, number]> = [
        ['GET', '/v1/memories', {}, '', 401],
        ['POST', '/v1/memories', { ...bearer(key), ...JSON_BODY }, '{"content":1}', 400],
        ['POST', '/v1/memories', { ...bearer(key), ...JSON_BODY }, '{"broken', 400],
        ['POST', '/v1/memories', { ...bearer(key), 'content-type': 'text/plain' }, 'hi', 415],
        ['GET', `/v1/memories/${randomUUID()}`, bearer(key), '', 404],
        ['GET', '/nowhere', bearer(key), '', 404],
        ['GET', '/v1/memories/%E0%A4%A', bearer(key), '', 400],
        ['GET', '/admin/queues', {}, '', 401],
      ];
      for (const [method, target, headers, body, status] of cases) {
        const id = `req-${randomUUID().slice(0, 8)}`;
        const r = await send(b.url, method, target, { headers: { ...headers, 'x-request-id': id }, body });
        expect(r.status, `${method} ${target}: ${r.text}`).toBe(status);
        expect(isProblem(r)).toBe(true);
        expect([r.headers['x-request-id'], r.body.requestId], `${method} ${target}`).toEqual([id, id]);
      }
      // A success carries the header and leaves the body alone.
      const ok = await send(b.url, 'GET', '/v1/memories?limit=1', { headers: { ...bearer(key), 'x-request-id': 'ok-1' } });
      expect([ok.status, ok.headers['x-request-id'], ok.body.requestId]).toEqual([200, 'ok-1', undefined]);
    } finally {
      await b.close();
    }
  });
});

describe('access log (MEMWRIGHT_ACCESS_LOG)', () => {
  test('one line per request: method, route template, status, requestId, keyId — never the query, the credential or the body', async ({ db, redis, tenant }) => {
    const b = await boot(db, redis, { MEMWRIGHT_ACCESS_LOG: 'true' });
    try {
      const op = await b.key(tenant, 'operator');
      const agent = await b.key(tenant, 'agent', ['a1']);
      const userToken = await mintUserToken(b, op.key);
      const tokenId = b.app.userTokens.verify(userToken).tokenId;
      const secrets = {
        query: 'QUERYSECRET-7f3a',
        cursor: 'CURSORSECRET-9b1c',
        body: 'BODYSECRET-2d4e',
        badKey: `mw_BADKEYSECRET${randomUUID()}`,
      };
      const writeBody = JSON.stringify({
        content: `The user said ${secrets.body}.`,
        memoryType: 'semantic',
        category: 'preference',
        source: 'user',
        confidence: 'asserted',
        evidence: { messageId: 'm1' },
        run: { runId: 'r1', agentId: 'a1', userId: secrets.body },
      });
      const noteId = randomUUID();
      const requests: Array<{ method: string; target: string; headers: Record<string, string>; body?: string; route: string | null; status: number; keyId: string | null }> = [
        { method: 'GET', target: `/v1/memories?userId=${secrets.query}&limit=1`, headers: bearer(op.key), route: '/v1/memories', status: 200, keyId: op.id },
        { method: 'POST', target: '/v1/memories', headers: { ...bearer(agent.key), ...JSON_BODY }, body: writeBody, route: '/v1/memories', status: 201, keyId: agent.id },
        { method: 'POST', target: `/v1/memories?x=${secrets.query}`, headers: { ...bearer(agent.key), ...JSON_BODY }, body: `{"content":"${secrets.body}"}`, route: '/v1/memories', status: 400, keyId: agent.id },
        { method: 'GET', target: `/v1/memories/${noteId}?cursor=${secrets.cursor}`, headers: bearer(op.key), route: '/v1/memories/:id', status: 404, keyId: op.id },
        { method: 'GET', target: `/%761/memories?userId=${secrets.query}`, headers: bearer(secrets.badKey), route: '/v1/memories', status: 401, keyId: null },
        { method: 'GET', target: `/nowhere?token=${secrets.query}`, headers: {}, route: null, status: 401, keyId: null },
        { method: 'GET', target: '/v1/me', headers: bearer(userToken), route: '/v1/me', status: 200, keyId: `user-token:${tokenId}` },
        { method: 'GET', target: '/admin/queues/api/queues', headers: { authorization: basic(ADMIN_KEY) }, route: '/admin/queues/api/queues', status: 200, keyId: 'bootstrap-admin' },
        { method: 'GET', target: '/healthz', headers: {}, route: '/healthz', status: 200, keyId: null },
      ];
      for (const [i, q] of requests.entries()) {
        const requestId = `log-${i}-${randomUUID().slice(0, 8)}`;
        const r = await send(b.url, q.method, q.target, { headers: { ...q.headers, 'x-request-id': requestId }, body: q.body });
        expect(r.status, `${q.method} ${q.target}: ${r.text.slice(0, 200)}`).toBe(q.status);
        const lines = await waitFor(() => {
          const l = b.lines.filter((x) => x.msg === 'request' && x.requestId === requestId);
          return l.length ? l : null;
        });
        // The onResponse hook has run once: one line, and no second one arrives.
        await new Promise((res) => setTimeout(res, 20));
        expect(b.lines.filter((x) => x.msg === 'request' && x.requestId === requestId)).toHaveLength(1);
        expect(lines[0]).toMatchObject({ level: 30, method: q.method, route: q.route, status: q.status, requestId, keyId: q.keyId });
        expect(typeof lines[0]!.ms).toBe('number');
      }
      const logged = JSON.stringify(b.lines);
      for (const s of [...Object.values(secrets), op.key, agent.key, userToken, ADMIN_KEY, basic(ADMIN_KEY).slice(6), op.key.slice(0, 10)]) {
        expect(logged, `the log holds ${s}`).not.toContain(s);
      }
      expect(logged).not.toMatch(/authorization|Bearer|Basic /i);
      expect(errorLines(b)).toEqual([]);
    } finally {
      await b.close();
    }
    // Off (the default): no request lines at all.
    const quiet = await boot(db, redis);
    try {
      expect((await send(quiet.url, 'GET', '/healthz')).status).toBe(200);
      expect((await send(quiet.url, 'GET', '/v1/memories')).status).toBe(401);
      await new Promise((res) => setTimeout(res, 50));
      expect(quiet.lines.filter((l) => l.msg === 'request')).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});
