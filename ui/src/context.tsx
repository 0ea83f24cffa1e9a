import { useState } from 'preact/hooks';
import type { Api, Note } from './api.js';
import { ErrorBox, ScopeText, StatusBadge } from './components.js';
import { href } from './hooks.js';

/** "What would agent A be told for user U and query Q" — POST /v1/context as the operator. */
export function ContextView({ api }: { api: Api }) {
  const [form, setForm] = useState({ agentId: '', userId: '', threadId: '', query: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [result, setResult] = useState<{ notes: Note[]; text: string } | null>(null);
  const field = (k: keyof typeof form, label: string, required = false) => (
    <label>
      {label}
      <input name={k} value={form[k]} required={required} onInput={(e) => setForm({ ...form, [k]: e.currentTarget.value })} />
    </label>
  );
  return (
    <section>
      <h1>Context preview</h1>
      <p class="muted">What an agent would be told at the start of a run. (Each preview counts as an access of the notes shown.)</p>
      <form
        class="context-form"
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          setError(null);
          try {
            const body: Record<string, string> = { agentId: form.agentId.trim(), userId: form.userId.trim() };
            if (form.threadId.trim()) body.threadId = form.threadId.trim();
            if (form.query.trim()) body.query = form.query.trim();
            setResult(await api.send('POST', '/v1/context', body));
          } catch (err) {
            setError(err as Error);
            setResult(null);
          } finally {
            setBusy(false);
          }
        }}
      >
        {field('agentId', 'Agent', true)}
        {field('userId', 'User', true)}
        {field('threadId', 'Thread (optional)')}
        {field('query', 'Query (optional)')}
        <button type="submit" class="primary" disabled={busy}>
          {busy ? 'Asking…' : 'Preview'}
        </button>
      </form>
      {error ? <ErrorBox error={error} /> : null}
      {result ? (
        result.notes.length === 0 ? (
          <p class="empty">Nothing would be injected.</p>
        ) : (
          <>
            <h2>Injected text</h2>
            <pre class="context-text">{result.text}</pre>
            <h2>Notes ({result.notes.length})</h2>
            <ol>
              {result.notes.map((n) => (
                <li key={n.id}>
                  <a href={href('notes', n.id)}>{n.content}</a> <StatusBadge status={n.status} /> <ScopeText note={n} />
                </li>
              ))}
            </ol>
          </>
        )
      ) : null}
    </section>
  );
}
