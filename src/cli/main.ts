/**
 * The `memwright` command line. Run through tsx (`npm start`, `npx tsx src/cli/main.ts`)
 * or the `bin/memwright.js` launcher.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Command, CommanderError } from 'commander';
import { ConfigError } from '../config/env.js';
import { DatabaseSetupError } from '../db/setupError.js';
import { registerKeys } from './commands/keys.js';
import { registerMigrate } from './commands/migrate.js';
import { registerServe } from './commands/serve.js';
import { registerWorker } from './commands/worker.js';
import { registerDemo } from './commands/demo.js';
import { registerInspect } from './commands/inspect.js';
import { registerForget } from './commands/forget.js';
import { registerRestore } from './commands/restore.js';
import { registerMcp } from './commands/mcp.js';
import { registerEvents } from './commands/events.js';
import { CliError } from './support.js';
import { serializeError } from '../observability/errorLog.js';

export function buildProgram(): Command {
  const program = new Command('memwright')
    .description('A governed write path for durable AI-agent memory')
    .version('0.1.0')
    .showHelpAfterError()
    .exitOverride();
  registerServe(program);
  registerWorker(program);
  registerMigrate(program);
  registerKeys(program);
  registerDemo(program);
  registerInspect(program);
  registerForget(program);
  registerRestore(program);
  registerMcp(program);
  registerEvents(program);
  return program;
}

/** Run the CLI; returns the exit code. User errors print one line, bugs print their stack. */
export async function run(argv: string[] = process.argv): Promise<number> {
  try {
    await buildProgram().parseAsync(argv);
    return 0;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode; // commander already printed it
    if (e instanceof ConfigError || e instanceof CliError || e instanceof DatabaseSetupError) {
      process.stderr.write(`memwright: ${e.message}\n`);
      return 1;
    }
    process.stderr.write(`memwright: ${unexpectedErrorText(e)}\n`);
    return 1;
  }
}

/** A bug's report on stderr: its stack, rebuilt without the query text and values a database error carries. */
export function unexpectedErrorText(e: unknown): string {
  const parts: string[] = [];
  for (let s: ReturnType<typeof serializeError> | undefined = serializeError(e); s; s = s.cause) parts.push(s.stack ?? `${s.type}${s.code ? ` ${s.code}` : ''}: ${s.message}`);
  return parts.join('\ncaused by: ');
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
