/**
 * Judge benchmark (`npm run bench:judge`): the labelled judge suite of test/judge/suite
 * (conversational notes about named people, each pair labelled revoke / archive / keep)
 * run the way the pipeline runs it — the dedup and contradiction similarity floors, the
 * judge, then the real planners with their guards.
 *
 * Rows: the heuristic judge on all-MiniLM-L6-v2 similarities (the product default) and
 * on the hash embedder's; split into `dev` (pairs written while the rules were tuned)
 * and `holdout` (written after, never used to change them); and the LLM path — the real
 * Anthropic SDK against the local stub answering with the labels (an oracle), which
 * measures the plumbing and what the planners' guards refuse, not a model.
 *
 * Writes bench/results/judge.json: per action precision/recall, retired true memories,
 * per kind of pair the actions taken, and the misjudged pairs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HashEmbedder, MiniLmEmbedder, type Embedder } from '../src/embed/index.js';
import { AnthropicJudge, HeuristicJudge, type Judge } from '../src/judge/index.js';
import { loadSuite, mistakes, runSuite, score, similarities, type SuitePair } from '../test/judge/suite/runSuite.js';
import { AnthropicStub } from '../test/judge/support/anthropicStub.js';
import { machineInfo } from './lib/machine.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TARGETS = { revokePrecision: 0.97, archivePrecision: 0.97, wronglyRetiredRate: 0.01 };

async function sims(embedder: Embedder, pairs: SuitePair[]): Promise<number[]> {
  try {
    return await similarities(embedder, pairs);
  } finally {
    await embedder.close();
  }
}

async function evaluate(name: string, judge: Judge, embedder: string, pairs: SuitePair[], s: number[]) {
  const started = performance.now();
  const preds = await runSuite(judge, pairs, s);
  const ms = Math.round(performance.now() - started);
  const split = (set: SuitePair['set']) => {
    const idx = preds.map((p, i) => (p.pair.set === set ? i : -1)).filter((i) => i >= 0);
    return score(idx.map((i) => preds[i]!));
  };
  const all = score(preds);
  const pass =
    (all.byAction.revoke.precision ?? 1) >= TARGETS.revokePrecision &&
    (all.byAction.archive.precision ?? 1) >= TARGETS.archivePrecision &&
    all.wronglyRetiredRate <= TARGETS.wronglyRetiredRate;
  console.log(
    `${name.padEnd(34)} revoke P=${all.byAction.revoke.precision} R=${all.byAction.revoke.recall}  archive P=${all.byAction.archive.precision} R=${all.byAction.archive.recall}  retired true memories ${all.wronglyRetired}/${all.keepPairs}  ${pass ? 'PASS' : 'FAIL'}`,
  );
  return { name, embedder, judge: judge.id, ms, pass, all, dev: split('dev'), holdout: split('holdout'), mistakes: mistakes(preds) };
}

async function main(): Promise<void> {
  const pairs = loadSuite();
  console.log(`judge suite: ${pairs.length} pairs (${pairs.filter((p) => p.set === 'holdout').length} holdout)`);
  const minilm = await sims(new MiniLmEmbedder(), pairs);
  const hash = await sims(new HashEmbedder(), pairs);

  const runs = [
    await evaluate('heuristic / minilm', new HeuristicJudge(), 'minilm', pairs, minilm),
    await evaluate('heuristic / hash', new HeuristicJudge(), 'hash', pairs, hash),
  ];

  const stub = await AnthropicStub.start();
  try {
    const byText = new Map(pairs.map((p) => [`${p.newer}\u0000${p.older}`, p]));
    stub.respondWith((body) => {
      const payload = JSON.parse(body.messages[0].content) as { NEWER: { content: string }; OLDER: { content: string } };
      const p = byText.get(`${payload.NEWER.content}\u0000${payload.OLDER.content}`);
      const relation = !p ? 'unrelated' : p.expect === 'revoke' ? 'contradiction' : p.expect === 'archive' ? 'duplicate' : 'unrelated';
      return { text: JSON.stringify({ relation, reason: 'labelled', confidence: 0.9 }) };
    });
    const judge = new AnthropicJudge({ apiKey: 'sk-bench', baseURL: stub.url, model: 'oracle-stub', timeoutMs: 5_000 });
    runs.push(await evaluate('anthropic (oracle stub) / minilm', judge, 'minilm', pairs, minilm));
  } finally {
    await stub.close();
  }

  const out = {
    generatedAt: new Date().toISOString(),
    machine: machineInfo(),
    suite: {
      pairs: pairs.length,
      holdout: pairs.filter((p) => p.set === 'holdout').length,
      kinds: Object.fromEntries([...new Set(pairs.map((p) => p.kind))].map((k) => [k, pairs.filter((p) => p.kind === k).length])),
      floors: { dedup: 0.85, contradiction: 0.7 },
    },
    targets: TARGETS,
    runs,
  };
  const file = join(ROOT, 'bench/results/judge.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`wrote ${file}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
