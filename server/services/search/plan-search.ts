/**
 * The AI search plan (issue 8 item 1): a question or a description of facts -> {keywords, laws, articles} the
 * page shows and the search runs. With a configured model the model writes the plan (checked against the corpus:
 * unknown laws and articles are dropped, never shown); otherwise, or when the model fails, the builtin planner
 * writes it from the query's legal terms, the team's lay-term list (legal-lexicon.ts), the citation parser and the
 * corpus's own statistics (which laws the query's terms concentrate in).
 */
import type { TSearchPlan } from '@common/api/search';
import type { AiProvider } from '../../ai/index';
import { articleIdOf } from '../../laws/api-citation';
import { parseCitation } from '../../laws/citation';
import type { LawCorpus } from '../../laws/corpus';
import type { Law } from '../../laws/parse-laws';
import { segment, segmentForSearch } from '../../laws/segment';
import { findDirectArticle } from './find-direct-article';
import { matchLayConcepts } from './lay-concepts';
import { GENERAL_LAW_PRIORS, LAY_TERMS, QUESTION_BOILERPLATE } from './legal-lexicon';
import { getLawIndex, type LawIndex } from './law-index';
import { statuteVocabularyWeight } from './statute-vocabulary';

/** A plan plus what the search needs that the page does not show: weighted terms and a per-law prior. */
export interface SearchPlanDetail {
  plan: TSearchPlan;
  weights: Map<string, number>;
  lawPrior: Map<string, number>;
  /** The statute's wording of the legal concepts the facts point to (lay-concepts.ts), for the passage rerank. */
  phrases: string[];
}

const MAX_KEYWORDS = 10;
const MAX_TERMS = 40;
const ASKING_WEIGHT = 1.5;

/** The clause after 根据…法律/规定 (the question proper), or null. */
export function askingClause(q: string): string | null {
  const m = /根据[^，,。？?]{0,12}(?:法律|法规|规定|法条|条款|法律文件|法令)[^，,]{0,6}[，,]?(.+)$/.exec(q);
  return m ? m[1]! : null;
}
const EXPANSION_WEIGHT = 0.7;
/** Weight of the words of a matched concept's statute wording (lay-concepts.ts). */
const CONCEPT_WEIGHT = 0.2;
const NAMED_LAW_PRIOR = 2.5;
const STAT_LAW_PRIOR = [1.6, 1.3, 1.15];

const TITLE_WORD_PRIOR = 1.3;
const coreCache = new WeakMap<LawCorpus, Map<string, Law>>();

/** Each law in force by its subject: the title without 中华人民共和国 and the trailing 法 (慈善法 -> 慈善). */
function lawCores(corpus: LawCorpus): Map<string, Law> {
  let map = coreCache.get(corpus);
  if (!map) {
    map = new Map();
    for (const law of corpus.laws) {
      if (law.validity !== '现行有效') continue;
      const core = (law.shortTitles[0] ?? law.title).replace(/^中华人民共和国/, '').replace(/法$/, '');
      if (core.length >= 2 && !map.has(core)) map.set(core, law);
    }
    coreCache.set(corpus, map);
  }
  return map;
}

/** Laws whose names (title, short title, alias) appear in the text, in force first; repealed names are skipped. */
export function lawsNamedIn(corpus: LawCorpus, text: string): Law[] {
  const out: Law[] = [];
  let rest = text.replace(/\s+/g, '');
  for (const name of corpus.knownNames()) {
    if (name.length < 2 || !rest.includes(name)) continue;
    const law = corpus.findLaw(name);
    if (!law) continue;
    if (!out.includes(law)) out.push(law);
    rest = rest.split(name).join('|');
  }
  return out;
}

