import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { LaneGate, laneClients, type Lane } from '../../src/db/pglite/lanes.js';
import { openPglite, openPgliteDatabase } from '../../src/db/pglite/index.js';
import { rows, type Database } from '../../src/db/database.js';

/** An operation that runs until released, recording when it started. */
function held(order: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  return {
    release,
    op: async () => {
      order.push(name);
      await done;
      return name;
    },
  };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('LaneGate', () => {
  // The gate's clock is Date.now: fake it (and the timer that wakes a waiting background
  // operation) so each test can say how long every operation takes.
  beforeEach(() => void vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] }));
  afterEach(() => void vi.useRealTimers());

  /** An operation that records its name and takes `ms` of (fake) time. */
  const op = (order: string[], name: string, ms = 10) => async () => {
    order.push(name);
    vi.setSystemTime(Date.now() + ms);
  };

  test('waiting API operations go before background ones queued earlier', async () => {
    const gate = new LaneGate({ backgroundEveryMs: 60_000 });
    const order: string[] = [];
    const first = held(order, 'bg1');
    const running = gate.run('background', first.op);
    // A background operation starts on a fresh turn of the event loop.
    await tick();
    const queued = [
      gate.run('background', op(order, 'bg2')),
      gate.run('background', op(order, 'bg3')),
      gate.run('api', op(order, 'api1')),
      gate.run('api', op(order, 'api2')),
    ];
    await tick();
    expect(order).toEqual(['bg1']);
    expect(gate.waiting()).toEqual({ api: 2, admission: 0, background: 2 });
    first.release();
    // The API just ran: background waits for its share or for the API to go quiet.
    await vi.advanceTimersByTimeAsync(100);
    await Promise.all([running, ...queued]);
    expect(order).toEqual(['bg1', 'api1', 'api2', 'bg2', 'bg3']);
    expect(gate.counts).toMatchObject({ api: 2, background: 3, backgroundForced: 0 });
  });

  test('under a never-empty API queue a background operation still goes once per interval', async () => {
    const gate = new LaneGate({ backgroundEveryMs: 25, backgroundShare: 0.5 });
    const order: string[] = [];
    const first = held(order, 'api0');
    const running = gate.run('api', async () => {
      await first.op();
      vi.setSystemTime(Date.now() + 10);
    });
    const ops = [gate.run('background', op(order, 'bg1', 0)), gate.run('background', op(order, 'bg2', 0))];
    for (let i = 1; i <= 5; i++) ops.push(gate.run('api', op(order, `api${i}`)));
    first.release();
    await vi.advanceTimersByTimeAsync(100);
    await Promise.all([running, ...ops]);
    expect(order).toEqual(['api0', 'api1', 'api2', 'bg1', 'api3', 'api4', 'api5', 'bg2']);
    expect(gate.counts).toMatchObject({ api: 6, background: 2, backgroundForced: 1 });
  });

  test('while the API is busy background work holds the connection for at most its share', async () => {
    const gate = new LaneGate({ backgroundShare: 0.25, backgroundEveryMs: 0 });
    const order: string[] = [];
    const t0 = Date.now();
    // The pipeline has plenty queued; the API sends one 10-ms operation after another.
    const bg = Array.from({ length: 200 }, (_, i) => gate.run('background', op(order, `bg${i}`, 10)));
    let api = 0;
    while (Date.now() - t0 < 2_000) {
      await gate.run('api', op(order, 'api', 10));
      api++;
      await tick();
    }
    const share = gate.counts.backgroundMs / (Date.now() - t0);
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThanOrEqual(0.3);
    expect(api).toBeGreaterThan(100);
    // Quiet API: the rest runs unmetered.
    await vi.advanceTimersByTimeAsync(5_000);
    await Promise.all(bg);
    expect(gate.counts.background).toBe(200);
  });

  test('a long background operation pauses background work until its time is paid back', async () => {
    const gate = new LaneGate({ backgroundShare: 0.25, backgroundEveryMs: 0 });
    const order: string[] = [];
    await gate.run('api', op(order, 'api', 1));
    // A VACUUM FULL-sized operation while requests queue behind it…
    const vacuum = held(order, 'vacuum');
    const running = gate.run('background', async () => {
      await vacuum.op();
      vi.setSystemTime(Date.now() + 600);
    });
    const waitingApi = gate.run('api', op(order, 'api', 5));
    let next = 0;
    const bg = gate.run('background', async () => void (next = Date.now()));
    vacuum.release();
    await Promise.all([running, waitingApi]);
    const end = Date.now();
    // …then API work keeps coming: the next background operation waits until the 600 ms
    // are a quarter of the time since the vacuum started: 600 × (1 / 0.25 − 1) = 1,800 ms.
    while (next === 0 && Date.now() - end < 10_000) {
      await gate.run('api', op(order, 'api', 5));
      await vi.advanceTimersByTimeAsync(5);
    }
    await bg;
    expect(next - end).toBeGreaterThanOrEqual(1_800);
    expect(next - end).toBeLessThan(2_100);
  });

  test('a background backlog lets the event loop turn between its operations', async () => {
    const gate = new LaneGate();
    const order: string[] = [];
    const all = Array.from({ length: 50 }, (_, i) => gate.run('background', async () => void order.push(`bg${i}`)));
    // Stands for a socket with a request on it: it must be read before the backlog is done.
    setImmediate(() => order.push('io'));
    await Promise.all(all);
    expect(order.indexOf('io')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('io')).toBeLessThanOrEqual(2);
  });

  test('admission operations go ahead of queued background ones, after the API, and share its metering', async () => {
    const gate = new LaneGate({ backgroundEveryMs: 60_000 });
    const order: string[] = [];
    const first = held(order, 'bg1');
    const running = gate.run('background', first.op);
    await tick();
    const queued = [
      gate.run('background', op(order, 'bg2')),
      gate.run('background', op(order, 'bg3')),
      gate.run('admission', op(order, 'adm1')),
      gate.run('api', op(order, 'api1')),
      gate.run('admission', op(order, 'adm2')),
    ];
    await tick();
    expect(gate.waiting()).toEqual({ api: 1, admission: 2, background: 2 });
    first.release();
    await vi.advanceTimersByTimeAsync(100);
    await Promise.all([running, ...queued]);
    expect(order).toEqual(['bg1', 'api1', 'adm1', 'adm2', 'bg2', 'bg3']);
    expect(gate.counts).toMatchObject({ api: 1, admission: 2, background: 3 });
    // Admission time counts as background time (the API's share), not as the API's.
    expect(gate.counts.backgroundMs).toBe(40);
    expect(gate.counts.apiMs).toBe(10);
  });

  test('an admission backlog, too, lets the event loop turn between its operations', async () => {
    const gate = new LaneGate();
    const order: string[] = [];
    const all = Array.from({ length: 50 }, (_, i) => gate.run('admission', async () => void order.push(`adm${i}`)));
    setImmediate(() => order.push('io'));
    await Promise.all(all);
    expect(order.indexOf('io')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('io')).toBeLessThanOrEqual(2);
  });

  test('an operation that throws frees the slot', async () => {
    const gate = new LaneGate();
    await expect(gate.run('api', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const lanes: Lane[] = ['background', 'admission', 'api'];
    const both = Promise.all(lanes.map((l) => gate.run(l, async () => l)));
    await vi.advanceTimersByTimeAsync(100);
    await expect(both).resolves.toEqual(lanes);
    expect(gate.waiting()).toEqual({ api: 0, admission: 0, background: 0 });
  });
});

