import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Category, Confidence, MemoryType, ProtectionTier, ScopeLevel, Source } from '../../contract/enums.js';
import { rows } from '../../db/database.js';
import { appendEvents } from '../../db/events.js';
import { notes } from '../../db/schema.js';
import type { Judge, JudgeNote } from '../../judge/types.js';
import { contentHash } from '../../policy/normalize.js';
import { MergeRejectedError } from '../../judge/errors.js';
import { missingFacts } from '../../language/mergeFacts.js';
import { storedSlotKey } from '../../language/slotKey.js';
import { greedyClusters, RESUMMARISE_FROM_GENERATION, type ClusterOptions } from '../consolidation.js';
import { lockScope } from '../../db/advisoryLock.js';
import type { PipelineContext } from '../types.js';
import type { MaintenanceScope } from './ttlPrune.js';
import { serializeError } from '../../observability/errorLog.js';

export interface ConsolidateOptions extends MaintenanceScope, ClusterOptions {
  /** Scopes examined per run. @defaultValue 100 */
  maxScopes?: number;
  /** Notes of one scope considered (oldest first). @defaultValue 200 */
  maxNotesPerScope?: number;
  signal?: AbortSignal;
}

export interface ConsolidateReport {
  /** Why nothing ran, if so. */
  skipped?: 'judge_cannot_merge';
  clusters: number;
  merged: number;
  /** Merges refused because the merged text lost a number, date or name of its sources. */
  rejected: number;
  /** Clusters whose notes changed while the judge merged them. */
  conflicts: number;
  /** Clusters whose merge failed (judge error); retried on the next run. */
  errors: number;
}

interface Member {
  id: string;
  tenant_id: string;
  agent_id: string | null;
  user_id: string | null;
  thread_id: string | null;
  scope_level: ScopeLevel;
  scope_key: string;
  content: string;
  memory_type: MemoryType;
  category: Category;
  source: Source;
  confidence: Confidence;
  deletion_key: string | null;
  protection_tier: ProtectionTier;
  importance: number | null;
  access_count: number;
  last_accessed_at: string | Date | null;
  consolidation_generation: number;
  derived_from_ids: string[] | string;
  version: number;
  embedding_model: string;
  created_at: string | Date;
}

const asDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));
function uuidArray(v: string[] | string): string[] {
  if (Array.isArray(v)) return v;
  return v.replace(/^\{|\}$/g, '').split(',').filter(Boolean);
}

/** The most common value, ties going to the first seen (the seed's). */
function mode<T>(xs: T[]): T {
  const counts = new Map<T, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  let best: T = xs[0] as T;
  for (const x of xs) if ((counts.get(x) ?? 0) > (counts.get(best) ?? 0)) best = x;
  return best;
}
const allSame = <T>(xs: T[]) => xs.every((x) => x === xs[0]);

/**
 * consolidate: cluster related active notes of one scope and merge each cluster with
 * the LLM judge (only when it can merge). The merged note is `active` with lineage
 * (`derivedFromIds`, `consolidationGeneration` = max + 1); its sources are `archived`
 * with `consolidatedIntoId`. Immutable and protected notes are never consolidated, nor
 * notes with an explicit TTL (they are meant to vanish on time). Drift guard: a merge
 * whose generation would exceed 3 re-summarises from the original (generation-0) notes.
 * A merge that drops a number, date or proper noun of its sources is refused.
 */
