import { z } from 'zod';
import {
  zCategory,
  zConfidence,
  zConflictPolicy,
  zMemoryType,
  zProtectionTier,
  zScopeLevel,
  zSource,
  zVisibility,
} from './enums.js';
import { cleanText, hasInvisible } from './text.js';

/**
 * Strings that end up in Postgres must be well-formed UTF-16: a lone surrogate
 * cannot be encoded as UTF-8 (`jsonb` refuses it outright, `text` would silently
 * store U+FFFD instead of what was sent).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const wellFormed = (s: string) => !LONE_SURROGATE.test(s);
const WELL_FORMED = 'must be well-formed Unicode (no lone surrogates)';

/**
 * The identifier rule before write-time hygiene: printable (no C0, no DEL), well-formed.
 * Filters and erasure accept it so ids stored before the stricter {@link zId} stay
 * reachable (a user must stay erasable whatever their id looked like).
 */
export const zLookupId = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^\u0000-\u001f\u007f]+$/, 'must be 1..200 printable characters')
  .refine(wellFormed, WELL_FORMED);

/**
 * Identifiers chosen by callers (agents, users, threads, runs, evidence ids): printable,
 * bounded, and free of invisible characters (contract/text.ts). Refused, not cleaned:
 * an id is compared for equality, so silently editing it could merge two ids.
 */
export const zId = zLookupId.refine((s) => !hasInvisible(s), 'must not contain control, zero-width or bidi characters');

/** Free text that ends up in Postgres: NUL is not storable in `text`/`jsonb`. */
const noNul = (s: string) => !s.includes('\u0000');

/**
 * Free text (content, reasons, document URIs, queries): NUL and lone surrogates are
 * refused (binary or broken input); every other invisible or control character is
 * removed (contract/text.ts), then the text is trimmed and its length checked.
 */
export function zText(max: number) {
  return z
    .string()
    .refine(noNul, 'must not contain NUL characters')
    .refine(wellFormed, WELL_FORMED)
    .overwrite(cleanText)
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`);
}

/** How far ahead of the server's clock an `occurredAt` may be (clock skew between machines). */
export const OCCURRED_AT_MAX_SKEW_MS = 5 * 60_000;
const EARLIEST_OCCURRED_AT = Date.UTC(1900, 0, 1);

/**
 * When the fact was stated or the event happened: an ISO 8601 date-time with an offset,
 * from 1900 on (Postgres cannot hold every date JavaScript can, and older is surely an
 * error). "Not in the future" is checked against the service's clock at write time.
 */
export const zOccurredAt = z.iso
  .datetime({ offset: true })
  .refine((s) => Date.parse(s) >= EARLIEST_OCCURRED_AT, 'must be on or after 1900-01-01');

export const zDeletionKey = z
  .string()
  .regex(/^[A-Za-z0-9._:/-]{1,200}$/, 'must be 1..200 characters of [A-Za-z0-9._:/-]');

export const zContent = zText(2000);

/** The smallest positive normal value of Postgres `real` (IEEE float32). */
export const REAL_MIN_NORMAL = 1.1754943508222875e-38;

/**
 * A number stored in a `real` column: magnitudes below the smallest normal float32 are
 * stored as 0. Postgres refuses a value that underflows to zero ("1e-300 is out of
 * range for type real") and whether it accepts subnormals depends on the platform's
 * strtof; rounding them to 0 is what a float32 column does to precision anyway.
 */
export const flushBelowReal = (x: number): number => (Math.abs(x) < REAL_MIN_NORMAL ? 0 : x);

export const zEvidence = z
  .strictObject({
    messageId: zId.optional(),
    toolCallId: zId.optional(),
    documentUri: zText(2000).optional(),
    traceId: zId.optional(),
  })
  .describe('What justified the memory. At least one field is required by the admission policy.');

export const zRun = z
  .strictObject({
    runId: zId,
    agentId: zId,
    userId: zId.optional(),
    threadId: zId.optional(),
    conversationId: zId.optional(),
  })
  .describe('The agent run the write happens in. Required for agent keys.');

export const zScopeHint = z
  .strictObject({
    level: zScopeLevel.optional(),
    agentId: zId.nullable().optional(),
    userId: zId.nullable().optional(),
    threadId: zId.nullable().optional(),
  })
  .describe('A scope hint. Agent writes are clamped to their run: a hint may narrow, never broaden.');

/** The write contract (docs/design.md#contract): strict, unknown fields rejected, every error names its field. */
export const memoryWriteSchema = z
  .strictObject({
    content: zContent.describe('One atomic, declarative statement (1..2000 chars after trim).'),
    memoryType: zMemoryType,
    category: zCategory.optional().describe('Defaults from memoryType (semantic→fact, episodic→event, procedural→instruction).'),
    source: zSource.describe('Who asserted it.'),
    confidence: zConfidence,
    evidence: zEvidence.optional(),
    run: zRun.optional(),
    scope: zScopeHint.optional(),
    visibility: zVisibility.optional(),
    occurredAt: zOccurredAt
      .optional()
      .describe('When the fact was stated or the event happened (ISO 8601; default: now; not in the future). Drives recency and the dates in context.'),
    ttlSeconds: z
      .number()
      .int()
      .min(1)
      .max(10 * 365 * 24 * 3600)
      .nullable()
      .optional()
      .describe('Lifetime in seconds. Default: 7 days for agent-authored provisional notes (dropped when hardened).'),
    conflictPolicy: zConflictPolicy.optional(),
    deletionKey: zDeletionKey.optional().describe('Stable key of a memory slot, e.g. pref/chart-style.'),
    protectionTier: zProtectionTier.optional().describe('Operators only.'),
    importance: z
      .number()
      .min(0)
      .max(10)
      .overwrite(flushBelowReal)
      .optional()
      .describe('Operators only: explicit importance mark 0..10 (values below 1.2e-38 count as 0).'),
    idempotencyKey: zId.optional().describe('Client retry key: same key + same body = same result.'),
  })
  .meta({ id: 'MemoryWrite', title: 'MemoryWrite' });

export type MemoryWrite = z.infer<typeof memoryWriteSchema>;
export type MemoryWriteInput = z.input<typeof memoryWriteSchema>;

/** JSON Schema (draft 2020-12) of the write contract — the basis of the agent tool definition. */
export function memoryWriteJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(memoryWriteSchema, { io: 'input' }) as Record<string, unknown>;
}
