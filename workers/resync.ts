/**
 * After Redis came back (possibly empty, having lost every job and scheduler): upsert
 * the schedulers again and sweep every in-flight note, so each is queued at its stage.
 */
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { MaintenanceConfig } from '../src/config/config.js';
import { serializeError } from '../src/observability/errorLog.js';
import type { SweepReport } from '../src/pipeline/maintenance/sweep.js';
import { upsertSchedulers } from './schedulers.js';

export interface ResyncDeps {
  /** The maintenance queue, when this process runs the schedulers. */
  maintenance: Queue | null;
  config: MaintenanceConfig;
  sweep: (o: { all: true }) => Promise<SweepReport>;
  logger: Pick<Logger, 'info' | 'warn'>;
}

export function resyncer(deps: ResyncDeps): (why: string) => Promise<void> {
  return async (why) => {
    try {
      if (deps.maintenance) await upsertSchedulers(deps.maintenance, deps.config);
      const report = await deps.sweep({ all: true });
      deps.logger.info({ why, report }, 'pipeline resynchronised with redis');
    } catch (err) {
      deps.logger.warn({ why, err: serializeError(err) }, 'pipeline resync failed; the sweep scheduler will retry');
    }
  };
}

export interface ReconnectWatch {
  /** Redis was not reachable for something that needs it (the first upsert): resync when it is. */
  missed(): void;
  stop(): void;
}

/** Resync once each time `connection` is ready again after it closed. */
export function resyncOnReconnect(connection: Redis, resync: (why: string) => Promise<void>): ReconnectWatch {
  let wasDown = false;
  const onClose = () => {
    wasDown = true;
  };
  const onReady = () => {
    if (!wasDown) return;
    wasDown = false;
    void resync('redis_reconnected');
  };
  connection.on('close', onClose);
  connection.on('ready', onReady);
  return {
    missed: () => {
      wasDown = true;
    },
    stop: () => {
      connection.off('close', onClose);
      connection.off('ready', onReady);
    },
  };
}
