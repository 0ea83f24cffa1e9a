import type { ScopeLevel } from './enums.js';

/** Where a note applies inside a tenant. A null dimension means "all values of it". */
export interface Scope {
  agentId: string | null;
  userId: string | null;
  threadId: string | null;
}

/** The level a set of dimensions denotes, or null when the combination has no level. */
export function levelOf(s: Scope): ScopeLevel | null {
  const a = s.agentId !== null, u = s.userId !== null, t = s.threadId !== null;
  if (a && u && t) return 'thread';
  if (a && u) return 'user';
  if (!a && u && !t) return 'user_all_agents';
  if (a && !u && !t) return 'agent';
  if (!a && !u && !t) return 'org';
  return null;
}

/** Which dimensions a level needs set (the others must be null). */
export const LEVEL_DIMENSIONS: Record<ScopeLevel, { agentId: boolean; userId: boolean; threadId: boolean }> = {
  thread: { agentId: true, userId: true, threadId: true },
  user: { agentId: true, userId: true, threadId: false },
  user_all_agents: { agentId: false, userId: true, threadId: false },
  agent: { agentId: true, userId: false, threadId: false },
  org: { agentId: false, userId: false, threadId: false },
};

/**
 * A stable, unambiguous key for "the same scope" comparisons and indexes
 * (JSON of the three dimensions, nulls included).
 */
export function scopeKey(s: Scope): string {
  return JSON.stringify([s.agentId, s.userId, s.threadId]);
}

/** Human label used in listings and injected text, e.g. `user:u1 via agent:a1`. */
export function scopeLabel(s: Scope): string {
  const level = levelOf(s) ?? 'org';
  switch (level) {
    case 'thread':
      return `thread ${s.threadId}`;
    case 'user':
      return `user ${s.userId}`;
    case 'user_all_agents':
      return `user ${s.userId} (all agents)`;
    case 'agent':
      return `agent ${s.agentId}`;
    case 'org':
      return 'organisation';
  }
}
