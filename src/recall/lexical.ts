/**
 * Lexical (full-text) side of hybrid recall (docs/design.md#recall): the query's words against
 * `notes.content_tsv` (a generated `to_tsvector('english', content)`, GIN-indexed),
 * scored by BM25 (see {@link lexicalMatches}). Works the same on PGlite and Postgres.
 *
 * The query is parsed by `plainto_tsquery` (stemming, English stop words dropped, no
 * operator syntax a user could trip over) and its terms are then OR-ed: a question
 * ("what does my sister do for a living?") shares a few words with the note that
 * answers it, almost never all of them, so the default AND would match nothing.
 *
 * The work is bounded by what the answer needs, not by the size of the scope: the
 * scope's statistics come from at most {@link LEXICAL_BOUNDS}.sample notes, and past
 * that size only the query's discriminating terms reach the full-text index, for at
 * most `matchCap` more notes to score (see {@link lexicalMatches}). The statistics of a
 * large scope are remembered (scopeMemory.ts), so after its first query only that GIN
 * search stays on the read path. The fusion (rank.ts) is unchanged.
 */
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { rows, type Tx } from '../db/database.js';
import { notes } from '../db/schema.js';
import { scopeOf, storedScopeId, textArray, type MatchedScope } from './candidates.js';
import { WEIGHTS, type Candidate } from './rank.js';
import { scopeMemoryOf, TermCounts, type LexicalStats, type ScopeMemory } from './scopeMemory.js';

/** The full-text configuration of `content_tsv` (src/db/schema.ts); query and document must agree. */
const TS_CONFIG = 'english';

/**
 * The query as an OR of its terms. Built from `plainto_tsquery`'s own output, so the
 * terms are stemmed and stop-word-free exactly as the documents are; compound words
 * keep their phrase operator (`'co-op' <-> 'co' <-> 'op'`).
 */
export function orTsQuery(text: string): SQL {
  return sql`replace(plainto_tsquery(${TS_CONFIG}::regconfig, ${text})::text, '&', '|')::tsquery`;
}

export interface LexicalQuery {
  text: string;
}

/** BM25 constants (the usual ones): term-frequency saturation and length normalisation. */
export const BM25 = { k1: 1.2, b: 0.75 } as const;

/**
 * How much of a scope one lexical search may read (bench/recall.ts measures the cost).
 *
 * - `sample`: a scope up to this size is read whole (exact statistics, every match
 *   scored, as the retrieval eval's scopes are); of a larger one this many notes are
 *   read, their matches scored, and the statistics (document frequencies, average
 *   length) estimated from them.
 * - `matchCap`: in a larger scope, at most this many notes more, found through the GIN
 *   index by the query's discriminating terms, are scored.
 *
 * A discriminating term is one whose weight (idf) reaches the fusion's BM25 floor
 * (rank.ts `lexicalFloor`) on its own — in a scope's sample of 500, one at most about 9
 * of them carry. A note carrying it can be lifted by its words whatever else it shares,
 * so it is searched for in the whole scope; a note that shares only common words ("user",
 * "work") can pass the floor only with several of them, and is found only if it is among
 * the notes read. So a word nearly every note carries no longer makes every note of the
 * scope a match to score.
 */
export const LEXICAL_BOUNDS = { sample: 500, matchCap: 500 } as const;

type Hit = { id: string; status: Candidate['status']; occurred_at: Date | string; importance: number | null; lexical: number };

