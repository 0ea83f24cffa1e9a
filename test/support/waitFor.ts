/**
 * Poll until `check` returns a truthy value and return it; throw after `timeoutMs`. A
 * check that throws counts as "not yet" (a row or job may not exist yet); its last
 * error is named in the timeout.
 */
export async function waitFor<T>(
  check: () => T | false | null | undefined | Promise<T | false | null | undefined>,
  timeoutMs = 20_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${(last as Error).message}` : ''}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
