import type { FastifyInstance } from 'fastify';
import { problem, sendProblem } from '../problem.js';

async function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let t: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([p, new Promise<never>((_, rej) => (t = setTimeout(() => rej(new Error('timeout')), ms)))]);
  } finally {
    clearTimeout(t);
  }
}

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const s = app.services;
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const checks: Record<string, 'ok' | string> = {};
    try {
      await withTimeout(s.database.ping(), 2000);
      checks.database = 'ok';
    } catch (e) {
      checks.database = (e as Error).message;
    }
    try {
      if (!s.producer) throw new Error('not configured');
      await withTimeout(s.producer.connection.ping(), 1000);
      checks.redis = 'ok';
    } catch (e) {
      checks.redis = (e as Error).message;
    }
    const ok = Object.values(checks).every((v) => v === 'ok');
    if (!ok) return sendProblem(reply, problem(503, 'not_ready', 'a dependency is unavailable', { checks }));
    return { status: 'ready', checks };
  });

  app.get('/metrics', { schema: { hide: true } }, async (_req, reply) => {
    reply.type(s.metrics.registry.contentType);
    return s.metrics.registry.metrics();
  });
}
