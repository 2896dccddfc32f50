/**
 * retrieveSources: what every research answer starts from — the statute articles (searchLaws with the AI plan)
 * and the judgments (searchCases) most related to the question. Never throws for bad input: an empty or odd
 * question retrieves nothing.
 */
import type { TCaseHit, TLawHit } from '@common/api/search';
import type { AiProvider } from '../../ai/index';
import type { DbOrTx } from '../../db/client';
import type { LawCorpus } from '../../laws/corpus';
import { searchCases } from '../search/search-cases';
import { searchLaws } from '../search/search-laws';
import { relevantCases } from './relevant-cases';

export interface RetrievedSources {
  laws: TLawHit[];
  cases: TCaseHit[];
  keywords: string[];
}

/** Articles fetched per question (the answer shows the best verified ones). */
const LAW_PAGE = 12;
const CASE_PAGE = 3;

/** Retrieves articles and cases for `query` (a question, or a follow-up with the question it follows). */
export async function retrieveSources(
  query: string,
  { corpus, db, ai, withCases = true }: { corpus: LawCorpus; db: DbOrTx; ai?: AiProvider; withCases?: boolean },
): Promise<RetrievedSources> {
  const laws = await searchLaws({ q: query, isAi: true, pageSize: LAW_PAGE }, { corpus, ai });
  const keywords = laws.plan?.keywords ?? [];
  let cases: TCaseHit[] = [];
  if (withCases) {
    // Cases enrich the answer; a case index that cannot be read must not take the statute answer down with it.
    // More than shown: relevantCases drops judgments of another field (criminal ones for a civil question).
    cases = await searchCases(db, { q: query, isAi: true, pageSize: CASE_PAGE * 4 })
      .then((r) => relevantCases(laws.items, r.items, CASE_PAGE))
      .catch(() => []);
  }
  return { laws: laws.items.filter((h) => h.article_id), cases, keywords };
}
