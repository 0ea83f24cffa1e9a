import type { FastifyInstance } from 'fastify';
import { JobHealth, type JobState } from '../../queue/jobHealth.js';
import { missingWorkers, type WorkerPresence } from '../../pipeline/heartbeat.js';
import { allOk, dependencyChecks, withTimeout } from '../../observability/readiness.js';
import { problem } from '../../contract/problem.js';
import { sendProblem } from '../problem.js';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const s = app.services;
  // The recurring jobs and the stage workers usually run in `memwright worker` processes:
  // their outcomes and heartbeats reach /readyz and /metrics through Redis.
  const { jobHealth, heartbeats } = s;
  if (jobHealth) s.metrics.shareJobHealth(() => jobHealth.read());

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const checks = await dependencyChecks(s);
    if (!allOk(checks)) return sendProblem(reply, problem('not_ready', 'a dependency is unavailable', { checks }));
    // Redis answered PING a moment ago; an unreadable health record is not an outage.
    const [states, presence] = await Promise.all([
      jobHealth ? withTimeout(jobHealth.read(), 1000).catch((): JobState[] => []) : [],
      heartbeats ? withTimeout(heartbeats.read(), 1000).catch((): WorkerPresence | null => null) : null,
    ]);
    const degraded = JobHealth.degraded(states);
    const noWorker = presence ? missingWorkers(presence) : null;
    const reasons = [
      ...(noWorker ? [noWorker] : []),
      ...degraded.map((d) => `recurring job ${d.job} failed ${d.consecutiveFailures} runs in a row`),
    ];
    const workers = presence ? { live: presence.live.length, lastHeartbeatAt: presence.lastSeenAt === null ? null : new Date(presence.lastSeenAt).toISOString() } : undefined;
    // Still 200: the API serves reads and writes fine while a recurring job fails or no
    // worker runs (writes stay provisional), and a load balancer must not take every
    // replica out for it. The reasons say where to look; a job's error itself is in the
    // failing process's log (not shown to anyone).
    if (reasons.length) {
      return {
        status: 'degraded',
        checks,
        reasons,
        workers,
        ...(degraded.length
          ? {
              degraded: degraded.map((d) => ({
                job: d.job,
                consecutiveFailures: d.consecutiveFailures,
                lastSuccessAt: d.lastSuccessAt === null ? null : new Date(d.lastSuccessAt).toISOString(),
              })),
            }
          : {}),
      };
    }
    return { status: 'ready', checks, workers };
  });

  app.get('/metrics', { schema: { hide: true } }, async (_req, reply) => {
    reply.type(s.metrics.registry.contentType);
    return s.metrics.registry.metrics();
  });
}
