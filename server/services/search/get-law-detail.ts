import type { TLawDetailResponse } from '@common/api/search';
import { articleIdOf } from '../../laws/api-citation';
import type { LawCorpus } from '../../laws/corpus';
import { Errors } from '../../lib/app-error';
import { lawMeta } from './law-meta';

export const LAW_NOT_FOUND = '法规库中没有该法律，请从搜索结果重新打开';

/**
 * The whole law for /lawDetail (api.md "law detail"): articles with their chapter, a table of contents of its
 * 编/章/节 headings (each pointing at its first article, depth 0 for 编), validity and dates. Unknown id -> 404.
 */
export function getLawDetail(corpus: LawCorpus, { lawId }: { lawId: string }): TLawDetailResponse {
  const law = corpus.getLaw(lawId);
  if (!law) throw Errors.notFound(LAW_NOT_FOUND);
  const meta = lawMeta(law);
  const toc: TLawDetailResponse['toc'] = [];
  let previous: string[] = [];
  for (const a of law.articles) {
    a.path.forEach((heading, depth) => {
      if (previous[depth] === heading && previous.slice(0, depth).join('|') === a.path.slice(0, depth).join('|')) return;
      toc.push({ label: heading, article_from: articleIdOf(law.id, a.number, a.sub), depth });
    });
    previous = a.path;
  }
  // Depth: 编 headings at 0; a law without 编 starts at its 章 (the path already starts there).
  return {
    law_id: law.id,
    title: law.title,
    validity: meta.validity,
    level: meta.level,
    issuer: meta.issuer,
    promulgated_at: meta.promulgatedAt,
    effective_at: law.effectiveFrom,
    history: law.history,
    toc,
    articles: law.articles.map((a) => ({
      article_id: articleIdOf(law.id, a.number, a.sub),
      article_no: a.number,
      article_label: a.label,
      text: a.text,
      chapter: a.path.join(' '),
    })),
  };
}
