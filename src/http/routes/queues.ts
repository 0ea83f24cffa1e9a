/**
 * Bull Board at `/admin/queues` (docs/design.md#surfaces): every stage queue, the maintenance queue
 * with its job schedulers, and the `ingest` queue of signed agent writes. Admin keys only — as a Bearer token, or as the password of
 * HTTP Basic auth so a person can open it in a browser.
 */
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STAGES } from '../../contract/enums.js';
import { INGEST_QUEUE } from '../../ingest/wire.js';
import { MAINTENANCE_QUEUE } from '../../queue/names.js';
import { openQueue } from '../../queue/open.js';
import { extractQueue } from '../../extract/queue.js';
import { problem, sendProblem } from '../problem.js';

export const QUEUES_BASE_PATH = '/admin/queues';

/** The password of a `Basic` authorization header (the user name is ignored). */
export function basicPassword(header: string | undefined): string | null {
  const m = header && /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!m) return null;
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  return i >= 0 ? decoded.slice(i + 1) : null;
}

/** Fastify plugin for `buildApp(services, { plugins: [queueBoardRoutes] })`. */
export async function queueBoardRoutes(app: FastifyInstance): Promise<void> {
  const s = app.services;
  if (!s.producer) {
    // No Redis configured: nothing to show; say so instead of a 404.
    app.all(`${QUEUES_BASE_PATH}*`, { schema: { hide: true } }, async (_req, reply) =>
      sendProblem(reply, problem(503, 'queues_unavailable', 'this process runs without Redis')),
    );
    return;
  }
  const producer = s.producer;
  // The stage queues are the producer's; the maintenance queue shares its connection.
  const maintenance = openQueue(MAINTENANCE_QUEUE, producer.connection, s.config.queue.prefix);
  const ingest = openQueue(INGEST_QUEUE, producer.connection, s.config.queue.prefix);
  app.addHook('onClose', async () => {
    await maintenance.close();
    await ingest.close();
  });

  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUES_BASE_PATH);
  createBullBoard({
    queues: [
      ...STAGES.map((st) => new BullMQAdapter(producer.queues[st])),
      new BullMQAdapter(maintenance),
      new BullMQAdapter(ingest),
      // The background lane's queue (docs/design.md#background-lane), the producer's own handle.
      new BullMQAdapter(extractQueue(producer, s.config.queue.prefix)),
    ],
    serverAdapter,
    options: { uiConfig: { boardTitle: 'memwright queues' } },
  });

  // The guard is a hook of the board's own encapsulated scope, so it runs for exactly the
  // routes the board registers, whatever spelling of the URL the router decoded to reach
  // them (`/%61dmin/queues`, an absolute-form target, …). Testing `req.url` against a
  // prefix would check a different string from the one the router dispatches.
  await app.register(async (board) => {
    board.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
      let principal = req.principal;
      if (!principal) {
        const password = basicPassword(req.headers.authorization);
        if (password) principal = await app.keys.resolve(password);
      }
      if (!principal) {
        reply.header('WWW-Authenticate', 'Basic realm="memwright queues", charset="UTF-8"');
        return sendProblem(reply, problem(401, 'unauthorized', 'admin key required (Bearer, or as the Basic auth password)'));
      }
      if (principal.role !== 'admin') return sendProblem(reply, problem(403, 'forbidden', 'admin key required'));
    });
    await board.register(serverAdapter.registerPlugin(), { prefix: QUEUES_BASE_PATH });
  });
}
