/**
 * The `memwright` command line: parse, run, turn an error into its exit code. Its entry
 * is entry/cli.ts, which passes in the worker processes the commands start.
 */
import { CommanderError } from 'commander';
import { SetupError } from '../errors.js';
import { serializeError } from '../observability/errorLog.js';
import type { CliProcesses } from './pipeline.js';

import { buildProgram } from './program.js';

export { buildProgram };

/** An error whose message says what to fix: a bad variable, a refused option, a database or port set up wrong. */
function isUserError(e: unknown): boolean {
  return e instanceof SetupError;
}

/** Whether MEMWRIGHT_LOG_LEVEL asks for debug output (false when the environment itself is what is wrong). */
async function debugLogging(): Promise<boolean> {
  try {
    const level = (await import('../config/load.js')).loadConfig().log.level;
    return level === 'debug' || level === 'trace';
  } catch {
    return false;
  }
}

/**
 * Run the CLI; returns the exit code. User errors print one line (and, at debug level,
 * the stack of what caused them), bugs print their stack.
 */
export async function run(argv: string[], processes: CliProcesses): Promise<number> {
  try {
    await buildProgram(processes).parseAsync(argv);
    return 0;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode; // commander already printed it
    if (isUserError(e)) {
      const err = e as Error;
      process.stderr.write(`memwright: ${err.message}\n`);
      if (await debugLogging()) process.stderr.write(`${unexpectedErrorText(err.cause ?? err)}\n`);
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
