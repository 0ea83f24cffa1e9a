/**
 * `memwright serve`: API + stage workers + recurring jobs + Bull Board in one process.
 * That is the only way to run on the embedded PGlite (one process must own it), and
 * with a real Postgres it is still the simplest deployment; `memwright worker`
 * processes can be added next to it to scale the pipeline out. `serve --no-pipeline`
 * is the API alone, for deployments where API replicas and `memwright worker`
 * processes scale independently.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../../config/config.js';
import { buildApp } from '../../http/app.js';
import { QUEUES_BASE_PATH, queueBoardRoutes } from '../../http/routes/queues.js';
import type { Services } from '../../ports.js';
import type { PipelineHandle, StartPipeline } from '../pipeline.js';
import { ensureRedis, type RedisHandle } from '../redis.js';
import { redactUrl } from '../../observability/redactUrl.js';
import { listenError } from '../listenError.js';
import { SetupError } from '../../errors.js';
import { cliLogger, openCliServices } from '../support.js';
import { serializeError } from '../../observability/errorLog.js';

export interface ServeOptions {
  /** Install SIGTERM/SIGINT handlers that shut down and exit. @defaultValue true */
  handleSignals?: boolean;
  /**
   * Run the stage workers and the recurring jobs in this process. Off: the API only,
   * next to `memwright worker` processes (which then run both); needs DATABASE_URL.
   * @defaultValue true
   */
  pipeline?: boolean;
  /** Starts the stage workers and recurring jobs (workers/pipeline.ts, given by entry/cli.ts). */
  startPipeline: StartPipeline;
  logger?: Logger;
}

export interface RunningServer {
  app: FastifyInstance;
  services: Services;
  /** `http://host:port` the API listens on. */
  url: string;
  /** Stop accepting requests, drain the pipeline, close the stores, stop a private Redis. */
  shutdown(reason?: string): Promise<void>;
}

const PIPELINE_CLOSE_TIMEOUT_MS = 15_000;
/** How often a slow shutdown logs the step it is waiting on. */
const SHUTDOWN_WATCHDOG_MS = 5_000;