export async function runConsolidate(ctx: PipelineContext, opts: ConsolidateOptions = {}): Promise<ConsolidateReport> {
  const report: ConsolidateReport = { clusters: 0, merged: 0, rejected: 0, conflicts: 0, errors: 0 };
  const judge = await ctx.judge();
  if (!judge.canMerge || !judge.merge) return { ...report, skipped: 'judge_cannot_merge' };
  const tenant = opts.tenantId ?? null;
  const eligible = sql`status = 'active' and protection_tier in ('standard', 'ephemeral') and not ttl_explicit and embedding is not null`;
  const scopes = await rows<{ tenant_id: string; scope_key: string; embedding_model: string }>(
    ctx.db,
    sql`select tenant_id, scope_key, embedding_model from notes
        where ${eligible} and (${tenant}::text is null or tenant_id = ${tenant}::text)
        group by tenant_id, scope_key, embedding_model having count(*) >= 2
        order by tenant_id, scope_key limit ${opts.maxScopes ?? 100}`,
  );
  for (const s of scopes) {
    const members = await rows<Member>(
      ctx.db,
      sql`select id, tenant_id, agent_id, user_id, thread_id, scope_level, scope_key, content, memory_type, category,
                 source, confidence, deletion_key, protection_tier, importance, access_count, last_accessed_at,
                 consolidation_generation, derived_from_ids, version, embedding_model, created_at
          from notes
          where tenant_id = ${s.tenant_id} and scope_key = ${s.scope_key} and embedding_model = ${s.embedding_model} and ${eligible}
          order by created_at, id limit ${opts.maxNotesPerScope ?? 200}`,
    );
    const ids = members.map((m) => m.id);
    const pairs = await rows<{ a: string; b: string; similarity: number }>(
      ctx.db,
      sql`select a.id as a, b.id as b, 1 - (a.embedding <=> b.embedding) as similarity
          from notes a join notes b on a.id < b.id
          where a.id in ${ids} and b.id in ${ids} and 1 - (a.embedding <=> b.embedding) >= ${opts.minSimilarity ?? 0.6}`,
    );
    const clusters = greedyClusters(
      members.map((m) => ({ id: m.id, ephemeral: m.protection_tier === 'ephemeral' })),
      pairs.map((p) => ({ ...p, similarity: Number(p.similarity) })),
      opts,
    );
    const byId = new Map(members.map((m) => [m.id, m]));
    for (const c of clusters) {
      report.clusters++;
      try {
        const outcome = await mergeCluster(ctx, judge, c.map((id) => byId.get(id)!), opts.signal);
        report[outcome]++;
      } catch (err) {
        // One cluster's failure (judge down, merge refused by the judge itself) leaves its
        // sources untouched and does not stop the others; the next run tries again.
        if (err instanceof MergeRejectedError) report.rejected++;
        else {
          report.errors++;
          ctx.logger.warn({ err: serializeError(err), sources: c }, 'consolidation of a cluster failed');
        }
      }
    }
  }
  for (const k of ['merged', 'rejected', 'conflicts'] as const) {
    if (report[k]) ctx.metrics.maintenanceRuns.inc({ job: 'consolidate', result: k }, report[k]);
  }
  return report;
}

/** The generation-0 notes a cluster ultimately derives from (rows that still exist). */
async function originalsOf(ctx: PipelineContext, tenantId: string, cluster: Member[]): Promise<JudgeNote[]> {
  const ids = cluster.map((m) => m.id);
  const r = await rows<{ id: string; content: string; category: string; deletion_key: string | null; created_at: string | Date }>(
    ctx.db,
    sql`with recursive lineage(id) as (
          select unnest(array[${sql.join(ids.map((i) => sql`${i}::uuid`), sql`, `)}])
          union
          select unnest(n.derived_from_ids) from notes n join lineage l on n.id = l.id where n.tenant_id = ${tenantId}
        )
        select n.id, n.content, n.category, n.deletion_key, n.created_at from notes n join lineage l on n.id = l.id
        where n.tenant_id = ${tenantId} and n.consolidation_generation = 0
        order by n.created_at, n.id`,
  );
  return r.map((x) => ({ id: x.id, content: x.content, category: x.category, deletionKey: x.deletion_key, createdAt: asDate(x.created_at) }));
}

class ClusterChanged extends Error {}

