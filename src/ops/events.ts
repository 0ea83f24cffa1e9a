/**
 * recordEvents — the door into the background lane (docs/design.md#background-lane).
 * HTTP (`POST /v1/events`), the library, the ingest queue's `events` job and the CLI's
 * `events import` all call this one function.
 *
 * A batch is one run's turns. It is stored in the event log (idempotent on run and
 * event id, tenant from the key), then — by the agent's extraction trigger — an
 * extraction job is queued. Nothing here writes a note: candidates go through the write
 * path's admission later, in the extract worker.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { requireAgentAllowed, type Principal } from '../auth/principal.js';
import type { ExtractionTrigger } from '../contract/enums.js';
import { eventBatchSchema, type EventBatch, type EventBatchResult } from '../contract/events.js';
import { OCCURRED_AT_MAX_SKEW_MS } from '../contract/write.js';
import { rows, type Tx } from '../db/database.js';
import { agentConfigs, conversationEvents } from '../db/schema.js';
import { MemwrightError } from '../errors.js';
import { enqueueExtraction, runJobId, threadJobId } from '../queue/extract.js';
import type { Services } from '../ports.js';
import { parseOrThrow } from './read.js';


/** The agent's background-lane settings (defaults when it has no row). */
export interface ExtractionSettings {
  trigger: ExtractionTrigger;
  idleSeconds: number | null;
  maxExtractedPerRun: number;
}

export const DEFAULT_EXTRACTION: ExtractionSettings = { trigger: 'on_session_end', idleSeconds: null, maxExtractedPerRun: 10 };

export async function extractionSettings(db: Tx, tenantId: string, agentId: string): Promise<ExtractionSettings> {
  const [row] = await db
    .select({ trigger: agentConfigs.extractionTrigger, idleSeconds: agentConfigs.extractionIdleSeconds, max: agentConfigs.maxExtractedPerRun })
    .from(agentConfigs)
    .where(and(eq(agentConfigs.tenantId, tenantId), eq(agentConfigs.agentId, agentId)));
  return row ? { trigger: row.trigger, idleSeconds: row.idleSeconds, maxExtractedPerRun: row.max } : DEFAULT_EXTRACTION;
}

