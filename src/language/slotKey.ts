/**
 * The key a note's slot is grouped by — `<subject>|<attribute>` for a single-valued
 * attribute — and a bounded memo of {@link slotOf}, so the contradiction stage and the
 * context can read the same notes' slots again and again without re-running the patterns.
 */
import { normaliseValue, sameAttribute, slotOf, withoutOpeners, type AttributeId, type Slot, type Subject } from './slots.js';
import { mainClauses } from './mainClause.js';
import { parseSubject } from './subject.js';

/**
 * Who a slot is about, as a string. A relative's own name is left out: "User's sister"
 * and "User's sister Anna" may be the same sister (subject.ts `sameSubject`), so they
 * must land in one group; `sameSlot` then decides.
 */
function subjectKey(s: Subject): string {
  if (s.kind === 'user') return 'user';
  if (s.kind === 'relative') return `relative:${s.relation ?? ''}${s.of ? `@${s.of}` : ''}`;
  return `${s.kind}:${s.name ?? ''}`;
}

/** The subject part of a slot key or value group (before `|`); null for a writer's `key:<deletionKey>`. */
export function subjectOfKey(key: string): string | null {
  if (key.startsWith('key:')) return null;
  const bar = key.indexOf('|');
  return bar < 0 ? null : key.slice(0, bar);
}

/**
 * Two slot keys (or value groups) whose values compete: equal, or one subject's
 * key-optional attribute with and without its key (`user|budget` / `user|budget:travel`,
 * slots.ts `sameAttribute`).
 */
export function keysCompete(a: string, b: string): boolean {
  if (a === b) return true;
  const [sa, aa] = [subjectOfKey(a), a.slice(a.indexOf('|') + 1)];
  const [sb, ab] = [subjectOfKey(b), b.slice(b.indexOf('|') + 1)];
  if (sa === null || sa !== sb || aa.includes('=') || ab.includes('=')) return false;
  return sameAttribute(aa as AttributeId, ab as AttributeId);
}

/**
 * Who a note may be about, as subject parts of slot keys, read from how its sentence
 * opens even when no attribute is read (subject.ts): the sentence as written, and past a
 * time phrase, a leading clause or a cause stated first ("Two people left, so Maria's
 * team …" may be about "Two" or about Maria's team). Empty when no opening names anybody.
 */
export function subjectKeysOfContent(content: string): string[] {
  const text = withoutOpeners(content).text;
  const readings = [text, ...mainClauses(text)];
  const keys = new Set<string>();
  for (const r of readings) {
    const parsed = parseSubject(r);
    if (parsed) keys.add(subjectKey(parsed.subject));
  }
  return [...keys];
}

/** `<subject>|<attribute>` of a single-valued slot; null for no slot or a multi-valued attribute. */
export function slotKeyOf(slot: Slot | null): string | null {
  if (!slot || slot.cardinality !== 'single') return null;
  return `${subjectKey(slot.subject)}|${slot.attribute}`;
}

/**
 * The group a note's value competes in: a single-valued attribute's {@link slotKeyOf};
 * for a multi-valued one, the attribute and the value itself — "allergic to dairy" and
 * "no longer allergic to dairy" are one value asserted then denied, while a cat and a
 * dog are two values and never compete.
 */
export function valueGroupOf(slot: Slot | null): string | null {
  if (!slot) return null;
  return slotKeyOf(slot) ?? `${subjectKey(slot.subject)}|${slot.attribute}=${normaliseValue(slot.value)}`;
}

/** The value a slot holds, normalised, for messages and comparisons. */
export function slotValue(slot: Slot): string {
  return `${slot.negated ? 'not ' : ''}${normaliseValue(slot.value)}`;
}

/** Most notes are read many times (every neighbour of every new note): keep the last few thousand. */
const MEMO_SIZE = 4096;
const memo = new Map<string, Slot | null>();

/** {@link slotOf}, remembered per content (least recently used dropped first). */
export function slotOfCached(content: string): Slot | null {
  const hit = memo.get(content);
  if (hit !== undefined || memo.has(content)) {
    memo.delete(content);
    memo.set(content, hit ?? null);
    return hit ?? null;
  }
  const slot = slotOf(content);
  memo.set(content, slot);
  if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value!);
  return slot;
}

/**
 * The slot key stored on a note (`notes.slot_key`): its content's {@link slotKeyOf}, else
 * `key:<deletionKey>` when the writer named a slot the patterns do not read, else null.
 * The content's reading comes first so that a note found by index is the note the
 * content reader would have matched; a writer's deletion key still decides on its own
 * (its own column, judged before any slot: pipeline/stages/contradiction.ts).
 */
export function storedSlotKey(content: string, deletionKey: string | null | undefined): string | null {
  return slotKeyOf(slotOfCached(content)) ?? (deletionKey ? `key:${deletionKey}` : null);
}
