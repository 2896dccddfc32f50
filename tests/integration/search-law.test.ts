/**
 * Law search (api.md "Law, case and company search"; issue 8 items 1, 4, 6): moderation, the fuxi_search quota
 * check, keyword and AI search with filters and highlights, direct jumps, law detail, article lookup, downloads,
 * and bad input answered in Chinese or with an empty page — never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUXI_BASE, NON_LEGAL_MESSAGE, type TLawDetailResponse, type TLawSearchResponse } from '@common/api/search';
import { loginWithSmsCode } from '../helpers/auth';
import { buildTestApp, type TTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';

let t: TTestApp;
let lawyer: TestClient;
let poor: TestClient;
let visitor: TestClient;
const url = (p: string) => `${FUXI_BASE}/${p}`;

beforeAll(async () => {
  t = await buildTestApp({ services: ['api'], env: { QUOTA_NEW_USER: '{"fuxi_search":100,"research":5}' } });
  lawyer = new TestClient(t.app);
  visitor = new TestClient(t.app);
  poor = new TestClient(t.app);
  await loginWithSmsCode(lawyer, t.dataDir);
  await loginWithSmsCode(poor, t.dataDir);
});
afterAll(() => t.close());

const search = (client: TestClient, query: Record<string, string>) => client.get<TLawSearchResponse>(url('search/law'), { query });

describe('POST search/moderation (spec §5)', () => {
  it('passes legal questions and empty input, refuses clearly non-legal ones', async () => {
    for (const q of ['房东不退押金怎么办', '', '   ', '民法典第577条']) {
      const r = await lawyer.post<{ legal: boolean }>(url('search/moderation'), { q, is_ai: true });
      expect(r.body.code).toBe(200);
      expect(r.body.data.legal).toBe(true);
    }
    const r = await lawyer.post<{ legal: boolean }>(url('search/moderation'), { q: '今天星座运势怎么样', is_ai: true });
    expect(r.body.data.legal).toBe(false);
    expect(NON_LEGAL_MESSAGE).toBe('根据相关法律法规和政策，当前搜索结果不予显示');
  });
});

describe('POST search/check and the fuxi_search quota (spec §5)', () => {
  it('passes with uses left and answers 10014 with the Chinese message when none are left', async () => {
    const ok = await lawyer.post(url('search/check'), { module: 'fuxi_search', word_count: 1, is_inside: false });
    expect(ok.body.code).toBe(200);
    // Spend the poor user's quota by granting 0: search until the quota is gone is slow, so set it directly.
    const { quotas } = await import('../../server/db/schema/index');
    const { eq, and } = await import('drizzle-orm');
    const info = await poor.get<{ personal_info: { user_id: string } }>(TestClient.saas('base/info'));
    const userId = info.body.data.personal_info.user_id;
    await t.app.db.update(quotas).set({ number: 0 }).where(and(eq(quotas.userId, userId), eq(quotas.model, 'fuxi_search')));
    const no = await poor.post(url('search/check'), { module: 'fuxi_search', word_count: 1, is_inside: true });
    expect(no.body.code).toBe(10014);
    expect(no.body.message).toMatch(/次数/);
    const s = await search(poor, { q: '违约金过高', is_ai: '0' });
    expect(s.body.code).toBe(10014);
  });

  it('needs a session', async () => {
    const r = await search(visitor, { q: '违约金' });
    expect(r.status).toBe(401);
  });
});

describe('GET search/law', () => {
  it('keyword search: in-force articles with <em> highlights, pagination and took_ms', async () => {
    const r = await search(lawyer, { q: '违约金 过分高于', is_ai: '0', page_size: '5' });
    expect(r.body.code).toBe(200);
    const d = r.body.data;
    expect(d.items).toHaveLength(5);
    expect(d.plan).toBeNull();
    expect(d.total_count).toBeGreaterThan(5);
    expect(d.total_pages).toBe(Math.ceil(d.total_count / 5));
    expect(typeof d.took_ms).toBe('number');
    expect(d.items.map((i) => i.article_id)).toContain('civil-code/585');
    expect(d.items[0]!.highlight).toMatch(/<em>[^<]+<\/em>/);
    expect(d.items[0]!.validity).toBe('现行有效');
    const p2 = await search(lawyer, { q: '违约金 过分高于', is_ai: '0', page_size: '5', page: '2' });
    expect(p2.body.data.items.map((i) => i.article_id)).not.toContain(d.items[0]!.article_id);
  });

  it('AI search turns a lay description into a plan and finds the article', async () => {
    const r = await search(lawyer, { q: '公司把我辞退了，没有给任何补偿，我能要求什么？', is_ai: '1' });
    const d = r.body.data;
    expect(d.plan).not.toBeNull();
    expect(d.plan!.keywords).toContain('解除劳动合同');
    expect(d.plan!.laws.join()).toContain('劳动合同法');
    expect(d.items.slice(0, 10).some((i) => i.law_id === 'labor-contracts-law')).toBe(true);
  });

  it.each([
    ['民法典第577条', 'civil-code/577'],
    ['劳动合同法 39', 'labor-contracts-law/39'],
    ['《公司法》第二十条', 'company-law/20'],
  ])('%s jumps straight to the article', async (q, id) => {
    const r = await search(lawyer, { q, is_ai: '1' });
    expect(r.body.data.jump?.article_id).toBe(id);
    expect(r.body.data.items[0]!.article_id).toBe(id);
  });

  it('filters by level, issuer and year; filters that match nothing give an empty page with a notice', async () => {
    const r = await search(lawyer, { q: '选举', is_ai: '0', level: '宪法' });
    expect(r.body.data.items.length).toBeGreaterThan(0);
    expect(r.body.data.items.every((i) => i.level === '宪法')).toBe(true);
    const y = await search(lawyer, { q: '合同', is_ai: '0', year_from: '2020', year_to: '2020', page_size: '50' });
    expect(y.body.data.items.every((i) => i.law_id === 'civil-code' || i.law_id.length > 0)).toBe(true);
    const none = await search(lawyer, { q: '违约金', is_ai: '0', year_from: '1950', year_to: '1951' });
    expect(none.body.code).toBe(200);
    expect(none.body.data.items).toEqual([]);
    expect(none.body.data.notice).toMatch(/未找到/);
    const repealed = await search(lawyer, { q: '合同法', is_ai: '0', validity: '已废止' });
    expect(repealed.body.data.items[0]!.validity).toBe('已废止');
    expect(repealed.body.data.items[0]!.text).toContain('民法典');
  });

  it.each([
    ['', /请输入/],
    ['   ', /请输入/],
    ['违'.repeat(2001), /2000/],
    ['啊'.repeat(10_000), /2000/],
    ['，。！？……——', /未找到/],
    ["%_'\\*", /未找到/],
    ['民法典第9999条', /没有|未找到/],
    ['不存在的法第3条', /法规库中没有/],
  ])('bad input %# answers 200 with an empty page and a Chinese notice', async (q, notice) => {
    const r = await search(lawyer, { q, is_ai: '1' });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    expect(r.body.data.items).toEqual([]);
    expect(r.body.data.notice).toMatch(notice);
  });

  it('an over-long page number or page size is clamped, not a 500', async () => {
    const r = await search(lawyer, { q: '违约金', page: 'abc', page_size: '100000' });
    expect(r.status).toBe(200);
  });
});

describe('law detail, article lookup, download', () => {
  it('GET law/detail gives the whole law with its 编/章/节 table of contents, validity and dates (public)', async () => {
    const r = await visitor.get<TLawDetailResponse>(url('law/detail'), { query: { law_id: 'civil-code', article_id: 'civil-code/577' } });
    expect(r.body.code).toBe(200);
    const d = r.body.data;
    expect(d.title).toBe('中华人民共和国民法典');
    expect(d.validity).toBe('现行有效');
    expect(d.effective_at).toBe('2021-01-01');
    expect(d.articles.length).toBeGreaterThan(1200);
    expect(d.toc[0]!.label).toMatch(/^第一编/);
    expect(d.toc.some((e) => e.depth === 1 && /^第\S+分编|^第\S+章/.test(e.label))).toBe(true);
    expect(d.articles.find((a) => a.article_id === 'civil-code/577')!.text).toContain('违约责任');
  });

  it('unknown law id is 404 with a Chinese message', async () => {
    const r = await visitor.get(url('law/detail'), { query: { law_id: 'no-such-law' } });
    expect(r.status).toBe(404);
    expect(r.body.message).toMatch(/法规库/);
  });

  it('GET law/article resolves 民法典 + 577 / 第五百七十七条; a repealed law names its successor', async () => {
    for (const article of ['577', '第五百七十七条']) {
      const r = await visitor.get<{ article: { article_id: string; text: string } }>(url('law/article'), { query: { law: '民法典', article } });
      expect(r.body.data.article.article_id).toBe('civil-code/577');
    }
    const gone = await visitor.get(url('law/article'), { query: { law: '合同法', article: '107' } });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toMatch(/废止/);
  });

  it('POST search/law/download gives a PDF and a .docx named after the law', async () => {
    const pdf = await lawyer.request('POST', `${url('search/law/download')}?format=pdf`, { body: { law_id: 'labor-contracts-law' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(decodeURIComponent(String(pdf.headers['content-disposition']))).toContain('中华人民共和国劳动合同法.pdf');
    const docx = await lawyer.request('POST', `${url('search/law/download')}?format=docx`, { body: { law_id: 'labor-contracts-law' } });
    expect(docx.statusCode).toBe(200);
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const mammoth = await import('mammoth');
    const text = (await mammoth.extractRawText({ buffer: docx.rawPayload })).value;
    expect(text).toContain('第三十九条');
    const missing = await lawyer.request('POST', `${url('search/law/download')}?format=docx`, { body: { law_id: 'nope' } });
    expect(missing.statusCode).toBe(404);
  });
});
