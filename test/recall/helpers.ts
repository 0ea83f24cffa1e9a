import type { Database } from '../../src/db/database.js';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { rows } from '../../src/db/database.js';
import { HashEmbedder } from '../../src/embed/hash.js';
import { createServices } from '../../src/services.js';
import type { Services } from '../../src/ports.js';
import type { Principal } from '../../src/auth/principal.js';
import type { TestClock } from '../support/clock.js';
import { testConfig } from '../support/fixtures.js';

export async function clockedServices(db: Database, redisUrl: string, clock: TestClock, opts: { noQueue?: boolean } = {}): Promise<Services> {
  return createServices(testConfig(redisUrl), { database: db, now: clock.now, logger: pino({ level: 'silent' }), noQueue: opts.noQueue });
}

export const operator = (tenantId: string): Principal => ({ tenantId, role: 'operator', keyId: 'op-test', agentIds: null });
export const agentKey = (tenantId: string, agentIds: string[]): Principal => ({ tenantId, role: 'agent', keyId: 'agent-test', agentIds });

const hash = new HashEmbedder();

/**
 * Stand-in for the hardening pipeline (another module): embed with the hash embedder
 * and mark the note active, as the `harden` stage would.
 */
export async function harden(s: Services, id: string, importance: number | null = null): Promise<void> {
  const [row] = await rows<{ content: string }>(s.database.db, sql`select content from notes where id = ${id}`);
  const v = hash.embedOne(row!.content);
  await s.database.db.execute(sql`
    update notes set status = 'active', embedding = ${`[${v.join(',')}]`}::vector, embedding_model = 'hash-v1',
      importance = ${importance}, pipeline_stage = 'done', hardened_at = now(), expires_at = null
    where id = ${id}`);
}
