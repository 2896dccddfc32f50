import { describe, expect, it } from 'vitest';
import { findAmounts, findDailyRates, findDurations, findMonthsOf, findPercents } from './numbers';
import { normalizeView } from './text';

const values = (tokens: { value: number }[]) => tokens.map((t) => t.value);

describe('number tokens', () => {
  it('reads percentages in figures and words, counting a repeated rate once', () => {
    expect(values(findPercents('违约金为合同总价的50%'))).toEqual([50]);
    expect(values(findPercents('按百分之二十支付，或千分之三，或万分之五，或十万分之五'))).toEqual([20, 0.3, 0.05, 0.005]);
    const t = findPercents('应按相应货款金额的1%（百分之一）向甲方支付');
    expect(t).toHaveLength(1);
    expect(t[0]!.raw).toBe('1%（百分之一）');
    expect(values(findPercents(normalizeView('利率为１２．５％')))).toEqual([12.5]);
  });

  it('tells daily rates from monthly or annual ones', () => {
    expect(values(findDailyRates('每逾期一日，按逾期金额的万分之五支付违约金'))).toEqual([0.05]);
    expect(values(findDailyRates('每逾期一天按月租金的3%收取滞纳金'))).toEqual([3]);
    expect(findDailyRates('借款年利率为6%')).toEqual([]);
    expect(findDailyRates('每日计息，按月利率2%计算')).toEqual([]);
  });

  it('reads amounts with commas, 万元, ¥ and RMB capitals', () => {
    expect(values(findAmounts('人民币100,000元（大写：壹拾万元整）'))).toEqual([100_000, 100_000]);
    expect(values(findAmounts('12.5万元'))).toEqual([125_000]);
    expect(values(findAmounts('人民币壹拾亿零伍仟贰佰万元整（¥1,052,000,000.00）'))).toEqual([1_052_000_000, 1_052_000_000]);
    expect(values(findAmounts('借款人民币 _20万整_ 元（大写： ____贰拾万整____）'))).toEqual([200_000, 200_000]);
    expect(findAmounts('2024年7月1日，第3条')).toEqual([]);
  });

  it('reads durations but not calendar dates', () => {
    expect(values(findDurations('试用期为六个月，合同期限三年，通知期15日，半年'))).toEqual([180, 1095, 15, 182.5]);
    expect(findDurations('自2024年7月1日起')).toEqual([]);
    expect(values(findMonthsOf('支付两个月租金作为违约金'))).toEqual([2]);
  });
});
