/**
 * The HTTP contract's types as a consumer sees them: plain TypeScript, no zod. The server
 * derives the same shapes from its zod schemas (src/contract); test/http/client.test.ts
 * holds the two to be equal, so a contract change that is not made here fails `tsc`.
 * Request bodies are what may be sent (optional fields optional), responses what comes back.
 */

export type MemoryType = 'semantic' | 'episodic' | 'procedural';
export type Category = 'preference' | 'fact' | 'context' | 'event' | 'instruction' | 'constraint';
export type Source = 'user' | 'tool' | 'agent' | 'system' | 'human_review';
export type Confidence = 'asserted' | 'observed' | 'inferred' | 'corrected';
export type Visibility = 'immediate' | 'next_session' | 'after_review';
export type ConflictPolicy = 'supersede' | 'append' | 'reject' | 'require_review';
export type ProtectionTier = 'immutable' | 'protected' | 'standard' | 'ephemeral';
export type AuthorType = 'agent' | 'operator' | 'pipeline' | 'extractor' | 'end_user';
export type EventRole = 'user' | 'assistant' | 'tool';
export type ExtractionTrigger = 'off' | 'on_session_end' | 'every_turn' | 'explicit';
export type ScopeLevel = 'thread' | 'user' | 'user_all_agents' | 'agent' | 'org';
export type NoteStatus = 'provisional' | 'active' | 'pending_review' | 'superseded' | 'revoked' | 'archived' | 'expired';
export type Role = 'agent' | 'operator' | 'admin';
export type Outcome =
  | 'written'
  | 'superseded_own'
  | 'superseded'
  | 'deduped'
  | 'skipped_duplicate'
  | 'skipped_cap'
  | 'queued_for_review'
  | 'rejected';

/** What justified a memory. */
export interface Evidence {
  messageId?: string;
  toolCallId?: string;
  documentUri?: string;
  traceId?: string;
}

/** The agent run a write happens in (required for agent keys). */
export interface WriteRun {
  runId: string;
  agentId: string;
  userId?: string;
  threadId?: string;
  conversationId?: string;
}

/** A scope hint: agent writes may narrow their run's scope, never broaden it. */
export interface ScopeHint {
  level?: ScopeLevel;
  agentId?: string | null;
  userId?: string | null;
  threadId?: string | null;
}

/** The body of POST /v1/memories (docs/design.md#contract). */
export interface MemoryWriteInput {
  content: string;
  memoryType: MemoryType;
  category?: Category;
  source: Source;
  confidence: Confidence;
  evidence?: Evidence;
  run?: WriteRun;
  scope?: ScopeHint;
  visibility?: Visibility;
  /** ISO 8601 with an offset; not in the future. */
  occurredAt?: string;
  ttlSeconds?: number | null;
  conflictPolicy?: ConflictPolicy;
  deletionKey?: string;
  /** Operators only. */
  protectionTier?: ProtectionTier;
  /** Operators only: 0..10. */
  importance?: number;
  idempotencyKey?: string;
}

