import type { Role } from '../contract/enums.js';
import { MemwrightError } from '../errors.js';

/** Who is calling: taken from the API key, never from the body. */
export interface Principal {
  tenantId: string;
  role: Role;
  /** API key id (or `bootstrap-admin`, `library`); recorded as the actor in the audit trail. */
  keyId: string;
  /** Agent keys act only for these agents; null for operators and admins. */
  agentIds: string[] | null;
}

export function actorOf(p: Principal): string {
  return `${p.role}:${p.keyId}`;
}

/** Operators and admins act as operators inside their tenant. */
export function isOperator(p: Principal): boolean {
  return p.role === 'operator' || p.role === 'admin';
}

export function requireOperator(p: Principal): void {
  if (!isOperator(p)) throw MemwrightError.forbidden('forbidden', 'this operation needs an operator key');
}

/** docs/design.md#surfaces: an agent key acts only for the agents it was created for. */
export function requireAgentAllowed(p: Principal, agentId: string): void {
  // agentIds null = unrestricted (only in-process library principals are built that way).
  if (p.role === 'agent' && p.agentIds !== null && !p.agentIds.includes(agentId)) {
    throw MemwrightError.forbidden('agent_not_allowed', `this key may not act for agent ${agentId}`);
  }
}
