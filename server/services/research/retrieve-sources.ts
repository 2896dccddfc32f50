/**
 * retrieveSources: what every research answer starts from — the statute articles (searchLaws with the AI plan)
 * and the judgments (searchCases) most related to the question. Never throws for bad input: an empty or odd
 * question retrieves nothing.
 */
import type { TCaseHit, TLawHit } from '@common/api/search';
import type { AiProvider } from '../../ai/index';
import type { DbOrTx } from '../../db/client';
import type { LawCorpus } from '../../laws/corpus';
import { matchDisputeRoutes, matchLayConcepts } from '../search/lay-concepts';
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
/**
 * Each legal concept the facts raise (lay-concepts.ts, at most CONCEPT_RULES of them) has the article that states it
 * in the answer, at the latest at position CONCEPT_RULE_AT + 1 (after the ranking's best CONCEPT_RULE_AT).
 */
const CONCEPT_RULES = 3;
const CONCEPT_RULE_AT = 4;
/** How far down the ranking an article stating a concept is looked for before the concept's wording is searched. */
const RULE_LOOKUP = 30;
/** Articles of the keyword search for a concept's rule weighed against it (BM25 favours short articles; the rule may be long). */
const RULE_SEARCH = 10;
/** Share of a concept's statute wording (character pairs) the article must contain to be the one stating it. */
const CONCEPT_STATES = 0.8;

function pairs(text: string): Set<string> {
  const han = text.replace(/[^\u4e00-\u9fff]/g, '');
  const out = new Set<string>();
  for (let i = 0; i + 1 < han.length; i++) out.add(han.slice(i, i + 2));
  return out;
}

/**
 * The article that states each legal concept the question's facts point to (decision 221): of the ranking's articles
 * and the first RULE_SEARCH of a keyword search for the concept's rule (the first sentence of its statute wording,
 * lay-concepts.ts), the one that holds most of that sentence, if it holds at least CONCEPT_STATES of it. The AI search
 * ranks a long story by all its words, so the rule of a second or third concept can fall below the articles of the
 * loudest one, or outside the rerank window; a lawyer's answer names the rule of each question the facts raise.
 */
export async function conceptRules(query: string, { corpus, ranked = [] }: { corpus: LawCorpus; ranked?: readonly TLawHit[] }): Promise<TLawHit[]> {
  const out: TLawHit[] = [];
  // The concepts' rules, then the route of the dispute (the answer says how a claim is pursued).
  for (const c of [...matchLayConcepts(query).slice(0, CONCEPT_RULES), ...matchDisputeRoutes(query).slice(0, 1)]) {
    const rule = ruleOf(c.statute);
    const want = pairs(rule);
    let best: TLawHit | null = null;
    let bestShare = CONCEPT_STATES;
    // The ranking first: when the same sentence stands in two laws, the one the question's words favour is kept.
    for (const h of [...ranked, ...(await ruleSearch(corpus, rule))]) {
      if (!h.article_id) continue;
      const share = [...want].filter((p) => h.text.includes(p)).length / Math.max(1, want.size);
      if (share > bestShare + 1e-9 || (share >= bestShare && !best)) {
        best = h;
        bestShare = share;
      }
    }
    if (best && !out.some((h) => h.article_id === best.article_id)) out.push(best);
  }
  return out;
}

/** The wording's first sentence is the rule (the others may come from neighbouring articles). */
function ruleOf(statute: string): string {
  return statute.split('。')[0]!;
}

/** The wordings are fixed data: each rule is searched once per corpus. */
const ruleCache = new WeakMap<LawCorpus, Map<string, TLawHit[]>>();

async function ruleSearch(corpus: LawCorpus, rule: string): Promise<TLawHit[]> {
  let cache = ruleCache.get(corpus);
  if (!cache) ruleCache.set(corpus, (cache = new Map()));
  let hits = cache.get(rule);
  if (!hits) cache.set(rule, (hits = (await searchLaws({ q: rule, isAi: false, pageSize: RULE_SEARCH }, { corpus })).items));
  return hits;
}

/** `ranked` with each of `rules` placed at the latest after the first `at` (its own place when already above). */
export function withConceptRules(ranked: readonly TLawHit[], rules: readonly TLawHit[], at = CONCEPT_RULE_AT): TLawHit[] {
  const out = [...ranked];
  let slot = at;
  for (const rule of rules) {
    const i = out.findIndex((h) => h.article_id === rule.article_id);
    if (i >= 0 && i < slot) continue;
    if (i >= 0) out.splice(i, 1);
    out.splice(Math.min(slot, out.length), 0, rule);
    slot++;
  }
  return out;
}

/** Retrieves articles and cases for `query` (a question, or a follow-up with the question it follows). */
export async function retrieveSources(
  query: string,
  { corpus, db, ai, withCases = true }: { corpus: LawCorpus; db: DbOrTx; ai?: AiProvider; withCases?: boolean },
): Promise<RetrievedSources> {
  const laws = await searchLaws({ q: query, isAi: true, pageSize: RULE_LOOKUP }, { corpus, ai });
  laws.items = withConceptRules(laws.items, await conceptRules(query, { corpus, ranked: laws.items })).slice(0, LAW_PAGE);
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
