import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { directoryQuerySchema, directorySchema, erasurePreviewSchema, pipelineHealthSchema } from '../../contract/inspector.js';
import { listAgents, listUsers } from '../../inspect/directory.js';
import { previewErasure } from '../../inspect/erasurePreview.js';
import { pipelineHealth } from '../../inspect/pipelineHealth.js';
import { principalOf } from '../principal.js';
import { QUEUES_BASE_PATH } from './queues.js';

/** What the memory inspector (/ui) needs beyond the note routes — operators only. */
export async function inspectRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const s = app.services;

  app.get(
    '/v1/users',
    {
      schema: {
        summary: 'Users that notes are scoped to or were learned from, most recently written first',
        operationId: 'listUsers',
        description: 'With each, the number of notes an erasure of that user would match (operators).',
        tags: ['inspector'],
        querystring: directoryQuerySchema,
        response: { 200: directorySchema },
      },
    },
    async (req) => listUsers(s, principalOf(req), req.query),
  );

  app.get(
    '/v1/agents',
    {
      schema: {
        summary: 'Agents that notes belong to, most recently written first',
        operationId: 'listAgents',
        description: 'With note counts (operators).',
        tags: ['inspector'],
        querystring: directoryQuerySchema,
        response: { 200: directorySchema },
      },
    },
    async (req) => listAgents(s, principalOf(req), req.query),
  );

  app.post(
    '/v1/erasure/preview',
    {
      schema: {
        summary: 'Count what an erasure would remove, without removing anything: { noteId } or a POST /v1/erasure body',
        operationId: 'previewErasure',
        description: 'The same match and lineage closure as the erasure itself (operators).',
        tags: ['inspector'],
        // Two shapes; previewErasure validates whichever it is given (400 naming the field).
        body: z.unknown(),
        response: { 200: erasurePreviewSchema },
      },
    },
    async (req) => previewErasure(s, principalOf(req), req.body),
  );

  app.get(
    '/v1/pipeline/health',
    {
      schema: {
        summary: 'Queue depths, notes in the pipeline, write→active lag, recurring job failures',
        operationId: 'getPipelineHealth',
        description: "Queue depths are all tenants' job counts; notes in the pipeline and the lag (last hour) are the caller's tenant's (operators).",
        tags: ['inspector'],
        response: { 200: pipelineHealthSchema },
      },
    },
    async (req) => pipelineHealth(s, principalOf(req), QUEUES_BASE_PATH),
  );
}