describe('PGlite through the lanes', () => {
  let pg: PGlite;
  let database: Database;
  beforeAll(async () => {
    pg = await openPglite();
    database = await openPgliteDatabase({ client: pg, lanes: { backgroundEveryMs: 60_000 } });
  }, 60_000);
  afterAll(async () => {
    await database.close();
    await pg.close();
  });

  test('an API query waits only for the running background transaction, not for queued background work', async () => {
    const order: string[] = [];
    let inside!: () => void;
    const entered = new Promise<void>((r) => (inside = r));
    let release!: () => void;
    const hold = new Promise<void>((r) => (release = r));
    // A background transaction that holds the connection; its own statements still run.
    const tx = database.background.transaction(async (t) => {
      await t.execute(sql`select 1`);
      inside();
      await hold;
      const [r] = await rows<{ n: number }>(t, sql`select 2 as n`);
      order.push(`bg-tx:${r!.n}`);
    });
    await entered;
    const bgQueued = rows(database.background, sql`select 3 as n`).then(() => order.push('bg-query'));
    const apiQuery = rows<{ n: number }>(database.db, sql`select 4 as n`).then((r) => order.push(`api:${r[0]!.n}`));
    await tick();
    expect(order).toEqual([]);
    release();
    await Promise.all([tx, bgQueued, apiQuery]);
    expect(order).toEqual(['bg-tx:2', 'api:4', 'bg-query']);
  });

  test('both lanes see one database', async () => {
    await database.db.execute(sql`create table lane_probe (v int)`);
    await database.background.execute(sql`insert into lane_probe values (7)`);
    expect(await rows(database.db, sql`select v from lane_probe`)).toEqual([{ v: 7 }]);
    expect(await rows(database.admission!, sql`select v from lane_probe`)).toEqual([{ v: 7 }]);
    // The raw client is not gated for what is not an operation (listen, close…).
    const { api } = laneClients(pg, new LaneGate());
    expect(api.closed).toBe(false);
  });
});
