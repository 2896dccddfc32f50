/**
 * The case index keeps its postings compactly (decision 230) and scores as plain weighted BM25 over the judgments'
 * search-mode tokens: checked against a direct computation on a few judgments of our own.
 */
import { describe, expect, it } from 'vitest';
import { segmentForSearch } from '../../laws/segment';
import { CaseIndex } from './case-index';

const judgments = [
  { title: '张某诉李某民间借贷纠纷案', cause: '民间借贷纠纷', court: '某区人民法院', body: '原告向被告出借款项十万元，约定年利率百分之二十四，被告到期未还。借款事实清楚。' },
  { title: '王某诉某公司劳动争议案', cause: '劳动争议', court: '某市中级人民法院', body: '公司解除劳动合同未支付经济补偿，劳动者请求支付经济补偿金及加班费。' },
  { title: '赵某诉钱某房屋租赁合同纠纷案', cause: '房屋租赁合同纠纷', court: '某区人民法院', body: '承租人提前退租，出租人拒不退还押金。押金条款约定不明。' },
  { title: '孙某诉周某借款合同纠纷案', cause: '借款合同纠纷', court: '某县人民法院', body: '借款到期后借款人未偿还借款本金及利息，保证人承担连带责任。' },
];

function build(): CaseIndex {
  const index = new CaseIndex();
  judgments.forEach(({ body, ...j }, i) => index.add({ id: `j${i}`, caseNo: `(2024)${i}号`, judgedAt: null, text: body, ...j }, body));
  index.finish();
  return index;
}

/** BM25 as CaseIndex documents it, from the tokens directly. */
function expectedScores(weights: ReadonlyMap<string, number>): Map<number, number> {
  const tokens = judgments.map((j) => segmentForSearch(`${j.title} ${j.cause} ${j.court} ${j.body}`));
  const avg = tokens.reduce((s, t) => s + t.length, 0) / tokens.length;
  const out = new Map<number, number>();
  for (const [t, w] of weights) {
    const df = tokens.filter((list) => list.includes(t)).length;
    if (df === 0) continue;
    const idf = Math.log(1 + (tokens.length - df + 0.5) / (df + 0.5)) * w;
    tokens.forEach((list, doc) => {
      const tf = list.filter((x) => x === t).length;
      if (tf === 0) return;
      out.set(doc, (out.get(doc) ?? 0) + (idf * tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * list.length) / avg)));
    });
  }
  return out;
}

describe('CaseIndex', () => {
  const index = build();

  it('knows the words of the judgments and no others', () => {
    expect(index.has('押金')).toBe(true);
    expect(index.has('借款')).toBe(true);
    expect(index.has('船舶')).toBe(false);
  });

  it.each([
    [new Map([['借款', 1]])],
    [new Map([['押金', 1], ['出租人', 0.5]])],
    [new Map([['经济补偿', 1], ['借款', 0.7], ['人民法院', 1]])],
  ])('scores %j as BM25 over the tokens, best first, ties by judgment order', (weights) => {
    const expected = expectedScores(weights);
    const got = index.score(weights, () => true);
    expect(got.map((s) => s.doc).sort()).toEqual([...expected.keys()].sort());
    for (const { doc, score } of got) expect(score).toBeCloseTo(expected.get(doc)!, 12);
    for (let i = 1; i < got.length; i++) expect(got[i - 1]!.score > got[i]!.score || (got[i - 1]!.score === got[i]!.score && got[i - 1]!.doc < got[i]!.doc)).toBe(true);
  });

  it('filters with allow and lists every judgment with score 0 when no word is given', () => {
    expect(index.score(new Map([['借款', 1]]), (d) => d.cause === '借款合同纠纷').map((s) => s.doc)).toEqual([3]);
    expect(index.score(new Map(), () => true)).toEqual(judgments.map((_, doc) => ({ doc, score: 0 })));
  });
});
