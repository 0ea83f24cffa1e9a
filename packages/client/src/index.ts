/**
 * `@memwright/client`: a typed HTTP client for processes that talk to a memwright service
 * over the network. Uses the global `fetch` and imports nothing: installing it installs
 * no other package, and it runs wherever `fetch` does (Node ≥ 20.18, Deno, Bun, browsers).
 *
 * Every operation of the HTTP API has a method (test/http/client.test.ts fails on one
 * that has not). Policy outcomes of a write are results, not errors — including
 * `rejected` (422/409) and `skipped_cap` (429) — exactly as the library returns them.
 * Every other non-2xx answer throws {@link MemwrightClientError} carrying the problem document.
 *
 * The `/v1/me` methods are for a client built with a user token (from
 * {@link MemwrightClient.createUserToken}) as its `apiKey`.
 */
import type {
  AgentConfig,
  AgentConfigInput,
  ApiKeyView,
  ContextRequest,
  ContextResult,
  CreatedApiKey,
  CreateKey,
  Correction,
  Directory,
  DirectoryQuery,
  EndUser,
  EndUserListQuery,
  ErasurePreview,
  ErasurePreviewRequest,
  ErasureRequest,
  ErasureResult,
  EventBatchInput,
  EventBatchResult,
  History,
  ListQuery,
  MemoryWriteInput,
  NoteDto,
  NoteList,
  PipelineHealth,
  ProblemDocument,
  Readiness,
  Restore,
  RestoreResult,
  ReviewDecision,
  ReviewListQuery,
  UserToken,
  UserTokenRequest,
  WriteResult,
} from './types.js';

export type * from './types.js';

export class MemwrightClientError extends Error {
  readonly status: number;
  readonly code: string;
  readonly problem: ProblemDocument;

  constructor(problem: ProblemDocument) {
    super(problem.detail ?? `${problem.status} ${problem.code}`);
    this.name = 'MemwrightClientError';
    this.status = problem.status;
    this.code = problem.code;
    this.problem = problem;
  }
}

export interface MemwrightClientOptions {
  /** Service root, e.g. `http://localhost:3000`. */
  baseUrl: string;
  /** API key (agent, operator or admin), or a user token for the `/v1/me` methods. */
  apiKey: string;
  /** Per-request timeout. @defaultValue 10000 */
  timeoutMs?: number;
  /** Custom fetch (tests, proxies). @defaultValue globalThis.fetch */
  fetch?: typeof fetch;
}

type Query = Record<string, string | number | boolean | undefined>;

const seg = (s: string) => encodeURIComponent(s);

export class MemwrightClient {
  private readonly base: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly apiKey: string;

  constructor(opts: MemwrightClientOptions) {
    this.base = opts.baseUrl.replace(/\/+$/, '');
    this.fetchImpl = opts.fetch ?? globalThis.fetch;
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    this.apiKey = opts.apiKey;
  }

  // --- memories ---

  /** Propose a memory. Policy outcomes (rejections and caps included) are returned, not thrown. */
  async write(body: MemoryWriteInput): Promise<WriteResult & { httpStatus: number }> {
    const { status, json } = await this.send('POST', '/v1/memories', undefined, body, true);
    return { ...(json as WriteResult), httpStatus: status };
  }

  get(id: string): Promise<NoteDto> {
    return this.call('GET', `/v1/memories/${seg(id)}`);
  }

  list(query: ListQuery = {}): Promise<NoteList> {
    return this.call('GET', '/v1/memories', { ...query });
  }

  // --- recall and the background lane ---

  context(request: ContextRequest): Promise<ContextResult> {
    return this.call('POST', '/v1/context', undefined, request);
  }

  /** Record one run's conversation events for the background lane (POST /v1/events, 202). */
  recordEvents(batch: EventBatchInput): Promise<EventBatchResult> {
    return this.call('POST', '/v1/events', undefined, batch);
  }

  // --- lifecycle (operators) ---

  history(id: string): Promise<History> {
    return this.call('GET', `/v1/memories/${seg(id)}/history`);
  }

  correct(id: string, correction: Correction): Promise<NoteDto> {
    return this.call('PATCH', `/v1/memories/${seg(id)}`, undefined, correction);
  }

  /** Undo a pipeline retirement (superseded, revoked or archived → active). */
  restore(id: string, body: Restore = {}): Promise<RestoreResult> {
    return this.call('POST', `/v1/memories/${seg(id)}/restore`, undefined, body);
  }

  /**
   * Erase one note by id (`includeCorrections`: its corrections too), or by
   * `{ userId }` / `{ deletionKey, userId?, agentId? }`.
   */
  erase(target: string | ErasureRequest, opts: { includeCorrections?: boolean } = {}): Promise<ErasureResult> {
    if (typeof target !== 'string') return this.call('POST', '/v1/erasure', undefined, target);
    const query = opts.includeCorrections === undefined ? undefined : { includeCorrections: String(opts.includeCorrections) };
    return this.call('DELETE', `/v1/memories/${seg(target)}`, query);
  }

  /** What an erasure would remove, removing nothing. */
  previewErasure(request: ErasurePreviewRequest): Promise<ErasurePreview> {
    return this.call('POST', '/v1/erasure/preview', undefined, request);
  }

  // --- review (operators) ---

  reviews(query: ReviewListQuery = {}): Promise<NoteList> {
    return this.call('GET', '/v1/reviews', { ...query });
  }

