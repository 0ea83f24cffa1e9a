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
    // A free port can be taken between the check and redis-server's bind (another run's
    // server, or an outgoing connection's ephemeral port): then ours exits, and another
    // port is tried — never a server that is not ours (two runs sharing one Redis would
    // see each other's queues and outages).
    for (let attempt = 1; ; attempt++) {
      const r = new TestRedis(await freePort());
      try {
        await r.start();
        return r;
      } catch (e) {
        await r.stop();
        if (attempt >= 5) throw e;
      }
    }
  }

  async start(): Promise<void> {
    if (this.proc) return;
    const proc = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction'],
      { stdio: 'ignore' },
    );
    this.proc = proc;
    let exited = false;
    proc.once('exit', () => (exited = true));
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (exited) throw new Error(`redis-server exited at start (port ${this.port} taken?)`);
      const c = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
      c.on('error', () => {});
      try {
        await c.connect();
        const info = await c.info('server');
        c.disconnect();
        const pid = Number(/process_id:(\d+)/.exec(info)?.[1]);
        if (pid !== proc.pid) throw new Error(`port ${this.port} answers with another redis-server (pid ${pid})`);
        return;
      } catch (e) {
        c.disconnect();
        if ((e as Error).message.includes('another redis-server')) throw e;
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
