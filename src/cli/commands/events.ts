/**
 * `memwright events import <file.jsonl>`: load recorded conversations into the event log
 * (docs/design.md#background-lane) through recordEvents — the operation behind
 * POST /v1/events — with a progress bar on stderr.
 *
 * Each line is one event with its run — `{ runId, agentId, userId, threadId?,
 * conversationId?, id, role, content, at?, toolName? }` — or a whole batch (the body of
 * POST /v1/events). Consecutive events of one run are sent in batches of up to 100; the
 * last batch of each run carries `--trigger` (default `session_end`, so the agent's
 * extraction runs as it would at the end of a live session).
 */
import { createReadStream, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Config } from '../../config/config.js';
import { EVENTS_PER_BATCH_MAX, type EventBatchInput } from '../../contract/events.js';
import { MemwrightError } from '../../errors.js';
import { recordEvents } from '../../ops/events.js';
import { redactUrl } from '../../observability/redactUrl.js';
import { printable } from '../../observability/terminalText.js';
import { SetupError } from '../../errors.js';
import { cliLogger, openCliServices } from '../support.js';
import { cliOperator } from './inspect.js';

export interface ImportOptions {
  tenant?: string;
  trigger?: 'turn' | 'session_end' | 'explicit';
  json?: boolean;
  /** Draw the progress bar (default: when stderr is a terminal). */
  progress?: boolean;
}

export interface ImportReport {
  lines: number;
  batches: number;
  inserted: number;
  duplicates: number;
  runs: number;
  queued: number;
}

type Run = EventBatchInput['run'];
type Ev = EventBatchInput['events'][number];

const RUN_FIELDS = ['runId', 'agentId', 'userId', 'threadId', 'conversationId'] as const;

/** Split a flat event line into its run and its event (unknown fields stay on the event: the contract refuses them). */
function splitLine(o: Record<string, unknown>): { run: Run; event: Ev } {
  const run: Record<string, unknown> = {};
  const event: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) ((RUN_FIELDS as readonly string[]).includes(k) ? run : event)[k] = v;
  return { run: run as Run, event: event as Ev };
}

export async function importEvents(
  config: Config,
  file: string,
  o: ImportOptions = {},
  out: NodeJS.WritableStream = process.stdout,
  err: NodeJS.WritableStream & { isTTY?: boolean } = process.stderr,
): Promise<ImportReport> {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new SetupError(`cannot read ${printable(file)}`);
  }
  const services = await openCliServices(config, 'events import', { logger: cliLogger(config.log, { toStderr: true }) });
  const principal = cliOperator(config, o.tenant);
  const trigger = o.trigger ?? 'session_end';
  const showProgress = o.progress ?? !!err.isTTY;
  const report: ImportReport = { lines: 0, batches: 0, inserted: 0, duplicates: 0, runs: 0, queued: 0 };
  let bytes = 0;
  let lastDraw = 0;
  const draw = (force = false) => {
    if (!showProgress || (!force && Date.now() - lastDraw < 100)) return;
    lastDraw = Date.now();
    const frac = size ? Math.min(1, bytes / size) : 1;
    const width = 30;
    const done = Math.round(frac * width);
    err.write(`\r[${'#'.repeat(done)}${'.'.repeat(width - done)}] ${Math.round(frac * 100)}% ${report.lines} lines, ${report.inserted} events stored`);
  };

  let current: { key: string; run: Run; events: Ev[]; lines: number[] } | null = null;
  /** `lines[i]`: the file line of the batch's event i (a refusal names the line, not the batch index). */
  const send = async (batch: EventBatchInput, lines: number[]) => {
    try {
      const r = await recordEvents(services, principal, batch);
      report.batches++;
      report.inserted += r.inserted;
      report.duplicates += r.duplicates.length;
      if (r.extraction.queued) report.queued++;
    } catch (e) {
      if (e instanceof MemwrightError) {
        const first = e.issues?.[0];
        const m = first ? /^events\.(\d+)\.?(.*)$/.exec(first.field) : null;
        const line = m && lines[Number(m[1])] !== undefined ? lines[Number(m[1])]! : lines[0]!;
        const field = m && lines.length > 1 ? m[2] || 'event' : first?.field;
        throw new SetupError(`line ${line}: ${first ? `${field}: ${first.message}` : e.message}`);
      }
      throw e;
    }
  };
  const flush = async (last: boolean) => {
    if (!current) return;
    const c = current;
    current = last ? null : { ...c, events: [], lines: [] };
    if (c.events.length) await send({ run: c.run, events: c.events, ...(last ? { trigger } : {}) }, c.lines);
    if (last) report.runs++;
  };

  try {
    const rl = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
    for await (const raw of rl) {
      report.lines++;
      bytes += Buffer.byteLength(raw, 'utf8') + 1;
      const text = raw.trim();
      if (!text) continue;
      let o: unknown;
      try {
        o = JSON.parse(text);
      } catch {
        throw new SetupError(`line ${report.lines}: not valid JSON`);
      }
      if (!o || typeof o !== 'object' || Array.isArray(o)) throw new SetupError(`line ${report.lines}: expected a JSON object`);
      const obj = o as Record<string, unknown>;
      if ('events' in obj) {
        // A whole batch: send it as it is.
        await flush(true);
        await send(obj as unknown as EventBatchInput, [report.lines]);
        report.runs++;
      } else {
        const { run, event } = splitLine(obj);
        const key = JSON.stringify([run.agentId, run.runId]);
        if (current && current.key !== key) await flush(true);
        current ??= { key, run, events: [], lines: [] };
        current.events.push(event);
        current.lines.push(report.lines);
        if (current.events.length >= EVENTS_PER_BATCH_MAX) await flush(false);
      }
      draw();
    }
    await flush(true);
    draw(true);
    if (showProgress) err.write('\n');
    out.write(
      o.json
        ? `${JSON.stringify(report)}\n`
        : `imported ${report.inserted} event(s) of ${report.runs} run(s) in ${report.batches} batch(es)` +
            `${report.duplicates ? `, ${report.duplicates} already stored` : ''}; extraction queued for ${report.queued} run(s)\n`,
    );
    // The events are safe, but "queued for 0 run(s)" and exit 0 would read as success.
    if (services.producer && services.producer.connection.status !== 'ready') {
      throw new SetupError(
        `Redis at ${redactUrl(config.redis.url)} (REDIS_URL) is unreachable: the events are stored, but no extraction could be queued — start Redis; once a worker runs, its extract-idle job queues the extractions these runs asked for`,
      );
    }
    return report;
  } finally {
    await services.close();
  }
}
