/**
 * Research retrieval (decision 221): the answer names the rule of each legal concept the facts raise, even when the
 * AI search ranks a long story's loudest concept first and the article stating another one falls below the first 8.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TLawHit } from '@common/api/search';
import type { DbOrTx } from '../../db/client';
import { getLawCorpus } from '../../laws/corpus';
import { searchLaws } from '../search/search-laws';
import { MAX_ARTICLES } from './compose-builtin-answer';
import { conceptRules, retrieveSources, withConceptRules } from './retrieve-sources';

const corpus = getLawCorpus();

beforeAll(async () => {
  await searchLaws({ q: '合同', isAi: true }, { corpus });
}, 120_000);

const hit = (article_id: string) => ({ article_id, law_id: article_id.split('/')[0]!, text: '' }) as TLawHit;
const ids = (hits: readonly TLawHit[]) => hits.map((h) => h.article_id);

describe('withConceptRules', () => {
  it('moves a rule below the ranking’s best four, keeps one already above, and appends one it did not have', () => {
    const ranked = ['a/1', 'a/2', 'a/3', 'a/4', 'a/5', 'a/6', 'a/7'].map(hit);
    expect(ids(withConceptRules(ranked, [hit('a/7'), hit('a/2'), hit('b/9')]))).toEqual(['a/1', 'a/2', 'a/3', 'a/4', 'a/7', 'b/9', 'a/5', 'a/6']);
  });
});

describe('the rule of each concept the facts raise', () => {
  const q = '公司说效益不好要裁员，我还在试用期，主管直接让我明天不用来了，这个月工资也没结';

  it('is the article that states it: 经济补偿 is 劳动合同法第四十六条, not an article that only mentions it', async () => {
    const ranked = (await searchLaws({ q, isAi: true, pageSize: 30 }, { corpus })).items;
    expect(ids(await conceptRules(q, { corpus, ranked }))).toContain('labor-contracts-law/46');
  });

  it('enters the answer’s articles although the AI search alone leaves it below the first 8', async () => {
    const search = await searchLaws({ q, isAi: true, pageSize: MAX_ARTICLES }, { corpus });
    expect(ids(search.items)).not.toContain('labor-contracts-law/46');
    const sources = await retrieveSources(q, { corpus, db: undefined as unknown as DbOrTx, withCases: false });
    expect(ids(sources.laws.slice(0, MAX_ARTICLES))).toContain('labor-contracts-law/46');
    // The ranking's best stay first.
    expect(ids(sources.laws.slice(0, 4))).toEqual(ids(search.items.slice(0, 4)));
  });

  it('adds nothing for a story that raises no concept', async () => {
    expect(await conceptRules('今天天气很好', { corpus })).toEqual([]);
  });
});

describe('the route of the dispute', () => {
  it.each([
    ['我在一家餐馆上班两年了，老板一直不给我交社保，也没签劳动合同', 'labor-dispute-mediation-and-arbitration-law/5'],
    ['在商场买的电饭锅用了三天就坏了，商家不给退', 'protection-of-the-rights-and-interests-of-consumers/39'],
  ])('the answer names how the claim is pursued: %s', async (q, route) => {
    const search = await searchLaws({ q, isAi: true, pageSize: MAX_ARTICLES }, { corpus });
    expect(ids(search.items)).not.toContain(route);
    const sources = await retrieveSources(q, { corpus, db: undefined as unknown as DbOrTx, withCases: false });
    expect(ids(sources.laws.slice(0, MAX_ARTICLES))).toContain(route);
  });
});
