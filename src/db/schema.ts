import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
  vector,
} from 'drizzle-orm/pg-core';
import type {
  AuthorType,
  EventRole,
  ExtractionTrigger,
  Category,
  Confidence,
  ConflictPolicy,
  MemoryType,
  NoteStatus,
  PipelineStage,
  ProtectionTier,
  Role,
  ScopeLevel,
  Source,
  Visibility,
} from '../contract/enums.js';

/** Embedding width of all-MiniLM-L6-v2 (and of the hashing fallback). */
export const EMBEDDING_DIMENSIONS = 384;

/** Postgres full-text document (drizzle has no built-in tsvector type). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  /** docs/design.md#admission step 4: let `confidence=inferred` notes in at thread scope without review. */
  allowInferredAtThreadScope: boolean('allow_inferred_at_thread_scope').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    role: text('role').$type<Role>().notNull(),
    /** Agent keys act only for these agents. */
    agentIds: text('agent_ids').array(),
    /** sha256 of the key; the key itself is shown once and never stored. */
    keyHash: text('key_hash').notNull().unique(),
    /** First characters of the key, to tell keys apart in listings. */
    prefix: text('prefix').notNull(),
    /**
     * Hex Ed25519 public key that verifies the key's signed ingest jobs (src/contract/ingestWire.ts).
     * Only the public half: nothing stored here can sign. Null for a key created before
     * ingest signatures were asymmetric, until the key next authenticates over HTTP.
     */
    ingestPublicKey: text('ingest_public_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    /** After this instant the key is refused (null: never expires). */
    expiresAt: ts('expires_at'),
    /** Last time the key authenticated a request; written in batches, so up to a flush interval behind. */
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [index('api_keys_tenant_idx').on(t.tenantId)],
);

export const agentConfigs = pgTable(
  'agent_configs',
  {
    tenantId: text('tenant_id').notNull(),
    agentId: text('agent_id').notNull(),
    allowMemoryWrite: boolean('allow_memory_write').notNull().default(true),
    maxWritesPerRun: integer('max_writes_per_run').notNull().default(5),
    /** When the background lane extracts from this agent's events (src/extract/triggers.ts). */
    extractionTrigger: text('extraction_trigger').$type<ExtractionTrigger>().notNull().default('on_session_end'),
    /** on_session_end: a run quiet this long counts as ended (null: only `trigger: "session_end"`). */
    extractionIdleSeconds: integer('extraction_idle_seconds'),
    /** Cap of extracted candidates written per run (`maxExtractedPerRun`). */
    maxExtractedPerRun: integer('max_extracted_per_run').notNull().default(10),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.agentId] })],
);

