/**
 * The dependency checks every `/readyz` starts with — the API's (src/http/routes/health.ts)
 * and a worker's (./probeServer.ts): each check is `ok` or why not.
 */

export type Checks = Record<string, string>;

/** `p`, or a rejection naming `ms` when it takes longer. */
export async function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let t: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([p, new Promise<never>((_, rej) => (t = setTimeout(() => rej(new Error(`no answer within ${ms} ms`)), ms)))]);
  } finally {
    clearTimeout(t);
  }
}

async function check(what: () => Promise<unknown>, ms: number): Promise<string> {
  try {
    await withTimeout(what(), ms);
    return 'ok';
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** The database answers a query (2 s), Redis answers PING (1 s); both at once. */
/** What the dependency checks ping: the services' database and, when configured, the producer's Redis connection. */
export interface Pingable {
  database: { ping(): Promise<unknown> };
  producer: { connection: { ping(): Promise<unknown> } } | null;
}

export async function dependencyChecks(s: Pingable): Promise<Checks> {
  const [database, redis] = await Promise.all([
    check(() => s.database.ping(), 2000),
    check(async () => {
      if (!s.producer) throw new Error('not configured');
      await s.producer.connection.ping();
    }, 1000),
  ]);
  return { database, redis };
}

export const allOk = (checks: Checks): boolean => Object.values(checks).every((v) => v === 'ok');
