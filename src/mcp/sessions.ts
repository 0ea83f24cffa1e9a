/**
 * Streamable HTTP sessions for `/mcp` on `serve`.
 *
 * A session is opened by an `initialize` POST carrying a Bearer key (resolved like any
 * REST call) and the run identity in headers (`Memwright-Agent-Id`, `Memwright-User-Id`,
 * optional `Memwright-Thread-Id`); both are bound to the session for its lifetime. Later
 * requests must come with the same key: another key (or a revoked one) cannot use the
 * session id, and identity headers that differ from the bound ones are refused. Tools
 * call the REST routes in process (`app.inject`) with the session's key, so every role
 * and scope rule is the REST API's own, re-checked on each call.
 *
 * Sessions live in this process's memory (a load balancer must keep a session on one
 * instance, e.g. by the `Mcp-Session-Id` header); idle ones are closed, and past
 * `maxSessions` the least recently used is closed. A client whose session is gone gets
 * 404 and, per the MCP spec, initializes a new one.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { requireAgentAllowed, type Principal } from '../auth/principal.js';
import { MemwrightClient } from '../client/index.js';
import { zId } from '../contract/write.js';
import { MemwrightError, zodIssuesToFields } from '../errors.js';
import { problem } from '../contract/problem.js';
import { serializeError } from '../observability/errorLog.js';
import { injectFetch } from './injectFetch.js';
import type { RunIdentity } from './identity.js';
import { createMcpServer } from './server.js';

export interface McpSessionOptions {
  /** Open sessions per process; past it the least recently used is closed. @defaultValue 1000 */
  maxSessions?: number;
  /** A session unused this long is closed. @defaultValue 1800000 (30 min) */
  idleMs?: number;
}

export const IDENTITY_HEADERS = { agentId: 'memwright-agent-id', userId: 'memwright-user-id', threadId: 'memwright-thread-id' } as const;

const identityHeaders = z.object({
  [IDENTITY_HEADERS.agentId]: zId,
  [IDENTITY_HEADERS.userId]: zId,
  [IDENTITY_HEADERS.threadId]: zId.optional(),
});

interface Session {
  id: string;
  tenantId: string;
  keyId: string;
  identity: RunIdentity;
  server: McpServer;
  transport: StreamableHTTPServerTransport;
  lastSeen: number;
}

export class McpSessions {
  private readonly sessions = new Map<string, Session>();
  private readonly maxSessions: number;
  private readonly idleMs: number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly app: FastifyInstance,
    opts: McpSessionOptions = {},
  ) {
    this.maxSessions = opts.maxSessions ?? 1000;
    this.idleMs = opts.idleMs ?? 30 * 60_000;
    this.sweeper = setInterval(() => this.sweep(), Math.min(this.idleMs, 60_000));
    this.sweeper.unref();
  }

  get size(): number {
    return this.sessions.size;
  }

  /** Handle one `/mcp` request of an authenticated caller. Refusals throw {@link MemwrightError} (→ problem+json). */
  async handle(req: FastifyRequest, reply: FastifyReply, principal: Principal, token: string): Promise<void> {
    const sid = req.headers['mcp-session-id'];
    if (sid !== undefined) {
      const s = typeof sid === 'string' ? this.sessions.get(sid) : undefined;
      // Another key's session looks like no session at all: ids must not be probed across keys.
      if (!s || s.keyId !== principal.keyId || s.tenantId !== principal.tenantId) {
        throw new MemwrightError(404, 'mcp_session_not_found', 'no such MCP session (expired or closed): initialize a new one');
      }
      this.checkSameIdentity(req, s.identity);
      s.lastSeen = Date.now();
      return this.forward(s.transport, req, reply);
    }
    if (req.method !== 'POST' || !isInitializeRequest(req.body)) {
      throw new MemwrightError(400, 'mcp_session_required', 'send an initialize request first, then the Mcp-Session-Id header it returns');
    }
    const identity = this.identityOf(req, principal);
    const session = this.open(principal, token, identity);
    await session.server.connect(session.transport);
    await this.forward(session.transport, req, reply);
    // The initialize was refused by the transport (bad protocol version, headers): nothing to keep.
    if (!this.sessions.has(session.id)) await session.server.close();
  }

  async closeAll(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all([...this.sessions.values()].map((s) => s.server.close()));
    this.sessions.clear();
  }

  private identityOf(req: FastifyRequest, principal: Principal): RunIdentity {
    const r = identityHeaders.safeParse(req.headers);
    if (!r.success) throw MemwrightError.validation(zodIssuesToFields(r.error.issues, 'headers').map((i) => ({ ...i, field: `headers.${i.field}` })));
    const h = r.data;
    // Same rule as every REST call: an agent key acts only for its own agents.
    requireAgentAllowed(principal, h[IDENTITY_HEADERS.agentId]);
    const threadId = h[IDENTITY_HEADERS.threadId];
    return { agentId: h[IDENTITY_HEADERS.agentId], userId: h[IDENTITY_HEADERS.userId], ...(threadId ? { threadId } : {}), runId: '' };
  }

  private checkSameIdentity(req: FastifyRequest, bound: RunIdentity): void {
    for (const [field, header] of Object.entries(IDENTITY_HEADERS)) {
      const v = req.headers[header];
      if (v !== undefined && v !== bound[field as keyof typeof IDENTITY_HEADERS]) {
        throw MemwrightError.validation([{ field: `headers.${header}`, message: 'differs from the value bound to this MCP session at initialize' }]);
      }
    }
  }

  private open(principal: Principal, token: string, identity: RunIdentity): Session {
    const id = randomUUID();
    const bound: RunIdentity = { ...identity, runId: `mcp-${id}` };
    const client = new MemwrightClient({ baseUrl: 'http://memwright.invalid', apiKey: token, fetch: injectFetch(this.app) });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => id,
      // Plain JSON answers: no tool streams progress, and no SSE stream is left open per call.
      enableJsonResponse: true,
      onsessioninitialized: () => {
        this.evictIfFull();
        this.sessions.set(id, session);
      },
    });
    transport.onclose = () => this.sessions.delete(id);
    const server = createMcpServer({ client, identity: bound, role: principal.role });
    const session: Session = { id, tenantId: principal.tenantId, keyId: principal.keyId, identity: bound, server, transport, lastSeen: Date.now() };
    return session;
  }

  private async forward(transport: StreamableHTTPServerTransport, req: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.hijack();
    try {
      await transport.handleRequest(req.raw, reply.raw, req.body);
    } catch (err) {
      req.log.error({ err: serializeError(err) }, 'MCP request failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/problem+json' });
        reply.raw.end(JSON.stringify(problem(500, 'internal_error', 'internal error')));
      }
    }
  }

  private evictIfFull(): void {
    if (this.sessions.size < this.maxSessions) return;
    let oldest: Session | undefined;
    for (const s of this.sessions.values()) if (!oldest || s.lastSeen < oldest.lastSeen) oldest = s;
    if (oldest) this.drop(oldest);
  }

  private sweep(): void {
    const cutoff = Date.now() - this.idleMs;
    for (const s of this.sessions.values()) if (s.lastSeen < cutoff) this.drop(s);
  }

  private drop(s: Session): void {
    this.sessions.delete(s.id);
    void s.server.close().catch(() => undefined);
  }
}