export async function recordEvents(s: Services, p: Principal, body: unknown): Promise<EventBatchResult> {
  const b = parseOrThrow(eventBatchSchema, body);
  // The same rule as a write's run: an agent key acts only for its agents (operators for any in their tenant).
  requireAgentAllowed(p, b.run.agentId);
  const now = s.now();
  notInFuture(b, now);
  const tenantId = p.tenantId;
  const { run } = b;

  const { inserted, maxSeq, settings } = await s.database.db.transaction(async (tx) => {
    // A run is one user's conversation: a batch naming another user for a known run is refused.
    const [known] = await rows<{ user_id: string | null }>(
      tx,
      sql`select user_id from ${conversationEvents} where tenant_id = ${tenantId} and agent_id = ${run.agentId} and run_id = ${run.runId} limit 1`,
    );
    if (known && known.user_id !== run.userId) {
      throw new MemwrightError('run_user_mismatch', 'this run already has events of another user');
    }
    const got = await tx
      .insert(conversationEvents)
      .values(
        b.events.map((e) => ({
          tenantId,
          agentId: run.agentId,
          runId: run.runId,
          eventId: e.id,
          userId: run.userId,
          threadId: run.threadId ?? null,
          conversationId: run.conversationId ?? null,
          role: e.role,
          content: e.content,
          toolName: e.toolName ?? null,
          at: e.at ? new Date(e.at) : now,
          receivedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ eventId: conversationEvents.eventId, seq: conversationEvents.seq });
    const [m] = await rows<{ seq: string | number | null }>(
      tx,
      sql`select max(seq) as seq from ${conversationEvents} where tenant_id = ${tenantId} and agent_id = ${run.agentId} and run_id = ${run.runId}`,
    );
    const settings = await extractionSettings(tx, tenantId, run.agentId);
    if (requestsExtraction(settings.trigger, b.trigger ?? 'turn')) {
      // Durable before the job is queued: a lost enqueue is repaired by extract-idle.
      await tx
        .update(conversationEvents)
        .set({ extractionRequestedAt: now })
        .where(
          and(
            eq(conversationEvents.tenantId, tenantId),
            eq(conversationEvents.agentId, run.agentId),
            eq(conversationEvents.runId, run.runId),
            isNull(conversationEvents.extractedAt),
            isNull(conversationEvents.extractionRequestedAt),
          ),
        );
    }
    return { inserted: got.map((r) => r.eventId), maxSeq: Number(m?.seq ?? 0), settings };
  });

  const fresh = new Set(inserted);
  const duplicates = b.events.map((e) => e.id).filter((id) => !fresh.has(id));
  s.metrics.events.inc({ result: 'inserted' }, inserted.length);
  if (duplicates.length) s.metrics.events.inc({ result: 'duplicate' }, duplicates.length);
  const queued = await trigger(s, tenantId, b, settings.trigger, maxSeq, now);
  return { runId: run.runId, stored: b.events.map((e) => e.id), inserted: inserted.length, duplicates, extraction: { trigger: settings.trigger, queued } };
}

/**
 * Queue the extraction the agent's trigger asks for (docs/design.md#background-lane):
 * `session_end` / `explicit` batches extract the run now (on_session_end, every_turn;
 * `explicit` agents only on `explicit`); every_turn batches are debounced per thread;
 * an on_session_end run that just goes quiet is found by the extract-idle job.
 */
/** Whether a batch with trigger `t` asks for an extraction under the agent's `mode` (see {@link trigger}). */
function requestsExtraction(mode: ExtractionTrigger, t: 'turn' | 'session_end' | 'explicit'): boolean {
  if (mode === 'off') return false;
  if (t === 'explicit' || (t === 'session_end' && mode !== 'explicit')) return true;
  return mode === 'every_turn' && t === 'turn';
}

async function trigger(s: Services, tenantId: string, b: EventBatch, mode: ExtractionTrigger, maxSeq: number, now: Date): Promise<boolean> {
  const { run } = b;
  const t = b.trigger ?? 'turn';
  const prefix = s.config.queue.prefix;
  const timeout = s.config.queue.enqueueTimeoutMs;
  if (mode === 'off') return false;
  const immediate = t === 'explicit' || (t === 'session_end' && mode !== 'explicit');
  if (immediate) {
    return enqueueExtraction(s.producer, prefix, { tenantId, agentId: run.agentId, runId: run.runId }, runJobId(tenantId, run.agentId, run.runId, `s${maxSeq}`), 0, timeout);
  }
  if (mode === 'every_turn' && t === 'turn') {
    const window = s.config.events.debounceMs;
    const bucket = Math.floor(now.getTime() / window);
    const delay = (bucket + 1) * window - now.getTime();
    // Without a thread the run is the conversation: debounce on it.
    const data = run.threadId
      ? { tenantId, agentId: run.agentId, threadId: run.threadId }
      : { tenantId, agentId: run.agentId, runId: run.runId };
    const id = run.threadId ? threadJobId(tenantId, run.agentId, run.threadId, bucket) : runJobId(tenantId, run.agentId, run.runId, `t${bucket}`);
    return enqueueExtraction(s.producer, prefix, data, id, delay, timeout);
  }
  return false;
}

function notInFuture(b: EventBatch, now: Date): void {
  const limit = now.getTime() + OCCURRED_AT_MAX_SKEW_MS;
  const issues = b.events.flatMap((e, i) => (e.at && Date.parse(e.at) > limit ? [{ field: `events.${i}.at`, message: 'must not be in the future' }] : []));
  if (issues.length) throw MemwrightError.validation(issues);
}
