import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { correctionSchema } from '../../contract/correction.js';
import { erasureResultSchema } from '../../contract/erasure.js';
import { historySchema } from '../../contract/history.js';
import { noteListSchema, noteSchema } from '../../contract/note.js';
import { endUserListQuerySchema, endUserSchema, userTokenRequestSchema, userTokenSchema } from '../../contract/userToken.js';
import { actorOf, requireOperator } from '../../auth/principal.js';
import { correctOwnNote, eraseOwnNote, listOwnNotes, ownNoteHistory } from '../../inspect/endUserNotes.js';
import { principalOf } from '../principal.js';
import { endUserOf } from '../endUser.js';
import { idParams } from './memories.js';

/** End-user tokens: minted by operators, then the `/v1/me` routes — the only ones such a token reaches. */
export async function meRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const s = app.services;
  const endUser = { endUser: true };

  app.post(
    '/v1/user-tokens',
    {
      schema: {
        summary: 'Mint a short-lived token with which one user lists, corrects and erases their own memories (operators)',
        tags: ['end users'],
        body: userTokenRequestSchema,
        response: { 201: userTokenSchema },
      },
    },
    async (req, reply) => {
      const p = principalOf(req);
      requireOperator(p);
      return reply.code(201).send(app.userTokens.mint(p.tenantId, actorOf(p), req.body, s.now()));
    },
  );

  app.get(
    '/v1/me',
    { config: endUser, schema: { summary: 'Who this user token speaks for', tags: ['end users'], response: { 200: endUserSchema } } },
    async (req) => {
      const u = endUserOf(req);
      return { tenantId: u.tenantId, userId: u.userId, agentId: u.agentId, expiresAt: u.expiresAt.toISOString() };
    },
  );

  app.get(
    '/v1/me/memories',
    {
      config: endUser,
      schema: { summary: "The token's user's notes, newest first", tags: ['end users'], querystring: endUserListQuerySchema, response: { 200: noteListSchema } },
    },
    async (req) => listOwnNotes(s, endUserOf(req), req.query),
  );

  app.get(
    '/v1/me/memories/:id/history',
    { config: endUser, schema: { summary: 'Why one of my notes exists (its audit trail)', tags: ['end users'], params: idParams, response: { 200: historySchema } } },
    async (req) => ownNoteHistory(s, endUserOf(req), req.params.id),
  );

  app.patch(
    '/v1/me/memories/:id',
    {
      config: endUser,
      schema: { summary: 'Correct one of my notes', tags: ['end users'], params: idParams, body: correctionSchema, response: { 200: noteSchema } },
    },
    async (req) => correctOwnNote(s, endUserOf(req), req.params.id, req.body),
  );

  app.delete(
    '/v1/me/memories/:id',
    { config: endUser, schema: { summary: 'Erase one of my notes (and notes derived from it)', tags: ['end users'], params: idParams, response: { 200: erasureResultSchema } } },
    async (req) => eraseOwnNote(s, endUserOf(req), req.params.id),
  );
}
