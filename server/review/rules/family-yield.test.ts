/**
 * A family check and an older category check on the same words: the user sees one finding (run-rules.ts, `yieldTo`).
 * In a contract of that category the category's own check speaks; elsewhere the family check still does.
 */
import { describe, expect, it } from 'vitest';
import { documentFromText } from '../testing/document-from-text';
import { runRules } from './run-rules';

function ruleIds(text: string, categoryId: string): string[] {
  return runRules(documentFromText(text), { categoryId, stance: 'neutral', reviewer: 't' }).map((f) => f.ruleId);
}

describe('family checks yield to the category check on the same words', () => {
  it('reports 砍头息 once in a loan contract, as the loan check', () => {
    const text = '出借人在交付借款时预先扣除首期利息三千元，借款人仍按借款合同金额十万元归还本金。';
    const loan = ruleIds(text, 'loan');
    expect(loan).toContain('loan.interest.prededucted');
    expect(loan).not.toContain('general.family.upfront-deduction');
    expect(ruleIds(text, 'service')).toContain('general.family.upfront-deduction');
  });

  it('reports an advance waiver of 优先购买权 once in a lease, as the lease check', () => {
    const text = '承租人同意，出租人出售该房屋时，承租人放弃优先购买权。';
    const lease = ruleIds(text, 'lease');
    expect(lease).toContain('lease.preemption.waiver');
    expect(lease).not.toContain('general.family.preemption-waiver');
  });

  it('reports water and power cut to collect once, as the utility check, not also as seizing property (self-help)', () => {
    const text = '乙方逾期缴纳水电费的，甲方有权对该商铺采取停水、停电措施，直至乙方缴清全部费用为止。';
    const ids = ruleIds(text, 'lease');
    expect(ids).toContain('general.family.utility-cutoff-collection');
    expect(ids).not.toContain('general.family.self-help-remedy');
    // Changing the locks is not a utility cut-off: self-help still speaks.
    expect(ruleIds('承租人逾期支付租金超过十日的，出租人有权自行更换门锁并处置屋内物品。', 'lease')).toContain('general.family.self-help-remedy');
  });

  it('reports a forum one side designates later beside the void choice of arbitration or court: two defects, two remedies', () => {
    const ids = ruleIds('双方同意，发生争议时提交平台届时指定的仲裁机构或者人民法院解决。', 'service');
    expect(ids).toContain('general.family.forum-designated');
    expect(ids.some((id) => id === 'general.dispute.both-forums' || id === 'general.family.forum-both')).toBe(true);
  });
});
