/** `memwright restore <id> [--reason <text>]`: undo a pipeline retirement (docs/design.md#restore). */
import type { Config } from '../../config/config.js';
import type { NoteDto } from '../../contract/note.js';
import { MemwrightError } from '../../errors.js';
import { restoreMemory } from '../../ops/restore.js';
import { printable, terminalJson } from '../../observability/terminalText.js';
import { SetupError } from '../../errors.js';
import { cliLogger, openCliServices } from '../support.js';
import { cliOperator, formatNote } from './inspect.js';

export interface RestoreOptions {
  reason?: string;
  tenant?: string;
  json?: boolean;
}

export async function restore(config: Config, id: string, o: RestoreOptions, out: NodeJS.WritableStream = process.stdout): Promise<NoteDto> {
  const services = await openCliServices(config, 'restore', { logger: cliLogger(config.log, { toStderr: true }), noQueue: true });
  try {
    let note: NoteDto;
    try {
      note = await restoreMemory(services, cliOperator(config, o.tenant), id, o.reason === undefined ? {} : { reason: o.reason });
    } catch (e) {
      // Refusals (unknown id, not retired by the pipeline, bad input) are the operator's to read, not stack traces.
      if (e instanceof MemwrightError && e.status < 500) {
        const field = e.issues?.[0];
        throw new SetupError(field ? `${field.field === 'id' ? '<id>' : `--${field.field}`}: ${field.message}` : e.message);
      }
      throw e;
    }
    out.write(o.json ? `${terminalJson(note)}\n` : `${printable('restored to active:')}\n${formatNote(note)}\n`);
    return note;
  } finally {
    await services.close();
  }
}
