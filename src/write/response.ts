/**
 * The response body of a write, whichever door it came through (POST /v1/memories or
 * an ingest `write` job): the outcome as is, or — for a refused outcome (skipped_cap,
 * rejected) — a problem document that carries the outcome and reason too.
 */
import type { WriteResult } from '../contract/note.js';
import { problemWithStatus, type Problem } from '../contract/problem.js';

export interface WriteReply {
  status: number;
  body: WriteResult | Problem;
}

export function writeReply(httpStatus: number, result: WriteResult): WriteReply {
  if (httpStatus < 400) return { status: httpStatus, body: result };
  const detail = result.reason ? `${result.outcome}: ${result.reason}` : result.outcome;
  // A rejection's stable code is its reason (slot_taken, missing_provenance, …); any other
  // refused outcome (skipped_cap) is named by the outcome itself.
  const code = result.outcome === 'rejected' && result.reason ? result.reason : result.outcome;
  return { status: httpStatus, body: problemWithStatus(httpStatus, code, detail, { ...result }) };
}
