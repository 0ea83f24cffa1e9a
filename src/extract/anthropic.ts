/**
 * The Claude extractor (docs/design.md#background-lane), used when ANTHROPIC_API_KEY is
 * set: the run's events go to the Messages API, which answers JSON validated with zod —
 * atomic, third-person, descriptive statements, each citing the event ids that justify
 * it. A statement citing an id that is not among the events is dropped; one the user did
 * not say in so many words is `inferred` (admission sends it to review).
 *
 * Errors (./errors.ts): 429/529 → ExtractRateLimitedError (the worker pauses the queue),
 * 5xx/connection/timeout → retried, an answer that is not the JSON asked for →
 * ExtractMalformedResponseError (retried: sampling again may fix it), other 4xx → not retried.
 */
import { z } from 'zod';
import { zCategory } from '../contract/enums.js';
import { cleanText } from '../contract/text.js';
import { AnthropicLlm, type AnthropicLlmOptions } from '../llm/anthropic.js';
import { extractError } from './errors.js';
import type { Candidate, ExtractEvent, Extractor } from './types.js';

export interface AnthropicExtractorOptions extends Omit<AnthropicLlmOptions, 'label'> {
  /** Output token budget. @defaultValue 1024 */
  maxTokens?: number;
}

const answerSchema = z.object({
  memories: z
    .array(
      z.object({
        content: z.string().overwrite(cleanText).trim().min(1).max(2000),
        category: zCategory.exclude(['instruction', 'constraint']).default('fact'),
        eventIds: z.array(z.string().min(1)).min(1),
        statedByUser: z.boolean().default(false),
        deletionKey: z
          .string()
          .regex(/^[A-Za-z0-9._:/-]{1,200}$/)
          .optional(),
      }),
    )
    .max(50),
});

export const EXTRACT_SYSTEM = `You read one conversation between a user and an AI assistant and propose long-term memories about the user.
Rules:
- Only stable facts and preferences about the user that would help in later conversations. Nothing about the assistant, nothing transient (today's task, a one-off request).
- Each memory is ONE atomic, descriptive statement in the third person, starting with "User" ("User prefers window seats.", "User lives in Lisbon."). Never an instruction to the assistant.
- Cite in eventIds the ids of the events that justify it. Only ids that appear in the input.
- statedByUser: true only when the user said it explicitly in their own turn; false when you concluded it.
- Ignore questions, hypotheticals, quoted or reported speech, and statements about other people.
- A single-valued fact carries its slot as deletionKey, so a later statement replaces it: "profile/name" (name), "profile/preferred-name" (what the user likes to be called), "profile/home" (where the user lives, also after a move), "profile/employer", "profile/occupation" (job title), "profile/work-mode" (remote, hybrid or office), "profile/age", "profile/birthday", "profile/pronouns", "profile/diet". Other facts carry none.
Answer with JSON only: {"memories":[{"content":"...","category":"preference|fact|context|event","eventIds":["..."],"statedByUser":true,"deletionKey":"..."}]}. No memories: {"memories":[]}.`;

export class AnthropicExtractor implements Extractor {
  readonly id: string;
  private readonly llm: AnthropicLlm;
  private readonly maxTokens: number;

  constructor(opts: AnthropicExtractorOptions) {
    const { maxTokens, ...llm } = opts;
    this.llm = new AnthropicLlm({ ...llm, label: 'extractor' });
    this.id = `anthropic:${this.llm.model}`;
    this.maxTokens = maxTokens ?? 1024;
  }

  async extract(events: ExtractEvent[], signal?: AbortSignal): Promise<Candidate[]> {
    if (events.length === 0) return [];
    const input = events.map((e) => ({ id: e.id, role: e.role, ...(e.toolName ? { toolName: e.toolName } : {}), content: e.content }));
    let answer: z.output<typeof answerSchema>;
    try {
      answer = await this.llm.json(
        { system: EXTRACT_SYSTEM, user: `Conversation events (JSON):\n${JSON.stringify(input)}`, maxTokens: this.maxTokens },
        answerSchema,
        signal,
      );
    } catch (err) {
      throw extractError(err);
    }
    const byId = new Map(events.map((e) => [e.id, e]));
    const out: Candidate[] = [];
    for (const m of answer.memories) {
      // An id the model invented: the statement rests on nothing we hold.
      if (m.eventIds.some((id) => !byId.has(id))) continue;
      const userSaid = m.statedByUser && m.eventIds.every((id) => byId.get(id)!.role === 'user');
      out.push({
        content: /[.!?]$/.test(m.content) ? m.content : `${m.content}.`,
        category: m.category,
        confidence: userSaid ? 'asserted' : 'inferred',
        eventIds: [...new Set(m.eventIds)],
        ...(m.deletionKey ? { deletionKey: m.deletionKey } : {}),
        rule: this.id,
      });
    }
    return out;
  }
}
