import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contextRequestSchema, contextResultSchema } from '../../contract/context.js';
import { getContext } from '../../ops/context.js';
import { principalOf } from '../principal.js';

/** Context for a run (docs/design.md#recall) — agents for their own agents, operators for any. */
export async function contextRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const s = app.services;
  app.post(
    '/v1/context',
    {
      schema: {
        summary: 'Notes to inject into a run and a ready, byte-stable text block',
        tags: ['recall'],
        body: contextRequestSchema,
        response: { 200: contextResultSchema },
      },
    },
    async (req) => getContext(s, principalOf(req), req.body),
  );
}
