/**
 * Every 《…》第N条 in a draft, resolved against the statute corpus (server/laws/citation.ts) into the api.md citation
 * shape. A citation that does not resolve stays in the text and is listed as not verified (未能核验), never as fact.
 */
import type { TCitation } from '@common/api/citation';
import type { TDraftParagraph } from '@common/api/draft';
import { toApiCitation } from '../../laws/api-citation';
import { resolveCitations } from '../../laws/citation';
import type { LawCorpus } from '../../laws/corpus';

/** The citations of the paragraphs, each once, in order. */
export function resolveDraftCitations(corpus: LawCorpus, paragraphs: readonly TDraftParagraph[]): TCitation[] {
  const out: TCitation[] = [];
  const seen = new Set<string>();
  for (const p of paragraphs) {
    if (!p.text.includes('《')) continue;
    for (const { citation, result } of resolveCitations(corpus, p.text)) {
      const written = `《${citation.law}》第${citation.article}条${citation.sub ? `之${citation.sub}` : ''}`;
      const c = toApiCitation(result, citation.text || written);
      const key = c.article_id ?? `?${c.text}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(c);
    }
  }
  return out;
}

/** The missing fields still marked 【待补充：…】 somewhere in the paragraphs (after edits some are filled). */
export function stillMissing<T extends { label: string }>(missing: readonly T[], paragraphs: readonly TDraftParagraph[]): T[] {
  const text = paragraphs.map((p) => p.text).join('\n');
  return missing.filter((m) => text.includes(`【待补充：${m.label}】`));
}
