import { describe, expect, it } from 'vitest';
import { getLawCorpus } from './corpus';
import { parseLawFiles, parseLawFolder, type ParseStats } from './parse-laws';
import { developmentLawsDir } from '../../scripts/development-laws-dir';

const corpus = getLawCorpus();

function emptyStats(): ParseStats {
  return { files: 0, laws: 0, articles: 0, orphanParagraphs: 0, orphansBySource: {}, duplicates: [], skippedFiles: [], ms: 0 };
}

describe('the corpus parsed from just-laws (bundled; built from ../shared/data/laws/just-laws)', () => {
  it('finds every law and about 24,300 articles', () => {
    const { stats, laws } = corpus;
    expect(stats.laws).toBe(312); // 311 laws in force + the 商标法 revision effective 2027-01-01
    expect(laws.filter((l) => l.validity === '现行有效')).toHaveLength(311);
    expect(stats.articles).toBeGreaterThan(24_200);
    expect(stats.articles).toBeLessThan(24_400);
    expect(stats.duplicates).toEqual([]);
    // Amendment compilations renumber from 第一条 and would collide with the law's own articles.
    expect(stats.skippedFiles).toEqual(['constitution/05-amendment.md', 'criminal-law/criminal-law/04-amendment.md']);
  });

  it('numbers every law from 第一条 without gaps', () => {
    for (const law of corpus.laws) {
      const plain = law.articles.filter((a) => a.sub === 0).map((a) => a.number);
      expect(plain, law.id).toEqual(plain.map((_, i) => i + 1));
    }
  });

  it('reads 民法典 第五百八十五条 whole, with its 编/分编/章 path', () => {
    const a = corpus.getArticle('civil-code', 585)!;
    expect(a.label).toBe('第五百八十五条');
    expect(a.path).toEqual(['第三编 合同', '第一分编 通则', '第八章 违约责任']);
    expect(a.text.startsWith('当事人可以约定一方违约时应当根据违约情况向对方支付一定数额的违约金')).toBe(true);
    expect(a.text.split('\n')).toHaveLength(3);
    expect(a.text).toContain('过分高于造成的损失');
  });

  it('reads 民法典 第五百八十六条 on 定金 and its 20% cap', () => {
    const a = corpus.getArticle('civil-code', 586)!;
    expect(a.text).toContain('定金');
    expect(a.text).toContain('百分之二十');
  });

  it('reads the 劳动合同法 probation limits (第十九条)', () => {
    const a = corpus.getArticle('labor-contracts-law', 19)!;
    expect(a.text).toContain('劳动合同期限三个月以上不满一年的，试用期不得超过一个月');
    expect(a.text).toContain('试用期不得超过二个月');
    expect(a.text).toContain('试用期不得超过六个月');
    expect(a.text).toContain('只能约定一次试用期');
  });

  it('reads the 劳动合同法 non-compete articles (第二十三条, 第二十四条)', () => {
    expect(corpus.getArticle('labor-contracts-law', 23)!.text).toContain('在竞业限制期限内按月给予劳动者经济补偿');
    const a24 = corpus.getArticle('labor-contracts-law', 24)!;
    expect(a24.text).toContain('竞业限制期限，不得超过二年');
    expect(a24.text).toContain('高级管理人员、高级技术人员和其他负有保密义务的人员');
  });

  it('keeps the 附则 of a split code in its own file and sorts it last', () => {
    const civil = corpus.getLaw('civil-code')!;
    expect(civil.articles).toHaveLength(1260);
    expect(civil.articles.at(-1)!.path).toEqual(['附则']);
    expect(civil.articles.at(-1)!.text).toContain('《中华人民共和国合同法》');
    expect(civil.history[0]).toContain('2020年5月28日');
  });

  it('reads 刑法 articles inserted by amendments (第X条之一), bold or not', () => {
    const a = corpus.getArticle('criminal-law', 120, 1)!;
    expect(a.label).toBe('第一百二十条之一');
    expect(a.text.startsWith('资助恐怖活动组织')).toBe(true);
    expect(corpus.getArticle('criminal-law', 120, 2)!.label).toBe('第一百二十条之二');
    expect(corpus.getLaw('criminal-law')!.articles.filter((x) => x.sub > 0).length).toBeGreaterThan(50);
  });

  it('reads 宪法, a category that is a law by itself, without its amendments', () => {
    const c = corpus.getLaw('constitution')!;
    expect(c.title).toBe('中华人民共和国宪法');
    expect(c.articles).toHaveLength(143);
  });

  it('reads NPCSC decisions numbered 一、二、 as items', () => {
    const d = corpus.getLaw('decision-on-establishing-maritime-courts-in-coastal-port-cities')!;
    expect(d.numbering).toBe('items');
    expect(d.articles[0]!.label).toBe('一、');
    expect(d.articles[0]!.text).toContain('海事法院');
  });

  it('gives short titles and categories', () => {
    const l = corpus.getLaw('labor-contracts-law')!;
    expect(l.title).toBe('中华人民共和国劳动合同法');
    expect(l.shortTitles).toContain('劳动合同法');
    expect(l.category).toBe('社会法');
    expect(corpus.getLaw('civil-procedure')!.shortTitles).toEqual(expect.arrayContaining(['民事诉讼法', '民诉法']));
  });

  it('judges validity by date: the 商标法 revision is 尚未生效 until 2027-01-01, then replaces the old text', () => {
    const before = parseLawFolder(developmentLawsDir(), { asOf: '2026-12-31' }).laws;
    expect(before.find((l) => l.id === 'trademark-law')!.validity).toBe('现行有效');
    expect(before.find((l) => l.id === 'trademark-law@2027-01-01')!.validity).toBe('尚未生效');
    const after = parseLawFolder(developmentLawsDir(), { asOf: '2027-01-01' }).laws;
    expect(after.find((l) => l.id === 'trademark-law')!.validity).toBe('已被修改');
    expect(after.find((l) => l.id === 'trademark-law@2027-01-01')!.validity).toBe('现行有效');
  });
});

