/**
 * The storage scrub after erasure is paced (docs/design.md#erasure): erasures close
 * together share one scrub, and under a steady stream of them the next scrub waits until
 * scrubbing has taken at most `maxShare` of the time — so the API is not starved — while
 * `startsBy` stays truthful and a shutdown still runs every scrub owed.
 */
import { describe, expect, it } from 'vitest';
import type { ScrubReport } from '../../src/db/scrub.js';
import { ScrubScheduler } from '../../src/db/scrubScheduler.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function fakeScrub(ms: number) {
  const runs: Array<{ start: number; end: number }> = [];
  const run = async (): Promise<ScrubReport> => {
    const start = Date.now();
    await sleep(ms);
    runs.push({ start, end: Date.now() });
    return { rewritten: [], statistics: 'scrubbed', durationMs: Date.now() - start };
  };
  return { runs, run };
}

describe('ScrubScheduler pacing', () => {
  it('shares one scrub among erasures within the delay', async () => {
    const f = fakeScrub(20);
    const s = new ScrubScheduler(f.run, { delayMs: 30 });
    const t0 = Date.now();
    const a = s.request();
    const b = s.request();
    expect(a.startsBy.getTime()).toBeGreaterThanOrEqual(t0 + 30);
    expect(b.startsBy.getTime()).toBe(a.startsBy.getTime());
    await Promise.all([a.done, b.done]);
    expect(f.runs).toHaveLength(1);
    expect(f.runs[0]!.start).toBeGreaterThanOrEqual(a.startsBy.getTime() - 5);
  });

  it('after a scrub of D ms, waits D × (1/maxShare − 1) before the next, and says so in startsBy', async () => {
    const f = fakeScrub(100);
    const s = new ScrubScheduler(f.run, { delayMs: 5, maxShare: 0.25 });
    await s.request().done;
    const d = s.lastDurationMs!;
    expect(d).toBeGreaterThanOrEqual(95);
    const next = s.request();
    // Rest owed: 3 × D after the first ended, well beyond the 5 ms delay.
    expect(next.startsBy.getTime()).toBeGreaterThanOrEqual(f.runs[0]!.end + 3 * d - 5);
    await next.done;
    expect(f.runs).toHaveLength(2);
    expect(f.runs[1]!.start - f.runs[0]!.end).toBeGreaterThanOrEqual(3 * d - 10);
    expect(f.runs[1]!.start).toBeGreaterThanOrEqual(next.startsBy.getTime() - 5);
  });

  it('an erasure committed during a scrub gets a later pass, and close() runs it at once', async () => {
    const f = fakeScrub(60);
    const s = new ScrubScheduler(f.run, { delayMs: 1, maxShare: 0.01 });
    const first = s.request();
    await sleep(20); // the first scrub is running
    const second = s.request();
    expect(second.startsBy.getTime()).toBeGreaterThan(Date.now());
    await first.done;
    // The rest owed would be ~100 × 60 ms; a graceful shutdown does not wait for it, nor drop the pass.
    const t = Date.now();
    await s.close();
    await second.done;
    expect(f.runs).toHaveLength(2);
    expect(Date.now() - t).toBeLessThan(2000);
  });
});