export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    agentId: text('agent_id'),
    userId: text('user_id'),
    threadId: text('thread_id'),
    scopeLevel: text('scope_level').$type<ScopeLevel>().notNull(),
    /** JSON of [agentId, userId, threadId]: "same scope" is one indexed equality. */
    scopeKey: text('scope_key').notNull(),
    content: text('content').notNull(),
    /** sha256 of the normalised content (trim, lower-case, collapsed white space). */
    contentHash: text('content_hash').notNull(),
    memoryType: text('memory_type').$type<MemoryType>().notNull(),
    category: text('category').$type<Category>().notNull(),
    status: text('status').$type<NoteStatus>().notNull(),
    authorType: text('author_type').$type<AuthorType>().notNull(),
    /** The API key (or pipeline stage) that wrote the row. */
    authorId: text('author_id'),
    source: text('source').$type<Source>().notNull(),
    confidence: text('confidence').$type<Confidence>().notNull(),
    evidence: jsonb('evidence').$type<Record<string, string>>().notNull(),
    runId: text('run_id'),
    runAgentId: text('run_agent_id'),
    runUserId: text('run_user_id'),
    runThreadId: text('run_thread_id'),
    conversationId: text('conversation_id'),
    visibility: text('visibility').$type<Visibility>().notNull(),
    conflictPolicy: text('conflict_policy').$type<ConflictPolicy>().notNull(),
    deletionKey: text('deletion_key'),
    /**
     * The attribute slot the content fills, `<subject>|<attribute>` of a single-valued
     * attribute (src/language/slotKey.ts), else `key:<deletionKey>` when the writer named
     * one; null when neither. Written with the content, so same-slot candidates are found
     * by index however large the scope (src/pipeline/noteAccess.ts).
     */
    slotKey: text('slot_key'),
    protectionTier: text('protection_tier').$type<ProtectionTier>().notNull().default('standard'),
    /** Base importance 0..10 (decay computes the effective score from it; never overwritten by decay). */
    importance: real('importance'),
    /** Operator's explicit importance mark, if any. */
    importanceMark: real('importance_mark'),
    accessCount: integer('access_count').notNull().default(0),
    lastAccessedAt: ts('last_accessed_at'),
    expiresAt: ts('expires_at'),
    /** True when the writer asked for this TTL (it survives hardening). */
    ttlExplicit: boolean('ttl_explicit').notNull().default(false),
    hardenedAt: ts('hardened_at'),
    /** Stored inline (STORAGE MAIN, TOAST target 4 kB: drizzle/0004, docs/design.md#embedding-inline; drizzle-kit cannot express either). */
    embedding: vector('embedding', { dimensions: EMBEDDING_DIMENSIONS }),
    embeddingModel: text('embedding_model'),
    /**
     * The content as an English full-text document, for lexical recall (src/recall/lexical.ts).
     * Generated by the database, so every write, correction and erasure keeps it in step
     * with `content` without any code path having to remember it.
     */
    contentTsv: tsvector('content_tsv').generatedAlwaysAs(sql`to_tsvector('english', content)`),
    derivedFromIds: uuid('derived_from_ids').array().notNull().default(sql`'{}'::uuid[]`),
    consolidatedIntoId: uuid('consolidated_into_id'),
    /** How many merges produced this note (0 = written); docs/design.md#recurring-jobs drift guard re-summarises after 3. */
    consolidationGeneration: integer('consolidation_generation').notNull().default(0),
    supersededById: uuid('superseded_by_id'),
    /** Why the note waits in review / was flagged. */
    reviewReason: text('review_reason'),
    flaggedAt: ts('flagged_at'),
    /** The next pipeline stage to run (`done` once the note left the pipeline). Source of truth for job CAS. */
    pipelineStage: text('pipeline_stage').$type<PipelineStage>().notNull().default('embed'),
    pipelineUpdatedAt: ts('pipeline_updated_at').notNull().defaultNow(),
    /** Set when the pipeline could not be enqueued or a stage failed for good; the sweep retries. */
    pipelineError: text('pipeline_error'),
    version: integer('version').notNull().default(1),
    /**
     * When the fact was stated or the event happened (the writer's `occurredAt`, else the
     * write time): recency, injection order and the dates in the context text use it;
     * `createdAt` stays the row's own time (cursors, the pipeline, the audit trail).
     */
    occurredAt: ts('occurred_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('notes_tenant_run_idx').on(t.tenantId, t.runId),
    index('notes_tenant_scope_hash_idx').on(t.tenantId, t.scopeKey, t.contentHash),
    index('notes_tenant_slot_idx').on(t.tenantId, t.deletionKey),
    index('notes_scope_slot_key_idx').on(t.tenantId, t.scopeKey, t.slotKey).where(sql`${t.slotKey} is not null`),
    index('notes_tenant_user_idx').on(t.tenantId, t.userId),
    index('notes_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    // The sweep and pipeline health find provisional notes by status (they are few). No
    // index holds a column every stage step changes (pipeline_stage, pipeline_updated_at):
    // those updates stay HOT — no new entry in any index, the HNSW graph included, which
    // cost ~2 ms of a ~2.5 ms stage update on PGlite (docs/design.md#pipeline).
    index('notes_status_idx').on(t.status),
    // Established notes only: recall's HNSW path is the one reader (src/recall/candidates.ts,
    // `status = 'active'` spelled literally so the planner matches the predicate), and a
    // provisional note's updates would each re-insert it into the graph. A note joins the
    // graph once, when it hardens, instead of at embed and again at every non-HOT update
    // (drizzle/0003_hnsw_established.sql, docs/design.md#pipeline).
    index('notes_embedding_hnsw_idx').using('hnsw', t.embedding.op('vector_cosine_ops')).where(sql`${t.status} = 'active'`),
    // Lexical recall: `content_tsv @@ query` without reading every row of a large scope.
    index('notes_content_tsv_idx').using('gin', t.contentTsv),
    // Recall (src/recall/candidates.ts): a scope's provisional notes newest first (by when
    // they happened, ties by id), and its established ones, without reading every row of a
    // large scope. With the id the order is the index's whole: without it, notes of one
    // occurred_at (a bulk import, dates without a time) were all read and sorted.
    index('notes_scope_status_occurred_id_idx').on(t.tenantId, t.scopeKey, t.status, t.occurredAt, t.id),
    // The context cache's expiry check (src/ops/context.ts firstExpiry): the earliest expiry in a
    // scope among the few notes that have one (provisional ones, explicit TTLs), not every row.
    index('notes_scope_expires_idx').on(t.tenantId, t.scopeKey, t.expiresAt).where(sql`${t.expiresAt} is not null`),
    // Recall: the (few) established notes not embedded yet, eligible on the HNSW path.
    index('notes_unembedded_idx').on(t.tenantId, t.scopeKey).where(sql`${t.embedding} is null`),
    // Erasure's lineage walk (src/ops/erase.ts derivedClosure): `derived_from_ids && ids`
    // without reading every note of the tenant at each hop.
    index('notes_derived_from_idx').using('gin', t.derivedFromIds),
  ],
);