/**
 * Notes of the scope (injectable: provisional and active) that share terms with the
 * query, best first, scored by BM25 over the scope: a term few notes of this user
 * contain (a pet's name, a project codename) counts for much more than one most of them
 * contain ("work", "like"). `ts_rank_cd` alone has no such weighting and, on questions
 * whose terms are mostly common, ranked worse than similarity alone (bench/eval).
 *
 * One statement reads up to `sample + 1` notes of the scope. If that is the whole scope,
 * it also scores its matches (term frequencies from the tsvector's positions, document
 * frequencies from the matches) and that is the answer. Otherwise its counts estimate
 * each query term's document frequency (the notes read are the first the scan yields,
 * not a random draw: cheap, and exact for every scope that fits), and a second statement
 * searches the index for the discriminating terms and pairs alone ({@link LEXICAL_BOUNDS}),
 * scoring at most `matchCap` notes with the estimated statistics — a common word's cost
 * no longer grows with the scope.
 *
 * With a memory (the database's by default; `null`: none), the statistics of a scope
 * found larger than the sample are remembered, under the scope and under its stored key
 * that is larger than the sample alone, and from then on (this query included) only the
 * discriminating terms' search runs: the sample's own hits — notes sharing only common
 * words, found only if they were among the first notes read — are left out, so the
 * answer does not depend on what is remembered.
 *
 * The hits come without their similarity: this runs while the query is still being
 * embedded (retrieve.ts), and a distance for every matching note would cost far more
 * than one for each of the few hits that are not already dense candidates
 * ({@link similarities}, candidates.ts).
 */
export async function lexicalMatches(db: Tx, match: SQL[], query: LexicalQuery, limit: number, memory?: ScopeMemory | null): Promise<Candidate[]> {
  const scope = scopeOf(match);
  const mem = scope === undefined || memory === null ? null : (memory ?? scopeMemoryOf(db));
  const known = mem ? rememberedStats(scope!, mem) : undefined;
  let hits: Hit[];
  if (known) hits = await fromStats(db, match, query, known, limit, mem!);
  else {
    const first = await lexicalFirst(db, match, query, limit, { allTerms: mem !== null });
    if (first.stats && mem) {
      // A large scope: from now on (scopeMemory.ts) its statistics are known before any note is read, and
      // only its discriminating terms are searched — this query too, so its answer does not depend on
      // whether the statistics were remembered.
      mem.rememberStats(scope!.id, first.stats);
      await rememberLargeKeyStats(db, scope!, mem);
      hits = await fromStats(db, match, query, first.stats, limit, mem, first.lexemes);
    } else {
      hits = first.hits;
      if (first.bounded) {
        // Both statements score with the sample's statistics, so a note found by both scores the same.
        const byId = new Map(hits.map((h) => [h.id, h]));
        for (const h of await rows<Hit>(db, first.bounded)) byId.set(h.id, h);
        hits = [...byId.values()].sort(byScore).slice(0, limit);
      }
    }
  }
  return hits.map((h) => ({
    id: h.id,
    status: h.status,
    // Raw rows: the driver may hand timestamps and reals over as strings.
    occurredAt: new Date(h.occurred_at),
    importance: h.importance === null ? null : Number(h.importance),
    similarity: null,
    lexical: Number(h.lexical),
  }));
}

const byScore = (x: Hit, y: Hit) => Number(y.lexical) - Number(x.lexical) || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);

/**
 * A large scope whose statistics are known: the query's discriminating terms (by the
 * remembered document frequencies) are searched through the GIN index, at most
 * `matchCap` notes scored — one statement, none if no term discriminates (plus, for a
 * text not seen before, one to stem it).
 */
async function fromStats(db: Tx, match: SQL[], query: LexicalQuery, stats: LexicalStats, limit: number, mem: ScopeMemory, lexemes?: string[]): Promise<Hit[]> {
  let words = lexemes ?? mem.queryLexemes(query.text);
  if (!words) {
    const [r] = await rows<{ lexemes: string[] | string }>(db, sql`select ${queryLexemesSql(query.text)} as lexemes`);
    words = parseTextArray(r?.lexemes ?? []);
  }
  mem.rememberQueryLexemes(query.text, words);
  const terms: [string, number][] = words.map((l) => [l, stats.df.get(l) ?? 0]);
  const selection = discriminating(terms, stats.n);
  if (selection.length === 0) return [];
  return (await rows<Hit>(db, boundedSql(match, terms, selection, stats, limit))).sort(byScore);
}

