/** `memwright keys create --expires | list | revoke` as real child processes (issue 8 item 6). */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { hashKey, KeyResolver } from '../../src/auth/keys.js';
import { openPgliteDatabase } from '../../src/db/pglite/index.js';
import { childEnv, removeTempDirs, runCli, tempDir } from './cli.js';

afterAll(removeTempDirs);

const SLOW = { timeout: 240_000 };

interface Listed {
  id: string;
  tenantId: string;
  role: string;
  agentIds: string[] | null;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
  createdAt: string;
}

describe('memwright keys list / revoke', () => {
  it('lists keys without secrets, revokes by id, and the revoked key no longer resolves', SLOW, async () => {
    const dataDir = tempDir();
    const env = childEnv({ MEMWRIGHT_DATA_DIR: dataDir, MEMWRIGHT_LOG_LEVEL: 'warn' });

    const past = await runCli(['keys', 'create', '--tenant', 'acme', '--role', 'operator', '--expires', '2020-01-01T00:00:00Z'], env);
    expect(past.code).toBe(1);
    expect(past.stderr.trim()).toBe('memwright: --expires: must be in the future');

    const expires = '2999-01-01T00:00:00.000Z';
    const agent = await runCli(['keys', 'create', '--tenant', 'acme', '--role', 'agent', '--agent', 'a1', '--expires', expires], env);
    expect(agent.code, agent.stderr).toBe(0);
    expect(agent.stderr).toContain(`expiring ${expires}`);
    const agentKey = agent.stdout.trim();
    const op = await runCli(['keys', 'create', '--tenant', 'other', '--role', 'operator'], env);
    const opKey = op.stdout.trim();

    const json = await runCli(['keys', 'list', '--tenant', 'acme', '--json'], env);
    expect(json.code, json.stderr).toBe(0);
    const listed = JSON.parse(json.stdout) as Listed[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ tenantId: 'acme', role: 'agent', agentIds: ['a1'], expiresAt: expires, revokedAt: null, lastUsedAt: null });
    const agentId = listed[0]!.id;

    const table = await runCli(['keys', 'list'], env);
    expect(table.code, table.stderr).toBe(0);
    const lines = table.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+TENANT\s+ROLE\s+AGENTS\s+STATUS\s+CREATED\s+LAST USED\s+EXPIRES$/);
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.startsWith(agentId))).toMatch(/acme\s+agent\s+a1\s+active\s+\S+\s+-\s+2999-01-01/);
    for (const out of [json.stdout, table.stdout]) {
      for (const secret of [agentKey, opKey]) {
        expect(out).not.toContain(secret.slice(0, 10));
        expect(out).not.toContain(hashKey(secret));
      }
    }

    const revoke = await runCli(['keys', 'revoke', agentId], env);
    expect(revoke.code, revoke.stderr).toBe(0);
    expect(revoke.stdout).toContain(`revoked agent key ${agentId} in tenant acme at `);
    const after = JSON.parse((await runCli(['keys', 'list', '--json'], env)).stdout) as Listed[];
    expect(after.find((k) => k.id === agentId)!.revokedAt).toMatch(/^\d{4}-/);
    expect(after.find((k) => k.id !== agentId)!.revokedAt).toBeNull();
    expect((await runCli(['keys', 'list'], env)).stdout).toMatch(new RegExp(`${agentId}\\s+acme\\s+agent\\s+a1\\s+revoked`));

    const unknown = await runCli(['keys', 'revoke', randomUUID()], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^memwright: no key /);
    const malformed = await runCli(['keys', 'revoke', 'not-a-key-id'], env);
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain('key id must be a UUID');
    const badTenant = await runCli(['keys', 'list', '--tenant', 'has space'], env);
    expect(badTenant.code).toBe(1);
    expect(badTenant.stderr).toContain('--tenant:');

    const db = await openPgliteDatabase({ dataDir });
    try {
      const resolver = new KeyResolver(db.db, { adminTenant: 'default' });
      expect(await resolver.resolve(agentKey)).toBeNull();
      expect(await resolver.resolve(opKey)).toMatchObject({ tenantId: 'other', role: 'operator' });
      await resolver.close();
    } finally {
      await db.close();
    }
  });
});
