/** `memwright forget --user <id> | --key <deletionKey>`: erasure (docs/design.md#erasure) with counts. */
import type { Config } from '../../config/config.js';
import type { ErasureResult } from '../../contract/erasure.js';
import { eraseBy } from '../../ops/erase.js';
import { MemwrightError } from '../../errors.js';
import { printable } from '../../observability/terminalText.js';
import { SetupError } from '../../errors.js';
import { cliLogger, openCliServices } from '../support.js';
import { cliOperator } from './inspect.js';

export interface ForgetOptions {
  user?: string;
  key?: string;
  agent?: string;
  tenant?: string;
  json?: boolean;
}

export async function forget(config: Config, o: ForgetOptions, out: NodeJS.WritableStream = process.stdout): Promise<ErasureResult> {
  if (!o.user && !o.key) throw new SetupError('give --user <id> or --key <deletionKey>');
  if (o.agent && !o.key) throw new SetupError('--agent narrows a --key erasure; give --key too');
  // Redis is used (when it answers) to remove the erased notes' queued jobs.
  const services = await openCliServices(config, 'forget', { logger: cliLogger(config.log, { toStderr: true }) });
  try {
    const body = o.key ? { deletionKey: o.key, ...(o.user ? { userId: o.user } : {}), ...(o.agent ? { agentId: o.agent } : {}) } : { userId: o.user };
    let r: ErasureResult;
    try {
      // Wait for the storage scrub: when forget returns, the bytes are gone from table and index files.
      r = await eraseBy(services, cliOperator(config, o.tenant), body, { awaitScrub: true });
    } catch (e) {
      if (e instanceof MemwrightError && e.status === 400) {
        const first = e.issues?.[0];
        const flag = { userId: '--user', deletionKey: '--key', agentId: '--agent' }[first?.field ?? ''] ?? first?.field;
        throw new SetupError(`${flag}: ${first?.message ?? e.message}`);
      }
      throw e;
    }
    if (o.json) out.write(`${JSON.stringify(r)}\n`);
    else {
      const what = o.key ? `slot ${o.key}${o.user ? ` of user ${o.user}` : ''}${o.agent ? ` (agent ${o.agent})` : ''}` : `user ${o.user}`;
      out.write(
        `erased ${printable(what)}: ${r.erased.notes} note(s), ${r.erased.derived} derived note(s), ${r.erased.jobs} queued job(s) removed; ` +
          'the audit trail keeps content-free tombstones\n' +
          (r.erased.notes + r.erased.derived === 0
            ? ''
            : r.scrub.status === 'disabled'
              ? 'storage not scrubbed (MEMWRIGHT_ERASURE_SCRUB=off): the erased rows\' bytes stay in table and index files until autovacuum reuses their space\n'
              : `storage scrubbed: no erased text left in table or index files (${r.scrub.lastDurationMs ?? 0} ms; WAL and backups: see SECURITY.md)\n`),
      );
    }
    return r;
  } finally {
    await services.close();
  }
}
