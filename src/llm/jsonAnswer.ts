import type { z } from 'zod';
import { LlmBadAnswerError } from './errors.js';

/**
 * The first JSON object of a model answer (code fences and stray prose around it
 * tolerated), validated by `schema`. Anything else is an {@link LlmBadAnswerError} whose
 * message starts with `label` ("judge answer is not valid JSON").
 */
export function parseJsonAnswer<S extends z.ZodType>(text: string, schema: S, label: string): z.output<S> {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  const excerpt = text.slice(0, 200);
  if (start < 0 || end <= start) throw new LlmBadAnswerError(`${label} answer contains no JSON object`, excerpt);
  let value: unknown;
  try {
    value = JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new LlmBadAnswerError(`${label} answer is not valid JSON`, excerpt);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new LlmBadAnswerError(`${label} answer fails the schema: ${issue?.path.join('.') || 'root'} ${issue?.message ?? ''}`.trim(), excerpt);
  }
  return parsed.data;
}
