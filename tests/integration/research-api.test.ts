/**
 * Legal research end to end on the builtin provider (issue 8 item 3): moderation and quota (check and create),
 * the streamed retrieval answer with resolved citations quoting the statute exactly, follow-ups, retry, history
 * (list, search, rename, delete), the .docx download, another user's 404, and the bad inputs the issue lists.
 */
import PizZip from 'pizzip';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TCitation } from '@common/api/citation';
import { ResearchTexts, type TResearchInfo, type TResearchListResponse, type TResearchMessage } from '@common/api/research';
import { NON_LEGAL_MESSAGE } from '@common/api/search';
import { Code } from '@common/codes';
import { getLawCorpus } from '../../server/laws/corpus';
import { parseArticleId } from '../../server/laws/api-citation';
import { warmSearch } from '../../server/services/search/warm-search';
import { useTestApp } from '../helpers/build-test-app';
import { buildLawyer, type TLawyer } from '../helpers/contract-client';
import { createResearch, readResearchStream, researchPath } from '../helpers/research-client';
import { sseText } from '../helpers/sse';

const t = useTestApp();
let lawyer: TLawyer;
let other: TLawyer;
const QUESTION = '公司违法解除劳动合同，员工可以要求支付多少赔偿金？';

beforeAll(async () => {
  lawyer = await buildLawyer(t().app, { quotas: { research: 20 } });
  other = await buildLawyer(t().app, { quotas: { research: 5 } });
  // The app's start-up warm-up is off under vitest: build the statute and case indexes here, so the first
  // streamed answer is not timed together with them (on a loaded two-core runner that passed 60 s).
  await warmSearch({ corpus: getLawCorpus(), db: t().app.db });
}, 120_000);

async function info(client = lawyer.client, id: string) {
  return client.post<TResearchInfo>(researchPath('legal/info'), { research_id: id });
}

function expectExactQuotes(citations: TCitation[]): void {
  const corpus = getLawCorpus();
  for (const c of citations.filter((x) => x.kind === 'law' && x.status === 'verified')) {
    const id = parseArticleId(c.article_id!)!;
    expect(corpus.getArticle(id.lawId, id.number, id.sub)?.text).toBe(c.text);
  }
}

let researchId = '';
let firstAnswer = '';

