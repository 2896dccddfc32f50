/**
 * In-process full-text search over statute articles: BM25 over jieba search-mode tokens (segment.ts), built
 * once from the corpus (~1–2 s for ~24,000 articles) and queried in milliseconds. Only laws in force are indexed
 * by default. The PostgreSQL variant of the same search is in sql.ts.
 */
import { getLawCorpus, type LawCorpus } from './corpus';
import type { Law, LawArticle } from './parse-laws';
import { segment, segmentForSearch } from './segment';

export interface SearchOptions {
  /** Maximum results (default 10). */
  limit?: number;
  /** Restrict to these law ids. */
  lawIds?: readonly string[];
  /** Characters of context in the snippet (default 120). */
  snippetLength?: number;
  /** Score multipliers by law id (default DEFAULT_LAW_BOOST; {} for plain BM25). */
  lawBoost?: Readonly<Record<string, number>>;
}

export interface SearchHit {
  lawId: string;
  lawTitle: string;
  lawShortTitle: string;
  number: number;
  sub: number;
  label: string;
  path: string[];
  score: number;
  /** A window of the article text around the best-matching terms. */
  snippet: string;
  /** [start, end) offsets in `snippet` of the query terms found. */
  highlights: [number, number][];
  text: string;
}

interface Doc {
  law: Law;
  article: LawArticle;
  length: number;
}

const K1 = 1.2;
const SUBWORD_WEIGHT = 0.5;
const NEIGHBOUR_SHARE = 0.25;
const SYNONYM_WEIGHT = 0.8;

/** Everyday words of a query mapped to the statute's wording (违约金过高 -> 过分高于). */
export const QUERY_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  过高: ['过分高于'],
  过低: ['低于'],
  霸王条款: ['格式条款'],
  押金: ['保证金'],
  辞退: ['解除劳动合同'],
  开除: ['解除劳动合同'],
  加班: ['延长工作时间'],
  加班费: ['延长工作时间', '工资报酬'],
  工资: ['劳动报酬'],
  拖欠: ['拖欠', '支付'],
  跳槽: ['竞业限制'],
  出境: ['境外'],
  违约赔偿: ['违约金', '赔偿损失'],
  赔偿: ['赔偿损失'],
  房东: ['出租人'],
  租客: ['承租人'],
  甲方: ['当事人'],
};

/**
 * Laws a contract lawyer cites most, favoured a little at equal relevance (a prior, not a filter): 试用期 should
 * show 劳动合同法 before 公务员法. Callers can pass their own weights.
 */
export const DEFAULT_LAW_BOOST: Readonly<Record<string, number>> = {
  'civil-code': 1.2,
  'labor-contracts-law': 1.2,
  'labor-law': 1.15,
  'company-law': 1.15,
  'labor-dispute-mediation-and-arbitration-law': 1.1,
  'civil-procedure': 1.1,
  'arbitration-law': 1.1,
  'consumers': 1.1,
  'personal-information-protection-law': 1.1,
  'electronic-signature-law': 1.1,
  'bidding-law': 1.1,
  'construction-law': 1.1,
  'urban-real-estate-administration-law': 1.1,
  'partnership-enterprise-law': 1.1,
  'anti-unfair-competition-law': 1.1,
  'social-insurance-law': 1.1,
};
const B = 0.75;

export interface BuildOptions {
  /** Also index laws not in force (尚未生效, 已被修改). Default false. */
  includeAll?: boolean;
}

export class ArticleSearchIndex {
  private readonly docs: Doc[] = [];
  private readonly termIds = new Map<string, number>();
  private postingsDocs: Int32Array[] = [];
  private postingsTf: Uint16Array[] = [];
  private avgLength = 0;
  private readonly lawDocRange = new Map<string, [number, number]>();
  readonly buildMs: number;

