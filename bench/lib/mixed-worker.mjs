// The mixed-load generator's thread (plain JavaScript: worker threads do not inherit the
// tsx loader reliably). See mixed.ts for the contract.
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, agentKey, operatorKey, agentId, users, concurrency, durationMs, mix, seed } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const base = new URL(url);

// Seeded PRNG (mulberry32) so every run draws the same sequence of requests.
let s = seed | 0;
function rand() {
  s = (s + 0x6d2b79f5) | 0;
  let t = Math.imul(s ^ (s >>> 15), 1 | s);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (a) => a[Math.floor(rand() * a.length)];

// Realistic sentences an assistant would keep about a person (no secrets, no PII the
// policy would redact or refuse).
const SUBJECTS = ['hiking trips', 'the quarterly report', 'Python scripts', 'train travel', 'the garden', 'board games', 'the kitchen remodel', 'running shoes', 'jazz records', 'the team offsite', 'budget spreadsheets', 'sourdough baking', 'the new laptop', 'Spanish lessons', 'the client demo'];
const PREFS = ['prefers short summaries about', 'wants weekly reminders for', 'is planning', 'dislikes long meetings about', 'asked for detailed notes on', 'keeps a checklist for', 'likes morning slots for', 'wants a budget limit on'];
const DETAILS = ['before Friday', 'in metric units', 'with bullet points', 'on the shared calendar', 'without weekend work', 'in plain language', 'with links to sources', 'after lunch'];
const CATEGORIES = [
  ['semantic', 'preference'],
  ['semantic', 'fact'],
  ['episodic', 'event'],
  ['procedural', 'instruction'],
];
const QUERIES = ['what does the user prefer for reports', 'upcoming trips and travel plans', 'how should summaries be formatted', 'hobbies and weekend activities', 'deadlines this week', 'cooking and baking', 'meeting preferences', 'budget limits'];

let issued = 0;
let done = 0;
const start = performance.now();
const deadline = start + durationMs;
const samples = { write: [], context: [], list: [], erasure: [] };
const byStatus = { write: {}, context: {}, list: {}, erasure: {} };
let errors = 0;
const erasedByStatus = {};

function send(method, path, key, payload) {
  return new Promise((resolve) => {
    const headers = { authorization: `Bearer ${key}` };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    const req = request(new URL(path, base), { method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', () => resolve({ status: -1, body: '' }));
    });
    req.on('error', () => resolve({ status: -1, body: '' }));
    req.end(payload);
  });
}

function writeReq(client, i) {
  const [memoryType, category] = pick(CATEGORIES);
  const user = pick(users);
  return [
    'POST',
    '/v1/memories',
    agentKey,
    JSON.stringify({
      content: `The user ${pick(PREFS)} ${pick(SUBJECTS)} ${pick(DETAILS)} (note ${seed}-${client}-${i}).`,
      memoryType,
      category,
      source: 'user',
      confidence: 'asserted',
      evidence: { messageId: `msg-${seed}-${client}-${i}` },
      // Four writes per run: the per-run cap (5) is never hit.
      run: { runId: `run-${seed}-${client}-${Math.floor(i / 4)}`, agentId, userId: user },
    }),
  ];
}

async function client(c) {
  let i = 0;
  while (performance.now() < deadline) {
    issued++;
    const r = rand();
    let route;
    let args;
    if (r < mix.write) {
      route = 'write';
      args = writeReq(c, i++);
    } else if (r < mix.write + mix.context) {
      route = 'context';
      args = ['POST', '/v1/context', agentKey, JSON.stringify({ agentId, userId: pick(users), query: pick(QUERIES), limit: 10 })];
    } else if (r < mix.write + mix.context + mix.list) {
      route = 'list';
      args = ['GET', `/v1/memories?agentId=${agentId}&userId=${pick(users)}&limit=20`, agentKey, undefined];
    } else {
      route = 'erasure';
      args = ['POST', '/v1/erasure', operatorKey, JSON.stringify({ userId: pick(users) })];
    }
    const t0 = performance.now();
    const res = await send(...args);
    samples[route].push(performance.now() - t0);
    if (res.status < 0) errors++;
    else byStatus[route][res.status] = (byStatus[route][res.status] ?? 0) + 1;
    if (route === 'erasure' && res.status === 200) {
      try {
        const n = JSON.parse(res.body).erased.notes;
        const k = n === 0 ? '0' : n < 10 ? '1-9' : n < 50 ? '10-49' : '50+';
        erasedByStatus[k] = (erasedByStatus[k] ?? 0) + 1;
      } catch {
        // counted by status already
      }
    }
    done++;
  }
}

const timer = setInterval(() => parentPort.postMessage({ type: 'progress', done, elapsedMs: performance.now() - start }), 250);
await Promise.all(Array.from({ length: concurrency }, (_, c) => client(c)));
clearInterval(timer);
const elapsedMs = performance.now() - start;
agent.destroy();
parentPort.postMessage({
  type: 'done',
  requests: done,
  errors,
  elapsedMs,
  byStatus,
  erasedNotesPerErasure: erasedByStatus,
  latencies: Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, Float64Array.from(v)])),
});
