/**
 * Statute search (api.md "law search"): keyword search, or AI search through a plan (plan-search.ts); filters by
 * validity, level, issuing body and year; <em> highlights; pagination; took_ms. A query naming one article jumps to
 * it. Bad input never throws: a blank, over-long or meaningless query answers an empty page with a notice.
 */
import type { TLawHit, TLawSearchResponse, TSearchPlan } from '@common/api/search';
import { SEARCH_QUERY_MAX } from '@common/api/search';
import type { AiProvider } from '../../ai/index';
import { articleIdOf } from '../../laws/api-citation';
import type { LawCorpus } from '../../laws/corpus';
import type { Law, LawArticle } from '../../laws/parse-laws';
import { REPEALED_LAWS } from '../../laws/repealed';
import { makeSnippet, markSnippet } from '../../laws/search';
import { segment, segmentForSearch } from '../../laws/segment';
import { citationShapedLaw, findDirectArticle } from './find-direct-article';
import { lawMatches, lawMeta, type LawFilters } from './law-meta';
import { getLawIndex } from './law-index';
import { planSearch } from './plan-search';
import { rerankPassages } from './rerank-passages';

export interface SearchLawsInput {
  q: string;
  isAi: boolean;
  filters?: LawFilters;
  page?: number;
  pageSize?: number;
}

/** Ranked results beyond this are not paged through (a lawyer refines the query long before). */
const MAX_RESULTS = 500;
const SNIPPET = 160;

export const SearchNotices = {
  blank: '请输入关键词或问题',
  tooLong: `搜索内容不能超过${SEARCH_QUERY_MAX}字，请精简后重试`,
  nothing: '未找到相关法条，请换个关键词或调整筛选条件',
  unknownLaw: (law: string) => `法规库中没有《${law}》，请检查法律名称`,
  noArticle: (law: string, label: string) => `《${law}》没有${label}，已为您检索相关法条`,
} as const;

function hitOf(law: Law, article: LawArticle, terms: readonly string[], score: number): TLawHit {
  const meta = lawMeta(law);
  const { snippet, highlights } = makeSnippet(article.text, terms, SNIPPET);
  return {
    law_id: law.id,
    law_title: law.title,
    article_id: articleIdOf(law.id, article.number, article.sub),
    article_label: article.label,
    article_no: article.number,
    text: article.text,
    highlight: markSnippet(snippet, highlights, '<em>', '</em>'),
    validity: meta.validity,
    level: meta.level,
    issuer: meta.issuer,
    effective_at: law.effectiveFrom,
    score: Math.round(score * 1000) / 1000,
    chapter: article.path.join(' '),
  };
}

/** Repealed laws (已废止) whose title matches the query: law-level rows pointing at the successor. */
function repealedHits(q: string): TLawHit[] {
  const words = segment(q);
  return REPEALED_LAWS.filter((r) => q === '' || words.some((w) => r.title.includes(w)) || r.names.some((n) => q.includes(n))).map((r) => ({
    law_id: `repealed:${r.names[0] ?? r.title}`,
    law_title: r.title,
    article_id: null,
    article_label: null,
    article_no: null,
    text: `已于${r.repealedOn}废止（${r.repealedBy}），现行规定见《${r.successorTitle}》。`,
    highlight: `已于${r.repealedOn}废止，现行规定见《${r.successorTitle}》。`,
    validity: '已废止' as const,
    level: '法律',
    issuer: '全国人民代表大会',
    effective_at: null,
    score: 0,
  }));
}

/**
 * Searches the corpus: { q, isAi, filters, page, pageSize } -> the api.md page of hits with the plan (AI search)
 * and took_ms. `ai` is the configured model provider (the builtin planner is used without one).
 */
