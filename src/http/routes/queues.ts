/**
 * Bull Board at `/admin/queues` (docs/design.md#surfaces): every stage queue, the maintenance queue
 * with its job schedulers, and the `ingest` queue of signed agent writes. Admin keys only — as a Bearer token, or as the password of
 * HTTP Basic auth so a person can open it in a browser: its routes are `access: 'admin-basic'`
 * (src/http/authenticate.ts checks them with every other route).
 */
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance } from 'fastify';
import { STAGES } from '../../contract/enums.js';
import { INGEST_QUEUE } from '../../contract/ingestWire.js';
import { MAINTENANCE_QUEUE } from '../../queue/names.js';
import { openQueue } from '../../queue/open.js';
import { extractQueue } from '../../queue/extract.js';
import { problem } from '../../contract/problem.js';
import { sendProblem } from '../problem.js';

export const QUEUES_BASE_PATH = '/admin/queues';

const ADMIN_BASIC = { access: 'admin-basic' } as const;

/** Fastify plugin for `buildApp(services, { plugins: [queueBoardRoutes] })`. */
export async function queueBoardRoutes(app: FastifyInstance): Promise<void> {
  const s = app.services;
  if (!s.producer) {
    // No Redis configured: nothing to show; say so instead of a 404.
    app.all(`${QUEUES_BASE_PATH}*`, { schema: { hide: true }, config: ADMIN_BASIC }, async (_req, reply) =>
      sendProblem(reply, problem('queues_unavailable', 'this process runs without Redis')),
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

  // Bull Board answers every error its handlers meet with a bare 500 of its own (no log
  // line, whatever the error's status). Passing them on instead gives the app's handler
  // each one: problem+json with its real status, and a logged 500 only for a real fault.
  serverAdapter.setErrorHandler((err) => {
    throw err;
  });

  // The access rule is set on the board's routes as it registers them, so it holds for
  // exactly those routes whatever spelling of the URL the router decoded to reach them
  // (`/%61dmin/queues`, an absolute-form target, …).
  await app.register(async (board) => {
    board.addHook('onRoute', (route) => {
      route.config = { ...route.config, ...ADMIN_BASIC };
    });
    await board.register(serverAdapter.registerPlugin(), { prefix: QUEUES_BASE_PATH });
  });
}
