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

const TITLES: Record<number, string> = {
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
};

export function problem(status: number, code: string, detail?: string, extra: Record<string, unknown> = {}): Problem {
  return {
    type: `https://memwright.dev/problems/${code}`,
    title: TITLES[status] ?? 'Error',
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
  return problem(err.status, err.code, err.message, { ...(fields ? { errors: fields } : {}), ...(err.extra ?? {}) });
}
