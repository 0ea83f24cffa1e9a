import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noteListSchema, noteSchema } from '../../contract/note.js';
import { reviewDecisionSchema, reviewListQuerySchema } from '../../contract/review.js';
import { decideReview, listReviews } from '../../ops/review.js';
import { principalOf } from '../principal.js';
import { idParams } from './memories.js';

/** Review queue (docs/design.md#review) — operators only. */
export async function reviewRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const s = app.services;

  app.get(
    '/v1/reviews',
    {
      schema: {
        summary: 'Notes waiting for a human decision (pending_review), newest first',
        tags: ['reviews'],
        querystring: reviewListQuerySchema,
        response: { 200: noteListSchema },
      },
    },
    async (req) => listReviews(s, principalOf(req), req.query),
  );

  app.post(
    '/v1/reviews/:id',
    {
      schema: {
        summary: 'Decide a pending note: approve → provisional (enters hardening), reject → revoked',
        tags: ['reviews'],
        params: idParams,
        body: reviewDecisionSchema,
        response: { 200: noteSchema },
      },
    },
    async (req) => decideReview(s, principalOf(req), req.params.id, req.body),
  );
}
