/**
 * One family of model errors: the judge's and the extractor's are subclasses of the llm
 * ones, each lane's kind keeping the failure's fields and retry meaning under its own name.
 */
import { describe, expect, it } from 'vitest';
import { NonRetriableError } from '../../src/errors.js';
import { ExtractAbortedError, ExtractMalformedResponseError, ExtractRateLimitedError, ExtractUnavailableError, extractError } from '../../src/extract/errors.js';
import { JudgeAbortedError, JudgeMalformedResponseError, JudgeRateLimitedError, JudgeUnavailableError, judgeError } from '../../src/judge/errors.js';
import { LlmAbortedError, LlmBadAnswerError, LlmRateLimitedError, LlmRejectedError, LlmUnavailableError } from '../../src/llm/errors.js';

const cause = new Error('sdk');
const failures = () => ({
  rateLimited: new LlmRateLimitedError('model rate limited (429)', 7000, 429, { cause }),
  unavailable: new LlmUnavailableError('model request timed out', 'timeout', { cause }),
  badAnswer: new LlmBadAnswerError('model answer is not valid JSON', '{oops'),
  aborted: new LlmAbortedError('model call aborted', { cause }),
});

describe.each([
  { lane: 'judge', translate: judgeError, kinds: { rateLimited: JudgeRateLimitedError, unavailable: JudgeUnavailableError, badAnswer: JudgeMalformedResponseError, aborted: JudgeAbortedError }, other: ExtractRateLimitedError },
  { lane: 'extract', translate: extractError, kinds: { rateLimited: ExtractRateLimitedError, unavailable: ExtractUnavailableError, badAnswer: ExtractMalformedResponseError, aborted: ExtractAbortedError }, other: JudgeRateLimitedError },
])('$lane errors', ({ translate, kinds, other }) => {
  it('each model failure becomes the lane’s kind, still the llm class, with its fields', () => {
    const f = failures();
    const rl = translate(f.rateLimited) as LlmRateLimitedError;
    expect(rl).toBeInstanceOf(kinds.rateLimited);
    expect(rl).toBeInstanceOf(LlmRateLimitedError);
    expect(rl).not.toBeInstanceOf(other);
    expect([rl.name, rl.message, rl.retryAfterMs, rl.status, rl.cause]).toEqual([kinds.rateLimited.name, f.rateLimited.message, 7000, 429, cause]);

    const un = translate(f.unavailable) as LlmUnavailableError;
    expect(un).toBeInstanceOf(kinds.unavailable);
    expect(un).toBeInstanceOf(LlmUnavailableError);
    expect([un.name, un.kind, un.cause]).toEqual([kinds.unavailable.name, 'timeout', cause]);

    const bad = translate(f.badAnswer) as LlmBadAnswerError;
    expect(bad).toBeInstanceOf(kinds.badAnswer);
    expect(bad).toBeInstanceOf(LlmBadAnswerError);
    expect([bad.name, bad.excerpt]).toEqual([kinds.badAnswer.name, '{oops']);

    const ab = translate(f.aborted) as LlmAbortedError;
    expect(ab).toBeInstanceOf(kinds.aborted);
    expect([ab.name, ab.cause]).toEqual(['AbortError', cause]);

    for (const e of [rl, un, bad, ab]) expect(e).not.toBeInstanceOf(NonRetriableError);
  });

  it('a rejection ends the job (NonRetriableError); the lane’s own errors and others pass through', () => {
    expect(translate(new LlmRejectedError('model rejected the request (400)', 400, 'too large', { cause }))).toBeInstanceOf(NonRetriableError);
    expect(translate(new LlmRejectedError('model refused the request', null, null))).toBeInstanceOf(NonRetriableError);
    const own = new kinds.rateLimited('slow down', 300, 429);
    expect(translate(own)).toBe(own);
    const bug = new TypeError('x is undefined');
    expect(translate(bug)).toBe(bug);
  });
});
