import { describe, expect, it } from 'vitest';
import { impliedRate } from './implied-rate';

describe('the rate a loan implies from principal, term and total repaid', () => {
  it('works out 48% a year from 十万 lent for three months and 十一万二千 repaid', () => {
    const text = '借款本金十万元，期限三个月，到期归还本息合计十一万二千元。';
    const r = impliedRate(text)!;
    expect(r.principal).toBe(100000);
    expect(r.total).toBe(112000);
    expect(r.annual).toBeCloseTo(48, 5);
    expect(text.slice(r.start, r.end)).toBe('十一万二千元');
  });

  it('reads a term in days and amounts in digits', () => {
    const text = '出借人借给借款人50000元，期限90天，到期一次性偿还本息共计56000元。';
    expect(impliedRate(text)!.annual).toBeCloseTo((6000 / 50000 / (90 / 365)) * 100, 5);
  });

  it('gives nothing when the term, the principal or a total above it is missing', () => {
    for (const text of ['借款本金十万元，到期归还本息合计十一万元。', '借款人到期归还本息合计十一万元，期限一年。', '借款本金十万元，期限一年，到期归还本息合计十万元。']) {
      expect(impliedRate(text)).toBeNull();
    }
  });
});
