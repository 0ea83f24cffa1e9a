/**
 * Retrieval eval (`npm run eval:recall`, issue 15.3): how often context finds the notes
 * that answer a question, for each way of ranking.
 *
 * Data: bench/eval/data/ (built by ./build.ts from hand-written frames, fillers and hard
 * negatives): eight users, ten dated sessions each, 2,128 notes; 752 questions with gold
 * note ids, in four kinds (single-hop, multi-hop, temporal, open-domain) and two styles (each
 * fact asked once as its user would, in other words than the note, and once as a benchmark
 * annotator would, in the conversation's words: frames.ts).
 *
 * Setup: an in-memory PGlite with the real schema. Every note goes through the real
 * write path (operator write at user scope, its `occurredAt` the session time), then is
 * "hardened" the way the pipeline would leave it: active, embedded with local MiniLM
 * (`minilm-l6-v2`, offline), importance a seeded 3..8 (noise the ranking has to live
 * with, as with real importance scores). The pipeline itself is not run: its judge
 * would merge or retire some notes, and this eval measures retrieval alone.
 *
 * Each question is asked through the context operation (`getContext`, limit 20, the
 * user's scope) with each retrieval: `hybrid` (the default), `dense` (the similarity
 * blend memwright used before), `lexical` (full-text only), and `hybrid@floor` (hybrid
 * at the default similarity floor); and, as the baseline the issue measures against,
 * `exact-dense`: plain exact cosine order over the user's notes, no floor, no
 * importance or recency.
 *
 * Metrics: recall@k = the share of a question's gold notes in the first k (averaged
 * over questions); MRR = 1/rank of the first gold note in the first 20 (0 if none).
 * Reported for all questions, per style, per kind, for the tune split (the fusion constants in rank.ts were
 * chosen on it with `EVAL_SWEEP='[{"k":60,"lw":1,"floor":0}, …]'`) and for the held-out
 * split. Writes bench/results/recall-eval.json.
 */
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../../src/config/load.js';
import { rows } from '../../src/db/database.js';
import { memwrightFor } from '../../src/memwright.js';
import { CONTEXT_DEFAULTS, getContext } from '../../src/ops/context.js';
import { matchConditions } from '../../src/recall/candidates.js';
import { WEIGHTS, type Retrieval } from '../../src/recall/rank.js';
import { retrieve } from '../../src/recall/retrieve.js';
import { FRAMES } from './frames.js';
import { createServices } from '../../src/services.js';
import { machineInfo } from '../lib/machine.js';
import type { EvalQuestion, EvalUser } from './build.js';
import { mulberry32 } from '../lib/random.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
const TENANT = 'eval-recall';
const AGENT = 'assistant';
const LIMIT = 20;
const KS = [5, 10, 20] as const;
const log = (m: string) => process.stderr.write(`${m}\n`);

type Mode = Retrieval | 'exact-dense' | 'hybrid@floor';
const MODES: Mode[] = ['exact-dense', 'dense', 'lexical', 'hybrid', 'hybrid@floor'];
type Split = 'tune' | 'heldOut';

/**
 * The similarity floor the retrievals run at: none, as the exact baseline. The default
 * floor (MEMWRIGHT_CONTEXT_MIN_SIMILARITY) is a precision guard for injection; its cost in
 * recall is the `hybrid@floor` row.
 */
const EVAL_FLOOR = 0;

/**
 * Held-out frames: every other frame of each kind (FRAMES order). The fusion constants
 * (rank.ts WEIGHTS) were chosen with `EVAL_SWEEP` on the other half only; the held-out
 * numbers say whether that choice carries over to questions it never saw.
 */
const HELD_OUT_FRAMES = new Set(
  (['single-hop', 'multi-hop', 'temporal', 'open-domain'] as const).flatMap((k) => FRAMES.filter((f) => f.kind === k).filter((_, i) => i % 2 === 1).map((f) => f.id)),
);

/** The context op's own retrieval options at LIMIT (ops/context.ts), for the sweep that calls retrieve() directly. */
const retrieveOptions = (similarityFloor: number) => ({
  limit: LIMIT,
  candidateLimit: Math.max(CONTEXT_DEFAULTS.minCandidates, LIMIT * CONTEXT_DEFAULTS.candidatesPerResult),
  hnswCandidateLimit: Math.max(CONTEXT_DEFAULTS.minHnswCandidates, LIMIT * CONTEXT_DEFAULTS.hnswCandidatesPerResult),
  efSearch: CONTEXT_DEFAULTS.efSearch,
  exactThreshold: CONTEXT_DEFAULTS.exactThreshold,
  similarityFloor,
});