/**
 * The statistics remembered for the scope: its own, or those of a stored key of it larger
 * than the sample alone (an agent-wide scope every one of its users' scopes holds): the
 * few notes the user's own keys add move no document frequency of such a sample much.
 */
function rememberedStats(scope: MatchedScope, mem: ScopeMemory): LexicalStats | undefined {
  const own = mem.stats(scope.id);
  if (own) return own;
  for (const k of scope.keys) {
    const s = mem.stats(storedScopeId(scope.tenantId, k));
    if (s) return s;
  }
  return undefined;
}

/**
 * A scope found larger than the sample: which of its stored keys is larger than the
 * sample alone (counting at most `sample + 1` notes of each), and the statistics of a
 * sample of that key, remembered under it. Runs once per scope until such a key is known.
 */
async function rememberLargeKeyStats(db: Tx, scope: MatchedScope, mem: ScopeMemory): Promise<void> {
  const { sample } = LEXICAL_BOUNDS;
  const injectable = sql`${notes.status} in ('provisional', 'active')`;
  const [large] = await rows<{ k: string }>(
    db,
    sql`select k from unnest(${textArray(scope.keys)}) k
         where (select count(*) from (select 1 from ${notes} where ${notes.tenantId} = ${scope.tenantId} and ${notes.scopeKey} = k and ${injectable} limit ${sample + 1}) x) > ${sample}
         limit 1`,
  );
  if (!large) return;
  const [st] = await rows<{ n: number; avgdl: number; df: Record<string, number> | string | null }>(
    db,
    sql`with s as materialized (select ${notes.contentTsv} as tsv from ${notes}
                                 where ${notes.tenantId} = ${scope.tenantId} and ${notes.scopeKey} = ${large.k} and ${injectable} limit ${sample + 1})
        select (select count(*) from s)::float8 as n, (select greatest(avg(length(tsv)), 1) from s)::float8 as avgdl,
               (select coalesce(jsonb_object_agg(lexeme, c), '{}') from (select u.lexeme, count(*)::float8 as c from s, unnest(tsvector_to_array(s.tsv)) u(lexeme) group by u.lexeme) a) as df`,
  );
  if (!st || Number(st.n) <= sample) return;
  mem.rememberStats(storedScopeId(scope.tenantId, large.k), { n: Number(st.n), avgdl: Number(st.avgdl), df: dfMap(st.df) });
}

const dfMap = (df: Record<string, number> | string | null) => new TermCounts((typeof df === 'string' ? JSON.parse(df) : (df ?? {})) as Record<string, number>);

/** The distinct lexemes of a text (what `terms` holds in the first statement). */
const queryLexemesSql = (text: string) =>
  sql`(select coalesce(array_agg(distinct lexeme), '{}') from unnest(to_tsvector(${TS_CONFIG}::regconfig, ${text})))`;

/** A text[] as the driver hands it over: an array, or its literal (`{a,"b c"}`) where the driver does not parse it. */
function parseTextArray(v: string[] | string): string[] {
  if (Array.isArray(v)) return v;
  const inner = v.replace(/^\{|\}$/g, '');
  if (inner === '') return [];
  const out: string[] = [];
  for (const m of inner.matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)) out.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]!);
  return out;
}

/**
 * The first statement's answer: the hits among the notes read, and for a scope larger
 * than the sample the second statement to run (`bounded`; null when no term
 * discriminates), the query's lexemes and the sample's statistics (with `allTerms`, the
 * document frequency of every lexeme of the sample, else of the query's). Exported for
 * EXPLAIN in benchmarks.
 */