export async function serve(config: Config, opts: ServeOptions): Promise<RunningServer> {
  const withPipeline = opts.pipeline !== false;
  if (!withPipeline && !config.database.url) {
    throw new SetupError(
      'memwright serve --no-pipeline needs DATABASE_URL (a shared Postgres): its notes are hardened by `memwright worker` processes, which cannot open the embedded PGlite this process owns — drop --no-pipeline to run everything in one process',
    );
  }
  const logger = opts.logger ?? cliLogger(config.log);
  const database = config.database.url ? 'postgres (DATABASE_URL)' : `embedded PGlite in ${config.database.dataDir}`;
  logger.info(`starting memwright${withPipeline ? '' : ' (API only, --no-pipeline)'}: ${database}, Redis at ${redactUrl(config.redis.url)}`);

  let redis: RedisHandle | null = null;
  let services: Services | null = null;
  let pipeline: PipelineHandle | null = null;
  let app: FastifyInstance | null = null;
  let stopping: Promise<void> | null = null;

  const shutdown = (reason = 'shutdown') => {
    stopping ??= (async () => {
      logger.info(`${reason}: stopping`);
      const began = Date.now();
      // Each step is logged when it starts and a watchdog names the one still running, so a
      // shutdown that hangs says where (an orchestrator's SIGKILL would otherwise hide it).
      let step = '';
      const watchdog = setInterval(() => logger.warn({ step, elapsedMs: Date.now() - began }, `shutdown still waiting on: ${step}`), SHUTDOWN_WATCHDOG_MS);
      watchdog.unref();
      const run = async (name: string, what: (() => Promise<unknown>) | undefined) => {
        if (!what) return;
        step = name;
        logger.debug({ step }, `shutdown: ${name}`);
        await what().catch((e: Error) => logger.error({ err: serializeError(e) }, `${name} failed`));
      };
      // Order matters: no new requests, then no new jobs, then the stores they use.
      await run('closing HTTP', app ? () => app!.close() : undefined);
      await run('closing the pipeline', pipeline ? () => pipeline!.close(PIPELINE_CLOSE_TIMEOUT_MS) : undefined);
      await run('closing services', services ? () => services!.close() : undefined);
      await run('stopping redis-server', redis ? () => redis!.stop() : undefined);
      clearInterval(watchdog);
      logger.info({ elapsedMs: Date.now() - began }, 'stopped');
    })();
    return stopping;
  };

  // Installed before anything starts: a signal during start-up must still stop the
  // private redis-server (the default signal action would leave it running).
  let stopRequested: NodeJS.Signals | null = null;
  let started = false;
  const onSignal = (sig: NodeJS.Signals) => {
    if (stopRequested) {
      logger.warn(`${sig} again: exiting without a clean shutdown`);
      process.exit(1);
    }
    stopRequested = sig;
    // While starting, the start sequence notices the request at its next step.
    if (started) {
      shutdown(`received ${sig}`).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    }
  };
  if (opts.handleSignals !== false) {
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  }
  const checkpoint = () => {
    if (stopRequested) throw new StopDuringStart(stopRequested);
  };

  try {
    // API only: a private Redis would be one the workers never see. Without a Redis the
    // API still takes writes (provisional; the workers' sweep enqueues them later).
    if (withPipeline) redis = await ensureRedis(config.redis, logger);
    checkpoint();
    services = await openCliServices(config, 'serve', { logger });
    checkpoint();
    if (withPipeline) pipeline = await opts.startPipeline(services, { workers: true, schedulers: true });
    checkpoint();
    app = await buildApp(services, { plugins: [queueBoardRoutes] });
    await app.listen({ host: config.http.host, port: config.http.port }).catch((e: unknown) => {
      throw listenError(e, { host: config.http.host, port: config.http.port, hostVar: 'HOST', portVar: 'PORT' }) ?? e;
    });
    checkpoint();
    // Log the socket's own address, not fastify's return value (which names 127.0.0.1
    // for a wildcard bind): an operator must see at a glance whether the API is exposed.
    const bound = app.server.address() as AddressInfo;
    const at = boundUrl(bound);
    const url = localUrl(bound);
    const wildcard = isWildcard(bound.address);
    logger.info(
      { address: bound.address, port: bound.port, family: bound.family },
      `memwright listening on ${at}${wildcard ? ` (every network interface; on this machine ${url})` : ''} — API docs ${url}/docs, queues ${url}${QUEUES_BASE_PATH} (admin key)`,
    );
    if (!config.auth.adminKey) {
      logger.warn(
        'MEMWRIGHT_ADMIN_KEY is not set, so no key can create API keys over HTTP: set it, or use `memwright keys create` (with the embedded database: while serve is stopped)',
      );
    }
    started = true;
    return { app, services, url, shutdown };
  } catch (e) {
    await shutdown(e instanceof StopDuringStart ? `received ${e.signal} while starting` : 'start failed');
    if (e instanceof StopDuringStart) process.exit(0);
    throw e;
  }
}

class StopDuringStart extends Error {
  constructor(readonly signal: NodeJS.Signals) {
    super(`received ${signal} while starting`);
  }
}

const isWildcard = (address: string): boolean => address === '0.0.0.0' || address === '::';

/** `http://address:port` exactly as bound (IPv6 in brackets). */
function boundUrl(a: AddressInfo): string {
  return `http://${a.family === 'IPv6' ? `[${a.address}]` : a.address}:${a.port}`;
}

/** A URL a person on this machine can open: a wildcard bind is reached through loopback. */
function localUrl(a: AddressInfo): string {
  return isWildcard(a.address) ? `http://localhost:${a.port}` : boundUrl(a);
}
