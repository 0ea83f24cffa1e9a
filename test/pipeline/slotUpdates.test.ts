/**
 * A correction wins: a note that gives one subject's single-valued attribute a new value
 * ("User moved to Paris." after "User lives in Berlin.") retires the older value in the
 * contradiction stage however far apart their embeddings are (rule `slot_update`), and
 * before that the context shows the newer value first, both labelled. Compatible notes —
 * two pets, the user's and their sister's city — both stay. Real HTTP, real Redis, the
 * real pipeline with the MiniLM embedder and the default (heuristic) judge.
 */
import { startPipeline } from '../../workers/pipeline.js';
import { REPLACED_LABEL, UPDATE_LABEL } from '../../src/recall/render.js';
import { describe, expect, test } from '../support/fixtures.js';
import { TestServer } from '../support/http.js';
import { agentWrite } from '../support/writeBody.js';
import { events, note, pipelineServices, settled } from './support.js';

interface Example {
  name: string;
  older: string;
  newer: string;
  /** The newer note's confidence (the README's correction is written as one). */
  confidence: 'asserted' | 'corrected';
  query: string;
  slot: string;
  values: [string, string];
}

const EXAMPLES: Example[] = [
  {
    name: 'chart preference',
    older: 'User prefers bar charts over pie charts.',
    newer: 'Actually I hate bar charts now, use pie charts.',
    confidence: 'corrected',
    query: 'What charts does the user prefer?',
    slot: 'user|preference:chart',
    values: ['bar chart', 'pie chart'],
  },
  {
    name: 'residence',
    older: 'User lives in Berlin.',
    newer: 'User moved to Paris.',
    confidence: 'asserted',
    query: 'Where does the user live?',
    slot: 'user|residence',
    values: ['berlin', 'paris'],
  },
  {
    name: 'timezone',
    older: "User's timezone is UTC+2.",
    newer: "User's timezone is now UTC-5.",
    confidence: 'asserted',
    query: "What is the user's timezone?",
    slot: 'user|timezone',
    values: ['utc+2', 'utc-5'],
  },
];

type Services = Awaited<ReturnType<typeof pipelineServices>>;

async function setup(db: Parameters<typeof pipelineServices>[0], redis: Parameters<typeof pipelineServices>[1], tenant: string) {
  const services = await pipelineServices(db, redis, { env: { MEMWRIGHT_EMBEDDER: 'minilm' } });
  const http = await TestServer.start(services);
  const agent = await http.key(tenant, 'agent', ['a1']);
  const operator = await http.key(tenant, 'operator');
  return { services, http, agent, operator };
}

async function writeNote(http: TestServer, key: string, userId: string, content: string, over: Record<string, unknown> = {}): Promise<string> {
  const r = await http.post('/v1/memories', key, agentWrite(content, { runId: `run-${Math.random().toString(36).slice(2, 8)}`, agentId: 'a1', userId }, over));
  expect(r.status, r.text).toBe(201);
  expect(r.body.outcome).toBe('written');
  return r.body.note.id as string;
}

async function context(http: TestServer, key: string, userId: string, query: string) {
  const r = await http.post('/v1/context', key, { agentId: 'a1', userId, query, limit: 10 });
  expect(r.status, r.text).toBe(200);
  return r.body as { notes: Array<{ id: string; content: string; status: string }>; text: string };
}

async function closeAll(...xs: Array<{ close(): Promise<void> } | undefined>) {
  for (const x of xs) await x?.close();
}

