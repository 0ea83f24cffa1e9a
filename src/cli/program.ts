/**
 * The `memwright` commands, their options and help. Each command's code (./commands/*)
 * is imported by its action, only when it runs: `memwright --help` and a mistyped option
 * load commander and this file, not the database drivers, Fastify, BullMQ and the
 * embedder every command pulls in (test/cli/help.test.ts keeps it that way).
 */
import { Command, Option } from 'commander';
import { SetupError } from '../errors.js';
import type { CliProcesses } from './pipeline.js';

/** The environment's config, loaded with the command (zod and the schema are not needed for help either). */
const config = async () => (await import('../config/load.js')).loadConfig();

export function buildProgram(processes: CliProcesses): Command {
  const program = new Command('memwright')
    .description('A governed write path for durable AI-agent memory')
    .version('0.1.0')
    .showHelpAfterError()
    .exitOverride();

  program
    .command('serve')
    .description('run the API, the pipeline workers, the recurring jobs and Bull Board in one process')
    .option('--no-pipeline', 'API (and Bull Board) only: no stage workers or recurring jobs; run `memwright worker` processes beside it (needs DATABASE_URL)')
    .action(async (o: { pipeline: boolean }) => {
      const { serve } = await import('./commands/serve.js');
      await serve(await config(), { pipeline: o.pipeline, startPipeline: processes.startPipeline });
    });

  program
    .command('worker')
    .description('run the pipeline workers and recurring jobs without the API (scale-out; needs DATABASE_URL and REDIS_URL; /metrics and probes on MEMWRIGHT_WORKER_PORT)')
    .option('--no-schedulers', 'stage workers only: leave the recurring jobs (ttl-prune, decay, sweep, consolidate) to other processes')
    .action(async (o: { schedulers: boolean }) => {
      const { worker } = await import('./commands/worker.js');
      await worker(await config(), { schedulers: o.schedulers, startPipeline: processes.startPipeline });
    });

  program
    .command('migrate')
    .description('apply the database migrations (serve also does this on start)')
    .action(async () => {
      const { migrate } = await import('./commands/migrate.js');
      await migrate(await config());
    });

  const keys = program.command('keys').description('manage API keys');
  keys
    .command('create')
    .description('create an API key and print it once')
    .requiredOption('--tenant <id>', 'tenant the key acts in')
    .addOption(new Option('--role <role>', 'what the key may do').choices(['agent', 'operator', 'admin']).makeOptionMandatory())
    .option('--agent <id...>', 'agent ids an agent key acts for (repeatable; required for agent keys)')
    .option('--expires <iso>', 'ISO 8601 instant with offset after which the key is refused, e.g. 2026-12-31T00:00:00Z')
    .option('--json', 'print the whole created key as JSON')
    .action(async (o) => {
      const { keysCreate } = await import('./commands/keys.js');
      await keysCreate(await config(), o);
    });
  keys
    .command('list')
    .description('list API keys: id, tenant, role, agents, status, created, last used, expires (never the secrets)')
    .option('--tenant <id>', 'only this tenant')
    .option('--json', 'print the keys as a JSON array')
    .action(async (o) => {
      const { keysList } = await import('./commands/keys.js');
      await keysList(await config(), o);
    });
  keys
    .command('revoke')
    .description('revoke an API key by id (see `keys list`); running servers refuse it within a second')
    .argument('<id>', 'key id')
    .action(async (id: string) => {
      const { keysRevoke } = await import('./commands/keys.js');
      await keysRevoke(await config(), id);
    });

  program
    .command('demo')
    .description('a narrated end-to-end run on a throw-away embedded database')
    .action(async () => {
      const { demo } = await import('./commands/demo.js');
      await demo(process.env, undefined, { startPipeline: processes.startPipeline });
    });

  program
    .command('inspect')
    .description('show what is remembered for a user, with status and provenance')
    .requiredOption('--user <id>', 'user id')
    .option('--agent <id>', 'only notes of this agent')
    .option('--tenant <id>', 'tenant (default: MEMWRIGHT_ADMIN_TENANT)')
    .option('--json', 'print the notes as JSON')
    .action(async (o) => {
      const { inspect } = await import('./commands/inspect.js');
      await inspect(await config(), o);
    });

  program
    .command('forget')
    .description('erase everything remembered for a user, or a memory slot (deletion key)')
    .option('--user <id>', 'erase everything remembered for this user (with --key: only their notes in that slot)')
    .option('--key <deletionKey>', 'erase every note holding this deletion key')
    .option('--agent <id>', 'with --key: only notes of this agent')
    .option('--tenant <id>', 'tenant (default: MEMWRIGHT_ADMIN_TENANT)')
    .option('--json', 'print the counts as JSON')
    .action(async (o) => {
      const { forget } = await import('./commands/forget.js');
      await forget(await config(), o);
    });

  program
    .command('restore <id>')
    .description('put a note the pipeline superseded, revoked or archived back to active (recorded in its history)')
    .option('--reason <text>', 'why the retirement was wrong')
    .option('--tenant <id>', 'tenant (default: MEMWRIGHT_ADMIN_TENANT)')
    .option('--json', 'print the restored note as JSON')
    .action(async (id: string, o) => {
      const { restore } = await import('./commands/restore.js');
      await restore(await config(), id, o);
    });

  program
    .command('mcp')
    .description(
      'serve the memory tools over MCP on stdin/stdout, talking to a running server ' +
        '(env: MEMWRIGHT_URL, MEMWRIGHT_API_KEY, MEMWRIGHT_AGENT_ID, MEMWRIGHT_USER_ID, optional MEMWRIGHT_THREAD_ID, MEMWRIGHT_RUN_ID)',
    )
    .action(async () => {
      const [{ parseMcpEnv }, { runStdio }] = await Promise.all([import('../mcp/config.js'), import('../mcp/stdio.js')]);
      await runStdio(parseMcpEnv(process.env));
    });

  const events = program.command('events').description('the background lane\u2019s event log');
  events
    .command('import <file>')
    .description('import conversation events from a JSON Lines file (one event with its run, or one batch, per line)')
    .option('--tenant <id>', 'tenant (default: MEMWRIGHT_ADMIN_TENANT)')
    .option('--trigger <trigger>', 'trigger of each run\u2019s last batch: turn, session_end or explicit', 'session_end')
    .option('--json', 'print the counts as JSON')
    .option('--no-progress', 'no progress bar')
    .action(async (file: string, o: { tenant?: string; trigger?: string; json?: boolean; progress?: boolean }) => {
      if (o.trigger && !['turn', 'session_end', 'explicit'].includes(o.trigger)) throw new SetupError('--trigger: turn, session_end or explicit');
      const { importEvents } = await import('./commands/events.js');
      await importEvents(await config(), file, {
        tenant: o.tenant,
        trigger: o.trigger as 'turn' | 'session_end' | 'explicit' | undefined,
        json: o.json,
        progress: o.progress === false ? false : undefined,
      });
    });

  return program;
}
