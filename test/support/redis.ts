import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A private `redis-server` on a free port, so tests never depend on a machine-wide
 * Redis and can stop it to test outages.
 */
export class TestRedis {
  private proc: ChildProcess | null = null;
  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<TestRedis> {
    const r = new TestRedis(await freePort());
    await r.start();
    return r;
  }

  async start(): Promise<void> {
    if (this.proc) return;
    this.proc = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction'],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    for (;;) {
      const c = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
      c.on('error', () => {});
      try {
        await c.connect();
        await c.ping();
        c.disconnect();
        return;
      } catch {
        c.disconnect();
        if (Date.now() > deadline) throw new Error('redis-server did not start');
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }

  /** Stop the server (simulates an outage; data is lost as with a non-persistent Redis). */
  async stop(): Promise<void> {
    const p = this.proc;
    if (!p) return;
    this.proc = null;
    await new Promise<void>((resolve) => {
      p.once('exit', () => resolve());
      p.kill('SIGKILL');
    });
  }

  async flush(): Promise<void> {
    const c = new Redis(this.url);
    await c.flushall();
    c.disconnect();
  }
}
