/**
 * The published OpenAPI document (GET /docs/json) is one tools can trust: every route
 * is in it with an operationId, tag, summary and description; every error is a
 * documented problem+json response naming its codes; and real responses of every
 * operation — successes and refusals — validate against it (ajv, JSON Schema 2020-12
 * as OpenAPI 3.1 uses). Every operation carries examples that validate against its own
 * schemas and that the server accepts as they are; the first server is the origin the
 * document was fetched from. Redocly and Spectral lint it in test/http/openapi-lint.test.ts.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { test, expect } from '../support/fixtures.js';
import { ADMIN_KEY } from '../support/fixtures.js';
import { OPERATIONS } from '../../src/http/openapi.js';
import { TestServer } from '../support/http.js';
import { agentWrite } from '../support/writeBody.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const DOC_ID = 'https://memwright.test/openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Doc = { openapi: string; servers?: unknown[]; tags?: { name: string }[]; paths: Record<string, Record<string, any>>; components: any };

async function loadDoc(http: TestServer): Promise<Doc> {
  const r = await fetch(`${http.url}/docs/json`);
  expect(r.status).toBe(200);
  return (await r.json()) as Doc;
}

/** Route → OpenAPI path: `/v1/memories/:id` → `/v1/memories/{id}`. */
const oasPath = (p: string) => p.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
/** fastify's route tree (`printRoutes`) as full paths and their methods. */
function servedRoutes(tree: string): Array<[string, string[]]> {
  const out: Array<[string, string[]]> = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const path = (depth ? stack[depth - 1]! : '') + m[2]!;
    stack.push(path);
    if (m[3]) out.push([path, m[3].split(', ')]);
  }
  return out;
}
const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

test('every route has an operationId, tag, summary and description; errors are problem+json; servers, health routes, 201 key creation', async ({ services }) => {
  const http = await TestServer.start(services);
  try {
    const doc = await loadDoc(http);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers?.length).toBeGreaterThan(0);
    const declaredTags = new Set(doc.tags?.map((t) => t.name));

    // Every route fastify serves under /v1 (and the health routes) is in the document.
    const served = new Set<string>();
    for (const [path, methods] of servedRoutes(http.app.printRoutes({ commonPrefix: false }))) {
      if (!path.startsWith('/v1/') && !['/healthz', '/readyz', '/metrics'].includes(path)) continue;
      for (const method of methods) if (method !== 'HEAD' && method !== 'OPTIONS') served.add(`${method.toLowerCase()} ${oasPath(path)}`);
    }
    const documented = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) for (const m of METHODS) if (item[m]) documented.add(`${m} ${path}`);
    expect(served.size).toBeGreaterThanOrEqual(19);
    expect([...served].filter((r) => !documented.has(r))).toEqual([]);
    expect([...documented].filter((r) => !served.has(r))).toEqual([]);

    const ids = new Set<string>();
    for (const key of documented) {
      const [m, path] = key.split(' ') as [string, string];
      const op = doc.paths[path]![m];
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(ids.has(op.operationId), `duplicate operationId ${op.operationId}`).toBe(false);
      ids.add(op.operationId);
      expect(op.summary, key).toBeTruthy();
      expect(op.description, key).toBeTruthy();
      expect(op.tags?.length, key).toBe(1);
      expect(declaredTags.has(op.tags[0]), key).toBe(true);
      for (const [status, res] of Object.entries<any>(op.responses)) {
        if (Number(status) < 400) continue;
        expect(Object.keys(res.content), `${key} ${status}`).toEqual(['application/problem+json']);
        expect(res.content['application/problem+json'].schema.allOf[1].properties.code.enum.length, `${key} ${status}`).toBeGreaterThan(0);
      }
      if (path.startsWith('/v1/')) {
        expect(Object.keys(op.responses), key).toEqual(expect.arrayContaining(['400', '401', '500']));
        expect(op.security, key).toBeUndefined(); // the document-wide bearer requirement
      } else {
        expect(op.security, key).toEqual([]); // no key needed
      }
    }
    const create = doc.paths['/v1/admin/keys']!.post;
    expect(Object.keys(create.responses).filter((s) => s < '400')).toEqual(['201']);
    expect(create.responses['201'].content['application/json'].schema.required).toEqual(expect.arrayContaining(['id', 'key', 'tenantId', 'role']));
    expect(doc.paths['/metrics']!.get.responses['200'].content).toHaveProperty(['text/plain']);
  } finally {
    await http.close();
  }
});