export async function searchLaws(input: SearchLawsInput, { corpus, ai }: { corpus: LawCorpus; ai?: AiProvider }): Promise<TLawSearchResponse> {
  const started = performance.now();
  const page = Math.max(1, input.page ?? 1);
  const pageSize = Math.min(100, Math.max(1, input.pageSize ?? 10));
  const q = input.q.trim();
  const filters = input.filters ?? {};
  const done = (items: TLawHit[], total: number, plan: TSearchPlan | null, extra: Partial<TLawSearchResponse> = {}): TLawSearchResponse => ({
    items,
    total_count: total,
    total_pages: Math.ceil(total / pageSize),
    plan,
    took_ms: Math.round((performance.now() - started) * 10) / 10,
    jump: null,
    notice: total === 0 ? SearchNotices.nothing : null,
    ...extra,
  });
  if (q === '' && !(filters.validity ?? []).includes('已废止')) return done([], 0, null, { notice: SearchNotices.blank });
  if (q.length > SEARCH_QUERY_MAX) return done([], 0, null, { notice: SearchNotices.tooLong });

  const index = getLawIndex(corpus);
  const allow = (law: Law) => lawMatches(law, filters);
  let plan: TSearchPlan | null = null;
  let weights: Map<string, number>;
  let lawPrior = new Map<string, number>();
  let phrases: string[] = [];
  const pinned: { law: Law; article: LawArticle }[] = [];

  const direct = findDirectArticle(corpus, q);
  let notice: string | null = null;
  const shaped = direct ? null : citationShapedLaw(q);
  if (shaped && corpus.canonicalName(shaped) === null) return done([], 0, null, { notice: SearchNotices.unknownLaw(shaped.replace(/^《|》$/g, '')) });
  if (direct) {
    const law = corpus.findLaw(direct.law);
    const article = law ? corpus.getArticle(law, direct.article, direct.sub) : null;
    if (law && article && allow(law)) pinned.push({ law, article });
    else if (law && !article) notice = SearchNotices.noArticle(law.title, `第${direct.article}条`);
  }
  if (input.isAi) {
    const detail = await planSearch(q, { corpus, ai });
    plan = detail.plan;
    weights = detail.weights;
    lawPrior = detail.lawPrior;
    phrases = detail.phrases;
    for (const a of plan.articles) {
      const law = corpus.getLaw(a.law_id);
      const m = /\/(\d+)(?:-(\d+))?$/.exec(a.article_id);
      const article = law && m ? corpus.getArticle(law, Number(m[1]), m[2] ? Number(m[2]) : 0) : null;
      if (law && article && allow(law) && !pinned.some((p) => p.article === article)) pinned.push({ law, article });
    }
  } else {
    weights = new Map();
    const words = segment(q);
    for (const w of words) {
      if (index.has(w)) weights.set(w, 1);
      else for (const t of segmentForSearch(w)) if (!weights.has(t)) weights.set(t, 0.5);
    }
  }

  // Only what can be paged through is ranked (MAX_RESULTS, a selection instead of sorting every match).
  const ranked = index.scoreTop(weights, allow, lawPrior, MAX_RESULTS + pinned.length);
  // A question or a story of facts (AI search) is reranked by the statute phrases it restates (decision 126);
  // keyword search keeps its plain BM25 order.
  const ordered = input.isAi ? rerankPassages(index, q, ranked.items, phrases) : ranked.items;
  const scored = ordered.filter((s) => !pinned.some((p) => p.article === index.docs[s.doc]!.article));
  const terms = [...weights.keys(), ...(plan?.keywords ?? [])];
  const top = scored[0]?.score ?? 1;
  const all: { law: Law; article: LawArticle; score: number }[] = [
    ...pinned.map((p) => ({ ...p, score: top + 1 })),
    ...scored.slice(0, MAX_RESULTS).map((s) => ({ law: index.docs[s.doc]!.law, article: index.docs[s.doc]!.article, score: s.score })),
  ];
  const repealed = (filters.validity ?? []).includes('已废止') ? repealedHits(q) : [];
  const total = Math.min(all.length, MAX_RESULTS) + repealed.length;
  const from = (page - 1) * pageSize;
  const items = [
    ...all.slice(from, from + pageSize).map((h) => hitOf(h.law, h.article, terms, h.score)),
    ...(from + pageSize > all.length ? repealed.slice(Math.max(0, from - all.length), from + pageSize - all.length) : []),
  ];
  const jump = direct && pinned[0] ? { law_id: pinned[0].law.id, article_id: articleIdOf(pinned[0].law.id, pinned[0].article.number, pinned[0].article.sub) } : null;
  return done(items, total, plan, { jump, notice: total === 0 ? (notice ?? SearchNotices.nothing) : notice });
}
