import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { zRole } from '../contract/enums.js';
import { zId } from '../contract/write.js';
import type { Db } from '../db/database.js';
import { apiKeys, tenants } from '../db/schema.js';
import type { Principal } from './principal.js';

export const zTenantId = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1..64 characters of [A-Za-z0-9._-]');

export const createKeySchema = z
  .strictObject({
    tenantId: zTenantId,
    role: zRole,
    agentIds: z.array(zId).min(1).max(100).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.role === 'agent' && !v.agentIds) {
      ctx.addIssue({ code: 'custom', path: ['agentIds'], message: 'required for agent keys' });
    }
    if (v.role !== 'agent' && v.agentIds) {
      ctx.addIssue({ code: 'custom', path: ['agentIds'], message: 'only agent keys are bound to agents' });
    }
  })
  .meta({ id: 'CreateKey' });
export type CreateKey = z.infer<typeof createKeySchema>;

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Create an API key; the plaintext is returned once and only its hash is stored. */
export async function createApiKey(db: Db, input: CreateKey) {
  const key = `mw_${randomBytes(24).toString('base64url')}`;
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(tenants).values({ id: input.tenantId }).onConflictDoNothing();
    await tx.insert(apiKeys).values({
      id,
      tenantId: input.tenantId,
      role: input.role,
      agentIds: input.agentIds ?? null,
      keyHash: hashKey(key),
      prefix: key.slice(0, 10),
    });
  });
  return { id, key, tenantId: input.tenantId, role: input.role, agentIds: input.agentIds ?? null };
}

/**
 * Resolves bearer keys to principals. Successful lookups are cached briefly so the
 * hot path does not pay a query per request; unknown keys are never cached.
 */
export class KeyResolver {
  private readonly cache = new Map<string, { p: Principal; at: number }>();
  private readonly adminHash: Buffer | null;

  constructor(
    private readonly db: Db,
    opts: { adminKey?: string; adminTenant: string; ttlMs?: number },
  ) {
    this.adminHash = opts.adminKey ? Buffer.from(hashKey(opts.adminKey), 'hex') : null;
    this.adminTenant = opts.adminTenant;
    this.ttlMs = opts.ttlMs ?? 30_000;
  }
  private readonly adminTenant: string;
  private readonly ttlMs: number;

  async resolve(key: string): Promise<Principal | null> {
    if (key.length < 8 || key.length > 200) return null;
    const h = hashKey(key);
    if (this.adminHash && timingSafeEqual(this.adminHash, Buffer.from(h, 'hex'))) {
      return { tenantId: this.adminTenant, role: 'admin', keyId: 'bootstrap-admin', agentIds: null };
    }
    const hit = this.cache.get(h);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.p;
    const [row] = await this.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.keyHash, h), isNull(apiKeys.revokedAt)))
      .limit(1);
    if (!row) return null;
    const p: Principal = {
      tenantId: row.tenantId,
      role: row.role,
      keyId: row.id,
      agentIds: row.role === 'agent' ? (row.agentIds ?? []) : null,
    };
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(h, { p, at: Date.now() });
    return p;
  }
}
