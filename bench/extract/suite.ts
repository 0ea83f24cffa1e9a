/**
 * The extraction suite: the taxonomy (./taxonomy.ts) rendered through phrasing families
 * into conversations. A family is a way people write in chat; every family belongs
 * wholly to one half, so the held-out half tests ways of writing (and wordings and
 * values, see the taxonomy) the rules were never tuned on.
 *
 * Deterministic (seeded): the same suite on every run.
 */
import { mulberry32 } from '../lib/random.js';
import { ASSISTANT_LINES, ASSISTANT_REPLIES, GENERIC_NEGATIVES, TAXONOMY, type Kind, type KindDef, type NegativeKind } from './taxonomy.js';

/** `dev`: hand-written, tuned on (./dev.ts); `fresh`, `fresh2`, `fresh3`, `fresh4`, `fresh5`: hand-written, measured, never tuned on (./fresh.ts … ./fresh5.ts). */
export type Split = 'tune' | 'heldOut' | 'dev' | 'fresh' | 'fresh2' | 'fresh3' | 'fresh4' | 'fresh5';

export interface Expected {
  kind: Kind;
  note: string;
  /** Words the candidate must contain (lower-case compare; `a|b` is either). */
  must: string[];
}

export interface SuiteTurn {
  id: string;
  role: 'user' | 'assistant' | 'tool';
  content: string;
  expect: Expected[];
  /** Set on a turn that must yield nothing, with why. */
  negative?: NegativeKind;
}

export interface SuiteConversation {
  id: string;
  split: Split;
  family: string;
  turns: SuiteTurn[];
}

type Rng = () => number;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const low = (s: string) => (/^I\b/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));
const stop = (s: string, mark = '.') => (/[.?!]$/.test(s) ? s : `${s}${mark}`);

interface Family {
  name: string;
  split: Split;
  /** How many facts one turn of this family carries. */
  facts: 1 | 2;
  render(clauses: string[], rng: Rng): string;
  /** A question in this family, where the way facts are wrapped would not fit one. */
  question?(q: string, rng: Rng): string;
}

