/**
 * Provenance is earned, not claimed: through the real pipeline, a high importance score
 * promotes a note to `protected` only when a human stands behind it (an operator's
 * write, an approved review); an agent's relayed correction and tool text stay standard.
 */
import { HashEmbedder } from '../../src/embed/hash.js';
import { HeuristicJudge } from '../../src/judge/heuristic.js';
import { memwrightFor } from '../../src/memwright.js';
import { decideReview } from '../../src/ops/review.js';
import { startPipeline } from '../../workers/pipeline.js';
import { describe, expect, test } from '../support/fixtures.js';
import { writeBody } from '../support/writeBody.js';
import { events, note, pipelineServices, settled, write } from './support.js';

describe('promotion to protected (importance stage)', () => {
  test('agent-authored and tool-sourced notes stay standard however high they score', async ({ db, redis, tenant }) => {
    const services = await pipelineServices(db, redis, { judge: new HeuristicJudge(), embedder: new HashEmbedder() });
    const pipeline = await startPipeline(services, { schedulers: false });
    try {
      // Every note is a correction in a scope of its own, so each scores ≥ 8 (the
      // default threshold): only who stands behind it decides the tier.
      const relayed = await write(services, tenant, { content: 'User now banks with Nordea.', confidence: 'corrected', userId: 'u1' });
      const operator = await write(services, tenant, { content: 'User now banks with DNB.', confidence: 'corrected', userId: 'u2', importance: 5 });
      const operatorTool = await write(services, tenant, { content: 'The Oslo branch closes at 4pm.', confidence: 'corrected', source: 'tool', userId: 'u3', importance: 5 });
      // Approved in review: the agent wrote it, an operator vouched for it.
      const agent = memwrightFor(services, { tenantId: tenant, role: 'agent' });
      const pending = await agent.write(
        writeBody({
          content: 'User now banks with Handelsbanken.',
          confidence: 'corrected',
          visibility: 'after_review',
          evidence: { messageId: 'm-review' },
          run: { runId: 'r-review', agentId: 'a1', userId: 'u4' },
        }),
      );
      expect(pending.outcome).toBe('queued_for_review');
      await decideReview(services, { tenantId: tenant, role: 'operator', keyId: 'op', agentIds: null }, pending.note!.id, { decision: 'approve' });
      await settled(services, tenant);

      const tier = async (id: string) => {
        const n = await note(services, tenant, id);
        expect(n.status).toBe('active');
        expect(n.importance).toBeGreaterThanOrEqual(8);
        return n.protectionTier;
      };
      expect(await tier(relayed)).toBe('standard');
      expect(await tier(operator)).toBe('protected');
      expect(await tier(operatorTool)).toBe('standard');
      expect(await tier(pending.note!.id)).toBe('protected');

      // The trail says why the relayed correction was not promoted.
      const scored = (await events(services, tenant, relayed)).find((e) => e.type === 'importance_scored');
      expect(scored?.detail).toMatchObject({ promotion: 'withheld_unvetted' });
      expect((await events(services, tenant, operator)).map((e) => e.type)).toContain('promoted');
    } finally {
      await pipeline.close();
      await services.close();
    }
  });
});
