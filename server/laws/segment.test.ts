import { describe, expect, it } from 'vitest';
import { LEGAL_TERMS, segment, segmentForSearch, segmentToString } from './segment';

describe('segment', () => {
  it('keeps legal terms whole', () => {
    expect(segment('竞业限制期限不得超过二年')).toContain('竞业限制');
    expect(segment('格式条款无效')).toContain('格式条款');
    expect(segment('用人单位应当支付经济补偿')).toEqual(expect.arrayContaining(['用人单位', '经济补偿']));
    expect(segment('约定的违约金过分高于造成的损失')).toContain('违约金');
    for (const term of ['不可抗力', '试用期', '定金', '缔约过失', '优先购买权']) expect(segment(term), term).toEqual([term]);
  });

  it('drops punctuation and function words', () => {
    const tokens = segment('《民法典》第五百八十五条的规定，当事人可以约定违约金。');
    expect(tokens).not.toContain('《');
    expect(tokens).not.toContain('的');
    expect(tokens).not.toContain('，');
    expect(tokens).toContain('违约金');
  });

  it('adds sub-words in search mode so a shorter query word finds the long term', () => {
    expect(segmentForSearch('违约金')).toEqual(expect.arrayContaining(['违约', '违约金']));
    expect(segmentForSearch('不可抗力')).toEqual(expect.arrayContaining(['不可抗力', '抗力']));
  });

  it('joins tokens with spaces for to_tsvector', () => {
    expect(segmentToString('试用期包含在劳动合同期限内')).toMatch(/^\S+( \S+)+$/);
    expect(segmentToString('试用期包含在劳动合同期限内').split(' ')).toContain('试用期');
  });

  it('has no duplicate legal terms', () => {
    expect(new Set(LEGAL_TERMS).size).toBe(LEGAL_TERMS.length);
  });
});
