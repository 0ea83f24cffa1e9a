import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { test, expect } from '../support/fixtures.js';
import { rows } from '../../src/db/database.js';
import { memwrightFor } from '../../src/memwright.js';
import type { Principal } from '../../src/auth/principal.js';
import { freshTenant } from '../support/db.js';

/**
 * Scope isolation as a property: for random tenants, agents, users, threads and
 * writes, neither `context` nor `list` ever returns a note the asking principal may
 * not see — and context returns every note it should (limit permitting).
 */
const AGENTS = ['a1', 'a2', 'a3'] as const;
const USERS = ['u1', 'u2', 'u3'] as const;
const THREADS = ['t1', 't2'] as const;
const RUNS = ['r1', 'r2', 'r3'] as const;

const writeArb = fc.record({
  tenant: fc.integer({ min: 0, max: 1 }),
  by: fc.constantFrom('agent', 'operator'),
  level: fc.constantFrom('thread', 'user', 'user_all_agents', 'agent', 'org'),
  agentId: fc.constantFrom(...AGENTS),
  userId: fc.constantFrom(...USERS),
  threadId: fc.constantFrom(...THREADS),
  runId: fc.constantFrom(...RUNS),
  visibility: fc.constantFrom('immediate', 'immediate', 'next_session'),
  procedural: fc.boolean(),
  // What the (absent) pipeline would later do to it.
  fate: fc.constantFrom('keep', 'keep', 'active', 'revoked', 'superseded', 'archived'),
});

const queryArb = fc.record({
  tenant: fc.integer({ min: 0, max: 1 }),
  role: fc.constantFrom('agent', 'operator'),
  keyAgents: fc.subarray([...AGENTS], { minLength: 1 }),
  agentId: fc.constantFrom(...AGENTS),
  userId: fc.constantFrom(...USERS),
  threadId: fc.option(fc.constantFrom(...THREADS), { nil: undefined }),
  runId: fc.option(fc.constantFrom(...RUNS), { nil: undefined }),
  listAgent: fc.option(fc.constantFrom(...AGENTS), { nil: undefined }),
  listUser: fc.option(fc.constantFrom(...USERS), { nil: undefined }),
});

interface Truth {
  id: string;
  tenant_id: string;
  agent_id: string | null;
  user_id: string | null;
  thread_id: string | null;
  status: string;
  visibility: string;
  run_id: string | null;
  run_thread_id: string | null;
}

test('context and list never cross tenant, agent, user or thread boundaries', async ({ services }) => {
  await fc.assert(
    fc.asyncProperty(fc.array(writeArb, { minLength: 1, maxLength: 14 }), fc.array(queryArb, { minLength: 1, maxLength: 6 }), async (writes, queries) => {
      const tenants = [freshTenant('iso'), freshTenant('iso')];
      let i = 0;
      for (const w of writes) {
        const tenantId = tenants[w.tenant]!;
        const content = `Fact number ${i++} about ${w.userId} and ${w.agentId}.`;
        const base = {
          content,
          memoryType: w.procedural ? 'procedural' : 'semantic',
          source: 'user',
          confidence: 'asserted',
          evidence: { messageId: `m${i}` },
          visibility: w.visibility,
        } as const;
        let r;
        if (w.by === 'agent') {
          const mw = memwrightFor(services, { tenantId, role: 'agent', keyId: 'k', agentIds: [w.agentId] });
          const run = { runId: w.runId, agentId: w.agentId, userId: w.userId, ...(w.level === 'thread' ? { threadId: w.threadId } : {}) };
          r = await mw.write({ ...base, run, scope: { level: w.level === 'thread' ? 'thread' : 'user' } });
        } else {
          const mw = memwrightFor(services, { tenantId, role: 'operator', keyId: 'k', agentIds: null });
          const dims = {
            thread: { agentId: w.agentId, userId: w.userId, threadId: w.threadId },
            user: { agentId: w.agentId, userId: w.userId },
            user_all_agents: { userId: w.userId },
            agent: { agentId: w.agentId },
            org: {},
          }[w.level];
          r = await mw.write({ ...base, run: { runId: w.runId, agentId: w.agentId, userId: w.userId, threadId: w.threadId }, scope: { level: w.level, ...dims } });
        }
        if (r.note && w.fate !== 'keep') {
          await services.database.db.execute(sql`update notes set status = ${w.fate} where id = ${r.note.id}`);
        }
      }
      const truth = await rows<Truth>(
        services.database.db,
        sql`select id, tenant_id, agent_id, user_id, thread_id, status, visibility, run_id, run_thread_id
            from notes where tenant_id in (${tenants[0]}, ${tenants[1]})`,
      );

      for (const q of queries) {
        const tenantId = tenants[q.tenant]!;
        const p: Principal = q.role === 'agent'
          ? { tenantId, role: 'agent', keyId: 'k', agentIds: q.keyAgents }
          : { tenantId, role: 'operator', keyId: 'k', agentIds: null };
        const mw = memwrightFor(services, p);
        const req = { agentId: q.agentId, userId: q.userId, threadId: q.threadId, runId: q.runId, limit: 50 };

        // ── context ──
        if (p.role === 'agent' && !q.keyAgents.includes(q.agentId)) {
          await expect(mw.context(req)).rejects.toMatchObject({ status: 403, code: 'agent_not_allowed' });
        } else {
          const expected = truth
            .filter((n) => n.tenant_id === tenantId)
            .filter((n) => n.status === 'provisional' || n.status === 'active')
            .filter((n) => n.agent_id === null || n.agent_id === q.agentId)
            .filter((n) => n.user_id === null || n.user_id === q.userId)
            .filter((n) => n.thread_id === null || n.thread_id === q.threadId)
            .filter(
              (n) =>
                n.visibility !== 'next_session' ||
                !((q.runId !== undefined && n.run_id === q.runId) || (q.threadId !== undefined && n.run_thread_id === q.threadId)),
            )
            .map((n) => n.id)
            .sort();
          const got = await mw.context(req);
          expect(got.notes.map((n) => n.id).sort()).toEqual(expected);
          for (const n of got.notes) expect(got.text).toContain(n.content);
        }

        // ── list ──
        const listQuery = { ...(q.listAgent ? { agentId: q.listAgent } : {}), ...(q.listUser ? { userId: q.listUser } : {}), limit: 200 };
        if (p.role === 'agent' && q.listAgent && !q.keyAgents.includes(q.listAgent)) {
          await expect(mw.list(listQuery)).rejects.toMatchObject({ status: 403 });
          continue;
        }
        const listed = await mw.list(listQuery);
        const allowed = truth
          .filter((n) => n.tenant_id === tenantId)
          .filter((n) => p.role !== 'agent' || (n.agent_id !== null && (q.keyAgents as string[]).includes(n.agent_id)))
          .filter((n) => !q.listAgent || n.agent_id === q.listAgent)
          .filter((n) => !q.listUser || n.user_id === q.listUser)
          .map((n) => n.id)
          .sort();
        expect(listed.items.map((n) => n.id).sort()).toEqual(allowed);
      }
    }),
    { numRuns: 30 },
  );
});
