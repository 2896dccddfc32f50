/**
 * Imports a statute folder into the database (PGlite or PostgreSQL): one `laws` row per law, its articles in
 * `laws_articles` with the jieba-segmented text the tsvector is generated from. Idempotent: a law whose parsed
 * content is unchanged is skipped; a changed law has its rows replaced in one transaction.
 */
import { createHash } from 'node:crypto';
import { eq, inArray, notInArray } from 'drizzle-orm';
import { laws as lawsTable, lawsArticles } from '../db/schema/laws';
import { type Law, type ParseOptions, parseLawFolder } from './parse-laws';
import { segmentToString } from './segment';
import type { AnyPgDb } from './sql';

export interface ImportOptions extends ParseOptions {
  /** Delete laws that are in the database but no longer in the folder. Default false. */
  prune?: boolean;
  /** Re-import even when the content hash is unchanged. Default false. */
  force?: boolean;
  /** Rows per INSERT (parameters per statement stay far below PostgreSQL's 65,535). Default 500. */
  batchSize?: number;
}

export interface ImportReport {
  laws: number;
  imported: number;
  unchanged: number;
  pruned: number;
  articles: number;
  parseMs: number;
  importMs: number;
}

/** Hash of what a law contributes to the database; validity is part of it (a date passing changes rows). */
export function lawContentHash(law: Law): string {
  const h = createHash('sha256');
  h.update(JSON.stringify([law.title, law.shortTitles, law.category, law.validity, law.effectiveFrom, law.history]));
  for (const a of law.articles) h.update(`\u0000${a.number}.${a.sub}\u0000${a.path.join('/')}\u0000${a.text}`);
  return h.digest('hex');
}

/** Writes parsed laws: unchanged ones are skipped, changed ones replaced (delete + batch insert) per law. */
export async function importLaws(db: AnyPgDb, laws: readonly Law[], options: ImportOptions = {}): Promise<Omit<ImportReport, 'parseMs'>> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 500;
  const existing = new Map<string, string>();
  const ids = laws.map((l) => l.id);
  if (ids.length > 0) {
    const rows = await db.select({ id: lawsTable.id, hash: lawsTable.contentHash }).from(lawsTable).where(inArray(lawsTable.id, ids));
    for (const r of rows) existing.set(r.id, r.hash);
  }
  let imported = 0;
  let unchanged = 0;
  let articles = 0;
  for (const law of laws) {
    const hash = lawContentHash(law);
    if (!options.force && existing.get(law.id) === hash) {
      unchanged++;
      continue;
    }
    const rows = law.articles.map((a) => ({
      lawId: law.id,
      lawTitle: law.title,
      path: a.path.join(' / '),
      number: a.number,
      sub: a.sub,
      label: a.label,
      text: a.text,
      validity: law.validity,
      segmented: segmentToString(`${a.path.join(' ')} ${a.text}`),
    }));
    await db.transaction(async (tx) => {
      await tx.delete(lawsArticles).where(eq(lawsArticles.lawId, law.id));
      const values = {
        title: law.title,
        shortTitles: law.shortTitles,
        category: law.category,
        validity: law.validity,
        effectiveFrom: law.effectiveFrom,
        history: law.history,
        articleCount: law.articles.length,
        contentHash: hash,
        source: law.source,
        importedAt: new Date(),
      };
      await tx
        .insert(lawsTable)
        .values({ id: law.id, ...values })
        .onConflictDoUpdate({ target: lawsTable.id, set: values });
      for (let i = 0; i < rows.length; i += batchSize) await tx.insert(lawsArticles).values(rows.slice(i, i + batchSize));
    });
    imported++;
    articles += rows.length;
  }
  let pruned = 0;
  if (options.prune) {
    const gone = await db
      .delete(lawsTable)
      .where(ids.length > 0 ? notInArray(lawsTable.id, ids) : undefined)
      .returning({ id: lawsTable.id });
    pruned = gone.length;
  }
  return { laws: laws.length, imported, unchanged, pruned, articles, importMs: performance.now() - started };
}

/** Parses a just-laws folder and imports it (see importLaws). */
export async function importLawFolder(db: AnyPgDb, dir: string, options: ImportOptions = {}): Promise<ImportReport> {
  const { laws, stats } = parseLawFolder(dir, options);
  const report = await importLaws(db, laws, options);
  return { ...report, parseMs: stats.ms };
}
