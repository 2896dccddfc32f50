/**
 * A lay question's everyday words (现在, 然后, 不想) must not outweigh the legal words of the facts (出租人, 押金,
 * 船舶), and the plan a lawyer reads must show the legal words, not the filler (decision 123).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getLawCorpus } from '../../laws/corpus';
import { getLawIndex } from './law-index';
import { planSearchBuiltin } from './plan-search';
import { statuteVocabularyWeight } from './statute-vocabulary';

const corpus = getLawCorpus();
beforeAll(() => {
  getLawIndex(corpus);
}, 60_000);

describe('statute vocabulary weight', () => {
  it('counts statute words fully and everyday filler little', () => {
    const index = getLawIndex(corpus);
    for (const w of ['出租人', '船舶', '押金', '抵押', '竞业限制']) expect(statuteVocabularyWeight(index, w), w).toBe(1);
    for (const w of ['现在', '然后', '不想', '一件']) expect(statuteVocabularyWeight(index, w), w).toBeLessThan(0.5);
  });

  it('keeps filler out of the plan keywords of a lay question', () => {
    const { plan, weights } = planSearchBuiltin('我现在不想租了，然后房东不退押金，这个合理吗', corpus);
    expect(plan.keywords).toContain('押金');
    expect(plan.keywords).toContain('出租人');
    expect(plan.keywords).not.toContain('现在');
    expect(plan.keywords).not.toContain('然后');
    expect(weights.get('押金')!).toBeGreaterThan(weights.get('现在') ?? 0);
  });
});

describe('everyday facts reach the general law', () => {
  it.each([
    ['离婚以后孩子归谁抚养，不满两周岁的孩子怎么判', 'civil-code'],
    ['公司劝退我，没有给任何补偿，我能要经济补偿吗', 'labor-contracts-law'],
    ['婚前买的房子婚后一起还房贷，离婚时怎么分', 'civil-code'],
  ])('%s -> %s first', async (q, lawId) => {
    const { searchLaws } = await import('./search-laws');
    const res = await searchLaws({ q, isAi: true, pageSize: 3 }, { corpus });
    expect(res.items[0]?.law_id).toBe(lawId);
  });
});