describe('a correction wins (attribute slots)', () => {
  test('after hardening: each README update retires the stale note (slot_update, slot and both values named), the context holds only the new value, and the retirement restores', async ({ db, redis, tenant }) => {
    const { services, http, agent, operator } = await setup(db, redis, tenant);
    const pipeline = await startPipeline(services, { schedulers: false });
    try {
      for (const [i, ex] of EXAMPLES.entries()) {
        const user = `u-${i}`;
        const older = await writeNote(http, agent, user, ex.older);
        await settled(services, tenant, 60_000);
        expect((await note(services, tenant, older)).status, ex.name).toBe('active');
        const newer = await writeNote(http, agent, user, ex.newer, { confidence: ex.confidence });
        await settled(services, tenant, 60_000);

        const o = await note(services, tenant, older);
        expect(o.status, ex.name).toBe('revoked');
        expect(o.supersededById, ex.name).toBe(newer);
        expect((await note(services, tenant, newer)).status, ex.name).toBe('active');
        const revoked = (await events(services, tenant, older)).find((e) => e.type === 'revoked')!;
        expect(revoked, ex.name).toMatchObject({ actor: 'pipeline:contradiction', reason: 'contradicted_by_newer' });
        const detail = revoked.detail as { judgeRule: string; explanation: string; slotAttribute: string; slotKey: string; winner: string };
        expect(detail.judgeRule, ex.name).toBe('slot_update');
        expect(detail.winner).toBe(newer);
        expect(detail.slotAttribute).toBe(ex.slot.split('|')[1]!.split(':')[0]);
        expect(detail.slotKey).toBe(ex.slot);
        expect([o.slotKey, (await note(services, tenant, newer)).slotKey], ex.name).toEqual([ex.slot, ex.slot]);
        expect(detail.explanation.toLowerCase()).toBe(`slot ${ex.slot}: "${ex.values[0]}" replaced by "${ex.values[1]}"`);

        const ctx = await context(http, agent, user, ex.query);
        expect(ctx.notes.map((n) => n.id), ex.name).toEqual([newer]);
        expect(ctx.text).toContain(JSON.stringify(ex.newer));
        expect(ctx.text).not.toContain(JSON.stringify(ex.older));
        expect(ctx.text).not.toContain(UPDATE_LABEL + ']');
      }

      // The history keeps the retirement undoable: an operator's restore brings the stale value back.
      const user = 'u-0';
      const all = await context(http, agent, user, EXAMPLES[0]!.query);
      const winner = all.notes[0]!.id;
      const loser = (await services.database.db.query.notes.findFirst({ where: (n, { eq }) => eq(n.supersededById, winner) }))!.id;
      const r = await http.post(`/v1/memories/${loser}/restore`, operator, { reason: 'the user still prefers bar charts' });
      expect(r.status, r.text).toBe(200);
      expect(r.body.status).toBe('active');
    } finally {
      await closeAll(pipeline, http, services);
    }
  });

  test('before hardening: the newer value ranks first in notes and text, labelled as the update, the older as replaced', async ({ db, redis, tenant }) => {
    const { services, http, agent } = await setup(db, redis, tenant);
    try {
      // No pipeline: both notes stay provisional.
      for (const [i, ex] of EXAMPLES.entries()) {
        const user = `p-${i}`;
        const older = await writeNote(http, agent, user, ex.older, { occurredAt: new Date(Date.now() - 3_600_000).toISOString() });
        const newer = await writeNote(http, agent, user, ex.newer, { confidence: ex.confidence });
        const ctx = await context(http, agent, user, ex.query);
        expect(ctx.notes.map((n) => n.status)).toEqual(['provisional', 'provisional']);
        expect(ctx.notes.map((n) => n.id), ex.name).toEqual([newer, older]);
        const newLine = ctx.text.indexOf(JSON.stringify(ex.newer));
        const oldLine = ctx.text.indexOf(JSON.stringify(ex.older));
        expect(newLine, ex.name).toBeGreaterThan(0);
        expect(oldLine, ex.name).toBeGreaterThan(newLine);
        const lines = ctx.text.split('\n');
        expect(lines.find((l) => l.includes(JSON.stringify(ex.newer)))).toContain(`, ${UPDATE_LABEL}]`);
        expect(lines.find((l) => l.includes(JSON.stringify(ex.older)))).toContain(`, ${REPLACED_LABEL}]`);
      }
    } finally {
      await closeAll(http, services);
    }
  });

  test('an established older value never ranks above its provisional update, whatever the query favours', async ({ db, redis, tenant }) => {
    const { services, http, agent } = await setup(db, redis, tenant);
    let pipeline: Awaited<ReturnType<typeof startPipeline>> | undefined = await startPipeline(services, { schedulers: false });
    try {
      const older = await writeNote(http, agent, 'e1', 'User lives in Berlin.');
      await settled(services, tenant, 60_000);
      expect((await note(services, tenant, older)).status).toBe('active');
      await pipeline.close();
      pipeline = undefined;
      const newer = await writeNote(http, agent, 'e1', 'User moved to Paris.');
      // The query names the old city: by score alone the stale note would come first.
      const ctx = await context(http, agent, 'e1', 'Does the user live in Berlin?');
      expect(ctx.notes.map((n) => n.id)).toEqual([newer, older]);
      expect(ctx.text.indexOf('"User moved to Paris."')).toBeLessThan(ctx.text.indexOf('"User lives in Berlin."'));
    } finally {
      await closeAll(pipeline, http, services);
    }
  });

  test('a value stated earlier but written later does not replace the newer one: it is the one retired', async ({ db, redis, tenant }) => {
    const { services, http, agent } = await setup(db, redis, tenant);
    const pipeline = await startPipeline(services, { schedulers: false });
    try {
      const current = await writeNote(http, agent, 'o1', 'User lives in Lisbon.');
      await settled(services, tenant, 60_000);
      const late = await writeNote(http, agent, 'o1', 'User lives in Madrid.', { occurredAt: new Date(Date.now() - 30 * 86_400_000).toISOString() });
      await settled(services, tenant, 60_000);
      expect((await note(services, tenant, current)).status).toBe('active');
      const l = await note(services, tenant, late);
      expect(l.status).toBe('revoked');
      expect(l.supersededById).toBe(current);
    } finally {
      await closeAll(pipeline, http, services);
    }
  });

  test('hard negatives stay: two pets (multi-valued), and the sister\'s city beside the user\'s', async ({ db, redis, tenant }) => {
    const { services, http, agent } = await setup(db, redis, tenant);
    const pipeline = await startPipeline(services, { schedulers: false });
    try {
      const cases: Array<[string, string, string]> = [
        ['User has a cat.', 'User has a dog.', 'What pets does the user have?'],
        ["User's sister lives in Rome.", 'User lives in Oslo.', 'Where do the user and family live?'],
      ];
      for (const [i, [a, b, query]] of cases.entries()) {
        const user = `n-${i}`;
        const first = await writeNote(http, agent, user, a);
        await settled(services, tenant, 60_000);
        const second = await writeNote(http, agent, user, b);
        await settled(services, tenant, 60_000);
        expect((await note(services, tenant, first)).status, a).toBe('active');
        expect((await note(services, tenant, second)).status, b).toBe('active');
        const ctx = await context(http, agent, user, query);
        expect(new Set(ctx.notes.map((n) => n.id))).toEqual(new Set([first, second]));
        expect(ctx.text).not.toContain(REPLACED_LABEL);
      }
    } finally {
      await closeAll(pipeline, http, services);
    }
  });
});
