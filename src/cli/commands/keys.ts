/** `memwright keys create|list|revoke`: manage API keys directly in the database. */
import { z } from 'zod';
import { createApiKey, listApiKeys, revokeApiKey, type ApiKeyView } from '../../auth/keys.js';
import { createKeySchema, zTenantId } from '../../contract/keys.js';
import type { Config } from '../../config/config.js';
import { SetupError } from '../../errors.js';
import { cliLogger, openCliServices } from '../support.js';

export interface KeysCreateOptions {
  tenant: string;
  role: 'agent' | 'operator' | 'admin';
  agent?: string[];
  /** ISO 8601 instant the key stops working. */
  expires?: string;
  json?: boolean;
}

/** The created key's plaintext goes to stdout (alone, so `KEY=$(memwright keys create …)` works). */
export async function keysCreate(config: Config, o: KeysCreateOptions): Promise<void> {
  const parsed = createKeySchema.safeParse({ tenantId: o.tenant, role: o.role, agentIds: o.agent, expiresAt: o.expires });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const flag = { tenantId: '--tenant', role: '--role', agentIds: '--agent', expiresAt: '--expires' }[String(issue.path[0])] ?? String(issue.path[0]);
    throw new SetupError(`${flag}: ${issue.message}`);
  }
  const logger = cliLogger(config.log, { toStderr: true });
  const services = await openCliServices(config, 'keys create', { logger, noQueue: true });
  try {
    const created = await createApiKey(services.database.db, parsed.data);
    if (o.json) {
      process.stdout.write(`${JSON.stringify(created)}\n`);
    } else {
      process.stdout.write(`${created.key}\n`);
      const agents = created.agentIds ? ` for agents ${created.agentIds.join(', ')}` : '';
      const expires = created.expiresAt ? `, expiring ${created.expiresAt}` : '';
      process.stderr.write(
        `created ${created.role} key ${created.id} in tenant ${created.tenantId}${agents}${expires}; it is stored hashed and not shown again\n`,
      );
    }
  } finally {
    await services.close();
  }
}

export interface KeysListOptions {
  tenant?: string;
  json?: boolean;
}

/** What a key is now: revoked, expired or active. */
function status(k: ApiKeyView, now = Date.now()): string {
  if (k.revokedAt) return 'revoked';
  if (k.expiresAt && Date.parse(k.expiresAt) <= now) return 'expired';
  return 'active';
}

/** `memwright keys list`: every stored key (never a secret), one per line or as JSON. */
export async function keysList(config: Config, o: KeysListOptions): Promise<void> {
  if (o.tenant !== undefined && !zTenantId.safeParse(o.tenant).success) throw new SetupError('--tenant: must be 1..64 characters of [A-Za-z0-9._-]');
  const services = await openCliServices(config, 'keys list', { logger: cliLogger(config.log, { toStderr: true }), noQueue: true });
  try {
    const keys = await listApiKeys(services.database.db, { tenantId: o.tenant });
    if (o.json) {
      process.stdout.write(`${JSON.stringify(keys)}\n`);
      return;
    }
    const rows = [
      ['ID', 'TENANT', 'ROLE', 'AGENTS', 'STATUS', 'CREATED', 'LAST USED', 'EXPIRES'],
      ...keys.map((k) => [k.id, k.tenantId, k.role, k.agentIds?.join(',') ?? '-', status(k), k.createdAt, k.lastUsedAt ?? '-', k.expiresAt ?? '-']),
    ];
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    for (const r of rows) process.stdout.write(`${r.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd()}\n`);
  } finally {
    await services.close();
  }
}

/** `memwright keys revoke <id>`: running servers refuse the key within a second. */
export async function keysRevoke(config: Config, id: string): Promise<void> {
  if (!z.string().uuid().safeParse(id).success) throw new SetupError(`key id must be a UUID (see \`memwright keys list\`): ${JSON.stringify(id)}`);
  const services = await openCliServices(config, 'keys revoke', { logger: cliLogger(config.log, { toStderr: true }), noQueue: true });
  try {
    const k = await revokeApiKey(services.database.db, id);
    if (!k) throw new SetupError(`no key ${id}`);
    process.stdout.write(`revoked ${k.role} key ${k.id} in tenant ${k.tenantId} at ${k.revokedAt}; servers refuse it within a second\n`);
  } finally {
    await services.close();
  }
}
