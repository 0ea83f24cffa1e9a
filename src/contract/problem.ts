/**
 * The problem document (RFC 9457) with memwright's stable `code`: the one error body of
 * every door — HTTP responses, ingest job results, MCP transport failures, the probe port.
 * Transport-neutral: how a document is sent is each door's business (src/http/problem.ts
 * for Fastify).
 */
import type { MemwrightError } from '../errors.js';

/** RFC 9457 problem document with memwright's stable `code`. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  code: string;
  detail?: string;
  errors?: { field: string; message: string }[];
  [k: string]: unknown;
}

const TITLES = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
} as const satisfies Record<number, string>;

/**
 * The status of every stable code: the one place a code meets a number. Errors and
 * refusals name only their code, so a new code is a type error where it is thrown until
 * it has a row here, and a new status is one until it has a title. The table is part of
 * the contract rather than of src/http because the same status is reported without HTTP:
 * by the library (`MemwrightError.status`), in ingest job results and on the probe port.
 */
export const PROBLEM_STATUS = {
  // Request shape (HTTP framework and validation)
  bad_request: 400,
  bad_url: 400,
  invalid_content_length: 400,
  invalid_json: 400,
  validation_error: 400,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  method_not_allowed: 405,
  route_not_found: 404,
  // Credentials and permissions
  unauthorized: 401,
  forbidden: 403,
  agent_not_allowed: 403,
  field_not_allowed: 403,
  correction_not_allowed: 403,
  user_token_not_allowed: 403,
  user_token_required: 403,
  token_revoked: 401,
  too_many_auth_failures: 429,
  user_tokens_unavailable: 503,
  // Notes and runs
  not_found: 404,
  idempotency_key_reused: 409,
  not_pending_review: 409,
  note_not_correctable: 409,
  note_not_restorable: 409,
  run_user_mismatch: 409,
  // MCP sessions
  mcp_session_not_found: 404,
  mcp_session_required: 400,
  mcp_sessions_full: 503,
  // Ingest jobs (docs/ingest.md)
  unsigned: 401,
  bad_signature: 401,
  key_not_enrolled: 401,
  job_expired: 401,
  job_from_future: 401,
  invalid_envelope: 400,
  job_id_mismatch: 400,
  unsupported_job: 400,
  wire_version_retired: 400,
  replayed: 409,
  // The process itself
  not_ready: 503,
  queues_unavailable: 503,
  ui_not_built: 503,
  internal_error: 500,
} as const satisfies Record<string, keyof typeof TITLES>;

export type ProblemCode = keyof typeof PROBLEM_STATUS;

/** The codes whose status is 403: the ones `MemwrightError.forbidden` may throw. */
export type ForbiddenCode = { [C in ProblemCode]: (typeof PROBLEM_STATUS)[C] extends 403 ? C : never }[ProblemCode];

/** The problem document of a stable code, at the status {@link PROBLEM_STATUS} gives it. */
export function problem(code: ProblemCode, detail?: string, extra: Record<string, unknown> = {}): Problem {
  return problemWithStatus(PROBLEM_STATUS[code], code, detail, extra);
}

/**
 * A problem document whose status another table decides: a refused write's, by its
 * outcome (src/write/outcomes.ts), or a web framework's own 4xx passed through.
 */
export function problemWithStatus(status: number, code: string, detail?: string, extra: Record<string, unknown> = {}): Problem {
  return {
    type: `https://memwright.dev/problems/${code}`,
    title: (TITLES as Record<number, string>)[status] ?? 'Error',
    status,
    code,
    ...(detail ? { detail } : {}),
    ...extra,
  };
}

/** The problem document of a {@link MemwrightError} (HTTP responses and ingest job results alike). */
export function memwrightProblem(err: MemwrightError): Problem {
  // Fastify tags the errors its schema validator produced with where the input was; a
  // path parameter's only field is the note id.
  const fields = err.issues?.map((i) => ({
    field: (err as { validationContext?: string }).validationContext === 'params' && i.field === 'params' ? 'id' : i.field,
    message: i.message,
  }));
  return problem(err.code, err.message, { ...(fields ? { errors: fields } : {}), ...(err.extra ?? {}) });
}
