/**
 * /metrics as Prometheus reads it: `promtool check metrics` (the Prometheus project's own
 * linter) finds nothing, on a server that has written, refused and recalled notes so
 * every family has samples. .ci/run installs promtool (Debian's `prometheus` package);
 * without it that check is skipped, and the convention it caught (`_total` on a
 * non-counter) is still checked here.
 */
import { spawnSync } from 'node:child_process';
import { test, expect } from '../support/fixtures.js';
import { TestServer } from '../support/http.js';
import { agentWrite } from '../support/writeBody.js';

const promtool = spawnSync('promtool', ['--version'], { encoding: 'utf8' }).status === 0;

async function scrape(http: TestServer, key: string): Promise<string> {
  const run = { runId: 'r1', agentId: 'a1', userId: 'u1' };
  expect((await http.req('POST', '/v1/memories', key, agentWrite('User prefers bar charts.', run))).status).toBe(201);
  expect((await http.req('POST', '/v1/memories', key, agentWrite('User likes tea.', run, { evidence: undefined }))).status).toBe(422);
  expect((await http.req('POST', '/v1/context', key, { agentId: 'a1', userId: 'u1', query: 'charts' })).status).toBe(200);
  const res = await fetch(`${http.url}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

test('no gauge, histogram or summary is named like a counter (_total)', async ({ services, tenant }) => {
  const http = await TestServer.start(services);
  try {
    const text = await scrape(http, await http.key(tenant, 'agent', ['a1']));
    const types = [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => [m[1]!, m[2]!] as const);
    expect(types.length).toBeGreaterThan(20);
    expect(types.filter(([name, type]) => type !== 'counter' && name.endsWith('_total'))).toEqual([]);
    expect(types.filter(([name, type]) => type === 'counter' && !name.endsWith('_total'))).toEqual([]);
    // The per-type gauges the dropped totals summed stay.
    expect(types.map(([n]) => n)).toEqual(expect.arrayContaining(['nodejs_active_handles', 'nodejs_active_requests', 'nodejs_active_resources']));
  } finally {
    await http.close();
  }
});

test.skipIf(!promtool)(`promtool check metrics passes with no warnings${promtool ? '' : ' — SKIPPED: promtool not installed (apt-get install prometheus; .ci/run does)'}`, async ({ services, tenant }) => {
  const http = await TestServer.start(services);
  try {
    const text = await scrape(http, await http.key(tenant, 'agent', ['a1']));
    const r = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({ status: 0, stdout: '', stderr: '' });
  } finally {
    await http.close();
  }
});
