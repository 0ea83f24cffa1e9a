/**
 * Provenance is earned, not claimed (docs/design.md#trust, admission step 3): what each role may claim, and
 * who may be promoted to `protected` by importance scoring.
 */
import { describe, expect, it } from 'vitest';
import type { AuthorType, Role, Source } from '../../src/contract/enums.js';
import { mayPromote, refusedField } from '../../src/policy/provenance.js';
import { write } from './helpers.js';

describe('refusedField — claims an agent key may not make', () => {
  it.each<[Role, Source, string | null]>([
    ['agent', 'user', null],
    ['agent', 'tool', null],
    ['agent', 'agent', null],
    ['agent', 'system', 'source'],
    ['agent', 'human_review', 'source'],
    ['operator', 'system', null],
    ['operator', 'human_review', null],
    ['admin', 'human_review', null],
  ])('%s claiming source %s → %s', (role, source, field) => {
    expect(refusedField(write({ source }), role)?.field ?? null).toBe(field);
  });

  it.each<[Role, Parameters<typeof write>[0], string | null]>([
    ['agent', { protectionTier: 'protected' }, 'protectionTier'],
    ['agent', { protectionTier: 'standard' }, 'protectionTier'],
    ['agent', { importance: 0 }, 'importance'],
    ['operator', { protectionTier: 'immutable', importance: 10 }, null],
    // a relayed correction is still the agent's to send
    ['agent', { confidence: 'corrected' }, null],
  ])('%s with %j → %s', (role, over, field) => {
    expect(refusedField(write(over), role)?.field ?? null).toBe(field);
  });

  it('names the field and what is allowed in its message', () => {
    expect(refusedField(write({ source: 'system' }), 'agent')?.message).toMatch(/^source: .*user, tool, agent/);
  });
});

describe('mayPromote — only a human decision earns protection by score', () => {
  it.each<[AuthorType, Source, boolean, boolean]>([
    ['operator', 'user', false, true],
    ['operator', 'human_review', false, true],
    ['operator', 'system', false, true],
    ['operator', 'tool', false, false], // a page cannot vouch for itself, whoever relays it
    ['agent', 'user', false, false],
    ['agent', 'agent', false, false],
    ['agent', 'tool', false, false],
    ['agent', 'user', true, true], // an operator approved it in review
    ['agent', 'agent', true, true],
    ['agent', 'tool', true, false],
    ['pipeline', 'system', false, false],
  ])('author %s, source %s, approved %s → %s', (authorType, source, approvedByReview, expected) => {
    expect(mayPromote({ authorType, source, approvedByReview })).toBe(expected);
  });
});
