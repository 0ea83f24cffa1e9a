/**
 * What must never retire a true note (docs/design.md#attribute-slots): a past state is
 * not the current value, another person's or thing's value is not the subject's, and one
 * value written two ways is a restatement, not an update. Phrasings of their own, not
 * copies of the update suite's rows.
 */
import { describe, expect, it } from 'vitest';
import { PrototypeReader } from '../../src/language/prototypes.js';
import { givesUp, normaliseValue, sameSlot, sameValue, sameValueText, slotOf } from '../../src/language/slots.js';

describe('a state told in the simple past is no current value', () => {
  it.each([
    'User lived in Madrid for a decade before the move.',
    'I worked for Nokia before grad school.',
    'Priya studied at Leeds before switching careers.',
    "User's brother resided in Quito until last year.",
    'I was based in Oslo back then.',
  ])('%s reads no slot', (note) => {
    expect(slotOf(note)).toBeNull();
  });

  it.each([
    ['User has lived in Madrid since 2019.', 'residence', 'Madrid'],
    ['I have worked at Nokia for three years.', 'employer', 'Nokia'],
    ['User moved to Madrid.', 'residence', 'Madrid'],
  ])('%s still reads as the current value', (note, attribute, value) => {
    expect(slotOf(note)).toMatchObject({ attribute, value });
  });

  it('never replaces the current value', () => {
    expect(sameSlot('User works at Airbus.', 'User worked at Bosch before the MBA.')).toBe(false);
    expect(sameSlot('I live in Porto.', 'I lived in Ghent for four years before coming here.')).toBe(false);
  });
});

describe("another person's or thing's value is not the subject's", () => {
  it.each([
    ["User's teammate Omar switched to Emacs.", 'teammate'],
    ['My classmate Jin lives in Busan.', 'classmate'],
    ["User's housemate drives a Fiat Panda.", 'housemate'],
    ["User's mentor works at Canva.", 'mentor'],
  ])('%s is about the %s', (note, relation) => {
    expect(slotOf(note)?.subject).toMatchObject({ kind: 'relative', relation });
  });

  it("a teammate's editor never replaces the user's", () => {
    expect(sameSlot("User's editor is Vim.", "User's teammate Omar dropped Vim and codes in Helix now.")).toBe(false);
  });

  it('a quantifier opening a clause names nobody', () => {
    expect(slotOf('All the dashboards run on UTC.')?.subject.kind ?? null).not.toBe('named');
    expect(slotOf('Every build runs on Jenkins.')?.subject.kind ?? null).not.toBe('named');
  });

  it('the plans of two products are two slots; an unnamed product is the subject’s plan', () => {
    expect(slotOf('User is on the Basic tier for Dropbox.')).toMatchObject({ attribute: 'plan:dropbox', value: 'Basic' });
    expect(slotOf('User moved their Figma to the Professional plan.')).toMatchObject({ attribute: 'plan:figma', value: 'Professional' });
    expect(slotOf('User is on the Starter plan for now.')).toMatchObject({ attribute: 'plan', value: 'Starter' });
    expect(slotOf('User upgraded the account to the Business plan.')).toMatchObject({ attribute: 'plan', value: 'Business' });
    expect(sameSlot('User is on the Basic tier for Dropbox.', 'User moved their Figma to the Professional plan.')).toBe(false);
    expect(sameSlot('User is on the Basic plan for Dropbox.', 'User upgraded their Dropbox to the Plus plan.')).toBe(true);
  });
});

describe('one value written two ways', () => {
  it.each([
    ['GCP', 'Google Cloud Platform'],
    ['EST', 'Eastern Standard Time'],
    ['BoA', 'Bank of America'],
    ['$95k', '$95,000'],
    ['1.2m', '1,200,000'],
    ['Corolla', 'Toyota Corolla'],
    ['iPhone', 'iPhone 14'],
    ['Ubuntu', 'Ubuntu Linux'],
    ['Hillcrest', 'Hillcrest Secondary'],
    ['now Helix', 'Helix'],
  ])('%s = %s', (a, b) => {
    expect(sameValueText(a, b)).toBe(true);
  });

  it.each([
    ['York', 'New York'],
    ['Data Engineer', 'Senior Data Engineer'],
    ['iPhone 13', 'iPhone 14'],
    ['UTC', 'UTC+3'],
    ['$95k', '$96,000'],
    ['GCP', 'Google Cloud'],
    ['data analyst', 'lead data analyst'],
    ['Pixel 7', 'Galaxy S23'],
  ])('%s ≠ %s', (a, b) => {
    expect(sameValueText(a, b)).toBe(false);
  });

  it('normalises numbers in values', () => {
    expect(normaliseValue('48,500 dollars')).toBe(normaliseValue('48.5k dollars'));
    expect(normaliseValue('£2m')).toBe('£2000000');
  });

  it('a restatement by another name is the same value, never an update', () => {
    const a = slotOf('Lars drives a Toyota Corolla.');
    const b = slotOf("Lars's car is a Corolla.");
    expect(sameValue(a, b)).toBe(true);
    expect(sameSlot(a, b)).toBe(false);
    expect(sameSlot("Nadia's salary is 52,000 euros.", 'Nadia makes 52k euros a year.')).toBe(false);
    expect(sameSlot('Nadia makes 52k euros a year.', 'Nadia makes 58k euros a year.')).toBe(true);
  });

  it('reads a pupil or student at a school, and a school by its level', () => {
    expect(slotOf("User's son is a pupil at Brookfield.")).toMatchObject({ attribute: 'school', value: 'Brookfield' });
    expect(slotOf('Zara attends Elmwood Elementary.')).toMatchObject({ attribute: 'school', value: 'Elmwood Elementary' });
  });
});