test('real responses of every operation validate against the published document', async ({ services, tenant }) => {
  const http = await TestServer.start(services);
  try {
    const doc = await loadDoc(http);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ ...doc, $id: DOC_ID });

    const seen = new Set<string>();
    /** Send a request and check its answer against the document's response for that status and media type. */
    const check = async (method: string, route: string, path: string, key: string | null, body?: unknown, headers: Record<string, string> = {}) => {
      const h: Record<string, string> = { ...headers };
      if (key) h.authorization = `Bearer ${key}`;
      let payload: string | undefined;
      if (typeof body === 'string') payload = body;
      else if (body !== undefined) {
        payload = JSON.stringify(body);
        h['content-type'] ??= 'application/json';
      }
      const res = await fetch(http.url + path, { method, headers: h, body: payload });
      const text = await res.text();
      const mediaType = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
      const where = `${method} ${path} → ${res.status} ${mediaType}`;
      const op = doc.paths[oasPath(route)]?.[method.toLowerCase()];
      expect(op, `${method} ${route} is not documented`).toBeDefined();
      const response = op.responses[String(res.status)];
      expect(response, `${where}: status not documented (body ${text.slice(0, 200)})`).toBeDefined();
      expect(Object.keys(response.content ?? {}), where).toContain(mediaType);
      if (mediaType.endsWith('json')) {
        const ref = `${DOC_ID}#/${pointer('paths', oasPath(route), method.toLowerCase(), 'responses', String(res.status), 'content', mediaType, 'schema')}`;
        const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
        const parsed = JSON.parse(text);
        expect(validate(parsed), `${where}: ${JSON.stringify(validate.errors)} body ${text.slice(0, 300)}`).toBe(true);
      }
      seen.add(`${method.toLowerCase()} ${oasPath(route)} ${res.status}`);
      return { status: res.status, body: mediaType.endsWith('json') ? JSON.parse(text) : text };
    };

    // Admin: keys.
    const created = await check('POST', '/v1/admin/keys', '/v1/admin/keys', ADMIN_KEY, { tenantId: tenant, role: 'agent', agentIds: ['a1'] });
    expect(created.status).toBe(201);
    const agent = created.body.key as string;
    const op = (await check('POST', '/v1/admin/keys', '/v1/admin/keys', ADMIN_KEY, { tenantId: tenant, role: 'operator' })).body.key as string;
    const spare = (await check('POST', '/v1/admin/keys', '/v1/admin/keys', ADMIN_KEY, { tenantId: tenant, role: 'operator' })).body.id as string;
    expect((await check('POST', '/v1/admin/keys', '/v1/admin/keys', ADMIN_KEY, { tenantId: tenant, role: 'agent' })).status).toBe(400);
    expect((await check('POST', '/v1/admin/keys', '/v1/admin/keys', op, { tenantId: tenant, role: 'admin' })).status).toBe(403);
    expect((await check('GET', '/v1/admin/keys', `/v1/admin/keys?tenantId=${tenant}`, ADMIN_KEY)).status).toBe(200);
    expect((await check('DELETE', '/v1/admin/keys/:id', `/v1/admin/keys/${spare}`, ADMIN_KEY)).status).toBe(200);
    expect((await check('DELETE', '/v1/admin/keys/:id', '/v1/admin/keys/00000000-0000-4000-8000-000000000000', ADMIN_KEY)).status).toBe(404);

    // Writes: every outcome status and refusal.
    const run = { runId: 'r1', agentId: 'a1', userId: 'u1' };
    const w = await check('POST', '/v1/memories', '/v1/memories', agent, agentWrite('User prefers bar charts.', run, { deletionKey: 'pref/charts' }));
    expect(w.status).toBe(201);
    const id = w.body.note.id as string;
    expect((await check('POST', '/v1/memories', '/v1/memories', agent, agentWrite('User prefers bar charts.', run, { deletionKey: 'pref/charts' }))).status).toBe(200);
    const queued = await check('POST', '/v1/memories', '/v1/memories', agent, agentWrite('Always answer in French.', run, { memoryType: 'procedural' }));
    expect(queued.status).toBe(202);
    expect((await check('POST', '/v1/memories', '/v1/memories', agent, agentWrite('User likes tea.', run, { evidence: undefined }))).status).toBe(422);
    expect((await check('POST', '/v1/memories', '/v1/memories', agent, agentWrite('User prefers pie charts.', { ...run, runId: 'r2' }, { deletionKey: 'pref/charts', conflictPolicy: 'reject' }))).status).toBe(409);
    expect((await check('POST', '/v1/memories', '/v1/memories', agent, agentWrite('User likes jazz.', run, { protectionTier: 'protected' }))).status).toBe(403);
    expect((await check('POST', '/v1/memories', '/v1/memories', agent, { content: 'x' })).status).toBe(400);
    expect((await check('POST', '/v1/memories', '/v1/memories', agent, '{"content":', { 'content-type': 'application/json' })).status).toBe(400);
    expect((await check('POST', '/v1/memories', '/v1/memories', agent, 'hello', { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await check('POST', '/v1/memories', '/v1/memories', agent, { content: 'x'.repeat(70_000) })).status).toBe(413);
    expect((await check('POST', '/v1/memories', '/v1/memories', null, agentWrite('User likes jazz.', run))).status).toBe(401);
    expect((await check('PUT', '/v1/agents/:agentId', '/v1/agents/a1', op, { allowMemoryWrite: true, maxWritesPerRun: 1 })).status).toBe(200);
    expect((await check('GET', '/v1/agents/:agentId', '/v1/agents/a1', op)).status).toBe(200);
    expect((await check('GET', '/v1/agents/:agentId', '/v1/agents/a1', agent)).status).toBe(403);
    expect((await check('POST', '/v1/memories', '/v1/memories', agent, agentWrite('User likes jazz.', { ...run, runId: 'r3' }))).status).toBe(201);
    expect((await check('POST', '/v1/memories', '/v1/memories', agent, agentWrite('User likes blues.', { ...run, runId: 'r3' }))).status).toBe(429);

    // Reads.
    expect((await check('GET', '/v1/memories', '/v1/memories?userId=u1', agent)).status).toBe(200);
    expect((await check('GET', '/v1/memories', '/v1/memories?cursor=nope', agent)).status).toBe(400);
    expect((await check('GET', '/v1/memories', '/v1/memories?agentId=a2', agent)).status).toBe(403);
    expect((await check('GET', '/v1/memories/:id', `/v1/memories/${id}`, agent)).status).toBe(200);
    expect((await check('GET', '/v1/memories/:id', '/v1/memories/00000000-0000-4000-8000-000000000000', agent)).status).toBe(404);
    expect((await check('GET', '/v1/memories/:id', `/v1/memories/${'a'.repeat(3000)}`, agent)).status).toBe(414);
    expect((await check('POST', '/v1/context', '/v1/context', agent, { agentId: 'a1', userId: 'u1', query: 'charts' })).status).toBe(200);
    expect((await check('POST', '/v1/context', '/v1/context', agent, { agentId: 'a2', userId: 'u1' })).status).toBe(403);
    // Events (the background lane).
    const evRun = { runId: 'r-events', agentId: 'a1', userId: 'u1' };
    expect((await check('POST', '/v1/events', '/v1/events', agent, { run: evRun, events: [{ id: 'e1', role: 'user', content: 'I like tea.' }] })).status).toBe(202);
    expect((await check('POST', '/v1/events', '/v1/events', agent, { run: evRun, events: [] })).status).toBe(400);
    expect((await check('POST', '/v1/events', '/v1/events', agent, { run: { ...evRun, userId: 'u9' }, events: [{ id: 'e2', role: 'user', content: 'x' }] })).status).toBe(409);

    // Lifecycle and reviews (operators).
    expect((await check('GET', '/v1/memories/:id/history', `/v1/memories/${id}/history`, op)).status).toBe(200);
    expect((await check('GET', '/v1/memories/:id/history', `/v1/memories/${id}/history`, agent)).status).toBe(403);
    expect((await check('POST', '/v1/memories/:id/restore', `/v1/memories/${id}/restore`, op)).status).toBe(409);
    expect((await check('POST', '/v1/memories/:id/restore', '/v1/memories/00000000-0000-4000-8000-000000000000/restore', op, {})).status).toBe(404);
    const corrected = await check('PATCH', '/v1/memories/:id', `/v1/memories/${id}`, op, { content: 'User prefers line charts.', reason: 'user said so' });
    expect(corrected.status).toBe(200);
    expect((await check('PATCH', '/v1/memories/:id', `/v1/memories/${id}`, op, { content: 'User prefers area charts.', reason: 'again' })).status).toBe(409);
    expect((await check('GET', '/v1/reviews', '/v1/reviews', op)).status).toBe(200);
    expect((await check('GET', '/v1/reviews', '/v1/reviews', agent)).status).toBe(403);
    expect((await check('POST', '/v1/reviews/:id', `/v1/reviews/${queued.body.note.id}`, op, { decision: 'reject', reason: 'steering' })).status).toBe(200);
    expect((await check('POST', '/v1/reviews/:id', `/v1/reviews/${queued.body.note.id}`, op, { decision: 'reject', reason: 'again' })).status).toBe(409);
    expect((await check('DELETE', '/v1/memories/:id', `/v1/memories/${corrected.body.id}`, op)).status).toBe(200);
    expect((await check('DELETE', '/v1/memories/:id', `/v1/memories/${corrected.body.id}`, op)).status).toBe(404);
    expect((await check('POST', '/v1/erasure', '/v1/erasure', op, { userId: 'u1' })).status).toBe(200);
    expect((await check('POST', '/v1/erasure', '/v1/erasure', agent, { userId: 'u1' })).status).toBe(403);

    // Operations.
    expect((await check('GET', '/healthz', '/healthz', null)).status).toBe(200);
    expect((await check('GET', '/readyz', '/readyz', null)).status).toBe(200);
    expect((await check('GET', '/metrics', '/metrics', null)).status).toBe(200);

    // Every operation of src/http/openapi.ts was exercised with a success (restore's needs a
    // pipeline retirement: test/lifecycle covers it). Routes documented by its fallback have their own tests.
    const succeeded = new Set([...seen].filter((s) => /\s2\d\d$/.test(s)).map((s) => s.replace(/\s\d+$/, '')));
    const own = Object.entries(OPERATIONS).filter(([, d]) => d.operationId).map(([k]) => k);
    const described = [...own, 'GET /healthz', 'GET /readyz', 'GET /metrics'].map((k) => {
      const [m, p] = k.split(' ') as [string, string];
      return `${m.toLowerCase()} ${oasPath(p)}`;
    });
    expect(described.filter((d) => !succeeded.has(d))).toEqual(['post /v1/memories/{id}/restore']);
  } finally {
    await http.close();
  }
});