export async function lexicalFirst(
  db: Tx,
  match: SQL[],
  query: LexicalQuery,
  limit: number,
  opts: { allTerms?: boolean } = {},
): Promise<{ hits: Hit[]; bounded?: SQL | null; stats?: LexicalStats; lexemes?: string[] }> {
  type Stats = { n: number | null; df: Record<string, number> | string | null; avgdl: number | null; lexemes: string[] | string | null };
  const first = await rows<Hit & Stats>(db, lexicalSql(match, query, limit, opts.allTerms ?? false));
  const row = first.find((r) => r.id === null);
  const hits: Hit[] = first.filter((r) => r.id !== null);
  if (!row || Number(row.n) <= LEXICAL_BOUNDS.sample) return { hits };
  const df = dfMap(row.df);
  const lexemes = parseTextArray(row.lexemes ?? []);
  const terms: [string, number][] = lexemes.map((l) => [l, df.get(l) ?? 0]);
  const stats: LexicalStats = { n: Number(row.n), avgdl: Number(row.avgdl), df };
  const selection = discriminating(terms, stats.n);
  return { hits, bounded: selection.length === 0 ? null : boundedSql(match, terms, selection, stats, limit), stats, lexemes };
}

const inScope = (match: SQL[]) => and(...match, inArray(notes.status, ['provisional', 'active']));
/**
 * BM25 of one term in one note. A term most notes of the scope carry ("user", "like")
 * weighs nothing: it tells no note from another, and any weight above zero would make a
 * note that shares only it a lexical match, eligible past the similarity floor (rank.ts).
 * Scopes of fewer than {@link COMMON_TERM_MIN_NOTES} notes have no such statistics.
 */
const bm25 = (n: SQL, df: SQL, tf: SQL, dl: SQL, avgdl: SQL) => {
  const { k1, b } = BM25;
  return sql`case when ${n} >= ${COMMON_TERM_MIN_NOTES}::float8 and 2 * ${df} > ${n} then 0::float8
                  else ln(1 + (${n} - ${df} + 0.5) / (${df} + 0.5)) * ${tf} * ${k1 + 1}::float8 / (${tf} + ${k1}::float8 * (1 - ${b}::float8 + ${b}::float8 * ${dl} / ${avgdl})) end`;
};

/** The smallest scope in which a term carried by more than half its notes counts as common. */
export const COMMON_TERM_MIN_NOTES = 3;

/**
 * The first statement of {@link lexicalMatches}: the hits among the first `sample + 1`
 * notes of the scope, scored with their statistics (the scope's own when that is all of
 * it), and one row with no id carrying the notes read (`n`), their average length and,
 * when the scope is larger, each query term's document frequency among them.
 */
function lexicalSql(match: SQL[], query: LexicalQuery, limit: number, allTerms: boolean): SQL {
  const tsq = orTsQuery(query.text);
  const { sample } = LEXICAL_BOUNDS;
  // Of every lexeme the notes read carry (remembered, scopeMemory.ts), or of the query's only.
  const sampleDf = allTerms
    ? sql`(select coalesce(jsonb_object_agg(lexeme, c), '{}') from (select u.lexeme, count(*)::float8 as c from s, unnest(tsvector_to_array(s.tsv)) u(lexeme) group by u.lexeme) a)`
    : sql`(select coalesce(jsonb_object_agg(t.lexeme, coalesce(df.df, 0)), '{}') from terms, unnest(terms.lexemes) t(lexeme) left join df using (lexeme))`;
  return sql`with terms as (select ${queryLexemesSql(query.text)} as lexemes),
             s as materialized (
               select ${notes.id} as id, ${notes.status} as status, ${notes.occurredAt} as occurred_at, ${notes.importance} as importance,
                      ${notes.contentTsv} as tsv, ${notes.contentTsv} @@ ${tsq} as hit
                 from ${notes} where ${inScope(match)} limit ${sample + 1}),
             st as (select count(*)::float8 as n, greatest(avg(length(tsv)), 1)::float8 as avgdl from s),
             -- ts_delete twice leaves only the query's lexemes (with their positions): a note's few
             -- matching terms are unnested instead of all its lexemes then joined.
             tf as (select s.id, u.lexeme, coalesce(array_length(u.positions, 1), 1)::float8 as tf, length(s.tsv)::float8 as dl
                      from s, terms, unnest(ts_delete(s.tsv, tsvector_to_array(ts_delete(s.tsv, terms.lexemes)))) u where s.hit),
             df as (select lexeme, count(*)::float8 as df from tf group by lexeme),
             bm as (select tf.id, sum(${bm25(sql`st.n`, sql`df.df`, sql`tf.tf`, sql`tf.dl`, sql`st.avgdl`)}) as lexical
                      from tf join df using (lexeme), st group by tf.id)
        (select s.id, s.status, s.occurred_at, s.importance, bm.lexical, null::float8 as n, null::jsonb as df, null::float8 as avgdl, null::text[] as lexemes
           from s join bm using (id)
          order by bm.lexical desc, s.id
          limit ${limit})
        union all
        select null, null, null, null, null, st.n, case when st.n > ${sample} then ${sampleDf} end, st.avgdl,
               case when st.n > ${sample} then terms.lexemes end
          from st, terms`;
}

