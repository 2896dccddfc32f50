/**
 * The law-search index: BM25 over jieba search-mode tokens (server/laws/segment.ts) of every article of every
 * version in the corpus (validity is a filter, not an index choice), with per-term weights so a search plan can
 * weigh its keywords, a per-law prior, and per-law totals (the corpus statistics the planner uses to name laws).
 * Built once per corpus (~2 s) and kept for the process; a query touches only the postings of its terms.
 */
import type { LawCorpus } from '../../laws/corpus';
import type { Law, LawArticle } from '../../laws/parse-laws';
import { segmentForSearch } from '../../laws/segment';

interface Doc {
  law: Law;
  article: LawArticle;
  length: number;
}

const K1 = 1.2;
const B = 0.75;
/** Terms in more than this share of articles add little and cost a long posting walk: skipped. */
const MAX_DF_SHARE = 0.2;
const COVERAGE_POWER = 0.5;
const NEIGHBOUR_SHARE = 0.2;

export interface ScoredDoc {
  doc: number;
  score: number;
}

export class LawIndex {
  readonly docs: Doc[] = [];
  private readonly termIds = new Map<string, number>();
  private readonly postingsDocs: Int32Array[];
  private readonly postingsTf: Uint16Array[];
  private readonly avgLength: number;
  /** Tokens of each law's titles, to recognise a law a query talks about (农民专业合作社 -> that law). */
  readonly lawTitleTokens = new Map<string, Set<string>>();
  readonly buildMs: number;
  private lastRaw: { key: string; scores: Float64Array; touched: number[] } | null = null;

  constructor(readonly corpus: LawCorpus) {
    const started = performance.now();
    const growDocs: number[][] = [];
    const growTf: number[][] = [];
    let total = 0;
    for (const law of corpus.laws) {
      const short = law.shortTitles[0] ?? law.title;
      this.lawTitleTokens.set(law.id, new Set(segmentForSearch(short.replace(/^中华人民共和国/, ''))));
      for (const article of law.articles) {
        const tokens = segmentForSearch(`${short} ${article.path.join(' ')} ${article.text}`);
        const id = this.docs.length;
        this.docs.push({ law, article, length: tokens.length });
        total += tokens.length;
        const counts = new Map<number, number>();
        for (const t of tokens) {
          let tid = this.termIds.get(t);
          if (tid === undefined) {
            tid = growDocs.length;
            this.termIds.set(t, tid);
            growDocs.push([]);
            growTf.push([]);
          }
          counts.set(tid, (counts.get(tid) ?? 0) + 1);
        }
        for (const [tid, tf] of counts) {
          growDocs[tid]!.push(id);
          growTf[tid]!.push(Math.min(tf, 65535));
        }
      }
    }
    this.postingsDocs = growDocs.map((d) => Int32Array.from(d));
    this.postingsTf = growTf.map((d) => Uint16Array.from(d));
    this.avgLength = this.docs.length > 0 ? total / this.docs.length : 1;
    this.buildMs = performance.now() - started;
  }

  /** Articles containing a term (0 when the corpus never uses it). */
  df(term: string): number {
    const id = this.termIds.get(term);
    return id === undefined ? 0 : this.postingsDocs[id]!.length;
  }

  /** Inverse document frequency of a term (0 for unknown terms). */
  idf(term: string): number {
    const df = this.df(term);
    if (df === 0) return 0;
    const n = this.docs.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  has(term: string): boolean {
    return this.termIds.has(term);
  }

  /** BM25 with coverage for the weighted terms; the last answer is kept (the planner and the search ask twice). */
  private raw(weights: ReadonlyMap<string, number>): { scores: Float64Array; touched: number[] } {
    const key = [...weights].map(([t, w]) => `${t}:${w}`).join('|');
    if (this.lastRaw && this.lastRaw.key === key) return this.lastRaw;
    const n = this.docs.length;
    const scores = new Float64Array(n);
    // How much of the query's weight an article covers: a lawyer's several words in one article beat one word
    // repeated (coordination factor, COVERAGE_POWER).
    const covered = new Float64Array(n);
    let totalWeight = 0;
    const touched: number[] = [];
    for (const [t, w] of weights) {
      const id = this.termIds.get(t);
      if (id === undefined || w <= 0) continue;
      const docs = this.postingsDocs[id]!;
      if (docs.length > n * MAX_DF_SHARE && weights.size > 1) continue;
      const tfs = this.postingsTf[id]!;
      const idf = Math.log(1 + (n - docs.length + 0.5) / (docs.length + 0.5)) * w;
      totalWeight += idf;
      for (let i = 0; i < docs.length; i++) {
        const d = docs[i]!;
        const tf = tfs[i]!;
        const s = (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * this.docs[d]!.length) / this.avgLength));
        if (scores[d] === 0) touched.push(d);
        scores[d] = scores[d]! + s;
        covered[d] = covered[d]! + idf;
      }
    }
    if (COVERAGE_POWER > 0 && totalWeight > 0) for (const d of touched) scores[d] = scores[d]! * Math.pow(covered[d]! / totalWeight, COVERAGE_POWER);
    this.lastRaw = { key, scores, touched };
    return this.lastRaw;
  }

  /**
   * Documents scored by weighted BM25, restricted to `allow(law)`, each multiplied by `lawPrior[law.id]` when
   * given; sorted best first. Neighbouring articles of a strong match get a share of its score.
   */
  score(weights: ReadonlyMap<string, number>, allow: (law: Law) => boolean, lawPrior: ReadonlyMap<string, number> = new Map()): ScoredDoc[] {
    const n = this.docs.length;
    if (n === 0 || weights.size === 0) return [];
    const { scores, touched } = this.raw(weights);
    const out: ScoredDoc[] = [];
    const allowed = new Map<Law, boolean>();
    for (const d of touched) {
      const law = this.docs[d]!.law;
      let ok = allowed.get(law);
      if (ok === undefined) {
        ok = allow(law);
        allowed.set(law, ok);
      }
      if (!ok) continue;
      let s = scores[d]!;
      for (const nb of [d - 1, d + 1]) {
        if (nb >= 0 && nb < n && this.docs[nb]!.law === law && scores[nb]! > 0) s = Math.max(s, scores[d]! + scores[nb]! * NEIGHBOUR_SHARE * 0.5);
      }
      out.push({ doc: d, score: s * (lawPrior.get(law.id) ?? 1) });
    }
    out.sort((a, b) => b.score - a.score || a.doc - b.doc);
    return out;
  }
}

let shared: LawIndex | null = null;

/** The index over a corpus, built on first use and kept for the process. */
export function getLawIndex(corpus: LawCorpus): LawIndex {
  if (!shared || shared.corpus !== corpus) shared = new LawIndex(corpus);
  return shared;
}
