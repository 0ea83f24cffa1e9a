/** An operator's restore of a note a pipeline stage retired, and what it did to the note that had displaced it. */
import { z } from 'zod';
import { zStatus } from './enums.js';
import { noteSchema } from './note.js';
import { zText } from './write.js';

export const restoreSchema = z
  .strictObject({
    reason: zText(500).optional().describe('Why the retirement was wrong (kept in the history).'),
  })
  .meta({ id: 'Restore' });
export type Restore = z.input<typeof restoreSchema>;

/**
 * Why the note that displaced the restored one was left as it is (docs/design.md#restore):
 * a person's decision (`immutable`, `protected`, `operator_written`), a merge that also
 * carries other notes (`merges_other_notes`), or a note no longer injected
 * (`not_injectable`).
 */
export const DISPLACED_KEPT_REASONS = ['immutable', 'protected', 'operator_written', 'merges_other_notes', 'not_injectable'] as const;

export const displacedBySchema = z
  .object({
    id: z.string(),
    status: zStatus.describe('Its status after the restore.'),
    kept: z.boolean().describe('false: it was retired (superseded by the restored note); true: both are injectable now, see reason.'),
    reason: z.enum(DISPLACED_KEPT_REASONS).optional().describe('When kept: why it was not retired.'),
  })
  .describe('The note that had displaced the restored one (absent when none did, or it was erased).');
export type DisplacedBy = z.infer<typeof displacedBySchema>;

export const restoreResultSchema = noteSchema.extend({ displacedBy: displacedBySchema.optional() }).meta({ id: 'RestoreResult' });
export type RestoreResult = z.infer<typeof restoreResultSchema>;
