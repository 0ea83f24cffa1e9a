import type { Database } from '../../src/db/database.js';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { listEvents } from '../../src/db/events.js';
import { findNote } from '../../src/db/notes.js';
import { notes } from '../../src/db/schema.js';
import type { Embedder } from '../../src/embed/types.js';
import type { Judge } from '../../src/judge/types.js';
import { memwrightFor } from '../../src/memwright.js';
import { createPipelineContext } from '../../src/pipeline/context.js';
import type { PipelineContext } from '../../src/pipeline/types.js';
import { createServices } from '../../src/services.js';
import type { Services } from '../../src/ports.js';
import type { TestClock } from '../support/clock.js';
import { testConfig } from '../support/fixtures.js';
import { waitFor } from '../support/waitFor.js';
import type { TestRedis } from '../support/redis.js';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface PipelineServiceOptions {
  judge?: Judge;
  embedder?: Embedder;
  clock?: TestClock;
  env?: Record<string, string>;
}

/**
 * Services for one pipeline test: the worker's PGlite and Redis, but a queue prefix of
 * its own so no other test's jobs are ever seen.
 */
export async function pipelineServices(db: Database, redis: TestRedis, o: PipelineServiceOptions = {}): Promise<Services> {
  return createServices(testConfig(redis.url, { MEMWRIGHT_QUEUE_PREFIX: `mwp-${randomUUID().slice(0, 8)}`, ...o.env }), {
    database: db,
    logger: pino({ level: 'silent' }),
    judge: o.judge,
    embedder: o.embedder,
    now: o.clock?.now,
    migrate: false,
  });
}

export interface NoteInput {
  content: string;
  runId?: string;
  userId?: string;
  agentId?: string;
  deletionKey?: string;
  category?: 'preference' | 'fact' | 'context' | 'event';
  ttlSeconds?: number;
  confidence?: 'asserted' | 'observed' | 'corrected';
  source?: 'user' | 'agent' | 'tool';
  protectionTier?: 'protected' | 'immutable' | 'standard' | 'ephemeral';
  importance?: number;
}

/** Write one note through the real write path (agent key unless operator fields are set). */
export async function write(services: Services, tenantId: string, n: NoteInput): Promise<string> {
  const operator = n.protectionTier !== undefined || n.importance !== undefined;
  const mw = memwrightFor(services, { tenantId, role: operator ? 'operator' : 'agent' });
  const r = await mw.write({
    content: n.content,
    memoryType: 'semantic',
    category: n.category ?? 'preference',
    source: n.source ?? 'user',
    confidence: n.confidence ?? 'asserted',
    evidence: { messageId: `m-${randomUUID().slice(0, 6)}` },
    run: { runId: n.runId ?? `run-${randomUUID().slice(0, 6)}`, agentId: n.agentId ?? 'a1', userId: n.userId ?? 'u1' },
    ...(operator ? { scope: { level: 'user', agentId: n.agentId ?? 'a1', userId: n.userId ?? 'u1' } } : {}),
    ...(n.deletionKey ? { deletionKey: n.deletionKey, conflictPolicy: 'append' as const } : {}),
    ...(n.ttlSeconds !== undefined ? { ttlSeconds: n.ttlSeconds } : {}),
    ...(n.protectionTier ? { protectionTier: n.protectionTier } : {}),
    ...(n.importance !== undefined ? { importance: n.importance } : {}),
  });
  if (!r.note) throw new Error(`write did not create a note: ${r.outcome} ${r.reason ?? ''}`);
  return r.note.id;
}

export async function note(services: Services, tenantId: string, id: string) {
  const n = await findNote(services.database.db, tenantId, id);
  if (!n) throw new Error(`note ${id} not found`);
  return n;
}

export async function events(services: Services, tenantId: string, id: string) {
  return listEvents(services.database.db, tenantId, id);
}

export async function tenantNotes(services: Services, tenantId: string) {
  return services.database.db
    .select({ id: notes.id, status: notes.status, content: notes.content, pipelineStage: notes.pipelineStage })
    .from(notes)
    .where(and(eq(notes.tenantId, tenantId)));
}

/** Wait until no note of the tenant is provisional any more. */
export async function settled(services: Services, tenantId: string, timeoutMs = 30_000) {
  return waitFor(
    async () => {
      const all = await tenantNotes(services, tenantId);
      return all.every((n) => n.status !== 'provisional') ? all : false;
    },
    timeoutMs,
    'every note to leave the pipeline',
  );
}

export function stageContext(services: Services): PipelineContext {
  return createPipelineContext(services);
}
