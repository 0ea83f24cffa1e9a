/**
 * Each admission step (docs/design.md#admission) as a table: input → decision.
 */
import { describe, expect, it } from 'vitest';
import type { Category, ConflictPolicy, MemoryType, ProtectionTier, Role } from '../../src/contract/enums.js';
import type { MemoryWrite } from '../../src/contract/write.js';
import {
  capabilityGate,
  effectiveConflictPolicy,
  exactRestatement,
  inferredGuard,
  perRunCap,
  proceduralGuard,
  provenanceCheck,
  slotConflict,
  supersedeOwnTarget,
  withinRunDuplicate,
} from '../../src/policy/admission.js';
import { contentHash } from '../../src/policy/normalize.js';
import { facts, note, OPTS, OTHER_KEY, RUN, THREAD_KEY, USER_KEY } from './helpers.js';

describe('step 1 — capability gate', () => {
  it.each<[Role, boolean, string | null]>([
    ['agent', true, null],
    ['agent', false, 'memory_write_disabled'],
    ['operator', true, null],
    ['operator', false, null], // the switch governs agents, not the people who run them
    ['admin', false, null],
  ])('%s with allowMemoryWrite=%s → %s', (role, allow, expected) => {
    expect(capabilityGate({ role }, facts({ agentConfig: { allowMemoryWrite: allow, maxWritesPerRun: 5 } }))).toBe(expected);
  });
});

describe('step 2 — provenance', () => {
  it.each<[string, MemoryWrite['evidence'], string | null]>([
    ['no evidence', undefined, 'missing_provenance'],
    ['empty evidence', {}, 'missing_provenance'],
    ['messageId', { messageId: 'm1' }, null],
    ['toolCallId', { toolCallId: 'c1' }, null],
    ['documentUri', { documentUri: 'https://example.com/doc' }, null],
    ['traceId', { traceId: 'tr1' }, null],
    ['several', { messageId: 'm1', traceId: 'tr1' }, null],
    ['only an empty string', { messageId: '' }, 'missing_provenance'],
  ])('%s → %s', (_name, evidence, expected) => {
    expect(provenanceCheck({ evidence })).toBe(expected);
  });
});

describe('step 3 — procedural guard', () => {
  it.each<[MemoryType, Category | undefined, Role, string | null]>([
    ['procedural', undefined, 'agent', 'procedural_requires_review'],
    ['procedural', 'fact', 'agent', 'procedural_requires_review'],
    ['semantic', 'instruction', 'agent', 'procedural_requires_review'],
    ['semantic', 'constraint', 'agent', 'procedural_requires_review'],
    ['episodic', 'constraint', 'agent', 'procedural_requires_review'],
    ['semantic', 'preference', 'agent', null],
    ['semantic', 'fact', 'agent', null],
    ['semantic', undefined, 'agent', null],
    ['episodic', 'event', 'agent', null],
    ['semantic', 'context', 'agent', null],
    // operators write instructions directly
    ['procedural', undefined, 'operator', null],
    ['semantic', 'instruction', 'operator', null],
    ['procedural', 'constraint', 'admin', null],
  ])('%s/%s by %s → %s', (memoryType, category, role, expected) => {
    expect(proceduralGuard({ memoryType, category }, { role })).toBe(expected);
  });
});

describe('step 4 — inferred facts and after_review', () => {
  it.each<[string, MemoryWrite['confidence'], MemoryWrite['visibility'], string | null, boolean, string | null]>([
    ['asserted', 'asserted', undefined, 'user', false, null],
    ['observed', 'observed', 'immediate', 'user', false, null],
    ['corrected', 'corrected', 'next_session', 'user', false, null],
    ['inferred at user scope', 'inferred', undefined, 'user', false, 'inferred_fact'],
    ['inferred at thread scope, no tenant exception', 'inferred', undefined, 'thread', false, 'inferred_fact'],
    ['inferred at thread scope, tenant allows it', 'inferred', undefined, 'thread', true, null],
    ['inferred at user scope, tenant allows thread only', 'inferred', undefined, 'user', true, 'inferred_fact'],
    ['inferred, scope unresolved', 'inferred', undefined, null, true, 'inferred_fact'],
    ['after_review routes any write', 'asserted', 'after_review', 'user', false, 'after_review'],
    ['after_review at thread with exception', 'inferred', 'after_review', 'thread', true, 'after_review'],
    ['inferred + after_review → inferred_fact first', 'inferred', 'after_review', 'user', false, 'inferred_fact'],
  ])('%s → %s', (_name, confidence, visibility, level, allow, expected) => {
    expect(inferredGuard({ confidence, visibility }, level, facts({ tenantPolicy: { allowInferredAtThreadScope: allow } }))).toBe(expected);
  });
});

