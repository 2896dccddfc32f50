import { articleIdOf } from '../../laws/api-citation';
import { resolveCitation } from '../../laws/citation';
import type { LawCorpus } from '../../laws/corpus';
import { AppError } from '../../lib/app-error';
import { apiValidity } from './law-meta';

/**
 * One article by law name and number (api.md "article lookup"): 民法典 + 第五百七十七条 or 577. A law or article
 * that does not resolve answers 404 with the resolver's Chinese reason (a repealed law names its successor).
 */
export function lookupArticle(corpus: LawCorpus, { law, article }: { law: string; article: string }) {
  const r = resolveCitation(corpus, law, article.trim());
  if (!r.ok) throw new AppError(404, 404, r.reason);
  return {
    article: {
      law_id: r.lawId,
      law_title: r.lawTitle,
      article_id: articleIdOf(r.lawId, r.article.number, r.article.sub),
      article_label: r.article.label,
      text: r.article.text,
      validity: apiValidity(r.validity),
    },
  };
}
