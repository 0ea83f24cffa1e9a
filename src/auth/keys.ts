import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { CreateKey } from '../contract/keys.js';
import type { Db } from '../db/database.js';
import { apiKeys, tenants } from '../db/schema.js';
import { ingestPublicKey } from '../contract/ingestWire.js';
import { KeyUsageRecorder, type KeyUsageOptions } from './keyUsage.js';
import type { Principal } from './principal.js';

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A key as admins see it: never the secret, its prefix or its hash. */
export interface ApiKeyView {
  id: string;
  tenantId: string;
  role: CreateKey['role'];
  agentIds: string[] | null;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

function toView(row: typeof apiKeys.$inferSelect): ApiKeyView {
  return {
    id: row.id,
    tenantId: row.tenantId,
    role: row.role,
    agentIds: row.agentIds ?? null,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
  };
}

/** Create an API key; the plaintext is returned once and only its hash is stored. */
export async function createApiKey(db: Db, input: CreateKey): Promise<ApiKeyView & { key: string }> {
  const key = `mw_${randomBytes(24).toString('base64url')}`;
  const id = randomUUID();
  const row = await db.transaction(async (tx) => {
    await tx.insert(tenants).values({ id: input.tenantId }).onConflictDoNothing();
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        id,
        tenantId: input.tenantId,
        role: input.role,
        agentIds: input.agentIds ?? null,
        keyHash: hashKey(key),
        prefix: key.slice(0, 10),
        ingestPublicKey: ingestPublicKey(key),
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      })
      .returning();
    return inserted!;
  });
  return { ...toView(row), key };
}

/** Every stored key (optionally of one tenant), newest first. The bootstrap admin key lives in the environment, not here. */
export async function listApiKeys(db: Db, filter: { tenantId?: string } = {}): Promise<ApiKeyView[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(filter.tenantId ? eq(apiKeys.tenantId, filter.tenantId) : undefined)
    .orderBy(desc(apiKeys.createdAt), apiKeys.id);
  return rows.map(toView);
}

/**
 * Revoke a key (idempotent: a revoked key keeps its first revocation time). Null when
 * no key has this id. Other processes stop accepting it once their cache entry expires
 * (≤ 1 s, see {@link KeyResolver}).
 */
export async function revokeApiKey(db: Db, id: string, now = new Date()): Promise<ApiKeyView | null> {
  const [updated] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning();
  if (updated) return toView(updated);
  const [existing] = await db.select().from(apiKeys).where(eq(apiKeys.id, id)).limit(1);
  return existing ? toView(existing) : null;
}

export interface KeyResolverOptions {
  adminKey?: string;
  adminTenant: string;
  /**
   * How long a resolved key is trusted without asking the database again. This bounds
   * how long a key revoked by another process keeps working here. @defaultValue 1000
   */
  ttlMs?: number;
  /** Batching of `last_used_at` writes. */
  usage?: KeyUsageOptions;
  /** Where those writes go (nobody waits on them: Database.background). @defaultValue the resolver's db */
  usageDb?: Db;
  now?: () => Date;
  logger?: Logger;
}

/**
 * Resolves bearer keys to principals. Successful lookups are cached for at most a
 * second so the hot path does not pay a query per request while a revocation made by
 * any process (HTTP, CLI, another replica) takes effect everywhere within that second;
 * unknown, revoked and expired keys are never cached.
 */
export class KeyResolver {
  private readonly cache = new Map<string, { p: Principal; at: number; expiresAt: number | null }>();
  private readonly byId = new Map<string, { p: Principal; at: number; expiresAt: number | null; publicKey: string | null }>();
  private readonly adminHash: Buffer | null;
  private readonly adminTenant: string;
  private readonly ttlMs: number;
  private readonly now: () => Date;
  readonly usage: KeyUsageRecorder;

  private readonly logger: Logger | undefined;

  constructor(
    private readonly db: Db,
    opts: KeyResolverOptions,
  ) {
    this.logger = opts.logger;
    this.adminHash = opts.adminKey ? Buffer.from(hashKey(opts.adminKey), 'hex') : null;
    this.adminTenant = opts.adminTenant;
    this.ttlMs = Math.min(opts.ttlMs ?? 1000, 1000);
    this.now = opts.now ?? (() => new Date());
    this.usage = new KeyUsageRecorder(opts.usageDb ?? db, { now: this.now, logger: opts.logger, ...opts.usage });
  }

