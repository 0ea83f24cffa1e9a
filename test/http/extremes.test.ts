/**
 * Schema-allowed extremes that used to reach the database and come back as 500s
 * (issue 8, finding 7): tiny floats for a `real` column, cursors naming dates Postgres
 * cannot hold, NUL and lone surrogates in free-text fields. Each must be a 4xx problem
 * with a stable code — or, where the value is normalised, a success.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows } from '../../src/db/database.js';
import { ADMIN_KEY } from '../support/fixtures.js';
import { describe, expect, test } from './fixtures.js';
import { isProblem } from './server.js';
import { writeBody } from '../support/writeBody.js';

const cursorOf = (at: string, id: string = randomUUID()) => Buffer.from(`${at}|${id}`).toString('base64url');

describe('schema-allowed extremes are never a 5xx', () => {
  test('operator importance below what Postgres `real` holds', async ({ server, tenant }) => {
    const op = await server.key(tenant, 'operator');
    const cases: [number, number][] = [
      [1e-300, 0],
      [5e-324, 0],
      [1e-40, 0],
      [1e-38, 0],
      [1.1754943508222875e-38, 1.1754943508222875e-38],
      [1e-7, 1e-7],
      [9.999999999999999, 10],
    ];
    for (const [i, [importance, stored]] of cases.entries()) {
      const r = await server.post('/v1/memories', op, writeBody({ content: `Imp ${importance} note.`, importance, run: { runId: `imp-${i}`, agentId: 'a1', userId: 'u1' } }));
      expect(r.status, `${importance}: ${r.text}`).toBe(201);
      const [row] = await rows<{ m: number }>(server.app.services.database.db, sql`select importance_mark::float8 as m from notes where id = ${r.body.note.id}`);
      expect(Number(row!.m), `${importance}`).toBeCloseTo(stored, 6);
      if (stored !== 0) expect(Number(row!.m)).not.toBe(0);
    }
    // Below zero is still out of the schema's range, however small.
    const neg = await server.post('/v1/memories', op, writeBody({ content: 'Negative importance.', importance: -1e-300, run: { runId: 'imp-neg', agentId: 'a1', userId: 'u1' } }));
    expect(neg.status).toBe(400);
    expect(neg.body.errors[0].field).toBe('importance');
  });

  test('list and review cursors naming dates Postgres cannot hold are invalid cursors', async ({ server, tenant }) => {
    const op = await server.key(tenant, 'operator');
    const bad = [
      cursorOf('0000-01-01T00:00:00.000Z'),
      cursorOf('-000001-01-01T00:00:00.000Z'),
      cursorOf('+275760-09-13T00:00:00.000Z'),
      cursorOf('2020-01-01T00:00:00.000Z', '-'.repeat(36)),
      cursorOf('2020-01-01T00:00:00.000Z', 'ffffffff-ffff-ffff-ffff-fffffffffffg'),
      cursorOf('1'),
      cursorOf('2020-02-30T00:00:00.000Z'),
    ];
    for (const path of ['/v1/memories', '/v1/reviews']) {
      for (const c of bad) {
        const r = await server.get(`${path}?cursor=${c}`, op);
        expect(r.status, `${path} ${Buffer.from(c, 'base64url').toString()}: ${r.text}`).toBe(400);
        expect(isProblem(r)).toBe(true);
        expect(r.body.code).toBe('validation_error');
        expect(r.body.errors[0].field).toBe('cursor');
      }
    }
  });

  test('NUL and lone surrogates in correction and review reasons', async ({ server, tenant }) => {
    const op = await server.key(tenant, 'operator');
    const active = await server.post('/v1/memories', op, writeBody({ content: 'User likes tea.' }));
    const pending = await server.post('/v1/memories', op, writeBody({ content: 'User likes cocoa.', visibility: 'after_review' }));
    expect([active.status, pending.status]).toEqual([201, 202]);
    for (const reason of ['bad\u0000reason', '\ud800', 'x\udc00y']) {
      const p = await server.req('PATCH', `/v1/memories/${active.body.note.id}`, { key: op, json: { content: 'User likes coffee.', reason } });
      expect(p.status, p.text).toBe(400);
      expect(p.body.errors[0].field).toBe('reason');
      const rv = await server.post(`/v1/reviews/${pending.body.note.id}`, op, { decision: 'reject', reason });
      expect(rv.status, rv.text).toBe(400);
      expect(rv.body.errors[0].field).toBe('reason');
    }
  });

  test('key expiry at the far ends of what JavaScript and Postgres hold', async ({ server, tenant }) => {
    for (const expiresAt of ['+275760-09-13T00:00:00.000Z', '+010000-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999+14:00', '0000-01-01T00:00:00.000Z']) {
      const r = await server.post('/v1/admin/keys', ADMIN_KEY, { tenantId: tenant, role: 'operator', expiresAt });
      expect(r.status, `${expiresAt}: ${r.text}`).toBeLessThan(500);
      if (r.status >= 400) expect(isProblem(r)).toBe(true);
    }
  });

  test('hostile Authorization headers are 401 problems', async ({ server }) => {
    const values = ['Bearer ', 'Bearer \u00ff\u00fe\u0080abcdefgh', `Bearer ${'x'.repeat(5000)}`, 'Bearer \tmw_abc', 'Basic %%%', 'Basic Og==', 'Basic ' + Buffer.from(':\u00ff\u202e').toString('base64'), 'bearer\u00a0mw_x'];
    for (const authorization of values) {
      for (const path of ['/v1/memories', '/v1/reviews']) {
        const r = await server.req('GET', path, { headers: { authorization } });
        expect(r.status, `${path} ${JSON.stringify(authorization.slice(0, 40))}: ${r.text}`).toBe(401);
        expect(isProblem(r)).toBe(true);
      }
    }
  });

  test('NUL and lone surrogates in the context query', async ({ server, tenant }) => {
    const op = await server.key(tenant, 'operator');
    for (const query of ['tea\u0000', '\ud800', 'x\udc00y']) {
      const r = await server.post('/v1/context', op, { agentId: 'a1', userId: 'u1', query });
      expect(r.status, r.text).toBeLessThan(500);
    }
  });
});
