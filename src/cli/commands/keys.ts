/** `memwright keys create`: mint an API key directly in the database (shown once). */
import { Command, Option } from 'commander';
import { createApiKey, createKeySchema } from '../../auth/keys.js';
import { parseEnv, type Env } from '../../config/env.js';
import { CliError, cliLogger, openCliServices } from '../support.js';

export interface KeysCreateOptions {
  tenant: string;
  role: 'agent' | 'operator' | 'admin';
  agent?: string[];
  json?: boolean;
}

/** The created key's plaintext goes to stdout (alone, so `KEY=$(memwright keys create …)` works). */
export async function keysCreate(env: Env, o: KeysCreateOptions): Promise<void> {
  const parsed = createKeySchema.safeParse({ tenantId: o.tenant, role: o.role, agentIds: o.agent });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const flag = { tenantId: '--tenant', role: '--role', agentIds: '--agent' }[String(issue.path[0])] ?? String(issue.path[0]);
    throw new CliError(`${flag}: ${issue.message}`);
  }
  const logger = cliLogger(env, { toStderr: true });
  const services = await openCliServices(env, 'keys create', { logger, noQueue: true });
  try {
    const created = await createApiKey(services.database.db, parsed.data);
    if (o.json) {
      process.stdout.write(`${JSON.stringify(created)}\n`);
    } else {
      process.stdout.write(`${created.key}\n`);
      const agents = created.agentIds ? ` for agents ${created.agentIds.join(', ')}` : '';
      process.stderr.write(
        `created ${created.role} key ${created.id} in tenant ${created.tenantId}${agents}; it is stored hashed and not shown again\n`,
      );
    }
  } finally {
    await services.close();
  }
}

export function registerKeys(program: Command): void {
  const keys = program.command('keys').description('manage API keys');
  keys
    .command('create')
    .description('create an API key and print it once')
    .requiredOption('--tenant <id>', 'tenant the key acts in')
    .addOption(new Option('--role <role>', 'what the key may do').choices(['agent', 'operator', 'admin']).makeOptionMandatory())
    .option('--agent <id...>', 'agent ids an agent key acts for (repeatable; required for agent keys)')
    .option('--json', 'print the whole created key as JSON')
    .action(async (o: KeysCreateOptions) => {
      await keysCreate(parseEnv(), o);
    });
}
