import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { createApiKey } from '../../src/auth/keys.js';
import type { CreateKey } from '../../src/contract/keys.js';
import { INGEST_QUEUE } from '../../src/contract/ingestWire.js';
import { bullPrefix } from '../../src/contract/queuePrefix.js';
import type { Services } from '../../src/ports.js';
import { childEnv, ROOT, tempDir } from '../cli/cli.js';

const CHILD = join(import.meta.dirname, 'producer-child.ts');
const RECORDER = join(ROOT, 'test/package/record-loads.mjs');

export interface ChildRun {
  ids: string[];
  results: any[] | null;
  /** Every module URL the child resolved (node: builtins left out). */
  loaded: string[];
}

/** Run test/ingest/producer-child.ts in a separate Node process (through tsx). */
export async function produceInChild(
  services: Services,
  key: { id: string; key: string },
  bodies: unknown[],
  opts: { wait?: boolean } = {},
): Promise<ChildRun> {
  const log = join(tempDir('mw-ingest-'), 'loads.txt');
  const env = childEnv({
    MW_REDIS_URL: services.config.redis.url,
    MW_PREFIX: services.config.queue.prefix,
    MW_KEY_ID: key.id,
    MW_KEY: key.key,
    MW_BODIES: JSON.stringify(bodies),
    MW_WAIT: opts.wait ? '1' : '0',
    MW_LOAD_LOG: log,
  });
  const proc = spawn(process.execPath, ['--import', 'tsx', '--import', RECORDER, CHILD], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  proc.stdout.on('data', (b: Buffer) => (out += b.toString()));
  proc.stderr.on('data', (b: Buffer) => (err += b.toString()));
  // A child that never finishes is killed with what it printed, instead of a silent test timeout.
  const killer = setTimeout(() => proc.kill('SIGKILL'), 50_000);
  const code = await new Promise<number | null>((r) => proc.once('close', r)).finally(() => clearTimeout(killer));
  if (code !== 0) throw new Error(`producer child exited ${code}: ${err}`);
  let loaded: string[] = [];
  try {
    loaded = [...new Set(readFileSync(log, 'utf8').split('\n').filter((u) => u && !u.startsWith('node:')))];
    rmSync(log, { force: true });
  } catch {
    /* no log: nothing resolved */
  }
  return { ...(JSON.parse(out.trim().split('\n').at(-1)!) as Omit<ChildRun, 'loaded'>), loaded };
}

export async function agentKey(services: Services, tenantId: string, agentIds = ['a1']) {
  return createApiKey(services.database.db, { tenantId, role: 'agent', agentIds } satisfies CreateKey);
}

/** A raw queue handle on the services' ingest queue (for hand-made jobs). */
export function ingestQueue(services: Services): { queue: Queue; close(): Promise<void> } {
  const connection = new Redis(services.config.redis.url, { maxRetriesPerRequest: null });
  const queue = new Queue(INGEST_QUEUE, { connection, prefix: bullPrefix(services.config.queue.prefix) });
  return {
    queue,
    async close() {
      await queue.close();
      connection.disconnect();
    },
  };
}

/** Distinct statements (far apart lexically, so no near-duplicate step interferes). */
export const STATEMENTS = [
  'User prefers bar charts over pie charts.',
  'The quarterly report is due on the third Friday.',
  'Invoices are sent from the Lisbon office.',
  'The staging database runs on port 6543.',
  'Alice owns the onboarding checklist.',
  'Weekly syncs moved to Tuesday mornings.',
  'Refund requests above 500 euros need a manager.',
  'The mobile app ships every second Wednesday.',
  'Customer Zeta asked for German invoices.',
  'The VPN certificate expires in March.',
];
