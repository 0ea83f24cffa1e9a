import { test, expect } from './support/fixtures.js';
import { memwrightFor } from '../src/memwright.js';

test('a write lands as a provisional note', async ({ services, tenant }) => {
  const mw = memwrightFor(services, { tenantId: tenant });
  const r = await mw.write({
    content: 'User prefers bar charts over pie charts.',
    memoryType: 'semantic',
    source: 'user',
    confidence: 'asserted',
    evidence: { messageId: 'm1' },
    run: { runId: 'r1', agentId: 'a1', userId: 'u1' },
  });
  expect(r.outcome).toBe('written');
  expect(r.note?.status).toBe('provisional');
  expect((await mw.list()).items.map((n) => n.id)).toEqual([r.note!.id]);
});
