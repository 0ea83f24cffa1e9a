import type { FastifyInstance } from 'fastify';
import { JobHealth, type JobState } from '../../pipeline/jobHealth.js';
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
  // The recurring jobs usually run in worker processes that serve no HTTP: their
  // outcomes reach /readyz and /metrics through Redis.
  const jobHealth = s.producer ? new JobHealth(s.producer.connection, s.config.queue.prefix) : null;
  if (jobHealth) s.metrics.shareJobHealth(() => jobHealth.read());

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
    let states: JobState[] = [];
    try {
      if (jobHealth) states = await withTimeout(jobHealth.read(), 1000);
    } catch {
      // Redis answered PING a moment ago; an unreadable health record is not an outage.
    }
    const degraded = JobHealth.degraded(states);
    // Still 200: the API serves reads and writes fine while a recurring job fails, and
    // a load balancer must not take every replica out for it. The job names say where
    // to look; the error itself is in the failing process's log (not shown to anyone).
    if (degraded.length) {
      return {
        status: 'degraded',
        checks,
        degraded: degraded.map((d) => ({
          job: d.job,
          consecutiveFailures: d.consecutiveFailures,
          lastSuccessAt: d.lastSuccessAt === null ? null : new Date(d.lastSuccessAt).toISOString(),
        })),
      };
    }
    return { status: 'ready', checks };
  });

  app.get('/metrics', { schema: { hide: true } }, async (_req, reply) => {
    reply.type(s.metrics.registry.contentType);
    return s.metrics.registry.metrics();
  });
}
