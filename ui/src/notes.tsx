import { useState } from 'preact/hooks';
import { ApiError, seg, STATUSES, type Api, type ErasurePreview, type ErasureResult, type History, type Note, type NoteList, type RestoreResult } from './api.js';
import { Async, Confirm, CorrectForm, ErasedSummary, ErrorBox, NoteFacts, ScopeText, StatusBadge, Timeline, when } from './components.js';
import { href, useAsync } from './hooks.js';

/** A page of notes with "load more"; `fetchPage(cursor)` gives the next page. */
export function NoteTable({ fetchPage, deps, link }: { fetchPage: (cursor?: string) => Promise<NoteList>; deps: unknown[]; link?: (n: Note) => string }) {
  const [extra, setExtra] = useState<{ items: Note[]; cursor?: string } | null>(null);
  const [moreError, setMoreError] = useState<Error | null>(null);
  const [state, reload] = useAsync(async () => {
    setExtra(null);
    return fetchPage();
  }, deps);
  return (
    <Async state={state} reload={reload} empty={(d) => d.items.length === 0} emptyText="No notes match.">
      {(first) => {
        const items = [...first.items, ...(extra?.items ?? [])];
        const cursor = extra ? extra.cursor : first.nextCursor;
        return (
          <>
            <table class="notes">
              <thead>
                <tr>
                  <th scope="col">Note</th>
                  <th scope="col">Status</th>
                  <th scope="col">Scope</th>
                  <th scope="col">Provenance</th>
                  <th scope="col">Importance · tier</th>
                  <th scope="col">Written · expires</th>
                </tr>
              </thead>
              <tbody>
                {items.map((n) => (
                  <tr key={n.id} data-note-id={n.id}>
                    <td class="content" data-label="Note">{link ? <a href={link(n)}>{n.content}</a> : n.content}</td>
                    <td data-label="Status">
                      <StatusBadge status={n.status} />
                    </td>
                    <td data-label="Scope">
                      <ScopeText note={n} />
                    </td>
                    <td data-label="Provenance">
                      {n.source} · {n.confidence}
                      {n.run ? <span class="muted"> · run {n.run.runId}</span> : null}
                    </td>
                    <td data-label="Importance · tier">
                      {n.importance === null ? '—' : n.importance.toFixed(1)} · {n.protectionTier}
                    </td>
                    <td data-label="Written · expires">
                      {when(n.createdAt)}
                      <br />
                      <span class="muted">{n.expiresAt ? `expires ${when(n.expiresAt)}` : 'no expiry'}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {moreError ? <ErrorBox error={moreError} /> : null}
            {cursor ? (
              <button
                type="button"
                onClick={async () => {
                  setMoreError(null);
                  try {
                    const next = await fetchPage(cursor);
                    setExtra({ items: [...(extra?.items ?? []), ...next.items], cursor: next.nextCursor });
                  } catch (e) {
                    setMoreError(e as Error);
                  }
                }}
              >
                Load more
              </button>
            ) : null}
          </>
        );
      }}
    </Async>
  );
}

export function StatusFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <label class="filter">
      Status
      <select name="status" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">all</option>
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {s.replace('_', ' ')}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Search by content: a case-insensitive substring of the note's text (GET /v1/memories?contains=). */
export function ContentSearch({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <label class="filter search-content">
      Content contains
      <input type="search" name="contains" value={value} maxLength={200} onInput={(e) => onChange(e.currentTarget.value)} placeholder="e.g. dark mode" />
    </label>
  );
}

/** An erasure with its counts shown first (POST /v1/erasure/preview), then done and reported. */
export function EraseButton(props: { api: Api; label: string; what: string; preview: unknown; erase: () => Promise<ErasureResult>; onDone: (r: ErasureResult) => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [preview] = useAsync<ErasurePreview | null>(() => (open ? props.api.send<ErasurePreview>('POST', '/v1/erasure/preview', props.preview) : Promise.resolve(null)), [open]);
  return (
    <>
      <button type="button" class="danger" onClick={() => (setError(null), setOpen(true))}>
        {props.label}
      </button>
      {open ? (
        <Confirm
          title={`Erase ${props.what}?`}
          confirmLabel="Erase for good"
          danger
          busy={busy || preview.status !== 'ok'}
          onCancel={() => setOpen(false)}
          onConfirm={async () => {
            setBusy(true);
            try {
              const r = await props.erase();
              setOpen(false);
              props.onDone(r);
            } catch (e) {
              setError(e as Error);
            } finally {
              setBusy(false);
            }
          }}
        >
          <Async state={preview}>
            {(p) =>
              p ? (
                <p class="counts">
                  This deletes <strong data-count="notes">{p.notes}</strong> note{p.notes === 1 ? '' : 's'}
                  {' '}and <strong data-count="derived">{p.derived}</strong> derived from them
                  {Object.keys(p.byStatus).length ? ` (${Object.entries(p.byStatus).map(([s, n]) => `${n} ${s}`).join(', ')})` : ''}. Their history keeps only
                  content-free tombstones. This cannot be undone.
                </p>
              ) : null
            }
          </Async>
          {error ? <ErrorBox error={error} /> : null}
        </Confirm>
      ) : null}
    </>
  );
}

/** The notes of one user or one agent. */
export function NotesView({ api, kind, id }: { api: Api; kind: 'users' | 'agents'; id: string }) {
  const [status, setStatus] = useState('');
  const [contains, setContains] = useState('');
  const [done, setDone] = useState<ErasureResult | null>(null);
  const [version, setVersion] = useState(0);
  const filter = kind === 'users' ? { userId: id } : { agentId: id };
  return (
    <section>
      <p class="crumbs">
        <a href="#/">Users and agents</a> › {kind === 'users' ? 'user' : 'agent'}
      </p>
      <h1>
        {kind === 'users' ? 'User' : 'Agent'} <code>{id}</code>
      </h1>
      <div class="toolbar">
        <StatusFilter value={status} onChange={setStatus} />
        <ContentSearch value={contains} onChange={setContains} />
        {kind === 'users' ? (
          <>
            <UserLink api={api} userId={id} />
            <EraseButton
              api={api}
              label="Erase this user"
              what={`everything remembered about user ${id}`}
              preview={{ userId: id }}
              erase={() => api.send<ErasureResult>('POST', '/v1/erasure', { userId: id })}
              onDone={(r) => (setDone(r), setVersion((v) => v + 1))}
            />
          </>
        ) : null}
      </div>
      {done ? <ErasedSummary r={done} /> : null}
      <NoteTable
        deps={[kind, id, status, contains.trim(), version]}
        fetchPage={(cursor) => api.get<NoteList>('/v1/memories', { ...filter, status: status || undefined, contains: contains.trim() || undefined, cursor, limit: 50 })}
        link={(n) => href('notes', n.id)}
      />
    </section>
  );
}

/** Mint an end-user token and show the /ui/me link (the token travels in the fragment, never to a server log). */
function UserLink({ api, userId }: { api: Api; userId: string }) {
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [error, setError] = useState<Error | null>(null);
  return (
    <span class="userlink">
      <button
        type="button"
        onClick={async () => {
          setError(null);
          try {
            const t = await api.send<{ token: string; expiresAt: string }>('POST', '/v1/user-tokens', { userId });
            setLink({ url: `${location.origin}/ui/me#token=${encodeURIComponent(t.token)}`, expiresAt: t.expiresAt });
          } catch (e) {
            setError(e as Error);
          }
        }}
      >
        Link for this user
      </button>
      {link ? (
        <span class="muted">
          {' '}
          Give this to the user (valid until {when(link.expiresAt)}): <input class="link" readOnly value={link.url} aria-label="user link" onFocus={(e) => e.currentTarget.select()} />
        </span>
      ) : null}
      {error ? <ErrorBox error={error} /> : null}
    </span>
  );
}

/** The statuses a pipeline stage retires to; the API decides whether this retirement can be undone (409 note_not_restorable if not). */
const RETIRED = ['superseded', 'revoked', 'archived'];

const KEPT_WHY: Record<string, string> = {
  immutable: 'it is immutable',
  protected: 'it is protected',
  operator_written: 'an operator wrote it',
  merges_other_notes: 'it also carries other notes',
  not_injectable: 'it is no longer injected',
};

/** Undo a stage's retirement (POST /v1/memories/:id/restore) and say what happened to the note that had displaced it. */
function RestoreButton({ api, note, onDone }: { api: Api; note: Note; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [result, setResult] = useState<RestoreResult | null>(null);
  if (result) {
    const d = result.displacedBy;
    return (
      <p class="notice" role="status">
        Restored: the note is {result.status} again.{' '}
        {d ? (
          d.kept ? (
            <>
              The note that had replaced it (<a href={href('notes', d.id)}>open</a>) stays {d.status} because {KEPT_WHY[d.reason ?? ''] ?? d.reason}: both are injected now.
            </>
          ) : (
            <>
              The note that had replaced it (<a href={href('notes', d.id)}>open</a>) is now {d.status}.
            </>
          )
        ) : null}{' '}
        <button type="button" class="link-button" onClick={() => (setResult(null), onDone())}>
          Show
        </button>
      </p>
    );
  }
  return (
    <>
      <button type="button" onClick={() => (setError(null), setOpen(true))}>
        Restore
      </button>
      {open ? (
        <Confirm
          title="Restore this note?"
          confirmLabel="Restore"
          busy={busy}
          onCancel={() => setOpen(false)}
          onConfirm={async () => {
            setBusy(true);
            setError(null);
            try {
              const r = await api.send<RestoreResult>('POST', `/v1/memories/${seg(note.id)}/restore`, reason.trim() ? { reason: reason.trim() } : {});
              setOpen(false);
              setResult(r);
            } catch (e) {
              setError(e as Error);
            } finally {
              setBusy(false);
            }
          }}
        >
          <p>It becomes active again and is injected into context. Whatever had replaced it is retired, unless a person stands behind it.</p>
          <label>
            Why (kept in its history)
            <input name="restore-reason" value={reason} maxLength={500} onInput={(e) => setReason(e.currentTarget.value)} />
          </label>
          {error ? <ErrorBox error={error} /> : null}
        </Confirm>
      ) : null}
    </>
  );
}

/** One note: provenance, its history as a timeline, correct, erase (note, slot). */
export function NoteView({ api, id }: { api: Api; id: string }) {
  const [version, setVersion] = useState(0);
  const [mode, setMode] = useState<'view' | 'correct'>('view');
  const [erased, setErased] = useState<ErasureResult | null>(null);
  // An erased note is gone (404) but its tombstone trail is not: show the history alone.
  const [note, reloadNote] = useAsync(
    () => (erased ? Promise.resolve(null) : api.get<Note>(`/v1/memories/${seg(id)}`).catch((e) => (e instanceof ApiError && e.status === 404 ? null : Promise.reject(e)))),
    [id, version, erased],
  );
  const [history, reloadHistory] = useAsync(() => api.get<History>(`/v1/memories/${seg(id)}/history`), [id, version, erased]);
  return (
    <section>
      <p class="crumbs">
        <a href="#/">Users and agents</a> › note
      </p>
      {erased ? <ErasedSummary r={erased} /> : null}
      <Async state={note} reload={reloadNote}>
        {(n) =>
          n ? (
            <>
              <blockquote class="note-content" data-testid="note-content">
                {n.content}
              </blockquote>
              <div class="toolbar">
                {n.status === 'active' || n.status === 'provisional' ? (
                  <button type="button" onClick={() => setMode('correct')} disabled={mode === 'correct'}>
                    Correct
                  </button>
                ) : null}
                {RETIRED.includes(n.status) ? <RestoreButton api={api} note={n} onDone={() => setVersion((v) => v + 1)} /> : null}
                {n.supersededById ? <a href={href('notes', n.supersededById)}>Replaced by a newer note →</a> : null}
                {n.scope.userId ? <a href={href('users', n.scope.userId)}>All notes of user {n.scope.userId}</a> : null}
                <EraseButton
                  api={api}
                  label="Erase note"
                  what="this note"
                  preview={{ noteId: n.id }}
                  erase={() => api.send<ErasureResult>('DELETE', `/v1/memories/${seg(n.id)}`)}
                  onDone={setErased}
                />
                {n.deletionKey ? (
                  <EraseButton
                    api={api}
                    label="Erase slot"
                    what={`slot ${n.deletionKey}${n.scope.userId ? ` of user ${n.scope.userId}` : ''}`}
                    preview={{ deletionKey: n.deletionKey, ...(n.scope.userId ? { userId: n.scope.userId } : {}) }}
                    erase={() => api.send<ErasureResult>('POST', '/v1/erasure', { deletionKey: n.deletionKey, ...(n.scope.userId ? { userId: n.scope.userId } : {}) })}
                    onDone={setErased}
                  />
                ) : null}
              </div>
              {mode === 'correct' ? (
                <CorrectForm
                  note={n}
                  onCancel={() => setMode('view')}
                  onSubmit={async (content, reason) => {
                    const created = await api.send<Note>('PATCH', `/v1/memories/${seg(n.id)}`, { content, reason });
                    setMode('view');
                    location.hash = href('notes', created.id);
                  }}
                />
              ) : null}
              <NoteFacts note={n} />
            </>
          ) : null
        }
      </Async>
      <h2>History</h2>
      <Async state={history} reload={reloadHistory}>
        {(h) => (
          <>
            {h.erased ? <p class="notice">This note was erased: its trail keeps only what happened, when and by whom.</p> : null}
            <Timeline items={h.items} linkNote={(nid) => href('notes', nid)} />
          </>
        )}
      </Async>
      <button type="button" class="link-button" onClick={() => setVersion((v) => v + 1)}>
        Refresh
      </button>
    </section>
  );
}