/** A stand-in embedder under which every predicate matches (floor and margin 0): only the reader's own rules can refuse. */
function flat() {
  return async (texts: string[]) => texts.map(() => [1, ...new Array(15).fill(0)]);
}

describe('prototype reader: what is never the subject’s current value', () => {
  const reader = () => new PrototypeReader(flat(), { floor: 0, margin: -1 });

  it.each([
    "User's servers run on UTC-3.",
    "User's backend is hosted in Frankfurt.",
    'Omar drove down to Porto to look at a flat his brother rented.',
    'User lived there in Valencia for years.',
  ])('%s reads nothing', async (note) => {
    expect(await reader().slotOf(note)).toBeNull();
  });

  it('still reads the subject’s own family moving, and a time zone said of the user', async () => {
    expect(await reader().slotOf("Yara's family relocated, so she's in class at Westbrook Academy this year.")).not.toBeNull();
    expect(await reader().slotOf('User is on UTC-3 these days.')).toMatchObject({ attribute: 'timezone' });
  });
});

describe('readers for phrasings the patterns missed', () => {
  it.each([
    ["Noor's startup deploys to Render.", { kind: 'org', name: "noor's startup" }, 'cloud', 'Render'],
    ["Omar's company uses Jira.", { kind: 'org', name: "omar's company" }, 'tool:issue_tracker', 'Jira'],
    ['Our backend datastore is Cassandra.', { kind: 'user' }, 'tool:database', 'Cassandra'],
    ['Our frontend is React 18.', { kind: 'user' }, 'tool:frontend', 'React 18'],
    ['Our hosting is on Hetzner.', { kind: 'user' }, 'cloud', 'Hetzner'],
    ['Our service keeps everything in DynamoDB.', { kind: 'user' }, 'tool:database', 'DynamoDB'],
    ['Turned 31 last Sunday.', { kind: 'user' }, 'age', '31'],
    ['Priya writes code in Zed.', { kind: 'named', name: 'priya' }, 'editor', 'Zed'],
    ['Malik works in EST.', { kind: 'named', name: 'malik' }, 'timezone', 'EST'],
    ['User set the work calendar to CET.', { kind: 'user' }, 'timezone', 'CET'],
    ['Tariq is in a relationship with Lena.', { kind: 'named', name: 'tariq' }, 'relationship_status', 'in a relationship'],
    ["User's company was renamed Northlight.", { kind: 'org', name: 'company' }, 'name', 'Northlight'],
    ['My father became headmaster of the village school.', { kind: 'relative', relation: 'father' }, 'job_title', 'headmaster'],
    ["User's son started at Greenfield Academy.", { kind: 'relative', relation: 'son' }, 'school', 'Greenfield Academy'],
    ['Ines got moved under Tomasz.', { kind: 'named', name: 'ines' }, 'manager', 'Tomasz'],
    ['My weekly coffee budget is €25.', { kind: 'user' }, 'budget:coffee', '€25'],
    ["Bea's book allowance was raised to £200.", { kind: 'named', name: 'bea' }, 'budget:book', '£200'],
    ['Kwame negotiated his salary up to $88k.', { kind: 'named', name: 'kwame' }, 'salary', '$88k'],
    ['Mona left the agency and user reports to Ilse.', { kind: 'user' }, 'manager', 'Ilse'],
  ])('%s', (note, subject, attribute, value) => {
    expect(slotOf(note)).toMatchObject({ subject, attribute, value });
  });

  it('never reads a tool as a home, nor a city as a time zone', () => {
    expect(slotOf("I'm living in Helix these days.")?.attribute).not.toBe('residence');
    expect(slotOf('Malik works in Brest.')?.attribute).not.toBe('timezone');
  });

  it("keeps a person's team their own: its size, not a company", () => {
    expect(slotOf("Hugo's team has 9 people.")).toMatchObject({ subject: { kind: 'named', name: 'hugo' }, attribute: 'team_size' });
  });
});

