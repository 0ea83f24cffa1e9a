import { describe, expect, it } from 'vitest';
import type { MemoryWrite } from '../../src/contract/write.js';
import { scopeClamp } from '../../src/policy/admission.js';
import { clampAgentScope, resolveOperatorScope, type ScopeDecision } from '../../src/policy/scope.js';

type In = Pick<MemoryWrite, 'run' | 'scope'>;
const run = { runId: 'r1', agentId: 'a1', userId: 'u1' };
const runT = { ...run, threadId: 't1' };

/** Compact rendering of a decision, so the tables read like the contract. */
function show(d: ScopeDecision): string {
  if (d.ok) return `${d.level} ${d.scope.agentId ?? '-'}/${d.scope.userId ?? '-'}/${d.scope.threadId ?? '-'}`;
  if (d.kind === 'rejected') return `rejected ${d.reason}`;
  return `invalid ${d.issues.map((i) => i.field).join(',')}`;
}

describe('scope clamp for agent keys (docs/design.md#admission step 5)', () => {
  it.each<[string, In, string]>([
    // default: the run's agent + user
    ['no hint → user scope of the run', { run }, 'user a1/u1/-'],
    ['no hint, run has a thread → still user (thread only when asked)', { run: runT }, 'user a1/u1/-'],
    ['level user', { run: runT, scope: { level: 'user' } }, 'user a1/u1/-'],
    // narrowing to the run's thread
    ['level thread with a threaded run', { run: runT, scope: { level: 'thread' } }, 'thread a1/u1/t1'],
    ['threadId = run thread (no level) → thread', { run: runT, scope: { threadId: 't1' } }, 'thread a1/u1/t1'],
    ['level thread + same ids spelled out', { run: runT, scope: { level: 'thread', agentId: 'a1', userId: 'u1', threadId: 't1' } }, 'thread a1/u1/t1'],
    // broadening hints are clamped to the run's user scope
    ['level user_all_agents → clamped to user', { run, scope: { level: 'user_all_agents' } }, 'user a1/u1/-'],
    ['level agent → clamped to user', { run, scope: { level: 'agent' } }, 'user a1/u1/-'],
    ['level org → clamped to user', { run, scope: { level: 'org' } }, 'user a1/u1/-'],
    ['explicit null dimensions → clamped to user', { run, scope: { agentId: null, userId: null, threadId: null } }, 'user a1/u1/-'],
    // naming someone else is refused
    ['another user', { run, scope: { userId: 'u2' } }, 'rejected scope_not_allowed'],
    ['another agent', { run, scope: { agentId: 'a2' } }, 'rejected scope_not_allowed'],
    ['another thread', { run: runT, scope: { threadId: 't2' } }, 'rejected scope_not_allowed'],
    ['a thread when the run has none', { run, scope: { threadId: 't1' } }, 'rejected scope_not_allowed'],
    ['level thread when the run has none', { run, scope: { level: 'thread' } }, 'rejected scope_not_allowed'],
    ['another user at a broader level', { run, scope: { level: 'user_all_agents', userId: 'u2' } }, 'rejected scope_not_allowed'],
    // agent-wide memory is the operators' to write
    ['run without userId', { run: { runId: 'r1', agentId: 'a1' } }, 'rejected scope_not_allowed'],
    ['run without userId, hint names a user', { run: { runId: 'r1', agentId: 'a1' }, scope: { userId: 'u1' } }, 'rejected scope_not_allowed'],
    // contract: agent writes need a run
    ['no run', {}, 'invalid run'],
    ['no run, with a hint', { scope: { level: 'user', agentId: 'a1', userId: 'u1' } }, 'invalid run'],
  ])('%s → %s', (_name, input, expected) => {
    expect(show(clampAgentScope(input))).toBe(expected);
    expect(show(scopeClamp(input, { role: 'agent' }))).toBe(expected);
  });
});

describe('scope resolution for operator keys (any level inside the tenant)', () => {
  it.each<[string, In, string]>([
    ['nothing → org', {}, 'org -/-/-'],
    ['run with user, no hint → user', { run }, 'user a1/u1/-'],
    ['run without user, no hint → agent', { run: { runId: 'r1', agentId: 'a1' } }, 'agent a1/-/-'],
    ['level org', { run, scope: { level: 'org' } }, 'org -/-/-'],
    ['level agent from run', { run, scope: { level: 'agent' } }, 'agent a1/-/-'],
    ['level user_all_agents from run', { run, scope: { level: 'user_all_agents' } }, 'user_all_agents -/u1/-'],
    ['level thread from run', { run: runT, scope: { level: 'thread' } }, 'thread a1/u1/t1'],
    ['level thread, hint overrides run', { run: runT, scope: { level: 'thread', userId: 'u9', threadId: 't9' } }, 'thread a1/u9/t9'],
    ['level user for another user (operators may)', { run, scope: { level: 'user', userId: 'u2' } }, 'user a1/u2/-'],
    ['level user_all_agents without run', { scope: { level: 'user_all_agents', userId: 'u1' } }, 'user_all_agents -/u1/-'],
    ['dimensions only: user → user_all_agents', { scope: { userId: 'u1' } }, 'user_all_agents -/u1/-'],
    ['dimensions only: agent → agent', { scope: { agentId: 'a1' } }, 'agent a1/-/-'],
    ['dimensions only: agent+user+thread → thread', { scope: { agentId: 'a1', userId: 'u1', threadId: 't1' } }, 'thread a1/u1/t1'],
    ['empty hint → org', { scope: {} }, 'org -/-/-'],
    ['level thread missing thread', { scope: { level: 'thread', agentId: 'a1', userId: 'u1' } }, 'invalid scope.threadId'],
    ['level user missing everything', { scope: { level: 'user' } }, 'invalid scope.agentId,scope.userId'],
    ['level org with an agent named', { scope: { level: 'org', agentId: 'a1' } }, 'invalid scope.agentId'],
    ['level agent with a user named', { scope: { level: 'agent', agentId: 'a1', userId: 'u1' } }, 'invalid scope.userId'],
    ['thread without agent/user', { scope: { threadId: 't1' } }, 'invalid scope'],
    ['agent + thread without user', { scope: { agentId: 'a1', threadId: 't1' } }, 'invalid scope'],
  ])('%s → %s', (_name, input, expected) => {
    expect(show(resolveOperatorScope(input))).toBe(expected);
    expect(show(scopeClamp(input, { role: 'operator' }))).toBe(expected);
    expect(show(scopeClamp(input, { role: 'admin' }))).toBe(expected);
  });
});
