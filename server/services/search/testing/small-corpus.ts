/**
 * A one-law corpus for search tests: just what LawIndexBuilder reads (id, titles, validity, numbered articles with
 * their chapter path), so a ranking rule can be shown on a few articles of our own instead of the whole statute book.
 */
import type { LawCorpus } from '../../../laws/corpus';
import type { Law } from '../../../laws/parse-laws';

export interface SmallArticle {
  text: string;
  /** Chapter headings above the article (第五章 法律责任), outermost first. */
  path?: string[];
}

export function smallCorpus(articles: readonly (string | SmallArticle)[], title = '测试法', id = 'tiny-law'): LawCorpus {
  const law = {
    id,
    title,
    shortTitles: [title],
    validity: '现行有效',
    articles: articles.map((a, i) => {
      const { text, path = [] } = typeof a === 'string' ? { text: a } : a;
      return { number: i + 1, sub: 0, label: `第${i + 1}条`, path, text };
    }),
  } as unknown as Law;
  return { laws: [law] } as unknown as LawCorpus;
}
