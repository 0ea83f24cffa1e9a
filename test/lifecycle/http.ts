import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/http/app.js';
import type { Services } from '../../src/services.js';
import { ADMIN_KEY } from '../support/fixtures.js';
import { writeBody } from '../recall/helpers.js';

export interface HttpResult<T = any> {
  status: number;
  contentType: string;
  body: T;
}

/** A real listening server and a tiny fetch wrapper (tests speak HTTP, not app.inject). */
export class Http {
  private constructor(
    readonly app: FastifyInstance,
    readonly url: string,
  ) {}

  static async start(services: Services): Promise<Http> {
    const app = await buildApp(services);
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    return new Http(app, url);
  }

  async req<T = any>(method: string, path: string, key: string | null, body?: unknown): Promise<HttpResult<T>> {
    const headers: Record<string, string> = {};
    if (key) headers.authorization = `Bearer ${key}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(this.url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* non-JSON (metrics) */
    }
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', body: parsed as T };
  }

  async key(tenantId: string, role: 'agent' | 'operator' | 'admin', agentIds?: string[]): Promise<string> {
    const r = await this.req('POST', '/v1/admin/keys', ADMIN_KEY, { tenantId, role, ...(agentIds ? { agentIds } : {}) });
    if (r.status !== 201) throw new Error(`key creation failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.key as string;
  }

  close(): Promise<void> {
    return this.app.close();
  }
}

/** A valid agent write body. */
export function agentWrite(content: string, run: { runId: string; agentId: string; userId?: string; threadId?: string }, extra: Record<string, unknown> = {}) {
  return writeBody(content, { run, ...extra });
}
