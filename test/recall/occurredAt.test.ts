/**
 * `occurredAt` (issue 9 item 4): when a fact was stated or an event happened. Imports and
 * the background lane write old conversations today; the context must date and order
 * them by when they happened, not by when they were written.
 */
import { test, expect } from '../support/fixtures.js';
import { MemwrightError } from '../../src/errors.js';
import { memwrightFor } from '../../src/memwright.js';
import { agentKey, clockedServices, harden } from './helpers.js';
import { TestClock } from '../support/clock.js';
import { noteBody } from '../support/writeBody.js';

const run = (runId: string) => ({ runId, agentId: 'a1', userId: 'u1' });

test('the context dates and orders notes by occurredAt; the note carries it; createdAt stays the write time', async ({ db, redis, tenant }) => {
  const clock = new TestClock(new Date('2026-06-10T09:00:00Z'));
  const s = await clockedServices(db, redis.url, clock);
  try {
    const ag = memwrightFor(s, agentKey(tenant, ['a1']));
    // Written in this order today, but they happened in the opposite order.
    const late = await ag.write(noteBody('Caroline went to a pride parade.', { category: 'event', memoryType: 'episodic', occurredAt: '2023-05-20T18:00:00+02:00', run: run('r1') }));
    const early = await ag.write(noteBody('Caroline joined a support group.', { category: 'event', memoryType: 'episodic', occurredAt: '2023-05-08T10:00:00Z', run: run('r2') }));
    const now = await ag.write(noteBody('Caroline prefers morning calls.', { run: run('r3') }));
    expect(late.note!.occurredAt).toBe('2023-05-20T16:00:00.000Z');
    expect(late.note!.createdAt).toBe('2026-06-10T09:00:00.000Z');
    expect(now.note!.occurredAt).toBe(now.note!.createdAt);

    // Provisional: newest first by when it happened.
    let text = (await ag.context({ agentId: 'a1', userId: 'u1' })).text;
    expect(text).toContain(
      [
        '- [preference, 2026-06-10] "Caroline prefers morning calls." (user u1)',
        '- [event, 2023-05-20] "Caroline went to a pride parade." (user u1)',
        '- [event, 2023-05-08] "Caroline joined a support group." (user u1)',
      ].join('\n'),
    );
    // Established: the same order, and recency in the ranking is measured from occurredAt.
    for (const r of [late, early, now]) await harden(s, r.note!.id);
    text = (await ag.context({ agentId: 'a1', userId: 'u1' })).text;
    expect(text.indexOf('2023-05-20')).toBeLessThan(text.indexOf('2023-05-08'));
    expect(text.indexOf('2026-06-10')).toBeLessThan(text.indexOf('2023-05-20'));
    const got = await ag.get(early.note!.id);
    expect(got.occurredAt).toBe('2023-05-08T10:00:00.000Z');
  } finally {
    await s.close();
  }
});

test('occurredAt in the future (beyond 5 minutes of skew), before 1900 or malformed is a validation error naming the field', async ({ db, redis, tenant }) => {
  const clock = new TestClock(new Date('2026-06-10T09:00:00Z'));
  const s = await clockedServices(db, redis.url, clock, { noQueue: true });
  try {
    const ag = memwrightFor(s, agentKey(tenant, ['a1']));
    // Within the skew: accepted.
    const ok = await ag.write(noteBody('Dana is on a call.', { occurredAt: '2026-06-10T09:04:00Z', run: run('ok') }));
    expect(ok.outcome).toBe('written');
    for (const occurredAt of ['2026-06-10T09:06:00Z', '2999-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '0000-01-01T00:00:00Z', '2026-02-30T00:00:00Z', 'yesterday', '2026-06-10']) {
      const err = await ag.write(noteBody('Dana is on a call.', { occurredAt, run: run(`bad-${occurredAt}`) })).catch((e: unknown) => e);
      expect(err, occurredAt).toBeInstanceOf(MemwrightError);
      expect((err as MemwrightError).status, occurredAt).toBe(400);
      expect((err as MemwrightError).code).toBe('validation_error');
      expect((err as MemwrightError).issues?.[0]?.field, occurredAt).toBe('occurredAt');
    }
  } finally {
    await s.close();
  }
});
