/**
 * A `memwright worker`'s own HTTP listener (MEMWRIGHT_WORKER_HOST / MEMWRIGHT_WORKER_PORT):
 * `/metrics` from the process's registry, `/healthz` (the process answers), `/readyz`
 * (its dependencies and its workers, ./readiness.ts). node:http rather than Fastify: three
 * GET routes need no router, and a worker loads nothing of the API.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { problem } from '../contract/problem.js';
import type { Metrics } from './metrics.js';
import { allOk, type Checks } from './readiness.js';

export interface ProbeServerOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  metrics: Metrics;
  /** Each check `ok` or why not; any other answer makes /readyz a 503. */
  checks: () => Promise<Checks>;
}

export interface ProbeServer {
  address: AddressInfo;
  /** `http://host:port` (IPv6 in brackets). */
  url: string;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

const json = (res: ServerResponse, status: number, body: unknown) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(body));
const problemJson = (res: ServerResponse, p: ReturnType<typeof problem>) => send(res, p.status, 'application/problem+json', JSON.stringify(p));

async function route(opts: ProbeServerOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? '/').split('?')[0];
  if (path !== '/metrics' && path !== '/healthz' && path !== '/readyz') return problemJson(res, problem('not_found', 'this port serves /metrics, /healthz and /readyz'));
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    return problemJson(res, problem('method_not_allowed', `${path} answers GET`));
  }
  if (path === '/healthz') return json(res, 200, { status: 'ok' });
  if (path === '/readyz') {
    const checks = await opts.checks();
    if (!allOk(checks)) return problemJson(res, problem('not_ready', 'a dependency or a worker is not running', { checks }));
    return json(res, 200, { status: 'ready', checks });
  }
  send(res, 200, opts.metrics.registry.contentType, await opts.metrics.registry.metrics());
}

/** Listen; rejects with the socket's error (EADDRINUSE, EACCES, …) for the caller to explain. */
export function startProbeServer(opts: ProbeServerOptions): Promise<ProbeServer> {
  const server = createServer((req, res) => {
    route(opts, req, res).catch(() => {
      if (!res.headersSent) problemJson(res, problem('internal_error', 'internal error'));
      else res.destroy();
    });
  });
  // Probes and scrapes are short: an idle keep-alive connection must not hold a shutdown.
  server.keepAliveTimeout = 5_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve({
        address,
        url: `http://${host}:${address.port}`,
        close: () =>
          new Promise<void>((r) => {
            server.close(() => r());
            server.closeAllConnections();
          }),
      });
    });
  });
}
