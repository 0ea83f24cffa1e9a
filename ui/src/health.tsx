import type { Api, PipelineHealth } from './api.js';
import { Async, when } from './components.js';
import { useAsync } from './hooks.js';

const ms = (v: number | null) => (v === null ? '—' : v < 1000 ? `${v} ms` : `${(v / 1000).toFixed(1)} s`);

export function HealthView({ api }: { api: Api }) {
  const [state, reload] = useAsync(() => api.get<PipelineHealth>('/v1/pipeline/health'), []);
  return (
    <section>
      <h1>Pipeline health</h1>
      <button type="button" onClick={reload}>
        Refresh
      </button>{' '}
      <Async state={state} reload={reload}>
        {(h) => (
          <>
            <a href={h.queueBoard} target="_blank" rel="noopener noreferrer">
              Open Bull Board (admin key)
            </a>
            <h2>Workers</h2>
            {h.workers === null ? (
              <p class="muted">Unavailable (no Redis).</p>
            ) : h.workers.degraded ? (
              <p class="error" role="alert">
                Degraded: {h.workers.degraded}
                {h.workers.lastHeartbeatAt ? ` (last heartbeat ${when(h.workers.lastHeartbeatAt)})` : ''}.
              </p>
            ) : (
              <p>
                {h.workers.live} worker process{h.workers.live === 1 ? '' : 'es'} running · last heartbeat {when(h.workers.lastHeartbeatAt)}
              </p>
            )}
            <h2>Write → active</h2>
            <p>
              Last {h.lag.windowMinutes} min: {h.lag.written} agent write{h.lag.written === 1 ? '' : 's'}, {h.lag.active} hardened · p50 <strong>{ms(h.lag.p50Ms)}</strong> · p95{' '}
              <strong>{ms(h.lag.p95Ms)}</strong>
            </p>
            <h2>Queues (all tenants)</h2>
            {h.queues ? (
              <table class="health">
                <thead>
                  <tr>
                    <th scope="col">Stage</th>
                    <th scope="col">Waiting</th>
                    <th scope="col">Delayed</th>
                    <th scope="col">Active</th>
                    <th scope="col">Failed</th>
                  </tr>
                </thead>
                <tbody>
                  {h.queues.map((q) => (
                    <tr key={q.stage}>
                      <th scope="row">{q.stage}</th>
                      <td>{q.waiting}</td>
                      <td>{q.delayed}</td>
                      <td>{q.active}</td>
                      <td class={q.failed ? 'bad' : ''}>{q.failed}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p class="error" role="alert">
                Queues unavailable: {h.queuesError}
              </p>
            )}
            <h2>This tenant's notes in the pipeline</h2>
            <p>
              Waiting for review (not in the pipeline): <strong>{h.pendingReview}</strong>
            </p>
            {h.inPipeline.length === 0 ? (
              <p class="empty">None: every note has left the pipeline.</p>
            ) : (
              <table class="health">
                <thead>
                  <tr>
                    <th scope="col">Next stage</th>
                    <th scope="col">Notes</th>
                    <th scope="col">With error</th>
                    <th scope="col">Oldest last move</th>
                  </tr>
                </thead>
                <tbody>
                  {h.inPipeline.map((r) => (
                    <tr key={r.stage}>
                      <th scope="row">{r.stage}</th>
                      <td>{r.notes}</td>
                      <td class={r.withError ? 'bad' : ''}>{r.withError}</td>
                      <td>{when(r.oldestUpdateAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <h2>Recurring jobs</h2>
            {h.jobs ? (
              <table class="health">
                <thead>
                  <tr>
                    <th scope="col">Job</th>
                    <th scope="col">Failures in a row</th>
                    <th scope="col">Failures</th>
                    <th scope="col">Last success</th>
                    <th scope="col">Last failure</th>
                  </tr>
                </thead>
                <tbody>
                  {h.jobs.map((j) => (
                    <tr key={j.job}>
                      <th scope="row">{j.job}</th>
                      <td class={j.consecutiveFailures ? 'bad' : ''}>{j.consecutiveFailures}</td>
                      <td>{j.failuresTotal}</td>
                      <td>{when(j.lastSuccessAt)}</td>
                      <td>{when(j.lastFailureAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p class="muted">Unavailable (no Redis).</p>
            )}
          </>
        )}
      </Async>
    </section>
  );
}
