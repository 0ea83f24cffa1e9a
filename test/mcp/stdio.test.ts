/**
 * `memwright mcp` over stdio: the CLI spawned as a child process (through tsx, like the
 * other CLI tests) by the SDK's own StdioClientTransport, talking to a real listening
 * server with MEMWRIGHT_URL + MEMWRIGHT_API_KEY and the run identity from its environment.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { test, expect } from '../support/fixtures.js';
import { CLI_MAIN, ROOT, childEnv, runCli } from '../cli/cli.js';
import { call, memory } from './support.js';
import { TestServer } from '../support/http.js';

function spawnMcp(env: Record<string, string>) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', CLI_MAIN, 'mcp'],
    cwd: ROOT,
    env: childEnv(env) as Record<string, string>,
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr!.on('data', (b: Buffer) => (stderr += b.toString()));
  return { transport, stderr: () => stderr };
}

test('memwright mcp: every tool over stdio, for the user fixed by the environment', { timeout: 60_000 }, async ({ services, tenant }) => {
  const http = await TestServer.start(services);
  try {
    const key = await http.key(tenant, 'agent', ['a1']);
    const op = await http.key(tenant, 'operator');
    const env = { MEMWRIGHT_URL: http.url, MEMWRIGHT_API_KEY: key, MEMWRIGHT_AGENT_ID: 'a1', MEMWRIGHT_USER_ID: 'u1', MEMWRIGHT_RUN_ID: 'desk-1' };
    const { transport, stderr } = spawnMcp(env);
    const client = new Client({ name: 'memwright-test', version: '0.0.0' });
    await client.connect(transport);
    expect(client.getServerVersion()).toMatchObject({ name: 'memwright' });
    // An agent key is offered only the tools it may call.
    expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual(['list_memories', 'recall_memory', 'record_memory']);

    const w = await call(client, 'record_memory', memory('User prefers dark mode.'));
    expect(w).toMatchObject({ isError: false, body: { outcome: 'written' } });
    expect((await http.req('GET', `/v1/memories/${w.body.noteId}`, op)).body.run).toMatchObject({ runId: 'desk-1', agentId: 'a1', userId: 'u1' });
    expect((await call(client, 'record_memory', memory('User prefers dark mode.'))).body).toMatchObject({ outcome: 'skipped_duplicate' });
    expect((await call(client, 'recall_memory', { query: 'display theme' })).body.text).toContain('User prefers dark mode.');
    expect((await call(client, 'list_memories', {})).body.memories.map((m: any) => m.id)).toEqual([w.body.noteId]);
    // Not listed, so not callable: a protocol error, and the note is untouched.
    await expect(call(client, 'correct_memory', { noteId: w.body.noteId, content: 'User prefers light mode.', reason: 'x' })).rejects.toThrow(/not found/);
    await expect(call(client, 'forget_memory', { noteId: w.body.noteId })).rejects.toThrow(/not found/);
    expect((await http.req('GET', `/v1/memories/${w.body.noteId}`, op)).body).toMatchObject({ content: 'User prefers dark mode.' });
    const ctx = await client.readResource({ uri: 'memory://context' });
    expect((ctx.contents[0] as { text: string }).text).toContain('User prefers dark mode.');

    // Another user's id, hostile values: tool errors, and the process keeps serving.
    const refused = await call(client, 'list_memories', { userId: 'u2' });
    expect(refused).toMatchObject({ isError: true, body: { code: 'validation_error', errors: [{ field: 'userId' }] } });
    for (const args of [memory('a\u0000b'), memory('z'.repeat(100_000)), { ...memory('ok'), run: { runId: 'r', agentId: 'a1', userId: 'u2' } }, { ...memory('ok'), content: ['x'] }]) {
      const r = await call(client, 'record_memory', args);
      expect(r).toMatchObject({ isError: true, body: { outcome: 'invalid', code: 'validation_error' } });
    }
    expect((await call(client, 'recall_memory', { limit: 'all' })).body.code).toBe('validation_error');
    // Arguments that are not an object are refused by the SDK's protocol layer (JSON-RPC error), before any tool runs.
    await expect(client.callTool({ name: 'record_memory', arguments: [1, 2, 3] as unknown as Record<string, unknown> })).rejects.toThrow(/expected record/);
    expect((await client.ping())).toEqual({});
    await client.close();
    expect(stderr()).toBe('');
  } finally {
    await http.close();
  }
});

test('memwright mcp refuses to start with a bad key, a key of another agent, or missing configuration', { timeout: 60_000 }, async ({ services, tenant }) => {
  const http = await TestServer.start(services);
  try {
    const key = await http.key(tenant, 'agent', ['a1']);
    const base = { MEMWRIGHT_URL: http.url, MEMWRIGHT_API_KEY: key, MEMWRIGHT_AGENT_ID: 'a1', MEMWRIGHT_USER_ID: 'u1' };
    const bad = await runCli(['mcp'], childEnv({ ...base, MEMWRIGHT_API_KEY: 'mw_not_a_key_0123456789' }));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/refused MEMWRIGHT_API_KEY \(401 unauthorized\)/);
    expect(bad.stdout).toBe('');
    const agent = await runCli(['mcp'], childEnv({ ...base, MEMWRIGHT_AGENT_ID: 'a2' }));
    expect(agent.code).toBe(1);
    expect(agent.stderr).toMatch(/may not act for agent a2 \(403 agent_not_allowed\)/);
    const missing = await runCli(['mcp'], childEnv({ ...base, MEMWRIGHT_USER_ID: '' }));
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe('memwright: mcp: MEMWRIGHT_USER_ID is required');

    // The SDK client sees the refusal as a failed connection, not a hang.
    const { transport } = spawnMcp({ ...base, MEMWRIGHT_API_KEY: 'mw_not_a_key_0123456789' });
    const client = new Client({ name: 'memwright-test', version: '0.0.0' });
    await expect(client.connect(transport)).rejects.toThrow();
  } finally {
    await http.close();
  }
});
