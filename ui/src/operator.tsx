import { useState } from 'preact/hooks';
import { api as makeApi, clearCredential, loadCredential, saveCredential, type Credential } from './api.js';
import { ContextView } from './context.js';
import { DirectoryView } from './directory.js';
import { HealthView } from './health.js';
import { useRoute } from './hooks.js';
import { Login } from './login.js';
import { NotesView, NoteView } from './notes.js';
import { ReviewsView } from './reviews.js';

const NAV: Array<[string, string]> = [
  ['#/', 'Users and agents'],
  ['#/reviews', 'Review queue'],
  ['#/context', 'Context preview'],
  ['#/health', 'Pipeline health'],
];

export function OperatorApp() {
  const [cred, setCred] = useState<Credential | null>(() => loadCredential('operator'));
  const route = useRoute();
  if (!cred) {
    return <Login kind="operator" title="memwright memory inspector" label="Operator API key" probe="/v1/reviews?limit=1" onLogin={(c) => (saveCredential(c), setCred(c))} />;
  }
  const signOut = () => (clearCredential('operator'), setCred(null));
  const api = makeApi(cred, signOut);
  const [section = '', id] = route;
  let view;
  if (section === 'users' && id) view = <NotesView api={api} kind="users" id={id} />;
  else if (section === 'agents' && id) view = <NotesView api={api} kind="agents" id={id} />;
  else if (section === 'notes' && id) view = <NoteView api={api} id={id} />;
  else if (section === 'reviews') view = <ReviewsView api={api} />;
  else if (section === 'context') view = <ContextView api={api} />;
  else if (section === 'health') view = <HealthView api={api} />;
  else view = <DirectoryView api={api} />;
  const current = `#/${section}`;
  return (
    <>
      {/* A button, not #main: the hash is the router's. */}
      <button type="button" class="skip" onClick={() => document.getElementById('main')?.focus()}>
        Skip to content
      </button>
      <header class="top">
        <span class="brand">memwright</span>
        <nav aria-label="Sections">
          {NAV.map(([h, label]) => (
            <a key={h} href={h} aria-current={(h === '#/' ? ['#/', '#/users', '#/agents', '#/notes'].includes(current) : current === h) ? 'page' : undefined}>
              {label}
            </a>
          ))}
        </nav>
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </header>
      <main id="main" tabIndex={-1}>
        {view}
      </main>
    </>
  );
}
