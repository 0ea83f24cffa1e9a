/**
 * Where a context read's DB time goes: every statement retrieve() issues for one query,
 * caught as the driver receives it (drizzle's query logger) and run again under
 * EXPLAIN (ANALYZE, BUFFERS) with the HNSW path's settings, on either driver.
 * bench/recall.ts reports the per-statement execution times and one plan of each.
 */
import type { PGlite } from '@electric-sql/pglite';
import type postgres from 'postgres';
import type { Logger } from 'drizzle-orm';
import type { Db } from '../../src/db/database.js';

export interface Captured {
  query: string;
  params: unknown[];
}

/** What a statement does, from its text (null: a setting, not worth explaining). */
export function statementKind(s: Captured): string | null {
  const q = s.query;
  if (q.includes('set_config(')) return null;
  if (q.includes('with terms as')) return 'lexicalSample';
  if (q.includes('with q as (select * from unnest')) return 'lexicalBounded';
  if (q.includes('lateral (select')) return 'provisional';
  if (/unnest\(\$\d+::text\[\]\) k\b/.test(q) || /^with s as materialized \(select \S*"content_tsv" as tsv/.test(q)) return 'learnLargeKey';
  if (q.startsWith('select (select coalesce(array_agg(distinct lexeme)')) return 'queryLexemes';
  if (q.includes('with m as materialized (select id')) return 'exact';
  if (q.includes('order by embedding <=>')) return 'hnsw';
  if (/"embedding" is null/.test(q)) return 'unembedded';
  if (q.includes('<=>') && q.includes(' id in (')) return 'similarities';
  if (s.params.includes('provisional')) return 'provisional';
  return 'other';
}

export interface Explainer {
  /** A drizzle database on the same connection whose statements are recorded in {@link captured}. */
  db: Db;
  captured: Captured[];
  /** EXPLAIN ANALYZE of one captured statement; the plan's lines. */
  explain(s: Captured, efSearch: number): Promise<string[]>;
}

const settings = `select set_config('hnsw.ef_search', $1, true), set_config('hnsw.iterative_scan', 'strict_order', true)`;

export async function pgliteExplainer(pg: PGlite, schema: Record<string, unknown>): Promise<Explainer> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const captured: Captured[] = [];
  const logger: Logger = { logQuery: (query, params) => void captured.push({ query, params }) };
  const db = drizzle({ client: pg, schema, logger }) as unknown as Db;
  return {
    db,
    captured,
    explain: (s, ef) =>
      pg.transaction(async (tx) => {
        await tx.query(settings, [String(ef)]);
        const r = await tx.query<Record<string, string>>(`explain (analyze, buffers) ${s.query}`, s.params);
        return r.rows.map((row) => Object.values(row)[0]!);
      }),
  };
}

export async function postgresExplainer(client: postgres.Sql, schema: Record<string, unknown>): Promise<Explainer> {
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const captured: Captured[] = [];
  const logger: Logger = { logQuery: (query, params) => void captured.push({ query, params }) };
  const db = drizzle({ client, schema, logger }) as unknown as Db;
  return {
    db,
    captured,
    explain: async (s, ef) =>
      (await client.begin(async (tx) => {
        await tx.unsafe(settings, [String(ef)]);
        const r = await tx.unsafe(`explain (analyze, buffers) ${s.query}`, s.params as postgres.ParameterOrJSON<never>[]);
        return r.map((row) => Object.values(row)[0] as string);
      })) as string[],
  };
}

/** "Execution Time: 12.3 ms" of a plan. */
export const executionMs = (plan: string[]) => Number(/Execution Time: ([\d.]+) ms/.exec(plan.join('\n'))?.[1] ?? NaN);
