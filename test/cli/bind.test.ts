/**
 * Safe default bind (issue 8 item 9): without HOST, `serve` listens on loopback only,
 * and its log names the address the socket really bound (not fastify's guess).
 */
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config/env.js';
import { TestRedis } from '../support/redis.js';
import { serveInProcess } from './serveInProcess.js';

let redis: TestRedis;
beforeAll(async () => {
  redis = await TestRedis.start();
});
afterAll(async () => {
  await redis.stop();
});

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect({ host, port });
    s.setTimeout(3000, () => {
      s.destroy();
      resolve(false);
    });
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

/** An IPv4 address of this machine other than loopback, if it has one. */
function externalIPv4(): string | undefined {
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return undefined;
}

async function serveCaptured(extra: Record<string, string>) {
  const { running, lines, env } = await serveInProcess(redis.url, extra);
  const listening = lines.find((l) => l.msg.includes('listening on')) as { msg: string; address?: string; port?: number } | undefined;
  return { running, listening, env };
}

const SLOW = { timeout: 120_000 };

describe('serve bind address', () => {
  it('HOST defaults to loopback', () => {
    expect(parseEnv({}).HOST).toBe('127.0.0.1');
  });

  it('without HOST it listens on 127.0.0.1 only and logs the port it really bound', SLOW, async () => {
    const { running, listening, env } = await serveCaptured({});
    try {
      expect(env.http.host).toBe('127.0.0.1');
      const port = (running.app.server.address() as { port: number }).port;
      expect(port).toBeGreaterThan(0);
      // PORT=0: only the socket knows the port, so the log line proves it read the socket.
      expect(listening, 'a "listening on" log line').toBeDefined();
      expect(listening!.msg).toContain(`listening on http://127.0.0.1:${port}`);
      expect(listening!.msg).not.toContain('every network interface');
      expect(listening).toMatchObject({ address: '127.0.0.1', port });
      expect(running.url).toBe(`http://127.0.0.1:${port}`);
      expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
      const ip = externalIPv4();
      if (ip) expect(await accepts(ip, port), `connection via ${ip}`).toBe(false);
    } finally {
      await running.shutdown('test done');
    }
  });

  it('HOST=0.0.0.0 is logged as every interface, not as 127.0.0.1', SLOW, async () => {
    const { running, listening } = await serveCaptured({ HOST: '0.0.0.0' });
    try {
      const port = (running.app.server.address() as { port: number }).port;
      expect(listening!.msg).toContain(`listening on http://0.0.0.0:${port} (every network interface; on this machine http://localhost:${port})`);
      expect(listening).toMatchObject({ address: '0.0.0.0', port });
      const ip = externalIPv4();
      if (ip) expect(await accepts(ip, port), `connection via ${ip}`).toBe(true);
    } finally {
      await running.shutdown('test done');
    }
  });
});
