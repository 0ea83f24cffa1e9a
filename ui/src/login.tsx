import { useState } from 'preact/hooks';
import { api, ApiError, type Credential } from './api.js';
import { ErrorBox } from './components.js';

/**
 * Asks for a secret and checks it against the API before keeping it (sessionStorage).
 * `probe` is a cheap request the secret must be allowed to make.
 */
export function Login(props: { kind: Credential['kind']; title: string; label: string; probe: string; onLogin: (c: Credential) => void }) {
  const [secret, setSecret] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  return (
    <main class="login">
      <h1>{props.title}</h1>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          setError(null);
          const cred = { kind: props.kind, secret: secret.trim() };
          try {
            await api(cred, () => {}).get(props.probe);
            props.onLogin(cred);
          } catch (err) {
            setError(err instanceof ApiError && err.status === 401 ? new ApiError(401, 'unauthorized', 'That key was not accepted.') : (err as Error));
            setBusy(false);
          }
        }}
      >
        <label>
          {props.label}
          <input name="secret" type="password" autocomplete="off" value={secret} onInput={(e) => setSecret(e.currentTarget.value)} required autofocus />
        </label>
        {error ? <ErrorBox error={error} /> : null}
        <button type="submit" class="primary" disabled={busy}>
          {busy ? 'Checking…' : 'Sign in'}
        </button>
        <p class="muted">Kept in this tab only (sessionStorage); never put in a URL.</p>
      </form>
    </main>
  );
}
