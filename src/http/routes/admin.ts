import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createApiKey, createKeySchema } from '../../auth/keys.js';
import { MemwrightError } from '../../errors.js';
import { principalOf } from '../app.js';

export async function adminRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/v1/admin/keys',
    { schema: { summary: 'Create an API key (shown once, stored hashed)', tags: ['admin'], body: createKeySchema } },
    async (req, reply) => {
      const p = principalOf(req);
      if (p.role !== 'admin') throw MemwrightError.forbidden('forbidden', 'admin key required');
      const created = await createApiKey(app.services.database.db, req.body);
      return reply.code(201).send(created);
    },
  );
}
