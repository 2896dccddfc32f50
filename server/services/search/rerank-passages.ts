/**
 * Passage rerank of the AI search's best candidates (decision 126). BM25 over jieba words scores a question by
 * the words it shares with an article; a lawyer (and a client retelling the facts) restates the article's own
 * phrases, which jieba often cuts differently in the question and in the statute (拒绝提供 / 不得拒绝, 会计凭证和账簿
 * / 会计账簿). The rerank adds how much of the question's text, as pairs of adjacent characters weighted by how rare
 * each pair is in the statutes, the article contains; and it favours, a little, the articles the same law's other
 * articles refer to (本法第四十六条 …): the rules a law is built around, which a consultation's answer cites most.
 * It also favours the articles whose role a question asks for (decision 225: 适用哪些法规 -> a scope article, 处罚 ->
 * a sanction, 什么是 -> a definition; article-roles.ts).
 */
import { bigramKey, bigramKeys, type LawIndex, type ScoredDoc } from './law-index';
import { chapterFitFor } from './chapter-fit';
import { askingClause } from './plan-search';
import { questionIntent, Role } from './article-roles';

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
/**
 * Weight of an article whose role (article-roles.ts) is the one the question asks for (处罚 -> a sanction, 什么是 ->
 * a definition), and of a scope article for a question about scope, which asks for nothing else (decision 225).
 */
const ROLE_WEIGHT = 0.3;
const SCOPE_WEIGHT = 0.5;
/** A scope question's window also holds the scope articles of the laws of its first SCOPE_LAWS candidates. */
const SCOPE_LAWS = 3;
/** Share of its law's best candidate score a scope article starts from (it speaks for the whole law). */
const SCOPE_SHARE = 0.9;
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

/**
 * Reorders the first RERANK_WINDOW of `ranked` (best first) by BM25 + phrase coverage, times the reference prior and
 * the role the question asks for (a scope question's window also holds its laws' scope articles).
 */
export function rerankPassages(index: LawIndex, query: string, ranked: readonly ScoredDoc[], phrases: readonly string[] = []): ScoredDoc[] {
  if (ranked.length < 2) return [...ranked];
  const intent = questionIntent(query);
  const head = withScopeArticles(index, ranked, intent);
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
        roleFit(index.roles[s.doc]! & intent) *
        fit(index.docs[s.doc]!.article.path),
    ),
  }));
  rescored.sort((a, b) => b.score - a.score || a.doc - b.doc);
  // Scope articles drawn into the window from below it are not listed twice.
  const drawn = new Set(docs.slice(RERANK_WINDOW));
  const rest = ranked.slice(RERANK_WINDOW);
  return [...withEachConcept(rescored, docs, perConcept), ...(drawn.size > 0 ? rest.filter((s) => !drawn.has(s.doc)) : rest)];
}

/** The role factor of an article whose roles match the question's intent in `bits` (1 when none). */
function roleFit(bits: number): number {
  if (bits === 0) return 1;
  return 1 + ((bits & Role.scope) !== 0 ? SCOPE_WEIGHT : ROLE_WEIGHT);
}

/**
 * The rerank window; for a question about scope (适用哪些法规), also the scope articles (适用本法, 海上保险适用《海商法》)
 * of the laws of its first SCOPE_LAWS candidates. A scope article shares few words with the facts, so BM25 leaves it
 * far below the rules of the law it opens; the window then decides between it and them on the question's phrases.
 */
function withScopeArticles(index: LawIndex, ranked: readonly ScoredDoc[], intent: number): ScoredDoc[] {
  const head = ranked.slice(0, RERANK_WINDOW);
  if ((intent & Role.scope) === 0) return head;
  const floor = ranked[RERANK_WINDOW]?.score ?? 0;
  const known = new Map(ranked.map((s) => [s.doc, s.score]));
  const at = new Map(head.map((s, i) => [s.doc, i]));
  const laws = new Set<unknown>();
  for (const s of [...head]) {
    const law = index.docs[s.doc]!.law;
    if (laws.has(law)) continue;
    laws.add(law);
    if (laws.size > SCOPE_LAWS) break;
    // The scope article speaks for its whole law: it starts from a share of the law's best candidate (s, the first
    // of its law in the window), whatever words it shares with the facts.
    const inherited = s.score * SCOPE_SHARE;
    // A law's articles are consecutive documents of the index.
    let d = s.doc;
    while (d > 0 && index.docs[d - 1]!.law === law) d--;
    for (; d < index.docs.length && index.docs[d]!.law === law; d++) {
      if ((index.roles[d]! & Role.scope) === 0) continue;
      const i = at.get(d);
      if (i !== undefined) head[i] = { doc: d, score: Math.max(head[i]!.score, inherited) };
      else {
        at.set(d, head.length);
        head.push({ doc: d, score: Math.max(known.get(d) ?? floor, inherited) });
      }
    }
  }
  return head;
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
