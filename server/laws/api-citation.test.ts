import { describe, expect, it } from 'vitest';
import { citeArticle, parseArticleId } from './api-citation';
import { getLawCorpus } from './corpus';

describe('citations in the api.md shape', () => {
  const corpus = getLawCorpus();

  it('verifies an article in force and quotes its statute text verbatim', () => {
    const c = citeArticle(corpus, '民法典', '第五百七十七条');
    expect(c.status).toBe('verified');
    expect(c.validity).toBe('现行有效');
    expect(c.article_label).toBe('第五百七十七条');
    expect(c.text).toContain('当事人一方不履行合同义务或者履行合同义务不符合约定的');
    expect(parseArticleId(c.article_id!)).toMatchObject({ lawId: c.law_id, number: 577, sub: 0 });
  });

  it('marks a repealed law with its successor (合同法 -> 民法典)', () => {
    const c = citeArticle(corpus, '合同法', '第一百零七条');
    expect(c.status).toBe('repealed');
    expect(c.validity).toBe('已废止');
    expect(c.successor?.law_title).toContain('民法典');
  });

  it('never shows an article that does not exist as fact', () => {
    const c = citeArticle(corpus, '民法典', '第九千条');
    expect(c.status).toBe('not_found');
    expect(c.reason).toBeTruthy();
    expect(c.text).toBe('《民法典》第九千条');
  });
});
