/**
 * `MemwrightClient` — a typed HTTP client for processes that talk to a memwright
 * service over the network (the library is the zero-hop alternative in process).
 * Uses the global `fetch`; imports only types from the rest of the package, so it
 * pulls no server code into the caller.
 *
 * Policy outcomes of a write are results, not errors — including `rejected` (422/409)
 * and `skipped_cap` (429) — exactly as the library returns them. Every other non-2xx
 * answer throws {@link MemwrightClientError} carrying the problem document.
 */
import type { NoteDto, NoteList, WriteResult } from '../contract/note.js';
import type { MemoryWriteInput } from '../contract/write.js';
import type { ContextRequest, ContextResult } from '../contract/context.js';
import type { History } from '../contract/history.js';
import type { Correction } from '../contract/correction.js';
import type { ErasureRequest, ErasureResult } from '../contract/erasure.js';
import type { ReviewDecision, ReviewListQuery } from '../contract/review.js';
import type { AgentConfig, AgentConfigInput } from '../contract/agents.js';
import type { ListQuery } from '../contract/memories.js';
import type { EventBatchInput, EventBatchResult } from '../contract/events.js';

/** RFC 9457 problem document as memwright sends it. */
export interface ProblemDocument {
  type?: string;
  title?: string;
  status: number;
  code: string;
  detail?: string;
  errors?: { field: string; message: string }[];
  [k: string]: unknown;
}

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
  /** API key (agent, operator or admin). */
  apiKey: string;
  /** Per-request timeout. @defaultValue 10000 */
  timeoutMs?: number;
  /** Custom fetch (tests, proxies). @defaultValue globalThis.fetch */
  fetch?: typeof fetch;
}

type Query = Record<string, string | number | undefined>;

export class MemwrightClient {
  private readonly base: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly opts: MemwrightClientOptions) {
    this.base = opts.baseUrl.replace(/\/+$/, '');
    this.fetchImpl = opts.fetch ?? globalThis.fetch;
    this.timeoutMs = opts.timeoutMs ?? 10_000;
  }

  /** Propose a memory. Policy outcomes (rejections and caps included) are returned, not thrown. */
  async write(body: MemoryWriteInput): Promise<WriteResult & { httpStatus: number }> {
    const { status, json } = await this.send('POST', '/v1/memories', undefined, body, true);
    return { ...(json as WriteResult), httpStatus: status };
  }

  /** Record one run's conversation events for the background lane (POST /v1/events, 202). */
  recordEvents(batch: EventBatchInput): Promise<EventBatchResult> {
    return this.call('POST', '/v1/events', undefined, batch);
  }

  context(request: ContextRequest): Promise<ContextResult> {
    return this.call('POST', '/v1/context', undefined, request);
  }

  get(id: string): Promise<NoteDto> {
    return this.call('GET', `/v1/memories/${encodeURIComponent(id)}`);
  }

  list(query: ListQuery = {}): Promise<NoteList> {
    return this.call('GET', '/v1/memories', query as Query);
  }

  history(id: string): Promise<History> {
    return this.call('GET', `/v1/memories/${encodeURIComponent(id)}/history`);
  }

  correct(id: string, correction: Correction): Promise<NoteDto> {
    return this.call('PATCH', `/v1/memories/${encodeURIComponent(id)}`, undefined, correction);
  }

  /** Erase one note by id, or by `{ userId }` / `{ deletionKey, userId?, agentId? }`. */
  erase(target: string | ErasureRequest): Promise<ErasureResult> {
    return typeof target === 'string'
      ? this.call('DELETE', `/v1/memories/${encodeURIComponent(target)}`)
      : this.call('POST', '/v1/erasure', undefined, target);
  }

  reviews(query: ReviewListQuery = {}): Promise<NoteList> {
    return this.call('GET', '/v1/reviews', query as Query);
  }

  review(id: string, decision: ReviewDecision): Promise<NoteDto> {
    return this.call('POST', `/v1/reviews/${encodeURIComponent(id)}`, undefined, decision);
  }

  getAgent(agentId: string): Promise<AgentConfig> {
    return this.call('GET', `/v1/agents/${encodeURIComponent(agentId)}`);
  }

  putAgent(agentId: string, config: AgentConfigInput): Promise<AgentConfig> {
    return this.call('PUT', `/v1/agents/${encodeURIComponent(agentId)}`, undefined, config);
  }

  private async call<T>(method: string, path: string, query?: Query, body?: unknown): Promise<T> {
    return (await this.send(method, path, query, body, false)).json as T;
  }

  private async send(method: string, path: string, query: Query | undefined, body: unknown, outcomesAreResults: boolean) {
    const qs = query
      ? new URLSearchParams(Object.entries(query).filter((e): e is [string, string | number] => e[1] !== undefined).map(([k, v]) => [k, String(v)])).toString()
      : '';
    const headers: Record<string, string> = { authorization: `Bearer ${this.opts.apiKey}`, accept: 'application/json' };
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
