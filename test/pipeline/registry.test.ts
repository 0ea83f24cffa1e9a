import { describe, expect, it } from 'vitest';
import { STAGES } from '../../src/contract/enums.js';
import { FIRST_STAGE, successorOf } from '../../src/pipeline/order.js';
import { STAGE_REGISTRY } from '../../src/pipeline/registry.js';
import { STAGE_QUEUES } from '../../src/queue/names.js';

describe('the pipeline registry', () => {
  it('defines every stage of STAGES and nothing else, each with a processor and a concurrency', () => {
    expect(Object.keys(STAGE_REGISTRY).sort()).toEqual([...STAGES].sort());
    for (const s of STAGES) {
      expect(typeof STAGE_REGISTRY[s].run, s).toBe('function');
      expect(STAGE_REGISTRY[s].concurrency, s).toBeGreaterThan(0);
    }
  });

  it('derives the order: notes enter at the first stage and each stage hands on to the next', () => {
    expect(FIRST_STAGE).toBe('embed');
    const chain = [FIRST_STAGE];
    while (chain.length < STAGES.length) chain.push(successorOf(chain.at(-1)!));
    expect(chain).toEqual(['embed', 'dedup', 'contradiction', 'ttl', 'importance', 'harden']);
    expect(() => successorOf('harden')).toThrow(/last pipeline stage/);
  });

  it('names each stage queue after its stage', () => {
    expect(STAGE_QUEUES).toEqual(Object.fromEntries(STAGES.map((s) => [s, s])));
  });
});