  constructor(laws: readonly Law[], options: BuildOptions = {}) {
    const started = performance.now();
    const growDocs: number[][] = [];
    const growTf: number[][] = [];
    let totalLength = 0;
    for (const law of laws) {
      if (!options.includeAll && law.validity !== '现行有效') continue;
      const first = this.docs.length;
      // The law's short title and the headings count as words of every article: 劳动合同 试用期 favours 劳动合同法.
      const context = `${law.shortTitles[0] ?? law.title} `;
      for (const article of law.articles) {
        const tokens = segmentForSearch(`${context}${article.path.join(' ')} ${article.text}`);
        const docId = this.docs.length;
        this.docs.push({ law, article, length: tokens.length });
        totalLength += tokens.length;
        const counts = new Map<number, number>();
        for (const t of tokens) {
          let id = this.termIds.get(t);
          if (id === undefined) {
            id = growDocs.length;
            this.termIds.set(t, id);
            growDocs.push([]);
            growTf.push([]);
          }
          counts.set(id, (counts.get(id) ?? 0) + 1);
        }
        for (const [id, tf] of counts) {
          growDocs[id]!.push(docId);
          growTf[id]!.push(Math.min(tf, 65535));
        }
      }
      this.lawDocRange.set(law.id, [first, this.docs.length]);
    }
    this.postingsDocs = growDocs.map((d) => Int32Array.from(d));
    this.postingsTf = growTf.map((d) => Uint16Array.from(d));
    this.avgLength = this.docs.length > 0 ? totalLength / this.docs.length : 0;
    this.buildMs = performance.now() - started;
  }

  get size(): number {
    return this.docs.length;
  }

  get vocabularySize(): number {
    return this.termIds.size;
  }

  /** Articles ranked by BM25 for a free-text query (违约金过高, 试用期 期限). */
  search(query: string, options: SearchOptions = {}): SearchHit[] {
    const limit = Math.max(1, Math.min(options.limit ?? 10, 200));
    // Words of the query as written weigh fully; the sub-words search mode adds (试用期 -> 试用) weigh less, so
    // 试用期 ranks labour-law probation above 试用买卖.
    // A sub-word only counts when the word it came from is not in the index (竞业限制 must not match 海事赔偿责任限制).
    const weights = new Map<string, number>();
    const words = segment(query);
    const missing = words.filter((w) => !this.termIds.has(w));
    for (const w of missing) for (const t of segmentForSearch(w)) if (t !== w) weights.set(t, SUBWORD_WEIGHT);
    for (const w of words) weights.set(w, 1);
    for (const w of words) {
      for (const syn of QUERY_SYNONYMS[w] ?? []) for (const t of segment(syn)) if (!weights.has(t)) weights.set(t, SYNONYM_WEIGHT);
    }
    const qTokens = [...weights.keys()];
    if (qTokens.length === 0 || this.docs.length === 0) return [];
    const n = this.docs.length;
    const scores = new Float64Array(n);
    const touched: number[] = [];
    for (const t of qTokens) {
      const id = this.termIds.get(t);
      if (id === undefined) continue;
      const docs = this.postingsDocs[id]!;
      const tfs = this.postingsTf[id]!;
      const df = docs.length;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5)) * weights.get(t)!;
      for (let i = 0; i < docs.length; i++) {
        const d = docs[i]!;
        const tf = tfs[i]!;
        const len = this.docs[d]!.length;
        const s = (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * len) / this.avgLength));
        if (scores[d] === 0) touched.push(d);
        scores[d] = scores[d]! + s;
      }
    }
    // Statutes group a topic in consecutive articles (劳动合同法 19-21 on 试用期): an article next to a strong match
    // inherits a share of its score, computed from the BM25 scores before any of them changed.
    if (NEIGHBOUR_SHARE > 0) {
      const base = new Map<number, number>();
      for (const d of touched) base.set(d, scores[d]!);
      for (const [d, v] of base) {
        for (const nb of [d - 1, d + 1]) {
          if (nb < 0 || nb >= n || this.docs[nb]!.law !== this.docs[d]!.law) continue;
          const share = v * NEIGHBOUR_SHARE;
          const own = base.get(nb) ?? 0;
          if (own === 0) continue; // only articles that match the query themselves
          scores[nb] = Math.max(scores[nb]!, own + share);
        }
      }
    }
    let candidates = touched;
    if (options.lawIds && options.lawIds.length > 0) {
      const ranges = options.lawIds.map((id) => this.lawDocRange.get(id)).filter((r): r is [number, number] => r !== undefined);
      candidates = touched.filter((d) => ranges.some(([a, b]) => d >= a && d < b));
    }
    const boost = options.lawBoost ?? DEFAULT_LAW_BOOST;
    for (const d of candidates) {
      const f = boost[this.docs[d]!.law.id];
      if (f !== undefined) scores[d] = scores[d]! * f;
    }
    // A literal occurrence of the whole query is the strongest signal a lawyer gives: rank it first.
    const literal = query.replace(/\s+/g, '');
    if (literal.length >= 2) {
      for (const d of candidates) if (this.docs[d]!.article.text.includes(literal)) scores[d] = scores[d]! * 1.5;
    }
    const top = candidates.sort((a, b) => scores[b]! - scores[a]! || a - b).slice(0, limit);
    return top.map((d) => {
      const { law, article } = this.docs[d]!;
      const { snippet, highlights } = makeSnippet(article.text, qTokens, options.snippetLength ?? 120);
      return {
        lawId: law.id,
        lawTitle: law.title,
        lawShortTitle: law.shortTitles[0] ?? law.title,
        number: article.number,
        sub: article.sub,
        label: article.label,
        path: article.path,
        score: Math.round(scores[d]! * 1000) / 1000,
        snippet,
        highlights,
        text: article.text,
      };
    });
  }
}

