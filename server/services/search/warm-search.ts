/**
 * warmSearch: builds, right after start, what the first law search, research question or grounded chat answer
 * would otherwise build while the lawyer waits (decision 124): the statute BM25 index (in slices, the event loop
 * free in between), the planner's word lists (statute vocabulary, law names) and the case index. Never throws:
 * a failure only means the first question builds what is missing, as before.
 */
import type { DbOrTx } from '../../db/client';
import type { LawCorpus } from '../../laws/corpus';
import { getCaseIndex } from './case-index';
import { warmLawIndex } from './law-index';
import { planSearchBuiltin } from './plan-search';
import { warmStatuteVocabulary } from './statute-vocabulary';

export interface WarmSearchResult {
  /** Wall time from the call to the index being ready (includes the time other requests ran). */
  lawIndexMs: number;
  /** CPU time the index build took. */
  lawIndexBuildMs: number;
  totalMs: number;
  cases: boolean;
}

const yieldLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Warms the statute index, the planner and (with a database) the case index; resolves when all are ready. */
export async function warmSearch({ corpus, db }: { corpus: LawCorpus; db?: DbOrTx }): Promise<WarmSearchResult> {
  const started = performance.now();
  const index = await warmLawIndex(corpus);
  const lawIndexMs = performance.now() - started;
  await warmStatuteVocabulary();
  await yieldLoop();
  // A lay question touches every lazily built list of the planner (statute vocabulary, law names, law subjects).
  planSearchBuiltin('房东不退押金，公司辞退我不给经济补偿怎么办', corpus);
  await yieldLoop();
  let cases = false;
  if (db) cases = await getCaseIndex(db).then(() => true, () => false);
  return { lawIndexMs, lawIndexBuildMs: index.buildMs, totalMs: performance.now() - started, cases };
}