describe('step 6 — within-run duplicate', () => {
  const text = 'User prefers bar charts.';
  const mine = note({ id: 'n1', content: text });
  it.each<[string, string, string, string | null]>([
    ['same text, same scope', text, USER_KEY, 'n1'],
    ['same after normalisation', '  user PREFERS   bar charts.', USER_KEY, 'n1'],
    ['same text, other scope', text, OTHER_KEY, null],
    ['same text, thread scope of the same user', text, THREAD_KEY, null],
    ['different punctuation', 'User prefers bar charts!', USER_KEY, null],
    ['different text', 'User prefers pie charts.', USER_KEY, null],
  ])('%s → %s', (_name, content, key, expected) => {
    expect(withinRunDuplicate(contentHash(content), key, facts({ runNotes: [mine] }))?.id ?? null).toBe(expected);
  });

  it('finds nothing in an empty run', () => {
    expect(withinRunDuplicate(contentHash(text), USER_KEY, facts())).toBeNull();
  });
});

describe('step 7 — supersede-own target', () => {
  const slotNote = note({ id: 'slot', content: 'User likes tea.', deletionKey: 'pref/drink' });
  const textNote = note({ id: 'text', content: 'User prefers bar charts over pie charts.' });
  const otherScope = note({ id: 'far', content: 'User prefers bar charts over pie charts.', scopeKey: OTHER_KEY });
  const otherSlot = note({ id: 'oslot', content: 'User prefers bar charts over pie charts!', deletionKey: 'pref/charts' });
  it.each<[string, string, string | undefined, string, typeof slotNote[], string | null]>([
    ['same deletionKey, any text', 'User likes coffee.', 'pref/drink', USER_KEY, [slotNote, textNote], 'slot'],
    ['same deletionKey, other scope', 'User likes coffee.', 'pref/drink', OTHER_KEY, [slotNote], null],
    ['near-duplicate text (one letter)', 'User prefers bar charts over pie chart.', undefined, USER_KEY, [textNote], 'text'],
    ['near-duplicate text, write has a key, note has none', 'User prefers bar charts over pie chart.', 'pref/x', USER_KEY, [textNote], 'text'],
    ['near-duplicate text in another slot', 'User prefers bar charts over pie chart.', 'pref/other', USER_KEY, [otherSlot], null],
    ['near-duplicate text in another scope', 'User prefers bar charts over pie chart.', undefined, USER_KEY, [otherScope], null],
    ['a different statement', 'The deadline moved to Friday.', undefined, USER_KEY, [textNote, slotNote], null],
    // In-run, the last write wins: a reordering of the same words is the agent correcting itself.
    ['in-run correction with the same words', 'User prefers pie charts over bar charts.', undefined, USER_KEY, [textNote], 'text'],
    ['nothing in the run', 'User likes coffee.', 'pref/drink', USER_KEY, [], null],
  ])('%s → %s', (_name, content, deletionKey, key, runNotes, expected) => {
    expect(supersedeOwnTarget({ content, deletionKey }, key, facts({ runNotes }), OPTS)?.id ?? null).toBe(expected);
  });

  it('picks the most similar of several near-duplicates', () => {
    const a = note({ id: 'a', content: 'User prefers bar charts over pie charts in reports.' });
    const b = note({ id: 'b', content: 'User prefers bar charts over pie charts!' });
    const t = supersedeOwnTarget({ content: 'User prefers bar charts over pie charts.' }, USER_KEY, facts({ runNotes: [a, b] }), OPTS);
    expect(t?.id).toBe('b');
  });

  it('the threshold is a parameter', () => {
    const n = note({ id: 'n', content: 'User prefers bar charts over pie charts.' });
    const w = { content: 'User prefers bar charts over pie charts in reports.' };
    expect(supersedeOwnTarget(w, USER_KEY, facts({ runNotes: [n] }), { nearDuplicate: 0.99 })).toBeNull();
    expect(supersedeOwnTarget(w, USER_KEY, facts({ runNotes: [n] }), { nearDuplicate: 0.3 })?.id).toBe('n');
  });

  // Issue 9: similar letters are not the same memory. The rewrite replaces the old text only
  // when it keeps every fact of it, about the same subject; otherwise both are written.
  it.each([
    ['a new value drops the old one', 'User prefers bar charts over pie charts.', 'User prefers line charts over pie charts.'],
    ['swapped people', 'Evan plans a painting session with Sam.', 'Sam plans a painting session with Evan.'],
    ['a shorter text drops the trip', 'Melanie went on a road trip with her family which started off with an accident.', 'Melanie went on a trip with her family which started with an accident.'],
    ['a negation is no rewrite', 'User likes dark mode in the editor.', "User doesn't like dark mode in the editor."],
  ])('no rewrite when %s', (_name, old, content) => {
    const n = note({ id: 'n', content: old });
    expect(supersedeOwnTarget({ content }, USER_KEY, facts({ runNotes: [n] }), { nearDuplicate: 0.3 })).toBeNull();
  });
  it('a rewrite that keeps every fact of the old text and adds some replaces it', () => {
    const n = note({ id: 'n', content: 'Melanie went on a road trip with her family.' });
    const w = { content: 'Melanie went on a road trip with her family, which started off with an accident.' };
    expect(supersedeOwnTarget(w, USER_KEY, facts({ runNotes: [n] }), { nearDuplicate: 0.3 })?.id).toBe('n');
  });
});

