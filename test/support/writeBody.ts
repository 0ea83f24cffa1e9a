/** The run most tests write in. */
export const RUN = { runId: 'r1', agentId: 'a1', userId: 'u1' } as const;

/**
 * A valid write body: agent a1's run r1 for user u1 records a user-stated fact with its
 * evidence. `over` replaces top-level fields; a field set to `undefined` is left out
 * (as JSON would), so `{ run: undefined }` is a run-less operator write and
 * `{ evidence: undefined }` one without evidence.
 */
// `any`: tests also break bodies on purpose and read fields back.
export function writeBody(over: Record<string, unknown> = {}): any {
  const body: Record<string, unknown> = {
    content: 'User prefers bar charts over pie charts.',
    memoryType: 'semantic',
    source: 'user',
    confidence: 'asserted',
    evidence: { messageId: 'm1' },
    run: { ...RUN },
    ...over,
  };
  for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
  return body;
}

/**
 * The same body with its content first, filed as a preference and without a run: the
 * shape recall and lifecycle tests build on (operators pass a `scope`, agents a `run`).
 */
export function noteBody(content: string, over: Record<string, unknown> = {}): any {
  return writeBody({ content, category: 'preference', run: undefined, ...over });
}

/** An agent's preference note written in `run`. */
export function agentWrite(content: string, run: { runId: string; agentId: string; userId?: string; threadId?: string }, over: Record<string, unknown> = {}): any {
  return noteBody(content, { run, ...over });
}