  review(id: string, decision: ReviewDecision): Promise<NoteDto> {
    return this.call('POST', `/v1/reviews/${seg(id)}`, undefined, decision);
  }

  // --- agents and the directory (operators) ---

  getAgent(agentId: string): Promise<AgentConfig> {
    return this.call('GET', `/v1/agents/${seg(agentId)}`);
  }

  putAgent(agentId: string, config: AgentConfigInput): Promise<AgentConfig> {
    return this.call('PUT', `/v1/agents/${seg(agentId)}`, undefined, config);
  }

  listAgents(query: DirectoryQuery = {}): Promise<Directory> {
    return this.call('GET', '/v1/agents', { ...query });
  }

  listUsers(query: DirectoryQuery = {}): Promise<Directory> {
    return this.call('GET', '/v1/users', { ...query });
  }

  pipelineHealth(): Promise<PipelineHealth> {
    return this.call('GET', '/v1/pipeline/health');
  }

  // --- API keys (admin) ---

  createKey(request: CreateKey): Promise<CreatedApiKey> {
    return this.call('POST', '/v1/admin/keys', undefined, request);
  }

  async listKeys(query: { tenantId?: string } = {}): Promise<ApiKeyView[]> {
    return (await this.call<{ keys: ApiKeyView[] }>('GET', '/v1/admin/keys', { ...query })).keys;
  }

  revokeKey(id: string): Promise<ApiKeyView> {
    return this.call('DELETE', `/v1/admin/keys/${seg(id)}`);
  }

  // --- end users: minting (operators), then the token's own routes ---

  createUserToken(request: UserTokenRequest): Promise<UserToken> {
    return this.call('POST', '/v1/user-tokens', undefined, request);
  }

  /** Who this client's user token speaks for. */
  me(): Promise<EndUser> {
    return this.call('GET', '/v1/me');
  }

  myMemories(query: EndUserListQuery = {}): Promise<NoteList> {
    return this.call('GET', '/v1/me/memories', { ...query });
  }

  myHistory(id: string): Promise<History> {
    return this.call('GET', `/v1/me/memories/${seg(id)}/history`);
  }

  correctMine(id: string, correction: Correction): Promise<NoteDto> {
    return this.call('PATCH', `/v1/me/memories/${seg(id)}`, undefined, correction);
  }

  eraseMine(id: string): Promise<ErasureResult> {
    return this.call('DELETE', `/v1/me/memories/${seg(id)}`);
  }

  // --- probes (no key needed; sent anyway) ---

  /** GET /healthz: the process is alive. */
  health(): Promise<{ status: 'ok' }> {
    return this.call('GET', '/healthz');
  }

  /** GET /readyz: ready or degraded; not ready (503) throws with code `not_ready` and the checks. */
  ready(): Promise<Readiness> {
    return this.call('GET', '/readyz');
  }

  /** GET /metrics: the Prometheus text exposition. */
  async metrics(): Promise<string> {
    return (await this.request('GET', '/metrics', undefined, undefined, 'text/plain')).text;
  }

  private async call<T>(method: string, path: string, query?: Query, body?: unknown): Promise<T> {
    return (await this.send(method, path, query, body, false)).json as T;
  }

  private async request(method: string, path: string, query: Query | undefined, body: unknown, accept: string) {
    const qs = query
      ? new URLSearchParams(
          Object.entries(query)
            .filter((e): e is [string, string | number | boolean] => e[1] !== undefined)
            .map(([k, v]) => [k, String(v)]),
        ).toString()
      : '';
    const headers: Record<string, string> = { authorization: `Bearer ${this.apiKey}`, accept };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await this.fetchImpl(`${this.base}${path}${qs ? `?${qs}` : ''}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new MemwrightClientError({ status: 0, code: 'network_error', detail: `${method} ${path}: ${(err as Error).message}` });
    }
    const text = await res.text();
    // Errors are problem documents whatever was asked for.
    if (!res.ok && accept !== 'application/json') this.parsed(method, path, res, text, false);
    return { res, text };
  }

  private async send(method: string, path: string, query: Query | undefined, body: unknown, outcomesAreResults: boolean) {
    const { res, text } = await this.request(method, path, query, body, 'application/json');
    return this.parsed(method, path, res, text, outcomesAreResults);
  }

  /** The JSON of a 2xx answer (or a write's policy outcome); anything else throws. */
  private parsed(method: string, path: string, res: Response, text: string, outcomesAreResults: boolean) {
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new MemwrightClientError({ status: res.status, code: 'invalid_response', detail: `${method} ${path}: response is not JSON` });
    }
    if (res.ok) return { status: res.status, json };
    const problem = (json && typeof json === 'object' ? json : {}) as Partial<ProblemDocument>;
    if (outcomesAreResults && typeof problem.outcome === 'string') return { status: res.status, json: pickResult(problem) };
    throw new MemwrightClientError({ ...problem, status: res.status, code: typeof problem.code === 'string' ? problem.code : `http_${res.status}` });
  }
}

/** A write rejected by policy arrives as a problem document that embeds `{ outcome, reason, note? }`. */
function pickResult(p: Record<string, unknown>): WriteResult {
  return {
    outcome: p.outcome as WriteResult['outcome'],
    ...(typeof p.reason === 'string' ? { reason: p.reason } : {}),
    ...(p.note ? { note: p.note as NoteDto } : {}),
  };
}
