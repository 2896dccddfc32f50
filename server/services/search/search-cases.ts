/**
 * Case search (api.md "case search"): keywords (or an AI plan's keywords and the lay-term list), filters by court,
 * cause (案由 / charges) and year, <em> highlights, pagination, took_ms. With nothing imported the answer says so and
 * names the import command (imported: 0). Bad input answers an empty page with a notice, never an error.
 */
import type { TCaseSearchResponse, TSearchPlan } from '@common/api/search';
import { SEARCH_QUERY_MAX } from '@common/api/search';
import type { DbOrTx } from '../../db/client';
import { makeSnippet, markSnippet } from '../../laws/search';
import { segment, segmentForSearch } from '../../laws/segment';
import { getCaseIndex } from './case-index';
import { LAY_TERMS, QUESTION_BOILERPLATE } from './legal-lexicon';
import { SearchNotices } from './search-laws';

export const CASES_NOT_IMPORTED = '尚未导入裁判文书。管理员可运行：npm run import:cases -- <裁判文书目录>（JSON Lines 格式，见 README“Import commands”）';

export interface SearchCasesInput {
  q: string;
  isAi: boolean;
  court?: string;
  cause?: string;
  yearFrom?: number;
  yearTo?: number;
  page?: number;
  pageSize?: number;
}

/** Searches the imported judgments: the api.md page plus `imported` (0 -> the page shows the import command). */
export async function searchCases(db: DbOrTx, input: SearchCasesInput): Promise<TCaseSearchResponse> {
  const started = performance.now();
  const page = Math.max(1, input.page ?? 1);
  const pageSize = Math.min(100, Math.max(1, input.pageSize ?? 10));
  const q = input.q.trim();
  const index = await getCaseIndex(db);
  const took = () => Math.round((performance.now() - started) * 10) / 10;
  const empty = (notice: string, plan: TSearchPlan | null = null): TCaseSearchResponse => ({
    items: [],
    total_count: 0,
    total_pages: 0,
    took_ms: took(),
    plan,
    imported: index.docs.length,
    notice,
  });
  if (index.docs.length === 0) return empty(CASES_NOT_IMPORTED);
  const filtered = Boolean(input.court || input.cause || input.yearFrom || input.yearTo);
  if (q === '' && !filtered) return empty(SearchNotices.blank);
  if (q.length > SEARCH_QUERY_MAX) return empty(SearchNotices.tooLong);

  const weights = new Map<string, number>();
  const words = segment(q).filter((w) => !input.isAi || !QUESTION_BOILERPLATE.has(w));
  for (const w of words) {
    if (index.has(w)) weights.set(w, 1);
    else for (const t of segmentForSearch(w)) if (index.has(t) && !weights.has(t)) weights.set(t, 0.5);
  }
  let plan: TSearchPlan | null = null;
  if (input.isAi) {
    const tokens = new Set(words);
    for (const [lay, legal] of Object.entries(LAY_TERMS)) {
      if (lay.length <= 2 ? !tokens.has(lay) : !q.includes(lay)) continue;
      for (const term of legal) for (const t of segment(term)) if (index.has(t) && !weights.has(t)) weights.set(t, 0.7);
    }
    plan = { keywords: [...weights.keys()].slice(0, 12), laws: [], articles: [], source: 'builtin' };
  }
  if (q !== '' && weights.size === 0) return empty(SearchNotices.nothing, plan);

  const year = (d: string | null) => (d ? Number(d.slice(0, 4)) : null);
  const scored = index.score(weights, (d) => {
    if (input.court && !d.court.includes(input.court)) return false;
    if (input.cause && !d.cause.includes(input.cause)) return false;
    const y = year(d.judgedAt);
    if ((input.yearFrom || input.yearTo) && y === null) return false;
    if (input.yearFrom && y! < input.yearFrom) return false;
    if (input.yearTo && y! > input.yearTo) return false;
    return true;
  });
  const from = (page - 1) * pageSize;
  const terms = [...weights.keys()];
  const items = scored.slice(from, from + pageSize).map(({ doc }) => {
    const d = index.docs[doc]!;
    const { snippet, highlights } = makeSnippet(d.text, terms, 160);
    return {
      case_id: d.id,
      title: d.title,
      case_no: d.caseNo,
      court: d.court,
      cause: d.cause,
      judged_at: d.judgedAt,
      highlight: markSnippet(snippet, highlights, '<em>', '</em>'),
    };
  });
  return {
    items,
    total_count: scored.length,
    total_pages: Math.ceil(scored.length / pageSize),
    took_ms: took(),
    plan,
    imported: index.docs.length,
    notice: scored.length === 0 ? SearchNotices.nothing : null,
  };
}
