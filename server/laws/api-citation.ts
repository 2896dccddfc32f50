/**
 * From the resolver's answer (citation.ts) to the one citation shape every module shows (common/api/citation.ts,
 * api.md). Verified means the article exists in force and `text` is its statute text verbatim; a repealed law
 * carries its successor; anything unresolved is `not_found` with the reason, never shown as fact.
 */
import type { TCitation } from '@common/api/citation';
import type { CitationResolution } from './citation';
import { resolveCitation } from './citation';
import type { LawCorpus } from './corpus';

/** Stable id of an article, used in URLs (/lawDetail?law_id=…&article=…) and citations: civil-code/577, …/120-1. */
export function articleIdOf(lawId: string, number: number, sub = 0): string {
  return sub ? `${lawId}/${number}-${sub}` : `${lawId}/${number}`;
}

/** Reads an article id back: { lawId, number, sub } or null. */
export function parseArticleId(id: string): { lawId: string; number: number; sub: number } | null {
  const m = /^(.+)\/(\d+)(?:-(\d+))?$/.exec(id);
  return m ? { lawId: m[1]!, number: Number(m[2]), sub: m[3] ? Number(m[3]) : 0 } : null;
}

/** The api.md citation of a resolution; `asWritten` is shown for citations that do not resolve. */
export function toApiCitation(resolution: CitationResolution, asWritten: string): TCitation {
  if (resolution.ok) {
    const amended = resolution.validity === '已被修改';
    return {
      kind: 'law',
      law_id: resolution.lawId,
      article_id: articleIdOf(resolution.lawId, resolution.article.number, resolution.article.sub),
      law_title: resolution.lawTitle,
      article_label: resolution.article.label,
      case_id: null,
      status: amended ? 'amended' : 'verified',
      validity: amended ? '已修改' : '现行有效',
      text: resolution.quote,
      reason: null,
      successor: null,
    };
  }
  const successorArticle = resolution.successor?.articles[0];
  return {
    kind: 'law',
    law_id: resolution.lawId ?? null,
    article_id: null,
    law_title: resolution.lawTitle ?? resolution.repealed?.title ?? null,
    article_label: null,
    case_id: null,
    status: resolution.status === 'repealed' ? 'repealed' : 'not_found',
    validity: resolution.status === 'repealed' ? '已废止' : resolution.status === 'not_in_force' ? '尚未生效' : null,
    text: asWritten,
    reason: resolution.reason,
    successor: resolution.successor
      ? {
          law_id: resolution.successor.lawId,
          law_title: resolution.successor.lawTitle,
          article_label: successorArticle?.label ?? null,
          text: successorArticle?.text ?? null,
        }
      : null,
  };
}

/** Resolves "law + article" (as a model or a lawyer wrote it) straight to the api.md citation. */
export function citeArticle(corpus: LawCorpus, law: string, article: string | number): TCitation {
  const written = `《${law}》${typeof article === 'number' ? `第${article}条` : article}`;
  return toApiCitation(resolveCitation(corpus, law, article), written);
}
