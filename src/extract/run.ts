/**
 * One extraction (docs/design.md#background-lane): a run's unextracted events → the
 * extractor's candidates → the write path's admission, one candidate at a time, as the
 * run's agent (authorType `extractor`) → the normal hardening pipeline.
 *
 * Safe to repeat: events are marked extracted only after their candidates were admitted,
 * and a candidate admitted twice is a within-run duplicate the second time.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Principal } from '../auth/principal.js';
import type { WriteConfig } from '../config/config.js';
import type { StatementRunner } from '../db/statements.js';
import type { Source } from '../contract/enums.js';
import { memoryWriteSchema, type MemoryWriteInput } from '../contract/write.js';
import { rows, type Db } from '../db/database.js';
import { conversationEvents } from '../db/schema.js';
import { MemwrightError } from '../errors.js';
import type { Metrics } from '../observability/metrics.js';
import { extractionSettings } from '../ops/events.js';
import type { PipelineProducer } from '../queue/producer.js';
import { writeExtracted } from '../write/writeMemory.js';
import type { ExtractEvent, Extractor } from './types.js';

export interface ExtractDeps {
  db: Db;
  /** `db`'s statement runner (`Database.statements`). */
  statements: StatementRunner;
  producer: Pick<PipelineProducer, 'enqueue'> | null;
  write: WriteConfig;
  extractor: Extractor;
  metrics: Metrics;
  logger: Logger;
  now: () => Date;
}

export interface RunRef {
  tenantId: string;
  agentId: string;
  runId: string;
}

export interface ExtractReport {
  events: number;
  candidates: number;
  /** Candidates by outcome: a write outcome, or `dropped_unknown_event` / `dropped_invalid`. */
  outcomes: Record<string, number>;
  /** `off`: the agent's extraction is off; nothing was read. */
  skipped?: 'off';
}

interface PendingRow {
  eventId: string;
  role: ExtractEvent['role'];
  content: string;
  toolName: string | null;
  at: Date;
  receivedAt: Date;
  userId: string | null;
  threadId: string | null;
  conversationId: string | null;
}

/** Runs of a thread with unextracted events (every_turn jobs name a thread). */
export async function pendingRunsOfThread(db: Db, tenantId: string, agentId: string, threadId: string): Promise<string[]> {
  const r = await rows<{ run_id: string }>(
    db,
    sql`select distinct run_id from conversation_events
        where tenant_id = ${tenantId} and agent_id = ${agentId} and thread_id = ${threadId} and extracted_at is null`,
  );
  return r.map((x) => x.run_id);
}

export async function extractRun(deps: ExtractDeps, ref: RunRef, signal?: AbortSignal): Promise<ExtractReport> {
  const { db } = deps;
  const settings = await extractionSettings(db, ref.tenantId, ref.agentId);
  if (settings.trigger === 'off') return { events: 0, candidates: 0, outcomes: {}, skipped: 'off' };
  const where = and(
    eq(conversationEvents.tenantId, ref.tenantId),
    eq(conversationEvents.agentId, ref.agentId),
    eq(conversationEvents.runId, ref.runId),
    isNull(conversationEvents.extractedAt),
  );
  const pending: PendingRow[] = await db
    .select({
      eventId: conversationEvents.eventId,
      role: conversationEvents.role,
      content: conversationEvents.content,
      toolName: conversationEvents.toolName,
      at: conversationEvents.at,
      receivedAt: conversationEvents.receivedAt,
      userId: conversationEvents.userId,
      threadId: conversationEvents.threadId,
      conversationId: conversationEvents.conversationId,
    })
    .from(conversationEvents)
    .where(where)
    .orderBy(asc(conversationEvents.seq));
  if (pending.length === 0) return { events: 0, candidates: 0, outcomes: {} };

  const events: ExtractEvent[] = pending.map((e) => ({ id: e.eventId, role: e.role, content: e.content, toolName: e.toolName, at: e.at }));
  const candidates = await deps.extractor.extract(events, signal);
  const byId = new Map(pending.map((e) => [e.eventId, e]));
  const outcomes: Record<string, number> = {};
  const count = (o: string) => {
    outcomes[o] = (outcomes[o] ?? 0) + 1;
    deps.metrics.extractedCandidates.inc({ outcome: o });
  };
  const first = pending[0]!;
  const principal: Principal = { tenantId: ref.tenantId, role: 'agent', keyId: 'extractor', agentIds: [ref.agentId] };
  const writeDeps = { db, statements: deps.statements, producer: deps.producer, config: deps.write, now: deps.now, logger: deps.logger, metrics: deps.metrics };

  for (const c of candidates) {
    const cited = c.eventIds.map((id) => byId.get(id));
    // A candidate must rest on events of this extraction; an invented id drops it.
    if (cited.length === 0 || cited.some((e) => !e)) {
      count('dropped_unknown_event');
      continue;
    }
    const ev = cited as PendingRow[];
    const source = sourceOf(ev);
    const body: MemoryWriteInput = {
      content: c.content,
      memoryType: 'semantic',
      category: c.category,
      source,
      // The user's own words stated it, or it was inferred: only the first is asserted.
      confidence: source === 'user' && c.confidence === 'asserted' ? 'asserted' : 'inferred',
      evidence: { messageId: ev[0]!.eventId },
      run: {
        runId: ref.runId,
        agentId: ref.agentId,
        ...(first.userId ? { userId: first.userId } : {}),
        ...(first.threadId ? { threadId: first.threadId } : {}),
        ...(first.conversationId ? { conversationId: first.conversationId } : {}),
      },
      occurredAt: new Date(Math.max(...ev.map((e) => e.at.getTime()))).toISOString(),
      ...(c.deletionKey ? { deletionKey: c.deletionKey } : {}),
    };
    const parsed = memoryWriteSchema.safeParse(body);
    if (!parsed.success) {
      count('dropped_invalid');
      continue;
    }
    const ids = c.eventIds;
    try {
      const r = await writeExtracted(writeDeps, principal, parsed.data, {
        authorType: 'extractor',
        evidence: { eventIds: ids.join(','), runId: ref.runId },
        detail: {
          extracted: `extracted from events ${ids.join(', ')} of run ${ref.runId}`,
          extractor: deps.extractor.id,
          rule: c.rule,
          eventIds: ids,
          runId: ref.runId,
        },
      });
      count(r.result.outcome);
    } catch (err) {
      // A candidate the contract refuses (e.g. occurredAt ahead of the clock) is dropped; infrastructure errors retry the job.
      if (!(err instanceof MemwrightError)) throw err;
      count('dropped_invalid');
    }
  }

  const now = deps.now();
  await db
    .update(conversationEvents)
    .set({ extractedAt: now })
    .where(and(where, inArray(conversationEvents.eventId, pending.map((e) => e.eventId))));
  const newest = Math.max(...pending.map((e) => e.receivedAt.getTime()));
  deps.metrics.extractionLag.observe(Math.max(0, now.getTime() - newest) / 1000);
  return { events: pending.length, candidates: candidates.length, outcomes };
}

/** `user` only when every cited event is the user's own turn; a tool's output is `tool`; else the assistant's (`agent`). */
function sourceOf(ev: PendingRow[]): Extract<Source, 'user' | 'tool' | 'agent'> {
  if (ev.every((e) => e.role === 'user')) return 'user';
  if (ev.some((e) => e.role === 'tool')) return 'tool';
  return 'agent';
}

