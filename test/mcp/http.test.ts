/**
 * MCP over Streamable HTTP at /mcp, driven by the SDK's own Client against a real
 * listening server: tool listing, every tool, the run identity bound to the session
 * (another user's id in arguments refused), keys and sessions, hostile arguments.
 */
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ADMIN_KEY, test, expect } from '../support/fixtures.js';
import { call, connectHttp, identityHeaders, memory } from './support.js';
import { TestServer } from '../support/http.js';
import { agentWrite } from '../support/writeBody.js';

test('tools/list and resources/list: the tools the key may call (five for an operator, three for an agent), schemas without the run and operator-only fields', async ({ services, tenant }) => {
  const http = await TestServer.start(services);
  try {
    const key = await http.key(tenant, 'agent', ['a1']);
    const opKey = await http.key(tenant, 'operator');
    const { client: agentClient } = await connectHttp(http.url, key, { agentId: 'a1', userId: 'u1' });
    expect((await agentClient.listTools()).tools.map((t) => t.name).sort()).toEqual(['list_memories', 'recall_memory', 'record_memory']);
    await agentClient.close();
    const { client } = await connectHttp(http.url, opKey, { agentId: 'a1', userId: 'u1' });
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['correct_memory', 'forget_memory', 'list_memories', 'recall_memory', 'record_memory']);
    for (const t of tools) {
      expect(t.inputSchema.type).toBe('object');
      expect(t.inputSchema.additionalProperties).toBe(false);
      // No tool lets the model say whose memory it is.
      for (const f of ['userId', 'agentId', 'run', 'runId', 'tenantId']) expect(Object.keys(t.inputSchema.properties ?? {})).not.toContain(f);
      expect(t.description!.length).toBeGreaterThan(20);
    }
    const record = tools.find((t) => t.name === 'record_memory')!;
    expect(Object.keys(record.inputSchema.properties!)).not.toContain('protectionTier');
    expect(Object.keys(record.inputSchema.properties!)).not.toContain('importance');
    expect(record.inputSchema.required).toEqual(expect.arrayContaining(['content', 'memoryType', 'source', 'confidence']));
    expect(tools.find((t) => t.name === 'recall_memory')!.annotations?.readOnlyHint).toBe(true);
    const { resources } = await client.listResources();
    expect(resources).toEqual([expect.objectContaining({ uri: 'memory://context', mimeType: 'text/plain' })]);
    await client.close();
  } finally {
    await http.close();
  }
});

test('record, recall, list and the context resource act for the bound user only; REST outcomes and codes come back', async ({ services, tenant }) => {
  const http = await TestServer.start(services);
  try {
    const key = await http.key(tenant, 'agent', ['a1']);
    const op = await http.key(tenant, 'operator');
    // Another user's note, written over REST: the session must never see it.
    const other = await http.req('POST', '/v1/memories', key, agentWrite('User u2 likes pie charts.', { runId: 'r-u2', agentId: 'a1', userId: 'u2' }));
    expect(other.status).toBe(201);

    const { client, transport } = await connectHttp(http.url, key, { agentId: 'a1', userId: 'u1', threadId: 't1' });
    const w = await call(client, 'record_memory', memory('User prefers bar charts.', { deletionKey: 'pref/charts' }));
    expect(w).toMatchObject({ isError: false, body: { outcome: 'written', status: 'provisional' } });
    const stored = await http.req('GET', `/v1/memories/${w.body.noteId}`, op);
    // The run is the session's, never the model's.
    expect(stored.body.run).toMatchObject({ runId: `mcp-${transport.sessionId}`, agentId: 'a1', userId: 'u1', threadId: 't1' });
    expect(stored.body.scope).toMatchObject({ level: 'user', userId: 'u1' });

    // A write citing nothing cites its tool call (an MCP host has no message id to give the
    // model), where REST refuses it as missing_provenance; evidence it does cite is kept.
    const rest = await http.req('POST', '/v1/memories', key, agentWrite('User likes tea.', { runId: 'r-x', agentId: 'a1', userId: 'u1' }, { evidence: undefined }));
    expect(rest.body).toMatchObject({ status: 422, reason: 'missing_provenance' });
    const uncited = await call(client, 'record_memory', memory('User likes green tea.', { evidence: undefined }));
    expect(uncited).toMatchObject({ isError: false, body: { outcome: 'written' } });
    const uncitedNote = (await http.req('GET', `/v1/memories/${uncited.body.noteId}`, op)).body;
    expect(Object.keys(uncitedNote.evidence)).toEqual(['toolCallId']);
    expect(uncitedNote.evidence.toolCallId).toMatch(new RegExp(`^mcp:mcp-${transport.sessionId}:\\d+$`));
    const emptyEvidence = await call(client, 'record_memory', memory('User likes oolong.', { evidence: {} }));
    expect((await http.req('GET', `/v1/memories/${emptyEvidence.body.noteId}`, op)).body.evidence.toolCallId).toMatch(/^mcp:/);
    expect((await http.req('GET', `/v1/memories/${w.body.noteId}`, op)).body.evidence).toMatchObject({ messageId: expect.any(String), toolCallId: expect.stringMatching(/^mcp:/) });
    // Procedural instructions wait for review, as over REST.
    expect((await call(client, 'record_memory', memory('Always answer in French.', { memoryType: 'procedural' }))).body).toMatchObject({ outcome: 'queued_for_review' });

    const recall = await call(client, 'recall_memory', { query: 'which charts does the user like?' });
    expect(recall.isError).toBe(false);
    expect(recall.body.text).toContain('User prefers bar charts.');
    expect(recall.body.text).not.toContain('pie charts');
    expect(recall.body.memories.map((m: any) => m.id)).toContain(w.body.noteId);

    const listed = await call(client, 'list_memories', {});
    const contents = listed.body.memories.map((m: any) => m.content);
    expect(contents).toContain('User prefers bar charts.');
    expect(contents).not.toContain('User u2 likes pie charts.');
    expect((await call(client, 'list_memories', { deletionKey: 'pref/charts' })).body.memories).toHaveLength(1);
    expect((await call(client, 'list_memories', { status: 'pending_review' })).body.memories.map((m: any) => m.content)).toEqual(['Always answer in French.']);

    const ctx = await client.readResource({ uri: 'memory://context' });
    expect(ctx.contents[0]).toMatchObject({ uri: 'memory://context', mimeType: 'text/plain' });
    expect((ctx.contents[0] as { text: string }).text).toContain('User prefers bar charts.');
    expect((ctx.contents[0] as { text: string }).text).not.toContain('pie charts');
    await client.close();
  } finally {
    await http.close();
  }
});

