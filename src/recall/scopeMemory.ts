/**
 * What retrieval remembers about a large scope between reads, so that a context read of
 * an agent- or organisation-wide scope of tens of thousands of notes does not pay, on
 * every query, for finding out again what it learnt on the previous one
 * (bench/recall.ts (h) measures both):
 *
 * - that the scope is too large for the exact path (candidates.ts): the HNSW walk starts
 *   at once, without the statement that counts up to `exactThreshold + 1` of its notes;
 * - the scope's term statistics (lexical.ts): document frequencies of every lexeme among
 *   the sample of notes the first lexical statement reads, and their average length.
 *   With them the query's discriminating terms are known before any note is read, so the
 *   read path's only full-text statement is the GIN search for those terms.
 *
 * Only large scopes are remembered: a small one is read whole on every query (its
 * statistics exact, its ranking exact), as the retrieval eval's scopes are. An entry
 * lives `ttlMs` (statistics of a sample of a large scope move slowly; a scope that shrank
 * below the thresholds is found so once the entry expires) and is per process and per
 * database object, so two databases holding the same tenant name never share one. It
 * holds no text of any note: term counts are keyed by a hash of the lexeme
 * ({@link TermCounts}), and what expired is dropped.
 */
export interface LexicalStats {
  /** Notes the statistics were read from (the sample: more than LEXICAL_BOUNDS.sample means the scope is larger). */
  n: number;
  avgdl: number;
  /** Lexeme → notes of the sample carrying it. */
  df: TermCounts;
}

/**
 * Document frequencies keyed by a 52-bit hash of each lexeme, not the lexeme: what is
 * remembered holds no word of any note (an erased note's words are not kept here, as the
 * context cache keeps no content), only counts a query's own words are looked up in.
 */
export class TermCounts {
  private readonly counts = new Map<number, number>();

  constructor(df: Record<string, number>) {
    for (const [lexeme, n] of Object.entries(df)) this.counts.set(termHash(lexeme), Number(n));
  }

  get(lexeme: string): number | undefined {
    return this.counts.get(termHash(lexeme));
  }
}

/** Two FNV-1a passes (different offsets) folded into 52 bits: collisions among a sample's few thousand lexemes are negligible. */
function termHash(s: string): number {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193);
  }
  return (a >>> 0) * 2 ** 20 + (b >>> 12);
}

export interface ScopeMemoryOptions {
  /** @defaultValue 60 000 */
  ttlMs?: number;
  /** Scopes remembered (least recently used dropped first). @defaultValue 2000 */
  capacity?: number;
  now?: () => number;
}

interface Entry {
  large?: number;
  stats?: { value: LexicalStats; at: number };
}

export class ScopeMemory {
  private readonly scopes = new Map<string, Entry>();
  private readonly lexemes = new Map<string, string[]>();
  readonly ttlMs: number;
  readonly capacity: number;
  private readonly now: () => number;

  constructor(opts: ScopeMemoryOptions = {}) {
    this.ttlMs = opts.ttlMs ?? 60_000;
    this.capacity = opts.capacity ?? 2000;
    this.now = opts.now ?? Date.now;
  }

  private entry(scope: string, create: boolean): Entry | undefined {
    let e = this.scopes.get(scope);
    if (e) {
      this.scopes.delete(scope);
      this.scopes.set(scope, e);
    } else if (create) {
      this.scopes.set(scope, (e = {}));
      while (this.scopes.size > this.capacity) this.scopes.delete(this.scopes.keys().next().value!);
    }
    return e;
  }

  private fresh(at: number | undefined): boolean {
    return at !== undefined && this.now() - at < this.ttlMs;
  }

  /** Whether the scope was found too large for the exact path within the last `ttlMs`. */
  isLarge(scope: string): boolean {
    return this.fresh(this.entry(scope, false)?.large);
  }

  rememberLarge(scope: string): void {
    this.entry(scope, true)!.large = this.now();
    this.sweep();
  }

  /** The scope's sample statistics, if read within the last `ttlMs`. */
  stats(scope: string): LexicalStats | undefined {
    const e = this.entry(scope, false);
    if (!e?.stats) return undefined;
    if (this.fresh(e.stats.at)) return e.stats.value;
    delete e.stats;
    return undefined;
  }

  rememberStats(scope: string, stats: LexicalStats): void {
    this.entry(scope, true)!.stats = { value: stats, at: this.now() };
    this.sweep();
  }

  private lastSweep = 0;

  /** Drop what has expired (at most once per `ttlMs`), so nothing is kept long after it stopped being used. */
  private sweep(): void {
    const now = this.now();
    if (now - this.lastSweep < this.ttlMs) return;
    this.lastSweep = now;
    for (const [k, e] of this.scopes) {
      if (e.stats && !this.fresh(e.stats.at)) delete e.stats;
      if (e.large !== undefined && !this.fresh(e.large)) delete e.large;
      if (!e.stats && e.large === undefined) this.scopes.delete(k);
    }
  }

  /** A scope found small again: nothing about it is remembered. */
  forget(scope: string): void {
    this.scopes.delete(scope);
  }

  /** The query text's lexemes, as `to_tsvector` made them earlier (they depend on the text only). */
  queryLexemes(text: string): string[] | undefined {
    return this.lexemes.get(text);
  }

  rememberQueryLexemes(text: string, lexemes: string[]): void {
    this.lexemes.set(text, lexemes);
    while (this.lexemes.size > this.capacity) this.lexemes.delete(this.lexemes.keys().next().value!);
  }
}

const byDatabase = new WeakMap<object, ScopeMemory>();

/** The memory of one database object (the `db` every request of a process shares; a transaction gets its own, empty one). */
export function scopeMemoryOf(db: object): ScopeMemory {
  let m = byDatabase.get(db);
  if (!m) byDatabase.set(db, (m = new ScopeMemory()));
  return m;
}