async function mergeCluster(ctx: PipelineContext, judge: Judge, cluster: Member[], signal?: AbortSignal): Promise<'merged' | 'rejected' | 'conflicts'> {
  const seed = cluster[0]!;
  const generation = Math.max(...cluster.map((m) => Number(m.consolidation_generation))) + 1;
  const fromOriginals = generation > RESUMMARISE_FROM_GENERATION;
  const inputs: JudgeNote[] = fromOriginals
    ? await originalsOf(ctx, seed.tenant_id, cluster)
    : cluster.map((m) => ({ id: m.id, content: m.content, category: m.category, deletionKey: m.deletion_key, createdAt: asDate(m.created_at) }));
  const merged = await judge.merge!(inputs, signal);
  const missing = missingFacts(
    inputs.map((i) => i.content),
    merged.content,
  );
  if (missing.length) {
    ctx.logger.warn({ sources: cluster.map((m) => m.id), missingCount: missing.length }, 'consolidation refused: merge lost facts');
    return 'rejected';
  }
  const { vector, model } = await ctx.embed(merged.content);
  const id = randomUUID();
  try {
    await ctx.db.transaction(async (tx) => {
      await lockScope(tx, seed.tenant_id, seed.scope_key);
      const now = ctx.now();
      for (const m of cluster) {
        const r = await tx
          .update(notes)
          .set({ status: 'archived', consolidatedIntoId: id, updatedAt: now })
          .where(and(eq(notes.tenantId, m.tenant_id), eq(notes.id, m.id), eq(notes.status, 'active'), eq(notes.version, Number(m.version))))
          .returning({ id: notes.id });
        if (!r.length) throw new ClusterChanged();
      }
      const lastAccess = cluster
        .map((m) => (m.last_accessed_at ? asDate(m.last_accessed_at).getTime() : 0))
        .reduce((a, b) => Math.max(a, b), 0);
      const importances = cluster.map((m) => m.importance).filter((x): x is number => x !== null).map(Number);
      const deletionKeys = cluster.map((m) => m.deletion_key);
      await tx.insert(notes).values({
        id,
        tenantId: seed.tenant_id,
        agentId: seed.agent_id,
        userId: seed.user_id,
        threadId: seed.thread_id,
        scopeLevel: seed.scope_level,
        scopeKey: seed.scope_key,
        content: merged.content,
        contentHash: contentHash(merged.content),
        memoryType: seed.memory_type,
        category: mode(cluster.map((m) => m.category)),
        status: 'active',
        authorType: 'pipeline',
        authorId: 'pipeline:consolidate',
        source: allSame(cluster.map((m) => m.source)) ? seed.source : 'system',
        confidence: allSame(cluster.map((m) => m.confidence)) ? seed.confidence : 'observed',
        evidence: { traceId: `consolidate-${id}` },
        visibility: 'immediate',
        conflictPolicy: 'append',
        deletionKey: allSame(deletionKeys) ? seed.deletion_key : null,
        slotKey: storedSlotKey(merged.content, allSame(deletionKeys) ? seed.deletion_key : null),
        protectionTier: cluster.every((m) => m.protection_tier === 'ephemeral') ? 'ephemeral' : 'standard',
        importance: importances.length ? Math.max(...importances) : null,
        accessCount: cluster.reduce((a, m) => a + Number(m.access_count), 0),
        lastAccessedAt: lastAccess ? new Date(lastAccess) : null,
        hardenedAt: now,
        embedding: vector,
        embeddingModel: model,
        derivedFromIds: cluster.map((m) => m.id),
        consolidationGeneration: generation,
        pipelineStage: 'done',
        pipelineUpdatedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await appendEvents(tx, [
        {
          tenantId: seed.tenant_id,
          noteId: id,
          type: 'consolidated',
          actor: 'pipeline:consolidate',
          reason: fromOriginals ? 'resummarised_from_originals' : 'merged_cluster',
          detail: {
            derivedFromIds: cluster.map((m) => m.id),
            originals: fromOriginals ? inputs.map((i) => i.id) : undefined,
            generation,
            judge: judge.id,
          },
          at: now,
        },
        ...cluster.map((m) => ({
          tenantId: m.tenant_id,
          noteId: m.id,
          type: 'archived' as const,
          actor: 'pipeline:consolidate',
          reason: 'consolidated',
          detail: { consolidatedIntoId: id, generation },
          at: now,
        })),
      ]);
    });
  } catch (err) {
    if (err instanceof ClusterChanged) return 'conflicts';
    throw err;
  }
  return 'merged';
}

