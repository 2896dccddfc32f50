/**
 * The case-search index: BM25 over jieba tokens of each imported judgment (title, cause, court, facts, reasoning,
 * result), built from the judgments table on the first case search and rebuilt after an import. A few thousand
 * judgments index in about a second; a query answers in milliseconds. Rows stay in the database; the index keeps
 * only the fields a result row shows.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { judgments } from '../../db/schema/index';
import { segmentForSearch } from '../../laws/segment';
import { type Postings, PostingsBuilder } from './postings';

export interface CaseDoc {
  id: string;
  title: string;
  caseNo: string;
  court: string;
  cause: string;
  judgedAt: string | null;
  /** The text highlights are cut from (facts, then reasoning). */
  text: string;
  length: number;
}

/**
 * Terms, postings and frequencies as in the law index (postings.ts, decision 230): one flat typed array for all
 * terms instead of an object per (term, judgment) pair. Judgments are added, then finish() makes the postings.
 */
export class CaseIndex {
  readonly docs: CaseDoc[] = [];
  private readonly termIds = new Map<string, number>();
  private building: PostingsBuilder | null = new PostingsBuilder();
  private postings: Postings | null = null;
  private avg = 1;

  add(doc: Omit<CaseDoc, 'length'>, body: string): void {
    if (!this.building) throw new Error('CaseIndex.add after finish()');
    const tokens = segmentForSearch(`${doc.title} ${doc.cause} ${doc.court} ${body}`);
    const id = this.docs.length;
    this.docs.push({ ...doc, length: tokens.length });
    const counts = new Map<number, number>();
    for (const t of tokens) {
      let tid = this.termIds.get(t);
      if (tid === undefined) this.termIds.set(t, (tid = this.termIds.size));
      counts.set(tid, (counts.get(tid) ?? 0) + 1);
    }
    // Term frequencies are kept as 16-bit counts: a term repeated more than 65,535 times in one judgment counts so.
    for (const [tid, tf] of counts) this.building.add(tid, id, tf);
  }

  finish(): void {
    this.postings = (this.building ?? new PostingsBuilder()).finish(this.termIds.size);
    this.building = null;
    this.avg = this.docs.length > 0 ? this.docs.reduce((s, d) => s + d.length, 0) / this.docs.length : 1;
  }

  has(term: string): boolean {
    return this.termIds.has(term);
  }

  /** Documents scored by weighted BM25 (all documents with score 0 when no term is given), best first. */
  score(weights: ReadonlyMap<string, number>, allow: (d: CaseDoc) => boolean): { doc: number; score: number }[] {
    const n = this.docs.length;
    if (weights.size === 0) return this.docs.map((d, i) => ({ doc: i, score: 0 })).filter((s) => allow(this.docs[s.doc]!));
    const scores = new Map<number, number>();
    const postings = this.postings ?? (this.finish(), this.postings!);
    for (const [t, w] of weights) {
      const id = this.termIds.get(t);
      if (id === undefined) continue;
      const df = postings.count(id);
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5)) * w;
      for (let i = postings.start[id]!, end = postings.start[id + 1]!; i < end; i++) {
        const doc = postings.docs[i]!;
        const tf = postings.tfs[i]!;
        const s = (idf * tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * this.docs[doc]!.length) / this.avg));
        scores.set(doc, (scores.get(doc) ?? 0) + s);
      }
    }
    return [...scores]
      .filter(([d]) => allow(this.docs[d]!))
      .map(([doc, score]) => ({ doc, score }))
      .sort((a, b) => b.score - a.score || a.doc - b.doc);
  }
}

let version = 0;
const cache = new WeakMap<object, { version: number; index: Promise<CaseIndex> }>();

/** Drops every built case index (after an import). */
export function invalidateCaseIndex(): void {
  version++;
}

/**
 * Judgments read per query while building (decision 230): the whole table in one result held every judgment's text
 * at once (the 612 sample judgments ~8 MB, an operator's import many times that) for the length of the build.
 */
const READ_BATCH = 100;

async function build(db: DbOrTx): Promise<CaseIndex> {
  // The order first (ids only), then the texts a batch at a time: the same order as one ordered query.
  const order = await db.select({ id: judgments.id }).from(judgments).orderBy(judgments.judgedAt, judgments.id);
  const index = new CaseIndex();
  let sliceStarted = performance.now();
  for (let from = 0; from < order.length; from += READ_BATCH) {
    const ids = order.slice(from, from + READ_BATCH).map((r) => r.id);
    const rows = await db
      .select({
        id: judgments.id,
        title: judgments.title,
        caseNo: judgments.caseNo,
        court: judgments.court,
        cause: judgments.cause,
        judgedAt: judgments.judgedAt,
        facts: judgments.facts,
        reasoning: judgments.reasoning,
        result: judgments.result,
      })
      .from(judgments)
      .where(inArray(judgments.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids) {
      // A judgment deleted since the order was read is left out, as it would have been a moment later.
      const r = byId.get(id);
      if (!r) continue;
      // Thousands of judgments take seconds of tokenizing: let other requests run between slices.
      if (performance.now() - sliceStarted > 20) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        sliceStarted = performance.now();
      }
      index.add(
        { id: r.id, title: r.title, caseNo: r.caseNo, court: r.court, cause: r.cause, judgedAt: r.judgedAt, text: `${r.facts}\n${r.reasoning}` },
        `${r.facts} ${r.reasoning} ${r.result}`,
      );
    }
  }
  index.finish();
  return index;
}

/** The case index of a database, built on first use and after each import. */
export function getCaseIndex(db: DbOrTx): Promise<CaseIndex> {
  const hit = cache.get(db);
  if (hit && hit.version === version) return hit.index;
  const index = build(db);
  cache.set(db, { version, index });
  index.catch(() => cache.delete(db));
  return index;
}
