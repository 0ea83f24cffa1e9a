/** Assertions on problem+json answers of the HTTP tests. */
import type { Res } from '../support/http.js';

/** A problem document as RFC 9457 + memwright's stable `code`. */
export function isProblem(r: Res): boolean {
  return r.contentType.startsWith('application/problem+json') && typeof r.body?.code === 'string' && r.body.status === r.status;
}

/** Fields named by a 400 problem. */
export const fieldsOf = (r: Res): string[] => (r.body?.errors ?? []).map((e: { field: string }) => e.field);
