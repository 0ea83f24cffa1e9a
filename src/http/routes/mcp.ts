import type { FastifyInstance } from 'fastify';
import type { McpSessionOptions, McpSessions } from '../../mcp/sessions.js';
import { MemwrightError } from '../../errors.js';
import { principalOf } from '../principal.js';
import { problem } from '../../contract/problem.js';
import { sendProblem } from '../problem.js';

/**
 * MCP over Streamable HTTP at `/mcp` (src/mcp/sessions.ts). Same Bearer keys as the
 * REST API. Not in the OpenAPI document: it speaks JSON-RPC, described by the MCP spec.
 */
export function mcpRoutes(opts: McpSessionOptions = {}) {
  return async function mcp(app: FastifyInstance): Promise<void> {
    // The MCP SDK is loaded by the first /mcp request, not by every process that builds the app.
    let sessions: Promise<McpSessions> | undefined;
    const load = () => (sessions ??= import('../../mcp/sessions.js').then((m) => new m.McpSessions(app, opts)));
    app.addHook('onClose', async () => {
      if (sessions) await (await sessions).closeAll();
    });

    app.route({
      method: ['POST', 'DELETE', 'GET'],
      url: '/mcp',
      schema: { hide: true },
      handler: async (req, reply) => {
        const p = principalOf(req);
        // No server-initiated messages: no standing SSE stream to open (the spec's answer is 405).
        if (req.method === 'GET') return sendProblem(reply.header('allow', 'POST, DELETE'), problem('method_not_allowed', 'this MCP endpoint sends no server-initiated messages'));
        const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim();
        if (!token) throw MemwrightError.unauthorized();
        await (await load()).handle(req, reply, p, token);
      },
    });
  };
}
