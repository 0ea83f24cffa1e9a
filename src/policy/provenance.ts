/**
 * Provenance is earned, not claimed (docs/design.md#trust, README "Trust ladder").
 *
 * An agent key speaks for a model that may have read anything — a user's message, a
 * web page, a forged tool result — so what it may *claim* about a note is bounded,
 * and nothing it claims can lift a note to `protected` on its own. Pure functions:
 * the write path and the importance stage carry out what they decide.
 */
import type { AuthorType, Role, Source } from '../contract/enums.js';
import type { MemoryWrite } from '../contract/write.js';

/** Sources an agent key may claim: what it was told (`user`), read (`tool`) or concluded (`agent`). */
export const AGENT_SOURCES = ['user', 'tool', 'agent'] as const satisfies readonly Source[];

/** Write fields only operators may set (docs/design.md#trust): they are the trust anchor, not the agent. */
export const OPERATOR_ONLY_FIELDS = ['protectionTier', 'importance'] as const;

export interface FieldRefusal {
  field: string;
  message: string;
}

/**
 * The first field of the write the caller may not set, or null. `system` and
 * `human_review` mean "the platform" and "a person checked it": an agent claiming
 * them would buy the weight and protection of a human decision with one string.
 */
export function refusedField(w: Pick<MemoryWrite, 'source' | 'protectionTier' | 'importance'>, role: Role): FieldRefusal | null {
  if (role !== 'agent') return null;
  for (const f of OPERATOR_ONLY_FIELDS) {
    if (w[f] !== undefined) return { field: f, message: `${f}: operators only` };
  }
  if (!(AGENT_SOURCES as readonly Source[]).includes(w.source)) {
    return { field: 'source', message: `source: agent keys may claim ${AGENT_SOURCES.join(', ')} only (${w.source} is for operators)` };
  }
  return null;
}

/** What the importance stage knows about who stands behind a note. */
export interface NoteStanding {
  authorType: AuthorType;
  source: Source;
  /** An operator approved the note's current content in the review queue. */
  approvedByReview: boolean;
}

/**
 * Whether importance scoring may promote the note to `protected`. Only a human
 * decision earns it: an operator's own write, or an agent note whose current content
 * an operator approved. Tool-sourced text (a web page, a document) never rises above
 * `standard`, whoever relayed it — a page cannot vouch for itself. (PATCH corrections
 * are protected directly by the correction; they skip scoring.)
 */
export function mayPromote(n: NoteStanding): boolean {
  if (n.source === 'tool') return false;
  return n.authorType === 'operator' || n.approvedByReview;
}
