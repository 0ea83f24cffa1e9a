import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createApiKey, listApiKeys, revokeApiKey } from '../../auth/keys.js';
import { createKeySchema, zTenantId } from '../../contract/keys.js';
import { MemwrightError } from '../../errors.js';
import { principalOf } from '../principal.js';

const keyIdParams = z.strictObject({ id: z.string().uuid('must be a UUID') });
const listKeysQuery = z.strictObject({ tenantId: zTenantId.optional() });

function requireAdmin(req: FastifyRequest): void {
  if (principalOf(req).role !== 'admin') throw MemwrightError.forbidden('forbidden', 'admin key required');
}

export async function adminRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/v1/admin/keys',
    { schema: { summary: 'Create an API key (shown once, stored hashed)', tags: ['admin'], body: createKeySchema } },
    async (req, reply) => {
      requireAdmin(req);
      const created = await createApiKey(app.services.database.db, req.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/v1/admin/keys',
    { schema: { summary: 'List API keys (never their secrets)', tags: ['admin'], querystring: listKeysQuery } },
    async (req) => {
      requireAdmin(req);
      // This process's pending usage first, so lastUsedAt includes the requests it just served.
      await app.keys.usage.flush();
      return { keys: await listApiKeys(app.services.database.db, req.query) };
    },
  );

  app.delete(
    '/v1/admin/keys/:id',
    { schema: { summary: 'Revoke an API key (refused everywhere within a second)', tags: ['admin'], params: keyIdParams } },
    async (req) => {
      requireAdmin(req);
      const revoked = await revokeApiKey(app.services.database.db, req.params.id);
      if (!revoked) throw MemwrightError.notFound('key');
      // Here at once; other processes when their ≤ 1 s cache entry expires.
      app.keys.forget(revoked.id);
      return revoked;
    },
  );
}
