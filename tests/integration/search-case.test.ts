/**
 * Case search (api.md "case search", "case detail"; issue 8 items 2, 6): nothing imported -> the page is told so
 * with the import command; after importing ../shared/data/judgments (criminal JuDGE lines and CAIL civil excerpts)
 * search by words, cause, court and year, and the detail resolves cited articles (repealed 合同法 -> 民法典).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUXI_BASE, type TCaseDetailResponse, type TCaseSearchResponse } from '@common/api/search';
import { importJudgments } from '../../server/services/search/import-judgments';
import { loginWithSmsCode } from '../helpers/auth';
import { buildTestApp, type TTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';

const JUDGMENTS = path.resolve(import.meta.dirname, '../../../shared/data/judgments');
let t: TTestApp;
let lawyer: TestClient;
const url = (p: string) => `${FUXI_BASE}/${p}`;
const search = (query: Record<string, string>) => lawyer.get<TCaseSearchResponse>(url('search/case'), { query });

beforeAll(async () => {
  // An empty sample-data folder: no first-start import, so the "nothing imported" answer can be checked first.
  t = await buildTestApp({ services: ['api'], env: { SAMPLE_DATA_DIR: path.join(import.meta.dirname, 'no-such-folder') } });
  lawyer = new TestClient(t.app);
  await loginWithSmsCode(lawyer, t.dataDir);
});
afterAll(() => t.close());

describe('case search', () => {
  it('with nothing imported, says so and names the import command', async () => {
    const r = await search({ q: '诈骗' });
    expect(r.body.code).toBe(200);
    expect(r.body.data.imported).toBe(0);
    expect(r.body.data.items).toEqual([]);
    expect(r.body.data.notice).toContain('npm run import:cases');
  });

  it('imports the development judgments once (a second import changes nothing)', async () => {
    const first = await importJudgments(t.app.db, JUDGMENTS);
    expect(first.imported).toBe(612);
    const again = await importJudgments(t.app.db, JUDGMENTS);
    expect(again.imported).toBe(612);
    const r = await search({ q: '诈骗' });
    expect(r.body.data.imported).toBe(612);
  });

  it('finds judgments by words with <em> highlights, and filters by cause, court and year', async () => {
    const r = await search({ q: '诈骗 虚构事实', is_ai: '0', page_size: '5' });
    expect(r.body.data.items).toHaveLength(5);
    expect(r.body.data.total_count).toBeGreaterThan(5);
    expect(r.body.data.items[0]!.highlight).toMatch(/<em>/);
    const cause = await search({ q: '', cause: '盗窃罪', page_size: '50' });
    expect(cause.body.data.items.length).toBeGreaterThan(0);
    expect(cause.body.data.items.every((i) => i.cause.includes('盗窃罪'))).toBe(true);
    const court = await search({ q: '判处', court: '上海市', year_from: '2017', year_to: '2017', page_size: '50' });
    expect(court.body.data.items.every((i) => i.court.includes('上海市') && i.judged_at!.startsWith('2017'))).toBe(true);
    const lay = await search({ q: '欠钱不还被告了', is_ai: '1' });
    expect(lay.body.data.plan!.keywords).toContain('借款');
    expect(lay.body.data.items.length).toBeGreaterThan(0);
  });

  it.each(['', '啊'.repeat(2001), '%_\'\\*', '！！！'])('bad input %# gives an empty page with a notice', async (q) => {
    const r = await search({ q });
    expect(r.status).toBe(200);
    expect(r.body.data.items).toEqual([]);
    expect(r.body.data.notice).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('detail: parties, facts, 本院认为, 判决如下, cited articles verified against the corpus', async () => {
    const hit = (await search({ q: '诈骗罪', page_size: '1' })).body.data.items[0]!;
    const r = await lawyer.get<TCaseDetailResponse>(url('case/detail'), { query: { case_id: hit.case_id } });
    const d = r.body.data;
    expect(d.parties.some((p) => p.startsWith('被告人'))).toBe(true);
    expect(d.sections.reasoning).toMatch(/^本院认为/);
    expect(d.sections.result).toMatch(/判决如下/);
    const criminal = d.cited_articles.filter((c) => c.law_title === '中华人民共和国刑法');
    expect(criminal.length).toBeGreaterThan(0);
    expect(criminal.every((c) => c.status === 'verified' && c.text.length > 0)).toBe(true);
  });

  it('detail: a civil judgment citing the repealed 合同法 marks it and names the 民法典 successor', async () => {
    const r = await lawyer.get<TCaseDetailResponse>(url('case/detail'), { query: { case_id: 'cail-122CE830C9A447A9E031AA30D2E70315' } });
    expect(r.body.code).toBe(200);
    const all = (await search({ q: '借款 合同法', page_size: '100' })).body.data.items;
    let repealed = null;
    for (const item of all) {
      const d = (await lawyer.get<TCaseDetailResponse>(url('case/detail'), { query: { case_id: item.case_id } })).body.data;
      repealed = d.cited_articles.find((c) => c.status === 'repealed') ?? null;
      if (repealed) break;
    }
    expect(repealed).not.toBeNull();
    expect(repealed!.validity).toBe('已废止');
    expect(repealed!.successor?.law_title).toBe('中华人民共和国民法典');
  });

  it('an unknown case id is 404 in Chinese', async () => {
    const r = await lawyer.get(url('case/detail'), { query: { case_id: 'nope' } });
    expect(r.status).toBe(404);
    expect(r.body.message).toMatch(/裁判文书/);
  });
});