describe('a value given up by what held it', () => {
  it.each([
    ['User lives in Hull.', "User's lease in Hull is gone, and they rent in York now."],
    ['User codes in WebStorm.', 'User let the WebStorm licence lapse.'],
    ['Ilya drives a Skoda Octavia.', 'The Octavia went to a scrapyard, so Ilya cycles now.'],
    ['Our database is Cassandra.', "The Cassandra contract wasn't renewed."],
    ["User's mother uses Windows.", "User's mother got a Chromebook; the Windows laptop is in storage."],
    ['User codes in Sublime Text.', 'User uninstalled Sublime last month.'],
  ])('%s / %s', (older, newer) => {
    expect(givesUp(newer, slotOf(older))).toBe(true);
  });

  it.each([
    ['User works at Shopify.', 'The Shopify badge expired but user is still there.'],
    ['User drives a Skoda Octavia.', "Maria's Octavia was stolen."],
    ['User lives in Hull.', 'The Hull office went quiet over the holidays.'],
    ['Ilya drives a Skoda Octavia.', 'The Octavia went to a scrapyard, so Marek cycles now.'],
  ])('%s is kept by %s', (older, newer) => {
    expect(givesUp(newer, slotOf(older))).toBe(false);
  });
});

describe('names, as written', () => {
  it('a lower-case word opening a main clause is no name', () => {
    expect(slotOf("Ola's contract ended, so payroll moved her to Leeds.")?.subject ?? null).not.toMatchObject({ kind: 'named', name: 'payroll' });
    expect(slotOf('The lease ended, so Ola lives in Leeds now.')).toMatchObject({ subject: { kind: 'named', name: 'ola' }, attribute: 'residence', value: 'Leeds' });
  });

  it('masks a name that opens in lower case ("iPad", "eBay")', async () => {
    const { maskValues } = await import('../../src/language/prototypes.js');
    expect(maskValues('swapped to an iPad Air').values.map((v) => v.text)).toContain('iPad Air');
  });

  it('a handed-on thing is given up by its short name; a look-alike act is not', () => {
    expect(givesUp('User passed the Corolla on to their nephew.', slotOf('User drives a Toyota Corolla.'))).toBe(true);
    expect(givesUp('User gave the Galaxy to a colleague.', slotOf('User has a Samsung Galaxy S22.'))).toBe(true);
    expect(givesUp('User gave the Galaxy a factory reset.', slotOf('User has a Samsung Galaxy S22.'))).toBe(false);
    expect(givesUp('User gave a talk about Toyota.', slotOf('User drives a Toyota Corolla.'))).toBe(false);
  });
});

describe('going over to a system, hosting as a whole', () => {
  it('reads a system gone over to, up to a scope of machines', () => {
    expect(slotOf('Femi went over to Manjaro on all his laptops.')).toMatchObject({ attribute: 'os', value: 'Manjaro' });
    expect(sameSlot('Femi runs Debian.', 'Femi went over to Manjaro on all his laptops.')).toBe(true);
  });

  it('the hosting is all of the subject’s systems, not one thing of theirs', async () => {
    const { cloudKey } = await import('../../src/language/slots.js');
    expect(cloudKey('our hosting')).toBeNull();
    expect(cloudKey('the frontend')).toBe('frontend');
  });
});

describe('a diet of everything, an app put on a database', () => {
  it('eating meat or everything is a diet a vegetarian turn replaces', () => {
    expect(slotOf('Rui eats meat.')).toMatchObject({ attribute: 'diet', value: 'omnivore' });
    expect(sameSlot('Rui eats everything.', 'Rui went vegetarian after the trip.')).toBe(true);
    expect(slotOf('Rui eats meat at weekends.')).toBeNull();
  });

  it('an app put on a database names its database; put on hold names nothing', () => {
    expect(slotOf('User put the service on PostgreSQL.')).toMatchObject({ attribute: 'tool:database', value: 'PostgreSQL' });
    expect(slotOf('User put the service on hold.')).toBeNull();
  });
});

describe('a calendar on a zone, a day in an editor', () => {
  it('a calendar or clock on a zone is the time zone, spelled out or not', () => {
    expect(slotOf("Ilse's clock is set to Eastern European Time.")).toMatchObject({ attribute: 'timezone', value: 'Eastern European Time' });
    expect(sameValue(slotOf("Ilse's timezone is EET."), slotOf("Ilse's clock is set to Eastern European Time."))).toBe(true);
  });

  it('spending the day in an editor names the editor; being in a city is no editor', () => {
    expect(slotOf('Femi is in Helix all day.')).toMatchObject({ attribute: 'editor', value: 'Helix' });
    expect(slotOf('Femi is in Lagos all day.')?.attribute ?? null).not.toBe('editor');
  });
});

describe('one work mode in other words', () => {
  it.each([
    ['remote', 'from home'],
    ['remotely', 'fully remote'],
    ['on-site', 'in the office'],
  ])('%s = %s', (a, b) => expect(sameValueText(a, b)).toBe(true));

  it('remote and the office stay two values', () => {
    expect(sameValueText('remote', 'in the office')).toBe(false);
    expect(sameSlot('Uma works remotely.', 'Uma works from home every day.')).toBe(false);
    expect(sameSlot('Uma works remotely.', 'Uma works in the office every day.')).toBe(true);
  });
});
