/**
 * Pure parts of consolidation (docs/design.md#recurring-jobs, #numbers): greedy clustering of a
 * scope's active notes. (The faithfulness check of a merge — numbers, dates, proper
 * nouns kept — is the judge module's `missingFacts`.)
 */

/** Options of {@link greedyClusters}. */
export interface ClusterOptions {
  /** Neighbour similarity floor. @defaultValue 0.60 */
  minSimilarity?: number;
  /** Neighbours considered per seed. @defaultValue 10 */
  maxNeighbours?: number;
  /** Smallest cluster worth merging. @defaultValue 3 */
  minSize?: number;
  /** Smallest cluster when the seed is ephemeral. @defaultValue 2 */
  minSizeEphemeralSeed?: number;
  /** Largest cluster (seed included). @defaultValue 7 */
  maxSize?: number;
}

export interface ClusterNote {
  id: string;
  ephemeral: boolean;
}

/** Cosine similarity of one unordered pair. */
export interface SimilarPair {
  a: string;
  b: string;
  similarity: number;
}

/**
 * Greedy clusters: seeds in the given order (oldest first); each unclustered seed takes
 * its top neighbours among unclustered notes at or above the floor; a cluster of at
 * least `minSize` (2 for an ephemeral seed) and at most `maxSize` is kept and its notes
 * are used up. Deterministic for a given input.
 */
export function greedyClusters(notes: ClusterNote[], pairs: SimilarPair[], opts: ClusterOptions = {}): string[][] {
  const minSim = opts.minSimilarity ?? 0.6;
  const maxNeighbours = opts.maxNeighbours ?? 10;
  const minSize = opts.minSize ?? 3;
  const minSizeEph = opts.minSizeEphemeralSeed ?? 2;
  const maxSize = opts.maxSize ?? 7;
  const adj = new Map<string, Array<{ id: string; similarity: number }>>();
  for (const p of pairs) {
    if (p.similarity < minSim || p.a === p.b) continue;
    (adj.get(p.a) ?? adj.set(p.a, []).get(p.a)!).push({ id: p.b, similarity: p.similarity });
    (adj.get(p.b) ?? adj.set(p.b, []).get(p.b)!).push({ id: p.a, similarity: p.similarity });
  }
  const used = new Set<string>();
  const out: string[][] = [];
  for (const seed of notes) {
    if (used.has(seed.id)) continue;
    const nbrs = (adj.get(seed.id) ?? [])
      .filter((n) => !used.has(n.id))
      .sort((x, y) => y.similarity - x.similarity || x.id.localeCompare(y.id))
      .slice(0, maxNeighbours)
      .slice(0, maxSize - 1)
      .map((n) => n.id);
    const cluster = [seed.id, ...nbrs];
    if (cluster.length < (seed.ephemeral ? minSizeEph : minSize)) continue;
    for (const id of cluster) used.add(id);
    out.push(cluster);
  }
  return out;
}

/** docs/design.md#recurring-jobs drift guard: from this generation on, merges re-summarise the original notes. */
export const RESUMMARISE_FROM_GENERATION = 3;
