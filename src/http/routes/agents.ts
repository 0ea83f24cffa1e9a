import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '../../contract/write.js';
import { agentConfigBodySchema, agentConfigSchema } from '../../contract/agents.js';
import { getAgentConfig, putAgentConfig } from '../../ops/agents.js';
import { principalOf } from '../principal.js';

const agentParams = z.strictObject({ agentId: zId });

/** Per-agent write configuration — operators only. */
export async function agentRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const s = app.services;

  app.get(
    '/v1/agents/:agentId',
    { schema: { summary: 'Memory-write configuration of an agent', tags: ['agents'], params: agentParams, response: { 200: agentConfigSchema } } },
    async (req) => getAgentConfig(s, principalOf(req), req.params.agentId),
  );

  app.put(
    '/v1/agents/:agentId',
    {
      schema: {
        summary: 'Set whether an agent may write memory and its per-run cap',
        tags: ['agents'],
        params: agentParams,
        body: agentConfigBodySchema,
        response: { 200: agentConfigSchema },
      },
    },
    async (req) => putAgentConfig(s, principalOf(req), req.params.agentId, req.body),
  );
}
