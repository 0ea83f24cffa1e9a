/**
 * End-user tokens: an operator (or the app's backend holding an operator
 * key) mints a short-lived token bound to one tenant + user (+ optionally one agent);
 * the person holding it may list, correct and erase that user's notes and nothing else.
 *
 * Stateless on purpose — nothing to store, nothing to clean up, any replica verifies:
 * `mwu1.<payload>.<signature>`, the payload base64url JSON, the signature
 * HMAC-SHA256 over `mwu1.<payload>` with the server's secret. A token cannot be
 * revoked one by one: it lives at most {@link USER_TOKEN_MAX_TTL_SECONDS}, revoking the API key
 * that minted it voids every token that key minted (src/http/endUser.ts), and rotating
 * the secret (MEMWRIGHT_UI_TOKEN_SECRET, or the admin key it is derived from) voids them all.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { USER_TOKEN_DEFAULT_TTL_SECONDS, USER_TOKEN_MAX_TTL_SECONDS, type UserTokenDto, type UserTokenRequest } from '../contract/userToken.js';
import { MemwrightError } from '../errors.js';

export const USER_TOKEN_PREFIX = 'mwu1.';

/** What a verified token grants. */
export interface EndUser {
  tenantId: string;
  userId: string;
  /** Only this agent's notes (plus the user's notes with no agent); null: every agent's. */
  agentId: string | null;
  /** Random token id: the actor in the audit trail (`user-token:<id>`), never the user id. */
  tokenId: string;
  /** The key that minted it (`actor` form), for the audit trail. */
  mintedBy: string;
  /** The id of that key (`bootstrap-admin` for the environment's admin key): the token is good only while the key is. */
  keyId: string;
  expiresAt: Date;
}

const payloadSchema = z.strictObject({
  t: z.string(),
  u: z.string(),
  a: z.string().nullable(),
  j: z.string(),
  by: z.string(),
  exp: z.number().int(),
});

export function isUserToken(bearer: string): boolean {
  return bearer.startsWith(USER_TOKEN_PREFIX);
}

export interface UserTokenSecretSource {
  /** MEMWRIGHT_UI_TOKEN_SECRET */
  uiTokenSecret?: string;
  /** MEMWRIGHT_ADMIN_KEY */
  adminKey?: string;
}

export class UserTokens {
  private constructor(private readonly secret: Buffer | null) {}

  /**
   * The dedicated secret, else one derived from the admin key (so a deployment with an
   * admin key needs nothing new), else none: minting is then 503 and every token 401.
   */
  static fromConfig(auth: UserTokenSecretSource): UserTokens {
    if (auth.uiTokenSecret) return new UserTokens(Buffer.from(auth.uiTokenSecret, 'utf8'));
    if (auth.adminKey) {
      // A one-way derivation: the token secret never reveals the admin key.
      return new UserTokens(createHmac('sha256', auth.adminKey).update('memwright user-token secret v1').digest());
    }
    return new UserTokens(null);
  }

  get enabled(): boolean {
    return this.secret !== null;
  }

  mint(tenantId: string, mintedBy: string, req: UserTokenRequest, now = new Date()): UserTokenDto {
    if (!this.secret) {
      throw new MemwrightError('user_tokens_unavailable', 'set MEMWRIGHT_UI_TOKEN_SECRET (or MEMWRIGHT_ADMIN_KEY) to mint user tokens');
    }
    const ttl = req.ttlSeconds ?? USER_TOKEN_DEFAULT_TTL_SECONDS;
    const exp = Math.floor(now.getTime() / 1000) + ttl;
    const payload = { t: tenantId, u: req.userId, a: req.agentId ?? null, j: randomBytes(12).toString('base64url'), by: mintedBy, exp };
    const body = USER_TOKEN_PREFIX + Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
    return { token: `${body}.${this.sign(body)}`, expiresAt: new Date(exp * 1000).toISOString(), userId: req.userId, agentId: payload.a };
  }

  /** The grant of a well-signed, unexpired token; 401 otherwise (one message: no oracle for which part was wrong). */
  verify(token: string, now = new Date()): EndUser {
    const refuse = () => MemwrightError.unauthorized();
    if (!this.secret) throw refuse();
    const dot = token.lastIndexOf('.');
    if (dot <= USER_TOKEN_PREFIX.length) throw refuse();
    const body = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    const expected = Buffer.from(this.sign(body), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refuse();
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(body.slice(USER_TOKEN_PREFIX.length), 'base64url').toString('utf8'));
    } catch {
      throw refuse();
    }
    const p = payloadSchema.safeParse(parsed);
    if (!p.success || p.data.exp * 1000 <= now.getTime()) throw refuse();
    const d = p.data;
    // `by` is `<role>:<key id>` (actorOf); a role has no colon, a key id may not be trusted to lack one.
    const colon = d.by.indexOf(':');
    if (colon <= 0) throw refuse();
    return { tenantId: d.t, userId: d.u, agentId: d.a, tokenId: d.j, mintedBy: d.by, keyId: d.by.slice(colon + 1), expiresAt: new Date(d.exp * 1000) };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret!).update(body).digest('base64url');
  }
}
