import type { Outcome } from '../contract/enums.js';
import type { WriteResult } from '../contract/note.js';

export interface WriteResponse {
  httpStatus: number;
  result: WriteResult;
}

/** HTTP status of each outcome (docs/design.md#outcomes). */
export function statusOf(outcome: Outcome, reason?: string): number {
  switch (outcome) {
    case 'written':
    case 'superseded':
      return 201;
    case 'queued_for_review':
      return 202;
    case 'skipped_cap':
      return 429;
    case 'rejected':
      return reason === 'slot_taken' ? 409 : 422;
    default:
      return 200;
  }
}
