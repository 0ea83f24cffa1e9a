// The load generator's thread (plain JavaScript: worker threads do not inherit the
// tsx loader reliably). See load.ts for the contract.
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, key, concurrency, durationMs, total, prefix } = workerData;
const target = new URL('/v1/memories', url);
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const latencies = [];
const byStatus = {};
let errors = 0;
let issued = 0;
let done = 0;
const start = performance.now();
const deadline = durationMs ? start + durationMs : Infinity;
const limit = total ?? Infinity;

function body(i) {
  return JSON.stringify({
    content: `Benchmark note ${prefix}-${i}: the user prefers option ${i % 97} for report ${i}.`,
    memoryType: 'semantic',
    category: 'preference',
    source: 'user',
    confidence: 'asserted',
    evidence: { messageId: `msg-${prefix}-${i}` },
    run: { runId: `run-${prefix}-${i}`, agentId: 'bench-agent', userId: `user-${i % 200}` },
  });
}

function post(payload) {
  return new Promise((resolve) => {
    const req = request(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(-1));
      },
    );
    req.on('error', () => resolve(-1));
    req.end(payload);
  });
}

async function client() {
  while (issued < limit && performance.now() < deadline) {
    const i = issued++;
    const payload = body(i);
    const t0 = performance.now();
    const status = await post(payload);
    latencies.push(performance.now() - t0);
    if (status < 0) errors++;
    else byStatus[status] = (byStatus[status] ?? 0) + 1;
    done++;
  }
}

const timer = setInterval(() => parentPort.postMessage({ type: 'progress', done, elapsedMs: performance.now() - start }), 250);
await Promise.all(Array.from({ length: concurrency }, client));
clearInterval(timer);
const elapsedMs = performance.now() - start;
agent.destroy();
parentPort.postMessage({ type: 'done', requests: done, byStatus, errors, elapsedMs, latencies: Float64Array.from(latencies) });
