import { describe, expect, it } from 'vitest';
import { LAW_ALIASES, normalizeLawName, shortTitlesFor } from './aliases';
import { getLawCorpus } from './corpus';
import { REPEALED_LAWS } from './repealed';

const corpus = getLawCorpus();

describe('law aliases', () => {
  it('names only laws that exist in the corpus', () => {
    const titles = new Set(corpus.laws.map((l) => l.title));
    for (const title of Object.keys(LAW_ALIASES)) expect(titles.has(title), title).toBe(true);
  });

  it('lets no name designate two different laws, in force or repealed', () => {
    const owner = new Map<string, string>();
    const claim = (name: string, title: string) => {
      const key = normalizeLawName(name);
      const prev = owner.get(key);
      expect(prev === undefined || prev === title, `${name}: ${prev} / ${title}`).toBe(true);
      owner.set(key, title);
    };
    for (const law of corpus.laws) for (const n of [law.title, ...law.shortTitles]) claim(n, law.title);
    for (const r of REPEALED_LAWS) for (const n of [r.title, ...r.names]) claim(n, r.title);
  });

  it('resolves the short names used in practice', () => {
    const expected: Record<string, string> = {
      民诉法: '中华人民共和国民事诉讼法',
      民事诉讼法: '中华人民共和国民事诉讼法',
      劳动合同法: '中华人民共和国劳动合同法',
      公司法: '中华人民共和国公司法',
      仲裁法: '中华人民共和国仲裁法',
      招标投标法: '中华人民共和国招标投标法',
      招投标法: '中华人民共和国招标投标法',
      消费者权益保护法: '中华人民共和国消费者权益保护法',
      消保法: '中华人民共和国消费者权益保护法',
      电子签名法: '中华人民共和国电子签名法',
      个人信息保护法: '中华人民共和国个人信息保护法',
      个保法: '中华人民共和国个人信息保护法',
      建筑法: '中华人民共和国建筑法',
      城市房地产管理法: '中华人民共和国城市房地产管理法',
      劳动争议调解仲裁法: '中华人民共和国劳动争议调解仲裁法',
      反不正当竞争法: '中华人民共和国反不正当竞争法',
      香港基本法: '中华人民共和国香港特别行政区基本法',
      刑法: '中华人民共和国刑法',
      反分裂国家法: '反分裂国家法',
    };
    for (const [name, title] of Object.entries(expected)) expect(corpus.findLaw(name)?.title, name).toBe(title);
  });

  it('derives short titles from the title', () => {
    expect(shortTitlesFor('中华人民共和国民事诉讼法')).toEqual(['民事诉讼法', '民诉法']);
    expect(shortTitlesFor('反分裂国家法')).toEqual([]);
    expect(shortTitlesFor('全国人民代表大会常务委员会关于在沿海港口城市设立海事法院的决定')).toEqual(['关于在沿海港口城市设立海事法院的决定']);
  });

  it('normalizes names as written in citations', () => {
    expect(normalizeLawName('《中华人民共和国公司法》')).toBe('中华人民共和国公司法');
    expect(normalizeLawName(' 公司法（2023修订） ')).toBe('公司法');
  });
});
