/**
 * A perfect extractor behind the local Messages stub (test/judge/support/anthropicStub.ts),
 * for running the Claude extractor (src/extract/anthropic.ts) on the suite through the
 * real SDK: each request is answered from the suite's labels of the events it carries —
 * the labelled note, its kind's slot key, the turn's id — in the JSON shape the prompt
 * asks for. It cannot read language, so what it measures is the plumbing (the prompt
 * carries every event, the answer parses, ids and slots come back), never a model.
 */
import type { SuiteConversation, SuiteTurn } from './suite.js';
import type { Kind } from './taxonomy.js';

/** The slot key of each single-valued kind: the keys the deterministic reader gives them. */
export const SLOT: Partial<Record<Kind, string>> = {
  name: 'profile/name',
  nickname: 'profile/preferred-name',
  residence: 'profile/home',
  move: 'profile/home',
  employer: 'profile/employer',
  job_title: 'profile/occupation',
  work_mode: 'profile/work-mode',
  age: 'profile/age',
  birthday: 'profile/birthday',
  pronouns: 'profile/pronouns',
  diet: 'profile/diet',
};

/** What each answer wraps its JSON in, in turn (bare, fenced, prose around it): the parser must read all three. */
const WRAPS = [(j: string) => j, (j: string) => `\`\`\`json\n${j}\n\`\`\``, (j: string) => `Here are the memories I found:\n${j}\nLet me know if you need more.`];

export interface SentEvent {
  id: string;
  role: string;
  toolName?: string;
  content: string;
}

/** The stub's responder for `conversations`, and the events each request carried, in order. */
export function labelOracle(conversations: SuiteConversation[]) {
  const turns = new Map<string, SuiteTurn>(conversations.flatMap((c) => c.turns.map((t) => [t.id, t] as const)));
  const sent: SentEvent[][] = [];
  const respond = (body: { messages: Array<{ content: unknown }> }) => {
    const text = String(body.messages[0]!.content);
    const events = JSON.parse(text.slice(text.indexOf('['))) as SentEvent[];
    sent.push(events);
    const memories = events.flatMap((e) =>
      (turns.get(e.id)?.expect ?? []).map((x) => ({
        content: x.note,
        category: x.kind === 'preference' || x.kind === 'dislike' ? 'preference' : 'fact',
        eventIds: [e.id],
        statedByUser: true,
        ...(SLOT[x.kind] ? { deletionKey: SLOT[x.kind] } : {}),
      })),
    );
    return { text: WRAPS[sent.length % WRAPS.length]!(JSON.stringify({ memories })) };
  };
  return { turns, sent, respond };
}
