import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../../src/db/pglite/index.js';
import { hashKey } from '../../src/auth/keys.js';
import { apiKeys } from '../../src/db/schema.js';
import { eq } from 'drizzle-orm';
import { childEnv, removeTempDirs, runCli, tempDir } from './cli.js';

afterAll(removeTempDirs);

// Each test starts real processes (tsx + PGlite); on a loaded machine that takes a while.
const SLOW = { timeout: 240_000 };

describe('memwright migrate / keys create', () => {
  it('migrates a fresh data dir, then creates keys that are stored hashed', SLOW, async () => {
    const dataDir = tempDir();
    const env = childEnv({ MEMWRIGHT_DATA_DIR: dataDir, MEMWRIGHT_LOG_LEVEL: 'warn' });

    const m = await runCli(['migrate'], env);
    expect(m.code, m.stderr).toBe(0);

    const agent = await runCli(['keys', 'create', '--tenant', 'acme', '--role', 'agent', '--agent', 'a1', '--agent', 'a2'], env);
    expect(agent.code, agent.stderr).toBe(0);
    const key = agent.stdout.trim();
    expect(key).toMatch(/^mw_[A-Za-z0-9_-]+$/); // stdout is the key alone
    expect(agent.stderr).toContain('created agent key');
    expect(agent.stderr).toContain('a1, a2');

    const json = await runCli(['keys', 'create', '--tenant', 'acme', '--role', 'operator', '--json'], env);
    expect(json.code, json.stderr).toBe(0);
    const created = JSON.parse(json.stdout) as { key: string; role: string; tenantId: string };
    expect(created).toMatchObject({ role: 'operator', tenantId: 'acme' });

    const db = await openPgliteDatabase({ dataDir });
    try {
      const [row] = await db.db.select().from(apiKeys).where(eq(apiKeys.keyHash, hashKey(key)));
      expect(row).toMatchObject({ tenantId: 'acme', role: 'agent', agentIds: ['a1', 'a2'] });
      const all = await db.db.select().from(apiKeys);
      expect(JSON.stringify(all)).not.toContain(key); // plaintext never stored
    } finally {
      await db.close();
    }
  });

  it('rejects an agent key without --agent and a bad role with one line', SLOW, async () => {
    const env = childEnv({ MEMWRIGHT_DATA_DIR: tempDir() });
    const noAgent = await runCli(['keys', 'create', '--tenant', 'acme', '--role', 'agent'], env);
    expect(noAgent.code).toBe(1);
    expect(noAgent.stderr.trim()).toBe('memwright: --agent: required for agent keys');

    const badRole = await runCli(['keys', 'create', '--tenant', 'acme', '--role', 'root'], env);
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain("'root' is invalid");
  });

  it('worker refuses the embedded database', SLOW, async () => {
    const r = await runCli(['worker'], childEnv({ MEMWRIGHT_DATA_DIR: tempDir() }));
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('needs DATABASE_URL');
  });
});