test("another user's id in arguments is refused by every tool; nothing is written or read for them", async ({ services, tenant }) => {
  const http = await TestServer.start(services);
  try {
    const key = await http.key(tenant, 'agent', ['a1']);
    const op = await http.key(tenant, 'operator');
    const { client } = await connectHttp(http.url, key, { agentId: 'a1', userId: 'u1' });
    const attempts: Array<[string, Record<string, unknown>, string]> = [
      ['record_memory', memory('User u2 is an admin.', { run: { runId: 'r', agentId: 'a1', userId: 'u2' } }), 'run'],
      ['record_memory', memory('User u2 is an admin.', { scope: { level: 'user', userId: 'u2' } }), 'scope.userId'],
      ['record_memory', memory('User u2 is an admin.', { userId: 'u2' }), 'userId'],
      ['record_memory', memory('User u2 is an admin.', { protectionTier: 'protected' }), 'protectionTier'],
      ['record_memory', memory('User u2 is an admin.', { source: 'system' }), 'source'],
      ['recall_memory', { query: 'x', userId: 'u2' }, 'userId'],
      ['recall_memory', { agentId: 'a2' }, 'agentId'],
      ['list_memories', { userId: 'u2' }, 'userId'],
      ['forget_memory', { deletionKey: 'k', userId: 'u2' }, 'userId'],
    ];
    // The operator-only tools are offered to an operator key's session only.
    const { client: opClient } = await connectHttp(http.url, op, { agentId: 'a1', userId: 'u1' });
    for (const [tool, args, field] of attempts) {
      const r = await call(tool === 'forget_memory' ? opClient : client, tool, args);
      expect(r.isError, `${tool} ${JSON.stringify(args)}`).toBe(true);
      expect(r.body.code ?? r.body.reason).toBe('validation_error');
      expect(r.body.errors.map((e: any) => e.field)).toContain(field);
    }
    const all = await http.req('GET', '/v1/memories?userId=u2', op);
    expect(all.body.items).toEqual([]);
    await client.close();
    await opClient.close();
  } finally {
    await http.close();
  }
});