describe('parseLawFiles', () => {
  const meta = { id: 'sample-law', categoryId: 'civil-and-commercial', source: 'civil-and-commercial/sample-law' };
  const readme = [
    '---',
    'sidebar: auto',
    '---',
    '',
    '# 中华人民共和国样例法',
    '',
    '2020年1月1日第十三届全国人民代表大会常务委员会第一次会议通过',
    '',
    '## 第一章\u3000总则',
    '',
    '**第一条**\u3000为了测试，制定本法。',
    '',
    '**第二条**\u3000第一款内容：',
    '',
    '（一）第一项；',
    '',
    '（二）第二项。',
    '',
    '第二款内容。',
    '',
    '## 第二章\u3000分则',
    '',
    '### 第一节\u3000一般规定',
    '',
    '**第三条**\u3000本节规定。',
    '',
    '第三条之一\u3000插入的条文。',
    '',
    '**第三条之二**\u3000再插入的条文。',
    '',
    '## 第三章\u3000附则',
    '',
    '**第四条**\u3000本法自2021年3月1日起施行。',
    '',
    '## 附表',
    '',
    '| a | b |',
  ].join('\n');

  it('reads title, history, headings, multi-paragraph articles and 之一 articles', () => {
    const stats = emptyStats();
    const law = parseLawFiles([{ name: 'README.md', content: readme }], meta, stats);
    expect(law.title).toBe('中华人民共和国样例法');
    expect(law.shortTitles).toEqual(['样例法']);
    expect(law.history).toEqual(['2020年1月1日第十三届全国人民代表大会常务委员会第一次会议通过']);
    expect(law.category).toBe('民法商法');
    expect(law.effectiveFrom).toBe('2021-03-01');
    expect(law.articles.map((a) => a.label)).toEqual(['第一条', '第二条', '第三条', '第三条之一', '第三条之二', '第四条']);
    expect(law.articles[1]!.text).toBe('第一款内容：\n（一）第一项；\n（二）第二项。\n第二款内容。');
    expect(law.articles[2]!.path).toEqual(['第二章 分则', '第一节 一般规定']);
    expect(law.articles[5]!.path).toEqual(['第三章 附则']);
    // The table under 附表 belongs to no article.
    expect(law.articles[5]!.text).toBe('本法自2021年3月1日起施行。');
    expect(stats.orphanParagraphs).toBe(1);
  });

  it('does not take a paragraph that merely starts with 第X条 for an article', () => {
    const law = parseLawFiles(
      [{ name: 'README.md', content: '# 中华人民共和国样例法\n\n**第一条**\u3000正文。\n\n第五条规定的情形除外。\n' }],
      meta,
    );
    expect(law.articles).toHaveLength(1);
    expect(law.articles[0]!.text).toBe('正文。\n第五条规定的情形除外。');
  });

  it('joins chapter files in name order, each with its own heading path, and keeps the first of a duplicate', () => {
    const stats = emptyStats();
    const law = parseLawFiles(
      [
        { name: '02-b.md', content: '# 第二编　乙\n\n**第二条**\u3000乙条。\n\n**第二条**\u3000重复。\n' },
        { name: 'README.md', content: '# 中华人民共和国样例法典\n\n2020年5月28日通过\n' },
        { name: '01-a.md', content: '---\nprev: /x/\n---\n\n# 第一编　甲\n\n### 第一章　一\n\n**第一条**\u3000甲条。\n' },
      ],
      meta,
      stats,
    );
    expect(law.articles.map((a) => [a.number, a.path])).toEqual([
      [1, ['第一编 甲', '第一章 一']],
      [2, ['第二编 乙']],
    ]);
    expect(law.articles[1]!.text).toBe('乙条。');
    expect(stats.duplicates).toEqual(['civil-and-commercial/sample-law/02-b.md: 第二条']);
  });

  it('fails loudly when a law has no title', () => {
    expect(() => parseLawFiles([{ name: 'README.md', content: '**第一条**\u3000正文。' }], meta)).toThrow(/title/);
  });
});
