import type { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { openPglite } from '../../src/db/pglite/index.js';
import { openPgliteDatabase } from '../../src/db/pglite/index.js';

let shared: Promise<PGlite> | null = null;

/**
 * One migrated in-memory PGlite per test worker (opening one takes seconds).
 * Tests isolate themselves by data: each uses its own tenant id ({@link freshTenant}).
 */
export function sharedPglite(): Promise<PGlite> {
  shared ??= (async () => {
    const pg = await openPglite();
    const db = await openPgliteDatabase({ client: pg });
    await db.migrate();
    return pg;
  })();
  return shared;
}

export function freshTenant(prefix = 't'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}
