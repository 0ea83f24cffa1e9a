import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/http/app.js';
import type { Services } from '../../src/ports.js';
import { ADMIN_KEY } from './fixtures.js';

export interface Res<T = any> {
  status: number;
  contentType: string;
  /** Parsed JSON, or the text when the answer is not JSON (metrics). */
  body: T;
  text: string;
}

export interface ReqOptions {
  key?: string | null;
  /** JSON-encoded unless `raw` is given. */
  json?: unknown;
  /** Sent as is. */
  raw?: string | Uint8Array;
  headers?: Record<string, string>;
}

/** A real listening server (port 0) spoken to with fetch: tests speak HTTP, not app.inject. */
export class TestServer {
  private constructor(
    readonly app: FastifyInstance,
    readonly url: string,
  ) {}

  static async start(services: Services): Promise<TestServer> {
    const app = await buildApp(services);
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    return new TestServer(app, url);
  }

  /** `req(method, path, key, json?)`, or `req(method, path, options)` for raw bodies and headers. */
  req<T = any>(method: string, path: string, key: string | null, json?: unknown): Promise<Res<T>>;
  req<T = any>(method: string, path: string, opts?: ReqOptions): Promise<Res<T>>;
  async req<T = any>(method: string, path: string, keyOrOpts: string | null | ReqOptions = {}, json?: unknown): Promise<Res<T>> {
    const opts: ReqOptions = typeof keyOrOpts === 'object' && keyOrOpts !== null ? keyOrOpts : { key: keyOrOpts, json };
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.key) headers.authorization ??= `Bearer ${opts.key}`;
    let payload: string | Uint8Array | undefined;
    if (opts.raw !== undefined) payload = opts.raw;
    else if (opts.json !== undefined) {
      payload = JSON.stringify(opts.json);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.url + path, { method, headers, body: payload as BodyInit | undefined });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', body: body as T, text };
  }

  post<T = any>(path: string, key: string | null, json: unknown) {
    return this.req<T>('POST', path, key, json);
  }
  get<T = any>(path: string, key: string | null) {
    return this.req<T>('GET', path, key);
  }

  /** Create an API key through the admin route. */
  async key(tenantId: string, role: 'agent' | 'operator' | 'admin', agentIds?: string[]): Promise<string> {
    const r = await this.post('/v1/admin/keys', ADMIN_KEY, { tenantId, role, ...(agentIds ? { agentIds } : {}) });
    if (r.status !== 201) throw new Error(`key creation failed: ${r.status} ${r.text}`);
    return r.body.key as string;
  }

  close(): Promise<void> {
    return this.app.close();
  }
}
