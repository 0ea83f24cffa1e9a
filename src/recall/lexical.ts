/**
 * Lexical (full-text) side of hybrid recall (docs/design.md#recall): the query's words against
 * `notes.content_tsv` (a generated `to_tsvector('english', content)`, GIN-indexed),
 * scored by BM25 (see {@link lexicalMatches}). Works the same on PGlite and Postgres.
 *
 * The query is parsed by `plainto_tsquery` (stemming, English stop words dropped, no
 * operator syntax a user could trip over) and its terms are then OR-ed: a question
 * ("what does my sister do for a living?") shares a few words with the note that
 * answers it, almost never all of them, so the default AND would match nothing.
 */
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { rows, type Tx } from '../db/database.js';
import { notes } from '../db/schema.js';
import type { Candidate } from './rank.js';

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
 * Notes of the scope (injectable: provisional and active) that share terms with the
 * query, best first, scored by BM25 over the scope: a term few notes of this user
 * contain (a pet's name, a project codename) counts for much more than one most of them
 * contain ("work", "like"). `ts_rank_cd` alone has no such weighting and, on questions
 * whose terms are mostly common, ranked worse than similarity alone (bench/eval).
 *
 * The scope's notes are read once (the statistics need all of them anyway: its size and
 * average length), and the matching ones (`@@` with the OR query) kept; term
 * frequencies come from the tsvector's positions, document frequencies from the matches.
 *
 * The hits come without their similarity: this runs while the query is still being
 * embedded (retrieve.ts), and a distance for every matching note would cost far more
 * than one for each of the few hits that are not already dense candidates
 * ({@link similarities}, candidates.ts).
 */
export async function lexicalMatches(db: Tx, match: SQL[], query: LexicalQuery, limit: number): Promise<Candidate[]> {
  type Hit = { id: string; status: Candidate['status']; occurred_at: Date | string; importance: number | null; lexical: number };
  const hits = await rows<Hit>(db, lexicalSql(match, query, limit));
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

/** The statement of {@link lexicalMatches} (exported for EXPLAIN in benchmarks). */
export function lexicalSql(match: SQL[], query: LexicalQuery, limit: number): SQL {
  const tsq = orTsQuery(query.text);
  const inScope = and(...match, inArray(notes.status, ['provisional', 'active']));
  const { k1, b } = BM25;
  return sql`with terms as (select coalesce(array_agg(distinct lexeme), '{}') as lexemes from unnest(to_tsvector(${TS_CONFIG}::regconfig, ${query.text}))),
             s as materialized (
               select ${notes.id} as id, ${notes.status} as status, ${notes.occurredAt} as occurred_at, ${notes.importance} as importance,
                      ${notes.contentTsv} as tsv, ${notes.contentTsv} @@ ${tsq} as hit
                 from ${notes} where ${inScope}),
             m as (select id, status, occurred_at, importance, tsv from s where hit),
             st as (select count(*)::float8 as n, greatest(avg(length(tsv)), 1)::float8 as avgdl from s),
             -- ts_delete twice leaves only the query's lexemes (with their positions): a note's few
             -- matching terms are unnested instead of all its lexemes then joined (cheaper on a large scope).
             tf as (select m.id, u.lexeme, coalesce(array_length(u.positions, 1), 1)::float8 as tf, length(m.tsv)::float8 as dl
                      from m, terms, unnest(ts_delete(m.tsv, tsvector_to_array(ts_delete(m.tsv, terms.lexemes)))) u),
             df as (select lexeme, count(*)::float8 as df from tf group by lexeme),
             bm as (select tf.id, sum(ln(1 + (st.n - df.df + 0.5) / (df.df + 0.5))
                                      * tf.tf * ${k1 + 1}::float8 / (tf.tf + ${k1}::float8 * (1 - ${b}::float8 + ${b}::float8 * tf.dl / st.avgdl))) as lexical
                      from tf join df using (lexeme), st group by tf.id)
        select m.id, m.status, m.occurred_at, m.importance, bm.lexical
          from m join bm using (id)
         order by bm.lexical desc, m.id
         limit ${limit}`;
}
