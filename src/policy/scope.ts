import type { ScopeLevel } from '../contract/enums.js';
import { LEVEL_DIMENSIONS, levelOf, type Scope } from '../contract/scope.js';
import type { MemoryWrite } from '../contract/write.js';
import type { FieldIssue } from '../errors.js';

export type ScopeDecision =
  | { ok: true; scope: Scope; level: ScopeLevel }
  | { ok: false; kind: 'rejected'; reason: 'scope_not_allowed'; detail: string }
  | { ok: false; kind: 'invalid'; issues: FieldIssue[] };

type ScopeInput = Pick<MemoryWrite, 'run' | 'scope'>;

/**
 * docs/design.md#admission step 5 for agent keys: the stored scope is always the run's agent + user
 * (+ the run's thread when the hint asks for `thread`). A hint may narrow, never
 * broaden: a broader level is clamped to `user`; a hint that names another
 * agent, user or thread, or a run without a user, is rejected.
 */
export function clampAgentScope(w: ScopeInput): ScopeDecision {
  const run = w.run;
  if (!run) return { ok: false, kind: 'invalid', issues: [{ field: 'run', message: 'required for agent keys' }] };
  const reject = (detail: string): ScopeDecision => ({ ok: false, kind: 'rejected', reason: 'scope_not_allowed', detail });
  if (!run.userId) return reject('agent-wide memory (a run without userId) is written by operators only');
  const hint = w.scope ?? {};
  if (hint.agentId != null && hint.agentId !== run.agentId) return reject('scope.agentId names another agent');
  if (hint.userId != null && hint.userId !== run.userId) return reject('scope.userId names another user');
  const wantsThread = hint.level === 'thread' || (hint.level === undefined && hint.threadId != null);
  if (hint.threadId != null && hint.threadId !== run.threadId) return reject('scope.threadId is not the run\'s thread');
  if (wantsThread) {
    if (!run.threadId) return reject('thread scope needs a run with threadId');
    return { ok: true, level: 'thread', scope: { agentId: run.agentId, userId: run.userId, threadId: run.threadId } };
  }
  return { ok: true, level: 'user', scope: { agentId: run.agentId, userId: run.userId, threadId: null } };
}

/**
 * Operator keys may write any level inside their tenant. Dimensions come from the
 * hint, falling back to the run; with neither, the note is org-wide. A level whose
 * required dimension is missing is a 400 naming the field.
 */
export function resolveOperatorScope(w: ScopeInput): ScopeDecision {
  const hint = w.scope;
  const run = w.run;
  if (!hint) {
    if (run?.userId) {
      return { ok: true, level: 'user', scope: { agentId: run.agentId, userId: run.userId, threadId: null } };
    }
    if (run) return { ok: true, level: 'agent', scope: { agentId: run.agentId, userId: null, threadId: null } };
    return { ok: true, level: 'org', scope: { agentId: null, userId: null, threadId: null } };
  }
  if (hint.level) {
    const need = LEVEL_DIMENSIONS[hint.level];
    const pick = (k: 'agentId' | 'userId' | 'threadId'): string | null =>
      need[k] ? (hint[k] ?? run?.[k] ?? null) : null;
    const scope: Scope = { agentId: pick('agentId'), userId: pick('userId'), threadId: pick('threadId') };
    const issues: FieldIssue[] = [];
    for (const k of ['agentId', 'userId', 'threadId'] as const) {
      if (need[k] && scope[k] === null) issues.push({ field: `scope.${k}`, message: `required for level ${hint.level}` });
      if (!need[k] && hint[k] != null) issues.push({ field: `scope.${k}`, message: `not allowed for level ${hint.level}` });
    }
    if (issues.length) return { ok: false, kind: 'invalid', issues };
    return { ok: true, level: hint.level, scope };
  }
  const scope: Scope = { agentId: hint.agentId ?? null, userId: hint.userId ?? null, threadId: hint.threadId ?? null };
  const level = levelOf(scope);
  if (!level) {
    return { ok: false, kind: 'invalid', issues: [{ field: 'scope', message: 'a thread scope needs agentId and userId' }] };
  }
  return { ok: true, level, scope };
}
