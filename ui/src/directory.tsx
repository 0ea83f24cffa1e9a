import { useState } from 'preact/hooks';
import type { Api, Directory, NoteList } from './api.js';
import { Async, when } from './components.js';
import { href, useAsync } from './hooks.js';
import { ContentSearch, NoteTable } from './notes.js';

/** Find users and agents: the ids notes carry, most recently written first. */
export function DirectoryView({ api }: { api: Api }) {
  const [prefix, setPrefix] = useState('');
  const [contains, setContains] = useState('');
  const text = contains.trim();
  return (
    <section>
      <h1>Users and agents</h1>
      <div class="toolbar">
        <label class="search">
          Find by id prefix
          <input type="search" name="prefix" value={prefix} onInput={(e) => setPrefix(e.currentTarget.value)} placeholder="e.g. u-" />
        </label>
        <ContentSearch value={contains} onChange={setContains} />
      </div>
      {text ? (
        <>
          <h2>Notes containing “{text}”</h2>
          <NoteTable deps={[text]} fetchPage={(cursor) => api.get<NoteList>('/v1/memories', { contains: text, cursor, limit: 50 })} link={(n) => href('notes', n.id)} />
        </>
      ) : null}
      <div class="columns">
        <DirectoryList api={api} kind="users" prefix={prefix} />
        <DirectoryList api={api} kind="agents" prefix={prefix} />
      </div>
    </section>
  );
}

function DirectoryList({ api, kind, prefix }: { api: Api; kind: 'users' | 'agents'; prefix: string }) {
  const [state, reload] = useAsync(() => api.get<Directory>(`/v1/${kind}`, { prefix: prefix || undefined, limit: 100 }), [kind, prefix]);
  return (
    <div>
      <h2>{kind === 'users' ? 'Users' : 'Agents'}</h2>
      <Async state={state} reload={reload} empty={(d) => d.items.length === 0} emptyText={prefix ? `No ${kind} start with that.` : `No ${kind} have notes yet.`}>
        {(d) => (
          <>
            <ul class="directory" aria-label={kind}>
              {d.items.map((it) => (
                <li key={it.id}>
                  <a href={href(kind, it.id)}>{it.id}</a> <span class="muted">{it.notes} notes · last {when(it.lastWriteAt)}</span>
                </li>
              ))}
            </ul>
            {d.truncated ? <p class="muted">More match: narrow the prefix.</p> : null}
          </>
        )}
      </Async>
    </div>
  );
}