/** A note as every surface returns it: camelCase, ISO 8601 UTC timestamps. */
export interface NoteDto {
  id: string;
  tenantId: string;
  status: NoteStatus;
  content: string;
  memoryType: MemoryType;
  category: Category;
  scope: { level: ScopeLevel; agentId: string | null; userId: string | null; threadId: string | null };
  authorType: AuthorType;
  source: Source;
  confidence: Confidence;
  evidence: Record<string, string>;
  run: { runId: string; agentId: string | null; userId: string | null; threadId: string | null; conversationId: string | null } | null;
  visibility: Visibility;
  conflictPolicy: ConflictPolicy;
  deletionKey: string | null;
  /** The attribute slot the content fills (`<subject>|<attribute>`, or `key:<deletionKey>`); null when none is read. */
  slotKey: string | null;
  protectionTier: ProtectionTier;
  importance: number | null;
  accessCount: number;
  lastAccessedAt: string | null;
  expiresAt: string | null;
  hardenedAt: string | null;
  embeddingModel: string | null;
  derivedFromIds: string[];
  consolidatedIntoId: string | null;
  supersededById: string | null;
  reviewReason: string | null;
  pipelineStage: string;
  version: number;
  occurredAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface WriteResult {
  outcome: Outcome;
  reason?: string;
  note?: NoteDto;
}

export interface NoteList {
  items: NoteDto[];
  nextCursor?: string;
}

/** GET /v1/memories filters. */
export interface ListQuery {
  agentId?: string;
  userId?: string;
  threadId?: string;
  status?: NoteStatus;
  deletionKey?: string;
  /** Content contains this text, ignoring case. */
  contains?: string;
  cursor?: string;
  limit?: number;
}

export interface ContextRequest {
  agentId: string;
  userId: string;
  threadId?: string;
  /** The asking run: `next_session` notes it wrote stay hidden from it. */
  runId?: string;
  query?: string;
  limit?: number;
}

export interface ScoreParts {
  similarity: number | null;
  lexical: number | null;
  importance: number;
  recency: number;
}

export type ContextNoteDto = NoteDto & { score: number; parts: ScoreParts };

export interface ContextResult {
  notes: ContextNoteDto[];
  text: string;
}

export interface HistoryItem {
  id: string;
  type: string;
  actor: string;
  reason: string | null;
  evidence: Record<string, string> | null;
  detail: Record<string, unknown> | null;
  createdAt: string;
}

export interface History {
  noteId: string;
  erased: boolean;
  items: HistoryItem[];
}

export interface Correction {
  content: string;
  reason: string;
  evidence?: Evidence;
}

export interface Restore {
  reason?: string;
}

export interface DisplacedBy {
  id: string;
  status: NoteStatus;
  kept: boolean;
  reason?: 'immutable' | 'protected' | 'operator_written' | 'merges_other_notes' | 'not_injectable';
}

export interface RestoreResult extends NoteDto {
  /** The note that had displaced the restored one (absent when none did, or it was erased). */
  displacedBy?: DisplacedBy;
}

/** Erase by user, or by slot key (optionally narrowed to a user / agent). */
export interface ErasureRequest {
  userId?: string;
  deletionKey?: string;
  agentId?: string;
  includeCorrections?: boolean;
}

export interface ErasureResult {
  erased: { notes: number; derived: number; jobs: number; events?: number };
  scrub: { status: 'scheduled' | 'complete' | 'disabled'; startsBy: string; lastDurationMs: number | null };
}

/** POST /v1/erasure/preview: one note, or a POST /v1/erasure body. */
export type ErasurePreviewRequest = { noteId: string; includeCorrections?: boolean } | ErasureRequest;

export interface ErasurePreview {
  notes: number;
  derived: number;
  byStatus: Record<string, number>;
}

export interface ReviewListQuery {
  agentId?: string;
  userId?: string;
  cursor?: string;
  limit?: number;
}

export interface ReviewDecision {
  decision: 'approve' | 'reject';
  reason?: string;
}

export interface AgentConfigInput {
  allowMemoryWrite: boolean;
  maxWritesPerRun: number;
  extractionTrigger?: ExtractionTrigger;
  extractionIdleSeconds?: number | null;
  maxExtractedPerRun?: number;
}

export interface AgentConfig {
  agentId: string;
  allowMemoryWrite: boolean;
  maxWritesPerRun: number;
  extractionTrigger: ExtractionTrigger;
  extractionIdleSeconds: number | null;
  maxExtractedPerRun: number;
  /** False when no configuration was stored and the defaults apply. */
  configured: boolean;
  updatedAt: string | null;
}

export interface EventRun {
  runId: string;
  agentId: string;
  userId: string;
  threadId?: string;
  conversationId?: string;
}

export interface ConversationEvent {
  id: string;
  role: EventRole;
  content: string;
  at?: string;
  toolName?: string;
}

/** The body of POST /v1/events (docs/design.md#background-lane). */
export interface EventBatchInput {
  run: EventRun;
  events: ConversationEvent[];
  trigger?: 'turn' | 'session_end' | 'explicit';
}

export interface EventBatchResult {
  runId: string;
  stored: string[];
  inserted: number;
  duplicates: string[];
  extraction: { trigger: ExtractionTrigger; queued: boolean };
}

export interface CreateKey {
  tenantId: string;
  role: Role;
  agentIds?: string[];
  /** ISO 8601 with an offset, in the future. */
  expiresAt?: string;
}

export interface ApiKeyView {
  id: string;
  tenantId: string;
  role: Role;
  agentIds: string[] | null;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
}

/** The created key: `key` is shown this once. */
export type CreatedApiKey = ApiKeyView & { key: string };

export interface UserTokenRequest {
  userId: string;
  agentId?: string;
  ttlSeconds?: number;
}

export interface UserToken {
  token: string;
  expiresAt: string;
  userId: string;
  agentId: string | null;
}

/** Who a user token speaks for (GET /v1/me). */
export interface EndUser {
  tenantId: string;
  userId: string;
  agentId: string | null;
  expiresAt: string;
}

export interface EndUserListQuery {
  status?: NoteStatus;
  cursor?: string;
  limit?: number;
}

export interface DirectoryQuery {
  prefix?: string;
  limit?: number;
}

export interface Directory {
  items: { id: string; notes: number; lastWriteAt: string }[];
  truncated: boolean;
}

export interface PipelineHealth {
  queues: { stage: string; waiting: number; delayed: number; active: number; failed: number }[] | null;
  queuesError: string | null;
  inPipeline: { stage: string; notes: number; withError: number; oldestUpdateAt: string | null }[];
  pendingReview: number;
  workers: { live: number; lastHeartbeatAt: string | null; degraded: string | null } | null;
  lag: { windowMinutes: number; written: number; active: number; p50Ms: number | null; p95Ms: number | null };
  jobs: { job: string; consecutiveFailures: number; failuresTotal: number; lastSuccessAt: string | null; lastFailureAt: string | null }[] | null;
  queueBoard: string;
}

/** GET /readyz when every dependency answers; `degraded` still serves (the reasons say where to look). */
export interface Readiness {
  status: 'ready' | 'degraded';
  /** Each dependency (database, redis) and `ok` or what went wrong. */
  checks: Record<string, string>;
  reasons?: string[];
  workers?: { live: number; lastHeartbeatAt: string | null };
  degraded?: { job: string; consecutiveFailures: number; lastSuccessAt: string | null }[];
}

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
