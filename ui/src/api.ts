/**
 * The page's only way to the server: the /v1 API with a Bearer credential (an
 * operator key or an end-user token), kept in sessionStorage — never in a URL, gone
 * when the tab closes. Problems (RFC 9457 + memwright's `code`) become {@link ApiError}.
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: string[] = [],
  ) {
    super(message);
  }
}

export type Credential = { kind: 'operator' | 'user'; secret: string };

const STORE = { operator: 'memwright.operatorKey', user: 'memwright.userToken' } as const;

export function loadCredential(kind: Credential['kind']): Credential | null {
  const secret = sessionStorage.getItem(STORE[kind]);
  return secret ? { kind, secret } : null;
}
export function saveCredential(c: Credential): void {
  sessionStorage.setItem(STORE[c.kind], c.secret);
}
export function clearCredential(kind: Credential['kind']): void {
  sessionStorage.removeItem(STORE[kind]);
}

export interface Api {
  get<T>(path: string, query?: Record<string, string | number | undefined>): Promise<T>;
  send<T>(method: 'POST' | 'PATCH' | 'DELETE' | 'PUT', path: string, body?: unknown): Promise<T>;
}

export function api(cred: Credential, onUnauthorized: () => void): Api {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${cred.secret}`, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'omit', cache: 'no-store' });
    } catch {
      throw new ApiError(0, 'network_error', 'the server did not answer');
    }
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    if (!res.ok) {
      if (res.status === 401) onUnauthorized();
      const fields = Array.isArray(json?.errors) ? json.errors.map((e: { field: string; message: string }) => `${e.field}: ${e.message}`) : [];
      throw new ApiError(res.status, json?.code ?? 'http_error', json?.detail ?? json?.title ?? `HTTP ${res.status}`, fields);
    }
    return json as T;
  }
  return {
    get: (path, query) => {
      const q = new URLSearchParams();
      for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') q.set(k, String(v));
      const qs = q.toString();
      return call('GET', qs ? `${path}?${qs}` : path);
    },
    send: (method, path, body) => call(method, path, body),
  };
}

/** Path segment: ids may hold any character. */
export const seg = (s: string) => encodeURIComponent(s);

// The wire types are the contract's (zod schemas in src/contract/, the same ones the
// server validates and documents in OpenAPI); only their types come in, so the page
// bundles no zod.
export type { NoteDto as Note, NoteList } from '../../src/contract/note.js';
export type { History, HistoryEvent } from '../../src/contract/history.js';
export type { ErasureResult } from '../../src/contract/erasure.js';
export type { Directory, ErasurePreview, PipelineHealth } from '../../src/contract/inspector.js';
export type { RestoreResult } from '../../src/contract/restore.js';

export const STATUSES = ['active', 'provisional', 'pending_review', 'superseded', 'revoked', 'archived', 'expired'] as const;
