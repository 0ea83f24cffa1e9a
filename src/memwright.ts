/**
 * The library: `createMemwright(config)` — the same operations as the HTTP API,
 * in process, through the very same functions the routes call.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'pino';
import type { ConfigOverrides } from './config/config.js';
import { loadConfig } from './config/load.js';
import type { NoteDto, NoteList, WriteResult } from './contract/note.js';
import type { MemoryWriteInput } from './contract/write.js';
import type { Principal } from './auth/principal.js';
import { createServices, type Services } from './services.js';
import { getMemory, listMemories, type ListQuery } from './ops/read.js';
import { writeMemory } from './write/writeMemory.js';
import { getContext, type ContextRequest, type ContextResult } from './ops/context.js';
import { getHistory, type History } from './ops/history.js';
import { correctMemory, type Correction } from './ops/correct.js';
import { restoreMemory, type Restore } from './ops/restore.js';
import { eraseBy, eraseMemory, type EraseOptions, type ErasureRequest, type ErasureResult } from './ops/erase.js';
import { decideReview, listReviews, type ReviewDecision, type ReviewListQuery } from './ops/review.js';
import { getAgentConfig, putAgentConfig, type AgentConfig, type AgentConfigInput } from './ops/agents.js';
import { recordEvents, type EventBatchInput, type EventBatchResult } from './ops/events.js';

export interface MemwrightConfig {
  /**
   * Typed settings by section (`{ write: { maxWritesPerRun: 10 }, embedder: { kind: 'hash' } }`),
   * laid over those {@link env} gives. @defaultValue none
   */
  settings?: ConfigOverrides;
  /**
   * Environment-style variables (same names and validation as the service): one way to
   * load the settings, kept for compatibility; unset ones take their defaults.
   * @defaultValue process.env
   */
  env?: Record<string, string | undefined>;
  /** Tenant and role the library acts as unless a call says otherwise. @defaultValue tenant `default`, role `agent`, any agent */
  principal?: Partial<Principal>;
  /** Reuse an open PGlite (tests, embedding in a host that owns one). */
  pglite?: PGlite;
  /** Run without Redis: notes are written and left for the sweep of a process that has Redis. */
  noQueue?: boolean;
  logger?: Logger;
  now?: () => Date;
}

export interface CallOptions {
  /** Act as this principal for one call. */
  as?: Principal;
}

export interface Memwright {
  readonly services: Services;
  /** Write a memory (docs/design.md#contract, #admission). Returns the outcome; invalid input throws `MemwrightError`. */
  write(body: MemoryWriteInput, opts?: CallOptions): Promise<WriteResult & { httpStatus: number }>;
  get(id: string, opts?: CallOptions): Promise<NoteDto>;
  list(query?: ListQuery, opts?: CallOptions): Promise<NoteList>;
  /** Notes to inject into a run plus the ready text block (docs/design.md#recall). */
  context(request: ContextRequest, opts?: CallOptions): Promise<ContextResult>;
  /** Audit trail of a note (operators). */
  history(id: string, opts?: CallOptions): Promise<History>;
  /** Replace a note's content (operators): old → superseded, new → active, confidence=corrected. */
  correct(id: string, correction: Correction, opts?: CallOptions): Promise<NoteDto>;
  /** Undo a pipeline retirement (operators): a superseded/revoked/archived note → active, recorded in history. */
  restore(id: string, body?: Restore, opts?: CallOptions): Promise<NoteDto>;
  /**
   * Erase one note by id, or by `{ userId }` / `{ deletionKey, userId?, agentId? }` (operators).
   * `awaitScrub`: resolve only once the erased rows' bytes are gone from table and index files.
   */
  erase(target: string | ErasureRequest, opts?: CallOptions & EraseOptions): Promise<ErasureResult>;
  /** Decide a `pending_review` note (operators). */
  review(id: string, decision: ReviewDecision, opts?: CallOptions): Promise<NoteDto>;
  /** The review queue (operators). */
  reviews(query?: ReviewListQuery, opts?: CallOptions): Promise<NoteList>;
  /**
   * Record one run's conversation events for the background lane (docs/design.md#background-lane):
   * stored, never injected; extracted by the agent's trigger through the same admission as `write`.
   */
  recordEvents(batch: EventBatchInput, opts?: CallOptions): Promise<EventBatchResult>;
  getAgent(agentId: string, opts?: CallOptions): Promise<AgentConfig>;
  putAgent(agentId: string, config: AgentConfigInput, opts?: CallOptions): Promise<AgentConfig>;
  close(): Promise<void>;
}

export async function createMemwright(config: MemwrightConfig = {}): Promise<Memwright> {
  const services = await createServices(loadConfig(config.env, config.settings), {
    pglite: config.pglite,
    noQueue: config.noQueue,
    logger: config.logger,
    now: config.now,
  });
  return memwrightFor(services, config.principal);
}

/** Bind the library API to existing services (the `serve` process shares one set). */
export function memwrightFor(services: Services, principal: Partial<Principal> = {}): Memwright {
  const base: Principal = {
    tenantId: principal.tenantId ?? 'default',
    role: principal.role ?? 'agent',
    keyId: principal.keyId ?? 'library',
    agentIds: principal.agentIds ?? null,
  };
  const who = (o?: CallOptions) => o?.as ?? base;
  const deps = () => ({
    db: services.database.db,
    producer: services.producer,
    config: services.config.write,
    now: services.now,
    logger: services.logger,
    metrics: services.metrics,
  });
  return {
    services,
    async write(body, opts) {
      const r = await writeMemory(deps(), who(opts), body);
      return { ...r.result, httpStatus: r.httpStatus };
    },
    get: (id, opts) => getMemory(services, who(opts), id),
    list: (query, opts) => listMemories(services, who(opts), query ?? {}),
    context: (request, opts) => getContext(services, who(opts), request),
    history: (id, opts) => getHistory(services, who(opts), id),
    correct: (id, correction, opts) => correctMemory(services, who(opts), id, correction),
    restore: (id, body, opts) => restoreMemory(services, who(opts), id, body ?? {}),
    erase: (target, opts) =>
      typeof target === 'string' ? eraseMemory(services, who(opts), target, opts) : eraseBy(services, who(opts), target, opts),
    review: (id, decision, opts) => decideReview(services, who(opts), id, decision),
    reviews: (query, opts) => listReviews(services, who(opts), query ?? {}),
    recordEvents: (batch, opts) => recordEvents(services, who(opts), batch),
    getAgent: (agentId, opts) => getAgentConfig(services, who(opts), agentId),
    putAgent: (agentId, config, opts) => putAgentConfig(services, who(opts), agentId, config),
    close: () => services.close(),
  };
}
