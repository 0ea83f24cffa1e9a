/** An operator's correction of a note: the replacement text and why. */
import { z } from 'zod';
import { zContent, zEvidence, zText } from './write.js';

export const correctionSchema = z
  .strictObject({
    content: zContent.describe('The corrected statement (1..2000 chars after trim).'),
    reason: zText(500).describe('Why the note is corrected (kept in the history).'),
    evidence: zEvidence.optional().describe('What justified the correction (optional).'),
  })
  .meta({ id: 'Correction' });
export type Correction = z.input<typeof correctionSchema>;
