import type { MemoryWrite } from '../../src/contract/write.js';
import type { AdmissionFacts, KnownNote } from '../../src/policy/admission.js';
import { scopeKey } from '../../src/contract/scope.js';
import { contentHash } from '../../src/policy/normalize.js';
import { writeBody } from '../support/writeBody.js';

export const RUN = { runId: 'r1', agentId: 'a1', userId: 'u1', threadId: 't1' } as const;
/** The scope key an agent write of {@link RUN} lands in (user level). */
export const USER_KEY = scopeKey({ agentId: 'a1', userId: 'u1', threadId: null });
export const THREAD_KEY = scopeKey({ agentId: 'a1', userId: 'u1', threadId: 't1' });
export const OTHER_KEY = scopeKey({ agentId: 'a1', userId: 'u2', threadId: null });

/** A parsed write (admission takes what the contract produced): the shared body in run {@link RUN}. */
export function write(over: Partial<MemoryWrite> = {}): MemoryWrite {
  return writeBody({ run: { ...RUN }, ...over });
}

export function note(over: Partial<KnownNote> & { id: string }): KnownNote {
  const content = over.content ?? 'Some other note.';
  return {
    scopeKey: USER_KEY,
    content,
    contentHash: contentHash(content),
    deletionKey: null,
    status: 'provisional',
    protectionTier: 'standard',
    ...over,
  };
}

export function facts(over: Partial<AdmissionFacts> = {}): AdmissionFacts {
  return {
    agentConfig: { allowMemoryWrite: true, maxWritesPerRun: 5 },
    tenantPolicy: { allowInferredAtThreadScope: false },
    runNotes: [],
    runCreatedCount: 0,
    slotHolders: [],
    restatementOf: null,
    ...over,
  };
}

export const OPTS = { nearDuplicate: 0.85 };
