/**
 * The `memwright` command line: the CLI (src/cli/) with the worker processes (workers/)
 * that serve, worker and demo start. Run through tsx (`npm run memwright`,
 * `npx tsx entry/cli.ts`) or the `bin/memwright.js` launcher (dist/entry/cli.js).
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { CliProcesses } from '../src/cli/pipeline.js';
import { run as runCli } from '../src/cli/main.js';

/** The worker processes, loaded only by a command that starts them (`--help` loads no BullMQ). */
export const processes: CliProcesses = {
  startPipeline: async (services, opts) => (await import('../workers/pipeline.js')).startPipeline(services, opts),
};

/** Run the CLI with the worker processes; returns the exit code. */
export function run(argv: string[] = process.argv): Promise<number> {
  return runCli(argv, processes);
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  const code = await run();
  // Long-running commands (serve, worker) keep the loop alive and exit from their
  // signal handlers; the others end here.
  if (code !== 0) process.exit(code);
}