/** BM25's idf of a term in `df` of `n` notes (the same expression as in SQL). */
const idf = (df: number, n: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

/** The query's discriminating terms (see {@link LEXICAL_BOUNDS}) as tsquery operands, heaviest first. */
export function discriminating(terms: readonly [string, number][], n: number): string[] {
  return terms
    .map(([lexeme, df]) => ({ lexeme, w: idf(df, n) }))
    .filter((t) => t.w >= WEIGHTS.lexicalFloor)
    .sort((a, b) => b.w - a.w || (a.lexeme < b.lexeme ? -1 : 1))
    .map((t) => operand(t.lexeme));
}

/** A lexeme as a tsquery operand: quoted, so it is taken as is (already stemmed), with quotes and backslashes escaped. */
const operand = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

const candidateRows = (match: SQL[], tsq: SQL) =>
  sql`select ${notes.id} as id, ${notes.status} as status, ${notes.occurredAt} as occurred_at, ${notes.importance} as importance, ${notes.contentTsv} as tsv
        from ${notes} where ${inScope(match)} and ${notes.contentTsv} @@ ${tsq}`;

/**
 * The second statement, for a scope larger than the sample: the notes carrying any
 * discriminating term (`selection`, one GIN search), at most `matchCap`, scored by BM25
 * on all the query's `terms` (lexeme and its document frequency in the sample) with the
 * sample's statistics.
 */
function boundedSql(match: SQL[], terms: [string, number][], selection: string[], stats: { n: number; avgdl: number }, limit: number): SQL {
  const cap = LEXICAL_BOUNDS.matchCap;
  const lexemes = terms.map(([l]) => l);
  const floatArray = (xs: number[]) => sql`${`{${xs.join(',')}}`}::float8[]`;
  return sql`with q as (select * from unnest(${textArray(lexemes)}, ${floatArray(terms.map(([, d]) => d))}) as q(lexeme, df)),
             m as materialized (${candidateRows(match, sql`${selection.join(' | ')}::tsquery`)} limit ${cap}),
             tf as (select m.id, u.lexeme, coalesce(array_length(u.positions, 1), 1)::float8 as tf, length(m.tsv)::float8 as dl
                      from m, unnest(ts_delete(m.tsv, tsvector_to_array(ts_delete(m.tsv, ${textArray(lexemes)})))) u),
             bm as (select tf.id, sum(${bm25(sql`${stats.n}::float8`, sql`q.df`, sql`tf.tf`, sql`tf.dl`, sql`${stats.avgdl}::float8`)}) as lexical
                      from tf join q using (lexeme) group by tf.id)
        select m.id, m.status, m.occurred_at, m.importance, bm.lexical
          from m join bm using (id)
         order by bm.lexical desc, m.id
         limit ${limit}`;
}
