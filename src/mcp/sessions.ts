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
 * instance, e.g. by the `Mcp-Session-Id` header); idle ones are closed. Limits never let
 * one key take another key's session away: a key past `maxSessionsPerKey` loses its own
 * least recently used session, and when the process holds `maxSessions` a new session
 * replaces the least recently used one of the same key, or — for a key holding none —
 * is refused (503 `mcp_sessions_full`). A client whose session is gone gets 404 and, per
 * the MCP spec, initializes a new one.
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
  /**
   * Open sessions per process, a memory bound. When it is reached a key's new session
   * replaces that key's least recently used one; a key holding none is refused (503
   * `mcp_sessions_full`) rather than closing another key's session. @defaultValue 1000
   */
  maxSessions?: number;
  /**
   * Open sessions per API key; past it the key's own least recently used session is
   * closed (its client gets 404 and re-initializes), never another key's. An MCP host
   * opens one session per conversation or window, so a key rarely holds more than a
   * few at once; 20 leaves room for several hosts sharing a key while keeping one key to
   * a fiftieth of the default `maxSessions`. @defaultValue 20
   */
  maxSessionsPerKey?: number;
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
  /** The same sessions by API key id (a key id is unique across tenants). */
  private readonly byKey = new Map<string, Set<Session>>();
  /** Initializes accepted but not answered yet: they count against `maxSessions`. */
  private pending = 0;
  private readonly maxSessions: number;
  private readonly maxSessionsPerKey: number;
  private readonly idleMs: number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly app: FastifyInstance,
    opts: McpSessionOptions = {},
  ) {
    this.maxSessions = opts.maxSessions ?? 1000;
    this.maxSessionsPerKey = Math.max(1, opts.maxSessionsPerKey ?? 20);
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
        throw new MemwrightError('mcp_session_not_found', 'no such MCP session (expired or closed): initialize a new one');
      }
      this.checkSameIdentity(req, s.identity);
      s.lastSeen = Date.now();
      return this.forward(s.transport, req, reply);
    }
    if (req.method !== 'POST' || !isInitializeRequest(req.body)) {
      throw new MemwrightError('mcp_session_required', 'send an initialize request first, then the Mcp-Session-Id header it returns');
    }
    const identity = this.identityOf(req, principal);
    // A full process makes room only inside the caller's own sessions (see onInitialized).
    if (this.sessions.size + this.pending >= this.maxSessions && !this.byKey.get(principal.keyId)?.size) {
      reply.header('retry-after', String(Math.ceil(Math.min(this.idleMs, 60_000) / 1000)));
      throw new MemwrightError('mcp_sessions_full', 'this server holds its maximum of MCP sessions; retry later');
    }
    const session = this.open(principal, token, identity);
    this.pending++;
    try {
      await session.server.connect(session.transport);
      await this.forward(session.transport, req, reply);
    } finally {
      this.pending--;
    }
    // The initialize was refused by the transport (bad protocol version, headers): nothing to keep.
    if (!this.sessions.has(session.id)) await session.server.close();
  }

  async closeAll(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all([...this.sessions.values()].map((s) => s.server.close()));
    this.sessions.clear();
    this.byKey.clear();
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
      onsessioninitialized: () => this.add(session),
    });
    transport.onclose = () => this.remove(session);
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
        reply.raw.end(JSON.stringify(problem('internal_error', 'internal error')));
      }
    }
  }

  /** Keep a session whose initialize succeeded, first closing the key's own least recently used ones while over a limit. */
  private add(session: Session): void {
    let own = this.byKey.get(session.keyId);
    if (!own) this.byKey.set(session.keyId, (own = new Set()));
    while (own.size > 0 && (own.size >= this.maxSessionsPerKey || this.sessions.size >= this.maxSessions)) {
      let oldest: Session | undefined;
      for (const s of own) if (!oldest || s.lastSeen < oldest.lastSeen) oldest = s;
      this.drop(oldest!);
    }
    own.add(session);
    this.sessions.set(session.id, session);
  }

  private remove(s: Session): void {
    // Only the entry of this very session: its id may not have been kept at all.
    if (this.sessions.get(s.id) === s) this.sessions.delete(s.id);
    const own = this.byKey.get(s.keyId);
    if (own?.delete(s) && own.size === 0) this.byKey.delete(s.keyId);
  }

  private sweep(): void {
    const cutoff = Date.now() - this.idleMs;
    for (const s of this.sessions.values()) if (s.lastSeen < cutoff) this.drop(s);
  }

  private drop(s: Session): void {
    this.remove(s);
    void s.server.close().catch(() => undefined);
  }
}
