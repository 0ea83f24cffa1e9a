import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noteSchema } from '../../contract/note.js';
import { correctionSchema } from '../../contract/correction.js';
import { eraseNoteQuerySchema, erasureRequestSchema, erasureResultSchema } from '../../contract/erasure.js';
import { historySchema } from '../../contract/history.js';
import { restoreResultSchema, restoreSchema } from '../../contract/restore.js';
import { correctMemory } from '../../ops/correct.js';
import { eraseBy, eraseMemory } from '../../ops/erase.js';
import { getHistory } from '../../ops/history.js';
import { restoreMemory } from '../../ops/restore.js';
import { principalOf } from '../principal.js';
import { idParams } from './memories.js';

/** History, correction, restore and erasure (docs/design.md#history, #correction, #restore, #erasure) — operators only. */
export async function lifecycleRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const s = app.services;

  app.get(
    '/v1/memories/:id/history',
    {
      schema: {
        summary: 'Audit trail of a note (an erased note keeps a content-free tombstone trail)',
        tags: ['lifecycle'],
        params: idParams,
        response: { 200: historySchema },
      },
    },
    async (req) => getHistory(s, principalOf(req), req.params.id),
  );

  app.patch(
    '/v1/memories/:id',
    {
      schema: {
        summary: 'Correct a note: the old one is superseded, a new active note with confidence=corrected replaces it',
        tags: ['lifecycle'],
        params: idParams,
        body: correctionSchema,
        response: { 200: noteSchema },
      },
    },
    async (req) => correctMemory(s, principalOf(req), req.params.id, req.body),
  );

  app.post(
    '/v1/memories/:id/restore',
    {
      schema: {
        summary: 'Undo a pipeline retirement: a superseded, revoked or archived note goes back to active (recorded in its history)',
        tags: ['lifecycle'],
        params: idParams,
        // The body is optional: a bare POST restores without a reason.
        body: restoreSchema.nullish(),
        response: { 200: restoreResultSchema },
      },
    },
    async (req) => restoreMemory(s, principalOf(req), req.params.id, req.body ?? {}),
  );

  app.delete(
    '/v1/memories/:id',
    {
      schema: {
        summary: 'Erase one note (and notes derived from it; its corrections only with includeCorrections=true)',
        tags: ['lifecycle'],
        params: idParams,
        querystring: eraseNoteQuerySchema,
        response: { 200: erasureResultSchema },
      },
    },
    async (req) => eraseMemory(s, principalOf(req), req.params.id, { includeCorrections: req.query.includeCorrections === 'true' }),
  );

  app.post(
    '/v1/erasure',
    {
      schema: {
        summary: 'Erase by user, or by deletion key (optionally narrowed to a user / agent)',
        tags: ['lifecycle'],
        body: erasureRequestSchema,
        response: { 200: erasureResultSchema },
      },
    },
    async (req) => eraseBy(s, principalOf(req), req.body),
  );
}
