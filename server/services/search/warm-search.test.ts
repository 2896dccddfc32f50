/**
 * The background warm-up (decision 124) must build exactly the index a search would build, never twice, and a
 * search arriving in the middle of it must get the finished index at once (not a half-built one).
 */
import { describe, expect, it } from 'vitest';
import { getLawCorpus, LawCorpus } from '../../laws/corpus';
import type { Law } from '../../laws/parse-laws';
import { getLawIndex, LawIndex, lawIndexReady, warmLawIndex } from './law-index';
import { warmSearch } from './warm-search';

const full = getLawCorpus();
/** A small corpus (a few laws incl. the labour contract law) keeps each build well under a second. */
function smallCorpus(): LawCorpus {
  const laws = full.laws.filter((l) => ['labor-contracts-law', 'charity-law', 'bill-law', 'arbitration-law'].includes(l.id)) as Law[];
  return new LawCorpus(laws, full.stats);
}
// Builds run in 1 ms slices with the event loop free between them: seconds of wall time on a loaded runner (30 s).
const weights = new Map([
  ['经济补偿', 1],
  ['解除劳动合同', 1],
  ['慈善组织', 0.7],
]);

describe('search warm-up', () => {
  it('builds in slices the same index a first search builds', async () => {
    const corpus = smallCorpus();
    expect(lawIndexReady(corpus)).toBe(false);
    const warmed = await warmLawIndex(corpus, { sliceMs: 1, cacheDir: null });
    expect(lawIndexReady(corpus)).toBe(true);
    expect(getLawIndex(corpus)).toBe(warmed);
    const direct = new LawIndex(corpus);
    expect(warmed.docs.length).toBe(direct.docs.length);
    const a = warmed.score(weights, () => true).slice(0, 20);
    const b = direct.score(weights, () => true).slice(0, 20);
    expect(a.length).toBeGreaterThan(0);
    expect(a).toEqual(b);
  }, 30_000);

  it('a search during the warm-up finishes the build and the warm-up resolves with that same index', async () => {
    const corpus = smallCorpus();
    const warming = warmLawIndex(corpus, { sliceMs: 1, cacheDir: null });
    expect(lawIndexReady(corpus)).toBe(false);
    const index = getLawIndex(corpus);
    expect(lawIndexReady(corpus)).toBe(true);
    expect(index.docs.length).toBe(corpus.laws.reduce((n, l) => n + l.articles.length, 0));
    await expect(warming).resolves.toBe(index);
  }, 30_000);

  it('warmSearch readies the statute index and the planner without a database', async () => {
    const corpus = smallCorpus();
    const r = await warmSearch({ corpus });
    expect(lawIndexReady(corpus)).toBe(true);
    expect(r.cases).toBe(false);
    expect(r.lawIndexBuildMs).toBeGreaterThan(0);
  }, 30_000);
});

describe('law index top-k selection', () => {
  it('gives exactly the first k of the full ranking and the full count (ties in corpus order)', () => {
    const corpus = smallCorpus();
    const index = new LawIndex(corpus);
    const many = new Map([
      ['劳动合同', 1],
      ['用人单位', 0.8],
      ['票据', 0.6],
      ['仲裁', 0.5],
    ]);
    const prior = new Map([['charity-law', 1.3]]);
    const full = index.score(many, (l) => l.id !== 'bill-law', prior);
    expect(full.length).toBeGreaterThan(50);
    for (const k of [1, 7, 50]) {
      const top = index.scoreTop(many, (l) => l.id !== 'bill-law', prior, k);
      expect(top.total).toBe(full.length);
      expect(top.items).toEqual(full.slice(0, k));
    }
  });
});
