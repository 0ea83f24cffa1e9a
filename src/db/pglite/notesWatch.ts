/**
 * Change notifications for `notes` on the embedded driver (Database.watchNotes), which
 * the context cache relies on (src/recall/contextCache.ts, docs/design.md#context-cache).
 *
 * Triggers, not hooks in our code: every statement that touches `notes` — the write
 * path's prepared statements, the pipeline's stages, erasure, scheduled jobs, raw SQL in
 * an operator's session — is seen, with no list of call sites to keep complete.
 * `pg_notify` is transactional: a rolled-back change tells nobody, a committed one tells
 * the listener at commit, and PGlite delivers it before the committing call returns, so
 * a read that follows a write in this process never sees an older ranking. Identical
 * notifications within one transaction are delivered once (one per tenant touched).
 *
 * One update does not notify: the access bookkeeping's (accessCount and lastAccessedAt
 * only, src/recall/accessRecorder.ts), which changes nothing context ranks or selects by
 * — it runs every second while context is read and would otherwise undo the cache. An
 * update that also changes any column that selection or ranking reads notifies as
 * usual. A truncate notifies `*` (every tenant).
 *
 * Created at start-up rather than in a migration: the Postgres driver has no use for it
 * (see src/db/database.ts), and installing it where the cache is on keeps the two from
 * ever being out of step.
 */
import type { PGlite } from '@electric-sql/pglite';

export const NOTES_CHANNEL = 'memwright_notes';

/** Columns whose change can change which notes context selects or how it ranks them. */
const RANKED_COLUMNS = [
  'tenant_id',
  'scope_key',
  'status',
  'content',
  'embedding',
  'embedding_model',
  'importance',
  'occurred_at',
  'expires_at',
  'visibility',
  'run_id',
  'run_thread_id',
];

const row = (alias: 'old' | 'new') => `row(${RANKED_COLUMNS.map((c) => `${alias}.${c}`).join(', ')})`;

const DDL = `
create or replace function memwright_notes_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    perform pg_notify('${NOTES_CHANNEL}', '*');
  elsif tg_op = 'DELETE' then
    perform pg_notify('${NOTES_CHANNEL}', old.tenant_id);
  else
    perform pg_notify('${NOTES_CHANNEL}', new.tenant_id);
    if tg_op = 'UPDATE' and old.tenant_id is distinct from new.tenant_id then
      perform pg_notify('${NOTES_CHANNEL}', old.tenant_id);
    end if;
  end if;
  return null;
end $$;
drop trigger if exists memwright_notes_changed_rows on notes;
create trigger memwright_notes_changed_rows after insert or delete on notes
  for each row execute function memwright_notes_changed();
drop trigger if exists memwright_notes_changed_update on notes;
create trigger memwright_notes_changed_update after update on notes for each row
  when ((old.access_count is not distinct from new.access_count and old.last_accessed_at is not distinct from new.last_accessed_at)
        or ${row('old')} is distinct from ${row('new')})
  execute function memwright_notes_changed();
drop trigger if exists memwright_notes_changed_truncate on notes;
create trigger memwright_notes_changed_truncate after truncate on notes
  for each statement execute function memwright_notes_changed();
`;

/**
 * Install the triggers (idempotent) and call `onChange` with the tenant of every
 * committed change (`null`: every tenant). Returns the function that stops listening.
 */
export async function watchNotes(client: PGlite, onChange: (tenantId: string | null) => void): Promise<() => Promise<void>> {
  await client.exec(DDL);
  return client.listen(NOTES_CHANNEL, (payload) => onChange(payload === '*' ? null : payload));
}
