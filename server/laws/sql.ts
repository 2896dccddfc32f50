/**
 * The PostgreSQL side of statute search (PGlite and PostgreSQL alike): DDL for the statute tables, and a ranked
 * query over them — jieba tokens matched through the tsvector (ts_rank) plus pg_trgm for literal substrings
 * (word_similarity). Snippets are cut in JS (makeSnippet): ts_headline cannot see jieba's word boundaries.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { makeSnippet, QUERY_SYNONYMS } from './search';
import { segment, segmentForSearch } from './segment';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works with any app schema
export type AnyPgDb = PgDatabase<PgQueryResultHKT, any>;

/**
 * The statute tables as raw SQL, matching server/db/schema/laws.ts: what a test or a hand-written migration runs. pg_trgm
 * must exist before the trigram index (PGlite: pass `pg_trgm` to PGlite.create's extensions).
 */
export const LAWS_DDL: readonly string[] = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  `CREATE TABLE IF NOT EXISTS laws (
    id text PRIMARY KEY,
    title text NOT NULL,
    short_titles jsonb NOT NULL DEFAULT '[]'::jsonb,
    category text NOT NULL,
    validity text NOT NULL,
    effective_from text,
    history jsonb NOT NULL DEFAULT '[]'::jsonb,
    article_count integer NOT NULL,
    content_hash text NOT NULL,
    source text NOT NULL,
    imported_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE IF NOT EXISTS laws_articles (
    law_id text NOT NULL REFERENCES laws(id) ON DELETE CASCADE,
    law_title text NOT NULL,
    path text NOT NULL,
    number integer NOT NULL,
    sub integer NOT NULL DEFAULT 0,
    label text NOT NULL,
    text text NOT NULL,
    validity text NOT NULL,
    segmented text NOT NULL,
    tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', segmented)) STORED,
    PRIMARY KEY (law_id, number, sub)
  )`,
  `CREATE INDEX IF NOT EXISTS laws_articles_tsv_idx ON laws_articles USING gin (tsv)`,
  `CREATE INDEX IF NOT EXISTS laws_articles_text_trgm_idx ON laws_articles USING gin (text gin_trgm_ops)`,
];

/** Creates the statute tables if missing (tests, scratch databases). */
export async function createLawTables(db: AnyPgDb): Promise<void> {
  for (const statement of LAWS_DDL) await db.execute(sql.raw(statement));
}

/**
 * The query for to_tsquery('simple', …): the query's words OR-ed, each synonym phrase as an AND group —
 * 违约金过高 -> '违约金' | '过高' | ( '过分' & '高于' ). Sub-words are left out: ts_rank has no IDF, so 违约 would
 * weigh as much as 违约金. Empty when nothing is left.
 */
export function toTsQuery(query: string): string {
  const quote = (w: string) => `'${w.replace(/'/g, "''")}'`;
  const words = [...new Set(segment(query))];
  const parts = words.map(quote);
  for (const w of words) {
    for (const syn of QUERY_SYNONYMS[w] ?? []) {
      const t = segment(syn);
      if (t.length === 1) parts.push(quote(t[0]!));
      else if (t.length > 1) parts.push(`( ${t.map(quote).join(' & ')} )`);
    }
  }
  return [...new Set(parts)].join(' | ');
}

export interface SqlSearchOptions {
  limit?: number;
  lawIds?: readonly string[];
  /** Also search laws not in force. Default false. */
  includeAll?: boolean;
  snippetLength?: number;
}

export interface SqlSearchHit {
  lawId: string;
  lawTitle: string;
  label: string;
  number: number;
  sub: number;
  path: string[];
  text: string;
  rank: number;
  snippet: string;
  highlights: [number, number][];
}

/**
 * Ranked article search in the database: rows whose tsvector matches any query word or whose text contains the
 * query literally, ordered by ts_rank (length-normalized) + word_similarity of the literal query.
 */
export async function searchArticlesSql(db: AnyPgDb, query: string, options: SqlSearchOptions = {}): Promise<SqlSearchHit[]> {
  const limit = Math.max(1, Math.min(options.limit ?? 10, 200));
  const tsq = toTsQuery(query);
  const literal = query.replace(/\s+/g, '');
  if (tsq === '' && literal === '') return [];
  const conditions: SQL[] = [];
  if (!options.includeAll) conditions.push(sql`validity = ${'现行有效'}`);
  if (options.lawIds && options.lawIds.length > 0) conditions.push(sql`law_id IN (${sql.join(options.lawIds.map((id) => sql`${id}`), sql`, `)})`);
  const match = tsq !== '' ? sql`(tsv @@ to_tsquery('simple', ${tsq}) OR text LIKE ${`%${escapeLike(literal)}%`})` : sql`text LIKE ${`%${escapeLike(literal)}%`}`;
  conditions.push(match);
  const rankExpr =
    tsq !== ''
      ? sql`ts_rank_cd(tsv, to_tsquery('simple', ${tsq}), 0) + 0.3 * word_similarity(${literal}, text)`
      : sql`word_similarity(${literal}, text)`;
  const result = await db.execute(sql`
    SELECT law_id, law_title, label, number, sub, path, text, ${rankExpr} AS rank
    FROM laws_articles
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY rank DESC, law_id, number, sub
    LIMIT ${limit}
  `);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const terms = [...new Set([...segment(query), ...segmentForSearch(query)])];
  return rows.map((r) => {
    const text = String(r.text);
    const { snippet, highlights } = makeSnippet(text, terms, options.snippetLength ?? 120);
    return {
      lawId: String(r.law_id),
      lawTitle: String(r.law_title),
      label: String(r.label),
      number: Number(r.number),
      sub: Number(r.sub),
      path: String(r.path) === '' ? [] : String(r.path).split(' / '),
      text,
      rank: Number(r.rank),
      snippet,
      highlights,
    };
  });
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
