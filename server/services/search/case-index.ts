/**
 * The case-search index: BM25 over jieba tokens of each imported judgment (title, cause, court, facts, reasoning,
 * result), built from the judgments table on the first case search and rebuilt after an import. A few thousand
 * judgments index in about a second; a query answers in milliseconds. Rows stay in the database; the index keeps
 * only the fields a result row shows.
 */
import type { DbOrTx } from '../../db/client';
import { judgments } from '../../db/schema/index';
import { segmentForSearch } from '../../laws/segment';

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

export class CaseIndex {
  readonly docs: CaseDoc[] = [];
  private readonly postings = new Map<string, { doc: number; tf: number }[]>();
  private avg = 1;

  add(doc: Omit<CaseDoc, 'length'>, body: string): void {
    const tokens = segmentForSearch(`${doc.title} ${doc.cause} ${doc.court} ${body}`);
    const id = this.docs.length;
    this.docs.push({ ...doc, length: tokens.length });
    const counts = new Map<string, number>();
    for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
    for (const [t, tf] of counts) {
      let list = this.postings.get(t);
      if (!list) this.postings.set(t, (list = []));
      list.push({ doc: id, tf });
    }
  }

  finish(): void {
    this.avg = this.docs.length > 0 ? this.docs.reduce((s, d) => s + d.length, 0) / this.docs.length : 1;
  }

  has(term: string): boolean {
    return this.postings.has(term);
  }

  /** Documents scored by weighted BM25 (all documents with score 0 when no term is given), best first. */
  score(weights: ReadonlyMap<string, number>, allow: (d: CaseDoc) => boolean): { doc: number; score: number }[] {
    const n = this.docs.length;
    if (weights.size === 0) return this.docs.map((d, i) => ({ doc: i, score: 0 })).filter((s) => allow(this.docs[s.doc]!));
    const scores = new Map<number, number>();
    for (const [t, w] of weights) {
      const list = this.postings.get(t);
      if (!list) continue;
      const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5)) * w;
      for (const { doc, tf } of list) {
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

async function build(db: DbOrTx): Promise<CaseIndex> {
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
    .orderBy(judgments.judgedAt, judgments.id);
  const index = new CaseIndex();
  let sliceStarted = performance.now();
  for (const r of rows) {
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