interface Metrics {
  questions: number;
  recallAt5: number;
  recallAt10: number;
  recallAt20: number;
  mrr: number;
}

function score(results: Array<{ gold: string[]; ranked: string[] }>): Metrics {
  const sum = { 5: 0, 10: 0, 20: 0, rr: 0 };
  for (const r of results) {
    for (const k of KS) sum[k] += r.gold.filter((g) => r.ranked.slice(0, k).includes(g)).length / r.gold.length;
    const first = r.ranked.findIndex((id) => r.gold.includes(id));
    sum.rr += first < 0 ? 0 : 1 / (first + 1);
  }
  const n = results.length;
  const pct = (x: number) => Math.round((1000 * x) / n) / 10;
  return { questions: n, recallAt5: pct(sum[5]), recallAt10: pct(sum[10]), recallAt20: pct(sum[20]), mrr: Math.round((1000 * sum.rr) / n) / 1000 };
}

async function main() {
  const started = Date.now();
  const { users } = JSON.parse(readFileSync(join(HERE, 'data/conversations.json'), 'utf8')) as { users: EvalUser[] };
  const { questions } = JSON.parse(readFileSync(join(HERE, 'data/questions.json'), 'utf8')) as { questions: EvalQuestion[] };
  const config = loadConfig({ MEMWRIGHT_DATA_DIR: 'memory://', MEMWRIGHT_EMBEDDER: 'minilm', MEMWRIGHT_LOG_LEVEL: 'silent' });
  const services = await createServices(config, { noQueue: true, logger: pino({ level: 'silent' }) });
  const principal = { tenantId: TENANT, role: 'operator' as const, keyId: 'eval', agentIds: null };
  const mw = memwrightFor(services, principal);
  const embedder = await services.embedder();
  const db = services.database.db;

  // ── load: write every note, then harden it as the pipeline would ──────────────
  const uuidOf = new Map<string, string>();
  const evalIdOf = new Map<string, string>();
  const refused: Array<{ id: string; outcome: string; reason?: string }> = [];
  const rnd = mulberry32(7);
  const t0 = performance.now();
  for (const u of users) {
    for (const n of u.notes) {
      const r = await mw.write({
        content: n.content,
        memoryType: 'semantic',
        category: 'fact',
        source: 'user',
        confidence: 'asserted',
        evidence: { messageId: `${n.id}-msg` },
        scope: { level: 'user', agentId: AGENT, userId: u.userId },
        occurredAt: n.occurredAt,
      });
      if (!r.note) {
        refused.push({ id: n.id, outcome: r.outcome, reason: r.reason });
        continue;
      }
      uuidOf.set(n.id, r.note.id);
      evalIdOf.set(r.note.id, n.id);
    }
  }
  const written = [...uuidOf.entries()];
  log(`wrote ${written.length} notes (${refused.length} refused) in ${((performance.now() - t0) / 1000).toFixed(1)} s; embedding with MiniLM…`);
  const contentOf = new Map(users.flatMap((u) => u.notes.map((n) => [n.id, n.content] as const)));
  const t1 = performance.now();
  for (let i = 0; i < written.length; i += 32) {
    const batch = written.slice(i, i + 32);
    const vectors = await embedder.embed(batch.map(([id]) => contentOf.get(id)!));
    for (const [j, [, uuid]] of batch.entries()) {
      const importance = 3 + Math.floor(rnd() * 6);
      await db.execute(sql`
        update notes set status = 'active', embedding = ${`[${vectors[j]!.join(',')}]`}::vector, embedding_model = ${embedder.modelId},
          importance = ${importance}, pipeline_stage = 'done', hardened_at = now(), expires_at = null
        where id = ${uuid}`);
    }
  }
  const embedMs = performance.now() - t1;
  log(`embedded in ${(embedMs / 1000).toFixed(1)} s; asking ${questions.length} questions × ${MODES.length} retrievals…`);

  // Question vectors once (the same MiniLM the context op calls), for the exact baseline and the sweep.
  const qv = new Map<string, number[]>();
  for (let i = 0; i < questions.length; i += 32) {
    const batch = questions.slice(i, i + 32);
    const vs = await embedder.embed(batch.map((q) => q.question));
    batch.forEach((q, j) => qv.set(q.id, vs[j]!));
  }
  const split = (q: EvalQuestion): Split => (HELD_OUT_FRAMES.has(q.frame) ? 'heldOut' : 'tune');

  /** retrieve() for a question as the context op would run it for its user (the sweep and the dump). */
  const retrieveFor = (q: EvalQuestion, opts: Parameters<typeof retrieve>[3]) =>
    retrieve(db, matchConditions({ tenantId: TENANT, agentId: AGENT, userId: q.userId }, new Date()), { text: q.question, vector: qv.get(q.id)!, model: embedder.modelId }, opts);

  // ── optional dump of every question's candidate pool with its score parts (offline fusion analysis) ──
  if (process.env.EVAL_DUMP) {
    const dump = [];
    for (const q of questions) {
      // The same candidates the context op fetches at LIMIT; a large limit keeps the whole pool ranked.
      const r = await retrieveFor(q, { ...retrieveOptions(EVAL_FLOOR), limit: 10_000 });
      dump.push({
        id: q.id, style: q.style, kind: q.kind, split: split(q), gold: q.gold,
        candidates: r.ranked.map((n) => ({ id: evalIdOf.get(n.id)!, similarity: n.parts.similarity, lexical: n.parts.lexical, importance: n.parts.importance, recency: n.parts.recency })),
      });
    }
    writeFileSync(process.env.EVAL_DUMP, JSON.stringify({ questions: dump }));
    log(`wrote ${process.env.EVAL_DUMP}`);
    await services.close();
    return;
  }

  // ── optional sweep of the fusion's constants, on the tune split only ────────────
  if (process.env.EVAL_SWEEP) {
    // Each split by question style: a constant that helps one style by hurting the other shows.
    const groups = (['tune', 'heldOut'] as const)
      .flatMap((sp) => (['user', 'annotator'] as const).map((st) => ({ name: `${sp === 'tune' ? 'tune' : 'held-out'}/${st}`, qs: questions.filter((q) => split(q) === sp && q.style === st) })))
      .filter((g) => g.qs.length > 0);
    const fmt = (m: Metrics) => `${m.recallAt5} ${m.recallAt10} ${m.recallAt20} ${m.mrr}`;
    const W = WEIGHTS as unknown as { rrfK: number; lexicalWeight: number; fusion: string; lexicalShare: number; lexicalFloor: number; tieBreak: number };
    const saved = { ...W };
    const grid = JSON.parse(process.env.EVAL_SWEEP) as Array<{ k: number; lw: number; floor: number; mode?: Retrieval; fusion?: 'rrf' | 'blend' | 'sum'; share?: number; lexFloor?: number; tie?: number }>;
    const exactOf = async (qs: EvalQuestion[]) => {
      const out: Array<{ gold: string[]; ranked: string[] }> = [];
      for (const q of qs) {
        const hits = await rows<{ id: string }>(
          db,
          sql`select id from notes where tenant_id = ${TENANT} and user_id = ${q.userId} and status = 'active'
              order by embedding <=> ${`[${qv.get(q.id)!.join(',')}]`}::vector, id limit ${LIMIT}`,
        );
        out.push({ gold: q.gold, ranked: hits.map((h) => evalIdOf.get(h.id)!) });
      }
      return score(out);
    };
    const exact: string[] = [];
    for (const g of groups) exact.push(`${g.name} ${fmt(await exactOf(g.qs))}`);
    console.log(`exact-dense  ${exact.join('  ')}`);
    for (const v of grid) {
      Object.assign(W, saved);
      W.rrfK = v.k;
      W.lexicalWeight = v.lw;
      if (v.fusion) W.fusion = v.fusion;
      if (v.share !== undefined) W.lexicalShare = v.share;
      if (v.lexFloor !== undefined) W.lexicalFloor = v.lexFloor;
      if (v.tie !== undefined) W.tieBreak = v.tie;
      const run = async (qs: EvalQuestion[], mode: Retrieval) => {
        const out: Array<{ gold: string[]; ranked: string[] }> = [];
        for (const q of qs) {
          const r = await retrieveFor(q, { ...retrieveOptions(v.floor), retrieval: mode });
          out.push({ gold: q.gold, ranked: r.ranked.map((n) => evalIdOf.get(n.id)!) });
        }
        return score(out);
      };
      const mode = v.mode ?? 'hybrid';
      const line: string[] = [];
      for (const g of groups) line.push(`${g.name} ${fmt(await run(g.qs, mode))}`);
      console.log(`${mode} ${JSON.stringify(v)}  ${line.join('  ')}`);
    }
    Object.assign(W, saved);
    await services.close();
    return;
  }

  // ── ask ─────────────────────────────────────────────────────────────────────
  const results = Object.fromEntries(MODES.map((m) => [m, []])) as unknown as Record<Mode, Array<{ q: EvalQuestion; gold: string[]; ranked: string[] }>>;
  const latency = Object.fromEntries(MODES.map((m) => [m, []])) as unknown as Record<Mode, number[]>;
  for (const q of questions) {
    for (const mode of MODES) {
      const t = performance.now();
      let ranked: string[];
      if (mode === 'exact-dense') {
        const hits = await rows<{ id: string }>(
          db,
          sql`select id from notes where tenant_id = ${TENANT} and user_id = ${q.userId} and status = 'active'
              order by embedding <=> ${`[${qv.get(q.id)!.join(',')}]`}::vector, id limit ${LIMIT}`,
        );
        ranked = hits.map((h) => evalIdOf.get(h.id)!);
      } else {
        // The real context operation (it embeds the question itself), as an agent would call it.
        const [retrieval, floor] = mode === 'hybrid@floor' ? (['hybrid', config.recall.contextMinSimilarity] as const) : ([mode, EVAL_FLOOR] as const);
        const ctx = await getContext(services, principal, { agentId: AGENT, userId: q.userId, query: q.question, limit: LIMIT }, { retrieval, similarityFloor: floor });
        ranked = ctx.notes.map((n) => evalIdOf.get(n.id)!);
      }
      latency[mode].push(performance.now() - t);
      results[mode].push({ q, gold: q.gold, ranked });
    }
  }

  const kinds = [...new Set(questions.map((q) => q.kind))];
  const styles = [...new Set(questions.map((q) => q.style))];
  const summary = Object.fromEntries(
    MODES.map((m) => [
      m,
      {
        all: score(results[m]),
        tune: score(results[m].filter((r) => split(r.q) === 'tune')),
        heldOut: score(results[m].filter((r) => split(r.q) === 'heldOut')),
        byStyle: Object.fromEntries(styles.map((st) => [st, score(results[m].filter((r) => r.q.style === st))])),
        byKind: Object.fromEntries(kinds.map((k) => [k, score(results[m].filter((r) => r.q.kind === k))])),
        medianMs: Math.round(latency[m].sort((a, b) => a - b)[Math.floor(latency[m].length / 2)]! * 10) / 10,
      },
    ]),
  ) as Record<Mode, { all: Metrics; tune: Metrics; heldOut: Metrics; byStyle: Record<string, Metrics>; byKind: Record<string, Metrics>; medianMs: number }>;

  const line = (name: string, m: Metrics) =>
    `${name.padEnd(28)} ${String(m.recallAt5).padStart(6)} ${String(m.recallAt10).padStart(6)} ${String(m.recallAt20).padStart(6)} ${m.mrr.toFixed(3).padStart(7)}`;
  const table = (title: string, pick: (m: Mode) => Metrics) => {
    console.log(`\n${title}`);
    for (const m of MODES) console.log(line(`  ${m}`, pick(m)));
  };
  console.log(`\nrecall eval: ${questions.length} questions, ${written.length} notes, ${users.length} users (MiniLM, limit ${LIMIT}, floor ${EVAL_FLOOR})`);
  console.log(`${''.padEnd(28)} ${'R@5'.padStart(6)} ${'R@10'.padStart(6)} ${'R@20'.padStart(6)} ${'MRR'.padStart(7)}`);
  table(`all (${results.hybrid.length})`, (m) => summary[m].all);
  table(`tune split (${summary.hybrid.tune.questions}; the fusion constants were chosen on it)`, (m) => summary[m].tune);
  table(`held-out split (${summary.hybrid.heldOut.questions})`, (m) => summary[m].heldOut);
  for (const st of styles) table(`${st}-style questions (${summary.hybrid.byStyle[st]!.questions})`, (m) => summary[m].byStyle[st]!);
  for (const k of kinds) table(k, (m) => summary[m].byKind[k]!);
  // What fusing the two signals can reach at all: the gold notes in the exact-dense top 10
  // or the lexical top 10 (twenty slots). A fusion fills ten, so it can hardly place more
  // gold notes there than this union holds.
  const unionAt10 = (keep: (q: EvalQuestion) => boolean) => {
    const pairs = results['exact-dense'].map((d, i) => [d, results.lexical[i]!] as const).filter(([d]) => keep(d.q));
    const sum = pairs.reduce((acc, [d, l]) => acc + d.gold.filter((g) => d.ranked.slice(0, 10).includes(g) || l.ranked.slice(0, 10).includes(g)).length / d.gold.length, 0);
    return Math.round((1000 * sum) / pairs.length) / 10;
  };
  const signalUnion = {
    all: unionAt10(() => true),
    ...Object.fromEntries(styles.map((st) => [`${st}Style`, unionAt10((q) => q.style === st)])),
  };
  console.log(`\nexact-dense top 10 ∪ lexical top 10 (what a fusion of the two can reach, recall@10): ${Object.entries(signalUnion).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  const targetsOf = (pick: (m: Mode) => Metrics) => {
    const gain = Math.round((pick('hybrid').recallAt10 - pick('exact-dense').recallAt10) * 10) / 10;
    return {
      hybridRecallAt10OverExactDense: { want: '≥ +5 points', got: gain, met: gain >= 5 },
      hybridMrrAtLeastExactDense: { want: `≥ ${pick('exact-dense').mrr}`, got: pick('hybrid').mrr, met: pick('hybrid').mrr >= pick('exact-dense').mrr },
    };
  };
  const targets = {
    all: targetsOf((m) => summary[m].all),
    heldOut: targetsOf((m) => summary[m].heldOut),
    ...Object.fromEntries(styles.map((st) => [`${st}Style`, targetsOf((m) => summary[m].byStyle[st]!)])),
  };
  for (const [name, t] of Object.entries(targets))
    console.log(`\nhybrid vs exact dense (${name}): recall@10 ${t.hybridRecallAt10OverExactDense.got >= 0 ? '+' : ''}${t.hybridRecallAt10OverExactDense.got} points, MRR ${t.hybridMrrAtLeastExactDense.got} vs ${t.hybridMrrAtLeastExactDense.want.slice(2)}`);

  const out = {
    benchmark: 'recall-eval',
    description:
      'Retrieval quality of context on synthetic multi-session conversations (bench/eval): recall@k of gold notes and MRR, per retrieval. exact-dense: plain exact MiniLM cosine over the user\'s notes; dense/lexical/hybrid: the context operation with that retrieval; hybrid@floor: hybrid at the default similarity floor. signalUnionRecallAt10: recall of the union of the exact-dense and lexical top 10s (twenty slots), about the most a fusion of the two signals can put in ten.',
    date: new Date().toISOString(),
    machine: machineInfo(),
    setup: {
      driver: 'pglite (in memory)',
      embedder: embedder.modelId,
      users: users.length,
      notes: written.length,
      refusedWrites: refused,
      questions: questions.length,
      limit: LIMIT,
      similarityFloor: { eval: EVAL_FLOOR, default: config.recall.contextMinSimilarity },
      fusion: { kind: WEIGHTS.fusion, lexicalShare: WEIGHTS.lexicalShare, lexicalFloor: WEIGHTS.lexicalFloor, rrfK: WEIGHTS.rrfK, lexicalWeight: WEIGHTS.lexicalWeight, tieBreak: WEIGHTS.tieBreak },
      heldOutFrames: [...HELD_OUT_FRAMES],
      importance: 'seeded uniform 3..8',
      embedSeconds: Math.round(embedMs / 100) / 10,
    },
    results: summary,
    signalUnionRecallAt10: signalUnion,
    targets,
    durationSeconds: Math.round((Date.now() - started) / 1000),
  };
  const file = join(ROOT, 'bench/results/recall-eval.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  log(`wrote ${file}`);
  await services.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
