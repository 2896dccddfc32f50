/**
 * The law-search index: BM25 over jieba search-mode tokens (server/laws/segment.ts) of every article of every
 * version in the corpus (validity is a filter, not an index choice), with per-term weights so a search plan can
 * weigh its keywords, a per-law prior, and per-law totals (the corpus statistics the planner uses to name laws).
 * A second, lighter field holds the words of the articles that cite each article (decision 223).
 * Built once per corpus (~1 s) and kept for the process, held as flat typed arrays (postings.ts); the start-up
 * warm-up reads it from the file the last build saved (law-index-file.ts, decision 230). A query touches only the
 * postings of its terms.
 */
import type { LawCorpus } from '../../laws/corpus';
import type { Law, LawArticle } from '../../laws/parse-laws';
import { parseArticleRef } from '../../laws/citation';
import { segmentForSearch } from '../../laws/segment';
import { articleRoles } from './article-roles';
import { LAW_INDEX_CACHE_DIR, lawIndexKey, readLawIndexFile, writeLawIndexFile } from './law-index-file';
import { type KeyCounts, KeyCountsBuilder, type Postings, PostingsBuilder } from './postings';

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
/**
 * Weight of the citing-provisions field against the article's own text (decision 223). A query word found only
 * there counts fully in the coverage factor: the citing provision states the same rule in the facts' words.
 */
const CITING_WEIGHT = 0.2;

export interface ScoredDoc {
  doc: number;
  score: number;
}

/**
 * What a build produces; LawIndex is made from it (synchronously, slice by slice in the background, or read from
 * the saved file, law-index-file.ts).
 */
export interface BuiltParts {
  docs: Doc[];
  termIds: Map<string, number>;
  /** Per term (by id), the articles using it and how often (postings.ts: one flat array for all terms). */
  postings: Postings;
  avgLength: number;
  lawTitleTokens: Map<string, Set<string>>;
  /** In how many articles each pair of adjacent Han characters occurs (bigramKey), for the phrase rerank. */
  bigramDf: KeyCounts;
  /** How many articles of the same law refer to each article (本法第四十七条, 依照第三十九条 …). */
  referencedBy: Uint16Array;
  /** The citing-provisions field: per term, the articles cited by an article using it, and how often. */
  citing: Postings;
  /** Per document: how many tokens its citing-provisions field holds (0: no article of its law cites it). */
  citingLength: Uint32Array;
  avgCitingLength: number;
  /** Per document: the roles it plays (bits of Role, article-roles.ts: scope, definition, liability …). */
  roles: Uint8Array;
  buildMs: number;
}

const HAN_FIRST = 0x4e00;
const HAN_LAST = 0x9fff;
const HAN_SPAN = HAN_LAST - HAN_FIRST + 1;

/** A number for the two Han characters at `i` of `text`, or -1 when either is not a common Han character. */
export function bigramKey(text: string, i: number): number {
  const a = text.charCodeAt(i);
  const b = text.charCodeAt(i + 1);
  if (a < HAN_FIRST || a > HAN_LAST || b < HAN_FIRST || b > HAN_LAST) return -1;
  return (a - HAN_FIRST) * HAN_SPAN + (b - HAN_FIRST);
}

/** The distinct bigram keys of a text. */
export function bigramKeys(text: string): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i + 1 < text.length; i++) {
    const k = bigramKey(text, i);
    if (k >= 0) out.add(k);
  }
  return out;
}

/** 第四十七条 not right after 》 (a reference to another law): the same law's article. */
const SAME_LAW_REFERENCE = /(》)?第([一二三四五六七八九十百千零]+)条/g;

/**
 * Tokenizes the corpus law by law. `runFor(ms)` does one slice (the warm-up yields to the event loop between
 * slices, so the server keeps answering while the index builds); `parts()` finishes what is left at once.
 */