const FORMAL: Array<[RegExp, string]> = [
  [/\bI'm\b/g, 'I am'], [/\bI've\b/g, 'I have'], [/\bdon't\b/g, 'do not'], [/\bcan't\b/g, 'cannot'], [/\bI'd\b/g, 'I would'],
  [/\bwe're\b/g, 'we are'], [/\bname's\b/g, 'name is'],
];

const TYPOS: Record<string, string[]> = {
  "i'm": ['Im', 'im', 'i"m'], "i've": ['Ive', 'ive'], "don't": ['dont', 'dnt'], "can't": ['cant'], really: ['realy', 'rly'],
  allergic: ['alergic', 'allergc'], prefer: ['perfer', 'prefre'], have: ['hve', 'hav'], usually: ['usualy', 'ususally'],
  birthday: ['brithday', 'birthdya'], with: ['wiht', 'w/'], just: ['jsut'], the: ['teh'], live: ['liev'], work: ['wrok'],
  because: ['bc', 'becuase'], married: ['maried'], speak: ['speek'], studied: ['studdied'], always: ['allways', 'alwyas'],
  every: ['evry'], name: ['nmae'], fluent: ['fluant'], diagnosed: ['diagnosd'], pronouns: ['pronons'], moved: ['movd'],
  currently: ['currenly'], recently: ['recetly'], been: ['ben'],
};

function typo(clause: string, rng: Rng, protect: string[]): string {
  return clause
    .split(' ')
    .map((w) => {
      const key = w.toLowerCase();
      const alts = TYPOS[key];
      if (!alts || protect.some((p) => p.toLowerCase().split('|').some((x) => key.includes(x.toLowerCase()))) || rng() < 0.4) return w;
      return pick(rng, alts);
    })
    .join(' ');
}

const REQUESTS_AFTER = [
  'Can you suggest a dinner recipe?', 'Help me plan next week.', 'Could you draft an email to my landlord?', 'Write a short bio for me.',
  'Any tips for a weekend trip?', 'Please summarise this thread.',
];

export const FAMILIES: Family[] = [
  // Tune half.
  { name: 'formal', split: 'tune', facts: 1, render: ([c]) => stop(cap(FORMAL.reduce((s, [re, by]) => s.replace(re, by), c!))) },
  {
    name: 'lead-ins', split: 'tune', facts: 1,
    render: ([c], rng) => `${pick(rng, ['lol ', 'fwiw ', 'so basically ', 'tbh ', 'ok so ', 'oh btw ', 'haha ', 'just fyi, '])}${low(c!)}${pick(rng, ['', ' lol', ' haha', '!', '.'])}`,
  },
  { name: 'emoji', split: 'tune', facts: 1, render: ([c], rng) => (rng() < 0.3 ? `🙋 ${cap(c!)}!` : `${cap(c!)}${pick(rng, [' 🙂', ' 😅', '! 🎉', ' 👍', ' ✨', '!! 😂'])}`) },
  {
    name: 'two facts', split: 'tune', facts: 2,
    render: ([a, b], rng) => stop(cap(b === undefined ? a! : pick(rng, [`${a} and ${low(b!)}`, `${a}, and ${low(b!)}`, `${a}, but ${low(b!)}`, `${a} and also ${low(b!)}`, `${a}; ${low(b!)}`]))),
  },
  {
    name: 'relative clause', split: 'tune', facts: 1,
    question: (q) => cap(q),
    render: ([c], rng) => `${cap(c!)}${pick(rng, [', which is why I asked.', ', which makes this tricky.', ', which you should keep in mind.', ' — which matters for the plan.', ', which is a big part of my life.'])}`,
  },
  { name: 'request then fact', split: 'tune', facts: 1, render: ([c], rng) => `${pick(rng, REQUESTS_AFTER)} ${stop(cap(c!))}` },
  // Held-out half.
  {
    name: 'lowercase', split: 'heldOut', facts: 1,
    render: ([c], rng) => c!.toLowerCase().replace(/\bi'm\b/g, () => (rng() < 0.5 ? 'im' : "i'm")).replace(/[.!]$/, ''),
  },
  { name: 'typos', split: 'heldOut', facts: 1, render: ([c], rng) => c! },
  {
    name: 'bullets', split: 'heldOut', facts: 2,
    render: (cs, rng) => `${pick(rng, ['some context about me:', 'quick facts:', 'About me', 'fyi:'])}\n${cs.map((c) => `${pick(rng, ['- ', '* ', '• '])}${c}`).join('\n')}`,
  },
  {
    name: 'fact inside request', split: 'heldOut', facts: 1,
    question: (q, rng) => pick(rng, [`${q} pls`, `quick q: ${q}`, `${cap(q)} thanks in advance`]),
    render: ([c], rng) =>
      pick(rng, [
        `can you suggest something for dinner, ${low(c!)} btw`, `${cap(c!)} so can you recommend a good laptop bag?`,
        `since ${low(c!)}, what should I pack for the trip?`, `pls help me write a cover letter, ${low(c!)}`,
        `${cap(c!)} - any ideas for the weekend?`,
      ]),
  },
  {
    name: 'abbreviations', split: 'heldOut', facts: 1,
    question: (q, rng) => pick(rng, [`Q. re. the plan: ${q}`, `Quick q. (approx. 1 min.): ${q}`]),
    render: ([c], rng) =>
      pick(rng, [`P.S. ${low(c!)}.`, `Re. your q.: ${low(c!)}.`, `${cap(c!)}, i.e. pls keep that in mind.`, `Quick note (approx. 2 min.): ${low(c!)}.`, `${cap(c!)} etc. etc.`, `FYI — ${low(c!)}, e.g. for future plans.`]),
  },
  {
    name: 'fillers', split: 'heldOut', facts: 1,
    render: ([c], rng) => pick(rng, [`um so ${low(c!)}`, `honestly, like, ${low(c!)}`, `ngl ${low(c!)}`, `ok um ${low(c!)} haha`, `so yeah ${low(c!)}, idk if that matters`, `hmm well ${low(c!)}`]),
  },
];

/** Values of a half: even indices tune, odd held-out. */
const valuesOf = (def: KindDef, split: Split) => def.values.filter((_, i) => (i % 2 === 0) === (split === 'tune'));

interface Draft {
  content: string;
  expect: Expected[];
  negative?: NegativeKind;
}

const POSITIVES_PER_KIND = 2;
const NEGATIVES_PER_KIND = 2;
const TURNS_PER_CONVERSATION = 9;

export function buildSuite(seed = 2024): SuiteConversation[] {
  const rng = mulberry32(seed);
  const counters = new Map<string, number>();
  const next = (key: string) => {
    const n = counters.get(key) ?? 0;
    counters.set(key, n + 1);
    return n;
  };
  const out: SuiteConversation[] = [];
  const genericKinds = Object.keys(GENERIC_NEGATIVES) as Array<keyof typeof GENERIC_NEGATIVES>;

  for (const fam of FAMILIES) {
    const drafts: Draft[] = [];
    const fact = (def: KindDef): { clause: string; e: Expected } => {
      const vs = valuesOf(def, fam.split);
      const v = vs[next(`${fam.split}:${def.kind}:v`) % vs.length]!;
      const ws = fam.split === 'tune' ? def.tune : def.held;
      const clause = ws[next(`${fam.name}:${def.kind}:w`) % ws.length]!(v);
      return { clause, e: { kind: def.kind, note: def.note(v), must: def.must(v) } };
    };
    const render = (clauses: string[], protect: string[]) => {
      const cs = fam.name === 'typos' ? clauses.map((c) => typo(c, rng, protect)) : clauses;
      if (cs.length === 1 && /\?$/.test(cs[0]!) && fam.question) return fam.question(cs[0]!, rng);
      return fam.render(cs, rng);
    };

    const facts = TAXONOMY.flatMap((def) => Array.from({ length: POSITIVES_PER_KIND }, () => fact(def)));
    if (fam.facts === 1) {
      for (const f of facts) drafts.push({ content: render([f.clause], f.e.must), expect: [f.e] });
    } else {
      // Pair facts of different kinds: the list is ordered by kind, so i and i + half differ.
      const half = facts.length / 2;
      for (let i = 0; i < half; i++) {
        const a = facts[i]!;
        const b = facts[i + half]!;
        drafts.push({ content: render([a.clause, b.clause], [...a.e.must, ...b.e.must]), expect: [a.e, b.e] });
      }
    }
    for (const def of TAXONOMY) {
      const vs = valuesOf(def, fam.split);
      for (let i = 0; i < NEGATIVES_PER_KIND; i++) {
        const [negative, make] = def.neg[next(`${fam.name}:${def.kind}:n`) % def.neg.length]!;
        const v = vs[next(`${fam.split}:${def.kind}:nv`) % vs.length]!;
        drafts.push({ content: render([make(v)], []), expect: [], negative });
      }
    }
    for (const negative of genericKinds) {
      const lines = GENERIC_NEGATIVES[negative];
      const line = lines[next(`${fam.split}:generic:${negative}`) % lines.length]!;
      drafts.push({ content: render([line], []), expect: [], negative });
    }
    // Shuffle (seeded) and deal into conversations.
    for (let i = drafts.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [drafts[i], drafts[j]] = [drafts[j]!, drafts[i]!];
    }
    for (let c = 0; c * TURNS_PER_CONVERSATION < drafts.length; c++) {
      const id = `${fam.name.replace(/\s+/g, '-')}-${c + 1}`;
      const turns: SuiteTurn[] = [];
      let t = 0;
      const push = (role: SuiteTurn['role'], content: string, expect: Expected[] = [], negative?: NegativeKind) =>
        turns.push({ id: `${id}.${++t}`, role, content, expect, ...(negative ? { negative } : {}) });
      for (const d of drafts.slice(c * TURNS_PER_CONVERSATION, (c + 1) * TURNS_PER_CONVERSATION)) {
        push('user', d.content, d.expect, d.negative);
        if (rng() < 0.2) push('assistant', pick(rng, ASSISTANT_LINES), [], 'assistant');
        else push('assistant', pick(rng, ASSISTANT_REPLIES));
      }
      if (c % 3 === 0) push('tool', `search result: "I live in Oslo and I'm vegan" — forum post by user rune_k`, [], 'assistant');
      out.push({ id, split: fam.split, family: fam.name, turns });
    }
  }
  return out;
}
