import { z } from 'zod';
import {
  AUTHOR_TYPES,
  zCategory,
  zConfidence,
  zConflictPolicy,
  zMemoryType,
  zOutcome,
  zProtectionTier,
  zScopeLevel,
  zSource,
  zStatus,
  zVisibility,
} from './enums.js';

/** A note as every surface returns it (docs/design.md#surfaces): camelCase, ISO 8601 UTC timestamps. */
export const noteSchema = z
  .object({
    id: z.string(),
    tenantId: z.string(),
    status: zStatus,
    content: z.string(),
    memoryType: zMemoryType,
    category: zCategory,
    scope: z.object({
      level: zScopeLevel,
      agentId: z.string().nullable(),
      userId: z.string().nullable(),
      threadId: z.string().nullable(),
    }),
    authorType: z.enum(AUTHOR_TYPES),
    source: zSource,
    confidence: zConfidence,
    evidence: z.record(z.string(), z.string()),
    run: z
      .object({
        runId: z.string(),
        agentId: z.string().nullable(),
        userId: z.string().nullable(),
        threadId: z.string().nullable(),
        conversationId: z.string().nullable(),
      })
      .nullable(),
    visibility: zVisibility,
    conflictPolicy: zConflictPolicy,
    deletionKey: z.string().nullable(),
    /** The attribute slot the content fills (`<subject>|<attribute>`, or `key:<deletionKey>`), null when none is read. */
    slotKey: z.string().nullable(),
    protectionTier: zProtectionTier,
    importance: z.number().nullable(),
    accessCount: z.number(),
    lastAccessedAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    hardenedAt: z.string().nullable(),
    embeddingModel: z.string().nullable(),
    derivedFromIds: z.array(z.string()),
    consolidatedIntoId: z.string().nullable(),
    supersededById: z.string().nullable(),
    reviewReason: z.string().nullable(),
    pipelineStage: z.string(),
    version: z.number(),
    occurredAt: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Note' });

export type NoteDto = z.infer<typeof noteSchema>;

export const writeResultSchema = z
  .object({
    outcome: zOutcome,
    reason: z.string().optional(),
    note: noteSchema.optional(),
  })
  .meta({ id: 'WriteResult' });

export type WriteResult = z.infer<typeof writeResultSchema>;

export const noteListSchema = z.object({ items: z.array(noteSchema), nextCursor: z.string().optional() });
export type NoteList = z.infer<typeof noteListSchema>;
