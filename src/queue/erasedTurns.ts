/**
 * The conversation turns an erasure deleted or redacted (src/ops/erase.ts), as tests on
 * the raw data of the kept jobs that carried or named them (src/queue/erasure.ts): an
 * ingest `events` job holds the turns' text verbatim, an extraction job names their run.
 */

const key = (...parts: string[]) => parts.join('\u0000');

export class ErasedTurns {
  /** Event ids by agent and run. */
  private readonly events = new Map<string, Set<string>>();
  private readonly runs = new Set<string>();
  private readonly threads = new Set<string>();

  /** A whole run's turns (a user's erasure deletes every one). */
  addRun(agentId: string, runId: string, threadId: string | null): void {
    this.runs.add(key(agentId, runId));
    if (threadId !== null) this.threads.add(key(agentId, threadId));
  }

  /** One turn. */
  addEvent(agentId: string, runId: string, eventId: string, threadId: string | null): void {
    this.addRun(agentId, runId, threadId);
    const k = key(agentId, runId);
    let ids = this.events.get(k);
    if (!ids) this.events.set(k, (ids = new Set()));
    ids.add(eventId);
  }

  get empty(): boolean {
    return this.runs.size === 0;
  }

  /**
   * An ingest job (docs/ingest.md envelope) signed by one of the tenant's keys whose
   * batch holds one of the turns.
   */
  ingestJob(tenantKeyIds: ReadonlySet<string>): (data: string) => boolean {
    return (data) => {
      // Cheap filter first: most kept ingest jobs are writes, whose body has no event batch.
      if (this.events.size === 0 || !data.includes('"events"')) return false;
      const env = parse(data) as { keyId?: unknown; body?: { run?: { agentId?: unknown; runId?: unknown }; events?: unknown } } | undefined;
      const run = env?.body?.run;
      if (typeof env?.keyId !== 'string' || !tenantKeyIds.has(env.keyId) || typeof run?.agentId !== 'string' || typeof run.runId !== 'string') return false;
      const ids = this.events.get(key(run.agentId, run.runId));
      const batch = env.body?.events;
      return !!ids && Array.isArray(batch) && batch.some((e: { id?: unknown }) => typeof e?.id === 'string' && ids.has(e.id));
    };
  }

  /** An extraction job (src/queue/extract.ts) of one of the turns' runs or threads in `tenantId`. */
  extractJob(tenantId: string): (data: string) => boolean {
    return (data) => {
      const d = parse(data) as { tenantId?: unknown; agentId?: unknown; runId?: unknown; threadId?: unknown } | undefined;
      if (d?.tenantId !== tenantId || typeof d.agentId !== 'string') return false;
      return (typeof d.runId === 'string' && this.runs.has(key(d.agentId, d.runId))) || (typeof d.threadId === 'string' && this.threads.has(key(d.agentId, d.threadId)));
    };
  }
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}