/** Laws the terms concentrate in: each law's best three article scores summed, best first. */
function lawsByStatistics(index: LawIndex, weights: ReadonlyMap<string, number>, limit: number): { law: Law; score: number }[] {
  const scored = index.scoreTop(weights, (l) => l.validity === '现行有效', new Map(), 60).items;
  const byLaw = new Map<Law, number[]>();
  for (const s of scored) {
    const law = index.docs[s.doc]!.law;
    const list = byLaw.get(law) ?? [];
    if (list.length < 3) list.push(s.score);
    byLaw.set(law, list);
  }
  return [...byLaw]
    .map(([law, list]) => ({ law, score: list.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** The builtin plan of a query (no model): deterministic, milliseconds. */
export function planSearchBuiltin(query: string, corpus: LawCorpus): SearchPlanDetail {
  const index = getLawIndex(corpus);
  const q = query.trim();
  const weights = new Map<string, number>();
  const keywords: string[] = [];
  const lawPrior = new Map<string, number>();

  // Articles named outright: 民法典第577条, 劳动合同法 39, 《公司法》第二十条.
  const articles: TSearchPlan['articles'] = [];
  const direct = findDirectArticle(corpus, q);
  const cited = direct ? [direct] : parseCitation(q, { knownNames: corpus.knownNames() }).map((c) => ({ law: c.law, article: c.article, sub: c.sub }));
  for (const c of cited) {
    const law = corpus.findLaw(c.law) ?? lawsNamedIn(corpus, c.law)[0] ?? null;
    const a = law ? corpus.getArticle(law, c.article, c.sub) : null;
    if (law && a && !articles.some((x) => x.article_id === articleIdOf(law.id, a.number, a.sub))) {
      articles.push({ law_id: law.id, law_title: law.title, article_id: articleIdOf(law.id, a.number, a.sub), article_label: a.label });
    }
  }

  // Laws named in the query weigh heavily; their names are not keywords (every article of the law carries them).
  const named = lawsNamedIn(corpus, q);
  for (const law of named) lawPrior.set(law.id, NAMED_LAW_PRIOR);
  const nameWords = new Set(named.flatMap((l) => [l.title, ...l.shortTitles]).flatMap((n) => segment(n)));

  // The query's own words, rarest first (the corpus's idf), boilerplate dropped.
  const words = [...new Set(segment(q))].filter((w) => !QUESTION_BOILERPLATE.has(w) && !nameWords.has(w) && !/^\d+$/.test(w));
  // Ranked by idf times how much the word is statute vocabulary (colloquial words such as 现在 weigh little).
  const vocab = new Map(words.map((w) => [w, statuteVocabularyWeight(index, w)]));
  const known = words.filter((w) => index.has(w)).sort((a, b) => index.idf(b) * vocab.get(b)! - index.idf(a) * vocab.get(a)!);
  // The asking clause (根据哪条法律，…？) restates what the article says: its words weigh more.
  const asking = askingClause(q);
  const askWords = new Set(asking ? segment(asking) : []);
  for (const w of known.slice(0, MAX_TERMS)) {
    weights.set(w, (askWords.has(w) ? ASKING_WEIGHT : 1) * vocab.get(w)!);
    if (keywords.length < MAX_KEYWORDS && vocab.get(w)! > 0.5) keywords.push(w);
  }
  // Words the corpus does not use whole count through their parts (公益信托 -> 公益, 信托), at half weight.
  for (const w of words.filter((x) => !index.has(x))) {
    for (const t of segmentForSearch(w)) if (t !== w && index.has(t) && !QUESTION_BOILERPLATE.has(t) && !weights.has(t)) weights.set(t, 0.5);
  }
  // Lay terms -> the statutes' words.
  const tokens = new Set(segment(q));
  for (const [lay, legal] of Object.entries(LAY_TERMS)) {
    // Short lay words must be a word of the query (告 is not 报告, 裁员 is not 仲裁员).
    if (lay.length <= 2 ? !tokens.has(lay) : !q.includes(lay)) continue;
    for (const term of legal) {
      const parts = segment(term).filter((t) => index.has(t));
      for (const t of parts) if (!weights.has(t)) weights.set(t, EXPANSION_WEIGHT);
      // The plan shows the statute's phrase whole (解除劳动合同), even when the index holds it as two words.
      if (parts.length > 0 && !keywords.includes(term)) keywords.unshift(term);
    }
  }

  // The facts told -> the legal concepts they point to, in the statute's own words (decision 127).
  const concepts = matchLayConcepts(q);
  for (const c of concepts) {
    for (const t of segment(c.statute)) {
      if (weights.has(t) || QUESTION_BOILERPLATE.has(t) || !index.has(t) || t.length < 2) continue;
      weights.set(t, CONCEPT_WEIGHT * statuteVocabularyWeight(index, t));
    }
  }
  for (const c of [...concepts].reverse()) if (!keywords.includes(c.concept)) keywords.unshift(c.concept);

  // A word of the query that is a law's own subject (慈善 -> 慈善法, 证券 -> 证券法) favours that law a little.
  const core = lawCores(corpus);
  for (const w of words) {
    const law = core.get(w);
    if (law && !lawPrior.has(law.id)) lawPrior.set(law.id, TITLE_WORD_PRIOR);
  }
  // The corpus's statistics name the laws the remaining words concentrate in.
  const stat = weights.size > 0 ? lawsByStatistics(index, weights, 3) : [];
  stat.forEach(({ law }, i) => {
    if (!lawPrior.has(law.id)) lawPrior.set(law.id, STAT_LAW_PRIOR[i] ?? 1);
  });
  // The general laws of everyday facts weigh a little more unless the question names its law (GENERAL_LAW_PRIORS).
  if (named.length === 0) {
    for (const [title, p] of Object.entries(GENERAL_LAW_PRIORS)) {
      const law = corpus.findLaw(title);
      if (law) lawPrior.set(law.id, (lawPrior.get(law.id) ?? 1) * p);
    }
  }
  const laws = [...named, ...stat.map((s) => s.law).filter((l) => !named.includes(l))].map((l) => l.title);
  for (const a of articles) if (!laws.includes(a.law_title)) laws.unshift(a.law_title);
  return { plan: { keywords: keywords.slice(0, MAX_KEYWORDS + 4), laws: laws.slice(0, 5), articles, source: 'builtin' }, weights, lawPrior, phrases: concepts.map((c) => c.statute) };
}

const PLAN_PROMPT = [
  '你是中国法律检索助手。把用户的问题或案情转成检索方案，只输出 JSON：',
  '{"keywords": ["法条中会出现的关键词", …], "laws": ["法律全称或简称", …], "articles": [{"law": "民法典", "article": 577}, …]}',
  'keywords 用法律条文的措辞（如“出租人”而非“房东”），最多 8 个；laws 最多 3 部；articles 只写你确定的条文，最多 5 条。',
].join('\n');

/**
 * The plan of a query. With a model provider (ai.id !== 'builtin') the model writes keywords, laws and articles,
 * each checked against the corpus and merged into the builtin plan's weights; on any model failure the builtin
 * plan is used alone.
 */
export async function planSearch(query: string, { corpus, ai, signal }: { corpus: LawCorpus; ai?: AiProvider; signal?: AbortSignal }): Promise<SearchPlanDetail> {
  const builtin = planSearchBuiltin(query, corpus);
  if (!ai || ai.id === 'builtin' || query.trim() === '') return builtin;
  try {
    const res = await ai.complete(
      [
        { role: 'system', content: PLAN_PROMPT },
        { role: 'user', content: query.slice(0, 2000) },
      ],
      { maxTokens: 400, temperature: 0, responseFormat: 'json_object', signal },
    );
    const raw = JSON.parse(res.text.replace(/^```(?:json)?|```$/g, '').trim()) as { keywords?: unknown; laws?: unknown; articles?: unknown };
    const index = getLawIndex(corpus);
    const keywords = (Array.isArray(raw.keywords) ? raw.keywords : []).filter((k): k is string => typeof k === 'string' && k.length <= 20).slice(0, 8);
    const laws = (Array.isArray(raw.laws) ? raw.laws : [])
      .filter((l): l is string => typeof l === 'string')
      .map((l) => corpus.findLaw(l))
      .filter((l): l is Law => l !== null)
      .slice(0, 3);
    const articles: TSearchPlan['articles'] = [];
    for (const a of Array.isArray(raw.articles) ? raw.articles.slice(0, 5) : []) {
      if (!a || typeof a !== 'object') continue;
      const { law: name, article } = a as { law?: unknown; article?: unknown };
      if (typeof name !== 'string' || (typeof article !== 'number' && typeof article !== 'string')) continue;
      const law = corpus.findLaw(name);
      const n = typeof article === 'number' ? article : Number.parseInt(String(article).replace(/\D+/g, ''), 10);
      const art = law && Number.isFinite(n) ? corpus.getArticle(law, n) : null;
      if (law && art) articles.push({ law_id: law.id, law_title: law.title, article_id: articleIdOf(law.id, art.number, art.sub), article_label: art.label });
    }
    const weights = new Map(builtin.weights);
    for (const k of keywords) for (const t of segment(k)) if (index.has(t)) weights.set(t, Math.max(weights.get(t) ?? 0, 1));
    const lawPrior = new Map(builtin.lawPrior);
    for (const l of laws) lawPrior.set(l.id, Math.max(lawPrior.get(l.id) ?? 1, NAMED_LAW_PRIOR));
    const plan: TSearchPlan = {
      keywords: keywords.length > 0 ? keywords : builtin.plan.keywords,
      laws: laws.length > 0 ? laws.map((l) => l.title) : builtin.plan.laws,
      articles: [...builtin.plan.articles, ...articles.filter((a) => !builtin.plan.articles.some((b) => b.article_id === a.article_id))],
      source: 'model',
    };
    return { plan, weights, lawPrior, phrases: builtin.phrases };
  } catch {
    return builtin;
  }
}
