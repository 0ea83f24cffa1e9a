import { useState } from 'preact/hooks';
import { seg, type Api, type Note, type NoteList } from './api.js';
import { Async, ErrorBox, NoteFacts } from './components.js';
import { href, useAsync } from './hooks.js';

/** The review queue: pending notes with approve / reject and a reason. */
export function ReviewsView({ api }: { api: Api }) {
  const [state, reload] = useAsync(() => api.get<NoteList>('/v1/reviews', { limit: 100 }), []);
  return (
    <section>
      <h1>Review queue</h1>
      <Async state={state} reload={reload} empty={(d) => d.items.length === 0} emptyText="Nothing waits for review.">
        {(d) => (
          <ul class="reviews">
            {d.items.map((n) => (
              <ReviewItem key={n.id} api={api} note={n} />
            ))}
          </ul>
        )}
      </Async>
    </section>
  );
}

function ReviewItem({ api, note }: { api: Api; note: Note }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [decided, setDecided] = useState<Note | null>(null);
  const decide = async (decision: 'approve' | 'reject') => {
    setBusy(true);
    setError(null);
    try {
      setDecided(await api.send<Note>('POST', `/v1/reviews/${seg(note.id)}`, { decision, ...(reason.trim() ? { reason: reason.trim() } : {}) }));
    } catch (e) {
      setError(e as Error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li class="review" data-note-id={note.id}>
      <blockquote class="note-content">{note.content}</blockquote>
      <details>
        <summary>Provenance</summary>
        <NoteFacts note={note} />
      </details>
      {decided ? (
        <p class="notice" role="status">
          Decided: now {decided.status}. <a href={href('notes', decided.id)}>Open note</a>
        </p>
      ) : (
        <form class="decide" onSubmit={(e) => e.preventDefault()}>
          <label>
            Reason (kept in the history)
            <input name="reason" value={reason} onInput={(e) => setReason(e.currentTarget.value)} maxLength={500} />
          </label>
          <button type="button" class="primary" disabled={busy} onClick={() => decide('approve')}>
            Approve
          </button>
          <button type="button" class="danger" disabled={busy} onClick={() => decide('reject')}>
            Reject
          </button>
        </form>
      )}
      {error ? <ErrorBox error={error} /> : null}
    </li>
  );
}
