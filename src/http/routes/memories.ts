import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noteListSchema, noteSchema, writeResultSchema, type WriteResult } from '../../contract/note.js';
import { memoryWriteSchema } from '../../contract/write.js';
import { listQuerySchema, zNoteId } from '../../contract/memories.js';
import { getMemory, listMemories } from '../../ops/read.js';
import { writeMemory } from '../../write/writeMemory.js';
import { principalOf } from '../principal.js';
import type { Problem } from '../../contract/problem.js';
import { sendProblem } from '../problem.js';
import { writeReply } from '../../write/response.js';

export const idParams = z.strictObject({ id: zNoteId });

export async function memoryRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const s = app.services;

  app.post(
    '/v1/memories',
    {
      schema: {
        summary: 'Propose a memory (write contract, then the admission policy)',
        tags: ['memories'],
        body: memoryWriteSchema,
        response: { 200: writeResultSchema, 201: writeResultSchema, 202: writeResultSchema },
      },
    },
    async (req, reply) => {
      const p = principalOf(req);
      const { httpStatus, result } = await writeMemory(s.write, p, req.body);
      const out = writeReply(httpStatus, result);
      if (out.status >= 400) return sendProblem(reply, out.body as Problem);
      return reply.code(out.status as 200 | 201 | 202).send(out.body as WriteResult);
    },
  );

  app.get(
    '/v1/memories',
    { schema: { summary: 'List notes', tags: ['memories'], querystring: listQuerySchema, response: { 200: noteListSchema } } },
    async (req) => listMemories(s, principalOf(req), req.query),
  );

  app.get(
    '/v1/memories/:id',
    { schema: { summary: 'One note with provenance', tags: ['memories'], params: idParams, response: { 200: noteSchema } } },
    async (req) => getMemory(s, principalOf(req), req.params.id),
  );
}