/**
 * The window of `length` characters holding the most query-term characters, with the terms' offsets. Longer
 * terms are matched first so 违约金 is highlighted whole rather than as 违约 + 金.
 */
export function makeSnippet(text: string, terms: readonly string[], length = 120): { snippet: string; highlights: [number, number][] } {
  const flat = text.replace(/\n/g, ' ');
  const sorted = [...terms].filter((t) => t.length > 0).sort((a, b) => b.length - a.length);
  const marks: [number, number][] = [];
  const taken = new Uint8Array(flat.length);
  const lower = flat.toLowerCase();
  for (const t of sorted) {
    for (let i = lower.indexOf(t); i !== -1; i = lower.indexOf(t, i + t.length)) {
      let free = true;
      for (let k = i; k < i + t.length; k++) if (taken[k]) free = false;
      if (!free) continue;
      for (let k = i; k < i + t.length; k++) taken[k] = 1;
      marks.push([i, i + t.length]);
    }
  }
  marks.sort((a, b) => a[0] - b[0]);
  if (flat.length <= length) return { snippet: flat, highlights: marks };
  // Slide a window over the marks and keep the one covering most marked characters.
  let bestStart = 0;
  let bestCover = -1;
  for (const [s] of marks) {
    const start = Math.max(0, Math.min(s - Math.floor(length / 4), flat.length - length));
    let cover = 0;
    for (const [a, b] of marks) if (a >= start && b <= start + length) cover += b - a;
    if (cover > bestCover) {
      bestCover = cover;
      bestStart = start;
    }
  }
  const end = bestStart + length;
  const prefix = bestStart > 0 ? '…' : '';
  const suffix = end < flat.length ? '…' : '';
  const snippet = `${prefix}${flat.slice(bestStart, end)}${suffix}`;
  const highlights = marks
    .filter(([a, b]) => a >= bestStart && b <= end)
    .map(([a, b]) => [a - bestStart + prefix.length, b - bestStart + prefix.length] as [number, number]);
  return { snippet, highlights };
}

/** Snippet as HTML with <mark> around the highlights; the text is escaped. */
export function markSnippet(snippet: string, highlights: readonly [number, number][], open = '<mark>', close = '</mark>'): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  let out = '';
  let at = 0;
  for (const [a, b] of highlights) {
    if (a < at) continue;
    out += esc(snippet.slice(at, a)) + open + esc(snippet.slice(a, b)) + close;
    at = b;
  }
  return out + esc(snippet.slice(at));
}

let sharedIndex: { corpus: LawCorpus; index: ArticleSearchIndex } | null = null;

/** The search index over a corpus, built on first use and kept for the process. */
export function getSearchIndex(corpus: LawCorpus): ArticleSearchIndex {
  if (!sharedIndex || sharedIndex.corpus !== corpus) sharedIndex = { corpus, index: new ArticleSearchIndex(corpus.laws) };
  return sharedIndex.index;
}

/**
 * Searches the articles of the laws in force: searchArticles('违约金过高', { limit: 5 }). Uses the process-wide
 * corpus (getLawCorpus) unless one is passed.
 */
export function searchArticles(query: string, options: SearchOptions & { corpus?: LawCorpus } = {}): SearchHit[] {
  return getSearchIndex(options.corpus ?? getLawCorpus()).search(query, options);
}