/** One GET over a raw socket, so the Host header goes out exactly as written (fetch would set its own). */
function rawGet(port: number, path: string, headerLines: string): Promise<{ status: number; text: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(`GET ${path} HTTP/1.1\r\n${headerLines}\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (c: string) => (text += c));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      let body = text.slice(text.indexOf('\r\n\r\n') + 4);
      // Chunked answers: join the chunks.
      if (/\r\ntransfer-encoding: chunked/i.test(text.slice(0, text.indexOf('\r\n\r\n')))) {
        let out = '';
        for (let rest = body; ; ) {
          const eol = rest.indexOf('\r\n');
          const size = parseInt(rest.slice(0, eol), 16);
          if (!size) break;
          out += rest.slice(eol + 2, eol + 2 + size);
          rest = rest.slice(eol + 2 + size + 2);
        }
        body = out;
      }
      resolve({ status, text, body });
    });
  });
}

const TEMPLATED = '{scheme}://{host}';

test('the document lists the origin it was fetched from first; a Host that is not host[:port] leaves only the templated server', async ({ services }) => {
  const http = await TestServer.start(services);
  try {
    const port = (http.app.server.address() as AddressInfo).port;
    const doc = await loadDoc(http);
    const urls = (d: Doc) => (d.servers as { url: string }[]).map((s) => s.url);
    expect(urls(doc)).toEqual([`http://127.0.0.1:${port}`, TEMPLATED]);
    expect(await (await fetch(`${http.url}/docs/yaml`)).text()).toContain(`url: http://127.0.0.1:${port}`);
    // The app trusts no proxy: forwarded headers change nothing.
    const forwarded = (await (await fetch(`${http.url}/docs/json`, { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.com' } })).json()) as Doc;
    expect(urls(forwarded)).toEqual([`http://127.0.0.1:${port}`, TEMPLATED]);
    // Swagger UI at /docs reads the same transformed document.
    expect(await (await fetch(`${http.url}/docs/static/swagger-initializer.js`)).text()).toContain("resolveUrl('./json')");

    const served = async (host: string) => {
      const r = await rawGet(port, '/docs/json', `Host: ${host}`);
      expect(r.status, host).toBe(200);
      return urls(JSON.parse(r.body) as Doc);
    };
    expect(await served('[::1]:8080')).toEqual(['http://[::1]:8080', TEMPLATED]);
    expect(await served('Memwright.Example:8443')).toEqual(['http://memwright.example:8443', TEMPLATED]);
    expect(await served('memwright.example')).toEqual(['http://memwright.example', TEMPLATED]);
    for (const hostile of ['evil.com/x"<', 'evil.com%0d%0aX-Injected: 1', 'evil.com:99999', 'user@evil.com', 'evil.com:80, other.com', '[::1', '[fe80::1%25eth0]:80', '[evil]:80', 'evil.com:', '-evil.com', 'evil..com']) {
      expect(await served(hostile), hostile).toEqual([TEMPLATED]);
    }
    // CR/LF inside the header: the HTTP parser refuses the request before any route.
    for (const lines of ['Host: evil.com\r\n x"<', 'Host: evil.com\nX-Injected: 1', 'Host: evil.com\rX-Injected: 1']) {
      const r = await rawGet(port, '/docs/json', lines);
      expect(r.status, JSON.stringify(lines)).toBe(400);
      expect(r.body).not.toContain('evil');
    }
  } finally {
    await http.close();
  }
});

test('every operation has request and success-response examples that validate against its own schemas', async ({ services }) => {
  const http = await TestServer.start(services);
  try {
    const doc = await loadDoc(http);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ ...doc, $id: DOC_ID });
    const validateAt = (where: string, schemaPath: string[], value: unknown) => {
      const ref = `${DOC_ID}#/${pointer(...schemaPath)}`;
      const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
      expect(validate(value), `${where}: ${JSON.stringify(validate.errors)}`).toBe(true);
    };
    let operations = 0;
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const m of METHODS) {
        const op = item[m];
        if (!op) continue;
        operations++;
        const key = `${m.toUpperCase()} ${path}`;
        for (const [type, media] of Object.entries<any>(op.requestBody?.content ?? {})) {
          const named = Object.entries<any>(media.examples ?? {});
          expect(named.length, `${key} request ${type}: no example`).toBeGreaterThan(0);
          for (const [name, example] of named) {
            expect(example.summary, `${key} request ${name}`).toBeTruthy();
            validateAt(`${key} request ${name}`, ['paths', path, m, 'requestBody', 'content', type, 'schema'], example.value);
            checked++;
          }
        }
        const successes = Object.entries<any>(op.responses).filter(([status]) => /^2\d\d$/.test(status));
        expect(successes.length, key).toBeGreaterThan(0);
        for (const [status, res] of successes) {
          for (const [type, media] of Object.entries<any>(res.content ?? {})) {
            const named = Object.entries<any>(media.examples ?? {});
            expect(named.length, `${key} ${status} ${type}: no example`).toBeGreaterThan(0);
            for (const [name, example] of named) {
              expect(example.summary, `${key} ${status} ${name}`).toBeTruthy();
              if (type.endsWith('json')) validateAt(`${key} ${status} ${name}`, ['paths', path, m, 'responses', status, 'content', type, 'schema'], example.value);
              else expect(typeof example.value, `${key} ${status} ${name}`).toBe('string');
              checked++;
            }
          }
        }
      }
    }
    expect(operations).toBeGreaterThanOrEqual(30);
    expect(checked).toBeGreaterThan(operations);
  } finally {
    await http.close();
  }
});