export class LawIndexBuilder {
  private readonly docs: Doc[] = [];
  private readonly termIds = new Map<string, number>();
  private readonly postings = new PostingsBuilder();
  private readonly lawTitleTokens = new Map<string, Set<string>>();
  private readonly bigramDf = new KeyCountsBuilder();
  private readonly referencedBy: number[] = [];
  private readonly citing = new PostingsBuilder();
  private readonly citingLength: number[] = [];
  /** Per term id, its count in the article (or citing field) being added; 0 between articles. */
  private tfScratch = new Int32Array(1 << 14);
  /** The term ids `tfScratch` counts for the article being added, in first-seen order. */
  private readonly seenTerms: number[] = [];
  private readonly roles: number[] = [];
  private citingTotal = 0;
  private citingCount = 0;
  private total = 0;
  private next = 0;
  private spentMs = 0;
  private result: BuiltParts | null = null;

  constructor(readonly corpus: LawCorpus) {}

  get done(): boolean {
    return this.next >= this.corpus.laws.length;
  }

  /** Indexes whole laws until `ms` have passed (at least one law). */
  runFor(ms: number): void {
    const started = performance.now();
    while (!this.done) {
      this.addLaw(this.corpus.laws[this.next++]!);
      if (performance.now() - started >= ms) break;
    }
    this.spentMs += performance.now() - started;
  }

  private addLaw(law: Law): void {
    const short = law.shortTitles[0] ?? law.title;
    this.lawTitleTokens.set(law.id, new Set(segmentForSearch(short.replace(/^中华人民共和国/, ''))));
    const byNumber = new Map<number, number>();
    for (const article of law.articles) {
      const tokens = segmentForSearch(`${short} ${article.path.join(' ')} ${article.text}`);
      const id = this.docs.length;
      if (!article.sub) byNumber.set(article.number, id);
      this.referencedBy.push(0);
      this.roles.push(articleRoles(article.text, article.path));
      this.countBigrams(article.text, id);
      this.docs.push({ law, article, length: tokens.length });
      this.total += tokens.length;
      for (const t of tokens) {
        let tid = this.termIds.get(t);
        if (tid === undefined) {
          tid = this.termIds.size;
          this.termIds.set(t, tid);
        }
        this.countTerm(tid);
      }
      this.flushTerms(this.postings, id);
    }
    // The articles a law's other articles point to are its core rules (法律责任 articles name the duty they
    // enforce; 经济补偿 articles name 第四十六条 …): counted once per referring article.
    const first = this.docs.length - law.articles.length;
    const citedBy = new Map<number, number[]>();
    for (const [i, article] of law.articles.entries()) {
      const seen = new Set<number>();
      for (const m of article.text.matchAll(SAME_LAW_REFERENCE)) {
        if (m[1]) continue;
        const n = parseArticleRef(`第${m[2]!}条`)?.article;
        const target = n === undefined ? undefined : byNumber.get(n);
        if (target === undefined || target === byNumber.get(article.number) || seen.has(target)) continue;
        seen.add(target);
        this.referencedBy[target] = this.referencedBy[target]! + 1;
        const list = citedBy.get(target) ?? [];
        list.push(first + i);
        citedBy.set(target, list);
      }
    }
    this.addCitingField(first, citedBy);
  }

  /**
   * The citing-provisions field of a law's articles (decision 223): each cited article gets the words of the
   * articles that cite it. 第八十七条 says when 第四十七条's compensation is owed twice (违反本法规定解除或者终止劳动合同);
   * a 法律责任 article names in its own words the duty it enforces. A question telling those facts reaches the cited
   * rule through them.
   */
  private addCitingField(first: number, citedBy: ReadonlyMap<number, readonly number[]>): void {
    const textTokens = new Map<number, string[]>();
    for (let d = first; d < this.docs.length; d++) {
      this.citingLength.push(0);
      const sources = citedBy.get(d);
      if (!sources) continue;
      let length = 0;
      for (const src of sources) {
        let tokens = textTokens.get(src);
        if (!tokens) textTokens.set(src, (tokens = segmentForSearch(this.docs[src]!.article.text)));
        for (const t of tokens) {
          // Every word of an article's text is already a term of the index (its own field holds it).
          const tid = this.termIds.get(t);
          if (tid === undefined) continue;
          this.countTerm(tid);
          length++;
        }
      }
      this.citingLength[d] = length;
      this.citingTotal += length;
      this.citingCount++;
      this.flushTerms(this.citing, d);
    }
  }

