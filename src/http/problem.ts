/**
 * Fastify's side of the problem document (src/contract/problem.ts): sending one, and
 * turning whatever a route or the framework threw into one.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MemwrightError } from '../errors.js';
import { memwrightProblem, problem, problemWithStatus, type Problem, type ProblemCode } from '../contract/problem.js';
import { serializeError } from '../observability/errorLog.js';

export function sendProblem(reply: FastifyReply, p: Problem): FastifyReply {
  return reply.code(p.status).type('application/problem+json').send(p);
}

/** Map fastify's own errors (body parsing, limits) to stable codes; never a 500 for bad input. */
const FASTIFY_CODES: Record<string, ProblemCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_content_length',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_BAD_URL: 'bad_url',
  FST_ERR_MAX_PARAM_LENGTH: 'uri_too_long',
  FST_ERR_ASYNC_CONSTRAINT: 'bad_request',
};

export function errorToProblem(err: FastifyError | Error, req: FastifyRequest): Problem {
  if (err instanceof MemwrightError) return memwrightProblem(err);
  const fe = err as FastifyError;
  const mapped = fe.code ? FASTIFY_CODES[fe.code] : undefined;
  if (mapped) return problem(mapped, fe.message);
  if (err instanceof SyntaxError || (fe.statusCode === 400 && /JSON/i.test(fe.message))) {
    return problem('invalid_json', 'request body is not valid JSON');
  }
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    // Any other client error of the framework keeps its own status under the generic code.
    return problemWithStatus(fe.statusCode, 'bad_request', fe.message);
  }
  req.log.error({ err: serializeError(err) }, 'unhandled error');
  return problem('internal_error', 'internal error');
}
