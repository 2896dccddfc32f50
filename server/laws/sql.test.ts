import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLawCorpus } from './corpus';
import { importLawFolder, importLaws } from './import-laws';
import type { Law } from './parse-laws';
import { type AnyPgDb, createLawTables, searchArticlesSql, toTsQuery } from './sql';

const corpus = getLawCorpus();
const SUBSET = ['civil-code', 'labor-contracts-law', 'labor-law', 'civil-service-law', 'company-law'];
const subset = corpus.laws.filter((l) => SUBSET.includes(l.id));

interface Harness {
  db: AnyPgDb;
  close(): Promise<void>;
}


async function select<T = Record<string, unknown>>(db: AnyPgDb, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The same behaviour on every database the app runs on. */
function suite(name: string, open: () => Promise<Harness>) {
  describe(`statute tables on ${name}`, { timeout: 60_000 }, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await open();
      await createLawTables(h.db);
      await createLawTables(h.db); // idempotent DDL
      await importLaws(h.db, subset);
    }, 120_000);
    afterAll(async () => {
      await h?.close();
    });

    it('stores every article with its law, path, number, label and validity', async () => {
      const [count] = await select<{ n: number }>(h.db, sql`SELECT count(*)::int AS n FROM laws_articles`);
      expect(count!.n).toBe(subset.reduce((n, l) => n + l.articles.length, 0));
      const [a] = await select(h.db, sql`SELECT * FROM laws_articles WHERE law_id = 'civil-code' AND number = 585`);
      expect(a).toMatchObject({
        law_title: '中华人民共和国民法典',
        path: '第三编 合同 / 第一分编 通则 / 第八章 违约责任',
        label: '第五百八十五条',
        sub: 0,
        validity: '现行有效',
      });
      expect(String(a!.text).startsWith('当事人可以约定一方违约时应当根据违约情况向对方支付一定数额的违约金')).toBe(true);
      expect(String(a!.segmented).split(' ')).toContain('违约金');
      const [law] = await select(h.db, sql`SELECT * FROM laws WHERE id = 'labor-contracts-law'`);
      expect(law).toMatchObject({ title: '中华人民共和国劳动合同法', category: '社会法', article_count: 98 });
    });

    it('indexes the segmented text as a tsvector', async () => {
      const [r] = await select<{ ok: boolean }>(
        h.db,
        sql`SELECT tsv @@ to_tsquery('simple', '违约金') AS ok FROM laws_articles WHERE law_id = 'civil-code' AND number = 585`,
      );
      expect(r!.ok).toBe(true);
      const idx = await select<{ indexname: string }>(h.db, sql`SELECT indexname FROM pg_indexes WHERE tablename = 'laws_articles' ORDER BY 1`);
      expect(idx.map((i) => i.indexname)).toEqual(expect.arrayContaining(['laws_articles_text_trgm_idx', 'laws_articles_tsv_idx']));
    });

    it('ranks 民法典 第五百八十五条 first for 违约金过高 and 劳动合同法 第十九条 first for 试用期', async () => {
      const penalty = await searchArticlesSql(h.db, '违约金过高', { limit: 3 });
      expect(penalty.map((r) => `${r.lawId}:${r.number}`)).toContain('civil-code:585');
      const probation = await searchArticlesSql(h.db, '试用期', { limit: 10 });
      expect(probation[0]).toMatchObject({ lawId: 'labor-contracts-law', number: 19, label: '第十九条' });
      expect(probation.map((r) => `${r.lawId}:${r.number}`)).toEqual(expect.arrayContaining(['labor-contracts-law:19', 'labor-contracts-law:21']));
      expect(probation[0]!.highlights.length).toBeGreaterThan(0);
      expect(probation[0]!.path).toEqual(['第二章 劳动合同的订立']);
    });

    it('finds a literal phrase through the trigram index and filters by law', async () => {
      const literal = await searchArticlesSql(h.db, '过分高于造成的损失', { limit: 5 });
      expect(literal.map((r) => r.number)).toContain(585);
      const onlyLabour = await searchArticlesSql(h.db, '违约金', { limit: 50, lawIds: ['labor-contracts-law'] });
      expect(onlyLabour.length).toBeGreaterThan(0);
      expect(onlyLabour.every((r) => r.lawId === 'labor-contracts-law')).toBe(true);
      expect(await searchArticlesSql(h.db, '，。')).toEqual([]);
    });

    it('re-imports idempotently: unchanged laws are skipped, a changed law is replaced, --prune removes the rest', async () => {
      const again = await importLaws(h.db, subset);
      expect(again).toMatchObject({ imported: 0, unchanged: subset.length });

      const labour = subset.find((l) => l.id === 'labor-contracts-law')!;
      const edited: Law = { ...labour, articles: labour.articles.slice(0, 10).map((a) => (a.number === 1 ? { ...a, text: '修改后的第一条。' } : a)) };
      const r = await importLaws(h.db, [edited]);
      expect(r).toMatchObject({ imported: 1, articles: 10 });
      const [n] = await select<{ n: number }>(h.db, sql`SELECT count(*)::int AS n FROM laws_articles WHERE law_id = 'labor-contracts-law'`);
      expect(n!.n).toBe(10);
      const [first] = await select(h.db, sql`SELECT text FROM laws_articles WHERE law_id = 'labor-contracts-law' AND number = 1`);
      expect(first!.text).toBe('修改后的第一条。');

      const pruned = await importLaws(h.db, [labour], { prune: true });
      expect(pruned).toMatchObject({ imported: 1, pruned: subset.length - 1 });
      const remaining = await select<{ law_id: string }>(h.db, sql`SELECT DISTINCT law_id FROM laws_articles`);
      expect(remaining.map((x) => x.law_id)).toEqual(['labor-contracts-law']);
      await importLaws(h.db, subset);
    });

    it('imports a folder in the just-laws format', async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'lawdesk-laws-'));
      try {
        const lawDir = path.join(dir, 'social', 'sample-law');
        mkdirSync(lawDir, { recursive: true });
        const write = (body: string) => writeFileSync(path.join(lawDir, 'README.md'), `---\nsidebar: auto\n---\n\n# 中华人民共和国样例法\n\n2024年1月1日通过\n\n${body}`);
        write('## 第一章\u3000总则\n\n**第一条**\u3000为了测试导入，制定本法。\n\n**第二条**\u3000用人单位应当依法约定试用期。\n');
        const first = await importLawFolder(h.db, dir);
        expect(first).toMatchObject({ laws: 1, imported: 1, articles: 2 });
        expect((await importLawFolder(h.db, dir)).unchanged).toBe(1);
        write('**第一条**\u3000只剩一条。\n');
        expect(await importLawFolder(h.db, dir)).toMatchObject({ imported: 1, articles: 1 });
        const rows = await select(h.db, sql`SELECT number, path, text FROM laws_articles WHERE law_id = 'sample-law'`);
        expect(rows).toEqual([{ number: 1, path: '', text: '只剩一条。' }]);
        await h.db.execute(sql`DELETE FROM laws WHERE id = 'sample-law'`);
        const [gone] = await select<{ n: number }>(h.db, sql`SELECT count(*)::int AS n FROM laws_articles WHERE law_id = 'sample-law'`);
        expect(gone!.n).toBe(0); // ON DELETE CASCADE
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

suite('PGlite (in memory, pg_trgm)', async () => {
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  return { db: drizzlePglite({ client }) as unknown as AnyPgDb, close: () => client.close() };
});

// CI sets TEST_DATABASE_URL (e.g. postgresql://postgres@127.0.0.1:5432/test); each run uses a scratch schema.
const databaseUrl = process.env.TEST_DATABASE_URL;
if (databaseUrl) {
  suite('PostgreSQL (TEST_DATABASE_URL, scratch schema)', async () => {
    const schema = `laws_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    // public stays on the path for an already installed pg_trgm; a fresh one lands in the scratch schema.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, options: `-c search_path=${schema},public` });
    return {
      db: drizzlePg({ client: pool }) as unknown as AnyPgDb,
      close: async () => {
        await pool.query(`DROP SCHEMA ${schema} CASCADE`);
        await pool.end();
      },
    };
  });
}

describe('toTsQuery', () => {
  it('ORs the query words, ANDs a synonym phrase, and quotes safely', () => {
    expect(toTsQuery('违约金过高')).toBe("'违约金' | '过高' | ( '过分' & '高于' )");
    expect(toTsQuery('，。')).toBe('');
  });
});

