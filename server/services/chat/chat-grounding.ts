/**
 * Whether a chat answer with a model can be grounded with retrieved statutes without making the lawyer wait
 * (decision 154). Grounding needs the statute index and the planner's word lists (warmSearch builds both, in slices);
 * the first question of a process starts that warm-up if the start-up one did not (SEARCH_WARMUP=false) or shares it
 * if it is under way. An answer waits at most WAIT_MS for it — long enough when everything is already built, far too
 * short for a build — and otherwise goes ungrounded.
 */
import type { LawCorpus } from '../../laws/corpus';
import { warmSearch } from '../search/warm-search';

const WAIT_MS = 200;

type TGrounding = { ready: boolean; warming: Promise<void> };
const byCorpus = new WeakMap<LawCorpus, TGrounding>();

function groundingOf(corpus: LawCorpus): TGrounding {
  let g = byCorpus.get(corpus);
  if (!g) {
    const entry: TGrounding = { ready: false, warming: Promise.resolve() };
    const done = () => {
      entry.ready = true;
    };
    // warmSearch never throws; a failure only means the next search builds what is missing, as before.
    entry.warming = warmSearch({ corpus }).then(done, done);
    byCorpus.set(corpus, entry);
    g = entry;
  }
  return g;
}

/** True when retrieval is ready now (or within WAIT_MS); starts the warm-up when nothing started it. */
export async function groundingReady(corpus: LawCorpus): Promise<boolean> {
  const g = groundingOf(corpus);
  if (!g.ready) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([g.warming, new Promise<void>((resolve) => (timer = setTimeout(resolve, WAIT_MS)))]);
    clearTimeout(timer);
  }
  return g.ready;
}

/** Resolves once retrieval is ready (tests and benchmarks that need a grounded answer). */
export function whenGroundingReady(corpus: LawCorpus): Promise<void> {
  return groundingOf(corpus).warming;
}
