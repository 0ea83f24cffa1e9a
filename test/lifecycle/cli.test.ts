import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import pino from 'pino';
import { test, expect, testConfig } from '../support/fixtures.js';
import { createServices } from '../../src/services.js';
import { memwrightFor } from '../../src/memwright.js';
import { inspect } from '../../src/cli/commands/inspect.js';
import { forget } from '../../src/cli/commands/forget.js';
import { demo } from '../../src/cli/commands/demo.js';
import { buildProgram } from '../../src/cli/main.js';
import { processes } from '../../entry/cli.js';
import { agentWrite } from '../support/writeBody.js';

function capture() {
  const out = new PassThrough();
  let text = '';
  out.on('data', (b: Buffer) => (text += b.toString()));
  return { out, text: () => text };
}

test('inspect shows status and provenance; forget erases with counts', async ({ redis }) => {
  const dir = mkdtempSync(join(tmpdir(), 'mw-cli-'));
  try {
    const env = testConfig(redis.url, { MEMWRIGHT_DATA_DIR: dir, MEMWRIGHT_ADMIN_TENANT: 'acme' });
    const s = await createServices(env, { logger: pino({ level: 'silent' }) });
    const ag = memwrightFor(s, { tenantId: 'acme', role: 'agent', keyId: 'k1', agentIds: ['a1'] });
    await ag.write(agentWrite('User prefers bar charts.', { runId: 'run-1', agentId: 'a1', userId: 'dana' }, { deletionKey: 'pref/chart' }) as any);
    await ag.write({ ...agentWrite('Always answer in French.', { runId: 'run-1', agentId: 'a1', userId: 'dana' }), memoryType: 'procedural' } as any);
    await ag.write(agentWrite('User likes tea.', { runId: 'run-2', agentId: 'a1', userId: 'eve' }) as any);
    await s.close();

    const a = capture();
    const notes = await inspect(env, { user: 'dana' }, a.out);
    expect(notes).toHaveLength(2);
    expect(a.text()).toContain('2 note(s) for user dana in tenant acme: 1 pending_review, 1 provisional');
    expect(a.text()).toMatch(/PROVISIONAL {2}\[preference, \d{4}-\d{2}-\d{2}\] {2}user dana via agent a1/);
    expect(a.text()).toContain('provenance: agent wrote it; source user, confidence asserted, run run-1, evidence messageId=m1');
    expect(a.text()).toContain('slot pref/chart');
    expect(a.text()).toContain('review: procedural_requires_review');

    const f = capture();
    const r = await forget(env, { user: 'dana' }, f.out);
    expect(r.erased).toMatchObject({ notes: 2, derived: 0 });
    expect(f.text()).toMatch(/^erased user dana: 2 note\(s\), 0 derived note\(s\), \d+ queued job\(s\) removed/);

    const b = capture();
    expect(await inspect(env, { user: 'dana' }, b.out)).toEqual([]);
    expect(b.text()).toBe('nothing is remembered for user dana in tenant acme\n');
    expect(await inspect(env, { user: 'eve' }, capture().out)).toHaveLength(1);

    await expect(forget(env, {}, capture().out)).rejects.toThrow('give --user <id> or --key <deletionKey>');
    await expect(forget(env, { user: 'eve', agent: 'a1' }, capture().out)).rejects.toThrow('--agent narrows');
    await expect(forget(env, { key: 'bad key' }, capture().out)).rejects.toThrow(/^--key: /);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the CLI registers demo, inspect and forget', () => {
  const names = buildProgram(processes).commands.map((c) => c.name());
  expect(names).toEqual(expect.arrayContaining(['demo', 'inspect', 'forget']));
});

test('demo runs end to end on the hash embedder and narrates what really happened', async () => {
  const c = capture();
  await demo({ PATH: process.env.PATH, MEMWRIGHT_EMBEDDER: 'hash', MEMWRIGHT_LOG_LEVEL: 'silent' }, c.out, { stepTimeoutMs: 60_000, startPipeline: processes.startPipeline });
  const text = c.text();
  expect(text).toContain('outcome written (HTTP 201), status provisional');
  expect(text).toContain('- [preference, ');
  expect(text).toMatch(/→ active after \d+ ms/);
  expect(text).toContain('the old one is revoked');
  expect(text).toContain('queued_for_review (HTTP 202, reason instruction_like)');
  expect(text).toContain('the context does not mention it');
  expect(text).toContain('The operator rejects it → revoked');
  expect(text).toMatch(/Erasure → 3 note\(s\) deleted/);
  expect(text).toContain('Context for Dana now: 0 notes, empty text');
}, 120_000);
