/**
 * The end-user view (/ui/me): one person's memories, with a token an operator minted
 * for them. The token may come in the URL fragment (`#token=…`, never sent to any
 * server); it is moved into sessionStorage and wiped from the address bar at once.
 * What the token may see and change is decided by the API (/v1/me/…), not here.
 */
import { useState } from 'preact/hooks';
import { api as makeApi, clearCredential, loadCredential, saveCredential, seg, type Api, type Credential, type ErasureResult, type History, type Note, type NoteList } from './api.js';
import { Async, Confirm, CorrectForm, ErasedSummary, ErrorBox, StatusBadge, Timeline, when } from './components.js';
import { useAsync } from './hooks.js';
import { Login } from './login.js';
import { StatusFilter } from './notes.js';

function takeTokenFromFragment(): void {
  const m = /^#token=([^&]+)/.exec(location.hash);
  if (!m) return;
  try {
    saveCredential({ kind: 'user', secret: decodeURIComponent(m[1]!) });
  } finally {
    history.replaceState(null, '', location.pathname + location.search);
  }
}

export function MeApp() {
  const [cred, setCred] = useState<Credential | null>(() => (takeTokenFromFragment(), loadCredential('user')));
  if (!cred) {
    return (
      <Login
        kind="user"
        title="Your memories"
        label="Access token (from the app that sent you here)"
        probe="/v1/me"
        onLogin={(c) => (saveCredential(c), setCred(c))}
      />
    );
  }
  const signOut = () => (clearCredential('user'), setCred(null));
  return <MeView api={makeApi(cred, signOut)} signOut={signOut} />;
}

function MeView({ api, signOut }: { api: Api; signOut: () => void }) {
  const [who] = useAsync(() => api.get<{ userId: string; agentId: string | null; expiresAt: string }>('/v1/me'), []);
  const [status, setStatus] = useState('');
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<ErasureResult | null>(null);
  const [more, setMore] = useState<{ items: Note[]; cursor?: string } | null>(null);
  const [moreError, setMoreError] = useState<Error | null>(null);
  const page = (cursor?: string) => api.get<NoteList>('/v1/me/memories', { status: status || undefined, limit: 50, cursor });
  const [items, reload] = useAsync(() => (setMore(null), page()), [status, version]);
  return (
    <>
      <header class="top">
        <span class="brand">memwright</span>
        <span class="who">
          <Async state={who}>{(w) => <>{`What is remembered about ${w.userId}${w.agentId ? ` (agent ${w.agentId})` : ''} · access until ${when(w.expiresAt)}`}</>}</Async>
        </span>
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </header>
      <main>
        <h1>Your memories</h1>
        <p class="muted">You can correct anything that is wrong, or delete it for good.</p>
        <div class="toolbar">
          <StatusFilter value={status} onChange={setStatus} />
        </div>
        {notice ? <ErasedSummary r={notice} /> : null}
        <Async state={items} reload={reload} empty={(d) => d.items.length === 0} emptyText="Nothing is remembered here.">
          {(d) => {
            const cursor = more ? more.cursor : d.nextCursor;
            return (
              <>
                <ul class="my-notes">
                  {[...d.items, ...(more?.items ?? [])].map((n) => (
                    <MyNote key={n.id} api={api} note={n} onChanged={(r) => (r && setNotice(r), setVersion((v) => v + 1))} />
                  ))}
                </ul>
                {moreError ? <ErrorBox error={moreError} /> : null}
                {cursor ? (
                  <button
                    type="button"
                    onClick={async () => {
                      setMoreError(null);
                      try {
                        const next = await page(cursor);
                        setMore({ items: [...(more?.items ?? []), ...next.items], cursor: next.nextCursor });
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
      </main>
    </>
  );
}

function MyNote({ api, note, onChanged }: { api: Api; note: Note; onChanged: (erased: ErasureResult | null) => void }) {
  const [mode, setMode] = useState<'view' | 'why' | 'correct' | 'delete'>('view');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const editable = note.status === 'active' || note.status === 'provisional';
  return (
    <li class="my-note" data-note-id={note.id}>
      <blockquote class="note-content">{note.content}</blockquote>
      <p class="muted">
        <StatusBadge status={note.status} /> learned {when(note.createdAt)} from {note.source} ({note.confidence})
      </p>
      <div class="actions">
        <button type="button" aria-expanded={mode === 'why'} onClick={() => setMode(mode === 'why' ? 'view' : 'why')}>
          Why is this remembered?
        </button>
        {editable ? (
          <button type="button" onClick={() => setMode('correct')}>
            Correct
          </button>
        ) : null}
        <button type="button" class="danger" onClick={() => (setError(null), setMode('delete'))}>
          Delete
        </button>
      </div>
      {mode === 'why' ? <Why api={api} id={note.id} /> : null}
      {mode === 'correct' ? (
        <CorrectForm
          note={note}
          onCancel={() => setMode('view')}
          onSubmit={async (content, reason) => {
            await api.send('PATCH', `/v1/me/memories/${seg(note.id)}`, { content, reason });
            setMode('view');
            onChanged(null);
          }}
        />
      ) : null}
      {mode === 'delete' ? (
        <Confirm
          title="Delete this memory?"
          confirmLabel="Delete for good"
          danger
          busy={busy}
          onCancel={() => setMode('view')}
          onConfirm={async () => {
            setBusy(true);
            try {
              const r = await api.send<ErasureResult>('DELETE', `/v1/me/memories/${seg(note.id)}`);
              setMode('view');
              onChanged(r);
            } catch (e) {
              setError(e as Error);
            } finally {
              setBusy(false);
            }
          }}
        >
          <p>
            “<span class="quote">{note.content}</span>” and anything derived from it will be erased. This cannot be undone.
          </p>
          {error ? <ErrorBox error={error} /> : null}
        </Confirm>
      ) : null}
    </li>
  );
}

function Why({ api, id }: { api: Api; id: string }) {
  const [h, reload] = useAsync(() => api.get<History>(`/v1/me/memories/${seg(id)}/history`), [id]);
  return (
    <Async state={h} reload={reload}>
      {(d) => <Timeline items={d.items} />}
    </Async>
  );
}