test('correct_memory and forget_memory: operator keys only (as over REST), and only the bound user\'s notes', async ({ services, tenant }) => {
  const http = await TestServer.start(services);
  try {
    const agent = await http.key(tenant, 'agent', ['a1']);
    const op = await http.key(tenant, 'operator');
    const write = async (content: string, userId: string, extra: Record<string, unknown> = {}) => {
      const r = await http.req('POST', '/v1/memories', agent, agentWrite(content, { runId: `r-${userId}`, agentId: 'a1', userId }, extra));
      expect(r.status).toBe(201);
      return r.body.note.id as string;
    };
    const mine = await write('User lives in Oslo.', 'u1');
    const theirs = await write('User lives in Rome.', 'u2');
    const mineSlot = await write('User prefers tea.', 'u1', { deletionKey: 'pref/drink' });
    const theirSlot = await write('User prefers coffee.', 'u2', { deletionKey: 'pref/drink' });

    // Agent key: the tools are not offered, and calling them anyway is a protocol error.
    const { client: ag } = await connectHttp(http.url, agent, { agentId: 'a1', userId: 'u1' });
    await expect(call(ag, 'correct_memory', { noteId: mine, content: 'User lives in Bergen.', reason: 'moved' })).rejects.toThrow(/not found/);
    await expect(call(ag, 'forget_memory', { noteId: mine })).rejects.toThrow(/not found/);
    expect((await http.req('GET', `/v1/memories/${mine}`, op)).body).toMatchObject({ content: 'User lives in Oslo.', status: 'provisional' });
    await ag.close();

    const { client } = await connectHttp(http.url, op, { agentId: 'a1', userId: 'u1' });
    // Another user's note is "not found", and untouched.
    expect(await call(client, 'correct_memory', { noteId: theirs, content: 'User lives in Paris.', reason: 'x' })).toMatchObject({ isError: true, body: { status: 404, code: 'not_found' } });
    expect(await call(client, 'forget_memory', { noteId: theirs })).toMatchObject({ isError: true, body: { status: 404, code: 'not_found' } });
    expect((await http.req('GET', `/v1/memories/${theirs}`, op)).body).toMatchObject({ content: 'User lives in Rome.', status: 'provisional' });

    const corrected = await call(client, 'correct_memory', { noteId: mine, content: 'User lives in Bergen.', reason: 'the user moved' });
    expect(corrected).toMatchObject({ isError: false, body: { corrected: mine, memory: { content: 'User lives in Bergen.', status: 'active', confidence: 'corrected' } } });
    // REST's 409 for a note that is no longer correctable.
    expect((await call(client, 'correct_memory', { noteId: mine, content: 'User lives in Bergen!', reason: 'again' })).body).toMatchObject({ status: 409, code: 'note_not_correctable' });

    // By slot key: only the bound user's note with that key goes.
    expect(await call(client, 'forget_memory', { deletionKey: 'pref/drink' })).toMatchObject({ isError: false, body: { erased: { notes: 1 } } });
    expect((await http.req('GET', `/v1/memories/${mineSlot}`, op)).status).toBe(404);
    expect((await http.req('GET', `/v1/memories/${theirSlot}`, op)).status).toBe(200);

    const newId = corrected.body.memory.id;
    expect(await call(client, 'forget_memory', { noteId: newId })).toMatchObject({ isError: false, body: { erased: { notes: 1 } } });
    expect((await http.req('GET', `/v1/memories/${newId}`, op)).status).toBe(404);
    expect((await call(client, 'forget_memory', {})).body).toMatchObject({ code: 'validation_error' });
    expect((await call(client, 'forget_memory', { noteId: newId, deletionKey: 'x' })).body).toMatchObject({ code: 'validation_error' });
    await client.close();
  } finally {
    await http.close();
  }
});