/**
 * Append-only audit trail. Never stores note content, so erasure leaves a
 * content-free tombstone by clearing only `evidence`/`reason` of the erased note's rows.
 */
export const noteEvents = pgTable(
  'note_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    noteId: uuid('note_id').notNull(),
    type: text('type').notNull(),
    /** `agent:<keyId>`, `operator:<keyId>`, `pipeline:<stage>`, … */
    actor: text('actor').notNull(),
    reason: text('reason'),
    evidence: jsonb('evidence').$type<Record<string, string>>(),
    /** Content-free details: related note ids, status transitions, scores. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    /**
     * Other notes `detail` names (every uuid in it but the event's own note; null when
     * none), kept by a trigger on every insert and change of `detail`
     * (drizzle/0002_erasure_indexes.sql): erasure finds the surviving events that speak
     * about an erased note through this index instead of matching every event's detail
     * text (src/ops/erase.ts).
     */
    refs: uuid('refs').array(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('note_events_note_idx').on(t.tenantId, t.noteId, t.id), index('note_events_refs_idx').using('gin', t.refs)],
);

/**
 * Client retry keys (docs/design.md#contract `idempotencyKey`): same key + same body = same
 * result. One API key's retry keys are its own: another key of the tenant using the same
 * string neither sees nor collides with them.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: text('tenant_id').notNull(),
    /** The principal's key id (the API key, over HTTP or the ingest queue alike). */
    keyId: text('key_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    noteId: uuid('note_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.keyId, t.key] })],
);

/**
 * The event log of the background lane: one run's conversation turns and tool
 * events as the application sent them. Never injected; read only by the extractor;
 * pruned after MEMWRIGHT_EVENT_RETENTION_DAYS and erased (physically) with the user.
 */
export const conversationEvents = pgTable(
  'conversation_events',
  {
    /** Arrival order (extraction reads a run's events in it). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    tenantId: text('tenant_id').notNull(),
    agentId: text('agent_id').notNull(),
    runId: text('run_id').notNull(),
    /** The caller's id of the event; unique per run (idempotency key of the batch). */
    eventId: text('event_id').notNull(),
    userId: text('user_id'),
    threadId: text('thread_id'),
    conversationId: text('conversation_id'),
    role: text('role').$type<EventRole>().notNull(),
    content: text('content').notNull(),
    toolName: text('tool_name'),
    /** When the turn happened (the caller's `at`, else arrival). */
    at: ts('at').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
    /** Set once an extraction run has read the event. */
    extractedAt: ts('extracted_at'),
    /**
     * Set when a batch's trigger asked for this run's extraction (session_end, explicit,
     * every_turn), in the transaction that stored the events — so a request whose job
     * could not be queued (Redis down) is found again by extract-idle (src/extract/idle.ts).
     */
    extractionRequestedAt: ts('extraction_requested_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.agentId, t.runId, t.eventId] }),
    index('conversation_events_user_idx').on(t.tenantId, t.userId),
    index('conversation_events_received_idx').on(t.receivedAt),
    index('conversation_events_pending_idx').on(t.tenantId, t.agentId, t.runId).where(sql`${t.extractedAt} is null`),
  ],
);

export type NoteRow = typeof notes.$inferSelect;
export type NewNoteRow = typeof notes.$inferInsert;
export type NoteEventRow = typeof noteEvents.$inferSelect;
