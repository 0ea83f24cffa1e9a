/** Helpers for the MCP tests: the SDK's own Client over Streamable HTTP, and parsed tool results. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'vitest';

export interface Identity {
  agentId?: string;
  userId?: string;
  threadId?: string;
}

export function identityHeaders(id: Identity): Record<string, string> {
  return {
    ...(id.agentId ? { 'memwright-agent-id': id.agentId } : {}),
    ...(id.userId ? { 'memwright-user-id': id.userId } : {}),
    ...(id.threadId ? { 'memwright-thread-id': id.threadId } : {}),
  };
}

export async function connectHttp(baseUrl: string, key: string | null, id: Identity): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), {
    requestInit: { headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...identityHeaders(id) } },
  });
  const client = new Client({ name: 'memwright-test', version: '0.0.0' });
  await client.connect(transport);
  return { client, transport };
}

export interface ToolAnswer {
  isError: boolean;
  body: any;
}

/** Call a tool; the text block must be the JSON of structuredContent. */
export async function call(client: Client, name: string, args: unknown): Promise<ToolAnswer> {
  const r = (await client.callTool({ name, arguments: args as Record<string, unknown> })) as CallToolResult;
  const text = (r.content[0] as { type: string; text: string }).text;
  const body = JSON.parse(text);
  if (r.structuredContent) expect(r.structuredContent).toEqual(body);
  return { isError: r.isError === true, body };
}

/** A tool input the admission policy accepts for an agent (user-asserted, cited). */
export function memory(content: string, extra: Record<string, unknown> = {}) {
  return { content, memoryType: 'semantic', source: 'user', confidence: 'asserted', evidence: { messageId: `m-${content.length}` }, ...extra };
}
