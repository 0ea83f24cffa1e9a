/**
 * Fastify's side of the problem document (src/contract/problem.ts): sending one, and
 * turning whatever a route or the framework threw into one.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MemwrightError } from '../errors.js';
import { memwrightProblem, problem, type Problem } from '../contract/problem.js';
import { serializeError } from '../observability/errorLog.js';

export type { Problem } from '../contract/problem.js';

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