  /** Counts one occurrence of a term in the article (or citing field) being added. */
  private countTerm(tid: number): void {
    if (tid >= this.tfScratch.length) {
      const grown = new Int32Array(this.tfScratch.length * 2);
      grown.set(this.tfScratch);
      this.tfScratch = grown;
    }
    if (this.tfScratch[tid]!++ === 0) this.seenTerms.push(tid);
  }

  /** Adds the counted terms as postings of `doc` and clears the counts for the next one. */
  private flushTerms(into: PostingsBuilder, doc: number): void {
    for (const tid of this.seenTerms) {
      into.add(tid, doc, this.tfScratch[tid]!);
      this.tfScratch[tid] = 0;
    }
    this.seenTerms.length = 0;
  }

  /** Adds a document's distinct bigrams to the df counts. */
  private countBigrams(text: string, doc: number): void {
    for (let i = 0; i + 1 < text.length; i++) {
      const k = bigramKey(text, i);
      if (k >= 0) this.bigramDf.add(k, doc);
    }
  }

  /** The finished parts (indexes whatever is left first). */
  parts(): BuiltParts {
    if (this.result) return this.result;
    this.runFor(Number.POSITIVE_INFINITY);
    this.result = {
      docs: this.docs,
      termIds: this.termIds,
      postings: this.postings.finish(this.termIds.size),
      avgLength: this.docs.length > 0 ? this.total / this.docs.length : 1,
      lawTitleTokens: this.lawTitleTokens,
      bigramDf: this.bigramDf.finish(),
      referencedBy: Uint16Array.from(this.referencedBy, (n) => Math.min(n, 65535)),
      citing: this.citing.finish(this.termIds.size),
      citingLength: Uint32Array.from(this.citingLength),
      avgCitingLength: this.citingCount > 0 ? this.citingTotal / this.citingCount : 1,
      roles: Uint8Array.from(this.roles),
      buildMs: this.spentMs,
    };
    return this.result;
  }
}

export class LawIndex {
  readonly docs: Doc[];
  private readonly termIds: Map<string, number>;
  private readonly postings: Postings;
  private readonly avgLength: number;
  /** Tokens of each law's titles, to recognise a law a query talks about (农民专业合作社 -> that law). */
  readonly lawTitleTokens: Map<string, Set<string>>;
  /** CPU time the build took (the sum of its slices when built in the background). */
  readonly buildMs: number;
  private readonly bigramDf: KeyCounts;
  /** Per document: how many articles of its law refer to it. */
  readonly referencedBy: Uint16Array;
  private readonly citing: Postings;
  private readonly citingLength: Uint32Array;
  private readonly avgCitingLength: number;
  /** Per document: the roles it plays (bits of Role, article-roles.ts). */
  readonly roles: Uint8Array;
  private lastRaw: { key: string; scores: Float64Array; touched: number[] } | null = null;

  constructor(
    readonly corpus: LawCorpus,
    built: BuiltParts = new LawIndexBuilder(corpus).parts(),
  ) {
    this.docs = built.docs;
    this.termIds = built.termIds;
    this.postings = built.postings;
    this.avgLength = built.avgLength;
    this.lawTitleTokens = built.lawTitleTokens;
    this.buildMs = built.buildMs;
    this.bigramDf = built.bigramDf;
    this.referencedBy = built.referencedBy;
    this.citing = built.citing;
    this.citingLength = built.citingLength;
    this.avgCitingLength = built.avgCitingLength;
    this.roles = built.roles;
  }

  /** Articles containing a term (0 when the corpus never uses it). */
  df(term: string): number {
    const id = this.termIds.get(term);
    return id === undefined ? 0 : this.postings.count(id);
  }

