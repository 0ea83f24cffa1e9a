/**
 * The background lane's other doors (docs/design.md#background-lane): the typed client,
 * the Anthropic helper that turns an SDK conversation into events, and
 * `memwright events import` — all through the one recordEvents operation.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { MessageParam } from '@anthropic-ai/sdk/resources/messages';
import { describe, expect, test, testConfig } from '../support/fixtures.js';
import { sharedDatabase, TEST_DATABASE_URL } from '../support/db.js';
import { rows } from '../../src/db/database.js';
import { MemwrightClient, MemwrightClientError } from '../../src/client/index.js';
import { messagesToEvents } from '../../src/integrations/anthropic.js';
import { importEvents } from '../../src/cli/commands/events.js';
import { createServices } from '../../src/services.js';
import { TestServer } from '../support/http.js';

function capture() {
  const out = new PassThrough() as PassThrough & { isTTY?: boolean };
  let text = '';
  out.on('data', (b: Buffer) => (text += b.toString()));
  return { out, text: () => text };
}

const CONVERSATION: MessageParam[] = [
  { role: 'user', content: 'Hi, my name is Ada. What is the weather in Lisbon?' },
  {
    role: 'assistant',
    content: [
      { type: 'text', text: 'Let me check.' },
      { type: 'tool_use', id: 'tu_1', name: 'weather', input: { city: 'Lisbon' } },
    ],
  },
  {
    role: 'user',
    content: [
      { type: 'tool_result', tool_use_id: 'tu_1', content: [{ type: 'text', text: 'Lisbon: 21°C, sunny.' }] },
      { type: 'text', text: 'Thanks! I prefer Celsius, by the way.' },
    ],
  },
  { role: 'assistant', content: [{ type: 'tool_use', id: 'tu_2', name: 'noop', input: {} }] },
  { role: 'assistant', content: 'It is 21°C and sunny in Lisbon.' },
];

describe('surfaces', () => {
  test('messagesToEvents: text per message, tool results as tool events, stable ids', () => {
    expect(messagesToEvents(CONVERSATION)).toEqual([
      { id: 'm0', role: 'user', content: 'Hi, my name is Ada. What is the weather in Lisbon?' },
      { id: 'm1', role: 'assistant', content: 'Let me check.' },
      { id: 'm2.r0', role: 'tool', content: 'Lisbon: 21°C, sunny.', toolName: 'weather' },
      { id: 'm2', role: 'user', content: 'Thanks! I prefer Celsius, by the way.' },
      { id: 'm4', role: 'assistant', content: 'It is 21°C and sunny in Lisbon.' },
    ]);
    expect(messagesToEvents(CONVERSATION.slice(0, 1), { idPrefix: 'run7-' })[0]!.id).toBe('run7-0');
  });

  test('the typed client records events; re-sending the grown conversation stores only the new turns', async ({ services, tenant }) => {
    const http = await TestServer.start(services);
    try {
      const client = new MemwrightClient({ baseUrl: http.url, apiKey: await http.key(tenant, 'agent', ['a1']) });
      const run = { runId: 'r1', agentId: 'a1', userId: 'u1' };
      const first = await client.recordEvents({ run, events: messagesToEvents(CONVERSATION.slice(0, 2)) });
      expect(first).toMatchObject({ inserted: 2, duplicates: [] });
      const again = await client.recordEvents({ run, events: messagesToEvents(CONVERSATION), trigger: 'session_end' });
      expect(again).toMatchObject({ inserted: 3, duplicates: ['m0', 'm1'], extraction: { trigger: 'on_session_end' } });
      const err = await client.recordEvents({ run: { ...run, agentId: 'a2' }, events: messagesToEvents(CONVERSATION) }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MemwrightClientError);
      expect((err as MemwrightClientError).problem?.code).toBe('agent_not_allowed');
    } finally {
      await http.close();
    }
  });

  test('memwright events import: flat event lines grouped by run, batch lines, progress, bad lines named', async ({ redis, tenant }) => {
    const dir = mkdtempSync(join(tmpdir(), 'mw-events-'));
    try {
      const shared = TEST_DATABASE_URL ? await sharedDatabase() : null;
      const config = testConfig(redis.url, shared?.url ? { DATABASE_URL: shared.url } : { MEMWRIGHT_DATA_DIR: join(dir, 'data') });
      const file = join(dir, 'events.jsonl');
      const lines = [
        ...Array.from({ length: 130 }, (_, i) => ({ runId: 'r1', agentId: 'a1', userId: 'u1', id: `e${i}`, role: i % 2 ? 'assistant' : 'user', content: `turn ${i}` })),
        { runId: 'r2', agentId: 'a1', userId: 'u2', id: 'e0', role: 'user', content: 'I live in Porto.' },
        '',
        { run: { runId: 'r3', agentId: 'a2', userId: 'u3' }, events: [{ id: 'x', role: 'user', content: 'I hate olives.' }] },
      ];
      writeFileSync(file, lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n'));
      const out = capture();
      const err = capture();
      const report = await importEvents(config, file, { tenant, progress: true }, out.out, err.out);
      // A batch line is sent as written (no trigger of its own here): only the two flat runs are queued.
      expect(report).toEqual({ lines: 133, batches: 4, inserted: 132, duplicates: 0, runs: 3, queued: 2 });
      expect(out.text()).toContain('imported 132 event(s) of 3 run(s) in 4 batch(es); extraction queued for 2 run(s)');
      expect(err.text()).toMatch(/\[#{30}\] 100% 133 lines, 132 events stored\n$/);
      // Importing again stores nothing new.
      const again = await importEvents(config, file, { tenant, json: true, progress: false }, capture().out, capture().out);
      expect(again).toMatchObject({ inserted: 0, duplicates: 132 });

      writeFileSync(file, `${JSON.stringify(lines[0])}\n{"runId":"r1","agentId":"a1","userId":"u1","id":"bad","role":"robot","content":"x"}\n`);
      await expect(importEvents(config, file, { tenant, progress: false }, capture().out, capture().out)).rejects.toThrow(/^line 2: role: /);
      writeFileSync(file, 'not json\n');
      await expect(importEvents(config, file, { tenant, progress: false }, capture().out, capture().out)).rejects.toThrow('line 1: not valid JSON');

      const s = await createServices(config, { logger: pino({ level: 'silent' }), noQueue: true });
      try {
        const [r] = await rows<{ n: string | number }>(s.database.db, sql`select count(*) as n from conversation_events where tenant_id = ${tenant}`);
        expect(Number(r!.n)).toBe(132);
      } finally {
        await s.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
