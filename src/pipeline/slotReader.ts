/**
 * The pipeline's slot reader: the content patterns first (language/slots.ts), then, for a
 * note they do not read, the attribute prototypes (language/prototypes.ts) through the
 * stage context's embedder — only MiniLM, the model the prototypes' thresholds were chosen
 * for. Sync paths (the write, recall, restore) have no embedder and keep the patterns; a
 * slot read here reaches them through the stored `slot_key` (docs/design.md#slots).
 */
import { slotOfCached } from '../language/slotKey.js';
import { PROTOTYPE_MODEL, PrototypeReader } from '../language/prototypes.js';
import type { Slot } from '../language/slots.js';
import type { PipelineContext } from './types.js';

/** One reader per stage context: its prototypes are embedded once, on first use. */
const readers = new WeakMap<PipelineContext, PrototypeReader | null>();

function readerOf(ctx: PipelineContext): PrototypeReader | null {
  let reader = readers.get(ctx);
  if (reader === undefined) {
    reader = new PrototypeReader(async (texts) => {
      const out = await Promise.all(texts.map((t) => ctx.embed(t)));
      // Another model's vectors are not comparable with the thresholds: read nothing.
      if (out.some((o) => o.model !== PROTOTYPE_MODEL)) throw new OtherModel();
      return out.map((o) => o.vector);
    });
    readers.set(ctx, reader);
  }
  return reader;
}

class OtherModel extends Error {}

/** The note's slot: its patterns', else its prototypes' (null: neither, or not MiniLM). */
export async function readSlot(ctx: PipelineContext, content: string): Promise<Slot | null> {
  const read = slotOfCached(content);
  if (read) return read;
  const reader = readerOf(ctx);
  if (!reader) return null;
  try {
    return await reader.slotOf(content);
  } catch (e) {
    if (!(e instanceof OtherModel)) throw e;
    readers.set(ctx, null);
    return null;
  }
}
