/**
 * The three error types memwright throws on purpose. Everything else is a bug.
 *
 * - {@link MemwrightError}: a request the caller can fix or must accept (bad input,
 *   not found, forbidden, a policy rejection). Carries a stable machine-readable `code`
 *   and the HTTP status the contract gives that code (src/contract/problem.ts);
 *   rendered as `application/problem+json`.
 * - {@link NonRetriableError}: a pipeline failure that can never succeed by retrying
 *   (e.g. the note is gone, the judge rejected the request with a 4xx). BullMQ
 *   workers turn it into an `UnrecoverableError` so the job ends at once.
 * - {@link SetupError}: something the operator fixes in the configuration or the
 *   environment (a bad variable or option, a database or Redis that cannot be reached, a
 *   port in use). Its message is one line naming what to change; the CLI prints it
 *   without a stack.
 */
import { PROBLEM_STATUS, type ForbiddenCode, type ProblemCode } from './contract/problem.js';

export interface FieldIssue {
  /** Dotted path of the offending field, e.g. `evidence` or `run.agentId`. */
  field: string;
  message: string;
}

export class MemwrightError extends Error {
  /** The HTTP status of {@link code}, read from the contract's one code → status table. */
  readonly status: number;
  readonly code: ProblemCode;
  readonly issues: FieldIssue[] | undefined;
  /** Extra members merged into the problem document (e.g. `outcome`, `reason`). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    code: ProblemCode,
    message: string,
    opts: { issues?: FieldIssue[]; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'MemwrightError';
    this.status = PROBLEM_STATUS[code];
    this.code = code;
    this.issues = opts.issues;
    this.extra = opts.extra;
  }

  static validation(issues: FieldIssue[]): MemwrightError {
    const first = issues[0];
    const detail = first ? `${first.field}: ${first.message}` : 'invalid request';
    return new MemwrightError('validation_error', detail, { issues });
  }
  static notFound(what = 'note'): MemwrightError {
    return new MemwrightError('not_found', `${what} not found`);
  }
  static forbidden(code: ForbiddenCode, message: string): MemwrightError {
    return new MemwrightError(code, message);
  }
  static unauthorized(message = 'missing or invalid API key'): MemwrightError {
    return new MemwrightError('unauthorized', message);
  }
}

export class NonRetriableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NonRetriableError';
  }
}

export class SetupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SetupError';
  }
}

/** Convert zod issues to field issues (`path` joined with dots; root → `body`). */
export function zodIssuesToFields(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string; code?: string; keys?: string[] }>,
  root = 'body',
): FieldIssue[] {
  const out: FieldIssue[] = [];
  for (const i of issues) {
    const base = i.path.map(String).join('.');
    if (i.code === 'unrecognized_keys' && i.keys?.length) {
      for (const k of i.keys) out.push({ field: base ? `${base}.${k}` : k, message: 'unknown field' });
      continue;
    }
    out.push({ field: base || root, message: i.message });
  }
  return out;
}
