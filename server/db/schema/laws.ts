/**
 * Statute tables (owned by server/laws): `laws` (one row per law or dated version) and `laws_articles` (one row
 * per article, with the jieba-segmented text, a stored tsvector over it and a pg_trgm index on the raw text).
 * The migration must run `CREATE EXTENSION IF NOT EXISTS pg_trgm` before the trigram index, and PGlite must be
 * created with the pg_trgm extension (server/db/pglite-extensions.ts). Raw-SQL twin: LAWS_DDL in server/laws/sql.ts.
 */
import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const laws = pgTable('laws', {
  /** Folder slug (civil-code), or slug@YYYY-MM-DD for a dated version. */
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  shortTitles: jsonb('short_titles').$type<string[]>().notNull().default([]),
  category: text('category').notNull(),
  /** 现行有效 | 尚未生效 | 已被修改. */
  validity: text('validity').notNull(),
  /** YYYY-MM-DD, or null when the text gives none. */
  effectiveFrom: text('effective_from'),
  history: jsonb('history').$type<string[]>().notNull().default([]),
  articleCount: integer('article_count').notNull(),
  /** sha256 of the parsed law: a re-import skips laws whose hash did not change. */
  contentHash: text('content_hash').notNull(),
  source: text('source').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

export const lawsArticles = pgTable(
  'laws_articles',
  {
    lawId: text('law_id')
      .notNull()
      .references(() => laws.id, { onDelete: 'cascade' }),
    lawTitle: text('law_title').notNull(),
    /** Headings joined with ' / ': 第三编 合同 / 第一分编 通则 / 第八章 违约责任. */
    path: text('path').notNull(),
    number: integer('number').notNull(),
    /** 0, or 1 for 第X条之一. */
    sub: integer('sub').notNull().default(0),
    /** 第五百八十五条. */
    label: text('label').notNull(),
    text: text('text').notNull(),
    validity: text('validity').notNull(),
    /** jieba search-mode tokens joined by spaces (segment.ts). */
    segmented: text('segmented').notNull(),
    tsv: tsvector('tsv').generatedAlwaysAs(sql`to_tsvector('simple', segmented)`),
  },
  (t) => [
    primaryKey({ columns: [t.lawId, t.number, t.sub] }),
    index('laws_articles_tsv_idx').using('gin', t.tsv),
    index('laws_articles_text_trgm_idx').using('gin', t.text.op('gin_trgm_ops')),
  ],
);

export type LawRow = typeof laws.$inferSelect;
export type LawArticleRow = typeof lawsArticles.$inferSelect;
