import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What the job-health metrics read of one recurring job, from the state every process
 * records (pipeline/jobHealth.ts): declared here so instrumentation knows no pipeline type.
 */
export interface JobRunCounts {
  job: string;
  /** Failures ever recorded. */
  failuresTotal: number;
  /** Epoch ms of the last successful run, or null. */
  lastSuccessAt: number | null;
}

/** Default Node.js gauges whose names break the `_total` = counter convention. */
export const DROPPED_DEFAULT_METRICS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'] as const;

/**
 * Prometheus metrics. Labels never carry note content, user ids or other
 * tenant data (erasure must leave nothing behind): only outcomes, stages, queues.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly writes = new Counter({
    name: 'memwright_writes_total',
    help: 'Memory writes by outcome',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly writeDuration = new Histogram({
    name: 'memwright_write_duration_seconds',
    help: 'Duration of the write hot path',
    buckets: [0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5],
    registers: [this.registry],
  });
  readonly enqueueFailures = new Counter({
    name: 'memwright_enqueue_failures_total',
    help: 'Writes whose pipeline could not be enqueued (the sweep picks them up)',
    registers: [this.registry],
  });
  readonly stageDuration = new Histogram({
    name: 'memwright_stage_duration_seconds',
    help: 'Pipeline stage durations',
    labelNames: ['stage'] as const,
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 30],
    registers: [this.registry],
  });
  readonly stageOutcomes = new Counter({
    name: 'memwright_stage_results_total',
    help: 'Pipeline stage results',
    labelNames: ['stage', 'result'] as const,
    registers: [this.registry],
  });
  readonly queueDepth = new Gauge({
    name: 'memwright_queue_depth',
    help: 'Jobs waiting or delayed per queue',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });
  /** Where a stage's time goes (embed / judge / sql / enqueue), for capacity planning. */
  readonly stagePhaseDuration = new Histogram({
    name: 'memwright_stage_phase_duration_seconds',
    help: 'Time spent inside pipeline stages by phase',
    labelNames: ['stage', 'phase'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [this.registry],
  });
  readonly maintenanceRuns = new Counter({
    name: 'memwright_maintenance_notes_total',
    help: 'Notes changed by recurring jobs, by job and result',
    labelNames: ['job', 'result'] as const,
    registers: [this.registry],
  });
  /** The background lane (docs/design.md#background-lane): events into the log, by result. */
  readonly events = new Counter({
    name: 'memwright_events_total',
    help: 'Conversation events received, by result (inserted, duplicate, pruned)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  /** Extracted candidates by what became of them: a write outcome, or why they never reached admission. */
  readonly extractedCandidates = new Counter({
    name: 'memwright_extracted_candidates_total',
    help: 'Candidates extracted from conversation events, by outcome',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly extractionLag = new Histogram({
    name: 'memwright_extraction_lag_seconds',
    help: 'From the newest event of an extraction arriving to its candidates being admitted',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300],
    registers: [this.registry],
  });
  readonly writeToActive = new Histogram({
    name: 'memwright_write_to_active_seconds',
    help: 'Lag from write to active',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300],
    registers: [this.registry],
  });

  /**
   * Recurring job health. With {@link Metrics.shareJobHealth} both are read from the
   * state every process records in Redis at scrape time (the jobs usually run in
   * worker processes that serve no /metrics); otherwise they count this process's runs.
   */
  readonly jobFailures: Counter<'job'>;
  readonly jobLastSuccess: Gauge<'job'>;
  private jobHealth: (() => Promise<JobRunCounts[]>) | null = null;

  constructor(opts: { defaultMetrics?: boolean } = {}) {
    const metrics = this;
    this.jobFailures = new Counter({
      name: 'memwright_job_failures_total',
      help: 'Failed runs of the recurring jobs (ttl-prune, decay, sweep, consolidate), by job',
      labelNames: ['job'] as const,
      registers: [this.registry],
      async collect() {
        const states = await metrics.sharedJobStates();
        if (!states) return;
        this.reset();
        for (const s of states) this.inc({ job: s.job }, s.failuresTotal);
      },
    });
    this.jobLastSuccess = new Gauge({
      name: 'memwright_job_last_success_timestamp_seconds',
      help: 'When each recurring job last succeeded (unix seconds; absent if never)',
      labelNames: ['job'] as const,
      registers: [this.registry],
      async collect() {
        const states = await metrics.sharedJobStates();
        if (!states) return;
        this.reset();
        for (const s of states) if (s.lastSuccessAt !== null) this.set({ job: s.job }, s.lastSuccessAt / 1000);
      },
    });
    if (opts.defaultMetrics) {
      collectDefaultMetrics({ register: this.registry });
      // prom-client names these three gauges `_total`, which Prometheus reserves for counters
      // (`promtool check metrics` warns). Each is the sum of its per-type gauge
      // (`sum(nodejs_active_handles)`, …), so nothing is lost by dropping them.
      for (const name of DROPPED_DEFAULT_METRICS) this.registry.removeSingleMetric(name);
    }
  }

  /** Report the recurring jobs' health from shared state (pipeline/jobHealth.ts). */
  shareJobHealth(read: () => Promise<JobRunCounts[]>): void {
    this.jobHealth = read;
  }

  /** The shared states, read once per scrape for both metrics; null when unavailable. */
  private pending: Promise<JobRunCounts[] | null> | null = null;
  private sharedJobStates(): Promise<JobRunCounts[] | null> {
    const read = this.jobHealth;
    if (!read) return Promise.resolve(null);
    // Both collectors run in the same scrape: share one Redis round trip.
    this.pending ??= read()
      .catch(() => null) // Redis down: keep the last values; /readyz reports the outage.
      .finally(() => setImmediate(() => (this.pending = null)));
    return this.pending;
  }
}
