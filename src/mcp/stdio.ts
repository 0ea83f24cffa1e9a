/**
 * `memwright mcp`: an MCP server on stdin/stdout that talks to a running memwright
 * server over HTTP. stdout carries the protocol only; anything for a human goes to stderr.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { MemwrightClient, MemwrightClientError } from '../client/index.js';
import type { Role } from '../contract/enums.js';
import { SetupError } from '../errors.js';
import type { McpStdioConfig } from './config.js';
import { createMcpServer } from './server.js';

export interface StdioOptions {
  /** @defaultValue process.stdin */
  stdin?: NodeJS.ReadableStream & { pause(): unknown };
  /** @defaultValue process.stdout */
  stdout?: NodeJS.WritableStream;
  /** @defaultValue process.stderr */
  stderr?: NodeJS.WritableStream;
}

/**
 * Check the key and the agent before serving, so a misconfigured assistant fails at
 * launch with one line instead of on every tool call. A server that is down is only a
 * warning: tools answer `memory_service_unavailable` until it is back.
 */
async function checkAccess(client: MemwrightClient, c: McpStdioConfig, stderr: NodeJS.WritableStream): Promise<Role | undefined> {
  try {
    await client.list({ agentId: c.identity.agentId, userId: c.identity.userId, limit: 1 });
    return await roleOf(client);
  } catch (err) {
    if (!(err instanceof MemwrightClientError)) throw err;
    if (err.status === 401) throw new SetupError(`mcp: ${c.baseUrl} refused MEMWRIGHT_API_KEY (401 ${err.code})`);
    if (err.status === 403) throw new SetupError(`mcp: MEMWRIGHT_API_KEY may not act for agent ${c.identity.agentId} (403 ${err.code})`);
    stderr.write(`memwright mcp: warning: ${c.baseUrl} is not answering (${err.code}); tools will report memory_service_unavailable until it does\n`);
    return undefined;
  }
}

/**
 * Whether the key may call operator routes, from the review queue (operators only): an
 * agent key is then not offered correct_memory and forget_memory. Undecided (the server
 * answered neither): every tool is listed and each call is decided by the API.
 */
async function roleOf(client: MemwrightClient): Promise<Role | undefined> {
  try {
    await client.reviews({ limit: 1 });
    return 'operator';
  } catch (err) {
    return err instanceof MemwrightClientError && err.status === 403 ? 'agent' : undefined;
  }
}

/** Serve until stdin ends. */
export async function runStdio(c: McpStdioConfig, o: StdioOptions = {}): Promise<void> {
  const stdin = o.stdin ?? process.stdin;
  const stderr = o.stderr ?? process.stderr;
  const client = new MemwrightClient({ baseUrl: c.baseUrl, apiKey: c.apiKey, timeoutMs: c.timeoutMs });
  const role = await checkAccess(client, c, stderr);
  const server = createMcpServer({ client, identity: c.identity, ...(role ? { role } : {}) });
  const transport = new StdioServerTransport(stdin as typeof process.stdin, (o.stdout ?? process.stdout) as typeof process.stdout);
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
  });
  // Unparseable lines are the client's problem; report them and keep serving.
  transport.onerror = (err) => stderr.write(`memwright mcp: ${err.message}\n`);
  await server.connect(transport);
  // The SDK transport does not watch for end of input: the client closing stdin ends the session.
  stdin.once('end', () => void server.close());
  await closed;
}
