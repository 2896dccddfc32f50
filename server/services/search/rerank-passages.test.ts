/**
 * The passage rerank of AI search (decision 126): an article that restates the question's phrases rises above one
 * that only shares its words; articles the same law refers to count a little more; the order outside the window
 * and keyword search are untouched.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getLawCorpus } from '../../laws/corpus';
import { getLawIndex, LawIndex } from './law-index';
import { smallCorpus } from './testing/small-corpus';
import { RERANK_WINDOW, rerankPassages } from './rerank-passages';
import { searchLaws } from './search-laws';

const tinyCorpus = (texts: string[]) => smallCorpus(texts);

describe('references between articles of one law', () => {
  it('counts each referring article once and ignores references to another law', () => {
    const index = new LawIndex(
      tinyCorpus([
        '用人单位解除劳动合同的，应当向劳动者支付经济补偿。',
        '用人单位违反本法规定解除劳动合同的，应当依照本法第一条规定的经济补偿标准的二倍支付赔偿金；第一条另有规定的除外。',
        '依照《中华人民共和国民法典》第一条的规定处理。',
        '依照本法第一条、第二条的规定执行。',
      ]),
    );
    expect(Array.from(index.referencedBy)).toEqual([2, 1, 0, 0]);
  });
});

describe('rerankPassages', () => {
  const corpus = tinyCorpus([
    '出租人应当按照约定将租赁物交付承租人，并在租赁期限内保持租赁物符合约定的用途。',
    '承租人应当妥善保管租赁物，因保管不善造成租赁物毁损、灭失的，应当承担赔偿责任。',
    '租赁期限届满，承租人应当返还租赁物。',
  ]);
  const index = new LawIndex(corpus);

  it('puts the article that restates the question above one that only shares its words', () => {
    const ranked = [
      { doc: 0, score: 10 },
      { doc: 1, score: 9 },
      { doc: 2, score: 8 },
    ];
    const out = rerankPassages(index, '我租的房子，家具因为我保管不善毁损了，房东要我承担赔偿责任吗？', ranked);
    expect(out[0]!.doc).toBe(1);
    expect(out.map((s) => s.doc).sort()).toEqual([0, 1, 2]);
  });

  it('keeps the order and scores of candidates beyond the window, below every reranked one', () => {
    const ranked = Array.from({ length: RERANK_WINDOW + 5 }, (_, i) => ({ doc: i % 3, score: 1000 - i }));
    const out = rerankPassages(index, '租赁物毁损', ranked);
    expect(out).toHaveLength(ranked.length);
    expect(out.slice(RERANK_WINDOW)).toEqual(ranked.slice(RERANK_WINDOW));
    const lowestReranked = Math.min(...out.slice(0, RERANK_WINDOW).map((s) => s.score));
    expect(lowestReranked).toBeGreaterThanOrEqual(ranked[RERANK_WINDOW - 1]!.score);
  });
});

describe('every concept the facts raise keeps its rule in view', () => {
  const lease = [
    '出租人应当按照约定将租赁物交付承租人。',
    '承租人应当按照约定的期限支付租金。',
    '承租人无正当理由未支付租金的，出租人可以请求承租人在合理期限内支付。',
    '租赁期限届满，承租人应当返还租赁物。',
    '承租人经出租人同意，可以将租赁物转租给第三人。',
    '出租人应当履行租赁物的维修义务。',
  ];
  const custody = '离婚后，子女无论由父或者母直接抚养，仍是父母双方的子女。';
  const index = new LawIndex(tinyCorpus([...lease, custody]));
  // The lease articles outscore the custody one by far in BM25 (the story is mostly about the rent).
  const ranked = [0, 1, 2, 3, 4, 5, 6].map((doc) => ({ doc, score: doc === 6 ? 10 : 100 - 5 * doc }));
  const story = '房东说我欠了两个月租金，要我在合理期限内支付，不然收回房子；前夫也不管孩子';

  it('lifts the article that states a second concept into the first five', () => {
    const out = rerankPassages(index, story, ranked, [custody]);
    expect(out.slice(0, 5).map((s) => s.doc)).toContain(6);
    expect(out.map((s) => s.doc).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('leaves the order alone when no matched concept is stated by a candidate', () => {
    const out = rerankPassages(index, story, ranked, ['夫妻在婚姻关系存续期间所得的工资、奖金，为夫妻的共同财产']);
    expect(out.slice(0, 5).map((s) => s.doc)).not.toContain(6);
  });
});

describe('on the statute corpus', () => {
  const real = getLawCorpus();
  beforeAll(() => {
    getLawIndex(real);
  }, 120_000);

  it('a question restating an article finds it first with AI search; keyword search keeps the BM25 order', async () => {
    const q = '公司应当向聘用的会计师事务所提供真实、完整的会计凭证和会计账簿吗？';
    const ai = await searchLaws({ q, isAi: true, pageSize: 5 }, { corpus: real });
    expect(ai.items[0]!.article_id).toBe('company-law/216');
    const index = getLawIndex(real);
    const kw = await searchLaws({ q: '会计师事务所 会计凭证', isAi: false, pageSize: 5 }, { corpus: real });
    const scores = kw.items.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // The law's core rules are the ones its other articles point to: 劳动合同法第四十七条 (经济补偿 standard).
    const lcl = real.findLaw('劳动合同法')!;
    const doc = index.docs.findIndex((d) => d.law === lcl && d.article.number === 47);
    expect(index.referencedBy[doc]).toBeGreaterThan(0);
  });

  it('keeps a financing lease out of a flat tenant’s deposit question, and in a financing lease question', async () => {
    const tenant = await searchLaws({ q: '房东不退押金，我租了半年不想租了，押金能要回来吗', isAi: true, pageSize: 8 }, { corpus: real });
    expect(tenant.items.length).toBeGreaterThan(0);
    expect(tenant.items.filter((h) => h.chapter?.includes('融资租赁合同'))).toEqual([]);
    const financed = await searchLaws({ q: '融资租赁公司说我欠租金要收回设备，我已经付了大部分租金', isAi: true, pageSize: 3 }, { corpus: real });
    expect(financed.items.map((h) => h.article_id)).toContain('civil-code/758');
  });
});
