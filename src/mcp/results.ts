/**
 * What a model reads back from a tool: one JSON text block (and the same object as
 * `structuredContent`). Every refusal is a tool error (`isError`) carrying the REST
 * API's `status` and `code` — never a JSON-RPC error or a crash, so the model can read
 * it and carry on.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { MemwrightClientError } from '../client/index.js';
import type { NoteDto } from '../contract/note.js';
import { MemwrightError, type FieldIssue } from '../errors.js';

type Body = Record<string, unknown>;

export function toolResult(body: Body, isError = false): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: body, ...(isError ? { isError: true } : {}) };
}

/** A refusal or failure as a tool error: `{ status, code, detail?, errors? }`. */
export function toolError(err: unknown): CallToolResult {
  let status: number | undefined;
  let code: string | undefined;
  let detail: string | undefined;
  let errors: FieldIssue[] | undefined;
  if (err instanceof MemwrightClientError) {
    ({ status, code } = err);
    detail = err.problem.detail;
    errors = err.problem.errors;
  } else if (err instanceof MemwrightError) {
    ({ status, code } = err);
    detail = err.message;
    errors = err.issues;
  }
  // Not the model's doing (service down, a bug): say so without internals in the transcript.
  if (status === undefined || code === undefined || status === 0 || status >= 500) {
    return toolResult({ status: status || 503, code: 'memory_service_unavailable', detail: 'The memory service is unavailable right now. Continue without it.' }, true);
  }
  return toolResult({ status, code, ...(detail ? { detail } : {}), ...(errors?.length ? { errors } : {}) }, true);
}

/** The part of a note a model needs (no tenant, lineage or pipeline bookkeeping). */
export function modelNote(n: NoteDto): Body {
  return {
    id: n.id,
    status: n.status,
    content: n.content,
    memoryType: n.memoryType,
    category: n.category,
    scope: n.scope.level,
    source: n.source,
    confidence: n.confidence,
    ...(n.deletionKey ? { deletionKey: n.deletionKey } : {}),
    createdAt: n.createdAt,
  };
}
