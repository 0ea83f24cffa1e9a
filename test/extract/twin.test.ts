/**
 * "A hot-path write and its extracted twin in the same run never both survive"
 * (docs/design.md#background-lane), at the admission step that decides it (step 7):
 * the same pair that is an in-run rewrite for the agent is a skipped duplicate for the
 * extractor, and an extractor's own earlier candidate is rewritten as usual.
 */
import { describe, expect, it } from 'vitest';
import { admit, resolveScope, type AdmissionFacts, type Caller, type KnownNote } from '../../src/policy/admission.js';
import { contentHash } from '../../src/policy/normalize.js';
import { scopeKey } from '../../src/contract/scope.js';
import { memoryWriteSchema } from '../../src/contract/write.js';

const run = { runId: 'r1', agentId: 'a1', userId: 'u1' };
const candidate = memoryWriteSchema.parse({
  content: 'User prefers window seats on long flights, always.',
  memoryType: 'semantic',
  source: 'user',
  confidence: 'asserted',
  evidence: { messageId: 'e1' },
  run,
});

function facts(existing: Partial<KnownNote>): AdmissionFacts {
  const agent: Caller = { role: 'agent' };
  const scope = resolveScope(candidate, agent);
  if (!scope.ok) throw new Error('scope');
  const content = 'User prefers window seats on long flights.';
  return {
    agentConfig: { allowMemoryWrite: true, maxWritesPerRun: 10 },
    tenantPolicy: { allowInferredAtThreadScope: false },
    runNotes: [{ id: 'n1', scopeKey: scopeKey(scope.scope), contentHash: contentHash(content), content, deletionKey: null, status: 'provisional', protectionTier: 'standard', ...existing }],
    runCreatedCount: 1,
    slotHolders: [],
    restatementOf: null,
  };
}

describe('the extracted twin of a hot-path note', () => {
  const opts = { nearDuplicate: 0.85 };
  it('is an in-run rewrite for the agent itself (the pair is near-identical and restates)', () => {
    const caller: Caller = { role: 'agent' };
    expect(admit(candidate, caller, resolveScope(candidate, caller), facts({ authorType: 'agent' }), opts)).toMatchObject({ kind: 'supersede_own', noteId: 'n1' });
  });
  it('is skipped for the extractor: the hot path\u2019s note stands', () => {
    const caller: Caller = { role: 'agent', lane: 'extractor' };
    expect(admit(candidate, caller, resolveScope(candidate, caller), facts({ authorType: 'agent' }), opts)).toEqual({ kind: 'skip_duplicate', noteId: 'n1' });
  });
  it('rewrites the extractor\u2019s own earlier candidate as any in-run rewrite', () => {
    const caller: Caller = { role: 'agent', lane: 'extractor' };
    expect(admit(candidate, caller, resolveScope(candidate, caller), facts({ authorType: 'extractor' }), opts)).toMatchObject({ kind: 'supersede_own', noteId: 'n1' });
  });
});
