/**
 * Redis for `memwright serve` on the embedded default: use the one at REDIS_URL, or —
 * when nothing answers there, the URL is local and `redis-server` is installed —
 * start a private, non-persistent one as a child process and stop it on exit.
 * Losing that Redis loses no memory (docs/design.md#stores: the sweep rebuilds the pipeline from
 * the database), which is why running it without persistence is acceptable here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { RedisConfig } from '../config/config.js';
import { redactUrl as redact } from '../observability/redactUrl.js';
import { SetupError } from '../errors.js';

export const REDIS_HINT =
  'start one with `docker compose up -d redis`, or install redis-server (`apt-get install -y redis-server`) and memwright will start its own';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export interface RedisHandle {
  url: string;
  /** The redis-server this process started, or null when an existing one answered. */
  child: ChildProcess | null;
  /** Stop the child redis-server (no-op when none was started). */
  stop(): Promise<void>;
}

/** True when a Redis answers PING at `url` within `timeoutMs`. */
export async function redisAnswers(url: string, timeoutMs = 1000): Promise<boolean> {
  const c = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  c.on('error', () => {});
  try {
    await c.connect();
    await c.ping();
    return true;
  } catch {
    return false;
  } finally {
    c.disconnect();
  }
}

/** Absolute path of `name` on PATH, or null. */
export function onPath(name: string, path = process.env.PATH ?? ''): string | null {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here; keep looking
    }
  }
  return null;
}

/**
 * Make sure a Redis answers at `cfg.url` (REDIS_URL), starting a private one when allowed.
 * Throws {@link SetupError} (one line, with the way to get a Redis) when none can be had.
 */
export async function ensureRedis(cfg: RedisConfig, logger: Logger): Promise<RedisHandle> {
  const url = cfg.url;
  const none: RedisHandle = { url, child: null, stop: async () => {} };
  if (await redisAnswers(url)) return none;

  const target = new URL(url);
  const host = target.hostname || '127.0.0.1';
  const port = Number(target.port || 6379);
  const redisServer = onPath('redis-server');
  const where = `no Redis answers at ${redact(url)} (REDIS_URL)`;
  if (!cfg.spawn) throw new SetupError(`${where} and MEMWRIGHT_SPAWN_REDIS=false says not to start one: ${REDIS_HINT}`);
  if (!LOCAL_HOSTS.has(host)) throw new SetupError(`${where}, not a local address, so memwright cannot start one: ${REDIS_HINT}`);
  if (target.protocol === 'rediss:') throw new SetupError(`${where}, a TLS URL, so memwright cannot start one: ${REDIS_HINT}`);
  if (!redisServer) throw new SetupError(`${where} and redis-server is not on the PATH: ${REDIS_HINT}`);

  const bind = host === 'localhost' ? '127.0.0.1' : host.replace(/^\[|\]$/g, '');
  const args = [
    '--port', String(port),
    '--bind', bind,
    // A private queue store: no snapshots, no AOF (the database is the system of record),
    // and never evict (BullMQ keys must not silently disappear under memory pressure).
    '--save', '',
    '--appendonly', 'no',
    '--maxmemory-policy', 'noeviction',
  ];
  if (target.password) args.push('--requirepass', decodeURIComponent(target.password));
  // Own process group: a terminal Ctrl-C reaches memwright, which stops this Redis
  // last, after the pipeline has let go of it.
  const child = spawn(redisServer, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const keep = (b: Buffer) => {
    output = (output + b.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  // If this process dies without a clean shutdown, do not leave the Redis behind.
  const killOnExit = () => {
    if (!exited) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  const deadline = Date.now() + 10_000;
  while (!(await redisAnswers(url, 500))) {
    if (exited || Date.now() > deadline) {
      killOnExit();
      const last = output.trim().split('\n').pop() ?? '';
      throw new SetupError(`${where} and the redis-server memwright started did not come up${last ? ` (${last.trim()})` : ''}: ${REDIS_HINT}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  logger.info(
    { redisPid: child.pid, port },
    `no Redis answered at ${redact(url)}: started a private redis-server (pid ${child.pid}, port ${port}, no persistence); it stops when memwright stops`,
  );

  return {
    url,
    child,
    async stop() {
      process.removeListener('exit', killOnExit);
      if (exited) return;
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        // SIGTERM makes redis-server shut down cleanly (it saves nothing: --save "").
        child.kill('SIGTERM');
      });
      logger.info({ redisPid: child.pid }, 'stopped the private redis-server');
    },
  };
}
