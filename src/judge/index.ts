/** PLACEHOLDER — replaced by the judge implementations (issue 3). */
import type { Env } from '../config/env.js';
import type { Judge } from './types.js';
export type { Judge } from './types.js';

export async function createJudge(_env: Env): Promise<Judge> {
  throw new Error('judge not implemented yet');
}
