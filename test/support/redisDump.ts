import { Redis } from 'ioredis';

/** Every key and value in Redis, type-aware. */
export async function dumpRedis(url: string): Promise<string> {
  const c = new Redis(url);
  const out: string[] = [];
  try {
    let cursor = '0';
    do {
      const [next, keys] = await c.scan(cursor, 'COUNT', 500);
      cursor = next;
      for (const k of keys) {
        out.push(`key ${k}`);
        const type = await c.type(k);
        if (type === 'string') out.push(String(await c.get(k)));
        else if (type === 'hash') out.push(JSON.stringify(await c.hgetall(k)));
        else if (type === 'list') out.push(JSON.stringify(await c.lrange(k, 0, -1)));
        else if (type === 'set') out.push(JSON.stringify(await c.smembers(k)));
        else if (type === 'zset') out.push(JSON.stringify(await c.zrange(k, 0, -1, 'WITHSCORES')));
        else if (type === 'stream') out.push(JSON.stringify(await c.xrange(k, '-', '+')));
        else out.push(`(unhandled type ${type})`);
      }
    } while (cursor !== '0');
  } finally {
    c.disconnect();
  }
  return out.join('\n');
}
