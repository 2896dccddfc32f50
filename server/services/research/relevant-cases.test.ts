/** 相关案例 of a civil question never lists a criminal judgment; a criminal question keeps them (relevant-cases.ts). */
import { describe, expect, it } from 'vitest';
import type { TCaseHit, TLawHit } from '@common/api/search';
import { relevantCases } from './relevant-cases';

const law = (law_id: string) => ({ law_id }) as TLawHit;
const judgment = (case_id: string, title: string, case_no: string) => ({ case_id, title, case_no }) as TCaseHit;
const cases = [
  judgment('a', '刘某寻衅滋事一审刑事判决书', '（2016）浙0304刑初871号'),
  judgment('b', '张某与某公司劳动争议一审民事判决书', '（2020）沪0115民初1234号'),
  judgment('c', '王某诈骗案', '（2019）粤0106刑终596号'),
  judgment('d', '李某与赵某民间借贷纠纷', '（2021）京0105民初88号'),
];

describe('relevant cases of a research answer', () => {
  it('drops criminal judgments for a labour question', () => {
    const ids = relevantCases([law('labor-contracts-law'), law('labor-law')], cases, 3).map((c) => c.case_id);
    expect(ids).toEqual(['b', 'd']);
  });

  it('keeps them, in rank order and up to the limit, when criminal law is among the best articles', () => {
    const ids = relevantCases([law('civil-code'), law('criminal-law')], cases, 3).map((c) => c.case_id);
    expect(ids).toEqual(['a', 'b', 'c']);
  });
});
