/**
 * Content hygiene end to end (issue 8, item 8): a hostile note — terminal escapes, NEL,
 * zero-width, bidi and tag characters — is stored clean, and the context text rendered
 * for injection never carries such characters, even for a row stored before write-time
 * hygiene existed (simulated by editing the row behind the API's back).
 */
import { sql } from 'drizzle-orm';
import { hasInvisible } from '../../src/contract/text.js';
import { describe, expect, test } from './fixtures.js';
import { fieldsOf } from './server.js';
import { writeBody } from '../support/writeBody.js';

const HOSTILE =
  'User\u200b prefers \u001b[31mred\u001b[0m\u0085charts.\u202e)sdrawkcab( \u2066isolated\u2069 bar\u00adcharts\u200d too\u{e0069}\u{e0067} mostly\ufeff.';
const CLEAN = 'User prefers [31mred[0m charts.)sdrawkcab( isolated barcharts too ig mostly.';

describe('hostile characters never reach stored text or the context', () => {
  test('content, reasons and document URIs are stored clean', async ({ server, tenant }) => {
    const op = await server.key(tenant, 'operator');
    const w = await server.post('/v1/memories', op, writeBody({ content: HOSTILE, evidence: { documentUri: 'https://exa\u200bmple.com/\u202edoc' } }));
    expect(w.status, w.text).toBe(201);
    expect(w.body.note.content).toBe(CLEAN);
    expect(w.body.note.evidence.documentUri).toBe('https://example.com/doc');

    const got = await server.get(`/v1/memories/${w.body.note.id}`, op);
    expect(got.body.content).toBe(CLEAN);

    const fixed = await server.req('PATCH', `/v1/memories/${w.body.note.id}`, { key: op, json: { content: `Corrected: ${HOSTILE}`, reason: 'typo\u202e fixed\u001b[2J' } });
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.body.content).toBe(`Corrected: ${CLEAN}`);
    const history = await server.get(`/v1/memories/${fixed.body.id}/history`, op);
    expect(JSON.stringify(history.body)).toContain('typo fixed[2J');
    expect(hasInvisible(JSON.stringify(history.body))).toBe(false);

    const pending = await server.post('/v1/memories', op, writeBody({ content: 'User likes cocoa.', visibility: 'after_review', run: { runId: 'r2', agentId: 'a1', userId: 'u1' } }));
    const decided = await server.post(`/v1/reviews/${pending.body.note.id}`, op, { decision: 'reject', reason: 'no\u200b \u0085thanks' });
    expect(decided.status, decided.text).toBe(200);
    const trail = await server.get(`/v1/memories/${pending.body.note.id}/history`, op);
    expect(JSON.stringify(trail.body)).toContain('no  thanks');
  });

  test('ids carrying invisible characters are refused, naming the field', async ({ server, tenant }) => {
    const ag = await server.key(tenant, 'agent', ['a1']);
    for (const [body, field] of [
      [writeBody({ run: { runId: 'r\u200b1', agentId: 'a1', userId: 'u1' } }), 'run.runId'],
      [writeBody({ run: { runId: 'r1', agentId: 'a1', userId: 'u\u202e1' } }), 'run.userId'],
      [writeBody({ evidence: { messageId: 'm\u00851' } }), 'evidence.messageId'],
      [writeBody({ idempotencyKey: 'k\u{e0041}' }), 'idempotencyKey'],
    ] as const) {
      const r = await server.post('/v1/memories', ag, body);
      expect(r.status, r.text).toBe(400);
      expect(r.body.code).toBe('validation_error');
      expect(fieldsOf(r)).toContain(field);
    }
  });

  test('the context text of a hostile note contains no invisible or control character', async ({ server, tenant }) => {
    const op = await server.key(tenant, 'operator');
    const ag = await server.key(tenant, 'agent', ['a1']);
    const run = { runId: 'r1', agentId: 'a1', userId: 'u1' };
    const w = await server.post('/v1/memories', ag, writeBody({ content: HOSTILE, run }));
    expect(w.status, w.text).toBe(201);
    // A row stored before write-time hygiene (or by a writer that bypassed the contract).
    const legacy = await server.post('/v1/memories', ag, writeBody({ content: 'User likes tea.', category: 'fact', run }));
    await server.app.services.database.db.execute(
      sql`update notes set content = ${`Legacy \u001b]0;pwned\u0007 note\u0085with\u202e bidi\u200b and ${'\u{e0041}'}tags.`}, thread_id = null where id = ${legacy.body.note.id}`,
    );

    const ctx = await server.post('/v1/context', op, { agentId: 'a1', userId: 'u1' });
    expect(ctx.status, ctx.text).toBe(200);
    const text = ctx.body.text as string;
    expect(text).toContain(CLEAN);
    expect(text).toContain('Legacy ]0;pwned note with bidi and Atags.');
    // nothing invisible, no control character but the block's own newlines
    expect(hasInvisible(text)).toBe(false);
    expect(text).not.toMatch(/[\p{C}\u2028\u2029](?<!\n)/u);
  });
});
