import { describe, expect, it } from 'vitest';
import { getLawCorpus } from './corpus';
import { ArticleSearchIndex, getSearchIndex, makeSnippet, markSnippet, searchArticles } from './search';

const corpus = getLawCorpus();
// The shared index: searchArticles() below reuses it instead of building a second one.
const index = getSearchIndex(corpus);
const ids = (query: string, limit: number, lawIds?: string[]) =>
  index.search(query, { limit, lawIds }).map((h) => `${h.lawShortTitle}${h.number}`);

describe('ArticleSearchIndex', () => {
  it('indexes every article of the laws in force, and only those', () => {
    const inForce = corpus.laws.filter((l) => l.validity === '现行有效').reduce((n, l) => n + l.articles.length, 0);
    expect(index.size).toBe(inForce);
    const trademark = corpus.versionsOf('商标法');
    const all = trademark.reduce((n, l) => n + l.articles.length, 0);
    expect(new ArticleSearchIndex(trademark).size).toBe(corpus.getLaw('trademark-law')!.articles.length);
    expect(new ArticleSearchIndex(trademark, { includeAll: true }).size).toBe(all);
  });

  it('finds 民法典 第五百八十五条 in the top 3 for 违约金过高', () => {
    expect(ids('违约金过高', 3)).toContain('民法典585');
  });

  it('finds the 劳动合同法 probation articles for 试用期', () => {
    expect(ids('试用期', 1)).toEqual(['劳动合同法19']);
    expect(ids('试用期', 8)).toEqual(expect.arrayContaining(['劳动合同法19', '劳动合同法20', '劳动合同法21']));
  });

  it('answers other contract-review questions with the article a lawyer expects first', () => {
    expect(ids('定金', 1)).toEqual(['民法典586']);
    expect(ids('定金 百分之二十', 1)).toEqual(['民法典586']);
    expect(ids('竞业限制', 2).sort()).toEqual(['劳动合同法23', '劳动合同法24']);
    expect(ids('格式条款 无效', 1)).toEqual(['民法典497']);
    expect(ids('租赁期限 二十年', 1)).toEqual(['民法典705']);
    expect(ids('不可抗力 通知', 1)).toEqual(['民法典590']);
    expect(ids('股东 查阅 会计账簿', 1)).toEqual(['公司法57']);
    expect(ids('个人信息 出境', 3)).toEqual(expect.arrayContaining(['个人信息保护法38']));
  });

  it('does not let a sub-word drag in unrelated articles (竞业限制 is not 责任限制)', () => {
    const hits = index.search('竞业限制', { limit: 50 });
    expect(hits.every((h) => h.text.includes('竞业限制'))).toBe(true);
  });

  it('restricts to the given laws', () => {
    const hits = index.search('违约金', { limit: 20, lawIds: ['labor-contracts-law'] });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.lawId === 'labor-contracts-law')).toBe(true);
  });

  it('returns nothing for a query without searchable words', () => {
    expect(index.search('，。的')).toEqual([]);
    expect(index.search('zzqxv')).toEqual([]);
  });

  it('highlights the query terms in the snippet', () => {
    const [hit] = index.search('违约金过高', { limit: 1, snippetLength: 60 });
    expect(hit!.snippet.length).toBeLessThanOrEqual(62);
    expect(hit!.highlights.length).toBeGreaterThan(0);
    for (const [a, b] of hit!.highlights) expect(['违约金', '违约', '过高', '过分', '高于']).toContain(hit!.snippet.slice(a, b));
  });

  it('searchArticles uses the process-wide corpus', () => {
    expect(searchArticles('试用期', { limit: 1 })[0]!.label).toBe('第十九条');
  });
});

describe('snippets', () => {
  it('picks the window with the most matches and marks whole terms', () => {
    const text = `${'甲'.repeat(200)}当事人约定违约金，违约金过高的可以调整。${'乙'.repeat(200)}`;
    const { snippet, highlights } = makeSnippet(text, ['违约', '违约金'], 40);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(highlights.map(([a, b]) => snippet.slice(a, b))).toEqual(['违约金', '违约金']);
  });

  it('escapes HTML when marking', () => {
    expect(markSnippet('a<b>违约金', [[4, 7]])).toBe('a&lt;b&gt;<mark>违约金</mark>');
  });
});