  /** Inverse document frequency of a term (0 for unknown terms). */
  idf(term: string): number {
    const df = this.df(term);
    if (df === 0) return 0;
    const n = this.docs.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** Inverse document frequency of a character bigram (bigramKey); 0 when no article has it. */
  bigramIdf(key: number): number {
    const df = this.bigramDf.get(key);
    if (df === 0) return 0;
    const n = this.docs.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  has(term: string): boolean {
    return this.termIds.has(term);
  }

  /**
   * BM25 with coverage for the weighted terms, over the article's text plus CITING_WEIGHT times its citing-provisions
   * field; the last answer is kept (the planner and the search ask twice).
   */
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
    // The term whose own-text posting last reached each article: its citing field then adds score but no coverage.
    const ownTerm = new Int32Array(n).fill(-1);
    const { docs, tfs } = this.postings;
    const { docs: cdocs, tfs: ctfs } = this.citing;
    let j = -1;
    for (const [t, w] of weights) {
      j++;
      const id = this.termIds.get(t);
      if (id === undefined || w <= 0) continue;
      const df = this.postings.count(id);
      if (df > n * MAX_DF_SHARE && weights.size > 1) continue;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5)) * w;
      totalWeight += idf;
      for (let i = this.postings.start[id]!, end = this.postings.start[id + 1]!; i < end; i++) {
        const d = docs[i]!;
        const tf = tfs[i]!;
        const s = (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * this.docs[d]!.length) / this.avgLength));
        if (scores[d] === 0) touched.push(d);
        scores[d] = scores[d]! + s;
        covered[d] = covered[d]! + idf;
        ownTerm[d] = j;
      }
      for (let i = this.citing.start[id]!, end = this.citing.start[id + 1]!; i < end; i++) {
        const d = cdocs[i]!;
        const tf = ctfs[i]!;
        const s = (CITING_WEIGHT * idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * this.citingLength[d]!) / this.avgCitingLength));
        if (scores[d] === 0) touched.push(d);
        scores[d] = scores[d]! + s;
        if (ownTerm[d] !== j) covered[d] = covered[d]! + idf;
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
    return this.scoreTop(weights, allow, lawPrior, Number.POSITIVE_INFINITY).items;
  }

  /**
   * The best `limit` documents of `score` (same order) and how many matched in all. A selection heap instead of
   * sorting every matching article (a long question touches most of the corpus): what a search page needs.
   */
  scoreTop(weights: ReadonlyMap<string, number>, allow: (law: Law) => boolean, lawPrior: ReadonlyMap<string, number>, limit: number): { items: ScoredDoc[]; total: number } {
    const n = this.docs.length;
    if (n === 0 || weights.size === 0 || limit <= 0) return { items: [], total: 0 };
    const { scores, touched } = this.raw(weights);
    const allowed = new Map<Law, number>();
    const heap = new TopK(limit);
    let total = 0;
    for (const d of touched) {
      const law = this.docs[d]!.law;
      let factor = allowed.get(law);
      if (factor === undefined) {
        factor = allow(law) ? (lawPrior.get(law.id) ?? 1) : 0;
        allowed.set(law, factor);
      }
      if (factor === 0) continue;
      total++;
      const own = scores[d]!;
      let s = own;
      if (d > 0 && this.docs[d - 1]!.law === law && scores[d - 1]! > 0) s = Math.max(s, own + scores[d - 1]! * NEIGHBOUR_SHARE * 0.5);
      if (d + 1 < n && this.docs[d + 1]!.law === law && scores[d + 1]! > 0) s = Math.max(s, own + scores[d + 1]! * NEIGHBOUR_SHARE * 0.5);
      heap.offer(d, s * factor);
    }
    return { items: heap.sorted(), total };
  }
}

/** Keeps the best `k` (doc, score) pairs offered; ties go to the lower doc number (the corpus order). */
class TopK {
  private readonly docs: number[] = [];
  private readonly scores: number[] = [];

  constructor(private readonly k: number) {}

  /** a ranks below b (worse score, or equal score and later doc). */
  private worse(i: number, j: number): boolean {
    const a = this.scores[i]!;
    const b = this.scores[j]!;
    return a < b || (a === b && this.docs[i]! > this.docs[j]!);
  }

