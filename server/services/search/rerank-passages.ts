/**
 * Passage rerank of the AI search's best candidates (decision 126). BM25 over jieba words scores a question by
 * the words it shares with an article; a lawyer (and a client retelling the facts) restates the article's own
 * phrases, which jieba often cuts differently in the question and in the statute (拒绝提供 / 不得拒绝, 会计凭证和账簿
 * / 会计账簿). The rerank adds how much of the question's text, as pairs of adjacent characters weighted by how rare
 * each pair is in the statutes, the article contains; and it favours, a little, the articles the same law's other
 * articles refer to (本法第四十六条 …): the rules a law is built around, which a consultation's answer cites most.
 */
import { bigramKey, bigramKeys, type LawIndex, type ScoredDoc } from './law-index';
import { chapterFitFor } from './chapter-fit';
import { askingClause } from './plan-search';

/** Candidates reordered (the rest keep their order below them). */
export const RERANK_WINDOW = 100;
/** Weight of full phrase coverage against the best BM25 score (normalised to 1). */
const PHRASE_WEIGHT = 2;
/** Weight of the best coverage of a matched legal concept's statute wording (lay-concepts.ts, decision 127). */
const CONCEPT_WEIGHT = 0.3;
/**
 * Weight of the asking clause's coverage (the part after 根据…规定，, plan-search.ts): it restates what the article
 * says (董事不得将公司资金借与他人), so its phrases count once more on top of the whole question's.
 */
const ASK_WEIGHT = 0.5;
/** Weight of ln(1 + articles referring to this one). */
const REFERENCE_WEIGHT = 0.1;
/** How a question asks (they say nothing about its subject and would match every 应当依照…规定 article). */
const ASKING_WORDS = /根据|哪条|哪个|法律|规定|相关|条款|法规|请问|是否|可以|应该|怎么|什么|如何|能否/g;

/** The question's share (by bigram idf) that each candidate article contains, 0–1. */
function phraseCoverage(index: LawIndex, query: string, docs: readonly number[]): number[] {
  const weights = new Map<number, number>();
  let total = 0;
  for (const k of bigramKeys(query.replace(ASKING_WORDS, ' '))) {
    const w = index.bigramIdf(k);
    if (w <= 0) continue;
    weights.set(k, w);
    total += w;
  }
  if (total === 0) return docs.map(() => 0);
  // Walks each article once; `counted` remembers which candidate last counted a pair (no set per article).
  const counted = new Map<number, number>();
  return docs.map((d, j) => {
    const text = index.docs[d]!.article.text;
    let covered = 0;
    for (let i = 0; i + 1 < text.length; i++) {
      const k = bigramKey(text, i);
      if (k < 0) continue;
      const w = weights.get(k);
      if (w === undefined || counted.get(k) === j) continue;
      counted.set(k, j);
      covered += w;
    }
    return covered / total;
  });
}

/** Reorders the first RERANK_WINDOW of `ranked` (best first) by BM25 + phrase coverage, times the reference prior. */
export function rerankPassages(index: LawIndex, query: string, ranked: readonly ScoredDoc[], phrases: readonly string[] = []): ScoredDoc[] {
  if (ranked.length < 2) return [...ranked];
  const head = ranked.slice(0, RERANK_WINDOW);
  const top = head[0]!.score || 1;
  const docs = head.map((s) => s.doc);
  const coverage = phraseCoverage(index, query, docs);
  const asking = askingClause(query);
  const askCoverage = asking ? phraseCoverage(index, asking, docs) : null;
  // Each concept on its own (several matched concepts must not dilute one another): the best one counts.
  const conceptCoverage = new Array<number>(head.length).fill(0);
  const perConcept = phrases.map((p) => phraseCoverage(index, p, docs));
  for (const cov of perConcept) cov.forEach((c, i) => (conceptCoverage[i] = Math.max(conceptCoverage[i]!, c)));
  const fit = chapterFitFor(query);
  // Scores stay in BM25 units and above every candidate outside the window (the bonuses only add; a special chapter's
  // weight, chapter-fit.ts, may lower an article, but never below the best score left outside).
  const floor = ranked[RERANK_WINDOW]?.score ?? 0;
  const rescored = head.map((s, i) => ({
    doc: s.doc,
    score: Math.max(
      floor,
      top *
        (s.score / top + PHRASE_WEIGHT * coverage[i]! + CONCEPT_WEIGHT * conceptCoverage[i]! + (askCoverage ? ASK_WEIGHT * askCoverage[i]! : 0)) *
        (1 + REFERENCE_WEIGHT * Math.log1p(index.referencedBy[s.doc]!)) *
        fit(index.docs[s.doc]!.article.path),
    ),
  }));
  rescored.sort((a, b) => b.score - a.score || a.doc - b.doc);
  return [...withEachConcept(rescored, docs, perConcept), ...ranked.slice(RERANK_WINDOW)];
}

/** Positions the article that best states each matched concept is lifted to, at the latest (1-based: the first five). */
const CONCEPT_SLOT = 5;
/** Share of a concept's wording an article must contain to state it. */
const CONCEPT_STATES = 0.6;

/**
 * Several concepts in one story (离婚 + 房贷 + 婚前): the ranking's best few may all answer the loudest one. The
 * article that best states each other concept (most of its statute wording, CONCEPT_STATES) is lifted into the first
 * CONCEPT_SLOT, just below what already ranks above it, so every legal question the facts raise has its rule in view.
 */
function withEachConcept(rescored: { doc: number; score: number }[], docs: readonly number[], perConcept: readonly number[][]): { doc: number; score: number }[] {
  const out = [...rescored];
  for (const cov of perConcept) {
    let best = -1;
    for (let i = 0; i < cov.length; i++) if (cov[i]! >= CONCEPT_STATES && (best < 0 || cov[i]! > cov[best]!)) best = i;
    if (best < 0) continue;
    const at = out.findIndex((s) => s.doc === docs[best]);
    if (at < CONCEPT_SLOT) continue;
    const [moved] = out.splice(at, 1);
    out.splice(CONCEPT_SLOT - 1, 0, { doc: moved!.doc, score: out[CONCEPT_SLOT - 2]?.score ?? moved!.score });
  }
  return out;
}
