import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EVENTS_BODY_LIMIT, eventBatchResultSchema, eventBatchSchema } from '../../contract/events.js';
import { recordEvents } from '../../ops/events.js';
import { principalOf } from '../principal.js';

/** The background lane's door (docs/design.md#background-lane): agents for their agents, operators for any. */
export async function eventRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const s = app.services;
  app.post(
    '/v1/events',
    {
      // A batch of turns is larger than one write: up to 100 events of 8000 characters.
      bodyLimit: EVENTS_BODY_LIMIT,
      schema: {
        summary: 'Record one run\u2019s conversation events for background extraction',
        tags: ['events'],
        body: eventBatchSchema,
        response: { 202: eventBatchResultSchema },
      },
    },
    async (req, reply) => reply.code(202).send(await recordEvents(s, principalOf(req), req.body)),
  );
}
