/**
 * Shared pieces. Note content and every other server string are rendered as JSX text
 * (escaped by Preact, set as text nodes): nothing here builds HTML from data.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, type HistoryEvent, type Note } from './api.js';
import type { AsyncState } from './hooks.js';

export function ErrorBox({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  const e = error instanceof ApiError ? error : null;
  return (
    <div class="error" role="alert">
      <strong>{e ? `${e.status || 'Network'} ${e.code}` : 'Error'}</strong> <span>{error.message}</span>
      {e?.fields.length ? (
        <ul>
          {e.fields.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      ) : null}
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}

/** Loading / error / empty / content, the same way everywhere. */
export function Async<T>(props: {
  state: AsyncState<T>;
  reload?: () => void;
  empty?: (d: T) => boolean;
  emptyText?: string;
  children: (d: T) => ComponentChildren;
}) {
  const s = props.state;
  if (s.status === 'loading') return <p class="loading" role="status" aria-live="polite">Loading…</p>;
  if (s.status === 'error') return <ErrorBox error={s.error} onRetry={props.reload} />;
  if (props.empty?.(s.data)) return <p class="empty">{props.emptyText ?? 'Nothing here yet.'}</p>;
  return <>{props.children(s.data)}</>;
}

export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

export function StatusBadge({ status }: { status: string }) {
  return <span class={`badge status-${status}`}>{status.replace('_', ' ')}</span>;
}

export function ScopeText({ note }: { note: Note }) {
  const s = note.scope;
  const parts = [s.userId !== null ? `user ${s.userId}` : null, s.agentId !== null ? `agent ${s.agentId}` : null, s.threadId !== null ? `thread ${s.threadId}` : null].filter(Boolean);
  return (
    <span class="scope">
      {s.level}
      {parts.length ? ` · ${parts.join(' · ')}` : ''}
    </span>
  );
}

/** A modal confirmation (native <dialog>: focus moves in, Esc cancels, Tab stays inside). */
export function Confirm(props: {
  title: string;
  children: ComponentChildren;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => d?.open && d.close();
  }, []);
  return (
    <dialog ref={ref} class="confirm" aria-labelledby="confirm-title" onCancel={(e) => (e.preventDefault(), props.onCancel())}>
      <h2 id="confirm-title">{props.title}</h2>
      <div>{props.children}</div>
      <div class="actions">
        <button type="button" onClick={props.onCancel} autofocus>
          Cancel
        </button>
        <button type="button" class={props.danger ? 'danger' : 'primary'} disabled={props.busy} onClick={props.onConfirm}>
          {props.busy ? 'Working…' : props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

/** Field list of a note's provenance and lifecycle. */
export function NoteFacts({ note }: { note: Note }) {
  const rows: Array<[string, ComponentChildren]> = [
    ['Status', <StatusBadge status={note.status} />],
    ['Scope', <ScopeText note={note} />],
    ['Type', `${note.memoryType} · ${note.category}`],
    ['Source', note.source],
    ['Confidence', note.confidence],
    ['Author', note.authorType],
    ['Evidence', Object.keys(note.evidence).length ? Object.entries(note.evidence).map(([k, v]) => `${k}: ${v}`).join(' · ') : '—'],
    ['Run', note.run ? [`run ${note.run.runId}`, note.run.agentId && `agent ${note.run.agentId}`, note.run.userId && `user ${note.run.userId}`, note.run.threadId && `thread ${note.run.threadId}`].filter(Boolean).join(' · ') : '—'],
    ['Importance', note.importance === null ? '—' : note.importance.toFixed(1)],
    ['Tier', note.protectionTier],
    ['Deletion key', note.deletionKey ?? '—'],
    ['Slot', note.slotKey ?? '—'],
    ['Occurred', when(note.occurredAt)],
    ['Written', when(note.createdAt)],
    ['Hardened', when(note.hardenedAt)],
    ['Expires', when(note.expiresAt)],
    ['Pipeline', note.pipelineStage],
    ['Review reason', note.reviewReason ?? '—'],
  ];
  return (
    <dl class="facts">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

const EVENT_LABEL: Record<string, string> = {
  written: 'Written',
  queued_for_review: 'Queued for review',
  superseded_own: 'Replaced an earlier note of the same run',
  superseded: 'Superseded',
  deduped: 'Merged as a duplicate',
  embedded: 'Embedded',
  hardened: 'Hardened (active)',
  revoked: 'Revoked',
  archived: 'Archived',
  expired: 'Expired',
  flagged: 'Flagged',
  importance_scored: 'Importance scored',
  promoted: 'Promoted',
  reviewed: 'Reviewed',
  corrected: 'Corrected',
  consolidated: 'Consolidated',
  decayed: 'Decayed',
  restored: 'Restored',
  erased: 'Erased (tombstone)',
};

/** The audit trail as a timeline. Links to other notes are passed in (the end-user view links nowhere). */
export function Timeline({ items, linkNote }: { items: HistoryEvent[]; linkNote?: (id: string) => string }) {
  if (!items.length) return <p class="empty">No recorded events.</p>;
  return (
    <ol class="timeline">
      {items.map((e) => (
        <li key={e.id} class={`event event-${e.type}`}>
          <div class="event-head">
            <strong>{EVENT_LABEL[e.type] ?? e.type}</strong> <time dateTime={e.createdAt}>{when(e.createdAt)}</time> <span class="actor">by {e.actor}</span>
          </div>
          {e.reason ? <p class="reason">{e.reason}</p> : null}
          {e.detail ? <Detail detail={e.detail} linkNote={linkNote} /> : null}
          {e.evidence && Object.keys(e.evidence).length ? (
            <p class="muted">evidence: {Object.entries(e.evidence).map(([k, v]) => `${k}: ${v}`).join(' · ')}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function Detail({ detail, linkNote }: { detail: Record<string, unknown>; linkNote?: (id: string) => string }) {
  return (
    <ul class="detail">
      {Object.entries(detail).map(([k, v]) => (
        <li key={k}>
          <span class="muted">{k}:</span>{' '}
          {typeof v === 'string' && UUID.test(v) && linkNote ? <a href={linkNote(v)}>{v}</a> : typeof v === 'string' ? v : JSON.stringify(v)}
        </li>
      ))}
    </ul>
  );
}

/** Correction form: content + reason (both required by the API). */
export function CorrectForm(props: { note: Note; onSubmit: (content: string, reason: string) => Promise<void>; onCancel: () => void }) {
  const [content, setContent] = useState(props.note.content);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  return (
    <form
      class="correct"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        try {
          await props.onSubmit(content, reason);
        } catch (err) {
          setError(err as Error);
          setBusy(false);
        }
      }}
    >
      <label>
        Corrected statement
        <textarea name="content" value={content} onInput={(e) => setContent(e.currentTarget.value)} rows={3} maxLength={2000} required />
      </label>
      <label>
        Why
        <input name="reason" value={reason} onInput={(e) => setReason(e.currentTarget.value)} maxLength={500} required />
      </label>
      {error ? <ErrorBox error={error} /> : null}
      <div class="actions">
        <button type="button" onClick={props.onCancel}>
          Cancel
        </button>
        <button type="submit" class="primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save correction'}
        </button>
      </div>
    </form>
  );
}

export function ErasedSummary({ r }: { r: { erased: { notes: number; derived: number }; scrub: { status: string } } }) {
  return (
    <p class="notice" role="status">
      Erased {r.erased.notes} note{r.erased.notes === 1 ? '' : 's'}
      {r.erased.derived ? ` and ${r.erased.derived} derived` : ''}; storage scrub {r.scrub.status}.
    </p>
  );
}
