import { describe, expect, it } from 'vitest';
import { missingFacts, properNouns } from '../../src/language/mergeFacts.js';

describe('missingFacts (merge faithfulness check)', () => {
  it.each<[string, string[], string, string[]]>([
    ['all facts kept', ['Standup is at 9:30.', 'It runs on Zoom.'], 'Standup runs on Zoom at 9:30.', []],
    ['a dropped time', ['Standup is at 9:30.'], 'Standup is in the morning.', ['9:30']],
    ['thousands separator is not a difference', ['Budget is 1,200 EUR.'], 'The budget: 1200 EUR.', []],
    ['a changed number', ['Team has 5 engineers.'], 'Team has 6 engineers.', ['5']],
    ['a number spelled out is rejected', ['Team has 5 engineers.'], 'Team has five engineers.', ['5']],
    ['ISO date kept', ['Trip on 2025-03-14.'], 'The trip is on 2025-03-14.', []],
    ['ISO date dropped', ['Trip on 2025-03-14.'], 'The trip is in March.', ['2025-03-14']],
    ['proper noun kept, case-insensitively', ['User tracks tickets in Jira.'], 'Tickets live in JIRA.', []],
    ['proper noun dropped', ['User tracks tickets in Jira.'], 'User tracks tickets.', ['Jira']],
    ['possessive is the noun', ["User likes Anna's reports."], 'User likes the reports Anna writes.', []],
    ['sentence-initial capital is not a proper noun', ['Tickets are tracked daily.'], 'Daily tracking.', []],
    ['word after a sentence end is sentence-initial', ['Team is small. Members rotate weekly.'], 'A small team that rotates weekly.', []],
    ['acronyms count', ['Deploys go through the CI pipeline.'], 'Deploys go through the pipeline.', ['CI']],
    ['list items start sentences', ['- Coffee at 8\n- Tea at 16'], 'Coffee at 8, tea at 16.', []],
    ['duplicates reported once, in order', ['Call Bob at 10.', 'Bob again at 10 and 11.'], 'Calls at 11.', ['10', 'Bob']],
  ])('%s', (_name, sources, merged, missing) => {
    expect(missingFacts(sources, merged)).toEqual(missing);
  });

  it('finds proper nouns mid-sentence only', () => {
    expect(properNouns('Anna met Bob in Berlin. Then they flew to Paris with I and Lufthansa.')).toEqual([
      'Bob',
      'Berlin',
      'Paris',
      'Lufthansa',
    ]);
  });
});
