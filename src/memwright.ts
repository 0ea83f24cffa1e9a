/**
 * The library: `createMemwright(config)` — the same operations as the HTTP API,
 * in process, through the very same functions the routes call.
 *
 * The package's `memwright` entry (entry/memwright.ts) re-exports this file and adds
 * `startPipeline`, so its declarations are the public types: they name memwright's own
 * contract types only (never the database driver's or drizzle's, whose declarations do
 * not type-check under `skipLibCheck: false`).
 * test/package checks that a strict consumer compiles against them.
 */
import type { Logger } from 'pino';
import type { ConfigOverrides } from './config/config.js';
import { loadConfig } from './config/load.js';
import type { NoteDto, NoteList, WriteResult } from './contract/note.js';
import type { MemoryWriteInput } from './contract/write.js';
import type { ListQuery } from './contract/memories.js';
import type { ContextRequest, ContextResult } from './contract/context.js';
import type { History } from './contract/history.js';
import type { Correction } from './contract/correction.js';
import type { Restore } from './contract/restore.js';
import type { ErasureRequest, ErasureResult } from './contract/erasure.js';
import type { ReviewDecision, ReviewListQuery } from './contract/review.js';
import type { AgentConfig, AgentConfigInput } from './contract/agents.js';
import type { EventBatchInput, EventBatchResult } from './contract/events.js';
import type { Stage } from './contract/enums.js';
import type { Principal } from './auth/principal.js';
import { createServices } from './services.js';
import type { Services } from './ports.js';
import { getMemory, listMemories } from './ops/read.js';
import { writeMemory } from './write/writeMemory.js';
import { getContext } from './ops/context.js';
import { getHistory } from './ops/history.js';
import { correctMemory } from './ops/correct.js';
import { restoreMemory } from './ops/restore.js';
import { eraseBy, eraseMemory } from './ops/erase.js';
import { decideReview, listReviews } from './ops/review.js';
import { getAgentConfig, putAgentConfig } from './ops/agents.js';
import { recordEvents } from './ops/events.js';

export { MemwrightError, type FieldIssue } from './errors.js';
export { DataDirLockedError } from './db/pglite/dataDirLock.js';
export { SetupError, SetupError as ConfigError, SetupError as DatabaseSetupError } from './errors.js';
export type { Principal } from './auth/principal.js';
export type { NoteDto, NoteList, WriteResult, MemoryWriteInput, ListQuery, ContextRequest, ContextResult, History, Correction, Restore };
export type { ErasureRequest, ErasureResult, ReviewDecision, ReviewListQuery, AgentConfig, AgentConfigInput, EventBatchInput, EventBatchResult };

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
  /**
   * Run without Redis: notes are written and marked for the sweep of a process that has
   * Redis (a `serve` or `memwright worker` on the same database) instead of queued.
   * @defaultValue false
   */
  noQueue?: boolean;
  logger?: Logger;
  now?: () => Date;
}

export interface CallOptions {
  /** Act as this principal for one call. */
  as?: Principal;
}

/** {@link Memwright.erase}'s options. */
export interface EraseCallOptions extends CallOptions {
  /** Resolve only once the erased rows' bytes are gone from table and index files. @defaultValue false */
  awaitScrub?: boolean;
  /**
   * Also erase the corrections that replaced a matched note. A request's own
   * `includeCorrections` wins over this. @defaultValue false — true when erasing a user
   */
  includeCorrections?: boolean;
}

declare const servicesBrand: unique symbol;

/**
 * The process's shared parts (database, queue producer, embedder, judge) behind one
 * opaque handle: pass it to {@link startPipeline}. Its members are not public.
 */
export interface MemwrightServices {
  readonly [servicesBrand]: true;
}

export interface Memwright {
  /** For {@link startPipeline}. */
  readonly services: MemwrightServices;
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
  erase(target: string | ErasureRequest, opts?: EraseCallOptions): Promise<ErasureResult>;
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

/**
 * Open the database (and, unless `noQueue`, the queue) the configuration names. An
 * embedded data directory is this process's while it is open: one that another live
 * process holds (a running `serve`) fails at once with {@link DataDirLockedError}.
 */
export async function createMemwright(config: MemwrightConfig = {}): Promise<Memwright> {
  const services = await createServices(loadConfig(config.env, config.settings), {
    noQueue: config.noQueue,
    logger: config.logger,
    now: config.now,
  });
  if (config.noQueue) services.logger.info('noQueue: writes are not queued; each note waits for the sweep of a process with Redis (serve or worker) on this database');
  return memwrightFor(services, config.principal);
}

/** {@link startPipeline}'s options. */
export interface PipelineStartOptions {
  /** Run the stage workers in this process. @defaultValue true */
  workers?: boolean;
  /** Upsert and run the recurring jobs (ttl-prune, decay, sweep, consolidate). @defaultValue true */
  schedulers?: boolean;
  /** Worker concurrency per stage. @defaultValue the stage registry's */
  concurrency?: Partial<Record<Stage, number>>;
}

/** A running pipeline. */
export interface MemwrightPipeline {
  /** Resolves once the workers are connected. */
  ready(): Promise<void>;
  /** Stop taking jobs, finish or release active ones, close connections. */
  close(timeoutMs?: number): Promise<void>;
}

const created = new WeakSet<object>();

/**
 * The services behind a Memwright's opaque handle, for `startPipeline` (entry/memwright.ts);
 * anything else is refused.
 * @internal
 */
export function servicesOf(services: MemwrightServices): Services {
  if (!created.has(services)) throw new TypeError('startPipeline takes the `services` of a Memwright instance (createMemwright)');
  return services as unknown as Services;
}

/**
 * Bind the library API to existing services (the `serve` process shares one set).
 * @internal
 */
export function memwrightFor(services: Services, principal: Partial<Principal> = {}): Memwright {
  const base: Principal = {
    tenantId: principal.tenantId ?? 'default',
    role: principal.role ?? 'agent',
    keyId: principal.keyId ?? 'library',
    agentIds: principal.agentIds ?? null,
  };
  const who = (o?: CallOptions) => o?.as ?? base;
  created.add(services);
  return {
    services: services as unknown as MemwrightServices,
    async write(body, opts) {
      const r = await writeMemory(services.write, who(opts), body);
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