describe('a research answered without a model', () => {
  it('passes the check for a legal question', async () => {
    const res = await lawyer.client.post(researchPath('legal/check'), { question: QUESTION });
    expect(res.body.code).toBe(200);
    // An empty query counts as legal (spec §5).
    expect((await lawyer.client.post(researchPath('legal/check'), { question: '' })).body.code).toBe(200);
  });

  it('streams 相关法条 / 相关案例 / 分析要点 with citations that quote the statute exactly', async () => {
    const created = await createResearch(lawyer.client, `  ${QUESTION}  `);
    expect(created.body.code).toBe(200);
    researchId = created.body.data.research_id;
    firstAnswer = created.body.data.message_id;
    const { events } = await readResearchStream(t().app, lawyer.client, researchId, firstAnswer);
    const text = sseText(events);
    expect(text).toContain(ResearchTexts.noModel);
    expect(text).toContain('### 相关法条');
    expect(text).toContain('### 分析要点');
    const citations = events.filter((e) => e.event === 'citation').map((e) => (e.data as { citation: TCitation }).citation);
    expect(citations.length).toBeGreaterThan(0);
    expect(citations.some((c) => c.law_title?.includes('劳动合同法'))).toBe(true);
    expectExactQuotes(citations);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const message = (done.data as { message: TResearchMessage }).message;
    expect(message).toMatchObject({ message_id: firstAnswer, status: 'done', content: text });
    const saved = (await info(lawyer.client, researchId)).body.data;
    expect(saved.title).toBe(QUESTION);
    expect(saved.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(saved.messages[0]!.content).toBe(QUESTION);
    expect(saved.messages[1]).toMatchObject({ content: text, status: 'done' });
    expect(saved.messages[1]!.citations).toEqual(citations);
  });

  it('replays a finished answer from Last-Event-ID without repeating text', async () => {
    const all = (await readResearchStream(t().app, lawyer.client, researchId, firstAnswer)).events;
    const firstDelta = all.find((e) => e.event === 'delta')!;
    const rest = (await readResearchStream(t().app, lawyer.client, researchId, firstAnswer, firstDelta.id!)).events;
    expect((firstDelta.data as { text: string }).text + sseText(rest)).toBe(sseText(all));
  });

  it('answers a follow-up in the same research and retries an answer as a new message', async () => {
    const follow = await createResearch(lawyer.client, '如果是试用期内呢？', researchId);
    expect(follow.body.code).toBe(200);
    expect(follow.body.data.research_id).toBe(researchId);
    const { events } = await readResearchStream(t().app, lawyer.client, researchId, follow.body.data.message_id);
    expect(events.at(-1)!.event).toBe('done');
    const retry = await lawyer.client.post<{ message_id: string }>(researchPath('legal/retry'), { research_id: researchId, message_id: firstAnswer }, { headers: { 'idempotency-key': `r-${Date.now()}` } });
    expect(retry.body.code).toBe(200);
    expect(retry.body.data.message_id).not.toBe(firstAnswer);
    await readResearchStream(t().app, lawyer.client, researchId, retry.body.data.message_id);
    const saved = (await info(lawyer.client, researchId)).body.data;
    expect(saved.messages).toHaveLength(5);
    expect(saved.messages.every((m) => m.status === 'done')).toBe(true);
    // Retrying a question is refused in words.
    const bad = await lawyer.client.post(researchPath('legal/retry'), { research_id: researchId, message_id: saved.messages[0]!.message_id });
    expect(bad.body.message).toBe(ResearchTexts.retryOnlyAnswers);
  });

  it('downloads the research as .docx with its citations and their status', async () => {
    const res = await lawyer.client.request('POST', researchPath('legal/download'), { body: { research_id: researchId } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('.docx');
    const xml = new PizZip(res.rawPayload).file('word/document.xml')!.asText();
    expect(xml).toContain('引用与核验');
    expect(xml).toContain('已核验');
    expect(xml).toContain('劳动合同法');
  });

  it('lists, searches (literally), renames and deletes researches', async () => {
    const list = await lawyer.client.post<TResearchListResponse>(researchPath('legal/list'), { page: 1, page_size: 10 });
    expect(list.body.data.items.map((i) => i.research_id)).toContain(researchId);
    const found = await lawyer.client.post<TResearchListResponse>(researchPath('legal/list'), { page: 1, page_size: 10, search: '赔偿金' });
    expect(found.body.data.total_count).toBe(1);
    const wild = await lawyer.client.post<TResearchListResponse>(researchPath('legal/list'), { page: 1, page_size: 10, search: "%_'\\*" });
    expect(wild.body.code).toBe(200);
    expect(wild.body.data.total_count).toBe(0);
    const renamed = await lawyer.client.call('PUT', researchPath('legal/detail'), { body: { research_id: researchId, title: '违法解除的赔偿' } });
    expect(renamed.body.code).toBe(200);
    expect((await info(lawyer.client, researchId)).body.data.title).toBe('违法解除的赔偿');
    const extra = await createResearch(lawyer.client, '民间借贷的利率上限是多少？');
    await readResearchStream(t().app, lawyer.client, extra.body.data.research_id, extra.body.data.message_id);
    const removed = await lawyer.client.call('DELETE', researchPath('legal/detail'), { body: { research_id: extra.body.data.research_id } });
    expect(removed.body.code).toBe(200);
    expect((await info(lawyer.client, extra.body.data.research_id)).status).toBe(404);
  });
});

describe("another user's research", () => {
  it('is 404 for every call, and never shows up in their list', async () => {
    const c = other.client;
    expect((await info(c, researchId)).status).toBe(404);
    expect((await readResearchStream(t().app, c, researchId, firstAnswer)).status).toBe(404);
    expect((await createResearch(c, '那违约金呢？', researchId)).status).toBe(404);
    expect((await c.post(researchPath('legal/retry'), { research_id: researchId, message_id: firstAnswer })).status).toBe(404);
    expect((await c.post(researchPath('legal/stop'), { research_id: researchId, message_id: firstAnswer })).status).toBe(404);
    expect((await c.post(researchPath('legal/download'), { research_id: researchId })).status).toBe(404);
    expect((await c.call('PUT', researchPath('legal/detail'), { body: { research_id: researchId, title: 'x' } })).status).toBe(404);
    expect((await c.call('DELETE', researchPath('legal/detail'), { body: { research_id: researchId } })).status).toBe(404);
    expect((await c.post<TResearchListResponse>(researchPath('legal/list'), { page: 1 })).body.data.total_count).toBe(0);
    expect((await info(c, 'not-a-uuid')).status).toBe(404);
  });
});

describe('moderation and quota', () => {
  it('refuses a non-legal question with the spec message (code 10022) and charges nothing', async () => {
    const recipe = '红烧肉怎么做才好吃？';
    const check = await lawyer.client.post(researchPath('legal/check'), { question: recipe });
    expect(check.body).toMatchObject({ code: Code.REQUEST_ERROR, message: NON_LEGAL_MESSAGE });
    const created = await createResearch(lawyer.client, recipe);
    expect(created.body).toMatchObject({ code: Code.REQUEST_ERROR, message: NON_LEGAL_MESSAGE });
  });

  it('answers 10014 when no research use is left; a follow-up in a paid research is still free', async () => {
    const poor = await buildLawyer(t().app, { quotas: { research: 1 } });
    const first = await createResearch(poor.client, '房东不退押金怎么办？');
    expect(first.body.code).toBe(200);
    await readResearchStream(t().app, poor.client, first.body.data.research_id, first.body.data.message_id);
    expect((await poor.client.post(researchPath('legal/check'), { question: '租房合同' })).body.code).toBe(Code.LIMIT_REACHED);
    expect((await createResearch(poor.client, '租房合同可以提前解除吗？')).body.code).toBe(Code.LIMIT_REACHED);
    const follow = await createResearch(poor.client, '押金能要双倍吗？', first.body.data.research_id);
    expect(follow.body.code).toBe(200);
    const none = await buildLawyer(t().app, { quotas: {} });
    expect((await none.client.post(researchPath('legal/check'), { question: '借款' })).body.code).toBe(Code.LIMIT_REACHED);
  });
});

describe('bad input', () => {
  it('answers blank, 2001 and 10,000 characters with the spec messages, never a 500', async () => {
    const blank = await createResearch(lawyer.client, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain(ResearchTexts.empty);
    for (const n of [2001, 10_000]) {
      const long = await createResearch(lawyer.client, '合'.repeat(n));
      expect(long.status).toBe(400);
      expect(long.body.message).toContain(ResearchTexts.tooLong);
    }
    // Exactly 2000 characters is accepted.
    const edge = await createResearch(lawyer.client, '合同'.repeat(1000));
    expect(edge.body.code).toBe(200);
    await readResearchStream(t().app, lawyer.client, edge.body.data.research_id, edge.body.data.message_id);
  });

  it('answers punctuation, SQL- or regex-like text and an unknown article with an answer that says what it found', async () => {
    for (const q of ['？？？！！。。', "%_'\\*", "'; DROP TABLE researches; --", '民法典第9999条规定了什么？']) {
      const created = await createResearch(lawyer.client, q);
      expect(created.body.code).toBe(200);
      const { events } = await readResearchStream(t().app, lawyer.client, created.body.data.research_id, created.body.data.message_id);
      expect(events.at(-1)!.event).toBe('done');
      const citations = events.filter((e) => e.event === 'citation').map((e) => (e.data as { citation: TCitation }).citation);
      expectExactQuotes(citations);
    }
  });
});
