import { beforeAll, describe, expect, it } from 'vitest';
import { ResearchTexts } from '@common/api/research';
import { getLawCorpus } from '../../laws/corpus';
import { searchLaws } from '../search/search-laws';
import { composeBuiltinAnswer } from './compose-builtin-answer';
import { extraCitations } from './compose-answer';

const corpus = getLawCorpus();

// The first search builds the BM25 index over the whole corpus (seconds); the tests read it afterwards.
beforeAll(async () => {
  await searchLaws({ q: '合同', isAi: true }, { corpus });
}, 120_000);

async function answer(question: string) {
  const found = await searchLaws({ q: question, isAi: true, pageSize: 8 }, { corpus });
  return composeBuiltinAnswer({ question, laws: found.items, cases: [], keywords: found.plan?.keywords ?? [], corpus });
}

describe('composeBuiltinAnswer', () => {
  it('answers with 相关法条, 相关案例 and 分析要点 and says no model is configured', async () => {
    const a = await answer('对方不履行买卖合同，拒不交货，我能要求他承担违约责任吗？');
    expect(a.markdown).toContain(ResearchTexts.noModel);
    expect(a.markdown).toContain('### 相关法条');
    expect(a.markdown).toContain('### 相关案例');
    expect(a.markdown).toContain('### 分析要点');
    expect(a.citations.length).toBeGreaterThan(0);
    expect(a.markdown).toContain('匹配理由');
    // Every marker [n] points at a citation.
    for (const m of a.markdown.matchAll(/\[(\d+)\]/g)) expect(Number(m[1])).toBeLessThanOrEqual(a.citations.length);
  });

  it('quotes every verified article exactly as the statute says it', async () => {
    const a = await answer('用人单位违法解除劳动合同应当支付多少赔偿金');
    const laws = a.citations.filter((c) => c.kind === 'law');
    expect(laws.length).toBeGreaterThan(0);
    for (const c of laws) {
      expect(['verified', 'amended']).toContain(c.status);
      const [lawId, no] = [c.article_id!.split('/')[0]!, c.article_id!.split('/')[1]!];
      const [n, sub] = no.split('-').map(Number);
      expect(corpus.getArticle(lawId, n!, sub ?? 0)?.text).toBe(c.text);
    }
  });

  it('says plainly when nothing relevant is found', () => {
    const a = composeBuiltinAnswer({ question: '%_\'\\*', laws: [], cases: [], keywords: [], corpus });
    expect(a.citations).toEqual([]);
    expect(a.markdown).toContain('未检索到与问题直接相关的法条');
  });

  it('lists cases with their markers after the articles', () => {
    const a = composeBuiltinAnswer({
      question: '民间借贷',
      laws: [],
      cases: [{ case_id: 'c1', title: '张三与李四民间借贷纠纷', case_no: '(2021)京0105民初1号', court: '北京市朝阳区人民法院', cause: '民间借贷纠纷', judged_at: '2021-05-01', highlight: '借款<em>利息</em>' }],
      keywords: [],
      corpus,
    });
    expect(a.citations[0]).toMatchObject({ kind: 'case', case_id: 'c1', text: '借款利息' });
    expect(a.markdown).toContain('张三与李四民间借贷纠纷');
    expect(a.markdown).toContain('[1]');
  });
});

describe('extraCitations (articles a model cites beyond the retrieved ones)', () => {
  it('marks a repealed law with its successor and an unknown article as not found', () => {
    const extra = extraCitations(corpus, '依据《合同法》第一百零七条，以及《民法典》第九千条。', []);
    const repealed = extra.find((c) => c.status === 'repealed');
    expect(repealed?.successor?.law_title).toContain('民法典');
    expect(extra.some((c) => c.status === 'not_found')).toBe(true);
    expect(extra.some((c) => c.status === 'verified')).toBe(false);
  });
});
