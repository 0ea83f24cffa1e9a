/**
 * Throttle of failed authentication: a credential that did not authenticate counts
 * against the client's address and against the credential's first characters; once
 * either has {@link AuthThrottleOptions.limit} failures inside one window, further
 * credentials from it are refused (429) without being looked at until the window ends.
 *
 * Successes are never counted and never reset a count: a caller holding one good key
 * must not be able to wash away the failures of its guesses at other keys.
 *
 * Memory is bounded: each dimension keeps at most {@link AuthThrottleOptions.maxEntries}
 * counters, the least recently failed dropped first (an attacker still failing keeps
 * its own counter fresh). Per process: replicas count separately.
 */
import { isIPv4 } from 'node:net';

export interface AuthThrottleOptions {
  /** Failures per window allowed for one address and for one key prefix; 0 turns the throttle off. @defaultValue 20 */
  limit?: number;
  /** @defaultValue 60000 */
  windowMs?: number;
  /** Counters kept per dimension. @defaultValue 10000 */
  maxEntries?: number;
  /** @defaultValue Date.now */
  now?: () => number;
}

/** How many leading characters of a presented key name its counter. */
export const KEY_PREFIX_LENGTH = 10;

/** A refusal: retry after this many seconds. */
export interface ThrottleBlock {
  retryAfterSeconds: number;
}

/** The failures of one dimension inside their current window, least recently failed first. */
class FailureWindows {
  private readonly counts = new Map<string, { failures: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxEntries: number,
  ) {}

  get size(): number {
    return this.counts.size;
  }

  /** Milliseconds until `id` may try again, or 0. */
  blockedFor(id: string, now: number): number {
    const c = this.counts.get(id);
    if (!c || c.resetAt <= now) return 0;
    return c.failures >= this.limit ? c.resetAt - now : 0;
  }

  /** Count one failure; true when it is the one that reaches the limit. */
  fail(id: string, now: number): boolean {
    const c = this.counts.get(id);
    const current = c && c.resetAt > now ? c : { failures: 0, resetAt: now + this.windowMs };
    current.failures += 1;
    // Re-insert: Map order is then least recently failed first.
    this.counts.delete(id);
    this.counts.set(id, current);
    while (this.counts.size > this.maxEntries) this.counts.delete(this.counts.keys().next().value!);
    return current.failures === this.limit;
  }
}

/**
 * The counter id of a client address. An IPv6 client controls a whole /64 (one
 * customer's allocation), so its addresses count as one; IPv4-mapped addresses are IPv4.
 */
export function addressId(ip: string | undefined): string {
  // A socket that closed before the request was read has no address: one shared counter.
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !ip.includes(':')) return ip;
  const addr = ip.split('%')[0]!.toLowerCase();
  const [head = '', tail] = addr.includes('::') ? addr.split('::') : [addr, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

export class AuthThrottle {
  private readonly limit: number;
  private readonly now: () => number;
  private readonly byAddress: FailureWindows;
  private readonly byKey: FailureWindows;

  constructor(opts: AuthThrottleOptions = {}) {
    this.limit = opts.limit ?? 20;
    const windowMs = opts.windowMs ?? 60_000;
    const maxEntries = opts.maxEntries ?? 10_000;
    this.now = opts.now ?? Date.now;
    this.byAddress = new FailureWindows(this.limit, windowMs, maxEntries);
    this.byKey = new FailureWindows(this.limit, windowMs, maxEntries);
  }

  /** Counters held (both dimensions). */
  get size(): number {
    return this.byAddress.size + this.byKey.size;
  }

  /** Whether a credential from `ip` (starting with `keyPrefix`, when it has one worth counting) may be checked now. */
  check(ip: string, keyPrefix: string | null): ThrottleBlock | null {
    if (this.limit === 0) return null;
    const now = this.now();
    const ms = Math.max(this.byAddress.blockedFor(addressId(ip), now), keyPrefix === null ? 0 : this.byKey.blockedFor(keyPrefix, now));
    return ms > 0 ? { retryAfterSeconds: Math.ceil(ms / 1000) } : null;
  }

  /** Count a failed credential; returns which dimensions it just took over the limit. */
  fail(ip: string, keyPrefix: string | null): { address: boolean; key: boolean } {
    if (this.limit === 0) return { address: false, key: false };
    const now = this.now();
    return { address: this.byAddress.fail(addressId(ip), now), key: keyPrefix !== null && this.byKey.fail(keyPrefix, now) };
  }
}