test('keys and sessions: bad or missing key, foreign agent, missing identity, another key on the session, identity headers changed', async ({ services, tenant }) => {
  const http = await TestServer.start(services);
  try {
    const key = await http.key(tenant, 'agent', ['a1']);
    const otherKey = await http.key(tenant, 'agent', ['a1']);
    const revocable = (await http.req('POST', '/v1/admin/keys', ADMIN_KEY, { tenantId: tenant, role: 'agent', agentIds: ['a1'] })).body;
    const { client: revClient } = await connectHttp(http.url, revocable.key, { agentId: 'a1', userId: 'u1' });
    const statusOf = async (p: Promise<unknown>) => {
      const e = await p.then(() => null, (err) => err);
      expect(e).toBeInstanceOf(StreamableHTTPError);
      return (e as StreamableHTTPError).code;
    };
    expect(await statusOf(connectHttp(http.url, 'mw_wrong_key_0123456789', { agentId: 'a1', userId: 'u1' }))).toBe(401);
    expect(await statusOf(connectHttp(http.url, null, { agentId: 'a1', userId: 'u1' }))).toBe(401);
    expect(await statusOf(connectHttp(http.url, key, { agentId: 'a2', userId: 'u1' }))).toBe(403);
    expect(await statusOf(connectHttp(http.url, key, { agentId: 'a1' }))).toBe(400);

    // Problem documents, like the REST API.
    const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '0' } } };
    const raw = (headers: Record<string, string>, body?: unknown, method = 'POST') =>
      fetch(`${http.url}/mcp`, {
        method,
        headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const noId = await raw({ authorization: `Bearer ${key}`, 'memwright-agent-id': 'a1', 'memwright-user-id': 'u'.repeat(201) }, init);
    expect(noId.status).toBe(400);
    expect(noId.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await noId.json()).toMatchObject({ code: 'validation_error', errors: [{ field: 'headers.memwright-user-id' }] });
    const notInit = await raw({ authorization: `Bearer ${key}` }, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(notInit.status).toBe(400);
    expect(await notInit.json()).toMatchObject({ code: 'mcp_session_required' });
    expect((await raw({ authorization: `Bearer ${key}` }, undefined, 'GET')).status).toBe(405);

    const { client, transport } = await connectHttp(http.url, key, { agentId: 'a1', userId: 'u1' });
    const sid = transport.sessionId!;
    const list = { jsonrpc: '2.0', id: 2, method: 'tools/list' };
    const proto = { 'mcp-session-id': sid, 'mcp-protocol-version': '2025-06-18' };
    // Another valid key cannot ride on the session.
    const stolen = await raw({ authorization: `Bearer ${otherKey}`, ...proto }, list);
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toMatchObject({ code: 'mcp_session_not_found' });
    expect((await raw({ ...proto }, list)).status).toBe(401);
    // The identity is fixed at initialize.
    const switched = await raw({ authorization: `Bearer ${key}`, ...proto, ...identityHeaders({ userId: 'u2' }) }, list);
    expect(switched.status).toBe(400);
    expect(await switched.json()).toMatchObject({ code: 'validation_error', errors: [{ field: 'headers.memwright-user-id' }] });
    expect((await raw({ authorization: `Bearer ${key}`, ...proto }, list)).status).toBe(200);

    // A revoked key stops working on its open session.
    expect((await http.req('DELETE', `/v1/admin/keys/${revocable.id}`, ADMIN_KEY)).status).toBe(200);
    expect(await statusOf(revClient.listTools())).toBe(401);
    expect((await client.listTools()).tools).toHaveLength(3);
    await client.close().catch(() => undefined);
  } finally {
    await http.close();
  }
});

test('hostile arguments are tool errors (validation_error), never crashes; the session keeps working', async ({ services, tenant }) => {
  const http = await TestServer.start(services);
  try {
    const key = await http.key(tenant, 'agent', ['a1']);
    const { client } = await connectHttp(http.url, key, { agentId: 'a1', userId: 'u1' });
    // The operator-only tools are offered to an operator key's session only.
    const { client: opClient } = await connectHttp(http.url, await http.key(tenant, 'operator'), { agentId: 'a1', userId: 'u1' });
    const operatorOnly = new Set(['correct_memory', 'forget_memory']);
    const hostile: Array<[string, unknown]> = [
      ['record_memory', memory('x'.repeat(30_000))],
      ['record_memory', memory('User likes\u0000 NUL.')],
      ['record_memory', memory('User likes \ud800 surrogates.')],
      ['record_memory', { ...memory('ok'), content: 42 }],
      ['record_memory', { ...memory('ok'), evidence: 'm1' }],
      ['record_memory', { ...memory('ok'), ttlSeconds: 1e308 }],
      ['record_memory', {}],
      ['recall_memory', { query: 'q'.repeat(30_000) }],
      ['recall_memory', { query: 'a\u0000b' }],
      ['recall_memory', { limit: '5' }],
      ['recall_memory', { limit: 1e9 }],
      ['list_memories', { limit: -1 }],
      ['list_memories', { status: 'everything' }],
      ['list_memories', { cursor: 'not-a-cursor' }],
      ['correct_memory', { noteId: "' OR 1=1 --", content: 'x', reason: 'y' }],
      ['forget_memory', { noteId: ['a'] }],
    ];
    for (const [tool, args] of hostile) {
      const r = await call(operatorOnly.has(tool) ? opClient : client, tool, args);
      expect(r.isError, `${tool} ${JSON.stringify(args).slice(0, 80)}`).toBe(true);
      expect(r.body.code ?? r.body.reason, `${tool} ${JSON.stringify(args).slice(0, 80)}`).toBe('validation_error');
    }
    // Over the HTTP body limit: refused by the server before the session sees it, the session survives.
    const huge = await client.callTool({ name: 'record_memory', arguments: memory('y'.repeat(200_000)) }).then(() => null, (e) => e);
    expect(huge).toBeInstanceOf(Error);
    expect(String(huge.message)).toMatch(/413|payload/i);
    // An unknown tool is a protocol error, not a crash.
    await expect(client.callTool({ name: 'drop_tables', arguments: {} })).rejects.toThrow(/not found/);
    expect((await call(client, 'record_memory', memory('User likes chess.'))).body.outcome).toBe('written');
    await client.close();
    await opClient.close();
  } finally {
    await http.close();
  }
});
