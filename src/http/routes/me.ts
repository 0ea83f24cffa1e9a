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
        operationId: 'createUserToken',
        description:
          'A signed token (≤ 24 h) bound to this tenant and one user (optionally one agent). It reaches only /v1/me/…: every other route answers 403 user_token_not_allowed. 503 user_tokens_unavailable when neither MEMWRIGHT_UI_TOKEN_SECRET nor MEMWRIGHT_ADMIN_KEY is set.',
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
    {
      config: endUser,
      schema: {
        summary: 'Who this user token speaks for',
        operationId: 'getEndUser',
        description: 'User tokens only (an API key gets 403 user_token_required).',
        tags: ['end users'],
        response: { 200: endUserSchema },
      },
    },
    async (req) => {
      const u = endUserOf(req);
      return { tenantId: u.tenantId, userId: u.userId, agentId: u.agentId, expiresAt: u.expiresAt.toISOString() };
    },
  );

  app.get(
    '/v1/me/memories',
    {
      config: endUser,
      schema: {
        summary: "The token's user's notes, newest first",
        operationId: 'listOwnMemories',
        description: "Notes scoped to the token's user (with an agent bound: that agent's and the user's notes shared by all agents). User tokens only.",
        tags: ['end users'],
        querystring: endUserListQuerySchema,
        response: { 200: noteListSchema },
      },
    },
    async (req) => listOwnNotes(s, endUserOf(req), req.query),
  );

  app.get(
    '/v1/me/memories/:id/history',
    {
      config: endUser,
      schema: {
        summary: 'Why one of my notes exists (its audit trail)',
        operationId: 'getOwnMemoryHistory',
        description: "Another user's note is 404. User tokens only.",
        tags: ['end users'],
        params: idParams,
        response: { 200: historySchema },
      },
    },
    async (req) => ownNoteHistory(s, endUserOf(req), req.params.id),
  );

  app.patch(
    '/v1/me/memories/:id',
    {
      config: endUser,
      schema: {
        summary: 'Correct one of my notes',
        operationId: 'correctOwnMemory',
        description: 'As PATCH /v1/memories/:id; the audit trail names the token (user-token:<id>), not the user. User tokens only.',
        tags: ['end users'],
        params: idParams,
        body: correctionSchema,
        response: { 200: noteSchema },
      },
    },
    async (req) => correctOwnNote(s, endUserOf(req), req.params.id, req.body),
  );

  app.delete(
    '/v1/me/memories/:id',
    {
      config: endUser,
      schema: {
        summary: 'Erase one of my notes (and notes derived from it)',
        operationId: 'eraseOwnMemory',
        description: 'As DELETE /v1/memories/:id. User tokens only.',
        tags: ['end users'],
        params: idParams,
        response: { 200: erasureResultSchema },
      },
    },
    async (req) => eraseOwnNote(s, endUserOf(req), req.params.id),
  );
}
