/**
 * MCP session limits over Streamable HTTP, driven by the SDK's own Client against a real
 * listening server: a key past its own cap loses only its own least recently used
 * sessions, and a full process refuses a key holding none instead of closing another
 * key's session.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { buildApp } from '../../src/http/app.js';
import type { McpSessionOptions } from '../../src/mcp/sessions.js';
import type { Services } from '../../src/ports.js';
import { ADMIN_KEY, test, expect } from '../support/fixtures.js';
import { connectHttp } from './support.js';

async function serve(services: Services, mcp: McpSessionOptions) {
  const app = await buildApp(services, { mcp });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const key = async (tenantId: string) => {
    const r = await fetch(`${url}/v1/admin/keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tenantId, role: 'agent', agentIds: ['a1'] }),
    });
    expect(r.status).toBe(201);
    return ((await r.json()) as { key: string }).key;
  };
  return { app, url, key };
}

type Session = Awaited<ReturnType<typeof connectHttp>>;

/** Open `n` sessions of one key, one after the other (each is the key's most recently used when opened). */
async function open(url: string, key: string, n: number): Promise<Client[]> {
  return (await openSessions(url, key, n)).map((s) => s.client);
}

async function openSessions(url: string, key: string, n: number): Promise<Session[]> {
  const out: Session[] = [];
  for (let i = 0; i < n; i++) out.push(await connectHttp(url, key, { agentId: 'a1', userId: `u${i}` }));
  return out;
}

/** The HTTP status a session's next request gets: 200 while it is open. */
async function statusOf(client: Client): Promise<number> {
  return client.listTools().then(
    () => 200,
    (e: unknown) => {
      expect(e).toBeInstanceOf(StreamableHTTPError);
      return (e as StreamableHTTPError).code ?? -1;
    },
  );
}

const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '0' } } };

test("a key past its own cap loses its own least recently used sessions; another key's sessions (another tenant's too) all keep working", async ({ services, tenant }) => {
  const { app, url, key } = await serve(services, { maxSessionsPerKey: 3, maxSessions: 8 });
  try {
    const keyB = await key(tenant);
    const keyC = await key(`${tenant}-other`);
    const keyA = await key(tenant);
    const b = await open(url, keyB, 3);
    const c = await open(url, keyC, 2);
    // B's sessions are the oldest in the process, which A fills: a process-wide
    // least-recently-used rule would close B's first.
    const a = await open(url, keyA, 7);
    expect(await Promise.all(a.map(statusOf))).toEqual([404, 404, 404, 404, 200, 200, 200]);
    expect(await Promise.all(b.map(statusOf))).toEqual([200, 200, 200]);
    expect(await Promise.all(c.map(statusOf))).toEqual([200, 200]);

    // Least recently used, not oldest opened: a session in use survives the key's next one.
    const [a5, a6, a7] = a.slice(4) as [Client, Client, Client];
    expect(await statusOf(a5)).toBe(200);
    const [a8] = await open(url, keyA, 1);
    expect(await Promise.all([a5, a6, a7, a8!].map(statusOf))).toEqual([200, 404, 200, 200]);
    expect(await Promise.all(b.map(statusOf))).toEqual([200, 200, 200]);
  } finally {
    await app.close();
  }
});

test('a full process refuses a new key (503 mcp_sessions_full, problem+json, Retry-After) and lets a key holding sessions replace only its own', async ({ services, tenant }) => {
  const { app, url, key } = await serve(services, { maxSessionsPerKey: 3, maxSessions: 5 });
  try {
    const keyA = await key(tenant);
    const keyB = await key(tenant);
    const keyC = await key(tenant);
    const b = await open(url, keyB, 2);
    const aSessions = await openSessions(url, keyA, 3);
    const a = aSessions.map((x) => x.client);

    const refused = await fetch(`${url}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${keyC}`, accept: 'application/json, text/event-stream', 'content-type': 'application/json', 'memwright-agent-id': 'a1', 'memwright-user-id': 'u1' },
      body: JSON.stringify(init),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ status: 503, code: 'mcp_sessions_full' });
    // The SDK client sees the same refusal.
    const viaSdk = await connectHttp(url, keyC, { agentId: 'a1', userId: 'u1' }).then(() => null, (e: unknown) => e);
    expect((viaSdk as StreamableHTTPError).code).toBe(503);

    // B, under its own cap but in a full process, replaces its own oldest session; A keeps all of its.
    const [b3] = await open(url, keyB, 1);
    expect(await Promise.all([...b, b3!].map(statusOf))).toEqual([404, 200, 200]);
    expect(await Promise.all(a.map(statusOf))).toEqual([200, 200, 200]);

    // A session its client ends (DELETE) makes room for the refused key.
    await aSessions[0]!.transport.terminateSession();
    const [c1] = await open(url, keyC, 1);
    expect(await statusOf(c1!)).toBe(200);
    expect(await Promise.all([...a.slice(1), b[1]!, b3!].map(statusOf))).toEqual([200, 200, 200, 200]);
  } finally {
    await app.close();
  }
});