  async resolve(key: string): Promise<Principal | null> {
    if (key.length < 8 || key.length > 200) return null;
    const h = hashKey(key);
    if (this.adminHash && timingSafeEqual(this.adminHash, Buffer.from(h, 'hex'))) {
      return { tenantId: this.adminTenant, role: 'admin', keyId: 'bootstrap-admin', agentIds: null };
    }
    const now = this.now().getTime();
    const hit = this.cache.get(h);
    if (hit && now - hit.at < this.ttlMs && (hit.expiresAt === null || hit.expiresAt > now)) {
      this.usage.touch(hit.p.keyId);
      return hit.p;
    }
    const found = await this.lookup(eq(apiKeys.keyHash, h), now);
    if (!found) {
      this.cache.delete(h);
      return null;
    }
    if (found.publicKey === null) this.enroll(found.p.keyId, key);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(h, { p: found.p, at: now, expiresAt: found.expiresAt });
    this.usage.touch(found.p.keyId);
    return found.p;
  }

  /**
   * A key created before ingest signatures were asymmetric has no public key; the
   * plaintext is at hand only here, when it authenticates, so it is enrolled now.
   * Nobody waits on it: a failure leaves the key as it was, to be enrolled next time.
   */
  private enroll(keyId: string, key: string): void {
    this.db
      .update(apiKeys)
      .set({ ingestPublicKey: ingestPublicKey(key) })
      .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.ingestPublicKey)))
      .then(
        () => this.byId.delete(keyId),
        (err: unknown) => this.logger?.warn({ keyId, err: String(err) }, 'could not store the ingest public key of an API key'),
      );
  }

  /**
   * A stored key by its id, with its ingest public key (null: not enrolled yet), under
   * exactly the rules of {@link resolve} (revoked and expired keys are null, lookups
   * cached as briefly). Signed ingest jobs name their key by id.
   */
  async resolveId(keyId: string): Promise<{ principal: Principal; publicKey: string | null } | null> {
    // api_keys.id is a uuid: anything else cannot be a key (and Postgres would refuse the cast).
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(keyId)) return null;
    const now = this.now().getTime();
    const hit = this.byId.get(keyId);
    if (hit && now - hit.at < this.ttlMs && (hit.expiresAt === null || hit.expiresAt > now)) {
      this.usage.touch(keyId);
      return { principal: hit.p, publicKey: hit.publicKey };
    }
    const found = await this.lookup(eq(apiKeys.id, keyId), now);
    if (!found) {
      this.byId.delete(keyId);
      return null;
    }
    if (this.byId.size > 10_000) this.byId.clear();
    this.byId.set(keyId, { p: found.p, at: now, expiresAt: found.expiresAt, publicKey: found.publicKey });
    this.usage.touch(keyId);
    return { principal: found.p, publicKey: found.publicKey };
  }

  /** The one query and the one set of rules behind both lookups: not revoked, not expired. */
  private async lookup(where: SQL, now: number): Promise<{ p: Principal; expiresAt: number | null; publicKey: string | null } | null> {
    const [row] = await this.db
      .select()
      .from(apiKeys)
      .where(and(where, isNull(apiKeys.revokedAt)))
      .limit(1);
    const expiresAt = row?.expiresAt ? row.expiresAt.getTime() : null;
    if (!row || (expiresAt !== null && expiresAt <= now)) return null;
    const p: Principal = {
      tenantId: row.tenantId,
      role: row.role,
      keyId: row.id,
      agentIds: row.role === 'agent' ? (row.agentIds ?? []) : null,
    };
    return { p, expiresAt, publicKey: row.ingestPublicKey };
  }

  /** Drop a key from this process's cache at once (after revoking it here). */
  forget(keyId: string): void {
    for (const [h, e] of this.cache) if (e.p.keyId === keyId) this.cache.delete(h);
    this.byId.delete(keyId);
  }

  /** Write pending usage; call before the database closes. */
  close(): Promise<void> {
    return this.usage.close();
  }
}
