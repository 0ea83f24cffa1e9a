/**
 * Remembered context rankings (docs/design.md#context-cache).
 *
 * Why: an agent asks for context with the same request again and again (every turn of a
 * loop, retries, several tools of one step). With the query's embedding cached
 * (embed/queryCache.ts) what is left is the retrieval itself: the full-text and vector
 * searches, which cost tens of milliseconds on PGlite (bench/results/recall.json) however
 * often the same request comes.
 *
 * What is kept is the ranking only — note ids, scores and their parts — never content:
 * the notes themselves are read fresh on every call (their access counts move), and an
 * erasure leaves no text behind here.
 *
 * A ranking is a pure function of the scope's notes, the request and the clock (ranking
 * is relative to the candidates, rank.ts; only expiry reads the clock). So an entry is
 * used only while
 *   - no change to that tenant's notes has been committed since it was computed: the
 *     database tells the cache of every one (Database.watchNotes) and the tenant's
 *     entries are dropped; a ranking computed while a change committed is not stored;
 *   - the clock has not reached the first `expiresAt` among the scope's notes, when one
 *     of them would drop out of the scope.
 * Only a driver that can promise the first of these gets a cache (the embedded one:
 * every change goes through this process); see src/db/database.ts.
 */
import type { Ranked } from './rank.js';

export interface ContextCacheOptions {
  /** Rankings kept (least recently used dropped first). @defaultValue 1000 */
  capacity?: number;
}

interface Entry {
  tenantId: string;
  ranked: Ranked[];
  /** Epoch ms at which a note of the scope expires (Infinity: none does). */
  validUntil: number;
}

export class ContextCache {
  private readonly lru = new Map<string, Entry>();
  /** Counts committed changes (any tenant): a ranking computed across one is not stored. */
  private changes = 0;
  readonly capacity: number;
  /** Lookups answered from the cache / computed (diagnostics, benchmarks, tests). */
  hits = 0;
  misses = 0;

  constructor(opts: ContextCacheOptions = {}) {
    this.capacity = opts.capacity ?? 1000;
  }

  get size(): number {
    return this.lru.size;
  }

  /** The ranking remembered for `key`, if still valid at `now`. */
  get(key: string, now: Date): Ranked[] | undefined {
    const e = this.lru.get(key);
    if (e && now.getTime() < e.validUntil) {
      this.hits++;
      // Most recently used goes last; eviction takes the first.
      this.lru.delete(key);
      this.lru.set(key, e);
      return e.ranked;
    }
    if (e) this.lru.delete(key);
    this.misses++;
    return undefined;
  }

  /** Take before computing a ranking; hand back to {@link set}. */
  version(): number {
    return this.changes;
  }

  /** Remember a ranking computed since `version`, unless a change was committed meanwhile. */
  set(key: string, entry: Entry, version: number): void {
    if (version !== this.changes || this.capacity <= 0) return;
    this.lru.delete(key);
    this.lru.set(key, { ...entry, ranked: entry.ranked.map((r) => ({ ...r, parts: { ...r.parts } })) });
    while (this.lru.size > this.capacity) this.lru.delete(this.lru.keys().next().value!);
  }

  /** A change to `tenantId`'s notes was committed (`null`: to any tenant's, e.g. a truncate). */
  invalidate(tenantId: string | null): void {
    this.changes++;
    if (tenantId === null) return this.lru.clear();
    for (const [key, e] of this.lru) if (e.tenantId === tenantId) this.lru.delete(key);
  }

  clear(): void {
    this.changes++;
    this.lru.clear();
  }
}

/** The cache key of a context request: everything retrieval depends on besides the notes and the clock. */
export function contextCacheKey(parts: {
  tenantId: string;
  agentId: string;
  userId: string;
  threadId?: string;
  runId?: string;
  query?: string;
  limit: number;
  retrieval: string;
  similarityFloor: number;
}): string {
  const p = parts;
  return JSON.stringify([p.tenantId, p.agentId, p.userId, p.threadId ?? null, p.runId ?? null, p.query ?? null, p.limit, p.retrieval, p.similarityFloor]);
}
