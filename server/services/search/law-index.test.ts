/**
 * The citing-provisions field of the law index (decision 223): an article is also found through the words of the
 * articles of its law that cite it (依照本法第N条 …), a little below its own words; a citation of another law's
 * article feeds nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getLawCorpus } from '../../laws/corpus';
import { segmentForSearch } from '../../laws/segment';
import { bigramKeys, getLawIndex, LawIndex } from './law-index';
import { smallCorpus } from './testing/small-corpus';
import { searchLaws } from './search-laws';

const tinyCorpus = (texts: string[]) => smallCorpus(texts);

const everyLaw = () => true;

describe('citing-provisions field', () => {
  // Unrelated articles between the three that matter, so that no query word is in a fifth of the law and no
  // neighbour shares its score with another (law-index.ts: MAX_DF_SHARE, NEIGHBOUR_SHARE).
  const index = new LawIndex(
    tinyCorpus([
      // 第一条: the rule, cited by 第四条.
      '用人单位应当按照劳动者在本单位的工作年限支付补偿金，每满一年支付一个月工资。',
      '国家保护和改善生活环境与生态环境，防治污染和其他公害。',
      '县级以上地方人民政府负责本行政区域内的监督管理工作。',
      // 第四条: the provision that cites it, in the words of the facts.
      '用人单位拖欠工资或者未缴纳社会保险费，劳动者因此辞职的，依照本法第一条的规定支付。',
      '对在保护和改善环境方面成绩显著的单位和个人，由人民政府给予奖励。',
      '公民有权通过信息公开获取环境信息。',
      // 第七条: shares the rule's words, cited by nobody.
      '补偿金按月支付，工作年限不满半年的，支付半个月工资的补偿金。',
      '企业事业单位应当采取措施，防治在生产建设中产生的废气、废水和噪声。',
      // 第九条: cites another law's 第一条, not this law's.
      '劳动者辞职的手续，依照《中华人民共和国劳动法》第一条的规定办理。',
      '本法自公布之日起施行。',
    ]),
  );

  it('ranks the cited rule above an uncited article with the same words when the question tells the citing facts', () => {
    const weights = new Map([
      ['补偿金', 1],
      ['社会保险', 1],
      ['辞职', 1],
    ]);
    const ranked = index.score(weights, everyLaw).map((s) => s.doc);
    expect(ranked).toContain(0);
    expect(ranked.indexOf(0)).toBeLessThan(ranked.indexOf(6));
  });

  it('reaches the cited rule through a word only its citing provision holds, below the provision itself', () => {
    const ranked = index.score(new Map([['社会保险', 1]]), everyLaw);
    expect(ranked.map((s) => s.doc)).toEqual([3, 0]);
  });

  it('does not feed another law’s article cited as 《…》第一条 into this law’s article of that number', () => {
    const ranked = index.score(new Map([['手续', 1]]), everyLaw);
    expect(ranked.map((s) => s.doc)).toEqual([8]);
  });
});

describe('citing-provisions field on the corpus', () => {
  const corpus = getLawCorpus();
  beforeAll(() => {
    getLawIndex(corpus);
  }, 120_000);

  it('a resignation over unpaid social insurance finds the compensation article (劳动合同法第四十六条) in the first three', async () => {
    // Through the citations, 第三十八条 (社会保险费) gets 第四十六条's words (经济补偿) and 第四十六条 gets 第九十七条's
    // (经济补偿, 解除): both rules of the story stand in the first three (第四十六条 was sixth without the field).
    const r = await searchLaws({ q: '公司不给交社保，我辞职了能要经济补偿吗？', isAi: true, pageSize: 3 }, { corpus });
    expect(r.items.map((h) => h.article_id)).toContain('labor-contracts-law/46');
  });
});

describe('compact index (decision 230)', () => {
  const texts = [
    '出租人应当按照约定将租赁物交付承租人，并在租赁期限内保持租赁物符合约定的用途。',
    '承租人应当按照约定的方法使用租赁物；没有约定的，应当根据租赁物的性质使用。',
    '承租人经出租人同意，可以将租赁物转租给第三人。承租人转租的，承租人与出租人之间的租赁合同继续有效。',
    '出租人出卖租赁房屋的，应当在出卖之前的合理期限内通知承租人，承租人享有以同等条件优先购买的权利。',
  ];
  const corpus = tinyCorpus(texts);
  const index = new LawIndex(corpus);
  const tokens = texts.map((t) => segmentForSearch(`测试法  ${t}`));

  it('knows every word of every article, in as many articles as hold it', () => {
    const df = new Map<string, number>();
    for (const list of tokens) for (const t of new Set(list)) df.set(t, (df.get(t) ?? 0) + 1);
    for (const [t, n] of df) expect(index.df(t), t).toBe(n);
    expect(index.has('船舶')).toBe(false);
    expect(index.df('船舶')).toBe(0);
  });

  it('counts each character pair once per article that holds it', () => {
    const df = new Map<number, number>();
    for (const t of texts) for (const k of bigramKeys(t)) df.set(k, (df.get(k) ?? 0) + 1);
    const n = texts.length;
    for (const [k, d] of df) expect(index.bigramIdf(k)).toBe(Math.log(1 + (n - d + 0.5) / (d + 0.5)));
    expect(index.bigramIdf(0)).toBe(0);
  });
});
