/**
 * Per-agent configuration (docs/design.md#admission steps 1 and 10): whether an agent may write memory
 * and how many new notes one run may create. The write path reads `agent_configs`;
 * an agent without a row gets the defaults (allowed, the service-wide cap).
 */
import { and, eq } from 'drizzle-orm';
import { agentConfigBodySchema, type AgentConfig } from '../contract/agents.js';
import { zId } from '../contract/write.js';
import { requireOperator, type Principal } from '../auth/principal.js';
import { agentConfigs } from '../db/schema.js';
import type { Services } from '../ports.js';
import { parseOrThrow } from './read.js';
import { DEFAULT_EXTRACTION } from './events.js';


export async function getAgentConfig(s: Services, p: Principal, agentId: string): Promise<AgentConfig> {
  requireOperator(p);
  const id = parseOrThrow(zId, agentId, 'agentId');
  const [row] = await s.database.db
    .select()
    .from(agentConfigs)
    .where(and(eq(agentConfigs.tenantId, p.tenantId), eq(agentConfigs.agentId, id)));
  if (!row) {
    return {
      agentId: id,
      allowMemoryWrite: true,
      maxWritesPerRun: s.config.write.maxWritesPerRun,
      extractionTrigger: DEFAULT_EXTRACTION.trigger,
      extractionIdleSeconds: DEFAULT_EXTRACTION.idleSeconds,
      maxExtractedPerRun: DEFAULT_EXTRACTION.maxExtractedPerRun,
      configured: false,
      updatedAt: null,
    };
  }
  return {
    agentId: id,
    allowMemoryWrite: row.allowMemoryWrite,
    maxWritesPerRun: row.maxWritesPerRun,
    extractionTrigger: row.extractionTrigger,
    extractionIdleSeconds: row.extractionIdleSeconds,
    maxExtractedPerRun: row.maxExtractedPerRun,
    configured: true,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function putAgentConfig(s: Services, p: Principal, agentId: string, body: unknown): Promise<AgentConfig> {
  requireOperator(p);
  const id = parseOrThrow(zId, agentId, 'agentId');
  const b = parseOrThrow(agentConfigBodySchema, body);
  const now = s.now();
  const [row] = await s.database.db
    .insert(agentConfigs)
    .values({ tenantId: p.tenantId, agentId: id, ...b, updatedAt: now })
    .onConflictDoUpdate({ target: [agentConfigs.tenantId, agentConfigs.agentId], set: { ...b, updatedAt: now } })
    .returning();
  return {
    agentId: id,
    allowMemoryWrite: row!.allowMemoryWrite,
    maxWritesPerRun: row!.maxWritesPerRun,
    extractionTrigger: row!.extractionTrigger,
    extractionIdleSeconds: row!.extractionIdleSeconds,
    maxExtractedPerRun: row!.maxExtractedPerRun,
    configured: true,
    updatedAt: row!.updatedAt.toISOString(),
  };
}