describe('step 8 — slot conflicts', () => {
  const holder = (id: string, tier: ProtectionTier = 'standard') => note({ id, deletionKey: 'pref/charts', protectionTier: tier });
  it.each<[string, string | undefined, ConflictPolicy | undefined, ProtectionTier[], string]>([
    ['no deletionKey', undefined, 'reject', ['standard'], 'none'],
    ['slot is free', 'pref/charts', 'reject', [], 'none'],
    ['default policy with a key is supersede', 'pref/charts', undefined, ['standard'], 'supersede h0'],
    ['supersede replaces every holder', 'pref/charts', 'supersede', ['standard', 'ephemeral'], 'supersede h0,h1'],
    ['supersede over a protected holder → review', 'pref/charts', 'supersede', ['protected'], 'review slot_protected'],
    ['supersede over an immutable holder → review', 'pref/charts', 'supersede', ['standard', 'immutable'], 'review slot_protected'],
    ['append keeps both', 'pref/charts', 'append', ['standard'], 'none'],
    ['reject', 'pref/charts', 'reject', ['standard'], 'reject'],
    ['reject over a protected holder', 'pref/charts', 'reject', ['protected'], 'reject'],
    ['require_review', 'pref/charts', 'require_review', ['standard'], 'review slot_requires_review'],
  ])('%s → %s', (_name, deletionKey, conflictPolicy, tiers, expected) => {
    const d = slotConflict({ deletionKey, conflictPolicy }, facts({ slotHolders: tiers.map((t, i) => holder(`h${i}`, t)) }));
    const shown = d.kind === 'supersede' ? `supersede ${d.ids.join(',')}` : d.kind === 'review' ? `review ${d.reason}` : d.kind;
    expect(shown).toBe(expected);
  });

  it.each<[string | undefined, ConflictPolicy | undefined, ConflictPolicy]>([
    [undefined, undefined, 'append'],
    ['k', undefined, 'supersede'],
    ['k', 'append', 'append'],
    [undefined, 'reject', 'reject'],
    ['k', 'require_review', 'require_review'],
  ])('effective policy: key=%s policy=%s → %s', (deletionKey, conflictPolicy, expected) => {
    expect(effectiveConflictPolicy({ deletionKey, conflictPolicy })).toBe(expected);
  });
});

describe('step 9 — exact restatement', () => {
  it.each([
    ['an injectable note with the same text', note({ id: 'same' }), 'same'],
    ['none', null, null],
  ])('%s → %s', (_name, restatementOf, expected) => {
    expect(exactRestatement(facts({ restatementOf }))?.id ?? null).toBe(expected);
  });
});

describe('step 10 — per-run cap (counts only new notes of this run)', () => {
  it.each<[string, boolean, number, number, boolean]>([
    ['no run is never capped', false, 99, 5, false],
    ['0 of 5', true, 0, 5, false],
    ['4 of 5', true, 4, 5, false],
    ['5 of 5', true, 5, 5, true],
    ['6 of 5', true, 6, 5, true],
    ['1 of a per-agent max of 1', true, 1, 1, true],
    ['9 of a per-agent max of 10', true, 9, 10, false],
  ])('%s → capped=%s', (_name, hasRun, created, max, expected) => {
    expect(
      perRunCap(
        { run: hasRun ? { ...RUN } : undefined },
        facts({ runCreatedCount: created, agentConfig: { allowMemoryWrite: true, maxWritesPerRun: max } }),
      ),
    ).toBe(expected);
  });
});
