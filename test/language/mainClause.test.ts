import { describe, expect, it } from 'vitest';
import { mainClauses } from '../../src/language/mainClause.js';
import { slotOf } from '../../src/language/slots.js';

describe('mainClauses', () => {
  it.each([
    ['After the layoffs at Siemens, Priya signed a contract with Shopify.', 'Priya signed a contract with Shopify.'],
    ["Two people left, so Maria's team is down to 8.", "Maria's team is down to 8."],
    ['The new shift pattern means I train on Thursdays these days.', 'I train on Thursdays these days.'],
    ["Since the relocation my calendar runs on UTC+1.", 'My calendar runs on UTC+1.'],
  ])('%s → %s', (text, main) => {
    expect(mainClauses(text)).toContain(main);
  });

  it('finds nothing in a sentence its subject opens', () => {
    expect(mainClauses('User lives in Berlin.')).toEqual([]);
  });
});

describe('slotOf past an opening that is not the subject', () => {
  it('reads the main clause with its own subject', () => {
    const s = slotOf('The reorg means Maria works at Shopify now.');
    expect(s?.attribute).toBe('employer');
    expect(s?.value).toBe('Shopify');
    expect(s?.subject).toMatchObject({ kind: 'named', name: 'maria' });
  });

  it('keeps the whole sentence when its own subject states the slot', () => {
    const s = slotOf('I left Google; I work at Stripe now.');
    expect(s?.attribute).toBe('employer');
    expect(s?.value).toBe('Stripe');
  });

  it('does not read a cause clause as the subject', () => {
    expect(slotOf('Finance approved the new numbers, so the team celebrated.')).toBeNull();
  });
});
