/** A connection URL with its password masked, for log lines and errors: `postgres://app:***@db:5432/mw`. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString().replace(/\/$/, '');
  } catch {
    // Not a URL: say nothing of what it holds.
    return '(unparsable URL)';
  }
}
