/**
 * The operator routes the inspector page needs (issue 13) over real HTTP: the user and
 * agent directory, erasure previews that count exactly what the erasure then removes,
 * the pipeline health panel, and the page itself served with a strict CSP.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/http/app.js';
import { UI_CSP } from '../../src/http/routes/ui.js';
import { describe, expect, test } from '../http/fixtures.js';
import { isProblem } from '../http/server.js';
import type { TestServer } from '../support/http.js';
import { writeBody } from '../support/writeBody.js';

async function writeAs(server: TestServer, agent: string, content: string, run: Record<string, string>, extra: Record<string, unknown> = {}) {
  const r = await server.post('/v1/memories', agent, writeBody({ content, run: { runId: `r-${content}`, ...run }, ...extra }));
  expect(r.status, r.text).toBe(201);
  return r.body.note.id as string;
}

describe('GET /v1/users, /v1/agents', () => {
  test('ids with note counts, newest first; prefix narrows (LIKE wildcards are literal); operators only', async ({ server, tenant }) => {
    const agent = await server.key(tenant, 'agent', ['a1', 'a2']);
    const op = await server.key(tenant, 'operator');
    await writeAs(server, agent, 'Carol likes jazz.', { agentId: 'a1', userId: 'u_carol' });
    await writeAs(server, agent, 'Carol likes blues.', { agentId: 'a2', userId: 'u_carol' });
    await writeAs(server, agent, 'Dan likes rock.', { agentId: 'a1', userId: 'uxdan' });
    // Learned in Erin's run, stored at agent scope: Erin is still a user an erasure would cover.
    await writeAs(server, agent, 'The office closes at six.', { agentId: 'a2', userId: 'erin' }, { scope: { level: 'agent', agentId: 'a2', userId: null } });

    const users = await server.get('/v1/users', op);
    expect(users.status).toBe(200);
    expect(users.body.items.map((i: { id: string; notes: number }) => [i.id, i.notes])).toEqual([
      ['erin', 1],
      ['uxdan', 1],
      ['u_carol', 2],
    ]);
    expect(users.body.truncated).toBe(false);
    expect((await server.get('/v1/users?prefix=u_', op)).body.items.map((i: { id: string }) => i.id)).toEqual(['u_carol']);
    const one = await server.get('/v1/users?limit=1', op);
    expect([one.body.items.length, one.body.truncated]).toEqual([1, true]);
    const agents = await server.get('/v1/agents', op);
    expect(agents.body.items.map((i: { id: string; notes: number }) => [i.id, i.notes])).toEqual([
      ['a2', 2],
      ['a1', 2],
    ]);
    // Another tenant sees none of it.
    const otherOp = await server.key(`${tenant}-x`, 'operator');
    expect((await server.get('/v1/users', otherOp)).body.items).toEqual([]);

    expect([(await server.get('/v1/users', agent)).status, (await server.get('/v1/agents', agent)).status]).toEqual([403, 403]);
    const bad = await server.get('/v1/users?limit=0', op);
    expect([bad.status, bad.body.code, isProblem(bad)]).toEqual([400, 'validation_error', true]);
  });
});

describe('POST /v1/erasure/preview', () => {
  test('counts exactly what the erasure then removes: note (its correction stays unless asked), slot, user (corrections included); nothing is removed by the preview', async ({ server, tenant }) => {
    const agent = await server.key(tenant, 'agent', ['a1']);
    const op = await server.key(tenant, 'operator');
    const a = await writeAs(server, agent, 'Fay drinks tea.', { agentId: 'a1', userId: 'fay' }, { deletionKey: 'pref/drink' });
    await writeAs(server, agent, 'Fay owns a cat.', { agentId: 'a1', userId: 'fay' });
    await writeAs(server, agent, 'Gus drinks tea.', { agentId: 'a1', userId: 'gus' }, { deletionKey: 'pref/drink' });
    // A correction derives from the note it corrects, but is a newer statement: erasing the
    // old version keeps it unless includeCorrections asks otherwise.
    const fixed = await server.req('PATCH', `/v1/memories/${a}`, { key: op, json: { content: 'Fay drinks green tea.', reason: 'user said so' } });
    expect(fixed.status).toBe(200);

    const preview = async (body: unknown) => {
      const r = await server.post('/v1/erasure/preview', op, body);
      expect(r.status, r.text).toBe(200);
      return r.body;
    };
    expect(await preview({ noteId: a })).toEqual({ notes: 1, derived: 0, byStatus: { superseded: 1 } });
    expect(await preview({ noteId: a, includeCorrections: true })).toEqual({ notes: 1, derived: 1, byStatus: { superseded: 1 } });
    expect(await preview({ deletionKey: 'pref/drink' })).toMatchObject({ notes: 3, derived: 0 });
    const slot = await preview({ deletionKey: 'pref/drink', userId: 'fay' });
    expect(slot).toEqual({ notes: 2, derived: 0, byStatus: { superseded: 1, active: 1 } });
    const user = await preview({ userId: 'fay' });
    expect(user).toMatchObject({ notes: 3, derived: 0 });
    expect(await preview({ userId: 'nobody' })).toEqual({ notes: 0, derived: 0, byStatus: {} });
    // Nothing was erased by previewing.
    expect((await server.get('/v1/memories?userId=fay', op)).body.items).toHaveLength(3);

    const erased = await server.post('/v1/erasure', op, { deletionKey: 'pref/drink', userId: 'fay' });
    expect(erased.body.erased).toMatchObject({ notes: slot.notes, derived: slot.derived });
    const rest = await preview({ userId: 'fay' });
    const erasedUser = await server.post('/v1/erasure', op, { userId: 'fay' });
    expect(erasedUser.body.erased).toMatchObject({ notes: rest.notes, derived: rest.derived });

    for (const [body, code] of [
      [{ noteId: 'nope' }, 'validation_error'],
      [{}, 'validation_error'],
      [{ agentId: 'a1' }, 'validation_error'],
    ] as const) {
      const r = await server.post('/v1/erasure/preview', op, body);
      expect([r.status, r.body.code, isProblem(r)]).toEqual([400, code, true]);
    }
    expect((await server.post('/v1/erasure/preview', agent, { userId: 'gus' })).status).toBe(403);
  });
});

describe('GET /v1/pipeline/health', () => {
  test('queue depths per stage, the tenant’s notes in the pipeline, write→active lag, recurring jobs, Bull Board link', async ({ server, tenant }) => {
    const agent = await server.key(tenant, 'agent', ['a1']);
    const op = await server.key(tenant, 'operator');
    const chess = await writeAs(server, agent, 'Hal likes chess.', { agentId: 'a1', userId: 'hal' });
    await writeAs(server, agent, 'Hal likes go.', { agentId: 'a1', userId: 'hal' });
    // Waiting for a person, not for a stage: counted apart, never as "in the pipeline".
    const held = await server.post('/v1/memories', agent, writeBody({ content: 'Always greet Hal in Welsh.', run: { runId: 'r-welsh', agentId: 'a1', userId: 'hal' }, memoryType: 'procedural', category: 'instruction' }));
    expect(held.body).toMatchObject({ outcome: 'queued_for_review', note: { status: 'pending_review' } });
    const r = await server.get('/v1/pipeline/health', op);
    expect(r.status, r.text).toBe(200);
    const h = r.body;
    expect(h.queues.map((q: { stage: string }) => q.stage)).toEqual(['embed', 'dedup', 'contradiction', 'ttl', 'importance', 'harden']);
    // No worker runs in this test: both notes' embed jobs wait, and both notes wait for embed.
    expect(h.queues[0].waiting).toBeGreaterThanOrEqual(2);
    expect(h.inPipeline).toEqual([{ stage: 'embed', notes: 2, withError: 0, oldestUpdateAt: expect.any(String) }]);
    expect(h.pendingReview).toBe(1);
    expect(h.lag).toEqual({ windowMinutes: 60, written: 2, active: 0, p50Ms: null, p95Ms: null });
    expect(h.jobs.map((j: { job: string }) => j.job).sort()).toEqual(expect.arrayContaining(['sweep', 'ttl-prune']));
    expect(h.queueBoard).toBe('/admin/queues');
    expect((await server.get('/v1/pipeline/health', agent)).status).toBe(403);

    // As if the pipeline had hardened one note 2.5 s after its write.
    await server.app.services.database.db.execute(
      sql`update notes set status = 'active', pipeline_stage = 'done', hardened_at = created_at + interval '2.5 seconds' where id = ${chess}`,
    );
    const after = (await server.get('/v1/pipeline/health', op)).body;
    expect(after.lag).toEqual({ windowMinutes: 60, written: 2, active: 1, p50Ms: 2500, p95Ms: 2500 });
    expect(after.inPipeline).toEqual([{ stage: 'embed', notes: 1, withError: 0, oldestUpdateAt: expect.any(String) }]);
  });
});

describe('/ui', () => {
  test('serves the built page and its assets with a strict CSP; /ui redirects; a missing build is a 503 problem', async ({ services }) => {
    const root = mkdtempSync(join(tmpdir(), 'mw-ui-'));
    try {
      mkdirSync(join(root, 'assets'));
      writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title><script type="module" src="/ui/assets/app-1.js"></script>');
      writeFileSync(join(root, 'assets', 'app-1.js'), 'console.log(1)');
      const app = await buildApp(services, { ui: { root } });
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        for (const path of ['/ui/', '/ui/me']) {
          const r = await fetch(url + path);
          expect(r.status).toBe(200);
          expect(r.headers.get('content-type')).toContain('text/html');
          expect(r.headers.get('content-security-policy')).toBe(UI_CSP);
          expect(r.headers.get('x-content-type-options')).toBe('nosniff');
          expect(await r.text()).toContain('/ui/assets/app-1.js');
        }
        expect(UI_CSP).toContain("script-src 'self'");
        expect(UI_CSP).not.toMatch(/unsafe-inline|unsafe-eval/);
        const js = await fetch(`${url}/ui/assets/app-1.js`);
        expect([js.status, js.headers.get('content-security-policy')]).toEqual([200, UI_CSP]);
        expect(js.headers.get('cache-control')).toContain('immutable');
        const redirect = await fetch(`${url}/ui`, { redirect: 'manual' });
        expect([redirect.status, redirect.headers.get('location')]).toEqual([308, '/ui/']);
        const missing = await fetch(`${url}/ui/assets/nope.js`);
        expect(missing.status).toBe(404);
        const traversal = await fetch(`${url}/ui/assets/..%2f..%2fetc%2fpasswd`);
        expect([403, 404]).toContain(traversal.status);
        expect(await traversal.text()).not.toContain('root:');
      } finally {
        await app.close();
      }
      const unbuilt = await buildApp(services, { ui: { root: join(root, 'nothing') } });
      const url2 = await unbuilt.listen({ port: 0, host: '127.0.0.1' });
      try {
        const r = await fetch(`${url2}/ui/`);
        const body = await r.json();
        expect([r.status, body.code]).toEqual([503, 'ui_not_built']);
      } finally {
        await unbuilt.close();
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
