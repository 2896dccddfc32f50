/**
 * Statute corpus figures: parse + load time and RSS, BM25 build time, BM25 query p50/p99, citation resolution,
 * PGlite import of the whole corpus and ranked SQL query time.
 *   npm run bench -- laws-corpus
 *   node --import tsx bench/laws-corpus.ts            (same, standalone)
 * Loads the corpus the app loads: the bundled one (server/laws/data, decision 112), or LAWS_DIR when set. When the
 * development folder ../shared/data/laws/just-laws exists, its Markdown parse is timed too (the pre-112 load).
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { resolveCitations } from '../server/laws/citation';
import { existsSync } from 'node:fs';
import { defaultLawsDir, LawCorpus } from '../server/laws/corpus';
import { developmentLawsDir } from '../scripts/development-laws-dir';
import { importLaws } from '../server/laws/import-laws';
import { ArticleSearchIndex } from '../server/laws/search';
import { getJieba } from '../server/laws/segment';
import { type AnyPgDb, createLawTables, searchArticlesSql } from '../server/laws/sql';

const QUERIES = [
  '违约金过高',
  '试用期',
  '竞业限制 经济补偿',
  '定金 百分之二十',
  '格式条款 无效',
  '租赁期限 二十年',
  '不可抗力 通知',
  '个人信息 出境',
  '股东 查阅 会计账簿',
  '建设工程 优先受偿',
  '解除合同 通知',
  '加班费',
  '商业秘密 保密义务',
  '仲裁协议 无效',
  '诉讼时效 中断',
];

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (v: number) => `${v.toFixed(v < 10 ? 2 : 0)} ms`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function timings(samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b);
  return `p50 ${ms(percentile(s, 50))}, p99 ${ms(percentile(s, 99))}, max ${ms(s[s.length - 1]!)} (${s.length} queries)`;
}

export async function run(): Promise<void> {
  const dir = defaultLawsDir();
  const rss0 = process.memoryUsage().rss;

  const corpus = dir === null ? LawCorpus.loadBundled() : LawCorpus.load(dir);
  const rss1 = process.memoryUsage().rss;
  const chars = corpus.laws.reduce((n, l) => n + l.articles.reduce((k, a) => k + a.text.length, 0), 0);
  console.log(`corpus: ${corpus.stats.laws} laws, ${corpus.stats.articles} articles, ${(chars / 1e6).toFixed(2)} M characters (${corpus.origin.label})`);
  console.log(`  load (${dir === null ? 'bundled, decompress + JSON' : `parse ${corpus.stats.files} files`}): ${ms(corpus.stats.loadMs)}; RSS +${mb(rss1 - rss0)} (process ${mb(rss1)})`);
  if (dir === null && existsSync(developmentLawsDir())) {
    const t = performance.now();
    LawCorpus.load(developmentLawsDir());
    console.log(`  for comparison, Markdown parse of ${developmentLawsDir().split('/').slice(-4).join('/')} (the load before decision 112): ${ms(performance.now() - t)}`);
  }

  const lookups = performance.now();
  let found = 0;
  for (let i = 0; i < 10_000; i++) if (corpus.getArticle('民法典', 1 + (i % 1260))) found++;
  console.log(`  article lookup by alias + number: ${(((performance.now() - lookups) / 10_000) * 1000).toFixed(1)} µs each (${found} found)`);

  const text = '依据《民法典》第585条、第五百八十六条及劳动合同法第19条，另见《合同法》第114条和《民法典》第1300条。';
  const citeStart = performance.now();
  for (let i = 0; i < 1000; i++) resolveCitations(corpus, text);
  console.log(`  resolveCitations (5 citations in one sentence): ${ms((performance.now() - citeStart) / 1000)} per call`);

  const jiebaStart = performance.now();
  getJieba();
  console.log(`jieba + legal dictionary load: ${ms(performance.now() - jiebaStart)}`);

  const index = new ArticleSearchIndex(corpus.laws);
  const rss2 = process.memoryUsage().rss;
  console.log(`BM25 index: build ${ms(index.buildMs)} over ${index.size} articles, ${index.vocabularySize} terms; RSS +${mb(rss2 - rss1)} (process ${mb(rss2)})`);
  const bm25: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const q of QUERIES) {
      const t = performance.now();
      index.search(q, { limit: 10 });
      bm25.push(performance.now() - t);
    }
  }
  console.log(`  BM25 query (limit 10, snippets): ${timings(bm25)}`);
  for (const q of ['违约金过高', '试用期']) {
    console.log(`  "${q}" -> ${index.search(q, { limit: 5 }).map((h) => `${h.lawShortTitle}${h.label}`).join('、')}`);
  }

  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  try {
    const db = drizzle({ client }) as unknown as AnyPgDb;
    await createLawTables(db);
    const report = await importLaws(db, corpus.laws);
    console.log(`PGlite (in memory) import of the whole corpus: ${ms(report.importMs)} (${report.imported} laws, ${report.articles} rows, segmentation included)`);
    const again = await importLaws(db, corpus.laws);
    console.log(`  re-import, nothing changed: ${ms(again.importMs)} (${again.unchanged} laws skipped by content hash)`);
    const sqlTimes: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const q of QUERIES) {
        const t = performance.now();
        await searchArticlesSql(db, q, { limit: 10 });
        sqlTimes.push(performance.now() - t);
      }
    }
    console.log(`  ranked SQL query (ts_rank_cd + word_similarity, limit 10): ${timings(sqlTimes)}`);
    for (const q of ['违约金过高', '试用期']) {
      const hits = await searchArticlesSql(db, q, { limit: 5 });
      console.log(`  "${q}" -> ${hits.map((h) => `${h.lawTitle.replace('中华人民共和国', '')}${h.label}`).join('、')}`);
    }
  } finally {
    await client.close();
  }
  console.log('reproduce: npm run bench -- laws-corpus   (or: node --import tsx bench/laws-corpus.ts)');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
