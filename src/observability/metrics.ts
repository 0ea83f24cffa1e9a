import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

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
  readonly writeToActive = new Histogram({
    name: 'memwright_write_to_active_seconds',
    help: 'Lag from write to active',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300],
    registers: [this.registry],
  });

  constructor(opts: { defaultMetrics?: boolean } = {}) {
    if (opts.defaultMetrics) collectDefaultMetrics({ register: this.registry });
  }
}
