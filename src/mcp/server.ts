/**
 * One MCP server per session (stdio process or Streamable HTTP session), bound to one
 * client (one key) and one {@link RunIdentity}.
 *
 * Tools are served through the low-level request handlers rather than
 * `McpServer.registerTool`: the listed input schemas are the contract's own JSON
 * Schemas (record_memory is derived from the write contract), and invalid arguments
 * come back as memwright's `validation_error` naming the fields instead of the SDK's
 * free-text message.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { MemwrightClientError } from '../client/index.js';
import { toolsFor, type ToolContext } from './tools.js';

export const CONTEXT_RESOURCE_URI = 'memory://context';

const INSTRUCTIONS = [
  'Durable memory about the current user, governed by memwright.',
  'Read memory://context (or call recall_memory with the topic) at the start of a conversation and use it as background.',
  'Call record_memory when the user states a lasting preference or fact; cite the message in evidence when you know its id (otherwise the tool call is cited).',
  'Every write goes through an admission policy: read the outcome (written, queued_for_review, rejected with a reason, ...).',
].join(' ');

const VERSION = '0.1.0';

export function createMcpServer(ctx: ToolContext): McpServer {
  const mcp = new McpServer({ name: 'memwright', version: VERSION }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  // Only the tools this key may call: an agent key is never offered one that always answers 403.
  const tools = toolsFor(ctx.role);
  const byName = new Map(tools.map((t) => [t.definition.name, t]));

  mcp.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: tools.map((t) => t.definition) }));
  mcp.server.setRequestHandler(CallToolRequestSchema, async (req, extra) => {
    const tool = byName.get(req.params.name);
    // An unknown (or unlisted) tool is a protocol error (the client asked for something not listed), as the SDK does.
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Tool ${req.params.name} not found`);
    return tool.call(req.params.arguments, ctx, { requestId: extra.requestId });
  });

  mcp.registerResource(
    'context',
    CONTEXT_RESOURCE_URI,
    {
      title: 'Memory context',
      description: 'What is remembered about the current user, as the text block to inject into a conversation.',
      mimeType: 'text/plain',
    },
    async (uri) => {
      const { agentId, userId, threadId, runId } = ctx.identity;
      try {
        const r = await ctx.client.context({ agentId, userId, ...(threadId ? { threadId } : {}), runId });
        return { contents: [{ uri: uri.href, mimeType: 'text/plain', text: r.text }] };
      } catch (err) {
        // A resource read has no error result: a JSON-RPC error carrying the REST code.
        if (err instanceof MemwrightClientError && err.status >= 400 && err.status < 500) {
          throw new McpError(ErrorCode.InvalidRequest, `${err.code}: ${err.message}`, { status: err.status, code: err.code });
        }
        throw new McpError(ErrorCode.InternalError, 'memory_service_unavailable: the memory service is unavailable right now', {
          code: 'memory_service_unavailable',
        });
      }
    },
  );
  return mcp;
}
