/**
 * Distinct, valid write bodies: each write has its own run (so the per-run cap is
 * never hit) and its own text (so nothing dedups); users cycle so scopes hold many notes.
 */
export const BENCH_AGENT = 'bench-agent';

export function writeBody(prefix: string, i: number) {
  return {
    content: `Benchmark note ${prefix}-${i}: the user prefers option ${i % 97} for report ${i}.`,
    memoryType: 'semantic' as const,
    category: 'preference' as const,
    source: 'user' as const,
    confidence: 'asserted' as const,
    evidence: { messageId: `msg-${prefix}-${i}` },
    run: { runId: `run-${prefix}-${i}`, agentId: BENCH_AGENT, userId: `user-${i % 200}` },
  };
}
