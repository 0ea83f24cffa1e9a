/** Longest pause honoured from a `retry-after` header (a bad header must not park a queue for days). */
export const MAX_RATE_LIMIT_MS = 10 * 60_000;

/**
 * The pause a rate-limited response asks for: `retry-after-ms`, else `retry-after`
 * (seconds or an HTTP date), else `fallbackMs`; never more than {@link MAX_RATE_LIMIT_MS}.
 */
export function retryAfterMs(headers: Headers | undefined, fallbackMs: number, now: number = Date.now()): number {
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms > 0) return Math.min(Math.ceil(ms), MAX_RATE_LIMIT_MS);
  const raw = headers?.get('retry-after');
  if (raw) {
    const seconds = Number(raw.trim());
    if (Number.isFinite(seconds) && seconds > 0) return Math.min(Math.ceil(seconds * 1000), MAX_RATE_LIMIT_MS);
    const at = Date.parse(raw);
    if (Number.isFinite(at) && at > now) return Math.min(at - now, MAX_RATE_LIMIT_MS);
  }
  return fallbackMs;
}