test('the request examples, sent as they are, are accepted by a real server', async ({ services, tenant }) => {
  const http = await TestServer.start(services);
  try {
    const doc = await loadDoc(http);
    const examplesOf = (path: string, method: string) =>
      Object.values<any>(doc.paths[path]![method].requestBody.content['application/json'].examples).map((e) => e.value as Record<string, any>);
    const [write, procedural] = examplesOf('/v1/memories', 'post');
    expect(procedural).toBeDefined();
    const agentIds = [write!.run.agentId as string];
    const agent = (await http.post('/v1/admin/keys', ADMIN_KEY, { tenantId: tenant, role: 'agent', agentIds })).body.key as string;
    const op = (await http.post('/v1/admin/keys', ADMIN_KEY, { tenantId: tenant, role: 'operator' })).body.key as string;

    const sent = new Set<string>();
    /** Every example of one operation, sent with `key` to `url` (default: the documented path). */
    const send = async (path: string, method: string, key: string, expected: number[], url = path, adapt = (b: Record<string, any>) => b) => {
      const answers = [];
      for (const body of examplesOf(path, method)) {
        const r = await http.req(method.toUpperCase(), url, key, adapt(body));
        expect(expected, `${method} ${url} ${JSON.stringify(body)} → ${r.status} ${r.text.slice(0, 300)}`).toContain(r.status);
        answers.push(r.body);
      }
      sent.add(`${method} ${path}`);
      return answers;
    };

    const [written, held] = await send('/v1/memories', 'post', agent, [201, 202]);
    expect(written.outcome).toBe('written');
    expect(held.outcome).toBe('queued_for_review');
    expect((await send('/v1/events', 'post', agent, [202]))[0].inserted).toBe(2);
    expect((await send('/v1/context', 'post', agent, [200]))[0].notes.map((n: { id: string }) => n.id)).toContain(written.note.id);
    await send('/v1/agents/{agentId}', 'put', op, [200], `/v1/agents/${agentIds[0]}`);
    await send('/v1/reviews/{id}', 'post', op, [200], `/v1/reviews/${held.note.id}`);
    // The user corrects the note their agent wrote; an operator then corrects that correction.
    const [token] = await send('/v1/user-tokens', 'post', op, [201]);
    const [corrected] = await send('/v1/me/memories/{id}', 'patch', token.token, [200], `/v1/me/memories/${written.note.id}`);
    await send('/v1/memories/{id}', 'patch', op, [200], `/v1/memories/${corrected.id}`);
    await send('/v1/erasure/preview', 'post', op, [200]);
    await send('/v1/erasure', 'post', op, [200]);
    // The example names tenant acme: this test keeps to its own tenant.
    await send('/v1/admin/keys', 'post', ADMIN_KEY, [201], '/v1/admin/keys', (b) => ({ ...b, tenantId: tenant }));

    // A restore needs a note a pipeline stage retired (test/lifecycle restores one).
    const withBody: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) for (const m of METHODS) if (item[m]?.requestBody) withBody.push(`${m} ${path}`);
    expect(withBody.filter((k) => !sent.has(k))).toEqual(['post /v1/memories/{id}/restore']);
  } finally {
    await http.close();
  }
});
