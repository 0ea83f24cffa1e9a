/**
 * A listener that cannot bind, as one line naming the variable that chose the address
 * and how to fix it: `port 3000 is in use (PORT) — choose another with PORT=…`.
 */
import { SetupError } from '../errors.js';

export interface ListenTarget {
  host: string;
  port: number;
  /** The variables that set them: `HOST`/`PORT`, `MEMWRIGHT_WORKER_HOST`/`MEMWRIGHT_WORKER_PORT`. */
  hostVar: string;
  portVar: string;
}

/** The {@link SetupError} for a bind failure the operator fixes; null for anything else. */
export function listenError(err: unknown, t: ListenTarget): SetupError | null {
  const code = (err as { code?: unknown } | null)?.code;
  const opts = { cause: err };
  switch (code) {
    case 'EADDRINUSE':
      return new SetupError(`port ${t.port} is in use (${t.portVar}) — stop what listens there, or choose another with ${t.portVar}=… (0 picks a free one)`, opts);
    case 'EACCES':
      return new SetupError(`port ${t.port} needs privileges this process lacks (${t.portVar}) — choose one above 1023 with ${t.portVar}=…`, opts);
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new SetupError(`cannot listen on ${t.host} (${t.hostVar}): not an address of this machine — use 127.0.0.1 (this machine only) or 0.0.0.0 (every interface) with ${t.hostVar}=…`, opts);
    default:
      return null;
  }
}