  private swap(i: number, j: number): void {
    [this.docs[i], this.docs[j]] = [this.docs[j]!, this.docs[i]!];
    [this.scores[i], this.scores[j]] = [this.scores[j]!, this.scores[i]!];
  }

  offer(doc: number, score: number): void {
    if (this.docs.length < this.k) {
      this.docs.push(doc);
      this.scores.push(score);
      // Sift up: the root is the worst kept.
      let i = this.docs.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.worse(i, parent)) break;
        this.swap(i, parent);
        i = parent;
      }
      return;
    }
    const root = this.scores[0]!;
    if (score < root || (score === root && doc > this.docs[0]!)) return;
    this.docs[0] = doc;
    this.scores[0] = score;
    let i = 0;
    const size = this.docs.length;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < size && this.worse(l, m)) m = l;
      if (r < size && this.worse(r, m)) m = r;
      if (m === i) break;
      this.swap(i, m);
      i = m;
    }
  }

  /** Best first. */
  sorted(): ScoredDoc[] {
    return this.docs.map((doc, i) => ({ doc, score: this.scores[i]! })).sort((a, b) => b.score - a.score || a.doc - b.doc);
  }
}

let shared: LawIndex | null = null;
/** A background build under way (warmLawIndex); a search arriving meanwhile finishes it instead of starting over. */
let pending: LawIndexBuilder | null = null;

/** The index over a corpus, built on first use (or finished, when the warm-up is under way) and kept for the process. */
export function getLawIndex(corpus: LawCorpus): LawIndex {
  if (shared && shared.corpus === corpus) return shared;
  const builder = pending && pending.corpus === corpus ? pending : new LawIndexBuilder(corpus);
  pending = null;
  shared = new LawIndex(corpus, builder.parts());
  return shared;
}

/** Whether the index of this corpus is built (the warm-up is done, or a search built it). */
export function lawIndexReady(corpus: LawCorpus): boolean {
  return shared !== null && shared.corpus === corpus;
}

export interface WarmOptions {
  /** Tokenizing slice between event-loop turns (default 20 ms). */
  sliceMs?: number;
  /**
   * Where the built index is saved and read back (decision 230; default node_modules/.cache/lawdesk, null: neither).
   * Tests pass null: they build their own indexes and leave no files.
   */
  cacheDir?: string | null;
}

/**
 * Makes the index ready in the background (decision 124): read from the saved file when one exists for this corpus
 * and code (decision 230), else built in slices of `sliceMs` of tokenizing with the event loop free in between, so
 * requests keep being answered during the build and the first question after a start does not wait for it, and
 * saved for the next start. Resolves with the index (also when a search finished the build first).
 */
export async function warmLawIndex(corpus: LawCorpus, options: WarmOptions = {}): Promise<LawIndex> {
  if (shared && shared.corpus === corpus) return shared;
  const cacheDir = options.cacheDir === undefined ? (process.env.VITEST ? null : LAW_INDEX_CACHE_DIR) : options.cacheDir;
  let key: string | null = null;
  if (cacheDir && !(pending && pending.corpus === corpus)) {
    try {
      key = lawIndexKey(corpus);
    } catch {
      // A source file of the key unreadable: build as without a cache.
      key = null;
    }
    const saved = key === null ? null : readLawIndexFile(cacheDir, corpus, key);
    if (saved) {
      // A search that built the index meanwhile (getLawIndex) wins; it is the same index.
      if (!(shared && shared.corpus === corpus)) shared = new LawIndex(corpus, saved);
      return shared!;
    }
  }
  const builder = pending && pending.corpus === corpus ? pending : new LawIndexBuilder(corpus);
  pending = builder;
  while (!builder.done && pending === builder) {
    builder.runFor(options.sliceMs ?? 20);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  const index = getLawIndex(corpus);
  if (cacheDir && key && builder.done) {
    // Best effort: a read-only node_modules only means the next start builds again.
    await writeLawIndexFile(cacheDir, builder.parts(), key).catch(() => undefined);
  }
  return index;
}
