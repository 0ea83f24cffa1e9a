import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MemwrightError } from '../errors.js';
import { serializeError } from '../observability/errorLog.js';

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

export function sendProblem(reply: FastifyReply, p: Problem): FastifyReply {
  return reply.code(p.status).type('application/problem+json').send(p);
}

/** Map fastify's own errors (body parsing, limits) to stable codes; never a 500 for bad input. */
const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalid_content_length'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json'],
  FST_ERR_BAD_URL: [400, 'bad_url'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'uri_too_long'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'bad_request'],
};

/** The problem document of a {@link MemwrightError} (HTTP responses and ingest job results alike). */
export function memwrightProblem(err: MemwrightError): Problem {
  const fields = err.issues?.map((i) => ({
    field: (err as { validationContext?: string }).validationContext === 'params' && i.field === 'params' ? 'id' : i.field,
    message: i.message,
  }));
  return problem(err.status, err.code, err.message, { ...(fields ? { errors: fields } : {}), ...(err.extra ?? {}) });
}

export function errorToProblem(err: FastifyError | Error, req: FastifyRequest): Problem {
  if (err instanceof MemwrightError) return memwrightProblem(err);
  const fe = err as FastifyError;
  const mapped = fe.code ? FASTIFY_CODES[fe.code] : undefined;
  if (mapped) return problem(mapped[0], mapped[1], fe.message);
  if (err instanceof SyntaxError || (fe.statusCode === 400 && /JSON/i.test(fe.message))) {
    return problem(400, 'invalid_json', 'request body is not valid JSON');
  }
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return problem(fe.statusCode, 'bad_request', fe.message);
  }
  req.log.error({ err: serializeError(err) }, 'unhandled error');
  return problem(500, 'internal_error', 'internal error');
}
