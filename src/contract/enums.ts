import { z } from 'zod';

/** The enumerations (docs/design.md#vocabulary, #statuses) — one source of truth for zod, drizzle and TypeScript. */
export const MEMORY_TYPES = ['semantic', 'episodic', 'procedural'] as const;
export const CATEGORIES = ['preference', 'fact', 'context', 'event', 'instruction', 'constraint'] as const;
export const SOURCES = ['user', 'tool', 'agent', 'system', 'human_review'] as const;
export const CONFIDENCES = ['asserted', 'observed', 'inferred', 'corrected'] as const;
export const VISIBILITIES = ['immediate', 'next_session', 'after_review'] as const;
export const CONFLICT_POLICIES = ['supersede', 'append', 'reject', 'require_review'] as const;
export const PROTECTION_TIERS = ['immutable', 'protected', 'standard', 'ephemeral'] as const;
/** `end_user`: a person correcting their own note with a user token (their words, not an operator's decision). */
export const AUTHOR_TYPES = ['agent', 'operator', 'pipeline', 'extractor', 'end_user'] as const;
/** Who spoke a conversation event (the event log). */
export const EVENT_ROLES = ['user', 'assistant', 'tool'] as const;
/** When the background lane extracts an agent's events. */
export const EXTRACTION_TRIGGERS = ['off', 'on_session_end', 'every_turn', 'explicit'] as const;
export const SCOPE_LEVELS = ['thread', 'user', 'user_all_agents', 'agent', 'org'] as const;
export const STATUSES = [
  'provisional',
  'active',
  'pending_review',
  'superseded',
  'revoked',
  'archived',
  'expired',
] as const;
export const ROLES = ['agent', 'operator', 'admin'] as const;
export const OUTCOMES = [
  'written',
  'superseded_own',
  'superseded',
  'deduped',
  'skipped_duplicate',
  'skipped_cap',
  'queued_for_review',
  'rejected',
] as const;
/** Pipeline stages in order; `done` means the note left the pipeline. */
export const STAGES = ['embed', 'dedup', 'contradiction', 'ttl', 'importance', 'harden'] as const;

export type MemoryType = (typeof MEMORY_TYPES)[number];
export type Category = (typeof CATEGORIES)[number];
export type Source = (typeof SOURCES)[number];
export type Confidence = (typeof CONFIDENCES)[number];
export type Visibility = (typeof VISIBILITIES)[number];
export type ConflictPolicy = (typeof CONFLICT_POLICIES)[number];
export type ProtectionTier = (typeof PROTECTION_TIERS)[number];
export type AuthorType = (typeof AUTHOR_TYPES)[number];
export type EventRole = (typeof EVENT_ROLES)[number];
export type ExtractionTrigger = (typeof EXTRACTION_TRIGGERS)[number];
export type ScopeLevel = (typeof SCOPE_LEVELS)[number];
export type NoteStatus = (typeof STATUSES)[number];
export type Role = (typeof ROLES)[number];
export type Outcome = (typeof OUTCOMES)[number];
export type Stage = (typeof STAGES)[number];
export type PipelineStage = Stage | 'done';

/** Statuses that are ever injected into an agent's context. */
export const INJECTABLE: readonly NoteStatus[] = ['provisional', 'active'];

/** Default category per memory type when the writer gives none. */
export const DEFAULT_CATEGORY: Record<MemoryType, Category> = {
  semantic: 'fact',
  episodic: 'event',
  procedural: 'instruction',
};

/** Scope precedence (most specific first) — docs/design.md#scope. */
export const SCOPE_PRECEDENCE: Record<ScopeLevel, number> = {
  thread: 0,
  user: 1,
  user_all_agents: 2,
  agent: 3,
  org: 4,
};

export const zMemoryType = z.enum(MEMORY_TYPES);
export const zCategory = z.enum(CATEGORIES);
export const zSource = z.enum(SOURCES);
export const zConfidence = z.enum(CONFIDENCES);
export const zVisibility = z.enum(VISIBILITIES);
export const zConflictPolicy = z.enum(CONFLICT_POLICIES);
export const zProtectionTier = z.enum(PROTECTION_TIERS);
export const zScopeLevel = z.enum(SCOPE_LEVELS);
export const zStatus = z.enum(STATUSES);
export const zRole = z.enum(ROLES);
export const zOutcome = z.enum(OUTCOMES);
export const zEventRole = z.enum(EVENT_ROLES);
export const zExtractionTrigger = z.enum(EXTRACTION_TRIGGERS);
