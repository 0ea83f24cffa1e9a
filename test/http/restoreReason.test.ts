/**
 * A restore's reason is free text like every other reason: kept in the history an
 * operator reads in a terminal and the inspector, so it gets the contract's text
 * hygiene — NUL and lone surrogates refused naming `reason` (Postgres cannot store
 * them), terminal escapes, zero-width and bidi characters removed. Real pipeline
 * retirements, real HTTP.
 */
import { startPipeline } from '../../workers/pipeline.js';
import { hasInvisible } from '../../src/contract/text.js';
import { describe, expect, test } from '../support/fixtures.js';
import { TestServer } from '../support/http.js';
import { note, pipelineServices, settled, write } from '../pipeline/support.js';
import { fieldsOf, isProblem } from './server.js';
import { noteBody } from '../support/writeBody.js';

/** Refused: binary or broken input, or nothing left once the invisible characters are gone. */
const REFUSED = ['wrong\u0000call', '\u0000', 'bad \ud800 half', '\u200b\u202e\u001b'];

/** Accepted: stored (and shown in the history) without the invisible characters. */
const CLEANED: [string, string][] = [
  ['judge \u001b[31mwas\u001b[0m wrong', 'judge [31mwas[0m wrong'],
  ['both \u202eare\u202c fine', 'both are fine'],
  ['zero\u200bwidth \u2066isolate\u2069 and tag\u{e0041}s', 'zerowidth isolate and tag As'],
  ['  line\u2028break  ', 'line break'],
];

describe('restore reason hygiene over HTTP', () => {
  test('NUL and lone surrogates are a 400 naming reason; ESC, bidi and zero-width characters never reach the history', async ({ db, redis, tenant }) => {
    const services = await pipelineServices(db, redis);
    const pipeline = await startPipeline(services, { schedulers: false });
    const http = await TestServer.start(services);
    try {
      const op = await http.key(tenant, 'operator');
      // One retired note per accepted reason (a restore makes it active; the next restore needs another).
      const losers: string[] = [];
      for (let i = 0; i <= CLEANED.length; i++) {
        const slot = `pref/colour-${i}`;
        const loser = await write(services, tenant, { content: `User's colour ${i} is red.`, deletionKey: slot });
        await settled(services, tenant);
        await write(services, tenant, { content: `User's colour ${i} is blue.`, deletionKey: slot });
        await settled(services, tenant);
        expect((await note(services, tenant, loser)).status).toBe('revoked');
        losers.push(loser);
      }

      const target = losers[CLEANED.length]!;
      for (const reason of REFUSED) {
        const r = await http.req('POST', `/v1/memories/${target}/restore`, op, { reason });
        expect(r.status, `${JSON.stringify(reason)}: ${r.text}`).toBe(400);
        expect(isProblem(r)).toBe(true);
        expect(r.body.code).toBe('validation_error');
        expect([...new Set(fieldsOf(r))]).toEqual(['reason']);
      }
      // Nothing was restored by a refused request.
      expect((await note(services, tenant, target)).status).toBe('revoked');

      for (const [i, [reason, stored]] of CLEANED.entries()) {
        const r = await http.req('POST', `/v1/memories/${losers[i]}/restore`, op, { reason });
        expect(r.status, `${JSON.stringify(reason)}: ${r.text}`).toBe(200);
        expect(r.body.status).toBe('active');
        const h = await http.get(`/v1/memories/${losers[i]}/history`, op);
        expect(h.status).toBe(200);
        const restored = h.body.items.at(-1);
        expect(restored).toMatchObject({ type: 'restored', reason: stored });
        expect(hasInvisible(JSON.stringify(h.body))).toBe(false);
        expect(h.text).not.toMatch(/\\u001b|\\u202e/i);
      }
    } finally {
      await http.close();
      await pipeline.close();
      await services.close();
    }
  });

  test('the other reasons follow the same rule: NUL is a 400 naming reason, never a 500', async ({ db, redis, tenant }) => {
    const services = await pipelineServices(db, redis);
    const http = await TestServer.start(services);
    try {
      const op = await http.key(tenant, 'operator');
      const scope = { level: 'user', agentId: 'a1', userId: 'u1' };
      const w = await http.post('/v1/memories', op, noteBody('User likes green tea.', { scope }));
      expect(w.status, w.text).toBe(201);
      const pending = await http.post('/v1/memories', op, noteBody('User likes cocoa.', { scope, visibility: 'after_review' }));
      expect(pending.status, pending.text).toBe(202);
      for (const reason of REFUSED) {
        const fix = await http.req('PATCH', `/v1/memories/${w.body.note.id}`, op, { content: 'User likes black tea.', reason });
        const review = await http.post(`/v1/reviews/${pending.body.note.id}`, op, { decision: 'reject', reason });
        for (const r of [fix, review]) {
          expect(r.status, `${JSON.stringify(reason)}: ${r.text}`).toBe(400);
          expect(r.body.code).toBe('validation_error');
          expect([...new Set(fieldsOf(r))]).toEqual(['reason']);
        }
      }
    } finally {
      await http.close();
      await services.close();
    }
  });
});
