/**
 * Judges and embedders for fault tests: real implementations of the interfaces that
 * delegate to the real heuristic judge / hash embedder and add one controllable
 * fault (failing calls, a gate that holds a call until released).
 */
import { HashEmbedder } from '../../src/embed/hash.js';
import type { Embedder } from '../../src/embed/types.js';
import { HeuristicJudge } from '../../src/judge/heuristic.js';
import type { Judge, JudgeNote, MergeResult, PairVerdict } from '../../src/judge/types.js';

/** A judge that fails while `failures` > 0 (or while `broken`), then judges like the heuristic. */
export class FailingJudge implements Judge {
  readonly id = 'failing-heuristic';
  readonly canMerge = false;
  calls = 0;
  failures: number;
  broken = false;
  private readonly inner = new HeuristicJudge();
  constructor(
    failures: number,
    private readonly makeError: () => Error = () => new Error('judge unavailable (test)'),
  ) {
    this.failures = failures;
  }
  async compare(newer: JudgeNote, older: JudgeNote, similarity: number, signal?: AbortSignal): Promise<PairVerdict> {
    this.calls++;
    if (this.broken || this.failures > 0) {
      this.failures--;
      throw this.makeError();
    }
    return this.inner.compare(newer, older, similarity, signal);
  }
}

/** An embedder whose first call waits until {@link release} (to catch a stage mid-flight). */
export class GatedEmbedder implements Embedder {
  readonly modelId: string;
  readonly dimensions: number;
  private readonly inner = new HashEmbedder();
  private gate: Promise<void> | null;
  private open!: () => void;
  /** Resolves when the gated call has started. */
  readonly entered: Promise<void>;
  private markEntered!: () => void;

  constructor() {
    this.modelId = this.inner.modelId;
    this.dimensions = this.inner.dimensions;
    this.gate = new Promise((r) => (this.open = r));
    this.entered = new Promise((r) => (this.markEntered = r));
  }
  release(): void {
    this.open();
  }
  async embed(texts: string[]): Promise<number[][]> {
    const gate = this.gate;
    this.gate = null;
    if (gate) {
      this.markEntered();
      await gate;
    }
    return this.inner.embed(texts);
  }
  async close(): Promise<void> {}
}

/**
 * A merge-capable judge for consolidation tests: a deterministic "LLM" that joins the
 * sources' sentences (so every fact survives), or — when `lossy` — drops the last source.
 */
export class ConcatMergeJudge implements Judge {
  readonly id = 'concat-merge';
  readonly canMerge = true;
  merges: JudgeNote[][] = [];
  lossy = false;
  private readonly inner = new HeuristicJudge();
  compare(newer: JudgeNote, older: JudgeNote, similarity: number, signal?: AbortSignal): Promise<PairVerdict> {
    return this.inner.compare(newer, older, similarity, signal);
  }
  async merge(notes: JudgeNote[]): Promise<MergeResult> {
    this.merges.push(notes);
    const used = this.lossy ? notes.slice(0, -1) : notes;
    const content = used.map((n) => n.content.trim().replace(/[.!]+$/, '')).join('; ') + '.';
    return { content, reason: `joined ${used.length} notes` };
  }
}
