/**
 * Provenance over HTTP: agent keys may claim `user`, `tool` or `agent` only; a PATCH
 * correction is a human decision and protects the corrected note.
 */
import { describe, expect, test } from './fixtures.js';
import { isProblem } from './server.js';
import { writeBody } from '../support/writeBody.js';

describe('source claims', () => {
  test.for(['system', 'human_review'])('an agent key claiming source %s → 403 field_not_allowed, nothing written', async (source, { server, tenant }) => {
    const agent = await server.key(tenant, 'agent', ['a1']);
    const r = await server.post('/v1/memories', agent, writeBody({ source }));
    expect(r.status).toBe(403);
    expect(isProblem(r)).toBe(true);
    expect(r.body.code).toBe('field_not_allowed');
    expect(r.body.detail).toMatch(/^source: /);
    const op = await server.key(tenant, 'operator');
    expect((await server.get('/v1/memories?agentId=a1', op)).body.items).toHaveLength(0);
    // operators may make the claim
    const ok = await server.post('/v1/memories', op, writeBody({ source }));
    expect(ok.status).toBe(201);
    expect(ok.body.note.source).toBe(source);
  });

  test.for(['user', 'tool', 'agent'])('an agent key may claim source %s, and relay a correction', async (source, { server, tenant }) => {
    const agent = await server.key(tenant, 'agent', ['a1']);
    const r = await server.post('/v1/memories', agent, writeBody({ source, confidence: 'corrected' }));
    expect(r.status).toBe(201);
    expect(r.body.note).toMatchObject({ source, confidence: 'corrected', authorType: 'agent', protectionTier: 'standard' });
  });
});

test('a PATCH correction makes the corrected note protected', async ({ server, tenant }) => {
  const agent = await server.key(tenant, 'agent', ['a1']);
  const op = await server.key(tenant, 'operator');
  const w = await server.post('/v1/memories', agent, writeBody({ deletionKey: 'pref/bank' }));
  expect(w.body.note.protectionTier).toBe('standard');
  const c = await server.req('PATCH', `/v1/memories/${w.body.note.id}`, { key: op, json: { content: 'User banks with DNB.', reason: 'user said so' } });
  expect(c.status).toBe(200);
  expect(c.body).toMatchObject({ protectionTier: 'protected', confidence: 'corrected', authorType: 'operator' });
  // A later agent write into the slot cannot retire it silently: it waits for review.
  const later = await server.post('/v1/memories', agent, writeBody({ deletionKey: 'pref/bank', content: 'User banks with Nordea.', run: { runId: 'r2', agentId: 'a1', userId: 'u1' } }));
  expect(later.status).toBe(202);
  expect(later.body).toMatchObject({ outcome: 'queued_for_review', reason: 'slot_protected' });
});
